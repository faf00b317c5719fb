// The timeline strip shared by both lessons: the moves so far as chips, step
// back / forward, jump to any move, restart, and autoplay of perfect play.
#pragma once

#include <functional>
#include <string>

#include "app/timeline.hpp"

namespace gtl::app {

struct TimelineUi {
  bool autoplay = false;
  double autoplay_wait = 0;  // seconds since the last autoplayed move

  // Autoplay's clock, called once a frame: true when the next perfect-play move
  // is due — the last move's animation has ended and `pause` seconds (scaled by
  // the animation speed; none when animations are off) have passed.
  bool autoplay_due(double seconds, float speed, bool animating, double pause);
};

// Draws the strip. `label(i)` is the text of move i (e.g. "C 6", "take 3").
// Returns true when the cursor moved (the caller then rebuilds its view).
bool draw_timeline(const char* id, Timeline& t, TimelineUi& ui, const std::function<std::string(std::size_t)>& label,
                   bool game_over);

}  // namespace gtl::app
