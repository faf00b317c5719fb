#include "app/ui_teach.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>

#include "app/settings.hpp"
#include "app/item_registry.hpp"
#include "app/ui_flow.hpp"
#include "app/theme.hpp"
#include "app/ui_tree.hpp"
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

namespace {

constexpr double kStepSeconds = 0.7;  // one induction step at speed 1
constexpr std::uint32_t kQuizQuestions = 6;
// The computer's pause after the human's move has been animated, at speed 1:
// long enough for a class to look at the result before the answer moves.
constexpr double kReplyPauseSeconds = 0.8;
// Induction runs longer than this many steps ask first (at one step a second,
// 400 steps fill a lesson).
constexpr std::size_t kManySteps = 400;

// The last item, or the rows from `top` down to it, scrolled into the window's
// view if any of it is outside (at the panel's bottom edge the status bar begins).
void keep_in_view(float top) {
  ImGuiWindow* w = ImGui::GetCurrentWindow();
  const ImRect r(ImVec2(ImGui::GetItemRectMin().x, std::min(top, ImGui::GetItemRectMin().y)), ImGui::GetItemRectMax());
  if (r.Min.y < w->InnerClipRect.Min.y || r.Max.y > w->InnerClipRect.Max.y)
    ImGui::ScrollToRect(w, r, ImGuiScrollFlags_KeepVisibleEdgeY);
}

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

std::optional<Outcome> parse_outcome(const std::string& s) {
  if (s == "W" || s == "win" || s == "w") return Outcome::Win;
  if (s == "L" || s == "lose" || s == "l") return Outcome::Lose;
  if (s == "D" || s == "draw" || s == "d") return Outcome::Draw;
  return std::nullopt;
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
  tree_.focus = kNoNode;
  tree_.caption.clear();
  tree_.outcomes_changed();
}

void TeachPanel::graph_changed() {
  if (mode_ == TeachMode::Induction || mode_ == TeachMode::Quiz) stop();
}

// ------------------------------------------------------------ induction

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

// ------------------------------------------------------------ play

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
      hooks_.go_to(k);
      seen_line_ = k;
      reply_wait_ = 0;
      return true;
    }
  }
  return false;
}

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

// ------------------------------------------------------------ quiz

bool TeachPanel::start_quiz(std::uint32_t n, bool by_moves_left, std::string& error) {
  const PositionGraph* g = tree_.graph();
  if (!g) {
    error = tree_.empty_text().empty() ? std::string(tr("teach.err_no_game")) : tree_.empty_text();
    return false;
  }
  auto quiz = by_moves_left
                  ? std::make_unique<model::Quiz>(model::Quiz::by_moves_left(*g, n, kQuizQuestions, 2026u + n))
                  : std::make_unique<model::Quiz>(*g, n, kQuizQuestions, 2026u + n);
  if (quiz->questions().empty()) {
    error = tr_fmt(by_moves_left ? "teach.err_no_left" : "teach.err_no_depth", n);
    return false;
  }
  stop();
  mode_ = TeachMode::Quiz;
  quiz_by_left_ = by_moves_left;
  (by_moves_left ? quiz_left_ : quiz_depth_) = static_cast<int>(n);
  moves_left_ = by_moves_left ? model::Quiz::moves_left(*g) : std::vector<std::uint32_t>{};
  quiz_ = std::move(quiz);
  revealed_ = false;
  settings_.quiz_running = true;
  for (const auto& q : quiz_->questions()) {
    std::string err;
    tree_.select(q.path, err);  // shows every question node
  }
  tree_.outcome_view = [this, g](NodeId p) {
    if (revealed_) return g->nodes[p].outcome;
    // Hidden: every unanswered question and every position on the way to one.
    for (const auto& q : quiz_->questions()) {
      if (q.node == p) return q.answer ? g->nodes[p].outcome : Outcome::Unknown;
    }
    if (quiz_by_left_) return moves_left_[p] >= static_cast<std::uint32_t>(quiz_left_) ? Outcome::Unknown : g->nodes[p].outcome;
    if (g->nodes[p].measure > g->nodes[quiz_->questions().front().node].measure) return Outcome::Unknown;
    return g->nodes[p].outcome;
  };
  // Question nodes are numbered on the tree as in the panel.
  tree_.badge = [this](NodeId p) {
    for (std::size_t i = 0; i < quiz_->questions().size(); ++i)
      if (quiz_->questions()[i].node == p) return "Q" + std::to_string(i + 1);
    return std::string();
  };
  tree_.outcomes_changed();
  tree_.caption = tr("teach.quiz_caption");
  reveal_controls_ = true;
  return true;
}

