// The same limits everywhere (issue 16): an action, a share link and a panel
// accept the same sizes; actions refuse fields they do not know, as links refuse
// unknown keys; integers in actions are exact.
#include <gtest/gtest.h>

#include <string>

#include "app/lessons/balls/model.hpp"
#include "app/kit/share_link.hpp"
#include "app_test_support.hpp"

namespace gtl::app {
namespace {

std::string takes(std::size_t count) {
  std::string s;
  for (std::size_t i = 1; i <= count; ++i) s += (i > 1 ? "," : "") + std::to_string(i);
  return s;
}

std::string error(const json::Value& r) { return r.find("error") ? r.find("error")->string : ""; }

TEST(Limits, ActionsRefuseUnknownFields) {
  testing::HeadlessApp h;
  const auto typo = h.dispatch(R"({"type":"number.new","mx":20})");
  EXPECT_FALSE(ok(typo));
  EXPECT_NE(error(typo).find("unknown field \"mx\" in number.new (known: max)"), std::string::npos) << error(typo);
  const auto none = h.dispatch(R"({"type":"tree.fit","depth":2})");
  EXPECT_NE(error(none).find("it takes no fields"), std::string::npos) << error(none);
  // Every action of the app declares its fields: a stray field is refused by each.
  for (const auto& [type, help] : h.app().automation().actions()) {
    const auto r = h.dispatch(R"({"type":")" + type + R"(","surely_not_a_field":1})");
    EXPECT_NE(error(r).find("unknown field"), std::string::npos) << type << ": " << error(r);
  }
  EXPECT_TRUE(ok(h.dispatch(R"({"type":"number.new","max":12})")));
}

TEST(Limits, ActionIntegersAreExact) {
  testing::HeadlessApp h;
  // 2^53 + 1 would read as 2^53 through a double; either way it is out of range, and said so.
  const auto r = h.dispatch(R"({"type":"history.step","delta":9007199254740993})");
  EXPECT_NE(error(r).find("between"), std::string::npos) << error(r);
  const auto dup = h.dispatch(R"({"type":"number.new","max":12,"max":13})");
  EXPECT_NE(error(dup).find("appears twice"), std::string::npos) << error(dup);
  const auto surrogate = h.dispatch(R"({"type":"number.judge","input":"\ud800"})");
  EXPECT_NE(error(surrogate).find("surrogate"), std::string::npos) << error(surrogate);
}

TEST(Limits, LinksActionsAndTheModelAcceptTheSameTakeSizes) {
  const std::size_t most = kBallLessonMaxTakeCount;
  testing::HeadlessApp h;
  EXPECT_EQ(h.app().check_link("?game=balls&n=10&take=" + takes(most)), "");
  EXPECT_NE(h.app().check_link("?game=balls&n=10&take=" + takes(most + 1)), "");
  EXPECT_FALSE(ok(h.dispatch(R"({"type":"balls.new","n":10,"take":[)" + takes(most + 1) + "]}")));
  EXPECT_FALSE(h.app().open_link("?game=balls&n=10&take=" + takes(most + 1)).ok);
  std::string err;
  BallModel lesson;
  std::vector<std::int64_t> many;
  for (std::size_t i = 1; i <= most + 1; ++i) many.push_back(static_cast<std::int64_t>(i));
  EXPECT_FALSE(lesson.new_game(many, 10, err));
  EXPECT_NE(err.find(std::to_string(most)), std::string::npos) << err;
}

TEST(Limits, LinksRefuseRepeatedKeysAndNumbersOffTheBoard) {
  const auto twice = parse_share_link("?game=number&max=20&max=12");
  EXPECT_FALSE(twice.link);
  EXPECT_NE(twice.error.find("\"max\" is given twice"), std::string::npos) << twice.error;
  testing::HeadlessApp h;
  const std::string off = h.app().check_link("?game=number&max=20&allowed=2,25");
  EXPECT_NE(off.find("25"), std::string::npos) << off;
  // Without max, the board is as large as the position needs (as the lesson does).
  ASSERT_TRUE(h.app().open_link("?game=number&allowed=2,25").ok);
  EXPECT_EQ(h.state().find("number")->find("max")->number, 25);
  EXPECT_EQ(h.app().share_link(), "?game=number&max=25&allowed=2,25");
  EXPECT_EQ(h.app().check_link(h.app().share_link()), "");
}

}  // namespace
}  // namespace gtl::app

namespace gtl::app {
namespace {

TEST(Limits, BallGamesPastTheWorkBudgetAreRefusedWithTheEstimate) {
  testing::HeadlessApp h;
  const std::string many = takes(kBallLessonMaxTakeCount);
  const auto r = h.dispatch(R"({"type":"balls.new","n":100000,"take":[)" + many + "]}");
  EXPECT_FALSE(ok(r));
  // What was asked, the estimate (64 x 100,000 steps), the budget and what to do instead.
  const std::string e = error(r);
  EXPECT_NE(e.find("64 take sizes and 100000 balls"), std::string::npos) << e;
  EXPECT_NE(e.find(std::to_string(64 * 100000) + " steps"), std::string::npos) << e;
  EXPECT_NE(e.find(std::to_string(kBallLessonMaxSteps)), std::string::npos) << e;
  EXPECT_NE(e.find("up to " + std::to_string(kBallLessonMaxSteps / 64) + " balls"), std::string::npos) << e;
  // The link says the same and leaves the shown game as it was.
  EXPECT_FALSE(h.app().open_link("?game=balls&n=100000&take=" + many).ok);
  EXPECT_NE(h.app().notice().find("steps"), std::string::npos) << h.app().notice();
  // Within the budget: the largest pile with few take sizes, many take sizes with a smaller pile.
  EXPECT_TRUE(ok(h.dispatch(R"({"type":"balls.new","n":100000,"take":[1,2,3]})")));
  EXPECT_TRUE(ok(h.dispatch(R"({"type":"balls.new","n":)" + std::to_string(kBallLessonMaxSteps / 64) + R"(,"take":[)" +
                            many + "]}")));
}

}  // namespace
}  // namespace gtl::app
