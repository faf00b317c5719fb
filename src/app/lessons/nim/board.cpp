// The Nim lesson's drawing: the side panel (piles editor, samples, the tree's
// size), the status line with the verdict, the piles as rows of counters (a
// click takes the counter and all to its right; hovering previews the take),
// the binary column table of the nim-sum, and the timeline.
#include <algorithm>
#include <cfloat>

#include "app/kit/settings.hpp"
#include "app/kit/item_registry.hpp"
#include "app/lessons/int_list.hpp"
#include "app/lessons/nim/lesson.hpp"
#include "app/lessons/status_line.hpp"
#include "app/kit/theme.hpp"
#include "app/kit/imgui_item_hooks.hpp"
#include "app/kit/ui_flow.hpp"
#include "core/budget.hpp"
#include "imgui.h"
#include "imgui_stdlib.h"

namespace gtl::app {

using i18n::tr;
using i18n::tr_fmt;
using i18n::tr_id;

namespace {

constexpr int kBits = 4;  // piles hold 0..15: columns 8 4 2 1
constexpr float kTableRow = 1.2f;  // the table's row pitch in font sizes

float text_w(ImFont* f, const std::string& s) { return f->CalcTextSizeA(f->FontSize, FLT_MAX, 0, s.c_str()).x; }

const std::vector<std::int64_t> kSamples[] = {{1, 2, 3}, {3, 4, 5}, {1, 3, 5, 7}};

}  // namespace

// ------------------------------------------------------------------ panel

void NimLesson::draw_controls() {
  ImGui::PushTextWrapPos(0.0f);
  ImGui::TextDisabled("%s", tr("nim.title"));
  ImGui::TextUnformatted(tr("nim.piles_label"));
  ImGui::PopTextWrapPos();
  const char* new_label = tr_id("nim.new_game");
  ImGui::SetNextItemWidth(std::max(4 * ImGui::GetFontSize(),
                                   ImGui::GetContentRegionAvail().x - button_width(new_label) - ImGui::GetStyle().ItemSpacing.x));
  const bool enter = ImGui::InputText("##nim.piles", &piles_text_, ImGuiInputTextFlags_EnterReturnsTrue);
  track_item("nim.piles");
  twin_value_last_item(piles_text_);
  same_line_if_fits(button_width(new_label), ImGui::GetStyle().ItemSpacing.x);
  if (ImGui::Button(new_label) || enter) {
    const std::string typed = piles_text_;
    std::string err, bad;
    const auto piles = parse_number_list(typed, " ,\t", bad);  // "3 4 5", "3,4,5"
    if (!piles) message_ = tr("nim.err_text");
    else if (!new_game(*piles, err)) message_ = err;
    if (!message_.empty()) piles_text_ = typed;  // keep what was typed, next to the message
  }
  track_item("nim.new");
  if (!message_.empty()) {
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextColored(theme::outcome_color_vec(Outcome::Lose), "%s", message_.c_str());
    ImGui::PopTextWrapPos();
  }
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(tr("nim.samples"));
  for (std::size_t i = 0; i < std::size(kSamples); ++i) {
    std::string label;
    for (auto p : kSamples[i]) label += (label.empty() ? "" : " ") + std::to_string(p);
    same_line_if_fits(button_width(label.c_str()), ImGui::GetStyle().ItemSpacing.x);
    if (ImGui::Button((label + "##nim.sample" + std::to_string(i)).c_str())) {
      std::string err;
      new_game(kSamples[i], err);
    }
    track_item("nim.sample." + std::to_string(i + 1));
  }
  ImGui::PushTextWrapPos(0.0f);
  if (tree_capped())
    ImGui::TextColored(theme::outcome_color_vec(Outcome::Draw), "%s",
                       tr_fmt("nim.tree_capped", text::grouped(kNimTreePositions), text::grouped(position_count())).c_str());
  else
    ImGui::TextDisabled("%s", tr_fmt("nim.tree_full", text::grouped(position_count())).c_str());
  track_item("nim.tree_note");
  ImGui::PopTextWrapPos();
}

// ------------------------------------------------------------------ the board

void NimLesson::draw_status() {
  const int side = to_move();
  player_text(side, tr(side == 0 ? "nim.first" : "nim.second"));
  ImGui::SameLine();
  ImGui::TextUnformatted(tr("nim.to_move"));
  const float gap = ImGui::GetFontSize();
  if (outcome_hidden_text(settings_, gap)) return;
  const std::string v = verdict_line();
  same_line_if_fits(v.c_str(), gap);
  ImGui::PushTextWrapPos(0.0f);
  ImGui::TextColored(theme::outcome_color_vec(nim_sum() == 0 ? Outcome::Lose : Outcome::Win), "%s", v.c_str());
  ImGui::PopTextWrapPos();
  track_item("nim.verdict");
}

ImVec2 NimLesson::draw_piles(float x, float y, float w, float h) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const float font = ImGui::GetFontSize();
  const int k = static_cast<int>(piles_.size());
  float label_w = 0;
  for (int i = 0; i < k; ++i) label_w = std::max(label_w, ImGui::CalcTextSize(tr_fmt("nim.pile", i + 1).c_str()).x);
  label_w += font * 0.6f;
  // Counters as large as the rows allow (a projector's back row), never so
  // large that the start's largest pile leaves the width.
  const int widest = std::max(5, *std::max_element(game_.piles.begin(), game_.piles.end()));
  // Rows never closer than the labels' text needs; counters as wide as the
  // width allows up to the row height.
  const float row = std::clamp(h / static_cast<float>(k), 1.3f * font, 2.8f * font);
  const float pitch = std::clamp((w - label_w) / static_cast<float>(widest), 12.0f, row);
  const float r = std::min(pitch, row) * 0.42f;
  const float x0 = x + label_w;
  const ImU32 counter = ImGui::GetColorU32(ImGuiCol_Text, 0.85f);
  const ImU32 shelf = ImGui::GetColorU32(ImGuiCol_TextDisabled, 0.6f);
  const bool hints = settings_.show_hints();
  const std::vector<nim::Take> wins = hints ? nim::winning_moves(piles_) : std::vector<nim::Take>{};

