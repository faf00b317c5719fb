// The payoff-games lesson: extensive games as a game-theory course draws them
// (players in their colours with their numbers on the nodes, chance as a
// diamond with its probabilities, information sets as dashed bands, payoff
// vectors under the leaves), backward induction animated step by step with
// its ties, the pure subgame-perfect equilibria one by one, the Nash
// equilibria that are not subgame perfect with their non-credible threats,
// the reduced strategic form beside the tree, mixed equilibria of games of
// imperfect information as probabilities on the branches, the classics of a
// course built in, and Gambit's .efg files in and out.
//
// Why the lesson draws its own tree (draw_main) instead of using the shell's
// tree panel: the panel draws a PositionGraph, whose nodes carry win / lose /
// draw for the player to move and whose edges join positions that may be
// reached in several ways; a payoff game's tree needs payoff vectors, chance
// probabilities, information sets spanning nodes and several players' colours,
// none of which that graph holds. So the lesson's area takes most of the
// height and draws the game as a course does; the tree panel below still
// shows the same tree as a path navigator (the line played so far, share
// links' moves=): its graph says it has no outcomes (PositionGraph::outcomes),
// so each node is drawn neutral and labelled with its player ("2", "C") or
// its payoffs, and the twin, the tooltip and the inspector say no win, lose
// or draw.
//
// lesson.cpp holds the game, the solvers' results, automation, share links
// and the twin; board.cpp draws; model.cpp is the pure part (layout,
// induction steps, the matrix, the classics), tested natively.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "app/kit/lesson.hpp"
#include "app/lessons/payoff/model.hpp"
#include "app/lessons/payoff/quiz.hpp"
#include "app/kit/ui_timeline.hpp"
#include "core/payoff_edit.hpp"

struct ImVec2;
struct ImDrawList;

namespace gtl::app::payoff_words {
std::span<const i18n::Entry> en();
std::span<const i18n::Entry> zh();
}  // namespace gtl::app::payoff_words

namespace gtl::app {

// What the tree highlights besides the induction.
enum class PayoffShow { Induction, Nash, Cell, Mixed };

class PayoffLesson final : public Lesson {
 public:
  explicit PayoffLesson(const LessonContext& context);
  ~PayoffLesson() override;
  // The registry's factory (a LazyLesson's `make`): called through a pointer,
  // never inlined, so that the page's index.wasm calls nothing of this lesson
  // directly (web/tools/split_wasm.mjs keeps in index.wasm what it calls).
  static std::unique_ptr<Lesson> make(const LessonContext& context);

  // ---- Lesson
  std::string_view id() const override { return "payoff"; }
  const char* name_key() const override { return "payoff.name"; }
  std::span<const i18n::Entry> strings(i18n::Lang lang) const override;
  void update(double seconds) override;
  bool animating() const override { return playing_ || rise_ < 1.0; }
  bool in_motion() const override { return rise_ < 1.0; }
  void draw_controls() override;
  void draw_main() override;
  float preferred_height(float avail, bool phone) const override { return (phone ? 0.8f : 0.78f) * avail; }
  void register_automation(Automation& a) override;
  Timeline& timeline() override { return timeline_; }
  void timeline_moved() override {}
  bool play(std::int64_t move, std::string& error) override;
  TreeSource tree_source() const override;
  LessonHooks hooks() override;
  std::string check_link(const LinkArgs& args) const override;
  bool open_link(const LinkArgs& args, std::string& error) override;
  LinkArgs link_args() const override;
  std::string title() const override;
  // The game is too large for a share link (the link opens the first classic).
  bool link_too_long() const;
  // A link's efg=: the game, or nullopt with the sentence in `why`.
  static std::optional<payoff_view::Game> efg_from_link(const std::string& payload, std::string& why);
  TwinBoard twin_board() const override;
  std::optional<ClassMoves> class_moves() const override;  // the actions here; right: the SPE's

  // ---- the game (the view, automation and tests)
  bool open_classic(std::string_view name, std::string& error);
  // A Gambit .efg text; false (and the game unchanged) with the reader's sentence.
  bool load_efg(std::string_view text, const std::string& file_name, std::string& error);
  std::string efg_text() const;
  const payoff_view::Game& game() const { return game_; }
  const payoff_view::TreeLayout& layout() const { return layout_; }
  const payoff_view::Analysis& analysis() const { return analysis_; }
  const std::string& name() const { return name_; }
  // Backward induction: the step shown (0 = nothing solved yet) of steps().
  int step() const { return step_; }
  int steps() const { return static_cast<int>(steps_.size()); }
  bool set_step(int step);
  bool set_spe(int index);       // which listed SPE the induction follows
  bool show_nash(int index);     // a pure Nash equilibrium on the tree (-1: none)
  bool select_cell(const std::vector<std::size_t>& plans);  // a profile of the strategic form
  bool show_mixed(int index);    // a mixed equilibrium (-1: the tree's behaviour one)
  PayoffShow showing() const { return show_; }
  // The sentence under the tree: what the last step decided, the tie, the threat.
  std::string caption() const;

