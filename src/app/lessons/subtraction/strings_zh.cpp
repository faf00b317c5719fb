// The subtraction lesson's words in Simplified Chinese: the same keys as strings_en.cpp (scripts/cjk_chars.py
// cuts the page's CJK font to these characters): its Lesson::strings(), added to the
// string tables when the lesson is made.
#include "app/lessons/subtraction/lesson.hpp"

namespace gtl::app::subtraction_words {

namespace {
constexpr i18n::Entry kRowsZh[] = {
    // Help › Rules: the rules as a teacher states them, paragraphs split by a blank line.
    {"subtraction.help_rules",
     "一堆 n 个筹码和一个取数集合 S。每一步从这堆中恰好取走 S 中的一个数，不能超过剩余数量。\n\n"
     "常规规则：无法行动的一方输。反常（misère）规则（本课的一个选项）：无法行动的一方胜。"},
    {"subtraction.name", "减法游戏"},
    {"subtraction.title_normal", "减法游戏 S = {{0}}，n = {1}"},
    {"subtraction.title_misere", "减法游戏 S = {{0}}，n = {1}，反常规则"},
    {"subtraction.panel_title", "减法游戏"},
    {"subtraction.rules_help", "一堆石子；每步恰好取走 S 中的一个数目。"},
    {"subtraction.take_set", "取子集合 S（最多 12 个数，1 到 100）"},
    {"subtraction.pile_n", "石子数 n（0 到 10^18）"},
    {"subtraction.misere", "反常规则"},
    {"subtraction.new_game", "新游戏"},
    {"subtraction.samples", "规则示例："},
    {"subtraction.err_empty", "取子集合为空：至少给出一个数，例如 1, 3, 4。"},
    {"subtraction.err_count", "最多 {0} 个取子数，现有 {1} 个。"},
    {"subtraction.err_take", "取子数必须是 1 到 {0} 的整数，得到的是 {1}。"},
    {"subtraction.err_pile", "石子数必须在 0 到 10^18 之间，得到的是 {0}。"},
    {"subtraction.err_parse", "取子数是用逗号分隔的整数，例如 1, 3, 4；“{0}”不是整数。"},
    {"subtraction.err_pile_text", "石子数是 0 到 10^18（1000000000000000000）的整数，而不是“{0}”。"},
    {"subtraction.err_not_take", "{0} 不在取子集合（{1}）中。"},
    {"subtraction.err_too_few", "不能取 {0}：只剩 {1} 个。"},
    {"subtraction.words_one", "剩 1 个石子"},
    {"subtraction.words_many", "剩 {0} 个石子"},
    {"subtraction.words_over_normal", "：无法再取，轮到的一方输"},
    {"subtraction.words_over_misere", "：无法再取，轮到的一方赢（反常规则）"},
    {"subtraction.result_normal", "无法再取（剩 {0} 个）：{1}无法行动，输了。"},
    {"subtraction.result_misere", "无法再取（剩 {0} 个）：{1}无法行动，按反常规则获胜。"},
    {"subtraction.verdict_win", "现在{0}处于必胜：取 {1} 留下 Grundy 值为 0 的一堆。"},
    {"subtraction.verdict_lose", "现在{0}处于必败：无论怎么取，留下的 Grundy 值都大于 0。"},
    {"subtraction.to_move", "轮到{0}，"},
    {"subtraction.outcome_win", "胜 (W)：g = {0}"},
    {"subtraction.outcome_lose", "负 (L)：g = 0"},
    {"subtraction.best", "必胜取法：{0}"},
    {"subtraction.pile_left", "剩 {0} 个"},
    {"subtraction.pile_big", "共 {0} 个石子：太多，无法画出"},
    {"subtraction.take_button", "取 {0}"},
    {"subtraction.rule_normal", "正常规则：无法行动者输。"},
    {"subtraction.rule_misere", "反常规则：无法行动者赢。"},
    {"subtraction.strip_hidden", "各 n 的胜负与 Grundy 值：全班推算时隐藏"},
    {"subtraction.strip_period", "从 n = {0} 起，数值每 {1} 个重复一次（已证明）。"},
    {"subtraction.strip_period_short", "从 n = {0} 起周期为 {1}"},
    {"subtraction.strip_no_period", "在预算内没有证明出周期。"},
    {"subtraction.cell_tip", "n = {0}：轮到的一方{1}，Grundy 值 {2}。点击从这里开始。"},
    {"subtraction.cell_tip_hidden", "n = {0}：已隐藏。点击从这里开始。"},
    {"subtraction.strip_help", "L 格只有一半高；灰线标出前周期，黄色刻度标出每个周期。"},
    {"subtraction.n_up_to", "显示到 n ="},
    {"subtraction.ask", "查询任意 n（最大 10^18）："},
    {"subtraction.query_type", "请输入 0 到 10^18 的整数"},
    {"subtraction.query_answer", "n = {0}：轮到的一方{1}，Grundy 值 {2}"},
    {"subtraction.query_period", "，由周期得出：与 n = {0} 相同，因为从 {1} 起数值每 {2} 个重复"},
    {"subtraction.query_none", "n = {0} 超出表格，且没有证明出周期：不作回答（绝不猜测）"},
    {"subtraction.answer_hidden", "全班推算胜负时，答案隐藏。"},
    {"subtraction.tree_capped", "树只显示离 n 最近的 {0} 个局面；更深的局面取自精确表。"},
    {"subtraction.tree_capped_huge", "树只显示离 n 最近的 {0} 个局面，不带数值：到终局的步数只在 n ≤ {1} 时可知。结论和数条由周期得出。"},
    {"subtraction.export_strip", "胜负数条"},
    {"subtraction.chip_first", "先"},
    {"subtraction.chip_second", "后"},
    {"subtraction.win_word", "胜"},
    {"subtraction.lose_word", "负"},
    // The accessible twin's words (web/page/a11y.js): its board's cells and controls.
    {"subtraction.a11y.take", "取 {0} 个"},
    {"subtraction.a11y.take_best", "取 {0} 个，最佳着法"},
    {"subtraction.a11y.takes", "可取的个数"},
    {"subtraction.a11y.n", "堆的大小"},
    {"subtraction.a11y.query", "要查询的堆大小"},
};
}  // namespace

std::span<const i18n::Entry> zh() GTL_ZH_TABLE(kRowsZh)

}  // namespace gtl::app::subtraction_words
