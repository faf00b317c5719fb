#include "app/lessons/balls/lesson.hpp"


#include <algorithm>
#include <charconv>
#include <cmath>

#include "app/a11y.hpp"
#include "app/settings.hpp"
#include "app/item_registry.hpp"
#include "app/theme.hpp"
#include "app/ui_flow.hpp"
#include "core/graph_builder.hpp"
#include "core/judge_io.hpp"
#include "imgui.h"
#include "imgui_stdlib.h"
#include "model/game_words.hpp"
#include "model/i18n.hpp"
#include "model/scene_look.hpp"
#include "model/lesson_layout.hpp"
#include "model/text_format.hpp"

namespace gtl::app {

using i18n::tr;
using i18n::tr_fmt;
using i18n::tr_id;

namespace bg = ball_game;

namespace {
constexpr double kAutoplayPause = 0.5;
constexpr std::uint64_t kMaxDrawnBalls = 200;  // beyond it the pile is drawn as bars with a count

const char* word_for(Outcome o) {
  switch (o) {
    case Outcome::Win: return tr("balls.word_wins");
    case Outcome::Lose: return tr("balls.word_loses");
    case Outcome::Draw: return tr("balls.word_draw");
    default: return "?";
  }
}

// The judge's symbol, as the state and the judge output spell it ("+", "0", "-").
std::string symbol(Outcome o) { return std::string(1, judge_symbol(o)); }

// The outcome leading with a word, so "0" never reads as a count: "Draw (0)",
// "Win (+)", "Lose (−)" (a real minus sign: the hyphen is too small to see).
std::string outcome_name(Outcome o) {
  switch (o) {
    case Outcome::Win: return tr("balls.out_win");
    case Outcome::Lose: return tr("balls.out_lose");
    case Outcome::Draw: return tr("balls.out_draw");
    default: return tr("balls.out_unknown");
  }
}

// + / 0 / − drawn as shapes centred in a box of side `size`: the glyphs of the
// UI font are too small to tell apart in a strip cell, above all in greyscale.
void draw_symbol(ImDrawList* dl, ImVec2 c, float size, Outcome o, ImU32 col) {
  const float h = size * 0.5f, t = std::max(2.0f, size * 0.16f);
  if (o == Outcome::Win || o == Outcome::Lose) dl->AddLine(ImVec2(c.x - h, c.y), ImVec2(c.x + h, c.y), col, t);
  if (o == Outcome::Win) dl->AddLine(ImVec2(c.x, c.y - h), ImVec2(c.x, c.y + h), col, t);
  if (o == Outcome::Draw) dl->AddCircle(c, h * 0.8f, col, 0, t * 0.8f);
}

// A second cue besides hue for the strip (shared with the SVG export).
float cell_height_share(Outcome o) { return model::strip_cell_share(o); }

// The strip's title, longest wording first (the canvas and the SVG export).
std::vector<std::string> strip_titles(bool hidden, const std::optional<ball_game::Period>& period) {
  if (hidden) return {tr("balls.strip_hidden"), tr("balls.strip_hidden_short")};
  if (period) {
    const std::string from = std::to_string(period->start), every = std::to_string(period->length);
    return {tr_fmt("balls.strip_period", from, every), tr_fmt("balls.strip_period_mid", from, every),
            tr_fmt("balls.strip_period_short", from, every), tr_fmt("balls.strip_period_tiny", from, every)};
  }
  return {tr("balls.strip_no_period"), tr("balls.strip_no_period_mid"), tr("balls.strip_no_period_short")};
}

std::vector<std::int64_t> parse_numbers(const std::string& text) {
  std::vector<std::int64_t> out;
  const char* p = text.data();
  const char* end = p + text.size();
  while (p < end) {
    while (p < end && (*p == ' ' || *p == ',' || *p == '\t')) ++p;
    if (p >= end) break;
    std::int64_t v = 0;
    auto [q, ec] = std::from_chars(p, end, v);
    if (ec != std::errc()) return {};
    out.push_back(v);
    p = q;
  }
  return out;
}
}  // namespace

BallLessonView::BallLessonView(const LessonContext& context) : settings_(context.settings), values_(context.values) {}

Lesson::TreeSource BallLessonView::tree_source() const {
  const BallLesson& m = model_;
  std::string key = std::string("balls:") + i18n::code(i18n::lang()) + ":" + std::to_string(m.start_balls());
  for (auto t : m.takes()) key += ":" + std::to_string(t);
  model::WordedBallGame game{{m.takes(), m.start_balls()}};
  return {key, [game] { return build_graph(game, game.start(), GraphOptions{kTreeMaxPositions, true}); }};
}

LessonHooks BallLessonView::hooks() {
  LessonHooks h;
  BallLesson& m = model_;
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

std::optional<std::pair<std::vector<std::int64_t>, std::int64_t>> BallLessonView::link_start(
    const LinkArgs& args, std::string& error) const {
  if (auto bad = args.unknown_key({"take", "n"})) {
    error = *bad;
    return std::nullopt;
  }
  const bool take = args.has("take");
  const bool n = args.has("n");
  // "?game=balls" alone opens the lesson's first game (take 1, 2 or 3 from 10
  // balls), as the Game menu does; one of the two without the other is refused.
  if (!take && !n) return std::pair{std::vector<std::int64_t>{kDefaultTakes.begin(), kDefaultTakes.end()}, kDefaultBalls};
  if (!take || !n) {
    error = tr("link.err.ball_needs");
    return std::nullopt;
  }
  auto takes = args.list("take", 1, static_cast<std::int64_t>(kBallLessonMaxTake), kBallLessonMaxTakeCount);
  if (!takes || takes->empty()) {
    error = tr_fmt("link.err.take", kBallLessonMaxTakeCount, kBallLessonMaxTake, args.quoted("take"));
    return std::nullopt;
  }
  auto balls = args.whole("n", 0, static_cast<std::int64_t>(kBallLessonMaxN));
  if (!balls) {
    error = tr_fmt("link.err.n", kBallLessonMaxN, args.quoted("n"));
    return std::nullopt;
  }
  return std::pair{std::move(*takes), *balls};
}

std::string BallLessonView::check_link(const LinkArgs& args) const {
  std::string error;
  link_start(args, error);
  return error;
}

bool BallLessonView::open_link(const LinkArgs& args, std::string& error) {
  const auto s = link_start(args, error);
  return s && load(s->first, s->second, error);
}

LinkArgs BallLessonView::link_args() const {
  LinkArgs a;
  const std::vector<std::int64_t> takes(model_.takes().begin(), model_.takes().end());
  a.add("take", takes);
  a.add("n", std::to_string(model_.start_balls()));
  return a;
}

std::string BallLessonView::title() const {
  std::string takes;
  for (auto t : model_.takes()) takes += (takes.empty() ? "" : ", ") + std::to_string(t);
  return tr_fmt("export.game.balls", takes);
}

std::vector<LessonDrawing> BallLessonView::drawings() {
  return {{"strip", "export.what.strip", [this](const model::SvgPalette& p) {
             model::StripDrawing d = strip_drawing();
             d.title = tr_fmt("export.title.strip", title(), d.outcomes.size());
             return model::strip_svg(d, p);
           }}};
}

bool BallLessonView::load(const std::vector<std::int64_t>& takes, std::int64_t n, std::string& error) {
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

bool BallLessonView::take(std::int64_t k, std::string& error) {
  model_.skip_animation();
  timeline_ui_.autoplay = false;
  if (!model_.take(k, error)) return false;
  if (settings_.anim() <= 0) model_.skip_animation();
  return true;
}

void BallLessonView::update(double seconds) {
  model_.advance(seconds, settings_.anim());
  if (!timeline_ui_.autoplay_due(seconds, settings_.anim_speed, model_.animating(), kAutoplayPause)) return;
  auto best = model_.best_moves();
  if (best.empty()) {
    timeline_ui_.autoplay = false;
    return;
  }
  std::string err;
  model_.take(best.front(), err);
  if (settings_.anim() <= 0) model_.skip_animation();
}

void BallLessonView::register_automation(Automation& a) {
  a.on("balls.new", "{type:'balls.new', take:[...], n} — new ball game", [this](const json::Value& v) {
    std::string err;
    auto takes = int_list_arg(v, "take", 1, static_cast<std::int64_t>(kBallLessonMaxTake), kBallLessonMaxTakeCount, err);
    if (!takes) return ActionResult::failure(err);
    auto n = int_arg(v, "n", 0, static_cast<std::int64_t>(kBallLessonMaxN), err);
    if (!n || !load(*takes, *n, err)) return ActionResult::failure(err);
    return ActionResult::success();
  }, {"take", "n"});
  a.on("balls.take", "{type:'balls.take', k} — the player to move takes k balls", [this](const json::Value& v) {
    std::string err;
    auto k = int_arg(v, "k", -1000000, 1000000, err);
    if (!k || !take(*k, err)) return ActionResult::failure(err);
    return ActionResult::success();
  }, {"k"});
  a.on("balls.judge", "{type:'balls.judge', input} — run the judge panel on two lines of input",
       [this](const json::Value& v) {
         std::string err;
         auto text = string_arg(v, "input", err);
         if (!text) return ActionResult::failure(err);
         judge_input_ = *text;
         recompute_judge();
         return ActionResult::success();
       }, {"input"});
  a.section("balls", [this](json::Writer& w) { write_state(w); });
}

void BallLessonView::write_state(json::Writer& w) {
  w.begin_object();
  w.key("take").begin_array();
  for (auto t : model_.takes()) w.value(static_cast<std::uint64_t>(t));
  w.end_array();
  w.key("n").value(model_.start_balls());
  w.key("left").value(model_.left());
  w.key("held").begin_array().value(model_.held()[0]).value(model_.held()[1]).end_array();
  w.key("toMove").value(model_.to_move() == 0 ? "first" : "second");
  const Solution v = model_.value();
  w.key("outcome").value(symbol(v.outcome));
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
  w.key("judge").begin_object().key("output").value(judge_output_).key("error").value(judge_error_).end_object();
  w.key("query").value(query_answer_);
  w.end_object();
}

// ------------------------------------------------------------------ drawing

void BallLessonView::draw_status_line() {
  const Solution v = model_.value();
  const int p = model_.to_move();
  // A finished game has nobody to move: its result alone heads the board.
  if (model_.game_over()) {
    ImGui::TextWrapped("%s", model_.result_text().c_str());
    track_item("balls.header");
    return;
  }
  ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(p == 0 ? theme::kFirst : theme::kSecond), "%s",
                     tr(p == 0 ? "balls.first_player" : "balls.second_player"));
  track_item("balls.header");
  ImGui::SameLine();
  ImGui::TextUnformatted(tr("balls.to_move"));
  // Each part on the same line when it fits, else on its own (never cut off).
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  if (settings_.outcomes_hidden()) {
    const char* h = settings_.hidden_outcome_text();
    same_line_if_fits(h, gap);
    ImGui::TextDisabled("%s", h);
    return;
  }
  const std::string o = tr_fmt("balls.outcome_in", outcome_name(v.outcome), word_for(v.outcome), model::plies(v.remoteness));
  same_line_if_fits(o.c_str(), gap);
  ImGui::TextColored(theme::outcome_color_vec(v.outcome), "%s", o.c_str());
  if (!settings_.show_hints()) return;
  std::vector<int> takes;
  for (auto t : model_.best_moves()) takes.push_back(static_cast<int>(t));
  const std::string list = model::number_list(takes, takes.size(), "list.or");  // "1, 3 or 7"
  const std::string best = tr_fmt("balls.best", list);
  same_line_if_fits(best.c_str(), ImGui::GetFontSize());
  ImGui::PushTextWrapPos(0.0f);
  ImGui::TextColored(theme::outcome_color_vec(v.outcome), "%s", best.c_str());
  ImGui::PopTextWrapPos();
}

void BallLessonView::draw_pile_and_hands() {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 origin = ImGui::GetCursorScreenPos();
  const float width = ImGui::GetContentRegionAvail().x;
  const float s = ImGui::GetFontSize();

  // In flight: the last take, moving from the pile to the taker's hand.
  std::uint64_t flying = 0;
  int taker = 0;
  if (model_.animating() && model_.timeline().cursor() > 0) {
    flying = static_cast<std::uint64_t>(model_.timeline().moves()[model_.timeline().cursor() - 1]);
    taker = static_cast<int>((model_.timeline().cursor() - 1) % 2);
  }
  const std::uint64_t left = model_.left();
  const bool bars = left + flying > kMaxDrawnBalls;  // then bars of 100, never thousands of draw calls
  const std::uint64_t hand_max = std::max(model_.held()[0], model_.held()[1]);
  model::BallScene sc = model::ball_scene(width, s, bars ? 0 : left + flying, hand_max);
  const std::uint64_t bar_rows = std::min<std::uint64_t>(6, (left + 99) / 100);
  if (bars) sc = model::ball_scene(width, s, bar_rows * static_cast<std::uint64_t>(sc.pile_per_row), hand_max);
  const float r = sc.radius, pitch = sc.pitch, pad = sc.pad;
  auto box_min = [&](const model::Box& b) { return ImVec2(origin.x + b.x, origin.y + b.y); };
  auto box_max = [&](const model::Box& b) { return ImVec2(origin.x + b.x + b.w, origin.y + b.y + b.h); };
  auto record = [&](const char* id, const model::Box& b) {
    record_item(id, {origin.x + b.x, origin.y + b.y, b.w, b.h});
  };
  auto width_of = [](std::string_view t) { return ImGui::CalcTextSize(t.data(), t.data() + t.size()).x; };
  const ImU32 ink = ImGui::GetColorU32(ImGuiCol_Text);
  auto ball_at = [&](const model::Box& b, int per_row, std::uint64_t i) {
    return ImVec2(origin.x + b.x + pad + r + pitch * static_cast<float>(i % static_cast<std::uint64_t>(per_row)),
                  origin.y + b.y + sc.title_h + pad + r + pitch * static_cast<float>(i / static_cast<std::uint64_t>(per_row)));
  };

  // The pile.
  // The pile's balls and frame take the theme's text colours, so they show on a dark or a light canvas.
  const ImU32 ball_grey = ImGui::GetColorU32(ImGuiCol_Text, 0.8f);
  dl->AddRect(box_min(sc.pile), box_max(sc.pile), ImGui::GetColorU32(ImGuiCol_TextDisabled), 6, 0, 1.5f);
  const std::vector<std::string> pile_titles{tr_fmt("balls.pile_left", left), tr_fmt("balls.pile", left),
                                             std::to_string(left)};
  const std::string pile_title = model::fit_label(pile_titles, sc.pile.w - 2 * pad, width_of);
  dl->AddText(ImVec2(origin.x + sc.pile.x + pad, origin.y + sc.pile.y + pad * 0.5f), ink, pile_title.c_str());
  record("balls.pile", sc.pile);
  if (!bars) {
    for (std::uint64_t i = 0; i < left; ++i) dl->AddCircleFilled(ball_at(sc.pile, sc.pile_per_row, i), r, ball_grey);
  } else {
    const float bar_w = pitch * static_cast<float>(sc.pile_per_row);
    for (std::uint64_t i = 0; i < bar_rows; ++i) {
      const float frac = i + 1 < bar_rows || left % 100 == 0 ? 1.0f : static_cast<float>(left % 100) / 100.0f;
      const ImVec2 p = ball_at(sc.pile, sc.pile_per_row, i * static_cast<std::uint64_t>(sc.pile_per_row));
      dl->AddRectFilled(ImVec2(p.x - r, p.y - r), ImVec2(p.x - r + bar_w * frac, p.y + r), ball_grey, r);
    }
    if (ImGui::IsMouseHoveringRect(box_min(sc.pile), box_max(sc.pile)))
      ImGui::SetTooltip("%s", tr("balls.bars_tip"));
  }
  // The hands, with count and parity.
  for (int h = 0; h < 2; ++h) {
    const model::Box& b = sc.hands[h];
    const ImU32 col = h == 0 ? theme::kFirst : theme::kSecond;
    const std::uint64_t held = model_.held()[static_cast<std::size_t>(h)];
    const std::uint64_t shown = held - (h == taker ? flying : 0);
    const char* parity = tr(held % 2 == 1 ? "balls.odd" : "balls.even");
    const std::vector<std::string> titles{tr_fmt(h == 0 ? "balls.hand_first" : "balls.hand_second", held, parity),
                                          tr_fmt(h == 0 ? "balls.hand_first_short" : "balls.hand_second_short", held, parity),
                                          std::to_string(held) + " " + parity};
    const std::string title = model::fit_label(titles, b.w - 2 * pad, width_of);
    dl->AddText(ImVec2(origin.x + b.x + pad, origin.y + b.y + pad * 0.5f), col, title.c_str());
    const bool to_move = model_.to_move() == h && !model_.game_over();
    dl->AddRect(box_min(b), box_max(b), to_move ? theme::kHighlight : col, 6, 0, to_move ? 3.0f : 1.5f);
    record(h == 0 ? "balls.hand.0" : "balls.hand.1", b);
    const std::uint64_t fits = static_cast<std::uint64_t>(sc.hand_per_row) * static_cast<std::uint64_t>(sc.hand_rows);
    const std::uint64_t drawn = std::min(shown, shown > fits ? fits - 1 : fits);
    for (std::uint64_t i = 0; i < drawn; ++i) dl->AddCircleFilled(ball_at(b, sc.hand_per_row, i), r, col);
    if (shown > drawn) {
      // The last slot sums up the rest.
      const std::string more = "+" + std::to_string(shown - drawn);
      const ImVec2 p = ball_at(b, sc.hand_per_row, drawn);
      dl->AddText(ImVec2(p.x - r, p.y - s * 0.5f), col, more.c_str());
    }
  }
  // The flight: eased from the top of the pile to the taker's hand.
  if (flying > 0) {
    const float t = static_cast<float>(model_.anim_progress());
    const float e = t * t * (3 - 2 * t);
    const model::Box& hb = sc.hands[taker];
    for (std::uint64_t i = 0; i < std::min<std::uint64_t>(flying, 40); ++i) {
      const ImVec2 from = bars ? ball_at(sc.pile, sc.pile_per_row, 0) : ball_at(sc.pile, sc.pile_per_row, left + i);
      const ImVec2 to = ball_at(hb, sc.hand_per_row, std::min<std::uint64_t>(model_.held()[static_cast<std::size_t>(taker)] - flying + i,
                                                                        static_cast<std::uint64_t>(sc.hand_per_row * sc.hand_rows - 1)));
      dl->AddCircleFilled(ImVec2(from.x + (to.x - from.x) * e, from.y + (to.y - from.y) * e - 2 * pitch * std::sin(e * 3.14159f)),
                          r, taker == 0 ? theme::kFirst : theme::kSecond);
    }
  }
  ImGui::Dummy(ImVec2(width, sc.height));
}

void BallLessonView::draw_take_buttons() {
  bool first = true;
  for (auto t : model_.takes()) {
    const std::string label = tr_fmt("balls.take_button", t) + "###take" + std::to_string(t);
    if (!first) same_line_if_fits(button_width(label.c_str()), ImGui::GetStyle().ItemSpacing.x);
    first = false;
    ImGui::BeginDisabled(!model_.fits(t));
    if (ImGui::Button(label.c_str())) {
      std::string err;
      take(t, err);
    }
    ImGui::EndDisabled();
    track_item("take." + std::to_string(t));
  }
}

model::StripDrawing BallLessonView::strip_drawing() {
  auto& oracle = model_.oracle();
  const auto& period = oracle.period();
  const bool hidden = settings_.outcomes_hidden();
  model::StripDrawing d;
  d.heading = strip_titles(hidden, period)[hidden ? 0 : 1];
  // Enough cells to see the pattern: the pre-period and three periods (at least
  // 100), never more than the canvas strip holds.
  std::uint64_t count = 100;
  if (period && !hidden) {
    count = std::max<std::uint64_t>(count, period->start + 3 * period->length);
    d.period_start = period->start;
    d.period_length = period->length;
  }
  count = std::min<std::uint64_t>(count, static_cast<std::uint64_t>(strip_count_));
  for (std::uint64_t n = 1; n <= count; ++n)
    d.outcomes.push_back(hidden ? Outcome::Unknown : oracle.outcome(n).value_or(Outcome::Unknown));
  return d;
}

void BallLessonView::draw_strip() {
  auto& oracle = model_.oracle();
  const auto& period = oracle.period();
  const bool hidden = settings_.outcomes_hidden();
  const float s = ImGui::GetFontSize();
  // The title: what the strip is and its key figure, shortened (never cut) to the width.
  const std::vector<std::string> titles = strip_titles(hidden, period);
  auto width_of = [](std::string_view t) { return ImGui::CalcTextSize(t.data(), t.data() + t.size()).x; };
  const std::string title = model::fit_label(titles, ImGui::GetContentRegionAvail().x, width_of);
  if (hidden || !period) ImGui::TextUnformatted(title.c_str());
  else ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(theme::kHighlight), "%s", title.c_str());

  const float cell = strip_cell_;
  const float h = std::round(std::max(22.0f, 1.3f * s));
  const float bracket = 12;
  // No border or padding: every pixel of the lesson's height counts at 1280×720.
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(0, 0));
  ImGui::BeginChild("strip", ImVec2(0, h + bracket + ImGui::GetStyle().ScrollbarSize), false,
                    ImGuiWindowFlags_HorizontalScrollbar);
  ImGui::PopStyleVar();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 o = ImGui::GetCursorScreenPos();
  const float total = cell * static_cast<float>(strip_count_);
  ImGui::InvisibleButton("cells", ImVec2(total, h + bracket));
  twin_skip_last_item();  // the strip is a picture; its cells are read from state
  if (strip_scroll_to_ >= 0) {
    ImGui::SetScrollX(strip_scroll_to_);
    strip_scroll_to_ = -1;
  }
  // The name covers the cells on screen (the button is as wide as all of them).
  const ImVec2 wmin = ImGui::GetWindowPos(), wmax(wmin.x + ImGui::GetWindowWidth(), wmin.y + ImGui::GetWindowHeight());
  const float vx0 = std::max(o.x, wmin.x), vx1 = std::min(o.x + total, wmax.x - ImGui::GetStyle().WindowPadding.x);
  record_item("strip.cells", {vx0, o.y, std::max(0.0f, vx1 - vx0), h});
  // Culling: only the cells in the visible scroll range are drawn.
  const float sx = ImGui::GetScrollX(), vis = ImGui::GetWindowWidth();
  const int first = std::max(1, static_cast<int>(sx / cell));
  const int last = std::min(strip_count_, static_cast<int>((sx + vis) / cell) + 2);
  for (int n = first; n <= last; ++n) {
    const float x = o.x + static_cast<float>(n - 1) * cell;
    const float x1 = x + cell - (cell > 4 ? 1 : 0);
    const auto out = hidden ? std::nullopt : oracle.outcome(static_cast<std::uint64_t>(n));
    if (!out) {
      dl->AddRectFilled(ImVec2(x, o.y), ImVec2(x1, o.y + h), theme::kUnknown);
      continue;
    }
    const ImU32 fill = theme::outcome_color(*out);
    dl->AddRectFilled(ImVec2(x, o.y + h * (1 - cell_height_share(*out))), ImVec2(x1, o.y + h), fill);
    if (cell >= 9) {
      const float share = cell_height_share(*out);
      // A minus needs only width: it spans the cell even in the low − cell.
      const float box = *out == Outcome::Lose ? cell - 4 : std::min(cell - 2, h * share - 4);
      draw_symbol(dl, ImVec2((x + x1) * 0.5f, o.y + h - h * share * 0.5f), box, *out, theme::text_on(fill));
    }
  }
  // The pre-period bracket and the period: a line under the cells and a tick each period.
  if (period && !hidden) {
    const float y = o.y + h + 4;
    if (period->start > 0)
      dl->AddLine(ImVec2(o.x, y), ImVec2(o.x + static_cast<float>(model::preperiod_end(period->start)) * cell, y),
                  theme::kUnknown, 2);
    for (std::uint64_t st = period->start; st < static_cast<std::uint64_t>(strip_count_); st += period->length) {
      const model::CellSpan span = model::period_span(st, period->length, static_cast<std::uint64_t>(strip_count_));
      const float xs = o.x + static_cast<float>(span.from) * cell, xe = o.x + static_cast<float>(span.to) * cell;
      if (xe < o.x + sx - 10 || xs > o.x + sx + vis + 10) continue;
      dl->AddLine(ImVec2(xs, y), ImVec2(xs, y + 8), theme::kHighlight, 2);
      dl->AddLine(ImVec2(xs, y + 8), ImVec2(xe, y + 8), theme::kHighlight, 2);
    }
  }
  if (ImGui::IsItemHovered()) {
    const int n = static_cast<int>((ImGui::GetIO().MousePos.x - o.x) / cell) + 1;
    if (n >= 1 && n <= strip_count_) {
      const auto out = hidden ? std::nullopt : oracle.outcome(static_cast<std::uint64_t>(n));
      const std::string tip = out      ? tr_fmt("balls.cell_tip", n, outcome_name(*out), word_for(*out))
                              : hidden ? tr_fmt("balls.cell_tip_hidden", n)
                                       : tr_fmt("balls.cell_tip_unknown", n);
      ImGui::SetTooltip("%s", tip.c_str());
      if (ImGui::IsItemClicked()) {
        std::vector<std::int64_t> takes(model_.takes().begin(), model_.takes().end());
        std::string err;
        load(takes, n, err);
      }
    }
  }
  ImGui::EndChild();
}

