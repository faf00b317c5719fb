#include "app/ui_tree.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>

#include "app/item_registry.hpp"
#include "app/theme.hpp"
#include "model/draw_list.hpp"
#include "model/proof.hpp"
#include "imgui.h"

namespace gtl::app {

namespace {

// Node boxes are one layout unit wide; rows are spread so move labels fit between them.
const model::NodeGeometry kGeometry{1.0, 0.8, 1.9};
const model::LodThresholds kLod{64, 20, 3};
// The inspector column: about 19 characters of the current font.
float inspector_width() { return 19.0f * ImGui::GetFontSize(); }
constexpr model::ZoomRange kZoom{1e-4, 140};

const char* mode_name(TreeMode m) { return m == TreeMode::Tree ? "tree" : "dag"; }

ImU32 lighten(ImU32 c, float t) {
  ImVec4 v = ImGui::ColorConvertU32ToFloat4(c);
  v.x += (1 - v.x) * t; v.y += (1 - v.y) * t; v.z += (1 - v.z) * t;
  return ImGui::ColorConvertFloat4ToU32(v);
}

const char* lod_name(double node_px) {
  switch (model::lod_for_width(node_px, kLod)) {
    case model::Lod::Label: return "labels";
    case model::Lod::Letter: return "letters";
    case model::Lod::Dot: return "boxes";
    default: return "folded";
  }
}

// The shortest line of moves from the root to `target` (DAG clicks select a position,
// and selection is kept as a line of moves).
std::vector<std::int64_t> shortest_line(const PositionGraph& g, NodeId target) {
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
  std::vector<std::int64_t> line;
  for (NodeId n = target; n != g.root() && by[n]; n = via[n]) line.push_back(by[n]->move);
  std::reverse(line.begin(), line.end());
  return line;
}

}  // namespace

TreePanel::TreePanel() : tidy_(model::TidyOptions{kGeometry.node_width, 0.35, 0.7}), layered_(model::LayeredOptions{}) {}
TreePanel::~TreePanel() = default;

bool TreePanel::set_source(const std::string& key, const std::function<PositionGraph()>& build) {
  if (key == key_ && graph_) return false;
  key_ = key;
  tree_.reset();
  dag_.reset();
  graph_ = std::make_unique<PositionGraph>(build());
  tree_ = std::make_unique<model::GameTree>(*graph_);
  dag_ = std::make_unique<model::GameDag>(*graph_);
  tree_->expand_to_depth(tree_->root(), 1);
  dag_->expand_to_depth(graph_->root(), 1);
  has_selection_ = false;
  selected_.clear();
  message_ = graph_->complete ? "" : "The game is too large to draw in full: outcomes marked ? are not known here. "
                                     "Use a smaller start or step into the game first.";
  line_.clear();
  relayout(model::kNone);
  want_fit_ = true;
  return true;
}

void TreePanel::set_current_line(const std::vector<std::int64_t>& moves) {
  if (moves == line_ || !graph_) return;
  line_ = moves;
  tree_->set_highlight(line_);
  dag_->set_highlight(line_);
  rebuild_scene();
}

void TreePanel::relayout(std::uint32_t changed) {
  if (!graph_) return;
  if (mode_ == TreeMode::Tree) {
    if (changed == model::kNone || tidy_.node_count() == 0) tidy_.layout(tree_->links());
    else tidy_.update(tree_->links(), changed);
  } else {
    layered_.layout(dag_->layout_input().graph);
  }
  rebuild_scene();
}

void TreePanel::apply(const model::ChangeResult& r, std::uint32_t changed) {
  if (!r.ok) {
    message_ = r.message;
    return;
  }
  message_.clear();
  relayout(mode_ == TreeMode::Tree ? changed : model::kNone);
}

void TreePanel::rebuild_scene() {
  nodes_.clear();
  edges_.clear();
  rows_.clear();
  xs_.clear();
  parents_.clear();
  edge_spans_.clear();
  if (!graph_) return;
  if (mode_ == TreeMode::Tree) {
    const auto order = tree_->preorder();
    std::vector<std::uint32_t> index(tree_->capacity(), ~0u);
    nodes_.reserve(order.size());
    for (std::uint32_t id : order) {
      index[id] = static_cast<std::uint32_t>(nodes_.size());
      SceneNode n;
      n.x = tidy_.x(id);
      n.row = tidy_.depth(id);
      n.position = tree_->position(id);
      n.view_id = id;
      n.parent = tree_->parent(id) == model::kNone ? ~0u : index[tree_->parent(id)];
      n.in_edge = tree_->edge(id);
      n.on_path = tree_->on_path(id);
      n.repeat = tree_->is_repeat(id);
      n.expandable = tree_->expandable(id);
      n.expanded = tree_->expanded(id);
      nodes_.push_back(n);
      if (n.parent != ~0u) edges_.push_back({n.parent, index[id], n.in_edge, {}, n.on_path && nodes_[n.parent].on_path});
    }
    for (const auto& row : tidy_.rows()) {
      rows_.emplace_back();
      for (std::uint32_t id : row)
        if (index[id] != ~0u) rows_.back().push_back(index[id]);
    }
  } else {
    const auto in = dag_->layout_input();
    const auto& shown = dag_->shown_nodes();
    for (std::uint32_t i = 0; i < shown.size(); ++i) {
      SceneNode n;
      n.x = layered_.x(i);
      n.row = layered_.layer(i);
      n.position = shown[i];
      n.view_id = shown[i];
      n.on_path = dag_->on_path(shown[i]);
      n.expandable = dag_->expandable(shown[i]);
      n.expanded = dag_->expanded(shown[i]);
      nodes_.push_back(n);
    }
    for (std::size_t e = 0; e < in.graph.edges.size(); ++e) {
      const auto [from, k] = in.edge_moves[e];
      SceneEdge se;
      se.from = in.graph.edges[e].first;
      se.to = in.graph.edges[e].second;
      se.edge = &graph_->edges[graph_->nodes[from].first_edge + k];
      const auto path = layered_.edge_path(e);
      if (path.size() > 2) se.bends.assign(path.begin() + 1, path.end() - 1);
      se.on_path = dag_->edge_on_path(from, k);
      edges_.push_back(std::move(se));
    }
    rows_ = layered_.rows();
  }
  for (const SceneNode& n : nodes_) {
    xs_.push_back(n.x);
    parents_.push_back(n.parent == ~0u ? model::kNone : n.parent);
  }
  if (mode_ == TreeMode::Tree) edge_spans_ = model::tree_edge_spans({rows_, xs_}, parents_);
  ++scene_version_;
  row_pos_.assign(nodes_.size(), 0);
  for (const auto& row : rows_)
    for (std::uint32_t i = 0; i < row.size(); ++i) row_pos_[row[i]] = i;
  count_outcomes();
}

void TreePanel::count_outcomes() {
  row_prefix_.resize(rows_.size());
  for (std::size_t r = 0; r < rows_.size(); ++r) {
    auto& pre = row_prefix_[r];
    pre.assign(rows_[r].size() + 1, {0, 0, 0, 0});
    for (std::size_t i = 0; i < rows_[r].size(); ++i) {
      pre[i + 1] = pre[i];
      ++pre[i + 1][static_cast<std::size_t>(shown(nodes_[rows_[r][i]].position))];
    }
  }
}

int TreePanel::hit_test(model::Vec2 w) const {
  const double r = std::round(w.y / kGeometry.row_spacing);
  if (r < 0 || r >= static_cast<double>(rows_.size())) return -1;
  if (std::abs(w.y - r * kGeometry.row_spacing) > kGeometry.node_height / 2) return -1;
  const auto& row = rows_[static_cast<std::size_t>(r)];
  auto it = std::lower_bound(row.begin(), row.end(), w.x - kGeometry.node_width / 2,
                             [this](std::uint32_t i, double x) { return nodes_[i].x < x; });
  if (it != row.end() && std::abs(nodes_[*it].x - w.x) <= kGeometry.node_width / 2) return static_cast<int>(*it);
  return -1;
}

void TreePanel::fit(float w, float h) {
  if (nodes_.empty()) return;
  viewport_.fit(model::layout_world_bounds({rows_, xs_}, kGeometry), {w, h}, 24, kZoom);
}

void TreePanel::centre_on_current(float w, float h) {
  // The deepest shown node on the game's path.
  const SceneNode* best = nullptr;
  for (const auto& n : nodes_)
    if (n.on_path && (!best || n.row > best->row)) best = &n;
  if (best) viewport_.centre_on({best->x, static_cast<double>(best->row) * kGeometry.row_spacing}, {w, h});
}

bool TreePanel::select_path(const std::vector<std::int64_t>& moves, std::string& error) {
  const model::PathResult r = mode_ == TreeMode::Tree ? tree_->select_path(moves) : dag_->select_path(moves);
  if (!r.ok()) {
    error = r.error;
    return false;
  }
  selected_ = moves;
  has_selection_ = true;
  return true;
}

bool TreePanel::select(const std::vector<std::int64_t>& moves, std::string& error) {
  if (!graph_) {
    error = "no game is loaded";
    return false;
  }
  const model::PathResult r = mode_ == TreeMode::Tree ? tree_->reveal_path(moves) : dag_->reveal_path(moves);
  if (!r.ok()) {
    error = r.error;
    return false;
  }
  relayout(mode_ == TreeMode::Tree ? tree_->root() : model::kNone);
  return select_path(moves, error);
}

NodeId TreePanel::selected_position() const {
  if (!has_selection_ || !graph_) return kNoNode;
  const model::PathResult r = mode_ == TreeMode::Tree ? tree_->select_path(selected_) : dag_->select_path(selected_);
  if (!r.ok()) return kNoNode;
  return mode_ == TreeMode::Tree ? tree_->position(r.node) : r.node;
}

// ------------------------------------------------------------------ drawing

void TreePanel::draw(float width, float height) {
  const auto t0 = std::chrono::steady_clock::now();
  last_w_ = width;
  last_h_ = height;
  if (!caption.empty()) {
    // The teaching caption sits above the drawing, never over nodes.
    const float before = ImGui::GetCursorPosY();
    ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + width - inspector_width());
    ImGui::TextColored(ImVec4(0.95f, 0.9f, 0.55f, 1), "%s", caption.c_str());
    ImGui::PopTextWrapPos();
    height -= ImGui::GetCursorPosY() - before;
  }
  ImGui::BeginChild("tree-canvas", ImVec2(width - inspector_width(), height), true,
                    ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse);
  const ImVec2 origin = ImGui::GetCursorScreenPos();
  const ImVec2 size = ImGui::GetContentRegionAvail();
  ImGui::InvisibleButton("tree-input", ImVec2(std::max(size.x, 1.0f), std::max(size.y, 1.0f)),
                         ImGuiButtonFlags_MouseButtonLeft | ImGuiButtonFlags_MouseButtonRight);
  track_item("tree.canvas");
  const bool hovered = ImGui::IsItemHovered();
  ImGuiIO& io = ImGui::GetIO();
  // Fit on request, and again when the canvas is resized (window, splitter, text
  // size) as long as the user has not moved the view by hand since.
  if (!user_view_ && (size.x != fitted_w_ || size.y != fitted_h_)) want_fit_ = true;
  if (want_fit_ && size.x > 10) {
    fit(size.x, size.y);
    want_fit_ = false;
    user_view_ = false;
    fitted_w_ = size.x;
    fitted_h_ = size.y;
  }
  const model::Vec2 mouse{io.MousePos.x - origin.x, io.MousePos.y - origin.y};

