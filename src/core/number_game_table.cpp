#include "core/number_game_table.hpp"

#include <algorithm>
#include <array>
#include <atomic>
#include <bit>
#include <chrono>
#include <cmath>
#include <condition_variable>
#include <cstdlib>
#include <functional>
#include <mutex>
#include <new>
#include <optional>
#include <string>
#include <thread>
#include <unordered_set>
#include <utility>
#include <vector>

#include "core/number_game_big.hpp"
#include "core/number_game_solver.hpp"

namespace gtl::number_game {

// Inside this file sets of numbers are "natural" masks: bit y is the number y
// (Allowed's bit y - 2 is only used at the interface).
using Bits = std::uint64_t;

struct NumberTable::Block {
  Bits low = 0;              // L: the forbidden numbers of 2..h
  Bits forced = 0;           // the numbers of h+1..N that L's sums reach
  std::uint32_t offset = 0;  // its first word in the table
  std::uint8_t k = 0;        // free high numbers: the block has 2^k slots
  std::uint8_t level = 0;    // how many numbers L holds
};

namespace {

using Block = NumberTable::Block;

constexpr Bits upto(int n) { return n >= 63 ? ~Bits{0} : (Bits{2} << n) - 1; }  // bits 0..n
constexpr Bits span(int lo, int hi) { return hi < lo ? 0 : upto(hi) & ~upto(lo - 1); }  // bits lo..hi, lo >= 1

// s (which holds 0: bit 0) plus every multiple of g, cut at n: doubling shifts
// add the multiples 0..(2^k - 1)g.
Bits add_multiples(Bits s, int g, int n) {
  const Bits mask = upto(n);
  for (int shift = g; shift <= n; shift <<= 1) s |= (s << shift) & mask;
  return s;
}

// The additive closure of `gens` inside 1..n (0 left out).
Bits closure(Bits gens, int n) {
  Bits s = 1;
  for (Bits g = gens; g != 0; g &= g - 1) s = add_multiples(s, std::countr_zero(g), n);
  return s & ~Bits{1};
}

bool closed(Bits f, int n) {
  for (Bits g = f; g != 0; g &= g - 1)
    if (((f << std::countr_zero(g)) & upto(n) & ~f) != 0) return false;
  return true;
}

// For an in-word slot mask r (6 bits): the 64-bit mask of the slots i < 64
// with every bit of r set. kSlotHas[b] is the mask of the slots with bit b set.
constexpr std::array<std::uint64_t, 6> kSlotHas = {0xAAAAAAAAAAAAAAAAull, 0xCCCCCCCCCCCCCCCCull, 0xF0F0F0F0F0F0F0F0ull,
                                                   0xFF00FF00FF00FF00ull, 0xFFFF0000FFFF0000ull, 0xFFFFFFFF00000000ull};
constexpr std::array<std::uint64_t, 64> make_supersets() {
  std::array<std::uint64_t, 64> t{};
  for (int r = 0; r < 64; ++r) {
    std::uint64_t m = ~std::uint64_t{0};
    for (int b = 0; b < 6; ++b)
      if (r >> b & 1) m &= kSlotHas[static_cast<std::size_t>(b)];
    t[static_cast<std::size_t>(r)] = m;
  }
  return t;
}
constexpr std::array<std::uint64_t, 64> kSupersets = make_supersets();
// ... and the slots i < 64 with no bit outside r.
constexpr std::array<std::uint64_t, 64> make_subsets() {
  std::array<std::uint64_t, 64> t{};
  for (int r = 0; r < 64; ++r) {
    std::uint64_t m = ~std::uint64_t{0};
    for (int b = 0; b < 6; ++b)
      if ((r >> b & 1) == 0) m &= ~kSlotHas[static_cast<std::size_t>(b)];
    t[static_cast<std::size_t>(r)] = m;
  }
  return t;
}
constexpr std::array<std::uint64_t, 64> kSubsets = make_subsets();

// The set bits of a word, inline: without a popcount instruction in the
// target (the default x86-64 and wasm builds) std::popcount is a library call.
inline std::uint64_t count_bits(std::uint64_t x) {
  x -= (x >> 1) & 0x5555555555555555ull;
  x = (x & 0x3333333333333333ull) + ((x >> 2) & 0x3333333333333333ull);
  x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0Full;
  return (x * 0x0101010101010101ull) >> 56;
}

// Word-parallel `index | m` for the 64 slots of a word (m < 64): bit i of the
// result is bit (i | m) of s.
inline std::uint64_t spread(std::uint64_t s, unsigned m) {
  for (; m != 0; m &= m - 1) {
    const int b = std::countr_zero(m);
    const std::uint64_t has = kSlotHas[static_cast<std::size_t>(b)];
    s = (s & has) | ((s >> (1u << b)) & ~has);
  }
  return s;
}

// ---- Layout -------------------------------------------------------------------

struct Layout {
  int n = 0, h = 0;
  std::vector<Block> blocks;  // most low numbers first
  std::vector<std::pair<Bits, std::uint32_t>> by_low;  // sorted by low part
  std::size_t words = 0;
  int top_level = 0;