void BallLessonView::draw_strip_controls() {
  const float s = ImGui::GetFontSize();
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(tr("balls.n_up_to"));
  ImGui::SameLine();
  ImGui::SetNextItemWidth(theme::int_field_width(5, 6 * s));
  ImGui::InputInt("##count", &strip_count_, 100, 1000);
  strip_count_ = std::clamp(strip_count_, 10, 20000);
  track_item("strip.count");
  ImGui::SameLine();
  // The value's words beside the slider, never under its handle.
  const std::string cell_label = tr_fmt("balls.cell_px", model::decimal(strip_cell_, 0));
  ImGui::TextUnformatted(cell_label.c_str());
  track_item("strip.zoom.label");
  ImGui::SameLine();
  ImGui::SetNextItemWidth(5 * s);
  if (ImGui::SliderFloat("##zoom", &strip_cell_, 2, 28, "", ImGuiSliderFlags_NoInput)) strip_cell_ = std::round(strip_cell_);
  track_item("strip.zoom");
  const auto& period = model_.oracle().period();
  if (period && !settings_.outcomes_hidden()) {
    ImGui::SameLine();
    if (ImGui::Button(tr_id("balls.show_repeat")))
      strip_scroll_to_ = std::max(0.0f, strip_cell_ * (static_cast<float>(period->start) - 20));
    track_item("strip.gotoPeriod");
    if (ImGui::IsItemHovered())
      ImGui::SetTooltip("%s", tr_fmt("balls.proven_tip", static_cast<unsigned long long>(period->verified_to)).c_str());
  }
  ImGui::TextDisabled("%s", tr("balls.cells_help"));
}

