// Backward induction in the teaching panel: planning a run (memo or retrograde,
// from the start or the current position), asking before a long one, stepping
// it, its controls and its automation actions (teach.induction, teach.step,
// teach.play, teach.stop).
#include <algorithm>
#include <cmath>
#include <vector>

#include "app/kit/key_presses.hpp"
#include "app/kit/imgui_item_hooks.hpp"
#include "app/kit/item_registry.hpp"
#include "app/kit/settings.hpp"
#include "app/teach/teach_parts.hpp"
#include "app/kit/theme.hpp"
#include "app/kit/ui_flow.hpp"
#include "app/teach/ui_teach.hpp"
#include "app/tree/ui_tree.hpp"
#include "imgui.h"
#include "imgui_internal.h"  // SetKeyOwner: the keys a running induction takes
#include "model/graph_paths.hpp"
#include "model/i18n.hpp"
#include "model/text_format.hpp"

namespace gtl::app {

using i18n::tr;
using i18n::tr_fmt;
using i18n::tr_id;
using namespace teach;

model::InductionRun TeachPanel::plan_induction(bool retrograde, bool from_current, std::string& error) const {
  const PositionGraph* g = tree_.graph();
  if (!g && !tree_.empty_text().empty()) {  // no game yet (an empty game graph): its own sentence
    error = tree_.empty_text();
    return {};
  }
  if (!g || !g->complete) {
    error = tr("teach.err_too_large");
    return {};
  }
  NodeId root = g->root();
  if (from_current) {
    const model::GraphPath p = model::follow_moves(*g, hooks_.line ? hooks_.line() : std::vector<std::int64_t>{});
    if (!p.ok()) {
      error = p.error;
      return {};
    }
    root = p.nodes.back();
  }
  return retrograde ? model::retrograde_induction(*g, root) : model::recursive_induction(*g, root);
}

bool TeachPanel::start_induction(bool retrograde, bool from_current, std::string& error) {
  model::InductionRun run = plan_induction(retrograde, from_current, error);
  if (!error.empty()) return false;
  const PositionGraph* g = tree_.graph();
  stop();
  mode_ = TeachMode::Induction;
  retrograde_ = retrograde;
  settings_.induction_running = true;
  start_line_ = from_current && hooks_.line ? hooks_.line() : std::vector<std::int64_t>{};
  run_ = std::make_unique<model::InductionRun>(std::move(run));
  decided_at_.assign(g->nodes.size(), -1);
  for (std::size_t i = 0; i < run_->steps.size(); ++i) {
    const auto& st = run_->steps[i];
    if (st.decision.rule != model::Rule::MemoHit && decided_at_[st.node] < 0)
      decided_at_[st.node] = static_cast<std::int64_t>(i) + 1;
  }
  tree_.outcome_view = [this, g](NodeId p) {
    const std::int64_t at = p < decided_at_.size() ? decided_at_[p] : -1;
    return at > 0 && at <= step_ ? g->nodes[p].outcome : Outcome::Unknown;
  };
  tree_.outcomes_changed();  // no grouping while outcomes are being worked out
  set_step(0);
  reveal_controls_ = true;
  return true;
}

bool TeachPanel::induction_view(bool& retrograde, bool& from_current, std::int64_t& step) const {
  if (mode_ != TeachMode::Induction || !run_) return false;
  retrograde = retrograde_;
  from_current = !start_line_.empty();
  step = step_;
  return true;
}

bool TeachPanel::open_induction(bool retrograde, bool from_current, std::int64_t step, std::string& error) {
  if (!start_induction(retrograde, from_current, error)) return false;
  if (step > static_cast<std::int64_t>(run_->steps.size())) {
    error = tr_fmt("link.err.ind_step", run_->steps.size(), step);
    stop();
    return false;
  }
  playing_ = false;
  set_step(step);
  return true;
}

void TeachPanel::set_step(std::int64_t step) {
  if (!run_) return;
  step_ = std::clamp<std::int64_t>(step, 0, static_cast<std::int64_t>(run_->steps.size()));
  const PositionGraph* g = tree_.graph();
  if (step_ == 0) {
    tree_.focus = kNoNode;
    induction_line_.clear();
    tree_.caption = tr_fmt(retrograde_ ? "teach.retrograde_from" : "teach.memo_from", g->nodes[run_->root].label);
    return;
  }
  const model::InductionStep& st = run_->steps[static_cast<std::size_t>(step_ - 1)];
  tree_.focus = st.node;
  // The node the step decides is revealed and brought into view where it is:
  // the search's own line (recursive) or a shortest line (retrograde).
  induction_line_ = model::induction_line(*g, *run_, static_cast<std::size_t>(step_ - 1));
  if (!retrograde_) induction_line_.insert(induction_line_.begin(), start_line_.begin(), start_line_.end());
  std::string err;
  tree_.show_line(induction_line_, err);
  tree_.caption = tr_fmt(retrograde_ ? "teach.step_caption" : "teach.step_caption_memo", step_, run_->steps.size(),
                         g->nodes[st.node].label, st.sentence(*g), st.decided, st.remaining, st.memo_hits);
  if (step_ == static_cast<std::int64_t>(run_->steps.size())) playing_ = false;
}

// Memo / Retrograde, the question asked before a long induction, and the
// running induction's steps.
void TeachPanel::draw_induction_controls() {
  // Induction on a large game would take a class hours: say so first and
  // offer the current position (usually far smaller) instead.
  auto ask = [this](bool retrograde) {
    std::string err;
    const model::InductionRun whole = plan_induction(retrograde, false, err);
    if (!err.empty()) {
      tree_.caption = err;
      return;
    }
    if (whole.steps.size() <= kManySteps) {
      start_induction(retrograde, false, err);
      return;
    }
    pending_retrograde_ = retrograde;
    pending_steps_ = whole.steps.size();
    pending_current_steps_ = plan_induction(retrograde, true, err).steps.size();
    pending_current_differs_ = hooks_.line && !hooks_.line().empty();
    ImGui::OpenPopup("induction-large");
  };
  if (ImGui::Button(tr_id("teach.induction_memo"))) ask(false);
  track_item("teach.induction.memo");
  same_line_for_button(tr_id("teach.retrograde"));
  if (ImGui::Button(tr_id("teach.retrograde"))) ask(true);
  track_item("teach.induction.retrograde");
  draw_induction_popup();
  draw_induction_steps();
}

// A long induction asks first: from the current position, on a small board,
// anyway, or not.
void TeachPanel::draw_induction_popup() {
  if (ImGui::BeginPopup("induction-large")) {
    ImGui::PushTextWrapPos(ImGui::GetFontSize() * 24);
    const std::string text =
        tr_fmt("teach.large_text", pending_steps_, model::decimal(static_cast<double>(pending_steps_) / 3600.0, 1));
    ImGui::TextUnformatted(text.c_str());
    twin_window_text(text);  // the dialog is named by its question
    ImGui::PopTextWrapPos();
    std::string err;
    // From the current position only when the game has left the start (at the
    // start it is the same induction as "from the start anyway").
    if (pending_current_differs_) {
      const std::string here = tr_fmt("teach.from_current", pending_current_steps_) + "###teach.from_current";
      if (ImGui::Button(here.c_str())) {
        start_induction(pending_retrograde_, true, err);
        ImGui::CloseCurrentPopup();
      }
      track_item("teach.induction.current");
    }
    // The small board is loaded and its induction starts in the next frame,
    // once the tree has the new game (TeachPanel::update).
    if (hooks_.load_small && ImGui::Button(tr_id("teach.small_board"))) {
      hooks_.load_small();
      start_small_ = true;
      small_frames_ = 0;
      ImGui::CloseCurrentPopup();
    }
    track_item("teach.induction.small");
    if (ImGui::Button(tr_id("teach.anyway"))) {
      start_induction(pending_retrograde_, false, err);
      ImGui::CloseCurrentPopup();
    }
    track_item("teach.induction.anyway");
    ImGui::SameLine();
    if (ImGui::Button(tr_id("teach.cancel"))) ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
  }
}

bool TeachPanel::handle_induction_keys(bool arrows) {
  if (mode_ != TeachMode::Induction || !run_ || ImGui::GetIO().WantTextInput) return false;
  int step = keys::steps(ImGuiKey_PageDown, ImGuiKey_PageUp);
  std::vector<ImGuiKey> taken = {ImGuiKey_PageDown, ImGuiKey_PageUp};
  if (arrows) {
    step += keys::steps(ImGuiKey_RightArrow, ImGuiKey_LeftArrow) + keys::presses(ImGuiKey_Space);
    taken.insert(taken.end(), {ImGuiKey_RightArrow, ImGuiKey_LeftArrow, ImGuiKey_Space});
  }
  for (ImGuiKey k : taken) ImGui::SetKeyOwner(k, ImGuiKeyOwner_Any, ImGuiInputFlags_LockThisFrame);
  if (step != 0) {
    playing_ = false;
    set_step(step_ + step);
  }
  return true;
}

float TeachPanel::induction_bar_height() const {
  return induction_bar_wanted() ? std::ceil(2 * kBarPad + kBarButton) : 0.0f;
}

// Presentation mode's induction bar over the tree's foot: the step buttons at a
// projector's size, and where the induction stands ("Step 12 of 406"); the
// step's sentence is the tree's caption above. A clicker's keys do the same
// (handle_induction_keys).
void TeachPanel::draw_induction_bar(float x, float y, float w, float h) {
  if (!induction_bar_wanted()) return;
  ImGui::SetNextWindowPos(ImVec2(x, y));
  ImGui::SetNextWindowSize(ImVec2(w, h));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(kBarPad, kBarPad));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowBorderSize, 0.0f);
  ImGui::PushStyleColor(ImGuiCol_WindowBg, theme::u32(theme::colors().menubar_bg));
  const std::string name = std::string(tr("teach.induction_bar_title")) + "###inductionbar";
  ImGui::Begin(name.c_str(), nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize |
                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoFocusOnAppearing |
                   ImGuiWindowFlags_NoScrollWithMouse | ImGuiWindowFlags_NoScrollbar);
  ImGui::BringWindowToDisplayFront(ImGui::GetCurrentWindow());
  record_item("induction.bar", {x, y, w, h});
  ImGui::GetWindowDrawList()->AddLine(ImVec2(x, y + 1), ImVec2(x + w, y + 1), theme::u32(theme::colors().border), 2);
  const auto steps = static_cast<std::int64_t>(run_->steps.size());
  const float bw = kBarButton * 1.25f;
  auto button = [&](const char* label, const char* item, std::int64_t to) {
    if (ImGui::Button(label, ImVec2(bw, kBarButton))) {
      playing_ = false;
      set_step(to);
    }
    track_item(item);
    ImGui::SameLine();
  };
  button("|<##bar", "induction.bar.first", 0);
  button("<##bar", "induction.bar.back", step_ - 1);
  const std::string play = std::string(tr(playing_ ? "teach.pause" : "teach.play")) + "##bar";
  if (ImGui::Button(play.c_str(), ImVec2(bw * 1.6f, kBarButton))) playing_ = !playing_;
  track_item("induction.bar.play");
  ImGui::SameLine();
  button(">##bar", "induction.bar.forward", step_ + 1);
  button(">|##bar", "induction.bar.last", steps);
  ImGui::SetCursorPosY(ImGui::GetCursorPosY() + (kBarButton - ImGui::GetTextLineHeight()) * 0.5f);
  ImGui::TextUnformatted(tr_fmt("teach.step_of", step_, steps).c_str());
  ImGui::End();
  ImGui::PopStyleColor();
  ImGui::PopStyleVar(2);
}

