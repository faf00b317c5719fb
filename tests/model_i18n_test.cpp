// The string tables: every key in both languages, no key twice, the same
// placeholders on both sides, and the lookup/formatting rules of i18n.hpp.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <regex>
#include <set>
#include <string>

#include "model/i18n.hpp"
#include "model/lesson_words.hpp"
#include "model/scene_look.hpp"

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

// A printf conversion ("%zu", "%.1f", "%llu", "%s", "%c"): a row holding one
// was passed to ImGui::Text as a format, where a translation that gets it
// wrong reads the wrong argument. Every number goes through {n} instead. A
// lone '%' ("{0}% of the tree built", "50 %") is text.
std::string printf_conversion(const std::string& text) {
  static const std::regex conversion(R"(%[-+#0]*(\*|[0-9]+)?(\.(\*|[0-9]+))?(hh|h|ll|l|j|z|t|L)?[diouxXeEfFgGaAcspn%])");
  std::smatch m;
  return std::regex_search(text, m, conversion) ? m.str() : std::string();
}

TEST(I18n, PrintfConversionsAreFoundAndPlainPercentIsNot) {
  for (const char* t : {"%zu", "step %lld / %zu", "x%.1f", "cell %.0f px", "%s%s", "%c", "%u", "100%%"})
    EXPECT_NE(printf_conversion(t), "") << t;
  for (const char* t : {"{0}% of the tree built", "50 %", "博弈树已完成 {0}%", "{0} %", "no percent"})
    EXPECT_EQ(printf_conversion(t), "") << t;
}

