#include "app/kit/theme.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>
#include <unordered_set>

#include "imgui_internal.h"  // ImTextCharFromUtf8

#include "model/i18n.hpp"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#endif

namespace gtl::app::theme {

namespace {
ImFont* g_big = nullptr;
ThemeName g_theme = ThemeName::Dark;
constexpr const char* kFontPaths[] = {
    "/fonts/DejaVuSans.ttf",                             // embedded in the web build
    "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",  // Debian fonts-dejavu-core (native)
};

constexpr const char* kCjkPaths[] = {
    "/fonts/cjk-sc.ttf",                                // fetched on demand by the web build
    "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc",  // Debian fonts-wqy-microhei (native)
};
// The languages' own names ("简体中文" in View › Language) are drawn in every
// language, so their few glyphs are embedded in the first download (a few KB).
constexpr const char* kLangNamePaths[] = {
    "/fonts/cjk-names.ttf",
    "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc",
};
CjkFont g_cjk = CjkFont::None;
void (*g_cjk_ready)() = nullptr;
bool g_cjk_merged = false;  // the atlas holds the CJK glyphs

template <std::size_t N>
const char* first_file(const char* const (&paths)[N]) {
  for (const char* path : paths)
    if (std::FILE* f = std::fopen(path, "rb")) {
      std::fclose(f);
      return path;
    }
  return nullptr;
}

const char* cjk_path() { return first_file(kCjkPaths); }

ImVector<ImWchar> ranges_of(const auto& add_texts) {
  ImFontGlyphRangesBuilder b;
  add_texts(b);
  ImVector<ImWchar> r;
  b.BuildRanges(&r);
  return r;
}

std::string g_chinese_extra;  // add_chinese_text: the lectures' characters

// Exactly the characters of the Chinese table and of add_chinese_text (the web
// file is cut to the same set at build time): building the atlas from them keeps it small.
const ImWchar* chinese_ranges() {
  static const ImVector<ImWchar> ranges = ranges_of([](ImFontGlyphRangesBuilder& b) {
    // The lessons' own words too (added to the lookup when the lessons are made).
    for (const std::string_view text : i18n::texts(i18n::Lang::Zh)) b.AddText(text.data(), text.data() + text.size());
    b.AddText(g_chinese_extra.data(), g_chinese_extra.data() + g_chinese_extra.size());
  });
  return ranges.Data;
}

const ImWchar* lang_name_ranges() {
  static const ImVector<ImWchar> ranges =
      ranges_of([](ImFontGlyphRangesBuilder& b) { b.AddText(i18n::tr("lang.name", i18n::Lang::Zh)); });
  return ranges.Data;
}

bool want_cjk() { return i18n::lang() == i18n::Lang::Zh && g_cjk == CjkFont::Ready; }

constexpr ImU32 to_u32(Rgb c, unsigned a = 0xFF) {
  return IM_COL32((c >> 16) & 0xFF, (c >> 8) & 0xFF, c & 0xFF, a);
}
constexpr detail::Live live_of(const Colors& c) {
  return {to_u32(c.win), to_u32(c.lose), to_u32(c.draw), to_u32(c.unknown),
          to_u32(c.first), to_u32(c.second), to_u32(c.highlight)};
}
ImVec4 vec(Rgb c, float a = 1.0f) {
  return ImVec4(((c >> 16) & 0xFF) / 255.0f, ((c >> 8) & 0xFF) / 255.0f, (c & 0xFF) / 255.0f, a);
}
Rgb rgb_of(ImU32 c) {
  return ((c >> IM_COL32_R_SHIFT) & 0xFF) << 16 | ((c >> IM_COL32_G_SHIFT) & 0xFF) << 8 | ((c >> IM_COL32_B_SHIFT) & 0xFF);
}

// ImGui's colours from the table: every text/fill pair ImGui draws is one the
// table declares (text_pairs), so the contrast test covers the chrome too.
void apply_colors(const Colors& t) {
  ImVec4* c = ImGui::GetStyle().Colors;
  c[ImGuiCol_Text] = vec(t.text);
  c[ImGuiCol_TextDisabled] = vec(t.text_muted);
  c[ImGuiCol_WindowBg] = vec(t.window_bg);
  c[ImGuiCol_ChildBg] = vec(t.canvas_bg);
  c[ImGuiCol_PopupBg] = vec(t.popup_bg);
  c[ImGuiCol_MenuBarBg] = vec(t.menubar_bg);
  c[ImGuiCol_TitleBg] = vec(t.title_bg);
  c[ImGuiCol_TitleBgCollapsed] = vec(t.title_bg);
  c[ImGuiCol_TitleBgActive] = vec(t.title_active);
  c[ImGuiCol_Border] = vec(t.border);
  c[ImGuiCol_BorderShadow] = vec(0, 0);
  c[ImGuiCol_FrameBg] = vec(t.frame);
  c[ImGuiCol_FrameBgHovered] = vec(t.frame_hovered);
  c[ImGuiCol_FrameBgActive] = vec(t.frame_active);
  c[ImGuiCol_Button] = vec(t.button);
  c[ImGuiCol_ButtonHovered] = vec(t.button_hovered);
  c[ImGuiCol_ButtonActive] = vec(t.button_active);
  c[ImGuiCol_Header] = vec(t.button);
  c[ImGuiCol_HeaderHovered] = vec(t.button_hovered);
  c[ImGuiCol_HeaderActive] = vec(t.button_active);
  c[ImGuiCol_Tab] = vec(t.button);
  c[ImGuiCol_TabHovered] = vec(t.button_hovered);
  c[ImGuiCol_TabActive] = vec(t.button_active);
  c[ImGuiCol_CheckMark] = vec(t.accent);
  c[ImGuiCol_SliderGrab] = vec(t.accent);
  c[ImGuiCol_SliderGrabActive] = vec(t.accent);
  c[ImGuiCol_ScrollbarBg] = vec(t.window_bg);
  c[ImGuiCol_ScrollbarGrab] = vec(t.border);
  c[ImGuiCol_ScrollbarGrabHovered] = vec(t.text_muted);
  c[ImGuiCol_ScrollbarGrabActive] = vec(t.text_muted);
  c[ImGuiCol_Separator] = vec(t.border);
  c[ImGuiCol_SeparatorHovered] = vec(t.accent);
  c[ImGuiCol_SeparatorActive] = vec(t.accent);
  c[ImGuiCol_TableHeaderBg] = vec(t.menubar_bg);
  c[ImGuiCol_TableBorderStrong] = vec(t.border);
  c[ImGuiCol_TableBorderLight] = vec(t.border);
  c[ImGuiCol_TableRowBg] = vec(0, 0);
  c[ImGuiCol_TableRowBgAlt] = vec(t.row_alt);
  c[ImGuiCol_TextSelectedBg] = vec(t.accent, 0.35f);
  // The focus ring of keyboard navigation (2 px, drawn by ImGui around the item).
  c[ImGuiCol_NavHighlight] = vec(t.focus);
  c[ImGuiCol_ModalWindowDimBg] = vec(0x000000, 0.45f);
}
}  // namespace

namespace detail {
Live g_live = live_of(kDark);
CanvasColors g_canvas = kCanvasDark;
}

void set_theme(ThemeName t) {
  g_theme = t;
  detail::g_live = live_of(colors_of(t));
  detail::g_canvas = canvas_colors_of(t);
  if (ImGui::GetCurrentContext()) apply_colors(colors_of(t));
}

ThemeName current_theme() { return g_theme; }
const Colors& colors() { return colors_of(g_theme); }
ImU32 u32(Rgb c, float alpha) { return to_u32(c, static_cast<unsigned>(std::lround(alpha * 255.0f))); }

ImU32 fade(ImU32 c, float a) {
  ImVec4 v = ImGui::ColorConvertU32ToFloat4(c);
  v.w *= a;
  return ImGui::ColorConvertFloat4ToU32(v);
}

ImU32 outcome_color(Outcome o) {
  switch (o) {
    case Outcome::Win: return kWin;
    case Outcome::Lose: return kLose;
    case Outcome::Draw: return kDraw;
    default: return kUnknown;
  }
}

ImVec4 outcome_color_vec(Outcome o) {
  const Colors& t = colors();
  switch (o) {
    case Outcome::Win: return vec(t.win_text);
    case Outcome::Lose: return vec(t.lose_text);
    case Outcome::Draw: return vec(t.draw_text);
    default: return vec(t.text_muted);
  }
}

ImU32 text_on(ImU32 fill) { return to_u32(best_text_on(rgb_of(fill))); }
ImU32 ink() { return to_u32(colors().text); }
ImU32 muted_ink() { return to_u32(colors().text_muted); }
ImU32 canvas_bg() { return to_u32(colors().canvas_bg); }
ImVec4 highlight_text() { return vec(colors().highlight_text); }

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
  g_cjk_merged = false;
  const bool full_cjk = want_cjk() && cjk_path();
  const char* cjk = full_cjk ? cjk_path() : first_file(kLangNamePaths);
  const ImWchar* cjk_ranges = full_cjk ? chinese_ranges() : lang_name_ranges();
  // Each size gets DejaVu, then the CJK glyphs merged into it: the whole Chinese
  // table while Chinese is shown, otherwise only the language's own name.
  auto add = [&](const char* path, float px) {
    ImFont* font = io.Fonts->AddFontFromFileTTF(path, px, &cfg, ranges);
    if (font && cjk) {
      ImFontConfig merge;
      merge.MergeMode = true;
      merge.OversampleH = 1;  // ideographs are dense: no horizontal oversampling keeps the atlas small
      const bool merged = io.Fonts->AddFontFromFileTTF(cjk, px, &merge, cjk_ranges) != nullptr;
      g_cjk_merged = full_cjk && merged;
    }
    return font;
  };
  for (const char* path : kFontPaths) {
    if (std::FILE* f = std::fopen(path, "rb")) {
      std::fclose(f);
      base = add(path, pixel_size * scale);
      if (base) {
        g_big = add(path, pixel_size * 1.6f * scale);
        break;
      }
    }
  }
  if (!base) {
    // Native only in practice: the web build embeds DejaVu in its binary and
    // compiles ImGui without this fallback's data (GTL_NO_DEFAULT_FONT).
    ImFontConfig def;
    def.SizePixels = 13.0f * scale;
    base = io.Fonts->AddFontDefault(&def);
    g_big = base;
  }
  io.FontGlobalScale = 1.0f / scale;  // render crisp at device pixels, lay out in CSS pixels
  io.Fonts->Build();
}

