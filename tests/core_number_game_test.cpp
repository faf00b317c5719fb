// The Number Game: the bit-parallel rules and the fast solver against slow
// references written straight from the judge's rules, and the known facts.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <random>
#include <set>
#include <vector>

#include "core/number_game.hpp"
#include "core/number_game_solver.hpp"
#include "core/number_game_why.hpp"
#include "core/solver.hpp"

namespace {

using namespace gtl;
using namespace gtl::number_game;

using NumberSet = std::set<int>;

// The judge rule, literally: forbidden = {0} ∪ (2..n \ allowed); naming x
// forbids each y = x + f (f forbidden), y ascending from x, so chains follow.
NumberSet judge_name(const NumberSet& allowed, int n, int x) {
  std::vector<bool> forbidden(n + 1, true);
  forbidden[1] = false;
  for (int y : allowed) forbidden[y] = false;
  for (int y = x; y <= n; ++y)
    if (forbidden[y - x]) forbidden[y] = true;
  NumberSet after;
  for (int y : allowed)
    if (!forbidden[y]) after.insert(y);
  return after;
}

// Plain memoised recursion on sets: the mover wins iff some naming leaves the
// opponent losing.
bool reference_wins(const NumberSet& allowed, int n, std::map<NumberSet, bool>& memo) {
  if (auto it = memo.find(allowed); it != memo.end()) return it->second;
  bool win = false;
  for (int x : allowed)
    if (!reference_wins(judge_name(allowed, n, x), n, memo)) win = true;
  return memo[allowed] = win;
}

NumberSet as_set(Allowed a) {
  const std::vector<int> v = numbers(a);
  return {v.begin(), v.end()};
}

Allowed random_subset(std::mt19937_64& rng, int n) { return rng() & full(n); }

TEST(NumberGame, BitsAndNumbers) {
  EXPECT_EQ(full(20), (Allowed{1} << 19) - 1);
  EXPECT_EQ(count(full(64)), 63);
  EXPECT_EQ(highest(full(64)), 64);
  EXPECT_EQ(highest(0), 1);
  EXPECT_EQ(numbers(bit(3) | bit(5) | bit(64)), (std::vector<int>{3, 5, 64}));
  const std::vector<int> ys{7, 2, 64};
  EXPECT_EQ(from_numbers(ys), bit(2) | bit(7) | bit(64));
}

TEST(NumberGame, SeedExampleCorrected) {
  // Seed 000's worked example is wrong: naming 2 from {2..6} leaves {3, 5}.
  EXPECT_EQ(as_set(after_naming(from_numbers(std::vector<int>{2, 3, 4, 5, 6}), 2)), (NumberSet{3, 5}));
}

TEST(NumberGame, NamingChainsLikeTheJudge) {
  // 2..20, name 5 then 6: 6 + 5 = 11, 12 + 5 = 17, 6 + 10 = 16 ... all fall.
  Allowed a = after_naming(full(20), 5);
  EXPECT_EQ(as_set(a), (NumberSet{2, 3, 4, 6, 7, 8, 9, 11, 12, 13, 14, 16, 17, 18, 19}));
  a = after_naming(a, 6);
  EXPECT_EQ(as_set(a), (NumberSet{2, 3, 4, 7, 8, 9, 13, 14, 19}));
}

TEST(NumberGame, BitParallelNamingEqualsJudgeRuleOnRandomPositions) {
  std::mt19937_64 rng(20240601);
  for (int trial = 0; trial < 20000; ++trial) {
    const int n = 2 + static_cast<int>(rng() % 63);  // 2..64
    const Allowed a = random_subset(rng, n);
    if (a == 0) continue;
    const std::vector<int> ys = numbers(a);
    const int x = ys[rng() % ys.size()];
    ASSERT_EQ(as_set(after_naming(a, x)), judge_name(as_set(a), n, x)) << "n=" << n << " x=" << x;
  }
}

TEST(NumberGame, GameInterface) {
  const NumberGame g{6};
  EXPECT_EQ(g.start(), full(6));
  EXPECT_EQ(g.short_label(g.start()), "{2,3,4,5,6}");
  EXPECT_EQ(g.short_label(0), "{}");
  EXPECT_EQ(g.terminal_outcome(0), Outcome::Lose);
  EXPECT_EQ(g.measure(g.start()), 5u);
  EXPECT_EQ(g.move_label(4), "4");
  EXPECT_NE(g.describe(bit(3) | bit(5)).find("3, 5"), std::string::npos);
  EXPECT_NE(g.describe(bit(3) | bit(5)).find("The other 3 of 2..6 are forbidden."), std::string::npos);
  EXPECT_NE(g.describe(full(6) & ~bit(4)).find("The other number of 2..6 is forbidden."), std::string::npos)
      << "singular: " << g.describe(full(6) & ~bit(4));
  std::vector<int> moves;
  for (int x : g.moves(bit(3) | bit(5))) moves.push_back(x);
  EXPECT_EQ(moves, (std::vector<int>{3, 5}));
}

TEST(NumberGame, FactsFor2To20) {
  WinMemo fast;
  EXPECT_EQ(fast.winning_moves(full(20)), (std::vector<int>{5, 7, 12, 16, 18, 19}));
  Solver<NumberGame> exact(NumberGame{20});
  EXPECT_EQ(exact.solve(full(20)).outcome, Outcome::Win);
  // Every position reachable from 2..20, counting the start and the empty end.
  EXPECT_EQ(exact.positions_solved(), 3515u);
}

TEST(NumberGame, FactsFor2To30) {
  Solver<NumberGame> exact(NumberGame{30});
  exact.solve(full(30));
  EXPECT_EQ(exact.positions_solved(), 130502u);
}

#ifndef GTL_SANITIZED_BUILD  // ~1 s optimised; far slower under sanitizers
TEST(NumberGame, FactsFor2To40) {
  Solver<NumberGame> exact(NumberGame{40});
  exact.solve(full(40));
  EXPECT_EQ(exact.positions_solved(), 4601655u);
}
#endif

TEST(NumberGame, PojSamples) {
  WinMemo fast;
  EXPECT_EQ(fast.winning_moves(from_numbers(std::vector<int>{2, 5})), (std::vector<int>{2}));
  EXPECT_TRUE(fast.winning_moves(from_numbers(std::vector<int>{2, 3})).empty());
  EXPECT_EQ(fast.winning_moves(from_numbers(std::vector<int>{2, 3, 4, 5, 6})), (std::vector<int>{4, 5, 6}));
}

TEST(NumberGame, FastSolverMatchesReferenceOnRandomPositions) {
  std::mt19937_64 rng(7);
  std::map<NumberSet, bool> reference_memo;
  WinMemo fast;  // kept across positions, as in a judge batch
  for (int trial = 0; trial < 3000; ++trial) {
    const int n = 2 + static_cast<int>(rng() % 17);  // up to 2..18
    const Allowed a = random_subset(rng, n);
    const NumberSet s = as_set(a);
    ASSERT_EQ(fast.wins(a), reference_wins(s, n, reference_memo)) << "n=" << n;
    std::vector<int> expected;
    for (int x : s)
      if (!reference_wins(judge_name(s, n, x), n, reference_memo)) expected.push_back(x);
    ASSERT_EQ(fast.winning_moves(a), expected);
  }
}

TEST(NumberGame, ExactSolverAgreesWithFastSolver) {
  std::mt19937_64 rng(11);
  WinMemo fast;
  Solver<NumberGame> exact(NumberGame{kMaxN});
  for (int trial = 0; trial < 3000; ++trial) {
    const Allowed a = random_subset(rng, 2 + static_cast<int>(rng() % 23));
    const Solution v = exact.solve(a);
    ASSERT_EQ(v.outcome == Outcome::Win, fast.wins(a));
    ASSERT_NE(v.outcome, Outcome::Draw);  // this game never draws
    ASSERT_EQ(v.remoteness == 0, a == 0);
  }
}

// Plays random games from 2..n, checking every reason against the rules.
TEST(NumberGame, ReasonsDecomposeEveryNewlyForbiddenNumber) {
  std::mt19937_64 rng(3);
  for (int game = 0; game < 400; ++game) {
    const int n = 2 + static_cast<int>(rng() % 63);
    Allowed a = full(n);
    std::vector<int> named;
    while (a != 0) {
      const std::vector<int> ys = numbers(a);
      const int x = ys[rng() % ys.size()];
      const Naming r = name_with_reasons(a, x, named);
      ASSERT_EQ(r.after, after_naming(a, x));
      std::vector<int> listed;
      for (const ForbiddenNumber& f : r.newly_forbidden) {
        listed.push_back(f.number);
        ASSERT_FALSE(f.uses_prior_forbidden) << "a played game always has a history";
        ASSERT_FALSE(f.terms.empty());
        EXPECT_EQ(f.terms[0].number, x);
        int sum = 0;
        for (const Term& t : f.terms) {
          ASSERT_GE(t.coefficient, 1);
          EXPECT_TRUE(t.number == x || std::find(named.begin(), named.end(), t.number) != named.end());
          sum += t.coefficient * t.number;
        }
        EXPECT_EQ(sum, f.number) << f.why;
      }
      EXPECT_EQ(listed, numbers(a & ~r.after));  // ascending, exactly the new ones
      named.push_back(x);
      a = r.after;
    }
  }
}

TEST(NumberGame, ReasonTexts) {
  const Allowed a = after_naming(full(20), 5);
  const std::vector<int> named{5};
  const Naming r = name_with_reasons(a, 6, named);
  std::map<int, ForbiddenNumber> by_number;
  for (const ForbiddenNumber& f : r.newly_forbidden) by_number[f.number] = f;
  EXPECT_EQ(by_number[6].kind, ForbiddenNumber::Kind::Named);
  EXPECT_EQ(by_number[12].kind, ForbiddenNumber::Kind::Multiple);
  EXPECT_EQ(by_number[12].why, "12 = 2\u00b76");
  EXPECT_EQ(by_number[17].kind, ForbiddenNumber::Kind::Sum);
  EXPECT_EQ(by_number[17].why, "17 = 2\u00b76 + 5");
  EXPECT_EQ(by_number[16].why, "16 = 6 + 2\u00b75");
}

TEST(NumberGame, SourceTilesAndShortReasonLabels) {
  // 2 was named, then 5: 9 = 5 + 2·2 is struck with tiles 5 and 4 (= 2·2) lit.
  const Allowed a = after_naming(full(20), 2);
  const std::vector<int> named{2};
  const Naming r = name_with_reasons(a, 5, named);
  std::map<int, ForbiddenNumber> by_number;
  for (const ForbiddenNumber& f : r.newly_forbidden) by_number[f.number] = f;
  ASSERT_EQ(by_number[9].why, "9 = 5 + 2\u00b72");
  EXPECT_EQ(source_tiles(by_number[9]), (std::vector<int>{5, 4}));
  EXPECT_EQ(reason_labels(by_number[9]), (std::vector<std::string>{"5 + 2\u00b72", "5+2\u00b72", "5+4"}));
  // A multiple points at the named number; a named number has no sources.
  ASSERT_EQ(by_number[15].kind, ForbiddenNumber::Kind::Multiple);
  EXPECT_EQ(source_tiles(by_number[15]), (std::vector<int>{5}));
  EXPECT_EQ(reason_labels(by_number[15]), (std::vector<std::string>{"3\u00b75"}));
  EXPECT_TRUE(source_tiles(by_number[5]).empty());
  EXPECT_TRUE(reason_labels(by_number[5]).empty());
  // 7 = 5 + 2: one-coefficient terms need no tile label of their own.
  EXPECT_EQ(reason_labels(by_number[7]), (std::vector<std::string>{"5 + 2", "5+2"}));
}

// Through random games: every source tile is smaller than the struck number,
// forbidden once the naming is done, and the sources of a sum add up to it.
TEST(NumberGame, SourceTilesAreForbiddenPartsOfTheStruckNumber) {
  std::mt19937_64 rng(11);
  for (int game = 0; game < 200; ++game) {
    const int n = 2 + static_cast<int>(rng() % 40);
    Allowed a = full(n);
    std::vector<int> named;
    while (a != 0) {
      const std::vector<int> ys = numbers(a);
      const int x = ys[rng() % ys.size()];
      const Naming r = name_with_reasons(a, x, named);
      named.push_back(x);
      for (const ForbiddenNumber& f : r.newly_forbidden) {
        const std::vector<int> src = source_tiles(f);
        if (f.kind == ForbiddenNumber::Kind::Named) {
          EXPECT_TRUE(src.empty());
          continue;
        }
        int sum = 0;
        for (int t : src) {
          ASSERT_GE(t, kMinNumber);
          ASSERT_LT(t, f.number) << f.why;
          EXPECT_FALSE(contains(r.after, t)) << t << " in " << f.why << " is still allowed";
          sum += t;
        }
        if (f.kind == ForbiddenNumber::Kind::Sum) EXPECT_EQ(sum, f.number) << f.why;
        else EXPECT_EQ(src, (std::vector<int>{x})) << f.why;
        const std::vector<std::string> labels = reason_labels(f);
        ASSERT_FALSE(labels.empty());
        EXPECT_EQ(std::to_string(f.number) + " = " + labels.front(), f.why);
        for (std::size_t i = 1; i < labels.size(); ++i) EXPECT_LT(labels[i].size(), labels[i - 1].size());
      }
      a = r.after;
    }
  }
}

TEST(NumberGame, ReasonsWithoutHistoryNameThePriorForbiddenNumber) {
  // A judge position {2, 3, 4, 6, 9} of 2..9: 5, 7, 8 forbidden with no history.
  const Allowed a = from_numbers(std::vector<int>{2, 3, 4, 6, 9});
  const Naming r = name_with_reasons(a, 4, {});
  ASSERT_EQ(as_set(r.after), (NumberSet{2, 3, 6}));
  const ForbiddenNumber& nine = r.newly_forbidden.back();
  EXPECT_EQ(nine.number, 9);
  EXPECT_TRUE(nine.uses_prior_forbidden);
  EXPECT_EQ(nine.why, "9 = 4 + 5, and 5 was already forbidden");
}

TEST(NumberGame, ReachabilityMatchesExhaustivePlay) {
  for (int n : {2, 7, 12}) {
    std::set<Allowed> reachable{full(n)};
    std::vector<Allowed> todo{full(n)};
    while (!todo.empty()) {
      const Allowed a = todo.back();
      todo.pop_back();
      for (int x : NumberRange(a))
        if (reachable.insert(after_naming(a, x)).second) todo.push_back(after_naming(a, x));
    }
    for (Allowed a = 0; a <= full(n); ++a) {
      const auto history = history_of(a, n);
      ASSERT_EQ(history.has_value(), reachable.count(a) == 1) << "n=" << n << " a=" << a;
      if (!history) continue;
      Allowed replay = full(n);  // naming the history in ascending order gives a back
      for (int x : *history) {
        ASSERT_TRUE(contains(replay, x));
        replay = after_naming(replay, x);
      }
      ASSERT_EQ(replay, a);
    }
  }
  EXPECT_FALSE(is_reachable(bit(21), 20));  // outside 2..20
}

}  // namespace
