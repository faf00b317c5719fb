// Share links: what make_share_link writes, parse_share_link reads back; the
// lessons check their own keys; broken links are refused with a sentence,
// never half-applied silently.
#include <gtest/gtest.h>

#include "app/kit/share_link.hpp"
#include "app_test_support.hpp"

namespace gtl::app {
namespace {

// A state value as text, for comparing (numbers, lists of them, null).
std::string text_of(const json::Value* v) {
  if (!v) return "missing";
  if (v->integer) return std::to_string(*v->integer);
  if (v->is_array()) {
    std::string s = "[";
    for (const json::Value& x : v->array) s += text_of(&x) + ",";
    return s + "]";
  }
  return v->is_string() ? v->string : "other";
}

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
                        "game=balls&take=1&n=-2", "game=balls&take=0&n=3", "game=number&size=3",
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
  // Only the game (issue 33): the ball lesson's first game, not a refusal; and
  // (issue 43) one of take and n opens the first game's value for the other.
  EXPECT_TRUE(h.app().open_link("?game=balls").ok);
  EXPECT_EQ(h.app().share_link(), "?game=balls&take=1,2,3&n=10");
  EXPECT_TRUE(h.app().notice().empty()) << h.app().notice();
  EXPECT_TRUE(h.app().open_link("?game=balls&take=1,2").ok) << h.app().notice();
  EXPECT_EQ(h.app().share_link(), "?game=balls&take=1,2&n=10");
  EXPECT_TRUE(h.app().open_link("?game=balls&n=7").ok) << h.app().notice();
  EXPECT_EQ(h.app().share_link(), "?game=balls&take=1,2,3&n=7");
  EXPECT_FALSE(h.app().open_link("?game=balls&take=0").ok) << "a field that is there is still checked";
  // Any subset of the known fields opens the default for what is missing (issue 43):
  // Nim and subtraction games by name alone, and a language with no game.
  EXPECT_TRUE(h.app().open_link("?game=nim").ok) << h.app().notice();
  EXPECT_EQ(h.app().share_link(), "?game=nim&piles=3,4,5");
  EXPECT_TRUE(h.app().open_link("?game=subtraction").ok) << h.app().notice();
  EXPECT_EQ(h.app().share_link(), "?game=subtraction&take=1,3,4&n=30");
  EXPECT_TRUE(h.app().open_link("?game=subtraction&n=12").ok) << h.app().notice();
  EXPECT_EQ(h.app().share_link(), "?game=subtraction&take=1,3,4&n=12");
  EXPECT_TRUE(h.app().open_link("?lang=zh").ok) << h.app().notice();
  EXPECT_EQ(h.state().find("view")->string, "number");
  EXPECT_EQ(h.state().find("settings")->find("lang")->string, "zh");
  EXPECT_FALSE(h.app().open_link("?game=nim&piles=x").ok) << "a field that is there is still checked";
  // Hints off travel with the link (issue 43): a teacher who starts without
  // them hands the class a link that keeps them off; on is the default, unwritten.
  ASSERT_TRUE(h.app().open_link("?game=number&max=10&lang=en").ok);
  h.app().dispatch_json(R"({"type":"hints","on":false})");
  EXPECT_EQ(h.app().share_link(), "?game=number&max=10&hints=0");
  h.app().dispatch_json(R"({"type":"hints","on":true})");
  EXPECT_EQ(h.app().share_link(), "?game=number&max=10");
  EXPECT_TRUE(h.app().open_link("?game=number&max=10&hints=0").ok);
  EXPECT_FALSE(h.state().find("settings")->find("hints")->boolean);
  EXPECT_TRUE(h.app().open_link("?game=number&max=10&hints=1").ok);
  EXPECT_TRUE(h.state().find("settings")->find("hints")->boolean);
  EXPECT_FALSE(h.app().open_link("?game=number&hints=2").ok);
  h.frames(2);  // still drawing
}

// tree=: the expansion's lines as a trie, each move written once.
TEST(ShareLink, TreeLinesAreATrieThatReadsBack) {
  using Lines = std::vector<std::vector<std::int64_t>>;
  const Lines tree = {{6, 5}, {6, 7, 2}, {9}};
  EXPECT_EQ(encode_link_lines(tree), "6(5,7(2)),9");
  EXPECT_EQ(decode_link_lines("6(5,7(2)),9"), tree);
  // The DAG's lines are expanded positions: a line that goes on is marked, the start is "*".
  const Lines dag = {{}, {6}, {6, 5}, {9}};
  EXPECT_EQ(encode_link_lines(dag), "*6*(5),9");
  EXPECT_EQ(decode_link_lines("*6*(5),9"), dag);
  EXPECT_EQ(decode_link_lines(""), Lines{});
  EXPECT_EQ(decode_link_lines("*"), Lines{{}});
  for (const char* bad : {"6(", "6)", "(5)", "6,,7", "a", "6**", "6()", "6(5)7", ",6", "6,", "1000001", "6(5))", "-1"})
    EXPECT_FALSE(decode_link_lines(bad)) << bad;
  Lines many;
  for (std::int64_t i = 0; i <= static_cast<std::int64_t>(kMaxLinkTreeLines); ++i) many.push_back({i});
  EXPECT_FALSE(decode_link_lines(encode_link_lines(many))) << "at most kMaxLinkTreeLines lines";
  many.pop_back();
  EXPECT_EQ(decode_link_lines(encode_link_lines(many)), many);
  // The link keeps them with the selection and the induction step.
  ShareLink a;
  a.game = "number";
  a.args.add("max", "8");
  a.tree = tree;
  a.selected = std::vector<std::int64_t>{6, 7};
  a.induction = LinkInduction{false, true, 12};
  EXPECT_EQ(make_share_link(a), "?game=number&max=8&tree=6(5,7(2)),9&sel=6,7&ind=memo.12.here");
  const LinkParse back = parse_share_link(make_share_link(a));
  ASSERT_TRUE(back.link) << back.error;
  EXPECT_EQ(back.link->tree, a.tree);
  EXPECT_EQ(back.link->selected, a.selected);
  EXPECT_EQ(back.link->induction, a.induction);
  for (const char* q : {"game=number&tree=6(", "game=number&ind=memo", "game=number&ind=fast.3", "game=number&dag=0",
                        "game=number&sel=1,,2", "game=number&ind=retro.-1"})
    EXPECT_FALSE(parse_share_link(q).link) << q;
}

// The link to what the teacher shows (state().share.link, Share › Copy a
// link) opens the same expansion, selection and induction step: the teacher
// saw 22 nodes, the class sees 22 nodes (the position's link alone opens 10).
TEST(ShareLink, TheViewLinkRestoresExpansionSelectionAndInductionStep) {
  testing::HeadlessApp h;
  h.frames(2);
  ASSERT_TRUE(h.app().open_link("?game=number&max=8&moves=2").ok);
  h.frames(2);
  auto ok = [](const json::Value& r) { return r.find("ok") && r.find("ok")->type == json::Value::Type::Bool && r.find("ok")->boolean; };
  ASSERT_TRUE(ok(h.dispatch(R"({"type":"teach.induction","order":"memo"})")));
  ASSERT_TRUE(ok(h.dispatch(R"({"type":"teach.step","to":12})")));
  ASSERT_TRUE(ok(h.dispatch(R"({"type":"tree.expand","depth":2,"path":[]})")));
  h.frames(2);
  const json::Value before = h.state();
  const json::Value& tree = *before.find("tree");
  const std::vector<std::int64_t> some_node = [&] {
    std::vector<std::int64_t> l;
    for (const json::Value& m : tree.find("restore")->array.back().array) l.push_back(*m.integer);
    return l;
  }();
  ASSERT_TRUE(ok(h.dispatch(R"({"type":"tree.select","path":[)" + [&] {
    std::string s;
    for (auto m : some_node) s += (s.empty() ? "" : ",") + std::to_string(m);
    return s;
  }() + "]}")));
  h.frames(2);
  const json::Value shown = h.state();
  const json::Value* share = shown.find("share");
  ASSERT_NE(share, nullptr) << "state().share";
  const std::string link = share->find("link")->string;
  EXPECT_FALSE(share->find("trimmed")->boolean);
  EXPECT_NE(link.find("&tree="), std::string::npos) << link;
  EXPECT_NE(link.find("&ind=memo.12"), std::string::npos) << link;
  EXPECT_NE(link.find("&sel="), std::string::npos) << link;
  EXPECT_LE(link.size(), kMaxLinkLength);
  const std::int64_t nodes = *shown.find("tree")->find("nodes")->integer;

  // Another game in between, then the link.
  ASSERT_TRUE(h.app().open_link("?game=balls&take=1,2&n=5").ok);
  h.frames(2);
  const ActionResult r = h.app().open_link(link);
  ASSERT_TRUE(r.ok) << r.error;
  h.frames(2);
  const json::Value after = h.state();
  EXPECT_EQ(*after.find("tree")->find("nodes")->integer, nodes);
  EXPECT_EQ(text_of(after.find("tree")->find("restore")), text_of(shown.find("tree")->find("restore")));
  EXPECT_EQ(text_of(after.find("tree")->find("selected")), text_of(shown.find("tree")->find("selected")));
  EXPECT_EQ(after.find("teach")->find("mode")->string, "induction");
  EXPECT_EQ(*after.find("teach")->find("step")->integer, 12);
  EXPECT_EQ(after.find("share")->find("link")->string, link);
  EXPECT_TRUE(h.app().notice().empty()) << h.app().notice();

  // The position's link alone (an older link) opens fewer nodes, as before.
  ASSERT_TRUE(h.app().open_link("?game=balls&take=1,2&n=5").ok);
  h.frames(2);
  ASSERT_TRUE(h.app().open_link("?game=number&max=8&moves=2").ok);
  h.frames(2);
  EXPECT_LT(*h.state().find("tree")->find("nodes")->integer, nodes);
  // A step past the induction's end is refused and said.
  EXPECT_FALSE(h.app().open_link("?game=number&max=8&ind=memo.99999").ok);
  EXPECT_NE(h.app().notice().find("99999"), std::string::npos) << h.app().notice();
}

// An expansion too large for a link is left out, said in state().share.trimmed
// and in the toast; the link keeps the position and stays within the limit.
TEST(ShareLink, AViewTooLargeForALinkLeavesTheExpansionOut) {
  testing::HeadlessApp h;
  std::string copied;
  h.app().copy_to_clipboard = [&copied](const std::string& s) { copied = s; };
  h.frames(2);
  ASSERT_TRUE(h.app().open_link("?game=number&max=14").ok);
  h.frames(2);
  ASSERT_TRUE(h.dispatch(R"({"type":"tree.group","on":false})").find("ok")->boolean);
  ASSERT_TRUE(h.dispatch(R"({"type":"tree.expand","depth":3,"path":[]})").find("ok")->boolean);
  h.frames(2);
  const json::Value s = h.state();
  EXPECT_TRUE(s.find("tree")->find("restore")->type == json::Value::Type::Null) << "more lines than the cap";
  const json::Value* share = s.find("share");
  EXPECT_TRUE(share->find("trimmed")->boolean);
  const std::string link = share->find("link")->string;
  EXPECT_EQ(link.find("&tree="), std::string::npos) << link;
  EXPECT_EQ(link.rfind("?game=number&max=14", 0), 0u) << link;
  EXPECT_LE(link.size(), kMaxLinkLength);
  h.app().copy_link();
  EXPECT_EQ(copied, link);
  EXPECT_NE(h.state().find("toast")->find("text")->string.find("without the tree"), std::string::npos);
  EXPECT_TRUE(h.app().open_link(link).ok) << "the trimmed link opens";
}

// Share › Copy a link, with the real mouse: the clipboard gets the view link and
// the screen says so (a toast over the canvas; state().toast for readers).
TEST(ShareLink, CopyALinkSaysItWasCopied) {
  testing::HeadlessApp h;
  std::string copied;
  h.app().copy_to_clipboard = [&copied](const std::string& s) { copied = s; };
  h.frames(2);
  EXPECT_EQ(h.state().find("toast")->find("text")->string, "");
  ASSERT_TRUE(h.click("menu.share"));
  ASSERT_TRUE(h.click("share.copy"));
  EXPECT_EQ(copied, h.state().find("share")->find("link")->string);
  const json::Value t = *h.state().find("toast");
  EXPECT_NE(t.find("text")->string.find("copied"), std::string::npos) << t.find("text")->string;
  EXPECT_EQ(*t.find("id")->integer, 1);
  EXPECT_TRUE(h.app().items().find("share.copied")) << "drawn on screen";
  h.frames(60 * 6);  // gone after a few seconds
  EXPECT_EQ(h.state().find("toast")->find("text")->string, "");
  EXPECT_FALSE(h.app().items().find("share.copied"));
}

}  // namespace
}  // namespace gtl::app
