#include "app/lessons/nim/lesson.hpp"

#include <algorithm>

#include "app/settings.hpp"
#include "core/budget.hpp"
#include "core/graph_builder.hpp"
#include "model/lesson_layout.hpp"
#include "model/svg_writer.hpp"

namespace gtl::app {

using i18n::tr;
using i18n::tr_fmt;

namespace {

// The lesson's words. English first; the Chinese rows are kZh (scripts/cjk_chars.py
// collects their characters for the page's CJK font).
constexpr i18n::Entry kEn[] = {
    {"nim.name", "Nim"},
    {"nim.title", "Nim: take any number of counters from one pile; who cannot move loses"},
    {"nim.piles_label", "Pile sizes (1 to 6 piles, 0 to 15 each)"},
    {"nim.new_game", "New game"},
    {"nim.samples", "Samples:"},
    {"nim.err_text", "Type the pile sizes as whole numbers, for example 3 4 5."},
    {"nim.err_count", "Nim needs 1 to {0} piles, not {1}."},
    {"nim.err_size", "A pile holds 0 to {0} counters, not {1}."},
    {"nim.err_no_pile", "There is no pile index {0}: the indices are 0 to {1}."},
    {"nim.err_take", "Cannot take {0} from pile index {1}: it holds {2}."},
    {"nim.err_take_none", "Take at least one counter (count {0})."},
    {"nim.err_move", "{0} is not a Nim move (a move is pile index × 16 + count)."},
    {"nim.first", "First player"},
    {"nim.second", "Second player"},
    {"nim.to_move", "to move"},
    {"nim.v_lose", "nim-sum 0: the player to move loses"},
    {"nim.v_win", "nim-sum {0}: the player to move wins"},
    {"nim.v_make_zero", "make the nim-sum 0: {0}"},
    {"nim.take_from", "take {0} from pile {1}"},
    {"nim.over", "No counters left: {0} cannot move and loses."},
    {"nim.verdict_win", "Now {0} is winning: {1}, which makes the nim-sum 0."},
    {"nim.verdict_lose", "Now {0} is losing: the nim-sum is 0, and every move makes it non-zero."},
    {"nim.pile", "Pile {0}"},
    {"nim.sum_row", "nim-sum"},
    {"nim.table_help", "Each pile in binary. A highlighted column has an odd number of 1s: the nim-sum has a 1 there."},
    {"nim.hover_win", "leaves nim-sum 0: a winning move"},
    {"nim.hover_lose", "leaves nim-sum {0}: the opponent can win"},
    {"nim.label", "{0} · g {1}"},
    {"nim.describe", "piles {0}; Grundy value {1} (the nim-sum)"},
    {"nim.tree_full", "The tree holds all {0} positions; g is each position's Grundy value (its nim-sum)."},
    {"nim.tree_capped",
     "The tree is capped: it shows {0} of the {1} positions, and those past the cap are unknown there "
     "(the nim-sum still decides every position)."},
    {"nim.title_fmt", "Nim with piles {0}"},
    {"nim.chip", "p{1} −{0}"},
    {"nim.export_board", "Nim: piles and nim-sum table"},
};

// 简体中文 (kZh): the same keys as kEn.
constexpr i18n::Entry kZh[] = {
    {"nim.name", "尼姆游戏"},
    {"nim.title", "尼姆游戏：每次从一堆中取走任意枚棋子；无法走棋者输"},
    {"nim.piles_label", "各堆棋子数（1 到 6 堆，每堆 0 到 15 枚）"},
    {"nim.new_game", "新游戏"},
    {"nim.samples", "示例："},
    {"nim.err_text", "请用整数输入各堆棋子数，例如 3 4 5。"},
    {"nim.err_count", "尼姆游戏需要 1 到 {0} 堆，而不是 {1} 堆。"},
    {"nim.err_size", "每堆有 0 到 {0} 枚棋子，而不是 {1} 枚。"},
    {"nim.err_no_pile", "没有索引为 {0} 的堆：索引是 0 到 {1}。"},
    {"nim.err_take", "无法从索引为 {1} 的堆取 {0} 枚：它只有 {2} 枚。"},
    {"nim.err_take_none", "至少要取一枚棋子（count 为 {0}）。"},
    {"nim.err_move", "{0} 不是尼姆游戏的着法（着法 = 堆索引 × 16 + 取走的枚数）。"},
    {"nim.first", "先手"},
    {"nim.second", "后手"},
    {"nim.to_move", "走棋"},
    {"nim.v_lose", "尼姆和为 0：走棋的一方必败"},
    {"nim.v_win", "尼姆和为 {0}：走棋的一方必胜"},
    {"nim.v_make_zero", "让尼姆和变为 0：{0}"},
    {"nim.take_from", "从第 {1} 堆取 {0} 枚"},
    {"nim.over", "棋子已取完：{0}无法走棋，输了。"},
    {"nim.verdict_win", "现在{0}必胜：{1}，让尼姆和变为 0。"},
    {"nim.verdict_lose", "现在{0}必败：尼姆和为 0，任何一步都会让它不为 0。"},
    {"nim.pile", "第 {0} 堆"},
    {"nim.sum_row", "尼姆和"},
    {"nim.table_help", "各堆的二进制。高亮的列中 1 的个数为奇数：尼姆和的这一位是 1。"},
    {"nim.hover_win", "留下尼姆和 0：这是必胜的一步"},
    {"nim.hover_lose", "留下尼姆和 {0}：对手可以获胜"},
    {"nim.label", "{0} · SG值 {1}"},
    {"nim.describe", "各堆 {0}；SG值（格朗迪值）{1}，即尼姆和"},
    {"nim.tree_full", "树中有全部 {0} 个局面；SG值是每个局面的格朗迪值（即尼姆和）。"},
    {"nim.tree_capped", "树已截断：只显示 {1} 个局面中的 {0} 个，截断处之外的局面在树中结果不明（尼姆和仍能判定每个局面）。"},
    {"nim.title_fmt", "尼姆游戏（各堆 {0}）"},
    {"nim.chip", "第{1}堆 −{0}"},
    {"nim.export_board", "尼姆游戏：各堆与尼姆和表"},
};

constexpr double kAnimSeconds = 0.45;   // the taken counters fade out
constexpr double kAutoplayPause = 0.5;  // between autoplayed moves (at speed 1)

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
  const std::vector<std::int64_t> start{3, 4, 5};
  new_game(start, err);
}

NimLesson::~NimLesson() = default;

std::span<const i18n::Entry> NimLesson::strings(i18n::Lang lang) const {
  if (lang == i18n::Lang::Zh) return kZh;
  return kEn;
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
  anim_t_ = 1.0;
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
  anim_t_ = settings_.anim() > 0 ? 0.0 : 1.0;
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
  anim_t_ = 1.0;  // a step through the timeline shows its position at once
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
  if (anim_t_ < 1.0) {
    const double speed = settings_.anim();
    anim_t_ = speed > 0 ? std::min(1.0, anim_t_ + seconds * speed / kAnimSeconds) : 1.0;
  }
  if (!timeline_ui_.autoplay_due(seconds, settings_.anim_speed, anim_t_ < 1.0, kAutoplayPause)) return;
  const std::optional<nim::Take> best = best_move();
  if (!best) {
    timeline_ui_.autoplay = false;
    return;
  }
  std::string err;
  take(best->pile, best->count, err);
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
  a.on("nim.new", "{type:'nim.new', piles:[...]} — new Nim game (1 to 6 piles of 0 to 15)",
       [this](const json::Value& v) {
         std::string err;
         // Any whole numbers here, so the lesson's own check names the bad pile.
         auto piles = int_list_arg(v, "piles", -1'000'000, 1'000'000, 64, err);
         if (!piles || !new_game(*piles, err)) return ActionResult::failure(err);
         return ActionResult::success();
       }, {"piles"});
  a.on("nim.take", "{type:'nim.take', pile, count} — the player to move takes count counters from pile (0-based)",
       [this](const json::Value& v) {
         std::string err;
         auto pile = int_arg(v, "pile", -1'000'000, 1'000'000, err);
         if (!pile) return ActionResult::failure(err);
         auto count = int_arg(v, "count", -1'000'000, 1'000'000, err);
         if (!count) return ActionResult::failure(err);
         timeline_ui_.autoplay = false;
         if (!take(static_cast<int>(*pile), static_cast<int>(*count), err)) return ActionResult::failure(err);
         if (settings_.anim() <= 0) anim_t_ = 1.0;
         return ActionResult::success();
       }, {"pile", "count"});
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
  w.key("animating").value(anim_t_ < 1.0);
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
  h.animating = [this] { return anim_t_ < 1.0; };
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
  if (!args.list("piles", 0, nim::kMaxPile, 1, nim::kMaxPiles, err)) return err;
  return {};
}

bool NimLesson::open_link(const LinkArgs& args, std::string& error) {
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
    for (int j = 0; j < p; ++j) w.circle(kLabel + kPitch * (j + 0.5), cy, kPitch * 0.42, pal.tile);
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

}  // namespace gtl::app
