// Draws Dear ImGui's draw data with WebGL 2 (browser) or OpenGL 3 (desktop).
//
// Dear ImGui's stock OpenGL backend reads about twenty pieces of GL state back
// every frame (glGetIntegerv, glIsEnabled) so that it can restore them for a
// host application that also draws. This program draws nothing else, so the
// renderer sets the state it needs and never reads any back. That matters in a
// browser: a WebGL read-back is a synchronous round trip to the GPU process,
// which waits for everything queued before it. On a machine without a GPU
// (SwiftShader), seven such waits a frame held the page's main thread up to
// 94 ms while the previous frame was still being rasterized.
//
// Large draw lists (a zoomed-out DAG) pass 65,536 vertices with 16-bit
// indices. WebGL 2 has no glDrawElementsBaseVertex, so a command's vertex
// offset is applied by pointing the vertex attributes at it instead
// (ImGuiBackendFlags_RendererHasVtxOffset is set).
#pragma once

#include <cstdint>

struct ImDrawData;

namespace gtl::app {

class GlRenderer {
 public:
  // Needs a current GL context. `glsl_version` is the shaders' first line
  // ("#version 300 es" for WebGL 2, "#version 130" for OpenGL 3.0). Returns
  // false (and says why on stderr) when the shaders do not compile or link.
  bool init(const char* glsl_version);
  void shutdown();
  // (Re)builds the font texture from ImGui's atlas and hands its id to ImGui.
  void upload_fonts();
  // Counts the font textures uploaded: GL may reuse the old texture's id, so
  // a frame's draw data alone does not show that its glyphs' pixels changed.
  std::uint64_t fonts_generation() const { return fonts_generation_; }
  // Draws one frame's draw data into the bound framebuffer (already cleared).
  void render(const ImDrawData& data);

 private:
  void setup_state(const ImDrawData& data, int fb_w, int fb_h);
  void point_attributes(std::uint32_t vtx_offset);

  std::uint32_t program_ = 0, vao_ = 0, vbo_ = 0, ebo_ = 0, font_texture_ = 0;
  int loc_texture_ = -1, loc_projection_ = -1;
  std::uint64_t fonts_generation_ = 0;
};

}  // namespace gtl::app
