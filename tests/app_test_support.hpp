// Runs the real App with no window: an ImGui context with a built font atlas
// and a fixed display size, frames driven by hand. No GL, no SDL.
#pragma once

#include <memory>
#include <string>

#include "app/shell/app.hpp"
#include "app/lessons/registry.hpp"
#include "app/kit/theme.hpp"
#include "app/kit/key_presses.hpp"
#include "core/json.hpp"
#include "imgui.h"

namespace gtl::app::testing {

// A real click at the centre of `r`: move, press, release, each in frames of
// their own (`frames(n)` draws n frames; ImGui sees one button change per frame).
// Tests that draw a lesson alone pass their own frame function.
template <class Frames>
void click_at(const Rect& r, Frames frames) {
  ImGuiIO& io = ImGui::GetIO();
  io.AddMousePosEvent(r.x + r.w / 2, r.y + r.h / 2);
  frames(2);
  io.AddMouseButtonEvent(0, true);
  frames(1);
  io.AddMouseButtonEvent(0, false);
  frames(2);
}

class HeadlessApp {
 public:
  HeadlessApp() {
    ImGui::CreateContext();
    ImGuiIO& io = ImGui::GetIO();
    io.IniFilename = nullptr;
    io.DisplaySize = ImVec2(1280, 720);
    io.DeltaTime = 1.0f / 60.0f;
    theme::load_fonts(17.0f, 1.0f);
    unsigned char* pixels = nullptr;
    int w = 0, h = 0;
    io.Fonts->GetTexDataAsRGBA32(&pixels, &w, &h);  // a renderer would upload this
    app_ = std::make_unique<App>(make_lessons);
  }
  ~HeadlessApp() {
    app_.reset();
    ImGui::DestroyContext();
  }

  App& app() { return *app_; }

  void frames(int n, float dt = 1.0f / 60.0f) {
    for (int i = 0; i < n; ++i) {
      ImGui::GetIO().DeltaTime = dt;
      ImGui::NewFrame();
      app_->frame();
      ImGui::Render();
    }
  }

  // Frames as the platform loop draws them: App::before_new_frame first (Tab
  // turns ImGui's keyboard navigation on there, and the accessible twin's
  // commands are applied there), then the frame.
  void platform_frames(int n, float dt = 1.0f / 60.0f) {
    for (int i = 0; i < n; ++i) {
      ImGui::GetIO().DeltaTime = dt;
      app_->before_new_frame();
      ImGui::NewFrame();
      app_->frame();
      ImGui::Render();
    }
  }

  // The system's auto-repeat of a held key (SDL's keydown with `repeat` set), seen by the next frame.
  void repeat(ImGuiKey key) { keys::repeated(key); }

  // A key pressed and released in frames of their own (with Shift held, if asked).
  void press(ImGuiKey key, bool shift = false) {
    ImGuiIO& io = ImGui::GetIO();
    if (shift) io.AddKeyEvent(ImGuiMod_Shift, true);
    io.AddKeyEvent(key, true);
    platform_frames(1);
    io.AddKeyEvent(key, false);
    if (shift) io.AddKeyEvent(ImGuiMod_Shift, false);
    platform_frames(2);
  }

  // Draws frames until no long work runs (state().busy is null). A board's
  // tree is built in slices after its solve; in a release build a 2..20 board
  // is done inside the action, under the sanitizers it takes a few frames.
  void settle(int max_frames = 10'000) {
    for (int i = 0; i < max_frames && app_->busy(); ++i) frames(1);
  }

  json::Value state() { return *json::parse(app_->state_json()).value; }

  json::Value dispatch(const std::string& action) {
    return *json::parse(app_->dispatch_json(action)).value;
  }

  // A real click at the centre of a named item: move, press, release in separate frames.
  bool click(const std::string& id) {
    // Let the layout settle first: a window that grows after the last action
    // (a slide added to the lecture panel) moves its items one frame later.
    frames(2);
    auto r = app_->items().find(id);
    if (!r) return false;
    click_at(*r, [this](int n) { frames(n); });
    return true;
  }

 private:
  std::unique_ptr<App> app_;
};

}  // namespace gtl::app::testing

namespace gtl::app {
// An action's answer said ok (h.dispatch's {"ok":true,...}); false if it has no "ok".
inline bool ok(const json::Value& r) { return r.find("ok") && r.find("ok")->boolean; }
}  // namespace gtl::app
