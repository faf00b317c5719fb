// The teaching panel's frame: the mode's clock (update), the panel's sections
// in order, the proof, its state() section. Each mode has its own file:
// teach_induction.cpp, teach_play.cpp, teach_quiz.cpp (teach_parts.hpp holds
// what they share).
#include "app/teach/ui_teach.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>

#include "app/kit/settings.hpp"
#include "app/kit/item_registry.hpp"
#include "app/kit/ui_flow.hpp"
#include "app/kit/theme.hpp"
#include "app/tree/ui_tree.hpp"
#include "app/teach/teach_parts.hpp"
#include "imgui.h"
#include "imgui_internal.h"  // ScrollToRect: bring a control into the panel's view
#include "model/graph_paths.hpp"
#include "model/i18n.hpp"
#include "model/proof.hpp"
#include "model/text_format.hpp"

namespace gtl::app {

using i18n::tr;
using i18n::tr_fmt;
using i18n::tr_id;
using namespace teach;

namespace teach {

void keep_in_view(float top) {
  ImGuiWindow* w = ImGui::GetCurrentWindow();
  const ImRect r(ImVec2(ImGui::GetItemRectMin().x, std::min(top, ImGui::GetItemRectMin().y)), ImGui::GetItemRectMax());
  if (r.Min.y < w->InnerClipRect.Min.y || r.Max.y > w->InnerClipRect.Max.y)
    ImGui::ScrollToRect(w, r, ImGuiScrollFlags_KeepVisibleEdgeY);
}

}  // namespace teach

namespace {

const char* rule_id(model::Rule r) {
  switch (r) {
    case model::Rule::TerminalLose: return "terminal-lose";
    case model::Rule::TerminalWin: return "terminal-win";
    case model::Rule::TerminalDraw: return "terminal-draw";
    case model::Rule::MoveToLose: return "move-to-lose";
    case model::Rule::AllMovesToWin: return "all-moves-to-win";
    case model::Rule::DrawKept: return "draw-kept";
    case model::Rule::MemoHit: return "memo-hit";
    case model::Rule::Unexplored: return "unexplored";
    case model::Rule::DependsOnUnknown: return "depends-on-unknown";
    case model::Rule::KnownElsewhere: return "known-elsewhere";
  }
  return "unknown";
}

const char* mode_id(TeachMode m) {
  switch (m) {
    case TeachMode::Induction: return "induction";
    case TeachMode::Play: return "play";
    case TeachMode::Quiz: return "quiz";
    default: return "off";
  }
}

}  // namespace

TeachPanel::TeachPanel(TreePanel& tree, Settings& settings) : tree_(tree), settings_(settings) {}
TeachPanel::~TeachPanel() = default;

void TeachPanel::stop() {
  mode_ = TeachMode::Off;
  settings_.quiz_running = false;
  settings_.induction_running = false;
  induction_line_.clear();
  run_.reset();
  quiz_.reset();
  playing_ = false;
  tree_.outcome_view = nullptr;
  tree_.badge = nullptr;
  tree_.labels_wanted = false;
  tree_.focus = kNoNode;
  tree_.caption.clear();
  tree_.outcomes_changed();
}

void TeachPanel::set_lesson(LessonHooks hooks) {
  if (mode_ != TeachMode::Off) stop();
  hooks_ = std::move(hooks);
}

void TeachPanel::graph_changed() {
  if (mode_ == TeachMode::Induction || mode_ == TeachMode::Quiz) stop();
}

// ------------------------------------------------------------ frame

void TeachPanel::update(double seconds) {
  // "On a small board instead": start once the tree holds the small game (a
  // few frames at most; given up after a second's worth).
  if (start_small_) {
    const PositionGraph* g = tree_.graph();
    std::string err;
    if (g && g->complete && mode_ != TeachMode::Induction && plan_induction(pending_retrograde_, false, err).steps.size() <= kManySteps &&
        err.empty()) {
      start_small_ = false;
      start_induction(pending_retrograde_, false, err);
    } else if (++small_frames_ > 60) {
      start_small_ = false;
    }
  }
  if (mode_ == TeachMode::Induction && playing_ && run_) {
    clock_ += seconds * std::max(settings_.anim_speed, 0.0f);
    if (settings_.anim_speed <= 0) {
      set_step(static_cast<std::int64_t>(run_->steps.size()));
    }
    while (playing_ && clock_ >= kStepSeconds) {
      clock_ -= kStepSeconds;
      set_step(step_ + 1);
    }
  }
  follow_question();
  if (mode_ == TeachMode::Play && hooks_.line) {
    const std::size_t n = hooks_.line().size();
    if (n != seen_line_) {  // a move was played or taken back: the pause starts again
      seen_line_ = n;
      reply_wait_ = 0;
      reveal_controls_ = true;
    }
    computer_reply(seconds);
  }
}

void TeachPanel::draw_controls() {
  if (!collapsing_header_fit(tr_id("teach.header"), ImGuiTreeNodeFlags_DefaultOpen)) return;
  draw_induction_controls();
  draw_play_controls();
  draw_quiz_controls();
  if (mode_ != TeachMode::Off && theme::small_button(tr_id("teach.stop"))) stop();
  draw_proof();
}

// The proof panel for the selected node.
void TeachPanel::draw_proof() {
  const PositionGraph* g = tree_.graph();
  if (!g || tree_.selected() == kNoNode || mode_ == TeachMode::Quiz) return;
  if (!collapsing_header_fit(tr_id("teach.proof_header"))) return;
  proof_ = model::proof_text(*g, tree_.selected());
  if (theme::small_button(tr_id("teach.copy_proof"))) ImGui::SetClipboardText(proof_.c_str());
  track_item("teach.copyProof");
  ImGui::BeginChild("proof", ImVec2(0, 220), true, ImGuiWindowFlags_HorizontalScrollbar);
  ImGui::TextUnformatted(proof_.c_str());
  ImGui::EndChild();
}

// ------------------------------------------------------------ automation

void TeachPanel::register_automation(Automation& a) {
  register_induction_actions(a);
  register_play_actions(a);
  register_quiz_actions(a);
  a.section("teach", [this](json::Writer& w) { write_state(w); });
}

void TeachPanel::write_state(json::Writer& w) const {
  w.begin_object();
  w.key("mode").value(mode_id(mode_));
  if (mode_ == TeachMode::Induction && run_) {
    const PositionGraph* g = tree_.graph();
    w.key("order").value(retrograde_ ? "retrograde" : "memo");
    w.key("step").value(step_).key("steps").value(static_cast<std::uint64_t>(run_->steps.size()));
    w.key("playing").value(playing_);
    const model::InductionStep* st = step_ > 0 ? &run_->steps[static_cast<std::size_t>(step_ - 1)] : nullptr;
    w.key("decided").value(st ? st->decided : 0u);
    w.key("remaining").value(st ? st->remaining : static_cast<std::uint32_t>(g->nodes.size()));
    w.key("memoHits").value(st ? st->memo_hits : 0u);
    w.key("rule").value(st ? rule_id(st->decision.rule) : "");
    w.key("sentence").value(st ? st->sentence(*g) : std::string());
    w.key("node").value(st ? g->nodes[st->node].label : std::string());
    w.key("outcome").value(st ? word(st->decision.outcome) : "unknown");
    w.key("path").begin_array();
    for (auto m : induction_line_) w.value(m);
    w.end_array();
    w.key("from").value(g->nodes[run_->root].label);
    w.key("visitsWithMemo").value(run_->visits_with_memo);
    w.key("visitsWithoutMemo").value(run_->visits_without_memo.to_string());
    // Every node's outcome as decided so far, by node label (small games only).
    if (g->nodes.size() <= 5000) {
      w.key("decisions").begin_object();
      for (NodeId n = 0; n < g->nodes.size(); ++n) {
        const bool known = decided_at_[n] > 0 && decided_at_[n] <= step_;
        w.key(g->nodes[n].label).value(known ? std::string(1, letter(g->nodes[n].outcome)) : std::string("?"));
      }
      w.end_object();
      w.key("solver").begin_object();
      for (NodeId n = 0; n < g->nodes.size(); ++n) w.key(g->nodes[n].label).value(std::string(1, letter(g->nodes[n].outcome)));
      w.end_object();
    }
  }
  if (mode_ == TeachMode::Play) {
    const auto vs = verdicts();
    w.key("play").begin_object().key("human").value(human_ == 0 ? "first" : human_ == 1 ? "second" : "both");
    w.key("verdict").value(vs.empty() ? intro_ : verdict_text(*vs.back()));
    w.key("status").value(hooks_.verdict ? hooks_.verdict() : std::string());
    w.key("waiting").value(computer_to_move());
    w.key("verdicts").begin_array();
    for (const model::PlyValue* v : vs) {
      w.begin_object().key("ply").value(static_cast<std::uint64_t>(v->ply)).key("move").value(v->move);
      w.key("wasOutcome").value(std::string(1, letter(v->before.outcome)));
      w.key("nowOutcome").value(std::string(1, letter(v->after.outcome)));
      w.key("blunder").value(v->blunder).key("text").value(verdict_text(*v)).end_object();
    }
    w.end_array().end_object();
  }
  if (mode_ == TeachMode::Quiz && quiz_) {
    const PositionGraph* g = tree_.graph();
    w.key("quiz").begin_object();
    if (quiz_by_left_) w.key("movesLeft").value(quiz_left_);
    else w.key("depth").value(quiz_depth_);
    w.key("revealed").value(revealed_);
    // The question asked now (the phone's quiz bar): 1-based, 0 once none is left.
    const std::optional<std::size_t> cur = current_question();
    w.key("current").value(static_cast<std::uint64_t>(cur ? *cur + 1 : 0));
    w.key("questions").begin_array();
    for (std::size_t i = 0; i < quiz_->questions().size(); ++i) {
      const auto& q = quiz_->questions()[i];
      const model::QuizGrade gr = quiz_->grade(i);
      w.begin_object().key("path").begin_array();
      for (auto m : q.path) w.value(m);
      w.end_array().key("label").value(g->nodes[q.node].label).key("number").value(static_cast<std::uint64_t>(i + 1));
      w.key("answer").value(q.answer ? std::string(1, letter(*q.answer)) : std::string());
      w.key("correct").value(gr.correct).key("feedback").value(gr.feedback);
      w.end_object();
    }
    w.end_array();
    const model::QuizScore sc = quiz_->score();
    w.key("score").begin_object().key("correct").value(sc.correct).key("answered").value(sc.answered);
    w.key("total").value(sc.total).end_object();
    w.end_object();
  }
  w.end_object();
}

}  // namespace gtl::app
