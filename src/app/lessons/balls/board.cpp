// The ball game's board (ImGui drawing only): the pile and the two hands with
// the take animation, the take buttons, the outcome strip over N with its
// period, the full-state heatmap, the huge-N query, the controls and the judge
// panel. The rules and the replay are the model's (model.hpp); lesson.cpp is
// the Lesson glue.
#include <algorithm>
#include <charconv>
#include <cmath>
#include <string>
#include <vector>

#include "app/kit/imgui_item_hooks.hpp"
#include "app/kit/item_registry.hpp"
#include "app/kit/legend.hpp"
#include "app/lessons/balls/lesson.hpp"
#include "app/kit/settings.hpp"
#include "app/kit/theme.hpp"
#include "app/lessons/status_line.hpp"
#include "app/kit/ui_flow.hpp"
#include "core/judge_io.hpp"
#include "imgui.h"
#include "imgui_stdlib.h"
#include "model/i18n.hpp"
#include "model/lesson_words.hpp"
#include "model/scene_look.hpp"
#include "model/text_format.hpp"

namespace gtl::app {

using i18n::tr;
using i18n::tr_fmt;
using i18n::tr_id;

namespace bg = ball_game;

namespace {
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

void BallLesson::draw_status_line() {
  const Solution v = model_.value();
  const int p = model_.to_move();
  // A finished game has nobody to move: its result alone heads the board.
  if (model_.game_over()) {
    ImGui::TextWrapped("%s", model_.result_text().c_str());
    track_item("balls.header");
    return;
  }
  player_text(p, tr(p == 0 ? "balls.first_player" : "balls.second_player"));
  track_item("balls.header");
  ImGui::SameLine();
  ImGui::TextUnformatted(tr("balls.to_move"));
  // Each part on the same line when it fits, else on its own (never cut off).
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  if (outcome_hidden_text(settings_, gap)) return;
  const std::string o = tr_fmt("balls.outcome_in", outcome_name(v.outcome), word_for(v.outcome), model::plies(v.remoteness));
  outcome_text(v.outcome, o, gap);
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

namespace {
// The pile and the hands as laid out this frame (ball_scene), placed on
// the screen: where a box and the i-th ball in it are.
struct PlacedScene {
  ImDrawList* dl;
  ImVec2 origin;
  BallScene sc;
  ImVec2 box_min(const Box& b) const { return ImVec2(origin.x + b.x, origin.y + b.y); }
  ImVec2 box_max(const Box& b) const { return ImVec2(origin.x + b.x + b.w, origin.y + b.y + b.h); }
  void record(const char* id, const Box& b) const { record_item(id, {origin.x + b.x, origin.y + b.y, b.w, b.h}); }
  ImVec2 ball_at(const Box& b, int per_row, std::uint64_t i) const {
    const auto row = static_cast<std::uint64_t>(per_row);
    return ImVec2(origin.x + b.x + sc.pad + sc.radius + sc.pitch * static_cast<float>(i % row),
                  origin.y + b.y + sc.title_h + sc.pad + sc.radius + sc.pitch * static_cast<float>(i / row));
  }
};

// The pile: `left` balls, or bars of 100 (bar_rows of them) when there are too many to draw.
void draw_pile(const PlacedScene& ps, std::uint64_t left, bool bars, std::uint64_t bar_rows) {
  const BallScene& sc = ps.sc;
  const float r = sc.radius, pad = sc.pad;
  // The pile's balls and frame take the theme's text colours, so they show on a dark or a light canvas.
  const ImU32 ball_grey = ImGui::GetColorU32(ImGuiCol_Text, 0.8f);
  ps.dl->AddRect(ps.box_min(sc.pile), ps.box_max(sc.pile), ImGui::GetColorU32(ImGuiCol_TextDisabled), 6, 0, 1.5f);
  const std::vector<std::string> pile_titles{tr_fmt("balls.pile_left", left), tr_fmt("balls.pile", left),
                                             std::to_string(left)};
  const std::string pile_title = model::fit_label(pile_titles, sc.pile.w - 2 * pad, text_width);
  ps.dl->AddText(ImVec2(ps.origin.x + sc.pile.x + pad, ps.origin.y + sc.pile.y + pad * 0.5f),
                 ImGui::GetColorU32(ImGuiCol_Text), pile_title.c_str());
  ps.record("balls.pile", sc.pile);
  if (!bars) {
    for (std::uint64_t i = 0; i < left; ++i) ps.dl->AddCircleFilled(ps.ball_at(sc.pile, sc.pile_per_row, i), r, ball_grey);
    return;
  }
  const float bar_w = sc.pitch * static_cast<float>(sc.pile_per_row);
  for (std::uint64_t i = 0; i < bar_rows; ++i) {
    const float frac = i + 1 < bar_rows || left % 100 == 0 ? 1.0f : static_cast<float>(left % 100) / 100.0f;
    const ImVec2 p = ps.ball_at(sc.pile, sc.pile_per_row, i * static_cast<std::uint64_t>(sc.pile_per_row));
    ps.dl->AddRectFilled(ImVec2(p.x - r, p.y - r), ImVec2(p.x - r + bar_w * frac, p.y + r), ball_grey, r);
  }
  if (ImGui::IsMouseHoveringRect(ps.box_min(sc.pile), ps.box_max(sc.pile))) ImGui::SetTooltip("%s", tr("balls.bars_tip"));
}

// Hand h (0 first player, 1 second), with count and parity: `held` balls, of
// which `shown` have landed (the rest are in flight); framed bold when `to_move`.
void draw_hand(const PlacedScene& ps, int h, std::uint64_t held, std::uint64_t shown, bool to_move) {
  const BallScene& sc = ps.sc;
  const Box& b = sc.hands[h];
  const float r = sc.radius, pad = sc.pad;
  const ImU32 col = h == 0 ? theme::kFirst : theme::kSecond;
  const char* parity = tr(held % 2 == 1 ? "balls.odd" : "balls.even");
  const std::vector<std::string> titles{tr_fmt(h == 0 ? "balls.hand_first" : "balls.hand_second", held, parity),
                                        tr_fmt(h == 0 ? "balls.hand_first_short" : "balls.hand_second_short", held, parity),
                                        std::to_string(held) + " " + parity};
  const std::string title = model::fit_label(titles, b.w - 2 * pad, text_width);
  ps.dl->AddText(ImVec2(ps.origin.x + b.x + pad, ps.origin.y + b.y + pad * 0.5f), col, title.c_str());
  ps.dl->AddRect(ps.box_min(b), ps.box_max(b), to_move ? theme::kHighlight : col, 6, 0, to_move ? 3.0f : 1.5f);
  ps.record(h == 0 ? "balls.hand.0" : "balls.hand.1", b);
  const std::uint64_t fits = static_cast<std::uint64_t>(sc.hand_per_row) * static_cast<std::uint64_t>(sc.hand_rows);
  const std::uint64_t drawn = std::min(shown, shown > fits ? fits - 1 : fits);
  for (std::uint64_t i = 0; i < drawn; ++i) ps.dl->AddCircleFilled(ps.ball_at(b, sc.hand_per_row, i), r, col);
  if (shown > drawn) {
    // The last slot sums up the rest.
    const std::string more = "+" + std::to_string(shown - drawn);
    const ImVec2 p = ps.ball_at(b, sc.hand_per_row, drawn);
    ps.dl->AddText(ImVec2(p.x - r, p.y - ImGui::GetFontSize() * 0.5f), col, more.c_str());
  }
}
}  // namespace

void BallLesson::draw_pile_and_hands() {
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
  BallScene sc = ball_scene(width, s, bars ? 0 : left + flying, hand_max);
  const std::uint64_t bar_rows = std::min<std::uint64_t>(6, (left + 99) / 100);
  if (bars) sc = ball_scene(width, s, bar_rows * static_cast<std::uint64_t>(sc.pile_per_row), hand_max);
  const PlacedScene ps{ImGui::GetWindowDrawList(), origin, sc};

  draw_pile(ps, left, bars, bar_rows);
  for (int h = 0; h < 2; ++h) {
    const std::uint64_t held = model_.held()[static_cast<std::size_t>(h)];
    draw_hand(ps, h, held, held - (h == taker ? flying : 0), model_.to_move() == h && !model_.game_over());
  }
  // The flight: eased from the top of the pile to the taker's hand.
  if (flying > 0) {
    const float t = static_cast<float>(model_.anim_progress());
    const float e = t * t * (3 - 2 * t);
    const Box& hb = sc.hands[taker];
    for (std::uint64_t i = 0; i < std::min<std::uint64_t>(flying, 40); ++i) {
      const ImVec2 from = bars ? ps.ball_at(sc.pile, sc.pile_per_row, 0) : ps.ball_at(sc.pile, sc.pile_per_row, left + i);
      const ImVec2 to = ps.ball_at(hb, sc.hand_per_row, std::min<std::uint64_t>(model_.held()[static_cast<std::size_t>(taker)] - flying + i,
                                                                              static_cast<std::uint64_t>(sc.hand_per_row * sc.hand_rows - 1)));
      ps.dl->AddCircleFilled(ImVec2(from.x + (to.x - from.x) * e, from.y + (to.y - from.y) * e - 2 * sc.pitch * std::sin(e * 3.14159f)),
                             sc.radius, taker == 0 ? theme::kFirst : theme::kSecond);
    }
  }
  ImGui::Dummy(ImVec2(width, sc.height));
}

void BallLesson::draw_take_buttons() {
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
  takes_bottom_ = ImGui::GetItemRectMax().y - ImGui::GetWindowPos().y + ImGui::GetScrollY();
}

model::StripDrawing BallLesson::strip_drawing() {
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

namespace {
// The strip's cells first..last (1-based N), as tall as their outcome's share
// with its symbol when wide enough; grey where unknown (or all when `oracle` is null: outcomes hidden).
void draw_strip_cells(ImDrawList* dl, ImVec2 o, float cell, float h, int first, int last, bg::BallOracle* oracle) {
  for (int n = first; n <= last; ++n) {
    const float x = o.x + static_cast<float>(n - 1) * cell;
    const float x1 = x + cell - (cell > 4 ? 1 : 0);
    const auto out = oracle ? oracle->outcome(static_cast<std::uint64_t>(n)) : std::nullopt;
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
}

// Under the strip: a line under the pre-period and a tick and line for each period in view.
void draw_period_marks(ImDrawList* dl, ImVec2 o, float cell, float h, const bg::Period& period, int count, float sx,
                       float vis) {
  const float y = o.y + h + 4;
  if (period.start > 0)
    dl->AddLine(ImVec2(o.x, y), ImVec2(o.x + static_cast<float>(model::preperiod_end(period.start)) * cell, y),
                theme::kUnknown, 2);
  for (std::uint64_t st = period.start; st < static_cast<std::uint64_t>(count); st += period.length) {
    const model::CellSpan span = model::period_span(st, period.length, static_cast<std::uint64_t>(count));
    const float xs = o.x + static_cast<float>(span.from) * cell, xe = o.x + static_cast<float>(span.to) * cell;
    if (xe < o.x + sx - 10 || xs > o.x + sx + vis + 10) continue;
    dl->AddLine(ImVec2(xs, y), ImVec2(xs, y + 8), theme::kHighlight, 2);
    dl->AddLine(ImVec2(xs, y + 8), ImVec2(xe, y + 8), theme::kHighlight, 2);
  }
}
}  // namespace

void BallLesson::draw_strip() {
  auto& oracle = model_.oracle();
  const auto& period = oracle.period();
  const bool hidden = settings_.outcomes_hidden();
  const float s = ImGui::GetFontSize();
  // The title: what the strip is and its key figure, shortened (never cut) to the width.
  const std::vector<std::string> titles = strip_titles(hidden, period);
  const std::string title = model::fit_label(titles, ImGui::GetContentRegionAvail().x, text_width);
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
  imgui_hooks::skip_last_item();  // the strip is a picture; its cells are read from state
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
  draw_strip_cells(dl, o, cell, h, first, last, hidden ? nullptr : &oracle);
  // The pre-period bracket and the period: a line under the cells and a tick each period.
  if (period && !hidden) draw_period_marks(dl, o, cell, h, *period, strip_count_, sx, vis);
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

void BallLesson::draw_strip_controls() {
  const float s = ImGui::GetFontSize();
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(tr("balls.n_up_to"));
  ImGui::SameLine();
  ImGui::SetNextItemWidth(theme::int_field_width(5, 6 * s));
  ImGui::InputInt("##count", &strip_count_, 100, 1000);
  strip_count_ = std::clamp(strip_count_, 10, 20000);
  track_item("strip.count");
  twin_value_last_item(std::to_string(strip_count_));
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

void BallLesson::draw_heatmap() {
  const bool table_open = collapsing_header_fit(tr_id("balls.table_header"));
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

void BallLesson::draw_query() {
  ImGui::TextUnformatted(tr("balls.ask"));
  ImGui::SameLine();
  ImGui::SetNextItemWidth(220);
  ImGui::InputText("##query", &query_text_, ImGuiInputTextFlags_CharsDecimal);
  track_item("strip.query");
  twin_value_last_item(query_text_);
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

void BallLesson::draw_controls() {
  ImGui::TextDisabled("%s", tr("balls.title"));
  // The fields follow the game whenever it changes elsewhere (a link, a slide,
  // induction's small board), so they never describe another game.
  {
    std::vector<std::int64_t> takes(model_.takes().begin(), model_.takes().end());
    const auto balls = static_cast<std::int64_t>(model_.start());
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
  twin_value_last_item(takes_text_);
  ImGui::TextUnformatted(tr("balls.balls_n"));
  ImGui::SetNextItemWidth(theme::int_field_width(5, 140));
  ImGui::InputInt("##n", &new_n_);
  new_n_ = std::clamp(new_n_, 0, static_cast<int>(kBallLessonMaxN));
  track_item("balls.n");
  twin_value_last_item(std::to_string(new_n_));
  same_line_for_button(tr_id("balls.new_game"));
  if (ImGui::Button(tr_id("balls.new_game"))) {
    auto takes = parse_numbers(takes_text_);
    std::string err;
    message_ = takes.empty() ? tr("balls.take_sizes_hint") : (load(takes, new_n_, err) ? "" : err);
  }
  track_item("balls.new");
  if (!message_.empty()) ImGui::TextColored(theme::outcome_color_vec(Outcome::Lose), "%s", message_.c_str());
  text_wrapped(tr("balls.samples"));
  static const std::vector<std::int64_t> samples[3] = {{1, 2, 3}, {1, 4, 5}, {2, 3, 5}};
  static const char* sample_inputs[3] = {"1 2 3\n1 2 3 4 5\n", "1 4 5\n10 11 12 13 15\n", "2 3 5\n7 8 9 10 11\n"};
  for (int i = 0; i < 3; ++i) {
    const std::string label = "{" + std::to_string(samples[i][0]) + "," + std::to_string(samples[i][1]) + "," +
                              std::to_string(samples[i][2]) + "}";
    if (i) same_line_for_button(label.c_str());  // a row that wraps at large text
    if (theme::small_button(label.c_str())) {
      std::string err;
      load(samples[i], new_n_, err);
      judge_.set_input(sample_inputs[i]);
    }
    track_item("balls.sample." + std::to_string(i + 1));
  }
  if (const auto i = judge_.draw(settings_.outcomes_hidden())) {
    std::string err;
    if (judge_counts_[*i] <= kBallLessonMaxN) load(judge_takes_, static_cast<std::int64_t>(judge_counts_[*i]), err);
  }
}

void BallLesson::draw_main() {
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

void BallLesson::legend() const {
  legend::heading(tr("balls.legend_heading"));
  legend::row([] { legend::swatch(theme::kWin, "+"); ImGui::SameLine(0, 4); legend::swatch(theme::kDraw, "0");
                   ImGui::SameLine(0, 4); legend::swatch(theme::kLose, "-"); },
              tr("balls.legend_symbols"));
}

}  // namespace gtl::app
