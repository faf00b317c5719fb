#include "app/app.hpp"

#include <algorithm>
#include <cmath>
#include <cassert>
#include <memory>

#include "app/share_link.hpp"
#include "app/theme.hpp"
#include "app/ui_busy.hpp"
#include "app/ui_help.hpp"
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
constexpr float kStatusHeight = 30.0f;
// Presentation mode shows the text at least this large (CSS pixels).
constexpr float kPresentationPx = 25.0f;
// The keys ImGui's keyboard navigation uses, which are also the app's shortcuts.
constexpr ImGuiKey kNavigationKeys[] = {ImGuiKey_Space,     ImGuiKey_Enter,     ImGuiKey_KeypadEnter,
                                        ImGuiKey_LeftArrow, ImGuiKey_RightArrow, ImGuiKey_UpArrow,
                                        ImGuiKey_DownArrow, ImGuiKey_Home,       ImGuiKey_End,
                                        ImGuiKey_PageUp,    ImGuiKey_PageDown};
// The panels tile the screen and their background is the colour the frame is
// cleared to (main.cpp), so they draw none: each full-screen layer skipped is
// ~0.9 M pixels less for a software rasterizer to blend every frame.
constexpr ImGuiWindowFlags kPanelFlags = ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize |
                                         ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoSavedSettings |
                                         ImGuiWindowFlags_NoBringToFrontOnFocus | ImGuiWindowFlags_NoBackground;
}  // namespace

