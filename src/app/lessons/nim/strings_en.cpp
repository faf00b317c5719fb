// The nim lesson's words in English: its Lesson::strings(), added to the
// string tables when the lesson is made.
#include "app/lessons/nim/lesson.hpp"

namespace gtl::app::nim_words {

namespace {
constexpr i18n::Entry kRows[] = {
    // Help › Rules: the rules as a teacher states them, paragraphs split by a blank line.
    {"nim.help_rules",
     "Several piles of counters (here 1 to 6 piles of 0 to 15). On a turn a player takes one or more counters from a single pile.\n\n"
     "Whoever takes the last counter wins: the player who cannot move loses."},
    {"nim.name", "Nim"},
    {"nim.title", "Nim: take any number of counters from one pile; who cannot move loses"},
    {"nim.piles_label", "Pile sizes (1 to 6 piles, 0 to 15 each)"},
    {"nim.new_game", "New game"},
    {"nim.samples", "Samples:"},
    {"nim.err_text", "Type the pile sizes as whole numbers, for example 3 4 5."},
    {"nim.err_count", "Nim needs 1 to {0} piles, not {1}."},
    {"nim.err_size", "A pile holds 0 to {0} counters, not {1}."},
    {"nim.err_no_pile", "There is no pile index {0}: the indices are 0 to {1}."},
    {"nim.err_take", "Cannot take {0} from pile index {1}: it holds {2}."},
    {"nim.err_take_none", "Take at least one counter (count {0})."},
    {"nim.err_move", "{0} is not a Nim move (a move is pile index × 16 + count)."},
    {"nim.first", "First player"},
    {"nim.second", "Second player"},
    {"nim.to_move", "to move"},
    {"nim.v_lose", "nim-sum 0: the player to move loses"},
    {"nim.v_win", "nim-sum {0}: the player to move wins"},
    {"nim.v_make_zero", "make the nim-sum 0: {0}"},
    {"nim.take_from", "take {0} from pile {1}"},
    {"nim.over", "No counters left: {0} cannot move and loses."},
    {"nim.verdict_win", "Now {0} is winning: {1}, which makes the nim-sum 0."},
    {"nim.verdict_lose", "Now {0} is losing: the nim-sum is 0, and every move makes it non-zero."},
    {"nim.pile", "Pile {0}"},
    {"nim.sum_row", "nim-sum"},
    {"nim.table_help", "Each pile in binary. A highlighted column has an odd number of 1s: the nim-sum has a 1 there."},
    {"nim.hover_win", "leaves nim-sum 0: a winning move"},
    {"nim.hover_lose", "leaves nim-sum {0}: the opponent can win"},
    {"nim.label", "{0} · g {1}"},
    {"nim.describe", "piles {0}; Grundy value {1} (the nim-sum)"},
    {"nim.tree_full", "The tree holds all {0} positions; g is each position's Grundy value (its nim-sum)."},
    {"nim.tree_capped",
     "The tree is capped: it shows {0} of the {1} positions, and those past the cap are unknown there "
     "(the nim-sum still decides every position)."},
    {"nim.title_fmt", "Nim with piles {0}"},
    {"nim.chip", "p{1} −{0}"},
    {"nim.export_board", "Nim: piles and nim-sum table"},
    // The accessible twin's words (web/page/a11y.js): its board's cells and controls.
    {"nim.a11y.pile", "pile {0}: {1} counters"},
    {"nim.a11y.take", "take {0} from pile {1}"},
    {"nim.a11y.piles", "Piles"},
};
}  // namespace

std::span<const i18n::Entry> en() { return kRows; }

}  // namespace gtl::app::nim_words
