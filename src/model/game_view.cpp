#include "model/game_view.hpp"

#include <algorithm>

#include "model/draw_list.hpp"
#include "model/game_dag.hpp"
#include "model/game_tree.hpp"
#include "model/graph_paths.hpp"
#include "model/tree_layout.hpp"

namespace gtl::model {

namespace {

// Rows, xs and parents from the nodes (shared by both views).
void finish_scene(Scene& s) {
  s.xs.clear();
  s.parents.clear();
  for (const SceneNode& n : s.nodes) {
    s.xs.push_back(n.x);
    s.parents.push_back(n.parent);
  }
  if (s.tree) s.edge_spans = tree_edge_spans({s.rows, s.xs}, s.parents);
  else s.edge_spans.clear();
}

class TreeView final : public GameView {
 public:
  TreeView(const PositionGraph& g, ViewLimits limits)
      : tree_(g, limits), tidy_(TidyOptions{1.0, 0.35, 0.7}) {
    scene_.tree = true;
  }

  bool is_tree() const override { return true; }
  const PositionGraph& graph() const override { return tree_.graph(); }
  std::uint32_t root() const override { return tree_.root(); }
  void set_limits(ViewLimits l) override { tree_.set_limits(l); }

  ChangeResult expand(std::uint32_t id) override { return note(tree_.expand(id)); }
  ChangeResult collapse(std::uint32_t id) override { return note(tree_.collapse(id)); }
  ChangeResult expand_to_depth(std::uint32_t id, std::uint32_t levels) override {
    return note(tree_.expand_to_depth(id, levels));
  }
  ChangeResult expand_principal_variation(std::uint32_t id) override {
    return note(tree_.expand_principal_variation(id));
  }
  ChangeResult collapse_all() override {
    full_ = true;
    return tree_.collapse_all();
  }
  void set_grouping(bool on) override { tree_.set_grouping(on); }

  PathResult select_path(std::span<const std::int64_t> moves) const override { return tree_.select_path(moves); }
  PathResult reveal_path(std::span<const std::int64_t> moves) override {
    PathResult r = tree_.reveal_path(moves);
    if (r.ok()) mark(tree_.last_changed());
    return r;
  }
  std::vector<std::int64_t> path_of(std::uint32_t id) const override { return tree_.path_to(id); }
  std::size_t set_highlight(std::span<const std::int64_t> moves) override {
    const std::size_t n = tree_.set_highlight(moves);
    if (!full_ && pending_ == kNone) build_scene();  // only flags changed; else layout() will
    return n;
  }
  ViewCounters counters() const override { return tree_.counters(); }

  void layout() override {
    if (full_ || tidy_.node_count() == 0) tidy_.layout(tree_.links());
    else if (pending_ != kNone) tidy_.update(tree_.links(), pending_);
    full_ = false;
    pending_ = kNone;
    build_scene();
  }

  const GameTree& tree() const { return tree_; }

 private:
  ChangeResult note(ChangeResult r) {
    if (r.ok) mark(tree_.last_changed());
    return r;
  }
  // Two separate changes before one layout: lay the whole tree out again
  // (update() takes one changed subtree).
  void mark(std::uint32_t changed) {
    if (changed == kNone) return;
    if (pending_ != kNone && pending_ != changed) full_ = true;
    pending_ = changed;
  }

  void build_scene() {
    Scene& s = scene_;
    s.nodes.clear();
    s.rows.clear();
    const auto order = tree_.preorder();
    s.index_of.assign(tree_.capacity(), kNone);
    s.nodes.reserve(order.size());
    for (std::uint32_t id : order) {
      s.index_of[id] = static_cast<std::uint32_t>(s.nodes.size());
      SceneNode n;
      n.x = tidy_.x(id);
      n.row = tidy_.depth(id);
      n.position = tree_.position(id);
      n.view_id = id;
      n.parent = tree_.parent(id) == kNone ? kNone : s.index_of[tree_.parent(id)];
      n.in_edge = tree_.edge(id);
      n.group = tree_.is_group(id) ? tree_.edge_end(id) - tree_.edge_begin(id) : 0;
      n.on_path = tree_.on_path(id);
      n.repeat = tree_.is_repeat(id);
      n.expandable = tree_.expandable(id);
      n.expanded = tree_.expanded(id);
      s.nodes.push_back(n);
    }
    for (const auto& row : tidy_.rows()) {
      s.rows.emplace_back();
      for (std::uint32_t id : row)
        if (id < s.index_of.size() && s.index_of[id] != kNone) s.rows.back().push_back(s.index_of[id]);
    }
    finish_scene(s);
  }

  GameTree tree_;
  TidyTreeLayout tidy_;
  std::uint32_t pending_ = kNone;
  bool full_ = true;
};

class DagView final : public GameView {
 public:
  DagView(const PositionGraph& g, ViewLimits limits) : dag_(g, limits), limits_(limits) { scene_.tree = false; }

  bool is_tree() const override { return false; }
  const PositionGraph& graph() const override { return dag_.graph(); }
  std::uint32_t root() const override { return dag_.graph().root(); }
  void set_limits(ViewLimits l) override {
    dag_.set_limits(l);
    limits_ = l;
  }

