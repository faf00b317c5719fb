// The share links' packing (model/pack.hpp): every input comes back byte for
// byte, a course's .efg files shrink to well under half, and anything that is
// not a whole packing (as a pasted or cut link can be) is refused, never read
// past its end.
#include <gtest/gtest.h>

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "model/pack.hpp"
#include "payoff_test_games.hpp"

namespace gtl::model {
namespace {

std::string seeded_bytes(std::size_t n, std::uint32_t seed, int alphabet) {
  std::string s;
  for (std::size_t i = 0; i < n; ++i) {
    seed = seed * 1664525u + 1013904223u;
    s += static_cast<char>((seed >> 24) % static_cast<std::uint32_t>(alphabet));
  }
  return s;
}

TEST(Pack, EveryInputComesBackWhole) {
  std::vector<std::string> inputs = {"", "a", "abc", "abcd", "abcdabcdabcdabcd", std::string(100000, 'x'),
                                     std::string("\0\0\0\0\0\0\0", 7)};
  for (std::uint32_t seed = 1; seed <= 40; ++seed) {
    inputs.push_back(seeded_bytes(seed * 97, seed, 256));      // incompressible
    inputs.push_back(seeded_bytes(seed * 1013, seed, 3));      // long matches, long literal runs
  }
  std::string far(70000, 'a');  // a repeat further back than an offset reaches
  far += seeded_bytes(70000, 7, 256) + far.substr(0, 100);
  inputs.push_back(far);
  for (const std::string& in : inputs) {
    const std::string p = pack(in);
    const std::optional<std::string> out = unpack(p, in.size());
    ASSERT_TRUE(out) << in.size() << " bytes";
    EXPECT_EQ(*out, in);
  }
  EXPECT_LT(pack(std::string(100000, 'x')).size(), 500u) << "a run packs to a few hundred bytes";
}

// A 6-level binary tree of two alternating players, as Gambit writes it.
std::string binary_tree_efg() {
  std::string e = "EFG 2 R \"tree\" { \"A\" \"B\" }\n\"\"\n\n";
  int leaf = 0, sets[3] = {0, 0, 0};
  std::function<void(int)> grow = [&](int depth) {
    if (depth == 6) {
      ++leaf;
      e += "t \"\" " + std::to_string(leaf) + " \"\" { " + std::to_string(leaf % 7) + " " + std::to_string(leaf % 5) + " }\n";
      return;
    }
    const int p = depth % 2 + 1;
    e += "p \"\" " + std::to_string(p) + " " + std::to_string(++sets[p]) + " \"\" { \"L\" \"R\" } 0\n";
    grow(depth + 1);
    grow(depth + 1);
  };
  grow(0);
  return e;
}

// The files a link could not hold before (a kilobyte and more) pack to under
// half; the small classics still pack smaller than they are.
TEST(Pack, ACoursesGamesShrink) {
  using namespace payoff_test;
  for (const std::string& in : {std::string(kKuhn), binary_tree_efg()}) {
    const std::string p = pack(in);
    EXPECT_GT(in.size(), 1000u);
    EXPECT_LT(p.size() * 2, in.size()) << in.substr(0, 40);
    EXPECT_EQ(unpack(p, in.size()), in);
  }
  for (const char* text : {kEntry, kCentipede, kOneCardPoker, kStengel10_5}) {
    const std::string in(text);
    EXPECT_LT(pack(in).size(), in.size()) << in.substr(0, 40);
    EXPECT_EQ(unpack(pack(in), in.size()), in);
  }
}

TEST(Pack, AnythingButAWholePackingIsRefused) {
  const std::string in = std::string(payoff_test::kKuhn) + std::string(payoff_test::kCentipede);
  const std::string p = pack(in);
  EXPECT_FALSE(unpack(p, in.size() - 1)) << "past the size allowed";
  EXPECT_FALSE(unpack("", 100));
  EXPECT_FALSE(unpack(std::string("\x02\x00", 2), 100)) << "another version";
  EXPECT_FALSE(unpack(std::string("\x01\x80\x80\x80\x80\x80\x80\x80\x80\x80\x01", 11), SIZE_MAX)) << "a size past 64 bits";
  EXPECT_FALSE(unpack(std::string("\x01\x05\x30" "abc", 6), 100)) << "fewer bytes than the size";
  EXPECT_FALSE(unpack(std::string("\x01\x02\x30" "abc", 6), 100)) << "more bytes than the size";
  EXPECT_FALSE(unpack(std::string("\x01\x08\x10" "a\x00\x00", 6), 100)) << "offset 0";
  EXPECT_FALSE(unpack(std::string("\x01\x08\x10" "a\x02\x00", 6), 100)) << "an offset before the start";
  EXPECT_TRUE(unpack(std::string("\x01\x05\x10" "a\x01\x00", 6), 100)) << "offset 1: a run of 5";
  EXPECT_FALSE(unpack(std::string("\x01\x05\xF0\xFF\xFF", 5), 100)) << "a literal count cut short";
  // Every prefix of a real packing is refused (a link cut short), and no
  // single changed byte makes it read past its end (whatever it gives back).
  for (std::size_t n = 0; n < p.size(); ++n) EXPECT_FALSE(unpack(p.substr(0, n), in.size())) << n;
  for (std::size_t i = 0; i < p.size(); ++i)
    for (int bit = 0; bit < 8; ++bit) {
      std::string q = p;
      q[i] = static_cast<char>(q[i] ^ (1 << bit));
      const std::optional<std::string> out = unpack(q, in.size());
      if (out) {
        EXPECT_LE(out->size(), in.size());
      }
    }
}

}  // namespace
}  // namespace gtl::model
