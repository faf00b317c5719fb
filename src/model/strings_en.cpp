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






    // ==== export ====
    {"export.menu.file", "File"},
    {"export.menu.export", "Export\u2026"},
    {"export.dialog.title", "Export"},
    {"export.what", "What"},
    {"export.what.tree", "Game tree"},
    {"export.what.board", "Number Game board"},
    {"export.what.strip", "Outcome strip"},
    {"export.what.chart", "Value chart"},
    {"export.format", "Format"},
    {"export.format.svg", "SVG (vector, for slides)"},
    {"export.format.png", "PNG (2\u00d7 pixels)"},
    {"export.scope", "Part of the tree"},
    {"export.scope.visible", "What the canvas shows"},
    {"export.scope.whole", "The whole expanded drawing"},
    {"export.save", "Export"},
    {"export.close", "Close"},
    {"export.copy.heading", "Copy as plain text"},
    {"export.copy.proof", "Copy the selected position's proof"},
    {"export.copy.judge", "Copy the judge output"},
    {"export.copied", "Copied to the clipboard."},
    {"export.nothing.proof", "Select a node in the tree first: its proof is what gets copied."},
    {"export.nothing.judge", "The judge panel has no output yet: paste judge input there first."},
    {"export.saved.file", "Saved {0} ({1} bytes)."},
    {"export.saved.download", "Downloading {0} ({1} bytes)."},
    {"export.error.write", "Could not write {0}: {1}."},
    {"export.error.png_desktop", "PNG export needs the browser; the desktop app writes SVG (open it in any browser or slide tool)."},
    {"export.error.what", "field \"what\" must be \"tree\", \"board\", \"strip\" or \"chart\""},
    {"export.error.format", "field \"format\" must be \"svg\" or \"png\""},
    {"export.error.scope", "field \"scope\" must be \"visible\" or \"whole\""},
    {"export.game.number", "The Number Game 2..{0}"},
    {"export.game.balls", "The ball-taking game, takes {0}"},
    {"export.position.start", "at the start"},
    {"export.position.after", "after {0}"},
    {"export.title.tree", "{0} \u2014 game tree {1}"},
    {"export.title.dag", "{0} \u2014 position graph (DAG) {1}"},
    {"export.title.board", "{0} \u2014 board {1}, {2} to move"},
    {"export.title.strip", "{0} \u2014 outcomes for N = 1..{1}"},
    {"export.title.chart", "{0} \u2014 move values {1}"},
    {"export.group.long", "{0} moves \u2192 {1}"},
    {"export.chart.empty", "move values appear here"},
    {"export.chart.hidden", "values hidden while the class works them out"},






    // ==== harden ====






    // ==== worker ====






    // ==== lectures ====






    // ==== cli ====



};

}  // namespace

std::span<const Entry> english_table() { return kTable; }

}  // namespace gtl::i18n