App::App(LessonMaker make_lessons) {
  assert(!g_current && "only one App at a time");
  g_current = this;
  use_item_registry(&items_);  // track_item / record_item (the views' and the lessons' rects)
  theme::set_theme(settings_.theme);  // the theme is global (theme::k*): each App starts from its own setting
  i18n::set_lang(settings_.lang);     // so is the language
  lessons_ = make_lessons(LessonContext{settings_, busy_, &values_});
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

void App::register_actions() {
  // In this order: the state's sections are written in the order they were registered.
  register_setting_actions();
  register_history_actions();
  register_layout_actions();
  register_appearance_actions();
  register_link_actions();
}

// The lesson shown, speed, motion, shortcuts, hints, and a move.
void App::register_setting_actions() {
  automation_.on("view", "{type:'view', view} — switch the lesson shown (a lesson id: 'number', 'balls', ...)",
                 [this](const json::Value& a) {
                   std::string err;
                   auto v = string_arg(a, "view", err);
                   if (!v) return ActionResult::failure(err);
                   if (!show_lesson(*v))
                     return ActionResult::failure("field \"view\" must be one of " + lesson_ids());
                   return ActionResult::success();
                 }, {"view"});
  automation_.on("anim.speed", "{type:'anim.speed', value} — animation speed, 0 = off, up to 4",
                 [this](const json::Value& a) {
                   const json::Value* v = a.find("value");
                   if (!v || !v->is_number() || v->number < 0 || v->number > 4)
                     return ActionResult::failure("field \"value\" must be a number from 0 (no animation) to 4");
                   settings_.anim_speed = static_cast<float>(v->number);
                   return ActionResult::success();
                 }, {"value"});
  automation_.on("motion", "{type:'motion', mode:'system'|'full'|'reduced'} — animations follow the browser's "
                 "prefers-reduced-motion (system), always run, or never (the end state shows at once)",
                 [this](const json::Value& a) {
                   const json::Value* v = a.find("mode");
                   const std::string_view m = v && v->is_string() ? std::string_view(v->string) : "";
                   if (m == "system") settings_.motion = Motion::System;
                   else if (m == "full") settings_.motion = Motion::Full;
                   else if (m == "reduced") settings_.motion = Motion::Reduced;
                   else return ActionResult::failure("field \"mode\" must be \"system\", \"full\" or \"reduced\"");
                   return ActionResult::success();
                 }, {"mode"});
  automation_.on("shortcuts.singleKey", "{type:'shortcuts.singleKey', on:true|false} — single-key shortcuts "
                 "(P, Space, the arrows) on or off (WCAG 2.1.4)",
                 [this](const json::Value& a) {
                   std::string err;
                   auto on = bool_arg(a, "on", err);
                   if (!on) return ActionResult::failure(err);
                   settings_.single_key_shortcuts = *on;
                   return ActionResult::success();
                 }, {"on"});
  automation_.on("hints", "{type:'hints', on:true|false} — show or hide winning moves", [this](const json::Value& a) {
    std::string err;
    auto on = bool_arg(a, "on", err);
    if (!on) return ActionResult::failure(err);
    settings_.hints = *on;
    return ActionResult::success();
  }, {"on"});
  automation_.on("move",
                 "{type:'move', value} — play a move in the shown game (its move as in share links: the number "
                 "named, the balls taken, the cell, ...)",
                 [this](const json::Value& a) {
                   std::string err;
                   auto m = int_arg(a, "value", 0, kMaxLinkMove, err);
                   if (!m) return ActionResult::failure(err);
                   if (!lesson().play(*m, err)) return ActionResult::failure(err);
                   return ActionResult::success();
                 }, {"value"});
}

// The timeline, then the panels' own actions.
void App::register_history_actions() {
  automation_.on("history.step", "{type:'history.step', delta} — step back (<0) or forward (>0)",
                 [this](const json::Value& a) {
                   std::string err;
                   auto d = int_arg(a, "delta", -100000, 100000, err);
                   if (!d) return ActionResult::failure(err);
                   timeline().step(static_cast<std::ptrdiff_t>(*d));
                   timeline_moved();
                   return ActionResult::success();
                 }, {"delta"});
  automation_.on("history.goto", "{type:'history.goto', index} — show the position after `index` moves",
                 [this](const json::Value& a) {
                   std::string err;
                   auto i = int_arg(a, "index", 0, 100000, err);
                   if (!i) return ActionResult::failure(err);
                   if (!timeline().go_to(static_cast<std::size_t>(*i)))
                     return ActionResult::failure("index " + std::to_string(*i) + " is past the last move (" +
                                                  std::to_string(timeline().size()) + ")");
                   timeline_moved();
                   return ActionResult::success();
                 }, {"index"});
  for (const auto& l : lessons_) l->register_automation(automation_);
  tree_.register_automation(automation_);
  teach_.register_automation(automation_);
  export_.register_automation(automation_);
  lecture_.register_automation(automation_);
  tree_.on_jump = [this](const std::vector<std::int64_t>& line) { jump_to(line); };
  automation_.section("history", [this](json::Writer& w) {
    // A click may have moved the timeline since the frame began.
    values_.update(tree_.graph(), lesson().graph_line(timeline().moves()), timeline().moves());
    values_.write_state(w, timeline(), settings_.outcomes_hidden());
  });
}

// The split, text size, presentation, the drawer.
void App::register_layout_actions() {
  automation_.on("layout.split", "{type:'layout.split', value} — share of the canvas height for the lesson (0.15..0.85)",
                 [this](const json::Value& a) {
                   const json::Value* v = a.find("value");
                   if (!v || !v->is_number() || v->number < 0.15 || v->number > 0.85)
                     return ActionResult::failure("field \"value\" must be a number from 0.15 to 0.85");
                   user_split_ = static_cast<float>(v->number);
                   return ActionResult::success();
                 }, {"value"});
  automation_.on("text.size", "{type:'text.size', px} — UI font size in CSS pixels (12..32)",
                 [this](const json::Value& a) {
                   std::string err;
                   auto px = int_arg(a, "px", 12, 32, err);
                   if (!px) return ActionResult::failure(err);
                   settings_.font_px = static_cast<float>(*px);
                   return ActionResult::success();
                 }, {"px"});
  automation_.on("view.presentation", "{type:'view.presentation', on:true|false} — presentation mode",
                 [this](const json::Value& a) {
                   std::string err;
                   auto on = bool_arg(a, "on", err);
                   if (!on) return ActionResult::failure(err);
                   set_presentation(*on);
                   return ActionResult::success();
                 }, {"on"});
  automation_.on("view.drawer",
                 "{type:'view.drawer', open:true|false} — show or fold the side panel (a phone's drawer of controls)",
                 [this](const json::Value& a) {
                   std::string err;
                   auto open = bool_arg(a, "open", err);
                   if (!open) return ActionResult::failure(err);
                   panel_open_ = *open;
                   return ActionResult::success();
                 }, {"open"});
  automation_.section("layout", [this](json::Writer& w) {
    const auto box = [&w](const char* key, const model::PageBox& b) {
      w.key(key).begin_object();
      w.key("x").value(static_cast<double>(b.x));
      w.key("y").value(static_cast<double>(b.y));
      w.key("w").value(static_cast<double>(b.w));
      w.key("h").value(static_cast<double>(b.h));
      w.end_object();
    };
    w.begin_object();
    w.key("form").value(std::string(model::page_form_name(page_.form)));
    w.key("panelOpen").value(page_.panel_open);
    w.key("panelOverlay").value(page_.panel_overlay);
    w.key("touch").value(page_.touch);
    box("panel", page_.panel);
    box("canvas", page_.canvas);
    box("status", page_.status_shown ? page_.status : model::PageBox{});
    w.end_object();
  });
}

// Theme, language, fonts.
void App::register_appearance_actions() {
  automation_.on("theme", "{type:'theme', name:'dark'|'light'} — colour theme", [this](const json::Value& a) {
    std::string err;
    auto name = string_arg(a, "name", err);
    if (!name) return ActionResult::failure(err);
    if (*name == "dark") set_theme(theme::ThemeName::Dark);
    else if (*name == "light") set_theme(theme::ThemeName::Light);
    else return ActionResult::failure("field \"name\" must be \"dark\" or \"light\"");
    return ActionResult::success();
  }, {"name"});
  automation_.on("lang", "{type:'lang', lang:'en'|'zh'} — the UI language", [this](const json::Value& a) {
    std::string err;
    auto code = string_arg(a, "lang", err);
    if (!code) return ActionResult::failure(err);
    if (*code != "en" && *code != "zh") return ActionResult::failure("field \"lang\" must be \"en\" or \"zh\"");
    set_lang(*i18n::parse_lang(*code));
    return ActionResult::success();
  }, {"lang"});
  automation_.section("font", [](json::Writer& w) {
    // Glyphs the atlas lacks for the shown language's tables (each would be a box).
    std::string all;
    for (const std::string_view text : i18n::texts(i18n::lang())) all += text;
    w.begin_object();
    w.key("cjk").value(theme::cjk_font_name(theme::cjk_font()));
    w.key("missingGlyphs").value(theme::missing_glyphs(all));
    w.end_object();
  });
}

// Share links, notices, the status: settings, busy, cancel.
void App::register_link_actions() {
  automation_.on("link.open", "{type:'link.open', query} — open a share link ('?game=number&max=20&moves=6,5')",
                 [this](const json::Value& a) {
                   std::string err;
                   auto q = string_arg(a, "query", err);
                   if (!q) return ActionResult::failure(err);
                   return open_link(*q);
                 }, {"query"});
  automation_.section("link", [this](json::Writer& w) { w.value(share_link()); });
  automation_.section("notice", [this](json::Writer& w) { w.value(notice_); });
  automation_.on("share.copy", "{type:'share.copy'} — Share › Copy a link: the link to what is shown, to the clipboard",
                 [this](const json::Value&) {
                   copy_link();
                   return ActionResult::success();
                 }, {});
  automation_.section("share", [this](json::Writer& w) {
    bool trimmed = false;
    const std::string link = view_link(&trimmed);
    w.begin_object().key("link").value(link).key("trimmed").value(trimmed);
    w.key("copies").value(links_copied_).end_object();
  });
  automation_.section("toast", [this](json::Writer& w) {
    w.begin_object().key("text").value(toast_.seconds > 0 ? toast_.text : std::string());
    w.key("id").value(toast_.id).end_object();
  });
  automation_.section("view", [this](json::Writer& w) { w.value(std::string(lesson().id())); });
  automation_.on("tree.symmetry",
                 "{type:'tree.symmetry', on:true|false} — merge positions equal up to the game's symmetries "
                 "(games whose rules offer a canonical form, such as tic-tac-toe)",
                 [this](const json::Value& a) {
                   std::string err;
                   auto on = bool_arg(a, "on", err);
                   if (!on) return ActionResult::failure(err);
                   if (!lesson().has_symmetry()) return ActionResult::failure(tr("tree.symmetry_none"));
                   symmetry_ = *on;
                   for (const auto& l : lessons_) l->set_symmetry(symmetry_);
                   return ActionResult::success();
                 }, {"on"});
  automation_.section("settings", [this](json::Writer& w) {
    w.begin_object();
    w.key("animSpeed").value(static_cast<double>(settings_.anim_speed));
    w.key("hints").value(settings_.hints);
    w.key("quizRunning").value(settings_.quiz_running);
    w.key("split").value(static_cast<double>(split()));
    w.key("fontPx").value(static_cast<double>(settings_.font_px));
    w.key("presentation").value(settings_.presentation);
    w.key("theme").value(std::string(theme::theme_name(settings_.theme)));
    w.key("lang").value(i18n::code(settings_.lang));
    w.key("shortcutsShown").value(settings_.show_shortcuts);
    w.key("legendShown").value(settings_.show_legend);
    w.key("debugOverlay").value(settings_.debug_overlay);
    w.key("keyboardNav").value((ImGui::GetIO().ConfigFlags & ImGuiConfigFlags_NavEnableKeyboard) != 0 || twin_focus_);
    w.key("motion").value(settings_.motion == Motion::System ? "system" : settings_.motion == Motion::Full ? "full" : "reduced");
    w.key("systemReducedMotion").value(settings_.system_reduced_motion);
    w.key("reducedMotion").value(settings_.reduced_motion());
    w.key("singleKeyShortcuts").value(settings_.single_key_shortcuts);
    w.end_object();
  });
  automation_.section("frameMs", [this](json::Writer& w) { w.value(frame_ms_); });
  automation_.section("busy", [this](json::Writer& w) {
    const std::optional<BusyProgress> p = busy();
    if (!p) {
      w.null();
      return;
    }
    w.begin_object();
    w.key("what").value(p->what);
    w.key("done").value(p->done);
    w.key("total").value(p->total);
    w.key("where").value(p->where);
    w.end_object();
  });
  automation_.on("cancel", "{type:'cancel'} — stop the running long work (solving a board); the shown board stays",
                 [this](const json::Value&) {
                   if (!busy_.cancel()) return ActionResult::failure(i18n::tr("worker.idle"));
                   return ActionResult::success();
                 }, {});
}

// A lesson, the teaching mode or the tree moves on its own.
bool App::something_moves() const {
  return std::any_of(lessons_.begin(), lessons_.end(), [](const auto& l) { return l->animating(); }) ||
         teach_.animating() || tree_.animating() || toast_.seconds > 0;
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
    notice_ = tr_fmt("notice.link_broken", error);
    return ActionResult::failure(error);
  }
  const ShareLink l = *parse_share_link(query).link;
  if (l.lang) set_lang(*l.lang);
  // A start that needs solving first (a large Number Game board) is shown, and
  // its moves replayed, when the solve is done; a bad move is then reported in
  // the notice.
  auto result = std::make_shared<std::optional<ActionResult>>();  // set if shown at once
  find_lesson(l.game)->when_link_ready(l.args, [this, l, result] { *result = show_link(l); });
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
    notice_ = tr_fmt("notice.link_bad_move", err);
    return ActionResult::failure(err);
  }
  if (std::string why = apply_link_view(l); !why.empty()) {
    notice_ = tr_fmt("notice.link_view", why);
    return ActionResult::failure(why);
  }
  notice_.clear();
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

