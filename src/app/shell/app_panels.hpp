// What the App's files share about its windows (app_frame.cpp, app_status.cpp):
// the flags of the panels that tile the screen and the status bar's height.
#pragma once

#include "imgui.h"

namespace gtl::app {

inline constexpr float kStatusHeight = 30.0f;  // CSS px
// The keys ImGui's keyboard navigation uses, which are also the app's shortcuts.
inline constexpr ImGuiKey kNavigationKeys[] = {ImGuiKey_Space,     ImGuiKey_Enter,     ImGuiKey_KeypadEnter,
                                               ImGuiKey_LeftArrow, ImGuiKey_RightArrow, ImGuiKey_UpArrow,
                                               ImGuiKey_DownArrow, ImGuiKey_Home,       ImGuiKey_End,
                                               ImGuiKey_PageUp,    ImGuiKey_PageDown};
// The panels tile the screen and their background is the colour the frame is
// cleared to (main.cpp), so they draw none: each full-screen layer skipped is
// ~0.9 M pixels less for a software rasterizer to blend every frame.
inline constexpr ImGuiWindowFlags kPanelFlags = ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize |
                                                ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoSavedSettings |
                                                ImGuiWindowFlags_NoBringToFrontOnFocus | ImGuiWindowFlags_NoBackground;

}  // namespace gtl::app
