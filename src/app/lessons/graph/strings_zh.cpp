// The graph lesson's words in Simplified Chinese: the same keys as strings_en.cpp (scripts/cjk_chars.py
// cuts the page's CJK font to these characters): its Lesson::strings(), added to the
// string tables when the lesson is made.
#include "app/lessons/graph/lesson.hpp"

namespace gtl::app::graph_words {

namespace {
constexpr i18n::Entry kRowsZh[] = {
    // Help › Rules: the rules as a teacher states them, paragraphs split by a blank line.
    {"graph.help_rules",
     "你画出来的游戏：每个圆圈是一个局面，每个箭头是从一个局面到另一个局面的一步。一枚棋子从起始局面出发，双方轮流沿箭头移动它。\n\n"
     "在没有着法的局面游戏结束，由它的规则判定胜负：通常轮到走的一方输（常规规则）；也可以把一个局面标为轮到走的一方胜或负。\n\n"
     "含环的图可以一直走下去：双方都无法强制取胜的局面是平局（D）。各局面的值由逆向分析从终局往回求出。"},
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
    // The accessible twin's words (web/page/a11y.js): its board's cells and controls.
    {"graph.a11y.node", "局面 {0}：{1}"},
    {"graph.a11y.move", "走到 {0}"},
    {"graph.a11y.id", "局面编号"},
    {"graph.a11y.label", "局面标签"},
    {"graph.a11y.added", "已添加局面 {0}。"},
    {"graph.a11y.move_added", "已添加着法 {0} → {1}。"},
    {"graph.a11y.removed", "已删除局面 {0}。"},
    {"graph.a11y.move_removed", "已删除着法 {0} → {1}。"},
    {"graph.a11y.selected", "已选中局面 {0}：{1}"},
    {"graph.a11y.moves", "它的着法通向 {0}。"},
    {"graph.a11y.no_moves", "它没有着法。"},
    {"graph.a11y.canvas", "博弈图编辑区（供鼠标使用）：棋盘列出各局面，可在其上用 N、M、Delete 编辑"},
};
// The loopy lesson (the same editor on the add-back game) adds its own.
constexpr i18n::Entry kLoopyRows[] = {
    // Help › Rules: the rules as a teacher states them, paragraphs split by a blank line.
    {"loopy.help_rules",
     "一堆筹码，从空到满（示例中满为 5 个），开始时是满的。每回合一方取走 1 或 2 个筹码，或者在这堆既不空也不满时放回 1 个。\n\n"
     "面对空堆的一方输：对方取走了最后一个筹码。\n\n"
     "因为筹码可以放回，对局可能永远进行下去。逆向分析从空堆往回推：某一步能走到必败局面的局面为必胜，每一步都走到必胜局面的局面为必败；始终无法判定的局面是平局，即双方都走最好时对局永不结束。示例中 1 和 2 为必胜，3 个及以上的每一堆都是平局。"},
    {"loopy.name", "循环博弈：取走或放回"},
    {"loopy.title", "每次取走 1 或 2 枚棋子，或者在棋堆既不空也不满时放回 1 枚。面对空堆的一方输。现在一局游戏可能永远进行下去。"},
};
}  // namespace

std::span<const i18n::Entry> zh() GTL_ZH_TABLE(kRowsZh)
std::span<const i18n::Entry> loopy_zh() GTL_ZH_TABLE(kLoopyRows)

}  // namespace gtl::app::graph_words
