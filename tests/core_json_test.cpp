// The JSON reader's guarantees (issue 16): integers exact to 64 bits, valid UTF-8
// only (no lone surrogate), no repeated key, bounded nesting, and every refusal
// with a sentence saying where and why.
#include <gtest/gtest.h>

#include <string>

#include "core/json.hpp"

namespace gtl::json {
namespace {

std::string refusal(std::string_view text) {
  const auto r = parse(text);
  EXPECT_FALSE(r.value) << text;
  EXPECT_FALSE(r.error.empty()) << text;
  return r.error;
}

TEST(JsonReader, IntegersAreExactTo64Bits) {
  // 2^53 + 1 has no double: a reader going through doubles gives 2^53.
  const auto r = parse(R"({"a": 9007199254740993, "b": -9223372036854775808, "c": 9223372036854775807})");
  ASSERT_TRUE(r.value) << r.error;
  EXPECT_EQ(r.value->find("a")->integer, std::int64_t{9007199254740993});
  EXPECT_EQ(r.value->find("b")->integer, std::numeric_limits<std::int64_t>::min());
  EXPECT_EQ(r.value->find("c")->integer, std::numeric_limits<std::int64_t>::max());
  // Past 64 bits (signed) a number is still a number, but not an exact integer.
  const auto big = parse("18446744073709551615");
  ASSERT_TRUE(big.value);
  EXPECT_TRUE(big.value->is_number());
  EXPECT_FALSE(big.value->integer);
  // A fraction is not whole; 3.0 is.
  EXPECT_FALSE(parse("2.5").value->integer);
  EXPECT_EQ(parse("3.0").value->integer, 3);
  EXPECT_EQ(parse("-7").value->number, -7.0);
}

TEST(JsonReader, StringsAreValidUtf8) {
  const auto ok = parse(R"("\u00e9\ud83d\ude00")");
  ASSERT_TRUE(ok.value) << ok.error;
  EXPECT_EQ(ok.value->string, "\xc3\xa9\xf0\x9f\x98\x80");
  EXPECT_NE(refusal(R"("\ud800")").find("surrogate"), std::string::npos);
  EXPECT_NE(refusal(R"("\udc00x")").find("surrogate"), std::string::npos);
  EXPECT_NE(refusal("\"\xff\"").find("UTF-8"), std::string::npos);
  EXPECT_NE(refusal("\"\xed\xa0\x80\"").find("UTF-8"), std::string::npos);  // a surrogate encoded in UTF-8
}

TEST(JsonReader, RepeatedKeysAreRefused) {
  EXPECT_NE(refusal(R"({"max": 20, "max": 21})").find("\"max\" appears twice"), std::string::npos);
  EXPECT_NE(refusal(R"({"a": {"b": 1, "b": 1}})").find("\"b\" appears twice"), std::string::npos);
  // The same key in different objects is fine.
  EXPECT_TRUE(parse(R"([{"a": 1}, {"a": 2}])").value);
}

TEST(JsonReader, NestingIsBounded) {
  std::string deep(kMaxDepth, '[');
  deep += std::string(kMaxDepth, ']');
  EXPECT_TRUE(parse(deep).value);
  std::string deeper(kMaxDepth + 1, '[');
  deeper += std::string(kMaxDepth + 1, ']');
  EXPECT_NE(refusal(deeper).find("nest"), std::string::npos);
  EXPECT_FALSE(parse(std::string(1'000'000, '[')).value);  // no stack overflow, just a refusal
}

TEST(JsonReader, SyntaxErrorsSayWhere) {
  EXPECT_NE(refusal(R"({"a" 1})").find("at byte 5"), std::string::npos) << refusal(R"({"a" 1})");
  refusal("");
  refusal("{} {}");
  refusal("[1,]");
  refusal("01");
  refusal("NaN");
  EXPECT_NE(refusal("1e999").find("number overflow"), std::string::npos) << refusal("1e999");
}

TEST(JsonReader, ReadsWhatTheWriterWrites) {
  Writer w;
  w.begin_object().key("s").value("tab\there \"q\" \x01").key("n").value(std::int64_t{-42});
  w.key("l").begin_array().value(true).null().value(2.5).end_array().end_object();
  const auto r = parse(w.str());
  ASSERT_TRUE(r.value) << r.error;
  EXPECT_EQ(r.value->find("s")->string, "tab\there \"q\" \x01");
  EXPECT_EQ(r.value->find("n")->integer, -42);
  ASSERT_EQ(r.value->find("l")->array.size(), 3u);
  EXPECT_TRUE(r.value->find("l")->array[1].is_null());
  EXPECT_EQ(r.value->find("l")->array[2].number, 2.5);
  // Bytes that are not UTF-8 (an error message may echo them) still make valid JSON.
  const auto bad = parse(escape("a\xff\xed\xa0\x80" "b\xc3\xa9"));
  ASSERT_TRUE(bad.value) << bad.error;
  EXPECT_EQ(bad.value->string, "a\xef\xbf\xbd\xef\xbf\xbd\xef\xbf\xbd\xef\xbf\xbd" "b\xc3\xa9");
}

}  // namespace
}  // namespace gtl::json
