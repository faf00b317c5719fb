#include "app/shell/ui_export.hpp"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>

#include "app/kit/item_registry.hpp"
#include "app/kit/lesson.hpp"
#include "app/kit/settings.hpp"
#include "app/kit/theme.hpp"
#include "core/quantity_text.hpp"
#include "app/kit/ui_timeline.hpp"
#include "app/tree/ui_tree.hpp"
#include "imgui.h"
#include "model/i18n.hpp"
#include "model/proof.hpp"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>

// Hands the document to the page as a download. An SVG goes as it is; a PNG is
// the SVG drawn into an offscreen canvas at twice its size (the drawing is
// vector, so 2× is sharp, and it needs neither the WebGL canvas's back buffer
// nor a frame redrawn at another pixel ratio). window.gtl.lastExport is a
// Promise of {name, bytes, type} once the file is handed to the browser.
// clang-format off
EM_JS(void, gtl_js_export, (const char* name_ptr, const char* svg_ptr, int svg_len, int png), {
  const name = UTF8ToString(name_ptr);
  const svg = UTF8ToString(svg_ptr, svg_len);
  const save = (blob) => {
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = name;
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(a.href), 10000);
    return { name, bytes: blob.size, type: blob.type };
  };
  const svgBlob = new Blob([svg], { type: 'image/svg+xml' });
  const done = !png ? Promise.resolve(save(svgBlob)) : new Promise((resolve, reject) => {
    const img = new Image();
    const url = URL.createObjectURL(svgBlob);
    img.onload = () => {
      const c = document.createElement('canvas');
      c.width = img.naturalWidth * 2;
      c.height = img.naturalHeight * 2;
      const ctx = c.getContext('2d');
      ctx.scale(2, 2);
      ctx.drawImage(img, 0, 0);
      URL.revokeObjectURL(url);
      c.toBlob((b) => {
        if (!b) { reject(new Error('the PNG could not be encoded')); return; }
        resolve(Object.assign(save(b), { width: c.width, height: c.height }));
        Module.ccall('gtl_export_done', null, ['number', 'number', 'number'], [b.size, c.width, c.height]);
      }, 'image/png');
    };
    img.onerror = () => { URL.revokeObjectURL(url); reject(new Error('the SVG could not be drawn')); };
    img.src = url;
  });
  done.catch(() => {});
  if (window.gtl) window.gtl.lastExport = done;
});
// clang-format on
#endif

