// One game's lesson, as the app sees it. The app (menus, side panel, share
// links, the tree, the teaching modes, the value history, export, the status
// bar) works through this interface only: it never names a game. A game's
// lesson lives in its own files and is listed once in lessons/registry.cpp.
//
// Adding a game (docs/design.md, "Adding a game"): every game folder reads
// the same.
//   1. its rules: src/core/<game>.{hpp,cpp}, a gtl::Game (core/game.hpp);
//   2. its folder src/app/lessons/<game>/:
//        lesson.{hpp,cpp}   the Lesson: tree, share link, actions, state;
//        board.cpp          its ImGui drawing, and nothing else;
//        model.{hpp,cpp}    the pure part, where it has one (replay, layout,
//                           its SVG), tested natively;
//        strings_en.cpp, strings_zh.cpp   its words (strings()), keys "<game>.",
//                           its rules for Help › Rules among them ("<game>.help_rules");
//        lecture.json       its built-in lecture, if it has one (a CMake glob);
//   3. one line and its include in make_lessons() (src/app/lessons/registry.cpp).
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "app/kit/automation.hpp"
#include "app/kit/timeline.hpp"
#include "core/graph_builder.hpp"
#include "model/i18n.hpp"
#include "model/svg_export.hpp"

namespace gtl::app {

struct Settings;
class Busy;
class ValueHistory;

// The tree view draws games up to this many positions (the Number Game's 2..30
// has 130,502); a lesson whose game is larger caps its graph here or lower.
inline constexpr std::size_t kTreeMaxPositions = 300'000;

// A share link's keys that belong to the lesson: everything but the common
// keys (game, moves, lang), in the order written, no key twice (the parser
// refuses repeats). The readers return nullopt and set `error` to a sentence
// naming the key, in the UI's language ("the share link's "n" must be ...").
class LinkArgs {
 public:
  LinkArgs() = default;
  explicit LinkArgs(std::vector<std::pair<std::string, std::string>> pairs) : pairs_(std::move(pairs)) {}

  const std::vector<std::pair<std::string, std::string>>& pairs() const { return pairs_; }
  const std::string* find(std::string_view key) const;
  bool has(std::string_view key) const { return find(key) != nullptr; }
  void add(std::string key, std::string value) { pairs_.emplace_back(std::move(key), std::move(value)); }
  void add(std::string key, std::span<const std::int64_t> values);  // "3,4,5"

  // A whole number in [lo, hi]; a missing key is an error unless `fallback` is given.
  std::optional<std::int64_t> whole(std::string_view key, std::int64_t lo, std::int64_t hi, std::string& error,
                                    std::optional<std::int64_t> fallback = std::nullopt) const;
  // "3,4,5": min_count..max_count numbers, each in [lo, hi].
  std::optional<std::vector<std::int64_t>> list(std::string_view key, std::int64_t lo, std::int64_t hi,
                                                std::size_t min_count, std::size_t max_count,
                                                std::string& error) const;
  // For a lesson that words its own errors: the key's value as a whole number
  // in [lo, hi], or as a list "3,4,5" of at most max_count such numbers (empty
  // allowed); nullopt when the key is missing or its value is not one.
  std::optional<std::int64_t> whole(std::string_view key, std::int64_t lo, std::int64_t hi) const;
  std::optional<std::vector<std::int64_t>> list(std::string_view key, std::int64_t lo, std::int64_t hi,
                                                std::size_t max_count) const;
  // The key's value as an error quotes it ("\"2,x\"", at most 40 characters); "" when missing.
  std::string quoted(std::string_view key) const;
  // The first key not in `known`, if any (links refuse unknown keys: a typo must not pass).
  std::optional<std::string> unknown_key(std::initializer_list<std::string_view> known) const;

