// The number lesson's words in English: its Lesson::strings(), added to the
// string tables when the lesson is made.
#include "app/lessons/number/lesson.hpp"

namespace gtl::app::number_words {

namespace {
constexpr i18n::Entry kRows[] = {
    // Help › Rules: the rules as a teacher states them, paragraphs split by a blank line.
    {"number.help_rules",
     "Christine and Matt take turns, Christine first, naming a number of the board 2..N that is still allowed.\n\n"
     "Naming a number forbids it, its multiples, and every sum of one of its multiples and a number already forbidden: once 2 and 3 are named, 4, 6, 8, 9, 10, … are forbidden, and 5 = 2 + 3 as well. Numbers that are not on the board count as forbidden too.\n\n"
     "Whoever cannot name a number loses. The judges (POJ 1143) give a position as the numbers still allowed and ask for all of its winning moves."},
    {"number.legend_board", "The Number Game board"},
    {"number.legend_one_strike", "One strike: a multiple of a named number (6 after 2 or 3 is named)."},
    {"number.legend_two_strikes", "Two strikes: a sum of multiples of named numbers (9 = 2·2 + 5)."},
    {"number.legend_named", "Named numbers in the colour and initial of who named them: Christine (first), Matt (second)."},
    {"number.legend_hint", "With hints on: a winning move (thick blue frame and a W)."},
    {"number.why_prior", "{0}, and {1} was already forbidden"},
    {"number.err_board", "the board goes from 2 up to at most {0}, not {1}"},
    {"number.err_allowed_range", "allowed numbers must be between 2 and {0}, not {1}"},
    {"number.err_not_on_board", "{0} is not on the board (2..{1})"},
    {"number.err_already_named", "{0} was already named"},
    {"number.err_forbidden", "{0} is forbidden: {1}"},
    {"number.not_allowed", "not allowed"},
    {"number.not_allowed_given", "not allowed in the given position"},
    {"number.cap_names", "{0} names {1}: it can never be named again."},
    {"number.cap_multiples", "Multiples of {0} become forbidden."},
    {"number.cap_multiples_why", "Multiples of {0} become forbidden: {1} (struck once)."},
    {"number.cap_sums", "Sums of multiples of named numbers become forbidden."},
    {"number.cap_sums_why", "Sums of multiples of named numbers become forbidden: {0} (struck twice; built from the lit tiles {1})."},
    {"number.cap_no_number", "No number is left: {0} cannot move and loses. {1} wins."},
    {"number.cap_named_nothing", "{0} was named; nothing else became forbidden. {1} to move."},
    {"number.cap_named_forbade", "{0} was named; it forbade {1}. {2} to move."},
    {"number.cap_to_move", "{0} to move: click an allowed number to name it."},
    {"number.cannot_move", "cannot move: loses (L)"},
    {"number.to_move", "to move:"},
    {"number.winning_in", "winning (W) in {0}"},
    {"number.losing_in", "losing (L) in {0}"},
    {"number.winning_moves", "winning moves:"},
    {"number.no_winning_move", "no winning move"},
    {"number.given", "given"},
    {"number.hover_edit", "Click to toggle {0} in the start position."},
    {"number.hover_named", "{0} was named by {1}."},
    {"number.hover_forbidden", "{0} is forbidden: {1}."},
    {"number.hover_nothing", "Naming {0} would forbid nothing else."},
    {"number.hover_forbid", "Naming {0} would forbid {1} (struck faintly on the board)."},
    {"number.hover_forbid_many", "Naming {0} would forbid {1} numbers: {2} (struck faintly on the board)."},
    {"number.hover_wins", "It wins: {0} is left in a losing position (L)."},
    {"number.hover_loses", "It loses: {0} is left in a winning position (W)."},
    {"number.legend_multiple", "a multiple"},
    {"number.legend_multiple_short", "multiple"},
    {"number.legend_sum", "a sum of multiples"},
    {"number.legend_sum_mid", "a sum"},
    {"number.legend_sum_short", "sum"},
    {"number.unreachable", "This start cannot arise by play from 2..{0}; the judges' ascending rule still applies."},
    {"number.title", "THE NUMBER GAME"},
    {"number.new_game", "New game on 2..N"},
    {"number.edit_allowed", "Edit the allowed set"},
    {"number.edit_hint", "Click tiles to toggle them in the start position."},
    {"number.judge_panel", "Judge panel (POJ 1143)"},
    {"number.judge_help", "Cases \"n a1 .. an\", ended by 0. The output is the judge's, byte for byte."},
    // The tree's words for a position (model.cpp).
    {"number.tree_none", "No number is allowed: the player to move cannot name one and loses."},
    {"number.tree_one", "1 number is allowed: {0}"},
    {"number.tree_many", "{0} numbers are allowed: {1}"},
    {"number.tree_other_one", ". The other number of 2..{0} is forbidden"},
    {"number.tree_other_many", ". The other {0} of 2..{1} are forbidden"},
    {"number.tree_end", "."},
    // The accessible twin's words (web/page/a11y.js): its board's cells and controls.
    {"number.a11y.tile_allowed", "{0}, allowed"},
    {"number.a11y.tile_winning", "{0}, allowed, winning move"},
    {"number.a11y.tile_forbidden", "{0}, forbidden: {1}"},
    {"number.a11y.tile_forbidden_plain", "{0}, forbidden"},
    {"number.a11y.tile_named", "{0}, named by {1}"},
    {"number.a11y.max", "Largest number N"},
    {"number.a11y.judge.input", "Judge input"},
};
}  // namespace

std::span<const i18n::Entry> en() { return kRows; }

}  // namespace gtl::app::number_words