namespace gtl::app {

namespace {

#ifndef __EMSCRIPTEN__
// The desktop app writes next to its executable: easy to find in a classroom,
// whatever the working directory was.
std::filesystem::path export_dir() {
  std::error_code ec;
  const auto exe = std::filesystem::read_symlink("/proc/self/exe", ec);
  return ec ? std::filesystem::current_path(ec) : exe.parent_path();
}
#endif

}  // namespace

theme::ThemeName ExportPanel::style() const {
  if (style_ == 0) return theme::ThemeName::Light;
  if (style_ == 1) return theme::ThemeName::Dark;
  return theme::current_theme();  // not chosen: as the app is shown
}

// The colours of a drawing: the light table prints well, the dark one is the
// projector's (File › Export…'s "Colours"; by default the shown theme's).
model::SvgPalette ExportPanel::palette(theme::ThemeName t) const {
  const theme::Colors& c = theme::colors_of(t);
  const theme::CanvasColors& k = theme::canvas_colors_of(t);
  model::SvgPalette p;
  p.background = c.canvas_bg;
  p.text = c.text;
  p.text_muted = c.text_muted;
  p.panel = c.frame;
  p.win = c.win, p.lose = c.lose, p.draw = c.draw, p.unknown = c.unknown;
  p.win_ink = theme::best_text_on(c.win), p.lose_ink = theme::best_text_on(c.lose);
  p.draw_ink = theme::best_text_on(c.draw), p.unknown_ink = theme::best_text_on(c.unknown);
  p.first = c.first, p.second = c.second;
  p.first_ink = theme::best_text_on(c.first), p.second_ink = theme::best_text_on(c.second);
  p.highlight = c.highlight, p.highlight_text = c.highlight_text;
  p.edge = k.edge, p.move_bg = k.move_bg, p.move_text = k.move_text, p.move_text_win = k.move_text_win;
  p.light = t == theme::ThemeName::Light;  // a game's own colours pick their table by it
  return p;
}

std::vector<std::pair<std::string, std::string>> ExportPanel::choices() const {
  std::vector<std::pair<std::string, std::string>> c{{"tree", "export.what.tree"}};
  for (const LessonDrawing& d : src_.lesson().drawings()) c.emplace_back(d.what, d.label_key);
  c.emplace_back("chart", "export.what.chart");
  return c;
}

std::string ExportPanel::svg(const std::string& what, bool visible_only) const {
  const model::SvgPalette p = palette(style());
  Lesson& lesson = src_.lesson();
  const std::string position = position_words(lesson.timeline());
  if (what == "tree") {
    model::TreeDrawing d = src_.tree.export_drawing(visible_only);
    if (!d.scene) return {};
    d.title = i18n::tr_fmt(src_.tree.dag_mode() ? "export.title.dag" : "export.title.tree", lesson.title(), position);
    return model::tree_svg(d, p);
  }
  if (what == "chart") {
    model::ChartDrawing d = chart_drawing(lesson.timeline(), src_.values, src_.settings.outcomes_hidden());
    d.title = i18n::tr_fmt("export.title.chart", lesson.title(), position);
    return model::chart_svg(d, p);
  }
  // A lesson's own drawing: the shown lesson's first, then any other's (an
  // automation script may export the Number Game's board with the ball game shown).
  for (Lesson* l : src_.lessons_shown_first())
    for (const LessonDrawing& d : l->drawings())
      if (d.what == what) return d.svg(p);
  return {};
}

ExportResult ExportPanel::run(const std::string& what, ExportFormat format, bool visible_only) {
  ExportResult r;
  r.name = "gtl-" + what + (format == ExportFormat::Png ? ".png" : ".svg");
  r.svg = svg(what, visible_only);
  if (r.svg.empty()) {
    r.ok = false;
    r.error = i18n::tr("export.error.what");
    status_ = r.error;
    return r;
  }
#ifdef __EMSCRIPTEN__
  gtl_js_export(r.name.c_str(), r.svg.data(), static_cast<int>(r.svg.size()), format == ExportFormat::Png);
  r.pending = format == ExportFormat::Png;
  png_name_ = r.pending ? r.name : std::string();
  status_ = r.pending ? i18n::tr_fmt("export.saved.drawing", r.name)
                      : i18n::tr_fmt("export.saved.download", r.name, text::grouped(r.svg.size()));
#else
  if (format == ExportFormat::Png) {
    r.ok = false;
    r.error = i18n::tr("export.error.png_desktop");
  } else {
    const std::filesystem::path path = export_dir() / r.name;
    std::ofstream out(path, std::ios::binary);
    out << r.svg;
    out.close();
    r.path = path.string();
    if (!out) {
      r.ok = false;
      r.error = i18n::tr_fmt("export.error.write", r.path, std::strerror(errno));
    } else {
      status_ = i18n::tr_fmt("export.saved.file", r.path, text::grouped(r.svg.size()));
    }
  }
  if (!r.ok) status_ = r.error;
#endif
  return r;
}

void ExportPanel::register_automation(Automation& a) {
  a.section("export", [this](json::Writer& w) {
    w.begin_object().key("open").value(open_).key("status").value(status_);
    w.key("style").value(style() == theme::ThemeName::Light ? "light" : "dark").end_object();
  });
  a.on("export",
       "{type:'export', what:'tree'|'board'|'strip'|'chart', format:'svg'|'png', scope:'whole'|'visible', "
       "style:'light'|'dark'} — "
       "export a drawing (a download in the browser, a file beside the desktop app)",
       {Param::text("what"), Param::any("format").optional(), Param::any("scope").optional(),
        Param::any("style").optional()},
       [this](const Args& args) {
         // "format" and "scope" are read here: a wrong one, a string or not, gets its own message.
         const auto text = [&args](const char* key) {
           const json::Value& v = args.any(key);
           return v.is_string() ? v.string : std::string();
         };
         ExportFormat format = ExportFormat::Svg;
         if (args.has("format")) {
           const std::string f = text("format");
           if (f != "svg" && f != "png") return ActionResult::failure(i18n::tr("export.error.format"));
           format = f == "png" ? ExportFormat::Png : ExportFormat::Svg;
         }
         bool visible = false;
         if (args.has("scope")) {
           const std::string s = text("scope");
           if (s != "visible" && s != "whole") return ActionResult::failure(i18n::tr("export.error.scope"));
           visible = s == "visible";
         }
         const int chosen = style_;
         if (args.has("style")) {
           const std::string s = text("style");
           if (s != "light" && s != "dark") return ActionResult::failure(i18n::tr("export.error.style"));
           style_ = s == "light" ? 0 : 1;
         }
         const ExportResult r = run(args.text("what"), format, visible);
         style_ = chosen;  // the action's style is for this export; the dialog keeps its own
         if (!r.ok) return ActionResult::failure(r.error);
         ActionResult ok = ActionResult::success();
         ok.data.emplace_back("name", json::escape(r.name));
         ok.data.emplace_back("bytes", format == ExportFormat::Svg ? std::to_string(r.svg.size()) : "null");
         ok.data.emplace_back("text", json::escape(format == ExportFormat::Svg ? r.svg : std::string()));
         if (r.pending) ok.data.emplace_back("pending", "true");
         if (!r.path.empty()) ok.data.emplace_back("path", json::escape(r.path));
         return ok;
       });
}

void ExportPanel::png_saved(std::size_t bytes, int width, int height) {
  if (png_name_.empty()) return;
  status_ = i18n::tr_fmt("export.saved.png", png_name_, width, height, text::grouped(bytes));
  png_name_.clear();
}

void ExportPanel::copy(const std::string& text, const char* nothing_key) {
  // Both texts tell outcomes: none leaves the app while the class works them out.
  if (src_.settings.outcomes_hidden()) {
    status_ = src_.settings.hidden_outcome_text();
    return;
  }
  if (text.empty()) {
    status_ = i18n::tr(nothing_key);
    return;
  }
  ImGui::SetClipboardText(text.c_str());
  status_ = i18n::tr("export.copied");
}

void ExportPanel::draw() {
  if (!open_) return;
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(ImVec2(vp->WorkPos.x + vp->WorkSize.x * 0.5f, vp->WorkPos.y + vp->WorkSize.y * 0.5f),
                          ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSizeConstraints(ImVec2(0, 0), ImVec2(vp->WorkSize.x - 16, vp->WorkSize.y - 16));
  const std::string window = std::string(i18n::tr("export.dialog.title")) + "###export";
  if (!ImGui::Begin(window.c_str(), &open_, ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoCollapse)) {
    ImGui::End();
    return;
  }
  if (ImGui::IsWindowFocused(ImGuiFocusedFlags_RootAndChildWindows) && ImGui::IsKeyPressed(ImGuiKey_Escape, false)) open_ = false;
  ImGui::TextDisabled("%s", i18n::tr("export.what"));
  const auto offered = choices();
  if (std::none_of(offered.begin(), offered.end(), [this](const auto& c) { return c.first == what_; }))
    what_ = "tree";  // the lesson changed under an open dialog
  for (const auto& [what, label] : offered) {
    if (ImGui::RadioButton(i18n::tr(label), what_ == what)) what_ = what;
    track_item("export.what." + what);
  }
  ImGui::TextDisabled("%s", i18n::tr("export.format"));
  ImGui::RadioButton(i18n::tr("export.format.svg"), &format_, 0);
  track_item("export.format.svg");
  ImGui::RadioButton(i18n::tr("export.format.png"), &format_, 1);
  track_item("export.format.png");
  ImGui::TextDisabled("%s", i18n::tr("export.style"));
  const bool light = style() == theme::ThemeName::Light;
  if (ImGui::RadioButton(i18n::tr("export.style.light"), light)) style_ = 0;
  track_item("export.style.light");
  if (ImGui::RadioButton(i18n::tr("export.style.dark"), !light)) style_ = 1;
  track_item("export.style.dark");
  // Only the tree has more drawing than the canvas shows at once.
  ImGui::BeginDisabled(what_ != "tree");
  ImGui::TextDisabled("%s", i18n::tr("export.scope"));
  ImGui::RadioButton(i18n::tr("export.scope.visible"), &scope_, 0);
  track_item("export.scope.visible");
  ImGui::RadioButton(i18n::tr("export.scope.whole"), &scope_, 1);
  track_item("export.scope.whole");
  ImGui::EndDisabled();
  ImGui::Spacing();
  if (ImGui::Button(i18n::tr("export.save")))
    run(what_, format_ == 1 ? ExportFormat::Png : ExportFormat::Svg, scope_ == 0);
  track_item("export.save");
  ImGui::SameLine();
  if (ImGui::Button(i18n::tr("export.close"))) open_ = false;
  track_item("export.close");
  ImGui::Separator();
  ImGui::TextDisabled("%s", i18n::tr("export.copy.heading"));
  if (ImGui::Button(i18n::tr("export.copy.proof"))) {
    const PositionGraph* g = src_.tree.graph();
    const NodeId sel = g ? src_.tree.selected() : kNoNode;
    copy(sel != kNoNode ? model::proof_text(*g, sel) : std::string(), "export.nothing.proof");
  }
  track_item("export.copy.proof");
  if (ImGui::Button(i18n::tr("export.copy.judge")))
  {
    const std::string* judge = src_.lesson().judge_output();
    copy(judge ? *judge : std::string(), "export.nothing.judge");
  }
  track_item("export.copy.judge");
  if (!status_.empty()) {
    ImGui::PushTextWrapPos(ImGui::GetFontSize() * 24);
    ImGui::TextUnformatted(status_.c_str());
    ImGui::PopTextWrapPos();
  }
  ImGui::End();
}

}  // namespace gtl::app