  // Input: drag pans, wheel (or pinch, which browsers send as wheel) zooms at the cursor.
  if (ImGui::IsItemActive() && ImGui::IsMouseDragging(ImGuiMouseButton_Left, 3)) {
    viewport_.pan_pixels({io.MouseDelta.x, io.MouseDelta.y});
    user_view_ = true;
  }
  if (pinch_.factor != 1) {
    if (pinch_.x >= origin.x && pinch_.y >= origin.y && pinch_.x < origin.x + size.x && pinch_.y < origin.y + size.y) {
      viewport_.zoom_at({pinch_.x - origin.x, pinch_.y - origin.y}, pinch_.factor, kZoom);
      user_view_ = true;
    }
    pinch_.factor = 1;
  }
  if (hovered && io.MouseWheel != 0) {
    viewport_.zoom_at(mouse, std::pow(1.15, io.MouseWheel), kZoom);
    user_view_ = true;
  }
  if (hovered && !io.WantTextInput) {
    if (ImGui::IsKeyPressed(ImGuiKey_Equal) || ImGui::IsKeyPressed(ImGuiKey_KeypadAdd)) {
      viewport_.zoom_at({size.x / 2, size.y / 2}, 1.25, kZoom);
      user_view_ = true;
    }
    if (ImGui::IsKeyPressed(ImGuiKey_Minus) || ImGui::IsKeyPressed(ImGuiKey_KeypadSubtract)) {
      viewport_.zoom_at({size.x / 2, size.y / 2}, 0.8, kZoom);
      user_view_ = true;
    }
    if (ImGui::IsKeyPressed(ImGuiKey_F, false)) want_fit_ = true;
    if (ImGui::IsKeyPressed(ImGuiKey_C, false)) {
      centre_on_current(size.x, size.y);
      user_view_ = true;
    }
  }
  const int hit = hovered ? hit_test(viewport_.screen_to_world(mouse)) : -1;
  if (hit >= 0 && ImGui::IsMouseReleased(ImGuiMouseButton_Left) && io.MouseDragMaxDistanceSqr[ImGuiMouseButton_Left] < 9.0f) {
    const SceneNode& n = nodes_[static_cast<std::size_t>(hit)];
    selected_ = mode_ == TreeMode::Tree ? tree_->path_to(n.view_id) : shortest_line(*graph_, n.position);
    has_selection_ = true;
    if (io.MouseClickedCount[ImGuiMouseButton_Left] >= 2 || ImGui::IsMouseDoubleClicked(ImGuiMouseButton_Left)) {
      if (mode_ == TreeMode::Tree) {
        apply(n.expanded ? tree_->collapse(n.view_id) : tree_->expand(n.view_id), n.view_id);
      } else {
        apply(n.expanded ? dag_->collapse(n.view_id) : dag_->expand(n.view_id), model::kNone);
      }
    }
  }

