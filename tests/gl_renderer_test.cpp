// The app's renderer (src/app/platform/gl_renderer.*) against a real OpenGL 3 context:
// Mesa through SDL's offscreen video driver, no display needed. The pixels read
// back must be the draw data's: positions (the projection, y down), colours,
// clip rectangles (scissor, y flipped), and draw lists past 65,536 vertices,
// whose vertex offsets the renderer applies by re-pointing the attributes.
#include <gtest/gtest.h>

#include <SDL.h>

#include <cstdint>
#include <vector>

#define GL_GLEXT_PROTOTYPES 1
#include <SDL_opengl.h>

#include "app/platform/gl_renderer.hpp"
#include "imgui.h"

namespace gtl::app {
namespace {

constexpr int kSize = 256;

class GlRendererTest : public ::testing::Test {
 protected:
  void SetUp() override {
    ASSERT_EQ(SDL_Init(SDL_INIT_VIDEO), 0) << SDL_GetError();
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 0);
    window_ = SDL_CreateWindow("gl", 0, 0, kSize, kSize, SDL_WINDOW_OPENGL | SDL_WINDOW_HIDDEN);
    ASSERT_NE(window_, nullptr) << SDL_GetError();
    gl_ = SDL_GL_CreateContext(window_);
    ASSERT_NE(gl_, nullptr) << SDL_GetError();
    SDL_GL_MakeCurrent(window_, gl_);
    ImGui::CreateContext();
    ImGuiIO& io = ImGui::GetIO();
    io.IniFilename = nullptr;
    io.DisplaySize = ImVec2(kSize, kSize);
    io.Fonts->AddFontDefault();
    ASSERT_TRUE(renderer_.init("#version 130"));
    renderer_.upload_fonts();
  }
  void TearDown() override {
    renderer_.shutdown();
    if (ImGui::GetCurrentContext()) ImGui::DestroyContext();
    if (gl_) SDL_GL_DeleteContext(gl_);
    if (window_) SDL_DestroyWindow(window_);
    SDL_Quit();
  }

  // Clears to `clear` as the platform loop does (main.cpp: no GL state set
  // but the clear colour, whatever the previous frame left), draws the
  // frame's draw data and reads the pixels back (row 0 at the top, as ImGui's y).
  std::vector<std::uint32_t> draw(std::uint32_t clear = 0xFF000000u) {
    ImGui::Render();
    glViewport(0, 0, kSize, kSize);
    glClearColor((clear & 0xFF) / 255.0f, ((clear >> 8) & 0xFF) / 255.0f, ((clear >> 16) & 0xFF) / 255.0f, 1);
    glClear(GL_COLOR_BUFFER_BIT);
    renderer_.render(*ImGui::GetDrawData());
    std::vector<std::uint32_t> rows(kSize * kSize);
    glReadPixels(0, 0, kSize, kSize, GL_RGBA, GL_UNSIGNED_BYTE, rows.data());
    std::vector<std::uint32_t> top_down(kSize * kSize);
    for (int y = 0; y < kSize; ++y)
      for (int x = 0; x < kSize; ++x) top_down[y * kSize + x] = rows[(kSize - 1 - y) * kSize + x];
    return top_down;
  }

  SDL_Window* window_ = nullptr;
  SDL_GLContext gl_ = nullptr;
  GlRenderer renderer_;
};

// ImU32 colours are 0xAABBGGRR, the same bytes glReadPixels gives as RGBA.
ImU32 colour_of(int i) { return IM_COL32(i & 0xFF, (i >> 8) & 0xFF, 0x80, 0xFF); }

TEST_F(GlRendererTest, EveryPixelOfADrawListPast65536VerticesLandsWithItsColour) {
  ASSERT_TRUE(ImGui::GetIO().BackendFlags & ImGuiBackendFlags_RendererHasVtxOffset);
  ImGui::NewFrame();
  ImDrawList* dl = ImGui::GetForegroundDrawList();
  // One-pixel squares, 4 vertices each: 17,000 of them need 68,000 vertices,
  // so ImGui starts a command at a vertex offset past the 16-bit range.
  constexpr int kQuads = 17000;
  for (int i = 0; i < kQuads; ++i) {
    const float x = static_cast<float>(i % kSize), y = static_cast<float>(i / kSize);
    dl->AddRectFilled(ImVec2(x, y), ImVec2(x + 1, y + 1), colour_of(i));
  }
  bool offset_used = false;
  for (const ImDrawCmd& c : dl->CmdBuffer) offset_used |= c.VtxOffset > 0;
  ASSERT_TRUE(offset_used) << "the test must reach past 65,536 vertices";
  const std::vector<std::uint32_t> px = draw();
  int wrong = 0;
  for (int i = 0; i < kQuads; ++i)
    if (px[(i / kSize) * kSize + i % kSize] != colour_of(i) && ++wrong <= 5)
      ADD_FAILURE() << "quad " << i << ": 0x" << std::hex << px[(i / kSize) * kSize + i % kSize] << " instead of 0x"
                    << colour_of(i);
  EXPECT_EQ(wrong, 0);
  EXPECT_EQ(px[(kSize - 1) * kSize + 7], 0xFF000000u) << "below the squares the frame stays clear";
}

TEST_F(GlRendererTest, ClipRectanglesCutTheDrawing) {
  ImGui::NewFrame();
  ImDrawList* dl = ImGui::GetForegroundDrawList();
  dl->PushClipRect(ImVec2(10, 20), ImVec2(50, 200), false);
  dl->AddRectFilled(ImVec2(0, 0), ImVec2(kSize, kSize), IM_COL32(0xFF, 0x40, 0x10, 0xFF));
  dl->PopClipRect();
  const std::vector<std::uint32_t> px = draw();
  const auto at = [&](int x, int y) { return px[y * kSize + x]; };
  const std::uint32_t fill = IM_COL32(0xFF, 0x40, 0x10, 0xFF), clear = 0xFF000000u;
  EXPECT_EQ(at(10, 20), fill);
  EXPECT_EQ(at(49, 199), fill);
  EXPECT_EQ(at(9, 100), clear);
  EXPECT_EQ(at(50, 100), clear);
  EXPECT_EQ(at(30, 19), clear);
  EXPECT_EQ(at(30, 200), clear) << "the clip's y is from the top, GL's scissor from the bottom";
}

// A frame whose last command was clipped must not clip the next frame's
// clear: the side panels have no background of their own and show the clear
// colour, so a scissor left on drew them black in the browser.
TEST_F(GlRendererTest, TheNextFramesClearReachesEveryPixelAfterAClippedFrame) {
  ImGui::NewFrame();
  ImDrawList* dl = ImGui::GetForegroundDrawList();
  dl->PushClipRect(ImVec2(10, 20), ImVec2(50, 60), false);
  dl->AddRectFilled(ImVec2(0, 0), ImVec2(kSize, kSize), IM_COL32(0xFF, 0x40, 0x10, 0xFF));
  dl->PopClipRect();
  draw();
  ImGui::NewFrame();  // an empty frame, cleared to the light theme's panel grey
  constexpr std::uint32_t grey = IM_COL32(0xF5, 0xF6, 0xF7, 0xFF);
  const std::vector<std::uint32_t> px = draw(grey);
  int wrong = 0;
  for (std::uint32_t p : px) wrong += p != grey;
  EXPECT_EQ(wrong, 0) << "pixels the clear did not reach, e.g. (0, 0) = 0x" << std::hex << px[0];
}

}  // namespace
}  // namespace gtl::app
