// File › Export… in the real app with no window: the automation action writes
// the drawing next to the executable and answers with its name, size and text;
// the dialog is opened from the File menu with the mouse.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "app_test_support.hpp"

namespace gtl::app {
namespace {

using testing::HeadlessApp;

std::size_t count(const std::string& s, const std::string& what) {
  std::size_t n = 0;
  for (std::size_t p = s.find(what); p != std::string::npos; p = s.find(what, p + 1)) ++n;
  return n;
}

TEST(AppExport, ActionWritesTheFileAndAnswersWithItsText) {
  HeadlessApp h;
  h.dispatch(R"({"type":"anim.speed","value":0})");
  h.dispatch(R"({"type":"tree.expand","depth":2})");
  h.frames(3);
  const json::Value r = h.dispatch(R"({"type":"export","what":"tree","format":"svg"})");
  ASSERT_TRUE(r.find("ok")->boolean) << h.app().dispatch_json(R"({"type":"export","what":"tree"})");
  EXPECT_EQ(r.find("name")->string, "gtl-tree.svg");
  const std::string& text = r.find("text")->string;
  EXPECT_EQ(static_cast<double>(text.size()), r.find("bytes")->number);
  // One node group per shown node, as the state counts them.
  const json::Value s = h.state();
  EXPECT_EQ(static_cast<double>(count(text, "<g class=\"node\"") + count(text, "<g class=\"node group\"")), s.find("tree")->find("nodes")->number);
  // The same bytes are in the file next to the executable.
  const std::string path = r.find("path")->string;
  std::ifstream in(path, std::ios::binary);
  std::stringstream file;
  file << in.rdbuf();
  EXPECT_EQ(file.str(), text);
  std::filesystem::remove(path);
}

TEST(AppExport, EveryDrawingAndClearErrors) {
  HeadlessApp h;
  h.frames(2);
  for (const char* what : {"board", "strip", "chart"}) {
    const json::Value r = h.dispatch(std::string(R"({"type":"export","what":")") + what + "\"}");
    ASSERT_TRUE(r.find("ok")->boolean) << what;
    EXPECT_NE(r.find("text")->string.find("<title>"), std::string::npos) << what;
    std::filesystem::remove(r.find("path")->string);
  }
  const json::Value bad = h.dispatch(R"({"type":"export","what":"moon"})");
  EXPECT_FALSE(bad.find("ok")->boolean);
  EXPECT_NE(bad.find("error")->string.find("\"what\""), std::string::npos);
  EXPECT_FALSE(h.dispatch(R"({"type":"export","what":"tree","format":"gif"})").find("ok")->boolean);
  // The desktop app writes SVG only, and says so.
  const json::Value png = h.dispatch(R"({"type":"export","what":"tree","format":"png"})");
  EXPECT_FALSE(png.find("ok")->boolean);
  EXPECT_NE(png.find("error")->string.find("PNG"), std::string::npos);
}

TEST(AppExport, FileMenuOpensTheDialog) {
  HeadlessApp h;
  h.frames(2);
  EXPECT_FALSE(h.app().items().find("export.save"));
  ASSERT_TRUE(h.click("menu.file"));
  ASSERT_TRUE(h.click("file.export"));
  h.frames(2);
  EXPECT_TRUE(h.app().items().find("export.save"));
  EXPECT_TRUE(h.app().items().find("export.what.board"));
  ASSERT_TRUE(h.click("export.close"));
  h.frames(2);
  EXPECT_FALSE(h.app().items().find("export.save"));
}

}  // namespace
}  // namespace gtl::app