  std::uint32_t find(Bits low) const {
    const auto it = std::lower_bound(by_low.begin(), by_low.end(), std::pair<Bits, std::uint32_t>{low, 0});
    return it->second;  // every closed low part is a block
  }
};

Layout make_layout(int n) {
  Layout lay;
  lay.n = n;
  lay.h = n / 2;
  const int h = lay.h;
  // Every closed subset of 2..h, from the empty one by adding numbers. (A few
  // hundred thousand closures for 2..50; the table itself never hashes.)
  std::vector<Bits> lows{0};
  std::unordered_set<Bits> seen{0};
  for (std::size_t i = 0; i < lows.size(); ++i)
    for (int x = 2; x <= h; ++x)
      if ((lows[i] >> x & 1) == 0) {
        const Bits c = add_multiples(lows[i] | 1, x, h) & ~Bits{1};
        if (seen.insert(c).second) lows.push_back(c);
      }
  const Bits high = span(h + 1, n);
  for (Bits low : lows) {
    Block b;
    b.low = low;
    b.forced = closure(low, n) & high;
    b.k = static_cast<std::uint8_t>(std::popcount(high & ~b.forced));
    b.level = static_cast<std::uint8_t>(std::popcount(low));
    lay.blocks.push_back(b);
  }
  std::sort(lay.blocks.begin(), lay.blocks.end(), [](const Block& p, const Block& q) {
    return p.level != q.level ? p.level > q.level : p.low < q.low;
  });
  for (std::size_t i = 0; i < lay.blocks.size(); ++i) {
    Block& b = lay.blocks[i];
    b.offset = static_cast<std::uint32_t>(lay.words);
    lay.words += b.k > 6 ? std::size_t{1} << (b.k - 6) : 1;
    lay.by_low.emplace_back(b.low, static_cast<std::uint32_t>(i));
    lay.top_level = std::max<int>(lay.top_level, b.level);
  }
  std::sort(lay.by_low.begin(), lay.by_low.end());
  return lay;
}

// The free high numbers of a block, largest first: number ys[j] is index bit j.
struct FreeNumbers {
  int k = 0;
  std::array<int, 32> ys{};
  std::array<std::int8_t, 64> index_of{};  // -1: not a free high number

  FreeNumbers(const Block& b, int h, int n) {
    index_of.fill(-1);
    const Bits free = span(h + 1, n) & ~b.forced;
    for (int y = n; y > h; --y)
      if (free >> y & 1) {
        ys[static_cast<std::size_t>(k)] = y;
        index_of[static_cast<std::size_t>(y)] = static_cast<std::int8_t>(k++);
      }
  }
  // The index of a high part (every number of it free or forced).
  std::uint32_t index(Bits high_part) const {
    std::uint32_t idx = 0;
    for (int j = 0; j < k; ++j)
      if (high_part >> ys[static_cast<std::size_t>(j)] & 1) idx |= std::uint32_t{1} << j;
    return idx;
  }
};

// A block's high moves and which slots are positions.
struct BlockShape {
  FreeNumbers free;
  std::array<std::uint32_t, 32> step{};  // naming ys[j]: index | step[j]
  // Slot validity: a slot is a position iff for every set bit j, needs[j] is
  // set too (H closed under + L). Bits 6+ of a word's index (w) give, through
  // chunk tables, the bits needed above 6 (>> 6 must lie inside w) and below.
  std::array<std::array<std::uint32_t, 128>, 3> need_chunk{};
  std::uint64_t in_word_valid = 0;  // the slots i < 64 valid by their own bits