void BallLessonView::draw_heatmap() {
  const bool table_open = ImGui::CollapsingHeader(tr_id("balls.table_header"));
  track_item("balls.table.header");
  if (!table_open) return;
  if (settings_.outcomes_hidden()) {
    ImGui::TextDisabled("%s", tr("balls.table_hidden"));
    return;
  }
  ImGui::TextWrapped("%s", tr("balls.table_help"));
  const auto& table = model_.table();
  const std::uint64_t cols = std::min<std::uint64_t>(table.max_balls() + 1, 60);
  const char* rows[4] = {tr("balls.row_ee"), tr("balls.row_eo"), tr("balls.row_oe"), tr("balls.row_oo")};
  if (ImGui::BeginTable("heat", static_cast<int>(cols) + 1, ImGuiTableFlags_ScrollX | ImGuiTableFlags_SizingFixedFit, ImVec2(0, 160))) {
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    ImGui::TextDisabled("%s", tr("balls.left"));
    for (std::uint64_t b = 0; b < cols; ++b) { ImGui::TableNextColumn(); ImGui::Text("%llu", static_cast<unsigned long long>(b)); }
    for (int r = 0; r < 4; ++r) {
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(rows[r]);
      for (std::uint64_t b = 0; b < cols; ++b) {
        ImGui::TableNextColumn();
        const Solution s = table.at({b, (r & 2) != 0, (r & 1) != 0});
        const ImU32 fill = theme::outcome_color(s.outcome);
        ImGui::TableSetBgColor(ImGuiTableBgTarget_CellBg, fill);
        ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(theme::text_on(fill)), "%s",
                           s.outcome == Outcome::Lose ? "\u2212" : symbol(s.outcome).c_str());
      }
    }
    ImGui::EndTable();
  }
}

