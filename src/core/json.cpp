#include "core/json.hpp"

#include <charconv>
#include <cmath>
#include <cstdio>

namespace gtl::json {

std::string escape(std::string_view s) {
  std::string out;
  out.reserve(s.size() + 2);
  out += '"';
  for (unsigned char c : s) {
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
        } else {
          out += static_cast<char>(c);  // UTF-8 passes through unchanged
        }
    }
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

class Parser {
 public:
  explicit Parser(std::string_view t) : t_(t) {}

  ParseResult run() {
    ParseResult r;
    Value v;
    if (!parse_value(v, 0)) {
      r.error = "offset " + std::to_string(pos_) + ": " + err_;
      return r;
    }
    skip_ws();
    if (pos_ != t_.size()) {
      r.error = "offset " + std::to_string(pos_) + ": unexpected text after the JSON value";
      return r;
    }
    r.value = std::move(v);
    return r;
  }

 private:
  static constexpr int kMaxDepth = 64;

  bool fail(std::string m) { err_ = std::move(m); return false; }
  void skip_ws() {
    while (pos_ < t_.size() && (t_[pos_] == ' ' || t_[pos_] == '\n' || t_[pos_] == '\r' || t_[pos_] == '\t')) ++pos_;
  }
  bool literal(std::string_view word) {
    if (t_.substr(pos_, word.size()) != word) return fail("invalid literal");
    pos_ += word.size();
    return true;
  }

  bool parse_value(Value& v, int depth) {
    if (depth > kMaxDepth) return fail("nesting too deep");
    skip_ws();
    if (pos_ >= t_.size()) return fail("unexpected end of input");
    char c = t_[pos_];
    if (c == '{') return parse_object(v, depth);
    if (c == '[') return parse_array(v, depth);
    if (c == '"') { v.type = Value::Type::String; return parse_string(v.string); }
    if (c == 't') { v.type = Value::Type::Bool; v.boolean = true; return literal("true"); }
    if (c == 'f') { v.type = Value::Type::Bool; v.boolean = false; return literal("false"); }
    if (c == 'n') { v.type = Value::Type::Null; return literal("null"); }
    if (c == '-' || (c >= '0' && c <= '9')) return parse_number(v);
    return fail(std::string("unexpected character '") + c + "'");
  }

  bool parse_number(Value& v) {
    size_t start = pos_;
    if (t_[pos_] == '-') ++pos_;
    auto digits = [&] {
      size_t s = pos_;
      while (pos_ < t_.size() && t_[pos_] >= '0' && t_[pos_] <= '9') ++pos_;
      return pos_ > s;
    };
    if (!digits()) return fail("expected digits");
    if (pos_ < t_.size() && t_[pos_] == '.') { ++pos_; if (!digits()) return fail("expected digits after '.'"); }
    if (pos_ < t_.size() && (t_[pos_] == 'e' || t_[pos_] == 'E')) {
      ++pos_;
      if (pos_ < t_.size() && (t_[pos_] == '+' || t_[pos_] == '-')) ++pos_;
      if (!digits()) return fail("expected exponent digits");
    }
    std::string num(t_.substr(start, pos_ - start));
    v.type = Value::Type::Number;
    v.number = std::strtod(num.c_str(), nullptr);
    return true;
  }

  bool hex4(unsigned& cp) {
    if (pos_ + 4 > t_.size()) return fail("short \\u escape");
    cp = 0;
    for (int i = 0; i < 4; ++i) {
      char h = t_[pos_++];
      cp <<= 4;
      if (h >= '0' && h <= '9') cp |= h - '0';
      else if (h >= 'a' && h <= 'f') cp |= h - 'a' + 10;
      else if (h >= 'A' && h <= 'F') cp |= h - 'A' + 10;
      else return fail("bad hex digit in \\u escape");
    }
    return true;
  }

  static void utf8(std::string& out, unsigned cp) {
    if (cp < 0x80) out += static_cast<char>(cp);
    else if (cp < 0x800) { out += static_cast<char>(0xC0 | (cp >> 6)); out += static_cast<char>(0x80 | (cp & 0x3F)); }
    else if (cp < 0x10000) {
      out += static_cast<char>(0xE0 | (cp >> 12));
      out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
      out += static_cast<char>(0x80 | (cp & 0x3F));
    } else {
      out += static_cast<char>(0xF0 | (cp >> 18));
      out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
      out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
      out += static_cast<char>(0x80 | (cp & 0x3F));
    }
  }

  bool parse_string(std::string& out) {
    ++pos_;  // opening quote
    while (pos_ < t_.size()) {
      char c = t_[pos_++];
      if (c == '"') return true;
      if (static_cast<unsigned char>(c) < 0x20) return fail("control character in string");
      if (c != '\\') { out += c; continue; }
      if (pos_ >= t_.size()) break;
      char e = t_[pos_++];
      switch (e) {
        case '"': out += '"'; break;
        case '\\': out += '\\'; break;
        case '/': out += '/'; break;
        case 'b': out += '\b'; break;
        case 'f': out += '\f'; break;
        case 'n': out += '\n'; break;
        case 'r': out += '\r'; break;
        case 't': out += '\t'; break;
        case 'u': {
          unsigned cp;
          if (!hex4(cp)) return false;
          if (cp >= 0xD800 && cp < 0xDC00 && t_.substr(pos_, 2) == "\\u") {
            pos_ += 2;
            unsigned lo;
            if (!hex4(lo)) return false;
            if (lo < 0xDC00 || lo > 0xDFFF) return fail("bad surrogate pair");
            cp = 0x10000 + ((cp - 0xD800) << 10) + (lo - 0xDC00);
          }
          utf8(out, cp);
          break;
        }
        default: return fail("bad escape in string");
      }
    }
    return fail("unterminated string");
  }

  bool parse_array(Value& v, int depth) {
    v.type = Value::Type::Array;
    ++pos_;
    skip_ws();
    if (pos_ < t_.size() && t_[pos_] == ']') { ++pos_; return true; }
    for (;;) {
      Value item;
      if (!parse_value(item, depth + 1)) return false;
      v.array.push_back(std::move(item));
      skip_ws();
      if (pos_ < t_.size() && t_[pos_] == ',') { ++pos_; continue; }
      if (pos_ < t_.size() && t_[pos_] == ']') { ++pos_; return true; }
      return fail("expected ',' or ']'");
    }
  }

  bool parse_object(Value& v, int depth) {
    v.type = Value::Type::Object;
    ++pos_;
    skip_ws();
    if (pos_ < t_.size() && t_[pos_] == '}') { ++pos_; return true; }
    for (;;) {
      skip_ws();
      if (pos_ >= t_.size() || t_[pos_] != '"') return fail("expected a string key");
      std::string k;
      if (!parse_string(k)) return false;
      skip_ws();
      if (pos_ >= t_.size() || t_[pos_] != ':') return fail("expected ':'");
      ++pos_;
      Value item;
      if (!parse_value(item, depth + 1)) return false;
      v.object[std::move(k)] = std::move(item);
      skip_ws();
      if (pos_ < t_.size() && t_[pos_] == ',') { ++pos_; continue; }
      if (pos_ < t_.size() && t_[pos_] == '}') { ++pos_; return true; }
      return fail("expected ',' or '}'");
    }
  }

  std::string_view t_;
  size_t pos_ = 0;
  std::string err_;
};

}  // namespace

ParseResult parse(std::string_view text) { return Parser(text).run(); }

}  // namespace gtl::json
