// Payoff games with published answers, as .efg text, shared by the payoff
// tests: the classics of a course (Osborne's and von Stengel's textbooks,
// Gambit's documentation), written here by hand.
#pragma once

#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "core/payoff_efg.hpp"
#include "core/payoff_rational.hpp"
#include "test_game_files.hpp"  // tests/games/*.efg, read by the browser tests too

namespace gtl::payoff_test {

// A game read from .efg text; a failed read fails the test and gives an empty game.
inline payoff::Game load(const char* text) {
  payoff::EfgRead r = payoff::read_efg(text);
  EXPECT_TRUE(r.game) << (r.error ? r.error->text() : "");
  return r.game ? std::move(*r.game) : payoff::Game{};
}

// An exact number in a test: q(3), q(-1, 2).
inline payoff::Rational q(std::int64_t n, std::int64_t d = 1) { return payoff::Rational::fraction(n, d); }

// Selten's entry deterrence: SPE (Enter, Accommodate) with payoffs (1, 1);
// one more Nash equilibrium, (Stay out, Fight), rests on a non-credible threat.
inline constexpr const char* kEntry = R"(EFG 2 R "Entry deterrence" { "Entrant" "Incumbent" }
"Selten's chain store, one market"

p "" 1 1 "" { "Enter" "Stay out" } 0
p "" 2 1 "" { "Fight" "Accommodate" } 0
t "" 1 "war" { -1 -1 }
t "" 2 "share" { 1 1 }
t "" 3 "monopoly" { 0 2 }
)";

// Rosenthal's centipede, four moves: the unique SPE takes at every node.
inline constexpr const char* kCentipede = R"(EFG 2 R "Centipede" { "Ann" "Bob" }
""

p "" 1 1 "" { "Take" "Pass" } 0
t "" 1 "" { 1 0 }
p "" 2 1 "" { "Take" "Pass" } 0
t "" 2 "" { 0 2 }
p "" 1 2 "" { "Take" "Pass" } 0
t "" 3 "" { 3 1 }
p "" 2 2 "" { "Take" "Pass" } 0
t "" 4 "" { 2 4 }
t "" 5 "" { 5 3 }
)";

// Matching pennies as a simultaneous game: player 2's set holds both nodes
// (the second given in the short form). Unique equilibrium: 1/2 each.
inline constexpr const char* kPennies = R"(EFG 2 R "Matching pennies" { "Player 1" "Player 2" }
""

p "" 1 1 "" { "H" "T" } 0
p "" 2 1 "" { "H" "T" } 0
t "" 1 "" { 1, -1 }
t "" 2 "" { -1, 1 }
p "" 2 1 0
t "" 2
t "" 1
)";

// Battle of the sexes, simultaneous: two pure equilibria and one mixed
// ((2/3, 1/3), (1/3, 2/3)).
inline constexpr const char* kBattle = R"(EFG 2 R "Battle of the sexes" { "She" "He" }
""

p "" 1 1 "" { "Opera" "Football" } 0
p "" 2 1 "" { "Opera" "Football" } 0
t "" 1 "" { 2 1 }
t "" 0
p "" 2 1 "" { "Opera" "Football" } 0
t "" 0
t "" 2 "" { 1 2 }
)";

// A tie below that changes what is best above: Bob is indifferent after L
// (a gives Ann 1, b gives her 3); after R Ann gets 2. Two SPE: (R, a), (L, b).
inline constexpr const char* kTie = R"(EFG 2 R "A tie below" { "Ann" "Bob" }
""

p "" 1 1 "" { "L" "R" } 0
p "" 2 1 "" { "a" "b" } 0
t "" 1 "" { 1 0 }
t "" 2 "" { 3 0 }
t "" 3 "" { 2 0 }
)";

// Chance with decimals and an outcome on an inner node: the gamble's expected
// payoff ties with the safe one exactly (0.5 * 3 + 1/2 * -1 = 1, plus the
// inner outcome's 0 for Ann), so Ann has two SPE; Bob's choice after the
// gamble's bad branch is forced by 1 > 0.
inline constexpr const char* kChanceTie = R"(EFG 2 R "Exact chance tie" { "Ann" "Bob" }
""

p "" 1 1 "" { "Safe" "Gamble" } 0
t "" 1 "" { 1 1 }
c "" 1 "" { "Good" 0.5 "Bad" 1/2 } 2 "fee" { 0 -1 }
t "" 3 "" { 3 0 }
p "" 2 1 "" { "Left" "Right" } 0
t "" 4 "" { -1 1 }
t "" 5 "" { -2 0 }
)";

// Myerson's one-card poker (as in Gambit's documentation): Fred raises on
// red, raises with 1/3 on black; Alice meets with 2/3; Fred's value 1/3.
inline constexpr const char* kOneCardPoker = test_games::file("one_card_poker.efg");  // tests/games/

// Three players in turn, each Out or In: enumpure for more than 2 players.
inline constexpr const char* kThree = R"(EFG 2 R "Three in turn" { "A" "B" "C" }
""

p "" 1 1 "" { "Out" "In" } 0
t "" 1 "" { 1 1 1 }
p "" 2 1 "" { "Out" "In" } 0
t "" 2 "" { 0 2 0 }
p "" 3 1 "" { "Out" "In" } 0
t "" 3 "" { 0 0 2 }
t "" 4 "" { 2 3 1 }
)";

