// The UI's words in 简体中文 (Simplified Chinese). Keys are grouped in sections by the part of
// the app that owns them; every key here must also be in the other language's
// table (tests/model_i18n_test.cpp checks both ways, and that placeholders
// {0}, {1}, ... match).
#include "model/i18n.hpp"

namespace gtl::i18n {
namespace {

constexpr Entry kTable[] = {
    // ==== common ====
    {"lang.name", "简体中文"},
    {"lang.menu", "语言"},



    // ==== views ====
    // app.cpp: menus, side panel, status bar, notices, verdicts of the teaching modes
    {"menu.game", "游戏"},
    {"game.number", "数字游戏"},
    {"game.balls", "取球游戏"},
    {"menu.view", "视图"},
    {"view.hints_menu", "提示（必胜着法）"},
    {"view.animations", "动画"},
    {"view.text_size", "文字大小"},
    {"view.size_normal", "正常"},
    {"view.size_large", "大（投影）"},
    {"view.size_xl", "特大"},
    {"view.theme_dark", "深色主题"},
    {"view.theme_light", "浅色主题（明亮教室）"},
    {"view.presentation_mode", "演示模式"},
    {"view.full_screen", "全屏"},
    {"view.debug_overlay", "调试信息"},
    {"menu.share", "分享"},
    {"share.copy", "复制指向此局面的链接"},
    {"menu.help", "帮助"},
    {"help.shortcuts_menu", "键盘快捷键"},
    {"help.legend_menu", "图例：颜色、字母、划线"},
    {"view.leave_presentation", "退出演示（P）"},
    {"view.presentation_p", "演示（P）"},
    {"view.full_screen_tip", "全屏（Shift+F）；按 Esc 退出"},
    {"panel.game", "游戏"},
    {"panel.hints", "提示"},
    {"panel.anim_off", "动画关闭"},
    {"panel.anim_speed", "动画 ×%.1f"},
    {"notice.dismiss", "关闭"},
    {"status.line", "{0}  |  F1：快捷键  |  P：演示模式  |  帮助：图例"},
    {"notice.link_broken", "无法打开链接：{0}。改为显示默认游戏。"},
    {"notice.link_bad_move", "链接中的对局已打开到一步非法着法之前：{0}。"},
    {"link.move_of", "链接的第 {0} 步：{1}"},
    {"notice.cjk_failed", "The Chinese font could not be loaded (no network?): Chinese text may show as boxes. 中文字体未能加载。"},
    {"verdict.no_number_left", "没有数字可选了：{0}无法行动，判负。"},
    {"verdict.number_winning", "现在{0}必胜：选 {1} 会让对手陷入必败局面。"},
    {"verdict.number_losing", "现在{0}必败：剩下的每个数字都会让对手获胜。"},
    {"player.first_generic", "先手"},
    {"player.second_generic", "后手"},
    {"verdict.take", "取 {0} 个"},
    {"verdict.balls_winning", "现在{0}必胜：{1}可保持胜势。"},
    {"verdict.balls_draw", "现在{0}可以逼和（{1}），但无法取胜。"},
    {"verdict.balls_losing", "现在{0}必败：无论取几个，对手都会获胜。"},
    {"settings.hidden_quiz", "测验中隐藏结果"},
    {"settings.hidden_induction", "回溯推理得出结论前隐藏结果"},
    {"debug.frame", "帧 %.2f 毫秒（CPU）"},
    {"debug.frames", "已绘制帧数：%llu"},
    {"debug.tree", "树：%.2f 毫秒"},
    // model text producers: value verdicts (value_history), induction rules (rules), limits and path errors
    {"vh.plies_one", "{0} 步"},
    {"vh.plies", "{0} 步"},
    {"vh.win_to_lose_end", "{0} 本可取胜；{1} 结束了对局：{2}获胜。"},
    {"vh.win_to_lose", "{0} 本可取胜；{1} 让{2}在 {3}内获胜。"},
    {"vh.win_to_draw_end", "{0} 本可取胜；{1} 以平局结束了对局。"},
    {"vh.win_to_draw", "{0} 本可取胜；{1} 只能平局。"},
    {"vh.win_end", "{0} 结束了对局：{1}获胜。"},
    {"vh.win_kept", "{0} 保持必胜：{1}将在 {2}内落败。"},
    {"vh.win_slower", "{0} 仍然必胜，但比 {1} 慢：{2}将在 {3}内落败，而不是 {4} 步。"},
    {"vh.draw_to_lose_end", "{0} 本可守住平局；{1} 结束了对局：{2}获胜。"},
    {"vh.draw_to_lose", "{0} 本可守住平局；{1} 让{2}在 {3}内获胜。"},
    {"vh.draw_end", "{0} 以平局结束了对局。"},
    {"vh.draw_kept", "{0} 保持平局。"},
    {"vh.lose_end", "{0} 无论怎么走都必败；{1} 结束了对局：{2}获胜。"},
    {"vh.lose", "{0} 无论怎么走都必败；{1} 让{2}在 {3}内获胜。"},
    {"vh.lose_slow", "{0} 无论怎么走都必败；{1} 让{2}在 {3}内获胜（{4} 可以坚持 {5}）。"},
    {"vh.unknown", "{0}：此局面的结果未知（游戏太大，这里无法完全求解）。"},
    {"vh.now_wins", "{0}：{1}现在必胜。"},
    {"vh.now_draws", "{0}：{1}现在是平局。"},
    {"rule.terminal_lose", "终局：轮到的一方无路可走，判负"},
    {"rule.terminal_win", "终局：对局结束，轮到的一方已获胜"},
    {"rule.terminal_draw", "终局：对局结束，双方持平 → D"},
    {"rule.move_to_lose", "{0} 通向 L → W"},
    {"rule.only_move_to_win", "唯一的着法通向 W → L"},
    {"rule.all_moves_to_win", "每一种着法都通向 W → L"},
    {"rule.draw_kept", "没有着法通向 L，{0} 通向 D → D"},
    {"rule.memo_hit", "已经确定：{0}（已记住，不再重复搜索）"},
    {"rule.unexplored", "未展开（求解在此停止）：结果未知"},
    {"rule.depends_on_unknown", "没有已知通向 L 的着法，且有些着法通向未展开的局面 → ?"},
    {"limit.would_show", "这样会显示 {0} 个结点，超过上限 {1}。"},
    {"limit.would_show_at_least", "这样会显示至少 {0} 个结点，超过上限 {1}。"},
    {"limit.dag_advice", "请一次少展开几层，或只展开一个局面。"},
    {"limit.tree_advice", "请切换到 DAG 模式（每个局面只画一次）、展开到较小的深度，或只展开主变化。"},
    {"limit.unchanged", "没有做任何改动。"},
    {"list.and", "{0} 和 {1}"},
    {"path.empty_graph", "博弈图是空的。"},
    {"path.move_named", "着法 {0}"},
    {"path.illegal_move", "着法 {0} 在{1}中不合法（路径的第 {2} 步）。"},
    {"path.not_expanded_one", "{0}（{1} 步之后）尚未展开：请展开这条路径以显示着法 {2}。"},
    {"path.not_expanded", "{0}（{1} 步之后）尚未展开：请展开这条路径以显示着法 {2}。"},
    {"path.folded", "着法 {0}（路径的第 {1} 步）被折叠在一个分组中：请打开该分组或展开这条路径"},
    // The Number Game (number_lesson, ui_number_lesson). Players: 克里斯汀 / 马特 (the 中文 seed keeps the English names; these are their usual transliterations)
    {"player.christine", "克里斯汀"},
    {"player.matt", "马特"},
    {"player.christine_initial", "克"},
    {"player.matt_initial", "马"},
    {"num.err_board", "棋盘最多从 2 到 {0}，不能是 {1}"},
    {"num.err_allowed_range", "可选的数字必须在 2 到 {0} 之间，不能是 {1}"},
    {"num.err_not_on_board", "{0} 不在棋盘上（2..{1}）"},
    {"num.err_already_named", "{0} 已经被选过了"},
    {"num.err_forbidden", "{0} 被禁止：{1}"},
    {"num.not_allowed", "不允许"},
    {"num.not_allowed_given", "在给定局面中不允许"},
    {"num.cap_names", "{0}选了 {1}：它再也不能被选。"},
    {"num.cap_multiples", "{0} 的倍数被禁止。"},
    {"num.cap_multiples_why", "{0} 的倍数被禁止：{1}（划一道）。"},
    {"num.cap_sums", "已选数字的倍数之和被禁止。"},
    {"num.cap_sums_why", "已选数字的倍数之和被禁止：{0}（划两道；由高亮的 {1} 组成）。"},
    {"num.cap_no_number", "没有数字可选了：{0}无法行动，判负。{1}获胜。"},
    {"num.cap_named_nothing", "{0} 已被选；没有其他数字被禁止。轮到{1}。"},
    {"num.cap_named_forbade", "{0} 已被选；它禁止了 {1}。轮到{2}。"},
    {"num.cap_to_move", "轮到{0}：点击一个可选的数字来选它。"},
    {"num.cannot_move", "无法行动：必败（L）"},
    {"num.to_move", "行动："},
    {"num.winning_in", "必胜（W），{0}"},
    {"num.losing_in", "必败（L），{0}"},
    {"num.winning_moves", "必胜着法："},
    {"num.no_winning_move", "没有必胜着法"},
    {"num.given", "给定"},
    {"num.hover_edit", "点击以在起始局面中切换 {0}。"},
    {"num.hover_named", "{0} 由{1}选出。"},
    {"num.hover_forbidden", "{0} 被禁止：{1}。"},
    {"num.hover_nothing", "选 {0} 不会再禁止其他数字。"},
    {"num.hover_forbid", "选 {0} 会禁止 {1}（棋盘上以浅色划线表示）。"},
    {"num.hover_forbid_many", "选 {0} 会禁止 {1} 个数字：{2}（棋盘上以浅色划线表示）。"},
    {"num.hover_wins", "这步必胜：{0}陷入必败局面（L）。"},
    {"num.hover_loses", "这步必败：{0}处于必胜局面（W）。"},
    {"num.legend_multiple", "倍数"},
    {"num.legend_multiple_short", "倍数"},
    {"num.legend_sum", "倍数之和"},
    {"num.legend_sum_mid", "和"},
    {"num.legend_sum_short", "和"},
    {"num.unreachable", "这个起始局面不可能从 2..{0} 经对弈得到；评测的升序规则仍然适用。"},
    {"anim.resume", "继续"},
    {"anim.pause", "暂停"},
    {"anim.skip", "跳过"},
    {"anim.skip_tip", "跳到动画结尾"},
    {"num.title", "数字游戏"},
    {"num.new_game", "新游戏：2..N"},
    {"num.edit_allowed", "编辑可选数字"},
    {"num.edit_hint", "点击方块，在起始局面中切换它们。"},
    {"num.judge_panel", "评测面板（POJ 1143）"},
    {"num.judge_help", "每组数据为 \"n a1 .. an\"，以 0 结束。输出与评测完全一致（逐字节）。"},
    {"judge.hidden", "结果被隐藏时，评测答案也一并隐藏。"},
    {"judge.load_tip", "点击把这个局面载入棋盘。"},
    // The ball-taking game (ball_lesson, ui_ball_lesson)
    {"balls.word_wins", "必胜"},
    {"balls.word_loses", "必败"},
    {"balls.word_draw", "可以逼和"},
    {"balls.out_win", "胜 (+)"},
    {"balls.out_lose", "负 (−)"},
    {"balls.out_draw", "平 (0)"},
    {"balls.out_unknown", "未知 (?)"},
    {"balls.first_player", "先手"},
    {"balls.second_player", "后手"},
    {"balls.to_move", "行动："},
    {"balls.outcome_in", "{0}：{2}内{1}"},
    {"balls.best", "最佳：取 {0} 个"},
    {"list.or", "{0} 或 {1}"},
    {"balls.pile_left", "球堆：剩 {0} 个"},
    {"balls.pile", "球堆：{0}"},
    {"balls.bars_tip", "每一条代表 100 个球；最多画 6 条。"},
    {"balls.odd", "奇数"},
    {"balls.even", "偶数"},
    {"balls.hand_first", "先手：{0}（{1}）"},
    {"balls.hand_second", "后手：{0}（{1}）"},
    {"balls.hand_first_short", "先：{0} {1}"},
    {"balls.hand_second_short", "后：{0} {1}"},
    {"balls.take_button", "取 {0} 个"},
    {"balls.strip_hidden", "各 N 的结果：全班推导时隐藏"},
    {"balls.strip_hidden_short", "各 N 的结果：已隐藏"},
    {"balls.strip_period", "N = 1, 2, … 的结果（先手，双方手中无球）：从 N = {0} 起每 {1} 个重复一次（已证明）。"},
    {"balls.strip_period_mid", "从 N = {0} 起每 {1} 个重复一次（已证明）。"},
    {"balls.strip_period_short", "从 N = {0} 起每 {1} 个重复。"},
    {"balls.strip_period_tiny", "周期 {1}，从 N = {0} 起"},
    {"balls.strip_no_period", "N = 1, 2, … 的结果：在计算预算内未证明周期；答案来自直接求解。"},
    {"balls.strip_no_period_mid", "未证明周期：答案来自直接求解。"},
    {"balls.strip_no_period_short", "未证明周期。"},
    {"balls.cell_tip", "N = {0}：{1}，先手{2}。点击开始这一局。"},
    {"balls.cell_tip_hidden", "N = {0}：结果已隐藏。点击开始这一局。"},
    {"balls.cell_tip_unknown", "N = {0}：未知。点击开始这一局。"},
    {"balls.n_up_to", "N 最大到"},
    {"balls.cell_px", "格宽 %.0f 像素"},
    {"balls.show_repeat", "显示重复之处"},
    {"balls.proven_tip", "已证明，并与直接求解对照检验到 N = %llu。"},
    {"balls.cells_help", "格子：+ 为满高，0 为四分之三，− 为半高；悬停查看 N，点击开始这一局。"},
    {"balls.table_header", "为什么奇偶性是状态的一部分：完整表格"},
    {"balls.table_hidden", "结果被隐藏时，表格也一并隐藏。"},
    {"balls.table_help", "每一列是剩余的球数；四行是行动方和另一方手中球数的奇偶性。评测的答案是\"偶/偶\"这一行。"},
    {"balls.row_ee", "偶/偶"},
    {"balls.row_eo", "偶/奇"},
    {"balls.row_oe", "奇/偶"},
    {"balls.row_oo", "奇/奇"},
    {"balls.left", "剩余"},
    {"balls.ask", "查询任意 N（最大 10^18）："},
    {"balls.answer_hidden", "结果被隐藏时，答案也一并隐藏。"},
    {"balls.query_type", "请输入 0 到 10^18 之间的整数"},
    {"balls.query_answer", "N = {0}：{1}，先手{2}"},
    {"balls.query_period", "，由周期得出：与 N = {0} 相同，因为从 {1} 起答案每 {2} 个重复一次"},
    {"balls.query_beyond", "N = {0} 超出直接求解范围，且未证明周期：不给出答案（绝不猜测）"},
    {"balls.judge_beyond", "N = {0} 超出直接求解范围，且未证明周期"},
    {"balls.take_sizes", "每次可取数"},
    {"balls.balls_n", "球数 N"},
    {"balls.new_game", "新游戏"},
    {"balls.take_sizes_hint", "每次可取数：请输入用空格分隔的数字。"},
    {"balls.samples", "评测样例（点击即可载入）："},
    {"balls.judge_panel", "评测面板"},
    {"balls.judge_help", "第 1 行：每次可取数。第 2 行：初始球数。"},
    {"balls.output", "输出："},
    {"balls.judge_case_tip", "N = %llu：点击开始这一局"},
    {"balls.chip_first", "先"},
    {"balls.chip_second", "后"},
    {"balls.err_no_take", "请至少给出一个可取数"},
    {"balls.err_take_range", "可取数必须在 1 到 {0} 之间，不能是 {1}"},
    {"balls.err_pile", "本课中球堆为 0 到 {0} 个球，不能是 {1}（更大的 N 请用结果条下方的查询框）"},
    {"balls.err_not_take", "{0} 不是可取数（{1}）"},
    {"balls.err_too_few", "不能取 {0} 个：只剩 {1} 个"},
    {"balls.result_one", "剩下的 {0} 个球已无法按规则取走。先手有 {1} 个（{2}），后手有 {3} 个（{4}）："},
    {"balls.result", "剩下的 {0} 个球已无法按规则取走。先手有 {1} 个（{2}），后手有 {3} 个（{4}）："},
    {"balls.result_draw", "平局。"},
    {"balls.result_first", "先手获胜。"},
    {"balls.result_second", "后手获胜。"},


    // ==== export ====






    // ==== harden ====






    // ==== worker ====






    // ==== lectures ====






    // ==== cli ====



};

}  // namespace

std::span<const Entry> chinese_table() { return kTable; }

}  // namespace gtl::i18n