std::string App::view_link(bool* trimmed) {
  ShareLink l;
  l.game = lesson().id();
  l.args = lesson().link_args();
  l.moves = timeline().line();
  l.lang = settings_.lang;
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
  ++links_copied_;
  show_toast(trimmed ? tr_fmt("share.copied_trimmed", link.size(), kMaxLinkLength, kMaxLinkTreeLines)
                     : tr_fmt("share.copied", link.size()));
}

void App::show_toast(std::string text) {
  toast_.text = std::move(text);
  toast_.seconds = kToastSeconds;
  ++toast_.id;
  wake();
}

// Over the canvas's top edge, in the middle, in front of everything but menus.
void App::draw_toast() {
  if (toast_.seconds <= 0) return;
  toast_.seconds -= ImGui::GetIO().DeltaTime;
  const model::PageBox& c = page_.canvas;
  const float wrap = std::min(std::max(120.0f, c.w - 32.0f), ImGui::GetFontSize() * 28.0f);
  ImGui::SetNextWindowPos(ImVec2(c.x + c.w * 0.5f, c.y + 6.0f), ImGuiCond_Always, ImVec2(0.5f, 0.0f));
  ImGui::PushStyleColor(ImGuiCol_WindowBg, ImGui::GetStyleColorVec4(ImGuiCol_PopupBg));
  ImGui::PushStyleColor(ImGuiCol_Border, theme::outcome_color_vec(Outcome::Win));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowBorderSize, 2.0f);
  ImGui::Begin("Toast", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoSavedSettings |
                   ImGuiWindowFlags_NoFocusOnAppearing | ImGuiWindowFlags_NoNav | ImGuiWindowFlags_NoInputs);
  ImGui::BringWindowToDisplayFront(ImGui::GetCurrentWindow());
  ImGui::PushTextWrapPos(wrap);
  ImGui::TextUnformatted(toast_.text.c_str());
  ImGui::PopTextWrapPos();
  const ImVec2 p = ImGui::GetWindowPos(), s = ImGui::GetWindowSize();
  record_item("share.copied", {p.x, p.y, s.x, s.y});
  ImGui::End();
  ImGui::PopStyleVar();
  ImGui::PopStyleColor(2);
}

