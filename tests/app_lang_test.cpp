// The UI language in the running app: View › Language with real clicks, the
// lang action, share links (lang=zh) and which state() fields follow it
// (captions) and which stay machine values (players, outcomes).
#include <gtest/gtest.h>

#include <cfloat>
#include <string>
#include <vector>

#include "imgui.h"

#include "app/kit/share_link.hpp"
#include "app_test_support.hpp"
#include "model/i18n.hpp"

namespace gtl::app {
namespace {

// True when `s` holds a character of the CJK Unified Ideographs block.
bool has_chinese(const std::string& s) {
  for (std::size_t i = 0; i + 2 < s.size(); ++i) {
    const auto b0 = static_cast<unsigned char>(s[i]), b1 = static_cast<unsigned char>(s[i + 1]);
    // U+4E00..U+9FFF is E4 B8 80 .. E9 BF BF in UTF-8.
    if (b0 >= 0xE4 && b0 <= 0xE9 && (b1 & 0xC0) == 0x80) return true;
  }
  return false;
}

std::string caption(testing::HeadlessApp& h) { return h.state().find("number")->find("caption")->string; }

struct LangTest : ::testing::Test {
  // The language is global (like the theme): leave English for the next test.
  ~LangTest() override { i18n::set_lang(i18n::Lang::En); }
};

TEST_F(LangTest, ViewMenuSwitchesTheCaptionsWithRealClicks) {
  testing::HeadlessApp h;
  h.frames(2);
  EXPECT_EQ(h.state().find("settings")->find("lang")->string, "en");
  const std::string english = caption(h);
  EXPECT_FALSE(has_chinese(english)) << english;
  EXPECT_NE(english.find("Christine"), std::string::npos) << english;

  ASSERT_TRUE(h.click("menu.view"));
  ASSERT_TRUE(h.click("view.lang"));
  ASSERT_TRUE(h.click("view.lang.zh"));
  EXPECT_EQ(h.state().find("settings")->find("lang")->string, "zh");
  const std::string chinese = caption(h);
  EXPECT_TRUE(has_chinese(chinese)) << chinese;
  EXPECT_NE(chinese.find("克里斯汀"), std::string::npos) << chinese;
  // Machine values stay as they were: the player to move, the view's name.
  EXPECT_EQ(h.state().find("number")->find("toMovePlayer")->string, "Christine");
  EXPECT_EQ(h.state().find("view")->string, "number");

  // Back to English through the action; the menu's item names stay put (###id).
  EXPECT_TRUE(h.dispatch(R"({"type":"lang","lang":"en"})").find("ok")->boolean);
  h.frames(2);
  EXPECT_EQ(caption(h), english);
  EXPECT_TRUE(h.app().items().find("menu.view").has_value());
}

TEST_F(LangTest, TheActionRefusesUnknownLanguages) {
  testing::HeadlessApp h;
  const json::Value r = h.dispatch(R"({"type":"lang","lang":"fr"})");
  EXPECT_FALSE(r.find("ok")->boolean);
  EXPECT_NE(r.find("error")->string.find("\"en\" or \"zh\""), std::string::npos);
  EXPECT_EQ(h.state().find("settings")->find("lang")->string, "en");
}

TEST_F(LangTest, ShareLinksCarryChinese) {
  testing::HeadlessApp h;
  h.frames(1);
  EXPECT_EQ(h.state().find("link")->string.find("lang="), std::string::npos);  // English links are as before
  h.dispatch(R"({"type":"lang","lang":"zh"})");
  h.dispatch(R"({"type":"number.pick","value":6})");
  const std::string link = h.state().find("link")->string;
  EXPECT_NE(link.find("&lang=zh"), std::string::npos) << link;

  // A fresh app opened on that link speaks Chinese and shows the same position.
  h.dispatch(R"({"type":"lang","lang":"en"})");
  EXPECT_TRUE(h.dispatch(R"({"type":"link.open","query":")" + link + R"("})").find("ok")->boolean);
  EXPECT_EQ(h.state().find("settings")->find("lang")->string, "zh");
  EXPECT_EQ(h.state().find("link")->string, link);
  EXPECT_TRUE(has_chinese(caption(h)));

  const auto bad = parse_share_link("game=number&lang=fr");
  EXPECT_FALSE(bad.link);
  // The app speaks Chinese now, so the link's error does too (and names the key).
  EXPECT_NE(bad.error.find("lang"), std::string::npos) << bad.error;
  EXPECT_TRUE(has_chinese(bad.error)) << bad.error;
  // So do a lesson's own keys' errors.
  const std::string off = h.app().check_link("game=number&max=99");
  EXPECT_NE(off.find("max"), std::string::npos) << off;
  EXPECT_TRUE(has_chinese(off)) << off;
}

TEST_F(LangTest, BallVerdictsAndErrorsFollowTheLanguage) {
  testing::HeadlessApp h;
  h.dispatch(R"({"type":"view","view":"balls"})");
  h.dispatch(R"({"type":"lang","lang":"zh"})");
  const json::Value r = h.dispatch(R"({"type":"balls.take","k":999})");
  ASSERT_FALSE(r.find("ok")->boolean);
  EXPECT_TRUE(has_chinese(r.find("error")->string)) << r.find("error")->string;
}

// ImGui's wrap as built (cmake/imgui_cjk_wrap.inc): Chinese breaks between
// characters, not only at its few spaces, and closing punctuation stays on
// the line of the character before it.
std::vector<std::string> wrap(ImFont* f, const std::string& text, float width) {
  std::vector<std::string> lines;
  const char* s = text.data();
  const char* end = s + text.size();
  while (s < end) {
    const char* e = f->CalcWordWrapPositionA(1.0f, s, end, width);
    if (e == s) e = s + 1;  // (ImGui's own rule for a line too narrow for one character)
    lines.emplace_back(s, e);
    s = e;
    while (s < end && *s == ' ') ++s;  // a break at a blank drops it, as ImGui's RenderText does
  }
  return lines;
}

TEST_F(LangTest, ChineseWrapsBetweenCharactersAndKeepsPunctuationOnItsLine) {
  testing::HeadlessApp h;
  h.frames(1);
  ImFont* f = ImGui::GetFont();
  auto w = [&](const char* t) { return f->CalcTextSizeA(f->FontSize, FLT_MAX, 0, t).x; };
  // The line holds "a 是 D ∞，双方都无": ImGui alone broke after "D" (its last blank).
  const std::string text = "a 是 D ∞，双方都无法强迫获胜，游戏将永远进行下去。";
  std::vector<std::string> lines = wrap(f, text, w("a 是 D ∞，双方都无") + 0.5f);
  ASSERT_GE(lines.size(), 2u);
  EXPECT_EQ(lines[0], "a 是 D ∞，双方都无");
  // Where the edge falls just before "，", "胜" goes down with it.
  lines = wrap(f, "双方都无法强迫获胜，游戏将永远进行下去。", w("双方都无法强迫获胜") + 0.5f);
  ASSERT_GE(lines.size(), 2u);
  EXPECT_EQ(lines[0], "双方都无法强迫获");
  EXPECT_EQ(lines[1].rfind("胜，", 0), 0u) << lines[1];
  for (const std::string& line : lines) {
    EXPECT_LE(w(line.c_str()), w("双方都无法强迫获胜") + 0.5f) << line;
    EXPECT_NE(line.rfind("，", 0), 0u) << line;
    EXPECT_NE(line.rfind("。", 0), 0u) << line;
  }
  // English is wrapped as before: at blanks.
  lines = wrap(f, "neither side can force a win", w("neither side can") + 0.5f);
  ASSERT_EQ(lines.size(), 2u);
  EXPECT_EQ(lines[0], "neither side can");
}

}  // namespace
}  // namespace gtl::app
