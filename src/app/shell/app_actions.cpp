// The App's own automation actions (window.gtl.dispatch): the lesson shown and
// the settings, the timeline, the page's layout, the appearance, share links
// and long work. Lessons and panels register theirs themselves.
#include <algorithm>
#include <cmath>

#include "app/shell/app.hpp"
#include "app/kit/lazy_lesson.hpp"
#include "app/kit/share_link.hpp"
#include "app/kit/theme.hpp"
#include "model/i18n.hpp"
#include "model/text_format.hpp"

namespace gtl::app {

namespace {

// state().board: {label, cells:[{key, name, item, action, value, disabled, pressed?, keys?}],
//                 moves:[words], caption, said, saidId}
// (see TwinCell); web/page/a11y.js draws it as a grid.
void write_twin_board(json::Writer& w, const TwinBoard& b) {
  w.begin_object().key("label").value(b.label).key("cells").begin_array();
  for (const TwinCell& c : b.cells) {
    w.begin_object().key("key").value(c.key).key("name").value(c.name).key("item").value(c.item);
    w.key("action");
    if (c.action.empty()) w.null(); else w.raw(c.action);
    w.key("value").value(c.value).key("disabled").value(c.disabled);
    if (c.pressed >= 0) w.key("pressed").value(c.pressed == 1);
    if (!c.keys.empty()) {
      w.key("keys").begin_object();
      for (const auto& [key, action] : c.keys) w.key(key).raw(action);
      w.end_object();
    }
    w.end_object();
  }
  w.end_array().key("moves").begin_array();
  for (const std::string& m : b.moves) w.value(m);
  w.end_array().key("caption").value(b.caption).key("said").value(b.said).key("saidId").value(b.said_id).end_object();
}

// state().classMoves: {options, right, prompt, reason, none}, or null when the lesson has no moves to ask about.
void write_class_moves(json::Writer& w, const std::optional<ClassMoves>& m) {
  if (!m) {
    w.null();
    return;
  }
  w.begin_object().key("options").begin_array();
  for (const std::string& o : m->options) w.value(o);
  w.end_array().key("right").begin_array();
  for (const std::string& r : m->right) w.value(r);
  w.end_array().key("prompt").value(m->prompt).key("reason").value(m->reason).key("none").value(m->none).end_object();
}

// state().lessons: every lesson's id, in the Game menu's order.
void write_lesson_ids(json::Writer& w, const std::vector<std::unique_ptr<Lesson>>& lessons) {
  w.begin_array();
  for (const auto& l : lessons) w.value(std::string(l->id()));
  w.end_array();
}

}  // namespace

using i18n::tr;
using i18n::tr_fmt;
using i18n::tr_id;

void App::register_actions() {
  // In this order: the state's sections are written in the order they were registered.
  register_setting_actions();
  register_history_actions();
  register_layout_actions();
  register_appearance_actions();
  register_link_actions();
  register_loop_actions();
}

// The lesson shown, speed, motion, shortcuts, hints, and a move.
void App::register_setting_actions() {
  automation_.on("view", "{type:'view', view} — switch the lesson shown (a lesson id: 'number', 'balls', ...)",
                 {Param::text("view")}, [this](const Args& args) {
                   if (!show_lesson(args.text("view")))
                     return ActionResult::failure("field \"view\" must be one of " + lesson_ids());
                   return ActionResult::success();
                 });
  // "value" may be fractional, so it is read here (Param::any); optional, so that a
  // missing value gets the same message as a bad one.
  automation_.on("anim.speed", "{type:'anim.speed', value} — animation speed, 0 = off, up to 4",
                 {Param::any("value").optional()}, [this](const Args& args) {
                   const json::Value* v = args.action().find("value");
                   if (!v || !v->is_number() || v->number < 0 || v->number > 4)
                     return ActionResult::failure("field \"value\" must be a number from 0 (no animation) to 4");
                   settings_.anim_speed = static_cast<float>(v->number);
                   return ActionResult::success();
                 });
  // "mode" is read here (Param::any, optional): a missing or non-string mode gets the
  // message naming the three modes, as a wrong one does.
  automation_.on("motion", "{type:'motion', mode:'system'|'full'|'reduced'} — animations follow the browser's "
                 "prefers-reduced-motion (system), always run, or never (the end state shows at once)",
                 {Param::any("mode").optional()}, [this](const Args& args) {
                   const json::Value* v = args.action().find("mode");
                   const std::string_view m = v && v->is_string() ? std::string_view(v->string) : "";
                   if (m == "system") settings_.motion = Motion::System;
                   else if (m == "full") settings_.motion = Motion::Full;
                   else if (m == "reduced") settings_.motion = Motion::Reduced;
                   else return ActionResult::failure("field \"mode\" must be \"system\", \"full\" or \"reduced\"");
                   return ActionResult::success();
                 });
  automation_.on("shortcuts.singleKey", "{type:'shortcuts.singleKey', on:true|false} — single-key shortcuts "
                 "(P, Space, the arrows) on or off (WCAG 2.1.4)",
                 {Param::boolean("on")}, [this](const Args& args) {
                   settings_.single_key_shortcuts = args.boolean("on");
                   return ActionResult::success();
                 });
  automation_.on("hints", "{type:'hints', on:true|false} — show or hide winning moves", {Param::boolean("on")},
                 [this](const Args& args) {
                   settings_.hints = args.boolean("on");
                   return ActionResult::success();
                 });
  automation_.on("plain.words",
                 "{type:'plain.words', on:true|false} — View › Plain words: \"moves to the end\" for plies and "
                 "remoteness, for a school class",
                 {Param::boolean("on")}, [this](const Args& args) {
                   settings_.plain_words = args.boolean("on");
                   i18n::set_plain_words(settings_.plain_words);
                   return ActionResult::success();
                 });
  automation_.on("class.hide",
                 "{type:'class.hide', on:true|false} — a live class's student page: hide every outcome, hint and "
                 "verdict (the teacher's question is open) or show them again",
                 {Param::boolean("on")}, [this](const Args& args) {
                   settings_.class_hidden = args.boolean("on");
                   tree_.set_hide_outcomes(settings_.class_hidden);
                   return ActionResult::success();
                 });
  automation_.on("move",
                 "{type:'move', value} — play a move in the shown game (its move as in share links: the number "
                 "named, the balls taken, the cell, ...)",
                 {Param::integer("value", 0, kMaxLinkMove)}, [this](const Args& args) {
                   std::string err;
                   if (!lesson().play(args.integer("value"), err)) return ActionResult::failure(err);
                   return ActionResult::success();
                 });
}

// The timeline, then the panels' own actions.
void App::register_history_actions() {
  automation_.on("history.step", "{type:'history.step', delta} — step back (<0) or forward (>0)",
                 {Param::integer("delta", -100000, 100000)}, [this](const Args& args) {
                   timeline().step(static_cast<std::ptrdiff_t>(args.integer("delta")));
                   timeline_moved();
                   return ActionResult::success();
                 });
  automation_.on("history.goto", "{type:'history.goto', index} — show the position after `index` moves",
                 {Param::integer("index", 0, 100000)}, [this](const Args& args) {
                   const std::int64_t i = args.integer("index");
                   if (!timeline().go_to(static_cast<std::size_t>(i)))
                     return ActionResult::failure("index " + std::to_string(i) + " is past the last move (" +
                                                  std::to_string(timeline().size()) + ")");
                   timeline_moved();
                   return ActionResult::success();
                 });
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
  // "value" is fractional, so it is read here (Param::any); optional, so that a
  // missing value gets the same message as a bad one.
  automation_.on("layout.split", "{type:'layout.split', value} — share of the canvas height for the lesson (0.15..0.85)",
                 {Param::any("value").optional()}, [this](const Args& args) {
                   const json::Value* v = args.action().find("value");
                   if (!v || !v->is_number() || v->number < 0.15 || v->number > 0.85)
                     return ActionResult::failure("field \"value\" must be a number from 0.15 to 0.85");
                   screen_.user_split = static_cast<float>(v->number);
                   return ActionResult::success();
                 });
  automation_.on("view.covered",
                 "{type:'view.covered', bottom} — CSS pixels of the window's bottom the page covers (0..4000): "
                 "the tree keeps its focused node above them",
                 {Param::integer("bottom", 0, 4000)}, [this](const Args& args) {
                   screen_.page_cover = static_cast<float>(args.integer("bottom"));
                   return ActionResult::success();
                 });
  automation_.on("text.size", "{type:'text.size', px} — UI font size in CSS pixels (12..32)",
                 {Param::integer("px", 12, 32)}, [this](const Args& args) {
                   settings_.font_px = static_cast<float>(args.integer("px"));
                   return ActionResult::success();
                 });
  automation_.on("view.presentation", "{type:'view.presentation', on:true|false} — presentation mode",
                 {Param::boolean("on")}, [this](const Args& args) {
                   set_presentation(args.boolean("on"));
                   return ActionResult::success();
                 });
  automation_.on("view.drawer",
                 "{type:'view.drawer', open:true|false} — show or fold the side panel (a phone's drawer of controls)",
                 {Param::boolean("open")}, [this](const Args& args) {
                   screen_.panel_open = args.boolean("open");
                   return ActionResult::success();
                 });
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
    w.key("form").value(std::string(model::page_form_name(screen_.layout.form)));
    w.key("panelOpen").value(screen_.layout.panel_open);
    w.key("panelOverlay").value(screen_.layout.panel_overlay);
    w.key("touch").value(screen_.layout.touch);
    box("panel", screen_.layout.panel);
    box("canvas", screen_.layout.canvas);
    box("status", screen_.layout.status_shown ? screen_.layout.status : model::PageBox{});
    auto fit = [&](const char* key, const Screen::Fit& f) {
      w.key(key).begin_object().key("needed").value(static_cast<double>(f.needed));
      w.key("room").value(static_cast<double>(f.room)).end_object();
    };
    fit("panelText", screen_.panel_text);
    fit("menuBar", screen_.menu_bar);
    w.end_object();
  });
}

