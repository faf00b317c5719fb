// The App: its lessons and the one shown, share links (check, open, copy,
// what they restore), the tree and the teaching modes fed from the lesson,
// presentation, theme and language. Its other files: app_actions.cpp (its
// automation actions), app_frame.cpp (a frame and the page's panels),
// app_menus.cpp (the menu bar), app_status.cpp (status bar, toast, debug).
#include "app/shell/app.hpp"

#include <algorithm>
#include <cmath>
#include <cassert>
#include <memory>

#include "app/kit/share_link.hpp"
#include "app/kit/theme.hpp"
#include "app/shell/ui_busy.hpp"
#include "app/shell/ui_help.hpp"
#include "imgui.h"
#include "imgui_internal.h"  // the input event queue, key locks and window focus (keyboard navigation)
#include "model/i18n.hpp"
#include "model/text_format.hpp"

namespace gtl::app {

using i18n::tr;
using i18n::tr_fmt;
using i18n::tr_id;

namespace {
App* g_current = nullptr;
// Presentation mode shows the text at least this large (CSS pixels).
constexpr float kPresentationPx = 25.0f;
}  // namespace

App::App(LessonMaker make_lessons) {
  assert(!g_current && "only one App at a time");
  g_current = this;
  use_item_registry(&items_);  // track_item / record_item (the views' and the lessons' rects)
  theme::set_theme(settings_.theme);  // the theme is global (theme::k*): each App starts from its own setting
  i18n::set_lang(settings_.lang);     // so is the language
  i18n::set_plain_words(settings_.plain_words);
  theme::add_chinese_text(builtin_lecture_glyphs());  // the lectures' Chinese is drawn from the same glyphs
  lessons_ = make_lessons(LessonContext{settings_, busy_, &values_, [this](std::string text) { show_toast(std::move(text)); }});
  register_actions();
}

App::~App() {
  use_item_registry(nullptr);
  g_current = nullptr;
}

Lesson* App::find_lesson(std::string_view id) const {
  for (const auto& l : lessons_)
    if (l->id() == id) return l.get();
  return nullptr;
}

std::vector<Lesson*> App::lessons_shown_first() const {
  std::vector<Lesson*> v{lessons_[shown_].get()};
  for (const auto& l : lessons_)
    if (l.get() != v.front()) v.push_back(l.get());
  return v;
}

bool App::show_lesson(std::string_view id) {
  for (std::size_t i = 0; i < lessons_.size(); ++i)
    if (lessons_[i]->id() == id) {
      shown_ = i;
      return true;
    }
  return false;
}

std::string App::lesson_ids() const {
  std::string ids;
  for (const auto& l : lessons_) ids += (ids.empty() ? "" : ", ") + std::string(l->id());
  return ids;
}

ExportPanel::Source App::export_source() {
  return {[this]() -> Lesson& { return lesson(); }, [this] { return lessons_shown_first(); }, tree_, values_,
          settings_};
}

App& App::current() {
  assert(g_current);
  return *g_current;
}

// A lesson, the teaching mode or the tree moves on its own.
bool App::something_moves() const {
  return std::any_of(lessons_.begin(), lessons_.end(), [](const auto& l) { return l->animating(); }) ||
         teach_.animating() || tree_.animating() || said_.toast.seconds > 0;
}

bool App::animating() const { return something_moves() || busy_.active(); }

bool App::in_motion() const {
  return tree_.animating() || std::any_of(lessons_.begin(), lessons_.end(), [](const auto& l) { return l->in_motion(); });
}

bool App::only_waiting() const {
  const std::optional<BusyProgress> p = busy_.progress();
  return p && p->where == "worker" && tree_.layout_progress().second == 0 && !something_moves();
}

void App::work() {
  // A finished job's board and its tree are shown together, before any frame:
  // state() between two turns of the loop must not see one without the other.
  if (busy_.tick()) feed_tree();
  tree_.step_layout(Busy::kFrameSliceMs);
}

bool App::page_working() const {
  const std::optional<BusyProgress> p = busy_.progress();
  return (p && p->where == "page") || tree_.layout_progress().second > 0;
}

// A solve first; else a large DAG being laid out in steps (the tree panel's).
std::optional<BusyProgress> App::busy() const {
  if (std::optional<BusyProgress> p = busy_.progress()) return p;
  if (const auto [done, total] = tree_.layout_progress(); total > 0) return BusyProgress{"layout", done, total, "page"};
  return std::nullopt;
}

// A link is checked whole (syntax, game, the lesson's keys) before anything
// changes: a broken link leaves the shown game as it was.
std::string App::check_link(std::string_view query) const {
  const LinkParse parsed = parse_share_link(query);
  if (!parsed.link) return parsed.error;
  const Lesson* l = find_lesson(parsed.link->game);
  if (!l) return tr_fmt("link.err.broken", tr_fmt("link.err.game", lesson_ids(), link_quoted(parsed.link->game)));
  if (std::string e = l->check_link(parsed.link->args); !e.empty()) return tr_fmt("link.err.broken", e);
  return {};
}

ActionResult App::open_link(std::string_view query) {
  if (std::string error = check_link(query); !error.empty()) {
    said_.notice = tr_fmt("notice.link_broken", error);
    return ActionResult::failure(error);
  }
  const ShareLink l = *parse_share_link(query).link;
  if (l.lang) set_lang(*l.lang);
  if (l.hints) settings_.hints = *l.hints;
  // A start that needs solving first (a large Number Game board) is shown, and
  // its moves replayed, when the solve is done; a bad move is then reported in
  // the notice.
  // A lesson whose code was not in yet (kit/lazy_lesson.hpp) could not check
  // its keys above: the link is checked again once it is ready.
  auto result = std::make_shared<std::optional<ActionResult>>();  // set if shown at once
  Lesson* lesson = find_lesson(l.game);
  lesson->when_link_ready(l.args, [this, l, result, q = std::string(query), recheck = lesson->waiting()] {
    if (std::string error = recheck ? check_link(q) : std::string(); !error.empty()) {
      said_.notice = tr_fmt("notice.link_broken", error);
      *result = ActionResult::failure(error);
      return;
    }
    *result = show_link(l);
  });
  return result->value_or(ActionResult::success());
}

ActionResult App::show_link(const ShareLink& l) {
  std::string err;
  const float speed = settings_.anim_speed;
  settings_.anim_speed = 0;  // a link shows its position at once
  show_lesson(l.game);
  bool ok = lesson().open_link(l.args, err);
  for (std::size_t i = 0; ok && i < l.moves.size(); ++i) {
    ok = lesson().play(l.moves[i], err);
    if (!ok) err = tr_fmt("link.move_of", i + 1, err);
  }
  settings_.anim_speed = speed;
  feed_tree();
  if (!ok) {
    said_.notice = tr_fmt("notice.link_bad_move", err);
    return ActionResult::failure(err);
  }
  if (std::string why = apply_link_view(l); !why.empty()) {
    said_.notice = tr_fmt("notice.link_view", why);
    return ActionResult::failure(why);
  }
  said_.notice.clear();
  return ActionResult::success();
}

// In this order: the induction first (starting it regroups the tree), then the
// mode, the expansion and the selection.
std::string App::apply_link_view(const ShareLink& l) {
  std::string err;
  if (l.induction &&
      !teach_.open_induction(l.induction->retrograde, l.induction->from_current, l.induction->step, err))
    return err;
  if (l.tree || l.dag) tree_.show_dag(l.dag);
  if (l.tree && !tree_.restore_expansion(*l.tree, err)) return err;
  if (l.selected && !tree_.select(*l.selected, err)) return err;
  return {};
}

// What every link of the shown position says: the game, its start, the moves,
// the language and hints off when they are.
ShareLink App::position_link() {
  ShareLink l;
  l.game = lesson().id();
  l.args = lesson().link_args();
  l.moves = timeline().line();
  l.lang = settings_.lang;
  if (!settings_.hints) l.hints = false;
  return l;
}

std::string App::view_link(bool* trimmed) {
  ShareLink l = position_link();
  if (trimmed) *trimmed = false;
  // A link writes moves 0..kMaxLinkMove: a line with any other is left out.
  auto writable = [](const std::vector<std::int64_t>& line) {
    return std::all_of(line.begin(), line.end(), [](std::int64_t m) { return m >= 0 && m <= kMaxLinkMove; }) &&
           line.size() <= kMaxLinkMoves;
  };
  if (tree_.graph()) {
    l.dag = tree_.dag_mode();
    const auto lines = tree_.expansion_lines(kMaxLinkTreeLines);
    if (lines && std::all_of(lines->begin(), lines->end(), writable)) l.tree = *lines;
    else if (trimmed) *trimmed = true;
    if (const std::vector<std::int64_t>* sel = tree_.selection(); sel && *sel != tree_.current_line() && writable(*sel))
      l.selected = *sel;
  }
  LinkInduction ind;
  if (teach_.induction_view(ind.retrograde, ind.from_current, ind.step)) l.induction = ind;
  std::string link = make_share_link(l);
  if (link.size() > kMaxLinkLength && l.tree) {
    l.tree.reset();
    if (trimmed) *trimmed = true;
    link = make_share_link(l);
  }
  return link;
}

void App::copy_link() {
  bool trimmed = false;
  const std::string link = view_link(&trimmed);
  if (copy_to_clipboard) copy_to_clipboard(link);
  ++said_.links_copied;
  show_toast(trimmed ? tr_fmt("share.copied_trimmed", link.size(), kMaxLinkLength, kMaxLinkTreeLines)
                     : tr_fmt("share.copied", link.size()));
}

std::string App::share_link() { return make_share_link(position_link()); }

void App::feed_tree() {
  settings_.lesson_stepping = lesson().steps_hide_outcomes();
  tree_.set_hide_outcomes(settings_.class_hidden || settings_.lesson_stepping);
  if (Lesson::TreeSource source = lesson().tree_source(); tree_.set_source(source.key, source.build, source.empty))
    teach_.graph_changed();
  tree_.set_current_line(lesson().graph_line(timeline().line()));
  values_.update(tree_.graph(), lesson().graph_line(timeline().moves()), timeline().moves());
  if (hooks_for_ != &lesson()) {  // the hooks depend on the shown lesson only
    teach_.set_lesson(lesson_hooks());
    hooks_for_ = &lesson();
  }
}

LessonHooks App::lesson_hooks() {
  LessonHooks h = lesson().hooks();
  h.line = [this] { return lesson().graph_line(timeline().line()); };
  auto show = [this](std::size_t i, bool cut) {
    timeline().go_to(std::min(i, timeline().size()));
    if (cut) timeline().cut();
    timeline_moved();
  };
  h.go_to = [show](std::size_t i) { show(i, false); };
  h.take_back = [show](std::size_t i) { show(i, true); };
  return h;
}

LecturePanel::Host App::lecture_host() {
  LecturePanel::Host h;
  // Each action of a slide sees the views as they are between frames: the tree
  // has the shown game (a slide's tree.focus needs the game its link opened; a
  // lecture opened before the first frame needs a tree at all).
  h.run = [this](const json::Value& action) {
    feed_tree();
    ActionResult r = automation_.dispatch(action);
    feed_tree();
    return r;
  };
  h.share_link = [this] { return share_link(); };
  h.state_json = [this] { return state_json(); };
  h.action_types = [this] {
    std::vector<std::string> types;
    for (auto& [type, help] : automation_.actions()) types.push_back(type);
    return types;
  };
  h.notice = [this](std::string text) { said_.notice = std::move(text); };
  h.check_link = [this](std::string_view query) { return check_link(query); };
  h.lesson_order = [this] {
    std::vector<std::string> ids;
    for (const auto& l : lessons_) ids.emplace_back(l->id());
    return ids;
  };
  h.drawn_items = [this](std::string_view pattern) {
    std::vector<std::pair<std::string, Rect>> found;
    if (!pattern.ends_with('*')) {
      if (auto r = items_.find(pattern)) found.emplace_back(std::string(pattern), *r);
      return found;
    }
    // A pattern stands for the matching items on the canvas: a large tree's
    // boxes panned out of view are no one's to cover.
    const model::PageBox& c = screen_.layout.canvas;
    items_.for_each([&](std::string_view name, const Rect& r, unsigned, bool) {
      const bool shown = r.x < c.right() && c.x < r.x + r.w && r.y < c.bottom() && c.y < r.y + r.h;
      if (shown && model::item_matches(pattern, name)) found.emplace_back(std::string(name), r);
    });
    return found;
  };
  return h;
}

void App::jump_to(const std::vector<std::int64_t>& graph_line) {
  Timeline& t = timeline();
  // A node on the timeline's own line is a step there: in a merged graph this
  // keeps the board's orientation (any other node gets one of its boards).
  const std::vector<std::int64_t> along = lesson().graph_line(t.moves());
  if (graph_line.size() <= along.size() && std::equal(graph_line.begin(), graph_line.end(), along.begin())) {
    t.go_to(graph_line.size());
    timeline_moved();
    return;
  }
  t.go_to(0);
  for (auto m : lesson().game_line(graph_line)) t.play(m);
  timeline_moved();
}

void App::set_presentation(bool on) {
  if (on == settings_.presentation) return;
  settings_.presentation = on;
  if (on) {
    font_px_before_presentation_ = settings_.font_px;
    settings_.font_px = std::max(settings_.font_px, kPresentationPx);
  } else {
    settings_.font_px = font_px_before_presentation_;
  }
}

void App::set_theme(theme::ThemeName t) {
  settings_.theme = t;
  theme::set_theme(t);
}

void App::set_lang(i18n::Lang l) {
  lang_waiting_.reset();
  if (!i18n::has_words(l)) {
    lang_waiting_ = l;
    theme::request_cjk_font([] { App::current().cjk_arrived(); });
    return;
  }
  show_lang(l);
}

void App::show_lang(i18n::Lang l) {
  settings_.lang = l;
  i18n::set_lang(l);
  // The font follows between frames (the platform loop rebuilds the atlas when
  // theme::fonts_stale()); the web build fetches the CJK glyphs the first time.
  if (l == i18n::Lang::Zh) theme::request_cjk_font([] { App::current().cjk_arrived(); });
}

void App::cjk_arrived() {
  if (theme::cjk_font() == theme::CjkFont::Failed) {
    // Said in English: the glyphs to say it in Chinese are what failed to arrive.
    said_.notice = tr("notice.cjk_failed", i18n::Lang::En);
    lang_waiting_.reset();
  } else if (lang_waiting_ && i18n::has_words(*lang_waiting_)) {
    const i18n::Lang l = *lang_waiting_;
    lang_waiting_.reset();
    show_lang(l);
  }
  wake();
}

// The side panel gets about 19 characters of the text size but never more than
// 30 % of the screen at normal text: at large text the lesson gets the room
// first (the panel's text wraps; the board and the tree cannot). Up to 40 % at
// extra-large text, so a control whose words cannot wrap (a check box, a
// section's header) keeps whole words on an 800 px screen (issue 43).
float App::controls_width() const {
  const float screen = ImGui::GetMainViewport()->WorkSize.x;
  const float share = std::clamp(0.3f + 0.0125f * (settings_.font_px - 17.0f), 0.3f, 0.4f);
  return std::clamp(17.0f * settings_.font_px, 260.0f, std::max(260.0f, share * screen));
}
}  // namespace gtl::app
