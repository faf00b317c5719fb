// words_dump: writes the Chinese rows the page's binary leaves out to the
// site's words-zh.txt (model/i18n.hpp, GTL_ZH_TABLE). Built by the web build
// from the same table sources as the app, compiled with GTL_WORDS_DUMP, and
// run by node right after (src/app/CMakeLists.txt):
//   node words_dump.js <out file>
// The rows are the common table's, then each lesson table's as its source
// file registers it; a key already written keeps its first text, as the app's
// lookup does (i18n::add_strings).
#include <cstdio>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "model/i18n.hpp"

namespace gtl::i18n {

std::span<const Entry> chinese_table();

namespace {
std::vector<std::span<const Entry>>& listed() {
  static std::vector<std::span<const Entry>> tables;
  return tables;
}
}  // namespace

void dump_register(std::span<const Entry> rows) { listed().push_back(rows); }

}  // namespace gtl::i18n

int main(int argc, char** argv) {
  using namespace gtl::i18n;
  if (argc != 2) {
    std::fprintf(stderr, "usage: words_dump <out file>\n");
    return 2;
  }
  std::vector<Entry> rows;
  std::set<std::string_view> keys;
  std::vector<std::span<const Entry>> tables{chinese_table()};
  for (std::span<const Entry> t : listed())
    if (t.data() != chinese_table().data()) tables.push_back(t);
  for (std::span<const Entry> t : tables)
    for (const Entry& e : t)
      if (keys.insert(e.key).second) rows.push_back(e);
  const std::string text = words_file(rows);
  std::FILE* f = std::fopen(argv[1], "wb");
  if (!f || std::fwrite(text.data(), 1, text.size(), f) != text.size() || std::fclose(f) != 0) {
    std::fprintf(stderr, "words_dump: cannot write %s\n", argv[1]);
    return 1;
  }
  std::printf("words_dump: %zu Chinese rows, %zu bytes to %s\n", rows.size(), text.size(), argv[1]);
  return 0;
}