  if (outcome_view) count_outcomes();  // teaching modes reveal outcomes step by step
  ImDrawList* dl = ImGui::GetWindowDrawList();
  dl->PushClipRect(origin, ImVec2(origin.x + size.x, origin.y + size.y), true);
  const double z = viewport_.zoom();
  const float node_px = static_cast<float>(z * kGeometry.node_width);
  auto to_screen = [&](double wx, double wy) {
    const model::Vec2 s = viewport_.world_to_screen(model::Vec2{wx, wy});
    return ImVec2(origin.x + static_cast<float>(s.x), origin.y + static_cast<float>(s.y));
  };
  const NodeId sel_pos = selected_position();
  const std::uint32_t sel_tree = has_selection_ && mode_ == TreeMode::Tree ? tree_->select_path(selected_).node : model::kNone;
  const model::RowsView rv{rows_, xs_};
  const model::Vec2 screen{size.x, size.y};
  drawn_items_ = 0;
  const CullKey key{z, viewport_.origin().x, viewport_.origin().y, screen.x, screen.y, scene_version_};
  if (!(key == cull_key_)) {
    cull_key_ = key;
    draw_items_ = model::cull_nodes(rv, viewport_, screen, kGeometry, kLod);
    edge_items_.clear();
    if (mode_ == TreeMode::Tree && node_px >= kLod.fold_px)
      edge_items_ = model::cull_tree_edges(rv, parents_, edge_spans_, viewport_, screen, kGeometry);
  }

