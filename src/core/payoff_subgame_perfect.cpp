#include "payoff_subgame_perfect.hpp"

namespace gtl::payoff {
namespace {

// The subgame at `root` as a game of its own: its nodes in preorder, with each
// already-solved subgame inside it cut to a leaf carrying its value. `sets`
// maps each player's (and chance's) sets of the copy to the original's.
struct Copy {
  Game game;
  std::vector<std::vector<int>> sets;  // [player][copy's set] -> original set
};

Copy copy_subgame(const Game& g, int root, const std::vector<int>& end,
                  const std::vector<std::optional<std::vector<Rational>>>& value) {
  Copy c;
  c.game.title = g.title;
  c.game.players = g.players;
  c.game.infosets.resize(g.infosets.size());
  c.sets.resize(g.infosets.size());
  std::vector<std::vector<int>> to_copy(g.infosets.size());
  for (std::size_t p = 0; p < g.infosets.size(); ++p) to_copy[p].assign(g.infosets[p].size(), -1);
  std::vector<int> copy_of(g.nodes.size(), -1);
  for (int v = root; v < end[root];) {
    const Node& n = g.nodes[v];
    Node m;
    m.label = n.label;
    m.line = n.line;
    m.parent = v == root ? -1 : copy_of[n.parent];
    m.action = v == root ? -1 : n.action;
    const int at = static_cast<int>(c.game.nodes.size());
    copy_of[v] = at;
    if (m.parent >= 0) c.game.nodes[m.parent].children.push_back(at);
    if (v != root && value[v]) {  // a solved subgame: a leaf with its value
      m.kind = NodeKind::Terminal;
      m.outcome = static_cast<int>(c.game.outcomes.size());
      c.game.outcomes.push_back({"", *value[v]});
      c.game.nodes.push_back(std::move(m));
      v = end[v];
      continue;
    }
    m.kind = n.kind;
    m.player = n.player;
    if (n.outcome >= 0) {
      m.outcome = static_cast<int>(c.game.outcomes.size());
      c.game.outcomes.push_back(g.outcomes[n.outcome]);
    }
    if (n.kind != NodeKind::Terminal) {
      int& s = to_copy[n.player][n.infoset];
      if (s < 0) {
        s = static_cast<int>(c.game.infosets[n.player].size());
        c.game.infosets[n.player].push_back(g.infoset_of(n));
        c.sets[n.player].push_back(n.infoset);
      }
      m.infoset = s;
    }
    c.game.nodes.push_back(std::move(m));
    ++v;
  }
  return c;
}

}  // namespace

SubgamePerfectResult solve_by_subgames(const Game& g, Work& work, LcpPath path) {
  SubgamePerfectResult r;
  std::optional<std::string> recall;
  player_sequences(g, &recall);
  if (g.player_count() != 2 || recall) {
    r.refusal = recall ? "the sequence form needs perfect recall, but this game has " + *recall
                       : "the sequence form solves 2-player games, and this game has " +
                             std::to_string(g.player_count()) + " player(s)";
    return r;
  }
  const std::vector<int> roots = subgame_roots(g);
  std::vector<int> end(g.nodes.size());
  for (std::size_t v = g.nodes.size(); v-- > 0;)
    end[v] = g.nodes[v].children.empty() ? static_cast<int>(v) + 1 : end[g.nodes[v].children.back()];
  std::vector<std::optional<std::vector<Rational>>> value(g.nodes.size());
  BehaviourProfile profile(g.players.size());
  for (std::size_t i = 0; i < profile.size(); ++i) profile[i].resize(g.infosets[i + 1].size());
  for (std::size_t k = roots.size(); k-- > 0;) {
    const int root = roots[k];
    const Copy c = copy_subgame(g, root, end, value);
    const LcpResult sub = solve_lcp(c.game, work, path);
    if (!sub.profile) {
      r.refusal = *sub.refusal + " (in the subgame at line " + std::to_string(g.nodes[root].line) + ")";
      r.over_budget = sub.over_budget;
      return r;
    }
    for (std::size_t i = 0; i < profile.size(); ++i)
      for (std::size_t h = 0; h < c.sets[i + 1].size(); ++h) profile[i][c.sets[i + 1][h]] = (*sub.profile)[i][h];
    value[root] = behaviour_payoffs(c.game, *sub.profile);
    ++r.subgames;
  }
  r.profile = std::move(profile);
  return r;
}

}  // namespace gtl::payoff