  // ---- the editor (edit.cpp): the node selected by a click, edits by the
  // core's rules (payoff_edit.hpp) kept with an undo snapshot and solved
  // again; a refusal is said and shown, and the game stays as it was.
  int selected() const { return selected_; }
  bool select_node(int v);  // -1: none
  using Change = std::function<payoff::EditResult(payoff_view::Game&)>;
  bool edit(const Change& change, std::string& error);
  bool undo();
  bool redo();
  // Undo or redo (`step`: EditHistory::undo or ::redo), then solve and say `said_key`.
  bool step_history(bool (payoff::EditHistory::*step)(payoff::Game&), const char* said_key);
  void start_new_game();

  // ---- the quiz (quiz_panel.cpp): "What does Player 2 choose here?" and
  // "What is the subgame-perfect payoff?" on a game of perfect information.
  // While it runs, everything that would give an answer away is hidden on the
  // screen, in the twin and in state(): the induction, the equilibria, the
  // strategic form's marks; and the actions that would show them are refused.
  // Any change of the game ends it.
  bool quizzing() const { return quiz_.has_value(); }
  bool start_quiz(std::size_t count, std::string& error);
  bool answer_quiz(int option, std::string& error);
  bool next_quiz_question(std::string& error);
  void stop_quiz(const char* said_key);
  // The node the shown question asks about; -1 when none.
  int quiz_node() const;
  // Whether what would answer a question is hidden: during the quiz, and on a
  // student's page while the teacher's class question is open (class.hide).
  // Then no solved node, equilibrium, threat or best-response mark is drawn,
  // read by the twin or written in state().
  bool answers_hidden() const;
  // The induction's steps shown so far, by node (null where no step has solved
  // it yet, and everywhere while answers are hidden): what the tree, the state
  // and the twin describe.
  std::vector<const payoff_view::InductionStep*> solved_steps() const;
  // The sentence in the panel and the caption in their place.
  const char* hidden_note() const { return quizzing() ? "payoff.quiz_hidden" : "payoff.class_hidden"; }

 private:
  // keep_view: an edit keeps the zoom, the pan and the selection.
  void set_game(payoff_view::Game g, std::string name, bool keep_view = false);
  void register_edit_actions(Automation& a);
  void register_edit_text_actions(Automation& a);
  void draw_edit_controls();
  void draw_edit_inner(const payoff::Node& n);
  void draw_edit_moves(const payoff::Node& n);
  void queue(Change change);  // an edit run at the end of the panel (later_)
  void edit_keys();
  void draw_edit_leaf();
  void draw_edit_sets(const payoff::Node& n);
  // A text field named `id` holding `current` until typed in; true (and the
  // typed text in `typed`) when the typing is done (Enter or focus moved on).
  bool edit_field(const std::string& id, const std::string& current, float width, std::string& typed);
  std::string edit_error_text(payoff::EditError e) const;
  void select_at(ImVec2 mouse, const std::function<ImVec2(std::size_t)>& at, float r);
  void rebuild_steps();
  void draw_quiz_start();  // Quiz me, beside the file buttons (disabled where there is no quiz)
  // The running quiz: in the side panel, or at the top of the lesson's own
  // area while the panel is off screen (a phone's closed drawer, presentation
  // mode), where the caption above already asks the question.
  void draw_quiz_controls();
  void draw_quiz_question(const payoff_view::QuizQuestion& q);
  void draw_quiz_in_area();
  // Their parts; each button returns whether it was pressed (Next and Again
  // change the question, so the caller draws nothing more of the old one).
  void draw_quiz_options(const payoff_view::QuizQuestion& q);
  void draw_quiz_feedback(const payoff_view::QuizQuestion& q);
  bool draw_quiz_next();
  bool draw_quiz_again();
  void draw_quiz_stop();
  void register_quiz_actions(Automation& a);
  void write_quiz(json::Writer& w) const;
  std::string quiz_prompt(const payoff_view::QuizQuestion& q) const;
  std::string quiz_option(const payoff_view::QuizQuestion& q, int k) const;
  std::string quiz_feedback(const payoff_view::QuizQuestion& q) const;
  // Why the right answers at a node are right, from the values one level
  // down: "Player 2 compares ...: Take → (1, 0); Pass → (0, 2). Best for
  // Player 2: Take." (`choice`), or the payoff it gives; chance weighs its branches.
  std::string node_reason(int node, bool choice) const;
  // The values above, or null (imperfect information, probabilities off, a
  // tree past kValuesMaxNodes, or the work budget).
  const payoff::SpeValues* spe_values() const;
  std::string quiz_where(int node) const;  // "after Pass, Pass" / "at the start"
  void say_quiz_question() const;
  void register_choices(Automation& a);  // spe, nash, cell, mixed, zoom
  void write_state(json::Writer& w) const;
  void write_nodes(json::Writer& w) const;
  void write_strategic(json::Writer& w) const;
  // Said and shown over the canvas for a few seconds (the toast): what the
  // screen shows nowhere else (a file opened, refused or downloaded, an edit refused).
  void say(const std::string& text) const;
  // Said only (the twin's board, read by the live region): what the screen
  // already shows, a step's caption, the quiz's question and grade, the
  // edited node. A toast repeating it covered the foot of the tree.
  void say_heard(const std::string& text) const;
  std::string player_word(int player) const;
  std::string node_words(int v) const;
  payoff_view::Vec leaf_payoffs(std::size_t v) const;  // the path's total at node v
  // The profile the tree highlights now (nash, cell), if any.
  std::optional<payoff_view::PureProfile> shown_profile() const;
  // Probability text for a branch under the shown mixed equilibrium, "" if none.
  std::string branch_probability(int node, int action) const;
  void open_file_dialog();
  void download_efg() const;
  // Drawing (board.cpp).
  void draw_tree(ImVec2 origin, ImVec2 size);
  // Each branch's label, by its child node: the action, a chance branch's
  // probability or a mixed equilibrium's [p]; which side of the edge it stands
  // on, and where along the edge (0 the parent, 1 the child): halfway, or
  // where a row's labels would overlap (neighbouring subtrees, many actions,
  // a narrow screen) parted in height: a node's 1st, 3rd... action higher, its
  // 2nd, 4th... lower, so neighbours never share a height.
  struct BranchLabel {
    std::string text;
    int side = 0;     // -1 ends left of the edge, 1 starts right of it, 0 centred
    float along = 0.5f;
    bool shown = true;  // false: it would cover a label at its height (zoom in)
  };
  std::vector<BranchLabel> branch_labels(const std::function<ImVec2(std::size_t)>& at) const;
  // The widest leaf payoff vector and the widest action label, in pixels.
  std::pair<float, float> widest_texts() const;
  // The nodes over the edges: players' discs with their numbers, chance's
  // diamonds, the leaves' payoffs (stacked where leaves are closer than
  // `slot`), the solved values rising and the threats ringed.
  void draw_nodes(ImDrawList* dl, const std::function<ImVec2(std::size_t)>& at, float r, float slot,
                  const std::vector<const payoff_view::InductionStep*>& solved, const std::vector<bool>& threat);
  void draw_strategic(ImVec2 origin, ImVec2 size);
  float strategic_width() const;  // what the matrix (or the profile table) needs
  void draw_matrix();
  void draw_profile_table();
  void draw_induction_controls();
  void draw_equilibria_controls();

