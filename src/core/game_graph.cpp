#include "core/game_graph.hpp"

#include <algorithm>
#include <cstdio>
#include <unordered_map>
#include <unordered_set>

#include "core/quantity_text.hpp"

namespace gtl::game_graph {

namespace {

// ---- Messages (shared by parse and validate) --------------------------------

// An id or other text from the input, quoted as JSON (control characters
// escaped), cut to kMaxIdBytes at a character boundary so a hostile id cannot
// make a message unbounded.
std::string quoted(std::string_view s) {
  if (s.size() <= kMaxIdBytes) return json::escape(s);
  std::size_t cut = kMaxIdBytes;
  while (cut > 0 && (static_cast<unsigned char>(s[cut]) & 0xC0) == 0x80) --cut;
  return json::escape(std::string(s.substr(0, cut)) + "\u2026");
}

std::string nth(std::string_view what, std::size_t index) { return std::string(what) + " " + std::to_string(index + 1); }

std::string too_many_positions(std::size_t n) {
  return "the game graph has " + text::grouped(n) + " positions, more than the limit of " +
         text::grouped(kMaxPositions);
}
std::string too_many_moves(std::size_t n) {
  return "the game graph has " + text::grouped(n) + " moves, more than the limit of " + text::grouped(kMaxMoves);
}
std::string no_id(std::size_t i) { return nth("position", i) + " has no \"id\" (a non-empty string)"; }
std::string id_too_long(std::size_t i) {
  return nth("position", i) + " has an id longer than " + std::to_string(kMaxIdBytes) + " bytes";
}
std::string duplicate_id(std::size_t i, std::string_view id, std::size_t earlier) {
  return nth("position", i) + " has the id " + quoted(id) + ", which " + nth("position", earlier) + " already has";
}
std::string label_too_long(std::string_view id) {
  return "position " + quoted(id) + " has a label longer than " + std::to_string(kMaxLabelBytes) + " bytes";
}
std::string terminal_with_moves(std::string_view id) {
  return "position " + quoted(id) + " has moves, so it cannot have a \"terminal\" (only a position without moves ends the game)";
}

constexpr std::string_view word(Terminal t) { return t == Terminal::Win ? "win" : "lose"; }

// ---- Writing ----------------------------------------------------------------

// A kept value, compactly. Whole numbers stay whole; other numbers get the 17
// digits that read back as the same double.
void write_value(json::Writer& w, const json::Value& v) {
  switch (v.type) {
    case json::Value::Type::Null: w.null(); break;
    case json::Value::Type::Bool: w.value(v.boolean); break;
    case json::Value::Type::Number:
      if (v.integer) {
        w.value(*v.integer);
      } else {
        char buf[32];
        std::snprintf(buf, sizeof buf, "%.17g", v.number);
        w.raw(buf);
      }
      break;
    case json::Value::Type::String: w.value(v.string); break;
    case json::Value::Type::Array:
      w.begin_array();
      for (const json::Value& e : v.array) write_value(w, e);
      w.end_array();
      break;
    case json::Value::Type::Object:
      w.begin_object();
      for (const auto& [k, e] : v.object) {
        w.key(k);
        write_value(w, e);
      }
      w.end_object();
      break;
  }
}

void append_extra(std::string& out, const Extra& extra, std::string_view separator) {
  for (const auto& [k, v] : extra) {
    json::Writer w;
    write_value(w, v);
    out += separator;
    out += json::escape(k);
    out += ": ";
    out += w.str();
  }
}

// Inside a DOT "..." string: quotes and backslashes escaped, a line break as \n.
std::string dot_text(std::string_view s) {
  std::string out;
  for (const char c : s) {
    if (c == '"' || c == '\\') {
      out += '\\';
      out += c;
    } else if (c == '\n') {
      out += "\\n";
    } else if (static_cast<unsigned char>(c) < 0x20) {
      out += ' ';
    } else {
      out += c;
    }
  }
  return out;
}

std::uint64_t key(Move m) { return std::uint64_t{m.from} << 32 | m.to; }

// A position's fields besides its id (already read into `node`): its label,
// terminal and the fields this version keeps without reading. "" or the error.
std::string read_position(const json::Value& p, Node& node) {
  if (const json::Value* label = p.find("label")) {
    if (!label->is_string()) return "position " + quoted(node.id) + " has a \"label\" that is not a string";
    if (label->string.size() > kMaxLabelBytes) return label_too_long(node.id);
    node.label = label->string;
  }
  if (const json::Value* t = p.find("terminal")) {
    if (!t->is_string()) return "position " + quoted(node.id) + " has a \"terminal\" that is not \"win\" or \"lose\"";
    if (t->string == "win") {
      node.terminal = Terminal::Win;
    } else if (t->string == "lose") {
      node.terminal = Terminal::Lose;
    } else {
      return "position " + quoted(node.id) + " has the terminal " + quoted(t->string) + ", which is neither \"win\" nor \"lose\"";
    }
  }
  for (const auto& [k, v] : p.object)
    if (k != "id" && k != "label" && k != "terminal") node.extra.emplace(k, v);
  return "";
}

}  // namespace

std::optional<std::uint32_t> GameGraph::find(std::string_view id) const {
  for (std::size_t i = 0; i < positions.size(); ++i)
    if (positions[i].id == id) return static_cast<std::uint32_t>(i);
  return std::nullopt;
}

Outcome GameGraph::terminal_outcome(std::uint32_t v) const {
  return positions[v].terminal == Terminal::Win ? Outcome::Win : Outcome::Lose;
}

// ---- Parsing ----------------------------------------------------------------

Parse parse(std::string_view json_text) {
  const auto fail = [](std::string message) { return Parse{std::nullopt, std::move(message), ""}; };
  if (json_text.size() > kMaxJsonBytes)
    return fail("the game graph is larger than " + std::to_string(kMaxJsonBytes >> 20) + " MiB");
  const json::ParseResult parsed = json::parse(json_text);
  if (!parsed.value) return fail("the game graph is not valid JSON (" + parsed.error + ")");
  const json::Value& root = *parsed.value;
  if (!root.is_object())
    return fail("a game graph must be a JSON object with \"start\", \"positions\" and \"moves\"");

  GameGraph g;
  for (const auto& [k, v] : root.object)
    if (k != "start" && k != "positions" && k != "moves") g.extra.emplace(k, v);
  const json::Value* positions = root.find("positions");
  if (!positions || !positions->is_array())
    return fail("\"positions\" must be a list of positions such as {\"id\": \"a\"}");
  const json::Value* start = root.find("start");
  // The empty graph (a drawing not begun) has no start to name.
  if (positions->array.empty() && (!start || start->is_null())) start = nullptr;
  else if (!start) return fail("the game graph has no \"start\" (the id of the position play begins at)");
  else if (!start->is_string()) return fail("\"start\" must be the id of a position, as a string");
  const json::Value* moves = root.find("moves");
  if (!moves || !moves->is_array()) return fail("\"moves\" must be a list of moves such as [\"a\", \"b\"]");
  if (positions->array.size() > kMaxPositions) return fail(too_many_positions(positions->array.size()));
  if (moves->array.size() > kMaxMoves) return fail(too_many_moves(moves->array.size()));

  // The views point into `root`, which outlives the map.
  std::unordered_map<std::string_view, std::uint32_t> index;
  index.reserve(positions->array.size());
  g.positions.reserve(positions->array.size());
  for (std::size_t i = 0; i < positions->array.size(); ++i) {
    const json::Value& p = positions->array[i];
    if (!p.is_object()) return fail(nth("position", i) + " must be an object such as {\"id\": \"a\"}");
    const json::Value* id = p.find("id");
    if (!id || !id->is_string() || id->string.empty()) return fail(no_id(i));
    if (id->string.size() > kMaxIdBytes) return fail(id_too_long(i));
    const auto [at, fresh] = index.emplace(id->string, static_cast<std::uint32_t>(i));
    if (!fresh) return fail(duplicate_id(i, id->string, at->second));
    Node node;
    node.id = id->string;
    if (std::string bad = read_position(p, node); !bad.empty()) return fail(std::move(bad));
    g.positions.push_back(std::move(node));
  }

  std::unordered_set<std::uint64_t> seen;
  seen.reserve(moves->array.size());
  std::size_t repeats = 0;
  for (std::size_t i = 0; i < moves->array.size(); ++i) {
    const json::Value& m = moves->array[i];
    if (!m.is_array() || m.array.size() != 2 || !m.array[0].is_string() || !m.array[1].is_string())
      return fail(nth("move", i) + " must be a pair of position ids such as [\"a\", \"b\"]");
    const auto from = index.find(m.array[0].string);
    if (from == index.end())
      return fail(nth("move", i) + " comes from " + quoted(m.array[0].string) + ", which is not a position");
    const auto to = index.find(m.array[1].string);
    if (to == index.end())
      return fail(nth("move", i) + " goes to " + quoted(m.array[1].string) + ", which is not a position");
    const Move move{from->second, to->second};
    if (seen.insert(key(move)).second) g.moves.push_back(move);
    else ++repeats;
  }

  if (start) {
    const auto s = index.find(start->string);
    if (s == index.end()) return fail("the start " + quoted(start->string) + " is not a position");
    g.start = s->second;
  }
  // The first position in the list that has both (not the first move's).
  std::vector<bool> has_moves(g.positions.size(), false);
  for (const Move& m : g.moves) has_moves[m.from] = true;
  for (std::size_t i = 0; i < g.positions.size(); ++i)
    if (has_moves[i] && g.positions[i].terminal) return fail(terminal_with_moves(g.positions[i].id));

  Parse out{std::move(g), "", ""};
  if (repeats == 1) out.warning = "1 move repeats an earlier one and counts once";
  if (repeats > 1) out.warning = text::grouped(repeats) + " moves repeat earlier ones and count once each";
  return out;
}

std::string validate(const GameGraph& g) {
  if (g.positions.size() > kMaxPositions) return too_many_positions(g.positions.size());
  if (g.moves.size() > kMaxMoves) return too_many_moves(g.moves.size());
  std::unordered_map<std::string_view, std::size_t> index;
  index.reserve(g.positions.size());
  for (std::size_t i = 0; i < g.positions.size(); ++i) {
    const Node& p = g.positions[i];
    if (p.id.empty()) return no_id(i);
    if (p.id.size() > kMaxIdBytes) return id_too_long(i);
    const auto [at, fresh] = index.emplace(p.id, i);
    if (!fresh) return duplicate_id(i, p.id, at->second);
    if (p.label && p.label->size() > kMaxLabelBytes) return label_too_long(p.id);
  }
  if (g.start >= g.positions.size() && !(g.positions.empty() && g.start == 0))
    return "the start (position " + std::to_string(std::size_t{g.start} + 1) + ") is not a position; there are " +
           text::grouped(g.positions.size());
  std::unordered_map<std::uint64_t, std::size_t> seen;
  seen.reserve(g.moves.size());
  std::vector<bool> has_moves(g.positions.size(), false);
  for (std::size_t i = 0; i < g.moves.size(); ++i) {
    const Move m = g.moves[i];
    if (m.from >= g.positions.size() || m.to >= g.positions.size())
      return nth("move", i) + " joins position " + std::to_string(std::size_t{m.from} + 1) + " to position " +
             std::to_string(std::size_t{m.to} + 1) + ", but there are only " + text::grouped(g.positions.size());
    const auto [at, fresh] = seen.emplace(key(m), i);
    if (!fresh) return nth("move", i) + " repeats " + nth("move", at->second);
    has_moves[m.from] = true;
  }
  for (std::size_t i = 0; i < g.positions.size(); ++i)
    if (has_moves[i] && g.positions[i].terminal) return terminal_with_moves(g.positions[i].id);
  return "";
}

// ---- Serialising ------------------------------------------------------------

std::string to_json(const GameGraph& g) {
  std::string out = g.positions.empty() ? std::string("{\n  \"positions\": [")
                                         : "{\n  \"start\": " + json::escape(g.positions[g.start].id) + ",\n  \"positions\": [";
  for (std::size_t i = 0; i < g.positions.size(); ++i) {
    const Node& p = g.positions[i];
    out += i ? ",\n    " : "\n    ";
    out += "{\"id\": " + json::escape(p.id);
    if (p.label) out += ", \"label\": " + json::escape(*p.label);
    if (p.terminal) out += ", \"terminal\": " + json::escape(word(*p.terminal));
    append_extra(out, p.extra, ", ");
    out += '}';
  }
  out += g.positions.empty() ? "],\n  \"moves\": [" : "\n  ],\n  \"moves\": [";
  for (std::size_t i = 0; i < g.moves.size(); ++i) {
    out += i ? ",\n    [" : "\n    [";
    out += json::escape(g.positions[g.moves[i].from].id) + ", " + json::escape(g.positions[g.moves[i].to].id) + ']';
  }
  out += g.moves.empty() ? "]" : "\n  ]";
  append_extra(out, g.extra, ",\n  ");
  out += "\n}\n";
  return out;
}

std::string to_dot(const GameGraph& g, std::span<const Solution> values) {
  const bool solved = values.size() == g.positions.size();
  std::string out = "digraph game {\n  node [shape=ellipse, style=filled, fillcolor=\"white\"];\n";
  for (std::size_t i = 0; i < g.positions.size(); ++i) {
    out += "  n" + std::to_string(i) + " [label=\"" + dot_text(g.positions[i].text());
    if (solved) {
      const Solution v = values[i];
      out += "\\n";
      out += letter(v.outcome);
      out += draw_kind(v) == DrawKind::Infinite ? std::string(" \u221e") : " " + std::to_string(v.remoteness);
      out += "\"";
      switch (v.outcome) {
        case Outcome::Win: out += ", fillcolor=\"#b8e0a8\""; break;
        case Outcome::Lose: out += ", fillcolor=\"#f4b0a0\""; break;
        default: out += ", fillcolor=\"#d9d9d9\""; break;
      }
    } else {
      out += "\"";
    }
    if (i == g.start) out += ", peripheries=2";
    out += "];\n";
  }
  for (const Move& m : g.moves) out += "  n" + std::to_string(m.from) + " -> n" + std::to_string(m.to) + ";\n";
  out += "}\n";
  return out;
}

// ---- Solving ----------------------------------------------------------------

ExplicitGraph explicit_graph(const GameGraph& g) {
  const std::size_t n = g.positions.size();
  ExplicitGraph out;
  out.first.assign(n + 1, 0);
  for (const Move& m : g.moves) ++out.first[m.from + 1];
  for (std::size_t v = 1; v <= n; ++v) out.first[v] += out.first[v - 1];
  out.next.resize(g.moves.size());
  std::vector<std::uint32_t> cursor(out.first.begin(), out.first.end() - 1);
  for (const Move& m : g.moves) out.next[cursor[m.from]++] = m.to;  // each row in the order given
  out.terminal.resize(n, Outcome::Unknown);
  for (std::uint32_t v = 0; v < n; ++v)
    if (out.first[v] == out.first[v + 1]) out.terminal[v] = g.terminal_outcome(v);
  return out;
}

std::vector<Solution> solve(const GameGraph& g) { return solve_retrograde(explicit_graph(g)); }

// ---- The built-in loopy lesson ----------------------------------------------

GameGraph add_back_game(int top) {
  top = std::clamp(top, 1, static_cast<int>(kMaxPositions) - 1);
  GameGraph g;
  for (int n = 0; n <= top; ++n)
    g.positions.push_back({std::to_string(n), std::to_string(n) + (n == 1 ? " counter" : " counters"), {}, {}});
  const auto at = [](int n) { return static_cast<std::uint32_t>(n); };
  for (int n = 1; n <= top; ++n) {
    g.moves.push_back({at(n), at(n - 1)});                   // take 1
    if (n >= 2) g.moves.push_back({at(n), at(n - 2)});       // take 2
    if (n < top) g.moves.push_back({at(n), at(n + 1)});      // add 1 back
  }
  g.start = at(top);
  return g;
}

}  // namespace gtl::game_graph
