// What both command-line tools share: options, stdin and stdout without
// iostreams, messages, a progress line, exit codes.
//
// Why no iostreams: a judge file of 1,000 cases costs the tools about a million
// instructions in all; iostream's static initialisation, a std::string per
// message and a flush per answer used to cost more than the solving. Output
// goes into one buffer written with write(2) when it grows large and at the end,
// and every read or write error is reported in one line with its own exit
// status, never lost (a full disk, a closed stdout) or thrown.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/judge_io.hpp"

namespace gtl::cli {

// Exit statuses, documented in each tool's --help.
inline constexpr int kExitOk = 0;
inline constexpr int kExitUnsolved = 1;  // valid input not answered: over the work budget, or no proven period
inline constexpr int kExitBadInput = 2;  // bad input or bad options
inline constexpr int kExitIo = 3;        // the input could not be read or the answers could not be written

// Options common to both tools; each tool declares the ones it accepts.
struct Options {
  bool help = false;
  bool json = false;
  std::optional<std::int64_t> max;        // --max N
  std::optional<std::uint64_t> budget;    // --budget N
  // number-game only (accepts_max):
  std::string method = "auto";  // --method auto|table|search: which solver answers the judge
  bool debug = false;           // -D / --debug: one line per case on stderr naming the solver
};
// Parses argv; on a bad option returns nullopt after printing a message.
// accepts_max: number-game's options (--max, --method, -D) too.
std::optional<Options> parse_options(std::string_view tool, std::span<char* const> args, bool accepts_max);

// The tool's stdin, stdout and stderr.
class Io {
 public:
  explicit Io(std::string_view tool) : tool_(tool) {}
  Io(const Io&) = delete;
  Io& operator=(const Io&) = delete;

  // All of stdin (at most budget::kMaxInputBytes; valid while this Io lives),
  // or nullopt after a message: a read error (stdin a directory, closed) or an
  // input over the limit. `status` says which exit status the failure means.
  std::optional<std::string_view> read_input(int& status);

  // Answers go here; written out when large and at finish().
  std::string& out() { return out_; }
  void flush_if_large() {
    if (out_.size() >= kFlushBytes) flush();
  }

  // "tool: message" on stderr, after the answers so far.
  void complain(std::string_view message);
  void warn(const std::vector<std::string>& warnings);
  int bad_input(const judge::InputError& error);  // returns kExitBadInput

  // Writes the rest of the answers; returns `status`, or kExitIo if any write
  // failed (reported once, naming the error).
  int finish(int status);

  std::string_view tool() const { return tool_; }

 private:
  static constexpr std::size_t kFlushBytes = std::size_t{1} << 16;
  void flush();

  std::string_view tool_;
  std::unique_ptr<char[]> in_;  // not zero-filled: only what read() wrote is used
  std::string out_;
  bool write_failed_ = false;
};

// A judge tool's opening, the same in each: the options parsed (a bad one is
// said on stderr) and --help answered. Returns the options when the tool goes
// on; otherwise nullopt, with `exit` the status to return.
std::optional<Options> start(Io& io, std::string_view tool, int argc, char** argv, bool accepts_max,
                             std::string_view help, int& exit);


// A line on stderr while long work runs, only when stderr is a terminal: after
// a second "tool: <what>, 3 s", redrawn twice a second, erased when the work
// ends (the object is destroyed). Costs nothing when stderr is not a terminal.
class Progress {
 public:
  Progress(std::string_view tool, std::string what);
  ~Progress();
  Progress(const Progress&) = delete;
  Progress& operator=(const Progress&) = delete;

 private:
  struct Ticker;
  std::unique_ptr<Ticker> ticker_;
};

}  // namespace gtl::cli
