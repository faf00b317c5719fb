// A lesson whose code arrives only when it is first shown.
//
// The page's first visit has a budget on the wire (docs/size.md): the payoff
// lesson, with its exact solvers, would take it over. So the page's build moves
// that lesson's functions out of index.wasm into a second module,
// index.deferred.wasm (web/tools/split_wasm.mjs, Binaryen's wasm-split), which
// the page fetches the first time the lesson is shown or a link opens it.
//
// LazyLesson is what the shell holds in the lesson's place meanwhile: it knows
// the lesson's id, its name and its words (all in the first module), and
// makes the real lesson, through `make`, once the code is in. Until then it
// draws "Loading the lesson…", its tree is empty, it offers no actions and no
// state() section (state().lessonCode says "loading"); a share link to it waits for the
// code (when_link_ready), then is checked and shown. Afterwards every call is
// the real lesson's, the same object for the rest of the session.
//
// Nothing is deferred in the desktop app and the native tests: with no loader
// set, the code is in from the start and the lesson is made with the facade.
// The functions `make` reaches must not be called before the code is in, or
// the page would have to fetch the module synchronously (web/page/split_loader.js
// does, as a last resort, and says so on the console as an error).
#pragma once

#include <functional>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <utility>

#include "app/kit/lesson.hpp"

namespace gtl::app {

// The state of the deferred code, shared by every lazy lesson (one module holds all).
enum class LessonCode { Absent, Loading, Ready, Failed };

// How the deferred code arrives: the platform sets a loader before the App is
// made (platform/main.cpp in the page). The loader starts fetching and calls
// lesson_code_arrived(ok, why) when done (in a later turn of the event loop).
// No loader (the default): the code is linked in, Ready from the start.
using LessonCodeLoader = void (*)();
void set_lesson_code_loader(LessonCodeLoader loader);
void lesson_code_arrived(bool ok, std::string why);
LessonCode lesson_code();
const char* lesson_code_name(LessonCode code);  // "absent", "loading", "ready", "failed"
// Why the code could not be loaded ("" unless Failed).
const std::string& lesson_code_error();
// What a lesson's stand-in says while its code is not in: "Loading {name}…",
// or why it failed and that Try again is there (the canvas draws it, the twin
// says it, state().lessonCode.sentence holds it).
std::string lesson_code_sentence(const char* name_key);

class LazyLesson final : public Lesson {
 public:
  using Make = std::function<std::unique_ptr<Lesson>(const LessonContext&)>;
  struct Face {
    std::string_view id;
    const char* name_key;
    std::span<const i18n::Entry> en, zh;  // its words, in the first module
  };
  LazyLesson(const LessonContext& context, Face face, Make make);
  ~LazyLesson() override;

  // The real lesson, once made (nullptr before).
  Lesson* real() const { return real_.get(); }
  // Starts loading the code if it is not in yet (after a failure only when
  // `retry`); makes the lesson once it is. Called by each frame that shows the
  // stand-in, by Try again and by a link to the lesson (retry).
  void request(bool retry = false);

  std::string_view id() const override { return face_.id; }
  const char* name_key() const override { return face_.name_key; }
  std::span<const i18n::Entry> strings(i18n::Lang lang) const override {
    return lang == i18n::Lang::Zh ? face_.zh : face_.en;
  }
  void update(double seconds) override;
  bool animating() const override { return real_ ? real_->animating() : false; }
  bool in_motion() const override { return real_ ? real_->in_motion() : false; }
  void draw_controls() override;
  void draw_main() override;
  float preferred_height(float avail, bool phone) const override;
  void register_automation(Automation& a) override;
  Timeline& timeline() override { return real_ ? real_->timeline() : waiting_timeline_; }
  void timeline_moved() override {
    if (real_) real_->timeline_moved();
  }
  bool play(std::int64_t move, std::string& error) override;
  TreeSource tree_source() const override;
  bool has_symmetry() const override { return real_ && real_->has_symmetry(); }
  void set_symmetry(bool on) override {
    if (real_) real_->set_symmetry(on);
  }
  std::vector<std::int64_t> graph_line(std::span<const std::int64_t> line) const override;
  std::vector<std::int64_t> game_line(std::span<const std::int64_t> line) const override;
  LessonHooks hooks() override;
  std::string check_link(const LinkArgs& args) const override;
  void when_link_ready(const LinkArgs& args, std::function<void()> ready) override;
  bool open_link(const LinkArgs& args, std::string& error) override;
  LinkArgs link_args() const override { return real_ ? real_->link_args() : LinkArgs{}; }
  std::vector<LessonDrawing> drawings() override { return real_ ? real_->drawings() : std::vector<LessonDrawing>{}; }
  const std::string* judge_output() const override { return real_ ? real_->judge_output() : nullptr; }
  std::string title() const override;
  bool steps_hide_outcomes() const override { return real_ && real_->steps_hide_outcomes(); }
  std::string rules() const override { return real_ ? real_->rules() : Lesson::rules(); }
  void legend() const override {
    if (real_) real_->legend();
  }
  TwinBoard twin_board() const override { return real_ ? real_->twin_board() : TwinBoard{}; }
  std::optional<ClassMoves> class_moves() const override { return real_ ? real_->class_moves() : std::nullopt; }
  bool waiting() const override { return !real_; }

 private:
  void make_real();
  std::string waiting_words() const;  // "Loading the lesson…" or why it failed

  LessonContext context_;
  Face face_;
  Make make_;
  std::unique_ptr<Lesson> real_;
  Automation* automation_ = nullptr;
  Timeline waiting_timeline_;
  LessonHooks real_hooks_;  // the real lesson's, once made: hooks() forwards to them
  // A link that came before the code: shown once the lesson is made.
  std::vector<std::pair<LinkArgs, std::function<void()>>> waiting_links_;
};

}  // namespace gtl::app
