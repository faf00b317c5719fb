// Running a command-line tool from a test: its stdout, stderr and exit status
// (the judge CLIs in cli_test.cpp, game-solve in cli_game_solve_test.cpp).
#pragma once

#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>
#include <string>

namespace gtl::cli_test {

struct Result {
  std::string out, err;
  int status = -1;
};

inline std::string slurp(const std::filesystem::path& p) {
  std::ifstream f(p, std::ios::binary);
  std::ostringstream s;
  s << f.rdbuf();
  return s.str();
}

// A fresh temporary file name: "<prefix>_<pid>_<random>".
inline std::filesystem::path temp_name(const std::string& prefix) {
  return std::filesystem::temp_directory_path() /
         (prefix + "_" + std::to_string(::getpid()) + "_" + std::to_string(std::random_device{}()));
}

// Runs `tool args redirects`: stdout through a pipe unless `redirects` sends
// it elsewhere, stderr through a temporary file.
inline Result run_with(const char* tool, const std::string& args, const std::string& redirects) {
  const std::filesystem::path err = temp_name("gtl_cli_err");
  const std::string cmd = std::string("'") + tool + "' " + args + " " + redirects + " 2> '" + err.string() + "'";
  Result r;
  FILE* pipe = ::popen(cmd.c_str(), "r");
  if (!pipe) return r;
  char buf[4096];
  for (std::size_t n; (n = std::fread(buf, 1, sizeof buf, pipe)) > 0;) r.out.append(buf, n);
  const int raw = ::pclose(pipe);
  r.status = WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
  r.err = slurp(err);
  std::filesystem::remove(err);
  return r;
}

}  // namespace gtl::cli_test
