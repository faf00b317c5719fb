#include "core/ball_oracle.hpp"

#include <algorithm>
#include <array>
#include <cstring>

namespace gtl::ball_game {
namespace {

// States are indexed (mover_odd << 1) | other_odd; an outcome-vector is a lose
// mask and a draw mask over the four states (win = neither).
constexpr int state_index(bool mover_odd, bool other_odd) { return (mover_odd ? 2 : 0) | (other_odd ? 1 : 0); }

// kPull[q][mask]: the states whose move with a take of parity q lands in a state
// of `mask`. With it, one take updates all four states with two lookups.
constexpr std::array<std::array<std::uint8_t, 16>, 2> make_pull() {
  std::array<std::array<std::uint8_t, 16>, 2> pull{};
  for (int q = 0; q < 2; ++q)
    for (int mask = 0; mask < 16; ++mask)
      for (int i = 0; i < 4; ++i) {
        const State child = after_take({1, (i & 2) != 0, (i & 1) != 0}, static_cast<Take>(q));
        if (mask >> state_index(child.mover_odd, child.other_odd) & 1) pull[q][mask] |= 1 << i;
      }
  return pull;
}
constexpr auto kPull = make_pull();

constexpr std::uint8_t ending_code() {
  int lose = 0, draw = 0;
  for (int i = 0; i < 4; ++i) {
    const Outcome o = ending((i & 2) != 0, (i & 1) != 0);
    if (o == Outcome::Lose) lose |= 1 << i;
    if (o == Outcome::Draw) draw |= 1 << i;
  }
  return static_cast<std::uint8_t>(lose | draw << 4);
}

// Polynomial hash of windows of the code table, rolled one count at a time.
class WindowHash {
 public:
  WindowHash(const std::vector<std::uint8_t>& codes, std::uint64_t width) : codes_(codes), width_(width) {
    for (std::uint64_t i = 1; i < width; ++i) top_ *= kBase;
  }
  std::uint64_t at(std::uint64_t j) const {
    std::uint64_t h = 0;
    for (std::uint64_t i = 0; i < width_; ++i) h = h * kBase + codes_[j + i];
    return h;
  }
  // Hash of window j + 1 from the hash of window j (needs codes up to j + width).
  std::uint64_t roll(std::uint64_t h, std::uint64_t j) const {
    return (h - codes_[j] * top_) * kBase + codes_[j + width_];
  }
  bool equal(std::uint64_t a, std::uint64_t b) const {
    return std::memcmp(codes_.data() + a, codes_.data() + b, width_) == 0;
  }