std::string App::share_link() {
  ShareLink l;
  l.game = lesson().id();
  l.args = lesson().link_args();
  l.moves = timeline().line();
  l.lang = settings_.lang;
  return make_share_link(l);
}

void App::feed_tree() {
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
  h.go_to = [this](std::size_t i) {
    timeline().go_to(std::min(i, timeline().size()));
    timeline_moved();
  };
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
  h.notice = [this](std::string text) { notice_ = std::move(text); };
  h.check_link = [this](std::string_view query) { return check_link(query); };
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
  settings_.lang = l;
  i18n::set_lang(l);
  // The font follows between frames (the platform loop rebuilds the atlas when
  // theme::fonts_stale()); the web build fetches the CJK glyphs the first time.
  if (l == i18n::Lang::Zh)
    theme::request_cjk_font([] {
      App& app = App::current();
      // Said in English: the glyphs to say it in Chinese are what failed to arrive.
      if (theme::cjk_font() == theme::CjkFont::Failed) app.notice_ = tr("notice.cjk_failed", i18n::Lang::En);
      app.wake();
    });
}

// The side panel gets about 19 characters of the text size but never more than
// 30 % of the screen: at large text the lesson gets the room first (the
// panel's text wraps; the board and the tree cannot).
float App::controls_width() const {
  const float screen = ImGui::GetMainViewport()->WorkSize.x;
  return std::clamp(17.0f * settings_.font_px, 260.0f, std::max(260.0f, 0.3f * screen));
}

void App::frame() {
  ++frame_count_;
  // The desktop systems' usual double-click time (ImGui's default is 0.30 s):
  // ImGui sees one button change per frame, so on a slow classroom machine two
  // quick clicks can land more than 0.3 s apart in frame time.
  ImGui::GetIO().MouseDoubleClickTime = 0.5f;
  items_.begin_frame();
  a11y_.begin_frame();
  tree_.reduced_motion = settings_.reduced_motion();
  tree_.single_keys = settings_.single_key_shortcuts;
  set_timeline_keys(settings_.single_key_shortcuts);
  lock_navigation_keys();
  lecture_.update();
  if (!loop_runs_work_) work();
  for (const auto& l : lessons_) l->update(ImGui::GetIO().DeltaTime);
  feed_tree();
  teach_.update(ImGui::GetIO().DeltaTime);
  handle_shortcuts();
  update_page();
  draw_menu_bar();
  const model::PageBox& c = page_.canvas;
  draw_canvas(c);
  lecture_.draw(c.x, c.y, c.w, c.h);
  // After the canvas, so the phone's drawer lies over it.
  if (page_.panel_open) draw_controls(page_.panel);
  if (page_.panel_overlay) draw_scrim(page_.scrim);
  if (page_.status_shown) draw_status_bar(page_.status);
  if (settings_.show_shortcuts) draw_shortcuts_window(&settings_.show_shortcuts);
  if (settings_.show_legend) draw_legend_window(&settings_.show_legend);
  export_.draw();
  draw_toast();
  if (settings_.debug_overlay) draw_debug_overlay();
}

// ImGui's keyboard navigation shares Space, Enter and the arrows with the app's
// shortcuts: left on, after Home its focus sat on tile 2 and Space named 2 *and*
// started autoplay. So it is off until the user presses Tab, and off again after
// a mouse click or Esc. The switch happens here, before ImGui::NewFrame() reads
// the queued events, so the Tab that turns it on already moves the focus.
void App::before_new_frame() {
  a11y_.before_new_frame();
  ImGuiContext& g = *ImGui::GetCurrentContext();
  ImGuiIO& io = g.IO;
  bool focus_panel = false;
  for (const ImGuiInputEvent& e : g.InputEventsQueue) {
    const bool nav = (io.ConfigFlags & ImGuiConfigFlags_NavEnableKeyboard) != 0;
    const bool key_down = e.Type == ImGuiInputEventType_Key && e.Key.Down;
    if (key_down && e.Key.Key == ImGuiKey_Tab && !nav && !io.WantTextInput) {
      io.ConfigFlags |= ImGuiConfigFlags_NavEnableKeyboard;
      focus_panel = true;
    } else if (nav && ((key_down && e.Key.Key == ImGuiKey_Escape) ||
                       (e.Type == ImGuiInputEventType_MouseButton && e.MouseButton.Down))) {
      io.ConfigFlags &= ~ImGuiConfigFlags_NavEnableKeyboard;
      g.NavDisableHighlight = true;  // no focus ring, and nothing left for Space to press
      focus_panel = false;
    }
  }
  // Tab moves into the side panel (the canvas in presentation mode), wherever
  // the mouse last left ImGui's focus.
  if (focus_panel)
    if (ImGuiWindow* w = ImGui::FindWindowByName(settings_.presentation ? "Canvas" : "Controls")) ImGui::FocusWindow(w);
}