// The running induction: its step buttons and counts.
void TeachPanel::draw_induction_steps() {
  if (mode_ == TeachMode::Induction && run_) {
    const float top = ImGui::GetCursorScreenPos().y;
    if (ImGui::Button("|<")) set_step(0);
    track_item("teach.first");
    ImGui::SameLine();
    if (ImGui::Button("<")) set_step(step_ - 1);
    track_item("teach.back");
    ImGui::SameLine();
    // One id for Play and Pause: Enter on it pauses what it started, and the
    // keyboard's focus (the twin's) stays on it.
    if (ImGui::Button((std::string(tr(playing_ ? "teach.pause" : "teach.play")) + "###teach.play").c_str())) playing_ = !playing_;
    track_item("teach.play");
    ImGui::SameLine();
    if (ImGui::Button(">")) set_step(step_ + 1);
    track_item("teach.forward");
    ImGui::SameLine();
    if (ImGui::Button(">|")) set_step(static_cast<std::int64_t>(run_->steps.size()));
    track_item("teach.last");
    const auto& st = step_ > 0 ? run_->steps[static_cast<std::size_t>(step_ - 1)] : model::InductionStep{};
    ImGui::TextUnformatted(tr_fmt("teach.step_of", step_, run_->steps.size()).c_str());
    ImGui::TextUnformatted(
        tr_fmt("teach.decided", st.decided, step_ > 0 ? st.remaining : static_cast<std::uint32_t>(tree_.graph()->nodes.size()))
            .c_str());
    if (!retrograde_) {
      ImGui::TextUnformatted(tr_fmt("teach.memo_hits", st.memo_hits).c_str());
      ImGui::TextWrapped("%s", tr_fmt("teach.visits", static_cast<unsigned long long>(run_->visits_with_memo),
                                      run_->visits_without_memo.to_string())
                                   .c_str());
    }
    if (reveal_controls_) keep_in_view(top);
    reveal_controls_ = false;
  }
}

