// The tic-tac-toe lesson's drawing: the side panel, the board (marks, the struck
// line, the hints) and the status beside it. The game itself is in lesson.cpp.
#include <algorithm>
#include <cmath>

#include "app/kit/settings.hpp"
#include "app/kit/item_registry.hpp"
#include "app/kit/theme.hpp"
#include "app/lessons/ttt/lesson.hpp"
#include "app/kit/ui_flow.hpp"
#include "imgui.h"
#include "model/lesson_words.hpp"

namespace gtl::app {

using i18n::tr;
using i18n::tr_fmt;
using i18n::tr_id;
using tictactoe::Mark;
using tictactoe::TicTacToe;

namespace {

ImU32 mark_color(Mark m) { return m == Mark::X ? theme::kFirst : theme::kSecond; }

// Beside the board when the right column gets this many characters of text.
constexpr float kColumnChars = 15.0f;

}  // namespace

void TicTacToeLesson::draw_controls() {
  ImGui::TextDisabled("%s", tr("ttt.name"));
  ImGui::TextWrapped("%s", tr("ttt.rules"));
  if (ImGui::Button(tr_id("ttt.new_game"))) new_game();
  track_item("ttt.new");
  checkbox_fit(tr_id("ttt.symmetry"), &symmetry_);
  track_item("ttt.symmetry");
  ImGui::PushStyleColor(ImGuiCol_Text, theme::muted_ink());
  ImGui::TextWrapped("%s", tr("ttt.symmetry_help"));
  ImGui::PopStyleColor();
  if (!message_.empty()) ImGui::TextColored(theme::outcome_color_vec(Outcome::Lose), "%s", message_.c_str());
}

void TicTacToeLesson::draw_main() {
  // The board as large as the area allows, the status and the timeline beside
  // it; in a narrow area they stack (status, board, timeline).
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  const float font = ImGui::GetFontSize();
  const float gap = font;
  const float beside = std::min(avail.y, avail.x - kColumnChars * font - gap);
  const auto timeline = [this] {
    if (draw_timeline("ttt-timeline", timeline_, timeline_ui_, values_, settings_.outcomes_hidden(),
                      [this](std::size_t i) { return chip_label(i); },
                      game_over()))
      timeline_moved();
  };
  if (beside >= 8 * font) {
    const ImVec2 origin = ImGui::GetCursorScreenPos();
    draw_board(beside);
    ImGui::SetCursorScreenPos(ImVec2(origin.x + beside + gap, origin.y));
    ImGui::BeginGroup();
    draw_status(avail.x - beside - gap);
    timeline();
    ImGui::EndGroup();
    return;
  }
  draw_status(avail.x);
  const float rest = avail.y - ImGui::GetCursorPosY() - 4 * ImGui::GetFrameHeightWithSpacing();
  draw_board(std::max(std::min(avail.x, rest), 6 * font));
  timeline();
}

void TicTacToeLesson::draw_status(float wrap_width) {
  const float right = ImGui::GetCursorPosX() + wrap_width;
  ImGui::PushTextWrapPos(right);
  ImFont* big = theme::big_font();
  if (big) ImGui::PushFont(big);
  const Mark mover = TicTacToe::to_move(position_);
  if (game_over()) {
    const Mark w = TicTacToe::winner(position_);
    ImGui::PushStyleColor(ImGuiCol_Text, w == Mark::Empty ? theme::outcome_color_vec(Outcome::Draw)
                                                          : ImGui::ColorConvertU32ToFloat4(mark_color(w)));
    ImGui::TextWrapped("%s", result_text().c_str());
    ImGui::PopStyleColor();
  } else {
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(mark_color(mover)));
    ImGui::TextWrapped("%s", tr_fmt("ttt.to_move", (mover == Mark::X ? "X" : "O")).c_str());
    ImGui::PopStyleColor();
  }
  if (big) ImGui::PopFont();
  if (!game_over()) {
    const Solution v = value();
    const char* who = (mover == Mark::X ? "X" : "O");
    if (settings_.outcomes_hidden()) {
      ImGui::TextDisabled("%s", settings_.hidden_outcome_text());
    } else {
      const std::string text = v.outcome == Outcome::Win    ? tr_fmt("ttt.out_win", who, model::plies(v.remoteness))
                               : v.outcome == Outcome::Lose ? tr_fmt("ttt.out_lose", who, model::plies(v.remoteness))
                                                            : tr("ttt.out_draw");
      ImGui::TextColored(theme::outcome_color_vec(v.outcome), "%s", text.c_str());
    }
    if (settings_.show_hints()) {
      std::string cells;
      for (const int c : best_cells()) cells += (cells.empty() ? "" : " ") + game_.move_label(static_cast<TicTacToe::Move>(c));
      ImGui::TextColored(theme::outcome_color_vec(v.outcome), "%s", tr_fmt("ttt.best", cells).c_str());
      ImGui::PushStyleColor(ImGuiCol_Text, theme::muted_ink());
      ImGui::TextWrapped("%s", tr_fmt("ttt.badges", who).c_str());
      ImGui::PopStyleColor();
    }
  }
  ImGui::PopTextWrapPos();
}