bool fonts_stale() { return want_cjk() != g_cjk_merged; }

#ifdef __EMSCRIPTEN__
namespace {
// What the page still waits for: the font, and the Chinese words when the
// binary left them out (model/i18n.hpp, GTL_ZH_TABLE). Ready once both are in;
// Failed at the first that fails.
int g_cjk_waiting = 0;
void cjk_part_done(bool ok) {
  if (g_cjk != CjkFont::Loading) return;
  if (!ok || --g_cjk_waiting == 0) {
    g_cjk = ok ? CjkFont::Ready : CjkFont::Failed;
    if (g_cjk_ready) g_cjk_ready();
  }
}
}  // namespace
#endif

void request_cjk_font(void (*on_ready)()) {
  if (on_ready) g_cjk_ready = on_ready;
  if (g_cjk == CjkFont::Ready || g_cjk == CjkFont::Loading) return;
  if (cjk_path() && i18n::has_words(i18n::Lang::Zh)) {
    g_cjk = CjkFont::Ready;
    return;
  }
#ifdef __EMSCRIPTEN__
  // Relative to the page, so they come from the page's own origin (and the
  // offline cache); failures are reported through cjk_font() ("failed").
  g_cjk = CjkFont::Loading;
  const bool font = !cjk_path(), words = !i18n::has_words(i18n::Lang::Zh);
  g_cjk_waiting = (font ? 1 : 0) + (words ? 1 : 0);
  if (font)
    emscripten_async_wget(
        "fonts/cjk-sc.ttf", kCjkPaths[0], [](const char*) { cjk_part_done(true); },
        [](const char*) { cjk_part_done(false); });
  if (words)
    emscripten_async_wget_data(
        "words-zh.txt", nullptr,
        [](void*, void* data, int size) {
          std::string error;
          const bool ok = i18n::add_strings_file(
              i18n::Lang::Zh, std::string_view(static_cast<const char*>(data), static_cast<std::size_t>(size)), error);
          if (!ok) std::fprintf(stderr, "words-zh.txt: %s\n", error.c_str());
          cjk_part_done(ok);
        },
        [](void*) { cjk_part_done(false); });
#else
  g_cjk = CjkFont::Failed;
#endif
}

