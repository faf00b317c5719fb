#include "app/lessons/subtraction/lesson.hpp"

#include <algorithm>

#include "app/kit/settings.hpp"
#include "core/graph_builder.hpp"
#include "model/i18n.hpp"
#include "model/view_common.hpp"
#include "core/quantity_text.hpp"

namespace gtl::app {

using i18n::tr;
using i18n::tr_fmt;

namespace {

// The rules with the words of the UI's language (the core's game speaks
// English for the solvers), and a measure the graph builder can hold: it
// keeps measures in 32 bits, so positions are counted from `base`, the
// lowest pile a capped graph from the start can reach.
struct WordedSubtractionGame : subtraction::SubtractionGame {
  std::uint64_t base = 0;
  std::uint32_t measure(Position p) const { return static_cast<std::uint32_t>(p - base); }
  std::string describe(Position p) const {
    std::string d = tr_fmt(p == 1 ? "subtraction.words_one" : "subtraction.words_many", p);
    if (moves(p).empty()) d += tr(misere ? "subtraction.words_over_misere" : "subtraction.words_over_normal");
    return d;
  }
  std::string move_label(Move t) const { return tr_fmt("words.take", t); }
};


}  // namespace

// ------------------------------------------------------------------ the lesson

SubtractionLesson::SubtractionLesson(const LessonContext& context) : settings_(context.settings), values_(context.values) {}

bool SubtractionLesson::load(const std::vector<std::int64_t>& takes, std::int64_t n, bool misere,
                             std::string& error) {
  if (!play_.new_game(takes, n, misere, error)) return false;
  timeline_ui_.autoplay = false;
  takes_text_ = text::join(play_.takes(), ", ");
  n_text_ = std::to_string(play_.start());
  misere_edit_ = misere;
  message_.clear();
  // The strip shows the pre-period and three periods, so the pattern is visible.
  if (const auto& p = play_.table().period())
    strip_count_ = static_cast<int>(std::clamp<std::uint64_t>(p->start + 3 * p->length, 60, kSubtractionStripMax));
  return true;
}

bool SubtractionLesson::play(std::int64_t move, std::string& error) {
  play_.skip_animation();
  timeline_ui_.autoplay = false;
  if (!play_.take(move, error)) return false;
  if (settings_.anim() <= 0) play_.skip_animation();
  return true;
}

void SubtractionLesson::update(double seconds) {
  play_.advance(seconds, settings_.anim());
  timeline_ui_.play_loop(seconds, settings_.anim_speed, play_.animating(), 0.5, [this] {
    const auto best = play_.best_take();
    if (!best) return false;
    std::string ignored;
    play_.take(*best, ignored);
    if (settings_.anim() <= 0) play_.skip_animation();
    return true;
  });
}

void SubtractionLesson::register_automation(Automation& a) {
  a.on("subtraction.new",
       "{type:'subtraction.new', take:[...], n, misere} — new subtraction game (take sizes 1..100, at most 12; "
       "n up to 10^18; misere optional)",
       // Any whole take sizes here, so the lesson's own check says what is wrong with them.
       {Param::int_list("take", -1'000'000, 1'000'000, 64),
        Param::integer("n", -1, static_cast<std::int64_t>(subtraction::kMaxPile)), Param::boolean("misere").optional()},
       [this](const Args& args) {
         std::string err;
         if (!load(args.int_list("take"), args.integer("n"), args.boolean_or("misere", false), err))
           return ActionResult::failure(err);
         return ActionResult::success();
       });
  a.on("subtraction.take", "{type:'subtraction.take', k} — the player to move takes k counters",
       {Param::integer("k", -1'000'000, 1'000'000)}, [this](const Args& args) {
         std::string err;
         if (!play(args.integer("k"), err)) return ActionResult::failure(err);
         return ActionResult::success();
       });
  a.section("subtraction", [this](json::Writer& w) { write_state(w); });
}

void SubtractionLesson::write_state(json::Writer& w) const {
  w.begin_object();
  w.key("take").begin_array();
  for (auto t : play_.takes()) w.value(static_cast<std::uint64_t>(t));
  w.end_array();
  w.key("n").value(play_.start());
  w.key("misere").value(play_.misere());
  w.key("left").value(play_.left());
  w.key("toMove").value(play_.to_move() == 0 ? "first" : "second");
  w.key("outcome").value(std::string(1, letter(play_.outcome(play_.left()))));
  w.key("grundy").value(play_.grundy(play_.left()));
  w.key("winningMoves").begin_array();
  for (auto t : play_.winning_takes()) w.value(static_cast<std::uint64_t>(t));
  w.end_array();
  w.key("gameOver").value(play_.game_over());
  w.key("result").value(play_.game_over() ? play_.result_text() : std::string());
  w.key("strip").begin_object();
  std::string outcomes;
  for (int n = 0; n < strip_count_; ++n) outcomes += letter(play_.outcome(static_cast<std::uint64_t>(n)));
  w.key("outcomes").value(outcomes);
  w.key("grundy").begin_array();
  for (int n = 0; n < strip_count_; ++n) w.value(play_.grundy(static_cast<std::uint64_t>(n)));
  w.end_array();
  if (const auto& p = play_.table().period()) w.key("preperiod").value(p->start).key("period").value(p->length);
  else w.key("preperiod").null().key("period").null();
  w.key("count").value(strip_count_);
  w.end_object();
  w.key("treeCapped").value(play_.start() + 1 > kSubtractionTreePositions);
  w.key("query").value(query_answer_);
  w.key("message").value(message_);
  w.end_object();
}

Lesson::TreeSource SubtractionLesson::tree_source() const {
  WordedSubtractionGame game;
  game.takes = play_.takes();
  game.pile = play_.start();
  game.misere = play_.misere();
  // A capped graph reaches at most (cap + 1) levels of the largest take below n.
  const std::uint64_t reach = (kSubtractionTreePositions + 2) * static_cast<std::uint64_t>(game.takes.back());
  game.base = game.pile > reach ? game.pile - reach : 0;
  std::string key = std::string("subtraction:") + i18n::code(i18n::lang()) + ":" + std::to_string(game.pile) +
                    (game.misere ? ":misere:" : ":normal:") + text::join(game.takes, ",");
  const SubtractionPlay* play = &play_;
  return {std::move(key), [game, play] {
            return build_graph(game, game.start(), GraphOptions{kSubtractionTreePositions, true},
                               [play](std::uint64_t p) { return play->exact(p); });
          }};
}

LessonHooks SubtractionLesson::hooks() {
  LessonHooks h;
  h.game_over = [this] { return play_.game_over(); };
  h.best_move = [this]() -> std::optional<std::int64_t> {
    if (auto t = play_.best_take()) return *t;
    return std::nullopt;
  };
  h.play = [this](std::int64_t k) {
    std::string ignored;
    return play(k, ignored);
  };
  h.side_name = SubtractionPlay::side_name;
  h.animating = [this] { return play_.animating(); };
  h.load_small = [this] {  // the same rules on a pile small enough to work out at the board
    std::string ignored;
    const std::vector<std::int64_t> takes(play_.takes().begin(), play_.takes().end());
    load(takes, std::min<std::int64_t>(static_cast<std::int64_t>(play_.start()), 8), play_.misere(), ignored);
  };
  h.verdict = [this] {
    const std::string who = SubtractionPlay::side_name(play_.to_move());
    if (play_.game_over()) return play_.result_text();
    const auto wins = play_.winning_takes();
    if (!wins.empty()) return tr_fmt("subtraction.verdict_win", who, wins.front());
    return tr_fmt("subtraction.verdict_lose", who);
  };
  return h;
}

// ------------------------------------------------------------------ share links

// What a link leaves out is the first game's: take 1, 3 or 4 from 30, normal play.
const std::vector<std::int64_t> kLinkTakes{1, 3, 4};
constexpr std::int64_t kLinkN = 30;

std::string SubtractionLesson::check_link(const LinkArgs& args) const {
  if (auto bad = args.unknown_key({"take", "n", "misere"})) return *bad;
  std::string err;
  if (args.has("take") && !args.list("take", 1, subtraction::kMaxTake, 1, subtraction::kMaxTakeSizes, err)) return err;
  if (!args.whole("n", 0, static_cast<std::int64_t>(subtraction::kMaxPile), err, kLinkN)) return err;
  if (!args.whole("misere", 0, 1, err, 0)) return err;
  return {};
}

bool SubtractionLesson::open_link(const LinkArgs& args, std::string& error) {
  if (error = check_link(args); !error.empty()) return false;
  const auto takes =
      args.has("take") ? *args.list("take", 1, subtraction::kMaxTake, 1, subtraction::kMaxTakeSizes, error) : kLinkTakes;
  const auto n = *args.whole("n", 0, static_cast<std::int64_t>(subtraction::kMaxPile), error, kLinkN);
  const auto misere = *args.whole("misere", 0, 1, error, 0);
  return load(takes, n, misere == 1, error);
}

LinkArgs SubtractionLesson::link_args() const {
  LinkArgs args;
  const std::vector<std::int64_t> takes(play_.takes().begin(), play_.takes().end());
  args.add("take", takes);
  args.add("n", std::to_string(play_.start()));
  if (play_.misere()) args.add("misere", "1");
  return args;
}

// ------------------------------------------------------------------ export

model::StripDrawing SubtractionLesson::strip_drawing() const {
  const bool hidden = settings_.outcomes_hidden();
  model::StripDrawing d;
  d.first = 0;  // the strip starts at the empty pile
  const auto& period = play_.table().period();
  if (hidden) {
    d.heading = tr("subtraction.strip_hidden");
  } else if (period) {
    d.heading = tr_fmt("subtraction.strip_period", period->start, period->length);
    d.period_start = period->start;
    d.period_length = period->length;
  } else {
    d.heading = tr("subtraction.strip_no_period");
  }
  for (int n = 0; n < strip_count_; ++n)
    d.outcomes.push_back(hidden ? Outcome::Unknown : play_.outcome(static_cast<std::uint64_t>(n)));
  d.title = title();
  return d;
}

std::vector<LessonDrawing> SubtractionLesson::drawings() {
  return {{"strip", "subtraction.export_strip",
           [this](const model::SvgPalette& p) { return model::strip_svg(strip_drawing(), p); }}};
}

std::string SubtractionLesson::title() const {
  return tr_fmt(play_.misere() ? "subtraction.title_misere" : "subtraction.title_normal", text::join(play_.takes(), ","),
                play_.start());
}

// ------------------------------------------------------------------ words

namespace {

}  // namespace

std::span<const i18n::Entry> SubtractionLesson::strings(i18n::Lang lang) const {
  return lang == i18n::Lang::Zh ? subtraction_words::zh() : subtraction_words::en();
}

// The accessible twin's board: a button per take size (the winning ones said
// so when hints are shown), disabled when it doesn't fit; the moves in words.
TwinBoard SubtractionLesson::twin_board() const {
  TwinBoard b;
  std::vector<std::uint32_t> best;
  if (settings_.show_hints() && !play_.game_over()) best = play_.winning_takes();
  for (const std::uint32_t k : play_.takes()) {
    const std::string n = std::to_string(k);
    const bool is_best = std::find(best.begin(), best.end(), k) != best.end();
    b.cells.push_back({.key = "subtraction" + n,
                       .name = tr_fmt(is_best ? "subtraction.a11y.take_best" : "subtraction.a11y.take", n),
                       .item = "subtraction.take." + n, .action = R"({"type":"subtraction.take","k":)" + n + "}",
                       .value = n, .disabled = play_.game_over() || !play_.fits(k)});
  }
  for (const auto m : play_.timeline().moves()) b.moves.push_back(tr_fmt("subtraction.a11y.take", m));
  return b;
}

// The take sizes that fit the pile; the right ones win.
std::optional<ClassMoves> SubtractionLesson::class_moves() const {
  if (play_.game_over()) return std::nullopt;
  ClassMoves c;
  for (auto t : play_.takes())
    if (play_.fits(t)) c.options.push_back(std::to_string(t));
  for (auto t : play_.winning_takes()) c.right.push_back(std::to_string(t));
  return c;
}

}  // namespace gtl::app
