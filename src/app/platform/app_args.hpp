// The desktop app's command line, parsed apart from the platform loop
// (main.cpp) so that it is unit tested: every value is checked, and anything
// echoed back in a message is made safe for the terminal first.
#pragma once

#include <optional>
#include <span>
#include <string>

namespace gtl::app {

inline constexpr long kMaxFrames = 1'000'000;  // --frames: about 4.6 hours at 60 frames a second

struct AppArgs {
  long frames = -1;  // --frames N: draw N frames and exit; -1: run until the window closes
  std::string link;  // --link QUERY: a share link to open
  bool help = false;
};

struct ParsedArgs {
  std::optional<AppArgs> args;  // nullopt on a bad argument
  std::string error;            // then one sentence, control characters replaced
};

// argv without the program name.
ParsedArgs parse_app_args(std::span<char* const> argv);

extern const char* const kAppHelp;

}  // namespace gtl::app
