// The subtraction game lesson's views: the rules editor in the side panel; in
// the main area the verdict, the pile with its take buttons and the timeline,
// the strip of outcomes and Grundy values over n with the period marked, and
// the query for any n up to 10^18.
#include <algorithm>
#include <charconv>
#include <cmath>

#include "app/kit/imgui_item_hooks.hpp"
#include "app/kit/settings.hpp"
#include "app/kit/item_registry.hpp"
#include "app/lessons/int_list.hpp"
#include "app/lessons/subtraction/lesson.hpp"
#include "app/kit/theme.hpp"
#include "app/lessons/status_line.hpp"
#include "app/kit/ui_flow.hpp"
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

namespace {

constexpr std::uint64_t kMaxDrawnCounters = 200;  // beyond it the pile is a number, never thousands of draw calls

// A pile typed as text: 0..10^18 (an InputInt holds only 32 bits).
std::optional<std::uint64_t> parse_pile(const std::string& text) {
  std::size_t a = text.find_first_not_of(' '), b = text.find_last_not_of(' ');
  if (a == std::string::npos) return std::nullopt;
  std::uint64_t v = 0;
  auto [r, ec] = std::from_chars(text.data() + a, text.data() + b + 1, v);
  if (ec != std::errc() || r != text.data() + b + 1 || v > subtraction::kMaxPile) return std::nullopt;
  return v;
}

const char* outcome_word(Outcome o) { return tr(o == Outcome::Win ? "subtraction.win_word" : "subtraction.lose_word"); }

}  // namespace

// ------------------------------------------------------------------ the panel

void SubtractionLesson::draw_controls() {
  ImGui::TextDisabled("%s", tr("subtraction.panel_title"));
  ImGui::PushTextWrapPos(0.0f);
  ImGui::TextUnformatted(tr("subtraction.rules_help"));
  ImGui::TextUnformatted(tr("subtraction.take_set"));
  ImGui::PopTextWrapPos();
  ImGui::SetNextItemWidth(-1);
  ImGui::InputText("##takes", &takes_text_);
  track_item("subtraction.takes");
  twin_value_last_item(takes_text_);
  ImGui::TextUnformatted(tr("subtraction.pile_n"));
  ImGui::SetNextItemWidth(-1);
  ImGui::InputText("##n", &n_text_, ImGuiInputTextFlags_CharsDecimal);
  track_item("subtraction.n");
  twin_value_last_item(n_text_);
  ImGui::Checkbox(tr_id("subtraction.misere"), &misere_edit_);
  track_item("subtraction.misere");
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tr("subtraction.rule_misere"));
  if (ImGui::Button(tr_id("subtraction.new_game"))) {
    std::string bad, err;
    const auto takes = parse_number_list(takes_text_, " ,\t{}", bad);  // "1, 3, 4", "{2 5 7}"
    const auto n = parse_pile(n_text_);
    if (!takes) message_ = tr_fmt("subtraction.err_parse", bad);
    else if (!n) message_ = tr_fmt("subtraction.err_pile_text", n_text_.substr(0, 24));
    else if (!load(*takes, static_cast<std::int64_t>(*n), misere_edit_, err)) message_ = err;
  }
  track_item("subtraction.new");
  if (!message_.empty()) {
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextColored(theme::outcome_color_vec(Outcome::Lose), "%s", message_.c_str());
    ImGui::PopTextWrapPos();
  }
  ImGui::TextUnformatted(tr("subtraction.samples"));
  static const std::vector<std::int64_t> kSamples[] = {{1, 2, 3}, {1, 3, 4}, {2, 5, 7}};
  for (std::size_t i = 0; i < std::size(kSamples); ++i) {
    std::string label = "{";
    for (auto t : kSamples[i]) label += (label.size() > 1 ? "," : "") + std::to_string(t);
    label += "}";
    if (i) same_line_if_fits(button_width(label.c_str()), ImGui::GetStyle().ItemSpacing.x);
    if (ImGui::Button(label.c_str())) {
      std::string err;
      load(kSamples[i], static_cast<std::int64_t>(std::min<std::uint64_t>(play_.start(), 30)), misere_edit_, err);
    }
    track_item("subtraction.sample." + std::to_string(i + 1));
  }
  ImGui::PushTextWrapPos(0.0f);
  ImGui::TextDisabled("%s", tr(play_.misere() ? "subtraction.rule_misere" : "subtraction.rule_normal"));
  // The tree cannot hold every position of a large pile: say what it shows.
  if (play_.start() + 1 > kSubtractionTreePositions) {
    const std::string note = play_.exact(play_.start())
                                 ? tr_fmt("subtraction.tree_capped", kSubtractionTreePositions)
                                 : tr_fmt("subtraction.tree_capped_huge", kSubtractionTreePositions,
                                          kSubtractionExactPiles);
    ImGui::TextColored(theme::highlight_text(), "%s", note.c_str());
  }
  ImGui::PopTextWrapPos();
}

