#include "app/ui_teach.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>

#include "app/app.hpp"
#include "app/item_registry.hpp"
#include "app/theme.hpp"
#include "app/ui_tree.hpp"
#include "imgui.h"
#include "model/proof.hpp"

namespace gtl::app {

namespace {

constexpr double kStepSeconds = 0.7;  // one induction step at speed 1
constexpr std::uint32_t kQuizQuestions = 6;
// The computer's pause after the human's move has been animated, at speed 1:
// long enough for a class to look at the result before the answer moves.
constexpr double kReplyPauseSeconds = 0.8;

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
  run_.reset();
  quiz_.reset();
  playing_ = false;
  tree_.outcome_view = nullptr;
  tree_.focus = kNoNode;
  tree_.caption.clear();
}

void TeachPanel::graph_changed() {
  if (mode_ == TeachMode::Induction || mode_ == TeachMode::Quiz) stop();
}

// ------------------------------------------------------------ induction

bool TeachPanel::start_induction(bool retrograde, std::string& error) {
  const PositionGraph* g = tree_.graph();
  if (!g || !g->complete) {
    error = "backward induction needs the whole game: this start is too large to draw in full. "
            "Load a smaller start (e.g. the Number Game {2,3,4,5,6}).";
    return false;
  }
  stop();
  mode_ = TeachMode::Induction;
  retrograde_ = retrograde;
  run_ = std::make_unique<model::InductionRun>(retrograde ? model::retrograde_induction(*g) : model::recursive_induction(*g));
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
  set_step(0);
  return true;
}

void TeachPanel::set_step(std::int64_t step) {
  if (!run_) return;
  step_ = std::clamp<std::int64_t>(step, 0, static_cast<std::int64_t>(run_->steps.size()));
  if (step_ == 0) {
    tree_.focus = kNoNode;
    tree_.caption = std::string(retrograde_ ? "Retrograde analysis" : "Recursive search with memo") +
                    ": every position starts unknown (?). Step forward to decide them one by one.";
    return;
  }
  const model::InductionStep& st = run_->steps[static_cast<std::size_t>(step_ - 1)];
  tree_.focus = st.node;
  tree_.caption = "Step " + std::to_string(step_) + " of " + std::to_string(run_->steps.size()) + ": " + st.sentence +
                  "   [decided " + std::to_string(st.decided) + ", remaining " + std::to_string(st.remaining) +
                  (retrograde_ ? "" : ", memo hits " + std::to_string(st.memo_hits)) + "]";
  if (step_ == static_cast<std::int64_t>(run_->steps.size())) playing_ = false;
}

// ------------------------------------------------------------ play

bool TeachPanel::start_play(int human, std::string& error) {
  if (!hooks_.play) {
    error = "no lesson is loaded";
    return false;
  }
  stop();
  mode_ = TeachMode::Play;
  human_ = human;
  hooks_.go_to(0);
  seen_line_ = 0;
  reply_wait_ = 0;
  intro_ = human == 2 ? "Two humans: the app only referees." : "You play " + hooks_.side_name(human) + "; the computer plays perfectly.";
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

bool TeachPanel::start_quiz(std::uint32_t depth, std::string& error) {
  const PositionGraph* g = tree_.graph();
  if (!g) {
    error = "no game is loaded";
    return false;
  }
  auto quiz = std::make_unique<model::Quiz>(*g, depth, kQuizQuestions, 2026u + depth);
  if (quiz->questions().empty()) {
    error = "no position is " + std::to_string(depth) + " moves into this game: choose a smaller depth";
    return false;
  }
  stop();
  mode_ = TeachMode::Quiz;
  quiz_depth_ = static_cast<int>(depth);
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
    if (g->nodes[p].measure > g->nodes[quiz_->questions().front().node].measure) return Outcome::Unknown;
    return g->nodes[p].outcome;
  };
  tree_.caption = "Quiz: mark each highlighted position W, L or D in the teaching panel. Positions below them are shown: "
                  "apply the rules.";
  return true;
}

// ------------------------------------------------------------ frame

void TeachPanel::update(double seconds) {
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
    }
    computer_reply(seconds);
  }
}

