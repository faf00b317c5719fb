// The rules of backward induction, named, with the sentences a teacher says.
// Shared by the induction lessons, the proof texts and quiz grading so the
// wording is the same everywhere.
#pragma once

#include <cstdint>
#include <string>

#include "core/position_graph.hpp"
#include "model/view_common.hpp"

namespace gtl::model {

enum class Rule : std::uint8_t {
  TerminalLose,      // no moves, the player to move loses
  TerminalWin,       // no moves, the rules give the player to move the win
  TerminalDraw,      // no moves, the game ends level
  MoveToLose,        // some move leads to L -> W
  AllMovesToWin,     // every move leads to W -> L
  DrawKept,          // no move leads to L, some move leads to D -> D
  MemoHit,           // already decided earlier: the answer is remembered
  Unexplored,        // no moves listed because the solver stopped here: unknown
  DependsOnUnknown,  // no move known to lead to L, some lead to unknown positions
  KnownElsewhere,    // a leaf that is not a terminal: its moves are not listed here
                     // (a loopy game's line that repeats a position, a tree cut at
                     // its cap), and its value comes from solving the whole game
};

struct Decision {
  Outcome outcome = Outcome::Unknown;
  Rule rule = Rule::Unexplored;
  std::uint32_t edge = kNone;  // the cited move (index in the node's edges), if the rule cites one
};

// The rule that decides `node` given its children's outcomes in `outcome_of`
// (any callable NodeId -> Outcome): the first move to an L child wins, else
// the first move to a D child draws, else (all W) it loses.
template <class OutcomeOf>
Decision decide(const PositionGraph& g, NodeId node, OutcomeOf&& outcome_of) {
  const GraphNode& n = g.nodes[node];
  if (n.edge_count == 0) {
    if (!n.expanded && n.outcome != Outcome::Unknown) return {n.outcome, Rule::KnownElsewhere};
    switch (n.outcome) {
      case Outcome::Lose: return {Outcome::Lose, Rule::TerminalLose};
      case Outcome::Win: return {Outcome::Win, Rule::TerminalWin};
      case Outcome::Draw: return {Outcome::Draw, Rule::TerminalDraw};
      default: return {Outcome::Unknown, Rule::Unexplored};
    }
  }
  std::uint32_t draw = kNone;
  bool unknown = false;
  for (std::uint32_t i = 0; i < n.edge_count; ++i) {
    const Outcome o = outcome_of(g.edges[n.first_edge + i].child);
    if (o == Outcome::Lose) return {Outcome::Win, Rule::MoveToLose, i};
    if (o == Outcome::Draw && draw == kNone) draw = i;
    if (o == Outcome::Unknown) unknown = true;
  }
  if (unknown) return {Outcome::Unknown, Rule::DependsOnUnknown};
  if (draw != kNone) return {Outcome::Draw, Rule::DrawKept, draw};
  return {Outcome::Lose, Rule::AllMovesToWin};
}

// The decision from the solver's own outcomes of the children.
Decision solved_decision(const PositionGraph& g, NodeId node);

// "move 5 leads to L → W", "every move leads to W → L", ... (see rules.cpp).
std::string rule_sentence(const PositionGraph& g, NodeId node, const Decision& d);

}  // namespace gtl::model
