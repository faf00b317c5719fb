// What one frame asks of the rasterizer, scene by scene of the browser
// benchmark's lesson (web/bench/longtask.mjs): draw calls, vertices, triangles
// and the pixels blended (the triangles' area inside their clip rectangles, in
// 1280x720 screens). Counted from Dear ImGui's draw data in the real App, with
// no window: deterministic, so two builds compare exactly.
//
// Why it matters: on a machine without a GPU the browser rasterizes WebGL with
// SwiftShader on the CPU and, with software compositing, waits on the page's
// main thread for every frame to finish (a read-back). A frame's triangles and
// blended pixels are then main-thread time.
//   build/native/bench/gtl_frame_cost
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

#include "app_test_support.hpp"
#include "imgui.h"

namespace {

struct Cost {
  int lists = 0, calls = 0;
  long vertices = 0, triangles = 0;
  double pixels = 0;
};

// Area of triangle (a, b, c) inside the rectangle clip (Sutherland-Hodgman).
double clipped_area(ImVec2 a, ImVec2 b, ImVec2 c, const ImVec4& clip) {
  std::vector<ImVec2> poly{a, b, c}, next;
  auto cut = [&](auto inside, auto cross) {
    next.clear();
    for (std::size_t i = 0; i < poly.size(); ++i) {
      const ImVec2 p = poly[i], q = poly[(i + 1) % poly.size()];
      if (inside(p)) next.push_back(p);
      if (inside(p) != inside(q)) next.push_back(cross(p, q));
    }
    poly.swap(next);
  };
  auto at_x = [](float x) {
    return [x](ImVec2 p, ImVec2 q) { return ImVec2(x, p.y + (q.y - p.y) * (x - p.x) / (q.x - p.x)); };
  };
  auto at_y = [](float y) {
    return [y](ImVec2 p, ImVec2 q) { return ImVec2(p.x + (q.x - p.x) * (y - p.y) / (q.y - p.y), y); };
  };
  cut([&](ImVec2 p) { return p.x >= clip.x; }, at_x(clip.x));
  cut([&](ImVec2 p) { return p.x <= clip.z; }, at_x(clip.z));
  cut([&](ImVec2 p) { return p.y >= clip.y; }, at_y(clip.y));
  cut([&](ImVec2 p) { return p.y <= clip.w; }, at_y(clip.w));
  double twice = 0;
  for (std::size_t i = 0; i < poly.size(); ++i) {
    const ImVec2 p = poly[i], q = poly[(i + 1) % poly.size()];
    twice += static_cast<double>(p.x) * q.y - static_cast<double>(q.x) * p.y;
  }
  return std::abs(twice) / 2;
}

Cost measure() {
  const ImDrawData& d = *ImGui::GetDrawData();
  Cost c;
  c.lists = d.CmdListsCount;
  for (int l = 0; l < d.CmdListsCount; ++l) {
    const ImDrawList& list = *d.CmdLists[l];
    c.vertices += list.VtxBuffer.Size;
    for (const ImDrawCmd& cmd : list.CmdBuffer) {
      if (cmd.UserCallback) continue;
      ++c.calls;
      for (unsigned i = 0; i + 2 < cmd.ElemCount; i += 3) {
        const ImDrawVert* v = list.VtxBuffer.Data + cmd.VtxOffset;
        const ImDrawIdx* x = list.IdxBuffer.Data + cmd.IdxOffset + i;
        ++c.triangles;
        c.pixels += clipped_area(v[x[0]].pos, v[x[1]].pos, v[x[2]].pos, cmd.ClipRect);
      }
    }
  }
  return c;
}

}  // namespace

int main() {
  gtl::app::testing::HeadlessApp h;  // 1280x720, as the browser benchmark
  std::printf("One frame's draw data, 1280x720 (pixels blended in screens of 921,600):\n");
  std::printf("  %-34s %6s %6s %9s %10s %8s\n", "scene", "lists", "calls", "vertices", "triangles", "pixels");
  auto row = [&](const char* name) {
    h.settle();
    h.frames(20);  // let fits, glides and hover settle
    const Cost c = measure();
    std::printf("  %-34s %6d %6d %9ld %10ld %8.2f\n", name, c.lists, c.calls, c.vertices, c.triangles,
                c.pixels / (1280.0 * 720.0));
  };
  auto act = [&](const std::string& json) {
    const gtl::json::Value r = h.dispatch(json);
    const gtl::json::Value* ok = r.find("ok");
    if (!ok || !ok->boolean) std::fprintf(stderr, "gtl_frame_cost: %s was refused\n", json.c_str());
  };
  act(R"({"type":"anim.speed","value":0})");
  row("start page (2..20, tree)");
  act(R"({"type":"number.new","max":32})");
  row("new 2..32 board");
  act(R"({"type":"link.open","query":"?game=number&max=30&moves=30,28,26,25,23,22,19,17,16,14"})");
  row("link 2..30 with 10 moves");
  act(R"({"type":"tree.collapseAll"})");
  act(R"({"type":"tree.expand","depth":4,"path":[]})");
  row("expanded to depth 4");
  act(R"({"type":"number.new","max":20})");
  act(R"({"type":"tree.mode","mode":"dag"})");
  act(R"({"type":"tree.expand","depth":19,"path":[]})");
  row("DAG of 2..20 (whole game)");
  act(R"({"type":"teach.induction","order":"memo"})");
  for (int i = 0; i < 5; ++i) act(R"({"type":"teach.step","delta":1})");
  row("memo induction, 5 steps");
}
