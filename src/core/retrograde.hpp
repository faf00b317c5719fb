// The loopy solver: retrograde analysis of any finite explicit position graph,
// cycles allowed (a game a teacher draws, a token on a board of arrows). The
// generic Solver (solver.hpp) needs a DAG; this one does not, and on a DAG it
// gives the same Solution as Solver, position by position (the rule of
// solution.hpp: BestChoice over through(child)).
//
// The values, for the player to move (n positions, each with a list of moves):
// - A position without moves is valued by its terminal outcome: Win, Lose, or
//   Draw (a tie at the end of play, like the ball game's equal parities), with
//   remoteness 0.
// - Win / Lose are the least fixed point of the usual rule: a position is won if
//   some move leaves the opponent lost, and lost if every move leaves the
//   opponent won. Remoteness: a win as fast as possible (1 + the least
//   remoteness of a lost child), a loss as slow as possible (1 + the greatest
//   remoteness of the won children). Positions that never become won or lost
//   are draws: neither side can force a win, and each can avoid losing.
// - Draws come in two kinds (see DrawKind):
//   * a tie: some line of draw positions leads to a tie terminal. Its
//     remoteness is the length of the *shortest* such line (the tie terminal
//     itself has 0, another draw 1 + the least remoteness of its tie children).
//     This is solution.hpp's draw rule, so on a DAG, where every draw ends in a
//     tie, it is exactly what Solver gives. In a loopy game the line is the
//     shortest drawing one, not a forced one: either player may instead keep
//     play going forever without changing the result.
//   * a draw by infinite play: no line of draw positions ever reaches a tie
//     terminal (every line that ends leaves the draws through a losing move).
//     Remoteness is kInfinitePlay, a sentinel above every finite remoteness.
//
// The algorithm (O(positions + moves), iterative, a handful of flat arrays):
// 1. Predecessor lists by a counting sort of the moves.
// 2. A FIFO queue seeded with the won and lost terminals. Popping a child c:
//    every undecided parent of a lost c is won (remoteness c + 1); every
//    undecided parent of a won c has one fewer undecided move, and when none is
//    left it is lost (remoteness c + 1). Positions enter the queue in
//    non-decreasing remoteness, so the first lost child reaching a parent is its
//    fastest win and the last won child its slowest loss.
// 3. A second breadth-first search from the tie terminals, backwards through
//    the positions still undecided: the shortest drawing lines.
// 4. Whatever is left is a draw by infinite play.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <utility>
#include <vector>

#include "flat_map.hpp"
#include "game.hpp"
#include "outcome.hpp"
#include "solution.hpp"

namespace gtl {

// The remoteness of a draw by infinite play. The largest value a Solution
// packs (30 bits) and the one preference() clamps to, so such a draw ranks
// after every tie as a child, and survives pack()/unpack().
inline constexpr std::uint32_t kInfinitePlay = (1u << 30) - 1;
// Finite remoteness is below the number of positions, so it never meets the
// sentinel while a graph has at most this many positions.
inline constexpr std::size_t kMaxRetrogradePositions = kInfinitePlay;

enum class DrawKind : std::uint8_t { NotDraw, Tie, Infinite };

constexpr DrawKind draw_kind(Solution s) {
  if (s.outcome != Outcome::Draw) return DrawKind::NotDraw;
  return s.remoteness == kInfinitePlay ? DrawKind::Infinite : DrawKind::Tie;
}

// A position graph in compressed rows: position v's moves lead to
// next[first[v]] .. next[first[v + 1] - 1]. A repeated move or a move to the
// position itself is allowed (the opponent then moves there).
struct ExplicitGraph {
  std::vector<std::uint32_t> first{0};  // size() + 1 offsets into next, first[0] == 0
  std::vector<std::uint32_t> next;      // successors, each < size()
  // Per position, read only where it has no moves: Win, Lose or Draw (a tie),
  // for the player to move there; any other value counts as Lose. Empty: every
  // terminal loses (normal play).
  std::vector<Outcome> terminal;

  std::size_t size() const { return first.size() - 1; }
  std::span<const std::uint32_t> moves(std::uint32_t v) const {
    return {next.data() + first[v], next.data() + first[v + 1]};
  }
  Outcome terminal_outcome(std::uint32_t v) const { return terminal.empty() ? Outcome::Lose : terminal[v]; }
};

// The value of every position (index = position). Throws std::invalid_argument
// when the graph is malformed (offsets not ascending from 0 to next.size(), a
// successor out of range, a terminal list of the wrong size) and
// std::length_error past kMaxRetrogradePositions.
std::vector<Solution> solve_retrograde(const ExplicitGraph& g);

// Every position a gtl::Game reaches from `start`, as an ExplicitGraph, so the
// loopy solver can be set against the generic one on the built-in games (and
// run on any game whose moves may loop: only start, moves, play and
// terminal_outcome are used). Positions are numbered breadth-first from the
// start (0); each node's moves are in the game's move order, one per move (two
// moves reaching one position give two equal edges).
template <Game G>
struct ExploredGame {
  ExplicitGraph graph;
  std::vector<typename G::Position> positions;  // positions[v] is node v; positions[0] is the start
};

// nullopt when more than max_positions positions are reachable.
template <Game G>
std::optional<ExploredGame<G>> explore(const G& game, typename G::Position start,
                                       std::size_t max_positions = std::size_t{1} << 22) {
  ExploredGame<G> out;
  ExplicitGraph& g = out.graph;
  FlatMap<std::uint32_t> ids;
  ids.insert(start, 0);
  out.positions.push_back(start);
  for (std::size_t v = 0; v < out.positions.size(); ++v) {
    const typename G::Position p = out.positions[v];
    for (auto m : game.moves(p)) {
      const typename G::Position c = game.play(p, m);
      const auto fresh = static_cast<std::uint32_t>(out.positions.size());
      const std::uint32_t id = ids.insert(c, fresh);
      if (id == fresh) {
        if (out.positions.size() == max_positions) return std::nullopt;
        out.positions.push_back(c);
      }
      g.next.push_back(id);
    }
    g.first.push_back(static_cast<std::uint32_t>(g.next.size()));
    g.terminal.push_back(g.first[v + 1] == g.first[v] ? game.terminal_outcome(p) : Outcome::Unknown);
  }
  return out;
}

}  // namespace gtl
