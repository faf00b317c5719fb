// The lecture panel: slides over the canvas that set the app to the state they
// talk about. A slide is a share-link query plus window.gtl actions, replayed
// through the automation path (Host::run), so no slide is special-cased here.
//
// Playing: PageDown / PageUp (a clicker) always step slides while a lecture is
// open; → / ← do too unless a text field has the keyboard or the user moves
// through the panel with Tab (then the arrows belong to the focused widget); with
// no lecture open the keys keep stepping the timeline. "Back to the slide"
// replays the slide after the class explored. Writing: "Add the current view as a
// slide" captures the share link and the view (tree mode, grouping, selected
// node, hints, animation speed), the text is edited in place, entry actions are
// picked from a list. Saving and sharing go through platform hooks (the page's
// Blob download, file picker and CompressionStream, see web/page/lecture.js).
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "app/kit/automation.hpp"
#include "app/kit/item_registry.hpp"
#include "model/lecture.hpp"

namespace gtl::app {

// The built-in lectures: every src/app/lessons/<game>/lecture.json and
// lecture-<name>.json, found by CMake (src/app/CMakeLists.txt) and named by the
// folder ("number") or the folder and the name ("payoff-centipede"), in folder
// order. Their titles are read from the files at build time (a file that is not
// JSON stops the build). In the page no lecture is compiled in: `json` is empty
// and the page fetches lectures/<id>.json when one is opened (the menu lists
// them by their titles).
struct BuiltinLecture {
  std::string_view id;    // "number", "payoff-centipede"
  std::string_view json;  // the file's text; empty if it is fetched when opened
  std::string_view title_en;
  std::string_view title_zh;
};
std::span<const BuiltinLecture> builtin_lectures();
std::string_view builtin_lecture_json(std::string_view id);  // "" when there is none or it is fetched
const BuiltinLecture* find_builtin_lecture(std::string_view id);  // nullptr for an unknown id
// Every Chinese character of the built-in lectures, fetched ones included, once
// each (scripts/cjk_chars.py at configure time): the Chinese glyphs hold them.
std::string_view builtin_lecture_glyphs();
// Their ids as an error or a help line quotes them: "\"balls\", \"loopy\" or \"number\"".
std::string builtin_lecture_ids();

class LecturePanel {
 public:
  struct Host {
    // Dispatch one action and let the views follow (the tree gets the new game).
    std::function<ActionResult(const json::Value&)> run;
    std::function<std::string()> share_link;
    std::function<std::string()> state_json;
    std::function<std::vector<std::string>()> action_types;
    std::function<void(std::string)> notice;
    // Empty when a share link's game and keys are fine, else why not.
    std::function<std::string(std::string_view)> check_link;
    // Platform hooks (the browser's; unset in the desktop app and the tests).
    // deflate: compress the JSON, answer with deflated(revision, payload).
    std::function<void(std::uint64_t, const std::string&)> deflate;
    // inflate: decompress a link payload, answer with open_text() or failed().
    std::function<void(const std::string&)> inflate;
    // fetch: get a built-in lecture that is not compiled in (its id), answer
    // with open_text() or failed().
    std::function<void(const std::string&)> fetch;
    std::function<void(const std::string& file_name, const std::string& text)> download;
    std::function<void()> upload;  // pick a file, answer with open_text()
    std::function<void(const std::string&)> copy;  // put a lecture query on the clipboard
    // The lessons' ids in menu order: the Lecture menu lists the built-in lectures so.
    // (Asked when the menu first opens: the panel is made before the lessons.)
    std::function<std::vector<std::string>()> lesson_order;
    // The drawn items a name stands for ("tile.12"; "tree.node:*" every name so
    // starting), with their rects as gtl.itemRect has them: the slide window
    // keeps clear of them.
    std::function<std::vector<std::pair<std::string, Rect>>(std::string_view)> drawn_items;
  };

  explicit LecturePanel(Host host) : host_(std::move(host)) {}
  Host& host() { return host_; }  // the platform sets its hooks here

  void register_automation(Automation& a);
  bool is_open() const { return lecture_.has_value(); }
  // Slide keys; call before the views draw (the arrows are taken from the timeline).
  void handle_keys();
  // Applies a slide change asked for by a button or a key in the last frame.
  void update();
  void draw(float left, float top, float width, float height);
  void draw_menu();

  // Answers of the platform hooks.
  void deflated(std::uint64_t revision, const std::string& payload);
  ActionResult open_text(std::string_view json_text);
  void failed(const std::string& why);

 private:
  ActionResult open(model::Lecture lecture);
  ActionResult open_builtin(std::string_view id);
  ActionResult open_link_query(std::string_view query);
  ActionResult go(std::size_t index);
  ActionResult apply(const model::Slide& slide, std::size_t number);
  ActionResult add_slide(std::string text);
  model::Slide capture(std::string text) const;
  std::vector<std::string> slide_actions() const;
  void close();
  // The lecture's content is new (edited: by the writer): the link is made again.
  void changed(bool edited = true);
  std::string current_text() const;
  void write_state(json::Writer& w) const;
  float draw_slide_text(const std::string& text, float width);  // returns the height drawn
  // Where the slide window goes this frame (a corner clear of the slide's items),
  // unless the user moved it or is writing: then it stays where it is.
  void place_window(float left, float top, float width, float height, float w);
  std::vector<std::pair<std::string, Rect>> about_items() const;
  void draw_writer();
  // The writer (ui_lecture_writer.cpp): its parts under the text.
  void draw_slide_order();
  void draw_saving();
  void draw_entry_actions();

  Host host_;
  std::optional<model::Lecture> lecture_;
  std::size_t index_ = 0;
  std::optional<std::size_t> pending_;  // slide to go to at the next update()
  bool writing_ = false;
  void read_builtin_titles();
  std::vector<std::pair<std::string, model::LocalText>> builtin_titles_;  // id, title: for the menu, read once
  std::uint64_t revision_ = 0;       // bumped by every change of the content
  std::uint64_t link_revision_ = 0;  // the revision link_ was made from
  std::string link_;                 // "?lecture=..." or "" while being made
  bool link_too_long_ = false;       // the compressed lecture is over the address cap
  float text_h_ = 1e6f;  // the slide text's height in the last frame (its region fits it)
  float chrome_h_ = 0;   // the window's height less its text region, in the last frame
  // The window's corner (kept from slide to slide while it stays clear), and
  // whether the user moved it on this slide (then it stays where it was put).
  std::optional<model::SlideCorner> corner_;
  model::SlidePlacement placement_;
  bool moved_by_user_ = false;
  int entry_choice_ = 0;
  int entry_value_ = 2;
};

}  // namespace gtl::app
