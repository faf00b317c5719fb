#include "core/json.hpp"

#include <cmath>
#include <cstdio>
#include <limits>

#include <nlohmann/json.hpp>

namespace gtl::json {

namespace {
// The length of the well-formed UTF-8 sequence at s[i] (RFC 3629: no overlongs,
// no surrogates, nothing past U+10FFFF), or 0 if it is not one.
std::size_t utf8_length(std::string_view s, std::size_t i) {
  const auto b = [&](std::size_t k) { return static_cast<unsigned char>(s[i + k]); };
  const auto cont = [&](std::size_t k) { return i + k < s.size() && (b(k) & 0xC0) == 0x80; };
  const unsigned char c = b(0);
  if (c < 0x80) return 1;
  if (c >= 0xC2 && c <= 0xDF) return cont(1) ? 2 : 0;
  if (c >= 0xE0 && c <= 0xEF) {
    if (!cont(1) || !cont(2)) return 0;
    if ((c == 0xE0 && b(1) < 0xA0) || (c == 0xED && b(1) > 0x9F)) return 0;  // overlong, surrogate
    return 3;
  }
  if (c >= 0xF0 && c <= 0xF4) {
    if (!cont(1) || !cont(2) || !cont(3)) return 0;
    if ((c == 0xF0 && b(1) < 0x90) || (c == 0xF4 && b(1) > 0x8F)) return 0;  // overlong, past U+10FFFF
    return 4;
  }
  return 0;
}
}  // namespace

// Always valid JSON: a byte that is not part of well-formed UTF-8 (an error
// message may echo hostile input) is written as U+FFFD, the replacement character.
std::string escape(std::string_view s) {
  std::string out;
  out.reserve(s.size() + 2);
  out += '"';
  for (std::size_t i = 0; i < s.size();) {
    const unsigned char c = static_cast<unsigned char>(s[i]);
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\r': out += "\\r"; break;
      case '\t': out += "\\t"; break;
      default:
        if (c < 0x20) {
          char buf[8];
          std::snprintf(buf, sizeof buf, "\\u%04x", c);
          out += buf;
        } else if (const std::size_t n = utf8_length(s, i); n > 0) {
          out.append(s.substr(i, n));
          i += n;
          continue;
        } else {
          out += "\\ufffd";
        }
    }
    ++i;
  }
  out += '"';
  return out;
}

void Writer::separate() {
  if (after_key_) {
    after_key_ = false;
    return;
  }
  if (!first_.empty()) {
    if (!first_.back()) out_ += ',';
    first_.back() = false;
  }
}

Writer& Writer::begin_object() { separate(); out_ += '{'; first_.push_back(true); return *this; }
Writer& Writer::end_object() { out_ += '}'; first_.pop_back(); return *this; }
Writer& Writer::begin_array() { separate(); out_ += '['; first_.push_back(true); return *this; }
Writer& Writer::end_array() { out_ += ']'; first_.pop_back(); return *this; }

Writer& Writer::key(std::string_view k) {
  separate();
  out_ += escape(k);
  out_ += ':';
  after_key_ = true;
  return *this;
}

Writer& Writer::value(std::string_view s) { separate(); out_ += escape(s); return *this; }
Writer& Writer::value(bool b) { separate(); out_ += b ? "true" : "false"; return *this; }
Writer& Writer::value(std::int64_t v) { separate(); out_ += std::to_string(v); return *this; }
Writer& Writer::value(std::uint64_t v) { separate(); out_ += std::to_string(v); return *this; }
Writer& Writer::null() { separate(); out_ += "null"; return *this; }
Writer& Writer::raw(std::string_view j) { separate(); out_ += j; return *this; }

Writer& Writer::value(double v) {
  separate();
  if (!std::isfinite(v)) {
    out_ += "null";
    return *this;
  }
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.6g", v);
  out_ += buf;
  return *this;
}

const Value* Value::find(std::string_view k) const {
  if (type != Type::Object) return nullptr;
  auto it = object.find(k);
  return it == object.end() ? nullptr : &it->second;
}