  BlockShape(const Block& b, int h, int n) : free(b, h, n) {
    const int k = free.k;
    std::array<std::uint32_t, 32> needs{};
    for (int j = 0; j < k; ++j) {
      const int y = free.ys[static_cast<std::size_t>(j)];
      std::uint32_t m = std::uint32_t{1} << j;
      for (Bits l = b.low; l != 0; l &= l - 1) {
        const int z = y + std::countr_zero(l);
        if (z > n) break;
        if (free.index_of[static_cast<std::size_t>(z)] >= 0) m |= std::uint32_t{1} << free.index_of[static_cast<std::size_t>(z)];
      }
      step[static_cast<std::size_t>(j)] = m;
      needs[static_cast<std::size_t>(j)] = m & ~(std::uint32_t{1} << j);
    }
    const int low_bits = std::min(k, 6);
    for (std::uint32_t i = 0; i < (std::uint32_t{1} << low_bits); ++i) {
      bool ok = true;
      for (int j = 0; j < low_bits && ok; ++j)
        if ((i >> j & 1) && (needs[static_cast<std::size_t>(j)] & 63 & ~i) != 0) ok = false;
      if (ok) in_word_valid |= std::uint64_t{1} << i;
    }
    for (int c = 0; c < 3; ++c) {
      auto& t = need_chunk[static_cast<std::size_t>(c)];
      const int first = 6 + 7 * c, bits = std::clamp(k - first, 0, 7);
      for (std::uint32_t e = 1; e < (std::uint32_t{1} << bits); ++e)
        t[e] = t[e & (e - 1)] | needs[static_cast<std::size_t>(first + std::countr_zero(e))];
    }
  }

  std::uint32_t need(std::uint32_t w) const {
    return need_chunk[0][w & 127] | need_chunk[1][w >> 7 & 127] | need_chunk[2][w >> 14 & 127];
  }
  // The mask of valid slots in word w, 0 when none is.
  std::uint64_t valid(std::uint32_t w) const {
    if (free.k <= 6) return in_word_valid;
    const std::uint32_t nd = need(w);
    if (((nd >> 6) & ~w) != 0) return 0;
    return in_word_valid & kSupersets[nd & 63];
  }
  std::uint32_t words() const { return free.k > 6 ? std::uint32_t{1} << (free.k - 6) : 1; }
};

// ---- The solver -----------------------------------------------------------------

constexpr int kMaxLowMoves = kTableMaxN / 2;

// The low moves of the block being solved. Naming x maps slot `index` to
// the child's slot (chunk tables of w) | low(i), w = index / 64, i = index % 64.
// The images of a word's six index bits (the six largest free numbers) land
// on the child's six largest free numbers or on forced ones, so low(i) < 64:
// the 64 slots of a word have their children in ONE word of the child block.
// Lost positions are sparse there (2..50: 2.6 per word read), so the move is
// done for the whole word backwards: for each lost child slot t, the slots i
// with c | low(i) == t (c the word's part) win: those with low(i) inside t
// (`within[t]`) but not inside t minus one bit of t - c. The chunk tables are
// move-major inside an entry, so one word's lookups for every move are a few
// vector loads.
struct LowMoves {
  int count = 0;
  std::array<std::uint32_t, kMaxLowMoves> child_offset{};
  std::array<std::array<std::uint64_t, 64>, kMaxLowMoves> within{};  // [move][t]: the slots i with low(i) inside t
  std::array<std::array<std::array<std::uint32_t, kMaxLowMoves>, 128>, 3> chunk{};  // [chunk][entry][move]
};

struct Item {
  std::uint32_t block;
  std::uint32_t first_word, end_word;  // words first_word..end_word-1
};

class Worker {
 public:
  Worker(const Layout& lay, std::uint64_t* lost) : lay_(lay), lost_(lost) {}

  void run(const Item& item) {
    if (!shape_ || block_ != item.block) prepare(item.block);
    const Block& b = lay_.blocks[item.block];
    std::uint64_t* words = lost_ + b.offset;
    for (std::uint32_t w = item.end_word; w-- > item.first_word;) solve_word(words, w);
  }

  std::uint64_t positions = 0, lost_positions = 0;

