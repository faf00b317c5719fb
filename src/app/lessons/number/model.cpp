#include "app/lessons/number/model.hpp"

#include <algorithm>

#include "model/i18n.hpp"
#include "model/lesson_layout.hpp"

namespace gtl::app {

using i18n::tr;
using i18n::tr_fmt;

namespace ng = number_game;

namespace {
// Seconds per animation step at speed 1: slow enough to narrate in class.
constexpr double kNamedSeconds = 0.9;
constexpr double kMultipleSeconds = 0.55;
constexpr double kSumSeconds = 1.0;  // a sum has a decomposition to read

// The core's reason in the UI's language: the equation ("17 = 2·6 + 5") is
// the same in every language; a position without history adds that the last
// term was already forbidden, which is words.
std::string why_words(const number_game::ForbiddenNumber& f) {
  if (!f.uses_prior_forbidden) return f.why;
  const std::string equation = f.why.substr(0, f.why.find(", and "));
  return tr_fmt("number.why_prior", equation, f.terms.back().number);
}

}  // namespace

const char* player_name(Player p) { return player_name(p, i18n::lang()); }
const char* player_name(Player p, i18n::Lang lang) {
  return i18n::tr(p == Player::First ? "player.christine" : "player.matt", lang);
}
const char* player_initial(Player p) { return tr(p == Player::First ? "player.christine_initial" : "player.matt_initial"); }

const char* anim_phase_name(AnimPhase p) {
  switch (p) {
    case AnimPhase::Idle: return "idle";
    case AnimPhase::Named: return "named";
    case AnimPhase::Multiples: return "multiples";
    case AnimPhase::Sums: return "sums";
    case AnimPhase::Done: return "done";
  }
  return "idle";
}

NumberModel::NumberModel() { rebuild(); }

Solver<ng::NumberGame>& NumberModel::solver() {
  // One memo per board size: the allowed set is the key, so every position of
  // every game on this board (and every step back and forth) reuses it.
  if (!solver_ || solver_->game().max != max_) solver_ = std::make_shared<Solver<ng::NumberGame>>(ng::NumberGame{max_});
  return *solver_;
}

bool NumberModel::new_game(int max, std::string& error) {
  if (max < ng::kMinNumber || max > kNumberLessonMaxN) {
    error = tr_fmt("number.err_board", kNumberLessonMaxN, max);
    return false;
  }
  max_ = max;
  start_ = ng::full(max);
  start_reachable_ = true;
  timeline_.clear();
  anim_phase_ = AnimPhase::Idle;
  rebuild();
  return true;
}

int NumberModel::max_for(const std::vector<int>& allowed) const {
  // The board keeps its size unless the position needs a larger one.
  int hi = max_;
  for (int y : allowed) hi = std::max(hi, y);
  return hi;
}

bool NumberModel::knows(int max, ng::Allowed start) const {
  return solver_ && solver_->game().max == max && solver_->known(start);
}

std::optional<Solution> NumberModel::known_value(ng::Allowed a) const {
  if (!solver_ || solver_->game().max != max_) return std::nullopt;
  return solver_->known(a);
}

std::function<std::optional<Solution>(ng::Allowed)> NumberModel::known_frontier(int max, ng::Allowed start) const {
  if (!knows(max, start)) return {};
  return [s = std::shared_ptr<const Solver<ng::NumberGame>>(solver_)](ng::Allowed p) { return s->known(p); };
}

bool NumberModel::set_position(const std::vector<int>& allowed, std::string& error) {
  for (int y : allowed) {
    if (y < ng::kMinNumber || y > kNumberLessonMaxN) {
      error = tr_fmt("number.err_allowed_range", kNumberLessonMaxN, y);
      return false;
    }
  }
  max_ = max_for(allowed);
  start_ = ng::from_numbers(allowed);
  start_reachable_ = ng::is_reachable(start_, max_);
  timeline_.clear();
  anim_phase_ = AnimPhase::Idle;
  rebuild();
  return true;
}

bool NumberModel::pick(int x, std::string& error) {
  if (!ng::contains(current_, x)) {
    if (x < ng::kMinNumber || x > max_) error = tr_fmt("number.err_not_on_board", x, max_);
    else if (named_entry(x)) error = tr_fmt("number.err_already_named", x);
    else error = tr_fmt("number.err_forbidden", x, forbidden_entry(x) ? forbidden_entry(x)->why : tr("number.not_allowed"));
    return false;
  }
  timeline_.play(x);
  rebuild();
  start_animation();
  return true;
}

void NumberModel::on_timeline_moved() {
  const bool one_forward = timeline_.cursor() == shown_cursor_ + 1;
  anim_phase_ = AnimPhase::Idle;
  rebuild();
  if (one_forward && step_animation_) start_animation();
}

Player NumberModel::header_to_move() const {
  if (!animating()) return to_move();
  return to_move() == Player::First ? Player::Second : Player::First;
}

void NumberModel::rebuild() {
  named_.clear();
  forbidden_.clear();
  last_naming_.clear();
  for (int y = ng::kMinNumber; y <= max_; ++y)
    if (!ng::contains(start_, y))
      forbidden_.push_back({y, ng::ForbiddenNumber::Kind::Sum, tr("number.not_allowed_given"), -1});
  ng::Allowed a = start_;
  before_last_ = start_;
  shown_cursor_ = timeline_.cursor();
  std::vector<int> history;
  const auto& moves = timeline_.moves();
  for (std::size_t i = 0; i < timeline_.cursor(); ++i) {
    const int x = static_cast<int>(moves[i]);
    ng::Naming n = ng::name_with_reasons(a, x, history);
    named_.push_back({x, i % 2 == 0 ? Player::First : Player::Second});
    for (const ng::ForbiddenNumber& f : n.newly_forbidden)
      if (f.kind != ng::ForbiddenNumber::Kind::Named)
        forbidden_.push_back({f.number, f.kind, why_words(f), static_cast<int>(i), ng::source_tiles(f), ng::reason_labels(f)});
    history.push_back(x);
    before_last_ = a;
    a = n.after;
    if (i + 1 == timeline_.cursor()) last_naming_ = std::move(n.newly_forbidden);
  }
  current_ = a;
}

Outcome NumberModel::outcome() { return solver().solve(current_).outcome; }
std::uint32_t NumberModel::remoteness() { return solver().solve(current_).remoteness; }

std::vector<int> NumberModel::winning_moves() { return winning_moves_of(current_); }

std::vector<int> NumberModel::winning_moves_of(ng::Allowed a) {
  std::vector<int> out;
  for (const auto& r : solver().ranked_moves(a))
    if (r.child_value.outcome == Outcome::Lose) out.push_back(r.move);
  std::sort(out.begin(), out.end());
  return out;
}

bool NumberModel::move_wins(int x) {
  return ng::contains(current_, x) && solver().solve(ng::after_naming(current_, x)).outcome == Outcome::Lose;
}

std::optional<int> NumberModel::best_move() {
  auto ranked = solver().ranked_moves(current_);
  if (ranked.empty()) return std::nullopt;
  return ranked.front().move;
}

ng::Naming NumberModel::preview(int x) const {
  std::vector<int> history;
  for (const NamedNumber& n : named_) history.push_back(n.value);
  return ng::name_with_reasons(current_, x, history);
}

const ForbiddenNumber* NumberModel::forbidden_entry(int y) const {
  for (const ForbiddenNumber& f : forbidden_)
    if (f.value == y) return &f;
  return nullptr;
}

const NamedNumber* NumberModel::named_entry(int y) const {
  for (const NamedNumber& n : named_)
    if (n.value == y) return &n;
  return nullptr;
}

// ------------------------------------------------------------------ animation
// The last naming's steps are revealed on a clock: the named number, then each
// multiple, then each sum. The model's state is always the final one; the
// animation only decides what the board hides for now.

void NumberModel::start_animation() {
  anim_phase_ = AnimPhase::Named;
  anim_time_ = 0;
}

namespace {
struct Split {
  std::vector<const ng::ForbiddenNumber*> multiples, sums;
};
Split split(const std::vector<ng::ForbiddenNumber>& steps) {
  Split s;
  for (const auto& f : steps) {
    if (f.kind == ng::ForbiddenNumber::Kind::Multiple) s.multiples.push_back(&f);
    else if (f.kind != ng::ForbiddenNumber::Kind::Named) s.sums.push_back(&f);
  }
  return s;
}
}  // namespace

void NumberModel::advance(double seconds, float speed) {
  if (!animating() || paused_) return;
  if (speed <= 0) {
    anim_phase_ = AnimPhase::Done;
    return;
  }
  anim_time_ += seconds * speed;
  const Split s = split(last_naming_);
  const double t_mult = kNamedSeconds;
  const double t_sums = t_mult + kMultipleSeconds * static_cast<double>(s.multiples.size());
  const double t_end = t_sums + kSumSeconds * static_cast<double>(s.sums.size());
  if (anim_time_ >= t_end) anim_phase_ = AnimPhase::Done;
  else if (anim_time_ >= t_sums) anim_phase_ = AnimPhase::Sums;
  else if (anim_time_ >= t_mult) anim_phase_ = AnimPhase::Multiples;
  else anim_phase_ = AnimPhase::Named;
}

const ng::ForbiddenNumber* NumberModel::anim_current() const {
  if (!animating()) return nullptr;
  if (anim_phase_ == AnimPhase::Named) {
    for (const auto& f : last_naming_)
      if (f.kind == ng::ForbiddenNumber::Kind::Named) return &f;
    return nullptr;
  }
  const Split s = split(last_naming_);
  if (anim_phase_ == AnimPhase::Multiples) {
    auto i = static_cast<std::size_t>((anim_time_ - kNamedSeconds) / kMultipleSeconds);
    return i < s.multiples.size() ? s.multiples[i] : nullptr;
  }
  if (anim_phase_ == AnimPhase::Sums) {
    const double t0 = kNamedSeconds + kMultipleSeconds * static_cast<double>(s.multiples.size());
    auto i = static_cast<std::size_t>((anim_time_ - t0) / kSumSeconds);
    return i < s.sums.size() ? s.sums[i] : nullptr;
  }
  return nullptr;
}

bool NumberModel::hidden_by_animation(int y) const {
  if (!animating()) return false;
  const ng::ForbiddenNumber* cur = anim_current();
  for (const auto& f : last_naming_) {
    if (f.number != y || f.kind == ng::ForbiddenNumber::Kind::Named) continue;
    if (anim_phase_ == AnimPhase::Named) return true;
    const bool is_multiple = f.kind == ng::ForbiddenNumber::Kind::Multiple;
    if (anim_phase_ == AnimPhase::Multiples) {
      if (!is_multiple) return true;
      return cur && &f > cur;  // later multiples are not revealed yet
    }
    if (anim_phase_ == AnimPhase::Sums) return !is_multiple && cur && &f > cur;
  }
  return false;
}

std::string NumberModel::caption() const {
  const std::size_t c = timeline_.cursor();
  if (animating() && c > 0) {
    const int x = static_cast<int>(timeline_.moves()[c - 1]);
    const Player mover = (c - 1) % 2 == 0 ? Player::First : Player::Second;
    const ng::ForbiddenNumber* cur = anim_current();
    switch (anim_phase_) {
      case AnimPhase::Named:
        return tr_fmt("number.cap_names", player_name(mover), x);
      case AnimPhase::Multiples:
        return cur ? tr_fmt("number.cap_multiples_why", x, cur->why) : tr_fmt("number.cap_multiples", x);
      case AnimPhase::Sums: {
        if (!cur) return tr("number.cap_sums");
        const std::vector<int> parts = ng::source_tiles(*cur);
        return tr_fmt("number.cap_sums_why", cur->why, model::number_list(parts, parts.size()));
      }
      default: break;
    }
  }
  if (current_ == 0) {
    const Player loser = to_move();
    const Player winner = loser == Player::First ? Player::Second : Player::First;
    return tr_fmt("number.cap_no_number", player_name(loser), player_name(winner));
  }
  if (c > 0) {
    const int x = static_cast<int>(timeline_.moves()[c - 1]);
    std::vector<int> gone;
    for (const auto& f : last_naming_)
      if (f.kind != ng::ForbiddenNumber::Kind::Named) gone.push_back(f.number);
    if (gone.empty()) return tr_fmt("number.cap_named_nothing", x, player_name(to_move()));
    return tr_fmt("number.cap_named_forbade", x, model::number_list(gone, gone.size()), player_name(to_move()));
  }
  return tr_fmt("number.cap_to_move", player_name(to_move()));
}

}  // namespace gtl::app