void TeachPanel::draw_controls() {
  if (!ImGui::CollapsingHeader("Teach", ImGuiTreeNodeFlags_DefaultOpen)) return;
  if (ImGui::Button("Induction (memo)")) {
    std::string err;
    if (!start_induction(false, err)) tree_.caption = err;
  }
  track_item("teach.induction.memo");
  ImGui::SameLine();
  if (ImGui::Button("Retrograde")) {
    std::string err;
    if (!start_induction(true, err)) tree_.caption = err;
  }
  track_item("teach.induction.retrograde");
  if (mode_ == TeachMode::Induction && run_) {
    if (ImGui::Button("|<")) set_step(0);
    ImGui::SameLine();
    if (ImGui::Button("<")) set_step(step_ - 1);
    track_item("teach.back");
    ImGui::SameLine();
    if (ImGui::Button(playing_ ? "Pause" : "Play")) playing_ = !playing_;
    track_item("teach.play");
    ImGui::SameLine();
    if (ImGui::Button(">")) set_step(step_ + 1);
    track_item("teach.forward");
    ImGui::SameLine();
    if (ImGui::Button(">|")) set_step(static_cast<std::int64_t>(run_->steps.size()));
    const auto& st = step_ > 0 ? run_->steps[static_cast<std::size_t>(step_ - 1)] : model::InductionStep{};
    ImGui::Text("step %lld / %zu", static_cast<long long>(step_), run_->steps.size());
    ImGui::Text("decided %u, remaining %u", st.decided, step_ > 0 ? st.remaining : static_cast<std::uint32_t>(tree_.graph()->nodes.size()));
    if (!retrograde_) {
      ImGui::Text("memo hits %u", st.memo_hits);
      ImGui::TextWrapped("Visits: %llu with the memo, %s without (the whole tree).",
                         static_cast<unsigned long long>(run_->visits_with_memo), run_->visits_without_memo.to_string().c_str());
    }
  }
  draw_play_controls();
  ImGui::SetNextItemWidth(80);
  ImGui::InputInt("##quizdepth", &quiz_depth_);
  quiz_depth_ = std::clamp(quiz_depth_, 0, 40);
  ImGui::SameLine();
  if (ImGui::Button("Quiz at this depth")) {
    std::string err;
    if (!start_quiz(static_cast<std::uint32_t>(quiz_depth_), err)) tree_.caption = err;
  }
  track_item("teach.quiz");
  if (mode_ == TeachMode::Quiz && quiz_) {
    const PositionGraph* g = tree_.graph();
    for (std::size_t i = 0; i < quiz_->questions().size(); ++i) {
      const auto& q = quiz_->questions()[i];
      ImGui::PushID(static_cast<int>(i));
      ImGui::Text("%zu. %s", i + 1, g->nodes[q.node].label.c_str());
      for (Outcome o : {Outcome::Win, Outcome::Lose, Outcome::Draw}) {
        ImGui::SameLine();
        const char l[2] = {letter(o), 0};
        if (ImGui::SmallButton(l)) quiz_->answer(i, o);
        track_item("quiz." + std::to_string(i + 1) + "." + l);
      }
      const model::QuizGrade gr = quiz_->grade(i);
      if (gr.answered || revealed_)
        ImGui::TextColored(theme::outcome_color_vec(gr.correct ? Outcome::Win : Outcome::Lose), "%s",
                           gr.answered ? gr.feedback.c_str() : gr.rule.c_str());
      ImGui::PopID();
    }
    const model::QuizScore sc = quiz_->score();
    ImGui::Text("Score: %u / %u answered, %u questions", sc.correct, sc.answered, sc.total);
    if (ImGui::SmallButton("Reveal all")) {
      revealed_ = true;
      settings_.quiz_running = false;
    }
    track_item("quiz.reveal");
  }
  if (mode_ != TeachMode::Off && ImGui::SmallButton("Stop teaching mode")) stop();
  // The proof panel for the selected node.
  if (const PositionGraph* g = tree_.graph(); g && tree_.selected() != kNoNode && mode_ != TeachMode::Quiz) {
    if (ImGui::CollapsingHeader("Proof of the selected position")) {
      proof_ = model::proof_text(*g, tree_.selected());
      if (ImGui::SmallButton("Copy proof")) ImGui::SetClipboardText(proof_.c_str());
      track_item("teach.copyProof");
      ImGui::BeginChild("proof", ImVec2(0, 220), true, ImGuiWindowFlags_HorizontalScrollbar);
      ImGui::TextUnformatted(proof_.c_str());
      ImGui::EndChild();
    }
  }
}

