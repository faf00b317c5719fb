// Node counts of unmerged game trees. They overflow 64 bits quickly (the 2..20
// Number Game tree has ~3.6e12 nodes, larger starts go far beyond), so a count
// is exact while it fits in 64 bits and a clearly labelled approximation after.
#pragma once

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <string>

namespace gtl {

struct TreeCount {
  bool exact = true;
  std::uint64_t value = 0;   // valid when exact
  double approx = 0.0;       // always valid (== value when exact and small enough)

  static TreeCount of(std::uint64_t v) { return {true, v, static_cast<double>(v)}; }

  TreeCount& operator+=(const TreeCount& o) {
    approx += o.approx;
    if (exact && o.exact && value <= UINT64_MAX - o.value) {
      value += o.value;
    } else {
      exact = false;
    }
    return *this;
  }
  friend TreeCount operator+(TreeCount a, const TreeCount& b) { return a += b; }

  // "3515" when exact, "≈ 3.62e+12" when approximate.
  std::string to_string() const {
    if (exact) return std::to_string(value);
    char buf[48];
    std::snprintf(buf, sizeof buf, "~%.3e", approx);
    return buf;
  }
};

}  // namespace gtl
