// The UI's words in English. Keys are grouped in sections by the part of
// the app that owns them; every key here must also be in the other language's
// table (tests/model_i18n_test.cpp checks both ways, and that placeholders
// {0}, {1}, ... match).
#include "model/i18n.hpp"

namespace gtl::i18n {
namespace {

constexpr Entry kTable[] = {
    // ==== common ====
    {"lang.name", "English"},
    {"lang.menu", "Language"},



    // ==== views ====
    // app.cpp: menus, side panel, status bar, notices, verdicts of the teaching modes
    {"menu.game", "Game"},
    {"game.number", "The Number Game"},
    {"game.balls", "The ball-taking game"},
    {"menu.view", "View"},
    {"view.hints_menu", "Hints (winning moves)"},
    {"view.animations", "Animations"},
    {"view.text_size", "Text size"},
    {"view.size_normal", "Normal"},
    {"view.size_large", "Large (projector)"},
    {"view.size_xl", "Extra large"},
    {"view.theme_dark", "Dark theme"},
    {"view.theme_light", "Light theme (bright rooms)"},
    {"view.presentation_mode", "Presentation mode"},
    {"view.full_screen", "Full screen"},
    {"view.debug_overlay", "Debug overlay"},
    {"menu.share", "Share"},
    {"share.copy", "Copy a link to this position"},
    {"menu.help", "Help"},
    {"help.shortcuts_menu", "Keyboard shortcuts"},
    {"help.legend_menu", "Legend: colours, letters, strikes"},
    {"view.leave_presentation", "Leave presentation (P)"},
    {"view.presentation_p", "Presentation (P)"},
    {"view.full_screen_tip", "Full screen (Shift+F); Esc leaves it"},
    {"panel.game", "GAME"},
    {"panel.hints", "Hints"},
    {"panel.anim_off", "animation off"},
    {"panel.anim_speed", "animation x%.1f"},
    {"notice.dismiss", "Dismiss"},
    {"status.line", "{0}  |  F1: shortcuts  |  P: presentation mode  |  Help: legend"},
    {"notice.link_broken", "Could not open the link: {0}. Showing the default game instead."},
    {"notice.link_bad_move", "The link's game was opened up to a bad move: {0}."},
    {"link.move_of", "move {0} of the link: {1}"},
    {"notice.cjk_failed", "The Chinese font could not be loaded (no network?): Chinese text may show as boxes. 中文字体未能加载。"},
    {"verdict.no_number_left", "No number is left: {0} cannot move and loses."},
    {"verdict.number_winning", "Now {0} is winning: naming {1} leaves the opponent in a losing position."},
    {"verdict.number_losing", "Now {0} is losing: every number left leads to a position the opponent wins."},
    {"player.first_generic", "the first player"},
    {"player.second_generic", "the second player"},
    {"verdict.take", "take {0}"},
    {"verdict.balls_winning", "Now {0} is winning: {1} keeps the win."},
    {"verdict.balls_draw", "Now {0} can force a draw ({1}) but no win."},
    {"verdict.balls_losing", "Now {0} is losing: every take leads to a position the opponent wins."},
    {"settings.hidden_quiz", "outcome hidden during the quiz"},
    {"settings.hidden_induction", "outcome hidden until induction decides it"},
    {"debug.frame", "frame %.2f ms (CPU)"},
    {"debug.frames", "frames drawn: %llu"},
    {"debug.tree", "tree: %.2f ms"},
    // model text producers: value verdicts (value_history), induction rules (rules), limits and path errors
    {"vh.plies_one", "{0} ply"},
    {"vh.plies", "{0} plies"},
    {"vh.win_to_lose_end", "{0} was winning; {1} ends the game: {2} wins."},
    {"vh.win_to_lose", "{0} was winning; {1} lets {2} win in {3}."},
    {"vh.win_to_draw_end", "{0} was winning; {1} ends the game in a draw."},
    {"vh.win_to_draw", "{0} was winning; {1} only draws."},
    {"vh.win_end", "{0} ends the game: {1} wins."},
    {"vh.win_kept", "{0} keeps the win: {1} loses in {2}."},
    {"vh.win_slower", "{0} still wins, but more slowly than {1}: {2} loses in {3} instead of {4}."},
    {"vh.draw_to_lose_end", "{0} held the draw; {1} ends the game: {2} wins."},
    {"vh.draw_to_lose", "{0} held the draw; {1} lets {2} win in {3}."},
    {"vh.draw_end", "{0} ends the game in a draw."},
    {"vh.draw_kept", "{0} keeps the draw."},
    {"vh.lose_end", "{0} was losing whatever the move; {1} ends the game: {2} wins."},
    {"vh.lose", "{0} was losing whatever the move; {1} lets {2} win in {3}."},
    {"vh.lose_slow", "{0} was losing whatever the move; {1} lets {2} win in {3} ({4} would hold out for {5})."},
    {"vh.unknown", "{0}: the value of this position is not known (the game is too large to solve in full here)."},
    {"vh.now_wins", "{0}: {1} now wins."},
    {"vh.now_draws", "{0}: {1} now draws."},
    {"rule.terminal_lose", "terminal: the player to move cannot move and loses"},
    {"rule.terminal_win", "terminal: the game is over and the player to move has won"},
    {"rule.terminal_draw", "terminal: the game is over and ends level → D"},
    {"rule.move_to_lose", "{0} leads to L → W"},
    {"rule.only_move_to_win", "the only move leads to W → L"},
    {"rule.all_moves_to_win", "every move leads to W → L"},
    {"rule.draw_kept", "no move leads to L, {0} leads to D → D"},
    {"rule.memo_hit", "already decided: {0} (remembered, not searched again)"},
    {"rule.unexplored", "not explored (the solver stopped here): outcome unknown"},
    {"rule.depends_on_unknown", "no move is known to lead to L and some lead to unexplored positions → ?"},
    {"limit.would_show", "This would show {0} nodes, over the limit of {1}."},
    {"limit.would_show_at_least", "This would show at least {0} nodes, over the limit of {1}."},
    {"limit.dag_advice", "Expand fewer levels at a time, or expand a single position."},
    {"limit.tree_advice", "Switch to DAG mode (each position drawn once), expand to a smaller depth, or expand only the principal variation."},
    {"limit.unchanged", "Nothing was changed."},
    {"list.and", "{0} and {1}"},
    {"path.empty_graph", "The game graph is empty."},
    {"path.move_named", "move {0}"},
    {"path.illegal_move", "Move {0} is not legal in {1} (move {2} of the path)."},
    {"path.not_expanded_one", "{0} (after {1} move) is not expanded: reveal the path to show move {2}."},
    {"path.not_expanded", "{0} (after {1} moves) is not expanded: reveal the path to show move {2}."},
    {"path.folded", "move {0} (move {1} of the path) is folded into a group: open the group or reveal the path"},
    // The Number Game (number_lesson, ui_number_lesson). Players: 克里斯汀 / 马特 (the 中文 seed keeps the English names; these are their usual transliterations)
    {"player.christine", "Christine"},
    {"player.matt", "Matt"},
    {"player.christine_initial", "C"},
    {"player.matt_initial", "M"},
    {"num.err_board", "the board goes from 2 up to at most {0}, not {1}"},
    {"num.err_allowed_range", "allowed numbers must be between 2 and {0}, not {1}"},
    {"num.err_not_on_board", "{0} is not on the board (2..{1})"},
    {"num.err_already_named", "{0} was already named"},
    {"num.err_forbidden", "{0} is forbidden: {1}"},
    {"num.not_allowed", "not allowed"},
    {"num.not_allowed_given", "not allowed in the given position"},
    {"num.cap_names", "{0} names {1}: it can never be named again."},
    {"num.cap_multiples", "Multiples of {0} become forbidden."},
    {"num.cap_multiples_why", "Multiples of {0} become forbidden: {1} (struck once)."},
    {"num.cap_sums", "Sums of multiples of named numbers become forbidden."},
    {"num.cap_sums_why", "Sums of multiples of named numbers become forbidden: {0} (struck twice; built from the lit tiles {1})."},
    {"num.cap_no_number", "No number is left: {0} cannot move and loses. {1} wins."},
    {"num.cap_named_nothing", "{0} was named; nothing else became forbidden. {1} to move."},
    {"num.cap_named_forbade", "{0} was named; it forbade {1}. {2} to move."},
    {"num.cap_to_move", "{0} to move: click an allowed number to name it."},
    {"num.cannot_move", "cannot move: loses (L)"},
    {"num.to_move", "to move:"},
    {"num.winning_in", "winning (W) in {0}"},
    {"num.losing_in", "losing (L) in {0}"},
    {"num.winning_moves", "winning moves:"},
    {"num.no_winning_move", "no winning move"},
    {"num.given", "given"},
    {"num.hover_edit", "Click to toggle {0} in the start position."},
    {"num.hover_named", "{0} was named by {1}."},
    {"num.hover_forbidden", "{0} is forbidden: {1}."},
    {"num.hover_nothing", "Naming {0} would forbid nothing else."},
    {"num.hover_forbid", "Naming {0} would forbid {1} (struck faintly on the board)."},
    {"num.hover_forbid_many", "Naming {0} would forbid {1} numbers: {2} (struck faintly on the board)."},
    {"num.hover_wins", "It wins: {0} is left in a losing position (L)."},
    {"num.hover_loses", "It loses: {0} is left in a winning position (W)."},
    {"num.legend_multiple", "a multiple"},
    {"num.legend_multiple_short", "multiple"},
    {"num.legend_sum", "a sum of multiples"},
    {"num.legend_sum_mid", "a sum"},
    {"num.legend_sum_short", "sum"},
    {"num.unreachable", "This start cannot arise by play from 2..{0}; the judges' ascending rule still applies."},
    {"anim.resume", "Resume"},
    {"anim.pause", "Pause"},
    {"anim.skip", "Skip"},
    {"anim.skip_tip", "Skip to the end of the animation"},
    {"num.title", "THE NUMBER GAME"},
    {"num.new_game", "New game on 2..N"},
    {"num.edit_allowed", "Edit the allowed set"},
    {"num.edit_hint", "Click tiles to toggle them in the start position."},
    {"num.judge_panel", "Judge panel (POJ 1143)"},
    {"num.judge_help", "Cases \"n a1 .. an\", ended by 0. The output is the judge's, byte for byte."},
    {"judge.hidden", "The judge's answers are hidden while outcomes are."},
    {"judge.load_tip", "Click to load this position on the board."},
    // The ball-taking game (ball_lesson, ui_ball_lesson)
    {"balls.word_wins", "wins"},
    {"balls.word_loses", "loses"},
    {"balls.word_draw", "can force a draw"},
    {"balls.out_win", "Win (+)"},
    {"balls.out_lose", "Lose (−)"},
    {"balls.out_draw", "Draw (0)"},
    {"balls.out_unknown", "Unknown (?)"},
    {"balls.first_player", "First player"},
    {"balls.second_player", "Second player"},
    {"balls.to_move", "to move:"},
    {"balls.outcome_in", "{0}: {1} in {2}"},
    {"balls.best", "best: take {0}"},
    {"list.or", "{0} or {1}"},
    {"balls.pile_left", "Pile: {0} left"},
    {"balls.pile", "Pile: {0}"},
    {"balls.bars_tip", "Each bar is 100 balls; at most 6 bars are drawn."},
    {"balls.odd", "odd"},
    {"balls.even", "even"},
    {"balls.hand_first", "First: {0} ({1})"},
    {"balls.hand_second", "Second: {0} ({1})"},
    {"balls.hand_first_short", "1st: {0} {1}"},
    {"balls.hand_second_short", "2nd: {0} {1}"},
    {"balls.take_button", "Take {0}"},
    {"balls.strip_hidden", "Outcomes over N: hidden while the class works them out"},
    {"balls.strip_hidden_short", "Outcomes over N: hidden"},
    {"balls.strip_period", "Outcomes for N = 1, 2, … (first player, empty hands): from N = {0} the pattern repeats every {1} (proven)."},
    {"balls.strip_period_mid", "From N = {0} the pattern repeats every {1} (proven)."},
    {"balls.strip_period_short", "From N = {0} it repeats every {1}."},
    {"balls.strip_period_tiny", "Period {1} from N = {0}"},
    {"balls.strip_no_period", "Outcomes for N = 1, 2, …: no period proven within the budget; answers come from direct solving."},
    {"balls.strip_no_period_mid", "No period proven: answers come from direct solving."},
    {"balls.strip_no_period_short", "No period proven."},
    {"balls.cell_tip", "N = {0}: {1}, the first player {2}. Click to play it."},
    {"balls.cell_tip_hidden", "N = {0}: outcome hidden. Click to play it."},
    {"balls.cell_tip_unknown", "N = {0}: unknown. Click to play it."},
    {"balls.n_up_to", "N up to"},
    {"balls.cell_px", "cell %.0f px"},
    {"balls.show_repeat", "Show where it repeats"},
    {"balls.proven_tip", "Proven, and checked against direct solving up to N = %llu."},
    {"balls.cells_help", "Cells: + tall, 0 three quarters, − half height; hover one for N, click to play it."},
    {"balls.table_header", "Why parity is part of the state: the full table"},
    {"balls.table_hidden", "The table is hidden while outcomes are."},
    {"balls.table_help", "Each column is a number of balls left; the four rows are the parities of the mover's and the other player's hands. The judge's answer is the row even/even."},
    {"balls.row_ee", "even/even"},
    {"balls.row_eo", "even/odd"},
    {"balls.row_oe", "odd/even"},
    {"balls.row_oo", "odd/odd"},
    {"balls.left", "left"},
    {"balls.ask", "Ask about any N up to 10^18:"},
    {"balls.answer_hidden", "The answer is hidden while outcomes are."},
    {"balls.query_type", "type a whole number from 0 to 10^18"},
    {"balls.query_answer", "N = {0}: {1}, the first player {2}"},
    {"balls.query_period", ", answered through the period: same as N = {0}, since from {1} on the answers repeat every {2}"},
    {"balls.query_beyond", "N = {0} is beyond direct solving and no period was proven: no answer (never a guess)"},
    {"balls.judge_beyond", "N = {0} is beyond direct solving and no period was proven"},
    {"balls.take_sizes", "Take sizes"},
    {"balls.balls_n", "Balls N"},
    {"balls.new_game", "New game"},
    {"balls.take_sizes_hint", "Take sizes: type numbers separated by spaces."},
    {"balls.samples", "Judge samples (one click loads one):"},
    {"balls.judge_panel", "Judge panel"},
    {"balls.judge_help", "Line 1: take sizes. Line 2: starting counts."},
    {"balls.output", "Output:"},
    {"balls.judge_case_tip", "N = %llu: click to play it"},
    {"balls.chip_first", "1st"},
    {"balls.chip_second", "2nd"},
    {"balls.err_no_take", "give at least one take size"},
    {"balls.err_take_range", "take sizes must be between 1 and {0}, not {1}"},
    {"balls.err_pile", "the pile holds 0 to {0} balls in the lesson, not {1} (ask the strip's query box about larger N)"},
    {"balls.err_not_take", "{0} is not a take size ({1})"},
    {"balls.err_too_few", "cannot take {0}: only {1} left"},
    {"balls.result_one", "No take fits the {0} ball left. First player holds {1} ({2}), second player {3} ({4}): "},
    {"balls.result", "No take fits the {0} balls left. First player holds {1} ({2}), second player {3} ({4}): "},
    {"balls.result_draw", "a draw (tie)."},
    {"balls.result_first", "the first player wins."},
    {"balls.result_second", "the second player wins."},


    // ==== export ====






    // ==== harden ====






    // ==== worker ====






    // ==== lectures ====






    // ==== cli ====



};

}  // namespace

std::span<const Entry> english_table() { return kTable; }

}  // namespace gtl::i18n
