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
    {"lecture.menu", "讲座"},
    {"lecture.menu.new", "从当前画面开始写新讲座"},
    {"lecture.menu.openFile", "打开讲座文件…"},
    {"lecture.menu.close", "关闭讲座"},
    {"lecture.untitled", "我的讲座"},
    {"lecture.newSlideText", "写下这张幻灯片展示的内容。支持 **粗体**、*斜体* 和以 \"- \" 开头的列表。"},
    {"lecture.notice.broken", "无法打开讲座：{0}。"},
    {"lecture.prev", "← 上一张"},
    {"lecture.next", "下一张 →"},
    {"lecture.progress", "第 {0} 张，共 {1} 张"},
    {"lecture.back", "回到本张幻灯片"},
    {"lecture.back.tip", "把程序重新设为本张幻灯片的状态（PageDown / PageUp 翻页）"},
    {"lecture.write", "编写"},
    {"lecture.write.done", "完成编写"},
    {"lecture.close", "关闭"},
    {"lecture.writer", "编写讲座"},
    {"lecture.add", "把当前画面添加为幻灯片"},
    {"lecture.recapture", "本张改用当前画面"},
    {"lecture.text.help", "**粗体**、*斜体*、\"- \" 列表、\"1. \" 编号；空行分段"},
    {"lecture.up", "上移"},
    {"lecture.down", "下移"},
    {"lecture.duplicate", "复制"},
    {"lecture.delete", "删除"},
    {"lecture.entry", "进入本张时执行："},
    {"lecture.entry.add", "添加"},
    {"lecture.entry.pick", "说出一个数（带动画）"},
    {"lecture.entry.take", "取球"},
    {"lecture.entry.expand", "把树展开到深度"},
    {"lecture.entry.pv", "显示完美对局路线"},
    {"lecture.entry.fit", "让树适应窗口"},
    {"lecture.entry.inductionMemo", "从此处开始逆向归纳（记忆化）"},
    {"lecture.entry.inductionRetro", "从此处开始逆向归纳（逆推）"},
    {"lecture.entry.inductionStep", "归纳：跳到第几步"},
    {"lecture.entry.quizLeft", "测验：剩余步数"},
    {"lecture.entry.quizDepth", "测验：深度"},
    {"lecture.entry.play", "与完美玩家对弈（全班先手）"},
    {"lecture.entry.hintsOff", "隐藏提示"},
    {"lecture.entry.presentation", "演示模式"},
    {"lecture.entry.langEn", "切换到英文"},
    {"lecture.entry.langZh", "切换到中文"},
    {"lecture.save", "保存为文件"},
    {"lecture.openFile", "打开文件"},
    {"lecture.copyLink", "复制讲座链接"},
    {"lecture.link.size", "链接：{0} 个字符（上限 {1}）"},
    {"lecture.link.tooLong", "太长，无法做成链接（超过 {0} 个字符）：请以文件分享。"},






    // ==== cli ====



};

}  // namespace

std::span<const Entry> chinese_table() { return kTable; }

}  // namespace gtl::i18n
