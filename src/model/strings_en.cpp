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
    {"harden.budget.balls", "a ball game with {0} take sizes and {1} balls was asked: about {2} steps (each count times each take size), more than the lesson's budget of {3}. Use fewer take sizes or fewer balls: {0} take sizes fit up to {4} balls"},
    {"harden.stopped.memory", "Game Tree Lab ran out of memory: the page may use {0} MB and the last request needed more. Nothing more can be done on this page."},
    {"harden.stopped.error", "Game Tree Lab stopped on an internal error ({0}). Nothing more can be done on this page."},
    {"harden.stopped.reload", "Reload Game Tree Lab without the link"},






    // ==== worker ====






    // ==== lectures ====






    // ==== cli ====



};

}  // namespace

std::span<const Entry> english_table() { return kTable; }

}  // namespace gtl::i18n