// ------------------------------------------------------------------ the main area

void SubtractionLesson::draw_verdict() {
  const int side = play_.to_move();
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  const std::string who = tr_fmt("subtraction.to_move", tr(side == 0 ? "player.first_generic" : "player.second_generic"));
  if (play_.game_over()) {
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(side == 0 ? theme::kFirst : theme::kSecond), "%s",
                       play_.result_text().c_str());
    ImGui::PopTextWrapPos();
    return;
  }
  player_text(side, who.c_str());
  if (outcome_hidden_text(settings_, gap)) return;
  const Outcome o = play_.outcome(play_.left());
  const std::string verdict = o == Outcome::Win ? tr_fmt("subtraction.outcome_win", play_.grundy(play_.left()))
                                                : tr("subtraction.outcome_lose");
  outcome_text(o, verdict, gap);
  if (!settings_.show_hints() || o != Outcome::Win) return;
  std::string list;
  for (auto t : play_.winning_takes()) list += (list.empty() ? "" : ", ") + std::to_string(t);
  const std::string best = tr_fmt("subtraction.best", list);
  outcome_text(o, best, ImGui::GetFontSize());
}

void SubtractionLesson::draw_pile() {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 origin = ImGui::GetCursorScreenPos();
  const float width = std::max(ImGui::GetContentRegionAvail().x, 50.0f);
  const float s = ImGui::GetFontSize();
  // The last take, leaving the pile while its animation runs.
  std::uint64_t leaving = 0;
  if (play_.animating() && play_.timeline().cursor() > 0)
    leaving = static_cast<std::uint64_t>(play_.timeline().moves()[play_.timeline().cursor() - 1]);
  const std::uint64_t left = play_.left(), drawn = left + leaving;
  const ImU32 ink = theme::ink();
  const std::string label = tr_fmt("subtraction.pile_left", left);
  if (drawn > kMaxDrawnCounters) {
    // A huge pile is a number: its digits grouped so 10^18 reads at a glance.
    const std::string big = tr_fmt("subtraction.pile_big", model::with_thousands(left));
    ImGui::TextUnformatted(big.c_str());
    record_item("subtraction.pile", {ImGui::GetItemRectMin().x, ImGui::GetItemRectMin().y,
                                     ImGui::GetItemRectSize().x, ImGui::GetItemRectSize().y});
    return;
  }
  const float r = std::round(std::clamp(s * 0.42f, 5.0f, 12.0f));
  const float pitch = 2 * r + std::max(3.0f, r * 0.4f);
  const float label_w = ImGui::CalcTextSize(label.c_str()).x + s;
  const int per_row = std::max(1, static_cast<int>((width - label_w) / pitch));
  const std::uint64_t rows = std::max<std::uint64_t>(1, (drawn + per_row - 1) / per_row);
  const float height = std::max(s * 1.4f, static_cast<float>(rows) * pitch);
  dl->AddText(ImVec2(origin.x, origin.y + (std::min(height, pitch) - s) * 0.5f), ink, label.c_str());
  const float x0 = origin.x + label_w;
  const float e = static_cast<float>(play_.anim_progress());
  for (std::uint64_t i = 0; i < drawn; ++i) {
    const ImVec2 c(x0 + r + pitch * static_cast<float>(i % per_row), origin.y + r + pitch * static_cast<float>(i / per_row));
    if (i < left) {
      dl->AddCircleFilled(c, r, theme::ink());
    } else {  // taken: in the mover's colour, rising and fading
      const int mover = static_cast<int>((play_.timeline().cursor() - 1) % 2);
      ImVec4 col = ImGui::ColorConvertU32ToFloat4(mover == 0 ? theme::kFirst : theme::kSecond);
      col.w = 1 - e;
      dl->AddCircleFilled(ImVec2(c.x, c.y - e * pitch), r, ImGui::ColorConvertFloat4ToU32(col));
    }
  }
  record_item("subtraction.pile", {origin.x, origin.y, width, height});
  ImGui::Dummy(ImVec2(width, height));
}

