// The ttt lesson's words in English: its Lesson::strings(), added to the
// string tables when the lesson is made.
#include "app/lessons/ttt/lesson.hpp"

namespace gtl::app::ttt_words {

namespace {
constexpr i18n::Entry kRows[] = {
    // Help › Rules: the rules as a teacher states them, paragraphs split by a blank line.
    {"ttt.help_rules",
     "X and O take turns marking an empty cell of the 3×3 grid, X first.\n\n"
     "Three of one's marks in a row, a column or a diagonal win; a full grid with no such line is a draw."},
    {"ttt.name", "Tic-tac-toe"},
    {"ttt.new_game", "New game"},
    {"ttt.to_move", "{0} to move"},
    {"ttt.out_win", "W: {0} wins in {1}"},
    {"ttt.out_lose", "L: {0} loses in {1}"},
    {"ttt.out_draw", "D: a draw with perfect play"},
    {"ttt.best", "Best: {0}"},
    {"ttt.badges", "Each empty cell: what moving there gives {0} (W, D or L)."},
    {"ttt.won", "{0} wins: three in a row."},
    {"ttt.full", "A draw: the board is full and nobody has three in a row."},
    {"ttt.err_range", "cell {0} is not on the board (cells are 0..8, row by row)"},
    {"ttt.err_taken", "cell {0} is taken"},
    {"ttt.err_over", "the game is over: {0}"},
    {"ttt.err_start_over", "the start must leave a move to play"},
    {"ttt.err_link_start", "the share link's \"start\" cannot be played: {0}"},
    {"ttt.describe_move", "{0}, {1} to move"},
    {"ttt.describe_won", "{0}, {1} has three in a row"},
    {"ttt.describe_full", "{0}, full board"},
    {"ttt.verdict_win", "Now {0} is winning: {1} keeps the win."},
    {"ttt.verdict_draw", "Now {0} can hold the draw ({1}) but not win."},
    {"ttt.verdict_lose", "Now {0} is losing: every cell leads to a position the opponent wins."},
    {"ttt.symmetry", "Merge symmetric positions"},
    {"ttt.symmetry_help",
     "Turning or flipping the board (8 ways) changes no position's value. With this on, the tree shows each "
     "family of such positions once: 5,478 positions become 765."},
    {"ttt.export_board", "Tic-tac-toe board"},
    {"ttt.rules", "X and O take turns to mark a cell; three in a row wins. The start is a draw: a perfect "
                  "player never loses."},
    // The accessible twin's words (web/page/a11y.js): its board's cells and controls.
    {"ttt.a11y.cell", "row {0}, column {1}: {2}"},
    {"ttt.a11y.empty", "empty"},
    {"ttt.a11y.best", "empty, best move"},
    {"ttt.a11y.move", "row {0}, column {1}"},
};
}  // namespace

std::span<const i18n::Entry> en() { return kRows; }

}  // namespace gtl::app::ttt_words
