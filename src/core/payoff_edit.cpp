#include "payoff_edit.hpp"

#include <algorithm>
#include <array>

namespace gtl::payoff {

namespace {

bool has_node(const Game& g, int v) { return v >= 0 && static_cast<std::size_t>(v) < g.nodes.size(); }

Node& node_at(Game& g, int v) { return g.nodes[static_cast<std::size_t>(v)]; }

Infoset& set_of(Game& g, const Node& n) {
  return g.infosets[static_cast<std::size_t>(n.player)][static_cast<std::size_t>(n.infoset)];
}

// Appends a leaf under `parent` (its next action) with outcome `outcome`.
int add_leaf(Game& g, int parent, int outcome) {
  Node leaf;
  leaf.parent = parent;
  leaf.outcome = outcome;
  leaf.action = static_cast<int>(node_at(g, parent).children.size());
  g.nodes.push_back(leaf);
  const int id = static_cast<int>(g.nodes.size()) - 1;
  node_at(g, parent).children.push_back(id);
  return id;
}

// The node's own set, a copy of the one it is in (so no other node changes).
void own_set(Game& g, int v) {
  Node& n = node_at(g, v);
  auto& sets = g.infosets[static_cast<std::size_t>(n.player)];
  Infoset copy = sets[static_cast<std::size_t>(n.infoset)];
  copy.label.clear();
  sets.push_back(std::move(copy));
  n.infoset = static_cast<int>(sets.size()) - 1;
}

std::vector<int> members_of(const Game& g, int player, int set) {
  std::vector<int> m;
  for (std::size_t v = 0; v < g.nodes.size(); ++v)
    if (g.nodes[v].kind != NodeKind::Terminal && g.nodes[v].player == player && g.nodes[v].infoset == set)
      m.push_back(static_cast<int>(v));
  return m;
}

bool is_above(const Game& g, int up, int v) {
  for (int u = v; u >= 0; u = g.nodes[static_cast<std::size_t>(u)].parent)
    if (u == up) return true;
  return false;
}

// Applies `edit` to a copy and keeps it only if it succeeds; then normalises
// and gives the edited node's new id.
template <class Edit>
EditResult apply(Game& g, int node, const Edit& edit) {
  Game h = g;
  const EditError e = edit(h);
  if (e != EditError::None) return {e, node};
  std::vector<int> map;
  normalise(h, &map);
  if (h.nodes.size() > kEditMaxNodes) return {EditError::TooManyNodes, node};
  g = std::move(h);
  const bool mapped = node >= 0 && static_cast<std::size_t>(node) < map.size();
  return {EditError::None, mapped ? map[static_cast<std::size_t>(node)] : -1};
}

// The leaf's own outcome, made if it has none and copied if others share it.
Outcome& own_outcome(Game& g, int v) {
  Node& n = node_at(g, v);
  int shared = 0;
  for (const Node& m : g.nodes) shared += n.outcome >= 0 && m.outcome == n.outcome;
  if (n.outcome < 0 || shared > 1) {
    Outcome o = n.outcome >= 0 ? g.outcomes[static_cast<std::size_t>(n.outcome)] : Outcome{"", std::vector<Rational>(g.players.size(), Rational(0))};
    g.outcomes.push_back(std::move(o));
    n.outcome = static_cast<int>(g.outcomes.size()) - 1;
  }
  return g.outcomes[static_cast<std::size_t>(n.outcome)];
}

// Sets numbered by first use in preorder; unused ones dropped.
void number_sets_by_use(Game& g) {
  for (std::size_t p = 0; p < g.infosets.size(); ++p) {
    std::vector<int> renumber(g.infosets[p].size(), -1);
    std::vector<Infoset> used;
    for (Node& n : g.nodes) {
      if (n.kind == NodeKind::Terminal || static_cast<std::size_t>(n.player) != p) continue;
      int& to = renumber[static_cast<std::size_t>(n.infoset)];
      if (to < 0) {
        to = static_cast<int>(used.size());
        used.push_back(g.infosets[p][static_cast<std::size_t>(n.infoset)]);
      }
      n.infoset = to;
    }
    g.infosets[p] = std::move(used);
  }
}

}  // namespace

std::string_view edit_error_name(EditError e) {
  static constexpr std::array<std::string_view, 18> kNames{
      "none",      "no_node",     "leaf",      "not_leaf",     "not_chance",  "no_action",
      "no_player", "many_moves",  "many_players", "many_nodes", "bad_number", "bad_probability",
      "join_self", "join_chance", "join_player",  "join_moves", "join_path",  "split_alone"};
  return kNames[static_cast<std::size_t>(e)];
}

void normalise(Game& g, std::vector<int>* old_to_new) {
  std::vector<int> map(g.nodes.size(), -1);
  std::vector<Node> out;
  std::vector<int> stack{0};
  while (!stack.empty()) {
    const int v = stack.back();
    stack.pop_back();
    map[static_cast<std::size_t>(v)] = static_cast<int>(out.size());
    out.push_back(g.nodes[static_cast<std::size_t>(v)]);
    const auto& kids = g.nodes[static_cast<std::size_t>(v)].children;
    for (auto it = kids.rbegin(); it != kids.rend(); ++it) stack.push_back(*it);
  }
  for (std::size_t v = 0; v < out.size(); ++v) {
    Node& n = out[v];
    n.parent = n.parent >= 0 && v > 0 ? map[static_cast<std::size_t>(n.parent)] : -1;
    if (v == 0) n.action = -1;
    for (std::size_t a = 0; a < n.children.size(); ++a) {
      n.children[a] = map[static_cast<std::size_t>(n.children[a])];
      out[static_cast<std::size_t>(n.children[a])].action = static_cast<int>(a);
    }
  }
  g.nodes = std::move(out);
  number_sets_by_use(g);
  number_outcomes_by_use(g);
  if (old_to_new) *old_to_new = std::move(map);
}

Game new_game() {
  Game g;
  g.players = {"", ""};
  g.infosets.resize(3);
  g.infosets[1].push_back({"", {"a", "b"}, {}});
  Node root;
  root.kind = NodeKind::Personal;
  root.player = 1;
  root.infoset = 0;
  g.nodes.push_back(root);
  for (int k = 0; k < 2; ++k) {
    g.outcomes.push_back({"", {Rational(0), Rational(0)}});
    add_leaf(g, 0, k);
  }
  return g;
}

std::string next_action_label(const Infoset& set) {
  for (int k = 0;; ++k) {
    const std::string s = k < 26 ? std::string(1, static_cast<char>('a' + k)) : std::to_string(k + 1);
    if (std::find(set.actions.begin(), set.actions.end(), s) == set.actions.end()) return s;
  }
}

EditResult add_move(Game& g, int node) {
  return apply(g, node, [node](Game& h) {
    if (!has_node(h, node)) return EditError::NoNode;
    Node& n = node_at(h, node);
    if (n.kind == NodeKind::Terminal) {
      const int up = n.parent >= 0 ? node_at(h, n.parent).player : 0;
      const int player = up >= 1 ? up % h.player_count() + 1 : 1;
      auto& sets = h.infosets[static_cast<std::size_t>(player)];
      sets.push_back({"", {"a", "b"}, {}});
      const int outcome = n.outcome;
      n.kind = NodeKind::Personal;
      n.player = player;
      n.infoset = static_cast<int>(sets.size()) - 1;
      n.outcome = -1;
      add_leaf(h, node, outcome);
      add_leaf(h, node, outcome);
      return EditError::None;
    }
    Infoset& set = set_of(h, n);
    if (static_cast<int>(set.actions.size()) >= kEditMaxMoves) return EditError::TooManyMoves;
    set.actions.push_back(next_action_label(set));
    if (n.kind == NodeKind::Chance) set.probs.push_back(Rational(0));
    for (int m : members_of(h, n.player, n.infoset)) add_leaf(h, m, -1);
    return EditError::None;
  });
}

EditResult remove_move(Game& g, int node, int action) {
  return apply(g, node, [node, action](Game& h) {
    if (!has_node(h, node)) return EditError::NoNode;
    Node& n = node_at(h, node);
    if (n.kind == NodeKind::Terminal) return EditError::Leaf;
    if (action < 0 || static_cast<std::size_t>(action) >= n.children.size()) return EditError::NoAction;
    if (n.children.size() == 1) {
      n.children.clear();
      n.kind = NodeKind::Terminal;
      n.player = n.infoset = -1;
      return EditError::None;
    }
    const std::vector<int> members = members_of(h, n.player, n.infoset);
    Infoset& set = set_of(h, n);
    const auto a = static_cast<std::size_t>(action);
    set.actions.erase(set.actions.begin() + static_cast<std::ptrdiff_t>(a));
    if (!set.probs.empty()) {
      const Rational p = set.probs[a];
      set.probs.erase(set.probs.begin() + static_cast<std::ptrdiff_t>(a));
      set.probs[0] += p;
    }
    for (int m : members) {
      auto& kids = node_at(h, m).children;
      kids.erase(kids.begin() + static_cast<std::ptrdiff_t>(a));
    }
    return EditError::None;
  });
}

EditResult set_player(Game& g, int node, int player) {
  return apply(g, node, [node, player](Game& h) {
    if (!has_node(h, node)) return EditError::NoNode;
    Node& n = node_at(h, node);
    if (n.kind == NodeKind::Terminal) return EditError::Leaf;
    if (player < 0 || player > h.player_count()) return EditError::NoPlayer;
    Infoset set = set_of(h, n);
    set.label.clear();
    set.probs.clear();
    if (player == 0) {
      const auto k = static_cast<std::int64_t>(set.actions.size());
      set.probs.assign(set.actions.size(), Rational::fraction(1, k));
    }
    auto& sets = h.infosets[static_cast<std::size_t>(player)];
    sets.push_back(std::move(set));
    n.kind = player == 0 ? NodeKind::Chance : NodeKind::Personal;
    n.player = player;
    n.infoset = static_cast<int>(sets.size()) - 1;
    return EditError::None;
  });
}

EditResult add_player(Game& g) {
  return apply(g, -1, [](Game& h) {
    if (h.player_count() >= kEditMaxPlayers) return EditError::TooManyPlayers;
    h.players.emplace_back();
    h.infosets.emplace_back();
    for (Outcome& o : h.outcomes) o.payoffs.emplace_back(0);
    return EditError::None;
  });
}

EditResult rename_player(Game& g, int player, std::string_view name) {
  return apply(g, -1, [player, name](Game& h) {
    if (player < 1 || player > h.player_count()) return EditError::NoPlayer;
    h.players[static_cast<std::size_t>(player - 1)] = std::string(name);
    return EditError::None;
  });
}

EditResult rename_action(Game& g, int node, int action, std::string_view name) {
  return apply(g, node, [node, action, name](Game& h) {
    if (!has_node(h, node)) return EditError::NoNode;
    const Node& n = node_at(h, node);
    if (n.kind == NodeKind::Terminal) return EditError::Leaf;
    if (action < 0 || static_cast<std::size_t>(action) >= n.children.size()) return EditError::NoAction;
    set_of(h, n).actions[static_cast<std::size_t>(action)] = std::string(name);
    return EditError::None;
  });
}

EditResult rename_outcome(Game& g, int node, std::string_view name) {
  return apply(g, node, [node, name](Game& h) {
    if (!has_node(h, node)) return EditError::NoNode;
    if (node_at(h, node).kind != NodeKind::Terminal) return EditError::NotLeaf;
    own_outcome(h, node).label = std::string(name);
    return EditError::None;
  });
}

EditResult set_payoff(Game& g, int node, int player, std::string_view text) {
  return apply(g, node, [node, player, text](Game& h) {
    if (!has_node(h, node)) return EditError::NoNode;
    if (node_at(h, node).kind != NodeKind::Terminal) return EditError::NotLeaf;
    if (player < 1 || player > h.player_count()) return EditError::NoPlayer;
    const std::optional<Rational> x = parse_rational(text);
    if (!x) return EditError::BadNumber;
    const auto i = static_cast<std::size_t>(player - 1);
    const int up = node_at(h, node).parent;
    const Rational above = up >= 0 ? path_totals(h)[static_cast<std::size_t>(up) * h.players.size() + i] : Rational(0);
    const Rational own = *x - above;
    if (!own.ok()) return EditError::BadNumber;
    own_outcome(h, node).payoffs[i] = own;
    return EditError::None;
  });
}

EditResult set_probability(Game& g, int node, int action, std::string_view text) {
  return apply(g, node, [node, action, text](Game& h) {
    if (!has_node(h, node)) return EditError::NoNode;
    const Node& n = node_at(h, node);
    if (n.kind != NodeKind::Chance) return EditError::NotChance;
    if (action < 0 || static_cast<std::size_t>(action) >= n.children.size()) return EditError::NoAction;
    const std::optional<Rational> x = parse_rational(text);
    if (!x) return EditError::BadNumber;
    if (*x < Rational(0) || *x > Rational(1)) return EditError::BadProbability;
    set_of(h, n).probs[static_cast<std::size_t>(action)] = *x;
    return EditError::None;
  });
}

EditResult join_set(Game& g, int node, int into) {
  return apply(g, node, [node, into](Game& h) {
    if (!has_node(h, node) || !has_node(h, into)) return EditError::NoNode;
    Node& n = node_at(h, node);
    const Node& w = node_at(h, into);
    if (n.kind == NodeKind::Terminal || w.kind == NodeKind::Terminal) return EditError::Leaf;
    if (n.kind == NodeKind::Chance || w.kind == NodeKind::Chance) return EditError::JoinChance;
    if (n.player != w.player) return EditError::JoinPlayer;
    if (n.infoset == w.infoset) return EditError::JoinSelf;
    if (n.children.size() != w.children.size()) return EditError::JoinMoves;
    for (int m : members_of(h, w.player, w.infoset))
      if (is_above(h, m, node) || is_above(h, node, m)) return EditError::JoinPath;
    n.infoset = w.infoset;
    return EditError::None;
  });
}

EditResult split_set(Game& g, int node) {
  return apply(g, node, [node](Game& h) {
    if (!has_node(h, node)) return EditError::NoNode;
    const Node& n = node_at(h, node);
    if (n.kind == NodeKind::Terminal) return EditError::Leaf;
    if (members_of(h, n.player, n.infoset).size() < 2) return EditError::SplitAlone;
    own_set(h, node);
    return EditError::None;
  });
}

std::optional<int> probability_problem(const Game& g) {
  for (std::size_t v = 0; v < g.nodes.size(); ++v) {
    const Node& n = g.nodes[v];
    if (n.kind != NodeKind::Chance) continue;
    Rational sum = 0;
    for (const Rational& p : g.infoset_of(n).probs) sum += p;
    if (sum != Rational(1)) return static_cast<int>(v);
  }
  return std::nullopt;
}

void EditHistory::record(const Game& before) {
  undo_.push_back(before);
  if (undo_.size() > limit_) undo_.erase(undo_.begin());
  redo_.clear();
}

bool EditHistory::undo(Game& current) {
  if (undo_.empty()) return false;
  redo_.push_back(std::move(current));
  current = std::move(undo_.back());
  undo_.pop_back();
  return true;
}

bool EditHistory::redo(Game& current) {
  if (redo_.empty()) return false;
  undo_.push_back(std::move(current));
  current = std::move(redo_.back());
  redo_.pop_back();
  return true;
}

}  // namespace gtl::payoff