// Von Stengel, Game Theory Basics (2022), figure 10.5: player II moves
// first, player I does not see it; II then sees I's move. II has 4 reduced
// strategies (8 unreduced). Three extreme equilibria (as Gambit's enummixed
// documents for this figure): (T; l a), ((1/2,1/2); (0,2/5,3/5,0)),
// ((1/4,3/4); (0,0,1/3,2/3)) over II's plans la, lb, rc, rd.
inline constexpr const char* kStengel10_5 = R"(EFG 2 R "Game Theory Basics, figure 10.5" { "I" "II" }
p "" 2 1 "" { "l" "r" } 0
p "" 1 1 "" { "T" "B" } 0
p "" 2 2 "" { "a" "b" } 0
t "" 1 "" { 1 5 }
t "" 2 "" { 3 4 }
p "" 2 2 0
t "" 0
t "" 3 "" { 0 2 }
p "" 1 1 0
p "" 2 3 "" { "c" "d" } 0
t "" 4 "" { 0 3 }
t "" 5 "" { 1 0 }
p "" 2 3 0
t "" 6 "" { 2 3 }
t "" 7 "" { 0 4 }
)";

// Kuhn poker: three cards, ante 1, one bet of 1. The value for player 1 is
// -1/18 (Kuhn, 1950).
inline constexpr const char* kKuhn = R"(EFG 2 R "Kuhn poker" { "Player 1" "Player 2" }
"Three cards, one each, ante 1, one bet of 1"

c "" 1 "" { "JQ" 1/6 "JK" 1/6 "QJ" 1/6 "QK" 1/6 "KJ" 1/6 "KQ" 1/6 } 0
p "" 1 1 "J" { "Check" "Bet" } 0
p "" 2 2 "Q after check" { "Check" "Bet" } 0
t "" 1 "" { -1 1 }
p "" 1 4 "J after check, bet" { "Fold" "Call" } 0
t "" 1
t "" 2 "" { -2 2 }
p "" 2 5 "Q after bet" { "Fold" "Call" } 0
t "" 3 "" { 1 -1 }
t "" 2
p "" 1 1 0
p "" 2 3 "K after check" { "Check" "Bet" } 0
t "" 1
p "" 1 4 0
t "" 1
t "" 2
p "" 2 6 "K after bet" { "Fold" "Call" } 0
t "" 3
t "" 2
p "" 1 2 "Q" { "Check" "Bet" } 0
p "" 2 1 "J after check" { "Check" "Bet" } 0
t "" 3
p "" 1 5 "Q after check, bet" { "Fold" "Call" } 0
t "" 1
t "" 4 "" { 2 -2 }
p "" 2 4 "J after bet" { "Fold" "Call" } 0
t "" 3
t "" 4
p "" 1 2 0
p "" 2 3 0
t "" 1
p "" 1 5 0
t "" 1
t "" 2
p "" 2 6 0
t "" 3
t "" 2
p "" 1 3 "K" { "Check" "Bet" } 0
p "" 2 1 0
t "" 3
p "" 1 6 "K after check, bet" { "Fold" "Call" } 0
t "" 1
t "" 4
p "" 2 4 0
t "" 3
t "" 4
p "" 1 3 0
p "" 2 2 0
t "" 3
p "" 1 6 0
t "" 1
t "" 4
p "" 2 5 0
t "" 3
t "" 4
)";

// N-card Kuhn poker: chance deals two different cards of N, one each; ante
// 1, one bet of 1; player 1 checks or bets, and so on (Kuhn's game for N = 3).
inline std::string kuhn_text(int n) {
  std::string t = "EFG 2 R \"" + std::to_string(n) + "-card Kuhn poker\" { \"P1\" \"P2\" }\n\"\"\n";
  const int deals = n * (n - 1);
  t += "c \"\" 1 \"\" {";
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j)
      if (i != j) t += " \"" + std::to_string(i) + std::to_string(j) + "\" 1/" + std::to_string(deals);
  t += " } 0\n";
  int outcome = 0;
  auto leaf = [&](int a) { t += "t \"\" " + std::to_string(++outcome) + " \"\" { " + std::to_string(a) + " " +
                               std::to_string(-a) + " }\n"; };
  // Sets: player 1's are 1 + card (first move) and 1 + n + card (after check, bet);
  // player 2's are 1 + card (after check) and 1 + n + card (after bet).
  std::vector<bool> named1(2 * n), named2(2 * n);
  auto node = [&](int player, int set, const char* actions, std::vector<bool>& named) {
    t += "p \"\" " + std::to_string(player) + " " + std::to_string(set + 1);
    t += named[set] ? std::string(" 0\n") : std::string(" \"\" { ") + actions + " } 0\n";
    named[set] = true;
  };
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j) {
      if (i == j) continue;
      const int win = i > j ? 1 : -1;
      node(1, i, "\"check\" \"bet\"", named1);
      node(2, j, "\"check\" \"bet\"", named2);
      leaf(win);
      node(1, n + i, "\"fold\" \"call\"", named1);
      leaf(-1);
      leaf(2 * win);
      node(2, n + j, "\"fold\" \"call\"", named2);
      leaf(1);
      leaf(2 * win);
    }
  return t;
}

}  // namespace gtl::payoff_test
