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
    {"export.menu.file", "文件"},
    {"export.menu.export", "导出\u2026"},
    {"export.dialog.title", "导出"},
    {"export.what", "内容"},
    {"export.what.tree", "博弈树"},
    {"export.what.board", "数字游戏棋盘"},
    {"export.what.strip", "胜负条带"},
    {"export.what.chart", "走法价值图"},
    {"export.format", "格式"},
    {"export.format.svg", "SVG（矢量，适合幻灯片）"},
    {"export.format.png", "PNG（2 倍像素）"},
    {"export.scope", "树的范围"},
    {"export.scope.visible", "画布上显示的部分"},
    {"export.scope.whole", "整个已展开的图"},
    {"export.save", "导出"},
    {"export.close", "关闭"},
    {"export.copy.heading", "复制为纯文本"},
    {"export.copy.proof", "复制所选局面的证明"},
    {"export.copy.judge", "复制评测输出"},
    {"export.copied", "已复制到剪贴板。"},
    {"export.nothing.proof", "请先在树中选择一个节点：复制的是它的证明。"},
    {"export.nothing.judge", "评测面板还没有输出：请先在那里粘贴评测输入。"},
    {"export.saved.file", "已保存 {0}（{1} 字节）。"},
    {"export.saved.download", "正在下载 {0}（{1} 字节）。"},
    {"export.error.write", "无法写入 {0}：{1}。"},
    {"export.error.png_desktop", "PNG 导出需要浏览器；桌面版导出 SVG（可用任何浏览器或幻灯片软件打开）。"},
    {"export.error.what", "字段 \"what\" 必须是 \"tree\"、\"board\"、\"strip\" 或 \"chart\""},
    {"export.error.format", "字段 \"format\" 必须是 \"svg\" 或 \"png\""},
    {"export.error.scope", "字段 \"scope\" 必须是 \"visible\" 或 \"whole\""},
    {"export.game.number", "数字游戏 2..{0}"},
    {"export.game.balls", "取球游戏，可取 {0}"},
    {"export.position.start", "开局"},
    {"export.position.after", "走了 {0} 之后"},
    {"export.title.tree", "{0} \u2014 博弈树，{1}"},
    {"export.title.dag", "{0} \u2014 局面图（DAG），{1}"},
    {"export.title.board", "{0} \u2014 棋盘，{1}，轮到{2}"},
    {"export.title.strip", "{0} \u2014 N = 1..{1} 的胜负"},
    {"export.title.chart", "{0} \u2014 走法价值，{1}"},
    {"export.group.long", "{0} 步 \u2192 {1}"},
    {"export.chart.empty", "走法的价值显示在这里"},
    {"export.chart.hidden", "全班推算期间隐藏价值"},






    // ==== harden ====






    // ==== worker ====






    // ==== lectures ====






    // ==== cli ====



};

}  // namespace

std::span<const Entry> chinese_table() { return kTable; }

}  // namespace gtl::i18n
