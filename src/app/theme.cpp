#include "app/theme.hpp"

#include <cmath>
#include <cstdio>

namespace gtl::app::theme {

namespace {
ImFont* g_big = nullptr;
constexpr const char* kFontPaths[] = {
    "/fonts/DejaVuSans.ttf",                             // embedded in the web build
    "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",  // Debian fonts-dejavu-core (native)
};
}  // namespace

ImU32 outcome_color(Outcome o) {
  switch (o) {
    case Outcome::Win: return kWin;
    case Outcome::Lose: return kLose;
    case Outcome::Draw: return kDraw;
    default: return kUnknown;
  }
}

ImU32 text_on(ImU32 fill) {
  const ImVec4 c = ImGui::ColorConvertU32ToFloat4(fill);
  auto lin = [](float v) { return v <= 0.03928f ? v / 12.92f : std::pow((v + 0.055f) / 1.055f, 2.4f); };
  const float l = 0.2126f * lin(c.x) + 0.7152f * lin(c.y) + 0.0722f * lin(c.z);
  // Contrast with white: 1.05 / (l + 0.05); with black: (l + 0.05) / 0.05.
  return 1.05f / (l + 0.05f) >= (l + 0.05f) / 0.05f ? IM_COL32_WHITE : IM_COL32(0x10, 0x10, 0x10, 0xFF);
}

ImVec4 outcome_color_vec(Outcome o) { return ImGui::ColorConvertU32ToFloat4(outcome_color(o)); }

ImFont* big_font() { return g_big; }

void load_fonts(float pixel_size, float scale) {
  ImGuiIO& io = ImGui::GetIO();
  io.Fonts->Clear();
  // Latin, plus the few symbols the lessons print: · × − ← → ↑ ↓ ≈ ≤ ≥ ⇒. The web
  // build embeds a font cut down to exactly these ranges (src/app/CMakeLists.txt).
  static const ImWchar ranges[] = {0x0020, 0x00FF, 0x2010, 0x2027, 0x2190, 0x21FF, 0x2212, 0x2265, 0x25A0, 0x25CF, 0};
  ImFontConfig cfg;
  cfg.OversampleH = 2;
  ImFont* base = nullptr;
  for (const char* path : kFontPaths) {
    if (std::FILE* f = std::fopen(path, "rb")) {
      std::fclose(f);
      base = io.Fonts->AddFontFromFileTTF(path, pixel_size * scale, &cfg, ranges);
      if (base) {
        g_big = io.Fonts->AddFontFromFileTTF(path, pixel_size * 1.6f * scale, &cfg, ranges);
        break;
      }
    }
  }
  if (!base) {
    ImFontConfig def;
    def.SizePixels = 13.0f * scale;
    base = io.Fonts->AddFontDefault(&def);
    g_big = base;
  }
  io.FontGlobalScale = 1.0f / scale;  // render crisp at device pixels, lay out in CSS pixels
  io.Fonts->Build();
}

void apply_style(float /*scale*/) {
  ImGui::StyleColorsDark();
  ImGuiStyle& s = ImGui::GetStyle();
  s.WindowRounding = 4;
  s.FrameRounding = 4;
  s.GrabRounding = 4;
  s.FramePadding = ImVec2(8, 5);
  s.ItemSpacing = ImVec2(8, 6);
  s.ScrollbarSize = 16;
  s.WindowBorderSize = 1;
  s.Colors[ImGuiCol_WindowBg] = ImVec4(0.09f, 0.10f, 0.12f, 1.0f);
  s.Colors[ImGuiCol_ChildBg] = ImVec4(0.07f, 0.08f, 0.09f, 1.0f);
}

}  // namespace gtl::app::theme