  // Edges (skipped below box size: the folded rows then show the tree's shape,
  // and the cost stays bounded by the screen, not by the node count).
  if (node_px >= kLod.fold_px) {
    const float thin = std::clamp(node_px * 0.04f, 1.0f, 2.0f);
    auto draw_edge = [&](std::uint32_t from, std::uint32_t to, const GraphEdge* edge,
                         std::span<const model::LayoutPoint> bends, bool on_path) {
      const SceneNode& a = nodes_[from];
      const SceneNode& b = nodes_[to];
      const bool winning = edge && shown(edge->child) == Outcome::Lose;
      const ImU32 col = on_path ? theme::kHighlight : winning ? theme::kWin : IM_COL32(0x70, 0x74, 0x78, 0xFF);
      const float th = on_path ? thin * 3 : winning ? thin * 2.2f : thin;
      const double half = kGeometry.node_height / 2;
      ImVec2 p = to_screen(a.x, a.row * kGeometry.row_spacing + half);
      for (const auto& bend : bends) {
        const ImVec2 q = to_screen(bend.x, bend.y * kGeometry.row_spacing);
        dl->AddLine(p, q, col, th);
        p = q;
      }
      const ImVec2 q = to_screen(b.x, b.row * kGeometry.row_spacing - half);
      dl->AddLine(p, q, col, th);
      ++drawn_items_;
      if (node_px >= kLod.label_px && edge) {  // move labels only when nodes have room for labels too
        const ImVec2 mid((p.x + q.x) / 2, (p.y + q.y) / 2);
        const ImVec2 ts = ImGui::CalcTextSize(edge->label.c_str());
        if (ts.x < node_px * 1.6f) {
          dl->AddRectFilled(ImVec2(mid.x - ts.x / 2 - 2, mid.y - ts.y / 2), ImVec2(mid.x + ts.x / 2 + 2, mid.y + ts.y / 2),
                            IM_COL32(0x12, 0x14, 0x16, 0xE0), 3);
          dl->AddText(ImVec2(mid.x - ts.x / 2, mid.y - ts.y / 2),
                      winning ? lighten(theme::kWin, 0.45f) : IM_COL32(0xCC, 0xCC, 0xCC, 0xFF), edge->label.c_str());
        }
      }
    };
    if (mode_ == TreeMode::Tree) {
      for (std::uint32_t child : edge_items_) {
        const SceneNode& n = nodes_[child];
        draw_edge(n.parent, child, n.in_edge, {}, n.on_path && nodes_[n.parent].on_path);
      }
    } else {
      const model::Rect vis = viewport_.visible_world(screen);
      for (const auto& e : edges_) {
        const SceneNode& a = nodes_[e.from];
        const SceneNode& b = nodes_[e.to];
        double lo = std::min(a.x, b.x), hi = std::max(a.x, b.x);
        for (const auto& bend : e.bends) lo = std::min(lo, bend.x), hi = std::max(hi, bend.x);
        if (hi < vis.x0 - 1 || lo > vis.x1 + 1) continue;
        if (b.row * kGeometry.row_spacing < vis.y0 - 1 || a.row * kGeometry.row_spacing > vis.y1 + 1) continue;
        draw_edge(e.from, e.to, e.edge, e.bends, e.on_path);
      }
    }
  }