// While the user navigates with Tab, the keys belong to the focused widget: the
// app's shortcuts (timeline arrows, Space for autoplay, PageUp/PageDown) are
// locked for the frame, so Space presses the focused widget and nothing else.
void App::lock_navigation_keys() {
  const ImGuiIO& io = ImGui::GetIO();
  if (!(io.ConfigFlags & ImGuiConfigFlags_NavEnableKeyboard) || io.WantTextInput) return;
  for (ImGuiKey k : kNavigationKeys) ImGui::SetKeyOwner(k, ImGuiKeyOwner_Any, ImGuiInputFlags_LockThisFrame);
}

void App::handle_shortcuts() {
  const ImGuiIO& io = ImGui::GetIO();
  if (io.WantTextInput) return;
  const bool plain = !io.KeyCtrl && !io.KeyAlt && !io.KeySuper;
  if (ImGui::IsKeyPressed(ImGuiKey_F1, false) || (ImGui::IsKeyPressed(ImGuiKey_Slash, false) && io.KeyShift))
    settings_.show_shortcuts = !settings_.show_shortcuts;
  if (ImGui::IsKeyPressed(ImGuiKey_Escape, false)) {
    // Esc closes what is open on top (menus, popups, the help windows); with
    // nothing open it leaves presentation mode.
    bool closed = settings_.show_shortcuts || settings_.show_legend;
    if (ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId)) {
      ImGui::ClosePopupsExceptModals();
      closed = true;
    }
    settings_.show_shortcuts = settings_.show_legend = false;
    if (!closed) set_presentation(false);
  }
  if (plain && !io.KeyShift && settings_.single_key_shortcuts && ImGui::IsKeyPressed(ImGuiKey_P, false))
    set_presentation(!settings_.presentation);
  if (plain && io.KeyShift && ImGui::IsKeyPressed(ImGuiKey_F, false) && toggle_fullscreen) toggle_fullscreen();
  // A presenter's clicker sends PageDown / PageUp: with a lecture open they
  // step its slides (and it takes the keys), otherwise the timeline's moves.
  lecture_.handle_keys();
  const int step = (ImGui::IsKeyPressed(ImGuiKey_PageDown) ? 1 : 0) - (ImGui::IsKeyPressed(ImGuiKey_PageUp) ? 1 : 0);
  if (step != 0) {
    timeline().step(step);
    timeline_moved();
  }
}

float App::split() const {
  if (user_split_) return *user_split_;
  if (lesson_avail_ <= 0) return 0.45f;
  const bool phone = page_.form == model::PageForm::Phone;
  return std::clamp(lesson().preferred_height(lesson_avail_, phone) / lesson_avail_, 0.15f, 0.85f);
}

void App::update_page() {
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  model::PageInput in;
  in.work = {vp->WorkPos.x, vp->WorkPos.y, vp->WorkSize.x, vp->WorkSize.y};
  in.coarse_pointer = coarse_pointer_ || ImGui::GetIO().MouseSource == ImGuiMouseSource_TouchScreen;
  in.presentation = settings_.presentation;
  in.panel_open = panel_open_;
  in.panel_width = controls_width();
  in.status_height = kStatusHeight;
  page_ = model::page_layout(in);
  settings_.touch_targets = page_.touch;
  // The tree's inspector column moves into the side panel unless the canvas is
  // wide enough to give it room and still leave the tree most of the screen.
  tree_.fold_inspector = page_.form != model::PageForm::Desktop || page_.canvas.w < kInspectorCanvasMin;
  theme::set_touch_sizes(page_.touch, settings_.font_px);
}

// A menu bar control a finger can hit: on touch screens a button as tall as
// the bar and at least 44 px wide (WCAG 2.5.5); with a mouse a menu item.
bool App::menu_bar_button(const char* label, bool selected) {
  if (!page_.touch) return ImGui::MenuItem(label, nullptr, selected);
  ImGui::PushStyleColor(ImGuiCol_Button, selected ? ImGui::GetColorU32(ImGuiCol_Header) : 0u);
  const float w = std::max(model::kTouchTargetPx, ImGui::CalcTextSize(label, nullptr, true).x + 2 * ImGui::GetStyle().FramePadding.x);
  const float h = std::max(model::kTouchTargetPx, ImGui::GetCurrentWindow()->MenuBarHeight());
  ImGui::SetCursorPosY(0);
  const bool pressed = ImGui::Button(label, ImVec2(w, h));
  ImGui::PopStyleColor();
  return pressed;
}

void App::draw_menu_bar() {
  if (!ImGui::BeginMainMenuBar()) return;
  // ≡ opens and folds the side panel (on a phone: the drawer of controls).
  if (!settings_.presentation) {
    if (menu_bar_button(tr_id("view.panel_toggle"), page_.panel_open)) panel_open_ = !page_.panel_open;
    track_item("view.drawer");
    if (ImGui::IsItemHovered() && !page_.touch) ImGui::SetTooltip("%s", tr(page_.panel_open ? "view.panel_fold" : "view.panel_open"));
  }
  if (page_.form == model::PageForm::Phone) {
    // Six menus and the right-end buttons do not fit a phone's width: one
    // button opens a popup that holds them.
    if (menu_bar_button(tr_id("menu.more"), ImGui::IsPopupOpen("more-menus"))) ImGui::OpenPopup("more-menus");
    track_item("menu.more");
    if (ImGui::BeginPopup("more-menus")) {
      draw_menus();
      ImGui::Separator();
      if (ImGui::MenuItem(tr(settings_.presentation ? "view.leave_presentation" : "view.presentation_mode")))
        set_presentation(!settings_.presentation);
      track_item("view.presentation");
      ImGui::EndPopup();
    }
  } else {
    draw_menus();
    draw_menu_bar_right();
  }
  ImGui::EndMainMenuBar();
}