// Every row of both tables, in both languages: {n} placeholders only (no
// printf conversion), each a number, and the same set on both sides.
TEST(I18n, EveryRowUsesNumberedPlaceholdersOnly) {
  std::size_t rows = 0;
  for (Lang lang : {Lang::En, Lang::Zh}) {
    for (const Entry& e : table(lang)) {
      ++rows;
      const std::string text = e.text;
      EXPECT_EQ(printf_conversion(text), "") << code(lang) << " " << e.key << ": \"" << text << "\"";
      for (const std::string& p : placeholders(text))
        EXPECT_TRUE(std::regex_match(p, std::regex(R"(\{[0-9]\})"))) << code(lang) << " " << e.key << ": " << p;
    }
  }
  EXPECT_GT(rows, 2 * 180u) << "both tables were read";
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

// Plain words (issue 43: "plies" and "remoteness" are too technical for a
// school class): every "<key>~plain" row words an existing key, with the same
// placeholders, in both languages; the switch changes what tr() says for those
// keys only, and never uses the words it replaces.
TEST(I18n, PlainWordsRewordOnlyTheirKeysWithTheSamePlaceholders) {
  for (Lang lang : {Lang::En, Lang::Zh}) {
    const auto rows = as_map(lang);
    int plain = 0;
    for (const auto& [key, text] : rows) {
      const auto cut = key.rfind("~plain");
      if (cut == std::string::npos) continue;
      ++plain;
      const std::string base = key.substr(0, cut);
      ASSERT_TRUE(rows.contains(base)) << key << " words no key";
      EXPECT_EQ(placeholders(text), placeholders(rows.at(base))) << key;
      if (lang == Lang::En) {
        EXPECT_EQ(text.find("plies"), std::string::npos) << key;
        EXPECT_EQ(text.find("emoteness"), std::string::npos) << key;
      }
    }
    EXPECT_GE(plain, 4) << "the plies and remoteness keys have plain wordings";
  }
  set_lang(Lang::En);
  EXPECT_EQ(format(tr("vh.plies"), {"12"}), "12 plies");
  set_plain_words(true);
  EXPECT_EQ(format(tr("vh.plies"), {"12"}), "12 moves");
  EXPECT_EQ(std::string(tr("legend.win")), std::string(tr("legend.win", Lang::En))) << "other keys say the same";
  set_plain_words(false);
  EXPECT_EQ(format(tr("vh.plies"), {"12"}), "12 plies");
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

namespace gtl::i18n {
namespace {

// One list rule in both languages (issue 33): "take 1, 3 or 7", never
// "1 and 3 or 7"; Chinese "1、3 或 7".
TEST(I18n, ListsFollowOneRuleInBothLanguages) {
  const std::vector<int> three = {1, 3, 7}, two = {1, 3}, one = {5}, evens = {4, 6, 8, 10, 12, 14, 16, 18, 20};
  set_lang(Lang::En);
  EXPECT_EQ(model::number_list(three, 3, "list.or"), "1, 3 or 7");
  EXPECT_EQ(model::number_list(std::vector<int>{1, 2, 3}, 3, "list.or"), "1, 2 or 3");
  EXPECT_EQ(model::number_list(two, 2, "list.or"), "1 or 3");
  EXPECT_EQ(model::number_list(one, 1, "list.or"), "5");
  EXPECT_EQ(model::number_list(three, 3), "1, 3 and 7");
  EXPECT_EQ(model::number_list(evens, 4), "4, 6, 8, \u2026, 20");
  const std::vector<std::string> cells = {"a1", "b2", "c3"};
  EXPECT_EQ(model::word_list(cells, "list.or"), "a1, b2 or c3");
  set_lang(Lang::Zh);
  EXPECT_EQ(model::number_list(three, 3, "list.or"), "1\u30013 \u6216 7");  // 1、3 或 7
  EXPECT_EQ(model::number_list(three, 3), "1\u30013 \u548c 7");           // 1、3 和 7
  EXPECT_EQ(model::word_list(cells, "list.or"), "a1\u3001b2 \u6216 c3");
  set_lang(Lang::En);
}

// A group's count is a count of moves, in its own word: in Chinese the
// header's plies are "15 步", so "14 步 → W" read as "W in 14 plies".
TEST(I18n, AGroupCountsMovesNotPlies) {
  model::SceneNode group;
  group.group = 14;
  for (Lang lang : {Lang::En, Lang::Zh}) {
    set_lang(lang);
    const std::string head = model::node_head_texts(group, Outcome::Win, 3, "").front();
    const std::string plies = model::plies(std::uint64_t{14});  // "14 plies", "14 步"
    EXPECT_EQ(head.find(plies), std::string::npos) << code(lang) << ": " << head << " reads as " << plies;
    EXPECT_NE(head.find("14"), std::string::npos) << head;
  }
  EXPECT_EQ(model::node_head_texts(group, Outcome::Win, 3, "").front(), "14 \u4e2a\u7740\u6cd5 \u2192 W");  // 14 个着法 → W
  set_lang(Lang::En);
  EXPECT_EQ(model::node_head_texts(group, Outcome::Win, 3, "").front(), "14 moves \u2192 W");
}

}  // namespace
}  // namespace gtl::i18n

// The page's Chinese rows travel as words-zh.txt (i18n.hpp, GTL_ZH_TABLE):
// written from the tables, the file reads back to the same rows, line breaks,
// tabs and backslashes included; a damaged file is refused with its line.
namespace gtl::i18n {
namespace {

TEST(I18nWordsFile, TheChineseRowsReadBackFromTheirFile) {
  const std::span<const Entry> zh = table(Lang::Zh);
  ASSERT_GT(zh.size(), 100u);
  std::string error;
  const auto rows = read_words_file(words_file(zh), error);
  ASSERT_TRUE(rows) << error;
  ASSERT_EQ(rows->size(), zh.size());
  for (std::size_t i = 0; i < zh.size(); ++i) {
    EXPECT_EQ((*rows)[i].first, zh[i].key);
    EXPECT_EQ((*rows)[i].second, zh[i].text) << zh[i].key;
  }
  const Entry odd[] = {{"a.b", "two\nlines\tand a \\ backslash"}};
  const auto back = read_words_file(words_file(odd), error);
  ASSERT_TRUE(back) << error;
  EXPECT_EQ((*back)[0].second, odd[0].text);
}

TEST(I18nWordsFile, ADamagedFileIsRefusedWithItsLine) {
  std::string error;
  EXPECT_FALSE(read_words_file("a\tone\nno tab here\n", error));
  EXPECT_EQ(error, "line 2 is not a key, a tab and its text");
  EXPECT_FALSE(read_words_file("a\tbad \\x escape\n", error));
  EXPECT_EQ(error, "line 1 is not a key, a tab and its text");
  EXPECT_FALSE(read_words_file("", error));
  EXPECT_EQ(error, "no rows");
  EXPECT_TRUE(has_words(Lang::Zh)) << "natively the Chinese rows are built in";
}

}  // namespace
}  // namespace gtl::i18n
