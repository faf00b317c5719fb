// The payoff lesson's quiz in the page: the side panel's questions and
// options, the grades with their reasons, the announcements, the actions
// (payoff.quiz.*) and the quiz's part of state(). The questions themselves
// and their grading are pure (quiz.hpp).
#include <algorithm>

#include "app/kit/imgui_item_hooks.hpp"
#include "app/kit/item_registry.hpp"
#include "app/kit/theme.hpp"
#include "app/kit/ui_flow.hpp"
#include "app/lessons/payoff/lesson.hpp"
#include "imgui.h"
#include "model/lesson_words.hpp"

namespace gtl::app {

using i18n::tr;
using i18n::tr_fmt;
using i18n::tr_id;
using namespace payoff_view;

namespace {

constexpr std::size_t kQuizQuestions = 6;
constexpr std::size_t kMaxQuizQuestions = 12;
constexpr std::size_t kReasonValues = 4;  // payoff vectors a reason quotes at most
// Past this many nodes the per-node sets are not kept (a file's huge tree):
// the quiz and the class question's reason are not offered there.
constexpr std::size_t kValuesMaxNodes = 200'000;

std::string vectors_text(const std::vector<Vec>& set) {
  std::vector<std::string> words;
  for (std::size_t k = 0; k < set.size() && k < kReasonValues; ++k) words.push_back(vector_text(set[k]));
  if (set.size() > kReasonValues) words.push_back("…");
  return model::word_list(words, "list.or");
}

}  // namespace

// ------------------------------------------------------------------ running it

bool PayoffLesson::start_quiz(std::size_t count, std::string& error) {
  if (analysis_.imperfect || blocked_ || analysis_.spe.refusal) {
    error = tr("payoff.quiz_none");
    return false;
  }
  const payoff::SpeValues* values = spe_values();
  if (!values) {
    error = tr("payoff.quiz_none");
    return false;
  }
  PayoffQuiz quiz = PayoffQuiz::make(game_, layout_, *values, std::clamp<std::size_t>(count, 1, kMaxQuizQuestions),
                                     2026u + quiz_runs_);
  if (quiz.empty()) {
    error = tr("payoff.quiz_nothing");
    return false;
  }
  ++quiz_runs_;
  quiz_ = std::move(quiz);
  quiz_at_ = 0;
  // Nothing solved stays on the tree: the answers are what the student works out.
  playing_ = false;
  step_ = 0;
  rise_ = 1.0;
  show_ = PayoffShow::Induction;
  nash_ = mixed_ = -1;
  cell_.clear();
  say_quiz_question();
  return true;
}

bool PayoffLesson::answer_quiz(int option, std::string& error) {
  if (!quiz_ || quiz_at_ >= static_cast<int>(quiz_->questions().size())) {
    error = tr("payoff.quiz_not_running");
    return false;
  }
  if (!quiz_->answer(static_cast<std::size_t>(quiz_at_), option)) {
    error = tr("payoff.quiz_answered");
    return false;
  }
  say_heard(quiz_feedback(quiz_->questions()[static_cast<std::size_t>(quiz_at_)]));
  quiz_scroll_ = 3;
  return true;
}

bool PayoffLesson::next_quiz_question(std::string& error) {
  if (!quiz_ || quiz_at_ >= static_cast<int>(quiz_->questions().size())) {
    error = tr("payoff.quiz_not_running");
    return false;
  }
  if (quiz_->questions()[static_cast<std::size_t>(quiz_at_)].answer < 0) {
    error = tr("payoff.quiz_answer_first");
    return false;
  }
  ++quiz_at_;
  say_quiz_question();
  return true;
}

void PayoffLesson::stop_quiz(const char* said_key) {
  if (!quiz_) return;
  quiz_.reset();
  if (said_key) say(tr(said_key));
}

int PayoffLesson::quiz_node() const {
  if (!quiz_ || quiz_at_ >= static_cast<int>(quiz_->questions().size())) return -1;
  return quiz_->questions()[static_cast<std::size_t>(quiz_at_)].node;
}

// ------------------------------------------------------------------ words

std::string PayoffLesson::quiz_where(int node) const {
  std::vector<std::string> path;
  for (int v = node; game_.nodes[static_cast<std::size_t>(v)].parent >= 0; v = game_.nodes[static_cast<std::size_t>(v)].parent) {
    const payoff::Node& n = game_.nodes[static_cast<std::size_t>(v)];
    path.push_back(game_.infoset_of(game_.nodes[static_cast<std::size_t>(n.parent)]).actions[static_cast<std::size_t>(n.action)]);
  }
  if (path.empty()) return tr("payoff.quiz_at_start");
  std::reverse(path.begin(), path.end());
  std::string joined;
  for (std::size_t k = 0; k < path.size(); ++k) joined += (k ? tr("payoff.quiz_then") : std::string()) + path[k];
  return tr_fmt("payoff.quiz_after", joined);
}

std::string PayoffLesson::quiz_prompt(const QuizQuestion& q) const {
  if (q.ask == QuizAsk::Choice) return tr_fmt("payoff.quiz_ask_choice", player_word(q.player), quiz_where(q.node));
  if (q.node == 0) return tr("payoff.quiz_ask_game");
  return tr_fmt("payoff.quiz_ask_payoff", quiz_where(q.node));
}

std::string PayoffLesson::quiz_option(const QuizQuestion& q, int k) const {
  const std::size_t i = static_cast<std::size_t>(k);
  if (q.ask == QuizAsk::Payoff) return vector_text(q.payoffs[i]);
  return game_.infoset_of(game_.nodes[static_cast<std::size_t>(q.node)]).actions[static_cast<std::size_t>(q.actions[i])];
}

// Why the right answers are right, from the values one level down: what each
// action leads to for the mover, or chance's branches with their weights.
const payoff::SpeValues* PayoffLesson::spe_values() const {
  if (analysis_.imperfect || blocked_ || game_.nodes.size() > kValuesMaxNodes) return nullptr;
  if (values_revision_ != revision_) {
    payoff::Work work;
    values_ = payoff::spe_values(game_, work);
    values_revision_ = revision_;
  }
  return values_->refusal ? nullptr : &*values_;
}

std::string PayoffLesson::node_reason(int node, bool choice) const {
  const payoff::SpeValues* values = spe_values();
  if (!values) return {};
  const payoff::Node& n = game_.nodes[static_cast<std::size_t>(node)];
  const auto below = action_values(game_, *values, node);
  const auto& actions = game_.infoset_of(n).actions;
  std::vector<std::string> legs, best;
  for (std::size_t a = 0; a < below.size(); ++a) {
    std::string leg = actions[a];
    if (n.kind == payoff::NodeKind::Chance) leg += " " + number_text(game_.infoset_of(n).probs[a]);
    legs.push_back(leg + " → " + vectors_text(below[a]));
    if (n.kind == payoff::NodeKind::Personal && action_is_subgame_perfect(game_, *values, node, static_cast<int>(a)))
      best.push_back(actions[a]);
  }
  std::string joined;
  for (std::size_t k = 0; k < legs.size(); ++k) joined += (k ? "; " : "") + legs[k];
  const std::string here = vectors_text(values->at[static_cast<std::size_t>(node)]);
  if (n.kind == payoff::NodeKind::Chance) return tr_fmt("payoff.quiz_why_chance", joined, here);
  const std::string who = player_word(n.player), chosen = model::word_list(best, "list.or");
  if (choice) return tr_fmt("payoff.quiz_why_choice", who, joined, chosen);
  return tr_fmt("payoff.quiz_why_payoff", who, joined, chosen, here);
}

std::string PayoffLesson::quiz_feedback(const QuizQuestion& q) const {
  if (q.answer < 0) return {};
  return std::string(tr(q.correct() ? "payoff.quiz_right" : "payoff.quiz_wrong")) + " " +
         node_reason(q.node, q.ask == QuizAsk::Choice);
}

void PayoffLesson::say_quiz_question() const {
  if (!quiz_) return;
  const auto& qs = quiz_->questions();
  if (quiz_at_ >= static_cast<int>(qs.size())) {
    const QuizScore s = quiz_->score();
    say_heard(tr_fmt("payoff.quiz_score", s.correct, s.total));
    return;
  }
  const QuizQuestion& q = qs[static_cast<std::size_t>(quiz_at_)];
  std::vector<std::string> options;
  for (std::size_t k = 0; k < q.options(); ++k) options.push_back(quiz_option(q, static_cast<int>(k)));
  say_heard(tr_fmt("payoff.quiz_of", quiz_at_ + 1, qs.size()) + ". " + quiz_prompt(q) + " " +
      tr_fmt("payoff.quiz_options", model::word_list(options, "list.or")));
}

// ------------------------------------------------------------------ the side panel

void PayoffLesson::draw_quiz_start() {
  const char* label = tr_id("payoff.quiz_start");
  same_line_for_button(label);
  ImGui::BeginDisabled(analysis_.imperfect.has_value() || blocked_);
  if (theme::button(label)) {
    std::string err;
    if (!start_quiz(kQuizQuestions, err)) say(err);
  }
  track_item("payoff.quiz.start");
  ImGui::EndDisabled();
}

void PayoffLesson::draw_quiz_controls() {
  ImGui::TextDisabled("%s", tr("payoff.quiz_title"));
  const auto& qs = quiz_->questions();
  if (quiz_at_ < static_cast<int>(qs.size())) {
    draw_quiz_question(qs[static_cast<std::size_t>(quiz_at_)]);
  } else {
    const QuizScore s = quiz_->score();
    ImGui::TextUnformatted(tr_fmt("payoff.quiz_score", s.correct, s.total).c_str());
    if (draw_quiz_again()) return;
    same_line_for_button(tr_id("payoff.quiz_stop"));
  }
  draw_quiz_stop();
}

// The question, its options, then the grade and Next.
void PayoffLesson::draw_quiz_question(const QuizQuestion& q) {
  ImGui::TextUnformatted(tr_fmt("payoff.quiz_of", quiz_at_ + 1, quiz_->questions().size()).c_str());
  ImGui::TextUnformatted(quiz_prompt(q).c_str());
  track_item("payoff.quiz.prompt");
  draw_quiz_options(q);
  if (q.answer < 0) return;
  draw_quiz_feedback(q);
  draw_quiz_next();
  // For a few frames after an answer (the marked options may wrap onto more
  // rows the frame after), the panel scrolls so that the grade and Next are
  // whole in view; then the scrolling is the student's again.
  const float bottom = ImGui::GetWindowPos().y + ImGui::GetWindowHeight() - ImGui::GetStyle().WindowPadding.y;
  if (quiz_scroll_ > 0 && ImGui::GetItemRectMax().y > bottom) ImGui::SetScrollHereY(1.0f);
  quiz_scroll_ = std::max(0, quiz_scroll_ - 1);
}

// Over the tree, under the caption that asks the question: the options, Next
// and Stop in one row where they fit (a projector at 800 x 600 keeps its tree
// readable), then the grade.
void PayoffLesson::draw_quiz_in_area() {
  const auto& qs = quiz_->questions();
  const QuizQuestion* q = quiz_at_ < static_cast<int>(qs.size()) ? &qs[static_cast<std::size_t>(quiz_at_)] : nullptr;
  if (q) {
    draw_quiz_options(*q);
    if (q->answer >= 0) {
      same_line_for_button(tr_id("payoff.quiz_next"));
      if (draw_quiz_next()) return;
    }
  } else if (draw_quiz_again()) {
    return;
  }
  same_line_for_button(tr_id("payoff.quiz_stop"));
  draw_quiz_stop();
  if (q && q->answer >= 0) draw_quiz_feedback(*q);
}

// One button an option (each keeps its ImGui id, "###", when its words change
// once answered, so keyboard focus and the twin's focus stay on the one pressed).
void PayoffLesson::draw_quiz_options(const QuizQuestion& q) {
  for (std::size_t k = 0; k < q.options(); ++k) {
    std::string label = quiz_option(q, static_cast<int>(k));
    if (q.answer >= 0 && q.right[k]) label += tr("payoff.quiz_mark_right");
    else if (q.answer == static_cast<int>(k)) label += tr("payoff.quiz_mark_yours");
    const std::string id = "payoff.quiz.option." + std::to_string(k);
    const std::string full = label + "###" + id;
    if (k > 0) same_line_for_button(full.c_str());
    if (theme::button(full.c_str()) && q.answer < 0) {
      std::string err;
      answer_quiz(static_cast<int>(k), err);
    }
    track_item(id);
  }
}

void PayoffLesson::draw_quiz_feedback(const QuizQuestion& q) {
  ImGui::TextColored(theme::outcome_color_vec(q.correct() ? Outcome::Win : Outcome::Lose), "%s", quiz_feedback(q).c_str());
  track_item("payoff.quiz.feedback");
}

bool PayoffLesson::draw_quiz_next() {
  const bool pressed = theme::button(tr_id("payoff.quiz_next"));
  track_item("payoff.quiz.next");
  if (pressed) {
    std::string err;
    next_quiz_question(err);
  }
  return pressed;
}

bool PayoffLesson::draw_quiz_again() {
  const bool pressed = theme::button(tr_id("payoff.quiz_again"));
  if (pressed) {
    std::string err;
    if (!start_quiz(quiz_->questions().size(), err)) say(err);
    return true;
  }
  track_item("payoff.quiz.again");
  return false;
}

void PayoffLesson::draw_quiz_stop() {
  if (theme::button(tr_id("payoff.quiz_stop"))) stop_quiz("payoff.quiz_stopped");
  track_item("payoff.quiz.stop");
}

// ------------------------------------------------------------------ automation and state

void PayoffLesson::register_quiz_actions(Automation& a) {
  auto result = [](bool ok, const std::string& err) { return ok ? ActionResult::success() : ActionResult::failure(err); };
  a.on("payoff.quiz.start", "{type:'payoff.quiz.start', count?} — a quiz of `count` questions (6) on this game",
       {Param::integer("count", 1, static_cast<std::int64_t>(kMaxQuizQuestions)).optional()}, [this, result](const Args& args) {
         std::string err;
         const bool ok = start_quiz(static_cast<std::size_t>(args.integer_or("count", kQuizQuestions)), err);
         return result(ok, err);
       });
  a.on("payoff.quiz.answer", "{type:'payoff.quiz.answer', option} — answer the shown question with its option (0-based)",
       {Param::integer("option", 0, 64)}, [this, result](const Args& args) {
         std::string err;
         const bool ok = answer_quiz(static_cast<int>(args.integer("option")), err);
         return result(ok, err);
       });
  a.on("payoff.quiz.next", "{type:'payoff.quiz.next'} — the next question once this one is answered (after the last: the score)",
       {}, [this, result](const Args&) {
         std::string err;
         const bool ok = next_quiz_question(err);
         return result(ok, err);
       });
  a.on("payoff.quiz.stop", "{type:'payoff.quiz.stop'} — end the quiz (the induction and the equilibria show again)", {},
       [this](const Args&) {
         stop_quiz("payoff.quiz_stopped");
         return ActionResult::success();
       });
}

// The quiz as the student sees it: which answers were right only once the
// question is answered, so nothing here gives an answer away.
void PayoffLesson::write_quiz(json::Writer& w) const {
  w.key("quiz");
  if (!quiz_) {
    w.null();
    return;
  }
  const auto& qs = quiz_->questions();
  const QuizScore s = quiz_->score();
  w.begin_object().key("index").value(quiz_at_).key("total").value(static_cast<std::uint64_t>(qs.size()));
  w.key("done").value(quiz_at_ >= static_cast<int>(qs.size()));
  w.key("score").begin_object().key("correct").value(s.correct).key("answered").value(s.answered).end_object();
  if (quiz_at_ < static_cast<int>(qs.size())) {
    const QuizQuestion& q = qs[static_cast<std::size_t>(quiz_at_)];
    w.key("ask").value(q.ask == QuizAsk::Choice ? "choice" : "payoff").key("node").value(q.node).key("player").value(q.player);
    w.key("prompt").value(quiz_prompt(q));
    w.key("options").begin_array();
    for (std::size_t k = 0; k < q.options(); ++k) w.value(quiz_option(q, static_cast<int>(k)));
    w.end_array().key("answer").value(q.answer);
    if (q.answer >= 0) {
      w.key("correct").value(q.correct()).key("right").begin_array();
      for (std::size_t k = 0; k < q.options(); ++k)
        if (q.right[k]) w.value(static_cast<std::uint64_t>(k));
      w.end_array().key("feedback").value(quiz_feedback(q));
    }
  }
  w.end_object();
}

}  // namespace gtl::app
