// File › Export…: the tree or DAG, the Number Game board, the ball game's
// strip or the value chart as an SVG (vector, text as text) or a PNG at 2× for
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
#include <string>

#include "app/automation.hpp"
#include "model/svg_export.hpp"

namespace gtl::app {

class App;

enum class ExportWhat { Tree, Board, Strip, Chart };
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
  explicit ExportPanel(App& app) : app_(app) {}
  void register_automation(Automation& a);
  void open() { open_ = true; }
  bool is_open() const { return open_; }
  void draw();  // the dialog, while open

  // Builds the drawing and delivers it (download or file).
  ExportResult run(ExportWhat what, ExportFormat format, bool visible_only);
  // The SVG alone (tests, and the dialog's preview of the size).
  std::string svg(ExportWhat what, bool visible_only) const;

 private:
  model::SvgPalette palette() const;
  std::string title(ExportWhat what) const;
  void copy(const std::string& text, const char* nothing_key);

  App& app_;
  bool open_ = false;
  int what_ = 0, format_ = 0, scope_ = 1;  // the dialog's choices (scope 1: the whole drawing)
  std::string status_;
};

}  // namespace gtl::app