 private:
  static constexpr std::uint64_t kBase = 0x100000001b3ull;
  const std::vector<std::uint8_t>& codes_;
  std::uint64_t width_;
  std::uint64_t top_ = 1;  // kBase^(width - 1)
};

}  // namespace

std::uint64_t proof_stretch(std::span<const Take> sorted_takes, const Limits& limits) {
  const std::uint64_t m = sorted_takes.empty() ? 0 : sorted_takes.back();
  return std::max(limits.min_verify, 4 * (m + 1));
}

BallOracle::BallOracle(std::span<const Take> takes, Limits limits)
    : takes_(takes.begin(), takes.end()), limits_(limits) {
  limit_ = std::min(limits.max_table, limits.max_work / std::max<std::uint64_t>(takes_.size(), 1));
}

bool BallOracle::extend(std::uint64_t size) {
  const std::uint64_t target = std::min(size, limit_);
  codes_.reserve(target);
  for (std::uint64_t n = codes_.size(); n < target; ++n) {
    const std::span<const Take> fit = fitting(takes_, n);
    if (fit.empty()) {
      codes_.push_back(ending_code());
      continue;
    }
    int win = 0, draw = 0;
    for (Take t : fit) {
      const std::uint8_t c = codes_[n - t];
      win |= kPull[t & 1][c & 15];
      draw |= kPull[t & 1][c >> 4];
    }
    draw &= ~win;
    const int lose = 15 & ~win & ~draw;
    codes_.push_back(static_cast<std::uint8_t>(lose | draw << 4));
  }
  return codes_.size() >= size;
}

Outcome BallOracle::code_outcome(std::uint8_t code, int state) const {
  if (code >> state & 1) return Outcome::Lose;
  if (code >> (4 + state) & 1) return Outcome::Draw;
  return Outcome::Win;
}

void BallOracle::detect_period() {
  searched_ = true;
  if (takes_.empty()) return;
  const std::uint64_t m = takes_.back();
  // Grow geometrically, so the walk below pays for the table once.
  auto ensure = [&](std::uint64_t size) {
    if (size > codes_.size()) extend(std::max<std::uint64_t>(size, 2 * codes_.size()));
    return size <= codes_.size();
  };
  if (!ensure(m + 1)) return;
  const WindowHash windows(codes_, m);

  // Brent: the tortoise waits at powers of two, the hare walks one window a step.
  std::uint64_t tortoise = 0, hare = 1, power = 1, cycle = 1;
  std::uint64_t h_tortoise = windows.at(0), h_hare = windows.roll(h_tortoise, 0);
  while (!(h_hare == h_tortoise && windows.equal(tortoise, hare))) {
    if (power == cycle) {
      tortoise = hare;
      h_tortoise = h_hare;
      power *= 2;
      cycle = 0;
    }
    if (!ensure(hare + m + 1)) return;  // budget spent: no proven period
    h_hare = windows.roll(h_hare, hare);
    ++hare;
    ++cycle;
  }
  // The first window that recurs `cycle` counts later starts the periodic part.
  std::uint64_t start = 0;
  std::uint64_t h1 = windows.at(0), h2 = windows.at(cycle);
  while (!(h1 == h2 && windows.equal(start, start + cycle))) {
    h1 = windows.roll(h1, start);
    h2 = windows.roll(h2, start + cycle);
    ++start;
  }

  // The answer sequence (state 0) repeats with `cycle` from `start`; its minimal
  // period divides `cycle`, and its pre-period can only be shorter.
  if (!ensure(start + 2 * cycle)) return;
  auto answer = [&](std::uint64_t n) { return code_outcome(codes_[n], 0); };
  std::uint64_t length = cycle;
  for (std::uint64_t d = 1; d < cycle; ++d) {
    if (cycle % d != 0) continue;
    bool ok = true;
    for (std::uint64_t j = start; j < start + cycle && ok; ++j) ok = answer(j) == answer(j + d);
    if (ok) {
      length = d;
      break;
    }
  }
  std::uint64_t pre = start;
  while (pre > 0 && answer(pre - 1) == answer(pre - 1 + length)) --pre;

  // Belt and braces: compare the claim with direct solving over a long stretch.
  ensure(std::max(limits_.min_verify, 4 * (start + cycle + m)));
  for (std::uint64_t n = start + cycle; n < codes_.size(); ++n)
    if (codes_[n] != codes_[n - cycle]) return;
  for (std::uint64_t n = pre + length; n < codes_.size(); ++n)
    if (answer(n) != answer(n - length)) return;

  cycle_start_ = start;
  cycle_length_ = cycle;
  period_ = Period{pre, length, codes_.size()};
}

std::optional<Outcome> BallOracle::outcome(State s) {
  const int state = state_index(s.mover_odd, s.other_odd);
  std::uint64_t n = s.balls;
  if (n >= codes_.size() && !searched_ && n >= proof_stretch(takes_, limits_)) detect_period();
  if (n >= codes_.size() && cycle_length_ != 0) n = cycle_start_ + (n - cycle_start_) % cycle_length_;
  if (n >= codes_.size() && !extend(n + 1)) return std::nullopt;
  return code_outcome(codes_[n], state);
}

}  // namespace gtl::ball_game
