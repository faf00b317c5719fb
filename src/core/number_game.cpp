#include "core/number_game.hpp"

namespace gtl::number_game {

std::vector<int> numbers(Allowed a) {
  std::vector<int> out;
  out.reserve(static_cast<std::size_t>(count(a)));
  for (int y : NumberRange(a)) out.push_back(y);
  return out;
}

Allowed from_numbers(std::span<const int> ys) {
  Allowed a = 0;
  for (int y : ys)
    if (y >= kMinNumber && y <= kMaxN) a |= bit(y);
  return a;
}

std::string NumberGame::short_label(Position p) const {
  std::string s = "{";
  for (int y : NumberRange(p)) {
    if (s.size() > 1) s += ',';
    s += std::to_string(y);
  }
  return s + '}';
}

std::string NumberGame::describe(Position p) const {
  const int n = count(p);
  if (n == 0) return "No number is allowed: the player to move cannot name one and loses.";
  std::string s = std::to_string(n) + (n == 1 ? " number is" : " numbers are") + " allowed: ";
  bool first = true;
  for (int y : NumberRange(p)) {
    if (!first) s += ", ";
    s += std::to_string(y);
    first = false;
  }
  const int forbidden = (max - 1) - n;
  if (forbidden > 0)
    s += forbidden == 1 ? ". The other number of 2.." + std::to_string(max) + " is forbidden"
                        : ". The other " + std::to_string(forbidden) + " of 2.." + std::to_string(max) +
                              " are forbidden";
  return s + '.';
}

}  // namespace gtl::number_game
