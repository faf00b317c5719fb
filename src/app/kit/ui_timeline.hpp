// The timeline strip every lesson draws: the moves so far as chips, step
// back / forward, jump to any move, restart, and autoplay of perfect play;
// beside it the move-value history chart (one point per ply: the value of the
// position for the player who moved, against its remoteness), and each chip in
// the colour of the value of the move played.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "app/kit/timeline.hpp"
#include "core/json.hpp"
#include "core/position_graph.hpp"
#include "model/svg_export.hpp"
#include "model/value_history.hpp"

namespace gtl::app {

// Seconds between autoplayed moves at speed 1 (a lesson may keep its own).
inline constexpr double kAutoplayPause = 0.5;

struct TimelineUi {
  bool autoplay = false;
  double autoplay_wait = 0;  // seconds since the last autoplayed move

  // Autoplay's clock, called once a frame: true when the next perfect-play move
  // is due — the last move's animation has ended and `pause` seconds (scaled by
  // the animation speed; none when animations are off) have passed.
  bool autoplay_due(double seconds, float speed, bool animating, double pause);

  // The play loop every lesson's update() runs once a frame, after advancing
  // its move's animation (`animating`: the last move is still in motion).
  // When the next perfect-play move is due, `play_best` makes it, or returns
  // false when there is none: the game is over and autoplay stops.
  template <class PlayBest>
  void play_loop(double seconds, float speed, bool animating, double pause, PlayBest&& play_best) {
    if (autoplay_due(seconds, speed, animating, pause) && !play_best()) autoplay = false;
  }
};

// The values of a line's moves (model::value_history over the game's position
// graph), recomputed only when the graph or the moves change: the app keeps one
// for the shown timeline (chips, chart, `state().history.values`), play against
// the perfect player one for its verdicts.
class ValueHistory {
 public:
  // `moves` are the graph's; `game_moves`, when the graph names moves otherwise
  // (a symmetry merge), the timeline's, which the values are then kept under.
  void update(const PositionGraph* g, const std::vector<std::int64_t>& moves,
              const std::vector<std::int64_t>& game_moves = {});
  const std::vector<model::PlyValue>& values() const { return values_; }
  // The value of move i (0-based) if it is known for the move the timeline holds there.
  const model::PlyValue* at(std::size_t i, std::int64_t move) const;
  // The automation's `history` section: {moves, index, length, values}. With
  // `hidden` (the quiz or induction is on) every value is written as unknown.
  void write_state(json::Writer& w, const Timeline& t, bool hidden) const;

 private:
  // The graph is identified by more than its address: a rebuilt graph may
  // reuse the old one's memory.
  const PositionGraph* graph_ = nullptr;
  std::size_t graph_nodes_ = 0, graph_edges_ = 0;
  std::string graph_root_;
  std::vector<std::int64_t> moves_, game_moves_;
  std::vector<model::PlyValue> values_;
};

// The value chart as data for the SVG export (model/svg_export.hpp): the
// points the timeline's chart draws, with each move's name.
model::ChartDrawing chart_drawing(const Timeline& t, const ValueHistory& vh, bool hidden);


// How wide the strip's buttons are (|< < > >| Autoplay): a lesson that puts its
// own buttons before the strip starts a new line when these would not fit after them.
float timeline_buttons_width();

// The timeline's single-key shortcuts (arrows, Home/End, Space) are on unless
// the user turned single-key shortcuts off (the App sets this each frame).
void set_timeline_keys(bool on);
bool timeline_keys_on();

// Draws the strip. `label(i)` is the text of move i (e.g. "C 6", "take 3").
// The chips and the chart read `values`, the app's ValueHistory of the shown
// line (LessonContext::values; nullptr: no value known), and write every value
// as unknown while `hidden` (Settings::outcomes_hidden: the quiz or induction is on).
// Returns true when the cursor moved (the caller then rebuilds its view).
bool draw_timeline(const char* id, Timeline& t, TimelineUi& ui, const ValueHistory* values, bool hidden,
                   const std::function<std::string(std::size_t)>& label, bool game_over);

}  // namespace gtl::app