  // Nodes: culled row by row, with level of detail; narrow runs folded into blocks.
  const float rounding = std::min(node_px * 0.15f, 8.0f);
  for (const model::DrawItem& item : draw_items_) {
    const SceneNode& n = nodes_[item.node];
    const GraphNode& g = graph_->nodes[n.position];
    const ImVec2 p0(origin.x + static_cast<float>(item.screen.x0), origin.y + static_cast<float>(item.screen.y0));
    const ImVec2 p1(origin.x + static_cast<float>(item.screen.x1), origin.y + static_cast<float>(item.screen.y1));
    ++drawn_items_;
    if (item.lod == model::Lod::Block) {
      // A folded run: the majority outcome's colour, from the row's prefix counts.
      const auto& pre = row_prefix_[item.row];
      const std::uint32_t a = row_pos_[item.node], b = std::min<std::uint32_t>(a + item.count, static_cast<std::uint32_t>(pre.size() - 1));
      int best = 0;
      for (int k = 1; k < 4; ++k)
        if (pre[b][static_cast<std::size_t>(k)] - pre[a][static_cast<std::size_t>(k)] >
            pre[b][static_cast<std::size_t>(best)] - pre[a][static_cast<std::size_t>(best)])
          best = k;
      dl->AddRectFilled(p0, ImVec2(std::max(p1.x, p0.x + 1.5f), std::max(p1.y, p0.y + 2)),
                        theme::outcome_color(static_cast<Outcome>(best)));
      continue;
    }
    const Outcome o = shown(n.position);
    ImU32 fill = theme::outcome_color(o);
    if (n.repeat) fill = (fill & 0x00FFFFFFu) | 0x90000000u;  // repeats are drawn faded
    dl->AddRectFilled(p0, p1, fill, rounding);
    const bool selected = mode_ == TreeMode::Tree ? n.view_id == sel_tree : has_selection_ && n.position == sel_pos;
    if (n.on_path) dl->AddRect(p0, p1, theme::kHighlight, rounding, 0, std::clamp(node_px * 0.06f, 2.0f, 4.0f));
    if (selected) dl->AddRect(ImVec2(p0.x - 3, p0.y - 3), ImVec2(p1.x + 3, p1.y + 3), IM_COL32_WHITE, rounding, 0, 2.5f);
    if (n.position == focus)
      dl->AddRect(ImVec2(p0.x - 6, p0.y - 6), ImVec2(p1.x + 6, p1.y + 6), theme::kHighlight, rounding + 4, 0, 4.0f);
    if (item.lod == model::Lod::Dot) continue;
    // The letter (the second cue besides colour) and remoteness; the label when there is room.
    char head[32];
    if (o == Outcome::Unknown) std::snprintf(head, sizeof head, "?");
    else std::snprintf(head, sizeof head, "%c %u", letter(o), g.remoteness);
    const bool big = item.lod == model::Lod::Label;
    const ImVec2 hs = ImGui::CalcTextSize(head);
    const float cx = (p0.x + p1.x) / 2;
    dl->AddText(ImVec2(cx - hs.x / 2, big ? p0.y + 2 : (p0.y + p1.y - hs.y) / 2), IM_COL32_WHITE, head);
    if (big) {
      const ImVec2 ls = ImGui::CalcTextSize(g.label.c_str());
      const ImVec4 clip(p0.x + 2, p0.y, p1.x - 2, p1.y);
      dl->AddText(nullptr, 0, ImVec2(ls.x <= p1.x - p0.x - 4 ? cx - ls.x / 2 : p0.x + 3, p0.y + hs.y + 3),
                  IM_COL32(0xF0, 0xF0, 0xF0, 0xFF), g.label.c_str(), nullptr, 0, &clip);
    }
    if (n.repeat) dl->AddText(ImVec2(p1.x - 12, p0.y + 1), IM_COL32_WHITE, "R");
    if (n.expandable) {
      const ImVec2 c(cx, p1.y + 8);
      dl->AddCircleFilled(c, 7, IM_COL32(0x30, 0x33, 0x37, 0xFF));
      dl->AddText(ImVec2(c.x - 4, c.y - 9), IM_COL32_WHITE, "+");
    }
  }
  dl->PopClipRect();