void TeachPanel::answer_question(std::size_t i, Outcome o) {
  if (mode_ != TeachMode::Quiz || !quiz_ || i >= quiz_->questions().size()) return;
  quiz_->answer(i, o);
}

std::optional<std::size_t> TeachPanel::current_question() const {
  if (mode_ != TeachMode::Quiz || !quiz_ || revealed_) return std::nullopt;
  for (std::size_t i = 0; i < quiz_->questions().size(); ++i)
    if (!quiz_->questions()[i].answer) return i;
  return std::nullopt;
}

// ------------------------------------------------------------ the phone's quiz bar

namespace {
constexpr float kBarPad = 6;
constexpr float kBarButton = 48;  // at least 44 CSS px each way: a finger's target
}  // namespace

std::string TeachPanel::quiz_bar_text() const {
  if (!quiz_bar_wanted()) return {};
  const std::optional<std::size_t> q = current_question();
  const model::QuizScore sc = quiz_->score();
  if (!q) return tr_fmt("teach.score", sc.correct, sc.answered, sc.total);
  const PositionGraph* g = tree_.graph();
  const std::string label = g ? g->nodes[quiz_->questions()[*q].node].label : std::string();
  return tr_fmt("teach.bar_question", *q + 1, label);
}

float TeachPanel::quiz_bar_height(float width) const {
  if (!quiz_bar_wanted()) return 0;
  const std::string text = quiz_bar_text();
  const float text_h = ImGui::CalcTextSize(text.c_str(), nullptr, false, std::max(width - 2 * kBarPad, 40.0f)).y;
  const float buttons = current_question() ? ImGui::GetStyle().ItemSpacing.y + kBarButton : 0.0f;
  return std::ceil(2 * kBarPad + text_h + buttons);
}

