#include "cli_common.hpp"

#include <charconv>
#include <iostream>
#include <iterator>

namespace gtl::cli {

std::string read_stdin() {
  std::ios::sync_with_stdio(false);
  return std::string(std::istreambuf_iterator<char>(std::cin), std::istreambuf_iterator<char>());
}

void complain(std::string_view tool, std::string_view message) {
  std::cout.flush();  // answers already printed come first
  std::cerr << tool << ": " << message << '\n';
}

void print_warnings(std::string_view tool, const std::vector<std::string>& warnings) {
  for (const std::string& w : warnings) complain(tool, "warning: " + w);
}

int bad_input(std::string_view tool, const judge::InputError& error) {
  complain(tool, error.to_string());
  return kExitBadInput;
}

std::optional<Options> parse_options(std::string_view tool, std::span<char* const> args, bool accepts_max) {
  Options o;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string_view a = args[i];
    if (a == "--help" || a == "-h") {
      o.help = true;
    } else if (a == "--json") {
      o.json = true;
    } else if (accepts_max && (a == "--max" || a.starts_with("--max="))) {
      std::string_view value;
      if (a == "--max") {
        if (i + 1 == args.size()) {
          complain(tool, "--max needs a number (try --help)");
          return std::nullopt;
        }
        value = args[++i];
      } else {
        value = a.substr(6);
      }
      std::int64_t n = 0;
      const auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), n);
      if (ec != std::errc() || end != value.data() + value.size()) {
        complain(tool, "--max expects a whole number, got '" + std::string(value) + "'");
        return std::nullopt;
      }
      o.max = n;
    } else {
      complain(tool, "unknown option '" + std::string(a) + "' (try --help)");
      return std::nullopt;
    }
  }
  return o;
}

}  // namespace gtl::cli
