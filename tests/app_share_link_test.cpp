// Share links: what make_share_link writes, parse_share_link reads back; broken
// links are refused with a sentence, never half-applied silently.
#include <gtest/gtest.h>

#include "app/share_link.hpp"
#include "app_test_support.hpp"

namespace gtl::app {
namespace {

TEST(ShareLink, RoundTrips) {
  ShareLink a;
  a.game = ShareLink::Game::Number;
  a.max = 17;
  a.allowed = std::vector<int>{2, 3, 5, 7};
  a.moves = {5, 3};
  const auto back = parse_share_link(make_share_link(a));
  ASSERT_TRUE(back.link) << back.error;
  EXPECT_EQ(back.link->max, 17);
  EXPECT_EQ(*back.link->allowed, (std::vector<int>{2, 3, 5, 7}));
  EXPECT_EQ(back.link->moves, (std::vector<std::int64_t>{5, 3}));

  ShareLink b;
  b.game = ShareLink::Game::Balls;
  b.take = {1, 98, 99};
  b.n = 300;
  b.moves = {99, 1};
  EXPECT_EQ(make_share_link(b), "?game=balls&take=1,98,99&n=300&moves=99,1");
  const auto bb = parse_share_link(make_share_link(b));
  ASSERT_TRUE(bb.link);
  EXPECT_EQ(bb.link->take, b.take);
  EXPECT_EQ(bb.link->n, 300);
}

TEST(ShareLink, BrokenLinksSayWhy) {
  for (const char* q : {"", "?", "game=chess", "game=number&max=1", "game=number&max=41", "game=number&max=x",
                        "game=number&allowed=2,,3", "game=number&allowed=2,", "game=number&moves=-1",
                        "game=balls&n=5", "game=balls&take=1&n=-2", "game=balls&take=0&n=3", "game=number&size=3",
                        "game", "game=number&max=99999999999999999999"}) {
    const auto r = parse_share_link(q);
    EXPECT_FALSE(r.link) << q;
    EXPECT_NE(r.error.find("share link"), std::string::npos) << q << ": " << r.error;
  }
  EXPECT_FALSE(parse_share_link(std::string(5000, 'a')).link);
}

TEST(ShareLink, TheAppOpensLinksAndReportsBadMoves) {
  testing::HeadlessApp h;
  h.frames(2);
  EXPECT_TRUE(h.app().open_link("?game=number&max=12&moves=7,2").ok);
  EXPECT_EQ(h.app().share_link(), "?game=number&max=12&moves=7,2");
  EXPECT_TRUE(h.app().notice().empty());
  const ActionResult bad = h.app().open_link("?game=number&max=12&moves=7,14");
  EXPECT_FALSE(bad.ok);
  EXPECT_NE(h.app().notice().find("move 2"), std::string::npos) << h.app().notice();
  EXPECT_FALSE(h.app().open_link("?game=balls").ok);
  h.frames(2);  // still drawing
}

}  // namespace
}  // namespace gtl::app
