// What both command-line tools share: reading stdin, options, messages, exit codes.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/judge_io.hpp"

namespace gtl::cli {

// Exit statuses, documented in each tool's --help.
inline constexpr int kExitOk = 0;
inline constexpr int kExitUnsolved = 1;    // valid input the solver cannot answer
inline constexpr int kExitBadInput = 2;    // bad input or bad options

// All of stdin (the judge formats are small; reading terminates at end of input).
std::string read_stdin();

// Options common to both tools; each tool declares the ones it accepts.
struct Options {
  bool help = false;
  bool json = false;
  std::optional<std::int64_t> max;  // --max N
};
// Parses argv; on a bad option returns nullopt after printing a message.
std::optional<Options> parse_options(std::string_view tool, std::span<char* const> args, bool accepts_max);

// "tool: message" on stderr.
void complain(std::string_view tool, std::string_view message);
void print_warnings(std::string_view tool, const std::vector<std::string>& warnings);
// Flushes stdout, reports the input error and returns kExitBadInput.
int bad_input(std::string_view tool, const judge::InputError& error);

}  // namespace gtl::cli
