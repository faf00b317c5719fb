// The string tables: every key in both languages, no key twice, the same
// placeholders on both sides, and the lookup/formatting rules of i18n.hpp.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <set>
#include <string>

#include "model/i18n.hpp"

namespace gtl::i18n {
namespace {

std::map<std::string, std::string> as_map(Lang lang) {
  std::map<std::string, std::string> m;
  for (const Entry& e : table(lang)) {
    EXPECT_TRUE(m.emplace(e.key, e.text).second) << "key twice in " << code(lang) << ": " << e.key;
  }
  return m;
}

// The set of {n} placeholders a text uses.
std::set<std::string> placeholders(const std::string& text) {
  std::set<std::string> out;
  for (std::size_t i = text.find('{'); i != std::string::npos; i = text.find('{', i + 1)) {
    const std::size_t close = text.find('}', i);
    if (close != std::string::npos && close - i <= 3) out.insert(text.substr(i, close - i + 1));
  }
  return out;
}

TEST(I18n, EveryKeyExistsInBothLanguagesWithTheSamePlaceholders) {
  const auto en = as_map(Lang::En);
  const auto zh = as_map(Lang::Zh);
  for (const auto& [key, text] : en) {
    auto it = zh.find(key);
    ASSERT_NE(it, zh.end()) << "missing in zh: " << key;
    EXPECT_EQ(placeholders(text), placeholders(it->second)) << "placeholders differ for " << key;
    EXPECT_FALSE(text.empty()) << key;
    EXPECT_FALSE(it->second.empty()) << key;
  }
  for (const auto& [key, text] : zh) EXPECT_TRUE(en.contains(key)) << "missing in en: " << key;
}

// A Chinese text equal to the English one is a key someone forgot to translate,
// unless it is one of these: symbols, abbreviations and texts meant for both.
TEST(I18n, EveryChineseTextIsTranslated) {
  const std::set<std::string> same_in_both = {
      "tree.mode_dag",      // "DAG" is the term in Chinese textbooks too
      "words.ball_label",   // only placeholders and symbols
      "view.panel_toggle",  // the menu bar's "≡" (the side panel), a symbol
      "a11y.tree_move",     // "{0} → {1}": a move and a position, a symbol between
      // Key names on the keyboard (the twin's keys in Help › Keyboard shortcuts).
      "a11y.key.tab.key", "a11y.key.digits.key", "a11y.key.tree.key", "a11y.key.graph.key", "a11y.key.esc.key",
  };
  const auto en = as_map(Lang::En);
  for (const auto& [key, text] : as_map(Lang::Zh)) {
    if (same_in_both.contains(key) || !en.contains(key)) continue;
    EXPECT_NE(text, en.at(key)) << "not translated: " << key;
  }
}

// tr_id keeps the ImGui ID (the key) whatever the language shows.
TEST(I18n, LabelsWithIdsKeepTheKeyAsId) {
  set_lang(Lang::Zh);
  EXPECT_STREQ(tr_id("lang.menu"), "语言###lang.menu");
  set_lang(Lang::En);
  EXPECT_STREQ(tr_id("lang.menu"), "Language###lang.menu");
}

TEST(I18n, LookupFollowsTheLanguageAndNamesMissingKeys) {
  set_lang(Lang::Zh);
  EXPECT_STREQ(tr("lang.name"), "简体中文");
  set_lang(Lang::En);
  EXPECT_STREQ(tr("lang.name"), "English");
  EXPECT_STREQ(tr("lang.name", Lang::Zh), "简体中文");
  EXPECT_STREQ(tr("no.such.key"), "no.such.key");
}

TEST(I18n, FormatFillsNumberedPlaceholders) {
  EXPECT_EQ(format("{1} then {0}", {"a", "b"}), "b then a");
  EXPECT_EQ(format("{0}{0} {2}", {"x"}), "xx {2}");
  EXPECT_EQ(format("{not} {", {"x"}), "{not} {");
  EXPECT_EQ(tr_fmt("no.such.key"), "no.such.key");
  EXPECT_EQ(format("{0} of {1}", {"3", "12"}), "3 of 12");
  EXPECT_EQ(tr_fmt("lang.name", 7, std::string("x")), "English");
}

TEST(I18n, ParsesBrowserLanguageCodes) {
  EXPECT_EQ(parse_lang("zh-CN"), Lang::Zh);
  EXPECT_EQ(parse_lang("zh-Hans-CN"), Lang::Zh);
  EXPECT_EQ(parse_lang("en-GB"), Lang::En);
  EXPECT_EQ(parse_lang("en"), Lang::En);
  EXPECT_FALSE(parse_lang("fr").has_value());
  EXPECT_FALSE(parse_lang("").has_value());
}

}  // namespace
}  // namespace gtl::i18n

namespace gtl::i18n {
namespace {

// The font atlas takes its Chinese glyphs from texts(): a lesson's own words
// must be among them, or they would be drawn as boxes.
TEST(I18n, TextsHoldTheTableAndTheRowsLessonsAdd) {
  static constexpr Entry kRow[] = {{"i18n_test.only_here", "\u9F98"}};  // a character no table uses
  const auto has = [](std::string_view t) {
    const std::vector<std::string_view> all = texts(Lang::Zh);
    return std::find(all.begin(), all.end(), t) != all.end();
  };
  EXPECT_TRUE(has(tr("lang.name", Lang::Zh)));
  EXPECT_FALSE(has("\u9F98"));
  add_strings(Lang::Zh, kRow);
  EXPECT_TRUE(has("\u9F98"));
}

}  // namespace
}  // namespace gtl::i18n
