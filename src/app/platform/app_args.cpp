#include "app/platform/app_args.hpp"

#include <charconv>
#include <string_view>

#include "core/judge_io.hpp"

namespace gtl::app {

const char* const kAppHelp =
    "game-tree-lab [--frames N] [--link QUERY]\n"
    "  --frames N     draw N frames (1..1000000) and exit (smoke test; use with SDL_VIDEODRIVER=offscreen)\n"
    "  --link QUERY   open a share link, e.g. \"game=number&max=20&moves=6,5\"\n";

ParsedArgs parse_app_args(std::span<char* const> argv) {
  AppArgs a;
  auto fail = [](std::string message) { return ParsedArgs{std::nullopt, std::move(message)}; };
  for (std::size_t i = 0; i < argv.size(); ++i) {
    const std::string_view arg = argv[i];
    if (arg == "--help" || arg == "-h") {
      a.help = true;
    } else if (arg == "--frames" || arg == "--link") {
      if (i + 1 == argv.size()) return fail(std::string(arg) + " needs a value (see --help)");
      const std::string_view value = argv[++i];
      if (arg == "--link") {
        a.link = value;
        continue;
      }
      long n = 0;
      const auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), n);
      if (ec != std::errc() || end != value.data() + value.size() || n < 1 || n > kMaxFrames)
        return fail("--frames expects a whole number of frames from 1 to " + std::to_string(kMaxFrames) +
                    ", got \"" + judge::printable(value, 40) + "\"");
      a.frames = n;
    } else {
      return fail("unknown argument \"" + judge::printable(arg, 40) + "\" (see --help)");
    }
  }
  return {a, {}};
}

}  // namespace gtl::app
