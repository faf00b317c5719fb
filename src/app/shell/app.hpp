// The application: one object that owns every view and the automation API, and
// builds one ImGui frame at a time. Platform code (main.cpp) only creates the
// window, feeds events and calls frame(); tests drive frame() with no window.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "app/shell/a11y.hpp"
#include "app/kit/automation.hpp"
#include "app/kit/item_registry.hpp"
#include "app/kit/lesson.hpp"
#include "app/kit/settings.hpp"
#include "app/kit/share_link.hpp"
#include "app/kit/solve_job.hpp"
#include "app/shell/ui_export.hpp"
#include "app/lectures/ui_lecture.hpp"
#include "app/teach/ui_teach.hpp"
#include "app/tree/ui_tree.hpp"
#include "model/i18n.hpp"
#include "model/menu_bar_fit.hpp"
#include "model/page_layout.hpp"

namespace gtl::app {

class App {
 public:
  // `make_lessons` makes every game the app offers, in menu order (main and the
  // tests pass lessons/registry.hpp's make_lessons): the shell never names a game.
  explicit App(LessonMaker make_lessons);
  ~App();
  App(const App&) = delete;
  App& operator=(const App&) = delete;

  // The one live App (ImGui-style: one context at a time).
  static App& current();

  // Builds one frame: call between ImGui::NewFrame() and ImGui::Render().
  void frame();
  // True while something moves on screen (animations, autoplay): the platform
  // loop then keeps drawing at full rate instead of idling.
  bool animating() const;
  // True while a lesson's move or the tree's view is in motion: every frame
  // then moves shapes but changes nothing a screen reader hears, so the
  // accessible twin waits for the motion to end (web/page/a11y.js).
  bool in_motion() const;
  // True while the only work running is a solve in the worker: nothing on the
  // page moves but its progress bar. The web loop then draws ten frames a
  // second instead of sixty, leaving the CPU to the worker and, on a machine
  // without a GPU, to the browser's software rasterizer, whose every frame the
  // page's main thread waits for.
  bool only_waiting() const;
  // The main thread's own long work, a slice at a time: one slice of a running
  // job (a solve on the page, copying a worker's solved table in, building a
  // board's tree) and one step of a large DAG's layout. frame() runs a slice
  // itself unless the platform loop has taken that over (set_loop_runs_work):
  // the web loop then spends an iteration either on a slice or on a frame,
  // never both, because the browser, compositing in software, waits for each
  // drawn frame inside the same task as the script that drew it.
  void work();
  // True while such work is pending on the main thread (not while the only
  // work is a solve running in the worker).
  bool page_working() const;
  void set_loop_runs_work(bool on) { loop_.runs_work = on; }
  // Last frame's CPU time for the status bar (set by the platform loop).
  void set_frame_ms(double ms) { loop_.frame_ms = ms; }
  double frame_ms() const { return loop_.frame_ms; }
  // Counts the frames whose pixels the platform drew (a frame with the last
  // one's pixels is not drawn again: shell/frame_digest.hpp).
  void count_picture() { ++loop_.pictures; }

  // Platform hook, called before ImGui::NewFrame() once the frame's input events
  // are queued: keyboard navigation is switched on by Tab and off by a mouse
  // click or Esc, before ImGui reads those events.
  void before_new_frame();

  // Presentation mode and theme (the View menu, keys and automation share these).
  void set_presentation(bool on);
  void set_theme(theme::ThemeName t);
  // The UI language; Chinese also asks for the CJK font (theme::request_cjk_font).
  // In the page the Chinese words come with that font: the switch to Chinese
  // waits for them (the UI stays in its language meanwhile, and stays so, with
  // a notice, if they cannot be loaded).
  void set_lang(i18n::Lang l);
  // Platform hook for Shift+F / the full-screen button on the desktop. The web page
  // handles both itself (shell.html): browsers grant full screen only inside the
  // input event's own handler, which the ImGui frame runs after.
  std::function<void()> toggle_fullscreen;

  Automation& automation() { return automation_; }
  ItemRegistry& items() { return items_; }
  // The accessible twin's app side (a11y.hpp): ImGui's items, the ARIA tree, commands.
  A11y& a11y() { return a11y_; }
  std::string twin_json() const { return a11y_.twin_json(items_, tree_); }
  // Platform hook: the browser's prefers-reduced-motion (and its changes).
  void set_system_reduced_motion(bool on) { settings_.system_reduced_motion = on; wake(); }
  // Platform hook: the page's focus is in the accessible twin (web/page/a11y.js):
  // state().settings.keyboardNav reports it, as it reports ImGui's own Tab navigation.
  void set_twin_focus(bool on) { twin_focus_ = on; }
  std::string state_json() const { return automation_.state(loop_.frames); }
  // Applies an automation action (JSON) and wakes the render loop.
  // The views that follow the lessons (tree, teaching modes) are updated before
  // returning, so gtl.state() right after gtl.dispatch() is consistent.
  std::string dispatch_json(std::string_view action) {
    wake();
    std::string result = automation_.dispatch(action);
    feed_tree();
    return result;
  }
  // Something outside ImGui's input changed the app: draw the next frames.
  void wake() { loop_.wake = true; }
  // The page encoded an exported PNG (platform/web_api.cpp, gtl_export_done).
  void export_png_saved(std::size_t bytes, int width, int height) { export_.png_saved(bytes, width, height); }
  bool take_wake() { bool w = loop_.wake; loop_.wake = false; return w; }
  std::uint64_t frame_count() const { return loop_.frames; }