void BallLessonView::draw_query() {
  ImGui::TextUnformatted(tr("balls.ask"));
  ImGui::SameLine();
  ImGui::SetNextItemWidth(220);
  ImGui::InputText("##query", &query_text_, ImGuiInputTextFlags_CharsDecimal);
  track_item("strip.query");
  std::uint64_t n = 0;
  auto [p, ec] = std::from_chars(query_text_.data(), query_text_.data() + query_text_.size(), n);
  if (settings_.outcomes_hidden()) {
    ImGui::TextDisabled("%s", tr("balls.answer_hidden"));
    return;
  }
  if (ec != std::errc() || p != query_text_.data() + query_text_.size() || n > bg::kMaxBalls) {
    query_answer_ = tr("balls.query_type");
  } else if (auto out = model_.oracle().outcome(n)) {
    const auto& period = model_.oracle().period();
    query_answer_ = tr_fmt("balls.query_answer", query_text_, outcome_name(*out), word_for(*out));
    if (period && n >= model_.oracle().table_size())
      query_answer_ += tr_fmt("balls.query_period", period->start + (n - period->start) % period->length, period->start,
                              period->length);
  } else {
    query_answer_ = tr_fmt("balls.query_beyond", query_text_);
  }
  ImGui::TextWrapped("%s", query_answer_.c_str());
  track_item("balls.query.answer");
}