  // Hover: the full position in words.
  if (hit >= 0 && !ImGui::IsMouseDragging(ImGuiMouseButton_Left)) {
    const SceneNode& n = nodes_[static_cast<std::size_t>(hit)];
    const GraphNode& g = graph_->nodes[n.position];
    ImGui::BeginTooltip();
    const Outcome o = shown(n.position);
    if (o == Outcome::Unknown) ImGui::TextDisabled("outcome not decided yet (?)");
    else ImGui::TextColored(theme::outcome_color_vec(o), "%s (%c), remoteness %u", std::string(word(o)).c_str(), letter(o),
                            g.remoteness);
    ImGui::TextUnformatted(g.description.c_str());
    if (n.repeat) ImGui::TextDisabled("A repeat: this position is shown earlier too (DAG mode merges them).");
    ImGui::TextDisabled(n.expanded ? "Double-click to collapse." : n.expandable ? "Double-click to expand." : "No moves: the game ends here.");
    ImGui::EndTooltip();
  }
  if (!message_.empty()) {
    ImGui::SetCursorScreenPos(ImVec2(origin.x + 8, origin.y + 8));
    ImGui::PushStyleColor(ImGuiCol_ChildBg, ImVec4(0.25f, 0.12f, 0.05f, 0.92f));
    ImGui::BeginChild("tree-message", ImVec2(std::min(size.x - 16, 640.0f), 0), ImGuiChildFlags_Border | ImGuiChildFlags_AutoResizeY);
    ImGui::TextWrapped("%s", message_.c_str());
    if (ImGui::SmallButton("Dismiss")) message_.clear();
    track_item("tree.dismiss");
    ImGui::EndChild();
    ImGui::PopStyleColor();
  }
  ImGui::EndChild();
  ImGui::SameLine();
  ImGui::BeginChild("tree-inspector", ImVec2(inspector_width() - 8, height), true);
  draw_inspector();
  ImGui::EndChild();
  last_draw_ms_ = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
}

