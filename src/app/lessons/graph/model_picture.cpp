#include "app/lessons/graph/model_picture.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>
#include <set>
#include <utility>

#include "core/retrograde.hpp"
#include "model/svg_writer.hpp"

namespace gtl::model {

namespace {

Point add(Point a, Point b) { return {a.x + b.x, a.y + b.y}; }
Point scale(Point a, double k) { return {a.x * k, a.y * k}; }
double length(Point a) { return std::hypot(a.x, a.y); }

double segment_distance(Point a, Point b, Point p) {
  const Point ab{b.x - a.x, b.y - a.y}, ap{p.x - a.x, p.y - a.y};
  const double len2 = ab.x * ab.x + ab.y * ab.y;
  const double t = len2 > 0 ? std::clamp((ap.x * ab.x + ap.y * ab.y) / len2, 0.0, 1.0) : 0.0;
  return length({p.x - (a.x + ab.x * t), p.y - (a.y + ab.y * t)});
}

std::array<Point, 3> head_at(Point tip, Point dir, double head) {
  const Point n{-dir.y, dir.x};
  const Point back = add(tip, scale(dir, -head));
  return {tip, add(back, scale(n, head * 0.5)), add(back, scale(n, -head * 0.5))};
}

// Strongly connected components of the moves between draws by infinite play
// (Kosaraju, iterative): a move inside one component lies on a cycle of draws.
std::vector<std::uint32_t> draw_components(const game_graph::GameGraph& g, const std::vector<bool>& draw) {
  const auto n = static_cast<std::uint32_t>(g.positions.size());
  std::vector<std::vector<std::uint32_t>> out(n), in(n);
  for (const game_graph::Move& m : g.moves)
    if (draw[m.from] && draw[m.to]) out[m.from].push_back(m.to), in[m.to].push_back(m.from);
  std::vector<std::uint32_t> order;
  std::vector<std::uint8_t> seen(n, 0);
  for (std::uint32_t s = 0; s < n; ++s) {
    if (seen[s]) continue;
    std::vector<std::pair<std::uint32_t, std::size_t>> stack{{s, 0}};
    seen[s] = 1;
    while (!stack.empty()) {
      auto& [v, i] = stack.back();
      if (i < out[v].size()) {
        const std::uint32_t c = out[v][i++];
        if (!seen[c]) seen[c] = 1, stack.emplace_back(c, 0);
      } else {
        order.push_back(v);
        stack.pop_back();
      }
    }
  }
  std::vector<std::uint32_t> comp(n, 0xffffffffu);
  std::uint32_t next = 0;
  for (auto it = order.rbegin(); it != order.rend(); ++it) {
    if (comp[*it] != 0xffffffffu) continue;
    std::vector<std::uint32_t> stack{*it};
    comp[*it] = next;
    while (!stack.empty()) {
      const std::uint32_t v = stack.back();
      stack.pop_back();
      for (std::uint32_t p : in[v])
        if (comp[p] == 0xffffffffu) comp[p] = next, stack.push_back(p);
    }
    ++next;
  }
  return comp;
}

}  // namespace

GraphPicture graph_picture(const GraphDocument& doc, std::span<const Point> points, std::span<const Solution> shown) {
  const game_graph::GameGraph& g = doc.graph();
  GraphPicture pic;
  for (std::uint32_t v = 0; v < g.positions.size(); ++v) {
    const Solution s = v < shown.size() ? shown[v] : Solution{};
    pic.nodes.push_back({v < points.size() ? points[v] : Point{}, g.positions[v].text(), value_badge(s), s.outcome,
                         v == g.start});
  }
  std::vector<bool> draw(g.positions.size());
  for (std::uint32_t v = 0; v < g.positions.size(); ++v) draw[v] = draw_kind(pic.nodes[v].shown == Outcome::Unknown ? Solution{} : shown[v]) == DrawKind::Infinite;
  const std::vector<std::uint32_t> comp = draw_components(g, draw);
  std::set<std::pair<std::uint32_t, std::uint32_t>> all;
  for (const game_graph::Move& m : g.moves) all.emplace(m.from, m.to);
  for (const game_graph::Move& m : g.moves) {
    PictureMove pm{m.from, m.to, MoveStyle::Plain, m.from != m.to && all.count({m.to, m.from}) > 0};
    const Solution a = pic.nodes[m.from].shown == Outcome::Unknown ? Solution{} : shown[m.from];
    const Solution b = pic.nodes[m.to].shown == Outcome::Unknown ? Solution{} : shown[m.to];
    if (a.outcome == Outcome::Win && b.outcome == Outcome::Lose) pm.style = MoveStyle::Winning;
    if (draw[m.from] && draw[m.to] && comp[m.from] == comp[m.to]) pm.style = MoveStyle::DrawCycle;
    pic.moves.push_back(pm);
  }
  return pic;
}

ArrowShape arrow_shape(Point a, Point b, double r, double bend, double head) {
  Point d{b.x - a.x, b.y - a.y};
  const double len = std::max(length(d), 1e-6);
  d = scale(d, 1 / len);
  const Point n{-d.y, d.x};
  // The rims, moved sideways a little with the bend so a pair does not touch.
  const double side = std::clamp(bend / std::max(r, 1e-6), -0.9, 0.9) * r * 0.6;
  ArrowShape s;
  s.from = add(add(a, scale(d, r)), scale(n, side));
  s.to = add(add(b, scale(d, -r)), scale(n, side));
  s.mid = add(scale(add(s.from, s.to), 0.5), scale(n, bend));
  Point last{s.to.x - s.mid.x, s.to.y - s.mid.y};
  const double ll = std::max(length(last), 1e-6);
  s.head = head_at(s.to, scale(last, 1 / ll), head);
  return s;
}

LoopShape loop_shape(Point at, double r, double head) {
  LoopShape s;
  const Point c{at.x, at.y - r * 1.25};
  const double lr = r * 0.55;
  constexpr int kSteps = 16;
  // From the lower left of the small circle round over the top to the lower right.
  for (int i = 0; i <= kSteps; ++i) {
    const double a = std::numbers::pi * 0.5 + 0.9 + (2 * std::numbers::pi - 1.8) * i / kSteps;
    s.line.push_back({c.x + lr * std::cos(a), c.y + lr * std::sin(a)});
  }
  const Point end = s.line.back(), before = s.line[s.line.size() - 2];
  Point d{end.x - before.x, end.y - before.y};
  d = scale(d, 1 / std::max(length(d), 1e-6));
  s.head = head_at(end, d, head);
  return s;
}

double distance_to_arrow(const ArrowShape& a, Point p) {
  return std::min(segment_distance(a.from, a.mid, p), segment_distance(a.mid, a.to, p));
}

std::string graph_svg(const GraphPicture& pic, const SvgPalette& pal, std::string_view title, double r) {
  double x0 = std::numeric_limits<double>::max(), y0 = x0, x1 = -x0, y1 = -x0;
  for (const PictureNode& n : pic.nodes) {
    x0 = std::min(x0, n.at.x), y0 = std::min(y0, n.at.y);
    x1 = std::max(x1, n.at.x), y1 = std::max(y1, n.at.y);
  }
  if (pic.nodes.empty()) x0 = y0 = x1 = y1 = 0;
  const double pad = r * 2.6, top = 50;
  const double w = std::max(320.0, x1 - x0 + 2 * pad), h = y1 - y0 + 2 * pad + top;
  const auto at = [&](Point p) { return Point{p.x - x0 + pad, p.y - y0 + pad + top}; };
  svg::Writer out(w, h, pal.background, title);
  out.text(16, 24, title, pal.text, 20, svg::Anchor::Start, "title", true);
  for (const PictureMove& m : pic.moves) {
    const Point a = at(pic.nodes[m.from].at), b = at(pic.nodes[m.to].at);
    const svg::Rgb col = m.style == MoveStyle::Winning ? pal.win : m.style == MoveStyle::DrawCycle ? pal.draw : pal.edge;
    const double width = m.style == MoveStyle::Plain ? 2 : 4;
    out.open_group("move", "move", pic.nodes[m.from].text + ">" + pic.nodes[m.to].text);
    std::array<Point, 3> head;
    if (m.from == m.to) {
      const LoopShape l = loop_shape(a, r, 12);
      std::vector<svg::Point> pts;
      for (const Point& p : l.line) pts.push_back({p.x, p.y});
      out.polyline(pts, {col, width});
      head = l.head;
    } else {
      const ArrowShape s = arrow_shape(a, b, r, m.two_way ? r * 0.5 : 0, 12);
      const svg::Point pts[] = {{s.from.x, s.from.y}, {s.mid.x, s.mid.y}, {s.to.x, s.to.y}};
      out.polyline(pts, {col, width});
      head = s.head;
    }
    const svg::Point tri[] = {{head[0].x, head[0].y}, {head[1].x, head[1].y}, {head[2].x, head[2].y}};
    out.polygon(tri, col);
    out.close_group();
  }
  for (const PictureNode& n : pic.nodes) {
    const Point c = at(n.at);
    out.open_group("position", "id", n.text);
    out.circle(c.x, c.y, r, pal.fill(n.shown));
    if (n.start) out.ring(c.x, c.y, r + 5, {pal.text, 3});
    out.text(c.x, c.y - r * 0.22, n.text, pal.ink(n.shown), r * 0.55, svg::Anchor::Middle, "label", true);
    out.text(c.x, c.y + r * 0.4, n.badge, pal.ink(n.shown), r * 0.5, svg::Anchor::Middle, "value");
    out.close_group();
  }
  return out.finish();
}

}  // namespace gtl::model