 private:
  std::vector<std::pair<std::string, std::string>> pairs_;
};

// What a lesson gets from the app when it is made: everything it needs from
// the shell, so no lesson reaches up into the App (app/shell/app.hpp, App::current();
// scripts/include_graph.py checks). Named rects go through track_item /
// record_item (item_registry.hpp), which write to the registry the App set.
struct LessonContext {
  Settings& settings;  // settings.hpp
  Busy& busy;          // long work in slices with a progress line (solve_job.hpp)
  // The values of the shown timeline's moves, for the strip's chips and chart
  // (draw_timeline); nullptr (a lesson made alone, as some tests do): none known.
  const ValueHistory* values = nullptr;
  // Says a sentence through the app's announcements (the toast over the
  // canvas, which the page's live region reads): what a step of a lesson's
  // own animation decided, a file loaded or refused. Unset: nothing is said.
  std::function<void(std::string)> say = {};
};

class Lesson;
// Makes every game the app offers, in menu order (lessons/registry.hpp's
// make_lessons): whoever builds the App hands it this, so the shell names no game.
using LessonMaker = std::vector<std::unique_ptr<Lesson>> (*)(const LessonContext&);

// One control of a lesson's board, as the accessible twin (web/page/a11y.js)
// mirrors it: the twin is generic and draws a grid of these, rows found from
// the drawn rectangles, so a new game's board is accessible with no change to
// the page's script. Words come from the lesson's own strings, in the UI's
// language. Enter or Space on a cell runs its action; a disabled cell says its
// name instead (why it can't be played); digits typed go to the cell whose
// value they spell.
struct TwinCell {
  std::string key;            // stable and unique on the board ("n12", "take3")
  std::string name;           // what a screen reader says ("12: allowed, a winning move")
  std::string item;           // the drawn item's name for gtl.itemRect ("tile.12"), "" if none
  std::string action;         // the action it runs when activated, as JSON ("" = none)
  std::string value;          // what typing or a follow-up key refers to ("12"), may be ""
  bool disabled = false;
  int pressed = -1;           // -1 not a toggle, 0 or 1: the cell's selected state (aria-selected)
  // Other keys on this cell and the action each runs, as JSON: {"Delete",
  // "{\"type\":\"graph.remove\",\"id\":\"C\"}"}. A key is KeyboardEvent.key
  // ("Delete", "m": letters in lower case).
  std::vector<std::pair<std::string, std::string>> keys = {};
};

// The board as the twin reads it (state().board): its name and its cells.
struct TwinBoard {
  std::string label;          // the grid's name ("Board"); "" = the twin's default
  std::vector<TwinCell> cells;
  // Each move of the timeline (all of them, not only up to the cursor) in the
  // lesson's words ("take 1 from pile 3"), for the moves list and the
  // announcements; empty: the twin says the move's number.
  std::vector<std::string> moves;
  // What is said when a move settles, instead of its name: the lesson's
  // sentence for the shown position (the Number Game's caption: "5 was named;
  // it forbade 10, 15 and 20. Matt to move."); "" = the move's words.
  std::string caption;
  // The board's last change in a sentence ("Position C added."), said once
  // when `said_id` changes (an edit by keys, mouse or a link alike); "" = none.
  std::string said;
  std::uint64_t said_id = 0;
};

// What the teaching panel needs from the shown lesson, whichever game it is.
struct LessonHooks {
  std::function<std::vector<std::int64_t>()> line;        // the moves so far
  std::function<bool()> game_over;
  std::function<std::optional<std::int64_t>()> best_move;  // perfect play for the side to move
  std::function<bool(std::int64_t)> play;                  // plays a move; false if illegal
  std::function<void(std::size_t)> go_to;                  // shows the position after i moves
  std::function<void(std::size_t)> take_back;              // the same, and forgets the moves after it (Undo)
  std::function<std::string()> verdict;                    // "Now Matt is winning: ..."
  std::function<std::string(int)> side_name;               // 0 first, 1 second: "Christine", "the first player"
  std::function<bool()> animating;                         // the last move is still being animated
  std::function<void()> load_small;                        // a small start for induction by hand
  // False where win / lose / draw mean nothing (payoff games): the teaching
  // panel's W/L/D quiz then points to the lesson's own quiz instead. Unset: true.
  std::function<bool()> outcome_quiz;
};

// The moves a teacher's class question ("which move wins?", web/page/live_page.js)
// may offer at the shown position, and which of them are right: state().classMoves.
// Each move is named as the board and its twin name it ("12", "2:3", "b2").
struct ClassMoves {
  std::vector<std::string> options;  // every legal move, in the board's order
  std::vector<std::string> right;    // the winning ones among them (empty: none wins)
  // A game whose moves do not win or lose (payoffs) says its own question and
  // reason, in the UI's language; empty: the page's "Which move wins?" and its
  // winning-moves sentence.
  std::string prompt, reason;
  bool none = true;  // "none of them" is an option (no move may win)
};

// A drawing a lesson offers to File › Export… besides the tree and the value
// chart (the Number Game's board, the ball game's strip).
struct LessonDrawing {
  std::string what;       // export's "what": "board", "strip"
  std::string label_key;  // i18n key of its name in the dialog
  // The SVG with its title line, drawn in the palette.
  std::function<std::string(const model::SvgPalette&)> svg;
};

class Lesson {
 public:
  virtual ~Lesson() = default;

  // ---- who it is
  // "number", "balls", "nim": the view name, share links' game=, state() section.
  virtual std::string_view id() const = 0;
  // i18n key of the game's name ("game.number"): the Game menu, the side panel, the status bar.
  virtual const char* name_key() const = 0;
  // The lesson's own words: {key, text} rows for each language, added to the
  // tables when the lesson is made (keys prefixed by the id: "nim.title").
  // Every key in both languages (tests/app_lessons_test.cpp checks).
  virtual std::span<const i18n::Entry> strings(i18n::Lang) const { return {}; }