 private:
  void prepare(std::uint32_t block) {
    block_ = block;
    const Block& b = lay_.blocks[block];
    shape_.emplace(b, lay_.h, lay_.n);
    const int k = shape_->free.k;
    // Low moves: every low number not forbidden, except 2 and 3 while both
    // are allowed (each loses to the other).
    LowMoves& mv = moves_;
    mv.count = 0;
    const bool two_and_three = lay_.h >= 3 && (b.low & 0b1100) == 0;
    for (int x = two_and_three ? 4 : 2; x <= lay_.h; ++x) {
      if (b.low >> x & 1) continue;
      const Bits child_low = add_multiples(b.low | 1, x, lay_.h) & ~Bits{1};
      const Block& c = lay_.blocks[lay_.find(child_low)];
      const FreeNumbers child_free(c, lay_.h, lay_.n);
      const auto m = static_cast<std::size_t>(mv.count++);
      mv.child_offset[m] = c.offset;
      // The image of free number y: y + (child's low part and 0), cut at N,
      // as the child's index bits (its forced numbers are not index bits).
      std::array<std::uint32_t, 32> image{};
      for (int j = 0; j < k; ++j) {
        const int y = shape_->free.ys[static_cast<std::size_t>(j)];
        std::uint32_t im = 0;
        for (Bits s = c.low | 1; s != 0; s &= s - 1) {
          const int z = y + std::countr_zero(s);
          if (z > lay_.n) break;
          const int bit = child_free.index_of[static_cast<std::size_t>(z)];
          if (bit >= 0) im |= std::uint32_t{1} << bit;
        }
        image[static_cast<std::size_t>(j)] = im;
      }
      const std::uint32_t low_slots = std::uint32_t{1} << std::min(k, 6);
      std::array<std::uint8_t, 64> low{};
      auto& within = mv.within[m];
      std::fill_n(within.begin(), std::size_t{1} << std::min<int>(c.k, 6), 0);
      within[0] = 1;
      for (std::uint32_t i = 1; i < low_slots; ++i) {
        low[i] = static_cast<std::uint8_t>(low[i & (i - 1)] | image[static_cast<std::size_t>(std::countr_zero(i))]);
        within[low[i]] |= std::uint64_t{1} << i;
      }
      // From "low(i) is t" to "low(i) inside t", over the child's in-word slots.
      const std::uint32_t child_slots = std::uint32_t{1} << std::min<int>(c.k, 6);
      for (std::uint32_t b = 1; b < child_slots; b <<= 1)
        for (std::uint32_t hi = 0; hi < child_slots; hi += 2 * b)
          for (std::uint32_t lo = 0; lo < b; ++lo) within[hi + b + lo] |= within[hi + lo];
      for (int ch = 0; ch < 3; ++ch) {
        auto& t = mv.chunk[static_cast<std::size_t>(ch)];
        const int first = 6 + 7 * ch, bits = std::clamp(k - first, 0, 7);
        t[0][m] = 0;
        for (std::uint32_t e = 1; e < (std::uint32_t{1} << bits); ++e)
          t[e][m] = t[e & (e - 1)][m] | image[static_cast<std::size_t>(first + std::countr_zero(e))];
      }
    }
  }

  // The slots of word w that some low move wins from (the child is lost).
  std::uint64_t low_move_wins(std::uint32_t w) const {
    const LowMoves& mv = moves_;
    const auto& c0 = mv.chunk[0][w & 127];
    const auto& c1 = mv.chunk[1][w >> 7 & 127];
    const auto& c2 = mv.chunk[2][w >> 14 & 127];
    std::array<std::uint32_t, kMaxLowMoves> base;
    for (std::size_t m = 0; m < kMaxLowMoves; ++m) base[m] = c0[m] | c1[m] | c2[m];
    std::uint64_t wins = 0;
    for (std::size_t m = 0; m < static_cast<std::size_t>(mv.count); ++m) {
      const std::uint32_t c = base[m] & 63;
      const auto& within = mv.within[m];
      for (std::uint64_t lost = lost_[mv.child_offset[m] + (base[m] >> 6)] & kSupersets[c]; lost != 0; lost &= lost - 1) {
        const auto t = static_cast<std::uint32_t>(std::countr_zero(lost));
        // low(i) inside t, holding every bit of t - c.
        std::uint64_t short_of = 0;
        for (std::uint32_t d = t & ~c; d != 0; d &= d - 1) short_of |= within[t & ~(d & (0u - d))];
        wins |= within[t] & ~short_of;
      }
    }
    return wins;
  }

