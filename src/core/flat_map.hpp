// An open-addressing hash map from 64-bit keys to small values: the solvers' memo.
//
// Why not std::unordered_map: it allocates a node per entry and chases a pointer
// per lookup; a solve of millions of positions is dominated by exactly that.
// Here a lookup is one hash and, almost always, one cache line. Linear probing,
// power-of-two capacity, load factor at most 1/2. No erase (a memo never forgets).
#pragma once

#include <algorithm>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

namespace gtl {

template <class Value>
class FlatMap {
 public:
  // ~0 marks an empty slot, so it can never be a key. Packed positions never use
  // all 64 bits (the games leave at least the top bit clear).
  static constexpr std::uint64_t kEmptyKey = ~std::uint64_t{0};

  explicit FlatMap(std::size_t expected_size = 1024) { rehash(capacity_for(expected_size)); }

  const Value* find(std::uint64_t key) const {
    for (std::size_t i = home(key);; i = (i + 1) & mask_) {
      const Slot& s = slots_[i];
      if (s.key == key) return &s.value;
      if (s.key == kEmptyKey) return nullptr;
    }
  }

  // Starts loading key's home slot into the cache. Solvers call this for all of
  // a position's children before looking any up: the misses then overlap
  // instead of queueing, which matters once the table outgrows the caches.
  void prefetch(std::uint64_t key) const { __builtin_prefetch(&slots_[home(key)]); }

  // Inserts (key, value) when absent; returns the stored value either way.
  // The reference is valid until the next insertion.
  Value& insert(std::uint64_t key, Value value) {
    if (2 * (size_ + 1) > slots_.size()) rehash(slots_.size() * 2);
    for (std::size_t i = home(key);; i = (i + 1) & mask_) {
      Slot& s = slots_[i];
      if (s.key == key) return s.value;
      if (s.key == kEmptyKey) {
        s.key = key;
        s.value = value;
        ++size_;
        return s.value;
      }
    }
  }

  std::size_t size() const { return size_; }
  std::size_t capacity() const { return slots_.size(); }
  std::size_t memory_bytes() const { return slots_.size() * sizeof(Slot); }

  void reserve(std::size_t expected_size) {
    const std::size_t want = capacity_for(expected_size);
    if (want > slots_.size()) rehash(want);
  }

  template <class F>
  void for_each(F&& f) const {
    for (const Slot& s : slots_)
      if (s.key != kEmptyKey) f(s.key, s.value);
  }

 private:
  struct Slot {
    std::uint64_t key;
    Value value;
  };

  static std::size_t capacity_for(std::size_t n) {
    return std::bit_ceil(std::max<std::size_t>(16, 2 * n));
  }

  // Packed positions are highly structured (bit masks, counts shifted left), so
  // the bits are mixed before the top ones pick the slot.
  std::size_t home(std::uint64_t key) const {
    key ^= key >> 31;
    key *= 0x9e3779b97f4a7c15ull;
    key ^= key >> 29;
    return static_cast<std::size_t>(key >> shift_);
  }

  void rehash(std::size_t capacity) {
    std::vector<Slot> old = std::move(slots_);
    slots_.assign(capacity, Slot{kEmptyKey, Value{}});
    mask_ = capacity - 1;
    shift_ = 64 - std::countr_zero(capacity);
    size_ = 0;
    for (const Slot& s : old)
      if (s.key != kEmptyKey) insert(s.key, s.value);
  }

  std::vector<Slot> slots_;
  std::size_t mask_ = 0;
  int shift_ = 64;
  std::size_t size_ = 0;
};

}  // namespace gtl
