#include "app/kit/key_presses.hpp"

#include <imgui_internal.h>

#include <array>

namespace gtl::app::keys {

namespace {

constexpr int kNamedKeys = ImGuiKey_NamedKey_COUNT;
std::array<int, kNamedKeys> g_pending{};
std::array<int, kNamedKeys> g_frame{};

int slot(ImGuiKey key) { return ImGui::IsNamedKey(key) ? key - ImGuiKey_NamedKey_BEGIN : -1; }

}  // namespace

void repeated(ImGuiKey key) {
  if (const int i = slot(key); i >= 0) ++g_pending[i];
}

void begin_frame() {
  g_frame = g_pending;
  g_pending.fill(0);
}

int presses(ImGuiKey key) {
  const int i = slot(key);
  if (i < 0 || !ImGui::TestKeyOwner(key, ImGuiKeyOwner_Any)) return 0;
  // A repeat counts only while ImGui still has the key down: one whose
  // release ImGui has already applied this frame steps nothing.
  const int repeats = ImGui::IsKeyDown(key) ? g_frame[i] : 0;
  return (ImGui::IsKeyPressed(key, false) ? 1 : 0) + repeats;
}

}  // namespace gtl::app::keys