void SubtractionLesson::draw_take_buttons() {
  bool first = true;
  for (auto t : play_.takes()) {
    const std::string label = tr_fmt("subtraction.take_button", t) + "###take" + std::to_string(t);
    if (!first) same_line_if_fits(button_width(label.c_str()), ImGui::GetStyle().ItemSpacing.x);
    first = false;
    // Greyed when it does not fit; a winning take gets the win colour with hints on.
    const bool wins = settings_.show_hints() && play_.fits(t) && play_.grundy(play_.left() - t) == 0;
    ImGui::BeginDisabled(!play_.fits(t));
    if (wins) ImGui::PushStyleColor(ImGuiCol_Button, theme::outcome_color(Outcome::Win));
    if (wins) ImGui::PushStyleColor(ImGuiCol_Text, theme::text_on(theme::outcome_color(Outcome::Win)));
    if (ImGui::Button(label.c_str())) {
      std::string ignored;
      play(t, ignored);
    }
    if (wins) ImGui::PopStyleColor(2);
    ImGui::EndDisabled();
    track_item("subtraction.take." + std::to_string(t));
  }
}

namespace {
// The strip's title: the period in words, shortened to the width, or why there is none.
void draw_strip_title(bool hidden, const std::optional<subtraction::Period>& period) {
  if (hidden) {
    ImGui::TextDisabled("%s", tr("subtraction.strip_hidden"));
  } else if (period) {
    const std::vector<std::string> titles{tr_fmt("subtraction.strip_period", period->start, period->length),
                                          tr_fmt("subtraction.strip_period_short", period->start, period->length)};
    ImGui::TextColored(theme::highlight_text(), "%s",
                       model::fit_label(titles, ImGui::GetContentRegionAvail().x, text_width).c_str());
  } else {
    ImGui::TextUnformatted(tr("subtraction.strip_no_period"));
  }
}

// The pre-period line and a tick at each period's start (the look rules of
// scene_look, whose cell of N spans [N−1, N): the cell of pile n is N = n + 1),
// at height y under the strip whose first cell starts at x0; only those in view.
void draw_period_marks(ImDrawList* dl, float x0, float y, float cell, const subtraction::Period& period,
                       int strip_count, float sx, float vis) {
  const auto count = static_cast<std::uint64_t>(strip_count);
  if (period.start > 0)
    dl->AddLine(ImVec2(x0, y), ImVec2(x0 + static_cast<float>(model::preperiod_end(period.start + 1)) * cell, y),
                theme::kUnknown, 2);
  for (std::uint64_t st = period.start; st < count; st += period.length) {
    const model::CellSpan span = model::period_span(st + 1, period.length, count);
    const float xs = x0 + static_cast<float>(span.from) * cell, xe = x0 + static_cast<float>(span.to) * cell;
    if (xe < x0 + sx - 10 || xs > x0 + sx + vis + 10) continue;
    dl->AddLine(ImVec2(xs, y), ImVec2(xs, y + 8), theme::kHighlight, 2);
    dl->AddLine(ImVec2(xs, y + 8), ImVec2(xe, y + 8), theme::kHighlight, 2);
  }
}

// The strip's length ("n up to", the last pile shown) and its help.
void draw_strip_count(int& strip_count, float s) {
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(tr("subtraction.n_up_to"));
  ImGui::SameLine();
  ImGui::SetNextItemWidth(theme::int_field_width(4, 7 * s));
  int last_n = strip_count - 1;
  if (ImGui::InputInt("##count", &last_n, 10, 100))
    strip_count = std::clamp(last_n + 1, kSubtractionStripMin, kSubtractionStripMax);
  track_item("subtraction.strip.count");
  twin_value_last_item(std::to_string(strip_count - 1));
  same_line_if_fits(tr("subtraction.strip_help"), s);
  ImGui::TextDisabled("%s", tr("subtraction.strip_help"));
}
}  // namespace

