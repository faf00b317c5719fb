// game-solve end to end: the real executable on .efg files, stdout, stderr
// and the exit status checked, in Gambit's output conventions.
#include <gtest/gtest.h>

#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>
#include <string>

#include "cli_run.hpp"
#include "payoff_test_games.hpp"

namespace {

namespace fs = std::filesystem;
namespace games = gtl::payoff_test;

using gtl::cli_test::Result;

fs::path temp_name(const char* what) { return gtl::cli_test::temp_name(std::string("gtl_solve_") + what); }

// Runs `game-solve args` with the game text in a file named by {} in args.
Result solve(const std::string& args, const std::string& game) {
  const fs::path file = temp_name("game");
  std::ofstream(file, std::ios::binary) << game;
  std::string cmd_args = args;
  const auto at = cmd_args.find("{}");
  if (at != std::string::npos) cmd_args.replace(at, 2, "'" + file.string() + "'");
  Result r = gtl::cli_test::run_with(GTL_GAME_SOLVE_CLI, cmd_args, "");
  fs::remove(file);
  return r;
}

TEST(GameSolveCli, EntryDeterrence) {
  const Result spe = solve("spe {}", games::kEntry);
  EXPECT_EQ(spe.status, 0) << spe.err;
  EXPECT_EQ(spe.out, "NE,1,0,0,1\n");  // Enter; Accommodate
  EXPECT_EQ(solve("enumpure -S {}", games::kEntry).out, "NE,0,1,1,0\nNE,1,0,0,1\n");
  EXPECT_EQ(solve("enumpure -S {}", games::kCentipede).out, "NE,1,0,0,1,0,0\n");  // plans 1*, 21, 22
  const Result pure = solve("enumpure {}", games::kEntry);
  EXPECT_EQ(pure.out, "NE,0,1,1,0\nNE,1,0,0,1\n");  // (Stay out, Fight) is Nash, not subgame perfect
  const Result readable = solve("spe -D {}", games::kEntry);
  EXPECT_EQ(readable.out,
            "Entry deterrence: 1 subgame-perfect equilibrium\n"
            "equilibrium 1: payoffs Entrant 1, Incumbent 1\n"
            "  player 1 (Entrant): set 1 Enter\n"
            "  player 2 (Incumbent): set 1 Accommodate\n");
}

TEST(GameSolveCli, OffPathConventions) {
  // enumpure: Ann's second set after her own Take prints 0,0; spe: every set.
  EXPECT_EQ(solve("enumpure {}", games::kCentipede).out, "NE,1,0,0,0,1,0,0,0\n");
  EXPECT_EQ(solve("spe {}", games::kCentipede).out, "NE,1,0,1,0,1,0,1,0\n");
}

TEST(GameSolveCli, MatchingPenniesByEnummixedAndLcp) {
  EXPECT_EQ(solve("enummixed {}", games::kPennies).out, "NE,1/2,1/2,1/2,1/2\n");
  EXPECT_EQ(solve("lcp {}", games::kPennies).out, "NE,1/2,1/2,1/2,1/2\n");
  EXPECT_EQ(solve("enumpure {}", games::kPennies).out, "");
}

TEST(GameSolveCli, BattleOfTheSexesTwoPureOneMixed) {
  const Result r = solve("enummixed {}", games::kBattle);
  EXPECT_EQ(r.status, 0);
  EXPECT_EQ(r.out, "NE,1,0,1,0\nNE,2/3,1/3,1/3,2/3\nNE,0,1,0,1\n");
}

// The answers Gambit's documentation and tests give for this figure, in their order.
TEST(GameSolveCli, VonStengelFigure10_5) {
  EXPECT_EQ(solve("enummixed {}", games::kStengel10_5).out,
            "NE,1,0,1,0,0,0\nNE,1/2,1/2,0,2/5,3/5,0\nNE,1/4,3/4,0,0,1/3,2/3\n");
  // lcp finds the third; II plays r, so II's set after l is never reached: uniform.
  EXPECT_EQ(solve("lcp {}", games::kStengel10_5).out, "NE,1/4,3/4,0,1,1/2,1/2,1/3,2/3\n");
  EXPECT_NE(solve("convert -O nfg {}", games::kStengel10_5).out.find("{ \"11*\" \"12*\" \"2*1\" \"2*2\" }"),
            std::string::npos);
}

TEST(GameSolveCli, SubgamePerfectByLcpP) {
  // Entry, then a simultaneous pricing game whose equilibrium (Low, Low) pays
  // (1, 1): the Entrant enters. Sets: Entrant's In/Out, Entrant's price,
  // Incumbent's price.
  const char* entry_then_pricing = R"(EFG 2 R "Entry, then prices" { "Entrant" "Incumbent" }
p "" 1 1 "" { "In" "Out" } 0
p "" 1 2 "" { "High" "Low" } 0
p "" 2 1 "" { "High" "Low" } 0
t "" 1 "" { 3 1 }
t "" 2 "" { 0 2 }
p "" 2 1 0
t "" 3 "" { 2 0 }
t "" 4 "" { 1 1 }
t "" 5 "" { 0 4 }
)";
  const Result r = solve("lcp -P {}", entry_then_pricing);
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out, "NE,1,0,0,1,0,1\n");
  EXPECT_EQ(solve("lcp -P {}", games::kEntry).out, "NE,1,0,0,1\n");
  EXPECT_EQ(solve("lcp -P {}", games::kCentipede).out, "NE,1,0,1,0,1,0,1,0\n");
  EXPECT_EQ(solve("lcp -P {}", games::kOneCardPoker).out, "NE,1,0,1/3,2/3,2/3,1/3\n");  // no proper subgame
  EXPECT_EQ(solve("lcp -P {}", games::kThree).status, 2);
}

