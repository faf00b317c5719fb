// view.covered (issue 43 §6): on a phone the live class's panel lies over the
// bottom of the tree while the class has a question. The page says how many
// CSS pixels it covers, and the tree keeps its focused node (the node asked
// about) above them, as it does above the app's own quiz bar.
#include <gtest/gtest.h>

#include <string>

#include "app_test_support.hpp"

namespace gtl::app {
namespace {

using testing::HeadlessApp;

TEST(PageCover, TheFocusedNodeGlidesAboveWhatThePageCovers) {
  HeadlessApp h;
  ImGui::GetIO().DisplaySize = ImVec2(390, 844);
  h.dispatch(R"({"type":"anim.speed","value":0})");
  h.dispatch(R"({"type":"number.new","max":10})");
  h.dispatch(R"({"type":"tree.expand","depth":2})");
  h.dispatch(R"({"type":"tree.select","path":[2,3]})");
  h.frames(60);
  const auto before = h.app().items().find("tree.node:2,3");
  ASSERT_TRUE(before) << "the selected node is drawn";
  // The page covers the window's bottom up to just above the node.
  const int cover = static_cast<int>(844 - before->y + 8);
  ASSERT_TRUE(ok(h.dispatch(R"({"type":"view.covered","bottom":)" + std::to_string(cover) + "}")));
  h.frames(90);
  const auto after = h.app().items().find("tree.node:2,3");
  ASSERT_TRUE(after);
  EXPECT_LE(after->y + after->h, 844 - cover) << "the node is above the cover: y " << after->y << ", h " << after->h;
  EXPECT_GE(after->y, 0);

  // A class question on a student's page hides the outcomes (class.hide):
  // the node asked about is still brought above the cover.
  ASSERT_TRUE(ok(h.dispatch(R"({"type":"view.covered","bottom":0})")));
  h.dispatch(R"({"type":"tree.fit"})");
  h.frames(30);
  ASSERT_TRUE(ok(h.dispatch(R"({"type":"class.hide","on":true})")));
  h.frames(5);
  ASSERT_TRUE(ok(h.dispatch(R"({"type":"view.covered","bottom":)" + std::to_string(cover) + "}")));
  h.dispatch(R"({"type":"tree.focus","path":[2,3]})");
  h.frames(90);
  const auto hidden = h.app().items().find("tree.node:2,3");
  ASSERT_TRUE(hidden) << "drawn and named with its outcome hidden";
  EXPECT_LE(hidden->y + hidden->h, 844 - cover);

  EXPECT_FALSE(ok(h.dispatch(R"({"type":"view.covered","bottom":-1})")));
  EXPECT_FALSE(ok(h.dispatch(R"({"type":"view.covered","bottom":"half"})")));
  EXPECT_TRUE(ok(h.dispatch(R"({"type":"view.covered","bottom":0})")));
}

}  // namespace
}  // namespace gtl::app