CjkFont cjk_font() { return g_cjk; }

const char* cjk_font_name(CjkFont f) {
  switch (f) {
    case CjkFont::Loading: return "loading";
    case CjkFont::Ready: return "ready";
    case CjkFont::Failed: return "failed";
    default: return "none";
  }
}

int missing_glyphs(std::string_view text) {
  if (!ImGui::GetCurrentContext()) return 0;
  ImFontAtlas& atlas = *ImGui::GetIO().Fonts;
  if (atlas.Fonts.empty() || !atlas.IsBuilt()) return 0;
  const ImFont* font = atlas.Fonts[0];
  std::unordered_set<unsigned int> seen;
  const char* s = text.data();
  const char* end = s + text.size();
  int missing = 0;
  while (s < end) {
    unsigned int c = 0;
    const int n = ImTextCharFromUtf8(&c, s, end);
    if (n <= 0) break;
    s += n;
    if (c < 0x20 || !seen.insert(c).second) continue;
    if (!font->FindGlyphNoFallback(static_cast<ImWchar>(c))) ++missing;
  }
  return missing;
}

void add_chinese_text(std::string_view text) {
  if (g_chinese_extra.find(text) == std::string::npos) g_chinese_extra += text;  // each App registers the same text
}

namespace {
bool g_touch_sizes = false;
}

