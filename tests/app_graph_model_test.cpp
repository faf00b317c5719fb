// The graph editor's document (app/lessons/graph/model_doc.hpp) and its teaching views
// (app/lessons/graph/model_steps.hpp): edits, refusals that change nothing, undo / redo,
// the live solve, the retrograde steps against solve_retrograde on random
// loopy graphs, the counts they draw, and the unrolled tree's repeat leaves.
#include <gtest/gtest.h>

#include <random>
#include <set>
#include <string>
#include <vector>

#include "core/game_graph.hpp"
#include "core/retrograde.hpp"
#include "app/lessons/graph/model_doc.hpp"
#include "app/lessons/graph/model_steps.hpp"
#include "model/induction.hpp"
#include "model/rules.hpp"

namespace gtl::model {
namespace {

namespace gg = game_graph;

std::string key_of(const EditResult& r) { return r ? r->key : std::string(); }

// a -> b -> c, b -> a (a cycle a b), and d alone (no moves).
GraphDocument five_with_cycle() {
  GraphDocument d;  // "a"
  for (int i = 0; i < 4; ++i) EXPECT_FALSE(d.add_position("", std::nullopt, Point{10.0 * i, 5}));
  EXPECT_FALSE(d.add_move("a", "b"));
  EXPECT_FALSE(d.add_move("b", "a"));
  EXPECT_FALSE(d.add_move("b", "c"));
  EXPECT_FALSE(d.add_move("c", "d"));
  EXPECT_FALSE(d.add_move("d", "e"));
  EXPECT_FALSE(d.add_move("e", "c"));
  return d;
}

Solution value(const GraphDocument& d, std::string_view id) { return d.values()[*d.find(id)]; }

TEST(GraphDocument, AddsPositionsWithFreshIdsAndMovesAndSolvesLive) {
  GraphDocument d;
  std::string made;
  ASSERT_FALSE(d.add_position("", std::nullopt, Point{1, 2}, &made));
  EXPECT_EQ(made, "b");
  EXPECT_EQ(d.point(1), (Point{1, 2}));
  EXPECT_EQ(value(d, "a").outcome, Outcome::Lose);  // no moves: the normal rule
  ASSERT_FALSE(d.add_move("a", "b"));
  EXPECT_EQ(value(d, "a"), (Solution{Outcome::Win, 1}));
  ASSERT_FALSE(d.add_move("b", "a"));
  EXPECT_EQ(draw_kind(value(d, "a")), DrawKind::Infinite);
  EXPECT_EQ(draw_kind(value(d, "b")), DrawKind::Infinite);
  EXPECT_EQ(value_badge(value(d, "a")), "D \u221e");
}

TEST(GraphDocument, FiveNodesWithACycleGetWinLoseAndDraw) {
  GraphDocument d = five_with_cycle();
  // c -> d -> e -> c is a cycle of three with no way out: draws.
  for (const char* id : {"a", "b", "c", "d", "e"}) EXPECT_EQ(value(d, id).outcome, Outcome::Draw) << id;
  ASSERT_FALSE(d.remove_move("e", "c"));  // e has no moves: lost; d wins; c loses; b wins; a: b wins -> a loses
  EXPECT_EQ(value(d, "e"), (Solution{Outcome::Lose, 0}));
  EXPECT_EQ(value(d, "d"), (Solution{Outcome::Win, 1}));
  EXPECT_EQ(value(d, "c"), (Solution{Outcome::Lose, 2}));
  EXPECT_EQ(value(d, "b"), (Solution{Outcome::Win, 3}));
  EXPECT_EQ(value(d, "a"), (Solution{Outcome::Lose, 4}));
  EXPECT_EQ(value_badge(value(d, "b")), "W 3");
}

TEST(GraphDocument, RefusalsNameTheProblemAndChangeNothing) {
  GraphDocument d = five_with_cycle();
  const std::string before = gg::to_json(d.graph());
  const std::uint64_t rev = d.revision();
  EXPECT_EQ(key_of(d.add_move("a", "zz")), "graph.err_no_position");
  EXPECT_EQ(d.add_move("a", "zz")->args, std::vector<std::string>{"zz"});
  EXPECT_EQ(key_of(d.add_move("a", "b")), "graph.err_move_exists");
  EXPECT_EQ(key_of(d.remove_move("a", "c")), "graph.err_no_move");
  EXPECT_EQ(key_of(d.add_position("a", std::nullopt, std::nullopt)), "graph.err_id_taken");
  EXPECT_EQ(key_of(d.add_position(std::string(65, 'x'), std::nullopt, std::nullopt)), "graph.err_id_long");
  EXPECT_EQ(key_of(d.rename("a", "")), "graph.err_id_empty");
  EXPECT_EQ(key_of(d.rename("a", "b")), "graph.err_id_taken");
  EXPECT_EQ(key_of(d.set_terminal("a", gg::Terminal::Win)), "graph.err_terminal_has_moves");
  EXPECT_EQ(key_of(d.set_label("a", std::string(201, 'y'))), "graph.err_label_long");
  EXPECT_EQ(key_of(d.load_json("{not json")), "graph.err_load");
  EXPECT_EQ(key_of(d.load_json(R"({"start":"a","positions":[{"id":"a"}],"moves":[["a","q"]]})")), "graph.err_load");
  EXPECT_EQ(key_of(d.set_start("nope")), "graph.err_no_position");
  EXPECT_EQ(gg::to_json(d.graph()), before);
  EXPECT_EQ(d.revision(), rev);
  GraphDocument one;
  EXPECT_EQ(key_of(one.undo()), "graph.err_no_undo");
  EXPECT_EQ(key_of(one.redo()), "graph.err_no_redo");
}

// Deleting every disc leaves a drawing not begun: no start, no values, a JSON
// form without "start" that reads back as itself; the next disc is the start.
TEST(GraphDocument, RemovingTheLastPositionLeavesTheEmptyGraphWhoseFirstNewPositionIsTheStart) {
  GraphDocument d = five_with_cycle();
  d.set_start("c");
  for (const char* id : {"c", "a", "e", "b"}) ASSERT_FALSE(d.remove_position(id)) << id;
  ASSERT_EQ(d.graph().positions.size(), 1u);
  EXPECT_EQ(d.graph().positions[d.graph().start].id, "d");
  ASSERT_FALSE(d.remove_position("d"));
  EXPECT_TRUE(d.graph().empty());
  EXPECT_TRUE(d.graph().moves.empty());
  EXPECT_TRUE(d.values().empty());
  EXPECT_EQ(gg::validate(d.graph()), "");
  const std::string text = gg::to_json(d.graph());
  EXPECT_EQ(text.find("start"), std::string::npos) << text;
  const gg::Parse back = gg::parse(text);
  ASSERT_TRUE(back.graph) << back.error;
  EXPECT_TRUE(back.graph->empty());
  EXPECT_EQ(gg::to_json(*back.graph), text);
  EXPECT_TRUE(gg::parse(R"({"start": null, "positions": [], "moves": []})").graph);
  // An empty graph has no position to start from, so naming one is an error;
  // a graph with positions still needs its start.
  EXPECT_FALSE(gg::parse(R"({"start": "a", "positions": [], "moves": []})").graph);
  EXPECT_FALSE(gg::parse(R"({"positions": [{"id": "a"}], "moves": []})").graph);
  EXPECT_FALSE(gg::parse(R"({"start": null, "positions": [{"id": "a"}], "moves": []})").graph);
  // Nothing to pick, nothing to join.
  EXPECT_EQ(key_of(d.remove_position("d")), "graph.err_no_position");
  EXPECT_EQ(key_of(d.set_start("a")), "graph.err_no_position");
  EXPECT_EQ(graph_tree(gg::explicit_graph(d.graph()), 0, d.values(), {}).graph.nodes.size(), 0u);
  EXPECT_FALSE(reaches_cycle(gg::explicit_graph(d.graph()), 0));
  EXPECT_TRUE(retrograde_steps(gg::explicit_graph(d.graph())).empty());
  // The first disc drawn is where play starts, valued at once.
  std::string made;
  ASSERT_FALSE(d.add_position("", std::nullopt, Point{40, 50}, &made));
  EXPECT_EQ(made, "a");
  EXPECT_EQ(d.graph().start, 0u);
  ASSERT_EQ(d.values().size(), 1u);
  EXPECT_EQ(d.values()[0].outcome, Outcome::Lose);
  // Undo walks back through the empty graph to the last disc.
  ASSERT_FALSE(d.undo());
  EXPECT_TRUE(d.graph().empty());
  ASSERT_FALSE(d.undo());
  EXPECT_EQ(d.graph().positions.size(), 1u);
  EXPECT_EQ(d.graph().positions[0].id, "d");
}

TEST(GraphDocument, UndoAndRedoWalkEveryEdit) {
  GraphDocument d;
  std::vector<std::string> seen{gg::to_json(d.graph())};
  ASSERT_FALSE(d.add_position("", std::string("B"), Point{3, 4}));
  seen.push_back(gg::to_json(d.graph()));
  ASSERT_FALSE(d.add_move("a", "b"));
  seen.push_back(gg::to_json(d.graph()));
  ASSERT_FALSE(d.rename("b", "bee"));
  seen.push_back(gg::to_json(d.graph()));
  ASSERT_FALSE(d.set_terminal("bee", gg::Terminal::Win));
  seen.push_back(gg::to_json(d.graph()));
  EXPECT_EQ(value(d, "a"), (Solution{Outcome::Lose, 1}));
  ASSERT_FALSE(d.remove_position("a"));
  seen.push_back(gg::to_json(d.graph()));
  EXPECT_EQ(d.graph().positions.size(), 1u);
  EXPECT_TRUE(d.graph().moves.empty());
  for (std::size_t i = seen.size() - 1; i-- > 0;) {
    ASSERT_FALSE(d.undo());
    EXPECT_EQ(gg::to_json(d.graph()), seen[i]);
  }
  EXPECT_FALSE(d.can_undo());
  for (std::size_t i = 1; i < seen.size(); ++i) {
    ASSERT_FALSE(d.redo());
    EXPECT_EQ(gg::to_json(d.graph()), seen[i]);
  }
  // A new edit after undo drops the redo line.
  ASSERT_FALSE(d.undo());
  ASSERT_FALSE(d.set_start("bee"));
  EXPECT_FALSE(d.can_redo());
}

TEST(GraphDocument, ADragIsOneUndoStepAndPointsRoundTripInJson) {
  GraphDocument d;
  ASSERT_FALSE(d.add_position("", std::nullopt, Point{0, 0}));
  for (int i = 1; i <= 5; ++i) ASSERT_FALSE(d.move_to("b", Point{10.0 * i, 7}, true));
  EXPECT_EQ(d.point(1), (Point{50, 7}));
  ASSERT_FALSE(d.undo());
  EXPECT_EQ(d.point(1), (Point{0, 0}));
  ASSERT_FALSE(d.redo());
  GraphDocument copy;
  ASSERT_FALSE(copy.load_json(gg::to_json(d.graph())));
  EXPECT_EQ(copy.point(1), (Point{50, 7}));
  EXPECT_EQ(gg::to_json(copy.graph()), gg::to_json(d.graph()));
}

TEST(GraphDocument, AMoveFromATerminalClearsItAndRemovingTheStartPicksAnother) {
  GraphDocument d;
  ASSERT_FALSE(d.add_position("", std::nullopt, std::nullopt));
  ASSERT_FALSE(d.set_terminal("a", gg::Terminal::Win));
  EXPECT_EQ(value(d, "a"), (Solution{Outcome::Win, 0}));
  ASSERT_FALSE(d.add_move("a", "b"));
  EXPECT_FALSE(d.graph().positions[0].terminal.has_value());
  ASSERT_FALSE(d.set_start("b"));
  ASSERT_FALSE(d.remove_position("b"));
  EXPECT_EQ(d.graph().start, 0u);
}

TEST(GraphDocument, LoadsTwoThousandPositionsAndLaysOutThoseWithoutPoints) {
  std::string json = R"({"start":"p0","positions":[)";
  for (int i = 0; i < 2000; ++i) json += (i ? "," : "") + std::string(R"({"id":"p)") + std::to_string(i) + "\"}";
  json += R"(],"moves":[)";
  for (int i = 0; i < 2000; ++i)
    json += (i ? "," : "") + std::string(R"([")") + "p" + std::to_string(i) + R"(","p)" + std::to_string((i + 1) % 2000) + "\"]";
  json += "]}";
  GraphDocument d;
  ASSERT_FALSE(d.load_json(json));
  EXPECT_EQ(d.values().size(), 2000u);
  EXPECT_EQ(draw_kind(d.values()[0]), DrawKind::Infinite);
  const std::vector<Point> pts = layout_points(d, 800, 600);
  ASSERT_EQ(pts.size(), 2000u);
  for (const Point& p : pts) {
    EXPECT_GE(p.x, 0);
    EXPECT_LE(p.x, 800);
  }
}

// ---- the retrograde steps

ExplicitGraph random_graph(std::mt19937& rng, std::uint32_t n) {
  ExplicitGraph g;
  std::uniform_int_distribution<std::uint32_t> pick(0, n - 1), deg(0, 3), term(0, 2);
  for (std::uint32_t v = 0; v < n; ++v) {
    const std::uint32_t k = deg(rng);
    for (std::uint32_t i = 0; i < k; ++i) g.next.push_back(pick(rng));
    g.first.push_back(static_cast<std::uint32_t>(g.next.size()));
    const std::uint32_t t = term(rng);
    g.terminal.push_back(t == 0 ? Outcome::Win : t == 1 ? Outcome::Lose : Outcome::Draw);
  }
  return g;
}

TEST(RetrogradeSteps, DecideEveryPositionOnceAsTheSolverDoes) {
  std::mt19937 rng(24);
  for (int trial = 0; trial < 500; ++trial) {
    const ExplicitGraph g = random_graph(rng, 1 + trial % 14);
    const std::vector<Solution> want = solve_retrograde(g);
    const std::vector<RetroStep> steps = retrograde_steps(g);
    ASSERT_EQ(steps.size(), g.size());
    std::set<std::uint32_t> seen;
    bool past_terminals = false;
    for (const RetroStep& s : steps) {
      EXPECT_TRUE(seen.insert(s.position).second) << "decided twice";
      EXPECT_EQ(s.value, want[s.position]) << "trial " << trial << " position " << s.position;
      if (s.rule != RetroRule::Terminal) {
        past_terminals = true;
      } else {
        EXPECT_FALSE(past_terminals) << "terminals come first";
      }
      EXPECT_EQ(s.rule == RetroRule::Terminal, g.moves(s.position).empty());
    }
  }
}

TEST(RetrogradeSteps, CountsFallToZeroExactlyWhenAPositionIsLost) {
  std::mt19937 rng(7);
  for (int trial = 0; trial < 200; ++trial) {
    const ExplicitGraph g = random_graph(rng, 2 + trial % 11);
    const std::vector<RetroStep> steps = retrograde_steps(g);
    for (std::size_t i = 0; i < steps.size(); ++i) {
      const std::vector<std::uint32_t> c = undecided_counts(g, steps, i);
      const RetroStep& s = steps[i];
      if (s.rule == RetroRule::AllMovesWin) {
        EXPECT_EQ(c[s.position], 0u);
      }
      if (s.rule == RetroRule::MoveToLose || s.rule == RetroRule::InfinitePlay) {
        EXPECT_GT(c[s.position], 0u);
      }
    }
    const std::vector<std::uint32_t> start = undecided_counts(g, steps, 0);
    for (std::uint32_t v = 0; v < g.size(); ++v) EXPECT_EQ(start[v], g.moves(v).size());
  }
}

// ---- the tree view's graph

TEST(GraphTree, AnAcyclicGraphIsShownAsItselfRankedBestFirst) {
  GraphDocument d = five_with_cycle();
  ASSERT_FALSE(d.remove_move("e", "c"));
  ASSERT_FALSE(d.remove_move("b", "a"));
  const ExplicitGraph g = gg::explicit_graph(d.graph());
  const GraphTree t = graph_tree(g, d.graph().start, d.values(), {});
  EXPECT_FALSE(t.unrolled);
  EXPECT_TRUE(t.graph.complete);
  ASSERT_EQ(t.graph.nodes.size(), 5u);
  for (NodeId n = 0; n < t.graph.nodes.size(); ++n) {
    EXPECT_EQ(t.graph.nodes[n].outcome, d.values()[t.position[n]].outcome);
    for (const GraphEdge* e = t.graph.begin_edges(n); e != t.graph.end_edges(n); ++e) {
      EXPECT_LT(t.graph.nodes[e->child].measure, t.graph.nodes[n].measure);
      EXPECT_EQ(static_cast<std::uint32_t>(e->move), t.position[e->child]);
    }
  }
  EXPECT_EQ(t.graph.tree_nodes.value, 5u);
}

TEST(GraphTree, ALoopyGraphUnrollsAndMarksLinesThatReturn) {
  GraphDocument d = five_with_cycle();
  const ExplicitGraph g = gg::explicit_graph(d.graph());
  GraphTreeOptions o;
  o.depth = 6;
  o.label = [&](std::uint32_t v) { return d.graph().positions[v].id; };
  o.repeat_label = [&](std::uint32_t v) { return "\u21ba " + d.graph().positions[v].id; };
  const GraphTree t = graph_tree(g, 0, d.values(), o);
  ASSERT_TRUE(t.unrolled);
  // a: b; b: a (repeat, a is on the line), c; c: d; d: e; e: c (repeat).
  ASSERT_EQ(t.graph.nodes.size(), 7u);
  int repeats = 0;
  for (NodeId n = 0; n < t.graph.nodes.size(); ++n) {
    // Every repeat leaf's position appears earlier on its own line.
    if (t.repeat[n]) {
      ++repeats;
      EXPECT_FALSE(t.graph.nodes[n].expanded);
      EXPECT_EQ(t.graph.nodes[n].edge_count, 0u);
      EXPECT_EQ(t.graph.nodes[n].label.rfind("\u21ba ", 0), 0u);
    }
    for (const GraphEdge* e = t.graph.begin_edges(n); e != t.graph.end_edges(n); ++e)
      EXPECT_LT(t.graph.nodes[e->child].measure, t.graph.nodes[n].measure);
  }
  EXPECT_EQ(repeats, 2);
  EXPECT_TRUE(t.graph.complete);
  // A shallow depth cuts lines off: the graph says it is not complete.
  o.depth = 2;
  const GraphTree cut = graph_tree(g, 0, d.values(), o);
  EXPECT_FALSE(cut.graph.complete);
}

// Backward induction on the unrolled tree (the Teach panel's buttons): a line
// that returns to a position is not a terminal, so it is not called one; its
// value is the whole graph's, and every node ends with the value it shows.
TEST(GraphTree, InductionOnTheUnrolledTreeCallsARepeatByItsNameNotATerminal) {
  GraphDocument d = five_with_cycle();
  const ExplicitGraph g = gg::explicit_graph(d.graph());
  GraphTreeOptions o;
  o.depth = 6;
  const GraphTree t = graph_tree(g, 0, d.values(), o);
  ASSERT_TRUE(t.graph.complete);
  for (const bool retrograde : {false, true}) {
    const InductionRun run = retrograde ? retrograde_induction(t.graph) : recursive_induction(t.graph);
    std::set<NodeId> decided;
    for (const InductionStep& st : run.steps) {
      if (st.decision.rule == Rule::MemoHit) continue;
      decided.insert(st.node);
      EXPECT_EQ(st.decision.outcome, t.graph.nodes[st.node].outcome) << "node " << st.node;
      const bool terminal_rule = st.decision.rule == Rule::TerminalLose || st.decision.rule == Rule::TerminalWin ||
                                 st.decision.rule == Rule::TerminalDraw;
      // A terminal of the tree is a terminal of the graph: its position has no move.
      const std::uint32_t v = t.position[st.node];
      EXPECT_EQ(terminal_rule, g.first[v] == g.first[v + 1]) << "node " << st.node;
      EXPECT_EQ(st.decision.rule == Rule::KnownElsewhere, t.repeat[st.node] == 1) << "node " << st.node;
      if (t.repeat[st.node]) {
        EXPECT_NE(st.sentence(t.graph).find("repeats a position"), std::string::npos);
      }
    }
    EXPECT_EQ(decided.size(), t.graph.nodes.size());
  }
}

TEST(GraphTree, TheAddBackGameIsLoopy) {
  const gg::GameGraph g = gg::add_back_game(5);
  const ExplicitGraph e = gg::explicit_graph(g);
  EXPECT_TRUE(reaches_cycle(e, g.start));
  const GraphTree t = graph_tree(e, g.start, gg::solve(g), {});
  EXPECT_TRUE(t.unrolled);
  EXPECT_EQ(t.graph.nodes[0].outcome, Outcome::Draw);
}

}  // namespace
}  // namespace gtl::model

