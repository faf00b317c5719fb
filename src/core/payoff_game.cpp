#include "payoff_game.hpp"

#include <algorithm>

namespace gtl::payoff {

std::string player_name(const Game& g, int player) {
  std::string s = "player " + std::to_string(player);
  if (player >= 1 && player <= g.player_count() && !g.players[player - 1].empty())
    s += " (" + g.players[player - 1] + ")";
  return s;
}

void number_outcomes_by_use(Game& g) {
  std::vector<int> renumber(g.outcomes.size(), -1);
  std::vector<Outcome> used;
  for (Node& n : g.nodes) {
    if (n.outcome < 0) continue;
    int& to = renumber[n.outcome];
    if (to < 0) {
      to = static_cast<int>(used.size());
      used.push_back(std::move(g.outcomes[n.outcome]));
    }
    n.outcome = to;
  }
  g.outcomes = std::move(used);
}

std::vector<Rational> path_totals(const Game& g) {
  const std::size_t n = g.players.size();
  std::vector<Rational> t(g.nodes.size() * n);
  for (std::size_t v = 0; v < g.nodes.size(); ++v) {
    const Node& node = g.nodes[v];
    for (std::size_t i = 0; i < n; ++i) {
      Rational x = node.parent >= 0 ? t[static_cast<std::size_t>(node.parent) * n + i] : Rational(0);
      if (node.outcome >= 0) x += g.outcomes[node.outcome].payoffs[i];
      t[v * n + i] = x;
    }
  }
  return t;
}

std::vector<Rational> chance_reach(const Game& g) {
  std::vector<Rational> r(g.nodes.size(), Rational(1));
  for (std::size_t v = 1; v < g.nodes.size(); ++v) {
    const Node& node = g.nodes[v];
    const Node& up = g.nodes[node.parent];
    r[v] = r[node.parent];
    if (up.kind == NodeKind::Chance) r[v] *= g.infoset_of(up).probs[node.action];
  }
  return r;
}

std::vector<std::vector<std::vector<int>>> set_members(const Game& g) {
  std::vector<std::vector<std::vector<int>>> m(g.infosets.size());
  for (std::size_t p = 0; p < g.infosets.size(); ++p) m[p].resize(g.infosets[p].size());
  for (std::size_t v = 0; v < g.nodes.size(); ++v) {
    const Node& node = g.nodes[v];
    if (node.kind != NodeKind::Terminal) m[node.player][node.infoset].push_back(static_cast<int>(v));
  }
  return m;
}

std::optional<std::string> imperfect_information(const Game& g) {
  // The usual answer first, without a list per set: whether any personal set
  // is met twice (a million one-node sets made the lists most of the time).
  std::vector<std::vector<bool>> seen(g.infosets.size());
  for (std::size_t p = 0; p < g.infosets.size(); ++p) seen[p].assign(g.infosets[p].size(), false);
  bool shared = false;
  for (const Node& node : g.nodes) {
    if (node.kind != NodeKind::Personal) continue;
    auto bit = seen[node.player][node.infoset];
    if (bit) {
      shared = true;
      break;
    }
    bit = true;
  }
  if (!shared) return std::nullopt;
  const auto members = set_members(g);
  for (std::size_t p = 1; p < members.size(); ++p)
    for (std::size_t h = 0; h < members[p].size(); ++h)
      if (members[p][h].size() > 1)
        return "information set " + std::to_string(h + 1) + " of " + player_name(g, static_cast<int>(p)) +
               " holds " + std::to_string(members[p][h].size()) + " nodes (lines " +
               std::to_string(g.nodes[members[p][h][0]].line) + " and " +
               std::to_string(g.nodes[members[p][h][1]].line) + ")";
  return std::nullopt;
}

// Preorder makes a subtree an interval [v, end[v]); a set lies inside it when
// its first and last members do. lo/hi: the extreme members of every set
// touching v's subtree, gathered bottom-up.
std::vector<int> subgame_roots(const Game& g) {
  const int n = static_cast<int>(g.nodes.size());
  std::vector<std::vector<std::pair<int, int>>> span(g.infosets.size());
  for (std::size_t p = 0; p < g.infosets.size(); ++p) span[p].assign(g.infosets[p].size(), {n, -1});
  for (int v = 0; v < n; ++v) {
    const Node& node = g.nodes[v];
    if (node.kind != NodeKind::Personal) continue;
    auto& [first, last] = span[node.player][node.infoset];
    first = std::min(first, v);
    last = std::max(last, v);
  }
  std::vector<int> end(n), lo(n, n), hi(n, -1);
  for (int v = n; v-- > 0;) {
    const Node& node = g.nodes[v];
    end[v] = node.children.empty() ? v + 1 : end[node.children.back()];
    if (node.kind == NodeKind::Personal) {
      lo[v] = span[node.player][node.infoset].first;
      hi[v] = span[node.player][node.infoset].second;
    }
    for (int c : node.children) {
      lo[v] = std::min(lo[v], lo[c]);
      hi[v] = std::max(hi[v], hi[c]);
    }
  }
  std::vector<int> roots;
  for (int v = 0; v < n; ++v)
    if (g.nodes[v].kind != NodeKind::Terminal && lo[v] >= v && hi[v] < end[v]) roots.push_back(v);
  return roots;
}

std::vector<Sequences> player_sequences(const Game& g, std::optional<std::string>* why) {
  const int n = g.player_count();
  std::vector<Sequences> s(static_cast<std::size_t>(n) + 1);
  for (int p = 1; p <= n; ++p) {
    Sequences& q = s[p];
    for (const Infoset& h : g.infosets[p]) {
      q.base.push_back(q.count);
      q.count += static_cast<int>(h.actions.size());
    }
    q.at_node.assign(g.nodes.size(), 0);
    q.of_set.assign(g.infosets[p].size(), -1);
  }
  for (std::size_t v = 0; v < g.nodes.size(); ++v) {
    const Node& node = g.nodes[v];
    if (node.parent >= 0) {
      const Node& up = g.nodes[node.parent];
      for (int p = 1; p <= n; ++p) {
        int& here = s[p].at_node[v];
        here = s[p].at_node[node.parent];
        if (up.kind == NodeKind::Personal && up.player == p) here = s[p].base[up.infoset] + node.action;
      }
    }
    if (node.kind != NodeKind::Personal) continue;
    int& set_seq = s[node.player].of_set[node.infoset];
    const int here = s[node.player].at_node[v];
    if (set_seq < 0) {
      set_seq = here;
    } else if (set_seq != here && why && !*why) {
      *why = "imperfect recall: " + player_name(g, node.player) + " reaches information set " +
             std::to_string(node.infoset + 1) + " at line " + std::to_string(node.line) +
             " after other own moves than at its first node";
    }
  }
  return s;
}

}  // namespace gtl::payoff