  Settings& settings_;
  std::function<void(std::string)> say_;
  std::optional<bool> table_scrolls_;  // the strategic form's table scrolled sideways last frame
  mutable std::string heard_;       // say_heard's last sentence, and its count (TwinBoard::said)
  mutable std::uint64_t heard_id_ = 0;
  payoff_view::Game game_;
  std::string name_ = "centipede";  // a classic's id, or "file"
  std::string file_name_;
  int revision_ = 0;
  i18n::Lang labels_lang_ = i18n::Lang::En;  // the language a classic's labels are in  // counts games opened: the tree panel's key
  payoff_view::TreeLayout layout_;
  std::vector<payoff_view::Rational> totals_;           // payoff::path_totals
  std::vector<std::vector<std::vector<int>>> members_;  // payoff::set_members
  payoff_view::Analysis analysis_;
  std::optional<payoff_view::Matrix> matrix_;
  Timeline timeline_;
  // Backward induction.
  std::vector<payoff_view::InductionStep> steps_;
  int step_ = 0;
  int spe_ = 0;
  bool playing_ = false;
  double play_wait_ = 0;
  double rise_ = 1.0;  // the last step's payoff vector rising to its node: 0..1
  // The other things the tree can show.
  PayoffShow show_ = PayoffShow::Induction;
  int nash_ = -1;
  std::vector<std::size_t> cell_;
  int mixed_ = -1;
  std::string message_;  // the last refusal (a file, a link, an edit)
  // The editor.
  payoff::EditHistory history_;
  int selected_ = -1;
  std::map<std::string, std::string> fields_;  // what is typed in the edit fields
  bool blocked_ = false;  // chance probabilities off: nothing solved
  std::function<void()> later_;
  // Every node's subgame-perfect payoffs (payoff::spe_values), worked out
  // when the quiz or a class question first needs them, for this revision.
  mutable std::optional<payoff::SpeValues> values_;
  mutable int values_revision_ = -1;
  // The quiz: its questions, the one shown, and how many were started (each
  // start draws other questions).
  std::optional<payoff_view::PayoffQuiz> quiz_;
  int quiz_at_ = 0;
  std::uint32_t quiz_runs_ = 0;
  int quiz_scroll_ = 0;  // frames left to bring the grade and Next into view
  // The tree's view: zoom about its centre and a pan, in CSS px.
  float zoom_ = 1.0f;
  float pan_x_ = 0, pan_y_ = 0;
};

}  // namespace gtl::app
