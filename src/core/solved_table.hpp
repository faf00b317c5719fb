// A frozen, compact memo: positions solved elsewhere (the page's solve worker)
// as two parallel arrays, the packed positions in ascending order and their
// packed Solutions.
//
// Why not a FlatMap: the table crosses from one wasm module to another as raw
// bytes, and 12 bytes per position (2..40: 4.6 M positions, 55 MB) is a third to
// a sixth of an open-addressing map at load 1/2 or less (16 bytes a slot). A
// lookup is a binary search (23 steps for 2..40): the views look up at most a
// few thousand positions a frame, so the few hundred nanoseconds do not matter,
// and nothing has to be rebuilt on the receiving side, only copied.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <numeric>
#include <stdexcept>
#include <utility>
#include <vector>

#include "flat_map.hpp"

namespace gtl {

class SolvedTable {
 public:
  SolvedTable() = default;
  // keys must be strictly ascending and values.size() == keys.size().
  SolvedTable(std::vector<std::uint64_t> keys, std::vector<std::uint32_t> values)
      : keys_(std::move(keys)), values_(std::move(values)) {
    if (keys_.size() != values_.size() || !std::is_sorted(keys_.begin(), keys_.end()) ||
        std::adjacent_find(keys_.begin(), keys_.end()) != keys_.end())
      throw std::invalid_argument("SolvedTable: keys must be strictly ascending, one value each");
  }

  // Every entry of a memo, sorted by key.
  static SolvedTable from(const FlatMap<std::uint32_t>& memo) {
    std::vector<std::pair<std::uint64_t, std::uint32_t>> entries;
    entries.reserve(memo.size());
    memo.for_each([&](std::uint64_t k, std::uint32_t v) { entries.emplace_back(k, v); });
    std::sort(entries.begin(), entries.end());
    SolvedTable t;
    t.keys_.reserve(entries.size());
    t.values_.reserve(entries.size());
    for (const auto& [k, v] : entries) {
      t.keys_.push_back(k);
      t.values_.push_back(v);
    }
    return t;
  }

  const std::uint32_t* find(std::uint64_t key) const {
    const auto it = std::lower_bound(keys_.begin(), keys_.end(), key);
    if (it == keys_.end() || *it != key) return nullptr;
    return &values_[static_cast<std::size_t>(it - keys_.begin())];
  }

  bool empty() const { return keys_.empty(); }
  std::size_t size() const { return keys_.size(); }
  std::size_t memory_bytes() const { return keys_.size() * (sizeof(std::uint64_t) + sizeof(std::uint32_t)); }
  const std::vector<std::uint64_t>& keys() const { return keys_; }
  const std::vector<std::uint32_t>& values() const { return values_; }

 private:
  std::vector<std::uint64_t> keys_;
  std::vector<std::uint32_t> values_;
};

}  // namespace gtl