  // ---- each frame
  virtual void update(double seconds) = 0;
  virtual bool animating() const = 0;  // the platform loop keeps drawing while true
  // True while shapes move (a move's animation, a drag): animating() without
  // the waits between moves of autoplay. The accessible twin is not mirrored
  // meanwhile (App::in_motion, web/page/a11y.js); it is at each rest between moves.
  virtual bool in_motion() const { return animating(); }
  virtual void draw_controls() = 0;    // the side panel, under the game chooser
  virtual void draw_main() = 0;        // the lesson's area above the tree (fills the region)
  // The height (CSS px) its area takes of `avail` by default (the tree gets the
  // rest) until the user drags the splitter: half, a little less on a phone. A
  // lesson whose drawing folds low (the Number Game's board to one row) asks
  // for what it needs, so the tree gets more than half the screen.
  virtual float preferred_height(float avail, bool phone) const { return (phone ? 0.45f : 0.5f) * avail; }

  // ---- automation: its actions ("nim.take") and its state() section (named id())
  virtual void register_automation(Automation& a) = 0;

  // ---- the moves
  virtual Timeline& timeline() = 0;
  // The timeline's cursor moved (back, forward, jump): show that position.
  virtual void timeline_moved() = 0;
  // Plays a move at the cursor as a click would (animated per the settings).
  // Moves are the game's moves as integers, the same ones the tree's graph
  // holds and share links list (moves=...).
  virtual bool play(std::int64_t move, std::string& error) = 0;

  // ---- the tree
  // The graph the tree shows for the current start: rebuilt when `key` changes.
  // The key must name everything the graph depends on, the language included
  // (the nodes' words follow it).
  struct TreeSource {
    std::string key;
    std::function<PositionGraph()> build;  // null: no game to draw yet (an empty game graph)
    std::string empty = {};                // then the sentence the tree's canvas shows instead
  };
  virtual TreeSource tree_source() const = 0;
  // Whether tree.symmetry means anything here (a game whose rules offer a canonical form).
  virtual bool has_symmetry() const { return false; }
  // Merge positions equal up to symmetry (tree.symmetry); the key of tree_source follows it.
  virtual void set_symmetry(bool) {}

  // The graph may name moves differently from the game: a symmetry merge keeps
  // one orientation of each position, and its moves are that orientation's.
  // The app hands the tree, the value history and the teaching modes graph
  // lines and the timeline game lines through these. Unchanged by default.
  virtual std::vector<std::int64_t> graph_line(std::span<const std::int64_t> line) const {
    return {line.begin(), line.end()};
  }
  virtual std::vector<std::int64_t> game_line(std::span<const std::int64_t> line) const {
    return {line.begin(), line.end()};
  }

  // ---- the teaching modes (induction, play, quiz): the lesson's part of the
  // hooks (game_over, best_move, play, side_name, animating, load_small,
  // verdict); the app fills line and go_to.
  virtual LessonHooks hooks() = 0;

  // ---- share links
  // Checks the lesson's keys: empty when fine, else one sentence (the link is
  // then refused as broken, before anything changes).
  virtual std::string check_link(const LinkArgs& args) const = 0;
  // Runs `ready` once the start the link asks for can be shown: at once for
  // most games; the Number Game solves a large board first (in slices).
  virtual void when_link_ready(const LinkArgs&, std::function<void()> ready) { ready(); }
  // Starts the game the (checked) link describes, at the start, no moves yet.
  virtual bool open_link(const LinkArgs& args, std::string& error) = 0;
  // The keys that describe the current start (what open_link reads back).
  virtual LinkArgs link_args() const = 0;

  // ---- export and copy
  virtual std::vector<LessonDrawing> drawings() { return {}; }
  // The judge panel's output (byte-exact), or nullptr when the lesson has no judge.
  virtual const std::string* judge_output() const { return nullptr; }
  // The game and the start in words, for titles ("The Number Game on 2..20").
  virtual std::string title() const = 0;

  // True while the lesson steps through an analysis of its own on its board
  // (the graph editor's retrograde steps): the rest of the screen hides every
  // outcome meanwhile, as during the teaching panel's induction.
  virtual bool steps_hide_outcomes() const { return false; }

  // Its rules, as a teacher states them to the class, in the UI's language:
  // Help › Rules shows the shown lesson's under its name. Paragraphs are
  // separated by a blank line ("\n\n"). By default the lesson's own row
  // "<id>.help_rules" (its strings_*.cpp); a lesson with two faces (graph /
  // loopy) says which. Every lesson states them, in both languages
  // (tests/app_lessons_test.cpp).
  virtual std::string rules() const { return i18n::tr(std::string(id()) + ".help_rules"); }

  // Its section of Help › Legend (kit/legend.hpp: legend::heading, then
  // legend::row for each mark its board draws), under the rows all games share.
  virtual void legend() const {}

  // True while the lesson is a stand-in whose code has not arrived (the page's
  // payoff lesson before index.deferred.wasm, kit/lazy_lesson.hpp): state().lessonCode.waiting.
  virtual bool waiting() const { return false; }

  // ---- the accessible twin
  // The board's controls for the twin (state().board); empty = no board.
  virtual TwinBoard twin_board() const { return {}; }

  // ---- the live class
  // The moves a class question may offer here and the right ones; nullopt (the
  // default) when the lesson has no moves to ask about, or the game is over.
  virtual std::optional<ClassMoves> class_moves() const { return std::nullopt; }
};

}  // namespace gtl::app
