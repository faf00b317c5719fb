#include "app/lessons/subtraction/model.hpp"

#include "model/i18n.hpp"

namespace gtl::app {

using i18n::tr;
using i18n::tr_fmt;

std::string SubtractionPlay::side_name(int side) {
  return tr(side == 0 ? "player.first_generic" : "player.second_generic");
}

// ------------------------------------------------------------------ the game

SubtractionPlay::SubtractionPlay()
    : PilePlay(kSubtractionTakeSeconds, {"subtraction.err_not_take", "subtraction.err_too_few"}) {
  std::string ignored;
  new_game({1, 3, 4}, 30, false, ignored);  // the same first game as ?game=subtraction alone
}

bool SubtractionPlay::new_game(const std::vector<std::int64_t>& takes, std::int64_t n, bool misere,
                               std::string& error) {
  if (takes.empty()) {
    error = tr("subtraction.err_empty");
    return false;
  }
  if (takes.size() > subtraction::kMaxTakeSizes) {
    error = tr_fmt("subtraction.err_count", subtraction::kMaxTakeSizes, takes.size());
    return false;
  }
  for (std::int64_t t : takes)
    if (t < 1 || t > static_cast<std::int64_t>(subtraction::kMaxTake)) {
      error = tr_fmt("subtraction.err_take", subtraction::kMaxTake, t);
      return false;
    }
  if (n < 0 || static_cast<std::uint64_t>(n) > subtraction::kMaxPile) {
    error = tr_fmt("subtraction.err_pile", n);
    return false;
  }
  const auto normal = subtraction::normalize_takes(takes);
  if (normal != this->takes() || misere != misere_ || !table_)
    table_ = std::make_unique<subtraction::SubtractionTable>(normal, misere);
  misere_ = misere;
  const auto pile = static_cast<std::uint64_t>(n);
  // Exact values by the one rule of perfect play (solution.hpp), pile by pile;
  // none for a pile past the limit (its game never comes down to the table).
  exact_.assign(pile <= kSubtractionExactPiles ? pile + 1 : 0, Solution{});
  for (std::uint64_t p = 0; p < exact_.size(); ++p) {
    BestChoice best;
    for (auto t : normal) {
      if (t > p) break;
      best.add(exact_[p - t]);
    }
    exact_[p] = best.empty() ? Solution{misere_ ? Outcome::Win : Outcome::Lose, 0} : best.result();
  }
  restart(normal, pile);
  return true;
}

std::optional<Solution> SubtractionPlay::exact(std::uint64_t pile) const {
  if (pile >= exact_.size()) return std::nullopt;
  return exact_[pile];
}

std::vector<std::uint32_t> SubtractionPlay::winning_takes() const {
  std::vector<std::uint32_t> out;
  for (auto t : takes())
    if (fits(t) && grundy(left() - t) == 0) out.push_back(t);
  return out;
}

std::optional<std::uint32_t> SubtractionPlay::best_take() const {
  if (game_over()) return std::nullopt;
  if (exact(left())) {
    std::optional<std::uint32_t> best;
    for (auto t : takes())
      if (fits(t) && (!best || better_child(*exact(left() - t), *exact(left() - *best)))) best = t;
    return best;
  }
  const auto wins = winning_takes();
  return wins.empty() ? takes().front() : wins.front();
}

std::string SubtractionPlay::result_text() const {
  const std::string who = side_name(to_move());
  return tr_fmt(misere_ ? "subtraction.result_misere" : "subtraction.result_normal", left(), who);
}

}  // namespace gtl::app
