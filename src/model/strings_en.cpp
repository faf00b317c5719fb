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






    // ==== harden ====






    // ==== worker ====
    {"worker.solving", "Solving the board: every position's outcome and remoteness. The rest of the app stays usable; the board and the tree appear when it is done."},
    {"worker.progress", "{0} of about {1} positions"},
    {"worker.cancel", "Cancel"},
    {"worker.tree.capped", "The tree draws the {0} positions nearest the start (the board has more); every outcome it shows is exact."},
    {"worker.idle", "nothing is running to cancel"},






    // ==== lectures ====






    // ==== cli ====



};

}  // namespace

std::span<const Entry> english_table() { return kTable; }

}  // namespace gtl::i18n
