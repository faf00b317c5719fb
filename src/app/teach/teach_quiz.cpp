// The quiz in the teaching panel: questions drawn from the tree (by depth or
// by moves left), answers graded with the deciding rule, the phone's quiz bar
// over the tree, the controls and the actions (quiz.start, quiz.answer,
// quiz.reveal).
#include <algorithm>
#include <cmath>

#include "app/kit/imgui_item_hooks.hpp"
#include "app/kit/item_registry.hpp"
#include "app/kit/settings.hpp"
#include "app/teach/teach_parts.hpp"
#include "app/kit/theme.hpp"
#include "app/kit/ui_flow.hpp"
#include "app/teach/ui_teach.hpp"
#include "app/tree/ui_tree.hpp"
#include "imgui.h"
#include "imgui_internal.h"  // the quiz bar brought to the front
#include "model/graph_paths.hpp"
#include "model/i18n.hpp"
#include "model/text_format.hpp"

namespace gtl::app {

using i18n::tr;
using i18n::tr_fmt;
using i18n::tr_id;
using namespace teach;

namespace {

std::optional<Outcome> parse_outcome(const std::string& s) {
  if (s == "W" || s == "win" || s == "w") return Outcome::Win;
  if (s == "L" || s == "lose" || s == "l") return Outcome::Lose;
  if (s == "D" || s == "draw" || s == "d") return Outcome::Draw;
  return std::nullopt;
}

}  // namespace

bool TeachPanel::start_quiz(std::uint32_t n, bool by_moves_left, std::string& error) {
  if (hooks_.outcome_quiz && !hooks_.outcome_quiz()) {
    error = tr("teach.quiz_in_lesson");
    return false;
  }
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
  // Every question's node is shown with the moves below it, whose outcomes
  // the rules are applied to (the caption says so); the view then goes to the
  // first question, zoomed in so the boxes name their positions. (After
  // outcomes_changed: hiding outcomes regroups the tree around the selection.)
  for (const auto& q : quiz_->questions()) {
    std::string err;
    tree_.select(q.path, err);
    tree_.show_below(q.path, err);
  }
  tree_.labels_wanted = true;
  view_question_ = -1;
  tree_.caption = tr("teach.quiz_caption");
  reveal_controls_ = true;
  follow_question();
  return true;
}

void TeachPanel::follow_question() {
  if (mode_ != TeachMode::Quiz || !quiz_) return;
  const std::optional<std::size_t> q = current_question();
  const std::int64_t now = q ? static_cast<std::int64_t>(*q) : -2;
  if (now == view_question_) return;
  view_question_ = now;
  std::string err;
  if (q) tree_.show_line(quiz_->questions()[*q].path, err);
}

void TeachPanel::answer_question(std::size_t i, Outcome o) {
  if (mode_ != TeachMode::Quiz || !quiz_ || i >= quiz_->questions().size()) return;
  quiz_->answer(i, o);
  follow_question();
}

std::optional<std::size_t> TeachPanel::current_question() const {
  if (mode_ != TeachMode::Quiz || !quiz_ || revealed_) return std::nullopt;
  for (std::size_t i = 0; i < quiz_->questions().size(); ++i)
    if (!quiz_->questions()[i].answer) return i;
  return std::nullopt;
}

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

// The quiz: by moves left or by depth, its number, Start, and the questions.
void TeachPanel::draw_quiz_controls() {
  if (hooks_.outcome_quiz && !hooks_.outcome_quiz()) {
    ImGui::TextUnformatted(tr("teach.quiz"));
    ImGui::PushTextWrapPos(0.0f);  // a sentence: wrapped in the panel's width
    ImGui::TextDisabled("%s", tr("teach.quiz_in_lesson"));
    ImGui::PopTextWrapPos();
    return;
  }
  // Quiz difficulty: positions with few moves left can be worked out by hand.
  // The row wraps when it does not fit (extra-large text on an 800 px screen).
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  ImGui::TextUnformatted(tr("teach.quiz"));
  same_line_if_fits(check_width(tr_id("teach.moves_left")), gap);
  if (ImGui::RadioButton(tr_id("teach.moves_left"), quiz_by_left_)) quiz_by_left_ = true;
  twin_radio_last_item(quiz_by_left_);
  track_item("quiz.byLeft");
  same_line_if_fits(check_width(tr_id("teach.depth")), gap);
  if (ImGui::RadioButton(tr_id("teach.depth"), !quiz_by_left_)) quiz_by_left_ = false;
  twin_radio_last_item(!quiz_by_left_);
  track_item("quiz.byDepth");
  int& quiz_n = quiz_by_left_ ? quiz_left_ : quiz_depth_;
  ImGui::SetNextItemWidth(theme::int_field_width(2, ImGui::GetFontSize() * 5.5f));
  ImGui::InputInt("##quizn", &quiz_n);
  track_item("quiz.depth");
  quiz_n = std::clamp(quiz_n, quiz_by_left_ ? 1 : 0, 40);
  twin_value_last_item(std::to_string(quiz_n));
  same_line_for_button(tr_id("teach.start_quiz"));
  if (ImGui::Button(tr_id("teach.start_quiz"))) {
    std::string err;
    if (!start_quiz(static_cast<std::uint32_t>(quiz_n), quiz_by_left_, err)) tree_.caption = err;
  }
  track_item("teach.quiz");
  draw_quiz_questions();
}

// The running quiz's questions, each with its W / L / D and its feedback, and the score.
void TeachPanel::draw_quiz_questions() {
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
      const std::string question = tr_fmt("a11y.quiz_question", i + 1, g->nodes[q.node].label);
      twin_name_last_item(question);
      track_item("quiz." + std::to_string(i + 1));
      for (Outcome o : {Outcome::Win, Outcome::Lose, Outcome::Draw}) {
        ImGui::SameLine();
        const char l[2] = {letter(o), 0};
        if (theme::small_button(l)) answer_question(i, o);
        // For the twin: the question and the answer in words, pressed once chosen.
        const char* word = o == Outcome::Win ? "a11y.answer_w" : o == Outcome::Lose ? "a11y.answer_l" : "a11y.answer_d";
        twin_name_last_item(tr_fmt("a11y.quiz_option", question, tr(word)), q.answer == o ? 1 : 0);
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
        twin_text_last_item(gr.answered ? gr.feedback : gr.rule);
        ImGui::PopTextWrapPos();
        ImGui::PopStyleColor();
      }
      ImGui::PopID();
    }
    const model::QuizScore sc = quiz_->score();
    const std::string score = tr_fmt("teach.score", sc.correct, sc.answered, sc.total);
    ImGui::TextUnformatted(score.c_str());
    twin_text_last_item(score);
    if (theme::small_button(tr_id("teach.reveal_all"))) {
      revealed_ = true;
      settings_.quiz_running = false;
    }
    track_item("quiz.reveal");
  }
}