void SubtractionLesson::draw_strip() {
  const bool hidden = settings_.outcomes_hidden();
  const auto& period = play_.table().period();
  const float s = ImGui::GetFontSize();
  draw_strip_title(hidden, period);
  // Cells wide enough for the largest Grundy value (at most |S|, two digits).
  const float cell = std::round(std::max(1.5f * s, text_width("12") + 8));
  const float h = std::round(1.6f * s), gh = std::round(1.2f * s), marks = 14;
  const float rows_h = s + h + gh + marks;  // n labels, W/L cells, g cells, period marks
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(0, 0));
  ImGui::BeginChild("subtraction-strip", ImVec2(0, rows_h + ImGui::GetStyle().ScrollbarSize), false,
                    ImGuiWindowFlags_HorizontalScrollbar);
  ImGui::PopStyleVar();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 o = ImGui::GetCursorScreenPos();
  const float total = cell * static_cast<float>(strip_count_);
  ImGui::InvisibleButton("cells", ImVec2(total, rows_h));
  imgui_hooks::skip_last_item();  // the strip is a picture; its cells are read from state
  const float sx = ImGui::GetScrollX(), vis = ImGui::GetWindowWidth();
  const int first = std::max(0, static_cast<int>(sx / cell));
  const int last = std::min(strip_count_ - 1, static_cast<int>((sx + vis) / cell) + 1);
  const float y_out = o.y + s, y_g = y_out + h, y_marks = y_g + gh;
  const ImU32 muted = theme::muted_ink(), ink = theme::ink();
  const std::uint64_t current = play_.left();
  for (int n = first; n <= last; ++n) {
    const float x = o.x + static_cast<float>(n) * cell, x1 = x + cell - 1;
    const std::string num = std::to_string(n);
    if (n % 5 == 0 || cell > text_width("000") + 6)
      dl->AddText(ImVec2(x + (cell - text_width(num)) * 0.5f, o.y), muted, num.c_str());
    const auto un = static_cast<std::uint64_t>(n);
    if (hidden) {
      dl->AddRectFilled(ImVec2(x, y_out), ImVec2(x1, y_g - 2), theme::kUnknown);
    } else {
      const Outcome out = play_.outcome(un);
      const ImU32 fill = theme::outcome_color(out);
      // The look rule shared with the ball game's strip and the SVG export: L cells are half height.
      const float share = model::strip_cell_share(out);
      dl->AddRectFilled(ImVec2(x, y_g - 2 - (h - 2) * share), ImVec2(x1, y_g - 2), fill);
      // The letter fits its cell: a smaller size in the half-height L cells.
      const char* letter_text = out == Outcome::Win ? "W" : "L";
      const float px = std::min(s, (h - 2) * share - 2), lw = text_width(letter_text) * px / s;
      dl->AddText(ImGui::GetFont(), px, ImVec2(x + (cell - lw) * 0.5f, y_g - 2 - (h - 2) * share * 0.5f - px * 0.5f),
                  theme::text_on(fill), letter_text);
      const std::string g = std::to_string(play_.grundy(un));
      dl->AddRect(ImVec2(x, y_g), ImVec2(x1, y_marks - 2), muted);
      dl->AddText(ImVec2(x + (cell - text_width(g)) * 0.5f, y_g + (gh - 2 - s) * 0.5f), g == "0" ? theme::kLose : ink,
                  g.c_str());
    }
    if (un == current) dl->AddRect(ImVec2(x - 1, y_out - 1), ImVec2(x1 + 1, y_marks - 1), theme::kHighlight, 0, 0, 2);
    record_item("subtraction.cell." + num, {x, y_out, x1 - x, y_marks - y_out});
  }
  // The pre-period line and a tick at each period's start (the look rules of
  // scene_look, whose cell of N spans [N−1, N): the cell of pile n is N = n + 1).
  if (period && !hidden) draw_period_marks(dl, o.x, y_marks + 3, cell, *period, strip_count_, sx, vis);
  if (ImGui::IsItemHovered()) {
    const int n = static_cast<int>((ImGui::GetIO().MousePos.x - o.x) / cell);
    if (n >= 0 && n < strip_count_) {
      const auto un = static_cast<std::uint64_t>(n);
      const std::string tip = hidden ? tr_fmt("subtraction.cell_tip_hidden", n)
                                     : tr_fmt("subtraction.cell_tip", n, outcome_word(play_.outcome(un)), play_.grundy(un));
      ImGui::SetTooltip("%s", tip.c_str());
      if (ImGui::IsItemClicked()) {
        std::string err;
        const std::vector<std::int64_t> takes(play_.takes().begin(), play_.takes().end());
        load(takes, n, play_.misere(), err);
      }
    }
  }
  ImGui::EndChild();
  draw_strip_count(strip_count_, s);
}