// Theme, language, fonts, Help › Rules.
void App::register_appearance_actions() {
  automation_.on("theme", "{type:'theme', name:'dark'|'light'} — colour theme", {Param::text("name")},
                 [this](const Args& args) {
                   const std::string& name = args.text("name");
                   if (name == "dark") set_theme(theme::ThemeName::Dark);
                   else if (name == "light") set_theme(theme::ThemeName::Light);
                   else return ActionResult::failure("field \"name\" must be \"dark\" or \"light\"");
                   return ActionResult::success();
                 });
  automation_.on("lang",
                 "{type:'lang', lang:'en'|'zh'} — the UI language; {ok:true, pending:true} while the page "
                 "first fetches the Chinese words and font (settings.lang switches when they are in)",
                 {Param::text("lang")}, [this](const Args& args) {
                   const std::string& code = args.text("lang");
                   if (code != "en" && code != "zh")
                     return ActionResult::failure("field \"lang\" must be \"en\" or \"zh\"");
                   set_lang(*i18n::parse_lang(code));
                   ActionResult r = ActionResult::success();
                   if (lang_waiting_) r.data.emplace_back("pending", "true");
                   return r;
                 });
  automation_.on("help.rules",
                 "{type:'help.rules', open:true|false} — Help › Rules: open or close the window with the shown game's "
                 "rules (settings.rulesShown)",
                 {Param::boolean("open")}, [this](const Args& args) {
                   settings_.show_rules = args.boolean("open");
                   return ActionResult::success();
                 });
  automation_.section("font", [](json::Writer& w) {
    // Glyphs the atlas lacks for the shown language's tables, and in Chinese
    // for the built-in lectures (each would be a box). Counted again only when
    // the language or the font's glyphs change:
    // every state() read used to scan all the tables (a third of the monkey
    // test's time).
    static struct {
      i18n::Lang lang{};
      int glyphs = -1;
      int missing = 0;
    } memo;
    const ImGuiContext* ctx = ImGui::GetCurrentContext();
    const ImFontAtlas* atlas = ctx ? ImGui::GetIO().Fonts : nullptr;
    const int glyphs = atlas && !atlas->Fonts.empty() && atlas->IsBuilt() ? atlas->Fonts[0]->Glyphs.Size : -1;
    if (glyphs < 0 || memo.lang != i18n::lang() || memo.glyphs != glyphs) {
      std::string all;
      for (const std::string_view text : i18n::texts(i18n::lang())) all += text;
      if (i18n::lang() == i18n::Lang::Zh) all += builtin_lecture_glyphs();
      memo = {i18n::lang(), glyphs, theme::missing_glyphs(all)};
    }
    w.begin_object();
    w.key("cjk").value(theme::cjk_font_name(theme::cjk_font()));
    w.key("missingGlyphs").value(memo.missing);
    w.end_object();
  });
  // Where the code of the lessons the page loads on first use is (kit/lazy_lesson.hpp):
  // {state: "absent" | "loading" | "ready" | "failed", error, waiting: the shown
  // lesson is still its stand-in, sentence: what the stand-in says then (the
  // twin says it aloud)}.
  automation_.section("lessonCode", [this](json::Writer& w) {
    w.begin_object().key("state").value(lesson_code_name(lesson_code()));
    w.key("error").value(lesson_code_error());
    const bool waiting = lesson().waiting();
    w.key("waiting").value(waiting);
    w.key("sentence").value(waiting ? lesson_code_sentence(lesson().name_key()) : std::string()).end_object();
  });
}