bool touch_sizes() { return g_touch_sizes; }

// On touch screens a button is at least 44 px wide as well as tall (WCAG
// 2.5.5): a one-letter label ("W", "<") would leave it ~40 px wide.
bool button(const char* label) {
  if (!g_touch_sizes) return ImGui::Button(label);
  const float text = ImGui::CalcTextSize(label, nullptr, true).x + 2 * ImGui::GetStyle().FramePadding.x;
  return ImGui::Button(label, ImVec2(std::max(44.0f, text), 0));
}

// With a mouse, a small button is still at least 24 px high (WCAG 2.5.8): its
// text keeps the line's height, the frame grows around it.
bool small_button(const char* label) {
  if (g_touch_sizes) return button(label);
  const float pad_y = std::max(0.0f, (24.0f - ImGui::GetFontSize()) / 2);
  ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, ImVec2(ImGui::GetStyle().FramePadding.x, pad_y));
  const bool pressed = ImGui::Button(label);
  ImGui::PopStyleVar();
  return pressed;
}

float int_field_width(int digits, float least) {
  const ImGuiStyle& st = ImGui::GetStyle();
  const float text = static_cast<float>(digits) * ImGui::CalcTextSize("0").x + 2 * st.FramePadding.x;
  return std::max(least, text + 2 * (ImGui::GetFrameHeight() + st.ItemInnerSpacing.x));
}

void set_touch_sizes(bool touch, float font_px) {
  g_touch_sizes = touch;
  ImGuiStyle& s = ImGui::GetStyle();
  constexpr float kTarget = 44;  // model::kTouchTargetPx (CSS px)
  const ImVec2 pad = touch ? ImVec2(std::max(8.0f, (kTarget - font_px) / 2), std::max(5.0f, (kTarget - font_px) / 2))
                           : ImVec2(8, 5);
  if (s.FramePadding.x == pad.x && s.FramePadding.y == pad.y) return;
  s.FramePadding = pad;
  s.ItemSpacing = touch ? ImVec2(10, 8) : ImVec2(8, 6);
  s.ScrollbarSize = touch ? 22 : 16;
  s.GrabMinSize = touch ? 28 : 12;
}

void apply_style(float /*scale*/) {
  ImGuiStyle& s = ImGui::GetStyle();
  s.WindowRounding = 4;
  s.FrameRounding = 4;
  s.GrabRounding = 4;
  s.FramePadding = ImVec2(8, 5);
  s.ItemSpacing = ImVec2(8, 6);
  s.ScrollbarSize = 16;
  s.WindowBorderSize = 1;
  apply_colors(colors());
}

}  // namespace gtl::app::theme
