// The loopy solver (retrograde.hpp): against a brute-force fixed point written
// here from the definitions, on random graphs with cycles; against the generic
// acyclic Solver on random DAGs and on every built-in game, position by
// position; the draw kinds on small graphs worked out by hand.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <random>
#include <span>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/ball_game.hpp"
#include "core/nim.hpp"
#include "core/number_game.hpp"
#include "core/retrograde.hpp"
#include "core/solver.hpp"
#include "core/subtraction.hpp"
#include "core/tictactoe.hpp"

namespace gtl {
namespace {

// "W 3", "D inf": readable failures.
std::string show(Solution s) {
  std::string out(1, letter(s.outcome));
  out += draw_kind(s) == DrawKind::Infinite ? std::string(" inf") : " " + std::to_string(s.remoteness);
  return out;
}

// A graph from successor lists; `terminal` per position (ignored where it has moves).
ExplicitGraph make_graph(const std::vector<std::vector<std::uint32_t>>& succ, std::vector<Outcome> terminal) {
  ExplicitGraph g;
  for (const auto& s : succ) {
    g.next.insert(g.next.end(), s.begin(), s.end());
    g.first.push_back(static_cast<std::uint32_t>(g.next.size()));
  }
  g.terminal = std::move(terminal);
  return g;
}

// ---- The brute force ---------------------------------------------------------
//
// Straight from the definitions, as fixed points of set iterations over
// horizons (no queue, no predecessor lists, no counters):
// - win[k] is the set of positions whose mover can force a win within k
//   plies: a won terminal, or a position with a move into lose[k-1];
//   lose[k] those whose opponent can force it: a lost terminal, or a position
//   with moves all into win[k-1]. By induction on k this is exactly "within k
//   plies" (the mover wins at once or moves to where the opponent loses within
//   k-1; the opponent wins whatever the mover does). Both families only grow,
//   and once a step changes neither set no later step can (each step reads only
//   the previous one), so iterating until nothing changes gives all forced
//   results; a win's remoteness is the first k it is in win[k] (as fast as
//   possible), a loss's the first k in lose[k] (the loser holds out until then).
// - Everything else is a draw. tie[k]: a tie terminal, or a draw with a move
//   into tie[k-1], i.e. a drawing line of at most k plies to a tie terminal;
//   the remoteness is the first such k, and a draw never in tie[k] is a draw by
//   infinite play.
std::vector<Solution> brute_force(const ExplicitGraph& g) {
  const std::size_t n = g.size();
  const auto terminal = [&](std::size_t v) { return g.first[v] == g.first[v + 1]; };
  std::vector<Solution> value(n);
  std::vector<char> win(n, 0), lose(n, 0);
  for (std::size_t v = 0; v < n; ++v) {
    if (!terminal(v)) continue;
    const Outcome t = g.terminal_outcome(static_cast<std::uint32_t>(v));
    if (t == Outcome::Win) win[v] = 1, value[v] = {Outcome::Win, 0};
    if (t == Outcome::Lose) lose[v] = 1, value[v] = {Outcome::Lose, 0};
  }
  for (std::uint32_t k = 1;; ++k) {
    std::vector<char> next_win(n, 0), next_lose(n, 0);
    for (std::size_t v = 0; v < n; ++v) {
      if (terminal(v)) {
        next_win[v] = win[v];
        next_lose[v] = lose[v];
        continue;
      }
      bool some_lost = false, all_won = true;
      for (const std::uint32_t c : g.moves(static_cast<std::uint32_t>(v))) {
        some_lost = some_lost || lose[c];
        all_won = all_won && win[c];
      }
      next_win[v] = some_lost;
      next_lose[v] = all_won;
      if (some_lost && !win[v]) value[v] = {Outcome::Win, k};
      if (all_won && !lose[v]) value[v] = {Outcome::Lose, k};
    }
    if (next_win == win && next_lose == lose) break;
    win.swap(next_win);
    lose.swap(next_lose);
  }
  std::vector<char> tie(n, 0);
  for (std::size_t v = 0; v < n; ++v) {
    if (value[v].outcome != Outcome::Unknown) continue;
    value[v] = {Outcome::Draw, kInfinitePlay};
    if (terminal(v)) tie[v] = 1, value[v].remoteness = 0;
  }
  for (std::uint32_t k = 1;; ++k) {
    std::vector<char> next_tie = tie;
    for (std::size_t v = 0; v < n; ++v) {
      if (value[v].outcome != Outcome::Draw || tie[v]) continue;
      for (const std::uint32_t c : g.moves(static_cast<std::uint32_t>(v)))
        if (tie[c]) next_tie[v] = 1;
      if (next_tie[v]) value[v].remoteness = k;
    }
    if (next_tie == tie) break;
    tie.swap(next_tie);
  }
  return value;
}

bool has_cycle(const ExplicitGraph& g) {  // Kahn: a cycle leaves positions unpeeled
  const std::size_t n = g.size();
  std::vector<std::uint32_t> out(n);
  std::vector<std::vector<std::uint32_t>> parents(n);
  std::vector<std::uint32_t> ready;
  for (std::uint32_t v = 0; v < n; ++v) {
    out[v] = g.first[v + 1] - g.first[v];
    for (const std::uint32_t c : g.moves(v)) parents[c].push_back(v);
    if (out[v] == 0) ready.push_back(v);
  }
  std::size_t peeled = 0;
  while (!ready.empty()) {
    const std::uint32_t c = ready.back();
    ready.pop_back();
    ++peeled;
    for (const std::uint32_t p : parents[c])
      if (--out[p] == 0) ready.push_back(p);
  }
  return peeled < n;
}

// Up to `max_nodes` positions; about a quarter terminal (win, lose or tie),
// the others with 1..4 moves anywhere (self-moves and repeats included).
ExplicitGraph random_graph(std::mt19937& rng, std::uint32_t max_nodes) {
  const std::uint32_t n = std::uniform_int_distribution<std::uint32_t>(1, max_nodes)(rng);
  std::vector<std::vector<std::uint32_t>> succ(n);
  std::vector<Outcome> terminal(n, Outcome::Unknown);
  const bool ties = rng() % 2 == 0;  // half the graphs have no tie terminal at all
  for (std::uint32_t v = 0; v < n; ++v) {
    if (rng() % 4 == 0) {
      const std::uint32_t t = static_cast<std::uint32_t>(rng() % (ties ? 3 : 2));
      terminal[v] = t == 0 ? Outcome::Lose : t == 1 ? Outcome::Win : Outcome::Draw;
      continue;
    }
    const std::uint32_t degree = 1 + static_cast<std::uint32_t>(rng() % 4);
    for (std::uint32_t i = 0; i < degree; ++i) succ[v].push_back(static_cast<std::uint32_t>(rng() % n));
  }
  return make_graph(succ, terminal);
}

TEST(Retrograde, MatchesTheBruteForceFixedPointOnAThousandRandomLoopyGraphs) {
  std::mt19937 rng(20240611);
  std::size_t loopy = 0, wins = 0, losses = 0, ties = 0, infinite = 0, positions = 0;
  for (int graph = 0; graph < 1000; ++graph) {
    const ExplicitGraph g = random_graph(rng, 12);
    const std::vector<Solution> got = solve_retrograde(g);
    const std::vector<Solution> want = brute_force(g);
    ASSERT_EQ(got.size(), g.size());
    loopy += has_cycle(g);
    for (std::size_t v = 0; v < g.size(); ++v) {
      ASSERT_EQ(show(got[v]), show(want[v])) << "graph " << graph << ", position " << v;
      ASSERT_EQ(draw_kind(got[v]), draw_kind(want[v])) << "graph " << graph << ", position " << v;
      ++positions;
      wins += got[v].outcome == Outcome::Win;
      losses += got[v].outcome == Outcome::Lose;
      ties += draw_kind(got[v]) == DrawKind::Tie;
      infinite += draw_kind(got[v]) == DrawKind::Infinite;
    }
  }
  // The sample covers what it is meant to: mostly loopy graphs, every kind of value.
  EXPECT_GT(loopy, 700u);
  for (const std::size_t kind : {wins, losses, ties, infinite}) EXPECT_GT(kind, positions / 20);
}

// A DAG as a gtl::Game, so the generic Solver can value it: positions are the
// node indices, a move is the child's index, every move goes to a lower index.
struct DagGame {
  using Position = std::uint32_t;
  using Move = std::uint32_t;
  const ExplicitGraph* g = nullptr;
  Position start() const { return static_cast<Position>(g->size() - 1); }
  std::span<const std::uint32_t> moves(Position p) const { return g->moves(p); }
  Position play(Position, Move m) const { return m; }
  Outcome terminal_outcome(Position p) const { return g->terminal_outcome(p); }
  std::uint32_t measure(Position p) const { return p; }
  std::string short_label(Position p) const { return std::to_string(p); }
  std::string describe(Position p) const { return std::to_string(p); }
  std::string move_label(Move m) const { return std::to_string(m); }
};
static_assert(Game<DagGame>);

TEST(Retrograde, AgreesWithTheAcyclicSolverOnRandomDags) {
  std::mt19937 rng(7);
  for (int graph = 0; graph < 1000; ++graph) {
    const std::uint32_t n = 1 + static_cast<std::uint32_t>(rng() % 30);
    std::vector<std::vector<std::uint32_t>> succ(n);
    std::vector<Outcome> terminal(n, Outcome::Unknown);
    for (std::uint32_t v = 0; v < n; ++v) {
      if (v == 0 || rng() % 5 == 0) {
        terminal[v] = std::array{Outcome::Win, Outcome::Lose, Outcome::Draw}[rng() % 3];
        continue;
      }
      const std::uint32_t degree = 1 + static_cast<std::uint32_t>(rng() % 4);
      for (std::uint32_t i = 0; i < degree; ++i) succ[v].push_back(static_cast<std::uint32_t>(rng() % v));
    }
    const ExplicitGraph g = make_graph(succ, terminal);
    const std::vector<Solution> got = solve_retrograde(g);
    Solver<DagGame> solver(DagGame{&g});
    for (std::uint32_t v = 0; v < n; ++v)
      ASSERT_EQ(show(got[v]), show(solver.solve(v))) << "graph " << graph << ", position " << v;
  }
}

// ---- The built-in games -------------------------------------------------------

template <Game G>
void expect_same_as_solver(const G& game, typename G::Position start, std::size_t expected_positions = 0) {
  const auto explored = explore(game, start);
  ASSERT_TRUE(explored.has_value());
  if (expected_positions) {
    EXPECT_EQ(explored->positions.size(), expected_positions);
  }
  const std::vector<Solution> got = solve_retrograde(explored->graph);
  Solver<G> solver(game);
  for (std::size_t v = 0; v < got.size(); ++v) {
    const auto p = explored->positions[v];
    ASSERT_EQ(show(got[v]), show(solver.solve(p))) << game.short_label(p);
  }
}

TEST(Retrograde, AgreesWithTheSolverOnTheNumberGame) {
  using number_game::NumberGame;
  expect_same_as_solver(NumberGame{20}, number_game::full(20), 3515);
  expect_same_as_solver(NumberGame{11}, number_game::full(11));
  // A position inside the board, not the full start.
  const int some[] = {3, 5, 7, 8, 11, 13};
  expect_same_as_solver(NumberGame{13}, number_game::from_numbers(some));
}

TEST(Retrograde, AgreesWithTheSolverOnTheBallGameTiesIncluded) {
  using ball_game::BallGame;
  using ball_game::Take;
  std::size_t ties = 0;
  for (const std::vector<Take>& takes :
       {std::vector<Take>{1, 2}, {1, 4, 5}, {2, 3}, {1, 3, 5, 7}, {2, 5, 6}, {3}}) {
    const BallGame game{ball_game::normalize_takes(takes), 40};
    expect_same_as_solver(game, game.start());
    const auto explored = explore(game, game.start());
    for (const Solution& s : solve_retrograde(explored->graph)) ties += draw_kind(s) == DrawKind::Tie;
  }
  EXPECT_GT(ties, 0u);
}

TEST(Retrograde, AgreesWithTheSolverOnNim) {
  for (const std::vector<int>& piles : {std::vector<int>{3, 4, 5}, {7, 7, 7}, {1, 2, 3, 4}, {15}})
    expect_same_as_solver(nim::NimGame{piles}, nim::NimGame{piles}.start());
}

TEST(Retrograde, AgreesWithTheSolverOnSubtractionGamesNormalAndMisere) {
  for (const std::vector<std::int64_t>& takes : {std::vector<std::int64_t>{1, 2}, {1, 3, 4}, {2, 5}, {3, 7, 11}})
    for (const bool misere : {false, true}) {
      const subtraction::SubtractionGame game{subtraction::normalize_takes(takes), 120, misere};
      expect_same_as_solver(game, game.start());
    }
}

TEST(Retrograde, AgreesWithTheSolverOnTicTacToe) {
  expect_same_as_solver(tictactoe::TicTacToe{}, tictactoe::TicTacToe{}.start(), 5478);
  const auto explored = explore(tictactoe::TicTacToe{}, tictactoe::TicTacToe{}.start());
  EXPECT_EQ(show(solve_retrograde(explored->graph)[0]), "D 9");  // a draw to the last cell
}

TEST(Retrograde, ExploreRefusesPastItsCap) {
  EXPECT_FALSE(explore(number_game::NumberGame{20}, number_game::full(20), 3514).has_value());
  EXPECT_TRUE(explore(number_game::NumberGame{20}, number_game::full(20), 3515).has_value());
}

// ---- Small graphs by hand -------------------------------------------------------

TEST(Retrograde, ACycleWithAnEscapeIsDecided) {
  // a <-> b, b -> c, c lost: b wins by moving to c, a (whose only move is to b) loses.
  const ExplicitGraph g = make_graph({{1}, {0, 2}, {}}, {});
  const std::vector<Solution> v = solve_retrograde(g);
  EXPECT_EQ(show(v[0]), "L 2");
  EXPECT_EQ(show(v[1]), "W 1");
  EXPECT_EQ(show(v[2]), "L 0");
}

TEST(Retrograde, DrawsByInfinitePlayAndTiesAreTold) {
  // 0 <-> 1, and 1 -> 2 where 2 is won for its mover: leaving the cycle loses,
  // so play goes on forever. 3 -> 3 or 3 -> 4 (a tie terminal): a tie in 1,
  // although 3 could also loop for ever. 5 -> 3 or 5 -> 0: the tie line is the
  // shortest drawing line, 2 plies.
  const ExplicitGraph g = make_graph({{1}, {0, 2}, {}, {3, 4}, {}, {3, 0}},
                                     {Outcome::Unknown, Outcome::Unknown, Outcome::Win, Outcome::Unknown,
                                      Outcome::Draw, Outcome::Unknown});
  const std::vector<Solution> v = solve_retrograde(g);
  EXPECT_EQ(draw_kind(v[0]), DrawKind::Infinite);
  EXPECT_EQ(draw_kind(v[1]), DrawKind::Infinite);
  EXPECT_EQ(show(v[2]), "W 0");
  EXPECT_EQ(show(v[3]), "D 1");
  EXPECT_EQ(show(v[4]), "D 0");
  EXPECT_EQ(show(v[5]), "D 2");
  EXPECT_EQ(draw_kind(v[5]), DrawKind::Tie);
}

TEST(Retrograde, APositionMovingOnlyToItselfIsAnInfiniteDraw) {
  const std::vector<Solution> v = solve_retrograde(make_graph({{0, 0}}, {}));
  EXPECT_EQ(v[0], (Solution{Outcome::Draw, kInfinitePlay}));
}

TEST(Retrograde, TheInfiniteDrawPacksAndRanksAfterEveryTie) {
  const Solution forever{Outcome::Draw, kInfinitePlay};
  EXPECT_EQ(Solution::unpack(forever.pack()), forever);
  EXPECT_TRUE(better_child({Outcome::Draw, 1'000'000}, forever));
  EXPECT_TRUE(better_child(forever, {Outcome::Win, 3}));
  EXPECT_EQ(draw_kind({Outcome::Draw, 0}), DrawKind::Tie);
  EXPECT_EQ(draw_kind({Outcome::Win, kInfinitePlay}), DrawKind::NotDraw);
}

TEST(Retrograde, AnEmptyGraphHasNoValues) { EXPECT_TRUE(solve_retrograde(ExplicitGraph{}).empty()); }

TEST(Retrograde, MalformedGraphsAreRefused) {
  ExplicitGraph out_of_range = make_graph({{1}, {2}}, {});
  EXPECT_THROW(solve_retrograde(out_of_range), std::invalid_argument);
  ExplicitGraph bad_offsets = make_graph({{1}, {0}}, {});
  bad_offsets.first[1] = 5;
  EXPECT_THROW(solve_retrograde(bad_offsets), std::invalid_argument);
  ExplicitGraph short_terminals = make_graph({{1}, {}}, {Outcome::Lose});
  EXPECT_THROW(solve_retrograde(short_terminals), std::invalid_argument);
  ExplicitGraph no_offsets;
  no_offsets.first.clear();
  EXPECT_THROW(solve_retrograde(no_offsets), std::invalid_argument);
}

// At a scale the brute force cannot reach: every value obeys the rule locally
// (a win has a lost child one ply nearer and none nearer still, a loss only won
// children the slowest one ply nearer, a tie a tie child one ply nearer and
// none nearer, an infinite draw no lost child and no tie child).
TEST(Retrograde, EveryValueObeysTheRuleLocallyOnALargeRandomGraph) {
  std::mt19937 rng(99);
  const std::uint32_t n = 100'000;
  std::vector<std::vector<std::uint32_t>> succ(n);
  std::vector<Outcome> terminal(n, Outcome::Unknown);
  for (std::uint32_t v = 0; v < n; ++v) {
    if (rng() % 8 == 0) {
      terminal[v] = std::array{Outcome::Win, Outcome::Lose, Outcome::Lose, Outcome::Draw}[rng() % 4];
      continue;
    }
    for (std::uint32_t i = 0, d = 1 + static_cast<std::uint32_t>(rng() % 3); i < d; ++i)
      succ[v].push_back(static_cast<std::uint32_t>(rng() % n));
  }
  const ExplicitGraph g = make_graph(succ, terminal);
  const std::vector<Solution> value = solve_retrograde(g);
  std::size_t infinite = 0, ties = 0;
  for (std::uint32_t v = 0; v < n; ++v) {
    const Solution s = value[v];
    if (succ[v].empty()) {
      ASSERT_EQ(s, (Solution{terminal[v], 0})) << v;
      continue;
    }
    std::uint32_t min_lost = kInfinitePlay, max_won = 0, min_tie = kInfinitePlay;
    bool all_won = true;
    for (const std::uint32_t c : succ[v]) {
      const Solution x = value[c];
      if (x.outcome == Outcome::Lose) min_lost = std::min(min_lost, x.remoteness);
      if (x.outcome == Outcome::Win) max_won = std::max(max_won, x.remoteness);
      all_won = all_won && x.outcome == Outcome::Win;
      if (draw_kind(x) == DrawKind::Tie) min_tie = std::min(min_tie, x.remoteness);
    }
    switch (s.outcome) {
      case Outcome::Win: ASSERT_EQ(s.remoteness, min_lost + 1) << v; break;
      case Outcome::Lose: ASSERT_TRUE(all_won && s.remoteness == max_won + 1) << v; break;
      case Outcome::Draw:
        ASSERT_TRUE(min_lost == kInfinitePlay && !all_won) << v;
        if (draw_kind(s) == DrawKind::Tie) {
          ASSERT_EQ(s.remoteness, min_tie + 1) << v;
          ++ties;
        } else {
          ASSERT_EQ(min_tie, kInfinitePlay) << v;
          ++infinite;
        }
        break;
      default: FAIL() << v;
    }
  }
  EXPECT_GT(ties, 0u);
  EXPECT_GT(infinite, 0u);
}

}  // namespace
}  // namespace gtl
