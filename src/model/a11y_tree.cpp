#include "model/a11y_tree.hpp"

#include <algorithm>
#include <utility>

#include "core/retrograde.hpp"
#include "model/i18n.hpp"
#include "model/lesson_words.hpp"
#include "core/quantity_text.hpp"

namespace gtl::model {

namespace {

}  // namespace

std::string outcome_words(Outcome o, std::uint32_t remoteness, bool infinite_draw) {
  switch (o) {
    case Outcome::Win: return i18n::tr_fmt("a11y.outcome_win", plies(remoteness));
    case Outcome::Lose: return i18n::tr_fmt("a11y.outcome_lose", plies(remoteness));
    case Outcome::Draw:
      return infinite_draw || remoteness >= kInfinitePlay ? std::string(i18n::tr("a11y.outcome_draw_forever"))
                                                          : std::string(i18n::tr("a11y.outcome_draw"));
    case Outcome::Unknown: break;
  }
  return i18n::tr("a11y.outcome_unknown");
}

namespace {

// Children of each scene node in drawing order (left to right), and the roots.
// A DAG has no tree parent: its positions are listed by layer, each layer one level.
struct TwinShape {
  std::vector<std::vector<std::uint32_t>> kids;
  std::vector<std::uint32_t> roots;
};

TwinShape twin_shape(const Scene& s) {
  const std::size_t n = s.nodes.size();
  std::vector<std::vector<std::uint32_t>> kids(n);
  std::vector<std::uint32_t> roots;
  if (s.tree) {
    for (std::uint32_t i = 0; i < n; ++i) {
      const std::uint32_t p = s.nodes[i].parent;
      (p == kNone || p >= n ? roots : kids[p]).push_back(i);
    }
    auto by_x = [&](std::uint32_t a, std::uint32_t b) { return s.nodes[a].x < s.nodes[b].x; };
    for (auto& k : kids) std::sort(k.begin(), k.end(), by_x);
    std::sort(roots.begin(), roots.end(), by_x);
  } else {
    for (const auto& row : s.rows) roots.insert(roots.end(), row.begin(), row.end());
  }
  return {std::move(kids), std::move(roots)};
}

// One node on the depth-first walk: its level, its place among its siblings
// and its parent's index in TwinTree::items.
struct TwinFrame {
  std::uint32_t node, level, pos, size, parent_item;
};

// Counts in `more` a node left out of the items (over the cap), and what is under it.
void count_unlisted(const std::vector<std::vector<std::uint32_t>>& kids, std::uint32_t node, std::size_t& more) {
  ++more;
  // Everything under an unlisted node is unlisted too.
  std::vector<std::uint32_t> todo(kids[node]);
  while (!todo.empty()) {
    const std::uint32_t k = todo.back();
    todo.pop_back();
    ++more;
    todo.insert(todo.end(), kids[k].begin(), kids[k].end());
  }
}

// The item for one listed node: where it sits in the tree, its state, its
// outcome as shown, and its name in words.
TwinTreeItem twin_item(const GameView& view, const std::function<Outcome(NodeId)>& shown, std::uint32_t selected,
                       const TwinFrame& f) {
  const Scene& s = view.scene();
  const PositionGraph& g = view.graph();
  const SceneNode& sn = s.nodes[f.node];
  TwinTreeItem it;
  it.scene_index = f.node;
  it.path = text::join(view.path_of(sn.view_id));
  it.level = s.tree ? f.level : sn.row + 1;
  it.posinset = f.pos;
  it.setsize = f.size;
  it.parent = f.parent_item;
  it.expandable = sn.expandable || sn.expanded;
  it.expanded = sn.expanded;
  it.selected = f.node == selected;
  it.on_path = sn.on_path;
  it.group = sn.group;
  const NodeId p = sn.position;
  if (p != kNoNode && p < g.nodes.size()) {
    it.outcome = shown ? shown(p) : g.nodes[p].outcome;
    it.remoteness = g.nodes[p].remoteness;
  }
  // The move that leads here, then the position, then its value in words.
  // A payoff game (no outcomes): the move and the node in the lesson's words
  // ("Pass → Player 2 (Incumbent) to move"), no win, lose or draw.
  const bool outcomes = g.outcomes;
  const std::string here =
      p < g.nodes.size() ? (outcomes || !g.describe_node ? g.nodes[p].label : g.description(p)) : std::string();
  std::string head;
  if (sn.group > 0) {
    head = i18n::tr_fmt("a11y.tree_group", sn.group, sn.in_edge ? sn.in_edge->label : std::string());
  } else if (sn.in_edge) {
    head = i18n::tr_fmt("a11y.tree_move", sn.in_edge->label, here);
  } else {
    head = i18n::tr_fmt("a11y.tree_start", here);
  }
  if (!outcomes) {
    it.name = head;
    return it;
  }
  std::string value = outcome_words(it.outcome, it.remoteness);
  if (sn.repeat) value += i18n::tr("a11y.tree_repeat");
  it.name = i18n::format(i18n::tr("a11y.tree_item"), {head, value});
  return it;
}

}  // namespace

TwinTree twin_tree(const GameView& view, const std::function<Outcome(NodeId)>& shown, std::uint32_t selected,
                   std::size_t cap) {
  TwinTree out;
  const Scene& s = view.scene();
  const std::size_t n = s.nodes.size();
  out.drawn = n;
  if (n == 0) return out;
  const TwinShape shape = twin_shape(s);
  const std::vector<std::vector<std::uint32_t>>& kids = shape.kids;
  const std::vector<std::uint32_t>& roots = shape.roots;

  // The selection's line (and so its siblings) must be listed even past the cap.
  std::vector<char> must(n, 0);
  for (std::uint32_t i = selected; s.tree && i < n; i = s.nodes[i].parent) must[i] = 1;
  if (selected < n) must[selected] = 1;

  std::vector<TwinFrame> stack;
  for (std::size_t r = roots.size(); r-- > 0;)
    stack.push_back({roots[r], 1, static_cast<std::uint32_t>(r + 1), static_cast<std::uint32_t>(roots.size()), kNone});
  while (!stack.empty()) {
    const TwinFrame f = stack.back();
    stack.pop_back();
    bool listed = out.items.size() < cap || must[f.node];
    // Past the cap, a sibling of the selection's line is still listed, so
    // arrows reach it from the selection.
    if (!listed && f.parent_item != kNone && f.parent_item < out.items.size()) {
      const std::uint32_t pscene = out.items[f.parent_item].scene_index;
      listed = must[pscene] != 0;
    }
    if (!listed) {
      count_unlisted(kids, f.node, out.more);
      continue;
    }
    const auto item_index = static_cast<std::uint32_t>(out.items.size());
    out.items.push_back(twin_item(view, shown, selected, f));
    if (s.tree) {
      const auto& k = kids[f.node];
      for (std::size_t r = k.size(); r-- > 0;)
        stack.push_back({k[r], f.level + 1, static_cast<std::uint32_t>(r + 1), static_cast<std::uint32_t>(k.size()),
                         item_index});
    }
  }
  return out;
}

}  // namespace gtl::model
