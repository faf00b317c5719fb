// One step per key press the system delivers.
//
// The app's stepping shortcuts (the timeline's arrows, PageDown / PageUp, the
// induction's Space, the tree's + and -) step once when a key goes down and
// once more for each auto-repeat the operating system sends while it is held,
// at the delay and rate the user set there (a motor-impaired user's long
// repeat delay is honoured). ImGui's own repeat counts a key's hold in frame
// time, so on a loaded machine one press whose release reached the app a few
// slow frames later stepped twice; here the frames' timing never makes a step.
//
// The platform reports each auto-repeat (SDL's keydown with `repeat` set; in
// the browser the page's repeated keydown) with `repeated` before the frame;
// `App::before_new_frame` calls `begin_frame`, which hands the frame the
// repeats that arrived since the last one.
#pragma once

#include <imgui.h>

namespace gtl::app::keys {

// The platform: the system auto-repeated `key` (held down).
void repeated(ImGuiKey key);

// Before ImGui::NewFrame(): this frame's repeats are those reported since the last call.
void begin_frame();

// How many steps `key` makes this frame: 1 when it went down (ImGui's press,
// no frame-timed repeat) plus the system's repeats, or 0 while another owner
// holds the key this frame (ImGui::SetKeyOwner with LockThisFrame).
int presses(ImGuiKey key);

// presses(forward) - presses(back).
inline int steps(ImGuiKey forward, ImGuiKey back) { return presses(forward) - presses(back); }

}  // namespace gtl::app::keys
