#include "app/ui_help.hpp"

#include <algorithm>

#include "app/theme.hpp"
#include "imgui.h"

namespace gtl::app {

namespace {

void centre_next_window() {
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(ImVec2(vp->WorkPos.x + vp->WorkSize.x * 0.5f, vp->WorkPos.y + vp->WorkSize.y * 0.5f),
                          ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
}

// A swatch as the views draw it: a filled rounded box with its letter.
void swatch(ImU32 fill, const char* letter) {
  const float h = ImGui::GetTextLineHeight() + 6;
  const ImVec2 ts = ImGui::CalcTextSize(letter);
  const ImVec2 a = ImGui::GetCursorScreenPos(), b(a.x + std::max(h * 1.4f, ts.x + 10), a.y + h);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  dl->AddRectFilled(a, b, fill, 4);
  dl->AddText(ImVec2((a.x + b.x - ts.x) * 0.5f, (a.y + b.y - ts.y) * 0.5f), theme::text_on(fill), letter);
  ImGui::Dummy(ImVec2(b.x - a.x, h));
}

// A forbidden tile: struck once (a multiple) or twice (a sum), as on the board.
void struck_tile(const char* number, bool twice) {
  const float h = ImGui::GetTextLineHeight() + 10;
  const ImVec2 a = ImGui::GetCursorScreenPos(), b(a.x + h * 1.4f, a.y + h);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  dl->AddRectFilled(a, b, theme::u32(theme::colors().frame), 4);
  const ImVec2 ts = ImGui::CalcTextSize(number);
  dl->AddText(ImVec2((a.x + b.x - ts.x) * 0.5f, (a.y + b.y - ts.y) * 0.5f), theme::ink(), number);
  dl->AddLine(ImVec2(a.x + 4, b.y - 4), ImVec2(b.x - 4, a.y + 4), theme::kLose, 3.0f);
  if (twice) dl->AddLine(ImVec2(a.x + 4, a.y + 4), ImVec2(b.x - 4, b.y - 4), theme::kLose, 2.0f);
  ImGui::Dummy(ImVec2(b.x - a.x, h));
}

void outline(ImU32 colour) {
  const float h = ImGui::GetTextLineHeight() + 6;
  const ImVec2 a = ImGui::GetCursorScreenPos(), b(a.x + h * 1.4f, a.y + h);
  ImGui::GetWindowDrawList()->AddRect(ImVec2(a.x + 2, a.y + 2), ImVec2(b.x - 2, b.y - 2), colour, 4, 0, 3.0f);
  ImGui::Dummy(ImVec2(b.x - a.x, h));
}

// One legend row: the sample in the first column, the words in the second.
template <class Sample>
void row(Sample sample, const char* words) {
  ImGui::TableNextRow();
  ImGui::TableNextColumn();
  sample();
  ImGui::TableNextColumn();
  ImGui::TextWrapped("%s", words);
}

void heading(const char* text) {
  ImGui::TableNextRow();
  ImGui::TableNextColumn();
  ImGui::TableNextColumn();
  ImGui::SeparatorText(text);
}

}  // namespace

void draw_shortcuts_window(bool* open) {
  centre_next_window();
  if (ImGui::Begin("Keyboard shortcuts", open, ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_AlwaysAutoResize)) {
    if (ImGui::BeginTable("keys", 2, ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingFixedFit)) {
      static const char* rows[][2] = {
          {"F1", "show / hide this table"},
          {"Esc", "close this table, the legend or a menu; then leave presentation mode"},
          {"Left / Right", "step back / forward through the moves"},
          {"Home / End", "first / last position"},
          {"Space", "autoplay perfect play / pause"},
          {"PageDown / PageUp", "step forward / back (a presenter's clicker)"},
          {"P", "presentation mode on / off"},
          {"Shift+F", "full screen on / off"},
          {"Tab", "move the keyboard focus through the panel (Space / Enter press the focused control;"
                  " a click or Esc ends it)"},
          {"Drag / wheel", "pan / zoom the tree at the cursor (pinch on touch screens)"},
          {"+ / -", "zoom the tree in / out (pointer over the tree)"},
          {"F", "fit the whole tree into view (pointer over the tree)"},
          {"C", "centre the tree on the current position"},
          {"Click / double-click", "select a node / expand or collapse it"},
      };
      for (auto& r : rows) {
        ImGui::TableNextRow();
        ImGui::TableNextColumn(); ImGui::TextUnformatted(r[0]);
        ImGui::TableNextColumn(); ImGui::TextUnformatted(r[1]);
      }
      ImGui::EndTable();
    }
  }
  ImGui::End();
}

void draw_legend_window(bool* open) {
  centre_next_window();
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  ImGui::SetNextWindowSize(ImVec2(std::min(vp->WorkSize.x - 40, ImGui::GetFontSize() * 34),
                                  std::min(vp->WorkSize.y - 40, ImGui::GetFontSize() * 30)),
                           ImGuiCond_Appearing);
  if (ImGui::Begin("Legend", open, ImGuiWindowFlags_NoSavedSettings)) {
    if (ImGui::BeginTable("legend", 2, ImGuiTableFlags_SizingFixedFit)) {
      ImGui::TableSetupColumn("sample", ImGuiTableColumnFlags_WidthFixed);
      ImGui::TableSetupColumn("meaning", ImGuiTableColumnFlags_WidthStretch);
      heading("Outcomes (for the player to move)");
      row([] { swatch(theme::kWin, "W"); }, "Win: the player to move can force a win.");
      row([] { swatch(theme::kLose, "L"); }, "Lose: whatever the player to move does, the opponent can win.");
      row([] { swatch(theme::kDraw, "D"); }, "Draw: the best either side can force is a draw (a tie).");
      row([] { swatch(theme::kUnknown, "?"); }, "Not decided yet (backward induction) or hidden (the quiz).");
      row([] { ImGui::TextUnformatted("W 3"); },
          "Remoteness: the number of plies (single moves) to the end under perfect play: the "
          "winner hurries, the loser holds out.");
      row([] { swatch(theme::kWin, "+"); ImGui::SameLine(0, 4); swatch(theme::kDraw, "0"); ImGui::SameLine(0, 4);
             swatch(theme::kLose, "-"); },
          "The ball game's judge symbols for the player to move: + wins, 0 draws, - loses.");
      heading("The Number Game board");
      row([] { struck_tile("6", false); }, "One strike: a multiple of a named number (6 after 2 or 3 is named).");
      row([] { struck_tile("9", true); }, "Two strikes: a sum of multiples of named numbers (9 = 2\xC2\xB7" "2 + 5).");
      row([] { swatch(theme::kFirst, "C"); ImGui::SameLine(0, 4); swatch(theme::kSecond, "M"); },
          "Named numbers in the colour and initial of who named them: Christine (first), Matt (second).");
      row([] { outline(theme::kWin); }, "With hints on: a winning move (thick blue frame and a W).");
      heading("The game tree");
      row([] { outline(theme::kHighlight); }, "The current game's path and position (yellow outline).");
      row([] { swatch(theme::kUnknown, "R"); }, "R (tree mode): a repeated position, reached before by another "
                                                 "order of moves; faded, its subtree is the same.");
      row([] { swatch(theme::kWin, "\xC3\x97" "13"); },
          "Grouped moves, drawn as a stack: \"13 moves \xE2\x86\x92 W\" (or \"\xC3\x97" "13\" when small) is 13 "
          "moves that all lead to W, folded into one node. A click opens the group.");
      row([] { outline(theme::kWin); }, "Thick blue edges: winning moves.");
      ImGui::EndTable();
    }
    ImGui::TextDisabled("Esc closes this window.");
  }
  ImGui::End();
}

}  // namespace gtl::app
