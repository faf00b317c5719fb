// A game graph a person defines: "your own game, loops allowed". A teacher
// draws positions and arrows; the loopy solver (retrograde.hpp) values every
// position, draws by infinite play included.
//
// The JSON form:
//   {"start": "a",
//    "positions": [{"id": "a", "label": "A"}, {"id": "b"}, {"id": "c", "terminal": "lose"}],
//    "moves": [["a", "b"], ["b", "a"], ["b", "c"]]}
// - "start": the id of the position play begins at. The empty graph
//   ({"positions": [], "moves": []}, a drawing not begun) has no start: there
//   "start" is absent or null, and anywhere else it is required.
// - "positions": each has a unique, non-empty "id" (at most kMaxIdBytes), an
//   optional "label" (the text drawn, at most kMaxLabelBytes; the id when
//   absent) and an optional "terminal", "win" or "lose", for the player to move
//   at a position without moves. A position without moves and without
//   "terminal" is lost for the player to move (the normal rule); a position
//   with moves may not have one.
// - "moves": [from, to] pairs of ids. A move given twice counts once (parse()
//   says so in its warning). A move from a position to itself is allowed.
// - Any other field, at the top level or in a position, is kept as it is and
//   written back by to_json (later versions add fields; this one must not lose
//   them).
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "json.hpp"
#include "retrograde.hpp"
#include "solution.hpp"

namespace gtl::game_graph {

// Sizes a graph may have: a hostile file or link must not make the page
// allocate or solve without bound (10,000 positions solve in well under a
// millisecond; the limits are for drawing and reading them).
inline constexpr std::size_t kMaxPositions = 10'000;
inline constexpr std::size_t kMaxMoves = 100'000;
inline constexpr std::size_t kMaxIdBytes = 64;
inline constexpr std::size_t kMaxLabelBytes = 200;
inline constexpr std::size_t kMaxJsonBytes = std::size_t{8} << 20;  // 8 MiB

enum class Terminal : std::uint8_t { Win, Lose };

using Extra = std::map<std::string, json::Value, std::less<>>;  // fields this version does not read

struct Node {
  std::string id;
  std::optional<std::string> label;
  std::optional<Terminal> terminal;  // as written; absent means lose
  Extra extra;

  const std::string& text() const { return label ? *label : id; }
};

struct Move {
  std::uint32_t from = 0, to = 0;  // indices into GameGraph::positions
  friend bool operator==(const Move&, const Move&) = default;
};

struct GameGraph {
  std::vector<Node> positions;
  std::vector<Move> moves;  // no two equal; in the order first given
  std::uint32_t start = 0;  // index into positions; 0 in the empty graph, which has none
  Extra extra;

  bool empty() const { return positions.empty(); }

  std::optional<std::uint32_t> find(std::string_view id) const;  // a linear search
  // For the player to move at v, when v has no moves: its terminal, else Lose.
  Outcome terminal_outcome(std::uint32_t v) const;
};

struct Parse {
  std::optional<GameGraph> graph;
  std::string error;    // one sentence naming what is wrong, when graph is empty
  std::string warning;  // one sentence about repeated moves (kept once), or empty
};

// Never throws on bad input (not even for hostile input): every problem comes
// back as Parse::error.
Parse parse(std::string_view json_text);

// For graphs built in code (an editor): empty when g is valid, else the same
// sentence parse() would give for it. Checks the limits, the ids (non-empty,
// unique, not too long), the labels' length, the move and start indices,
// repeated moves, and terminals only on positions without moves.
std::string validate(const GameGraph& g);

// The JSON form above, one position and one move a line, known fields first
// in the order shown, then the kept ones by name. Stable: parse(to_json(g))
// gives g back, and to_json of that is the same text.
std::string to_json(const GameGraph& g);

// Graphviz DOT: one node per position (named n0, n1, ... in order, labelled with
// its text; the start drawn with a double border), one edge per move. With
// `values` (one per position, from solve()), nodes are filled by outcome
// (win green, lose red, draw grey) and their label gets a second line such as
// "W 3", "L 0", "D 2" or "D ∞" (a draw by infinite play).
std::string to_dot(const GameGraph& g, std::span<const Solution> values = {});

// The graph for the loopy solver: node v is positions[v].
ExplicitGraph explicit_graph(const GameGraph& g);
// Every position's value for the player to move there (index = position); g
// must be valid (validate(g) empty).
std::vector<Solution> solve(const GameGraph& g);

// The built-in loopy lesson: the subtraction game "take 1 or 2" with add-back.
// A pile of 0..top counters; a move takes 1 or 2 counters, or, while the pile
// is not empty and holds fewer than `top`, adds 1 counter back. Who faces the
// empty pile has lost (the other player took the last counter). Play starts at
// `top` counters. `top` is clamped to 1..kMaxPositions - 1.
//
// Known values: 0 is lost, 1 and 2 are won (take them all), and with top >= 4
// every pile of 3 or more is a draw by infinite play: a player who moves to 1
// or 2 loses, nobody is ever forced to (from 3 add one, from 4 or more take
// one), and nobody can reach 0 without the opponent moving to 1 or 2 first.
// Without add-back, 3 (a multiple of 3) would be lost: the one loophole turns
// every losing pile into a draw. With top = 3 the pile 3 cannot grow and stays
// lost (L 2): the plain game.
GameGraph add_back_game(int top = 5);

}  // namespace gtl::game_graph
