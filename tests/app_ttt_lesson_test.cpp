// The tic-tac-toe lesson, made directly (as the registry makes it): its actions
// and state against the core solver, bad input refused with a sentence, moves
// through the timeline, the tree source (merged and not) and the translation of
// lines into the merged graph, share links, the perfect player, both
// languages' words, and clicks on the drawn board.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <set>

#include "app/kit/solve_job.hpp"
#include "app/lessons/ttt/lesson.hpp"
#include "app_test_support.hpp"
#include "core/solver.hpp"

namespace gtl::app {
namespace {

using tictactoe::Mark;
using tictactoe::TicTacToe;

// A lesson on the headless app's settings, with its own automation.
struct Fixture {
  testing::HeadlessApp app;
  Busy busy;
  TicTacToeLesson lesson{LessonContext{app.app().settings(), busy, &app.app().value_history()}};
  Automation automation;
  Solver<TicTacToe> solver{TicTacToe{}};

  Fixture() {
    for (const i18n::Lang l : {i18n::Lang::En, i18n::Lang::Zh}) i18n::add_strings(l, lesson.strings(l));
    lesson.register_automation(automation);
    app.app().settings().anim_speed = 0;
  }
  json::Value dispatch(const std::string& action) { return *json::parse(automation.dispatch(action)).value; }
  json::Value state() { return *json::parse(automation.state(0)).value->find("ttt"); }
  // The position after a line of cells, straight from the rules.
  static TicTacToe::Position after(std::span<const std::int64_t> line) {
    TicTacToe g;
    TicTacToe::Position p = g.start();
    for (auto c : line) p = g.play(p, static_cast<TicTacToe::Move>(c));
    return p;
  }
  // One frame with the lesson's panel and main area in a window.
  void frame() {
    ImGui::GetIO().DeltaTime = 1.0f / 60.0f;
    ImGui::NewFrame();
    app.app().items().begin_frame();
    ImGui::SetNextWindowPos(ImVec2(0, 0));
    ImGui::SetNextWindowSize(ImVec2(300, 720));
    ImGui::Begin("panel");
    lesson.draw_controls();
    ImGui::End();
    ImGui::SetNextWindowPos(ImVec2(300, 0));
    ImGui::SetNextWindowSize(ImVec2(980, 400));
    ImGui::Begin("main");
    lesson.draw_main();
    ImGui::End();
    ImGui::Render();
    lesson.update(1.0 / 60.0);
  }
  void click(const std::string& id) {
    frame();
    const auto r = app.app().items().find(id);
    ASSERT_TRUE(r) << id;
    testing::click_at(*r, [this](int n) {
      for (int i = 0; i < n; ++i) frame();
    });
  }
};

std::string letter_of(Outcome o) { return std::string(1, letter(o)); }

TEST(TicTacToeLesson, StateFollowsTheMovesAndAgreesWithTheSolver) {
  Fixture f;
  auto s = f.state();
  EXPECT_EQ(s.find("board")->string, ".........");
  EXPECT_EQ(s.find("toMove")->string, "X");
  EXPECT_EQ(s.find("outcome")->string, "D") << "the start is a draw";
  for (const std::int64_t cell : {4, 0, 8}) {
    ASSERT_TRUE(f.dispatch("{\"type\":\"ttt.play\",\"cell\":" + std::to_string(cell) + "}").find("ok")->boolean);
  }
  s = f.state();
  EXPECT_EQ(s.find("board")->string, "O...X...X");
  EXPECT_EQ(s.find("toMove")->string, "O");
  const std::vector<std::int64_t> line{4, 0, 8};
  const TicTacToe::Position p = Fixture::after(line);
  const Solution v = f.solver.solve(p);
  EXPECT_EQ(s.find("outcome")->string, letter_of(v.outcome));
  EXPECT_EQ(s.find("remoteness")->number, v.remoteness);
  std::vector<std::int64_t> best;
  for (const auto& b : s.find("bestMoves")->array) best.push_back(static_cast<std::int64_t>(b.number));
  std::vector<std::int64_t> want;
  for (auto m : f.solver.best_moves(p)) want.push_back(m);
  std::sort(want.begin(), want.end());
  EXPECT_EQ(best, want);
  ASSERT_TRUE(f.dispatch("{\"type\":\"ttt.new\"}").find("ok")->boolean);
  EXPECT_EQ(f.state().find("board")->string, ".........");
  EXPECT_EQ(f.lesson.timeline().size(), 0u);
}

TEST(TicTacToeLesson, BadInputIsRefusedWithASentence) {
  Fixture f;
  for (const char* bad : {"{\"type\":\"ttt.play\",\"cell\":9}", "{\"type\":\"ttt.play\",\"cell\":-1}",
                          "{\"type\":\"ttt.play\",\"cell\":\"b2\"}", "{\"type\":\"ttt.play\"}",
                          "{\"type\":\"ttt.play\",\"cell\":4,\"x\":1}", "{\"type\":\"ttt.new\",\"cell\":1}",
                          "{\"type\":\"ttt.play\",\"cell\":1e300}"}) {
    const json::Value r = f.dispatch(bad);
    EXPECT_FALSE(r.find("ok")->boolean) << bad;
    EXPECT_FALSE(r.find("error")->string.empty()) << bad;
  }
  ASSERT_TRUE(f.dispatch("{\"type\":\"ttt.play\",\"cell\":4}").find("ok")->boolean);
  json::Value r = f.dispatch("{\"type\":\"ttt.play\",\"cell\":4}");
  EXPECT_FALSE(r.find("ok")->boolean);
  EXPECT_NE(r.find("error")->string.find("taken"), std::string::npos) << r.find("error")->string;
  // X wins along the top row; nothing more may be played.
  f.lesson.new_game();
  for (const std::int64_t cell : {0, 3, 1, 4, 2}) {
    std::string err;
    ASSERT_TRUE(f.lesson.play(cell, err)) << err;
  }
  EXPECT_EQ(f.state().find("board")->string, "XXXOO....");
  EXPECT_TRUE(f.state().find("gameOver")->boolean);
  EXPECT_EQ(f.state().find("outcome")->string, "L") << "the player to move (O) has lost";
  r = f.dispatch("{\"type\":\"ttt.play\",\"cell\":8}");
  EXPECT_FALSE(r.find("ok")->boolean);
  EXPECT_NE(r.find("error")->string.find("over"), std::string::npos) << r.find("error")->string;
  EXPECT_EQ(f.state().find("board")->string, "XXXOO....") << "unchanged";
}

TEST(TicTacToeLesson, TheTimelineStepsBackAndForward) {
  Fixture f;
  std::string err;
  for (const std::int64_t cell : {0, 4, 8, 2}) ASSERT_TRUE(f.lesson.play(cell, err)) << err;
  f.lesson.timeline().step(-2);
  f.lesson.timeline_moved();
  EXPECT_EQ(f.state().find("board")->string, "X...O....");
  EXPECT_EQ(f.state().find("toMove")->string, "X");
  f.lesson.timeline().step(1);
  f.lesson.timeline_moved();
  EXPECT_EQ(f.state().find("board")->string, "X...O...X");
  // Another move here replaces the old continuation.
  ASSERT_TRUE(f.lesson.play(6, err)) << err;
  EXPECT_EQ(f.lesson.timeline().moves(), (std::vector<std::int64_t>{0, 4, 8, 6}));
  EXPECT_EQ(f.state().find("board")->string, "X...O.O.X");
}

// Every node of a graph against the solver, read back from its label.
void expect_values_of_solver(const PositionGraph& g, Solver<TicTacToe>& solver) {
  for (const GraphNode& node : g.nodes) {
    std::string cells = node.label;
    std::erase(cells, '/');
    ASSERT_EQ(cells.size(), 9u) << node.label;
    TicTacToe::Position p = 0;
    for (int i = 0; i < 9; ++i)
      p |= static_cast<TicTacToe::Position>(cells[i] == 'X' ? 1 : cells[i] == 'O' ? 2 : 0) << (2 * i);
    const Solution s = solver.solve(p);
    ASSERT_EQ(node.outcome, s.outcome) << node.label;
    ASSERT_EQ(node.remoteness, s.remoteness) << node.label;
  }
}

TEST(TicTacToeLesson, TheTreeSourceFollowsTheSymmetryOptionAndKeepsEveryValue) {
  Fixture f;
  const Lesson::TreeSource all = f.lesson.tree_source();
  const PositionGraph g = all.build();
  EXPECT_TRUE(g.complete);
  EXPECT_EQ(g.nodes.size(), 5478u);
  EXPECT_EQ(g.nodes[g.root()].outcome, f.solver.solve(0).outcome);
  EXPECT_TRUE(g.tree_nodes.exact);
  EXPECT_EQ(g.tree_nodes.value, 549'946u) << "the nodes of the unmerged game tree";
  expect_values_of_solver(g, f.solver);

  EXPECT_TRUE(f.lesson.has_symmetry());
  f.lesson.set_symmetry(true);
  const Lesson::TreeSource merged = f.lesson.tree_source();
  EXPECT_NE(merged.key, all.key) << "a new key rebuilds the tree";
  const PositionGraph m = merged.build();
  EXPECT_EQ(m.nodes.size(), 765u);
  EXPECT_EQ(m.nodes[m.root()].outcome, Outcome::Draw);
  expect_values_of_solver(m, f.solver);
  f.lesson.set_symmetry(false);
  EXPECT_EQ(f.lesson.tree_source().key, all.key);

  // The key follows the language (the nodes' words do).
  i18n::set_lang(i18n::Lang::Zh);
  EXPECT_NE(f.lesson.tree_source().key, all.key);
  const PositionGraph zh = f.lesson.tree_source().build();
  EXPECT_NE(zh.description(0).find("轮到"), std::string::npos) << zh.description(0);
  i18n::set_lang(i18n::Lang::En);
}

// Follows a line of moves through a graph; the nodes passed, or nullopt when a move is missing.
std::optional<std::vector<NodeId>> follow(const PositionGraph& g, std::span<const std::int64_t> line) {
  std::vector<NodeId> nodes{g.root()};
  for (const std::int64_t m : line) {
    const NodeId n = nodes.back();
    const GraphEdge* e = g.begin_edges(n);
    const GraphEdge* end = e + g.nodes[n].edge_count;
    e = std::find_if(e, end, [m](const GraphEdge& x) { return x.move == m; });
    if (e == end) return std::nullopt;
    nodes.push_back(e->child);
  }
  return nodes;
}

TEST(TicTacToeLesson, LinesTranslateIntoTheMergedGraphAndBack) {
  Fixture f;
  f.lesson.set_symmetry(true);
  const PositionGraph m = f.lesson.tree_source().build();
  TicTacToe game;
  std::mt19937 rng(13);
  for (int round = 0; round < 400; ++round) {
    // A random game on the real board.
    std::vector<std::int64_t> line;
    TicTacToe::Position p = game.start();
    const int length = static_cast<int>(rng() % 10);
    for (int i = 0; i < length && !game.moves(p).empty(); ++i) {
      const auto moves = game.moves(p);
      const auto cell = moves[rng() % moves.size()];
      line.push_back(cell);
      p = game.play(p, cell);
    }
    const std::vector<std::int64_t> tl = f.lesson.graph_line(line);
    ASSERT_EQ(tl.size(), line.size());
    const auto nodes = follow(m, tl);
    ASSERT_TRUE(nodes) << "every translated move is an edge of the merged graph";
    // Each node passed is the class of the real position at that point.
    for (std::size_t i = 0; i <= line.size(); ++i) {
      const TicTacToe::Position real = Fixture::after(std::span(line).first(i));
      EXPECT_EQ(m.nodes[(*nodes)[i]].label, game.short_label(TicTacToe::canonical(real)));
    }
    // Back: a real line through the same classes, which translates to the same graph line.
    const std::vector<std::int64_t> back = f.lesson.game_line(tl);
    ASSERT_EQ(back.size(), line.size());
    EXPECT_EQ(TicTacToe::canonical(Fixture::after(back)), TicTacToe::canonical(p));
    EXPECT_EQ(f.lesson.graph_line(back), tl);
  }
  // A line that breaks the rules is cut where it does; unmerged lines are untouched.
  const std::vector<std::int64_t> broken{4, 4, 0};
  EXPECT_EQ(f.lesson.graph_line(broken).size(), 1u);
  f.lesson.set_symmetry(false);
  const std::vector<std::int64_t> plain{2, 4, 6};
  EXPECT_EQ(f.lesson.graph_line(plain), plain);
  EXPECT_EQ(f.lesson.game_line(plain), plain);
}

// With symmetric positions merged the graph keeps one orientation of each
// board; the app's tree line, value history and jumps still follow the real one.
TEST(TicTacToeLesson, TheAppFollowsTheRealBoardInTheMergedGraph) {
  testing::HeadlessApp h;
  h.frames(2);
  auto ok = [&](const std::string& a) { return h.dispatch(a).find("ok")->boolean; };
  ASSERT_TRUE(ok(R"({"type":"anim.speed","value":0})"));
  ASSERT_TRUE(ok(R"({"type":"view","view":"ttt"})"));
  ASSERT_TRUE(ok(R"({"type":"tree.symmetry","on":true})"));
  // Corners other than a1 and an edge: moves the merged graph names differently.
  for (int cell : {8, 5, 0}) ASSERT_TRUE(ok(R"({"type":"ttt.play","cell":)" + std::to_string(cell) + "}"));
  h.frames(2);
  json::Value s = h.state();
  EXPECT_EQ(s.find("tree")->find("focus")->array.size(), 3u) << "the tree's current line reaches the real position";
  EXPECT_EQ(s.find("tree")->find("positions")->number, 765);
  for (const json::Value& v : s.find("history")->find("values")->array)
    EXPECT_NE(v.find("outcome")->string, "?") << "every move of the history is valued";
  // Jumping from the tree's node at the end of that line gives the same board back.
  std::string path = "[";
  for (const json::Value& m : s.find("tree")->find("focus")->array)
    path += (path.size() > 1 ? "," : "") + std::to_string(static_cast<int>(m.number));
  ASSERT_TRUE(ok(R"({"type":"history.goto","index":0})"));
  ASSERT_TRUE(ok(R"({"type":"tree.select","path":)" + path + "]}"));
  ASSERT_TRUE(ok(R"({"type":"tree.jump"})"));
  EXPECT_EQ(h.state().find("ttt")->find("board")->string, s.find("ttt")->find("board")->string);
  // Symmetry is refused where a game has none.
  ASSERT_TRUE(ok(R"({"type":"view","view":"number"})"));
  EXPECT_FALSE(ok(R"({"type":"tree.symmetry","on":true})"));
}

TEST(TicTacToeLesson, ShareLinksRoundTripAndRefuseForeignKeys) {
  Fixture f;
  std::string err;
  for (const std::int64_t cell : {4, 0}) ASSERT_TRUE(f.lesson.play(cell, err));
  LinkArgs args = f.lesson.link_args();
  EXPECT_TRUE(args.pairs().empty()) << "from the empty board: only the common keys (game, moves)";
  EXPECT_EQ(f.lesson.check_link(args), "");
  ASSERT_TRUE(f.lesson.open_link(args, err)) << err;
  EXPECT_EQ(f.state().find("board")->string, ".........") << "a link opens at the start; the app replays moves";
  // Moves from a link (cell 0 included) replay through play().
  for (const std::int64_t cell : {4, 0}) ASSERT_TRUE(f.lesson.play(cell, err)) << err;
  EXPECT_EQ(f.state().find("board")->string, "O...X....");

  // The small start travels as start=: the cells that reach it.
  f.lesson.hooks().load_small();
  const TicTacToe::Position small = Fixture::after(TicTacToeLesson::kSmallStart);
  EXPECT_EQ(f.lesson.start(), small);
  EXPECT_EQ(f.state().find("start")->string, tictactoe::board_string(small));
  args = f.lesson.link_args();
  ASSERT_EQ(args.pairs().size(), 1u);
  EXPECT_EQ(args.pairs()[0].first, "start");
  EXPECT_EQ(args.pairs()[0].second, "0,1,2,4,3");
  f.lesson.new_game();
  EXPECT_EQ(f.lesson.check_link(args), "");
  ASSERT_TRUE(f.lesson.open_link(args, err)) << err;
  EXPECT_EQ(f.lesson.position(), small);
  EXPECT_EQ(f.lesson.timeline().size(), 0u);
  EXPECT_EQ(f.lesson.tree_source().build().nodes.size(), 26u) << "small enough to work out by hand";

  // Refused, each with a sentence naming what is wrong, and nothing changes.
  const std::pair<const char*, const char*> bad[] = {
      {"n", "3"}, {"start", "4,4"}, {"start", "9"}, {"start", "0,3,1,4,2"}, {"start", "x"}, {"start", ""}};
  for (const auto& [key, value] : bad) {
    LinkArgs a;
    a.add(key, value);
    const std::string why = f.lesson.check_link(a);
    EXPECT_FALSE(why.empty()) << key << "=" << value;
    EXPECT_FALSE(f.lesson.open_link(a, err)) << key << "=" << value;
    EXPECT_EQ(f.lesson.position(), small) << key << "=" << value;
  }
  LinkArgs foreign;
  foreign.add("n", "3");
  EXPECT_NE(f.lesson.check_link(foreign).find("\"n\""), std::string::npos) << f.lesson.check_link(foreign);
  LinkArgs finished;
  finished.add("start", "0,3,1,4,2");  // X has the top row: nothing left to play
  EXPECT_NE(f.lesson.check_link(finished).find("start"), std::string::npos) << f.lesson.check_link(finished);
  // New game goes back to the empty board, and the link with it.
  f.lesson.new_game();
  EXPECT_EQ(f.lesson.start(), 0u);
  EXPECT_TRUE(f.lesson.link_args().pairs().empty());
}

// The hooks' perfect player against every reply: it never loses, and wins
// whenever the position allows it, as fast as it can.
TEST(TicTacToeLesson, ThePerfectPlayerNeverLoses) {
  Fixture f;
  LessonHooks h = f.lesson.hooks();
  TicTacToe game;
  std::mt19937 rng(7);
  for (int round = 0; round < 300; ++round) {
    const int computer = round % 2;  // 0: the computer plays X
    f.lesson.new_game();
    while (!h.game_over()) {
      const std::size_t ply = f.lesson.timeline().cursor();
      const TicTacToe::Position p = f.lesson.position();
      if (static_cast<int>(ply % 2) == computer) {
        const auto best = h.best_move();
        ASSERT_TRUE(best);
        const Solution before = f.solver.solve(p);
        const Solution after = through(f.solver.solve(game.play(p, static_cast<TicTacToe::Move>(*best))));
        ASSERT_EQ(after, before) << "the move keeps the position's value, fastest win first";
        ASSERT_TRUE(h.play(*best));
      } else {
        const auto moves = game.moves(p);
        ASSERT_TRUE(h.play(moves[rng() % moves.size()]));
      }
    }
    const Mark w = TicTacToe::winner(f.lesson.position());
    ASSERT_NE(w, computer == 0 ? Mark::O : Mark::X) << tictactoe::board_string(f.lesson.position());
    EXPECT_FALSE(h.best_move()) << "no move once the game is over";
  }
  // A win in one is taken at once, not a slower win.
  f.lesson.new_game();
  for (const std::int64_t cell : {0, 3, 1, 4}) ASSERT_TRUE(h.play(cell));
  EXPECT_EQ(*h.best_move(), 2);
  EXPECT_EQ(f.lesson.value().remoteness, 1u);
  EXPECT_EQ(h.side_name(0), "X");
  EXPECT_EQ(h.side_name(1), "O");
  EXPECT_NE(h.verdict().find("winning"), std::string::npos) << h.verdict();
}

TEST(TicTacToeLesson, BothLanguagesHaveTheSameKeys) {
  Fixture f;
  std::set<std::string> en, zh;
  for (const auto& e : f.lesson.strings(i18n::Lang::En)) en.insert(e.key);
  for (const auto& e : f.lesson.strings(i18n::Lang::Zh)) zh.insert(e.key);
  EXPECT_EQ(en, zh);
  EXPECT_EQ(en.size(), f.lesson.strings(i18n::Lang::En).size()) << "no key twice";
  for (const auto& k : en) EXPECT_EQ(k.rfind("ttt.", 0), 0u) << k;
  EXPECT_NE(f.lesson.name_key(), nullptr);
  EXPECT_TRUE(en.contains(f.lesson.name_key()));
}

TEST(TicTacToeLesson, ClicksOnTheDrawnBoardPlayAndNewGameClears) {
  Fixture f;
  f.app.app().settings().anim_speed = 1;
  f.click("ttt.cell.4");
  EXPECT_EQ(f.state().find("board")->string, "....X....");
  EXPECT_TRUE(f.lesson.animating()) << "the mark grows in";
  for (int i = 0; i < 30; ++i) f.frame();
  EXPECT_FALSE(f.lesson.animating());
  f.click("ttt.cell.0");
  f.click("ttt.cell.0");  // taken: a message, no move
  EXPECT_EQ(f.state().find("board")->string, "O...X....");
  f.click("ttt.symmetry");
  EXPECT_TRUE(f.lesson.symmetry());
  f.click("ttt.new");
  EXPECT_EQ(f.state().find("board")->string, ".........");
  // The board is drawn large: most of the 400-pixel-high area.
  const auto board = f.app.app().items().find("ttt.board");
  ASSERT_TRUE(board);
  EXPECT_GT(board->h, 300.0f);
  // With outcomes hidden (quiz), the hints' badges and the verdict go too; drawing still works.
  f.app.app().settings().quiz_running = true;
  f.frame();
  f.app.app().settings().quiz_running = false;
}

}  // namespace
}  // namespace gtl::app

namespace gtl::app {
namespace {

TEST(TicTacToeLesson, TheBoardExportsAsSvgWithItsMarksAndTheStruckLine) {
  Fixture f;
  std::string err;
  for (const std::int64_t cell : {0, 3, 4, 5, 8}) ASSERT_TRUE(f.lesson.play(cell, err)) << err;
  const std::vector<LessonDrawing> d = f.lesson.drawings();
  ASSERT_EQ(d.size(), 1u);
  EXPECT_EQ(d[0].what, "board");
  model::SvgPalette pal;
  const std::string svg = d[0].svg(pal);
  auto count = [&](const std::string& needle) {
    std::size_t n = 0;
    for (std::size_t at = svg.find(needle); at != std::string::npos; at = svg.find(needle, at + 1)) ++n;
    return n;
  };
  EXPECT_NE(svg.find("X wins"), std::string::npos) << "the title says how it ended";
  // 4 grid lines, 2 strokes per X (three of them), 1 struck line; a ring per O.
  EXPECT_EQ(count("<line"), 4u + 6u + 1u);
  EXPECT_EQ(count(model::svg::color(pal.highlight)), 1u) << "the struck line";
  EXPECT_EQ(count(model::svg::color(pal.second)), 2u) << "two O rings";
}

}  // namespace
}  // namespace gtl::app
