#include "app/lessons/graph/lesson.hpp"

#include <algorithm>

#include "app/kit/settings.hpp"
#include "core/game_graph.hpp"
#include "core/retrograde.hpp"
#include "model/a11y_tree.hpp"

namespace gtl::app {

using i18n::tr;
using i18n::tr_fmt;
namespace gg = game_graph;

namespace {

const char* side_key(std::size_t side) { return side % 2 == 0 ? "player.first_generic" : "player.second_generic"; }

// The five-node example, W, L and D at once: d has no move (L 0), so c wins
// (W 1); b may go to c (a win for the opponent) or back to a, and a only to
// b: a and b draw by going round for ever, and e, whose one move enters the
// cycle, draws too.
gg::GameGraph cycle_example() {
  model::GraphDocument d;
  const model::Point at[] = {{90, 150}, {240, 60}, {390, 150}, {540, 60}, {240, 230}};
  d.move_to("a", at[0]);
  for (int i = 1; i < 5; ++i) d.add_position("", std::nullopt, at[i]);
  for (const auto& [f, t] : {std::pair{"a", "b"}, {"b", "a"}, {"b", "c"}, {"c", "d"}, {"e", "a"}})
    d.add_move(f, t);
  return d.graph();
}

// A small acyclic game, worked out by hand: a -> b, c; b -> d, e; c -> e; d -> e.
gg::GameGraph dag_example() {
  model::GraphDocument d;
  const model::Point at[] = {{300, 50}, {180, 130}, {420, 130}, {120, 220}, {300, 220}};
  d.move_to("a", at[0]);
  for (int i = 1; i < 5; ++i) d.add_position("", std::nullopt, at[i]);
  for (const auto& [f, t] : {std::pair{"a", "b"}, {"a", "c"}, {"b", "d"}, {"b", "e"}, {"c", "e"}, {"d", "e"}})
    d.add_move(f, t);
  return d.graph();
}

// The add-back game on 0..5, laid out in a zigzag row; the pile's size (the
// id) is what each disc shows, so the labels ("3 counters") are left out.
gg::GameGraph addback_example() {
  gg::GameGraph g = gg::add_back_game(5);
  for (gg::Node& n : g.positions) n.label.reset();
  model::GraphDocument d(g);
  for (std::uint32_t v = 0; v < g.positions.size(); ++v)
    d.move_to(g.positions[v].id, {60.0 + 110.0 * v, v % 2 ? 55.0 : 125.0});
  return d.graph();
}

std::string format_refusal(const model::Refusal& r) {
  const char* pattern = tr(r.key);
  const auto& a = r.args;
  switch (a.size()) {
    case 0: return pattern;
    case 1: return i18n::format(pattern, {a[0]});
    case 2: return i18n::format(pattern, {a[0], a[1]});
    default: return i18n::format(pattern, {a[0], a[1], a[2]});
  }
}

}  // namespace

// ------------------------------------------------------------------ the document

GraphLesson::GraphLesson(const LessonContext& context, Flavour flavour)
    : settings_(context.settings), values_(context.values), flavour_(flavour) {
  load_example(flavour == Flavour::Loopy ? 1 : 0);
  error_.clear();
}

GraphLesson::~GraphLesson() = default;

std::span<const i18n::Entry> GraphLesson::strings(i18n::Lang lang) const {
  if (flavour_ == Flavour::Loopy) return lang == i18n::Lang::Zh ? graph_words::loopy_zh() : graph_words::loopy_en();
  return lang == i18n::Lang::Zh ? graph_words::zh() : graph_words::en();
}

std::string GraphLesson::sentence(const model::Refusal& r) const { return format_refusal(r); }

bool GraphLesson::edit(const model::EditResult& r) {
  if (r) {
    error_ = sentence(*r);
    return false;
  }
  error_.clear();
  timeline_.clear();
  if (selected_ && *selected_ >= doc_.graph().positions.size()) selected_.reset();
  if (selected_move_) {
    const auto& m = doc_.graph().moves;
    if (std::find(m.begin(), m.end(), gg::Move{selected_move_->first, selected_move_->second}) == m.end())
      selected_move_.reset();
  }
  if (induction_ >= 0) induction_ = std::min<std::int64_t>(induction_, static_cast<std::int64_t>(retro_steps().size()));
  return true;
}

void GraphLesson::load_example(int which) {
  selected_.reset();
  selected_move_.reset();
  induction_ = -1;
  view_fit_.valid = false;
  // "Empty": no position yet; the first one drawn is the start.
  edit(doc_.replace(which == 3 ? gg::GameGraph{}
                    : which == 1 ? addback_example()
                    : which == 2 ? dag_example()
                                 : cycle_example()));
}

std::uint32_t GraphLesson::current() const {
  std::uint32_t v = doc_.graph().start;
  for (const std::int64_t m : timeline_.line()) v = static_cast<std::uint32_t>(m);
  return v;
}

bool GraphLesson::game_over() const {
  const std::uint32_t v = current();
  const auto& m = doc_.graph().moves;
  return std::none_of(m.begin(), m.end(), [v](const gg::Move& x) { return x.from == v; });
}

std::optional<std::uint32_t> GraphLesson::best_move() const {
  const std::uint32_t v = current();
  std::optional<std::uint32_t> best;
  for (const gg::Move& m : doc_.graph().moves)
    if (m.from == v && (!best || better_child(doc_.values()[m.to], doc_.values()[*best]))) best = m.to;
  return best;
}

bool GraphLesson::play(std::int64_t move, std::string& error) {
  const std::uint32_t v = current();
  const auto& m = doc_.graph().moves;
  const bool legal = move >= 0 && std::any_of(m.begin(), m.end(), [&](const gg::Move& x) {
                       return x.from == v && x.to == static_cast<std::uint64_t>(move);
                     });
  if (doc_.graph().empty()) {
    error = tr("graph.err_empty_play");
    return false;
  }
  if (!legal) {
    error = tr_fmt("graph.err_move", move, text_of(v));
    return false;
  }
  timeline_.play(move);
  return true;
}

const std::vector<model::RetroStep>& GraphLesson::retro_steps() const {
  if (steps_rev_ != doc_.revision()) {
    steps_graph_ = gg::explicit_graph(doc_.graph());
    steps_ = model::retrograde_steps(steps_graph_);
    steps_rev_ = doc_.revision();
  }
  return steps_;
}

void GraphLesson::set_induction(std::int64_t step) {
  induction_ = step < 0 ? -1 : std::min<std::int64_t>(step, static_cast<std::int64_t>(retro_steps().size()));
}

std::vector<Solution> GraphLesson::shown_values() const {
  const std::size_t n = doc_.graph().positions.size();
  if (induction_ >= 0) {
    std::vector<Solution> out(n);
    const auto& steps = retro_steps();
    for (std::int64_t i = 0; i < induction_; ++i) out[steps[static_cast<std::size_t>(i)].position] = steps[static_cast<std::size_t>(i)].value;
    return out;
  }
  if (settings_.outcomes_hidden()) return std::vector<Solution>(n);
  return doc_.values();
}

std::string GraphLesson::induction_caption() const {
  if (induction_ < 0) return {};
  if (induction_ == 0) return tr("graph.ind_ready");
  const model::RetroStep& s = retro_steps()[static_cast<std::size_t>(induction_ - 1)];
  const std::string v = text_of(s.position);
  const std::string via = s.via == model::kNoPosition ? std::string() : text_of(s.via);
  switch (s.rule) {
    case model::RetroRule::Terminal:
      return tr_fmt(s.value.outcome == Outcome::Win    ? "graph.r_terminal_win"
                    : s.value.outcome == Outcome::Draw ? "graph.r_terminal_tie"
                                                       : "graph.r_terminal_lose",
                    v);
    case model::RetroRule::MoveToLose: return tr_fmt("graph.r_move_to_lose", v, via);
    case model::RetroRule::AllMovesWin: return tr_fmt("graph.r_all_win", v, via);
    case model::RetroRule::TieReached: return tr_fmt("graph.r_tie", v, via);
    case model::RetroRule::InfinitePlay: return tr_fmt("graph.r_infinite", v);
  }
  return {};
}

std::string GraphLesson::title() const {
  if (flavour_ == Flavour::Loopy) return tr("loopy.name");
  return tr_fmt("graph.title_fmt", doc_.graph().positions.size(), doc_.graph().moves.size());
}

// ------------------------------------------------------------------ automation

void GraphLesson::register_edits(Automation& a, const std::string& p) {
  register_shape_edits(a, p);
  register_value_edits(a, p);
}

// Positions and moves: add, remove, rename.
void GraphLesson::register_shape_edits(Automation& a, const std::string& p) {
  const auto result = [this](bool ok) { return ok ? ActionResult::success() : ActionResult::failure(error_); };
  a.on(p + ".addNode", "{type:'" + p + ".addNode', id?, label?, x?, y?} — adds a position (id: the next free letter)",
       {Param::text("id").optional(), Param::text("label").optional(),
        Param::integer("x", -100'000, 100'000).optional(), Param::integer("y", -100'000, 100'000).optional()},
       [this, result](const Args& args) {
         // x and y come together (the one missing is the one named).
         if (args.has("x") != args.has("y"))
           return ActionResult::failure(std::string("field \"") + (args.has("x") ? "y" : "x") + "\" must be a whole number");
         std::optional<model::Point> at;
         if (args.has("x"))
           at = model::Point{static_cast<double>(args.integer("x")), static_cast<double>(args.integer("y"))};
         std::string made;
         const std::optional<std::string> label = args.has("label") ? std::optional(args.text("label")) : std::nullopt;
         if (!edit(doc_.add_position(args.text_or("id", ""), label, at, &made)))
           return result(false);
         selected_ = doc_.find(made);
         say(tr_fmt("graph.a11y.added", made));
         ActionResult r;
         r.data.emplace_back("id", json::escape(made));
         return r;
       });
  a.on(p + ".addMove", "{type:'" + p + ".addMove', from, to} — adds a move (an arrow)",
       {Param::text("from"), Param::text("to")},
       [this, result](const Args& args) {
         if (!edit(doc_.add_move(args.text("from"), args.text("to")))) return result(false);
         say(tr_fmt("graph.a11y.move_added", args.text("from"), args.text("to")));
         return ActionResult::success();
       });
  a.on(p + ".remove", "{type:'" + p + ".remove', id} or {from, to} — removes a position (with its moves) or a move",
       {Param::text("id").optional(), Param::text("from").optional(), Param::text("to").optional()},
       [this, result](const Args& args) {
         if (args.has("id")) {
           if (!edit(doc_.remove_position(args.text("id")))) return result(false);
           say(tr_fmt("graph.a11y.removed", args.text("id")));
           return ActionResult::success();
         }
         if (!args.has("from") || !args.has("to")) return ActionResult::failure(tr("graph.err_remove"));
         if (!edit(doc_.remove_move(args.text("from"), args.text("to")))) return result(false);
         say(tr_fmt("graph.a11y.move_removed", args.text("from"), args.text("to")));
         return ActionResult::success();
       });
  a.on(p + ".rename", "{type:'" + p + ".rename', id, to?, label?} — a new id and/or label",
       {Param::text("id"), Param::text("to").optional(), Param::text("label").optional()},
       [this, result](const Args& args) {
         const std::string& id = args.text("id");
         if (args.has("label") && !edit(doc_.set_label(id, args.text("label")))) return result(false);
         if (args.has("to") && !edit(doc_.rename(id, args.text("to")))) return result(false);
         return ActionResult::success();
       });
}

// Values, the start, the selection, and undo / redo.
void GraphLesson::register_value_edits(Automation& a, const std::string& p) {
  const auto result = [this](bool ok) { return ok ? ActionResult::success() : ActionResult::failure(error_); };
  a.on(p + ".terminal", "{type:'" + p + ".terminal', id, terminal:'win'|'lose'|'none'} — the value where there is no move",
       {Param::text("id"), Param::text("terminal")}, [this, result](const Args& args) {
         const std::string& t = args.text("terminal");
         if (t != "win" && t != "lose" && t != "none") return ActionResult::failure(tr_fmt("graph.err_terminal", t));
         const std::optional<gg::Terminal> term =
             t == "win" ? std::optional(gg::Terminal::Win) : t == "lose" ? std::optional(gg::Terminal::Lose) : std::nullopt;
         return result(edit(doc_.set_terminal(args.text("id"), term)));
       });
  a.on(p + ".start", "{type:'" + p + ".start', id} — play starts at this position", {Param::text("id")},
       [this, result](const Args& args) { return result(edit(doc_.set_start(args.text("id")))); });
  a.on(p + ".select", "{type:'" + p + ".select', id} — selects a position, as a click on its disc does",
       {Param::text("id")}, [this](const Args& args) {
         const auto found = doc_.find(args.text("id"));
         if (!found) return ActionResult::failure(tr_fmt("graph.err_no_position", args.text("id")));
         selected_ = found;
         selected_move_.reset();
         say(tr_fmt("graph.a11y.selected", args.text("id"), moves_words(*found)));
         return ActionResult::success();
       });
  a.on(p + ".undo", "{type:'" + p + ".undo'} — undoes the last edit", {},
       [this, result](const Args&) { return result(edit(doc_.undo())); });
  a.on(p + ".redo", "{type:'" + p + ".redo'} — redoes the last undone edit", {},
       [this, result](const Args&) { return result(edit(doc_.redo())); });
}

void GraphLesson::register_automation(Automation& a) {
  const std::string p(id());
  register_edits(a, p);
  a.on(p + ".load", "{type:'" + p + ".load', json} — replaces the graph by one in the JSON form (docs/teaching.md)",
       {Param::text("json")}, [this](const Args& args) {
         selected_.reset();
         selected_move_.reset();
         view_fit_.valid = false;
         if (!edit(doc_.load_json(args.text("json"), &warning_))) return ActionResult::failure(error_);
         induction_ = -1;
         return ActionResult::success();
       });
  a.on(p + ".example", "{type:'" + p + ".example', which:'cycle'|'addback'|'dag'|'empty'} — loads an example graph (empty: no position)",
       {Param::text("which")}, [this](const Args& args) {
         const std::string& which = args.text("which");
         if (which != "cycle" && which != "addback" && which != "dag" && which != "empty")
           return ActionResult::failure("\"which\" must be \"cycle\", \"addback\", \"dag\" or \"empty\"");
         load_example(which == "addback" ? 1 : which == "dag" ? 2 : which == "empty" ? 3 : 0);
         return ActionResult::success();
       });
  a.on(p + ".export", "{type:'" + p + ".export', format?:'json'|'dot'} — answers {text}: the graph as JSON or Graphviz DOT",
       {Param::text("format").optional()}, [this](const Args& args) {
         const std::string f = args.text_or("format", "json");
         if (f != "json" && f != "dot") return ActionResult::failure(tr_fmt("graph.err_format", f));
         ActionResult r;
         r.data.emplace_back("format", json::escape(f));
         r.data.emplace_back("text", json::escape(f == "dot" ? gg::to_dot(doc_.graph(), doc_.values()) : gg::to_json(doc_.graph())));
         return r;
       });
  a.on(p + ".induction", "{type:'" + p + ".induction', step} — shows the first `step` retrograde steps on the canvas (-1: off)",
       {Param::integer("step", -1, 1'000'000)}, [this](const Args& args) {
         set_induction(args.integer("step"));
         return ActionResult::success();
       });
  a.section(p, [this](json::Writer& w) { write_state(w); });
}

void GraphLesson::write_state(json::Writer& w) const {
  const gg::GameGraph& g = doc_.graph();
  w.begin_object();
  w.key("positions").value(static_cast<std::uint64_t>(g.positions.size()));
  w.key("moves").value(static_cast<std::uint64_t>(g.moves.size()));
  // The empty graph has neither (null).
  w.key("emptyHint").value(g.empty() ? tr("graph.empty_hint") : "");
  if (g.empty()) {
    w.key("start").null().key("current").null();
  } else {
    w.key("start").value(g.positions[g.start].id);
    w.key("current").value(g.positions[current()].id);
  }
  const bool hidden = settings_.outcomes_hidden();
  w.key("values").begin_object();
  for (std::uint32_t v = 0; v < g.positions.size(); ++v) {
    const Solution s = doc_.values()[v];
    w.key(g.positions[v].id).begin_object();
    if (hidden) {
      w.key("outcome").value("unknown").key("remoteness").null();
    } else {
      w.key("outcome").value(s.outcome == Outcome::Win ? "win" : s.outcome == Outcome::Lose ? "lose" : "draw");
      if (s.outcome == Outcome::Draw) {
        w.key("remoteness").null();
        w.key("draw").value(draw_kind(s) == DrawKind::Infinite ? "infinite" : "tie");
      } else {
        w.key("remoteness").value(static_cast<std::uint64_t>(s.remoteness));
      }
    }
    w.end_object();
  }
  w.end_object();
  w.key("error").value(error_);
  w.key("warning").value(warning_);
  w.key("selected").value(selected_ ? g.positions[*selected_].id : std::string());
  w.key("canUndo").value(doc_.can_undo());
  w.key("canRedo").value(doc_.can_redo());
  w.key("revision").value(doc_.revision());
  w.key("gameOver").value(game_over());
  w.key("loopy").value(model::reaches_cycle(gg::explicit_graph(g), g.start));
  w.key("induction").begin_object();
  w.key("step").value(induction_);
  w.key("steps").value(static_cast<std::uint64_t>(retro_steps().size()));
  w.key("caption").value(induction_caption());
  if (induction_ > 0) w.key("position").value(text_of(retro_steps()[static_cast<std::size_t>(induction_ - 1)].position));
  w.end_object();
  w.end_object();
}

// ------------------------------------------------------------------ tree, hooks, links

Lesson::TreeSource GraphLesson::tree_source() const {
  std::string key = std::string(id()) + ":" + i18n::code(i18n::lang()) + ":" + std::to_string(doc_.revision());
  if (doc_.graph().empty()) return {std::move(key), nullptr, tr("graph.tree_empty")};
  std::vector<std::string> labels;
  for (const gg::Node& n : doc_.graph().positions) labels.push_back(n.text());
  const std::string repeat = tr("graph.repeat");
  return {std::move(key), [labels = std::move(labels), repeat, g = gg::explicit_graph(doc_.graph()),
                           start = doc_.graph().start, values = doc_.values()] {
            model::GraphTreeOptions o;
            o.depth = kGraphTreeDepth;
            o.label = [&](std::uint32_t v) { return labels[v]; };
            o.repeat_label = [&](std::uint32_t v) { return i18n::format(repeat, {labels[v]}); };
            model::GraphTree t = model::graph_tree(g, start, values, o);
            return std::move(t.graph);
          }};
}

LessonHooks GraphLesson::hooks() {
  LessonHooks h;
  h.game_over = [this] { return game_over(); };
  h.best_move = [this]() -> std::optional<std::int64_t> {
    if (const auto m = best_move()) return static_cast<std::int64_t>(*m);
    return std::nullopt;
  };
  h.play = [this](std::int64_t m) {
    std::string err;
    return play(m, err);
  };
  h.side_name = [](int side) { return std::string(tr(side_key(static_cast<std::size_t>(side)))); };
  h.animating = [] { return false; };
  h.load_small = [this] { load_example(2); };
  h.verdict = [this] {
    const std::string p = tr(side_key(timeline_.cursor()));
    if (doc_.graph().empty()) return std::string(tr("graph.empty_title"));
    if (game_over()) return tr_fmt("graph.over", text_of(current()));
    const Solution s = doc_.values()[current()];
    const std::string to = text_of(*best_move());
    if (s.outcome == Outcome::Win) return tr_fmt("graph.verdict_win", p, to);
    if (s.outcome == Outcome::Lose) return tr_fmt("graph.verdict_lose", p);
    return tr_fmt("graph.verdict_draw", p, to);
  };
  return h;
}

std::string GraphLesson::check_link(const LinkArgs& args) const {
  if (std::optional<std::string> bad = args.unknown_key({"graph"})) return std::move(*bad);
  const std::string* payload = args.find("graph");
  if (!payload) return {};
  if (payload->size() > model::kMaxGraphLinkChars)
    return tr_fmt("graph.err_link_long", payload->size(), model::kMaxGraphLinkChars);
  const std::optional<std::string> json = model::graph_link_json(*payload);
  if (!json) return tr("graph.err_link_bad");
  const gg::Parse p = gg::parse(*json);
  if (!p.graph) return tr_fmt("graph.err_load", p.error);
  return {};
}

bool GraphLesson::open_link(const LinkArgs& args, std::string& error) {
  if (std::string bad = check_link(args); !bad.empty()) {
    error = bad;
    return false;
  }
  const std::string* payload = args.find("graph");
  if (!payload) {
    load_example(flavour_ == Flavour::Loopy ? 1 : 0);
    return true;
  }
  selected_.reset();
  selected_move_.reset();
  induction_ = -1;
  view_fit_.valid = false;
  if (!edit(doc_.load_json(*model::graph_link_json(*payload)))) {
    error = error_;
    return false;
  }
  return true;
}

LinkArgs GraphLesson::link_args() const {
  LinkArgs args;
  args.add("graph", model::graph_link_payload(doc_.graph()));
  return args;
}

// ------------------------------------------------------------------ export

std::string GraphLesson::picture_svg(const model::SvgPalette& palette) const {
  return model::graph_svg(model::graph_picture(doc_, points(), shown_values()), palette, title(), 26);
}

std::vector<model::Point> GraphLesson::points() const { return model::layout_points(doc_, 640, 260); }

std::vector<LessonDrawing> GraphLesson::drawings() {
  return {{"graph", "graph.export_graph", [this](const model::SvgPalette& p) { return picture_svg(p); }}};
}

}  // namespace gtl::app