  // The last take's counters, fading out above their place.
  std::optional<nim::Take> fading;
  if (anim_.running() && timeline_.cursor() > 0)
    fading = nim::NimGame::take(static_cast<nim::NimGame::Move>(timeline_.moves()[timeline_.cursor() - 1]));

  for (int i = 0; i < k; ++i) {
    const float row_y = y + row * static_cast<float>(i);
    const float cy = row_y + row * 0.5f;
    const int size = piles_[static_cast<std::size_t>(i)];
    const std::string label = tr_fmt("nim.pile", i + 1);
    dl->AddText(ImVec2(x, cy - font * 0.5f), theme::ink(), label.c_str());
    dl->AddLine(ImVec2(x0, row_y + row - 1), ImVec2(x0 + pitch * static_cast<float>(widest), row_y + row - 1), shelf, 1);
    // Hover: which counter the pointer is on; the take is it and all to its right.
    int from = size;
    if (size > 0) {
      ImGui::SetCursorScreenPos(ImVec2(x0, row_y));
      const bool pressed =
          ImGui::InvisibleButton(("nim.row" + std::to_string(i)).c_str(), ImVec2(pitch * static_cast<float>(size), row));
      if (ImGui::IsItemHovered()) {
        from = std::clamp(static_cast<int>((ImGui::GetIO().MousePos.x - x0) / pitch), 0, size - 1);
        const int count = size - from;
        std::string tip = tr_fmt("nim.take_from", count, i + 1);
        if (hints) {
          std::vector<int> after = piles_;
          after[static_cast<std::size_t>(i)] -= count;
          const int s = nim::nim_sum(after);
          tip += "\n" + (s == 0 ? std::string(tr("nim.hover_win")) : tr_fmt("nim.hover_lose", s));
        }
        ImGui::SetTooltip("%s", tip.c_str());
      }
      if (pressed) {  // released over the row: the counter under the pointer and all to its right
        std::string err;
        timeline_ui_.autoplay = false;
        take(i, size - from, err);
        if (settings_.anim() <= 0) anim_.skip();
      }
    }
    for (int j = 0; j < size; ++j) {
      const ImVec2 c(x0 + pitch * (static_cast<float>(j) + 0.5f), cy);
      record_item("nim.counter." + std::to_string(i) + "." + std::to_string(j),
                  {c.x - pitch * 0.5f, row_y, pitch, row});
      const bool taken = j >= from;
      // A counter about to be taken is lifted and lit: two cues, not colour alone.
      const ImVec2 at(c.x, taken ? c.y - row * 0.12f : c.y);
      dl->AddCircleFilled(at, r, taken ? theme::kHighlight : counter);
      for (const nim::Take& t : wins)
        if (t.pile == i && j >= size - t.count) dl->AddCircle(at, r + 3.0f, theme::kWin, 0, 4.0f);
    }
    if (fading && fading->pile == i) {
      const float e = static_cast<float>(anim_.progress());
      for (int j = size; j < size + fading->count && j < nim::kMaxPile; ++j)
        dl->AddCircleFilled(ImVec2(x0 + pitch * (static_cast<float>(j) + 0.5f), cy - row * 0.6f * e), r,
                            theme::fade(counter, 1.0f - e));
    }
  }
  return ImVec2(label_w + pitch * static_cast<float>(widest), row * static_cast<float>(k));
}

