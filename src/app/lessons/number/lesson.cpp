// The Number Game's Lesson glue: its tree, share link, automation actions
// and state. The board's drawing is board.cpp; the model is model.hpp.
#include "app/lessons/number/lesson.hpp"

#include <algorithm>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "app/kit/settings.hpp"
#include "core/graph_builder.hpp"
#include "core/judge_io.hpp"
#include "model/i18n.hpp"

namespace gtl::app {

using i18n::tr_fmt;

namespace ng = number_game;

namespace {
constexpr double kNumberAutoplayPause = 0.6;  // seconds between autoplayed moves at speed 1
// A board is solved before it is shown, so its tree needs only the positions a
// class can look at: the graph stops here and its frontier takes its values
// from the lesson's solver. (2..24 has 14,930 positions; 2..32's full graph has
// 5.6 M edges, ~300 MB and seconds to build.)
constexpr std::size_t kNumberTreePositions = 20'000;

const char* kind_name(ng::ForbiddenNumber::Kind k) {
  switch (k) {
    case ng::ForbiddenNumber::Kind::Multiple: return "multiple";
    case ng::ForbiddenNumber::Kind::Sum: return "sum";
    default: return "named";
  }
}

// The tree's graph of a board, built in slices; its frontier takes values from a solve.
std::unique_ptr<SlicedGraph> tree_graph(int max, ng::Allowed start, NumberBoardJob::Frontier frontier) {
  return sliced_graph(WordedNumberGame{{max}}, start, GraphOptions{kNumberTreePositions, true},
                      std::move(frontier));
}

// The tree's key for a board: the words follow the language, so a language
// change rebuilds it.
std::string tree_key(int max, ng::Allowed start) {
  return "number:" + std::to_string(max) + ":" + std::to_string(start) + ":" + i18n::code(i18n::lang());
}
}  // namespace

NumberLesson::NumberLesson(const LessonContext& context)
    : settings_(context.settings),
      values_(context.values),
      busy_(&context.busy),
      judge_({.game = "number", .answer_item = "case", .input_id = "##numjudge", .input_height = 80, .tip = {}},
             "1 2\n2 2 3\n5 2 3 4 5 6\n0\n", [this](const std::string& input) { return judge(input); }) {}

JudgePanel::Verdict NumberLesson::judge(const std::string& input) {
  const judge::NumberInput in = judge::parse_number_judge(input, kNumberLessonMaxN);
  JudgePanel::Verdict v;
  judge_cases_.clear();
  for (const std::string& w : in.warnings) v.warnings += w + "\n";
  int k = 0;
  for (const judge::NumberCase& c : in.cases) {
    const auto moves = judge_memo_.winning_moves(ng::from_numbers(c.numbers));
    std::string text = judge::format_number_case(++k, moves);
    v.output += text;
    while (!text.empty() && text.back() == '\n') text.pop_back();
    v.answers.push_back(std::move(text));  // a case's block, clicked to load it
    judge_cases_.push_back(c.numbers);
  }
  v.error = in.error ? in.error->to_string() : std::string();
  return v;
}

bool NumberLesson::play(std::int64_t move, std::string& error) {
  // The model words the refusal of any number off the board; the clamp only
  // keeps a huge link value from wrapping into one that is on it.
  return pick(static_cast<int>(std::clamp<std::int64_t>(move, -1, kNumberLessonMaxN + 1)), error);
}

Lesson::TreeSource NumberLesson::tree_source() const {
  const int max = model_.max();
  const ng::Allowed start = model_.start();
  // The key names the values' source: the tree is rebuilt when the exact
  // values (with the plies) replace the table's.
  std::string key = tree_key(max, start) + (model_.remoteness_pending() ? ":table" : "");
  return {key, [this, key, max, start] {
            // The board's job built it in slices already (when_solved); a
            // board shown another way (the app's first, a language change)
            // builds it here at once.
            std::optional<PreparedTree> prepared = std::exchange(prepared_tree_, std::nullopt);
            if (prepared && prepared->key == key) return std::move(prepared->graph);
            std::unique_ptr<SlicedGraph> g =
                tree_graph(max, start, [&m = model_](ng::Allowed p) { return m.known_value(p); });
            g->step(~std::size_t{0});
            return g->take();
          }};
}

LessonHooks NumberLesson::hooks() {
  LessonHooks h;
  NumberModel& m = model_;
  h.game_over = [&m] { return m.allowed() == 0; };
  h.best_move = [&m]() -> std::optional<std::int64_t> {
    if (auto x = m.best_move()) return *x;
    return std::nullopt;
  };
  h.play = [this](std::int64_t x) {
    std::string err;
    return play(x, err);
  };
  h.side_name = [](int side) { return std::string(player_name(side == 0 ? Player::First : Player::Second)); };
  h.animating = [&m] { return m.animating(); };
  h.load_small = [&m] {  // {2,...,6}: 40 induction steps, worked out at the board
    std::string err;
    m.new_game(6, err);
  };
  h.verdict = [&m] {
    const std::string p = player_name(m.to_move());
    if (m.allowed() == 0) return tr_fmt("verdict.no_number_left", p);
    if (m.outcome() == Outcome::Win) return tr_fmt("verdict.number_winning", p, m.winning_moves().front());
    return tr_fmt("verdict.number_losing", p);
  };
  return h;
}

std::optional<NumberLesson::LinkStart> NumberLesson::link_start(const LinkArgs& args,
                                                                        std::string& error) const {
  if (auto bad = args.unknown_key({"max", "allowed"})) {
    error = *bad;
    return std::nullopt;
  }
  LinkStart s{20, std::nullopt};
  if (args.has("max")) {
    const auto max = args.whole("max", ng::kMinNumber, kNumberLessonMaxN);
    if (!max) {
      error = tr_fmt("link.err.max", kNumberLessonMaxN, args.quoted("max"));
      return std::nullopt;
    }
    s.max = static_cast<int>(*max);
  }
  if (args.has("allowed")) {
    const auto ys = args.list("allowed", ng::kMinNumber, kNumberLessonMaxN, static_cast<std::size_t>(kNumberLessonMaxN));
    if (!ys) {
      error = tr_fmt("link.err.allowed", kNumberLessonMaxN, args.quoted("allowed"));
      return std::nullopt;
    }
    s.allowed.emplace(ys->begin(), ys->end());
    // With max given, every allowed number must be on that board (max=20&allowed=2,25
    // is a mistake, not a request for 2..25); without it the board is as large as
    // the position needs, as the lesson does.
    for (int y : *s.allowed) {
      if (args.has("max") && y > s.max) {
        error = tr_fmt("link.err.off_board", y, s.max);
        return std::nullopt;
      }
      s.max = std::max(s.max, y);
    }
  }
  return s;
}

std::string NumberLesson::check_link(const LinkArgs& args) const {
  std::string error;
  link_start(args, error);
  return error;
}

void NumberLesson::when_link_ready(const LinkArgs& args, std::function<void()> ready) {
  std::string error;
  const auto s = link_start(args, error);
  if (!s) return ready();  // open_link then says what is wrong
  const int max = s->allowed ? std::max(s->max, model_.max_for(*s->allowed)) : s->max;
  when_solved(max, s->allowed ? ng::from_numbers(*s->allowed) : ng::full(max), std::move(ready));
}

bool NumberLesson::open_link(const LinkArgs& args, std::string& error) {
  const auto s = link_start(args, error);
  if (!s) return false;
  timeline_ui_.autoplay = false;
  return model_.new_game(s->max, error) && (!s->allowed || model_.set_position(*s->allowed, error));
}

LinkArgs NumberLesson::link_args() const {
  LinkArgs a;
  a.add("max", std::to_string(model_.max()));
  if (model_.start() != ng::full(model_.max())) {
    const auto ys = ng::numbers(model_.start());
    const std::vector<std::int64_t> allowed(ys.begin(), ys.end());
    a.add("allowed", allowed);
  }
  return a;
}

std::string NumberLesson::title() const { return tr_fmt("export.game.number", model_.max()); }

std::vector<LessonDrawing> NumberLesson::drawings() {
  return {{"board", "export.what.board", [this](const model::SvgPalette& p) {
             BoardDrawing d = board_drawing();
             d.title = tr_fmt("export.title.board", title(), position_words(timeline()), player_name(model_.to_move()));
             return board_svg(d, p);
           }}};
}

bool NumberLesson::pick(int x, std::string& error) {
  model_.skip_animation();
  timeline_ui_.autoplay = false;
  if (!model_.pick(x, error)) return false;
  if (settings_.anim() <= 0) model_.skip_animation();
  return true;
}

void NumberLesson::when_solved(int max, ng::Allowed start, std::function<void()> show) {
  if (!busy_) {
    show();
    return;
  }
  // A start the lesson's solver knows (a position of the board shown) skips
  // the solve; its tree is still built in slices (a 2..40 position's is as
  // large as the board's). Starting the job replaces any running one: the
  // latest board asked for is the one shown.
  NumberBoardJob::Frontier known = model_.known_frontier(max, start);
  auto job = std::make_unique<NumberBoardJob>(
      max, start, std::move(known),
      [max, start](NumberBoardJob::Frontier f) { return tree_graph(max, start, std::move(f)); },
      [this, key = tree_key(max, start), show = std::move(show)](std::unique_ptr<NumberSolveJob::NumberSolver> solver,
                                                                  PositionGraph graph) {
        if (solver) model_.adopt_solver(std::move(solver));
        prepared_tree_ = PreparedTree{key + (model_.remoteness_pending() ? ":table" : ""), std::move(graph)};
        show();
      });
  // Shown from the table first (the web's worker builds it before the exact
  // solve): the rest of the solve runs on here, and its values are adopted.
  job->on_table([this](std::shared_ptr<const ng::NumberTable> table, std::unique_ptr<BusyJob> rest) {
    model_.adopt_table(std::move(table));
    exact_ = std::move(rest);
    exact_->table_first()->redirect([this](std::unique_ptr<NumberSolveJob::NumberSolver> solver) {
      if (solver) model_.adopt_solver(std::move(solver));
    });
  });
  // A new board's solve replaces one still running for the board before.
  exact_.reset();
  busy_->start(std::move(job));
}

void NumberLesson::run_exact() {
  if (!exact_) return;
  // A slice a frame: polling the worker is nothing; copying its values in is
  // done in pieces (WorkerSolveJob::receive), each slice well under a frame.
  constexpr double kSliceMs = 12;
  if (!exact_->run_for(kSliceMs)) return;
  std::unique_ptr<BusyJob> done = std::move(exact_);
  done->finish();
}

// Both validated by the caller (the range of max and of every number), so the
// model accepts them; they change the board once it is solved.
void NumberLesson::new_game(int max) {
  when_solved(max, ng::full(max), [this, max] {
    std::string err;
    model_.new_game(max, err);
    new_max_ = max;
    timeline_ui_.autoplay = false;
  });
}

void NumberLesson::set_position(const std::vector<int>& allowed) {
  when_solved(model_.max_for(allowed), ng::from_numbers(allowed), [this, allowed] {
    std::string err;
    model_.set_position(allowed, err);
    timeline_ui_.autoplay = false;
  });
}

void NumberLesson::update(double seconds) {
  run_exact();
  model_.advance(seconds, settings_.anim());
  timeline_ui_.play_loop(seconds, settings_.anim_speed, model_.animating(), kNumberAutoplayPause, [this] {
    const auto m = model_.best_move();
    if (!m) return false;
    std::string err;
    model_.pick(*m, err);
    if (settings_.anim() <= 0) model_.skip_animation();
    return true;
  });
}

void NumberLesson::register_automation(Automation& a) {
  a.on("number.method", "{type:'number.method', method} — 'auto' (the table where faster) or 'search', for new boards",
       {Param::text("method")}, [](const Args& args) {
         const std::string& m = args.text("method");
         if (m != "auto" && m != "search") return ActionResult::failure("field \"method\" must be \"auto\" or \"search\"");
         set_number_method(m == "auto" ? NumberMethod::automatic : NumberMethod::search);
         return ActionResult::success();
       });
  a.on("number.new", "{type:'number.new', max} — new game on 2..max",
       {Param::integer("max", ng::kMinNumber, kNumberLessonMaxN)}, [this](const Args& args) {
         new_game(static_cast<int>(args.integer("max")));
         return ActionResult::success();
       });
  a.on("number.set", "{type:'number.set', allowed:[...]} — a judge position (the allowed numbers)",
       {Param::int_list("allowed", ng::kMinNumber, kNumberLessonMaxN, 64)}, [this](const Args& args) {
         const std::vector<std::int64_t>& list = args.int_list("allowed");
         set_position(std::vector<int>(list.begin(), list.end()));
         return ActionResult::success();
       });
  a.on("number.pick", "{type:'number.pick', value} — name an allowed number",
       {Param::integer("value", -1000000, 1000000)}, [this](const Args& args) {
         std::string err;
         if (!pick(static_cast<int>(args.integer("value")), err)) return ActionResult::failure(err);
         return ActionResult::success();
       });
  a.on("number.judge", "{type:'number.judge', input} — run the judge panel on POJ 1143 input", {Param::text("input")},
       [this](const Args& args) {
         judge_.set_input(args.text("input"));
         return ActionResult::success();
       });
  a.on("number.judgeLoad", "{type:'number.judgeLoad', index} — load judge case `index` (1-based) on the board",
       {Param::integer("index", 1, 100000)}, [this](const Args& args) {
         const auto i = static_cast<std::size_t>(args.integer("index"));
         judge_.refresh();
         if (i > judge_cases_.size())
           return ActionResult::failure("the judge input has " + std::to_string(judge_cases_.size()) + " cases");
         set_position(judge_cases_[i - 1]);
         return ActionResult::success();
       });
  a.on("anim.pause", "{type:'anim.pause', paused} — pause or resume the naming animation", {Param::boolean("paused")},
       [this](const Args& args) {
         model_.set_paused(args.boolean("paused"));
         return ActionResult::success();
       });
  a.on("anim.skip", "{type:'anim.skip'} — show the end of the naming animation at once", {}, [this](const Args&) {
    model_.skip_animation();
    return ActionResult::success();
  });
  a.section("number", [this](json::Writer& w) { write_state(w); });
}

void NumberLesson::write_state(json::Writer& w) {
  w.begin_object();
  w.key("max").value(model_.max());
  w.key("allowed").begin_array();
  for (int y : ng::numbers(model_.allowed())) w.value(y);
  w.end_array();
  w.key("startReachable").value(model_.start_reachable());
  w.key("named").begin_array();
  for (const NamedNumber& n : model_.named()) {
    w.begin_object().key("value").value(n.value).key("by").value(n.by == Player::First ? "first" : "second");
    w.key("player").value(player_name(n.by, i18n::Lang::En)).end_object();
  }
  w.end_array();
  w.key("forbidden").begin_array();
  for (const ForbiddenNumber& f : model_.forbidden()) {
    w.begin_object().key("value").value(f.value);
    w.key("kind").value(f.move_index < 0 ? "initial" : kind_name(f.kind));
    w.key("why").value(f.why).key("move").value(f.move_index).end_object();
  }
  w.end_array();
  w.key("toMove").value(model_.to_move() == Player::First ? "first" : "second");
  w.key("toMovePlayer").value(player_name(model_.to_move(), i18n::Lang::En));
  w.key("outcome").value(word(model_.outcome()));
  w.key("remoteness");  // null while the plies are still being counted (method "table")
  if (remoteness_pending(model_.remoteness())) w.null();
  else w.value(model_.remoteness());
  // Which solver answers the board: "table" (the full outcome table, the
  // remoteness pending until the exact solve's values arrive) or "search".
  w.key("method").value(model_.method());
  w.key("remotenessPending").value(model_.remoteness_pending());
  w.key("winningMoves").begin_array();
  for (int x : model_.winning_moves()) w.value(x);
  w.end_array();
  w.key("gameOver").value(model_.allowed() == 0);
  w.key("caption").value(model_.caption());
  const JudgePanel::Verdict& judged = judge_.verdict();
  w.key("judge").begin_object().key("output").value(judged.output).key("error").value(judged.error);
  w.key("warnings").value(judged.warnings).end_object();
  write_animation(w);
  write_header(w);
  write_board(w);
  w.end_object();
}

void NumberLesson::write_animation(json::Writer& w) {
  w.key("animation").begin_object();
  w.key("playing").value(model_.animating());
  w.key("phase").value(anim_phase_name(model_.anim_phase()));
  w.key("paused").value(model_.paused());
  w.key("autoplay").value(timeline_ui_.autoplay);
  // The step shown now and the tiles it is built from (lit on the board).
  w.key("current");
  if (const ng::ForbiddenNumber* cur = model_.anim_current()) {
    w.begin_object().key("value").value(cur->number).key("kind").value(kind_name(cur->kind));
    w.key("why").value(cur->why).key("sources").begin_array();
    for (int t : ng::source_tiles(*cur)) w.value(t);
    w.end_array().end_object();
  } else {
    w.null();
  }
  w.end_object();
}

void NumberLesson::write_header(json::Writer& w) {
  // What the header shows: the position before the last move until its animation ends.
  const ng::Allowed hp = model_.header_position();
  w.key("header").begin_object();
  w.key("player").value(player_name(model_.header_to_move(), i18n::Lang::En));
  if (settings_.outcomes_hidden()) {
    w.key("outcome").value("hidden").key("remoteness").null().key("winningMoves").null();
  } else {
    const Solution v = model_.value_of(hp);
    w.key("outcome").value(word(v.outcome)).key("remoteness");
    if (remoteness_pending(v.remoteness)) w.null();
    else w.value(v.remoteness);
    w.key("winningMoves").begin_array();
    if (settings_.show_hints())
      for (int x : model_.winning_moves_of(hp)) w.value(x);
    w.end_array();
  }
  w.end_object();
}

void NumberLesson::write_board(json::Writer& w) {
  // The board as last drawn: tile pitch, the number's font size, the widest
  // text in any tile and how many texts left their tile or touched another
  // (0 when nothing is cut off or covered), the hovered tile and its preview.
  w.key("board").begin_object();
  w.key("tileW").value(static_cast<double>(tile_.w - tile_.gap)).key("tileH").value(static_cast<double>(tile_.h - tile_.gap));
  w.key("numberPx").value(static_cast<double>(tile_.number_px));
  w.key("widestText").value(static_cast<double>(widest_text_)).key("textOverflows").value(text_overflows_);
  w.key("hovered");
  if (hovered_) w.value(*hovered_);
  else w.null();
  w.key("hoverText").value(hover_text_);
  w.key("preview").begin_array();
  for (const auto& f : preview_)
    if (f.kind != ng::ForbiddenNumber::Kind::Named)
      w.begin_object().key("value").value(f.number).key("strikes").value(f.kind == ng::ForbiddenNumber::Kind::Multiple ? 1 : 2).end_object();
  w.end_array();
  w.end_object();
}

// The accessible twin's board: a tile per number of 2..max, named with its
// state as the board draws it (allowed, a winning move when hints are shown,
// named by whom, forbidden and why); naming it is number.pick.
TwinBoard NumberLesson::twin_board() const {
  // winning_moves_of fills the solver's memo; nothing shown changes.
  NumberModel& m = const_cast<NumberModel&>(model_);
  std::vector<int> wins;
  if (settings_.show_hints()) wins = m.winning_moves_of(m.header_position());
  const std::vector<int> allowed = ng::numbers(m.allowed());
  TwinBoard b;
  for (int n = 2; n <= m.max(); ++n) {
    const bool ok = std::binary_search(allowed.begin(), allowed.end(), n);
    std::string name;
    if (const NamedNumber* named = m.named_entry(n)) name = tr_fmt("number.a11y.tile_named", n, player_name(named->by));
    else if (ok) name = tr_fmt(std::find(wins.begin(), wins.end(), n) != wins.end() ? "number.a11y.tile_winning" : "number.a11y.tile_allowed", n);
    else if (const ForbiddenNumber* f = m.forbidden_entry(n); f && !f->why.empty()) name = tr_fmt("number.a11y.tile_forbidden", n, f->why);
    else name = tr_fmt("number.a11y.tile_forbidden_plain", n);
    json::Writer act;
    act.begin_object().key("type").value("number.pick").key("value").value(n).end_object();
    b.cells.push_back({.key = "n" + std::to_string(n), .name = std::move(name), .item = "tile." + std::to_string(n),
                       .action = act.str(), .value = std::to_string(n), .disabled = !ok || allowed.empty()});
  }
  b.caption = m.caption();
  return b;
}

// The numbers the player to move may name; the right ones win.
std::optional<ClassMoves> NumberLesson::class_moves() const {
  NumberModel& m = const_cast<NumberModel&>(model_);  // winning_moves fills the solver's memo
  if (m.allowed() == 0) return std::nullopt;
  ClassMoves c;
  for (int y : ng::numbers(m.allowed())) c.options.push_back(std::to_string(y));
  for (int x : m.winning_moves()) c.right.push_back(std::to_string(x));
  return c;
}

}  // namespace gtl::app
