// libFuzzer target: the share-link decoder (a link is typed or pasted by anyone).
// Besides "no crash, no hang, no sanitizer report" it checks the round trip: a
// link that parses is written back by make_share_link and must parse to the same
// game, so what the page shows and what it shares cannot drift apart.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "app/kit/share_link.hpp"

namespace {
bool same(const gtl::app::ShareLink& a, const gtl::app::ShareLink& b) {
  return a.game == b.game && a.args.pairs() == b.args.pairs() && a.moves == b.moves &&
         a.lang.value_or(gtl::i18n::Lang::En) == b.lang.value_or(gtl::i18n::Lang::En);
}
}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const auto parsed = gtl::app::parse_share_link(text);
  if (!parsed.link) {
    if (parsed.error.empty()) __builtin_trap();  // a refusal always says why
    return 0;
  }
  const auto again = gtl::app::parse_share_link(gtl::app::make_share_link(*parsed.link));
  if (!again.link || !same(*parsed.link, *again.link)) __builtin_trap();
  return 0;
}