void TeachPanel::draw_quiz_bar(float x, float y, float w, float h) {
  if (!quiz_bar_wanted()) return;
  const std::optional<std::size_t> q = current_question();
  // The tree brings the question's node into view (above this bar: TreePanel::bottom_inset).
  if (q && static_cast<std::int64_t>(*q) != bar_question_) {
    std::string err;
    tree_.show_line(quiz_->questions()[*q].path, err);
  }
  bar_question_ = q ? static_cast<std::int64_t>(*q) : -2;
  ImGui::SetNextWindowPos(ImVec2(x, y));
  ImGui::SetNextWindowSize(ImVec2(w, h));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(kBarPad, kBarPad));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowBorderSize, 0.0f);
  ImGui::PushStyleColor(ImGuiCol_WindowBg, theme::u32(theme::colors().menubar_bg));
  // A stable id (###quizbar) whatever the language: the twin's section and its
  // buttons keep their keyboard focus from one question to the next.
  const std::string name = std::string(tr("teach.bar_title")) + "###quizbar";
  ImGui::Begin(name.c_str(), nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize |
                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoFocusOnAppearing |
                   ImGuiWindowFlags_NoScrollWithMouse);
  ImGui::BringWindowToDisplayFront(ImGui::GetCurrentWindow());
  record_item("quiz.bar", {x, y, w, h});
  ImGui::GetWindowDrawList()->AddLine(ImVec2(x, y + 1), ImVec2(x + w, y + 1), theme::u32(theme::colors().border), 2);
  const std::string text = quiz_bar_text();
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + std::max(w - 2 * kBarPad, 40.0f));
  ImGui::TextUnformatted(text.c_str());
  ImGui::PopTextWrapPos();
  if (q) {
    const float gap = ImGui::GetStyle().ItemSpacing.x;
    const float bw = std::max(kBarButton, std::floor((w - 2 * kBarPad - 2 * gap) / 3));
    for (Outcome o : {Outcome::Win, Outcome::Lose, Outcome::Draw}) {
      if (o != Outcome::Win) ImGui::SameLine();
      const char l[2] = {letter(o), 0};
      const std::string id = std::string(l) + "##bar";
      if (ImGui::Button(id.c_str(), ImVec2(bw, kBarButton))) answer_question(*q, o);
      track_item(std::string("quiz.bar.") + l);
    }
  }
  ImGui::End();
  ImGui::PopStyleColor();
  ImGui::PopStyleVar(2);
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
  if (!ImGui::CollapsingHeader(tr_id("teach.header"), ImGuiTreeNodeFlags_DefaultOpen)) return;
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
  if (ImGui::BeginPopup("induction-large")) {
    ImGui::PushTextWrapPos(ImGui::GetFontSize() * 24);
    ImGui::TextUnformatted(
        tr_fmt("teach.large_text", pending_steps_, model::decimal(static_cast<double>(pending_steps_) / 3600.0, 1)).c_str());
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
  if (mode_ == TeachMode::Induction && run_) {
    const float top = ImGui::GetCursorScreenPos().y;
    if (ImGui::Button("|<")) set_step(0);
    track_item("teach.first");
    ImGui::SameLine();
    if (ImGui::Button("<")) set_step(step_ - 1);
    track_item("teach.back");
    ImGui::SameLine();
    if (ImGui::Button(tr_id(playing_ ? "teach.pause" : "teach.play"))) playing_ = !playing_;
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
  draw_play_controls();
  // Quiz difficulty: positions with few moves left can be worked out by hand.
  ImGui::TextUnformatted(tr("teach.quiz"));
  ImGui::SameLine();
  if (ImGui::RadioButton(tr_id("teach.moves_left"), quiz_by_left_)) quiz_by_left_ = true;
  track_item("quiz.byLeft");
  ImGui::SameLine();
  if (ImGui::RadioButton(tr_id("teach.depth"), !quiz_by_left_)) quiz_by_left_ = false;
  track_item("quiz.byDepth");
  int& quiz_n = quiz_by_left_ ? quiz_left_ : quiz_depth_;
  ImGui::SetNextItemWidth(theme::int_field_width(2, ImGui::GetFontSize() * 5.5f));
  ImGui::InputInt("##quizn", &quiz_n);
  track_item("quiz.depth");
  quiz_n = std::clamp(quiz_n, quiz_by_left_ ? 1 : 0, 40);
  same_line_for_button(tr_id("teach.start_quiz"));
  if (ImGui::Button(tr_id("teach.start_quiz"))) {
    std::string err;
    if (!start_quiz(static_cast<std::uint32_t>(quiz_n), quiz_by_left_, err)) tree_.caption = err;
  }
  track_item("teach.quiz");
  if (mode_ == TeachMode::Quiz && quiz_) {
    const PositionGraph* g = tree_.graph();
    for (std::size_t i = 0; i < quiz_->questions().size(); ++i) {
      const auto& q = quiz_->questions()[i];
      ImGui::PushID(static_cast<int>(i));
      // Q1..Q6 as on the tree; a click shows the question's node.
      const std::string name = "Q" + std::to_string(i + 1) + " " + g->nodes[q.node].label;
      // The label takes what the three answers leave (at most 55 %): on a
      // phone's drawer their 44 px targets would otherwise run past the edge.
      const ImGuiStyle& st = ImGui::GetStyle();
      const float answer_w = theme::touch_sizes() ? std::max(44.0f, ImGui::CalcTextSize("W").x + 2 * st.FramePadding.x)
                                                  : ImGui::CalcTextSize("W").x + 2 * st.FramePadding.x;
      const float avail = ImGui::GetContentRegionAvail().x;
      const float label_w = std::max(avail * 0.25f, std::min(avail * 0.55f, avail - 3 * (answer_w + st.ItemSpacing.x)));
      if (ImGui::Selectable(name.c_str(), false, 0, ImVec2(label_w, 0))) {
        std::string err;
        tree_.show_line(q.path, err);
      }
      track_item("quiz." + std::to_string(i + 1));
      for (Outcome o : {Outcome::Win, Outcome::Lose, Outcome::Draw}) {
        ImGui::SameLine();
        const char l[2] = {letter(o), 0};
        if (theme::small_button(l)) answer_question(i, o);
        track_item("quiz." + std::to_string(i + 1) + "." + l);
      }
      if (i == 0 && reveal_controls_) keep_in_view(ImGui::GetItemRectMin().y);
      if (i == 0) reveal_controls_ = false;
      const model::QuizGrade gr = quiz_->grade(i);
      if (gr.answered || revealed_) {
        // Feedback wraps inside the panel.
        ImGui::PushStyleColor(ImGuiCol_Text, theme::outcome_color_vec(gr.correct ? Outcome::Win : Outcome::Lose));
        ImGui::PushTextWrapPos(0);
        ImGui::TextUnformatted(gr.answered ? gr.feedback.c_str() : gr.rule.c_str());
        ImGui::PopTextWrapPos();
        ImGui::PopStyleColor();
      }
      ImGui::PopID();
    }
    const model::QuizScore sc = quiz_->score();
    ImGui::TextUnformatted(tr_fmt("teach.score", sc.correct, sc.answered, sc.total).c_str());
    if (theme::small_button(tr_id("teach.reveal_all"))) {
      revealed_ = true;
      settings_.quiz_running = false;
    }
    track_item("quiz.reveal");
  }
  if (mode_ != TeachMode::Off && theme::small_button(tr_id("teach.stop"))) stop();
  // The proof panel for the selected node.
  if (const PositionGraph* g = tree_.graph(); g && tree_.selected() != kNoNode && mode_ != TeachMode::Quiz) {
    if (ImGui::CollapsingHeader(tr_id("teach.proof_header"))) {
      proof_ = model::proof_text(*g, tree_.selected());
      if (theme::small_button(tr_id("teach.copy_proof"))) ImGui::SetClipboardText(proof_.c_str());
      track_item("teach.copyProof");
      ImGui::BeginChild("proof", ImVec2(0, 220), true, ImGuiWindowFlags_HorizontalScrollbar);
      ImGui::TextUnformatted(proof_.c_str());
      ImGui::EndChild();
    }
  }
}

void TeachPanel::draw_play_controls() {
  ImGui::TextUnformatted(tr("teach.play_against"));
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
    const float line = ImGui::GetTextLineHeightWithSpacing();
    ImGui::BeginChild("verdicts", ImVec2(0, std::min<float>(static_cast<float>(vs.size()), 4.0f) * 2 * line + 8), true);
    for (const model::PlyValue* v : vs) {
      const char arrow[] = {letter(v->before.outcome), 0};
      ImGui::TextColored(theme::outcome_color_vec(v->after.outcome), "%zu. %s→%c%s", v->ply, arrow, letter(v->after.outcome),
                         v->blunder ? tr("teach.blunder") : "");
      ImGui::SameLine();
      ImGui::TextWrapped("%s", verdict_text(*v).c_str());
    }
    if (vs.size() != seen_verdicts_) {  // a new verdict: show it
      ImGui::SetScrollHereY(1.0f);
      seen_verdicts_ = vs.size();
    }
    ImGui::EndChild();
  }
  if (computer_to_move()) ImGui::TextDisabled("%s", tr("teach.computer_answers"));
  else if (hooks_.verdict) ImGui::TextWrapped("%s", hooks_.verdict().c_str());
  if (theme::small_button(tr_id("teach.undo"))) undo();
  track_item("teach.undo");
  if (reveal_controls_) keep_in_view(ImGui::GetItemRectMin().y);
  reveal_controls_ = false;
}

