// The desktop app's command line (app/app_args): bad values are refused with
// one sentence, and nothing the user typed reaches the terminal with its
// control characters.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "app/platform/app_args.hpp"

namespace {

using gtl::app::parse_app_args;

gtl::app::ParsedArgs parse(std::vector<std::string> words) {
  std::vector<char*> argv;
  for (std::string& w : words) argv.push_back(w.data());
  return parse_app_args(argv);
}

bool has_control(const std::string& s) {
  for (char c : s)
    if (static_cast<unsigned char>(c) < 0x20 || c == 0x7F) return true;
  return false;
}

TEST(AppArgs, Frames) {
  const auto ok = parse({"--frames", "10"});
  ASSERT_TRUE(ok.args);
  EXPECT_EQ(ok.args->frames, 10);
  EXPECT_EQ(parse({}).args->frames, -1);  // run until closed
  EXPECT_EQ(parse({"--frames", std::to_string(gtl::app::kMaxFrames)}).args->frames, gtl::app::kMaxFrames);
  for (const char* bad : {"0", "-3", "abc", "10x", "", "99999999999999999999", "1000001"}) {
    const auto r = parse({"--frames", bad});
    EXPECT_FALSE(r.args) << bad;
    EXPECT_EQ(r.error, "--frames expects a whole number of frames from 1 to 1000000, got \"" + std::string(bad) + "\"");
  }
  EXPECT_EQ(parse({"--frames"}).error, "--frames needs a value (see --help)");
}

TEST(AppArgs, LinkAndUnknownArguments) {
  const auto ok = parse({"--link", "game=number&max=20&moves=6,5"});
  ASSERT_TRUE(ok.args);
  EXPECT_EQ(ok.args->link, "game=number&max=20&moves=6,5");
  EXPECT_TRUE(parse({"--help"}).args->help);
  const auto odd = parse({"--colour\x1b[2J\x07"});
  EXPECT_FALSE(odd.args);
  EXPECT_FALSE(has_control(odd.error));
  EXPECT_EQ(odd.error, "unknown argument \"--colour?[2J?\" (see --help)");
  const auto bad_frames = parse({"--frames", "1\r\x1b[31m"});
  EXPECT_FALSE(has_control(bad_frames.error));
}

}  // namespace
