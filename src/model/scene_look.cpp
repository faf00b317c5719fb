#include "model/scene_look.hpp"

#include <algorithm>

#include "core/retrograde.hpp"
#include "model/i18n.hpp"

namespace gtl::model {

std::vector<std::string> node_head_texts(const SceneNode& n, Outcome o, std::uint32_t remoteness,
                                         const std::string& badge) {
  const std::string pre = badge.empty() ? "" : badge + " ";
  if (n.group > 0) {
    const std::string c = std::to_string(n.group);
    const std::string l(1, letter(o));
    return {i18n::tr_fmt("export.group.long", c, l), c + " \xE2\x86\x92 " + l, "\xC3\x97" + c};
  }
  if (o == Outcome::Unknown) return {pre + "?", badge, "?"};
  // The outcome known, its plies still being counted: the letter alone.
  if (remoteness_pending(remoteness)) {
    const std::string l(1, letter(o));
    return {pre + l + (n.repeat ? "  R" : ""), pre + l, l};
  }
  // A draw by infinite play (core/retrograde.hpp) has no number of plies: "D ∞".
  const std::string r = remoteness >= kInfinitePlay ? std::string("\xE2\x88\x9E") : std::to_string(remoteness);
  const std::string lr = std::string(1, letter(o)) + " " + r;
  return {pre + lr + (n.repeat ? "  R" : ""), pre + lr, pre + letter(o), lr, std::string(1, letter(o))};
}

std::vector<std::string> graph_head_texts(const PositionGraph& g, const SceneNode& n, Outcome shown,
                                          const std::string& badge) {
  if (g.outcomes) return node_head_texts(n, shown, g.nodes[n.position].remoteness, badge);
  if (n.group > 0) return {"\xC3\x97" + std::to_string(n.group)};
  // The label, then without its brackets and spaces ("(0.4, 0.1)" -> "0.4,0.1"):
  // a leaf's payoffs still read in a box of the tree's usual width.
  const std::string& label = g.nodes[n.position].label;
  std::string compact;
  for (char c : label)
    if (c != '(' && c != ')' && c != ' ') compact += c;
  if (compact == label || compact.empty()) return {label};
  return {label, compact};
}

EdgeLook edge_look(bool on_path, const GraphEdge* edge, std::uint32_t group, Outcome child_shown) {
  if (on_path) return EdgeLook::Path;
  return edge && group == 0 && child_shown == Outcome::Lose ? EdgeLook::Winning : EdgeLook::Plain;
}

std::string edge_text(const GraphEdge* edge, std::uint32_t group) {
  if (!edge) return {};
  if (group == 0) return edge->label;
  std::string all;
  for (std::uint32_t k = 0; k < group; ++k) all += (k ? ", " : "") + edge[k].label;
  return all;
}

void order_tree_edges(const Scene& s, std::vector<std::uint32_t>& children,
                      const std::function<Outcome(NodeId)>& shown) {
  auto rank = [&](std::uint32_t c) {
    const SceneNode& n = s.nodes[c];
    if (n.on_path) return 0;
    return n.in_edge && n.group == 0 && shown(n.in_edge->child) == Outcome::Lose ? 1 : 2;
  };
  std::stable_sort(children.begin(), children.end(), [&](std::uint32_t x, std::uint32_t y) { return rank(x) < rank(y); });
}

float strip_cell_share(Outcome o) { return o == Outcome::Win ? 1.0f : o == Outcome::Draw ? 0.75f : 0.5f; }

double preperiod_end(std::uint64_t start) { return start > 0 ? static_cast<double>(start - 1) : 0.0; }

CellSpan period_span(std::uint64_t st, std::uint64_t length, std::uint64_t count) {
  const std::uint64_t from = st > 0 ? st - 1 : 0;
  return {static_cast<double>(from), static_cast<double>(std::min(from + length, count))};
}

ChartLayout value_chart_layout(std::span<const PlyValue* const> values, std::size_t horizon, const ChartBox& box) {
  ChartLayout out;
  const std::size_t n = values.size();
  if (n == 0) return out;
  std::uint32_t max_r = 1;
  for (const PlyValue* v : values)
    if (v && !remoteness_pending(v->after.remoteness)) max_r = std::max(max_r, v->after.remoteness);
  out.dx = std::min(2.2 * box.font, (box.x1 - box.x0) / static_cast<double>(std::max(n, horizon)));
  out.r = std::clamp(out.dx * 0.38, 2.5, 0.32 * box.font);
  const double r = out.r;
  out.points.reserve(n);
  for (std::size_t i = 0; i < n; ++i) {
    const PlyValue* v = values[i];
    ChartPoint p;
    p.x = box.x0 + (static_cast<double>(i) + 0.5) * out.dx;
    p.y = box.mid;
    p.outcome = v ? v->after.outcome : Outcome::Unknown;
    p.blunder = v && v->blunder;
    p.known = v && v->after.outcome != Outcome::Unknown;
    if (p.known) {
      p.remoteness = v->after.remoteness;
      if (remoteness_pending(p.remoteness)) {  // plies still being counted: half-way out
        if (p.outcome != Outcome::Draw) p.y = box.mid + (p.outcome == Outcome::Win ? -1 : 1) * (box.half - r) * 0.5;
      } else if (p.outcome != Outcome::Draw) {
        const double reach = (box.half - r) * static_cast<double>(max_r + 1 - std::min(p.remoteness, max_r)) /
                             static_cast<double>(max_r + 1);
        p.y = p.outcome == Outcome::Win ? box.mid - reach - r * 0.3 : box.mid + reach + r * 0.3;
      }
    }
    out.points.push_back(p);
  }
  return out;
}

}  // namespace gtl::model
