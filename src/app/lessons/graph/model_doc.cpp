#include "app/lessons/graph/model_doc.hpp"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <utility>

#include "core/retrograde.hpp"
#include "model/base64url.hpp"

namespace gtl::model {

namespace gg = game_graph;

namespace {

Refusal refuse(const char* key, std::vector<std::string> args = {}) { return {key, std::move(args)}; }

json::Value number(double v) {
  json::Value out;
  out.type = json::Value::Type::Number;
  out.number = v;
  if (v == std::floor(v) && std::fabs(v) < 1e15) out.integer = static_cast<std::int64_t>(v);
  return out;
}

std::optional<double> number_field(const gg::Extra& extra, const char* key) {
  const auto it = extra.find(key);
  if (it == extra.end() || !it->second.is_number() || !std::isfinite(it->second.number)) return std::nullopt;
  return it->second.number;
}

// "a".."z", "aa".."az", "ba", ...: the n-th (0-based) in spreadsheet order.
std::string letters(std::size_t n) {
  std::string s;
  for (++n; n > 0; n = (n - 1) / 26) s.insert(s.begin(), static_cast<char>('a' + (n - 1) % 26));
  return s;
}

bool has_moves(const gg::GameGraph& g, std::uint32_t v) {
  return std::any_of(g.moves.begin(), g.moves.end(), [v](const gg::Move& m) { return m.from == v; });
}

std::optional<std::uint32_t> move_index(const gg::GameGraph& g, std::uint32_t from, std::uint32_t to) {
  for (std::size_t i = 0; i < g.moves.size(); ++i)
    if (g.moves[i].from == from && g.moves[i].to == to) return static_cast<std::uint32_t>(i);
  return std::nullopt;
}

EditResult check_id(const gg::GameGraph& g, std::string_view id) {
  if (id.empty()) return refuse("graph.err_id_empty");
  if (id.size() > gg::kMaxIdBytes) return refuse("graph.err_id_long", {std::to_string(gg::kMaxIdBytes)});
  if (g.find(id)) return refuse("graph.err_id_taken", {std::string(id)});
  return std::nullopt;
}

}  // namespace

GraphDocument::GraphDocument() {
  gg::GameGraph g;
  g.positions.push_back({"a", std::nullopt, std::nullopt, {}});
  set(std::move(g));
}

GraphDocument::GraphDocument(gg::GameGraph g) { set(std::move(g)); }

void GraphDocument::set(gg::GameGraph g) {
  graph_ = std::move(g);
  values_ = gg::solve(graph_);
  ++revision_;
}

std::optional<Point> GraphDocument::point(std::uint32_t v) const {
  if (v >= graph_.positions.size()) return std::nullopt;
  const gg::Extra& e = graph_.positions[v].extra;
  const auto x = number_field(e, "x"), y = number_field(e, "y");
  if (!x || !y) return std::nullopt;
  return Point{*x, *y};
}

std::string GraphDocument::next_id() const {
  for (std::size_t n = 0;; ++n) {
    std::string id = letters(n);
    if (!graph_.find(id)) return id;
  }
}

std::optional<std::uint32_t> GraphDocument::index_of(std::string_view id, Refusal& why) const {
  if (const auto v = graph_.find(id)) return v;
  why = refuse("graph.err_no_position", {std::string(id)});
  return std::nullopt;
}

EditResult GraphDocument::commit(gg::GameGraph next, const char* kind, std::uint32_t who) {
  if (std::string problem = gg::validate(next); !problem.empty()) return refuse("graph.err_invalid", {problem});
  const bool merge = *kind && last_kind_ == kind && last_who_ == who && !undo_.empty();
  if (!merge) {
    undo_.push_back(std::move(graph_));
    if (undo_.size() > kUndoDepth) undo_.erase(undo_.begin());
  }
  redo_.clear();
  last_kind_ = kind;
  last_who_ = who;
  set(std::move(next));
  return std::nullopt;
}

EditResult GraphDocument::add_position(std::string id, std::optional<std::string> label, std::optional<Point> at,
                                       std::string* made) {
  if (graph_.positions.size() >= gg::kMaxPositions)
    return refuse("graph.err_too_many_positions", {std::to_string(gg::kMaxPositions)});
  if (id.empty()) id = next_id();
  if (EditResult bad = check_id(graph_, id)) return bad;
  if (label && label->size() > gg::kMaxLabelBytes)
    return refuse("graph.err_label_long", {std::to_string(gg::kMaxLabelBytes)});
  gg::Node node{id, label && !label->empty() ? label : std::nullopt, std::nullopt, {}};
  if (at) {
    node.extra["x"] = number(std::round(at->x));
    node.extra["y"] = number(std::round(at->y));
  }
  gg::GameGraph next = graph_;
  next.positions.push_back(std::move(node));
  if (EditResult bad = commit(std::move(next))) return bad;
  if (made) *made = id;
  return std::nullopt;
}

EditResult GraphDocument::add_move(std::string_view from, std::string_view to) {
  Refusal why;
  const auto f = index_of(from, why);
  if (!f) return why;
  const auto t = index_of(to, why);
  if (!t) return why;
  if (move_index(graph_, *f, *t))
    return refuse("graph.err_move_exists", {std::string(from), std::string(to)});
  if (graph_.moves.size() >= gg::kMaxMoves) return refuse("graph.err_too_many_moves", {std::to_string(gg::kMaxMoves)});
  gg::GameGraph next = graph_;
  next.moves.push_back({*f, *t});
  next.positions[*f].terminal.reset();  // the game no longer ends at `from`
  return commit(std::move(next));
}

EditResult GraphDocument::remove_position(std::string_view id) {
  Refusal why;
  const auto v = index_of(id, why);
  if (!v) return why;
  gg::GameGraph next;
  next.extra = graph_.extra;
  for (std::uint32_t i = 0; i < graph_.positions.size(); ++i)
    if (i != *v) next.positions.push_back(graph_.positions[i]);
  const auto renumber = [&](std::uint32_t i) { return i > *v ? i - 1 : i; };
  for (const gg::Move& m : graph_.moves)
    if (m.from != *v && m.to != *v) next.moves.push_back({renumber(m.from), renumber(m.to)});
  next.start = graph_.start == *v ? 0 : renumber(graph_.start);
  return commit(std::move(next));
}

EditResult GraphDocument::remove_move(std::string_view from, std::string_view to) {
  Refusal why;
  const auto f = index_of(from, why);
  if (!f) return why;
  const auto t = index_of(to, why);
  if (!t) return why;
  const auto m = move_index(graph_, *f, *t);
  if (!m) return refuse("graph.err_no_move", {std::string(from), std::string(to)});
  gg::GameGraph next = graph_;
  next.moves.erase(next.moves.begin() + *m);
  return commit(std::move(next));
}

EditResult GraphDocument::rename(std::string_view id, std::string_view new_id) {
  Refusal why;
  const auto v = index_of(id, why);
  if (!v) return why;
  if (id == new_id) return std::nullopt;
  if (EditResult bad = check_id(graph_, new_id)) return bad;
  gg::GameGraph next = graph_;
  next.positions[*v].id = std::string(new_id);
  return commit(std::move(next));
}

EditResult GraphDocument::set_label(std::string_view id, std::string_view label) {
  Refusal why;
  const auto v = index_of(id, why);
  if (!v) return why;
  if (label.size() > gg::kMaxLabelBytes) return refuse("graph.err_label_long", {std::to_string(gg::kMaxLabelBytes)});
  gg::GameGraph next = graph_;
  if (label.empty()) next.positions[*v].label.reset();
  else next.positions[*v].label = std::string(label);
  return commit(std::move(next));
}

EditResult GraphDocument::set_terminal(std::string_view id, std::optional<gg::Terminal> terminal) {
  Refusal why;
  const auto v = index_of(id, why);
  if (!v) return why;
  if (terminal && has_moves(graph_, *v)) return refuse("graph.err_terminal_has_moves", {std::string(id)});
  gg::GameGraph next = graph_;
  next.positions[*v].terminal = terminal;
  return commit(std::move(next));
}

EditResult GraphDocument::set_start(std::string_view id) {
  Refusal why;
  const auto v = index_of(id, why);
  if (!v) return why;
  gg::GameGraph next = graph_;
  next.start = *v;
  return commit(std::move(next));
}

EditResult GraphDocument::move_to(std::string_view id, Point p, bool merge) {
  Refusal why;
  const auto v = index_of(id, why);
  if (!v) return why;
  if (!std::isfinite(p.x) || !std::isfinite(p.y)) return refuse("graph.err_point");
  gg::GameGraph next = graph_;
  next.positions[*v].extra["x"] = number(std::round(p.x));
  next.positions[*v].extra["y"] = number(std::round(p.y));
  return commit(std::move(next), merge ? "move_to" : "", *v);
}

EditResult GraphDocument::load_json(std::string_view text, std::string* warning) {
  gg::Parse p = gg::parse(text);
  if (!p.graph) return refuse("graph.err_load", {p.error});
  if (warning) *warning = p.warning;
  return commit(std::move(*p.graph));
}

EditResult GraphDocument::replace(gg::GameGraph g) { return commit(std::move(g)); }

EditResult GraphDocument::undo() {
  if (undo_.empty()) return refuse("graph.err_no_undo");
  redo_.push_back(std::move(graph_));
  gg::GameGraph back = std::move(undo_.back());
  undo_.pop_back();
  last_kind_.clear();
  set(std::move(back));
  return std::nullopt;
}

EditResult GraphDocument::redo() {
  if (redo_.empty()) return refuse("graph.err_no_redo");
  undo_.push_back(std::move(graph_));
  gg::GameGraph again = std::move(redo_.back());
  redo_.pop_back();
  last_kind_.clear();
  set(std::move(again));
  return std::nullopt;
}

std::vector<Point> layout_points(const GraphDocument& doc, double w, double h) {
  const std::size_t n = doc.graph().positions.size();
  std::vector<Point> out(n);
  std::size_t missing = 0;
  for (std::uint32_t v = 0; v < n; ++v)
    if (!doc.point(v)) ++missing;
  const double r = std::max(1.0, std::min(w, h) * 0.38);
  std::size_t k = 0;
  for (std::uint32_t v = 0; v < n; ++v) {
    if (const auto p = doc.point(v)) {
      out[v] = *p;
      continue;
    }
    const double a = 2 * std::numbers::pi * static_cast<double>(k++) / static_cast<double>(missing) - std::numbers::pi / 2;
    out[v] = {w / 2 + r * std::cos(a), h / 2 + r * std::sin(a)};
  }
  return out;
}

std::string graph_link_payload(const gg::GameGraph& g) { return base64url_encode(gg::to_json(g)); }

std::optional<std::string> graph_link_json(std::string_view payload) {
  if (payload.size() > kMaxGraphLinkChars) return std::nullopt;
  return base64url_decode(payload);
}

std::string value_badge(Solution s) {
  switch (s.outcome) {
    case Outcome::Win: return "W " + std::to_string(s.remoteness);
    case Outcome::Lose: return "L " + std::to_string(s.remoteness);
    case Outcome::Draw:
      return draw_kind(s) == DrawKind::Infinite ? std::string("D \u221e") : "D " + std::to_string(s.remoteness);
    default: return "?";
  }
}

}  // namespace gtl::model
