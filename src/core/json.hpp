// A tiny JSON writer and a strict reader: the CLI's JSON lines, the app's
// automation state (window.gtl.state()) and its action objects
// (window.gtl.dispatch()) all go through here, so escaping and number formatting
// live in one place. The reader is nlohmann-json underneath (json.cpp only: its
// header is large and nobody else needs it); this file keeps a small value type
// that the rest of the code reads.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gtl::json {

// Streaming writer. Commas are inserted automatically:
//   Writer w; w.begin_object(); w.key("n").value(3); w.end_object(); w.str()
class Writer {
 public:
  Writer& begin_object();
  Writer& end_object();
  Writer& begin_array();
  Writer& end_array();
  Writer& key(std::string_view k);
  Writer& value(std::string_view s);
  Writer& value(const char* s) { return value(std::string_view(s)); }
  Writer& value(const std::string& s) { return value(std::string_view(s)); }
  Writer& value(bool b);
  Writer& value(std::int64_t v);
  Writer& value(std::uint64_t v);
  Writer& value(int v) { return value(static_cast<std::int64_t>(v)); }
  Writer& value(unsigned v) { return value(static_cast<std::uint64_t>(v)); }
  Writer& value(double v);  // non-finite values are written as null
  Writer& null();
  // Inserts an already-serialised JSON value verbatim.
  Writer& raw(std::string_view json);

  const std::string& str() const { return out_; }

 private:
  void separate();
  std::string out_;
  std::vector<bool> first_;  // per open container: no element written yet
  bool after_key_ = false;
};

std::string escape(std::string_view s);  // with the surrounding quotes

// Parsed JSON value (small documents only: action objects, test fixtures).
struct Value {
  enum class Type { Null, Bool, Number, String, Array, Object };
  Type type = Type::Null;
  bool boolean = false;
  double number = 0;  // every number, as the nearest double
  // Set when the number is a whole number that fits 64 bits exactly: integers are
  // read as integers (2^53 + 1 stays 2^53 + 1), never through a double.
  std::optional<std::int64_t> integer;
  std::string string;
  std::vector<Value> array;
  std::map<std::string, Value, std::less<>> object;

  bool is_null() const { return type == Type::Null; }
  bool is_number() const { return type == Type::Number; }
  bool is_string() const { return type == Type::String; }
  bool is_array() const { return type == Type::Array; }
  bool is_object() const { return type == Type::Object; }
  // Member lookup; nullptr when this is not an object or has no such key.
  const Value* find(std::string_view k) const;
};

struct ParseResult {
  std::optional<Value> value;
  std::string error;  // "at byte 12: ..." when value is empty
};

// Strict RFC 8259 parsing: valid UTF-8 only (a lone surrogate escape such as
// "\ud800" is refused too), no repeated key in an object, no number that does
// not fit a double, and at most kMaxDepth nested arrays/objects (so hostile input
// cannot blow the stack of the recursive Value).
inline constexpr int kMaxDepth = 64;
ParseResult parse(std::string_view text);

}  // namespace gtl::json
