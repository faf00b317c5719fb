#include "app/lessons/ttt/lesson.hpp"

#include <algorithm>

#include "app/kit/settings.hpp"
#include "model/lesson_words.hpp"

namespace gtl::app {

using i18n::tr;
using i18n::tr_fmt;
using tictactoe::Mark;
using tictactoe::TicTacToe;

namespace {

// The speed-1 time a placed mark takes to appear (autoplay then waits kAutoplayPause).
constexpr double kPlaceSeconds = 0.25;

// The marks name the players in every language (a board's letters, not words).
const char* side_name(Mark m) { return m == Mark::X ? "X" : "O"; }

// "a1 or c3", "a1, b2 or c3": the cells named as on the board's margins.
std::string cell_list(const TicTacToe& game, const std::vector<int>& cells) {
  std::vector<std::string> names;
  for (int c : cells) names.push_back(game.move_label(static_cast<TicTacToe::Move>(c)));
  return model::word_list(names, "list.or");
}

// clang-format on

}  // namespace

std::string WordedTicTacToe::describe(Position p) const {
  const std::string board = short_label(p);
  const Mark w = winner(p);
  if (w != Mark::Empty) return tr_fmt("ttt.describe_won", board, side_name(w));
  if (filled(p) == 9) return tr_fmt("ttt.describe_full", board);
  return tr_fmt("ttt.describe_move", board, side_name(to_move(p)));
}

TicTacToeLesson::TicTacToeLesson(const LessonContext& context) : settings_(context.settings), values_(context.values), solver_(game_) {
  solver_.solve(game_.start());
}

std::span<const i18n::Entry> TicTacToeLesson::strings(i18n::Lang lang) const {
  return lang == i18n::Lang::Zh ? ttt_words::zh() : ttt_words::en();
}

Solution TicTacToeLesson::value_of(Position p) const {
  // Every position reachable from the empty board is in the solver's memo.
  return solver_.known(p).value_or(Solution{});
}

void TicTacToeLesson::new_game() {
  start_line_.clear();
  game_.begin = 0;
  timeline_.clear();
  timeline_ui_.autoplay = false;
  message_.clear();
  timeline_moved();
}

std::optional<TicTacToeLesson::Position> TicTacToeLesson::replay(std::span<const std::int64_t> cells,
                                                                std::string& error) const {
  TicTacToe empty;
  Position p = empty.start();
  for (const std::int64_t cell : cells) {
    if (cell < 0 || cell > 8) {
      error = tr_fmt("ttt.err_range", cell);
      return std::nullopt;
    }
    if (empty.moves(p).empty()) {
      error = tr_fmt("ttt.err_over", TicTacToe::winner(p) != Mark::Empty ? tr_fmt("ttt.won", side_name(TicTacToe::winner(p)))
                                                                          : std::string(tr("ttt.full")));
      return std::nullopt;
    }
    if (TicTacToe::at(p, static_cast<int>(cell)) != Mark::Empty) {
      error = tr_fmt("ttt.err_taken", cell);
      return std::nullopt;
    }
    p = empty.play(p, static_cast<TicTacToe::Move>(cell));
  }
  return p;
}

bool TicTacToeLesson::new_game_from(std::span<const std::int64_t> start, std::string& error) {
  const std::optional<Position> p = replay(start, error);
  if (!p) return false;
  if (TicTacToe{}.moves(*p).empty()) {
    error = tr("ttt.err_start_over");
    return false;
  }
  new_game();
  start_line_.assign(start.begin(), start.end());
  game_.begin = *p;
  timeline_moved();
  return true;
}

void TicTacToeLesson::timeline_moved() {
  position_ = game_.start();
  for (const std::int64_t cell : timeline_.line()) position_ = game_.play(position_, static_cast<TicTacToe::Move>(cell));
  anim_t_ = 1.0;
}

bool TicTacToeLesson::playable(std::int64_t cell, std::string& error) const {
  if (cell < 0 || cell > 8) {
    error = tr_fmt("ttt.err_range", cell);
    return false;
  }
  if (game_over()) {
    error = tr_fmt("ttt.err_over", result_text());
    return false;
  }
  if (TicTacToe::at(position_, static_cast<int>(cell)) != Mark::Empty) {
    error = tr_fmt("ttt.err_taken", cell);
    return false;
  }
  return true;
}

void TicTacToeLesson::place(int cell) {
  timeline_.play(cell);
  position_ = game_.play(position_, static_cast<TicTacToe::Move>(cell));
  anim_t_ = settings_.anim() > 0 ? 0.0 : 1.0;
}

bool TicTacToeLesson::play(std::int64_t cell, std::string& error) {
  timeline_ui_.autoplay = false;
  if (!playable(cell, error)) return false;
  place(static_cast<int>(cell));
  return true;
}

void TicTacToeLesson::update(double seconds) {
  if (anim_t_ < 1.0) anim_t_ = std::min(1.0, anim_t_ + seconds * settings_.anim() / kPlaceSeconds);
  if (settings_.anim() <= 0) anim_t_ = 1.0;
  timeline_ui_.play_loop(seconds, settings_.anim_speed, anim_t_ < 1.0, kAutoplayPause, [this] {
    const std::vector<int> best = best_cells();
    if (best.empty()) return false;
    place(best.front());
    return true;
  });
}

std::optional<Solution> TicTacToeLesson::move_value(int cell) const {
  std::string unused;
  if (!playable(cell, unused)) return std::nullopt;
  return through(value_of(game_.play(position_, static_cast<TicTacToe::Move>(cell))));
}

std::vector<int> TicTacToeLesson::best_cells() const {
  std::vector<int> out;
  const Solution v = value();
  for (int cell = 0; cell < 9; ++cell)
    if (const auto m = move_value(cell); m && *m == v) out.push_back(cell);
  return out;
}

std::string TicTacToeLesson::result_text() const {
  const Mark w = TicTacToe::winner(position_);
  if (w != Mark::Empty) return tr_fmt("ttt.won", side_name(w));
  return game_over() ? tr("ttt.full") : "";
}

std::string TicTacToeLesson::verdict_text() const {
  const char* p = side_name(TicTacToe::to_move(position_));
  if (game_over()) return result_text();
  const Solution v = value();
  const std::vector<int> best = best_cells();
  const std::string cells = cell_list(game_, best);
  if (v.outcome == Outcome::Win) return tr_fmt("ttt.verdict_win", p, cells);
  if (v.outcome == Outcome::Draw) return tr_fmt("ttt.verdict_draw", p, cells);
  return tr_fmt("ttt.verdict_lose", p);
}

std::string TicTacToeLesson::chip_label(std::size_t i) const {
  return std::string(side_name(i % 2 == 0 ? Mark::X : Mark::O)) + " " +
         game_.move_label(static_cast<TicTacToe::Move>(timeline_.moves()[i]));
}

std::string TicTacToeLesson::title() const { return tr("ttt.name"); }

std::vector<LessonDrawing> TicTacToeLesson::drawings() {
  return {{"board", "ttt.export_board", [this](const model::SvgPalette& p) { return board_svg(p); }}};
}

std::string TicTacToeLesson::board_svg(const model::SvgPalette& pal) const {
  // The export's usual 1600-unit width; the board a square under the title line.
  constexpr double kWidth = 1600, kTitle = 90, kCell = 400, kLeft = (kWidth - 3 * kCell) / 2;
  const std::string heading = title() + " \u2014 " + game_.short_label(position_) +
                              (game_over() ? " \u2014 " + result_text() : "");
  model::svg::Writer w(kWidth, kTitle + 3 * kCell + 60, pal.background, heading);
  w.text(kLeft, kTitle / 2, heading, pal.text, 40, model::svg::Anchor::Start, "title");
  auto centre = [&](int i) {
    return model::svg::Point{kLeft + kCell * (i % 3 + 0.5), kTitle + 20 + kCell * (i / 3 + 0.5)};
  };
  const model::svg::Stroke grid{pal.text, 14};
  for (int k = 1; k < 3; ++k) {
    w.line(kLeft + kCell * k, kTitle + 20, kLeft + kCell * k, kTitle + 20 + 3 * kCell, grid);
    w.line(kLeft, kTitle + 20 + kCell * k, kLeft + 3 * kCell, kTitle + 20 + kCell * k, grid);
  }
  for (int i = 0; i < 9; ++i) {
    const auto [x, y] = centre(i);
    const double h = kCell * 0.3;
    if (TicTacToe::at(position_, i) == Mark::X) {
      w.line(x - h, y - h, x + h, y + h, {pal.first, 26});
      w.line(x - h, y + h, x + h, y - h, {pal.first, 26});
    } else if (TicTacToe::at(position_, i) == Mark::O) {
      w.ring(x, y, h * 1.05, {pal.second, 26});
    }
  }
  if (const auto line = TicTacToe::winning_line(position_)) {
    const auto a = centre((*line)[0]), b = centre((*line)[2]);
    const double dx = (b.x - a.x) * 0.175, dy = (b.y - a.y) * 0.175;
    w.line(a.x - dx, a.y - dy, b.x + dx, b.y + dy, {pal.highlight, 30});
  }
  return w.finish();
}

// ------------------------------------------------------------------ symmetry

std::vector<std::int64_t> TicTacToeLesson::graph_line(std::span<const std::int64_t> line) const {
  if (!symmetry_) return {line.begin(), line.end()};
  std::vector<std::int64_t> out;
  Position real = game_.begin, node = TicTacToe::canonical(real);
  for (const std::int64_t cell : line) {
    if (cell < 0 || cell > 8 || TicTacToe::at(real, static_cast<int>(cell)) != Mark::Empty || game_.moves(real).empty())
      break;
    real = game_.play(real, static_cast<TicTacToe::Move>(cell));
    const Position next = TicTacToe::canonical(real);
    // Of a node's moves into one class the graph keeps the first in move order
    // (graph_builder.hpp): that is the move the line takes.
    for (const TicTacToe::Move m : game_.moves(node))
      if (TicTacToe::canonical(game_.play(node, m)) == next) {
        out.push_back(m);
        break;
      }
    node = next;
  }
  return out;
}

std::vector<std::int64_t> TicTacToeLesson::game_line(std::span<const std::int64_t> tree_line) const {
  if (!symmetry_) return {tree_line.begin(), tree_line.end()};
  std::vector<std::int64_t> out;
  Position real = game_.begin;
  for (const std::int64_t m : tree_line) {
    // The node is the image of the real board under symmetry k: the real cell
    // is the one k takes to the node's cell m.
    const int k = TicTacToe::to_canonical(real);
    const Position node = TicTacToe::transform(real, k);
    const auto moves = game_.moves(node);
    if (std::find(moves.begin(), moves.end(), m) == moves.end()) break;
    int cell = 0;
    while (TicTacToe::transform_cell(cell, k) != m) ++cell;
    real = game_.play(real, static_cast<TicTacToe::Move>(cell));
    out.push_back(cell);
  }
  return out;
}

// ------------------------------------------------------------------ the app's parts

Lesson::TreeSource TicTacToeLesson::tree_source() const {
  // The words follow the language, the nodes the symmetry option.
  TreeSource s;
  s.key = std::string("ttt:") + i18n::code(i18n::lang()) + ":" + tictactoe::board_string(game_.begin) +
          (symmetry_ ? ":merged" : ":all");
  const bool merge = symmetry_;
  const Position start = game_.begin;
  s.build = [merge, start] {
    WordedTicTacToe game;
    game.begin = start;
    return build_graph(game, game.start(), GraphOptions{kTreePositions, true, merge});
  };
  return s;
}

LessonHooks TicTacToeLesson::hooks() {
  LessonHooks h;
  h.game_over = [this] { return game_over(); };
  h.best_move = [this]() -> std::optional<std::int64_t> {
    const std::vector<int> best = best_cells();
    if (best.empty()) return std::nullopt;
    return best.front();
  };
  h.play = [this](std::int64_t cell) {
    std::string err;
    return play(cell, err);
  };
  h.side_name = [](int side) { return std::string(side_name(side == 0 ? Mark::X : Mark::O)); };
  h.animating = [this] { return anim_t_ < 1.0; };
  h.load_small = [this] {
    std::string unused;
    new_game_from(kSmallStart, unused);
  };
  h.verdict = [this] { return verdict_text(); };
  return h;
}

std::string TicTacToeLesson::check_link(const LinkArgs& args) const {
  if (auto unknown = args.unknown_key({"start"})) return *unknown;
  if (!args.has("start")) return "";
  std::string error;
  const auto cells = args.list("start", 0, 8, 1, 8, error);
  if (!cells) return error;
  const std::optional<Position> p = replay(*cells, error);
  if (!p) return tr_fmt("ttt.err_link_start", error);
  if (TicTacToe{}.moves(*p).empty()) return tr_fmt("ttt.err_link_start", tr("ttt.err_start_over"));
  return "";
}

bool TicTacToeLesson::open_link(const LinkArgs& args, std::string& error) {
  error = check_link(args);
  if (!error.empty()) return false;
  if (!args.has("start")) {
    new_game();
    return true;
  }
  std::string unused;
  const auto cells = args.list("start", 0, 8, 1, 8, unused);
  return new_game_from(*cells, error);
}

LinkArgs TicTacToeLesson::link_args() const {
  LinkArgs args;
  if (!start_line_.empty()) args.add("start", start_line_);
  return args;
}

// ------------------------------------------------------------------ automation

void TicTacToeLesson::register_automation(Automation& a) {
  a.on("ttt.new", "{type:'ttt.new'} — new tic-tac-toe game (empty board, X to move)", {}, [this](const Args&) {
    new_game();
    return ActionResult::success();
  });
  a.on("ttt.play", "{type:'ttt.play', cell} — the player to move marks cell 0..8 (row by row)",
       {Param::integer("cell", -1000000, 1000000)}, [this](const Args& args) {
         std::string err;
         if (!play(args.integer("cell"), err)) return ActionResult::failure(err);
         return ActionResult::success();
       });
  a.section("ttt", [this](json::Writer& w) { write_state(w); });
}

void TicTacToeLesson::write_state(json::Writer& w) const {
  const Solution v = value();
  w.begin_object();
  w.key("board").value(tictactoe::board_string(position_));
  w.key("start").value(tictactoe::board_string(game_.begin));
  w.key("toMove").value(TicTacToe::to_move(position_) == Mark::X ? "X" : "O");
  w.key("outcome").value(std::string(1, letter(v.outcome)));
  w.key("remoteness").value(v.remoteness);
  w.key("bestMoves").begin_array();
  for (const int cell : best_cells()) w.value(cell);
  w.end_array();
  w.key("gameOver").value(game_over());
  w.key("symmetry").value(symmetry_);
  w.key("animating").value(anim_t_ < 1.0);
  w.end_object();
}

// The accessible twin's board: the nine cells by row and column, each with its
// mark, or empty (a best move when hints are shown); the moves in words.
TwinBoard TicTacToeLesson::twin_board() const {
  TwinBoard b;
  const std::string marks = tictactoe::board_string(position_);
  std::vector<int> best;
  if (settings_.show_hints() && !game_over()) best = best_cells();
  for (int i = 0; i < 9; ++i) {
    const char ch = marks[static_cast<std::size_t>(i)];
    const bool empty = ch == '.';
    const bool is_best = std::find(best.begin(), best.end(), i) != best.end();
    const std::string what = empty ? tr(is_best ? "ttt.a11y.best" : "ttt.a11y.empty") : std::string(1, ch);
    const std::string n = std::to_string(i);
    b.cells.push_back({.key = "ttt" + n, .name = tr_fmt("ttt.a11y.cell", i / 3 + 1, i % 3 + 1, what),
                       .item = "ttt.cell." + n, .action = R"({"type":"ttt.play","cell":)" + n + "}", .value = "",
                       .disabled = !empty || game_over()});
  }
  for (const auto m : timeline_.moves()) b.moves.push_back(tr_fmt("ttt.a11y.move", m / 3 + 1, m % 3 + 1));
  return b;
}

// The empty cells, "a1".."c3" (column letter, row number); the right ones win
// (fastest or not).
std::optional<ClassMoves> TicTacToeLesson::class_moves() const {
  if (game_over()) return std::nullopt;
  const auto name = [](int cell) { return std::string(1, static_cast<char>('a' + cell % 3)) + std::to_string(cell / 3 + 1); };
  const std::string marks = tictactoe::board_string(position_);
  ClassMoves c;
  for (int cell = 0; cell < 9; ++cell)
    if (marks[static_cast<std::size_t>(cell)] == '.') c.options.push_back(name(cell));
  for (int cell = 0; cell < 9; ++cell)
    if (const auto m = move_value(cell); m && m->outcome == Outcome::Win) c.right.push_back(name(cell));
  return c;
}

}  // namespace gtl::app
