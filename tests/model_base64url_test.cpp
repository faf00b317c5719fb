// The base64url codec that share links use (src/model/base64url.hpp).
#include <gtest/gtest.h>

#include <random>
#include <string>

#include "model/base64url.hpp"

namespace {

using gtl::model::base64url_decode;
using gtl::model::base64url_encode;
using gtl::model::is_base64url_char;

struct Vector {
  const char* bytes;
  const char* text;
};

// RFC 4648 §10, with the padding dropped (the url alphabet differs from the
// standard one only in '-' and '_', which these do not reach).
constexpr Vector kRfcVectors[] = {
    {"", ""},         {"f", "Zg"},         {"fo", "Zm8"},         {"foo", "Zm9v"},
    {"foob", "Zm9vYg"}, {"fooba", "Zm9vYmE"}, {"foobar", "Zm9vYmFy"},
};

TEST(Base64Url, EncodesTheRfcVectors) {
  for (const Vector& v : kRfcVectors) EXPECT_EQ(base64url_encode(v.bytes), v.text) << v.bytes;
}

TEST(Base64Url, DecodesTheRfcVectors) {
  for (const Vector& v : kRfcVectors) {
    const auto bytes = base64url_decode(v.text);
    ASSERT_TRUE(bytes) << v.text;
    EXPECT_EQ(*bytes, v.bytes);
  }
}

// Standard base64 "+/8=" for FB FF and "//79" for FF FF FD: the url
// alphabet writes 62 and 63 as '-' and '_'.
TEST(Base64Url, UsesDashAndUnderscoreForTheLastTwoValues) {
  EXPECT_EQ(base64url_encode(std::string("\xFB\xFF", 2)), "-_8");
  EXPECT_EQ(base64url_encode(std::string("\xFF\xFF\xFD", 3)), "___9");
  EXPECT_EQ(base64url_decode("-_8"), std::string("\xFB\xFF", 2));
  EXPECT_EQ(base64url_decode("___9"), std::string("\xFF\xFF\xFD", 3));
}

TEST(Base64Url, RandomBytesRoundTrip) {
  std::mt19937 rng(46);
  std::uniform_int_distribution<int> byte(0, 255);
  for (std::size_t n = 0; n < 200; ++n) {
    std::string bytes(n, '\0');
    for (char& c : bytes) c = static_cast<char>(byte(rng));
    const std::string text = base64url_encode(bytes);
    EXPECT_EQ(text.size(), (n * 4 + 2) / 3) << n;  // no padding
    for (char c : text) EXPECT_TRUE(is_base64url_char(c)) << n;
    const auto back = base64url_decode(text);
    ASSERT_TRUE(back) << n;
    EXPECT_EQ(*back, bytes) << n;
  }
}

TEST(Base64Url, RefusesALengthThatLeavesOneCharacterOver) {
  for (const char* text : {"A", "Zm9vY", "Zm9vYmFyZ"}) EXPECT_FALSE(base64url_decode(text)) << text;
}

TEST(Base64Url, RefusesCharactersOutsideTheAlphabet) {
  for (const char* text : {"Zg==", "Zm9+", "Zm9/", "Zm 9v", "Zm9v\n", "Zm.v", "Zm9\xC3\xA9"})
    EXPECT_FALSE(base64url_decode(text)) << text;
  EXPECT_FALSE(base64url_decode(std::string("Zm\0v", 4)));
}

// The spare low bits of a last group are not checked (as share links were
// always read): "Zh" and "Zg" both give "f".
TEST(Base64Url, IgnoresTheSpareBitsOfTheLastCharacter) {
  EXPECT_EQ(base64url_decode("Zh"), std::string("f"));
}

TEST(Base64Url, CharacterCheckIsTheAlphabet) {
  for (int i = 0; i < 256; ++i) {
    const char c = static_cast<char>(i);
    const bool expected = (i >= 'A' && i <= 'Z') || (i >= 'a' && i <= 'z') || (i >= '0' && i <= '9') ||
                          i == '-' || i == '_';
    EXPECT_EQ(is_base64url_char(c), expected) << i;
  }
}

}  // namespace
