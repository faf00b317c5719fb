// Playing against the perfect player in the teaching panel: whose turn, the
// computer's reply after a pause, undo, the verdict on each human move, the
// controls and the actions (play.start, play.undo).
#include <algorithm>
#include <cmath>

#include "app/kit/item_registry.hpp"
#include "app/kit/settings.hpp"
#include "app/teach/teach_parts.hpp"
#include "app/kit/theme.hpp"
#include "app/kit/ui_flow.hpp"
#include "app/teach/ui_teach.hpp"
#include "app/tree/ui_tree.hpp"
#include "imgui.h"
#include "model/graph_paths.hpp"
#include "model/i18n.hpp"
#include "model/text_format.hpp"

namespace gtl::app {

using i18n::tr;
using i18n::tr_fmt;
using i18n::tr_id;
using namespace teach;

bool TeachPanel::start_play(int human, std::string& error) {
  if (!hooks_.play) {
    error = tr("teach.err_no_lesson");
    return false;
  }
  stop();
  mode_ = TeachMode::Play;
  human_ = human;
  hooks_.go_to(0);
  seen_line_ = 0;
  reply_wait_ = 0;
  intro_ = human == 2 ? tr("teach.two_humans") : tr_fmt("teach.you_play", hooks_.side_name(human));
  reveal_controls_ = true;
  if (!intro_.empty()) intro_[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(intro_[0])));
  return true;
}

bool TeachPanel::computer_to_move() const {
  if (mode_ != TeachMode::Play || human_ == 2 || !hooks_.line || hooks_.game_over()) return false;
  return static_cast<int>(hooks_.line().size() % 2) != human_;
}

void TeachPanel::computer_reply(double seconds) {
  if (!computer_to_move()) {
    reply_wait_ = 0;
    return;
  }
  const float speed = settings_.anim_speed;
  if (speed > 0) {
    // The class watches the human's move being animated first, then a pause.
    if (hooks_.animating && hooks_.animating()) {
      reply_wait_ = 0;
      return;
    }
    reply_wait_ += seconds * speed;
    if (reply_wait_ < kReplyPauseSeconds) return;
  }
  reply_wait_ = 0;
  if (auto m = hooks_.best_move()) hooks_.play(*m);  // through the lesson: animated like a click
  seen_line_ = hooks_.line().size();
}

bool TeachPanel::undo() {
  const std::size_t n = hooks_.line().size();
  for (std::size_t k = n; k-- > 0;) {
    if (human_ == 2 || static_cast<int>(k % 2) == human_) {  // the human was to move after k moves
      if (hooks_.take_back) hooks_.take_back(k);
      else hooks_.go_to(k);
      seen_line_ = k;
      reply_wait_ = 0;
      return true;
    }
  }
  return false;
}

namespace {

// One human move's verdict as the play box shows it: its mark ("3. W→L
// blunder", in the colour of the outcome the move left) and its words.
struct VerdictRow {
  std::string mark, words;
  Outcome outcome;
};

// The words go beside their mark when a readable column is left in `width`,
// else on the lines under it: a narrow panel (800 px, a phone's drawer) would
// otherwise wrap them into a column a word or two wide.
bool words_beside(const VerdictRow& r, float width) {
  const float beside = width - text_width(r.mark) - ImGui::GetStyle().ItemSpacing.x;
  return beside >= 14 * ImGui::GetFontSize();
}

// The box's height: its newest four rows as they wrap in a box `width` wide,
// so the newest verdict is read whole, mark and words, with no scrolling.
float verdict_box_height(const std::vector<VerdictRow>& rows, float width) {
  const ImGuiStyle& st = ImGui::GetStyle();
  const std::size_t first = rows.size() > 4 ? rows.size() - 4 : 0;
  // More than four rows scroll: the scrollbar takes its width from the text.
  const float inner = width - 2 * st.WindowPadding.x - (first > 0 ? st.ScrollbarSize : 0.0f);
  float h = 2 * st.WindowPadding.y;
  for (std::size_t i = first; i < rows.size(); ++i) {
    const VerdictRow& r = rows[i];
    const float mark_w = text_width(r.mark) + st.ItemSpacing.x;
    if (words_beside(r, inner))
      h += ImGui::CalcTextSize(r.words.c_str(), nullptr, false, inner - mark_w).y;
    else
      h += ImGui::GetFontSize() + st.ItemSpacing.y + ImGui::CalcTextSize(r.words.c_str(), nullptr, false, inner).y;
    h += st.ItemSpacing.y;
  }
  return h - st.ItemSpacing.y + 2;
}

}  // namespace