TEST(GameSolveCli, PokerByLcp) {
  EXPECT_EQ(solve("lcp {}", games::kOneCardPoker).out, "NE,1,0,1/3,2/3,2/3,1/3\n");
  const Result kuhn = solve("lcp -D {}", games::kKuhn);
  EXPECT_EQ(kuhn.status, 0) << kuhn.err;
  EXPECT_NE(kuhn.out.find("payoffs Player 1 -1/18, Player 2 1/18"), std::string::npos) << kuhn.out;
}

TEST(GameSolveCli, LcpOnTheTracingPath) {
  // One-card poker's equilibrium is unique: both paths print it.
  EXPECT_EQ(solve("lcp --tracing {}", games::kOneCardPoker).out, "NE,1,0,1/3,2/3,2/3,1/3\n");
  const Result kuhn = solve("lcp --tracing -D {}", games::kKuhn);
  EXPECT_EQ(kuhn.status, 0) << kuhn.err;
  EXPECT_NE(kuhn.out.find("tracing path"), std::string::npos) << kuhn.out;
  EXPECT_NE(kuhn.out.find("payoffs Player 1 -1/18, Player 2 1/18"), std::string::npos) << kuhn.out;
  // Subgame by subgame: entry, then the pricing game, as on Lemke's path.
  EXPECT_EQ(solve("lcp -P --tracing {}", games::kEntry).out, "NE,1,0,0,1\n");
  const Result misplaced = solve("spe --tracing {}", games::kEntry);
  EXPECT_EQ(misplaced.status, 2);
  EXPECT_EQ(misplaced.err, "game-solve: --tracing is an option of lcp\n");
  // Past the budget on Lemke's path, the sentence suggests the other.
  const Result small = solve("lcp --budget 1000 {}", games::kKuhn);
  EXPECT_EQ(small.status, 1);
  EXPECT_NE(small.err.find("try --tracing"), std::string::npos) << small.err;
  EXPECT_EQ(solve("lcp --tracing --budget 1000 {}", games::kKuhn).err.find("try --tracing"), std::string::npos);
}

