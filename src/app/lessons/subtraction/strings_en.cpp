// The subtraction lesson's words in English: its Lesson::strings(), added to the
// string tables when the lesson is made.
#include "app/lessons/subtraction/lesson.hpp"

namespace gtl::app::subtraction_words {

namespace {
constexpr i18n::Entry kRows[] = {
    // Help › Rules: the rules as a teacher states them, paragraphs split by a blank line.
    {"subtraction.help_rules",
     "One pile of n counters and a set S of take sizes. A move takes exactly one of the sizes in S from the pile, never more than it holds.\n\n"
     "Normal play: whoever cannot move loses. Misère play (an option of the lesson): whoever cannot move wins."},
    {"subtraction.name", "Subtraction games"},
    {"subtraction.title_normal", "Subtraction game S = {{0}}, n = {1}"},
    {"subtraction.title_misere", "Subtraction game S = {{0}}, n = {1}, misère"},
    {"subtraction.panel_title", "SUBTRACTION GAME"},
    {"subtraction.rules_help", "One pile; a move takes exactly one of the sizes in S."},
    {"subtraction.take_set", "Take set S (up to 12 sizes, 1 to 100)"},
    {"subtraction.pile_n", "Pile n (0 to 10^18)"},
    {"subtraction.misere", "Misère play"},
    {"subtraction.new_game", "New game"},
    {"subtraction.samples", "Sample rules:"},
    {"subtraction.err_empty", "The take set is empty: give at least one size, e.g. 1, 3, 4."},
    {"subtraction.err_count", "At most {0} take sizes, got {1}."},
    {"subtraction.err_take", "Take sizes are whole numbers from 1 to {0}, got {1}."},
    {"subtraction.err_pile", "The pile holds 0 to 10^18 counters, got {0}."},
    {"subtraction.err_parse", "Take sizes are whole numbers separated by commas, e.g. 1, 3, 4; \"{0}\" is not one."},
    {"subtraction.err_pile_text", "The pile is a whole number from 0 to 10^18 (1000000000000000000), not \"{0}\"."},
    {"subtraction.err_not_take", "{0} is not in the take set ({1})."},
    {"subtraction.err_too_few", "Cannot take {0}: only {1} left."},
    {"subtraction.words_one", "1 counter left"},
    {"subtraction.words_many", "{0} counters left"},
    {"subtraction.words_over_normal", ": no take fits, the player to move loses"},
    {"subtraction.words_over_misere", ": no take fits, the player to move wins (misère)"},
    {"subtraction.result_normal", "No take fits ({0} left): {1} cannot move and loses."},
    {"subtraction.result_misere", "No take fits ({0} left): {1} cannot move and wins (misère)."},
    {"subtraction.verdict_win", "Now {0} is winning: take {1} leaves a pile of Grundy value 0."},
    {"subtraction.verdict_lose", "Now {0} is losing: every take leaves a pile of Grundy value above 0."},
    {"subtraction.to_move", "{0} to move,"},
    {"subtraction.outcome_win", "Win (W): g = {0}"},
    {"subtraction.outcome_lose", "Lose (L): g = 0"},
    {"subtraction.best", "Winning takes: {0}"},
    {"subtraction.pile_left", "{0} left"},
    {"subtraction.pile_big", "a pile of {0} counters: too many to draw"},
    {"subtraction.take_button", "Take {0}"},
    {"subtraction.rule_normal", "Normal play: who cannot move loses."},
    {"subtraction.rule_misere", "Misère: who cannot move wins."},
    {"subtraction.strip_hidden", "Outcomes and Grundy values over n: hidden while the class works them out"},
    {"subtraction.strip_period", "From n = {0} the values repeat every {1} (proven)."},
    {"subtraction.strip_period_short", "Period {1} from n = {0}"},
    {"subtraction.strip_no_period", "No period proven within the budget."},
    {"subtraction.cell_tip", "n = {0}: {1} for the player to move, Grundy value {2}. Click to play it."},
    {"subtraction.cell_tip_hidden", "n = {0}: hidden. Click to play it."},
    {"subtraction.strip_help", "L cells are half height; a grey line marks the pre-period, yellow ticks each period."},
    {"subtraction.n_up_to", "Strip up to n ="},
    {"subtraction.ask", "Ask about any n up to 10^18:"},
    {"subtraction.query_type", "type a whole number from 0 to 10^18"},
    {"subtraction.query_answer", "n = {0}: {1} for the player to move, Grundy value {2}"},
    {"subtraction.query_period", ", answered through the period: same as n = {0}, since from {1} on the values repeat every {2}"},
    {"subtraction.query_none", "n = {0} is past the table and no period was proven: no answer (never a guess)"},
    {"subtraction.answer_hidden", "Answers are hidden while the class works the outcomes out."},
    {"subtraction.tree_capped", "The tree shows the {0} positions nearest n; deeper positions take their values from the exact table."},
    {"subtraction.tree_capped_huge", "The tree shows the {0} positions nearest n, without values: plies to the end are known only up to n = {1}. The verdict and the strip answer through the period."},
    {"subtraction.export_strip", "Outcome strip"},
    {"subtraction.chip_first", "1st"},
    {"subtraction.chip_second", "2nd"},
    {"subtraction.win_word", "win"},
    {"subtraction.lose_word", "lose"},
    // The accessible twin's words (web/page/a11y.js): its board's cells and controls.
    {"subtraction.a11y.take", "take {0}"},
    {"subtraction.a11y.take_best", "take {0}, best move"},
    {"subtraction.a11y.takes", "Take sizes"},
    {"subtraction.a11y.n", "Pile size"},
    {"subtraction.a11y.query", "Pile size to look up"},
};
}  // namespace

std::span<const i18n::Entry> en() { return kRows; }

}  // namespace gtl::app::subtraction_words
