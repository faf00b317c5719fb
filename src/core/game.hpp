// The small interface every game implements, so one solver and one graph builder
// serve them all. A new game is one rules file that models this concept.
#pragma once

#include <concepts>
#include <cstdint>
#include <ranges>
#include <string>

#include "outcome.hpp"

namespace gtl {

// Requirements, and why:
// - Position is packed into one unsigned integer. The memo is then a flat
//   open-addressing table of integers (no per-entry allocation, one cache line
//   per probe), which is what makes full solves of millions of positions fast.
// - moves(p) is a cheap range (a bit iterator, a span): no allocation per node.
// - measure(p) strictly decreases along every move (numbers left, balls left).
//   The position graph is therefore a DAG, the solver needs no cycle handling,
//   and views can lay nodes out in layers by measure.
// - terminal_outcome(p) is asked only of positions without moves, and answers
//   for the player to move there.
template <class G>
concept Game = requires(const G& g, typename G::Position p, typename G::Move m) {
  requires std::unsigned_integral<typename G::Position>;
  requires std::integral<typename G::Move>;
  { g.start() } -> std::same_as<typename G::Position>;
  requires std::ranges::input_range<decltype(g.moves(p))>;
  requires std::convertible_to<std::ranges::range_value_t<decltype(g.moves(p))>,
                               typename G::Move>;
  { g.play(p, m) } -> std::same_as<typename G::Position>;
  { g.terminal_outcome(p) } -> std::same_as<Outcome>;
  { g.measure(p) } -> std::convertible_to<std::uint32_t>;
  { g.short_label(p) } -> std::convertible_to<std::string>;
  { g.describe(p) } -> std::convertible_to<std::string>;
  { g.move_label(m) } -> std::convertible_to<std::string>;
};

}  // namespace gtl
