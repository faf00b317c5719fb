// Nim, subtraction games and tic-tac-toe: each game's outcomes against a brute
// force written straight from its rules (not through gtl::Game), Grundy values
// against a direct mex computation, periods against direct tables, and the
// symmetry merge of tic-tac-toe keeping outcomes.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <functional>
#include <map>
#include <random>
#include <set>
#include <vector>

#include "core/graph_builder.hpp"
#include "core/grundy.hpp"
#include "core/nim.hpp"
#include "core/solver.hpp"
#include "core/subtraction.hpp"
#include "core/tictactoe.hpp"

namespace gtl {
namespace {

// ---- Nim ----------------------------------------------------------------

// Every position with `k` piles of 0..`top`.
std::vector<std::vector<int>> all_piles(int k, int top) {
  std::vector<std::vector<int>> out;
  std::vector<int> p(k, 0);
  while (true) {
    out.push_back(p);
    int i = 0;
    while (i < k && p[i] == top) p[i++] = 0;
    if (i == k) return out;
    ++p[i];
  }
}

// Win/lose straight from the rules: the mover wins iff some take leaves a lost position.
bool nim_brute_wins(std::vector<int> piles, std::map<std::vector<int>, bool>& memo) {
  if (auto it = memo.find(piles); it != memo.end()) return it->second;
  bool win = false;
  for (std::size_t i = 0; i < piles.size() && !win; ++i)
    for (int c = 1; c <= piles[i] && !win; ++c) {
      std::vector<int> next = piles;
      next[i] -= c;
      win = !nim_brute_wins(next, memo);
    }
  return memo[piles] = win;
}

TEST(Nim, OutcomeRuleAndXorRuleAgreeOnEveryPositionUpToFourPilesOfSeven) {
  for (int k = 1; k <= 4; ++k) {
    std::map<std::vector<int>, bool> memo;
    nim::NimGame game{std::vector<int>(k, 7)};
    Solver<nim::NimGame> solver(game);
    GrundySolver<nim::NimGame> grundy(game);
    for (const auto& piles : all_piles(k, 7)) {
      const auto p = nim::NimGame::pack(piles);
      const bool brute = nim_brute_wins(piles, memo);
      const Outcome solved = solver.solve(p).outcome;
      ASSERT_EQ(solved, brute ? Outcome::Win : Outcome::Lose) << game.short_label(p);
      ASSERT_EQ(nim::nim_sum(piles) != 0, brute) << game.short_label(p);
      ASSERT_EQ(grundy.value(p), static_cast<std::uint32_t>(nim::nim_sum(piles))) << game.short_label(p);
      // Bouton's moves are exactly the moves into lost positions.
      std::set<std::pair<int, int>> into_lost;
      for (auto m : game.moves(p))
        if (solver.solve(game.play(p, m)).outcome == Outcome::Lose)
          into_lost.insert({nim::NimGame::take(m).pile, nim::NimGame::take(m).count});
      std::set<std::pair<int, int>> bouton;
      for (const auto& t : nim::winning_moves(piles)) bouton.insert({t.pile, t.count});
      ASSERT_EQ(bouton, into_lost) << game.short_label(p);
    }
  }
}

TEST(Nim, ValidatesPileCountsAndSizes) {
  EXPECT_EQ(nim::validate(std::vector<std::int64_t>{3, 4, 5}), "");
  EXPECT_NE(nim::validate(std::vector<std::int64_t>{}), "");
  EXPECT_NE(nim::validate(std::vector<std::int64_t>(7, 1)), "");
  EXPECT_NE(nim::validate(std::vector<std::int64_t>{16}), "");
  EXPECT_NE(nim::validate(std::vector<std::int64_t>{-1}), "");
}

TEST(Nim, LabelsNamePilesFromOne) {
  nim::NimGame game{{3, 4, 5}};
  EXPECT_EQ(game.short_label(game.start()), "3 4 5");
  EXPECT_EQ(game.move_label(nim::NimGame::move({2, 4})), "take 4 from pile 3");
  EXPECT_EQ(game.short_label(game.play(game.start(), nim::NimGame::move({2, 4}))), "3 4 1");
}

// The Grundy value by its definition, on the piles themselves: the least value
// no take reaches.
int nim_brute_grundy(const std::vector<int>& piles, std::map<std::vector<int>, int>& memo) {
  if (auto it = memo.find(piles); it != memo.end()) return it->second;
  std::set<int> seen;
  for (std::size_t i = 0; i < piles.size(); ++i)
    for (int c = 1; c <= piles[i]; ++c) {
      std::vector<int> next = piles;
      next[i] -= c;
      seen.insert(nim_brute_grundy(next, memo));
    }
  int mex = 0;
  while (seen.count(mex)) ++mex;
  return memo[piles] = mex;
}

TEST(Nim, GrundyValuesMatchADirectMexAndAddAsTheSpragueGrundyTheoremSays) {
  std::map<std::vector<int>, int> memo;
  nim::NimGame game{{7, 7, 7}};
  GrundySolver<nim::NimGame> grundy(game);
  for (const auto& piles : all_piles(3, 7)) {
    const int direct = nim_brute_grundy(piles, memo);
    ASSERT_EQ(grundy.value(nim::NimGame::pack(piles)), static_cast<std::uint32_t>(direct)) << game.short_label(nim::NimGame::pack(piles));
    // A sum of games is worth the XOR of its parts: each pile alone is worth its size.
    int parts = 0;
    for (int p : piles) parts ^= nim_brute_grundy({p}, memo);
    ASSERT_EQ(direct, parts);
  }
}

// ---- Subtraction games ----------------------------------------------------

// Direct from the rules, by plain recursion on the pile: who cannot move loses
// (normal) or wins (misère).
std::vector<bool> subtraction_brute_wins(const std::vector<std::uint32_t>& takes, bool misere, int count) {
  std::vector<bool> win(count);
  for (int n = 0; n < count; ++n) {
    bool any = false, w = false;
    for (auto t : takes)
      if (static_cast<int>(t) <= n) {
        any = true;
        w = w || !win[n - t];
      }
    win[n] = any ? w : misere;
  }
  return win;
}

std::vector<int> direct_mex(const std::vector<std::uint32_t>& takes, int terminal, int count) {
  std::vector<int> g(count);
  for (int n = 0; n < count; ++n) {
    std::set<int> children;
    for (auto t : takes)
      if (static_cast<int>(t) <= n) children.insert(g[n - t]);
    int mex = 0;
    while (children.contains(mex)) ++mex;
    g[n] = children.empty() ? terminal : mex;
  }
  return g;
}

TEST(Subtraction, OutcomesGrundyValuesAndPeriodsAgreeWithDirectTables) {
  const std::vector<std::vector<std::int64_t>> sets = {
      {1, 2}, {1, 3, 4}, {2, 5}, {3, 4, 7}, {1, 4, 9, 16}, {5, 11, 13}, {2, 3, 7, 11, 23}, {6}, {1, 2, 3, 4, 5, 100}};
  for (const auto& raw : sets) {
    const auto takes = subtraction::normalize_takes(raw);
    ASSERT_FALSE(takes.empty());
    for (bool misere : {false, true}) {
      const subtraction::SubtractionTable table(takes, misere);
      ASSERT_TRUE(table.period().has_value());
      const auto& period = *table.period();
      const int count = 4000;
      const auto win = subtraction_brute_wins(takes, misere, count);
      const auto g = direct_mex(takes, misere ? 1 : 0, count);
      subtraction::SubtractionGame game{takes, static_cast<std::uint64_t>(count - 1), misere};
      Solver<subtraction::SubtractionGame> solver(game);
      for (int n = 0; n < count; ++n) {
        ASSERT_EQ(table.grundy(n), g[n]) << "n=" << n;
        ASSERT_EQ(table.outcome(n), win[n] ? Outcome::Win : Outcome::Lose) << "n=" << n;
        ASSERT_EQ(solver.solve(n).outcome, win[n] ? Outcome::Win : Outcome::Lose) << "n=" << n;
      }
      if (!misere) {
        GrundySolver<subtraction::SubtractionGame> grundy(game);
        for (int n = 0; n < 300; ++n) ASSERT_EQ(static_cast<int>(grundy.value(n)), g[n]) << "n=" << n;
      }
      // The period holds over the whole direct table, and is minimal in both ways.
      for (int n = static_cast<int>(period.start); n + static_cast<int>(period.length) < count; ++n)
        ASSERT_EQ(g[n], g[n + period.length]) << "n=" << n;
      for (std::uint64_t d = 1; d < period.length; ++d) {
        bool holds = true;
        for (int n = static_cast<int>(period.start); n + static_cast<int>(d) < count && holds; ++n)
          holds = g[n] == g[n + d];
        EXPECT_FALSE(holds) << "a shorter period " << d;
      }
      if (period.start > 0) {
        EXPECT_NE(g[period.start - 1], g[period.start - 1 + period.length]) << "the pre-period is not minimal";
      }
      // Huge piles come from the period.
      const std::uint64_t huge = subtraction::kMaxPile;
      const std::uint64_t reduced = period.start + (huge - period.start) % period.length;
      ASSERT_LT(reduced, static_cast<std::uint64_t>(count));
      EXPECT_EQ(table.grundy(huge), g[reduced]);
    }
  }
}

TEST(Subtraction, ValidatesTakeSetsAndPiles) {
  EXPECT_EQ(subtraction::validate(std::vector<std::int64_t>{1, 3, 4}, 30), "");
  EXPECT_NE(subtraction::validate(std::vector<std::int64_t>{}, 30), "");
  EXPECT_NE(subtraction::validate(std::vector<std::int64_t>{0, 3}, 30), "");
  EXPECT_NE(subtraction::validate(std::vector<std::int64_t>{101}, 30), "");
  EXPECT_NE(subtraction::validate(std::vector<std::int64_t>(13, 1), 30), "");
  EXPECT_NE(subtraction::validate(std::vector<std::int64_t>{1}, -1), "");
  EXPECT_TRUE(subtraction::normalize_takes(std::vector<std::int64_t>{0}).empty());
  EXPECT_EQ(subtraction::normalize_takes(std::vector<std::int64_t>{4, 1, 4, 3}),
            (std::vector<std::uint32_t>{1, 3, 4}));
}

// Random take sets up to the editor's limits (12 sizes of 1..100), both rules:
// each proven period is checked on a direct mex table long enough to hold the
// pre-period, three periods and a window of the largest take, and outcomes
// there against the brute force.
TEST(Subtraction, RandomTakeSetsHaveTheirPeriodsConfirmedByDirectTables) {
  std::mt19937 rng(13);
  int checked = 0;
  for (int round = 0; round < 60; ++round) {
    std::vector<std::int64_t> raw(1 + rng() % subtraction::kMaxTakeSizes);
    const std::uint32_t top = round % 3 == 0 ? 100 : 1 + rng() % 30;
    for (auto& t : raw) t = 1 + static_cast<std::int64_t>(rng() % top);
    const auto takes = subtraction::normalize_takes(raw);
    ASSERT_FALSE(takes.empty());
    for (bool misere : {false, true}) {
      const subtraction::SubtractionTable table(takes, misere);
      if (!table.period()) continue;  // no period within the budget: answers stop at the table
      const auto& period = *table.period();
      const std::uint64_t span = period.start + 3 * period.length + takes.back() + 1;
      if (span > 200'000) continue;  // keeps the direct table quick
      const int count = static_cast<int>(span);
      const auto g = direct_mex(takes, misere ? 1 : 0, count);
      const auto win = subtraction_brute_wins(takes, misere, count);
      for (int n = 0; n < count; ++n) {
        ASSERT_EQ(table.grundy(n), g[n]) << "n=" << n;
        ASSERT_EQ(table.outcome(n), win[n] ? Outcome::Win : Outcome::Lose) << "n=" << n;
      }
      for (int n = static_cast<int>(period.start); n + static_cast<int>(period.length) < count; ++n)
        ASSERT_EQ(g[n], g[n + period.length]) << "n=" << n;
      if (period.start > 0) {
        EXPECT_NE(g[period.start - 1], g[period.start - 1 + period.length]);
      }
      ++checked;
    }
  }
  EXPECT_GE(checked, 100) << "most random sets must be checked, not skipped";
}

// ---- Tic-tac-toe ----------------------------------------------------------

using Board = std::array<char, 9>;  // 'X', 'O', '.'

char line_owner(const Board& b) {
  static constexpr int lines[8][3] = {{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6},
                                      {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}};
  for (const auto& l : lines)
    if (b[l[0]] != '.' && b[l[0]] == b[l[1]] && b[l[1]] == b[l[2]]) return b[l[0]];
  return '.';
}

// Minimax straight from the rules: +1 the mover wins, 0 draw, -1 the mover loses.
int ttt_brute(Board b, char mover, std::map<Board, int>& memo) {
  if (auto it = memo.find(b); it != memo.end()) return it->second;
  int best;
  if (line_owner(b) != '.') {
    best = -1;  // the player who just moved made a line
  } else if (std::count(b.begin(), b.end(), '.') == 0) {
    best = 0;
  } else {
    best = -2;
    for (int i = 0; i < 9; ++i)
      if (b[i] == '.') {
        Board c = b;
        c[i] = mover;
        best = std::max(best, -ttt_brute(c, mover == 'X' ? 'O' : 'X', memo));
      }
  }
  return memo[b] = best;
}

// The 8 symmetries written as index maps on a grid, independently of the core.
Board rotate(const Board& b) {  // a quarter turn
  Board r{};
  for (int row = 0; row < 3; ++row)
    for (int col = 0; col < 3; ++col) r[col * 3 + (2 - row)] = b[row * 3 + col];
  return r;
}
Board mirror(const Board& b) {
  Board r{};
  for (int row = 0; row < 3; ++row)
    for (int col = 0; col < 3; ++col) r[row * 3 + (2 - col)] = b[row * 3 + col];
  return r;
}
std::set<Board> images(Board b) {
  std::set<Board> out;
  for (int m = 0; m < 2; ++m, b = mirror(b))
    for (int k = 0; k < 4; ++k, b = rotate(b)) out.insert(b);
  return out;
}

Board to_board(tictactoe::TicTacToe::Position p) {
  Board b{};
  const std::string s = tictactoe::board_string(p);
  std::copy(s.begin(), s.end(), b.begin());
  return b;
}

// Every position reachable in play from the empty board (a walk by the rules).
std::set<tictactoe::TicTacToe::Position> ttt_reachable() {
  const tictactoe::TicTacToe game;
  std::set<tictactoe::TicTacToe::Position> seen{game.start()};
  std::vector<tictactoe::TicTacToe::Position> todo{game.start()};
  while (!todo.empty()) {
    const auto p = todo.back();
    todo.pop_back();
    for (auto m : game.moves(p))
      if (seen.insert(game.play(p, m)).second) todo.push_back(game.play(p, m));
  }
  return seen;
}

TEST(TicTacToe, EveryReachablePositionAgreesWithMinimaxAndTheStartIsADraw) {
  tictactoe::TicTacToe game;
  Solver<tictactoe::TicTacToe> solver(game);
  std::map<Board, int> memo;
  const std::set<tictactoe::TicTacToe::Position> seen = ttt_reachable();
  for (const auto p : seen) {
    const Board b = to_board(p);
    const char mover = tictactoe::TicTacToe::to_move(p) == tictactoe::Mark::X ? 'X' : 'O';
    const int brute = ttt_brute(b, mover, memo);
    const Outcome expected = brute > 0 ? Outcome::Win : brute < 0 ? Outcome::Lose : Outcome::Draw;
    ASSERT_EQ(solver.solve(p).outcome, expected) << game.short_label(p);
  }
  EXPECT_EQ(solver.solve(game.start()).outcome, Outcome::Draw);
  // The well-known count of positions reachable in play, checked by the walk.
  EXPECT_EQ(seen.size(), 5478u);

  // Canonical forms: one per class of the 8 symmetries (classes found
  // independently), and every member of a class has the same outcome.
  std::set<tictactoe::TicTacToe::Position> canon;
  std::set<std::set<Board>> classes;
  for (auto p : seen) {
    const auto c = tictactoe::TicTacToe::canonical(p);
    canon.insert(c);
    classes.insert(images(to_board(p)));
    ASSERT_TRUE(images(to_board(p)).contains(to_board(c))) << game.short_label(p);
    ASSERT_EQ(solver.solve(c).outcome, solver.solve(p).outcome) << game.short_label(p);
  }
  EXPECT_EQ(canon.size(), classes.size());
  EXPECT_EQ(canon.size(), 765u);  // the well-known count up to symmetry
}

TEST(TicTacToe, TheGraphMergesSymmetricPositionsAndKeepsEveryValue) {
  tictactoe::TicTacToe game;
  Solver<tictactoe::TicTacToe> solver(game);
  const PositionGraph all = build_graph(game, game.start());
  const PositionGraph merged = build_graph(game, game.start(), {.merge_symmetric = true});
  EXPECT_EQ(all.nodes.size(), 5478u);
  EXPECT_EQ(merged.nodes.size(), 765u);
  EXPECT_EQ(merged.nodes[0].outcome, Outcome::Draw);
  for (const PositionGraph* g : {&all, &merged}) {
    for (std::size_t n = 0; n < g->nodes.size(); ++n) {
      const GraphNode& node = g->nodes[n];
      // Labels show the board row by row ("X../.O./..."): read the position back.
      tictactoe::TicTacToe::Position p = 0;
      std::string cells = node.label;
      std::erase(cells, '/');
      ASSERT_EQ(cells.size(), 9u);
      for (int i = 0; i < 9; ++i)
        p |= static_cast<tictactoe::TicTacToe::Position>(cells[i] == 'X' ? 1 : cells[i] == 'O' ? 2 : 0) << (2 * i);
      const Solution s = solver.solve(p);
      ASSERT_EQ(node.outcome, s.outcome) << node.label;
      ASSERT_EQ(node.remoteness, s.remoteness) << node.label;
      // Merged: no two moves from one position reach the same class.
      std::set<NodeId> children;
      for (const GraphEdge* e = g->begin_edges(static_cast<NodeId>(n)); e != g->begin_edges(static_cast<NodeId>(n)) + node.edge_count; ++e)
        children.insert(e->child);
      if (g == &merged) {
        ASSERT_EQ(children.size(), node.edge_count) << node.label;
      }
    }
  }
  // From the empty board, the 9 first moves fall into 3 classes: corner, edge, centre.
  EXPECT_EQ(merged.nodes[0].edge_count, 3u);
  EXPECT_EQ(all.nodes[0].edge_count, 9u);
}

// Nodes of the unmerged game tree, counted straight from the rules.
std::uint64_t ttt_tree_nodes(Board b, char mover) {
  if (line_owner(b) != '.') return 1;
  std::uint64_t n = 1;
  for (int i = 0; i < 9; ++i)
    if (b[i] == '.') {
      Board c = b;
      c[i] = mover;
      n += ttt_tree_nodes(c, mover == 'X' ? 'O' : 'X');
    }
  return n;
}

TEST(TicTacToe, TheGraphCountsTheWholeGameTree) {
  tictactoe::TicTacToe game;
  const PositionGraph all = build_graph(game, game.start());
  Board empty;
  empty.fill('.');
  EXPECT_TRUE(all.tree_nodes.exact);
  EXPECT_EQ(all.tree_nodes.value, ttt_tree_nodes(empty, 'X'));
  EXPECT_EQ(all.tree_nodes.value, 549'946u);  // the well-known count, confirmed by the count above
}

TEST(TicTacToe, LinesAndSymmetriesOfEveryPositionAgreeWithTheGrid) {
  tictactoe::TicTacToe game;
  for (const auto p : ttt_reachable()) {
    const Board b = to_board(p);
    // The struck line is a line of three equal marks, and there is one exactly when the grid has one.
    const auto line = tictactoe::TicTacToe::winning_line(p);
    ASSERT_EQ(line.has_value(), line_owner(b) != '.') << game.short_label(p);
    if (line) {
      ASSERT_EQ(b[(*line)[0]], line_owner(b));
      ASSERT_EQ(b[(*line)[1]], b[(*line)[0]]);
      ASSERT_EQ(b[(*line)[2]], b[(*line)[0]]);
    }
    // to_canonical names a symmetry that reaches the canonical board, and
    // transform_cell moves single cells as transform moves whole boards.
    const int k = tictactoe::TicTacToe::to_canonical(p);
    ASSERT_EQ(tictactoe::TicTacToe::transform(p, k), tictactoe::TicTacToe::canonical(p));
    for (int s = 0; s < 8; ++s) {
      const Board image = to_board(tictactoe::TicTacToe::transform(p, s));
      for (int i = 0; i < 9; ++i) ASSERT_EQ(image[tictactoe::TicTacToe::transform_cell(i, s)], b[i]);
    }
  }
}

TEST(TicTacToe, LabelsShowTheBoardRowByRow) {
  tictactoe::TicTacToe game;
  auto p = game.play(game.start(), 4);
  p = game.play(p, 0);
  EXPECT_EQ(tictactoe::board_string(p), "O...X....");
  EXPECT_EQ(game.short_label(p), "O../.X./...");
  EXPECT_EQ(game.move_label(4), "b2");
  EXPECT_EQ(tictactoe::TicTacToe::to_move(p), tictactoe::Mark::X);
}

}  // namespace
}  // namespace gtl
