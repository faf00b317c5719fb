// The ttt lesson's words in Simplified Chinese: the same keys as strings_en.cpp (scripts/cjk_chars.py
// cuts the page's CJK font to these characters): its Lesson::strings(), added to the
// string tables when the lesson is made.
#include "app/lessons/ttt/lesson.hpp"

namespace gtl::app::ttt_words {

namespace {
constexpr i18n::Entry kRowsZh[] = {
    // Help › Rules: the rules as a teacher states them, paragraphs split by a blank line.
    {"ttt.help_rules",
     "X 和 O 轮流在 3×3 棋盘的空格中落子，X 先走。\n\n"
     "同一行、同一列或同一对角线上连成三个者胜；棋盘下满而无人连成一线则为平局。"},
    {"ttt.name", "井字棋"},
    {"ttt.new_game", "新游戏"},
    {"ttt.to_move", "轮到 {0}"},
    {"ttt.out_win", "W：{0} 在 {1}内获胜"},
    {"ttt.out_lose", "L：{0} 在 {1}内落败"},
    {"ttt.out_draw", "D：双方完美对弈为和棋"},
    {"ttt.best", "最佳：{0}"},
    {"ttt.badges", "每个空格：{0} 下在那里的结果（W、D 或 L）。"},
    {"ttt.won", "{0} 获胜：三子连成一线。"},
    {"ttt.full", "和棋：棋盘已满，没有人三子连线。"},
    {"ttt.err_range", "格子 {0} 不在棋盘上（格子按行编号为 0..8）"},
    {"ttt.err_taken", "格子 {0} 已被占用"},
    {"ttt.err_over", "对局已结束：{0}"},
    {"ttt.err_start_over", "起始局面必须还有棋可下"},
    {"ttt.err_link_start", "分享链接的 \"start\" 无法按规则下出：{0}"},
    {"ttt.describe_move", "{0}，轮到 {1}"},
    {"ttt.describe_won", "{0}，{1} 三子连线"},
    {"ttt.describe_full", "{0}，棋盘已满"},
    {"ttt.verdict_win", "现在{0}必胜：{1}可保持胜势。"},
    {"ttt.verdict_draw", "现在{0}可以守和（{1}），但无法取胜。"},
    {"ttt.verdict_lose", "现在{0}必败：无论下在哪里，对手都会获胜。"},
    {"ttt.symmetry", "合并对称的局面"},
    {"ttt.symmetry_help", "旋转或翻转棋盘（共 8 种方式）不会改变局面的结果。打开后，树中每一族这样的局面只出现一次：5,478 个局面变为 765 个。"},
    {"ttt.export_board", "井字棋棋盘"},
    {"ttt.rules", "X 和 O 轮流在空格中落子，三子连成一线者胜。开局是和棋：完美的玩家永远不会输。"},
    // The accessible twin's words (web/page/a11y.js): its board's cells and controls.
    {"ttt.a11y.cell", "第 {0} 行第 {1} 列：{2}"},
    {"ttt.a11y.empty", "空"},
    {"ttt.a11y.best", "空，最佳着法"},
    {"ttt.a11y.move", "第 {0} 行第 {1} 列"},
};
}  // namespace

std::span<const i18n::Entry> zh() GTL_ZH_TABLE(kRowsZh)

}  // namespace gtl::app::ttt_words
