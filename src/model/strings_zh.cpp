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
    {"worker.solving", "正在求解棋盘：计算每个局面的胜负和步数。其余功能仍可使用；完成后显示棋盘和博弈树。"},
    {"worker.progress", "已求解 {0} 个局面，共约 {1} 个"},
    {"worker.cancel", "取消"},
    {"worker.tree.capped", "博弈树只画出离开局最近的 {0} 个局面（棋盘还有更多）；显示的每个胜负都是精确的。"},
    {"worker.idle", "没有正在进行的计算可以取消"},






    // ==== lectures ====






    // ==== cli ====



};

}  // namespace

std::span<const Entry> chinese_table() { return kTable; }

}  // namespace gtl::i18n
