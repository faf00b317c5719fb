// A 64-bit digest of what a frame would put on the screen: ImGui's draw data
// (every vertex, index and command: clip rectangle, texture, offsets) and what
// the platform adds around it (the clear colour, the font texture's
// generation). The platform loop draws a frame's pixels only when its digest
// differs from the last one drawn: the frames ImGui needs to settle hover and
// focus after input (eight of them) are mostly identical, and on a machine
// without a GPU (SwiftShader: a school's blocklisted GPU, a VM, the CI's
// headless browser) each costs about 60 ms of CPU at 1280×720 for pixels that
// would not change. What the browser shows stays the last frame drawn.
#pragma once

#include <cstdint>

struct ImDrawData;

namespace gtl::app {

// `extra`: whatever else decides the frame's pixels (the clear colour, a
// font texture re-uploaded under the same id), mixed in.
std::uint64_t frame_digest(const ImDrawData& data, std::uint64_t extra);

}  // namespace gtl::app
