// Win/lose/draw games as payoff games, for the .efg export (issue 44): every
// lesson's tree becomes an extensive game of perfect information in which a
// win is {1 -1} for the winner and the loser (Gambit's own nim.efg does the
// same) and a draw {0 0}. Player 1 moves first; the players alternate.
//
// The rules' games (the gtl::Game concept) end on every line of play (their
// measure decreases), so their tree is finite and expanded whole, up to a
// node cap. A drawn game graph may have loops: it is refused with a sentence
// naming a loop, or unrolled to a depth the caller gives, where a play still
// going is cut off as a draw ({0 0}, the outcome "cut at depth d").
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "game.hpp"
#include "game_graph.hpp"
#include "payoff_game.hpp"

namespace gtl::payoff {

struct ExportResult {
  std::optional<Game> game;
  std::optional<std::string> refusal;
};

// Building blocks shared by both exports.
namespace detail {
// A game with players "Player 1", "Player 2" and the three outcomes 1: player 1
// wins, 2: player 2 wins, 3: draw (cut: a fourth, "cut at depth d").
Game two_player_shell(std::string title);
// Appends a node (its children are added after it, in preorder); returns its index.
int add_node(Game& g, int parent, int action, std::string label);
// Makes node v a move of the player at `depth` (player 1 at even depths) with these actions.
void make_choice(Game& g, int v, int depth, std::vector<std::string> actions);
// Makes node v a leaf for `outcome` of the player to move there.
void make_leaf(Game& g, int v, int depth, gtl::Outcome outcome);
}  // namespace detail

inline constexpr std::size_t kMaxExportNodes = 2'000'000;

// The whole game tree from `start`, in preorder with each position's moves in
// the order the rules give them. Refused past max_nodes.
template <gtl::Game G>
ExportResult export_game_tree(const G& rules, typename G::Position start, std::string title,
                              std::size_t max_nodes = kMaxExportNodes) {
  struct Open {
    typename G::Position position;
    int parent, action, depth;
  };
  ExportResult r;
  Game g = detail::two_player_shell(std::move(title));
  std::vector<Open> stack{{start, -1, -1, 0}};
  while (!stack.empty()) {
    const Open o = stack.back();
    stack.pop_back();
    if (g.nodes.size() >= max_nodes) {
      r.refusal = "the game tree has more than " + std::to_string(max_nodes) + " nodes";
      return r;
    }
    const int v = detail::add_node(g, o.parent, o.action, rules.short_label(o.position));
    std::vector<typename G::Move> moves;
    for (auto m : rules.moves(o.position)) moves.push_back(m);
    if (moves.empty()) {
      detail::make_leaf(g, v, o.depth, rules.terminal_outcome(o.position));
      continue;
    }
    std::vector<std::string> labels;
    for (auto m : moves) labels.push_back(rules.move_label(m));
    detail::make_choice(g, v, o.depth, std::move(labels));
    for (std::size_t a = moves.size(); a-- > 0;)
      stack.push_back({rules.play(o.position, moves[a]), v, static_cast<int>(a), o.depth + 1});
  }
  number_outcomes_by_use(g);
  r.game = std::move(g);
  return r;
}

// A drawn game graph (game_graph.hpp; valid). depth 0: refused if a loop is
// reachable from the start; otherwise unrolled to at most `depth` moves.
ExportResult export_game_graph(const game_graph::GameGraph& graph, int depth = 0,
                               std::size_t max_nodes = kMaxExportNodes);

}  // namespace gtl::payoff
