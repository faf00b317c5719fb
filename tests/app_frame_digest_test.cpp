// The frame digest (app/shell/frame_digest.hpp): the platform loop skips the
// GL work of a frame whose digest equals the last one drawn, so the digest
// must change with anything that changes a pixel, and stay the same when
// nothing does.
#include <gtest/gtest.h>

#include "app/shell/frame_digest.hpp"
#include "app_test_support.hpp"

namespace gtl::app {
namespace {

using testing::HeadlessApp;

std::uint64_t last_frame(std::uint64_t extra = 0) { return frame_digest(*ImGui::GetDrawData(), extra); }

TEST(FrameDigest, TheSettlingFramesAfterAnInputAreTheSameFrame) {
  HeadlessApp h;
  h.platform_frames(12);
  const std::uint64_t idle = last_frame();
  h.platform_frames(1);
  EXPECT_EQ(last_frame(), idle) << "nothing moved: the same pixels";
  // The mouse over a tile highlights it: another frame, then the same again.
  ImGuiIO& io = ImGui::GetIO();
  const auto tile = h.app().items().find("tile.7");
  ASSERT_TRUE(tile.has_value());
  io.AddMousePosEvent(tile->x + tile->w / 2, tile->y + tile->h / 2);
  h.platform_frames(3);
  const std::uint64_t hover = last_frame();
  EXPECT_NE(hover, idle) << "the hovered tile is drawn differently";
  h.platform_frames(1);
  EXPECT_EQ(last_frame(), hover);
}

TEST(FrameDigest, EveryChangeOfThePicturesInputsChangesIt) {
  HeadlessApp h;
  h.platform_frames(12);
  const std::uint64_t dark = last_frame();
  EXPECT_NE(last_frame(1), dark) << "the clear colour or the font texture's generation is mixed in";
  ASSERT_TRUE(ok(h.dispatch(R"({"type":"theme","name":"light"})")));
  h.platform_frames(3);
  EXPECT_NE(last_frame(), dark) << "another theme, other colours";
  // One vertex's colour, one command's clip rectangle, one index: each alone changes it.
  ImDrawData& d = *ImGui::GetDrawData();
  ASSERT_GT(d.CmdListsCount, 0);
  ImDrawList& list = *d.CmdLists[d.CmdListsCount - 1];
  ASSERT_GT(list.VtxBuffer.Size, 2);
  const std::uint64_t before = last_frame();
  list.VtxBuffer[list.VtxBuffer.Size / 2].col ^= 0x01;
  EXPECT_NE(last_frame(), before);
  list.VtxBuffer[list.VtxBuffer.Size / 2].col ^= 0x01;
  EXPECT_EQ(last_frame(), before) << "restored, the same digest";
  list.CmdBuffer[0].ClipRect.z -= 1;
  EXPECT_NE(last_frame(), before);
  list.CmdBuffer[0].ClipRect.z += 1;
  std::swap(list.IdxBuffer[0], list.IdxBuffer[1]);
  EXPECT_NE(last_frame(), before) << "the same vertices joined in another order";
  std::swap(list.IdxBuffer[0], list.IdxBuffer[1]);
  d.DisplaySize.x -= 1;
  EXPECT_NE(last_frame(), before) << "a resized canvas";
  d.DisplaySize.x += 1;
  EXPECT_EQ(last_frame(), before);
}

}  // namespace
}  // namespace gtl::app