std::vector<const model::PlyValue*> TeachPanel::verdicts() const {
  play_values_.update(tree_.graph(), hooks_.line());
  std::vector<const model::PlyValue*> out;
  for (const model::PlyValue& v : play_values_.values())
    if (human_ == 2 || static_cast<int>((v.ply - 1) % 2) == human_) out.push_back(&v);
  return out;
}

std::string TeachPanel::verdict_text(const model::PlyValue& v) const {
  const int mover = static_cast<int>((v.ply - 1) % 2);
  return model::move_verdict(v, hooks_.side_name(mover), hooks_.side_name(1 - mover));
}

void TeachPanel::draw_play_controls() {
  text_wrapped(tr("teach.play_against"));
  const char* sides[3] = {tr_id("teach.as_first"), tr_id("teach.as_second"), tr_id("teach.two_humans_button")};
  for (int i = 0; i < 3; ++i) {
    if (i) same_line_for_button(sides[i]);
    if (theme::small_button(sides[i])) {
      std::string err;
      start_play(i, err);
    }
    track_item(std::string("teach.play.") + (i == 0 ? "first" : i == 1 ? "second" : "both"));
  }
  if (mode_ != TeachMode::Play) return;
  ImGui::TextWrapped("%s", intro_.c_str());
  // One line per human move, newest last; the game's end is said below, so it
  // never replaces what the class should learn from a move.
  const auto vs = verdicts();
  if (!vs.empty()) {
    std::vector<VerdictRow> rows;
    for (const model::PlyValue* v : vs) {
      rows.push_back({std::to_string(v->ply) + ". " + letter(v->before.outcome) + "\u2192" + letter(v->after.outcome) +
                          (v->blunder ? tr("teach.blunder") : ""),
                      verdict_text(*v), v->after.outcome});
    }
    const float box_w = ImGui::GetContentRegionAvail().x;
    ImGui::BeginChild("verdicts", ImVec2(0, verdict_box_height(rows, box_w)), true);
    for (std::size_t i = 0; i < rows.size(); ++i) {
      const VerdictRow& r = rows[i];
      ImGui::TextColored(theme::outcome_color_vec(r.outcome), "%s", r.mark.c_str());
      track_item("teach.verdict.mark:" + std::to_string(i));
      if (words_beside(r, ImGui::GetContentRegionAvail().x)) ImGui::SameLine();
      ImGui::TextWrapped("%s", r.words.c_str());
      track_item("teach.verdict:" + std::to_string(i));
    }
    if (vs.size() != seen_verdicts_) {  // a new verdict: show it, and keep Undo in view below it
      ImGui::SetScrollHereY(1.0f);
      seen_verdicts_ = vs.size();
      reveal_controls_ = true;
    }
    ImGui::EndChild();
    track_item("teach.verdicts");
  }
  if (computer_to_move()) ImGui::TextDisabled("%s", tr("teach.computer_answers"));
  else if (hooks_.verdict) ImGui::TextWrapped("%s", hooks_.verdict().c_str());
  if (theme::small_button(tr_id("teach.undo"))) undo();
  track_item("teach.undo");
  if (reveal_controls_) keep_in_view(ImGui::GetItemRectMin().y);
  reveal_controls_ = false;
}

// Playing against the perfect player.
void TeachPanel::register_play_actions(Automation& a) {
  a.on("play.start", "{type:'play.start', human:'first'|'second'|'both'} — play against the perfect player",
       {Param::text("human")}, [this](const Args& args) {
         const std::string& h = args.text("human");
         const int human = h == "first" ? 0 : h == "second" ? 1 : h == "both" ? 2 : -1;
         if (human < 0) return ActionResult::failure("field \"human\" must be \"first\", \"second\" or \"both\"");
         std::string err;
         if (!start_play(human, err)) return ActionResult::failure(err);
         return ActionResult::success();
       });
  a.on("play.undo", "{type:'play.undo'} — take back the human's last move (and the computer's answer)", {},
       [this](const Args&) {
         if (mode_ != TeachMode::Play) return ActionResult::failure("not playing (play.start first)");
         if (!undo()) return ActionResult::failure("there is no move of yours to take back");
         return ActionResult::success();
       });
}

}  // namespace gtl::app
