#include "payoff_rational.hpp"

#include <algorithm>
#include <cstdint>
#include <utility>

namespace gtl::payoff {
namespace {

Int128 abs128(Int128 v) { return v < 0 ? -v : v; }

bool fits64(Int128 v) { return v >= INT64_MIN && v <= INT64_MAX; }

// Binary gcd on 64 bits: a 128-bit % is a library call, tens of times slower,
// and course games' numbers nearly always fit in 64 bits.
std::uint64_t gcd64(std::uint64_t a, std::uint64_t b) {
  if (a == 0) return b;
  if (b == 0) return a;
  const int shift = __builtin_ctzll(a | b);
  a >>= __builtin_ctzll(a);
  do {
    b >>= __builtin_ctzll(b);
    if (a > b) std::swap(a, b);
    b -= a;
  } while (b != 0);
  return a << shift;
}

Int128 gcd128(Int128 a, Int128 b) {
  a = abs128(a);
  b = abs128(b);
  while (b != 0) {
    if ((a >> 64) == 0 && (b >> 64) == 0)
      return static_cast<Int128>(gcd64(static_cast<std::uint64_t>(a), static_cast<std::uint64_t>(b)));
    const Int128 t = a % b;
    a = b;
    b = t;
  }
  return a;
}

// a / b exactly (b divides a, b > 0), on 64 bits when both fit.
Int128 exact_div(Int128 a, Int128 b) {
  if (fits64(a) && fits64(b)) return static_cast<std::int64_t>(a) / static_cast<std::int64_t>(b);
  return a / b;
}

// The most negative 128-bit value cannot be negated: it counts as overflow.
constexpr Int128 kMin = static_cast<Int128>(static_cast<unsigned __int128>(1) << 127);

bool mul(Int128 a, Int128 b, Int128& out) { return !__builtin_mul_overflow(a, b, &out) && out != kMin; }
bool add(Int128 a, Int128 b, Int128& out) { return !__builtin_add_overflow(a, b, &out) && out != kMin; }

}  // namespace

Rational Rational::fraction(Int128 n, Int128 d) {
  if (d == 0 || n == kMin || d == kMin) return invalid();
  if (d < 0) {
    n = -n;
    d = -d;
  }
  const Int128 g = gcd128(n, d);
  Rational r;
  r.num_ = g > 1 ? exact_div(n, g) : n;
  r.den_ = g > 1 ? exact_div(d, g) : d;
  return r;
}

// a/b + c/d = (a*(d/g) + c*(b/g)) / (b/g*d), g = gcd(b, d): the products stay
// as small as they can before the final reduction.
Rational operator+(const Rational& a, const Rational& b) {
  if (!a.ok() || !b.ok()) return Rational::invalid();
  if (a.den_ == 1 && b.den_ == 1) {
    Int128 s;
    return add(a.num_, b.num_, s) ? Rational::fraction(s, 1) : Rational::invalid();
  }
  const Int128 g = gcd128(a.den_, b.den_);
  const Int128 ag = exact_div(a.den_, g), bg = exact_div(b.den_, g);
  Int128 x, y, s, d;
  if (!mul(a.num_, bg, x) || !mul(b.num_, ag, y) || !add(x, y, s) || !mul(ag, b.den_, d))
    return Rational::invalid();
  return Rational::fraction(s, d);
}

Rational Rational::operator-() const {
  if (!ok()) return invalid();
  Rational r = *this;
  r.num_ = -num_;
  return r;
}

Rational operator-(const Rational& a, const Rational& b) { return a + (-b); }

// Cross-reduced first: (a/b)(c/d) = (a/g1)(c/g2) / ((b/g2)(d/g1)).
Rational operator*(const Rational& a, const Rational& b) {
  if (!a.ok() || !b.ok()) return Rational::invalid();
  if (a.num_ == 0 || b.num_ == 0) return Rational(0);
  if (a.den_ == 1 && b.den_ == 1) {
    Rational r;
    return mul(a.num_, b.num_, r.num_) ? r : Rational::invalid();
  }
  const Int128 g1 = gcd128(a.num_, b.den_), g2 = gcd128(b.num_, a.den_);
  Int128 n, d;
  if (!mul(exact_div(a.num_, g1), exact_div(b.num_, g2), n) || !mul(exact_div(a.den_, g2), exact_div(b.den_, g1), d))
    return Rational::invalid();
  Rational r;
  r.num_ = n;
  r.den_ = d;
  return r;
}

Rational operator/(const Rational& a, const Rational& b) {
  if (!a.ok() || !b.ok() || b.num_ == 0) return Rational::invalid();
  Rational inv;
  inv.num_ = b.den_;
  inv.den_ = b.num_;
  if (inv.den_ < 0) {
    inv.num_ = -inv.num_;
    inv.den_ = -inv.den_;
  }
  return a * inv;
}

namespace {

// n1/d1 against n2/d2 (all >= 0, d > 0) without products: compare the integer
// parts; if equal, the fractional parts r1/d1 < r2/d2 exactly when
// d1/r1 > d2/r2, which is the same question one Euclid step smaller.
int compare_magnitudes(Int128 n1, Int128 d1, Int128 n2, Int128 d2) {
  int flip = 1;
  for (;;) {
    const Int128 q1 = n1 / d1, q2 = n2 / d2;
    if (q1 != q2) return q1 < q2 ? -flip : flip;
    const Int128 r1 = n1 - q1 * d1, r2 = n2 - q2 * d2;
    if (r1 == 0 || r2 == 0) return r1 == r2 ? 0 : r1 == 0 ? -flip : flip;
    n1 = d1;
    d1 = r1;
    n2 = d2;
    d2 = r2;
    flip = -flip;
  }
}

}  // namespace

std::strong_ordering operator<=>(const Rational& a, const Rational& b) {
  if (!a.ok() || !b.ok()) return a.ok() <=> b.ok();
  if (a.den_ == b.den_) return a.num_ <=> b.num_;
  Int128 x, y;
  if (mul(a.num_, b.den_, x) && mul(b.num_, a.den_, y)) return x <=> y;
  // Too large to cross-multiply: by signs, then the magnitudes' continued fractions.
  if (a.sign() != b.sign()) return a.sign() <=> b.sign();
  const int order = compare_magnitudes(abs128(a.num_), a.den_, abs128(b.num_), b.den_);
  return (a.sign() < 0 ? -order : order) <=> 0;
}

std::string int128_text(Int128 v) {
  if (v == 0) return "0";
  const bool negative = v < 0;
  unsigned __int128 u = negative ? static_cast<unsigned __int128>(-(v + 1)) + 1 : static_cast<unsigned __int128>(v);
  std::string s;
  while (u > 0) {
    s += static_cast<char>('0' + static_cast<int>(u % 10));
    u /= 10;
  }
  if (negative) s += '-';
  std::reverse(s.begin(), s.end());
  return s;
}

std::string Rational::str() const {
  if (!ok()) return "invalid";
  if (den_ == 1) return int128_text(num_);
  return int128_text(num_) + "/" + int128_text(den_);
}

namespace {

// Digits of `s` appended to `out`; false on overflow. Callers check the
// characters first (only_digits).
bool digits(std::string_view s, Int128& out, int& count) {
  count = 0;
  for (char c : s) {
    if (!mul(out, 10, out) || !add(out, c - '0', out)) return false;
    ++count;
  }
  return true;
}

bool only_digits(std::string_view s) {
  return std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
}

bool fail(std::string* why, const char* text) {
  if (why) *why = text;
  return false;
}

// [+-]digits[.digits][e[+-]digits] or [+-].digits[...], exactly.
bool parse_decimal(std::string_view s, Rational& r, std::string* why) {
  std::size_t e = s.find_first_of("eE");
  std::string_view mant = s.substr(0, e), exp_text = e == std::string_view::npos ? "" : s.substr(e + 1);
  if (e != std::string_view::npos && exp_text.empty()) return fail(why, "an exponent needs digits");
  const std::size_t dot = mant.find('.');
  const std::string_view whole = mant.substr(0, dot), frac = dot == std::string_view::npos ? "" : mant.substr(dot + 1);
  std::string_view exp_digits = exp_text;
  if (!exp_digits.empty() && (exp_digits[0] == '+' || exp_digits[0] == '-')) exp_digits.remove_prefix(1);
  if (!only_digits(whole) || !only_digits(frac) || !only_digits(exp_digits)) return fail(why, "not a number");
  Int128 n = 0;
  int nw = 0, nf = 0;
  if (!digits(whole, n, nw) || !digits(frac, n, nf)) return fail(why, "too many digits for exact arithmetic");
  if (nw + nf == 0) return fail(why, "a number needs digits");
  long exp10 = -nf;
  if (!exp_text.empty()) {
    const bool neg = exp_text[0] == '-';
    if (exp_text[0] == '+' || exp_text[0] == '-') exp_text.remove_prefix(1);
    Int128 x = 0;
    int nx = 0;
    if (!digits(exp_text, x, nx) || nx == 0 || x > 60) return fail(why, "an exponent out of range");
    exp10 += neg ? -static_cast<long>(x) : static_cast<long>(x);
  }
  Int128 scale = 1;
  for (long i = 0; i < (exp10 < 0 ? -exp10 : exp10); ++i)
    if (!mul(scale, 10, scale)) return fail(why, "too many digits for exact arithmetic");
  Int128 num = n;
  if (exp10 > 0 && !mul(n, scale, num)) return fail(why, "too large for exact arithmetic");
  r = Rational::fraction(num, exp10 < 0 ? scale : 1);
  return r.ok() || fail(why, "too large for exact arithmetic");
}

}  // namespace

std::optional<Rational> parse_rational(std::string_view s, std::string* why) {
  bool negative = false;
  if (!s.empty() && (s[0] == '+' || s[0] == '-')) {
    negative = s[0] == '-';
    s.remove_prefix(1);
  }
  Rational r;
  const std::size_t slash = s.find('/');
  if (slash != std::string_view::npos) {
    Int128 n = 0, d = 0;
    int nn = 0, nd = 0;
    const std::string_view top = s.substr(0, slash), bottom = s.substr(slash + 1);
    if (!only_digits(top) || !only_digits(bottom) || top.empty() || bottom.empty()) {
      if (why) *why = "a fraction is digits/digits";
      return std::nullopt;
    }
    if (!digits(top, n, nn) || !digits(bottom, d, nd)) {
      if (why) *why = "too many digits for exact arithmetic";
      return std::nullopt;
    }
    if (d == 0) {
      if (why) *why = "a fraction's denominator is 0";
      return std::nullopt;
    }
    r = Rational::fraction(n, d);
  } else if (!parse_decimal(s, r, why)) {
    return std::nullopt;
  }
  return negative ? -r : r;
}

}  // namespace gtl::payoff