  // Share links (share_link.hpp): open one, or describe the shown game as one.
  // open_link applies every field a link may carry: the game and its moves
  // and, when present, what view_link adds (tree=, dag=, sel=, ind=).
  ActionResult open_link(std::string_view query);
  // The position only (state().link, the page's address): game, keys, moves, lang.
  std::string share_link();
  // What the teacher shows, as one link (Share › Copy a link, state().share.link;
  // a live class sends students exactly this and opens it with open_link): the
  // position, the tree's expansion (tree=, dag=1), the selected node (sel=) and
  // the induction running with its step (ind=). Never longer than
  // kMaxLinkLength: a tree too large for it is left out (`trimmed` set), and
  // so is one whose moves a link cannot write.
  std::string view_link(bool* trimmed = nullptr);
  // Share › Copy a link: view_link to the clipboard, said on screen for a few
  // seconds and in state().toast.
  void copy_link();
  // A message for the user that is not tied to a widget (a broken share link).
  const std::string& notice() const { return said_.notice; }
  // Platform hook: put text on the system clipboard (the browser's, on the web).
  std::function<void(const std::string&)> copy_to_clipboard;
  // Platform hook: the page's live class (web/page/live_page.js): "start" (the
  // teacher's Share › Live class) or "join" (a student's Share › Join a class).
  // Unset on the desktop, which shows no such items.
  std::function<void(const char*)> live_class;
  // Opens a page beside the app (a relative URL, in a new tab on the web):
  // Help › About's third-party notices. Unset where there is none (native).
  std::function<void(const char*)> open_page;

  // Platform hook: the page's primary pointer is a finger ("(pointer: coarse)"):
  // the tablet form and controls sized for fingers (model/page_layout.hpp).
  void set_coarse_pointer(bool on) { screen_.coarse_pointer = on; }
  // How the screen is divided this frame (form, side panel or drawer, canvas).
  const model::PageLayout& page() const { return screen_.layout; }
  // Opens or folds the side panel (the phone's drawer): the menu bar's ≡ and view.drawer.
  void set_panel_open(bool open) { screen_.panel_open = open; }

  // Platform input the ImGui backend does not carry: a two-finger pinch.
  void pinch(float x, float y, float factor) { tree_.pinch(x, y, factor); }

  // The lessons (lessons/registry.cpp's registry, in menu order) and the one shown.
  Lesson& lesson() { return *lessons_[shown_]; }
  const Lesson& lesson() const { return *lessons_[shown_]; }
  const std::vector<std::unique_ptr<Lesson>>& lessons() const { return lessons_; }
  Lesson* find_lesson(std::string_view id) const;
  // The shown lesson, then the others in menu order (export looks drawings up so).
  std::vector<Lesson*> lessons_shown_first() const;
  // Shows the lesson with this id; false if there is none.
  bool show_lesson(std::string_view id);
  Settings& settings() { return settings_; }
  // The values of the shown timeline's moves (chip colours, value chart, state).
  const ValueHistory& value_history() const { return values_; }
  // Long work in progress (state().busy), or nullopt when idle.
  std::optional<BusyProgress> busy() const;
  TreePanel& tree() { return tree_; }
  const Timeline& shown_timeline() { return timeline(); }  // the shown lesson's (the value chart's)
  LecturePanel& lecture() { return lecture_; }
  // Empty when a share link's game and keys are fine, else why not (a lecture
  // checks its slides' links with this before the class reaches them).
  std::string check_link(std::string_view query) const;

