// File › Export… in the real app with no window: the automation action writes
// the drawing next to the executable and answers with its name, size and text;
// the dialog is opened from the File menu with the mouse.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "app/kit/theme_colors.hpp"
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

// The drawing's background as the SVG writes it: "#rrggbb" in either case.
bool has_colour(const std::string& svg, std::uint32_t rgb) {
  char lo[8], up[8];
  std::snprintf(lo, sizeof lo, "#%06x", rgb);
  std::snprintf(up, sizeof up, "#%06X", rgb);
  return svg.find(lo) != std::string::npos || svg.find(up) != std::string::npos;
}

// Issue 43: exports were always in the shown (dark) theme's colours, which
// print badly. The dialog offers light (print) or dark; its default follows the
// theme; the action takes style:'light'|'dark' for one export.
TEST(AppExport, LightForPrintOrDarkAsProjectedDefaultFollowsTheTheme) {
  HeadlessApp h;
  h.frames(2);
  const std::uint32_t light_bg = theme::kLight.canvas_bg, dark_bg = theme::kDark.canvas_bg;
  auto tree = [&h](const char* extra) {
    const json::Value r = h.dispatch(std::string(R"({"type":"export","what":"tree")") + extra + "}");
    EXPECT_TRUE(ok(r));
    std::filesystem::remove(r.find("path")->string);
    return r.find("text")->string;
  };
  ASSERT_EQ(h.state().find("settings")->find("theme")->string, "dark");
  EXPECT_TRUE(has_colour(tree(""), dark_bg)) << "by default, the shown theme's";
  EXPECT_EQ(h.state().find("export")->find("style")->string, "dark");
  const std::string light = tree(R"(,"style":"light")");
  EXPECT_TRUE(has_colour(light, light_bg));
  EXPECT_FALSE(has_colour(light, dark_bg)) << "nothing of the dark background left";
  EXPECT_TRUE(has_colour(tree(""), dark_bg)) << "the action's style was for one export";
  EXPECT_FALSE(ok(h.dispatch(R"({"type":"export","what":"tree","style":"sepia"})")));
  // In the dialog, with the mouse: Light, for print; then every export is light.
  ASSERT_TRUE(h.click("menu.file"));
  ASSERT_TRUE(h.click("file.export"));
  h.frames(2);
  ASSERT_TRUE(h.click("export.style.light"));
  h.frames(2);
  EXPECT_EQ(h.state().find("export")->find("style")->string, "light");
  EXPECT_TRUE(has_colour(tree(""), light_bg));
  // The board (a lesson's own drawing) follows the same choice.
  const json::Value board = h.dispatch(R"({"type":"export","what":"board"})");
  ASSERT_TRUE(ok(board));
  std::filesystem::remove(board.find("path")->string);
  EXPECT_TRUE(has_colour(board.find("text")->string, light_bg));
}

// A light app exports light by default.
TEST(AppExport, ALightAppExportsLightByDefault) {
  HeadlessApp h;
  ASSERT_TRUE(ok(h.dispatch(R"({"type":"theme","name":"light"})"))) << "the theme action";
  h.frames(2);
  EXPECT_EQ(h.state().find("export")->find("style")->string, "light");
  const json::Value r = h.dispatch(R"({"type":"export","what":"tree"})");
  ASSERT_TRUE(ok(r));
  std::filesystem::remove(r.find("path")->string);
  EXPECT_TRUE(has_colour(r.find("text")->string, theme::kLight.canvas_bg));
}

}  // namespace
}  // namespace gtl::app
