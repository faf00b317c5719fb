// See gl_renderer.hpp: ImGui's draw data drawn without reading GL state back.
#include "app/platform/gl_renderer.hpp"

#include <cstddef>
#include <cstdio>
#include <string>

#include "imgui.h"

#ifdef __EMSCRIPTEN__
#include <GLES3/gl3.h>
#else
#define GL_GLEXT_PROTOTYPES 1
#include <SDL_opengl.h>  // desktop Linux: libGL exports the OpenGL 3 entry points
#endif

namespace gtl::app {
namespace {

constexpr GLuint kPosition = 0, kUv = 1, kColor = 2;  // attribute locations

constexpr const char* kVertexShader = R"(
uniform mat4 projection;
in vec2 position;
in vec2 uv;
in vec4 color;
out vec2 frag_uv;
out vec4 frag_color;
void main() {
  frag_uv = uv;
  frag_color = color;
  gl_Position = projection * vec4(position, 0.0, 1.0);
}
)";

constexpr const char* kFragmentShader = R"(
uniform sampler2D font;
in vec2 frag_uv;
in vec4 frag_color;
out vec4 out_color;
void main() { out_color = frag_color * texture(font, frag_uv); }
)";

// Compiles one shader; on failure prints the driver's log and returns 0.
GLuint compile(GLenum type, const std::string& source) {
  const GLuint s = glCreateShader(type);
  const char* text = source.c_str();
  glShaderSource(s, 1, &text, nullptr);
  glCompileShader(s);
  GLint ok = 0;
  glGetShaderiv(s, GL_COMPILE_STATUS, &ok);  // once, at start-up
  if (ok) return s;
  char log[1024] = {};
  glGetShaderInfoLog(s, sizeof log, nullptr, log);
  std::fprintf(stderr, "game-tree-lab: a %s shader did not compile: %s\n",
               type == GL_VERTEX_SHADER ? "vertex" : "fragment", log);
  glDeleteShader(s);
  return 0;
}

}  // namespace

bool GlRenderer::init(const char* glsl_version) {
  const std::string head = std::string(glsl_version) + "\n";
#ifdef __EMSCRIPTEN__
  const std::string precision = "precision mediump float;\n";
#else
  const std::string precision;
#endif
  const GLuint vs = compile(GL_VERTEX_SHADER, head + kVertexShader);
  const GLuint fs = compile(GL_FRAGMENT_SHADER, head + precision + kFragmentShader);
  if (!vs || !fs) return false;
  program_ = glCreateProgram();
  glAttachShader(program_, vs);
  glAttachShader(program_, fs);
  glBindAttribLocation(program_, kPosition, "position");
  glBindAttribLocation(program_, kUv, "uv");
  glBindAttribLocation(program_, kColor, "color");
  glLinkProgram(program_);
  glDeleteShader(vs);
  glDeleteShader(fs);
  GLint ok = 0;
  glGetProgramiv(program_, GL_LINK_STATUS, &ok);
  if (!ok) {
    char log[1024] = {};
    glGetProgramInfoLog(program_, sizeof log, nullptr, log);
    std::fprintf(stderr, "game-tree-lab: the shaders did not link: %s\n", log);
    return false;
  }
  loc_texture_ = glGetUniformLocation(program_, "font");
  loc_projection_ = glGetUniformLocation(program_, "projection");

  glGenVertexArrays(1, &vao_);
  glGenBuffers(1, &vbo_);
  glGenBuffers(1, &ebo_);
  glBindVertexArray(vao_);
  glBindBuffer(GL_ARRAY_BUFFER, vbo_);
  glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, ebo_);  // part of the vertex array's state
  glEnableVertexAttribArray(kPosition);
  glEnableVertexAttribArray(kUv);
  glEnableVertexAttribArray(kColor);
  point_attributes(0);

  ImGuiIO& io = ImGui::GetIO();
  io.BackendRendererName = "gtl_gl_renderer";
  io.BackendFlags |= ImGuiBackendFlags_RendererHasVtxOffset;
  return true;
}

void GlRenderer::shutdown() {
  if (font_texture_) glDeleteTextures(1, &font_texture_);
  if (vbo_) glDeleteBuffers(1, &vbo_);
  if (ebo_) glDeleteBuffers(1, &ebo_);
  if (vao_) glDeleteVertexArrays(1, &vao_);
  if (program_) glDeleteProgram(program_);
  font_texture_ = vbo_ = ebo_ = vao_ = program_ = 0;
  ImGui::GetIO().Fonts->SetTexID(ImTextureID{});
}

void GlRenderer::upload_fonts() {
  ImGuiIO& io = ImGui::GetIO();
  unsigned char* pixels = nullptr;
  int w = 0, h = 0;
  io.Fonts->GetTexDataAsRGBA32(&pixels, &w, &h);
  if (font_texture_) glDeleteTextures(1, &font_texture_);
  glGenTextures(1, &font_texture_);
  glBindTexture(GL_TEXTURE_2D, font_texture_);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
  glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
  glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA, w, h, 0, GL_RGBA, GL_UNSIGNED_BYTE, pixels);
  io.Fonts->SetTexID(reinterpret_cast<ImTextureID>(static_cast<std::intptr_t>(font_texture_)));
  ++fonts_generation_;
}