void TicTacToeLesson::draw_mark(ImDrawList* dl, ImVec2 c, float half, Mark m, float grow) const {
  const float h = half * grow, t = std::max(3.0f, half * 0.22f);
  if (m == Mark::X) {
    dl->AddLine(ImVec2(c.x - h, c.y - h), ImVec2(c.x + h, c.y + h), mark_color(m), t);
    dl->AddLine(ImVec2(c.x - h, c.y + h), ImVec2(c.x + h, c.y - h), mark_color(m), t);
  } else if (m == Mark::O) {
    dl->AddCircle(c, h * 1.05f, mark_color(m), 0, t);
  }
}

// The value of moving into an empty cell: a small tile with W / D / L (the
// letter is the second cue besides the colour). The best cells are ringed as a
// whole by the caller.
void TicTacToeLesson::draw_badge(ImDrawList* dl, ImVec2 corner, float size, Solution v) const {
  const ImU32 fill = theme::outcome_color(v.outcome);
  const ImVec2 a(corner.x - size, corner.y), b(corner.x, corner.y + size);
  dl->AddRectFilled(a, b, fill, size * 0.2f);
  const char text[2] = {letter(v.outcome), 0};
  const ImVec2 ts = ImGui::CalcTextSize(text);
  dl->AddText(ImVec2(a.x + (size - ts.x) / 2, a.y + (size - ts.y) / 2), theme::text_on(fill), text);
}

