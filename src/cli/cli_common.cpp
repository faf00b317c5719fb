#include "cli_common.hpp"

#include <unistd.h>

#include <cerrno>
#include <charconv>
#include <chrono>
#include <condition_variable>
#include <cstring>
#include <mutex>
#include <thread>

#include "core/budget.hpp"

namespace gtl::cli {
namespace {

// Writes all of `data` to fd; false with errno set on failure.
bool write_all(int fd, std::string_view data) {
  while (!data.empty()) {
    const ssize_t n = ::write(fd, data.data(), data.size());
    if (n < 0) {
      if (errno == EINTR) continue;
      return false;
    }
    data.remove_prefix(static_cast<std::size_t>(n));
  }
  return true;
}

// "tool: message\n" on stderr; a failure here has nowhere to be reported.
void to_stderr(std::string_view tool, std::string_view message) {
  std::string line;
  line.reserve(tool.size() + message.size() + 3);
  line.append(tool).append(": ").append(message) += '\n';
  write_all(STDERR_FILENO, line);
}

// "--name N" or "--name=N" at args[i]; nullopt if args[i] is another option.
// On a malformed value, `bad` is set (after a message).
template <class Int>
std::optional<Int> numeric_option(std::string_view tool, std::string_view name, std::span<char* const> args,
                                  std::size_t& i, bool& bad) {
  const std::string_view a = args[i];
  if (!a.starts_with(name)) return std::nullopt;
  std::string_view value;
  if (a.size() == name.size()) {
    if (i + 1 == args.size()) {
      to_stderr(tool, std::string(name) + " needs a number (try --help)");
      bad = true;
      return std::nullopt;
    }
    value = args[++i];
  } else if (a[name.size()] == '=') {
    value = a.substr(name.size() + 1);
  } else {
    return std::nullopt;
  }
  Int n = 0;
  const auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), n);
  if (ec != std::errc() || end != value.data() + value.size()) {
    to_stderr(tool, std::string(name) + " expects a whole number, got '" + judge::printable(value, 40) + "'");
    bad = true;
    return std::nullopt;
  }
  return n;
}

}  // namespace

std::optional<Options> parse_options(std::string_view tool, std::span<char* const> args, bool accepts_max) {
  Options o;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string_view a = args[i];
    bool bad = false;
    if (a == "--help" || a == "-h") {
      o.help = true;
    } else if (a == "--json") {
      o.json = true;
    } else if (accepts_max && (a == "-D" || a == "--debug")) {
      o.debug = true;
    } else if (accepts_max && (a == "--method" || a.starts_with("--method="))) {
      const std::string_view value = a == "--method" ? (i + 1 < args.size() ? std::string_view(args[++i]) : "") : a.substr(9);
      if (value != "auto" && value != "table" && value != "search") {
        to_stderr(tool, "--method expects auto, table or search, got '" + judge::printable(value, 40) + "'");
        return std::nullopt;
      }
      o.method = std::string(value);
    } else if (auto max = accepts_max ? numeric_option<std::int64_t>(tool, "--max", args, i, bad) : std::nullopt) {
      o.max = max;
    } else if (bad) {
      return std::nullopt;
    } else if (auto budget = numeric_option<std::uint64_t>(tool, "--budget", args, i, bad)) {
      o.budget = budget;
    } else if (bad) {
      return std::nullopt;
    } else {
      to_stderr(tool, "unknown option '" + judge::printable(a, 40) + "' (try --help)");
      return std::nullopt;
    }
  }
  return o;
}

std::optional<std::string_view> Io::read_input(int& status) {
  std::size_t capacity = std::size_t{1} << 16, size = 0;
  in_ = std::make_unique_for_overwrite<char[]>(capacity);
  for (;;) {
    if (size == capacity) {
      if (size >= budget::kMaxInputBytes) {
        complain("the input reaches the limit of " + std::to_string(budget::kMaxInputBytes >> 20) +
                 " MiB; split it into several runs");
        status = kExitBadInput;
        return std::nullopt;
      }
      auto bigger = std::make_unique_for_overwrite<char[]>(2 * capacity);
      std::memcpy(bigger.get(), in_.get(), size);
      in_ = std::move(bigger);
      capacity *= 2;
    }
    const ssize_t n = ::read(STDIN_FILENO, in_.get() + size, capacity - size);
    if (n == 0) break;
    if (n < 0) {
      if (errno == EINTR) continue;
      complain(std::string("cannot read the input: ") + std::strerror(errno));
      status = kExitIo;
      return std::nullopt;
    }
    size += static_cast<std::size_t>(n);
  }
  return std::string_view(in_.get(), size);
}

void Io::flush() {
  if (!write_failed_ && !write_all(STDOUT_FILENO, out_)) {
    write_failed_ = true;
    to_stderr(tool_, std::string("cannot write the answers: ") + std::strerror(errno));
  }
  out_.clear();
}

void Io::complain(std::string_view message) {
  flush();  // answers already found come first
  to_stderr(tool_, message);
}

void Io::warn(const std::vector<std::string>& warnings) {
  for (const std::string& w : warnings) complain("warning: " + w);
}

int Io::bad_input(const judge::InputError& error) {
  complain(error.to_string());
  return kExitBadInput;
}

int Io::finish(int status) {
  flush();
  return write_failed_ ? kExitIo : status;
}

// ---- Progress ------------------------------------------------------------------

struct Progress::Ticker {
  std::mutex mutex;
  std::condition_variable wake;
  bool done = false;
  std::thread thread;
};

Progress::Progress(std::string_view tool, std::string what) {
  if (!::isatty(STDERR_FILENO)) return;
  ticker_ = std::make_unique<Ticker>();
  ticker_->thread = std::thread([t = ticker_.get(), line = std::string(tool) + ": " + std::move(what)] {
    using namespace std::chrono;
    const auto start = steady_clock::now();
    bool shown = false;
    std::unique_lock lock(t->mutex);
    for (auto next = start + seconds(1); !t->wake.wait_until(lock, next, [t] { return t->done; });
         next += milliseconds(500)) {
      const auto s = duration_cast<seconds>(steady_clock::now() - start).count();
      write_all(STDERR_FILENO, "\r" + line + ", " + std::to_string(s) + " s\033[K");
      shown = true;
    }
    if (shown) write_all(STDERR_FILENO, "\r\033[K");
  });
}

Progress::~Progress() {
  if (!ticker_) return;
  {
    std::lock_guard lock(ticker_->mutex);
    ticker_->done = true;
  }
  ticker_->wake.notify_one();
  ticker_->thread.join();
}

std::optional<Options> start(Io& io, std::string_view tool, int argc, char** argv, bool accepts_max,
                             std::string_view help, int& exit) {
  auto options = parse_options(tool, std::span<char* const>(argv + 1, static_cast<std::size_t>(argc - 1)), accepts_max);
  if (!options) {
    exit = kExitBadInput;
    return std::nullopt;
  }
  if (options->help) {
    io.out() += help;
    exit = io.finish(kExitOk);
    return std::nullopt;
  }
  return options;
}

}  // namespace gtl::cli
