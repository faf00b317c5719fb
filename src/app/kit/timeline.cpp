#include "app/kit/timeline.hpp"

#include "core/quantity_text.hpp"
#include "model/i18n.hpp"

namespace gtl::app {

void Timeline::play(Move m) {
  if (cursor_ < moves_.size() && moves_[cursor_] == m) {
    ++cursor_;
    return;
  }
  moves_.resize(cursor_);
  moves_.push_back(m);
  ++cursor_;
}

std::size_t Timeline::step(std::ptrdiff_t delta) {
  const auto target = static_cast<std::ptrdiff_t>(cursor_) + delta;
  if (target < 0) cursor_ = 0;
  else if (static_cast<std::size_t>(target) > moves_.size()) cursor_ = moves_.size();
  else cursor_ = static_cast<std::size_t>(target);
  return cursor_;
}

bool Timeline::go_to(std::size_t i) {
  if (i > moves_.size()) return false;
  cursor_ = i;
  return true;
}

std::string position_words(const Timeline& t) {
  const auto line = t.line();
  return line.empty() ? i18n::tr("export.position.start") : i18n::tr_fmt("export.position.after", text::join(line, ", "));
}

}  // namespace gtl::app