TEST(GameSolveCli, ConvertToNfg) {
  const Result r = solve("convert -O nfg {}", games::kEntry);
  EXPECT_EQ(r.out,
            "NFG 1 R \"Entry deterrence\" { \"Entrant\" \"Incumbent\" }\n\n"
            "{ { \"1\" \"2\" }\n{ \"1\" \"2\" }\n}\n\"Selten's chain store, one market\"\n\n"
            "{\n{ \"\" -1, -1 }\n{ \"\" 0, 2 }\n{ \"\" 1, 1 }\n{ \"\" 0, 2 }\n}\n1 2 3 4\n");
  EXPECT_EQ(solve("convert -O efg {}", games::kEntry).out.substr(0, 52),
            "EFG 2 R \"Entry deterrence\" { \"Entrant\" \"Incumbent\" }");
}

TEST(GameSolveCli, SpeListIsCappedWithTheCount) {
  std::string text = "EFG 2 R \"ties\" { \"A\" }\n\"\"\nc \"\" 1 \"\" { \"a\" 1/2 \"b\" 1/2 } 0\n";
  for (int k = 0; k < 2; ++k) text += "p \"\" 1 " + std::to_string(k + 1) + " \"\" { \"x\" \"y\" } 0\nt \"\" 0\nt \"\" 0\n";
  const Result r = solve("spe --max 3 {}", text);
  EXPECT_EQ(r.status, 0);
  EXPECT_EQ(r.out, "NE,1,0,1,0\nNE,1,0,0,1\nNE,0,1,1,0\n");
  EXPECT_EQ(r.err, "game-solve: 4 subgame-perfect equilibria; the first 3 are listed (raise --max).\n");
}

TEST(GameSolveCli, Refusals) {
  const Result spe = solve("spe {}", games::kPennies);
  EXPECT_EQ(spe.status, 2);
  EXPECT_EQ(spe.err,
            "game-solve: subgame-perfect equilibria by backward induction need perfect information, but information "
            "set 1 of player 2 (Player 2) holds 2 nodes (lines 5 and 8).\n");
  const Result lcp = solve("lcp {}", games::kThree);
  EXPECT_EQ(lcp.status, 2);
  EXPECT_EQ(lcp.err, "game-solve: the sequence form solves 2-player games, and this game has 3 player(s).\n");
  EXPECT_EQ(solve("enummixed {}", games::kThree).status, 2);
  const Result bad = solve("spe {}", "EFG 2 R \"g\" { \"A\" }\nc \"\" 1 \"\" { \"a\" 0.3 \"b\" 0.6 } 0\nt \"\" 0\nt \"\" 0\n");
  EXPECT_EQ(bad.status, 2);
  EXPECT_NE(bad.err.find(", line 2, column 11: the chance probabilities sum to 9/10, not exactly 1.\n"),
            std::string::npos)
      << bad.err;
  EXPECT_EQ(bad.out, "");
  const Result budget = solve("enumpure --budget 5 {}", games::kKuhn);
  EXPECT_EQ(budget.status, 1);
  EXPECT_NE(budget.err.find("passes the work budget of 5 steps"), std::string::npos) << budget.err;
}

TEST(GameSolveCli, OptionsAndFiles) {
  const Result help = solve("-h", "");
  EXPECT_EQ(help.status, 0);
  EXPECT_NE(help.out.find("Exit status:"), std::string::npos);
  EXPECT_EQ(solve("", "").status, 2);
  EXPECT_EQ(solve("solve {}", games::kEntry).status, 2);
  EXPECT_EQ(solve("convert {}", games::kEntry).status, 2);
  EXPECT_EQ(solve("spe --bogus {}", games::kEntry).status, 2);
  const Result misplaced = solve("spe -P {}", games::kEntry);
  EXPECT_EQ(misplaced.status, 2);
  EXPECT_EQ(misplaced.err, "game-solve: -P is an option of lcp\n");
  const Result missing = solve("spe /nonexistent/game.efg", "");
  EXPECT_EQ(missing.status, 3);
  EXPECT_EQ(missing.err, "game-solve: cannot read /nonexistent/game.efg: No such file or directory\n");
  const Result stdin_game = solve("spe - < {}", games::kEntry);
  EXPECT_EQ(stdin_game.out, "NE,1,0,0,1\n");
}

}  // namespace