void TicTacToeLesson::draw_board(float side) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 origin = ImGui::GetCursorScreenPos();
  const float font = ImGui::GetFontSize();
  // The margins name the columns a..c and the rows 1..3 (the verdict's "b2").
  const float margin = font * 1.3f;
  const float grid = std::max(side - margin, 3 * font);
  const float cell = grid / 3;
  const ImVec2 top_left(origin.x + margin, origin.y + margin);
  for (int i = 0; i < 3; ++i) {
    const char col[2] = {static_cast<char>('a' + i), 0}, row[2] = {static_cast<char>('1' + i), 0};
    const ImVec2 cs = ImGui::CalcTextSize(col), rs = ImGui::CalcTextSize(row);
    dl->AddText(ImVec2(top_left.x + cell * (i + 0.5f) - cs.x / 2, origin.y + (margin - cs.y) / 2), theme::muted_ink(), col);
    dl->AddText(ImVec2(origin.x + (margin - rs.x) / 2, top_left.y + cell * (i + 0.5f) - rs.y / 2), theme::muted_ink(), row);
  }

  const bool hints = settings_.show_hints() && !game_over();
  const std::vector<int> best = hints ? best_cells() : std::vector<int>{};
  const int last = timeline_.cursor() > 0 ? static_cast<int>(timeline_.moves()[timeline_.cursor() - 1]) : -1;
  const float grow = static_cast<float>(1.0 - std::pow(1.0 - anim_t_, 3.0));  // ease out
  const float badge = std::clamp(cell * 0.24f, font * 1.1f, font * 2.0f);
  int clicked = -1;
  for (int i = 0; i < 9; ++i) {
    const ImVec2 a(top_left.x + cell * static_cast<float>(i % 3), top_left.y + cell * static_cast<float>(i / 3));
    const ImVec2 b(a.x + cell, a.y + cell), c((a.x + b.x) / 2, (a.y + b.y) / 2);
    ImGui::SetCursorScreenPos(a);
    const std::string id = "ttt.cell." + std::to_string(i);
    if (ImGui::InvisibleButton(("##" + id).c_str(), ImVec2(cell, cell))) clicked = i;
    track_item(id);
    const Mark m = TicTacToe::at(position_, i);
    const std::optional<Solution> v = move_value(i);
    if (v && ImGui::IsItemHovered()) {  // a faint preview of the mark a click places
      dl->AddRectFilled(ImVec2(a.x + 3, a.y + 3), ImVec2(b.x - 3, b.y - 3), theme::u32(theme::colors().frame_hovered));
      const ImU32 ghost = (mark_color(TicTacToe::to_move(position_)) & ~IM_COL32_A_MASK) | IM_COL32(0, 0, 0, 90);
      const float h = cell * 0.3f;
      if (TicTacToe::to_move(position_) == Mark::X) {
        dl->AddLine(ImVec2(c.x - h, c.y - h), ImVec2(c.x + h, c.y + h), ghost, h * 0.22f);
        dl->AddLine(ImVec2(c.x - h, c.y + h), ImVec2(c.x + h, c.y - h), ghost, h * 0.22f);
      } else {
        dl->AddCircle(c, h * 1.05f, ghost, 0, h * 0.22f);
      }
    }
    if (m != Mark::Empty) draw_mark(dl, c, cell * 0.3f, m, i == last ? grow : 1.0f);
    if (hints && v) {
      const bool is_best = std::find(best.begin(), best.end(), i) != best.end();
      if (is_best)
        dl->AddRect(ImVec2(a.x + 5, a.y + 5), ImVec2(b.x - 5, b.y - 5), theme::kHighlight, cell * 0.06f, 0,
                    std::max(3.0f, cell * 0.04f));
      draw_badge(dl, ImVec2(b.x - cell * 0.08f, a.y + cell * 0.08f), badge, *v);
    }
  }
  // The grid over the cells' fills: two lines each way, thick enough for the back row.
  const float t = std::max(3.0f, cell * 0.045f);
  for (int k = 1; k < 3; ++k) {
    const float x = top_left.x + cell * static_cast<float>(k), y = top_left.y + cell * static_cast<float>(k);
    dl->AddLine(ImVec2(x, top_left.y), ImVec2(x, top_left.y + grid), theme::ink(), t);
    dl->AddLine(ImVec2(top_left.x, y), ImVec2(top_left.x + grid, y), theme::ink(), t);
  }
  if (const auto line = TicTacToe::winning_line(position_); line && anim_t_ >= 1.0) {
    auto centre = [&](int i) {
      return ImVec2(top_left.x + cell * (static_cast<float>(i % 3) + 0.5f),
                    top_left.y + cell * (static_cast<float>(i / 3) + 0.5f));
    };
    const ImVec2 p = centre((*line)[0]), q = centre((*line)[2]);
    // Past the end cells' centres by a third of a cell, as a pen would strike it.
    const float dx = (q.x - p.x) / (2 * cell) * cell * 0.35f, dy = (q.y - p.y) / (2 * cell) * cell * 0.35f;
    dl->AddLine(ImVec2(p.x - dx, p.y - dy), ImVec2(q.x + dx, q.y + dy), theme::kHighlight, std::max(5.0f, cell * 0.08f));
  }
  record_item("ttt.board", {top_left.x, top_left.y, grid, grid});
  ImGui::SetCursorScreenPos(origin);
  ImGui::Dummy(ImVec2(side, side));
  if (clicked >= 0) {
    std::string err;
    if (!play(clicked, err)) message_ = err;
    else message_.clear();
  }
}

}  // namespace gtl::app
