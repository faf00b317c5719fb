#include "app/lessons/number/model.hpp"

#include <algorithm>
#include <cmath>

#include "app/lessons/number/colors.hpp"
#include "app/lessons/number/solve_jobs.hpp"
#include "model/i18n.hpp"
#include "model/lesson_words.hpp"

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
  if (std::optional<Solution> t = pending_value(a)) return t;
  if (!solver_ || solver_->game().max != max_) return std::nullopt;
  return solver_->known(a);
}

bool NumberModel::remoteness_pending() const {
  return table_ && table_->max() == max_ && !knows(max_, start_) && table_->covers(start_);
}

std::optional<Solution> NumberModel::pending_value(ng::Allowed a) const {
  if (!remoteness_pending()) return std::nullopt;
  return table_value(*table_, a);
}

Solution NumberModel::value_of(ng::Allowed a) {
  if (std::optional<Solution> t = pending_value(a)) return *t;
  return solver().solve(a);
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

Outcome NumberModel::outcome() { return value_of(current_).outcome; }
std::uint32_t NumberModel::remoteness() { return value_of(current_).remoteness; }

std::vector<int> NumberModel::winning_moves() { return winning_moves_of(current_); }

std::vector<int> NumberModel::winning_moves_of(ng::Allowed a) {
  if (remoteness_pending() && table_->covers(a)) return table_->winning_moves(a);  // ascending
  std::vector<int> out;
  for (const auto& r : solver().ranked_moves(a))
    if (r.child_value.outcome == Outcome::Lose) out.push_back(r.move);
  std::sort(out.begin(), out.end());
  return out;
}

bool NumberModel::move_wins(int x) {
  return ng::contains(current_, x) && value_of(ng::after_naming(current_, x)).outcome == Outcome::Lose;
}

std::optional<int> NumberModel::best_move() {
  // Perfect play takes the fastest win or the slowest loss: with the
  // remoteness pending there is no best move to name yet (autoplay waits).
  if (remoteness_pending()) return std::nullopt;
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

// ------------------------------------------------------------------ the tree's words

std::string WordedNumberGame::describe(Position p) const {
  const int n = number_game::count(p);
  if (n == 0) return tr("number.tree_none");
  std::string list;
  for (int y : number_game::NumberRange(p)) list += (list.empty() ? "" : ", ") + std::to_string(y);
  std::string s = n == 1 ? tr_fmt("number.tree_one", list) : tr_fmt("number.tree_many", n, list);
  const int forbidden = (max - 1) - n;
  if (forbidden == 1) s += tr_fmt("number.tree_other_one", max);
  if (forbidden > 1) s += tr_fmt("number.tree_other_many", forbidden, max);
  return s + tr("number.tree_end");
}

// ------------------------------------------------------------------ the board's layout

namespace {
float tile_gap(float s) { return std::round(std::max(4.0f, 0.3f * s)); }
float tile_pad(float s) { return std::round(std::max(2.0f, 0.12f * s)); }
// Narrowest: the badge line ("C" left, "W" right: about 1.8 em) with room
// between, which also holds a two-digit number of the text size (1.3 em).
float tile_w_min(float s) { return std::ceil(1.95f * s + tile_gap(s) + 2 * tile_pad(s)); }
}  // namespace

TileSize board_tile_size(const BoardFit& fit) {
  const int cols = std::max(fit.columns, 1), rows = std::max(fit.rows, 1);
  const float per_col = fit.avail_w / static_cast<float>(cols);
  // The tile text is the UI text, unless not even the narrowest tiles fit the
  // width (800 px at 25 px text): then the tile text shrinks with the width,
  // keeping every proportion, rather than running off the side.
  float s = std::max(fit.text_px, 1.0f);
  while (s > 8 && tile_w_min(s) > per_col) s -= 0.5f;
  TileSize t;
  t.text_px = s;
  t.gap = tile_gap(s);
  t.pad = tile_pad(s);
  const float w_min = tile_w_min(s), w_max = std::max(w_min, 4.2f * s);
  t.w = std::floor(std::clamp(per_col, w_min, w_max));
  // Lowest: the gap, the padding, the small line and a number of the text size.
  const float h_min = std::ceil(2 * s + t.gap + 2 * t.pad);
  // Highest: 3.6 text heights (room for the number at 1.6), and never taller
  // than wide. So a tile at a larger text size is never lower than any tile at
  // a smaller one (3.6 · 17 < 2 · 25 + gap + padding).
  t.h = std::floor(std::clamp(fit.avail_h / static_cast<float>(rows), h_min, std::max(std::min(t.w, 3.6f * s), h_min)));
  // The number gets what the small line and the padding leave, and no more
  // than the width holds, between the text size and 1.6 times it (the size of
  // the app's large font).
  const float inner_w = t.w - t.gap - 2 * t.pad, inner_h = t.h - t.gap - 2 * t.pad;
  t.number_px = std::floor(std::clamp(std::min(inner_h - s, inner_w / 1.35f), s, 1.6f * s));
  return t;
}

int board_columns(float avail_w, float avail_h, int max, float least, float text_px) {
  const int cells = std::max(max, 1) + 1;
  int best = 5;
  float best_over = std::numeric_limits<float>::infinity();
  for (int columns : {10, cells, (cells + 1) / 2, 5}) {
    if (columns > 32 || (columns != 5 && avail_w < static_cast<float>(columns) * least)) continue;
    const int rows = (cells + columns - 1) / columns;
    const TileSize t = board_tile_size({avail_w, avail_h, columns, rows, text_px});
    // Only five columns may shrink the tile text (the last resort, a phone's).
    if (columns != 5 && t.text_px < std::max(text_px, 1.0f)) continue;
    const float over = static_cast<float>(rows) * std::max(t.h, least) - avail_h;  // a tile is never lower than `least` either
    if (over <= 0) return columns;
    if (over < best_over) best_over = over, best = columns;
  }
  return best;
}

// ------------------------------------------------------------------ the board as SVG

namespace {
using namespace model::svg_doc;
namespace svg = model::svg;
using model::estimated_text_width;
using model::fit_label;
using svg::Anchor;
using svg::Stroke;
using svg::Writer;

// One strike for a multiple, two crossing strikes for a sum (the board's marks).
void strikes(Writer& w, double x0, double y0, double x1, double y1, int n, const Stroke& s) {
  const double m = std::min(x1 - x0, y1 - y0) * 0.12;
  w.line(x0 + m, y1 - m, x1 - m, y0 + m, s);
  if (n > 1) w.line(x0 + m, y0 + m, x1 - m, y1 - m, s);
}
}  // namespace

std::string board_svg(const BoardDrawing& d, const model::SvgPalette& p) {
  const int columns = std::max(d.columns, 1);
  const int max = d.tiles.empty() ? 1 : d.tiles.back().value;
  const int rows = max / columns + 1;
  const double pitch_w = (kWidth - 2 * kMargin) / columns, pitch_h = pitch_w * 0.72;
  const double gap = 8, pad = 10, s = 20, number_px = 44;
  const double top = kTitleH + 20;
  const double cap_px = 20;
  const std::vector<std::string> caption = wrap(d.caption, kWidth - 2 * kMargin, cap_px);
  const double H = top + rows * pitch_h + 16 + static_cast<double>(caption.size()) * cap_px * 1.4 + 24;
  Writer w(kWidth, H, p.background, d.title);
  const double thick = std::max(3.0, 0.16 * s);
  const NumberColors& c = number_colors(p.light);
  auto width_of = [&](std::string_view t) { return static_cast<float>(estimated_text_width(t, s)); };

  w.open_group("tiles");
  for (const BoardTile& t : d.tiles) {
    const double ax = kMargin + (t.value % columns) * pitch_w, ay = top + (t.value / columns) * pitch_h;
    const double bx = ax + pitch_w - gap, by = ay + pitch_h - gap;
    const double ix0 = ax + pad, iy0 = ay + pad, ix1 = bx - pad, iy1 = by - pad;
    const bool named = t.state == BoardTile::State::Named, forbidden = t.state == BoardTile::State::Forbidden;
    svg::Rgb fill = c.tile, ink = c.tile_text;
    if (named) fill = t.by_first ? p.first : p.second, ink = t.by_first ? p.first_ink : p.second_ink;
    if (forbidden) fill = c.forbidden, ink = c.forbidden_text;
    const double radius = std::min(pitch_w, pitch_h) * 0.12;
    w.open_group(named ? "tile named" : forbidden ? "tile forbidden" : "tile", "value", std::to_string(t.value));
    w.rect(ax, ay, bx - ax, by - ay, fill, radius);
    if (t.wins) w.frame(ax, ay, bx - ax, by - ay, {p.win, thick}, radius);
    if (named) w.text(ix0, iy0 + s / 2, t.by_first ? d.initial_first : d.initial_second, ink, s, Anchor::Start, "initial");
    if (t.wins) w.text(ix1, iy0 + s / 2, d.win_badge, p.win, s, Anchor::End, "badge", true);
    if (forbidden) {
      const std::string reason = fit_label(t.reasons, static_cast<float>(ix1 - ix0), width_of);
      if (!reason.empty()) w.text((ix0 + ix1) / 2, iy1 - s / 2, reason, c.reason_text, s, Anchor::Middle, "reason");
    }
    const double nt = forbidden ? iy0 : iy0 + s, nb = forbidden ? iy1 - s : iy1;
    w.text((ix0 + ix1) / 2, (nt + nb) / 2, std::to_string(t.value), ink, number_px, Anchor::Middle, "number");
    if (forbidden) strikes(w, ax, ay, bx, by, t.strikes, {c.strike, thick, 0xD0 / 255.0});
    w.close_group();
  }
  w.close_group();
  // The legend in the empty cells before tile 2: one strike, two strikes.
  if (columns > 2) {
    const double line = (pitch_h - gap) / 2, icon = std::min(s, line - 2);
    const std::string* texts[2] = {&d.legend_multiple, &d.legend_sum};
    w.open_group("legend");
    for (int i = 0; i < 2; ++i) {
      const double y = top + line * i + (line - icon) / 2;
      w.rect(kMargin, y, icon, icon, c.forbidden, 2);
      strikes(w, kMargin, y, kMargin + icon, y + icon, i + 1, {c.strike, 2, 0xD0 / 255.0});
      w.text(kMargin + icon + s * 0.3, y + icon / 2, *texts[i], p.text, s * 0.8);
    }
    w.close_group();
  }
  double y = top + rows * pitch_h + 16 + cap_px * 0.7;
  for (const std::string& l : caption) {
    w.text(kMargin, y, l, p.text, cap_px, Anchor::Start, "caption");
    y += cap_px * 1.4;
  }
  title_band(w, kWidth, d.title, p);
  return w.finish();
}

}  // namespace gtl::app