void App::draw_menus() {
  const bool file_open = ImGui::BeginMenu(tr_id("export.menu.file"));
  track_item("menu.file");
  if (file_open) {
    if (ImGui::MenuItem(tr("export.menu.export"))) export_.open();
    track_item("file.export");
    ImGui::EndMenu();
  }
  if (ImGui::BeginMenu(tr_id("menu.game"))) {
    for (std::size_t i = 0; i < lessons_.size(); ++i)
      if (ImGui::MenuItem(tr(lessons_[i]->name_key()), nullptr, shown_ == i)) shown_ = i;
    ImGui::EndMenu();
  }
  draw_view_menu();
  const bool share_open = ImGui::BeginMenu(tr_id("menu.share"));
  track_item("menu.share");
  if (share_open) {
    if (ImGui::MenuItem(tr("share.copy"))) copy_link();
    track_item("share.copy");
    // The link as it will be copied, wrapped (a tree's expansion makes it long).
    ImGui::PushTextWrapPos(ImGui::GetFontSize() * 26.0f);
    ImGui::TextDisabled("%s", view_link().c_str());
    ImGui::PopTextWrapPos();
    if (live_class) {
      ImGui::Separator();
      if (ImGui::MenuItem(tr("share.live"))) live_class("start");
      track_item("share.live");
      if (ImGui::MenuItem(tr("share.join"))) live_class("join");
      track_item("share.join");
    }
    ImGui::EndMenu();
  }
  lecture_.draw_menu();
  const bool help_open = ImGui::BeginMenu(tr_id("menu.help"));
  track_item("menu.help");
  if (help_open) {
    ImGui::MenuItem(tr("help.shortcuts_menu"), "F1", &settings_.show_shortcuts);
    ImGui::MenuItem(tr("help.legend_menu"), nullptr, &settings_.show_legend);
    track_item("help.legend");
    ImGui::EndMenu();
  }
}

void App::draw_view_menu() {
  const bool view_open = ImGui::BeginMenu(tr_id("menu.view"));
  track_item("menu.view");
  if (view_open) {
    ImGui::MenuItem(tr("view.hints_menu"), nullptr, &settings_.hints);
    bool anim = settings_.anim_speed > 0;
    if (ImGui::MenuItem(tr("view.animations"), nullptr, &anim)) settings_.anim_speed = anim ? 1.0f : 0.0f;
    // Motion › follow the system / always / never, and the single-key
    // shortcuts: the keyboard and motion needs of docs/accessibility.md.
    const bool motion_open = ImGui::BeginMenu(tr_id("view.motion"));
    track_item("view.motion");
    if (motion_open) {
      const std::pair<Motion, const char*> modes[] = {
          {Motion::System, "view.motion_system"}, {Motion::Full, "view.motion_full"}, {Motion::Reduced, "view.motion_reduced"}};
      for (const auto& [m, key] : modes) {
        if (ImGui::MenuItem(tr(key), nullptr, settings_.motion == m)) settings_.motion = m;
        track_item(std::string("view.motion.") + (m == Motion::System ? "system" : m == Motion::Full ? "full" : "reduced"));
      }
      ImGui::EndMenu();
    }
    ImGui::MenuItem(tr("view.single_keys"), nullptr, &settings_.single_key_shortcuts);
    track_item("view.singleKeys");
    if (ImGui::BeginMenu(tr_id("view.text_size"))) {
      for (float px : {17.0f, 21.0f, 25.0f})
        if (ImGui::MenuItem(tr(px == 17 ? "view.size_normal" : px == 21 ? "view.size_large" : "view.size_xl"), nullptr,
                            settings_.font_px == px))
          settings_.font_px = px;
      ImGui::EndMenu();
    }
    if (ImGui::MenuItem(tr("view.theme_dark"), nullptr, settings_.theme == theme::ThemeName::Dark)) set_theme(theme::ThemeName::Dark);
    track_item("view.theme.dark");
    if (ImGui::MenuItem(tr("view.theme_light"), nullptr, settings_.theme == theme::ThemeName::Light))
      set_theme(theme::ThemeName::Light);
    track_item("view.theme.light");
    // Language › English / 简体中文: each language named in itself.
    const bool lang_open = ImGui::BeginMenu(tr_id("lang.menu"));
    track_item("view.lang");
    if (lang_open) {
      for (i18n::Lang l : {i18n::Lang::En, i18n::Lang::Zh}) {
        if (ImGui::MenuItem(tr("lang.name", l), nullptr, settings_.lang == l)) set_lang(l);
        track_item(std::string("view.lang.") + i18n::code(l));
      }
      ImGui::EndMenu();
    }
    ImGui::Separator();
    if (ImGui::MenuItem(tr("view.presentation_mode"), "P", settings_.presentation)) set_presentation(!settings_.presentation);
    if (ImGui::MenuItem(tr("view.full_screen"), "Shift+F") && toggle_fullscreen) toggle_fullscreen();
    ImGui::MenuItem(tr("view.debug_overlay"), nullptr, &settings_.debug_overlay);
    track_item("view.debug");
    ImGui::EndMenu();
  }
}

