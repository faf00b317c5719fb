#include "app/shell/frame_digest.hpp"

#include <cstring>
#include <initializer_list>

#include "imgui.h"

namespace gtl::app {
namespace {

// A multiply-xorshift mix over 8-byte words (the tail zero-padded): fast on
// the ~100 KB of a busy frame, and any changed byte changes the digest with
// overwhelming likelihood (a collision would only delay one frame's pixels
// until the next change).
struct Mixer {
  std::uint64_t h = 0x9E3779B97F4A7C15ull;
  void word(std::uint64_t w) {
    h ^= w + 0x9E3779B97F4A7C15ull + (h << 6) + (h >> 2);
    h *= 0xBF58476D1CE4E5B9ull;
    h ^= h >> 31;
  }
  void bytes(const void* p, std::size_t n) {
    const auto* b = static_cast<const unsigned char*>(p);
    std::size_t i = 0;
    for (; i + 8 <= n; i += 8) {
      std::uint64_t w;
      std::memcpy(&w, b + i, 8);
      word(w);
    }
    std::uint64_t tail = 0;
    std::memcpy(&tail, b + i, n - i);
    word(tail ^ (static_cast<std::uint64_t>(n) << 56));
  }
  void real(float f) {
    std::uint32_t u;
    std::memcpy(&u, &f, 4);
    word(u);
  }
};

}  // namespace

std::uint64_t frame_digest(const ImDrawData& data, std::uint64_t extra) {
  Mixer m;
  m.word(extra);
  for (float f : {data.DisplayPos.x, data.DisplayPos.y, data.DisplaySize.x, data.DisplaySize.y,
                  data.FramebufferScale.x, data.FramebufferScale.y})
    m.real(f);
  m.word(static_cast<std::uint64_t>(data.CmdListsCount));
  for (int n = 0; n < data.CmdListsCount; ++n) {
    const ImDrawList& list = *data.CmdLists[n];
    m.bytes(list.VtxBuffer.Data, static_cast<std::size_t>(list.VtxBuffer.Size) * sizeof(ImDrawVert));
    m.bytes(list.IdxBuffer.Data, static_cast<std::size_t>(list.IdxBuffer.Size) * sizeof(ImDrawIdx));
    m.word(static_cast<std::uint64_t>(list.CmdBuffer.Size));
    for (const ImDrawCmd& cmd : list.CmdBuffer) {
      for (float f : {cmd.ClipRect.x, cmd.ClipRect.y, cmd.ClipRect.z, cmd.ClipRect.w}) m.real(f);
      m.word(static_cast<std::uint64_t>(reinterpret_cast<std::uintptr_t>(cmd.TextureId)));
      m.word((static_cast<std::uint64_t>(cmd.VtxOffset) << 32) | cmd.IdxOffset);
      m.word(cmd.ElemCount);
      // A callback draws something of its own: never the same as before.
      static std::uint64_t callbacks = 0;
      if (cmd.UserCallback && cmd.UserCallback != ImDrawCallback_ResetRenderState) m.word(++callbacks << 1);
      else m.word(cmd.UserCallback ? 1 : 0);
    }
  }
  return m.h;
}

}  // namespace gtl::app
