// A frozen, compact memo: positions solved elsewhere (the page's solve worker)
// as two parallel arrays, the packed positions in ascending order and their
// packed Solutions.
//
// Why not a FlatMap: the table crosses from one wasm module to another as raw
// bytes, and 12 bytes per position (2..40: 4.6 M positions, 55 MB) is a third to
// a sixth of an open-addressing map at load 1/2 or less (16 bytes a slot). A
// lookup is a binary search (23 steps for 2..40): the views look up at most a
// few thousand positions a frame, and nothing has to be rebuilt on the
// receiving side, only copied. A small index of where each run of keys with
// the same top 16 bits starts (256 KB at most, one pass to build) narrows the
// search to a bucket first: ~7 steps instead of 23 for 2..40, which mattered
// when a 20,000-node graph looked up every frontier position at once.
#pragma once

#include <algorithm>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <functional>
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
    build_index();
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
    t.build_index();
    return t;
  }

  class Receiver;

  const std::uint32_t* find(std::uint64_t key) const {
    const std::uint64_t bucket = key >> shift_;
    if (bucket + 1 >= bucket_start_.size()) return nullptr;  // above every key (or empty)
    const auto first = keys_.begin() + bucket_start_[bucket], last = keys_.begin() + bucket_start_[bucket + 1];
    const auto it = std::lower_bound(first, last, key);
    if (it == last || *it != key) return nullptr;
    return &values_[static_cast<std::size_t>(it - keys_.begin())];
  }

  bool empty() const { return keys_.empty(); }
  std::size_t size() const { return keys_.size(); }
  std::size_t memory_bytes() const {
    return keys_.size() * (sizeof(std::uint64_t) + sizeof(std::uint32_t)) + bucket_start_.size() * sizeof(std::uint32_t);
  }
  const std::vector<std::uint64_t>& keys() const { return keys_; }
  const std::vector<std::uint32_t>& values() const { return values_; }

 private:
  static constexpr int kIndexBits = 16;

  // bucket_start_[b] = the first key whose top bits (key >> shift_) are >= b;
  // one more entry than buckets, so bucket b's keys are [start[b], start[b+1]).
  void build_index() {
    bucket_start_.clear();
    if (keys_.empty()) return;
    const int width = std::bit_width(keys_.back());
    shift_ = width > kIndexBits ? width - kIndexBits : 0;
    const std::uint64_t buckets = (keys_.back() >> shift_) + 1;
    bucket_start_.assign(static_cast<std::size_t>(buckets) + 1, 0);
    std::uint32_t i = 0;
    for (std::uint64_t b = 0; b <= buckets; ++b) {
      while (i < keys_.size() && (keys_[i] >> shift_) < b) ++i;
      bucket_start_[static_cast<std::size_t>(b)] = i;
    }
  }

  std::vector<std::uint64_t> keys_;
  std::vector<std::uint32_t> values_;
  std::vector<std::uint32_t> bucket_start_;
  int shift_ = 0;
};

// A table received in pieces, in key order: the page copies the worker's table
// (2..40: 55 MB) a few megabytes a frame instead of all in one task. Each piece
// is checked as it arrives, so take() has only the index left to build (one
// pass over the keys), and the room for the whole table is reserved at once,
// so no piece moves the ones before it.
class SolvedTable::Receiver {
 public:
  explicit Receiver(std::size_t count) : count_(count) {
    table_.keys_.reserve(count);
    table_.values_.reserve(count);
  }

  std::size_t size() const { return table_.keys_.size(); }
  std::size_t count() const { return count_; }
  bool complete() const { return size() == count_; }

  // Appends the next n entries (at most count() - size()): `fill(keys, values)`
  // writes them into the room at the end. Throws std::invalid_argument if they
  // do not continue the strictly ascending keys.
  template <class Fill>
  void append(std::size_t n, Fill fill) {
    n = std::min(n, count_ - size());
    const std::size_t at = size();
    table_.keys_.resize(at + n);
    table_.values_.resize(at + n);
    fill(table_.keys_.data() + at, table_.values_.data() + at);
    const auto first = table_.keys_.begin() + static_cast<std::ptrdiff_t>(at == 0 ? 0 : at - 1);
    if (std::adjacent_find(first, table_.keys_.end(), std::greater_equal<>()) != table_.keys_.end()) {
      table_ = SolvedTable();
      count_ = 0;
      throw std::invalid_argument("SolvedTable: keys must be strictly ascending, one value each");
    }
  }

  // The table, once complete() (its index built now).
  SolvedTable take() {
    if (!complete()) throw std::logic_error("SolvedTable::Receiver: taken before every entry arrived");
    table_.build_index();
    return std::move(table_);
  }

 private:
  std::size_t count_;
  SolvedTable table_;
};

}  // namespace gtl
