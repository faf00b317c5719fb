// File › Export…: the tree or DAG, the value chart, or a drawing the shown
// lesson offers (the Number Game's board, the ball game's strip) as an SVG (vector, text as text) or a PNG at 2× for
// slides; the selected position's proof and the judge output as plain text on
// the clipboard. The drawings are written by model/svg_export.hpp from the
// data the canvases draw (TreePanel::export_drawing, board_drawing,
// strip_drawing, chart_drawing) with the current theme's colours.
//
// Delivery: in the browser a download (a Blob link made by the page; a PNG is
// the SVG drawn into an offscreen canvas at twice its size), on the desktop a
// file next to the executable. The automation action {type:'export'} does the
// same and hands back the name, the size and the SVG text.
#pragma once

#include <cstddef>
#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "app/kit/automation.hpp"
#include "app/kit/theme_colors.hpp"
#include "model/svg_export.hpp"

namespace gtl::app {

class Lesson;
class Timeline;
class TreePanel;
class ValueHistory;
struct Settings;

enum class ExportFormat { Svg, Png };

struct ExportResult {
  bool ok = true;
  std::string error;
  std::string name;        // "gtl-tree.svg"
  std::string svg;         // the document (a PNG is drawn from it)
  std::string path;        // desktop: where the file was written
  bool pending = false;    // web PNG: encoded after the action returns (gtl.lastExport)
};

class ExportPanel {
 public:
  // What export reads of the app, and nothing more (App::export_source builds
  // it): the panel never sees the App.
  struct Source {
    std::function<Lesson&()> lesson;                            // the shown lesson
    std::function<std::vector<Lesson*>()> lessons_shown_first;  // it, then the others in menu order
    TreePanel& tree;             // the tree or DAG, its selected node
    const ValueHistory& values;  // the shown line's values (the chart)
    const Settings& settings;    // outcomes hidden (quiz, induction)
  };
  explicit ExportPanel(Source source) : src_(std::move(source)) {}
  void register_automation(Automation& a);
  void open() { open_ = true; }
  bool is_open() const { return open_; }
  void draw();  // the dialog, while open

  // Builds the drawing and delivers it (download or file).
  // `what`: "tree", "chart" or a drawing of a lesson ("board", "strip"; the shown
  // lesson's first). An unknown name gives an empty SVG and ok = false.
  ExportResult run(const std::string& what, ExportFormat format, bool visible_only);
  // The SVG alone (tests, and the dialog's preview of the size); empty if `what` is unknown.
  std::string svg(const std::string& what, bool visible_only) const;
  // The page has encoded the PNG of the last run (web: gtl_export_done): the
  // status line says its real size, not the SVG's it was drawn from.
  void png_saved(std::size_t bytes, int width, int height);

 private:
  theme::ThemeName style() const;  // the drawing's colours: the dialog's choice, else the shown theme
  model::SvgPalette palette(theme::ThemeName t) const;
  // The names the dialog offers now: tree, the shown lesson's drawings, chart.
  std::vector<std::pair<std::string, std::string>> choices() const;  // {what, label key}
  void copy(const std::string& text, const char* nothing_key);

  Source src_;
  bool open_ = false;
  std::string what_ = "tree";
  int format_ = 0, scope_ = 1;  // the dialog's choices (scope 1: the whole drawing)
  int style_ = -1;              // colours: 0 light (print), 1 dark; -1 not chosen (the shown theme's)
  std::string status_;
  std::string png_name_;  // the PNG being encoded in the page ("" when none)
};

}  // namespace gtl::app