  void solve_word(std::uint64_t* words, std::uint32_t w) {
    const BlockShape& s = *shape_;
    const int k = s.free.k;
    const std::uint64_t valid = s.valid(w);
    if (valid == 0) {
      words[w] = 0;
      return;
    }
    // High moves to other words: number ys[j], j >= 6, allowed while bit
    // j - 6 of w is clear; the child word holds the children of all 64 slots.
    std::uint64_t won = 0;
    const std::uint32_t word_bits = k > 6 ? (std::uint32_t{1} << (k - 6)) - 1 : 0;
    for (std::uint32_t open = ~w & word_bits; open != 0; open &= open - 1) {
      const std::uint32_t step = s.step[static_cast<std::size_t>(std::countr_zero(open) + 6)];
      won |= spread(words[w | step >> 6], step & 63);
    }
    // The rest, from the highest slot down: won by a low move, or by a high
    // move inside the word to a lost slot above; else lost. A slot found lost
    // makes its parents through high moves inside the word won: p with bit j
    // clear and p | step[j] == i, i.e. the p between i - step[j] and i - j.
    std::uint64_t candidates = valid & ~won, lost = 0;
    if (candidates != 0) candidates &= ~low_move_wins(w);
    const int in_word = std::min(k, 6);
    while (candidates != 0) {
      const int i = 63 - std::countl_zero(candidates);
      candidates &= ~(std::uint64_t{1} << i);
      lost |= std::uint64_t{1} << i;
      const auto ui = static_cast<std::uint32_t>(i);
      std::uint64_t parents = 0;
      for (int j = 0; j < in_word; ++j) {
        const std::uint32_t st = s.step[static_cast<std::size_t>(j)];
        if ((ui >> j & 1) && (st & ~ui) == 0)
          parents |= kSupersets[ui & ~st] & ~kSlotHas[static_cast<std::size_t>(j)];
      }
      candidates &= ~(parents & kSubsets[ui]);
    }
    words[w] = lost;
    positions += count_bits(valid);
    if (lost != 0) lost_positions += count_bits(lost);
  }

  const Layout& lay_;
  std::uint64_t* lost_;
  std::uint32_t block_ = 0;
  std::optional<BlockShape> shape_;
  LowMoves moves_;
};

// Phases of independent items: blocks with as many low numbers, and within a
// large block the sub-cubes whose top-bit patterns have as many ones.
std::vector<std::vector<Item>> make_phases(const Layout& lay) {
  constexpr int kMaxCut = 6;
  std::vector<std::vector<Item>> phases(static_cast<std::size_t>((lay.top_level + 1) * (kMaxCut + 1)));
  for (std::uint32_t i = 0; i < lay.blocks.size(); ++i) {
    const Block& b = lay.blocks[i];
    const int word_bits = b.k > 6 ? b.k - 6 : 0;
    const int cut = std::clamp(b.k - 16, 0, std::min(kMaxCut, word_bits));
    const int rest = word_bits - cut;
    for (std::uint32_t p = 0; p < (std::uint32_t{1} << cut); ++p) {
      const auto phase = static_cast<std::size_t>((lay.top_level - b.level) * (kMaxCut + 1) + (kMaxCut - std::popcount(p)));
      phases[phase].push_back({i, p << rest, (p + 1) << rest});
    }
  }
  for (auto& items : phases)
    std::stable_sort(items.begin(), items.end(), [](const Item& p, const Item& q) {
      return p.end_word - p.first_word > q.end_word - q.first_word;
    });
  std::erase_if(phases, [](const std::vector<Item>& items) { return items.empty(); });
  return phases;
}

// A reusable barrier (std::barrier is missing from some standard libraries
// the project builds with).
class Barrier {
 public:
  explicit Barrier(int count) : count_(count) {}
  void arrive_and_wait() {
    std::unique_lock lock(mutex_);
    const std::uint64_t generation = generation_;
    if (++arrived_ == count_) {
      arrived_ = 0;
      ++generation_;
      cv_.notify_all();
    } else {
      cv_.wait(lock, [&] { return generation_ != generation; });
    }
  }