namespace gtl::model {
namespace {

TEST(GraphLink, ThePayloadRoundTripsAndRefusesJunk) {
  const game_graph::GameGraph g = game_graph::add_back_game(5);
  const std::string p = graph_link_payload(g);
  for (char c : p) EXPECT_TRUE(std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_') << c;
  const auto json = graph_link_json(p);
  ASSERT_TRUE(json);
  EXPECT_EQ(*json, game_graph::to_json(g));
  EXPECT_FALSE(graph_link_json("ab$c"));
  EXPECT_FALSE(graph_link_json(std::string(kMaxGraphLinkChars + 4, 'A')));
}

}  // namespace
}  // namespace gtl::model

#include "app/lessons/graph/model_picture.hpp"

namespace gtl::model {
namespace {

TEST(GraphPicture, DrawCyclesArePickedOutAndTheSvgHasEveryDisc) {
  // a <-> b (a draw cycle), b -> c -> d (c W, d L), e -> a (a draw, but not on the cycle).
  GraphDocument d;
  for (int i = 0; i < 4; ++i) ASSERT_FALSE(d.add_position("", std::nullopt, Point{50.0 * i, 10}));
  for (const auto& [f, t] : {std::pair{"a", "b"}, {"b", "a"}, {"b", "c"}, {"c", "d"}, {"e", "a"}}) ASSERT_FALSE(d.add_move(f, t));
  const std::vector<Point> pts = layout_points(d, 400, 300);
  const GraphPicture pic = graph_picture(d, pts, d.values());
  ASSERT_EQ(pic.moves.size(), 5u);
  EXPECT_EQ(pic.moves[0].style, MoveStyle::DrawCycle);
  EXPECT_TRUE(pic.moves[0].two_way);
  EXPECT_EQ(pic.moves[1].style, MoveStyle::DrawCycle);
  EXPECT_EQ(pic.moves[2].style, MoveStyle::Plain);    // b -> c leads to a win for the opponent
  EXPECT_EQ(pic.moves[3].style, MoveStyle::Winning);  // c -> d
  EXPECT_EQ(pic.moves[4].style, MoveStyle::Plain);    // e -> a: into the cycle, not on it
  EXPECT_EQ(pic.nodes[2].badge, "W 1");
  EXPECT_TRUE(pic.nodes[0].start);
  const std::string svg = graph_svg(pic, SvgPalette{}, "test", 26);
  EXPECT_EQ(svg.rfind("<svg", 0) == 0 || svg.find("<svg") != std::string::npos, true);
  std::size_t discs = 0;
  for (std::size_t i = svg.find("class=\"position\""); i != std::string::npos; i = svg.find("class=\"position\"", i + 1)) ++discs;
  EXPECT_EQ(discs, 5u);
  EXPECT_NE(svg.find("D \u221e"), std::string::npos);
  // Hidden values: no badge gives anything away, no move is picked out.
  const GraphPicture hidden = graph_picture(d, pts, std::vector<Solution>(5));
  for (const PictureNode& n : hidden.nodes) EXPECT_EQ(n.badge, "?");
  for (const PictureMove& m : hidden.moves) EXPECT_EQ(m.style, MoveStyle::Plain);
}

}  // namespace
}  // namespace gtl::model
