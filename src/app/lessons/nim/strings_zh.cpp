// The nim lesson's words in Simplified Chinese: the same keys as strings_en.cpp (scripts/cjk_chars.py
// cuts the page's CJK font to these characters): its Lesson::strings(), added to the
// string tables when the lesson is made.
#include "app/lessons/nim/lesson.hpp"

namespace gtl::app::nim_words {

namespace {
constexpr i18n::Entry kRowsZh[] = {
    // Help › Rules: the rules as a teacher states them, paragraphs split by a blank line.
    {"nim.help_rules",
     "有若干堆筹码（这里是 1 到 6 堆，每堆 0 到 15 个）。每回合一方从某一堆中取走一个或多个筹码。\n\n"
     "取走最后一个筹码的一方获胜：无法行动的一方输。"},
    {"nim.name", "尼姆游戏"},
    {"nim.title", "尼姆游戏：每次从一堆中取走任意枚棋子；无法走棋者输"},
    {"nim.piles_label", "各堆棋子数（1 到 6 堆，每堆 0 到 15 枚）"},
    {"nim.new_game", "新游戏"},
    {"nim.samples", "示例："},
    {"nim.err_text", "请用整数输入各堆棋子数，例如 3 4 5。"},
    {"nim.err_count", "尼姆游戏需要 1 到 {0} 堆，而不是 {1} 堆。"},
    {"nim.err_size", "每堆有 0 到 {0} 枚棋子，而不是 {1} 枚。"},
    {"nim.err_no_pile", "没有索引为 {0} 的堆：索引是 0 到 {1}。"},
    {"nim.err_take", "无法从索引为 {1} 的堆取 {0} 枚：它只有 {2} 枚。"},
    {"nim.err_take_none", "至少要取一枚棋子（count 为 {0}）。"},
    {"nim.err_move", "{0} 不是尼姆游戏的着法（着法 = 堆索引 × 16 + 取走的枚数）。"},
    {"nim.first", "先手"},
    {"nim.second", "后手"},
    {"nim.to_move", "走棋"},
    {"nim.v_lose", "尼姆和为 0：走棋的一方必败"},
    {"nim.v_win", "尼姆和为 {0}：走棋的一方必胜"},
    {"nim.v_make_zero", "让尼姆和变为 0：{0}"},
    {"nim.take_from", "从第 {1} 堆取 {0} 枚"},
    {"nim.over", "棋子已取完：{0}无法走棋，输了。"},
    {"nim.verdict_win", "现在{0}必胜：{1}，让尼姆和变为 0。"},
    {"nim.verdict_lose", "现在{0}必败：尼姆和为 0，任何一步都会让它不为 0。"},
    {"nim.pile", "第 {0} 堆"},
    {"nim.sum_row", "尼姆和"},
    {"nim.table_help", "各堆的二进制。高亮的列中 1 的个数为奇数：尼姆和的这一位是 1。"},
    {"nim.hover_win", "留下尼姆和 0：这是必胜的一步"},
    {"nim.hover_lose", "留下尼姆和 {0}：对手可以获胜"},
    {"nim.label", "{0} · SG值 {1}"},
    {"nim.describe", "各堆 {0}；SG值（格朗迪值）{1}，即尼姆和"},
    {"nim.tree_full", "树中有全部 {0} 个局面；SG值是每个局面的格朗迪值（即尼姆和）。"},
    {"nim.tree_capped", "树已截断：只显示 {1} 个局面中的 {0} 个，截断处之外的局面在树中结果不明（尼姆和仍能判定每个局面）。"},
    {"nim.title_fmt", "尼姆游戏（各堆 {0}）"},
    {"nim.chip", "第{1}堆 −{0}"},
    {"nim.export_board", "尼姆游戏：各堆与尼姆和表"},
    // The accessible twin's words (web/page/a11y.js): its board's cells and controls.
    {"nim.a11y.pile", "第 {0} 堆：{1} 个"},
    {"nim.a11y.take", "从第 {1} 堆取 {0} 个"},
    {"nim.a11y.piles", "各堆"},
};
}  // namespace

std::span<const i18n::Entry> zh() GTL_ZH_TABLE(kRowsZh)

}  // namespace gtl::app::nim_words
