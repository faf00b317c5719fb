// The payoff editor's rules: games built and changed node by node, compared
// with the same games written as .efg text by hand from their rules; every
// refusal leaves the game as it was; undo and redo.
#include <gtest/gtest.h>

#include <string>

#include "core/payoff_edit.hpp"
#include "core/payoff_efg.hpp"
#include "payoff_test_games.hpp"
#include "core/payoff_spe.hpp"

namespace gtl::payoff {
namespace {

using payoff_test::load;

using payoff_test::q;

std::vector<Rational> leaf_total(const Game& g, int v) {
  const std::vector<Rational> t = path_totals(g);
  const std::size_t n = g.players.size();
  return {t.begin() + static_cast<std::ptrdiff_t>(v * n), t.begin() + static_cast<std::ptrdiff_t>((v + 1) * n)};
}

void expect_ok(const EditResult& r) { EXPECT_TRUE(r.ok()) << edit_error_name(r.error); }

// A three-move centipede: take ends it, pass goes on; payoffs grow and swap.
// Built as a teacher would: the new game, then "add move" on each pass leaf.
Game built_centipede() {
  Game g = new_game();
  expect_ok(add_move(g, 2));  // the root's second leaf becomes player 2's node
  expect_ok(add_move(g, 4));  // player 2's second leaf becomes player 1's node
  for (auto [v, a, b] : {std::tuple{1, "1", "0"}, {3, "0", "2"}, {5, "3", "1"}, {6, "2", "4"}}) {
    expect_ok(set_payoff(g, v, 1, a));
    expect_ok(set_payoff(g, v, 2, b));
  }
  for (int v : {0, 2, 4}) {
    expect_ok(rename_action(g, v, 0, "Take"));
    expect_ok(rename_action(g, v, 1, "Pass"));
  }
  return g;
}

constexpr const char* kCentipedeEfg = R"(EFG 2 R "" { "" "" }
p "" 1 1 "" { "Take" "Pass" } 0
t "" 1 "" { 1 0 }
p "" 2 1 "" { "Take" "Pass" } 0
t "" 2 "" { 0 2 }
p "" 1 2 "" { "Take" "Pass" } 0
t "" 3 "" { 3 1 }
t "" 4 "" { 2 4 }
)";

TEST(PayoffEdit, NewGameIsPlayerOneWithTwoMovesAndZeroLeaves) {
  const Game g = new_game();
  ASSERT_EQ(g.nodes.size(), 3u);
  EXPECT_EQ(g.nodes[0].kind, NodeKind::Personal);
  EXPECT_EQ(g.nodes[0].player, 1);
  EXPECT_EQ(g.nodes[0].children.size(), 2u);
  EXPECT_EQ(leaf_total(g, 1), (std::vector<Rational>{0, 0}));
  EXPECT_EQ(read_efg(write_efg(g)).game, g);
}

TEST(PayoffEdit, CentipedeBuiltByEditsIsTheGameOfItsFile) {
  const Game built = built_centipede();
  const Game file = load(kCentipedeEfg);
  EXPECT_EQ(write_efg(built), write_efg(file));
  EXPECT_EQ(read_efg(write_efg(built)).game, built);  // the solvers' form: reads back equal
  Work work;
  const SpeResult spe = solve_spe(built, work, 10);
  ASSERT_EQ(spe.count, 1u);
  // Player 1 takes at the end (3 > 2), so player 2 takes (2 > 1), so player 1 takes (1 > 0).
  EXPECT_EQ(spe.payoffs[0], (std::vector<Rational>{1, 0}));
  EXPECT_EQ(spe.listed[0], (PureProfile{{0, 0}, {0}}));
}

TEST(PayoffEdit, PayoffsAreExactAndTypedAsTheLeafsTotal) {
  Game g = new_game();
  expect_ok(set_payoff(g, 1, 1, "-1/2"));
  expect_ok(set_payoff(g, 1, 2, "0.25"));
  EXPECT_EQ(leaf_total(g, 1), (std::vector<Rational>{q(-1, 2), q(1, 4)}));
  // A file's outcome on an inner node: the typed total is what the leaf shows.
  Game f = load("EFG 2 R \"\" { \"\" \"\" }\np \"\" 1 1 \"\" { \"L\" \"R\" } 1 \"\" { 10 10 }\nt \"\" 2 \"\" { 1 1 }\nt \"\" 3 \"\" { 2 2 }\n");
  expect_ok(set_payoff(f, 1, 1, "3"));
  EXPECT_EQ(leaf_total(f, 1), (std::vector<Rational>{3, 11}));
  EXPECT_EQ(leaf_total(f, 2), (std::vector<Rational>{12, 12}));
}

TEST(PayoffEdit, AddAndRemoveMovesKeepSetsAndPreorder) {
  Game g = new_game();
  const EditResult r = add_move(g, 0);
  expect_ok(r);
  EXPECT_EQ(r.node, 0);
  EXPECT_EQ(g.nodes[0].children.size(), 3u);
  EXPECT_EQ(g.infosets[1][0].actions, (std::vector<std::string>{"a", "b", "c"}));
  expect_ok(add_move(g, 1));  // the first leaf becomes player 2's: the later nodes move
  EXPECT_EQ(g.nodes[1].player, 2);
  EXPECT_EQ(g.nodes.size(), 6u);
  EXPECT_EQ(read_efg(write_efg(g)).game, g);
  // Removing the move with its subtree.
  expect_ok(remove_move(g, 0, 0));
  EXPECT_EQ(g.nodes.size(), 3u);
  EXPECT_EQ(g.infosets[1][0].actions, (std::vector<std::string>{"b", "c"}));
  EXPECT_TRUE(g.infosets[2].empty());
  // The last move: the node becomes a leaf.
  expect_ok(remove_move(g, 0, 0));
  expect_ok(remove_move(g, 0, 0));
  EXPECT_EQ(g.nodes.size(), 1u);
  EXPECT_EQ(g.nodes[0].kind, NodeKind::Terminal);
}

TEST(PayoffEdit, ChanceProbabilitiesMustSumToOneAndTheNodeIsNamed) {
  Game g = built_centipede();
  expect_ok(set_player(g, 2, 0));
  EXPECT_EQ(g.nodes[2].kind, NodeKind::Chance);
  EXPECT_EQ(g.infoset_of(g.nodes[2]).probs, (std::vector<Rational>{q(1, 2), q(1, 2)}));
  EXPECT_FALSE(probability_problem(g));
  expect_ok(set_probability(g, 2, 0, "0.25"));
  EXPECT_EQ(probability_problem(g), 2);
  expect_ok(set_probability(g, 2, 1, "3/4"));
  EXPECT_FALSE(probability_problem(g));
  const Game before = g;
  EXPECT_EQ(set_probability(g, 2, 0, "5/4").error, EditError::BadProbability);
  EXPECT_EQ(set_probability(g, 2, 0, "half").error, EditError::BadNumber);
  EXPECT_EQ(set_probability(g, 0, 0, "1/2").error, EditError::NotChance);
  EXPECT_EQ(g, before);
  // A chance move removed: its probability goes to the first remaining one.
  expect_ok(add_move(g, 2));
  expect_ok(set_probability(g, 2, 2, "1/4"));
  expect_ok(set_probability(g, 2, 1, "1/2"));
  expect_ok(remove_move(g, 2, 2));
  EXPECT_EQ(g.infoset_of(g.nodes[2]).probs, (std::vector<Rational>{q(1, 2), q(1, 2)}));
}

TEST(PayoffEdit, JoinAndSplitInformationSets) {
  // Sequential battle of the sexes made simultaneous: player 2's two nodes joined.
  Game g = new_game();
  expect_ok(add_move(g, 1));
  expect_ok(add_move(g, 4));
  ASSERT_EQ(g.nodes[1].player, 2);
  ASSERT_EQ(g.nodes[4].player, 2);
  expect_ok(rename_action(g, 4, 0, "X"));
  expect_ok(join_set(g, 1, 4));
  EXPECT_EQ(g.nodes[1].infoset, g.nodes[4].infoset);
  EXPECT_EQ(g.infosets[2].size(), 1u);
  EXPECT_EQ(g.infoset_of(g.nodes[1]).actions[0], "X");
  EXPECT_TRUE(imperfect_information(g));
  // One more move at one node of the set: every node of it gets one.
  expect_ok(add_move(g, 1));
  EXPECT_EQ(g.nodes[1].children.size(), 3u);
  EXPECT_EQ(g.nodes[5].children.size(), 3u);
  EXPECT_EQ(read_efg(write_efg(g)).game, g);
  expect_ok(split_set(g, 5));
  EXPECT_FALSE(imperfect_information(g));
  EXPECT_EQ(split_set(g, 5).error, EditError::SplitAlone);
}

TEST(PayoffEdit, JoinRefusalsLeaveTheGameAsItWas) {
  Game g = new_game();
  expect_ok(add_move(g, 1));  // 0 P1 { 1 P2 {2, 3}, 4 }
  expect_ok(add_move(g, 4));  // 0 P1 { 1 P2 {2, 3}, 4 P2 {5, 6} }
  expect_ok(add_move(g, 2));  // 0 P1 { 1 P2 { 2 P1 {3, 4}, 5 }, 6 P2 {7, 8} }
  ASSERT_EQ(g.nodes[2].player, 1);
  ASSERT_EQ(g.nodes[6].player, 2);
  const Game before = g;
  EXPECT_EQ(join_set(g, 2, 0).error, EditError::JoinPath);  // player 1's node under the root
  EXPECT_EQ(join_set(g, 1, 0).error, EditError::JoinPlayer);
  EXPECT_EQ(join_set(g, 0, 0).error, EditError::JoinSelf);
  EXPECT_EQ(join_set(g, 3, 0).error, EditError::Leaf);
  EXPECT_EQ(join_set(g, 0, 99).error, EditError::NoNode);
  EXPECT_EQ(g, before);
  expect_ok(add_move(g, 1));  // player 2's first node: three moves
  const Game three = g;
  EXPECT_EQ(join_set(g, 7, 1).error, EditError::JoinMoves);  // player 2's second node, two moves
  EXPECT_EQ(g, three);
  EXPECT_EQ(remove_move(g, 3, 0).error, EditError::Leaf);
  EXPECT_EQ(set_payoff(g, 0, 1, "1").error, EditError::NotLeaf);
  EXPECT_EQ(set_payoff(g, 3, 1, "1/0").error, EditError::BadNumber);
  EXPECT_EQ(g, three);
}

TEST(PayoffEdit, PlayersAddedNamedAndRefused) {
  Game g = new_game();
  expect_ok(add_player(g));
  EXPECT_EQ(g.player_count(), 3);
  EXPECT_EQ(leaf_total(g, 1).size(), 3u);
  expect_ok(set_player(g, 0, 3));
  EXPECT_EQ(g.nodes[0].player, 3);
  EXPECT_EQ(set_player(g, 0, 4).error, EditError::NoPlayer);
  EXPECT_EQ(set_player(g, 1, 1).error, EditError::Leaf);
  expect_ok(rename_player(g, 3, "Judge"));
  EXPECT_EQ(g.players[2], "Judge");
  expect_ok(rename_outcome(g, 2, "deal"));
  EXPECT_EQ(g.outcomes[static_cast<std::size_t>(g.nodes[2].outcome)].label, "deal");
  EXPECT_EQ(rename_outcome(g, 0, "x").error, EditError::NotLeaf);
  while (add_player(g).ok()) {}
  EXPECT_EQ(g.player_count(), kEditMaxPlayers);
  EXPECT_EQ(add_player(g).error, EditError::TooManyPlayers);
  EXPECT_EQ(read_efg(write_efg(g)).game, g);
}

TEST(PayoffEdit, MovesAndNodesAreCapped) {
  Game g = new_game();
  while (add_move(g, 0).ok()) {}
  EXPECT_EQ(static_cast<int>(g.nodes[0].children.size()), kEditMaxMoves);
  EXPECT_EQ(add_move(g, 0).error, EditError::TooManyMoves);
}

TEST(PayoffEdit, UndoAndRedoRestoreSnapshots) {
  EditHistory h(2);
  Game g = new_game();
  const Game first = g;
  h.record(g);
  expect_ok(add_move(g, 1));
  const Game second = g;
  h.record(g);
  expect_ok(add_move(g, 2));
  h.record(g);
  expect_ok(add_player(g));
  const Game last = g;
  EXPECT_TRUE(h.undo(g));
  EXPECT_TRUE(h.undo(g));
  EXPECT_EQ(g, second);
  EXPECT_FALSE(h.undo(g));  // two kept
  EXPECT_NE(g, first);
  EXPECT_TRUE(h.redo(g));
  EXPECT_TRUE(h.redo(g));
  EXPECT_EQ(g, last);
  EXPECT_FALSE(h.redo(g));
  EXPECT_TRUE(h.undo(g));
  h.record(g);  // a new edit after an undo: nothing left to redo
  EXPECT_FALSE(h.can_redo());
}

}  // namespace
}  // namespace gtl::payoff