void App::draw_menu_bar_right() {
  // Right end: presentation mode and full screen, one click away (on the web the
  // full-screen request itself is made by the page, inside the click's handler).
  const char* present = tr_id(settings_.presentation ? "view.leave_presentation" : "view.presentation_p");
  const char* full = tr_id("view.full_screen");
  const float right = ImGui::CalcTextSize(present, nullptr, true).x + ImGui::CalcTextSize(full, nullptr, true).x +
                      4 * ImGui::GetStyle().ItemSpacing.x + 8;
  ImGui::SetCursorPosX(std::max(ImGui::GetCursorPosX(), ImGui::GetWindowWidth() - right));
  if (ImGui::MenuItem(present, nullptr, settings_.presentation)) set_presentation(!settings_.presentation);
  track_item("view.presentation");
  if (ImGui::MenuItem(full) && toggle_fullscreen) toggle_fullscreen();
  track_item("view.fullscreen");
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tr("view.full_screen_tip"));
}

void App::draw_controls(const model::PageBox& box) {
  ImGui::SetNextWindowPos(ImVec2(box.x, box.y));
  ImGui::SetNextWindowSize(ImVec2(box.w, box.h));
  // Docked, the panel shows the frame's clear colour (the theme's window_bg); as
  // the phone's drawer over the canvas it draws that colour itself, in front.
  ImGuiWindowFlags flags = kPanelFlags | ImGuiWindowFlags_NoTitleBar;
  if (page_.panel_overlay) flags &= ~ImGuiWindowFlags_NoBackground;
  ImGui::Begin("Controls", nullptr, flags);
  if (page_.panel_overlay) ImGui::BringWindowToDisplayFront(ImGui::GetCurrentWindow());
  record_item("panel", {box.x, box.y, box.w, box.h});
  scroll_by_finger();
  ImGui::TextDisabled("%s", tr("panel.game"));
  // One row for any number of games (a list of five would push the lesson's
  // own controls down a projector's screen); each game is an item of its own.
  ImGui::SetNextItemWidth(-1);
  const bool chooser_open = ImGui::BeginCombo("##game", tr(lesson().name_key()), ImGuiComboFlags_HeightLargest);
  track_item("view.chooser");
  if (chooser_open) {
    for (std::size_t i = 0; i < lessons_.size(); ++i) {
      if (ImGui::Selectable(tr_id(lessons_[i]->name_key()), shown_ == i)) shown_ = i;
      track_item("view." + std::string(lessons_[i]->id()));
    }
    ImGui::EndCombo();
  }
  // The settings a class changes while playing sit right under the game, so they
  // are on the first screen whatever the lesson's controls below take.
  ImGui::Checkbox(tr_id("panel.hints"), &settings_.hints);
  track_item("settings.hints");
  ImGui::SameLine();
  // The value's words beside the slider, not on it: a label drawn on the slider
  // lies under its handle for half the range ("animation x1.0"). The slider
  // shows no text and rounds to a tenth, as its old "%.1f" format did.
  const std::string speed_label = settings_.anim_speed == 0
                                      ? std::string(tr("panel.anim_off"))
                                      : tr_fmt("panel.anim_speed", model::decimal(settings_.anim_speed, 1));
  ImGui::TextUnformatted(speed_label.c_str());
  track_item("settings.speed.label");
  if (ImGui::GetContentRegionAvail().x - ImGui::GetItemRectSize().x - ImGui::GetStyle().ItemSpacing.x >= 4 * ImGui::GetFontSize())
    ImGui::SameLine();
  ImGui::SetNextItemWidth(-1);
  if (ImGui::SliderFloat("##speed", &settings_.anim_speed, 0.0f, 4.0f, "", ImGuiSliderFlags_NoInput))
    settings_.anim_speed = std::round(settings_.anim_speed * 10.0f) / 10.0f;
  track_item("settings.speed");
  ImGui::Separator();
  lesson().draw_controls();
  ImGui::Separator();
  teach_.draw_controls();
  ImGui::Separator();
  tree_.draw_controls();
  tree_.draw_inspector_section();
  ImGui::End();
}

// A touch screen has no wheel: a finger's vertical swipe scrolls the panel,
// wherever it began (a button it began on is not pressed: the finger moved).
// A mostly sideways drag is left to the widget under it (a slider).
void App::scroll_by_finger() {
  if (!page_.touch || !ImGui::IsWindowHovered(ImGuiHoveredFlags_ChildWindows)) return;
  if (!ImGui::IsMouseDragging(ImGuiMouseButton_Left, 10)) return;
  const ImVec2 total = ImGui::GetMouseDragDelta(ImGuiMouseButton_Left);
  if (std::abs(total.y) < 2 * std::abs(total.x)) return;
  ImGui::SetScrollY(ImGui::GetScrollY() - ImGui::GetIO().MouseDelta.y);
}

void App::draw_scrim(const model::PageBox& box) {
  if (box.w <= 0) return;
  ImGui::SetNextWindowPos(ImVec2(box.x, box.y));
  ImGui::SetNextWindowSize(ImVec2(box.w, box.h));
  ImGui::SetNextWindowBgAlpha(0.45f);
  ImGui::PushStyleColor(ImGuiCol_WindowBg, ImVec4(0, 0, 0, 1));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(0, 0));
  ImGui::Begin("Scrim", nullptr, (kPanelFlags & ~ImGuiWindowFlags_NoBackground) | ImGuiWindowFlags_NoTitleBar |
                                     ImGuiWindowFlags_NoScrollbar);
  ImGui::BringWindowToDisplayFront(ImGui::GetCurrentWindow());
  if (ImGui::InvisibleButton("close-drawer", ImVec2(box.w, box.h))) panel_open_ = false;
  twin_skip_last_item();  // the keyboard closes the drawer with the menu bar's ≡
  track_item("view.drawer.close");
  ImGui::End();
  ImGui::PopStyleVar();
  ImGui::PopStyleColor();
}

