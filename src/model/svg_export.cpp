#include "model/svg_export.hpp"

#include <algorithm>
#include <cmath>

#include "core/solution.hpp"
#include "model/draw_list.hpp"
#include "model/lesson_words.hpp"
#include "model/scene_look.hpp"

namespace gtl::model {

using svg::Anchor;
using svg::Stroke;
using svg::Writer;

namespace svg_doc {

void title_band(Writer& w, double width, const std::string& title, const SvgPalette& p) {
  w.rect(0, 0, width, kTitleH, p.background);
  w.text(kMargin / 2, kTitleH / 2, title, p.text, kTitlePx, Anchor::Start, "title", true);
  w.line(kMargin / 2, kTitleH - 1, width - kMargin / 2, kTitleH - 1, {p.text_muted, 1});
}

std::vector<std::string> wrap(const std::string& text, double max_w, double px) {
  std::vector<std::string> lines;
  std::string line, word;
  auto flush_word = [&] {
    if (word.empty()) return;
    const std::string joined = line.empty() ? word : line + " " + word;
    if (!line.empty() && estimated_text_width(joined, px) > max_w) {
      lines.push_back(line);
      line = word;
    } else {
      line = joined;
    }
    word.clear();
  };
  for (const char c : text) {
    if (c == ' ' || c == '\n') {
      flush_word();
      if (c == '\n' && !line.empty()) lines.push_back(line), line.clear();
    } else {
      word += c;
    }
  }
  flush_word();
  if (!line.empty()) lines.push_back(line);
  return lines;
}

}  // namespace svg_doc

using namespace svg_doc;

svg::Rgb SvgPalette::fill(Outcome o) const {
  switch (o) {
    case Outcome::Win: return win;
    case Outcome::Lose: return lose;
    case Outcome::Draw: return draw;
    default: return unknown;
  }
}

svg::Rgb SvgPalette::ink(Outcome o) const {
  switch (o) {
    case Outcome::Win: return win_ink;
    case Outcome::Lose: return lose_ink;
    case Outcome::Draw: return draw_ink;
    default: return unknown_ink;
  }
}

namespace {

// One character's advance in em (DejaVu Sans, rounded up), and whether it is
// wide (a CJK ideograph or a full-width form: the same in bold).
double char_em(char32_t c, bool& wide) {
  wide = (c >= 0x2E80 && c <= 0x9FFF) || (c >= 0xAC00 && c <= 0xD7A3) || (c >= 0xF900 && c <= 0xFAFF) ||
         (c >= 0xFF00 && c <= 0xFF60) || (c >= 0xFFE0 && c <= 0xFFE6);
  if (wide) return 1.0;
  if (c >= 0x80) return c >= 0x2190 ? 0.84 : 0.7;     // arrows, ×, ∞, … ; accented letters
  if (c == 'm' || c == 'W' || c == 'M' || c == 'w') return 1.0;
  if (c == ' ' || c == '.' || c == ',' || c == ':' || c == ';' || c == '!' || c == '\'' || c == '|') return 0.34;
  if (c == 'i' || c == 'l' || c == 'j' || c == 'I' || c == 'J') return 0.3;
  if (c == 'f' || c == 't' || c == 'r' || c == '(' || c == ')' || c == '[' || c == ']' || c == '-') return 0.42;
  if (c >= 'A' && c <= 'Z') return 0.78;
  return 0.64;  // digits, the other lower-case letters and signs
}

}  // namespace

double estimated_text_width(std::string_view s, double px, bool bold) {
  double em = 0;
  for (std::size_t i = 0; i < s.size();) {
    const auto b = static_cast<unsigned char>(s[i]);
    const int len = b < 0x80 ? 1 : b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : b >= 0xC0 ? 2 : 1;
    char32_t c = len == 1 ? b : b & (0x3F >> (len - 1));
    for (int k = 1; k < len && i + static_cast<std::size_t>(k) < s.size(); ++k)
      c = (c << 6) | (static_cast<unsigned char>(s[i + static_cast<std::size_t>(k)]) & 0x3F);
    i += static_cast<std::size_t>(len);
    bool wide = false;
    const double w = char_em(c, wide);
    em += bold && !wide ? 1.1 * w : w;
  }
  return em * px;
}

// ------------------------------------------------------------------ the tree

namespace {

constexpr double kTreePx = 15, kTreeLine = 15;  // the tree's text size and line height
// The room a node's text keeps from its box's sides; a box grows to hold its
// head with this margin, into the gap its row leaves between slots.
constexpr double kHeadPad = 6;

// What every part of the tree's document reads: the drawing, its palette and
// writer, and where the world lands on the page.
struct TreePage {
  const TreeDrawing& d;
  const SvgPalette& p;
  Writer& w;
  const Scene& s;
  const PositionGraph& g;
  const NodeGeometry& geo;
  Viewport vp;
  Vec2 screen;
  double zoom;
  TextWidth width;
  TextWidth bold;  // a node's head is bold
  Outcome shown(NodeId id) const {
    if (!g.outcomes) return Outcome::Unknown;  // a payoff game's nodes: neutral
    return d.shown ? d.shown(id) : g.nodes[id].outcome;
  }
};

// The part of the world drawn and its scale: the canvas's window mapped onto
// the slide's width, or the whole drawing at a size where every label shows.
struct TreeFrame {
  Rect part;
  double zoom = 0, W = 0, H = 0, ox = 0;
};
TreeFrame tree_frame(const TreeDrawing& d, const Scene& s, const NodeGeometry& geo) {
  const Rect world = s.nodes.empty() ? Rect{0, 0, 1, 1} : layout_world_bounds({s.rows, s.xs}, geo);
  TreeFrame f;
  if (d.window && d.window->width() > 0 && d.window->height() > 0) {
    f.part = *d.window;
    f.zoom = kWidth / f.part.width();
    f.W = kWidth;
  } else {
    f.zoom = 120;  // a node box 120 × 67 px: head and label lines fit
    const double pad = 24 / f.zoom;
    f.part = {world.x0 - pad, world.y0 - pad, world.x1 + pad, world.y1 + pad};
    f.W = std::max(f.part.width() * f.zoom, 960.0);  // room for the title line
    f.ox = (f.W - f.part.width() * f.zoom) / 2;
  }
  f.H = kTitleH + f.part.height() * f.zoom;
  return f;
}

// A move's label, placed on its edge where no node box or other label is.
struct MoveLabel {
  Rect r;
  std::string text;
  bool winning;
};

// One edge: its line (or polyline through the DAG's bends) in the look the
// canvas gives it, and its move label if one fits.
void tree_edge(const TreePage& t, LabelPlacer& placer, std::vector<MoveLabel>& labels, bool with_labels,
               std::uint32_t from, std::uint32_t to, const GraphEdge* e, std::uint32_t group,
               std::span<const LayoutPoint> bends, bool on_path) {
  const SceneNode& a = t.s.nodes[from];
  const SceneNode& b = t.s.nodes[to];
  const double thin = std::clamp(t.zoom * 0.04, 1.0, 2.0);
  const double half = t.geo.node_height / 2;
  const Outcome child = e ? t.shown(e->child) : Outcome::Unknown;
  const bool winning = edge_look(false, e, group, child) == EdgeLook::Winning;
  const EdgeLook look = edge_look(on_path, e, group, child);
  const Stroke st = look == EdgeLook::Path      ? Stroke{t.p.highlight, thin * 3}
                    : look == EdgeLook::Winning ? Stroke{t.p.win, thin * 2.2}
                                                : Stroke{t.p.edge, thin};
  auto to_screen = [&](double x, double y) { return t.vp.world_to_screen(Vec2{x, y}); };
  std::vector<svg::Point> pts;
  const Vec2 p0 = to_screen(a.x, a.row * t.geo.row_spacing + half);
  pts.push_back({p0.x, p0.y});
  for (const LayoutPoint& bend : bends) {
    const Vec2 q = to_screen(bend.x, bend.y * t.geo.row_spacing);
    pts.push_back({q.x, q.y});
  }
  const Vec2 q = to_screen(b.x, b.row * t.geo.row_spacing - half);
  pts.push_back({q.x, q.y});
  if (pts.size() == 2) t.w.line(pts[0].x, pts[0].y, pts[1].x, pts[1].y, st);
  else t.w.polyline(pts, st);
  if (!with_labels || !e) return;
  const std::string text = elide(edge_text(e, group), kTreeSlot * t.zoom - 8, t.width);
  if (text.empty()) return;
  const svg::Point& pp = pts[pts.size() - 2];
  const double tw = t.width(text);
  const double y1 = q.y - 3, y0 = y1 - kTreeLine;
  const double at = std::abs(q.y - pp.y) > 1e-6 ? std::clamp((q.y - (y0 + y1) / 2) / (q.y - pp.y), 0.0, 1.0) : 0.0;
  const double cx = q.x + (pp.x - q.x) * at;
  const Rect r{cx - tw / 2 - 3, y0, cx + tw / 2 + 3, y1};
  if (placer.place(r)) labels.push_back({r, text, winning});
}

// A node's box and its head: the longest wording that fits the box grown as
// far as its row allows, with kHeadPad either side; the box grows about its
// centre to hold that wording ("13 moves → W" in a group box). No head (-1)
// when even the shortest does not fit, or the box is a dot.
struct NodeBox {
  Rect r;
  std::vector<std::string> heads;  // node_head_texts, longest first
  int head = -1;
};
NodeBox node_box(const TreePage& t, const DrawItem& it) {
  const SceneNode& n = t.s.nodes[it.node];
  NodeBox b{it.screen, {}, -1};
  if (it.lod == Lod::Dot || it.lod == Lod::Block || it.screen.height() < kTreeLine) return b;
  b.heads = graph_head_texts(t.g, n, t.shown(n.position), t.d.badge ? t.d.badge(n.position) : "");
  const GrownBox grown = grow_to_fit(b.heads, it.screen.width(), kTreeBoxMost * t.zoom, kHeadPad, t.bold);
  b.head = grown.head;
  if (grown.width > b.r.width()) {
    const double cx = (b.r.x0 + b.r.x1) / 2;
    b.r.x0 = cx - grown.width / 2;
    b.r.x1 = cx + grown.width / 2;
  }
  return b;
}

// Edges: lines first, then their move labels (never crossed by a later line).
// Node boxes block move labels, as on the canvas.
void tree_edges(const TreePage& t, const std::vector<NodeBox>& boxes, const LodThresholds& lod, Lod level) {
  const Scene& s = t.s;
  LabelPlacer placer;
  for (const NodeBox& b : boxes) placer.block(b.r);
  std::vector<MoveLabel> labels;
  const double gap_px = (t.geo.row_spacing - t.geo.node_height) * t.zoom;
  const bool with_labels = level != Lod::Dot && level != Lod::Block && gap_px >= kTreeLine + 24;
  t.w.open_group("edges");
  if (t.zoom * t.geo.node_width >= lod.fold_px) {
    if (s.tree) {
      std::vector<std::uint32_t> children;
      if (t.d.window) {
        children = cull_tree_edges({s.rows, s.xs}, s.parents, s.edge_spans, t.vp, t.screen, t.geo);
      } else {
        for (std::uint32_t i = 0; i < s.nodes.size(); ++i)
          if (s.nodes[i].parent != kNone) children.push_back(i);
      }
      order_tree_edges(s, children, [&t](NodeId id) { return t.shown(id); });
      for (std::uint32_t c : children) {
        const SceneNode& n = s.nodes[c];
        tree_edge(t, placer, labels, with_labels, n.parent, c, n.in_edge, n.group, {},
                  n.on_path && s.nodes[n.parent].on_path);
      }
    } else {
      // Every edge in the window, even past the canvas's budget: a file is not redrawn every frame.
      const DagEdgeCull cull = cull_dag_edges(s, t.vp.visible_world(t.screen), t.geo, s.edges.size(), t.d.selected);
      for (std::uint32_t i : cull.shown) {
        const SceneEdge& e = s.edges[i];
        tree_edge(t, placer, labels, with_labels, e.from, e.to, e.edge, 0, e.bends, e.on_path);
      }
    }
  }
  t.w.close_group();
  t.w.open_group("moves");
  for (const MoveLabel& l : labels) {
    t.w.rect(l.r.x0, l.r.y0, l.r.width(), l.r.height(), t.p.move_bg, 3, 0.91);
    t.w.text((l.r.x0 + l.r.x1) / 2, (l.r.y0 + l.r.y1) / 2, l.text, l.winning ? t.p.move_text_win : t.p.move_text, kTreePx,
             Anchor::Middle, "move");
  }
  t.w.close_group();
}

// A folded run of nodes: one block in its majority outcome.
void tree_block(const TreePage& t, const DrawItem& it) {
  const SceneNode& n = t.s.nodes[it.node];
  const Rect& r = it.screen;
  const auto& row = t.s.rows[it.row];
  auto at = std::lower_bound(row.begin(), row.end(), n.x, [&](std::uint32_t i, double x) { return t.s.nodes[i].x < x; });
  std::size_t count[4] = {0, 0, 0, 0};
  for (std::uint32_t k = 0; k < it.count && at != row.end(); ++k, ++at)
    ++count[static_cast<std::size_t>(t.shown(t.s.nodes[*at].position))];
  const auto best = static_cast<Outcome>(std::max_element(count, count + 4) - count);
  t.w.open_group("block");
  t.w.rect(r.x0, r.y0, std::max(r.width(), 1.5), std::max(r.height(), 2.0), t.p.fill(best));
  t.w.close_group();
}

// A node: outcome fill and letter, remoteness, the position's label; its
// frames for the path, the selection and the focus.
void tree_node(const TreePage& t, const DrawItem& it, const NodeBox& box) {
  const SceneNode& n = t.s.nodes[it.node];
  const double rounding = std::min(t.zoom * 0.1, 8.0);
  const GraphNode& gn = t.g.nodes[n.position];
  const Outcome o = t.shown(n.position);
  const svg::Rgb fill = t.p.fill(o);
  const double alpha = n.repeat ? 0xA0 / 255.0 : 1.0;  // repeats are drawn faded
  const std::vector<std::string>& heads = box.heads;
  const Rect& r = box.r;
  t.w.open_group(n.group > 0 ? "node group" : "node", "path", t.d.key ? t.d.key(n.view_id) : std::string());
  if (n.group > 0)  // a stack of cards: the folded moves
    for (int k = 2; k >= 1; --k) t.w.rect(r.x0 + 3.0 * k, r.y0 - 3.0 * k, r.width(), r.height(), fill, rounding, 0x70 / 255.0);
  t.w.rect(r.x0, r.y0, r.width(), r.height(), fill, rounding, alpha);
  if (n.on_path) t.w.frame(r.x0, r.y0, r.width(), r.height(), {t.p.highlight, std::clamp(t.zoom * 0.06, 2.0, 4.0)}, rounding);
  const bool selected = t.d.selected == it.node && n.group == 0;
  if (selected) t.w.frame(r.x0 - 3, r.y0 - 3, r.width() + 6, r.height() + 6, {t.p.text, 2.5}, rounding);
  if (n.position == t.d.focus && n.group == 0)
    t.w.frame(r.x0 - 6, r.y0 - 6, r.width() + 12, r.height() + 12, {t.p.highlight, 4}, rounding + 4);
  if (it.lod != Lod::Dot && r.height() >= kTreeLine) {
    const svg::Rgb ink = t.p.ink(o);
    const double room = r.width() - 2 * kHeadPad;
    const int h = box.head;
    const bool two_lines =
        it.lod == Lod::Label && n.group == 0 && r.height() >= 2 * kTreeLine + 4 && !label_in_head(t.g);
    const std::string label = two_lines ? elide(gn.label, room, t.width) : std::string();
    double y = (r.y0 + r.y1) / 2 - (label.empty() ? 0 : kTreeLine / 2);
    const double cx = (r.x0 + r.x1) / 2;
    if (h >= 0) t.w.text(cx, y, heads[static_cast<std::size_t>(h)], ink, kTreePx, Anchor::Middle, "head", true);
    if (!label.empty()) t.w.text(cx, y + kTreeLine, label, ink, kTreePx, Anchor::Middle, "label");
  }
  t.w.close_group();
}

}  // namespace

std::string tree_svg(const TreeDrawing& d, const SvgPalette& p) {
  const Scene& s = *d.scene;
  const NodeGeometry& geo = kTreeGeometry;
  const TextWidth width = [](std::string_view t) { return estimated_text_width(t, kTreePx); };
  const TreeFrame f = tree_frame(d, s, geo);
  const Viewport vp({f.part.x0 - f.ox / f.zoom, f.part.y0 - kTitleH / f.zoom}, f.zoom);
  const Vec2 screen{f.W, f.H};

  Writer w(f.W, f.H, p.background, d.title);
  const LodThresholds lod{(2 * kTreeLine + 8) / geo.node_height * geo.node_width,
                          std::max((kTreeLine + 4) / geo.node_height * geo.node_width, width("W") + 6), 3};
  const std::vector<DrawItem> items = cull_nodes({s.rows, s.xs}, vp, screen, geo, lod);
  const TextWidth bold = [](std::string_view t) { return estimated_text_width(t, kTreePx, true); };
  const TreePage page{d, p, w, s, *d.graph, geo, vp, screen, f.zoom, width, bold};
  std::vector<NodeBox> boxes;
  boxes.reserve(items.size());
  for (const DrawItem& it : items) boxes.push_back(node_box(page, it));
  tree_edges(page, boxes, lod, lod_for_width(f.zoom * geo.node_width, lod));
  w.open_group("nodes");
  for (std::size_t i = 0; i < items.size(); ++i) {
    if (items[i].lod == Lod::Block) tree_block(page, items[i]);
    else tree_node(page, items[i], boxes[i]);
  }
  w.close_group();
  title_band(w, f.W, d.title, p);
  return w.finish();
}

// ------------------------------------------------------------------ the board

// ------------------------------------------------------------------ the strip

std::string strip_svg(const StripDrawing& d, const SvgPalette& p) {
  constexpr std::size_t kPerRow = 50;
  const double gutter = 90, cell = (kWidth - 2 * kMargin - gutter) / kPerRow, h = 36, row_pitch = h + 30;
  const std::size_t count = d.outcomes.size();
  const std::size_t rows = std::max<std::size_t>(1, (count + kPerRow - 1) / kPerRow);
  const double top = kTitleH + 64;
  const double H = top + rows * row_pitch + 20;
  const bool period = d.period_start && d.period_length && *d.period_length > 0;
  Writer w(kWidth, H, p.background, d.title);
  w.text(kMargin, kTitleH + 30, d.heading, period ? p.highlight_text : p.text, 22, Anchor::Start, "heading");
  const double x0 = kMargin + gutter;
  auto cell_x = [&](double c) { return x0 + std::fmod(c, static_cast<double>(kPerRow)) * cell; };
  auto row_y = [&](std::size_t r) { return top + static_cast<double>(r) * row_pitch; };
  w.open_group("cells");
  for (std::size_t i = 0; i < count; ++i) {
    const std::size_t r = i / kPerRow;
    if (i % kPerRow == 0)
      w.text(x0 - 10, row_y(r) + h / 2, "N = " + std::to_string(i + d.first), p.text_muted, 16, Anchor::End, "row");
    const double x = cell_x(static_cast<double>(i)), x1 = x + cell - 1, y = row_y(r);
    const Outcome o = d.outcomes[i];
    if (o == Outcome::Unknown) {
      w.rect(x, y, x1 - x, h, p.unknown);
      continue;
    }
    const double share = strip_cell_share(o);
    w.rect(x, y + h * (1 - share), x1 - x, h * share, p.fill(o));
    // + / 0 / − as shapes, as on the canvas.
    const double box = o == Outcome::Lose ? cell - 4 : std::min(cell - 2, h * share - 4);
    const double cx = (x + x1) / 2, cy = y + h - h * share / 2, hs = box / 2, t = std::max(2.0, box * 0.16);
    const Stroke st{p.ink(o), t};
    if (o == Outcome::Win || o == Outcome::Lose) w.line(cx - hs, cy, cx + hs, cy, st);
    if (o == Outcome::Win) w.line(cx, cy - hs, cx, cy + hs, st);
    if (o == Outcome::Draw) w.ring(cx, cy, hs * 0.8, {p.ink(o), t * 0.8});
  }
  w.close_group();
  // A span of cells [a, b) as one segment per row it crosses.
  auto segments = [&](double a, double b, double dy, const Stroke& st, bool tick) {
    bool first = true;
    while (a < b) {
      const auto r = static_cast<std::size_t>(a / kPerRow);
      const double end = std::min(b, static_cast<double>((r + 1) * kPerRow));
      const double y = row_y(r) + h + dy;
      if (tick && first) w.line(cell_x(a), y - 8, cell_x(a), y, st);
      w.line(cell_x(a), y, end == static_cast<double>((r + 1) * kPerRow) ? x0 + kPerRow * cell : cell_x(end), y, st);
      first = false;
      a = end;
    }
  };
  if (period) {
    w.open_group("period");
    // The look rules count cells from N = 1 (the cell of N spans [N−1, N)).
    const std::uint64_t start = *d.period_start + 1 - std::min<std::uint64_t>(d.first, 1);
    if (start > 0) segments(0, std::min(preperiod_end(start), static_cast<double>(count)), 4, {p.unknown, 2}, false);
    for (std::uint64_t st = start; st < count; st += *d.period_length) {
      const CellSpan sp = period_span(st, *d.period_length, count);
      segments(sp.from, sp.to, 12, {p.highlight, 2}, true);
    }
    w.close_group();
  }
  title_band(w, kWidth, d.title, p);
  return w.finish();
}

// ------------------------------------------------------------------ the value chart

std::string chart_svg(const ChartDrawing& d, const SvgPalette& p) {
  constexpr double kFont = 22, kChartH = 420;
  const double top = kTitleH + 24, H = top + kChartH + 60;
  Writer w(kWidth, H, p.background, d.title);
  const double cx0 = kMargin, cx1 = kWidth - kMargin, cy0 = top, cy1 = top + kChartH;
  w.rect(cx0, cy0, cx1 - cx0, cy1 - cy0, p.panel, 4);
  const double gutter = estimated_text_width("W", kFont) + 16;
  const ChartBox box{cx0 + gutter, cx1 - 8, (cy0 + cy1) / 2, kChartH / 2 - 3, kFont};
  w.text(cx0 + 6, cy0 + kFont * 0.7, d.axis_win, p.win, kFont, Anchor::Start, "axis");
  w.text(cx0 + 6, box.mid, d.axis_draw, p.draw, kFont, Anchor::Start, "axis");
  w.text(cx0 + 6, cy1 - kFont * 0.7, d.axis_lose, p.lose, kFont, Anchor::Start, "axis");
  w.line(box.x0, box.mid, box.x1, box.mid, {p.text_muted, 1});
  const ChartLayout lay = value_chart_layout(d.values, d.horizon, box);
  if (lay.points.empty() || !d.empty_text.empty()) {
    w.text(box.x0 + 12, box.mid - kFont, d.empty_text, p.text_muted, kFont, Anchor::Start, "empty");
    title_band(w, kWidth, d.title, p);
    return w.finish();
  }
  if (d.cursor > 0) {
    const double x = box.x0 + (static_cast<double>(d.cursor) - 0.5) * lay.dx;
    w.line(x, cy0 + 2, x, cy1 - 2, {p.highlight, 2, 0.7});
  }
  for (std::size_t i = 1; i < lay.points.size(); ++i) {
    const ChartPoint &a = lay.points[i - 1], &b = lay.points[i];
    if (a.known && b.known) w.line(a.x, a.y, b.x, b.y, {p.text, 1.5, i < d.cursor ? 0.45 : 0.18});
  }
  const double r = lay.r;
  for (std::size_t i = 0; i < lay.points.size(); ++i) {
    const ChartPoint& c = lay.points[i];
    const double alpha = i < d.cursor ? 1.0 : 0.4;
    w.open_group("point", "ply", std::to_string(i + 1));
    // The shape is the second cue besides the colour: ▲ win, ▼ lose, ◆ draw.
    const svg::Rgb fill = p.fill(c.outcome);
    if (!c.known) {
      w.ring(c.x, c.y, r * 0.7, {fill, 1.5, alpha});
    } else if (c.outcome == Outcome::Win) {
      const svg::Point tri[] = {{c.x, c.y - r * 1.15}, {c.x + r, c.y + r * 0.7}, {c.x - r, c.y + r * 0.7}};
      w.polygon(tri, fill, alpha);
    } else if (c.outcome == Outcome::Lose) {
      const svg::Point tri[] = {{c.x, c.y + r * 1.15}, {c.x - r, c.y - r * 0.7}, {c.x + r, c.y - r * 0.7}};
      w.polygon(tri, fill, alpha);
    } else {
      const svg::Point dia[] = {{c.x, c.y - r}, {c.x + r, c.y}, {c.x, c.y + r}, {c.x - r, c.y}};
      w.polygon(dia, fill, alpha);
    }
    if (c.blunder) w.ring(c.x, c.y, r + 3, {p.text, 2});
    if (c.known && c.outcome != Outcome::Draw && !remoteness_pending(c.remoteness) && lay.dx >= 1.25 * kFont)
      w.text(c.x + r + (c.blunder ? 6 : 2), c.y, std::to_string(c.remoteness), i < d.cursor ? p.text : p.text_muted,
             0.75 * kFont, Anchor::Start, "remoteness");
    // The move under its column, where the column is wide enough.
    if (i < d.moves.size() && estimated_text_width(d.moves[i], 16) <= lay.dx - 2)
      w.text(c.x, cy1 + 18, d.moves[i], p.text_muted, 16, Anchor::Middle, "move");
    w.close_group();
  }
  title_band(w, kWidth, d.title, p);
  return w.finish();
}

}  // namespace gtl::model
