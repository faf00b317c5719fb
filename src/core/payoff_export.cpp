#include "payoff_export.hpp"

namespace gtl::payoff {
namespace detail {

Game two_player_shell(std::string title) {
  Game g;
  g.title = std::move(title);
  g.players = {"Player 1", "Player 2"};
  g.infosets.resize(3);
  g.outcomes = {{"Player 1 wins", {1, -1}}, {"Player 2 wins", {-1, 1}}, {"Draw", {0, 0}}};
  return g;
}

int add_node(Game& g, int parent, int action, std::string label) {
  Node n;
  n.label = std::move(label);
  n.parent = parent;
  n.action = action;
  g.nodes.push_back(std::move(n));
  const int v = static_cast<int>(g.nodes.size()) - 1;
  if (parent >= 0) g.nodes[parent].children.push_back(v);
  return v;
}

void make_choice(Game& g, int v, int depth, std::vector<std::string> actions) {
  Node& n = g.nodes[v];
  n.kind = NodeKind::Personal;
  n.player = depth % 2 + 1;
  n.infoset = static_cast<int>(g.infosets[n.player].size());
  g.infosets[n.player].push_back(Infoset{"", std::move(actions), {}});
}

void make_leaf(Game& g, int v, int depth, gtl::Outcome outcome) {
  const int mover = depth % 2;  // 0: player 1 to move
  Node& n = g.nodes[v];
  n.kind = NodeKind::Terminal;
  if (outcome == gtl::Outcome::Win) n.outcome = mover;
  else if (outcome == gtl::Outcome::Lose) n.outcome = 1 - mover;
  else n.outcome = 2;
}

}  // namespace detail

namespace {

// A loop reachable from the start, as "a → b → a", or empty: an iterative
// depth-first search with colours.
std::string reachable_loop(const game_graph::GameGraph& graph) {
  const std::size_t n = graph.positions.size();
  std::vector<std::vector<std::uint32_t>> out(n);
  for (const auto& m : graph.moves) out[m.from].push_back(m.to);
  std::vector<int> colour(n, 0), parent(n, -1);  // 0 new, 1 on the path, 2 done
  std::vector<std::pair<std::uint32_t, std::size_t>> stack{{graph.start, 0}};
  colour[graph.start] = 1;
  while (!stack.empty()) {
    auto& [v, next] = stack.back();
    if (next == out[v].size()) {
      colour[v] = 2;
      stack.pop_back();
      continue;
    }
    const std::uint32_t w = out[v][next++];
    if (colour[w] == 1) {
      std::string text = graph.positions[w].text();
      bool on = false;
      for (const auto& [u, ignored] : stack) {
        on = on || u == w;
        if (on && u != w) text += " → " + graph.positions[u].text();
      }
      return text + " → " + graph.positions[w].text();
    }
    if (colour[w] == 0) {
      colour[w] = 1;
      stack.push_back({w, 0});
    }
  }
  return "";
}

}  // namespace

ExportResult export_game_graph(const game_graph::GameGraph& graph, int depth, std::size_t max_nodes) {
  ExportResult r;
  if (graph.empty()) {
    r.refusal = "the game graph is empty";
    return r;
  }
  if (depth <= 0) {
    const std::string loop = reachable_loop(graph);
    if (!loop.empty()) {
      r.refusal = "the game graph has a loop (" + loop +
                  "), and a payoff game is a tree: give a depth to unroll it to";
      return r;
    }
  }
  std::vector<std::vector<std::uint32_t>> out(graph.positions.size());
  for (const auto& m : graph.moves) out[m.from].push_back(m.to);
  Game g = detail::two_player_shell("Game graph");
  if (depth > 0) g.outcomes.push_back({"cut at depth " + std::to_string(depth), {0, 0}});
  struct Open {
    std::uint32_t position;
    int parent, action, depth;
  };
  std::vector<Open> stack{{graph.start, -1, -1, 0}};
  while (!stack.empty()) {
    const Open o = stack.back();
    stack.pop_back();
    if (g.nodes.size() >= max_nodes) {
      r.refusal = "the unrolled game tree has more than " + std::to_string(max_nodes) + " nodes";
      return r;
    }
    const int v = detail::add_node(g, o.parent, o.action, graph.positions[o.position].text());
    const auto& moves = out[o.position];
    if (moves.empty() || (depth > 0 && o.depth == depth)) {
      if (moves.empty()) detail::make_leaf(g, v, o.depth, graph.terminal_outcome(o.position));
      else g.nodes[v].outcome = 3;  // cut: a draw
      continue;
    }
    std::vector<std::string> labels;
    for (std::uint32_t w : moves) labels.push_back("to " + graph.positions[w].text());
    detail::make_choice(g, v, o.depth, std::move(labels));
    for (std::size_t a = moves.size(); a-- > 0;) stack.push_back({moves[a], v, static_cast<int>(a), o.depth + 1});
  }
  number_outcomes_by_use(g);
  r.game = std::move(g);
  return r;
}

}  // namespace gtl::payoff
