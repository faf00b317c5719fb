#include "model/i18n.hpp"

#include <deque>
#include <mutex>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace gtl::i18n {

// Defined in strings_en.cpp / strings_zh.cpp.
std::span<const Entry> english_table();
std::span<const Entry> chinese_table();

namespace {

Lang g_lang = Lang::En;
bool g_plain = false;

using Index = std::unordered_map<std::string_view, const char*>;

// A key "<key>~plain" is <key>'s wording in plain words (set_plain_words).
constexpr std::string_view kPlainSuffix = "~plain";

struct Tables {
  Index all;    // every key
  Index plain;  // <key> -> its "~plain" wording, for the keys that have one
  void add(std::span<const Entry> rows) {
    for (const Entry& e : rows) {
      all.emplace(e.key, e.text);
      const std::string_view k = e.key;
      if (k.size() > kPlainSuffix.size() && k.ends_with(kPlainSuffix))
        plain.emplace(k.substr(0, k.size() - kPlainSuffix.size()), e.text);
    }
  }
};

// Not const: add_strings() adds the rows of a lesson's own table (an earlier
// row for the same key wins, so a lesson cannot change the common words).
Tables& tables_of(Lang lang) {
  static Tables en = [] { Tables t; t.add(english_table()); return t; }();
  static Tables zh = [] { Tables t; t.add(chinese_table()); return t; }();
  return lang == Lang::Zh ? zh : en;
}
Index& index_of(Lang lang) { return tables_of(lang).all; }

// Keys missing from every table are kept here so tr() can hand out a stable
// NUL-terminated pointer to them.
const char* missing(std::string_view key) {
  static std::unordered_set<std::string> keys;
  return keys.emplace(key).first->c_str();
}

}  // namespace

std::span<const Entry> table(Lang lang) { return lang == Lang::Zh ? chinese_table() : english_table(); }

Lang lang() { return g_lang; }
void set_lang(Lang lang) { g_lang = lang; }

std::optional<Lang> parse_lang(std::string_view code) {
  // Browser languages come as "zh", "zh-CN", "zh-Hans-CN", "en-GB" ...
  const std::string_view primary = code.substr(0, code.find_first_of("-_"));
  if (primary == "en") return Lang::En;
  if (primary == "zh") return Lang::Zh;
  return std::nullopt;
}

const char* code(Lang lang) { return lang == Lang::Zh ? "zh" : "en"; }

void add_strings(Lang lang, std::span<const Entry> rows) { tables_of(lang).add(rows); }

namespace {
bool g_zh_file_loaded = false;

// "\n", "\t", "\\" in a field of words-zh.txt; false for any other escape.
bool unescape(std::string_view in, std::string& out) {
  out.clear();
  for (std::size_t i = 0; i < in.size(); ++i) {
    if (in[i] != '\\') {
      out += in[i];
      continue;
    }
    if (++i == in.size()) return false;
    switch (in[i]) {
      case 'n': out += '\n'; break;
      case 't': out += '\t'; break;
      case '\\': out += '\\'; break;
      default: return false;
    }
  }
  return true;
}

void escape(std::string_view in, std::string& out) {
  for (char c : in) {
    if (c == '\n') out += "\\n";
    else if (c == '\t') out += "\\t";
    else if (c == '\\') out += "\\\\";
    else out += c;
  }
}
}  // namespace

std::string words_file(std::span<const Entry> rows) {
  std::string out;
  for (const Entry& e : rows) {
    escape(e.key, out);
    out += '\t';
    escape(e.text, out);
    out += '\n';
  }
  return out;
}

std::optional<std::vector<std::pair<std::string, std::string>>> read_words_file(std::string_view text,
                                                                               std::string& error) {
  std::vector<std::pair<std::string, std::string>> rows;
  std::size_t line = 0;
  for (std::size_t at = 0; at < text.size();) {
    ++line;
    std::size_t end = text.find('\n', at);
    if (end == std::string_view::npos) end = text.size();
    const std::string_view row = text.substr(at, end - at);
    at = end + 1;
    const std::size_t tab = row.find('\t');
    std::string key, words;
    if (tab == std::string_view::npos || tab == 0 || !unescape(row.substr(0, tab), key) ||
        !unescape(row.substr(tab + 1), words)) {
      error = "line " + std::to_string(line) + " is not a key, a tab and its text";
      return std::nullopt;
    }
    rows.emplace_back(std::move(key), std::move(words));
  }
  if (rows.empty()) {
    error = "no rows";
    return std::nullopt;
  }
  return rows;
}

bool add_strings_file(Lang lang, std::string_view text, std::string& error) {
  auto rows = read_words_file(text, error);
  if (!rows) return false;
  // The rows must outlive the program, as add_strings asks: kept here.
  static std::deque<std::string> kept;
  static std::vector<std::vector<Entry>> tables;
  std::vector<Entry>& table = tables.emplace_back();
  for (auto& [key, words] : *rows) {
    const char* k = kept.emplace_back(std::move(key)).c_str();
    table.push_back(Entry{k, kept.emplace_back(std::move(words)).c_str()});
  }
  add_strings(lang, table);
  if (lang == Lang::Zh) g_zh_file_loaded = true;
  return true;
}

bool has_words(Lang lang) { return lang == Lang::En || kZhWordsBuiltIn || g_zh_file_loaded; }

bool plain_words() { return g_plain; }
void set_plain_words(bool on) { g_plain = on; }

std::vector<std::string_view> texts(Lang lang) {
  std::vector<std::string_view> out;
  for (const auto& [key, text] : index_of(lang)) out.emplace_back(text);
  return out;
}

const char* tr(std::string_view key, Lang lang) {
  if (g_plain) {
    const Index& plain = tables_of(lang).plain;
    if (auto it = plain.find(key); it != plain.end()) return it->second;
  }
  const Index& idx = index_of(lang);
  if (auto it = idx.find(key); it != idx.end()) return it->second;
  if (lang != Lang::En) return tr(key, Lang::En);
  return missing(key);
}

const char* tr(std::string_view key) { return tr(key, g_lang); }

const char* tr_id(std::string_view key) {
  static std::mutex mutex;
  static std::unordered_map<std::string, std::string> labels[2];
  std::lock_guard lock(mutex);
  auto& by_key = labels[g_lang == Lang::Zh ? 1 : 0];
  auto it = by_key.find(std::string(key));
  if (it == by_key.end()) it = by_key.emplace(key, std::string(tr(key)) + "###" + std::string(key)).first;
  return it->second.c_str();
}

std::string format(std::string_view pattern, std::initializer_list<std::string_view> args) {
  std::string out;
  out.reserve(pattern.size() + 16);
  for (std::size_t i = 0; i < pattern.size(); ++i) {
    const char c = pattern[i];
    if (c == '{') {
      const std::size_t close = pattern.find('}', i + 1);
      if (close != std::string_view::npos && close > i + 1 && close - i <= 3) {
        const std::string_view digits = pattern.substr(i + 1, close - i - 1);
        bool numeric = true;
        std::size_t n = 0;
        for (char d : digits) {
          if (d < '0' || d > '9') numeric = false;
          n = n * 10 + static_cast<std::size_t>(d - '0');
        }
        if (numeric && n < args.size()) {
          out += *(args.begin() + n);
          i = close;
          continue;
        }
      }
    }
    out += c;
  }
  return out;
}

}  // namespace gtl::i18n
