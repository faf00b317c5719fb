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






    // ==== lectures ====






    // ==== cli ====



};

}  // namespace

std::span<const Entry> english_table() { return kTable; }

}  // namespace gtl::i18n
