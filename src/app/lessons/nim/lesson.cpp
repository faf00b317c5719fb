#include "app/lessons/nim/lesson.hpp"

#include <algorithm>

#include "app/kit/settings.hpp"
#include "core/budget.hpp"
#include "core/graph_builder.hpp"
#include "model/lesson_words.hpp"
#include "model/svg_writer.hpp"

namespace gtl::app {

using i18n::tr;
using i18n::tr_fmt;

namespace {

std::string pile_text(std::span<const int> piles) {
  std::string s;
  for (int p : piles) s += (s.empty() ? "" : " ") + std::to_string(p);
  return s;
}

const char* side_key(int side) { return side == 0 ? "player.first_generic" : "player.second_generic"; }

}  // namespace

// ------------------------------------------------------------------ words

std::string WordedNimGame::short_label(Position p) const {
  return tr_fmt("nim.label", NimGame::short_label(p), nim::nim_sum(unpack(p)));
}

std::string WordedNimGame::describe(Position p) const {
  return tr_fmt("nim.describe", NimGame::short_label(p), nim::nim_sum(unpack(p)));
}

std::string WordedNimGame::move_label(Move m) const {
  const nim::Take t = take(m);
  return tr_fmt("nim.take_from", t.count, t.pile + 1);
}

// ------------------------------------------------------------------ the game

NimLesson::NimLesson(const LessonContext& context) : settings_(context.settings), values_(context.values) {
  std::string err;
  new_game(std::vector<std::int64_t>{3, 4, 5}, err);  // the same first game as ?game=nim alone
}

NimLesson::~NimLesson() = default;

std::span<const i18n::Entry> NimLesson::strings(i18n::Lang lang) const {
  return lang == i18n::Lang::Zh ? nim_words::zh() : nim_words::en();
}

bool NimLesson::new_game(std::span<const std::int64_t> piles, std::string& error) {
  // nim::validate decides; the words are the lesson's, in the UI's language.
  if (!nim::validate(piles).empty()) {
    if (piles.empty() || piles.size() > static_cast<std::size_t>(nim::kMaxPiles)) {
      error = tr_fmt("nim.err_count", nim::kMaxPiles, piles.size());
    } else {
      const auto bad = std::find_if(piles.begin(), piles.end(), [](std::int64_t p) { return p < 0 || p > nim::kMaxPile; });
      error = tr_fmt("nim.err_size", nim::kMaxPile, *bad);
    }
    return false;
  }
  game_.piles.assign(piles.begin(), piles.end());
  timeline_.clear();
  timeline_ui_.autoplay = false;
  anim_.skip();
  piles_text_ = pile_text(game_.piles);
  message_.clear();
  solver_.reset();
  if (!tree_capped()) solver_ = std::make_unique<Solver<nim::NimGame>>(nim::NimGame{game_.piles});
  rebuild();
  return true;
}

bool NimLesson::take(int pile, int count, std::string& error) {
  const int k = static_cast<int>(piles_.size());
  if (pile < 0 || pile >= k) {
    error = tr_fmt("nim.err_no_pile", pile, k - 1);
    return false;
  }
  if (count < 1) {
    error = tr_fmt("nim.err_take_none", count);
    return false;
  }
  if (count > piles_[static_cast<std::size_t>(pile)]) {
    error = tr_fmt("nim.err_take", count, pile, piles_[static_cast<std::size_t>(pile)]);
    return false;
  }
  timeline_.play(nim::NimGame::move({pile, count}));
  rebuild();
  if (settings_.anim() > 0) anim_.start();
  else anim_.skip();
  return true;
}

bool NimLesson::play(std::int64_t move, std::string& error) {
  if (move < 0 || move > 0xFF) {
    error = tr_fmt("nim.err_move", move);
    return false;
  }
  const nim::Take t = nim::NimGame::take(static_cast<nim::NimGame::Move>(move));
  return take(t.pile, t.count, error);
}

void NimLesson::rebuild() {
  nim::NimGame::Position p = game_.start();
  for (const std::int64_t m : timeline_.line()) p = game_.play(p, static_cast<nim::NimGame::Move>(m));
  piles_ = game_.unpack(p);
}

void NimLesson::timeline_moved() {
  anim_.skip();  // a step through the timeline shows its position at once
  rebuild();
}

bool NimLesson::game_over() const {
  return std::all_of(piles_.begin(), piles_.end(), [](int p) { return p == 0; });
}

std::uint64_t NimLesson::position_count() const {
  std::uint64_t n = 1;
  for (int p : game_.piles) n *= static_cast<std::uint64_t>(p + 1);
  return n;
}

std::optional<nim::Take> NimLesson::best_move() {
  if (game_over()) return std::nullopt;
  if (solver_) {
    const std::vector<nim::NimGame::Move> best = solver_->best_moves(nim::NimGame::pack(piles_));
    return nim::NimGame::take(best.front());
  }
  // Past the cap: a Bouton move when winning; when losing, one counter from
  // the largest pile (the game lasts longest when each move takes little).
  if (const std::vector<nim::Take> wins = nim::winning_moves(piles_); !wins.empty()) return wins.front();
  const auto largest = std::max_element(piles_.begin(), piles_.end());
  return nim::Take{static_cast<int>(largest - piles_.begin()), 1};
}

void NimLesson::update(double seconds) {
  anim_.advance(seconds, settings_.anim());
  timeline_ui_.play_loop(seconds, settings_.anim_speed, anim_.running(), kAutoplayPause, [this] {
    const std::optional<nim::Take> best = best_move();
    if (!best) return false;
    std::string err;
    take(best->pile, best->count, err);
    return true;
  });
}

std::string NimLesson::verdict_line() const {
  if (game_over()) return tr_fmt("nim.over", tr(side_key(to_move())));
  const int s = nim_sum();
  if (s == 0) return tr("nim.v_lose");
  if (!settings_.show_hints()) return tr_fmt("nim.v_win", s);
  std::vector<std::string> takes;
  for (const nim::Take& t : nim::winning_moves(piles_)) takes.push_back(tr_fmt("nim.take_from", t.count, t.pile + 1));
  return tr_fmt("nim.v_make_zero", model::word_list(takes, "list.or"));
}

std::string NimLesson::title() const { return tr_fmt("nim.title_fmt", pile_text(game_.piles)); }

// ------------------------------------------------------------------ automation

void NimLesson::register_automation(Automation& a) {
  // Any whole numbers here, so the lesson's own checks name the bad pile or count.
  a.on("nim.new", "{type:'nim.new', piles:[...]} — new Nim game (1 to 6 piles of 0 to 15)",
       {Param::int_list("piles", -1'000'000, 1'000'000, 64)}, [this](const Args& args) {
         std::string err;
         if (!new_game(args.int_list("piles"), err)) return ActionResult::failure(err);
         return ActionResult::success();
       });
  a.on("nim.take", "{type:'nim.take', pile, count} — the player to move takes count counters from pile (0-based)",
       {Param::integer("pile", -1'000'000, 1'000'000), Param::integer("count", -1'000'000, 1'000'000)},
       [this](const Args& args) {
         std::string err;
         timeline_ui_.autoplay = false;
         if (!take(static_cast<int>(args.integer("pile")), static_cast<int>(args.integer("count")), err))
           return ActionResult::failure(err);
         if (settings_.anim() <= 0) anim_.skip();
         return ActionResult::success();
       });
  a.section("nim", [this](json::Writer& w) { write_state(w); });
}

void NimLesson::write_state(json::Writer& w) const {
  w.begin_object();
  w.key("start").begin_array();
  for (int p : game_.piles) w.value(static_cast<std::int64_t>(p));
  w.end_array();
  w.key("piles").begin_array();
  for (int p : piles_) w.value(static_cast<std::int64_t>(p));
  w.end_array();
  w.key("toMove").value(to_move() == 0 ? "first" : "second");
  const int s = nim_sum();
  // Bouton: the player to move loses exactly when the nim-sum is 0.
  w.key("outcome").value(s == 0 ? "L" : "W");
  w.key("nimSum").value(static_cast<std::int64_t>(s));
  // The Sprague–Grundy value of a Nim position is its nim-sum.
  w.key("grundy").value(static_cast<std::int64_t>(s));
  w.key("winningMoves").begin_array();
  for (const nim::Take& t : nim::winning_moves(piles_))
    w.begin_object().key("pile").value(static_cast<std::int64_t>(t.pile)).key("count").value(static_cast<std::int64_t>(t.count)).end_object();
  w.end_array();
  w.key("gameOver").value(game_over());
  w.key("positions").value(position_count());
  w.key("treeCapped").value(tree_capped());
  w.key("animating").value(anim_.running());
  w.key("autoplay").value(timeline_ui_.autoplay);
  w.key("message").value(message_);
  w.end_object();
}

// ------------------------------------------------------------------ tree, hooks, links

Lesson::TreeSource NimLesson::tree_source() const {
  std::string key = std::string("nim:") + i18n::code(i18n::lang()) + ":" + pile_text(game_.piles);
  const WordedNimGame game = game_;
  // The builder stops expanding once max_positions are known, so a game of
  // exactly kNimTreePositions needs one more to come out complete.
  return {std::move(key), [game] {
            return build_graph(game, game.start(), GraphOptions{kNimTreePositions + 1, true});
          }};
}

LessonHooks NimLesson::hooks() {
  LessonHooks h;
  h.game_over = [this] { return game_over(); };
  h.best_move = [this]() -> std::optional<std::int64_t> {
    if (const std::optional<nim::Take> t = best_move()) return nim::NimGame::move(*t);
    return std::nullopt;
  };
  h.play = [this](std::int64_t m) {
    std::string err;
    timeline_ui_.autoplay = false;
    return play(m, err);
  };
  h.side_name = [](int side) { return std::string(tr(side_key(side))); };
  h.animating = [this] { return anim_.running(); };
  h.load_small = [this] {  // 1 2 3: 24 positions, worked out at the board by hand
    std::string err;
    const std::vector<std::int64_t> small{1, 2, 3};
    new_game(small, err);
  };
  h.verdict = [this] {
    const std::string p = tr(side_key(to_move()));
    if (game_over()) return tr_fmt("nim.over", p);
    const std::vector<nim::Take> wins = nim::winning_moves(piles_);
    if (wins.empty()) return tr_fmt("nim.verdict_lose", p);
    return tr_fmt("nim.verdict_win", p, tr_fmt("nim.take_from", wins.front().count, wins.front().pile + 1));
  };
  return h;
}

std::string NimLesson::check_link(const LinkArgs& args) const {
  if (std::optional<std::string> bad = args.unknown_key({"piles"})) return std::move(*bad);
  std::string err;
  if (args.has("piles") && !args.list("piles", 0, nim::kMaxPile, 1, nim::kMaxPiles, err)) return err;
  return {};
}

bool NimLesson::open_link(const LinkArgs& args, std::string& error) {
  // ?game=nim alone opens the lesson's first game, as the other lessons' links do.
  if (!args.has("piles")) return new_game(std::vector<std::int64_t>{3, 4, 5}, error);
  const auto piles = args.list("piles", 0, nim::kMaxPile, 1, nim::kMaxPiles, error);
  return piles && new_game(*piles, error);
}

LinkArgs NimLesson::link_args() const {
  LinkArgs args;
  const std::vector<std::int64_t> piles(game_.piles.begin(), game_.piles.end());
  args.add("piles", piles);
  return args;
}

// ------------------------------------------------------------------ export

// The board as the canvas shows it, for a worksheet or a slide: the piles as
// rows of counters and the nim-sum table beside them (the sum row, its lit
// columns and the verdict left out while outcomes are hidden).
std::string NimLesson::board_svg(const model::SvgPalette& pal) const {
  namespace svg = model::svg;
  // The counters: a pale grey on either theme's canvas, a little darker on the light one.
  const svg::Rgb counter = pal.light ? 0xE3E6EA : 0xE8E8E8;
  constexpr double kPx = 20, kRow = 40, kPitch = 36, kLabel = 90, kCell = 34, kTop = 70;
  const bool hidden = settings_.outcomes_hidden();
  const int k = static_cast<int>(piles_.size());
  const int widest = std::max(5, *std::max_element(game_.piles.begin(), game_.piles.end()));
  const double table_x = kLabel + kPitch * widest + 40;
  const double bits_x = table_x + 110;
  const double width = bits_x + kCell * 4 + 60, height = kTop + kRow * (k + 2) + 30;
  svg::Writer w(width, height, pal.background, title());
  w.text(16, 24, title(), pal.text, kPx, svg::Anchor::Start, "title", true);
  if (!hidden) w.text(16, 50, verdict_line(), nim_sum() == 0 ? pal.lose : pal.win, kPx * 0.8, svg::Anchor::Start, "verdict");
  const int sum = nim_sum();
  if (!hidden)
    for (int b = 0; b < 4; ++b)
      if (sum >> (3 - b) & 1) w.rect(bits_x + kCell * b + 2, kTop, kCell - 4, kRow * (k + 2), pal.highlight, 4, 0.3);
  for (int b = 0; b < 4; ++b)
    w.text(bits_x + kCell * (b + 0.5), kTop + kRow * 0.5, std::to_string(1 << (3 - b)), pal.text_muted, kPx, svg::Anchor::Middle, "head");
  for (int i = 0; i < k; ++i) {
    const double cy = kTop + kRow * (i + 1.5);
    const int p = piles_[static_cast<std::size_t>(i)];
    w.open_group("pile", "pile", std::to_string(i));
    w.text(16, cy, tr_fmt("nim.pile", i + 1), pal.text, kPx);
    for (int j = 0; j < p; ++j) w.circle(kLabel + kPitch * (j + 0.5), cy, kPitch * 0.42, counter);
    w.text(table_x, cy, tr_fmt("nim.pile", i + 1), pal.text, kPx);
    for (int b = 0; b < 4; ++b)
      w.text(bits_x + kCell * (b + 0.5), cy, std::to_string(p >> (3 - b) & 1), pal.text, kPx, svg::Anchor::Middle, "bit");
    w.text(bits_x + kCell * 4 + 10, cy, std::to_string(p), pal.text_muted, kPx);
    w.close_group();
  }
  const double rule = kTop + kRow * (k + 1) + 2;
  w.line(table_x, rule, width - 10, rule, {pal.text, 2});
  const double sy = rule + kRow * 0.5;
  w.text(table_x, sy, tr("nim.sum_row"), pal.text, kPx, svg::Anchor::Start, "sum", true);
  for (int b = 0; b < 4; ++b)
    w.text(bits_x + kCell * (b + 0.5), sy, hidden ? "?" : std::to_string(sum >> (3 - b) & 1), pal.text, kPx,
           svg::Anchor::Middle, "sum", true);
  w.text(bits_x + kCell * 4 + 10, sy, hidden ? "?" : std::to_string(sum), pal.text, kPx, svg::Anchor::Start, "sum", true);
  return w.finish();
}

std::vector<LessonDrawing> NimLesson::drawings() {
  return {{"board", "nim.export_board", [this](const model::SvgPalette& p) { return board_svg(p); }}};
}

// The accessible twin's board: a cell per counter, as drawn (pile by pile,
// left to right); taking it takes it and every counter to its right. The
// moves in words ("take 1 from pile 3"): a move packs (pile << 4 | count).
TwinBoard NimLesson::twin_board() const {
  TwinBoard b;
  for (std::size_t p = 0; p < piles_.size(); ++p) {
    for (int j = 0; j < piles_[p]; ++j) {
      const int count = piles_[p] - j;
      const std::string at = std::to_string(p) + "." + std::to_string(j);
      b.cells.push_back({.key = "nim" + at, .name = tr_fmt("nim.a11y.take", count, p + 1), .item = "nim.counter." + at,
                         .action = R"({"type":"nim.take","pile":)" + std::to_string(p) + R"(,"count":)" +
                                   std::to_string(count) + "}",
                         .value = "", .disabled = game_over()});
    }
  }
  for (const auto m : timeline_.moves()) b.moves.push_back(tr_fmt("nim.a11y.take", m & 15, (m >> 4) + 1));
  return b;
}

// Every take, "pile:count" (both from 1), pile by pile; the right ones win.
std::optional<ClassMoves> NimLesson::class_moves() const {
  if (game_over()) return std::nullopt;
  const auto name = [](int pile, int count) { return std::to_string(pile + 1) + ":" + std::to_string(count); };
  ClassMoves c;
  for (std::size_t i = 0; i < piles_.size(); ++i)
    for (int k = 1; k <= piles_[i]; ++k) c.options.push_back(name(static_cast<int>(i), k));
  for (const nim::Take& t : nim::winning_moves(piles_)) c.right.push_back(name(t.pile, t.count));
  return c;
}

}  // namespace gtl::app
