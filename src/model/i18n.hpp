// The UI's words in English and Simplified Chinese: one table per language
// (strings_en.cpp, strings_zh.cpp), looked up by a stable key such as
// "menu.file". Views never hold user-visible literals; they ask tr("key").
//
// Judge outputs (the POJ text) are not UI words: they stay byte-exact English
// and never pass through these tables.
#pragma once

#include <initializer_list>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#ifndef GTL_ZH_WORDS_FILE
#define GTL_ZH_WORDS_FILE 0
#endif

namespace gtl::i18n {

enum class Lang { En, Zh };

// One table row. `text` may hold {0}, {1}, ... placeholders for tr_fmt.
struct Entry {
  const char* key;
  const char* text;
};

std::span<const Entry> table(Lang lang);

// ---- Chinese words that travel with the Chinese font (the page)
// The page's build (GTL_ZH_WORDS_FILE) leaves the Chinese rows out of the
// binary: words_dump (src/app/platform/words_dump.cpp) writes them, from these
// same tables, to the site's words-zh.txt, which the page fetches with the
// Chinese font the first time Chinese is shown (kit/theme.cpp), and the app
// switches to Chinese once both are in (App::set_lang). A Chinese table's
// function is written `std::span<const Entry> zh() GTL_ZH_TABLE(kRowsZh)`: its
// rows, or none in the page; in words_dump also listed for the file.
#if defined(GTL_WORDS_DUMP)
void dump_register(std::span<const Entry> rows);
#define GTL_ZH_CAT2(a, b) a##b
#define GTL_ZH_CAT(a, b) GTL_ZH_CAT2(a, b)
#define GTL_ZH_TABLE(rows)                                                                     \
  { return rows; }                                                                             \
  [[maybe_unused]] static const bool GTL_ZH_CAT(gtl_zh_listed_, __LINE__) =                     \
      (::gtl::i18n::dump_register(rows), true);
#elif GTL_ZH_WORDS_FILE
#define GTL_ZH_TABLE(rows) \
  {                        \
    (void)rows;            \
    return {};             \
  }
#else
#define GTL_ZH_TABLE(rows) \
  { return rows; }
#endif
// Whether the Chinese rows are compiled in (else they come from words-zh.txt).
inline constexpr bool kZhWordsBuiltIn = !GTL_ZH_WORDS_FILE;
// Reads words-zh.txt's text (one row a line: key, a tab, the text; "\n",
// "\t" and "\\" escaped) into the Chinese lookup, as add_strings does; false
// and nothing added, with the reason, for a malformed file.
bool add_strings_file(Lang lang, std::string_view text, std::string& error);
// The file's rows, {key, text}; nullopt with the reason ("line 3 is not a key,
// a tab and its text") for a malformed file.
std::optional<std::vector<std::pair<std::string, std::string>>> read_words_file(std::string_view text,
                                                                               std::string& error);
// Whether the Chinese rows are in (always, but in the page before words-zh.txt).
bool has_words(Lang lang);
// The file's text for the rows (what words_dump writes).
std::string words_file(std::span<const Entry> rows);

// Adds rows to a language's lookup (a lesson's own words, app/kit/lesson.hpp). The
// rows must outlive the program (static tables); keys already present keep
// their text. Call before the first frame that needs them.
void add_strings(Lang lang, std::span<const Entry> rows);
// Every text of a language: its table and the rows lessons added (what the
// font atlas needs glyphs for).
std::vector<std::string_view> texts(Lang lang);

// The language the UI speaks now (English until set).
Lang lang();
void set_lang(Lang lang);
// Plain words for a school class (View › Plain words): a key with a row
// "<key>~plain" is said that way instead ("12 moves to the end" for "12 plies").
bool plain_words();
void set_plain_words(bool on);

// "en" / "zh" (share links, automation, the browser's language "zh-CN" ...).
std::optional<Lang> parse_lang(std::string_view code);
const char* code(Lang lang);

// The text of `key` in the current language (or in `lang`). A key missing in
// Chinese falls back to English; a key missing everywhere comes back as the
// key itself, so it is visible on screen and the table test names it.
// The pointer stays valid for the life of the program (NUL-terminated, ready
// for ImGui).
const char* tr(std::string_view key);
const char* tr(std::string_view key, Lang lang);

// tr(key) followed by "###" and the key: an ImGui label whose ID is the key, so
// windows, menus and popups keep their ID (their place, their state, the item
// registry's rectangles) when the language changes. Stable pointer, like tr().
const char* tr_id(std::string_view key);

// tr(key) with {0}, {1}, ... replaced by the arguments (numbers are written
// in plain decimal). An unused argument is ignored; a placeholder with no
// argument stays as written.
std::string format(std::string_view pattern, std::initializer_list<std::string_view> args);

namespace detail {
inline std::string to_text(std::string_view s) { return std::string(s); }
inline std::string to_text(const char* s) { return std::string(s); }
inline std::string to_text(const std::string& s) { return s; }
template <class T>
  requires std::is_arithmetic_v<T>
std::string to_text(T v) {
  return std::to_string(v);
}
}  // namespace detail

template <class... Args>
std::string tr_fmt(std::string_view key, const Args&... args) {
  if constexpr (sizeof...(Args) == 0) {
    return format(tr(key), {});
  } else {
    const std::string texts[] = {detail::to_text(args)...};
    return [&]<std::size_t... I>(std::index_sequence<I...>) {
      return format(tr(key), {std::string_view(texts[I])...});
    }(std::index_sequence_for<Args...>{});
  }
}

}  // namespace gtl::i18n
