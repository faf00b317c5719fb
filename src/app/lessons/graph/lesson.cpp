#include "app/lessons/graph/lesson.hpp"

#include <algorithm>

#include "app/settings.hpp"
#include "core/game_graph.hpp"
#include "core/retrograde.hpp"

namespace gtl::app {

using i18n::tr;
using i18n::tr_fmt;
namespace gg = game_graph;

namespace {

// The lesson's words. English first; the Chinese rows are kZh (scripts/cjk_chars.py
// collects their characters for the page's CJK font).
constexpr i18n::Entry kEn[] = {
    {"graph.name", "Game graph editor"},
    {"graph.title", "Your own game, loops allowed: positions are discs, moves are arrows. Every edit is solved at once."},
    {"graph.help", "Click empty space: a new position. Drag from one position to another: a move. Drag a position to empty space: it moves there. Click selects; Delete removes; double-click renames; right-click for more."},
    {"graph.examples", "Examples:"},
    {"graph.ex_cycle", "Five with a cycle"},
    {"graph.ex_addback", "Add-back game"},
    {"graph.ex_dag", "Small tree"},
    {"graph.ex_empty", "Empty"},
    {"graph.undo", "Undo"},
    {"graph.redo", "Redo"},
    {"graph.selected", "Position {0}"},
    {"graph.selected_move", "Move {0} → {1}"},
    {"graph.none_selected", "Nothing selected: click a position or an arrow."},
    {"graph.id", "Id"},
    {"graph.label", "Label"},
    {"graph.apply", "Apply"},
    {"graph.end_rule", "When there is no move:"},
    {"graph.t_normal", "no move loses (normal rule)"},
    {"graph.t_win", "the player to move has won"},
    {"graph.t_lose", "the player to move has lost"},
    {"graph.has_moves", "It has moves, so the game does not end here."},
    {"graph.set_start", "Start here"},
    {"graph.is_start", "Play starts here."},
    {"graph.remove", "Remove"},
    {"graph.json", "Import / export (JSON)"},
    {"graph.load", "Load"},
    {"graph.to_json", "Show JSON"},
    {"graph.to_dot", "Show DOT"},
    {"graph.summary", "{0} positions, {1} moves: {2} W, {3} L, {4} D"},
    {"graph.induction", "Retrograde analysis, step by step"},
    {"graph.ind_start", "Start"},
    {"graph.ind_back", "Back"},
    {"graph.ind_next", "Next"},
    {"graph.ind_all", "All"},
    {"graph.ind_stop", "Stop"},
    {"graph.ind_step", "Step {0} of {1}"},
    {"graph.ind_help", "Undecided positions show ? and how many of their moves are not yet known to lead to W. At 0 the position is L."},
    {"graph.ind_ready", "Nothing decided yet: the terminal positions come first."},
    {"graph.r_terminal_win", "{0} has no move, and the rules give the player to move the win: W 0."},
    {"graph.r_terminal_lose", "{0} has no move: the player to move loses, L 0."},
    {"graph.r_terminal_tie", "{0} has no move and ends level: D 0."},
    {"graph.r_move_to_lose", "{0} has a move to {1}, which is L: {0} is W."},
    {"graph.r_all_win", "{0}: its last undecided move, to {1}, leads to W, so every move does: {0} is L."},
    {"graph.r_tie", "{0} cannot win but can move to {1}, a tie: D."},
    {"graph.r_infinite", "Nothing more can be decided: {0} is D ∞, neither side can force a win, so play goes on forever."},
    {"graph.to_move", "At {0}, {1} to move"},
    {"graph.v_win", "W {0}: the player to move wins in {0} moves"},
    {"graph.v_lose", "L {0}: the player to move loses in {0} moves"},
    {"graph.v_draw", "D ∞: neither side can force a win, so play goes on forever"},
    {"graph.v_tie", "D {0}: a draw"},
    {"graph.over", "{0} has no move: the game is over."},
    {"graph.verdict_win", "Now {0} is winning: move to {1}."},
    {"graph.verdict_lose", "Now {0} is losing: every move leads to a winning position for the opponent."},
    {"graph.verdict_draw", "Now neither side can force a win: {0} keeps the draw by moving to {1}."},
    {"graph.title_fmt", "Game graph: {0} positions, {1} moves"},
    {"graph.export_graph", "The game graph"},
    {"graph.tree_dag", "The graph has no cycle from the start: the tree view shows it as it is."},
    {"graph.tree_unrolled", "The graph has a cycle: the tree view unrolls its lines {0} moves deep; ↺ marks a line back to a position already on it."},
    {"graph.repeat", "↺ {0} (repeat)"},
    {"graph.rename_title", "Rename position"},
    {"graph.ok", "OK"},
    {"graph.cancel", "Cancel"},
    {"graph.loaded", "Loaded: {0} positions, {1} moves."},
    {"graph.legend", "Blue arrows keep a win; orange arrows go round a draw by infinite play; the double ring is the start."},
    {"graph.err_no_position", "There is no position \"{0}\"."},
    {"graph.err_id_empty", "A position needs an id (1 to 64 bytes)."},
    {"graph.err_id_long", "An id may be at most {0} bytes long."},
    {"graph.err_id_taken", "There is already a position \"{0}\": pick another id."},
    {"graph.err_label_long", "A label may be at most {0} bytes long."},
    {"graph.err_move_exists", "The move {0} → {1} is already there."},
    {"graph.err_no_move", "There is no move {0} → {1}."},
    {"graph.err_too_many_positions", "A game graph holds at most {0} positions."},
    {"graph.err_too_many_moves", "A game graph holds at most {0} moves."},
    {"graph.err_terminal_has_moves", "\"{0}\" has moves, so the game does not end there: only a position without moves can be marked won or lost."},
    {"graph.err_empty_play", "The graph is empty: there is no move to play. Draw a position first."},
    {"graph.empty_title", "The graph is empty."},
    {"graph.empty_hint", "Click anywhere in the box to draw a position, or press Add a position. The first one is where play starts."},
    {"graph.add_position", "Add a position"},
    {"graph.tree_empty", "The graph is empty: draw a position above, and its game tree appears here."},
    {"graph.err_no_undo", "There is nothing to undo."},
    {"graph.err_no_redo", "There is nothing to redo."},
    {"graph.err_load", "The graph was not loaded ({0}); the current graph is kept."},
    {"graph.err_invalid", "That edit would break the graph ({0}); nothing changed."},
    {"graph.err_point", "A position's place must be two finite numbers."},
    {"graph.err_link_long", "The share link's graph is {0} characters long, more than the limit of {1}: export the JSON instead."},
    {"graph.err_link_bad", "The share link's \"graph\" is not a game graph in base64url."},
    {"graph.err_move", "{0} is not a move from {1}: a move is the number of the position it leads to."},
    {"graph.err_terminal", "A terminal must be \"win\", \"lose\" or \"none\", not \"{0}\"."},
    {"graph.err_format", "The export format must be \"json\" or \"dot\", not \"{0}\"."},
    {"graph.err_remove", "Give either the id of a position or the from and to of a move."},
};

// 简体中文 (kZh): the same keys as kEn.
constexpr i18n::Entry kZh[] = {
    {"graph.name", "博弈图编辑器"},
    {"graph.title", "自己设计博弈，允许循环：圆盘是局面，箭头是着法。每次修改都会立即求解。"},
    {"graph.help", "点击空白处：新建局面。从一个局面拖到另一个局面：新建着法。把局面拖到空白处：移动它。点击选中；Delete 删除；双击改名；右键打开更多选项。"},
    {"graph.examples", "示例："},
    {"graph.ex_cycle", "含环的五个局面"},
    {"graph.ex_addback", "可放回的取子游戏"},
    {"graph.ex_dag", "小博弈树"},
    {"graph.ex_empty", "清空"},
    {"graph.undo", "撤销"},
    {"graph.redo", "重做"},
    {"graph.selected", "局面 {0}"},
    {"graph.selected_move", "着法 {0} → {1}"},
    {"graph.none_selected", "未选中任何对象：请点击一个局面或一个箭头。"},
    {"graph.id", "编号"},
    {"graph.label", "标签"},
    {"graph.apply", "应用"},
    {"graph.end_rule", "无着法可走时："},
    {"graph.t_normal", "无着法者输（常规规则）"},
    {"graph.t_win", "走棋的一方已获胜"},
    {"graph.t_lose", "走棋的一方已失败"},
    {"graph.has_moves", "它有着法，所以游戏不会在这里结束。"},
    {"graph.set_start", "设为起点"},
    {"graph.is_start", "游戏从这里开始。"},
    {"graph.remove", "删除"},
    {"graph.json", "导入 / 导出（JSON）"},
    {"graph.load", "载入"},
    {"graph.to_json", "显示 JSON"},
    {"graph.to_dot", "显示 DOT"},
    {"graph.summary", "{0} 个局面，{1} 个着法：{2} 个必胜，{3} 个必败，{4} 个平局"},
    {"graph.induction", "逆向分析，逐步进行"},
    {"graph.ind_start", "开始"},
    {"graph.ind_back", "上一步"},
    {"graph.ind_next", "下一步"},
    {"graph.ind_all", "全部"},
    {"graph.ind_stop", "停止"},
    {"graph.ind_step", "第 {0} 步，共 {1} 步"},
    {"graph.ind_help", "未判定的局面显示“?”和一个计数：它还有几步着法尚未确定通向必胜局面。计数降到 0 时，该局面必败。"},
    {"graph.ind_ready", "尚未判定任何局面：先判定终止局面。"},
    {"graph.r_terminal_win", "{0} 无着法可走，按规则走棋的一方获胜：W 0。"},
    {"graph.r_terminal_lose", "{0} 无着法可走：走棋的一方输，L 0。"},
    {"graph.r_terminal_tie", "{0} 无着法可走，双方打平：D 0。"},
    {"graph.r_move_to_lose", "{0} 可以走到必败局面 {1}：{0} 必胜。"},
    {"graph.r_all_win", "{0}：最后一个未判定的着法（到 {1}）通向必胜局面，所以每个着法都是如此：{0} 必败。"},
    {"graph.r_tie", "{0} 无法获胜，但可以走到平局 {1}：平局。"},
    {"graph.r_infinite", "再也无法判定更多局面：{0} 是 D ∞，双方都无法强迫获胜，游戏将永远进行下去。"},
    {"graph.to_move", "在 {0}，轮到{1}走棋"},
    {"graph.v_win", "W {0}：走棋的一方在 {0} 步内获胜"},
    {"graph.v_lose", "L {0}：走棋的一方在 {0} 步后失败"},
    {"graph.v_draw", "D ∞：双方都无法强迫获胜，游戏将永远进行下去"},
    {"graph.v_tie", "D {0}：平局"},
    {"graph.over", "{0} 无着法可走：游戏结束。"},
    {"graph.verdict_win", "现在{0}必胜：走到 {1}。"},
    {"graph.verdict_lose", "现在{0}必败：每个着法都通向对手必胜的局面。"},
    {"graph.verdict_draw", "现在双方都无法强迫获胜：{0}走到 {1} 保持平局。"},
    {"graph.title_fmt", "博弈图：{0} 个局面，{1} 个着法"},
    {"graph.export_graph", "博弈图"},
    {"graph.tree_dag", "从起点出发没有环：博弈树视图按原样显示此图。"},
    {"graph.tree_unrolled", "此图含环：博弈树视图把各条路线展开到 {0} 步深；↺ 表示路线回到了已经走过的局面。"},
    {"graph.repeat", "↺ {0}（重复）"},
    {"graph.rename_title", "重命名局面"},
    {"graph.ok", "确定"},
    {"graph.cancel", "取消"},
    {"graph.loaded", "已载入：{0} 个局面，{1} 个着法。"},
    {"graph.legend", "蓝色箭头保持必胜；橙色箭头绕着无限对局的平局循环；双圈是起点。"},
    {"graph.err_no_position", "没有局面“{0}”。"},
    {"graph.err_id_empty", "局面需要一个编号（1 到 64 字节）。"},
    {"graph.err_id_long", "编号最多 {0} 字节。"},
    {"graph.err_id_taken", "已经有局面“{0}”了：请换一个编号。"},
    {"graph.err_label_long", "标签最多 {0} 字节。"},
    {"graph.err_move_exists", "着法 {0} → {1} 已经存在。"},
    {"graph.err_no_move", "没有着法 {0} → {1}。"},
    {"graph.err_too_many_positions", "博弈图最多有 {0} 个局面。"},
    {"graph.err_too_many_moves", "博弈图最多有 {0} 个着法。"},
    {"graph.err_terminal_has_moves", "“{0}”有着法，游戏不会在那里结束：只有无着法的局面才能标为胜或负。"},
    {"graph.err_empty_play", "博弈图是空的：没有可走的着法。请先画一个局面。"},
    {"graph.empty_title", "博弈图是空的。"},
    {"graph.empty_hint", "在框内任意位置点击即可画出一个局面，或按“添加局面”。第一个局面就是起点。"},
    {"graph.add_position", "添加局面"},
    {"graph.tree_empty", "博弈图是空的：在上方画一个局面，它的博弈树就会出现在这里。"},
    {"graph.err_no_undo", "没有可撤销的操作。"},
    {"graph.err_no_redo", "没有可重做的操作。"},
    {"graph.err_load", "未载入该图（{0}）；保留当前的图。"},
    {"graph.err_invalid", "这次修改会破坏博弈图（{0}）；未做任何改动。"},
    {"graph.err_point", "局面的位置必须是两个有限的数。"},
    {"graph.err_link_long", "分享链接中的图有 {0} 个字符，超过上限 {1}：请改为导出 JSON。"},
    {"graph.err_link_bad", "分享链接中的“graph”不是 base64url 编码的博弈图。"},
    {"graph.err_move", "{0} 不是从 {1} 出发的着法：着法是它所到达局面的序号。"},
    {"graph.err_terminal", "终止值必须是“win”、“lose”或“none”，而不是“{0}”。"},
    {"graph.err_format", "导出格式必须是“json”或“dot”，而不是“{0}”。"},
    {"graph.err_remove", "请给出局面的编号，或者着法的起点和终点。"},
};

constexpr i18n::Entry kLoopyEn[] = {
    {"loopy.name", "Loopy game: take or add back"},
    {"loopy.title", "Take 1 or 2 counters, or add 1 back while the pile is neither empty nor full. Who faces the empty pile has lost. A game can now go on forever."},
};
constexpr i18n::Entry kLoopyZh[] = {
    {"loopy.name", "循环博弈：取走或放回"},
    {"loopy.title", "每次取走 1 或 2 枚棋子，或者在棋堆既不空也不满时放回 1 枚。面对空堆的一方输。现在一局游戏可能永远进行下去。"},
};

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
  if (flavour_ == Flavour::Loopy) return lang == i18n::Lang::Zh ? std::span<const i18n::Entry>(kLoopyZh) : kLoopyEn;
  return lang == i18n::Lang::Zh ? std::span<const i18n::Entry>(kZh) : kEn;
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

namespace {

// An optional string field: nullopt when absent; false (error set) when not a string.
bool optional_string(const json::Value& v, std::string_view key, std::optional<std::string>& out, std::string& err) {
  if (!v.find(key)) return true;
  auto s = string_arg(v, key, err);
  if (!s) return false;
  out = std::move(*s);
  return true;
}

}  // namespace

void GraphLesson::register_edits(Automation& a, const std::string& p) {
  register_shape_edits(a, p);
  register_value_edits(a, p);
}

// Positions and moves: add, remove, rename.
void GraphLesson::register_shape_edits(Automation& a, const std::string& p) {
  const auto result = [this](bool ok) { return ok ? ActionResult::success() : ActionResult::failure(error_); };
  a.on(p + ".addNode", "{type:'" + p + ".addNode', id?, label?, x?, y?} — adds a position (id: the next free letter)",
       [this, result](const json::Value& v) {
         std::string err;
         std::optional<std::string> id, label;
         if (!optional_string(v, "id", id, err) || !optional_string(v, "label", label, err)) return ActionResult::failure(err);
         std::optional<model::Point> at;
         if (v.find("x") || v.find("y")) {
           auto x = int_arg(v, "x", -100'000, 100'000, err);
           auto y = x ? int_arg(v, "y", -100'000, 100'000, err) : std::nullopt;
           if (!x || !y) return ActionResult::failure(err);
           at = model::Point{static_cast<double>(*x), static_cast<double>(*y)};
         }
         std::string made;
         if (!edit(doc_.add_position(id.value_or(""), label, at, &made))) return result(false);
         selected_ = doc_.find(made);
         ActionResult r;
         r.data.emplace_back("id", json::escape(made));
         return r;
       }, {"id", "label", "x", "y"});
  a.on(p + ".addMove", "{type:'" + p + ".addMove', from, to} — adds a move (an arrow)", [this, result](const json::Value& v) {
    std::string err;
    auto from = string_arg(v, "from", err);
    auto to = from ? string_arg(v, "to", err) : std::nullopt;
    if (!from || !to) return ActionResult::failure(err);
    return result(edit(doc_.add_move(*from, *to)));
  }, {"from", "to"});
  a.on(p + ".remove", "{type:'" + p + ".remove', id} or {from, to} — removes a position (with its moves) or a move",
       [this, result](const json::Value& v) {
         std::string err;
         if (v.find("id")) {
           auto id = string_arg(v, "id", err);
           if (!id) return ActionResult::failure(err);
           return result(edit(doc_.remove_position(*id)));
         }
         if (!v.find("from") || !v.find("to")) return ActionResult::failure(tr("graph.err_remove"));
         auto from = string_arg(v, "from", err);
         auto to = from ? string_arg(v, "to", err) : std::nullopt;
         if (!from || !to) return ActionResult::failure(err);
         return result(edit(doc_.remove_move(*from, *to)));
       }, {"id", "from", "to"});
  a.on(p + ".rename", "{type:'" + p + ".rename', id, to?, label?} — a new id and/or label", [this, result](const json::Value& v) {
    std::string err;
    auto id = string_arg(v, "id", err);
    std::optional<std::string> to, label;
    if (!id || !optional_string(v, "to", to, err) || !optional_string(v, "label", label, err)) return ActionResult::failure(err);
    if (label && !edit(doc_.set_label(*id, *label))) return result(false);
    if (to && !edit(doc_.rename(*id, *to))) return result(false);
    return ActionResult::success();
  }, {"id", "to", "label"});
}

// Values, the start, the selection, and undo / redo.
void GraphLesson::register_value_edits(Automation& a, const std::string& p) {
  const auto result = [this](bool ok) { return ok ? ActionResult::success() : ActionResult::failure(error_); };
  a.on(p + ".terminal", "{type:'" + p + ".terminal', id, terminal:'win'|'lose'|'none'} — the value where there is no move",
       [this, result](const json::Value& v) {
         std::string err;
         auto id = string_arg(v, "id", err);
         auto t = id ? string_arg(v, "terminal", err) : std::nullopt;
         if (!id || !t) return ActionResult::failure(err);
         if (*t != "win" && *t != "lose" && *t != "none") return ActionResult::failure(tr_fmt("graph.err_terminal", *t));
         const std::optional<gg::Terminal> term =
             *t == "win" ? std::optional(gg::Terminal::Win) : *t == "lose" ? std::optional(gg::Terminal::Lose) : std::nullopt;
         return result(edit(doc_.set_terminal(*id, term)));
       }, {"id", "terminal"});
  a.on(p + ".start", "{type:'" + p + ".start', id} — play starts at this position", [this, result](const json::Value& v) {
    std::string err;
    auto id = string_arg(v, "id", err);
    if (!id) return ActionResult::failure(err);
    return result(edit(doc_.set_start(*id)));
  }, {"id"});
  a.on(p + ".select", "{type:'" + p + ".select', id} — selects a position, as a click on its disc does",
       [this](const json::Value& v) {
         std::string err;
         auto id = string_arg(v, "id", err);
         if (!id) return ActionResult::failure(err);
         const auto found = doc_.find(*id);
         if (!found) return ActionResult::failure(tr_fmt("graph.err_no_position", *id));
         selected_ = found;
         selected_move_.reset();
         return ActionResult::success();
       }, {"id"});
  a.on(p + ".undo", "{type:'" + p + ".undo'} — undoes the last edit", [this, result](const json::Value&) {
    return result(edit(doc_.undo()));
  }, {});
  a.on(p + ".redo", "{type:'" + p + ".redo'} — redoes the last undone edit", [this, result](const json::Value&) {
    return result(edit(doc_.redo()));
  }, {});
}

void GraphLesson::register_automation(Automation& a) {
  const std::string p(id());
  register_edits(a, p);
  a.on(p + ".load", "{type:'" + p + ".load', json} — replaces the graph by one in the JSON form (docs/teaching.md)",
       [this](const json::Value& v) {
         std::string err;
         auto text = string_arg(v, "json", err);
         if (!text) return ActionResult::failure(err);
         selected_.reset();
         selected_move_.reset();
         view_fit_.valid = false;
         if (!edit(doc_.load_json(*text, &warning_))) return ActionResult::failure(error_);
         induction_ = -1;
         return ActionResult::success();
       }, {"json"});
  a.on(p + ".example", "{type:'" + p + ".example', which:'cycle'|'addback'|'dag'|'empty'} — loads an example graph (empty: no position)",
       [this](const json::Value& v) {
         std::string err;
         auto which = string_arg(v, "which", err);
         if (!which) return ActionResult::failure(err);
         if (*which != "cycle" && *which != "addback" && *which != "dag" && *which != "empty")
           return ActionResult::failure("\"which\" must be \"cycle\", \"addback\", \"dag\" or \"empty\"");
         load_example(*which == "addback" ? 1 : *which == "dag" ? 2 : *which == "empty" ? 3 : 0);
         return ActionResult::success();
       }, {"which"});
  a.on(p + ".export", "{type:'" + p + ".export', format?:'json'|'dot'} — answers {text}: the graph as JSON or Graphviz DOT",
       [this](const json::Value& v) {
         std::string err;
         std::optional<std::string> format;
         if (!optional_string(v, "format", format, err)) return ActionResult::failure(err);
         const std::string f = format.value_or("json");
         if (f != "json" && f != "dot") return ActionResult::failure(tr_fmt("graph.err_format", f));
         ActionResult r;
         r.data.emplace_back("format", json::escape(f));
         r.data.emplace_back("text", json::escape(f == "dot" ? gg::to_dot(doc_.graph(), doc_.values()) : gg::to_json(doc_.graph())));
         return r;
       }, {"format"});
  a.on(p + ".induction", "{type:'" + p + ".induction', step} — shows the first `step` retrograde steps on the canvas (-1: off)",
       [this](const json::Value& v) {
         std::string err;
         auto step = int_arg(v, "step", -1, 1'000'000, err);
         if (!step) return ActionResult::failure(err);
         set_induction(*step);
         return ActionResult::success();
       }, {"step"});
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
  if (!timeline_ui_.autoplay_due(seconds, settings_.anim_speed, false, kPause)) return;
  const std::optional<std::uint32_t> best = best_move();
  if (!best || timeline_.cursor() >= kAutoplayLimit) {
    timeline_ui_.autoplay = false;
    return;
  }
  timeline_.play(*best);
}

}  // namespace gtl::app
