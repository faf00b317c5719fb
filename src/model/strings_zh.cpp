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
    {"harden.budget.balls", "所请求的取球游戏有 {0} 种取法、{1} 个球：约 {2} 步（每个球数乘以每种取法），超过了本课的上限 {3} 步。请减少取法或球数：{0} 种取法最多可用 {4} 个球"},
    {"harden.stopped.memory", "Game Tree Lab 内存不足：本页面最多可用 {0} MB，而最后一个请求需要更多。此页面已无法继续使用。"},
    {"harden.stopped.error", "Game Tree Lab 因内部错误而停止（{0}）。此页面已无法继续使用。"},
    {"harden.stopped.reload", "不带链接重新加载 Game Tree Lab"},






    // ==== worker ====






    // ==== lectures ====






    // ==== cli ====



};

}  // namespace

std::span<const Entry> chinese_table() { return kTable; }

}  // namespace gtl::i18n