 private:
  std::mutex mutex_;
  std::condition_variable cv_;
  int count_, arrived_ = 0;
  std::uint64_t generation_ = 0;
};

}  // namespace

std::string table_refusal(int n) {
  if (n < kMinNumber) return "the table needs a board of at least 2..2, got 2.." + std::to_string(n);
  if (n > kTableMaxN)
    return "the full table goes up to 2.." + std::to_string(kTableMaxN) + " (2.." + std::to_string(n) +
           " would need about " + std::to_string(150 << ((n - kTableMaxN + 1) / 2)) +
           " MB or more); the search solves larger boards";
  return {};
}

void NumberTable::FreeWords::operator()(std::uint64_t* p) const { std::free(p); }

NumberTable::NumberTable() = default;
NumberTable::~NumberTable() = default;

std::size_t NumberTable::memory_bytes() const {
  return words_ * sizeof(std::uint64_t) + blocks_.size() * sizeof(Block) + by_low_.size() * sizeof(by_low_[0]);
}

TableBuild build_number_table(int n, const TableOptions& options) {
  TableBuild out;
  out.error = table_refusal(n);
  if (!out.error.empty()) return out;
  Layout lay = make_layout(n);
  // calloc: untouched pages cost nothing until the solve writes them.
  auto* bits = static_cast<std::uint64_t*>(std::calloc(lay.words, sizeof(std::uint64_t)));
  if (bits == nullptr) throw std::bad_alloc();
  std::unique_ptr<NumberTable> table(new NumberTable());
  table->lost_bits_.reset(bits);
  table->n_ = n;
  table->h_ = lay.h;
  table->words_ = lay.words;

  const std::vector<std::vector<Item>> phases = make_phases(lay);
  const int cores = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  const int threads = std::max(1, options.threads > 0 ? options.threads : cores);
  table->threads_ = threads;
  std::vector<Worker> workers;
  workers.reserve(static_cast<std::size_t>(threads));
  for (int t = 0; t < threads; ++t) workers.emplace_back(lay, bits);
  if (threads == 1) {
    for (const auto& items : phases)
      for (const Item& item : items) workers[0].run(item);
  } else {
    const std::unique_ptr<std::atomic<std::size_t>[]> next(new std::atomic<std::size_t>[phases.size()]);
    for (std::size_t p = 0; p < phases.size(); ++p) next[p] = 0;
    Barrier barrier(threads);
    const auto work = [&](Worker& worker) {
      for (std::size_t p = 0; p < phases.size(); ++p) {
        for (std::size_t i; (i = next[p].fetch_add(1, std::memory_order_relaxed)) < phases[p].size();)
          worker.run(phases[p][i]);
        barrier.arrive_and_wait();  // the mutex orders this phase's words before the next phase's reads
      }
    };
    std::vector<std::thread> pool;
    for (int t = 1; t < threads; ++t) pool.emplace_back(work, std::ref(workers[static_cast<std::size_t>(t)]));
    work(workers[0]);
    for (std::thread& t : pool) t.join();
  }
  for (const Worker& w : workers) {
    table->positions_ += w.positions;
    table->lost_ += w.lost_positions;
  }
  table->blocks_ = std::move(lay.blocks);
  table->by_low_ = std::move(lay.by_low);
  out.table = std::move(table);
  return out;
}

TableBuild adopt_number_table(int n, const std::uint64_t* words, std::size_t count, std::uint64_t positions,
                              std::uint64_t lost) {
  TableBuild out;
  out.error = table_refusal(n);
  if (!out.error.empty()) return out;
  Layout lay = make_layout(n);
  if (count != lay.words || (count != 0 && words == nullptr)) {
    out.error = "the table of 2.." + std::to_string(n) + " has " + std::to_string(lay.words) + " words, not " +
                std::to_string(count);
    return out;
  }
  auto* bits = static_cast<std::uint64_t*>(std::malloc(lay.words * sizeof(std::uint64_t)));
  if (bits == nullptr) throw std::bad_alloc();
  std::copy(words, words + count, bits);
  std::unique_ptr<NumberTable> table(new NumberTable());
  table->lost_bits_.reset(bits);
  table->n_ = n;
  table->h_ = lay.h;
  table->words_ = lay.words;
  table->positions_ = positions;
  table->lost_ = lost;
  table->blocks_ = std::move(lay.blocks);
  table->by_low_ = std::move(lay.by_low);
  out.table = std::move(table);
  return out;
}

std::uint64_t table_position_count(int n) {
  if (!table_refusal(n).empty()) return 0;
  const Layout lay = make_layout(n);
  std::uint64_t count = 0;
  for (const Block& b : lay.blocks) {
    const BlockShape s(b, lay.h, lay.n);
    for (std::uint32_t w = 0; w < s.words(); ++w) count += count_bits(s.valid(w));
  }
  return count;
}

std::size_t table_memory_bytes(int n) {
  if (!table_refusal(n).empty()) return 0;
  const Layout lay = make_layout(n);
  return lay.words * sizeof(std::uint64_t) + lay.blocks.size() * sizeof(Block) + lay.by_low.size() * sizeof(lay.by_low[0]);
}

bool NumberTable::covers(Allowed a) const {
  if ((a & ~full(n_)) != 0) return false;
  return closed((full(n_) & ~a) << kMinNumber, n_);
}

bool NumberTable::lost_at(Allowed a) const {
  const Bits forbidden = (full(n_) & ~a) << kMinNumber;
  const Bits low = forbidden & span(kMinNumber, h_);
  const auto it = std::lower_bound(by_low_.begin(), by_low_.end(), std::pair<Bits, std::uint32_t>{low, 0});
  const Block& b = blocks_[it->second];
  const std::uint32_t idx = FreeNumbers(b, h_, n_).index(forbidden & span(h_ + 1, n_));
  return (lost_bits_[b.offset + (idx >> 6)] >> (idx & 63) & 1) != 0;
}

std::optional<bool> NumberTable::wins(Allowed a) const {
  if (!covers(a)) return std::nullopt;
  return !lost_at(a);
}

std::optional<Allowed> NumberTable::winning_set(Allowed a) const {
  if (!covers(a)) return std::nullopt;
  Allowed out = 0;
  for (int x : NumberRange(a))
    if (lost_at(after_naming(a, x))) out |= bit(x);
  return out;
}

std::vector<int> NumberTable::winning_moves(Allowed a) const {
  const std::optional<Allowed> w = winning_set(a);
  return w ? numbers(*w) : std::vector<int>{};
}

// ---- The judge's choice ------------------------------------------------------------

const char* method_name(JudgeMethod m) {
  switch (m) {
    case JudgeMethod::memo: return "memo";
    case JudgeMethod::search: return "search";
    case JudgeMethod::table: return "table";
  }
  return "?";
}

bool table_is_faster(Allowed a) {
  const int m = highest(a);
  if (m < kMinNumber || m > kTableMaxN) return false;
  if (!closed((full(m) & ~a) << kMinNumber, m)) return false;
  // Seconds on this project's 2-core machine: the table of 2..m (2..40 in
  // 0.04-0.1 s, each number x1.43 the positions), the search of a set of c
  // numbers (as big_memo_bytes: 1.44 M positions for 39, x1.41 a number, at
  // about 150 ns a position on 2 cores). Both from full starts; the search of
  // other positions is often cheaper, so the table must be clearly ahead.
  const double table = 0.04 * std::pow(1.43, m - 40);
  const double search = 0.2 * std::pow(1.41, count(a) - 39);
  return table < search;
}

JudgeSolver::JudgeSolver(Choice choice) : choice_(choice), memo_(std::make_unique<WinMemo>()) {}
JudgeSolver::~JudgeSolver() = default;

JudgeMethod JudgeSolver::method_for(Allowed a) const {
  if (choice_ != Choice::search) {
    if (table_ && table_->covers(a)) return JudgeMethod::table;
    if (choice_ == Choice::table && highest(a) <= kTableMaxN && closed((full(highest(a)) & ~a) << kMinNumber, highest(a)))
      return JudgeMethod::table;
  }
  if (count(a) < kBigMinNumbers || !big_supports(a)) return JudgeMethod::memo;
  if (choice_ == Choice::automatic && table_is_faster(a)) return JudgeMethod::table;
  return JudgeMethod::search;
}

JudgeSolver::Answer JudgeSolver::winning_set(Allowed a, std::string_view tool) {
  Answer out;
  out.method = method_for(a);
  switch (out.method) {
    case JudgeMethod::memo: out.winning = memo_->winning_set(a); break;
    case JudgeMethod::search: out.winning = big_winning_set_with_progress(a, tool); break;
    case JudgeMethod::table:
      if (!table_ || !table_->covers(a)) {
        const auto start = std::chrono::steady_clock::now();
        table_.reset();  // the old table's memory first
        table_ = build_number_table(std::max(kMinNumber, highest(a))).table;
        out.built = true;
        out.build_seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      }
      out.winning = *table_->winning_set(a);
      break;
  }
  return out;
}

}  // namespace gtl::number_game
