// A list of at most N small values kept inline: what moves(p) returns for games
// whose moves are computed (not a slice of a stored table), so generating a
// position's moves never allocates (see game.hpp).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

namespace gtl {

template <class T, std::size_t N>
class FixedList {
 public:
  void push_back(T v) { items_[size_++] = v; }
  std::size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  const T* begin() const { return items_.data(); }
  const T* end() const { return items_.data() + size_; }
  const T& operator[](std::size_t i) const { return items_[i]; }

 private:
  std::array<T, N> items_{};
  std::size_t size_ = 0;
};

}  // namespace gtl