float NimLesson::table_height(ImFont* font) const {
  return font->FontSize * (kTableRow * static_cast<float>(piles_.size() + 2) + 0.4f);
}

float NimLesson::table_width(ImFont* font) const {
  const float fs = font->FontSize;
  float label_w = text_w(font, tr("nim.sum_row"));
  for (std::size_t i = 0; i < piles_.size(); ++i)
    label_w = std::max(label_w, text_w(font, tr_fmt("nim.pile", i + 1)));
  return label_w + fs * (0.8f + 1.6f * kBits + 2.2f);
}

// The table a teacher writes: one row per pile (its bits under 8 4 2 1 and its
// size), a rule, and the nim-sum row. A column holding an odd number of ones
// gives the nim-sum a 1 there: it is lit, and the sum row's 1 says it again.
void NimLesson::draw_table(float x, float y, ImFont* font) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const float fs = font->FontSize;
  const float rh = fs * kTableRow;
  const float cw = fs * 1.6f;
  const bool hidden = settings_.outcomes_hidden();
  const int k = static_cast<int>(piles_.size());
  const int sum = nim_sum();
  const float label_w = table_width(font) - fs * (0.8f + 1.6f * kBits + 2.2f);
  const float bits_x = x + label_w + fs * 0.8f;
  const float value_x = bits_x + cw * kBits + fs * 0.4f;
  const float width = table_width(font);
  const float height = table_height(font);
  auto put = [&](float px, float py, ImU32 col, const std::string& s) { dl->AddText(font, fs, ImVec2(px, py), col, s.c_str()); };
  auto centred = [&](int col, float py, ImU32 c, const std::string& s) {
    put(bits_x + cw * (static_cast<float>(col) + 0.5f) - text_w(font, s) * 0.5f, py, c, s);
  };
  if (!hidden)
    for (int b = 0; b < kBits; ++b)
      if (sum >> (kBits - 1 - b) & 1) {
        const ImVec2 a(bits_x + cw * static_cast<float>(b) + 2, y), z(bits_x + cw * static_cast<float>(b + 1) - 2, y + height);
        dl->AddRectFilled(a, z, theme::fade(theme::kHighlight, 0.28f), 4);
        dl->AddRect(a, z, theme::kHighlight, 4, 0, 2);
      }
  for (int b = 0; b < kBits; ++b) centred(b, y, theme::muted_ink(), std::to_string(1 << (kBits - 1 - b)));
  for (int i = 0; i < k; ++i) {
    const float ry = y + rh * static_cast<float>(i + 1);
    const int p = piles_[static_cast<std::size_t>(i)];
    put(x, ry, theme::ink(), tr_fmt("nim.pile", i + 1));
    for (int b = 0; b < kBits; ++b) centred(b, ry, theme::ink(), std::to_string(p >> (kBits - 1 - b) & 1));
    put(value_x, ry, theme::muted_ink(), std::to_string(p));
  }
  const float rule_y = y + rh * static_cast<float>(k + 1) + fs * 0.15f;
  dl->AddLine(ImVec2(x, rule_y), ImVec2(x + width, rule_y), theme::ink(), 2);
  const float sy = rule_y + fs * 0.25f;
  put(x, sy, theme::ink(), tr("nim.sum_row"));
  for (int b = 0; b < kBits; ++b)
    centred(b, sy, hidden ? theme::muted_ink() : theme::ink(), hidden ? "?" : std::to_string(sum >> (kBits - 1 - b) & 1));
  put(value_x, sy, hidden ? theme::muted_ink() : theme::ink(), hidden ? "?" : std::to_string(sum));
  record_item("nim.table", {x, y, width, height});
  if (ImGui::IsMouseHoveringRect(ImVec2(x, y), ImVec2(x + width, y + height)) && ImGui::IsWindowHovered())
    ImGui::SetTooltip("%s", tr("nim.table_help"));
}