// ------------------------------------------------------------ automation

void TeachPanel::register_automation(Automation& a) {
  register_induction_actions(a);
  register_play_actions(a);
  register_quiz_actions(a);
  a.section("teach", [this](json::Writer& w) { write_state(w); });
}

// Backward induction: start, step, play, stop.
void TeachPanel::register_induction_actions(Automation& a) {
  a.on("teach.induction", "{type:'teach.induction', order:'memo'|'retrograde'} — start backward induction",
       [this](const json::Value& v) {
         std::string err;
         auto order = string_arg(v, "order", err);
         if (!order) return ActionResult::failure(err);
         if (*order != "memo" && *order != "retrograde")
           return ActionResult::failure("field \"order\" must be \"memo\" or \"retrograde\"");
         bool from_current = false;
         if (v.find("from")) {
           auto from = string_arg(v, "from", err);
           if (!from || (*from != "start" && *from != "current"))
             return ActionResult::failure("field \"from\" must be \"start\" or \"current\"");
           from_current = *from == "current";
         }
         if (!start_induction(*order == "retrograde", from_current, err)) return ActionResult::failure(err);
         return ActionResult::success();
       }, {"order", "from"});
  a.on("teach.step", "{type:'teach.step', delta} or {type:'teach.step', to} — move through the induction",
       [this](const json::Value& v) {
         if (mode_ != TeachMode::Induction || !run_) return ActionResult::failure("no induction is running (teach.induction first)");
         std::string err;
         const auto limit = static_cast<std::int64_t>(run_->steps.size());
         if (v.find("to")) {
           auto to = int_arg(v, "to", 0, limit, err);
           if (!to) return ActionResult::failure(err);
           set_step(*to);
         } else {
           auto d = int_arg(v, "delta", -limit - 1, limit + 1, err);
           if (!d) return ActionResult::failure(err);
           set_step(step_ + *d);
         }
         playing_ = false;
         return ActionResult::success();
       }, {"delta", "to"});
  a.on("teach.play", "{type:'teach.play', playing} — play or pause the induction", [this](const json::Value& v) {
    if (mode_ != TeachMode::Induction) return ActionResult::failure("no induction is running (teach.induction first)");
    std::string err;
    auto playing = bool_arg(v, "playing", err);
    if (!playing) return ActionResult::failure(err);
    playing_ = *playing;
    return ActionResult::success();
  }, {"playing"});
  a.on("teach.stop", "{type:'teach.stop'} — leave the teaching mode", [this](const json::Value&) {
    stop();
    return ActionResult::success();
  }, {});
}

