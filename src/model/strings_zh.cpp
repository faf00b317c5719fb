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






    // ==== export ====






    // ==== harden ====






    // ==== worker ====






    // ==== lectures ====






    // ==== cli ====



};

}  // namespace

std::span<const Entry> chinese_table() { return kTable; }

}  // namespace gtl::i18n
