#include "model/graph_paths.hpp"

#include <algorithm>

#include "model/i18n.hpp"

namespace gtl::model {

std::optional<std::uint32_t> find_move(const PositionGraph& g, NodeId node, std::int64_t move) {
  const GraphNode& n = g.nodes[node];
  for (std::uint32_t i = 0; i < n.edge_count; ++i) {
    if (g.edges[n.first_edge + i].move == move) return i;
  }
  return std::nullopt;
}

GraphPath follow_moves(const PositionGraph& g, std::span<const std::int64_t> moves) {
  GraphPath p;
  if (g.nodes.empty()) {
    p.error = i18n::tr("path.empty_graph");
    return p;
  }
  p.nodes.push_back(g.root());
  for (std::size_t i = 0; i < moves.size(); ++i) {
    const NodeId at = p.nodes.back();
    const auto e = find_move(g, at, moves[i]);
    if (!e) {
      p.error = illegal_move_message(g, at, moves[i], i);
      return p;
    }
    p.edges.push_back(*e);
    p.nodes.push_back(g.edges[g.nodes[at].first_edge + *e].child);
  }
  return p;
}

std::string position_name(const PositionGraph& g, NodeId node) {
  const std::string& l = g.nodes[node].label;
  if (!l.empty()) return l;
  std::string unnamed = "#";  // (built in two steps: GCC 12 warns falsely on "#" + to_string)
  unnamed += std::to_string(node);
  return unnamed;
}

std::string move_name(const GraphEdge& e) {
  return e.label.empty() ? std::to_string(e.move) : e.label;
}

std::string move_phrase(const GraphEdge& e, bool capitalised) {
  const std::string name = move_name(e);
  const bool bare_number = !name.empty() && name.find_first_not_of("-0123456789") == std::string::npos;
  std::string phrase = bare_number ? i18n::tr_fmt("path.move_named", name) : name;
  if (capitalised && !phrase.empty() && phrase[0] >= 'a' && phrase[0] <= 'z') phrase[0] = static_cast<char>(phrase[0] - 'a' + 'A');
  return phrase;
}

std::string illegal_move_message(const PositionGraph& g, NodeId at, std::int64_t move,
                                 std::size_t step_index) {
  return i18n::tr_fmt("path.illegal_move", move, position_name(g, at), step_index + 1);
}

std::string not_expanded_message(const PositionGraph& g, NodeId at, std::size_t step_index,
                                 std::int64_t next_move) {
  return i18n::tr_fmt(step_index == 1 ? "path.not_expanded_one" : "path.not_expanded", position_name(g, at), step_index,
                      next_move);
}

std::vector<std::int64_t> shortest_line(const PositionGraph& g, NodeId target) {
  std::vector<std::int64_t> line;
  if (target >= g.nodes.size() || target == g.root()) return line;
  std::vector<NodeId> via(g.nodes.size(), kNoNode);
  std::vector<const GraphEdge*> by(g.nodes.size(), nullptr);
  std::vector<NodeId> queue{g.root()};
  via[g.root()] = g.root();
  for (std::size_t i = 0; i < queue.size() && via[target] == kNoNode; ++i)
    for (const GraphEdge* e = g.begin_edges(queue[i]); e != g.end_edges(queue[i]); ++e)
      if (via[e->child] == kNoNode) {
        via[e->child] = queue[i];
        by[e->child] = e;
        queue.push_back(e->child);
      }
  for (NodeId n = target; n != g.root() && by[n]; n = via[n]) line.push_back(by[n]->move);
  std::reverse(line.begin(), line.end());
  return line;
}

}  // namespace gtl::model
