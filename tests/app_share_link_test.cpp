// Share links: what make_share_link writes, parse_share_link reads back; the
// lessons check their own keys; broken links are refused with a sentence,
// never half-applied silently.
#include <gtest/gtest.h>

#include "app/share_link.hpp"
#include "app_test_support.hpp"

namespace gtl::app {
namespace {

TEST(ShareLink, RoundTrips) {
  ShareLink a;
  a.game = "balls";
  a.args.add("take", std::vector<std::int64_t>{1, 98, 99});
  a.args.add("n", "300");
  a.moves = {99, 1};
  a.lang = i18n::Lang::Zh;
  EXPECT_EQ(make_share_link(a), "?game=balls&take=1,98,99&n=300&moves=99,1&lang=zh");
  const auto back = parse_share_link(make_share_link(a));
  ASSERT_TRUE(back.link) << back.error;
  EXPECT_EQ(back.link->game, "balls");
  EXPECT_EQ(back.link->args.pairs(), a.args.pairs());
  EXPECT_EQ(back.link->moves, a.moves);
  EXPECT_EQ(back.link->lang, i18n::Lang::Zh);
  // Moves may be 0 (tic-tac-toe's first cell); the lesson says whether a move is legal.
  EXPECT_TRUE(parse_share_link("game=ttt&moves=4,0").link);
}

TEST(ShareLink, TheLessonsReadBackWhatTheyWrite) {
  testing::HeadlessApp h;
  for (const char* q : {"?game=number&max=17&allowed=2,3,5,7&moves=5,3", "?game=balls&take=1,98,99&n=300&moves=99,1"}) {
    ASSERT_TRUE(h.app().open_link(q).ok) << q;
    EXPECT_EQ(h.app().share_link(), q);
  }
}

TEST(ShareLink, BrokenLinksSayWhy) {
  testing::HeadlessApp h;
  for (const char* q : {"", "?", "game=chess", "game=number&max=1", "game=number&max=41", "game=number&max=x",
                        "game=number&allowed=2,,3", "game=number&allowed=2,", "game=number&moves=-1",
                        "game=balls&n=5", "game=balls&take=1&n=-2", "game=balls&take=0&n=3", "game=number&size=3",
                        "game", "game=number&max=99999999999999999999", "game=Number", "game=number&=3"}) {
    const std::string error = h.app().check_link(q);
    EXPECT_NE(error.find("share link"), std::string::npos) << q << ": " << error;
    EXPECT_FALSE(h.app().open_link(q).ok) << q;
  }
  EXPECT_NE(h.app().check_link("game=chess").find("number, balls"), std::string::npos);
  EXPECT_NE(h.app().check_link("game=number&size=3").find("max, allowed"), std::string::npos);
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