void TreePanel::draw_inspector() {
  if (!graph_) return;
  const model::ViewCounters c = mode_ == TreeMode::Tree ? tree_->counters() : dag_->counters();
  ImGui::TextDisabled("SIZES");
  ImGui::Text("shown: %llu nodes, %llu edges", static_cast<unsigned long long>(c.visible_nodes),
              static_cast<unsigned long long>(c.visible_edges));
  ImGui::Text("positions (DAG): %llu, moves %llu", static_cast<unsigned long long>(c.graph_positions),
              static_cast<unsigned long long>(c.graph_edges));
  ImGui::Text("game tree nodes: %s%s", c.tree_nodes.to_string().c_str(), c.tree_nodes.exact ? "" : " (approx.)");
  ImGui::Separator();
  ImGui::TextDisabled("INSPECTOR");
  const NodeId p = selected_position();
  if (p == kNoNode) {
    ImGui::TextWrapped("Click a node to inspect it; double-click to expand or collapse it. Drag to pan, "
                       "wheel to zoom, F to fit, C to centre on the current position.");
    return;
  }
  const GraphNode& g = graph_->nodes[p];
  ImGui::TextWrapped("%s", g.description.c_str());
  if (outcome_view && shown(p) == Outcome::Unknown) {
    ImGui::TextDisabled("The outcome is hidden until it is decided.");
    return;
  }
  ImGui::TextColored(theme::outcome_color_vec(g.outcome), "%s (%c) for the player to move; %u plies to the end",
                     std::string(word(g.outcome)).c_str(), letter(g.outcome), g.remoteness);
  // The proof in one sentence; the whole proof in the teaching panel.
  ImGui::TextWrapped("%s", model::explain(*graph_, p).c_str());
  ImGui::Separator();
  ImGui::TextDisabled("MOVES (best first)");
  for (const GraphEdge* e = graph_->begin_edges(p); e != graph_->end_edges(p); ++e) {
    const Outcome co = shown(e->child);
    ImGui::PushID(static_cast<int>(e - graph_->edges.data()));
    ImGui::TextColored(theme::outcome_color_vec(flip(co)), "%s", e->label.c_str());
    ImGui::SameLine(90);
    if (co == Outcome::Unknown) ImGui::TextDisabled("-> not decided yet");
    else ImGui::Text("-> opponent %s (%c) in %u", std::string(word(co)).c_str(), letter(co), graph_->nodes[e->child].remoteness);
    ImGui::PopID();
  }
  ImGui::Separator();
  if (ImGui::Button("Jump the game here") && on_jump) on_jump(selected_);
  track_item("tree.jump");
}

void TreePanel::draw_controls() {
  if (!ImGui::CollapsingHeader("Game tree", ImGuiTreeNodeFlags_DefaultOpen)) return;
  int m = mode_ == TreeMode::Tree ? 0 : 1;
  if (ImGui::RadioButton("Tree", m == 0)) m = 0;
  track_item("tree.mode.tree");
  ImGui::SameLine();
  if (ImGui::RadioButton("DAG (positions merged)", m == 1)) m = 1;
  track_item("tree.mode.dag");
  if ((m == 0) != (mode_ == TreeMode::Tree)) {
    mode_ = m == 0 ? TreeMode::Tree : TreeMode::Dag;
    relayout(model::kNone);
    want_fit_ = true;
  }
  ImGui::SetNextItemWidth(90);
  ImGui::InputInt("##depth", &expand_depth_);
  expand_depth_ = std::clamp(expand_depth_, 1, 64);
  ImGui::SameLine();
  if (ImGui::Button("Expand to depth")) {
    apply(mode_ == TreeMode::Tree ? tree_->expand_to_depth(tree_->root(), static_cast<std::uint32_t>(expand_depth_))
                                  : dag_->expand_to_depth(graph_->root(), static_cast<std::uint32_t>(expand_depth_)),
          tree_->root());
    want_fit_ = true;
  }
  track_item("tree.expand");
  if (ImGui::Button("Perfect play line")) {
    apply(mode_ == TreeMode::Tree ? tree_->expand_principal_variation(tree_->root())
                                  : dag_->expand_principal_variation(graph_->root()),
          tree_->root());
    want_fit_ = true;
  }
  track_item("tree.expandPV");
  ImGui::SameLine();
  if (ImGui::Button("Collapse all")) {
    apply(mode_ == TreeMode::Tree ? tree_->collapse_all() : dag_->collapse_all(), tree_->root());
    want_fit_ = true;
  }
  track_item("tree.collapseAll");
  if (ImGui::Button("Fit")) want_fit_ = true;
  track_item("tree.fit");
  ImGui::SameLine();
  if (ImGui::Button("Centre on current")) {
    centre_on_current(last_w_ - inspector_width(), last_h_);
    user_view_ = true;
  }
  track_item("tree.centre");
}

