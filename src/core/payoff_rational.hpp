// Exact rationals for payoff games: payoffs, chance probabilities and the
// solvers' arithmetic (no floating point anywhere in solving: 0.1 is 1/10).
//
// Why 128-bit parts and a sticky "overflow" state instead of a bignum or an
// exception: course games have small numbers, and the pivoting solvers keep
// every value reduced, so 128 bits (38 digits) hold them; a result that does
// not fit is not rounded but becomes invalid (like a NaN), stays invalid
// through every later operation, and the solver that sees it refuses with a
// sentence. The web build runs without exception unwinding, so nothing here
// throws.
#pragma once

#include <compare>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace gtl::payoff {

__extension__ typedef __int128 Int128;

class Rational {
 public:
  constexpr Rational() = default;
  constexpr Rational(std::int64_t n) : num_(n) {}  // NOLINT: integers convert
  // n/d reduced; d == 0 gives an invalid value.
  static Rational fraction(Int128 n, Int128 d);
  static Rational invalid() {
    Rational r;
    r.den_ = 0;
    return r;
  }

  bool ok() const { return den_ != 0; }
  Int128 num() const { return num_; }
  Int128 den() const { return den_; }
  bool is_zero() const { return ok() && num_ == 0; }
  bool is_integer() const { return den_ == 1; }
  int sign() const { return num_ > 0 ? 1 : num_ < 0 ? -1 : 0; }

  friend Rational operator+(const Rational& a, const Rational& b);
  friend Rational operator-(const Rational& a, const Rational& b);
  friend Rational operator*(const Rational& a, const Rational& b);
  friend Rational operator/(const Rational& a, const Rational& b);  // by zero: invalid
  Rational operator-() const;
  Rational& operator+=(const Rational& b) { return *this = *this + b; }
  Rational& operator-=(const Rational& b) { return *this = *this - b; }
  Rational& operator*=(const Rational& b) { return *this = *this * b; }

  // Exact equality (two invalid values are equal; neither equals a valid one).
  friend bool operator==(const Rational& a, const Rational& b) { return a.num_ == b.num_ && a.den_ == b.den_; }
  // Order of valid values; an invalid value sorts below every valid one.
  friend std::strong_ordering operator<=>(const Rational& a, const Rational& b);

  // "3", "-1/2"; "invalid" for an invalid value.
  std::string str() const;

 private:
  Int128 num_ = 0;
  Int128 den_ = 1;  // > 0 when valid, 0 when invalid
};

// Reads an integer, a decimal ("0.25", ".5", "-3.", "1e-3", "2.5E+2") or a
// fraction ("19/20", "-1/3") exactly. nullopt if `s` is not one of these or
// its value does not fit (the reason in `why` when given).
std::optional<Rational> parse_rational(std::string_view s, std::string* why = nullptr);

// Decimal text of a 128-bit integer.
std::string int128_text(Int128 v);

}  // namespace gtl::payoff