// Backward induction: start, step, play, stop. teach.step and teach.play answer
// "no induction is running" before any complaint about their fields, so those
// fields are declared Param::any (optional: a missing one gets the reader's
// message, after that check) and read here.
void TeachPanel::register_induction_actions(Automation& a) {
  a.on("teach.induction", "{type:'teach.induction', order:'memo'|'retrograde'} — start backward induction",
       {Param::text("order"), Param::any("from").optional()}, [this](const Args& args) {
         const std::string& order = args.text("order");
         if (order != "memo" && order != "retrograde")
           return ActionResult::failure("field \"order\" must be \"memo\" or \"retrograde\"");
         bool from_current = false;
         if (args.has("from")) {  // read here: a non-string gets the same message as a wrong string
           const json::Value& from = args.any("from");
           if (!from.is_string() || (from.string != "start" && from.string != "current"))
             return ActionResult::failure("field \"from\" must be \"start\" or \"current\"");
           from_current = from.string == "current";
         }
         std::string err;
         if (!start_induction(order == "retrograde", from_current, err)) return ActionResult::failure(err);
         return ActionResult::success();
       });
  a.on("teach.step", "{type:'teach.step', delta} or {type:'teach.step', to} — move through the induction",
       {Param::any("delta").optional(), Param::any("to").optional()}, [this](const Args& args) {
         if (mode_ != TeachMode::Induction || !run_)
           return ActionResult::failure("no induction is running (teach.induction first)");
         std::string err;
         const auto limit = static_cast<std::int64_t>(run_->steps.size());
         if (args.has("to")) {
           auto to = int_arg(args.action(), "to", 0, limit, err);
           if (!to) return ActionResult::failure(err);
           set_step(*to);
         } else {
           auto d = int_arg(args.action(), "delta", -limit - 1, limit + 1, err);
           if (!d) return ActionResult::failure(err);
           set_step(step_ + *d);
         }
         playing_ = false;
         return ActionResult::success();
       });
  a.on("teach.play", "{type:'teach.play', playing} — play or pause the induction", {Param::any("playing").optional()},
       [this](const Args& args) {
         if (mode_ != TeachMode::Induction)
           return ActionResult::failure("no induction is running (teach.induction first)");
         std::string err;
         auto playing = bool_arg(args.action(), "playing", err);
         if (!playing) return ActionResult::failure(err);
         playing_ = *playing;
         return ActionResult::success();
       });
  a.on("teach.stop", "{type:'teach.stop'} — leave the teaching mode", {}, [this](const Args&) {
    stop();
    return ActionResult::success();
  });
}

}  // namespace gtl::app