void GlRenderer::point_attributes(std::uint32_t vtx_offset) {
  const auto at = [vtx_offset](std::size_t field) {
    return reinterpret_cast<const void*>(vtx_offset * sizeof(ImDrawVert) + field);
  };
  constexpr GLsizei stride = sizeof(ImDrawVert);
  glVertexAttribPointer(kPosition, 2, GL_FLOAT, GL_FALSE, stride, at(offsetof(ImDrawVert, pos)));
  glVertexAttribPointer(kUv, 2, GL_FLOAT, GL_FALSE, stride, at(offsetof(ImDrawVert, uv)));
  glVertexAttribPointer(kColor, 4, GL_UNSIGNED_BYTE, GL_TRUE, stride, at(offsetof(ImDrawVert, col)));
}

void GlRenderer::setup_state(const ImDrawData& data, int fb_w, int fb_h) {
  glViewport(0, 0, fb_w, fb_h);
  glEnable(GL_BLEND);
  glBlendEquation(GL_FUNC_ADD);
  glBlendFuncSeparate(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA, GL_ONE, GL_ONE_MINUS_SRC_ALPHA);
  glDisable(GL_CULL_FACE);
  glDisable(GL_DEPTH_TEST);
  glDisable(GL_STENCIL_TEST);
  glEnable(GL_SCISSOR_TEST);
  // Pixels of the display rectangle to clip space, y down.
  const float l = data.DisplayPos.x, r = data.DisplayPos.x + data.DisplaySize.x;
  const float t = data.DisplayPos.y, b = data.DisplayPos.y + data.DisplaySize.y;
  const float projection[4][4] = {
      {2.0f / (r - l), 0.0f, 0.0f, 0.0f},
      {0.0f, 2.0f / (t - b), 0.0f, 0.0f},
      {0.0f, 0.0f, -1.0f, 0.0f},
      {(r + l) / (l - r), (t + b) / (b - t), 0.0f, 1.0f},
  };
  glUseProgram(program_);
  glUniform1i(loc_texture_, 0);
  glUniformMatrix4fv(loc_projection_, 1, GL_FALSE, &projection[0][0]);
  glActiveTexture(GL_TEXTURE0);
  glBindVertexArray(vao_);
  glBindBuffer(GL_ARRAY_BUFFER, vbo_);
}

void GlRenderer::render(const ImDrawData& data) {
  const int fb_w = static_cast<int>(data.DisplaySize.x * data.FramebufferScale.x);
  const int fb_h = static_cast<int>(data.DisplaySize.y * data.FramebufferScale.y);
  if (fb_w <= 0 || fb_h <= 0 || !program_) return;
  setup_state(data, fb_w, fb_h);
  const ImVec2 clip_off = data.DisplayPos, clip_scale = data.FramebufferScale;
  constexpr GLenum kIndexType = sizeof(ImDrawIdx) == 2 ? GL_UNSIGNED_SHORT : GL_UNSIGNED_INT;
  for (int n = 0; n < data.CmdListsCount; ++n) {
    const ImDrawList& list = *data.CmdLists[n];
    glBufferData(GL_ARRAY_BUFFER, static_cast<GLsizeiptr>(list.VtxBuffer.Size) * sizeof(ImDrawVert),
                 list.VtxBuffer.Data, GL_STREAM_DRAW);
    glBufferData(GL_ELEMENT_ARRAY_BUFFER, static_cast<GLsizeiptr>(list.IdxBuffer.Size) * sizeof(ImDrawIdx),
                 list.IdxBuffer.Data, GL_STREAM_DRAW);
    std::uint32_t pointed_at = 0;  // the vertex offset the attributes point at
    point_attributes(0);
    for (const ImDrawCmd& cmd : list.CmdBuffer) {
      if (cmd.UserCallback) {
        if (cmd.UserCallback == ImDrawCallback_ResetRenderState) {
          setup_state(data, fb_w, fb_h);
          point_attributes(pointed_at);
        } else {
          cmd.UserCallback(&list, &cmd);
        }
        continue;
      }
      const float x0 = (cmd.ClipRect.x - clip_off.x) * clip_scale.x, y0 = (cmd.ClipRect.y - clip_off.y) * clip_scale.y;
      const float x1 = (cmd.ClipRect.z - clip_off.x) * clip_scale.x, y1 = (cmd.ClipRect.w - clip_off.y) * clip_scale.y;
      if (x1 <= x0 || y1 <= y0) continue;
      if (cmd.VtxOffset != pointed_at) point_attributes(pointed_at = cmd.VtxOffset);
      glScissor(static_cast<GLint>(x0), static_cast<GLint>(fb_h - y1), static_cast<GLsizei>(x1 - x0),
                static_cast<GLsizei>(y1 - y0));
      glBindTexture(GL_TEXTURE_2D, static_cast<GLuint>(reinterpret_cast<std::intptr_t>(cmd.GetTexID())));
      glDrawElements(GL_TRIANGLES, static_cast<GLsizei>(cmd.ElemCount), kIndexType,
                     reinterpret_cast<const void*>(cmd.IdxOffset * sizeof(ImDrawIdx)));
    }
  }
  // The scissor goes off again: glClear obeys it, and the next frame's clear
  // (the side panels' background, main.cpp) must reach every pixel, not only
  // the last clip rectangle. Left on, the rest of a WebGL canvas stayed at the
  // browser's transparent black: black side panels in both themes.
  glDisable(GL_SCISSOR_TEST);
}

}  // namespace gtl::app