// The quiz: start, answer, reveal.
void TeachPanel::register_quiz_actions(Automation& a) {
  // "movesLeft", when given, decides and "depth" is ignored; without it "depth"
  // is required, so "depth" is read here rather than declared as an integer
  // (Param::any never fails at dispatch, so listing it first changes no error).
  a.on("quiz.start",
       "{type:'quiz.start', depth} or {type:'quiz.start', movesLeft} — quiz on positions `depth` moves in, or with "
       "exactly `movesLeft` moves left in their longest line",
       {Param::any("depth").optional(), Param::integer("movesLeft", 1, 64).optional()}, [this](const Args& args) {
         std::string err;
         const bool by_left = args.has("movesLeft");
         auto d = by_left ? std::optional(args.integer("movesLeft")) : int_arg(args.action(), "depth", 0, 64, err);
         if (!d || !start_quiz(static_cast<std::uint32_t>(*d), by_left, err)) return ActionResult::failure(err);
         return ActionResult::success();
       });
  // "no quiz is running" comes before any complaint about the fields, so they
  // are declared Param::any and read here.
  a.on("quiz.answer", "{type:'quiz.answer', path:[...], outcome:'W'|'L'|'D'} — answer a quiz question",
       {Param::any("path").optional(), Param::any("outcome").optional()}, [this](const Args& args) {
         if (mode_ != TeachMode::Quiz || !quiz_) return ActionResult::failure("no quiz is running (quiz.start first)");
         std::string err;
         auto path = int_list_arg(args.action(), "path", -(std::int64_t{1} << 53), std::int64_t{1} << 53, 10000, err);
         if (!path) return ActionResult::failure(err);
         auto o = string_arg(args.action(), "outcome", err);
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
       });
  a.on("quiz.reveal", "{type:'quiz.reveal'} — the teacher reveals every answer", {}, [this](const Args&) {
    if (mode_ != TeachMode::Quiz) return ActionResult::failure("no quiz is running (quiz.start first)");
    revealed_ = true;
    settings_.quiz_running = false;
    return ActionResult::success();
  });
}

}  // namespace gtl::app
