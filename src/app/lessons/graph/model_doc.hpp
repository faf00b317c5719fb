// An editable game graph (core/game_graph.hpp) for the graph editor lesson:
// add, remove, rename and mark positions and moves, with undo / redo and a live
// solve (game_graph::solve, the loopy solver) after every edit.
//
// Every edit either succeeds or returns a Refusal (an i18n key of the lesson's
// table with its arguments: the lesson turns it into one sentence in the UI's
// language) and leaves the document exactly as it was.
//
// Node positions for drawing are kept in each position's extra JSON fields "x"
// and "y" (numbers), so they round-trip through the JSON form untouched by
// readers that do not know them.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/game_graph.hpp"
#include "core/solution.hpp"

namespace gtl::model {

// Why an edit was refused: `key` names a sentence of the graph lesson's words
// ("graph.err_no_position"), `args` fill its {0}, {1}, ...
struct Refusal {
  std::string key;
  std::vector<std::string> args;
};
using EditResult = std::optional<Refusal>;  // empty: done

struct Point {
  double x = 0, y = 0;
  friend bool operator==(const Point&, const Point&) = default;
};

// Undo keeps at most this many earlier graphs (a snapshot each: a 2,000-node
// graph is about 100 KB, so the stack stays a few MB at worst).
inline constexpr std::size_t kUndoDepth = 100;

class GraphDocument {
 public:
  GraphDocument();  // one position "a", the start (GraphDocument(GameGraph{}) is empty)
  explicit GraphDocument(game_graph::GameGraph g);  // g must be valid (validate(g) empty)

  const game_graph::GameGraph& graph() const { return graph_; }
  // Every position's value (index = position), for the player to move there.
  const std::vector<Solution>& values() const { return values_; }
  std::optional<std::uint32_t> find(std::string_view id) const { return graph_.find(id); }

  // The drawing position of v, when it has one ("x" and "y" numbers).
  std::optional<Point> point(std::uint32_t v) const;
  // The first free id of "a", "b", ..., "z", "aa", "ab", ...
  std::string next_id() const;

  // ---- edits (each one step of undo)
  // An empty id picks next_id(); `made` (if given) receives the id used.
  EditResult add_position(std::string id, std::optional<std::string> label, std::optional<Point> at,
                          std::string* made = nullptr);
  // A move from a position marked won or lost at the end of play clears that
  // mark (the game no longer ends there).
  EditResult add_move(std::string_view from, std::string_view to);
  // And every move from or to it. Removing the last position leaves the empty
  // graph (graph().empty(): no start, no values); the next position added
  // becomes the start.
  EditResult remove_position(std::string_view id);
  EditResult remove_move(std::string_view from, std::string_view to);
  EditResult rename(std::string_view id, std::string_view new_id);
  EditResult set_label(std::string_view id, std::string_view label);  // "" removes the label
  EditResult set_terminal(std::string_view id, std::optional<game_graph::Terminal> terminal);
  EditResult set_start(std::string_view id);
  // Dragging a node: with `merge`, the move joins the last undo step when that
  // step was moving the same node, so one drag is one undo.
  EditResult move_to(std::string_view id, Point p, bool merge = false);
  // Replaces the whole graph: from the JSON form (refused: the parse error as
  // the argument of "graph.err_load"), or a graph built in code.
  EditResult load_json(std::string_view text, std::string* warning = nullptr);
  EditResult replace(game_graph::GameGraph g);

  bool can_undo() const { return !undo_.empty(); }
  bool can_redo() const { return !redo_.empty(); }
  EditResult undo();
  EditResult redo();
  // Bumped by every change (edits, undo, redo): views cache on it.
  std::uint64_t revision() const { return revision_; }

 private:
  std::optional<std::uint32_t> index_of(std::string_view id, Refusal& why) const;
  EditResult commit(game_graph::GameGraph next, const char* kind = "", std::uint32_t who = 0);
  void set(game_graph::GameGraph g);

  game_graph::GameGraph graph_;
  std::vector<Solution> values_;
  std::vector<game_graph::GameGraph> undo_, redo_;
  std::string last_kind_;  // the last commit's kind ("move_to"), for merging drags
  std::uint32_t last_who_ = 0;
  std::uint64_t revision_ = 0;
};

// Drawing positions for every position: its own point where it has one, the
// rest on a circle around the centre of the box (0, 0)-(w, h), in order.
std::vector<Point> layout_points(const GraphDocument& doc, double w, double h);

// ---- share links: the graph's JSON form as base64url (RFC 4648 §5, no
// padding), so a link holds a small graph with its drawing positions.
inline constexpr std::size_t kMaxGraphLinkChars = 3000;  // under the 4,096 of a whole link
std::string graph_link_payload(const game_graph::GameGraph& g);
// The JSON text, or nullopt when `payload` is not base64url (or is longer
// than kMaxGraphLinkChars: check the length first for the sentence).
std::optional<std::string> graph_link_json(std::string_view payload);

// "W 3", "L 0", "D ∞" (a draw by infinite play), "D 2" (a tie): a value as the
// nodes show it.
std::string value_badge(Solution s);

}  // namespace gtl::model