void BallLessonView::recompute_judge() {
  if (judged_input_ == judge_input_) return;
  judged_input_ = judge_input_;
  judge::BallInput in = judge::parse_ball_judge(judge_input_);
  judge_error_ = in.error ? in.error->to_string() : std::string();
  judge_output_.clear();
  judge_takes_.assign(in.takes.begin(), in.takes.end());
  judge_counts_ = in.counts;
  if (!in.error && !in.takes.empty()) {
    const auto takes = bg::normalize_takes(in.takes);
    bg::BallOracle oracle(takes);
    std::vector<Outcome> outs;
    for (auto n : in.counts) {
      auto o = oracle.outcome(n);
      if (!o) {
        judge_error_ = tr_fmt("balls.judge_beyond", n);
        outs.clear();
        break;
      }
      outs.push_back(*o);
    }
    if (!outs.empty()) judge_output_ = judge::format_ball_answers(outs);
  }
}

void BallLessonView::draw_controls() {
  ImGui::TextDisabled("%s", tr("balls.title"));
  // The fields follow the game whenever it changes elsewhere (a link, a slide,
  // induction's small board), so they never describe another game.
  {
    std::vector<std::int64_t> takes(model_.takes().begin(), model_.takes().end());
    const auto balls = static_cast<std::int64_t>(model_.start_balls());
    if (takes != field_takes_ || balls != field_n_) {
      field_takes_ = takes;
      field_n_ = balls;
      takes_text_.clear();
      for (std::int64_t t : takes) takes_text_ += (takes_text_.empty() ? "" : " ") + std::to_string(t);
      new_n_ = static_cast<int>(balls);
    }
  }
  ImGui::TextUnformatted(tr("balls.take_sizes"));
  ImGui::SetNextItemWidth(-1);
  ImGui::InputText("##takes", &takes_text_);
  track_item("balls.takes");
  ImGui::TextUnformatted(tr("balls.balls_n"));
  ImGui::SetNextItemWidth(theme::int_field_width(5, 140));
  ImGui::InputInt("##n", &new_n_);
  new_n_ = std::clamp(new_n_, 0, static_cast<int>(kBallLessonMaxN));
  track_item("balls.n");
  same_line_for_button(tr_id("balls.new_game"));
  if (ImGui::Button(tr_id("balls.new_game"))) {
    auto takes = parse_numbers(takes_text_);
    std::string err;
    message_ = takes.empty() ? tr("balls.take_sizes_hint") : (load(takes, new_n_, err) ? "" : err);
  }
  track_item("balls.new");
  if (!message_.empty()) ImGui::TextColored(theme::outcome_color_vec(Outcome::Lose), "%s", message_.c_str());
  ImGui::TextUnformatted(tr("balls.samples"));
  static const std::vector<std::int64_t> samples[3] = {{1, 2, 3}, {1, 4, 5}, {2, 3, 5}};
  static const char* sample_inputs[3] = {"1 2 3\n1 2 3 4 5\n", "1 4 5\n10 11 12 13 15\n", "2 3 5\n7 8 9 10 11\n"};
  for (int i = 0; i < 3; ++i) {
    if (i) ImGui::SameLine();
    const std::string label = "{" + std::to_string(samples[i][0]) + "," + std::to_string(samples[i][1]) + "," +
                              std::to_string(samples[i][2]) + "}";
    if (theme::small_button(label.c_str())) {
      std::string err;
      load(samples[i], new_n_, err);
      judge_input_ = sample_inputs[i];
    }
    track_item("balls.sample." + std::to_string(i + 1));
  }
  // Folded at first: the judge panel is for programmers, not the class.
  const bool open = ImGui::CollapsingHeader(tr_id("balls.judge_panel"));
  track_item("balls.judge.panel");
  if (!open) {
    recompute_judge();
    return;
  }
  ImGui::TextWrapped("%s", tr("balls.judge_help"));
  ImGui::InputTextMultiline("##judge", &judge_input_, ImVec2(-1, 70));
  track_item("balls.judge.input");
  recompute_judge();
  if (!judge_error_.empty()) {
    ImGui::TextColored(theme::outcome_color_vec(Outcome::Lose), "%s", judge_error_.c_str());
  } else if (settings_.outcomes_hidden()) {
    ImGui::TextDisabled("%s", tr("judge.hidden"));
  } else if (!judge_output_.empty()) {
    ImGui::TextUnformatted(tr("balls.output"));
    // Each answer is clickable: it loads that game.
    for (std::size_t i = 0; i < judge_counts_.size() && 2 * i < judge_output_.size(); ++i) {
      ImGui::SameLine();
      const std::string label = std::string(1, judge_output_[2 * i]) + "##j" + std::to_string(i);
      if (ImGui::Button(label.c_str())) {
        std::string err;
        if (judge_counts_[i] <= kBallLessonMaxN) load(judge_takes_, static_cast<std::int64_t>(judge_counts_[i]), err);
      }
      track_item("balls.judge.answer." + std::to_string(i + 1));
      if (ImGui::IsItemHovered())
        ImGui::SetTooltip("%s", tr_fmt("balls.judge_case_tip", static_cast<unsigned long long>(judge_counts_[i])).c_str());
    }
  }
}