// Playing against the perfect player.
void TeachPanel::register_play_actions(Automation& a) {
  a.on("play.start", "{type:'play.start', human:'first'|'second'|'both'} — play against the perfect player",
       [this](const json::Value& v) {
         std::string err;
         auto h = string_arg(v, "human", err);
         if (!h) return ActionResult::failure(err);
         const int human = *h == "first" ? 0 : *h == "second" ? 1 : *h == "both" ? 2 : -1;
         if (human < 0) return ActionResult::failure("field \"human\" must be \"first\", \"second\" or \"both\"");
         if (!start_play(human, err)) return ActionResult::failure(err);
         return ActionResult::success();
       }, {"human"});
  a.on("play.undo", "{type:'play.undo'} — take back the human's last move (and the computer's answer)",
       [this](const json::Value&) {
         if (mode_ != TeachMode::Play) return ActionResult::failure("not playing (play.start first)");
         if (!undo()) return ActionResult::failure("there is no move of yours to take back");
         return ActionResult::success();
       }, {});
}

// The quiz: start, answer, reveal.
void TeachPanel::register_quiz_actions(Automation& a) {
  a.on("quiz.start",
       "{type:'quiz.start', depth} or {type:'quiz.start', movesLeft} — quiz on positions `depth` moves in, or with "
       "exactly `movesLeft` moves left in their longest line",
       [this](const json::Value& v) {
         std::string err;
         const bool by_left = v.find("movesLeft") != nullptr;
         auto d = by_left ? int_arg(v, "movesLeft", 1, 64, err) : int_arg(v, "depth", 0, 64, err);
         if (!d || !start_quiz(static_cast<std::uint32_t>(*d), by_left, err)) return ActionResult::failure(err);
         return ActionResult::success();
       }, {"depth", "movesLeft"});
  a.on("quiz.answer", "{type:'quiz.answer', path:[...], outcome:'W'|'L'|'D'} — answer a quiz question",
       [this](const json::Value& v) {
         if (mode_ != TeachMode::Quiz || !quiz_) return ActionResult::failure("no quiz is running (quiz.start first)");
         std::string err;
         auto path = int_list_arg(v, "path", -(std::int64_t{1} << 53), std::int64_t{1} << 53, 10000, err);
         if (!path) return ActionResult::failure(err);
         auto o = string_arg(v, "outcome", err);
         if (!o) return ActionResult::failure(err);
         auto outcome = parse_outcome(*o);
         if (!outcome) return ActionResult::failure("field \"outcome\" must be \"W\", \"L\" or \"D\"");
         for (std::size_t i = 0; i < quiz_->questions().size(); ++i) {
           if (quiz_->questions()[i].path == *path) {
             answer_question(i, *outcome);
             return ActionResult::success();
           }
         }
         return ActionResult::failure("no quiz question is at that path");
       }, {"path", "outcome"});
  a.on("quiz.reveal", "{type:'quiz.reveal'} — the teacher reveals every answer", [this](const json::Value&) {
    if (mode_ != TeachMode::Quiz) return ActionResult::failure("no quiz is running (quiz.start first)");
    revealed_ = true;
    settings_.quiz_running = false;
    return ActionResult::success();
  }, {});
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