namespace gtl::app {

// Autoplay of perfect play (the timeline's play button); a draw by infinite
// play would go on for ever, so it stops after kAutoplayLimit moves.
void GraphLesson::update(double seconds) {
  constexpr double kPause = 0.6;
  constexpr std::size_t kAutoplayLimit = 200;
  timeline_ui_.play_loop(seconds, settings_.anim_speed, false, kPause, [this] {
    const std::optional<std::uint32_t> best = best_move();
    if (!best || timeline_.cursor() >= kAutoplayLimit) return false;  // over, or a loop that never ends
    timeline_.play(*best);
    return true;
  });
}

// "its moves lead to A, B." / "it has no move.": what a position offers.
std::string GraphLesson::moves_words(std::uint32_t v) const {
  const gg::GameGraph& g = doc_.graph();
  std::string to;
  for (const gg::Move& m : g.moves) {
    if (m.from != v) continue;
    if (!to.empty()) to += ", ";
    to += g.positions[m.to].id;
  }
  return to.empty() ? std::string(tr("graph.a11y.no_moves")) : tr_fmt("graph.a11y.moves", to);
}

// The accessible twin's board: a cell per position, named with its value as
// shown ("not decided yet" while a mode hides it) and selected or not; Enter
// selects it, N adds a position, M a move from the selected one to it, Delete
// removes it. Each edit is said (said_). The moves in words: "move to C".
TwinBoard GraphLesson::twin_board() const {
  const gg::GameGraph& g = doc_.graph();
  const std::vector<Solution> shown = shown_values();
  TwinBoard b;
  const auto act = [](std::initializer_list<std::pair<const char*, std::string>> fields) {
    json::Writer w;
    w.begin_object();
    for (const auto& [k, v] : fields) w.key(k).value(v);
    w.end_object();
    return w.str();
  };
  const std::string p(id());
  for (std::uint32_t v = 0; v < g.positions.size(); ++v) {
    const std::string& pid = g.positions[v].id;
    const Solution& s = shown[v];
    TwinCell c{.key = "g" + pid,
               .name = tr_fmt("graph.a11y.node", pid, model::outcome_words(s.outcome, s.remoteness,
                                                                            draw_kind(s) == DrawKind::Infinite)),
               .item = "graph.node:" + pid, .action = act({{"type", p + ".select"}, {"id", pid}}), .value = pid,
               .pressed = selected_ == v ? 1 : 0};
    c.keys.emplace_back("n", act({{"type", p + ".addNode"}}));
    if (selected_) c.keys.emplace_back("m", act({{"type", p + ".addMove"}, {"from", g.positions[*selected_].id}, {"to", pid}}));
    c.keys.emplace_back("Delete", act({{"type", p + ".remove"}, {"id", pid}}));
    c.keys.emplace_back("Backspace", act({{"type", p + ".remove"}, {"id", pid}}));
    b.cells.push_back(std::move(c));
  }
  for (const auto m : timeline_.moves())
    if (m >= 0 && static_cast<std::size_t>(m) < g.positions.size())
      b.moves.push_back(tr_fmt("graph.a11y.move", g.positions[static_cast<std::size_t>(m)].id));
  b.said = said_;
  b.said_id = said_id_;
  return b;
}

// The positions one move away (their ids); the right ones leave the other
// player a lost position.
std::optional<ClassMoves> GraphLesson::class_moves() const {
  const auto& g = doc_.graph();
  if (g.empty() || game_over()) return std::nullopt;
  const std::uint32_t v = current();
  ClassMoves c;
  for (const gg::Move& m : g.moves) {
    const std::string& id = g.positions[m.to].id;
    if (m.from != v || std::find(c.options.begin(), c.options.end(), id) != c.options.end()) continue;
    c.options.push_back(id);
    if (doc_.values()[m.to].outcome == Outcome::Lose) c.right.push_back(id);
  }
  return c;
}

}  // namespace gtl::app