void NimLesson::draw_main() {
  draw_status();
  const float font = ImGui::GetFontSize();
  const ImGuiStyle& style = ImGui::GetStyle();
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  const int k = static_cast<int>(piles_.size());
  // The timeline under the board takes two button rows and the chips' scrollbar.
  const float timeline_h = 2 * ImGui::GetFrameHeightWithSpacing() + style.ScrollbarSize + style.ItemSpacing.y;
  const float board_h = std::max(12.0f * static_cast<float>(k), avail.y - timeline_h);
  // The table in the large font when its rows fit the board's height and it
  // leaves the counters most of the width; else in the text's size.
  ImFont* table_font = ImGui::GetFont();
  if (ImFont* big = theme::big_font(); big && table_height(big) <= board_h && table_width(big) <= 0.42f * avail.x)
    table_font = big;
  const float tw = table_width(table_font), th = table_height(table_font);
  const float gap = 1.5f * font;
  // Beside the counters when both fit; under them in a narrow window (the lesson scrolls).
  const bool stacked = avail.x - tw - gap < 10 * font;
  const ImVec2 o = ImGui::GetCursorScreenPos();
  const float piles_w = stacked ? avail.x : avail.x - tw - gap;
  const ImVec2 used = draw_piles(o.x, o.y, piles_w, stacked ? board_h - th - gap : board_h);
  // The table right after the longest row, where the eye goes next.
  if (stacked) draw_table(o.x, o.y + used.y + style.ItemSpacing.y, table_font);
  else draw_table(o.x + used.x + gap, o.y, table_font);
  ImGui::SetCursorScreenPos(o);
  ImGui::Dummy(ImVec2(avail.x, stacked ? used.y + style.ItemSpacing.y + th : std::max(used.y, th)));
  const bool moved = draw_timeline(
      "nim-timeline", timeline_, timeline_ui_, values_, settings_.outcomes_hidden(),
      [this](std::size_t i) {
        const nim::Take t = nim::NimGame::take(static_cast<nim::NimGame::Move>(timeline_.moves()[i]));
        return tr_fmt("nim.chip", t.count, t.pile + 1);
      },
      game_over());
  if (moved) timeline_moved();
}

}  // namespace gtl::app