// Share links, notices, the status: settings, busy, cancel.
void App::register_link_actions() {
  automation_.on("link.open", "{type:'link.open', query} — open a share link ('?game=number&max=20&moves=6,5')",
                 {Param::text("query")}, [this](const Args& args) { return open_link(args.text("query")); });
  automation_.section("link", [this](json::Writer& w) { w.value(share_link()); });
  automation_.section("notice", [this](json::Writer& w) { w.value(said_.notice); });
  automation_.on("share.copy", "{type:'share.copy'} — Share › Copy a link: the link to what is shown, to the clipboard",
                 {}, [this](const Args&) {
                   copy_link();
                   return ActionResult::success();
                 });
  automation_.section("share", [this](json::Writer& w) {
    bool trimmed = false;
    const std::string link = view_link(&trimmed);
    w.begin_object().key("link").value(link).key("trimmed").value(trimmed);
    w.key("copies").value(said_.links_copied).end_object();
  });
  automation_.section("toast", [this](json::Writer& w) {
    w.begin_object().key("text").value(said_.toast.seconds > 0 ? said_.toast.text : std::string());
    w.key("id").value(said_.toast.id).end_object();
  });
  automation_.section("view", [this](json::Writer& w) { w.value(std::string(lesson().id())); });
  // Every lesson's id, in the Game menu's order (what the view action takes): the
  // browser tests loop over it, so a new game is tested with no edit to them.
  automation_.section("lessons", [this](json::Writer& w) { write_lesson_ids(w, lessons_); });
  automation_.section("board", [this](json::Writer& w) { write_twin_board(w, lesson().twin_board()); });
  // The moves a live class's question may offer here, and the right ones (Lesson::class_moves).
  automation_.section("classMoves", [this](json::Writer& w) { write_class_moves(w, lesson().class_moves()); });
  automation_.on("tree.symmetry",
                 "{type:'tree.symmetry', on:true|false} — merge positions equal up to the game's symmetries "
                 "(games whose rules offer a canonical form, such as tic-tac-toe)",
                 {Param::boolean("on")}, [this](const Args& args) {
                   if (!lesson().has_symmetry()) return ActionResult::failure(tr("tree.symmetry_none"));
                   symmetry_ = args.boolean("on");
                   for (const auto& l : lessons_) l->set_symmetry(symmetry_);
                   return ActionResult::success();
                 });
  automation_.section("settings", [this](json::Writer& w) {
    w.begin_object();
    w.key("animSpeed").value(static_cast<double>(settings_.anim_speed));
    w.key("hints").value(settings_.hints);
    w.key("quizRunning").value(settings_.quiz_running);
    w.key("classHidden").value(settings_.class_hidden);
    w.key("outcomesHidden").value(settings_.outcomes_hidden());
    w.key("plainWords").value(settings_.plain_words);
    w.key("split").value(static_cast<double>(split()));
    w.key("fontPx").value(static_cast<double>(settings_.font_px));
    w.key("presentation").value(settings_.presentation);
    w.key("theme").value(std::string(theme::theme_name(settings_.theme)));
    w.key("lang").value(i18n::code(settings_.lang));
    w.key("shortcutsShown").value(settings_.show_shortcuts);
    w.key("legendShown").value(settings_.show_legend);
    w.key("rulesShown").value(settings_.show_rules);
    w.key("debugOverlay").value(settings_.debug_overlay);
    w.key("keyboardNav").value((ImGui::GetIO().ConfigFlags & ImGuiConfigFlags_NavEnableKeyboard) != 0 || twin_focus_);
    w.key("motion").value(settings_.motion == Motion::System ? "system" : settings_.motion == Motion::Full ? "full" : "reduced");
    w.key("systemReducedMotion").value(settings_.system_reduced_motion);
    w.key("reducedMotion").value(settings_.reduced_motion());
    w.key("singleKeyShortcuts").value(settings_.single_key_shortcuts);
    w.end_object();
  });
}

// The platform loop's figures and the long work it runs: frameMs, pictures,
// busy, and cancel.
void App::register_loop_actions() {
  automation_.section("frameMs", [this](json::Writer& w) { w.value(loop_.frame_ms); });
  automation_.section("pictures", [this](json::Writer& w) { w.value(static_cast<double>(loop_.pictures)); });
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
                 {}, [this](const Args&) {
                   if (!busy_.cancel()) return ActionResult::failure(i18n::tr("worker.idle"));
                   return ActionResult::success();
                 });
}

}  // namespace gtl::app
