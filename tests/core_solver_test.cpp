// The generic solver and the position graph, on both seed games and on a third
// game defined right here (a rules struct is all a new game needs).
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <random>
#include <set>
#include <span>
#include <string>

#include "core/ball_game.hpp"
#include "core/flat_map.hpp"
#include "core/graph_builder.hpp"
#include "core/number_game.hpp"
#include "core/solved_table.hpp"
#include "core/solver.hpp"

namespace {

using namespace gtl;

// A third game: one pile, take 1 or 2; whoever takes the last stone wins, so
// the player left with an empty pile loses.
struct TakeOneOrTwo {
  using Position = std::uint32_t;
  using Move = int;
  Position stones = 7;
  static constexpr std::array<int, 2> kTakes{1, 2};
  Position start() const { return stones; }
  std::span<const int> moves(Position p) const { return std::span(kTakes).first(std::min<Position>(p, 2)); }
  Position play(Position p, Move m) const { return p - static_cast<Position>(m); }
  Outcome terminal_outcome(Position) const { return Outcome::Lose; }
  std::uint32_t measure(Position p) const { return p; }
  std::string short_label(Position p) const { return std::to_string(p); }
  std::string describe(Position p) const { return std::to_string(p) + " stones"; }
  std::string move_label(Move m) const { return "-" + std::to_string(m); }
};
static_assert(Game<TakeOneOrTwo>);
static_assert(Game<number_game::NumberGame>);
static_assert(Game<ball_game::BallGame>);

TEST(Solution, PreferenceOrder) {
  // From the mover's view: children the opponent loses (fast first), draws
  // (short first), wins (slow first), unknown last.
  const Solution lose1{Outcome::Lose, 1}, lose3{Outcome::Lose, 3}, draw2{Outcome::Draw, 2},
      draw4{Outcome::Draw, 4}, win2{Outcome::Win, 2}, win6{Outcome::Win, 6}, unknown{};
  const std::vector<Solution> ordered{lose1, lose3, draw2, draw4, win6, win2, unknown};
  for (std::size_t i = 0; i + 1 < ordered.size(); ++i) {
    EXPECT_TRUE(better_child(ordered[i], ordered[i + 1])) << i;
    EXPECT_FALSE(better_child(ordered[i + 1], ordered[i])) << i;
  }
  BestChoice best;
  EXPECT_TRUE(best.empty());
  best.add(win2);
  best.add(win6);
  EXPECT_EQ(best.result(), (Solution{Outcome::Lose, 7}));  // the slowest loss
  best.add(draw4);
  EXPECT_EQ(best.result(), (Solution{Outcome::Draw, 5}));
  best.add(lose3);
  best.add(lose1);
  EXPECT_EQ(best.result(), (Solution{Outcome::Win, 2}));  // the fastest win
  EXPECT_EQ(Solution::unpack(Solution{Outcome::Draw, 123}.pack()), (Solution{Outcome::Draw, 123}));
}

TEST(FlatMap, InsertFindGrow) {
  FlatMap<std::uint32_t> m(4);
  for (std::uint64_t k = 0; k < 10000; ++k) EXPECT_EQ(m.insert(k * 0x10001, static_cast<std::uint32_t>(k)), k);
  EXPECT_EQ(m.size(), 10000u);
  EXPECT_EQ(m.insert(5 * 0x10001, 99), 5u);  // present: kept
  for (std::uint64_t k = 0; k < 10000; ++k) ASSERT_EQ(*m.find(k * 0x10001), k);
  EXPECT_EQ(m.find(3), nullptr);
  EXPECT_LE(2 * m.size(), m.capacity());
  std::size_t seen = 0;
  m.for_each([&](std::uint64_t, std::uint32_t) { ++seen; });
  EXPECT_EQ(seen, 10000u);
}

TEST(Solver, ThirdGame) {
  Solver<TakeOneOrTwo> solver(TakeOneOrTwo{});
  for (std::uint32_t n = 0; n <= 7; ++n) {
    const Solution v = solver.solve(n);
    EXPECT_EQ(v.outcome, n % 3 == 0 ? Outcome::Lose : Outcome::Win) << n;
  }
  EXPECT_EQ(solver.solve(7).remoteness, 5u);  // 7 → 6 → 5|4 → 3 → 2|1 → 0
  EXPECT_EQ(solver.best_moves(7), (std::vector<int>{1}));
  const auto ranked = solver.ranked_moves(7);
  ASSERT_EQ(ranked.size(), 2u);
  EXPECT_EQ(ranked[0].move, 1);
  EXPECT_EQ(ranked[0].value().outcome, Outcome::Win);
  EXPECT_EQ(ranked[1].value().outcome, Outcome::Lose);
}

TEST(Solver, DeepGamesNeedNoRecursion) {
  // 400,000 plies deep: a recursive solver would overflow the stack.
  Solver<ball_game::BallGame> solver(ball_game::BallGame{{1}, 400'000});
  const Solution v = solver.solve(solver.game().start());
  EXPECT_EQ(v.outcome, Outcome::Draw);  // both hands end even
  EXPECT_EQ(v.remoteness, 400'000u);
}

// Naive count of the unmerged game tree: every play sequence is a node.
std::uint64_t tree_size(number_game::Allowed a) {
  std::uint64_t n = 1;
  for (int x : number_game::NumberRange(a)) n += tree_size(number_game::after_naming(a, x));
  return n;
}

// The page's solve worker hands its memo over as a SolvedTable: a solver that
// adopts it must know every position the worker solved, with the same value,
// without searching, and must go on solving positions the table lacks.
TEST(SolvedTable, AdoptedTableAnswersLikeTheSolverThatMadeIt) {
  const number_game::NumberGame game{16};
  Solver<number_game::NumberGame> worker(game);
  const number_game::Allowed start = number_game::full(14);  // a start inside 2..16, not all of it
  worker.solve(start);
  const SolvedTable table = worker.export_table();
  ASSERT_EQ(table.size(), worker.positions_solved());
  EXPECT_TRUE(std::is_sorted(table.keys().begin(), table.keys().end()));

  Solver<number_game::NumberGame> page(game);
  page.adopt(table);
  EXPECT_EQ(page.positions_solved(), table.size());
  for (std::size_t i = 0; i < table.size(); ++i) {
    const auto p = static_cast<number_game::Allowed>(table.keys()[i]);
    ASSERT_EQ(page.known(p), worker.known(p)) << game.short_label(p);
  }
  EXPECT_EQ(page.best_moves(start), worker.best_moves(start));
  // A position outside the table is searched as usual, reusing the table's values.
  const number_game::Allowed whole = number_game::full(16);
  EXPECT_FALSE(page.known(whole).has_value());
  Solver<number_game::NumberGame> fresh(game);
  EXPECT_EQ(page.solve(whole), fresh.solve(whole));
  EXPECT_LT(page.positions_solved(), fresh.positions_solved() + table.size());
  // A re-export holds both parts once.
  EXPECT_EQ(page.export_table().size(), page.positions_solved());
}

TEST(SolvedTable, RefusesKeysOutOfOrderAndMismatchedValues) {
  EXPECT_THROW(SolvedTable({3, 2}, {1, 1}), std::invalid_argument);
  EXPECT_THROW(SolvedTable({2, 2}, {1, 1}), std::invalid_argument);
  EXPECT_THROW(SolvedTable({2, 3}, {1}), std::invalid_argument);
  const SolvedTable t({2, 5, 9}, {4, 5, 6});
  EXPECT_EQ(*t.find(5), 5u);
  EXPECT_EQ(t.find(4), nullptr);
  EXPECT_EQ(t.find(10), nullptr);
  EXPECT_EQ(SolvedTable().find(0), nullptr);
  EXPECT_EQ(*SolvedTable({0}, {7}).find(0), 7u);
}

// The page receives the worker's table in pieces (SolvedTable::Receiver): any
// split gives the table the one-piece constructor gives, and a piece that
// breaks the order, within itself or against the piece before, is refused.
TEST(SolvedTable, ReceivedInPiecesEqualsTheWholeTable) {
  const number_game::NumberGame game{18};
  Solver<number_game::NumberGame> worker(game);
  worker.solve(number_game::full(18));
  const SolvedTable whole = worker.export_table();
  for (const std::size_t piece : {std::size_t{1}, std::size_t{97}, whole.size() - 1, whole.size() + 5}) {
    SolvedTable::Receiver r(whole.size());
    std::size_t pieces = 0;
    while (!r.complete()) {
      const std::size_t at = r.size(), n = std::min(piece, whole.size() - at);
      r.append(piece, [&](std::uint64_t* k, std::uint32_t* v) {
        std::copy_n(whole.keys().begin() + static_cast<std::ptrdiff_t>(at), n, k);
        std::copy_n(whole.values().begin() + static_cast<std::ptrdiff_t>(at), n, v);
      });
      ++pieces;
    }
    EXPECT_EQ(pieces, (whole.size() + piece - 1) / piece);
    const SolvedTable t = r.take();
    EXPECT_EQ(t.keys(), whole.keys());
    EXPECT_EQ(t.values(), whole.values());
    for (std::size_t i = 0; i < whole.size(); i += 13) ASSERT_EQ(*t.find(whole.keys()[i]), whole.values()[i]);
  }
  const auto put = [](std::vector<std::uint64_t> keys) {
    return [keys](std::uint64_t* k, std::uint32_t* v) {
      std::copy(keys.begin(), keys.end(), k);
      std::fill_n(v, keys.size(), 1u);
    };
  };
  SolvedTable::Receiver within(4);
  EXPECT_THROW(within.append(2, put({5, 5})), std::invalid_argument);
  SolvedTable::Receiver across(4);
  across.append(2, put({3, 8}));
  EXPECT_THROW(across.append(2, put({8, 9})), std::invalid_argument);
  SolvedTable::Receiver early(3);
  early.append(2, put({1, 2}));
  EXPECT_THROW(early.take(), std::logic_error);
}

// The bucket index must find every key and no other, whatever the spread of
// the keys (dense low ones, sparse high ones, one bucket holding many).
TEST(SolvedTable, FindsExactlyTheStoredKeys) {
  std::mt19937_64 rng(1143);
  for (int width : {3, 17, 40, 63}) {
    std::set<std::uint64_t> stored;
    while (stored.size() < std::min<std::size_t>(3000, std::size_t{1} << width)) stored.insert(rng() >> (64 - width));
    for (int i = 0; i < 200; ++i) stored.insert(i);  // a crowded first bucket
    std::vector<std::uint64_t> keys(stored.begin(), stored.end());
    std::vector<std::uint32_t> values(keys.size());
    for (std::size_t i = 0; i < keys.size(); ++i) values[i] = static_cast<std::uint32_t>(i * 4 + 1);
    const SolvedTable t(keys, values);
    for (std::size_t i = 0; i < keys.size(); ++i) ASSERT_EQ(*t.find(keys[i]), values[i]) << keys[i];
    for (int i = 0; i < 5000; ++i) {
      const std::uint64_t probe = rng() >> (63 - width);  // up to twice the widest key
      const std::uint32_t* v = t.find(probe);
      ASSERT_EQ(v != nullptr, stored.count(probe) == 1) << probe;
    }
  }
}

TEST(PositionGraph, NumberGame2To20) {
  using namespace number_game;
  const PositionGraph g = build_graph(NumberGame{20}, full(20));
  ASSERT_TRUE(g.complete);
  ASSERT_EQ(g.nodes.size(), 3515u);
  const GraphNode& root = g.nodes[g.root()];
  EXPECT_EQ(root.outcome, Outcome::Win);
  EXPECT_EQ(root.label, "{2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20}");
  EXPECT_EQ(root.edge_count, 19u);
  // The winning moves come first, fastest win first.
  std::set<std::int64_t> winning;
  std::uint32_t last = 0;
  for (const GraphEdge* e = g.begin_edges(0); e != g.end_edges(0); ++e) {
    if (g.nodes[e->child].outcome != Outcome::Lose) break;
    EXPECT_GE(g.nodes[e->child].remoteness, last);
    last = g.nodes[e->child].remoteness;
    winning.insert(e->move);
    EXPECT_EQ(e->label, std::to_string(e->move));
  }
  EXPECT_EQ(winning, (std::set<std::int64_t>{5, 7, 12, 16, 18, 19}));
  EXPECT_EQ(root.remoteness, 1 + g.nodes[g.begin_edges(0)->child].remoteness);
  EXPECT_TRUE(g.tree_nodes.exact);
  EXPECT_GT(g.tree_nodes.value, 1'000'000'000'000ull);
}

TEST(PositionGraph, ConsistentWithSolverAndRules) {
  using namespace number_game;
  for (int n : {2, 6, 11, 14}) {
    const PositionGraph g = build_graph(NumberGame{n}, full(n));
    Solver<NumberGame> solver(NumberGame{n});
    EXPECT_EQ(g.nodes.size(), (solver.solve(full(n)), solver.positions_solved()));
    EXPECT_EQ(g.tree_nodes.value, tree_size(full(n)));
    std::set<std::string> labels;
    for (NodeId id = 0; id < g.nodes.size(); ++id) {
      const GraphNode& node = g.nodes[id];
      EXPECT_TRUE(labels.insert(node.label).second) << "one node per position";
      for (const GraphEdge* e = g.begin_edges(id); e != g.end_edges(id); ++e) {
        EXPECT_LT(g.nodes[e->child].measure, node.measure);
        if (e + 1 != g.end_edges(id)) {
          const GraphNode &c = g.nodes[e->child], &d = g.nodes[(e + 1)->child];
          EXPECT_FALSE(better_child({d.outcome, d.remoteness}, {c.outcome, c.remoteness}));
        }
      }
    }
  }
}

TEST(PositionGraph, BallGameMatchesTable) {
  const std::vector<ball_game::Take> takes{1, 4, 5};
  const PositionGraph g = build_graph(ball_game::BallGame{takes, 40}, ball_game::BallGame{takes, 40}.start());
  const ball_game::BallTable table(takes, 40);
  EXPECT_EQ(g.nodes[0].outcome, table.at({40, false, false}).outcome);
  EXPECT_EQ(g.nodes[0].remoteness, table.at({40, false, false}).remoteness);
  EXPECT_EQ(g.nodes[0].label, "40 \u00b7 even/even");
  EXPECT_EQ(g.begin_edges(0)->label.substr(0, 5), "take ");
}

TEST(PositionGraph, CapLeavesUnexpandedNodesUnknown) {
  using namespace number_game;
  const PositionGraph g = build_graph(NumberGame{20}, full(20), {.max_positions = 100});
  EXPECT_FALSE(g.complete);
  EXPECT_FALSE(g.tree_nodes.exact);
  EXPECT_LT(g.nodes.size(), 100u + 20u);
  EXPECT_EQ(g.nodes[0].outcome, Outcome::Unknown);
  std::size_t unexpanded = 0;
  for (const GraphNode& n : g.nodes) {
    if (n.expanded) continue;
    ++unexpanded;
    EXPECT_EQ(n.edge_count, 0u);
    EXPECT_EQ(n.outcome, Outcome::Unknown);
  }
  EXPECT_GT(unexpanded, 0u);
}

TEST(PositionGraph, HugeTreesAreApproximateNeverOverflowing) {
  using namespace number_game;
  const PositionGraph g = build_graph(NumberGame{30}, full(30), {.with_text = false});
  ASSERT_TRUE(g.complete);
  EXPECT_EQ(g.nodes.size(), 130502u);
  EXPECT_FALSE(g.tree_nodes.exact);  // far beyond 2^64
  EXPECT_GT(g.tree_nodes.approx, 1.8e19);
  EXPECT_EQ(g.tree_nodes.to_string()[0], '~');
  EXPECT_TRUE(g.nodes[0].label.empty());
}

}  // namespace