void App::draw_canvas(const model::PageBox& box) {
  ImGui::SetNextWindowPos(ImVec2(box.x, box.y));
  ImGui::SetNextWindowSize(ImVec2(box.w, box.h));
  // A phone's column is narrow: the board and the tree take it to 4 px of its edges.
  const bool phone = page_.form == model::PageForm::Phone;
  if (phone) ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(4, 4));
  ImGui::Begin("Canvas", nullptr, kPanelFlags | ImGuiWindowFlags_NoTitleBar);
  if (phone) ImGui::PopStyleVar();
  if (!notice_.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, theme::outcome_color_vec(Outcome::Draw));
    ImGui::TextWrapped("%s", notice_.c_str());
    ImGui::PopStyleColor();
    ImGui::SameLine();
    if (theme::small_button(tr_id("notice.dismiss"))) notice_.clear();
    track_item("notice.dismiss");
  }
  if (const std::optional<BusyProgress> p = busy(); p && draw_busy(*p)) busy_.cancel();
  // The lesson on top, the game tree below, with a draggable splitter between.
  const float avail = ImGui::GetContentRegionAvail().y;
  lesson_avail_ = avail;
  const float lesson_h = std::clamp(split() * avail, 120.0f, avail - 160.0f);
  ImGui::BeginChild("lesson", ImVec2(0, lesson_h), false);
  lesson().draw_main();
  ImGui::EndChild();
  // A finger needs a larger handle than a mouse (the line is drawn in its middle).
  // The handle is the gap between the lesson and the tree: no item spacing on
  // either side of it, so the tree keeps those pixels.
  const float grip = page_.touch ? 20.0f : 12.0f;
  const float spacing = ImGui::GetStyle().ItemSpacing.y;
  ImGui::SetCursorPosY(ImGui::GetCursorPosY() - spacing);
  ImGui::InvisibleButton("splitter", ImVec2(-1, grip));
  twin_skip_last_item();  // a mouse and touch handle (layout.split sets it)
  ImGui::SetCursorPosY(ImGui::GetCursorPosY() - spacing);
  track_item("canvas.splitter");
  if (ImGui::IsItemHovered() || ImGui::IsItemActive()) ImGui::SetMouseCursor(ImGuiMouseCursor_ResizeNS);
  if (ImGui::IsItemActive() && avail > 0) user_split_ = std::clamp(split() + ImGui::GetIO().MouseDelta.y / avail, 0.15f, 0.85f);
  ImGui::GetWindowDrawList()->AddLine(ImVec2(ImGui::GetItemRectMin().x, ImGui::GetItemRectMin().y + grip / 2),
                                      ImVec2(ImGui::GetItemRectMax().x, ImGui::GetItemRectMin().y + grip / 2),
                                      theme::u32(theme::colors().border), 2);
  // On a phone, with the drawer closed, a running quiz asks its question in a
  // bar over the bottom of the tree (the drawer would cover the tree): the
  // tree keeps the question's node above it. Never on a tablet or desktop,
  // where the panel beside the canvas asks.
  const bool quiz_bar = phone && !page_.panel_open && teach_.quiz_bar_wanted();
  const float bar_h = quiz_bar ? teach_.quiz_bar_height(ImGui::GetContentRegionAvail().x) : 0.0f;
  tree_.bottom_inset = bar_h;
  tree_.draw(ImGui::GetContentRegionAvail().x, ImGui::GetContentRegionAvail().y);
  ImGui::End();
  const TreePanel::Box t = tree_.canvas_box();
  if (quiz_bar && t.w > 0 && t.h > bar_h) teach_.draw_quiz_bar(t.x, t.y + t.h - bar_h, t.w, bar_h);
  else teach_.quiz_bar_hidden();
}

void App::draw_status_bar(const model::PageBox& box) {
  ImGui::SetNextWindowPos(ImVec2(box.x, box.y));
  ImGui::SetNextWindowSize(ImVec2(box.w, box.h));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(8, 4));
  ImGui::Begin("Status", nullptr, kPanelFlags | ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoScrollbar);
  ImGui::TextWrapped("%s", tr_fmt("status.line", tr(lesson().name_key())).c_str());
  ImGui::End();
  ImGui::PopStyleVar();
}

// Frame timings are for developers, not for the class: off unless View › Debug overlay.
void App::draw_debug_overlay() {
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(ImVec2(vp->WorkPos.x + vp->WorkSize.x - 10, vp->WorkPos.y + 10), ImGuiCond_Always,
                          ImVec2(1, 0));
  ImGui::SetNextWindowBgAlpha(0.85f);
  ImGui::Begin("Debug", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoSavedSettings |
                   ImGuiWindowFlags_NoFocusOnAppearing | ImGuiWindowFlags_NoNav | ImGuiWindowFlags_NoInputs);
  ImGui::TextUnformatted(tr_fmt("debug.frame", model::decimal(frame_ms_, 2)).c_str());
  ImGui::TextUnformatted(tr_fmt("debug.frames", static_cast<unsigned long long>(frame_count_)).c_str());
  ImGui::TextUnformatted(tr_fmt("debug.tree", model::decimal(tree_.last_draw_ms(), 2)).c_str());
  ImGui::End();
}

}  // namespace gtl::app
