// Backward induction lessons (induction.hpp): both orders agree with the
// solver, every step's rule is true when it is taken, counters add up.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>

#include "model/induction.hpp"
#include "model_test_games.hpp"

namespace gtl::model {
namespace {

std::vector<PositionGraph> games() {
  std::vector<PositionGraph> gs;
  gs.push_back(testgames::subtraction_game(13, 3));
  gs.push_back(testgames::score_race(9));
  for (std::uint32_t seed = 1; seed <= 12; ++seed) gs.push_back(testgames::random_dag(seed, 40 + 7 * seed, 4));
  return gs;
}

// Replays the steps and checks each decision against what was decided before it.
void expect_sound(const PositionGraph& g, const InductionRun& run) {
  std::vector<Outcome> known(g.nodes.size(), Outcome::Unknown);
  std::vector<int> decided_at(g.nodes.size(), -1);
  std::uint32_t decided = 0;
  for (std::size_t i = 0; i < run.steps.size(); ++i) {
    const InductionStep& s = run.steps[i];
    const Decision& d = s.decision;
    const GraphNode& n = g.nodes[s.node];
    if (d.rule == Rule::MemoHit) {
      ASSERT_GE(decided_at[s.node], 0) << "memo hit on an undecided node";
      EXPECT_EQ(d.outcome, known[s.node]);
    } else {
      ASSERT_EQ(decided_at[s.node], -1) << "decided twice: " << s.node;
      decided_at[s.node] = static_cast<int>(i);
      ++decided;
      // Exactly the solver's outcome.
      ASSERT_EQ(d.outcome, n.outcome) << "node " << s.node << " rule " << s.sentence(g);
      auto child = [&](std::uint32_t k) { return g.edges[n.first_edge + k].child; };
      switch (d.rule) {
        case Rule::TerminalLose: case Rule::TerminalWin: case Rule::TerminalDraw:
          EXPECT_EQ(n.edge_count, 0u);
          break;
        case Rule::MoveToLose:
          ASSERT_LT(d.edge, n.edge_count);
          EXPECT_EQ(known[child(d.edge)], Outcome::Lose) << "cited child not yet L";
          break;
        case Rule::AllMovesToWin:
          for (std::uint32_t k = 0; k < n.edge_count; ++k) EXPECT_EQ(known[child(k)], Outcome::Win);
          break;
        case Rule::DrawKept:
          ASSERT_LT(d.edge, n.edge_count);
          EXPECT_EQ(known[child(d.edge)], Outcome::Draw);
          for (std::uint32_t k = 0; k < n.edge_count; ++k) {
            EXPECT_NE(known[child(k)], Outcome::Unknown) << "a child still undecided";
            EXPECT_NE(known[child(k)], Outcome::Lose);
          }
          break;
        default:
          ADD_FAILURE() << "unexpected rule on a complete graph: " << s.sentence(g);
      }
      known[s.node] = d.outcome;
    }
    EXPECT_EQ(s.decided, decided);
    EXPECT_EQ(s.remaining, g.nodes.size() - decided);
    EXPECT_FALSE(s.sentence(g).empty());
  }
  for (NodeId v = 0; v < g.nodes.size(); ++v) EXPECT_GE(decided_at[v], 0) << "never decided: " << v;
  EXPECT_EQ(run.steps.back().remaining, 0u);
}

TEST(Induction, RecursiveOrderIsSoundAndComplete) {
  for (const PositionGraph& g : games()) {
    const InductionRun run = recursive_induction(g);
    expect_sound(g, run);
    // The start is decided last, at depth 0.
    EXPECT_EQ(run.steps.back().node, g.root());
    EXPECT_EQ(run.steps.back().depth, 0u);
  }
}

TEST(Induction, RetrogradeOrderIsSoundAndComplete) {
  for (const PositionGraph& g : games()) {
    const InductionRun run = retrograde_induction(g);
    expect_sound(g, run);
    EXPECT_EQ(run.steps.size(), g.nodes.size());  // no memo hits in this order
    // Terminals come first.
    bool seen_inner = false;
    for (const InductionStep& s : run.steps) {
      const bool terminal = g.nodes[s.node].edge_count == 0;
      EXPECT_FALSE(terminal && seen_inner);
      seen_inner |= !terminal;
    }
  }
}

TEST(Induction, MemoCountsRelateTheGraphToTheTree) {
  for (const PositionGraph& g : games()) {
    const InductionRun run = recursive_induction(g);
    const std::uint64_t v = g.nodes.size(), e = g.edges.size();
    const std::uint32_t hits = run.steps.back().memo_hits;
    // With memo: one visit per edge plus the start.
    EXPECT_EQ(run.visits_with_memo, e + 1);
    EXPECT_EQ(run.visits_with_memo, v + hits);
    // Without memo: the tree size, i.e. the decided nodes plus, for every
    // memo hit, the whole subtree it saved.
    ASSERT_TRUE(g.tree_nodes.exact);
    EXPECT_EQ(run.visits_without_memo.value, g.tree_nodes.value);
    std::vector<std::uint64_t> tree(g.nodes.size(), 0);
    for (const InductionStep& s : run.steps) {
      if (s.decision.rule == Rule::MemoHit) continue;
      tree[s.node] = 1;
      for (const GraphEdge* ed = g.begin_edges(s.node); ed != g.end_edges(s.node); ++ed) tree[s.node] += tree[ed->child];
    }
    std::uint64_t saved = 0;
    for (const InductionStep& s : run.steps) {
      if (s.decision.rule == Rule::MemoHit) saved += tree[s.node];
    }
    EXPECT_EQ(v + saved, g.tree_nodes.value);
  }
}

TEST(Induction, SentencesReadAsTheLessonSays) {
  const PositionGraph g = testgames::subtraction_game(5, 3);  // 5 left: take 1 -> 4 (L)
  const InductionRun run = retrograde_induction(g);
  std::map<std::string, std::string> by_label;
  for (const InductionStep& s : run.steps) by_label[g.nodes[s.node].label] = s.sentence(g);
  EXPECT_EQ(by_label["0"], "terminal: the player to move cannot move and loses");
  EXPECT_EQ(by_label["4"], "every move leads to W → L");
  EXPECT_EQ(by_label["5"], "move 1 leads to L → W");
  const InductionRun rec = recursive_induction(g);
  bool memo_sentence = false;
  for (const InductionStep& s : rec.steps) {
    memo_sentence |= s.sentence(g).rfind("already decided: ", 0) == 0;
  }
  EXPECT_TRUE(memo_sentence);

  const PositionGraph race = testgames::score_race(2);  // take 1 twice: 1-1 ends level
  bool draw_sentence = false, terminal_draw = false;
  for (const InductionStep& s : retrograde_induction(race).steps) {
    draw_sentence |= s.sentence(g).find("no move leads to L, move ") == 0;
    terminal_draw |= s.sentence(g) == "terminal: the game is over and ends level → D";
  }
  EXPECT_TRUE(terminal_draw);
  EXPECT_TRUE(draw_sentence);  // 1 left, 1 behind: taking it ends level
}

TEST(Induction, UnexploredPositionsStayUnknown) {
  // A capped build: position 2 has no moves listed and no outcome.
  testgames::Spec s;
  s.moves = {{{1, 1}, {2, 2}}, {}, {}};
  s.terminal = {Outcome::Unknown, Outcome::Win, Outcome::Unknown};
  PositionGraph g = testgames::solve_spec(s);
  g.nodes[0].outcome = Outcome::Unknown;
  for (const InductionRun& run : {recursive_induction(g), retrograde_induction(g)}) {
    const InductionStep& root = *std::find_if(run.steps.rbegin(), run.steps.rend(),
                                              [](const InductionStep& st) { return st.node == 0; });
    EXPECT_EQ(root.decision.outcome, Outcome::Unknown);
    EXPECT_EQ(root.decision.rule, Rule::DependsOnUnknown);
  }
}

}  // namespace
}  // namespace gtl::model
