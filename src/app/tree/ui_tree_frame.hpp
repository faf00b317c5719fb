// What the tree panel's drawing files share (ui_tree_canvas.cpp,
// ui_tree_touch.cpp, ui_tree_overview.cpp): one frame's canvas geometry, the
// node geometry and zoom limits, and small measuring helpers.
#pragma once

#include <algorithm>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "app/kit/ui_flow.hpp"  // text_width
#include "imgui.h"
#include "model/draw_list.hpp"
#include "model/label_fit.hpp"
#include "model/scene_look.hpp"
#include "model/viewport.hpp"
#include "core/quantity_text.hpp"

namespace gtl::app {

namespace tree_frame {

// The geometry is shared with the SVG export (model/scene_look.hpp).
inline constexpr const model::NodeGeometry& kGeometry = model::kTreeGeometry;
inline constexpr double kSlot = model::kTreeSlot;
inline constexpr model::ZoomRange kZoom{1e-4, 240};
inline constexpr double kMinNodeHeightPx = 18;
inline constexpr double kGlideSeconds = 0.35;

// The inspector column: about 19 characters of the current font, at most 40%
// of the panel; when that leaves it too narrow to read (small windows, large
// text) the tree takes the whole width and the tooltip says what it would.
inline float inspector_width(float panel_width) {
  const float fs = ImGui::GetFontSize();
  const float w = std::min(19.0f * fs, 0.4f * panel_width);
  return w < 13.0f * fs ? 0.0f : w;
}

// The smallest zoom at which a node is readable: "W 99" fits with a margin
// and the box is at least kMinNodeHeightPx tall.
inline double readable_zoom() {
  return std::max(kMinNodeHeightPx / kGeometry.node_height, (text_width("W 99") + 10) / kGeometry.node_width);
}

inline model::LodThresholds lod_thresholds() {
  const double line = ImGui::GetTextLineHeight();
  // Label: two lines of text in the box; letter: one.
  return {(2 * line + 8) / kGeometry.node_height * kGeometry.node_width,
          std::max((line + 4) / kGeometry.node_height * kGeometry.node_width, text_width("W") + 6.0), 3};
}

// The least zoom at which a box shows its position's label under its head (a
// hair above the threshold, so rounding never drops it to one line).
inline double label_zoom() { return lod_thresholds().label_px * 1.02 / kGeometry.node_width; }

inline const char* lod_name(model::Lod l) {
  switch (l) {
    case model::Lod::Label: return "labels";
    case model::Lod::Letter: return "letters";
    case model::Lod::Dot: return "boxes";
    default: return "folded";
  }
}

inline std::string join_line(const std::vector<std::int64_t>& line) { return text::join(line); }

}  // namespace tree_frame

// One frame's canvas: where it is and how large, the zoom, the pointer.
struct CanvasFrame {
  ImVec2 origin, size;
  ImDrawList* dl = nullptr;
  double zoom = 1;
  bool hovered = false;
  model::Vec2 mouse;  // canvas-relative
  model::Lod lod = model::Lod::Label;
  double gap_px = 0;  // free height between a row's boxes and the next row's
  // Texts drawn this frame (for the overlap check) and the placer for edge labels.
  std::vector<model::Rect>* texts = nullptr;
  model::LabelPlacer* placer = nullptr;

  ImVec2 to_screen(double wx, double wy, const model::Viewport& vp) const {
    const model::Vec2 s = vp.world_to_screen(model::Vec2{wx, wy});
    return ImVec2(origin.x + static_cast<float>(s.x), origin.y + static_cast<float>(s.y));
  }
};

}  // namespace gtl::app