void TreePanel::register_automation(Automation& a) {
  a.on("tree.mode", "{type:'tree.mode', mode:'tree'|'dag'}", [this](const json::Value& v) {
    std::string err;
    auto m = string_arg(v, "mode", err);
    if (!m) return ActionResult::failure(err);
    if (*m != "tree" && *m != "dag") return ActionResult::failure("field \"mode\" must be \"tree\" or \"dag\"");
    mode_ = *m == "tree" ? TreeMode::Tree : TreeMode::Dag;
    relayout(model::kNone);
    want_fit_ = true;
    return ActionResult::success();
  });
  a.on("tree.expand", "{type:'tree.expand', depth, path?} — expand to depth (from the root or the node at path)",
       [this](const json::Value& v) {
         std::string err;
         auto d = int_arg(v, "depth", 1, 200, err);
         if (!d) return ActionResult::failure(err);
         std::vector<std::int64_t> path;
         if (v.find("path")) {
           auto p = int_list_arg(v, "path", -(std::int64_t{1} << 53), std::int64_t{1} << 53, 10000, err);
           if (!p) return ActionResult::failure(err);
           path = *p;
         }
         model::ChangeResult r;
         std::uint32_t changed = 0;
         if (mode_ == TreeMode::Tree) {
           const auto at = tree_->select_path(path);
           if (!at.ok()) return ActionResult::failure(at.error);
           r = tree_->expand_to_depth(at.node, static_cast<std::uint32_t>(*d));
           changed = at.node;
         } else {
           const auto at = dag_->select_path(path);
           if (!at.ok()) return ActionResult::failure(at.error);
           r = dag_->expand_to_depth(at.node, static_cast<std::uint32_t>(*d));
         }
         apply(r, changed);
         want_fit_ = true;
         return r.ok ? ActionResult::success() : ActionResult::failure(r.message);
       });
  a.on("tree.expandPV", "{type:'tree.expandPV'} — expand the perfect-play line only", [this](const json::Value&) {
    auto r = mode_ == TreeMode::Tree ? tree_->expand_principal_variation(tree_->root())
                                     : dag_->expand_principal_variation(graph_->root());
    apply(r, tree_->root());
    want_fit_ = true;
    return r.ok ? ActionResult::success() : ActionResult::failure(r.message);
  });
  a.on("tree.collapseAll", "{type:'tree.collapseAll'}", [this](const json::Value&) {
    apply(mode_ == TreeMode::Tree ? tree_->collapse_all() : dag_->collapse_all(), tree_->root());
    want_fit_ = true;
    return ActionResult::success();
  });
  a.on("tree.select", "{type:'tree.select', path:[moves...]} — select (and show) the node at path",
       [this](const json::Value& v) {
         std::string err;
         auto p = int_list_arg(v, "path", -(std::int64_t{1} << 53), std::int64_t{1} << 53, 10000, err);
         if (!p) return ActionResult::failure(err);
         if (!select(*p, err)) return ActionResult::failure(err);
         return ActionResult::success();
       });
  a.on("tree.fit", "{type:'tree.fit'} — fit the whole drawing into view", [this](const json::Value&) {
    want_fit_ = true;
    return ActionResult::success();
  });
  a.on("tree.jump", "{type:'tree.jump'} — jump the game to the selected node", [this](const json::Value&) {
    if (!has_selection_) return ActionResult::failure("no node is selected (use tree.select first)");
    if (on_jump) on_jump(selected_);
    return ActionResult::success();
  });
  a.section("tree", [this](json::Writer& w) { write_state(w); });
}

void TreePanel::write_state(json::Writer& w) const {
  w.begin_object();
  w.key("mode").value(mode_name(mode_));
  if (graph_) {
    const model::ViewCounters c = mode_ == TreeMode::Tree ? tree_->counters() : dag_->counters();
    w.key("nodes").value(c.visible_nodes).key("edges").value(c.visible_edges);
    w.key("expanded").value(c.expanded_nodes);
    w.key("positions").value(c.graph_positions).key("graphEdges").value(c.graph_edges);
    w.key("treeNodes").value(c.tree_nodes.to_string()).key("treeNodesExact").value(c.tree_nodes.exact);
    w.key("complete").value(graph_->complete);
  }
  w.key("visible").value(drawn_items_);
  w.key("selected");
  if (has_selection_) {
    w.begin_array();
    for (auto m : selected_) w.value(m);
    w.end_array();
  } else {
    w.null();
  }
  const NodeId p = selected_position();
  if (p != kNoNode) {
    const GraphNode& g = graph_->nodes[p];
    w.key("selectedNode").begin_object().key("outcome").value(word(g.outcome)).key("remoteness").value(g.remoteness);
    w.key("label").value(g.label).end_object();
  }
  w.key("zoom").value(viewport_.zoom());
  w.key("origin").begin_array().value(viewport_.origin().x).value(viewport_.origin().y).end_array();
  w.key("lod").value(lod_name(viewport_.zoom() * kGeometry.node_width));
  w.key("message").value(message_);
  w.key("frameMs").value(last_draw_ms_);
  w.end_object();
}

}  // namespace gtl::app
