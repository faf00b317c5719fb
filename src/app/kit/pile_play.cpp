#include "app/kit/pile_play.hpp"

#include <algorithm>
#include <utility>

#include "core/quantity_text.hpp"
#include "model/i18n.hpp"

namespace gtl::app {

bool PilePlay::take(std::int64_t k, std::string& error) {
  // Compared as std::int64_t: no k outside the take sizes can pass as one of them.
  const auto is_k = [k](Take t) { return static_cast<std::int64_t>(t) == k; };
  if (k < 1 || std::none_of(takes_.begin(), takes_.end(), is_k)) {
    error = i18n::tr_fmt(refusals_.not_a_take, k, text::join(takes_, ", "));
    return false;
  }
  if (static_cast<std::uint64_t>(k) > left_) {
    error = i18n::tr_fmt(refusals_.too_few, k, left_);
    return false;
  }
  timeline_.play(k);
  rebuild();
  anim_.start();
  return true;
}

void PilePlay::on_timeline_moved() {
  anim_.skip();
  rebuild();
}

void PilePlay::restart(std::vector<Take> takes, std::uint64_t start) {
  takes_ = std::move(takes);
  start_ = start;
  timeline_.clear();
  anim_.skip();
  rebuild();
}

void PilePlay::rebuild() {
  left_ = start_;
  const auto& moves = timeline_.moves();
  for (std::size_t i = 0; i < timeline_.cursor(); ++i) left_ -= static_cast<std::uint64_t>(moves[i]);
  replayed();
}

}  // namespace gtl::app