 private:
  ShareLink position_link();  // the fields share_link and view_link both write
  bool something_moves() const;  // a lesson, the teaching mode or the tree animates
  void register_actions();  // the parts below, in order
  void register_setting_actions();
  void register_history_actions();
  void register_layout_actions();
  void register_appearance_actions();
  void register_link_actions();
  void register_loop_actions();
  ActionResult show_link(const ShareLink& link);  // open_link, once the board is solved
  void update_page();  // screen_ for this frame's screen, and the controls' sizes for its form
  void draw_menu_bar();
  void draw_menus();            // File, Game, View, Share, Lecture, Help (the phone folds them into one)
  void draw_view_menu();
  // Presentation mode and full screen, at the right end (`full_screen` false:
  // the bar is too narrow for it; View › Full screen stays).
  void draw_menu_bar_right(bool full_screen);
  void draw_more_menus();       // one button whose popup holds the menus (a phone; a narrow bar at large text)
  model::MenuBarWidths menu_bar_widths() const;  // the bar's parts at the current text size
  void draw_controls(const model::PageBox& box);
  void scroll_by_finger();  // in the side panel's window, on touch screens
  bool menu_bar_button(const char* label, bool selected);
  void draw_scrim(const model::PageBox& box);  // the phone drawer's closing strip
  void draw_canvas(const model::PageBox& box);
  void draw_status_bar(const model::PageBox& box);
  void draw_debug_overlay();
  void lock_navigation_keys();
  void count_key_holds_by_frames();
  static constexpr float kKeyHoldPerFrame = 0.1f;  // seconds; ImGui's repeat delay is 0.275 s
  void handle_shortcuts();
  float controls_width() const;
  Timeline& timeline() { return lesson().timeline(); }
  void timeline_moved() { lesson().timeline_moved(); }
  std::string lesson_ids() const;  // "number, balls, ...": for messages
  void feed_tree();            // hands the shown game's graph source and line to the tree
  LessonHooks lesson_hooks();  // what the teaching modes need from the shown lesson (its hooks + the app's)
  void jump_to(const std::vector<std::int64_t>& line);  // the game follows a tree node
  LecturePanel::Host lecture_host();  // how slides reach the app: the automation path

  Automation automation_;
  ItemRegistry items_;
  A11y a11y_;
  bool twin_focus_ = false;
  Busy busy_;  // long work (solving a large board), stepped once per frame
  Settings settings_;
  std::optional<i18n::Lang> lang_waiting_;  // set_lang's Chinese, until its words are in
  void show_lang(i18n::Lang l);
  void cjk_arrived();
  std::vector<std::unique_ptr<Lesson>> lessons_;
  std::size_t shown_ = 0;
  const Lesson* hooks_for_ = nullptr;  // the lesson the teaching hooks were made for
  bool symmetry_ = false;              // tree.symmetry: merge symmetric positions where the game can
  TreePanel tree_;
  TeachPanel teach_{tree_, settings_};
  ValueHistory values_;
  ExportPanel export_{export_source()};  // File › Export…
  ExportPanel::Source export_source();   // what export reads: the lessons, tree_, values_, settings_
  LecturePanel lecture_{lecture_host()};
  // How the screen is divided, worked out by update_page() each frame.
  struct Screen {
    bool coarse_pointer = false;     // set_coarse_pointer
    std::optional<bool> panel_open;  // the user's ≡ choice; unset: the form's default
    model::PageLayout layout;        // this frame's form, side panel and canvas
    // The share of the canvas height given to the lesson (the tree gets the
    // rest): the user's (the splitter, layout.split), kept; unset: split().
    std::optional<float> user_split;
    float lesson_avail = 0;  // the canvas height the lesson and the tree share (last frame)
    // CSS px of the window's bottom that the page lays over the app (the live
    // class's question on a phone; view.covered): the tree keeps its focused
    // node above it, as above the app's own quiz bar.
    float page_cover = 0;
    // The last frame's widest line against the room it had (CSS px), in the
    // side panel and on the menu bar: state().layout.panelText / menuBar.
    struct Fit {
      float needed = 0, room = 0;
    };
    Fit panel_text, menu_bar;
  } screen_;
  // The lesson's share of the canvas height (the rest is the tree's), until the
  // user drags the splitter: the lesson's own preference (Lesson::preferred_height).
  float split() const;
  static constexpr float kInspectorCanvasMin = 1500;  // CSS px of canvas width

  // The platform loop's bookkeeping: frames drawn, their cost, and whether to draw.
  struct Loop {
    std::uint64_t frames = 0;
    double frame_ms = 0;     // set_frame_ms
    std::uint64_t pictures = 0;  // count_picture
    bool wake = true;        // wake(), take_wake()
    bool runs_work = false;  // set_loop_runs_work
  } loop_;

  // What the app says to the user outside any widget.
  // The toast is a short confirmation shown for a few seconds over the canvas
  // (Link copied): polite, unlike the notice; state().toast reports it, with an
  // id that grows with every new one so a reader can announce the same words twice.
  struct Toast {
    std::string text;
    double seconds = 0;  // left on screen
    std::uint64_t id = 0;
  };
  struct Said {
    std::string notice;  // notice(): a broken share link, a font that failed
    Toast toast;
    std::uint64_t links_copied = 0;  // state().share.copies
  } said_;
  static constexpr double kToastSeconds = 5;
  void show_toast(std::string text);
  void draw_toast();
  // open_link's view fields, once the position is shown: empty, or what failed.
  std::string apply_link_view(const ShareLink& link);
  float font_px_before_presentation_ = 0;
};

}  // namespace gtl::app
