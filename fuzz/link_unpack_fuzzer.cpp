// libFuzzer target: the share links' unpacking (model/pack.hpp), which reads a
// payload anyone can paste. Besides "no crash, no hang, no sanitizer report" it
// checks both round trips: any bytes packed unpack to themselves, and a payload
// that unpacks packs (our way) to something that unpacks to the same bytes.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "model/pack.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view in(reinterpret_cast<const char*>(data), size);
  if (gtl::model::unpack(gtl::model::pack(in), size) != in) __builtin_trap();
  const auto out = gtl::model::unpack(in, 1 << 20);
  if (out && gtl::model::unpack(gtl::model::pack(*out), out->size()) != *out) __builtin_trap();
  return 0;
}
