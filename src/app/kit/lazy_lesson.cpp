#include "app/kit/lazy_lesson.hpp"

#include <imgui.h>

#include "app/kit/item_registry.hpp"
#include "app/kit/theme.hpp"


namespace gtl::app {

using i18n::tr;
using i18n::tr_fmt;

namespace {

LessonCodeLoader g_loader = nullptr;
LessonCode g_code = LessonCode::Ready;  // no loader: linked in
std::string g_error;

}  // namespace

void set_lesson_code_loader(LessonCodeLoader loader) {
  g_loader = loader;
  g_code = loader ? LessonCode::Absent : LessonCode::Ready;
  g_error.clear();
}

void lesson_code_arrived(bool ok, std::string why) {
  g_code = ok ? LessonCode::Ready : LessonCode::Failed;
  g_error = ok ? std::string() : std::move(why);
}

LessonCode lesson_code() { return g_code; }
const char* lesson_code_name(LessonCode code) {
  switch (code) {
    case LessonCode::Absent: return "absent";
    case LessonCode::Loading: return "loading";
    case LessonCode::Ready: return "ready";
    case LessonCode::Failed: return "failed";
  }
  return "absent";
}
const std::string& lesson_code_error() { return g_error; }

LazyLesson::LazyLesson(const LessonContext& context, Face face, Make make)
    : context_(context), face_(face), make_(std::move(make)) {
  if (g_code == LessonCode::Ready) make_real();
}

LazyLesson::~LazyLesson() = default;

void LazyLesson::request(bool retry) {
  if (real_) return;
  // A failed fetch (offline, a host without the file) is tried again only when
  // asked (Try again, a link): not on every frame that shows the sentence.
  if (g_code == LessonCode::Absent || (retry && g_code == LessonCode::Failed)) {
    g_code = LessonCode::Loading;
    g_error.clear();
    g_loader();
  }
  if (g_code == LessonCode::Ready) make_real();
}

void LazyLesson::make_real() {
  real_ = make_(context_);
  real_hooks_ = real_->hooks();
  if (automation_) real_->register_automation(*automation_);
  auto links = std::move(waiting_links_);
  waiting_links_.clear();
  for (auto& [args, ready] : links) real_->when_link_ready(args, std::move(ready));
}

void LazyLesson::update(double seconds) {
  // The code arrives between frames; the lesson is made on the next one
  // whether or not it is shown (a link may be waiting for it).
  if (!real_ && g_code == LessonCode::Ready && (automation_ || !waiting_links_.empty())) make_real();
  if (real_) real_->update(seconds);
}

std::string lesson_code_sentence(const char* name_key) {
  if (g_code == LessonCode::Failed) return tr_fmt("lesson.code_failed", tr(name_key), g_error);
  return tr_fmt("lesson.code_loading", tr(name_key));
}

std::string LazyLesson::waiting_words() const { return lesson_code_sentence(face_.name_key); }

void LazyLesson::draw_controls() {
  request();
  if (real_) return real_->draw_controls();
  ImGui::TextWrapped("%s", waiting_words().c_str());
  if (g_code != LessonCode::Failed) return;
  if (theme::button(i18n::tr_id("lesson.code_retry"))) request(true);
  track_item("lesson.code_retry");
}

void LazyLesson::draw_main() {
  request();
  if (real_) return real_->draw_main();
  ImGui::TextWrapped("%s", waiting_words().c_str());
}

float LazyLesson::preferred_height(float avail, bool phone) const {
  return real_ ? real_->preferred_height(avail, phone) : Lesson::preferred_height(avail, phone);
}

void LazyLesson::register_automation(Automation& a) {
  // Until the lesson is made it has no actions and no state() section: the
  // app's state says where its code is (lessonCode, app_actions.cpp).
  automation_ = &a;
  if (real_) real_->register_automation(a);
}

bool LazyLesson::play(std::int64_t move, std::string& error) {
  if (real_) return real_->play(move, error);
  error = waiting_words();
  return false;
}

Lesson::TreeSource LazyLesson::tree_source() const {
  if (real_) return real_->tree_source();
  return {std::string(face_.id) + ":waiting", nullptr, waiting_words()};
}

std::vector<std::int64_t> LazyLesson::graph_line(std::span<const std::int64_t> line) const {
  return real_ ? real_->graph_line(line) : Lesson::graph_line(line);
}

std::vector<std::int64_t> LazyLesson::game_line(std::span<const std::int64_t> line) const {
  return real_ ? real_->game_line(line) : Lesson::game_line(line);
}

// Forwarders, so that the shell may keep these hooks from before the lesson
// was made (it asks once per lesson shown).
LessonHooks LazyLesson::hooks() {
  LessonHooks h;
  h.game_over = [this] { return real_hooks_.game_over ? real_hooks_.game_over() : true; };
  h.best_move = [this] {
    return real_hooks_.best_move ? real_hooks_.best_move() : std::optional<std::int64_t>{};
  };
  h.play = [this](std::int64_t m) { return real_hooks_.play ? real_hooks_.play(m) : false; };
  h.verdict = [this] { return real_hooks_.verdict ? real_hooks_.verdict() : std::string(); };
  h.outcome_quiz = [this] { return !real_hooks_.outcome_quiz || real_hooks_.outcome_quiz(); };
  h.side_name = [this](int side) { return real_hooks_.side_name ? real_hooks_.side_name(side) : std::string(); };
  h.animating = [this] { return real_hooks_.animating ? real_hooks_.animating() : false; };
  h.load_small = [this] {
    if (real_hooks_.load_small) real_hooks_.load_small();
  };
  return h;
}

// Before the code is in, a link to the lesson cannot be checked here: it is
// checked once the lesson is made (App::open_link checks again when ready).
std::string LazyLesson::check_link(const LinkArgs& args) const { return real_ ? real_->check_link(args) : ""; }

void LazyLesson::when_link_ready(const LinkArgs& args, std::function<void()> ready) {
  if (real_) return real_->when_link_ready(args, std::move(ready));
  waiting_links_.emplace_back(args, std::move(ready));
  request(true);
}

bool LazyLesson::open_link(const LinkArgs& args, std::string& error) {
  if (real_) return real_->open_link(args, error);
  error = waiting_words();
  return false;
}

std::string LazyLesson::title() const { return real_ ? real_->title() : std::string(tr(face_.name_key)); }

}  // namespace gtl::app
