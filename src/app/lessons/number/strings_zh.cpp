// The number lesson's words in Simplified Chinese: the same keys as strings_en.cpp (scripts/cjk_chars.py
// cuts the page's CJK font to these characters): its Lesson::strings(), added to the
// string tables when the lesson is made.
#include "app/lessons/number/lesson.hpp"

namespace gtl::app::number_words {

namespace {
constexpr i18n::Entry kRowsZh[] = {
    // Help › Rules: the rules as a teacher states them, paragraphs split by a blank line.
    {"number.help_rules",
     "克里斯汀和马特轮流说出棋盘 2..N 上一个仍然允许的数，克里斯汀先说。\n\n"
     "说出一个数后，这个数、它的倍数，以及它的倍数与已被禁止的数之和，都被禁止：说过 2 和 3 之后，4、6、8、9、10……都被禁止，5 = 2 + 3 也是。不在棋盘上的数也算作已被禁止。\n\n"
     "无数可说的一方输。评测（POJ 1143）以仍然允许的数给出一个局面，要求给出它的全部必胜着法。"},
    {"number.legend_board", "数字游戏棋盘"},
    {"number.legend_one_strike", "划一道：已选数字的倍数（选了 2 或 3 之后的 6）。"},
    {"number.legend_two_strikes", "划两道：已选数字的倍数之和（9 = 2·2 + 5）。"},
    {"number.legend_named", "已选的数字以选择者的颜色和首字显示：克里斯汀（先手），马特（后手）。"},
    {"number.legend_hint", "开启提示时：必胜着法（粗蓝框和 W）。"},
    {"number.why_prior", "{0}，而 {1} 此前已被禁止"},
    {"number.err_board", "棋盘最多从 2 到 {0}，不能是 {1}"},
    {"number.err_allowed_range", "可选的数字必须在 2 到 {0} 之间，不能是 {1}"},
    {"number.err_not_on_board", "{0} 不在棋盘上（2..{1}）"},
    {"number.err_already_named", "{0} 已经被选过了"},
    {"number.err_forbidden", "{0} 被禁止：{1}"},
    {"number.not_allowed", "不允许"},
    {"number.not_allowed_given", "在给定局面中不允许"},
    {"number.cap_names", "{0}选了 {1}：它再也不能被选。"},
    {"number.cap_multiples", "{0} 的倍数被禁止。"},
    {"number.cap_multiples_why", "{0} 的倍数被禁止：{1}（划一道）。"},
    {"number.cap_sums", "已选数字的倍数之和被禁止。"},
    {"number.cap_sums_why", "已选数字的倍数之和被禁止：{0}（划两道；由高亮的 {1} 组成）。"},
    {"number.cap_no_number", "没有数字可选了：{0}无法行动，判负。{1}获胜。"},
    {"number.cap_named_nothing", "{0} 已被选；没有其他数字被禁止。轮到{1}。"},
    {"number.cap_named_forbade", "{0} 已被选；它禁止了 {1}。轮到{2}。"},
    {"number.cap_to_move", "轮到{0}：点击一个可选的数字来选它。"},
    {"number.cannot_move", "无法行动：必败（L）"},
    {"number.to_move", "行动："},
    {"number.winning_in", "必胜（W），{0}"},
    {"number.losing_in", "必败（L），{0}"},
    {"number.winning_moves", "必胜着法："},
    {"number.no_winning_move", "没有必胜着法"},
    {"number.given", "给定"},
    {"number.hover_edit", "点击以在起始局面中切换 {0}。"},
    {"number.hover_named", "{0} 由{1}选出。"},
    {"number.hover_forbidden", "{0} 被禁止：{1}。"},
    {"number.hover_nothing", "选 {0} 不会再禁止其他数字。"},
    {"number.hover_forbid", "选 {0} 会禁止 {1}（棋盘上以浅色划线表示）。"},
    {"number.hover_forbid_many", "选 {0} 会禁止 {1} 个数字：{2}（棋盘上以浅色划线表示）。"},
    {"number.hover_wins", "这步必胜：{0}陷入必败局面（L）。"},
    {"number.hover_loses", "这步必败：{0}处于必胜局面（W）。"},
    {"number.legend_multiple", "倍数"},
    {"number.legend_multiple_short", "倍数"},
    {"number.legend_sum", "倍数之和"},
    {"number.legend_sum_mid", "和"},
    {"number.legend_sum_short", "和"},
    {"number.unreachable", "这个起始局面不可能从 2..{0} 经对弈得到；评测的升序规则仍然适用。"},
    {"number.title", "数字游戏"},
    {"number.new_game", "新游戏：2..N"},
    {"number.edit_allowed", "编辑可选数字"},
    {"number.edit_hint", "点击方块，在起始局面中切换它们。"},
    {"number.judge_panel", "评测面板（POJ 1143）"},
    {"number.judge_help", "每组数据为 \"n a1 .. an\"，以 0 结束。输出与评测完全一致（逐字节）。"},
    // The tree's words for a position (model.cpp).
    {"number.tree_none", "没有可选的数字：轮到的一方无法选数，判负。"},
    {"number.tree_one", "可选 1 个数字：{0}"},
    {"number.tree_many", "可选 {0} 个数字：{1}"},
    {"number.tree_other_one", "。2..{0} 中另外 1 个数字被禁止"},
    {"number.tree_other_many", "。2..{1} 中另外 {0} 个数字被禁止"},
    {"number.tree_end", "。"},
    // The accessible twin's words (web/page/a11y.js): its board's cells and controls.
    {"number.a11y.tile_allowed", "{0}，可选"},
    {"number.a11y.tile_winning", "{0}，可选，必胜着法"},
    {"number.a11y.tile_forbidden", "{0}，禁止：{1}"},
    {"number.a11y.tile_forbidden_plain", "{0}，禁止"},
    {"number.a11y.tile_named", "{0}，由{1}说出"},
    {"number.a11y.max", "最大数 N"},
    {"number.a11y.judge.input", "评测输入"},
};
}  // namespace

std::span<const i18n::Entry> zh() GTL_ZH_TABLE(kRowsZh)

}  // namespace gtl::app::number_words