void BallLessonView::draw_main() {
  // Most important first, so the first screen holds the game and the strip's
  // key figure: header, pile and hands, takes with the timeline, the strip;
  // its controls, the query and the full table follow (and scroll).
  draw_status_line();
  // The rule a Draw (0) comes from, on screen with the game (not only in the lecture).
  ImGui::PushTextWrapPos(0.0f);
  ImGui::TextDisabled("%s", tr("balls.rule"));
  ImGui::PopTextWrapPos();
  track_item("balls.rule");
  draw_pile_and_hands();
  draw_take_buttons();
  // The timeline shares the row when the width leaves its buttons and a few chips room.
  same_line_if_fits(12 * ImGui::GetFontSize(), ImGui::GetFontSize());
  const bool moved = draw_timeline(
      "ball-timeline", model_.timeline(), timeline_ui_, values_, settings_.outcomes_hidden(),
      [this](std::size_t i) {
        return std::string(tr(i % 2 == 0 ? "balls.chip_first" : "balls.chip_second")) + " " +
               std::to_string(model_.timeline().moves()[i]);
      },
      model_.game_over());
  if (moved) model_.on_timeline_moved();
  draw_strip();
  draw_strip_controls();
  // (The cursor stands an item spacing below the last row: the splitter's gap is below it anyway.)
  first_screen_h_ = ImGui::GetCursorPosY() - ImGui::GetStyle().ItemSpacing.y;
  ImGui::Separator();
  draw_query();
  draw_heatmap();
}

}  // namespace gtl::app
