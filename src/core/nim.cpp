#include "core/nim.hpp"

namespace gtl::nim {

NimGame::Position NimGame::pack(std::span<const int> sizes) {
  Position p = 0;
  for (std::size_t i = 0; i < sizes.size(); ++i) p |= static_cast<Position>(sizes[i]) << (4 * i);
  return p;
}

std::vector<int> NimGame::unpack(Position p) const {
  std::vector<int> out(piles.size());
  for (std::size_t i = 0; i < out.size(); ++i) out[i] = pile(p, static_cast<int>(i));
  return out;
}

FixedList<NimGame::Move, kMaxPiles * kMaxPile> NimGame::moves(Position p) const {
  FixedList<Move, kMaxPiles * kMaxPile> out;
  for (int i = 0; i < static_cast<int>(piles.size()); ++i)
    for (int c = 1; c <= pile(p, i); ++c) out.push_back(move({i, c}));
  return out;
}

std::uint32_t NimGame::measure(Position p) const {
  std::uint32_t total = 0;
  for (int i = 0; i < static_cast<int>(piles.size()); ++i) total += static_cast<std::uint32_t>(pile(p, i));
  return total;
}

std::string NimGame::short_label(Position p) const {
  std::string s;
  for (int i = 0; i < static_cast<int>(piles.size()); ++i) {
    if (i) s += ' ';
    s += std::to_string(pile(p, i));
  }
  return s;
}

std::string NimGame::describe(Position p) const {
  const std::vector<int> sizes = unpack(p);
  return "piles " + short_label(p) + ", nim-sum " + std::to_string(nim_sum(sizes));
}

std::string NimGame::move_label(Move m) const {
  const Take t = take(m);
  return "take " + std::to_string(t.count) + " from pile " + std::to_string(t.pile + 1);
}

int nim_sum(std::span<const int> piles) {
  int s = 0;
  for (int p : piles) s ^= p;
  return s;
}

std::vector<Take> winning_moves(std::span<const int> piles) {
  std::vector<Take> out;
  const int s = nim_sum(piles);
  if (s == 0) return out;
  for (std::size_t i = 0; i < piles.size(); ++i) {
    const int target = piles[i] ^ s;  // the size that makes the nim-sum 0
    if (target < piles[i]) out.push_back({static_cast<int>(i), piles[i] - target});
  }
  return out;
}

std::string validate(std::span<const std::int64_t> piles) {
  if (piles.empty() || piles.size() > static_cast<std::size_t>(kMaxPiles))
    return "Nim needs 1 to " + std::to_string(kMaxPiles) + " piles, got " + std::to_string(piles.size());
  for (std::int64_t p : piles)
    if (p < 0 || p > kMaxPile)
      return "a Nim pile holds 0 to " + std::to_string(kMaxPile) + " counters, got " + std::to_string(p);
  return {};
}

}  // namespace gtl::nim