namespace {

// Builds a Value from nlohmann-json's SAX events. Going through SAX rather than
// nlohmann::json lets the reader refuse a repeated key (nlohmann keeps the last
// one silently), bound the nesting before anything is built, and keep integers
// exact. No exceptions: every failure comes back through parse_error or a false
// return, and the message is kept for ParseResult::error.
class Builder : public nlohmann::json_sax<nlohmann::json> {
 public:
  bool null() override { return put(Value{}); }
  bool boolean(bool b) override {
    Value v;
    v.type = Value::Type::Bool;
    v.boolean = b;
    return put(std::move(v));
  }
  bool number_integer(number_integer_t i) override { return put(integer(i)); }
  bool number_unsigned(number_unsigned_t u) override {
    if (u <= static_cast<number_unsigned_t>(std::numeric_limits<std::int64_t>::max()))
      return put(integer(static_cast<std::int64_t>(u)));
    Value v;  // whole, but past 64-bit signed: readers report it as out of range
    v.type = Value::Type::Number;
    v.number = static_cast<double>(u);
    return put(std::move(v));
  }
  bool number_float(number_float_t d, const string_t&) override {
    if (!std::isfinite(d)) return fail("a number is too large for a double");
    Value v;
    v.type = Value::Type::Number;
    v.number = d;
    // 3.0 is the whole number 3; only doubles that are exact integers qualify.
    constexpr double kExact = 9007199254740992.0;  // 2^53
    if (d == std::floor(d) && std::fabs(d) <= kExact) v.integer = static_cast<std::int64_t>(d);
    return put(std::move(v));
  }
  bool string(string_t& s) override {
    Value v;
    v.type = Value::Type::String;
    v.string = std::move(s);
    return put(std::move(v));
  }
  bool binary(binary_t&) override { return fail("binary values are not JSON"); }
  bool start_object(std::size_t) override { return open(Value::Type::Object); }
  bool key(string_t& k) override {
    Value& obj = *stack_.back();
    if (obj.object.count(k)) return fail("the key " + escape(k) + " appears twice in one object");
    key_ = std::move(k);
    return true;
  }
  bool end_object() override { stack_.pop_back(); return true; }
  bool start_array(std::size_t) override { return open(Value::Type::Array); }
  bool end_array() override { stack_.pop_back(); return true; }
  bool parse_error(std::size_t position, const std::string&, const nlohmann::detail::exception& ex) override {
    // what() is "[json.exception.parse_error.101] parse error at line 1, column 5: syntax error ...":
    // the byte offset says the same as line and column for one-line actions.
    // "[json.exception.out_of_range.406] number overflow parsing '1e999'": the tags go.
    std::string_view m = ex.what();
    if (auto tag = m.find("] "); !m.empty() && m.front() == '[' && tag != std::string_view::npos) m.remove_prefix(tag + 2);
    if (auto col = m.find("column "); m.starts_with("parse error") && col != std::string_view::npos) {
      if (auto colon = m.find(": ", col); colon != std::string_view::npos) m.remove_prefix(colon + 2);
    }
    // nlohmann counts the byte it stopped at from 1.
    error_ = "at byte " + std::to_string(position > 0 ? position - 1 : 0) + ": " + std::string(m);
    return false;
  }

  Value& root() { return root_; }
  const std::string& error() const { return error_; }

 private:
  static Value integer(std::int64_t i) {
    Value v;
    v.type = Value::Type::Number;
    v.number = static_cast<double>(i);
    v.integer = i;
    return v;
  }
  bool fail(std::string m) {
    error_ = std::move(m);
    return false;
  }
  // Places a finished value in the open container (or as the root); returns it.
  Value* place(Value v) {
    if (stack_.empty()) {
      root_ = std::move(v);
      return &root_;
    }
    Value& parent = *stack_.back();
    if (parent.type == Value::Type::Array) {
      parent.array.push_back(std::move(v));
      return &parent.array.back();
    }
    return &parent.object.emplace(std::move(key_), std::move(v)).first->second;
  }
  bool put(Value v) {
    place(std::move(v));
    return true;
  }
  bool open(Value::Type t) {
    if (static_cast<int>(stack_.size()) >= kMaxDepth)
      return fail("arrays and objects nest more than " + std::to_string(kMaxDepth) + " deep");
    Value v;
    v.type = t;
    // A container's own slot never moves while it is open: elements are only
    // added to the innermost open container, and map nodes are stable.
    stack_.push_back(place(std::move(v)));
    return true;
  }

  Value root_;
  std::vector<Value*> stack_;
  std::string key_;
  std::string error_;
};

}  // namespace

ParseResult parse(std::string_view text) {
  ParseResult r;
  Builder b;
  const bool ok = nlohmann::json::sax_parse(text.begin(), text.end(), &b, nlohmann::json::input_format_t::json,
                                            /*strict=*/true);
  if (!ok) {
    r.error = b.error().empty() ? std::string("not valid JSON") : b.error();
    return r;
  }
  r.value = std::move(b.root());
  return r;
}

}  // namespace gtl::json
