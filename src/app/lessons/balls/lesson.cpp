// The ball game's Lesson glue: its tree, share link, automation actions and
// state. The drawing is board.cpp; the model is model.hpp.
#include "app/lessons/balls/lesson.hpp"

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "app/kit/settings.hpp"
#include "core/graph_builder.hpp"
#include "core/judge_io.hpp"
#include "model/i18n.hpp"

namespace gtl::app {

using i18n::tr;
using i18n::tr_fmt;

BallLesson::BallLesson(const LessonContext& context)
    : settings_(context.settings),
      values_(context.values),
      judge_({.game = "balls",
              .answer_item = "answer",
              .answers_in_a_row = true,
              .row_label_key = "balls.output",
              .tip =
                  [this](std::size_t i) {
                    return tr_fmt("balls.judge_case_tip", static_cast<unsigned long long>(judge_counts_[i]));
                  }},
             "1 2 3\n1 2 3 4 5\n", [this](const std::string& input) { return judge(input); }) {}

JudgePanel::Verdict BallLesson::judge(const std::string& input) {
  const judge::BallInput in = judge::parse_ball_judge(input);
  JudgePanel::Verdict v;
  v.error = in.error ? in.error->to_string() : std::string();
  judge_takes_.assign(in.takes.begin(), in.takes.end());
  judge_counts_ = in.counts;
  if (in.error || in.takes.empty()) return v;
  ball_game::BallOracle oracle(ball_game::normalize_takes(in.takes));
  std::vector<Outcome> outs;
  for (const auto n : in.counts) {
    const auto o = oracle.outcome(n);
    if (!o) {
      v.error = tr_fmt("balls.judge_beyond", n);
      return v;
    }
    outs.push_back(*o);
    v.answers.emplace_back(1, judge_symbol(*o));  // "+", "0", "-": clicked to load that N
  }
  if (!outs.empty()) v.output = judge::format_ball_answers(outs);
  return v;
}

Lesson::TreeSource BallLesson::tree_source() const {
  const BallModel& m = model_;
  std::string key = std::string("balls:") + i18n::code(i18n::lang()) + ":" + std::to_string(m.start());
  for (auto t : m.takes()) key += ":" + std::to_string(t);
  WordedBallGame game{{m.takes(), m.start()}};
  return {key, [game] { return build_graph(game, game.start(), GraphOptions{kTreeMaxPositions, true}); }};
}

LessonHooks BallLesson::hooks() {
  LessonHooks h;
  BallModel& m = model_;
  h.game_over = [&m] { return m.game_over(); };
  h.best_move = [&m]() -> std::optional<std::int64_t> {
    auto b = m.best_moves();
    if (b.empty()) return std::nullopt;
    return static_cast<std::int64_t>(b.front());
  };
  h.play = [this](std::int64_t k) {
    std::string err;
    return take(k, err);
  };
  h.side_name = [](int side) { return std::string(tr(side == 0 ? "player.first_generic" : "player.second_generic")); };
  h.animating = [&m] { return m.animating(); };
  h.load_small = [&m] {  // the first judge sample's takes on a small pile
    std::string err;
    const std::vector<std::int64_t> takes(m.takes().begin(), m.takes().end());
    m.new_game(takes, 8, err);
  };
  h.verdict = [&m] {
    const std::string p = tr(m.to_move() == 0 ? "player.first_generic" : "player.second_generic");
    if (m.game_over()) return m.result_text();
    const Solution v = m.value();
    const std::string best = tr_fmt("verdict.take", m.best_moves().front());
    if (v.outcome == Outcome::Win) return tr_fmt("verdict.balls_winning", p, best);
    if (v.outcome == Outcome::Draw) return tr_fmt("verdict.balls_draw", p, best);
    return tr_fmt("verdict.balls_losing", p);
  };
  return h;
}

std::optional<std::pair<std::vector<std::int64_t>, std::int64_t>> BallLesson::link_start(
    const LinkArgs& args, std::string& error) const {
  if (auto bad = args.unknown_key({"take", "n"})) {
    error = *bad;
    return std::nullopt;
  }
  // What a link leaves out is the lesson's first game's (take 1, 2 or 3 from 10
  // balls, as the Game menu opens it): "?game=balls" alone, or either field alone.
  const std::vector<std::int64_t> first_takes{kDefaultTakes.begin(), kDefaultTakes.end()};
  auto takes = args.has("take")
                   ? args.list("take", 1, static_cast<std::int64_t>(kBallLessonMaxTake), kBallLessonMaxTakeCount)
                   : std::optional{first_takes};
  if (!takes || takes->empty()) {
    error = tr_fmt("link.err.take", kBallLessonMaxTakeCount, kBallLessonMaxTake, args.quoted("take"));
    return std::nullopt;
  }
  auto balls = args.has("n") ? args.whole("n", 0, static_cast<std::int64_t>(kBallLessonMaxN)) : std::optional{kDefaultBalls};
  if (!balls) {
    error = tr_fmt("link.err.n", kBallLessonMaxN, args.quoted("n"));
    return std::nullopt;
  }
  return std::pair{std::move(*takes), *balls};
}

std::string BallLesson::check_link(const LinkArgs& args) const {
  std::string error;
  link_start(args, error);
  return error;
}

bool BallLesson::open_link(const LinkArgs& args, std::string& error) {
  const auto s = link_start(args, error);
  return s && load(s->first, s->second, error);
}

LinkArgs BallLesson::link_args() const {
  LinkArgs a;
  const std::vector<std::int64_t> takes(model_.takes().begin(), model_.takes().end());
  a.add("take", takes);
  a.add("n", std::to_string(model_.start()));
  return a;
}

std::string BallLesson::title() const {
  std::string takes;
  for (auto t : model_.takes()) takes += (takes.empty() ? "" : ", ") + std::to_string(t);
  return tr_fmt("export.game.balls", takes);
}

std::vector<LessonDrawing> BallLesson::drawings() {
  return {{"strip", "export.what.strip", [this](const model::SvgPalette& p) {
             model::StripDrawing d = strip_drawing();
             d.title = tr_fmt("export.title.strip", title(), d.outcomes.size());
             return model::strip_svg(d, p);
           }}};
}

bool BallLesson::load(const std::vector<std::int64_t>& takes, std::int64_t n, std::string& error) {
  if (!model_.new_game(takes, n, error)) return false;
  timeline_ui_.autoplay = false;
  takes_text_.clear();
  for (auto t : model_.takes()) takes_text_ += (takes_text_.empty() ? "" : " ") + std::to_string(t);
  new_n_ = static_cast<int>(n);
  // The strip shows at least the pre-period and three periods, so the pattern is visible.
  if (const auto& p = model_.oracle().period())
    strip_count_ = static_cast<int>(std::clamp<std::uint64_t>(p->start + 3 * p->length, 1000, 20000));
  return true;
}

bool BallLesson::take(std::int64_t k, std::string& error) {
  model_.skip_animation();
  timeline_ui_.autoplay = false;
  if (!model_.take(k, error)) return false;
  if (settings_.anim() <= 0) model_.skip_animation();
  return true;
}

void BallLesson::update(double seconds) {
  model_.advance(seconds, settings_.anim());
  timeline_ui_.play_loop(seconds, settings_.anim_speed, model_.animating(), kAutoplayPause, [this] {
    const auto best = model_.best_moves();
    if (best.empty()) return false;
    std::string err;
    model_.take(best.front(), err);
    if (settings_.anim() <= 0) model_.skip_animation();
    return true;
  });
}

void BallLesson::register_automation(Automation& a) {
  a.on("balls.new", "{type:'balls.new', take:[...], n} — new ball game",
       {Param::int_list("take", 1, static_cast<std::int64_t>(kBallLessonMaxTake), kBallLessonMaxTakeCount),
        Param::integer("n", 0, static_cast<std::int64_t>(kBallLessonMaxN))},
       [this](const Args& args) {
         std::string err;
         if (!load(args.int_list("take"), args.integer("n"), err)) return ActionResult::failure(err);
         return ActionResult::success();
       });
  a.on("balls.take", "{type:'balls.take', k} — the player to move takes k balls",
       {Param::integer("k", -1000000, 1000000)}, [this](const Args& args) {
         std::string err;
         if (!take(args.integer("k"), err)) return ActionResult::failure(err);
         return ActionResult::success();
       });
  a.on("balls.judge", "{type:'balls.judge', input} — run the judge panel on two lines of input",
       {Param::text("input")}, [this](const Args& args) {
         judge_.set_input(args.text("input"));
         return ActionResult::success();
       });
  a.section("balls", [this](json::Writer& w) { write_state(w); });
}

void BallLesson::write_state(json::Writer& w) {
  w.begin_object();
  w.key("take").begin_array();
  for (auto t : model_.takes()) w.value(static_cast<std::uint64_t>(t));
  w.end_array();
  w.key("n").value(model_.start());
  w.key("left").value(model_.left());
  w.key("held").begin_array().value(model_.held()[0]).value(model_.held()[1]).end_array();
  w.key("toMove").value(model_.to_move() == 0 ? "first" : "second");
  const Solution v = model_.value();
  w.key("outcome").value(std::string(1, judge_symbol(v.outcome)));
  w.key("remoteness").value(v.remoteness);
  w.key("bestMoves").begin_array();
  for (auto t : model_.best_moves()) w.value(static_cast<std::uint64_t>(t));
  w.end_array();
  w.key("gameOver").value(model_.game_over());
  w.key("result").value(model_.game_over() ? model_.result_text() : std::string());
  w.key("animation").begin_object().key("playing").value(model_.animating());
  w.key("autoplay").value(timeline_ui_.autoplay).end_object();
  w.key("strip").begin_object();
  const auto& p = model_.oracle().period();
  if (p) {
    w.key("preperiod").value(p->start).key("period").value(p->length).key("verifiedTo").value(p->verified_to);
  } else {
    w.key("preperiod").null().key("period").null();
  }
  w.key("count").value(strip_count_);
  w.end_object();
  w.key("judge").begin_object().key("output").value(judge_.verdict().output);
  w.key("error").value(judge_.verdict().error).end_object();
  w.key("query").value(query_answer_);
  w.end_object();
}

// The accessible twin's board: a button per take size (the best ones said so
// when hints are shown), disabled when it doesn't fit; the moves in words.
TwinBoard BallLesson::twin_board() const {
  TwinBoard b;
  std::vector<ball_game::Take> best;
  if (settings_.show_hints() && !model_.game_over()) best = model_.best_moves();
  for (const auto k : model_.takes()) {
    const std::string n = std::to_string(k);
    const bool is_best = std::find(best.begin(), best.end(), k) != best.end();
    b.cells.push_back({.key = "balls" + n, .name = tr_fmt(is_best ? "balls.a11y.take_best" : "balls.a11y.take", n),
                       .item = "take." + n, .action = R"({"type":"balls.take","k":)" + n + "}", .value = n,
                       .disabled = model_.game_over() || k > model_.left()});
  }
  for (const auto m : model_.timeline().moves()) b.moves.push_back(tr_fmt("balls.a11y.take", m));
  return b;
}

// The take sizes that fit the pile; the right ones win (fastest or not).
std::optional<ClassMoves> BallLesson::class_moves() const {
  if (model_.game_over()) return std::nullopt;
  ClassMoves c;
  for (auto t : model_.takes())
    if (t <= model_.left()) c.options.push_back(std::to_string(t));
  std::vector<ball_game::Take> wins;
  for (const auto& r : model_.ranked_moves())
    if (r.value.outcome == Outcome::Win) wins.push_back(r.take);
  std::sort(wins.begin(), wins.end());
  for (auto t : wins) c.right.push_back(std::to_string(t));
  return c;
}

}  // namespace gtl::app