void TeachPanel::draw_play_controls() {
  ImGui::Text("Play against the perfect player:");
  static const char* sides[3] = {"as first", "as second", "two humans"};
  for (int i = 0; i < 3; ++i) {
    if (i) ImGui::SameLine();
    if (ImGui::SmallButton(sides[i])) {
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
                         v->blunder ? " blunder" : "");
      ImGui::SameLine();
      ImGui::TextWrapped("%s", verdict_text(*v).c_str());
    }
    if (vs.size() != seen_verdicts_) {  // a new verdict: show it
      ImGui::SetScrollHereY(1.0f);
      seen_verdicts_ = vs.size();
    }
    ImGui::EndChild();
  }
  if (computer_to_move()) ImGui::TextDisabled("The computer answers when the move has been shown.");
  else if (hooks_.verdict) ImGui::TextWrapped("%s", hooks_.verdict().c_str());
  if (ImGui::SmallButton("Undo my move")) undo();
  track_item("teach.undo");
}

// ------------------------------------------------------------ automation

void TeachPanel::register_automation(Automation& a) {
  a.on("teach.induction", "{type:'teach.induction', order:'memo'|'retrograde'} — start backward induction",
       [this](const json::Value& v) {
         std::string err;
         auto order = string_arg(v, "order", err);
         if (!order) return ActionResult::failure(err);
         if (*order != "memo" && *order != "retrograde")
           return ActionResult::failure("field \"order\" must be \"memo\" or \"retrograde\"");
         if (!start_induction(*order == "retrograde", err)) return ActionResult::failure(err);
         return ActionResult::success();
       });
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
       });
  a.on("teach.play", "{type:'teach.play', playing} — play or pause the induction", [this](const json::Value& v) {
    if (mode_ != TeachMode::Induction) return ActionResult::failure("no induction is running (teach.induction first)");
    std::string err;
    auto playing = bool_arg(v, "playing", err);
    if (!playing) return ActionResult::failure(err);
    playing_ = *playing;
    return ActionResult::success();
  });
  a.on("teach.stop", "{type:'teach.stop'} — leave the teaching mode", [this](const json::Value&) {
    stop();
    return ActionResult::success();
  });
  a.on("play.start", "{type:'play.start', human:'first'|'second'|'both'} — play against the perfect player",
       [this](const json::Value& v) {
         std::string err;
         auto h = string_arg(v, "human", err);
         if (!h) return ActionResult::failure(err);
         const int human = *h == "first" ? 0 : *h == "second" ? 1 : *h == "both" ? 2 : -1;
         if (human < 0) return ActionResult::failure("field \"human\" must be \"first\", \"second\" or \"both\"");
         if (!start_play(human, err)) return ActionResult::failure(err);
         return ActionResult::success();
       });
  a.on("play.undo", "{type:'play.undo'} — take back the human's last move (and the computer's answer)",
       [this](const json::Value&) {
         if (mode_ != TeachMode::Play) return ActionResult::failure("not playing (play.start first)");
         if (!undo()) return ActionResult::failure("there is no move of yours to take back");
         return ActionResult::success();
       });
  a.on("quiz.start", "{type:'quiz.start', depth} — quiz on positions `depth` moves in", [this](const json::Value& v) {
    std::string err;
    auto d = int_arg(v, "depth", 0, 64, err);
    if (!d || !start_quiz(static_cast<std::uint32_t>(*d), err)) return ActionResult::failure(err);
    return ActionResult::success();
  });
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
             quiz_->answer(i, *outcome);
             return ActionResult::success();
           }
         }
         return ActionResult::failure("no quiz question is at that path");
       });
  a.on("quiz.reveal", "{type:'quiz.reveal'} — the teacher reveals every answer", [this](const json::Value&) {
    if (mode_ != TeachMode::Quiz) return ActionResult::failure("no quiz is running (quiz.start first)");
    revealed_ = true;
    settings_.quiz_running = false;
    return ActionResult::success();
  });
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
    w.key("sentence").value(st ? st->sentence : std::string());
    w.key("node").value(st ? g->nodes[st->node].label : std::string());
    w.key("outcome").value(st ? word(st->decision.outcome) : "unknown");
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
    w.key("quiz").begin_object().key("depth").value(quiz_depth_).key("revealed").value(revealed_);
    w.key("questions").begin_array();
    for (std::size_t i = 0; i < quiz_->questions().size(); ++i) {
      const auto& q = quiz_->questions()[i];
      const model::QuizGrade gr = quiz_->grade(i);
      w.begin_object().key("path").begin_array();
      for (auto m : q.path) w.value(m);
      w.end_array().key("label").value(g->nodes[q.node].label);
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