void SubtractionLesson::draw_query() {
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(tr("subtraction.ask"));
  ImGui::SameLine();
  ImGui::SetNextItemWidth(14 * ImGui::GetFontSize());
  ImGui::InputText("##query", &query_text_, ImGuiInputTextFlags_CharsDecimal);
  track_item("subtraction.query");
  twin_value_last_item(query_text_);
  if (settings_.outcomes_hidden()) {
    ImGui::TextDisabled("%s", tr("subtraction.answer_hidden"));
    return;
  }
  const auto n = parse_pile(query_text_);
  const auto g = n ? play_.table().grundy(*n) : std::nullopt;
  if (!n) {
    query_answer_ = tr("subtraction.query_type");
  } else if (!g) {
    query_answer_ = tr_fmt("subtraction.query_none", *n);
  } else {
    const Outcome o = *g == 0 ? Outcome::Lose : Outcome::Win;
    query_answer_ = tr_fmt("subtraction.query_answer", *n, outcome_word(o), *g);
    const auto& period = play_.table().period();
    if (period && *n >= play_.table().table_size())
      query_answer_ += tr_fmt("subtraction.query_period", period->start + (*n - period->start) % period->length,
                              period->start, period->length);
  }
  ImGui::PushTextWrapPos(0.0f);
  ImGui::TextUnformatted(query_answer_.c_str());
  ImGui::PopTextWrapPos();
}

void SubtractionLesson::draw_main() {
  // Most important first: the verdict, the pile, the takes with the timeline,
  // then the strip and the query (which scroll at small sizes).
  draw_verdict();
  draw_pile();
  draw_take_buttons();
  auto timeline = [this] {
    const bool moved = draw_timeline(
        "subtraction-timeline", play_.timeline(), timeline_ui_, values_, settings_.outcomes_hidden(),
        [this](std::size_t i) {
          return std::string(tr(i % 2 == 0 ? "subtraction.chip_first" : "subtraction.chip_second")) + " " +
                 std::to_string(play_.timeline().moves()[i]);
        },
        play_.game_over());
    if (moved) play_.on_timeline_moved();
  };
  // The timeline with its value chart shares the takes' row when the row holds
  // both; in a narrow window (800×600) it goes under the strip, so the strip
  // stays on the first screen.
  const float s = ImGui::GetFontSize();
  const float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
  const bool beside = ImGui::GetItemRectMax().x + s + 40 * s <= right;
  if (beside) {
    ImGui::SameLine(0, s);
    timeline();
  }
  draw_strip();
  if (!beside) timeline();
  ImGui::Separator();
  draw_query();
}

}  // namespace gtl::app
