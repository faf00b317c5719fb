// The words every lesson uses (model/lesson_words.hpp): plurals, lists in
// every language, label shortening that prefers a shorter wording to a cut.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "model/lesson_words.hpp"

namespace gtl::model {
namespace {

// A stand-in for the font: every UTF-8 character is `px` wide.
auto widths(float px) {
  return [px](std::string_view s) {
    float n = 0;
    for (unsigned char c : s)
      if ((c & 0xC0) != 0x80) n += 1;
    return n * px;
  };
}

TEST(LessonWords, Plurals) {
  EXPECT_EQ(plies(0), "0 plies");
  EXPECT_EQ(plies(1), "1 ply");
  EXPECT_EQ(plies(3), "3 plies");
}

TEST(LessonWords, NumberLists) {
  const std::vector<int> none, one{5}, two{5, 7}, three{4, 6, 8}, nine{4, 6, 8, 10, 12, 14, 16, 18, 20};
  EXPECT_EQ(number_list(none, 6), "");
  EXPECT_EQ(number_list(one, 6), "5");
  EXPECT_EQ(number_list(two, 6), "5 and 7");
  EXPECT_EQ(number_list(three, 6), "4, 6 and 8");
  EXPECT_EQ(number_list(nine, 9), "4, 6, 8, 10, 12, 14, 16, 18 and 20");
  EXPECT_EQ(number_list(nine, 6), "4, 6, 8, 10, 12, \u2026, 20");
}

TEST(LessonWords, FitLabelShortensBeforeItCuts) {
  const std::vector<std::string> c{"2\u00b76 + 5", "2\u00b76+5", "12+5"};
  const auto w = widths(6);
  EXPECT_EQ(fit_label(c, 100, w), "2\u00b76 + 5");
  EXPECT_EQ(fit_label(c, 7 * 6, w), "2\u00b76 + 5");
  EXPECT_EQ(fit_label(c, 6 * 6, w), "2\u00b76+5");
  EXPECT_EQ(fit_label(c, 4 * 6, w), "12+5");
  // Nothing fits: the last candidate is cut with an ellipsis, on a character boundary.
  EXPECT_EQ(fit_label(c, 3 * 6, w), "12\u2026");
  EXPECT_EQ(fit_label(c, 1 * 6, w), "");
  const std::vector<std::string> label{"30 \u00b7 even/even", "30 \u00b7 e/e", "30"};
  EXPECT_EQ(fit_label(label, 9 * 6, w), "30 \u00b7 e/e");
  EXPECT_EQ(fit_label({}, 100, w), "");
  // A cut never splits a multi-byte character: "2·" does not fit 2 characters + "…".
  const std::vector<std::string> dot{"2\u00b76\u00b76"};
  EXPECT_EQ(fit_label(dot, 3 * 6, w), "2\u00b7\u2026");
  EXPECT_EQ(fit_label(dot, 2 * 6, w), "2\u2026");
}

}  // namespace
}  // namespace gtl::model