  ChangeResult expand(std::uint32_t id) override { return note(dag_.expand(id)); }
  ChangeResult collapse(std::uint32_t id) override { return note(dag_.collapse(id)); }
  ChangeResult expand_to_depth(std::uint32_t id, std::uint32_t levels) override {
    return note(dag_.expand_to_depth(id, levels));
  }
  ChangeResult expand_principal_variation(std::uint32_t id) override {
    return note(dag_.expand_principal_variation(id));
  }
  ChangeResult collapse_all() override { return note(dag_.collapse_all()); }
  void set_grouping(bool) override {}  // every position is drawn once: nothing to fold

  PathResult select_path(std::span<const std::int64_t> moves) const override { return dag_.select_path(moves); }
  PathResult reveal_path(std::span<const std::int64_t> moves) override {
    // Revealing only ever expands: the layout is stale only if it expanded
    // something (stepping induction along shown lines expands nothing, and a
    // whole 2..20 DAG takes ~150 ms to lay out in the page).
    const std::uint64_t expanded = dag_.counters().expanded_nodes;
    PathResult r = dag_.reveal_path(moves);
    if (dag_.counters().expanded_nodes != expanded) dirty_ = true, scene_current_ = false;
    return r;
  }
  std::vector<std::int64_t> path_of(std::uint32_t id) const override { return shortest_line(dag_.graph(), id); }
  std::size_t set_highlight(std::span<const std::int64_t> moves) override {
    const std::size_t n = dag_.set_highlight(moves);
    scene_current_ = false;
    if (!dirty_ && !pending_on_) build_scene();  // else layout() or the pending layout's end will
    return n;
  }
  ViewCounters counters() const override { return dag_.counters(); }

  void layout() override {
    if (dirty_) {
      // The input is kept with the layout: the scene's edges are built from both.
      pending_input_ = dag_.layout_input();
      pending_.begin(pending_input_.graph);
      pending_on_ = true;
      dirty_ = false;
      if (pending_input_.graph.edges.size() >= limits_.layout_steps_from_edges) return;  // layout_step() goes on
      while (!pending_.step()) {
      }
      adopt_pending();
      return;
    }
    // Unchanged since the last scene (set_highlight rebuilds at once): a step
    // of induction on a whole 2..20 DAG then builds its 42,519 edges once, not twice.
    if (!pending_on_ && !scene_current_) build_scene();  // else the pending layout's end will
  }
  bool layout_pending() const override { return pending_on_; }
  bool layout_step() override {
    if (!pending_on_) return true;
    if (!pending_.step()) return false;
    adopt_pending();
    return true;
  }
  std::pair<std::size_t, std::size_t> layout_progress() const override {
    if (!pending_on_) return {0, 0};
    return {pending_.steps_done(), pending_.steps_total()};
  }

 private:
  ChangeResult note(ChangeResult r) {
    if (r.ok) dirty_ = true, scene_current_ = false;
    return r;
  }
  // The finished layout becomes the shown one (the old one's storage is reused next time).
  void adopt_pending() {
    std::swap(layered_, pending_);
    std::swap(input_, pending_input_);
    pending_on_ = false;
    build_scene();
  }

  void build_scene() {
    Scene& s = scene_;
    const PositionGraph& g = dag_.graph();
    s.nodes.clear();
    s.edges.clear();
    const auto& shown = dag_.shown_nodes();
    s.index_of.assign(g.nodes.size(), kNone);
    for (std::uint32_t i = 0; i < shown.size(); ++i) {
      SceneNode n;
      n.x = layered_.x(i);
      n.row = layered_.layer(i);
      n.position = shown[i];
      n.view_id = shown[i];
      n.on_path = dag_.on_path(shown[i]);
      n.expandable = dag_.expandable(shown[i]);
      n.expanded = dag_.expanded(shown[i]);
      s.index_of[shown[i]] = i;
      s.nodes.push_back(n);
    }
    s.edges.reserve(input_.graph.edges.size());
    for (std::size_t e = 0; e < input_.graph.edges.size(); ++e) {
      const auto [from, k] = input_.edge_moves[e];
      SceneEdge se;
      se.from = input_.graph.edges[e].first;
      se.to = input_.graph.edges[e].second;
      se.edge = &g.edges[g.nodes[from].first_edge + k];
      const auto path = layered_.edge_path(e);
      se.x_lo = se.x_hi = path.front().x;
      for (const LayoutPoint& p : path) se.x_lo = std::min(se.x_lo, p.x), se.x_hi = std::max(se.x_hi, p.x);
      if (path.size() > 2) se.bends = path.subspan(1, path.size() - 2);
      se.on_path = dag_.edge_on_path(from, k);
      s.edges.push_back(se);
    }
    s.rows = layered_.rows();
    finish_scene(s);
    scene_current_ = true;
  }

  GameDag dag_;
  ViewLimits limits_;
  LayeredLayout layered_{LayeredOptions{}}, pending_{LayeredOptions{}};  // shown; being made
  GameDag::LayoutInput input_, pending_input_;                         // what each lays out
  bool pending_on_ = false;
  bool dirty_ = true;
  bool scene_current_ = false;  // the scene shows dag_ as it is (no change since build_scene)
};

}  // namespace

std::unique_ptr<GameView> make_tree_view(const PositionGraph& g, ViewLimits limits) {
  return std::make_unique<TreeView>(g, limits);
}

std::unique_ptr<GameView> make_dag_view(const PositionGraph& g, ViewLimits limits) {
  return std::make_unique<DagView>(g, limits);
}

}  // namespace gtl::model
