#include "model/svg_writer.hpp"

#include <cmath>
#include <cstdio>

namespace gtl::model::svg {

std::string escape(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (const char ch : text) {
    switch (ch) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      case '\'': out += "&apos;"; break;
      default:
        if (static_cast<unsigned char>(ch) >= 0x20 || ch == '\t' || ch == '\n') out += ch;
    }
  }
  return out;
}

std::string color(Rgb c) {
  char buf[8];
  std::snprintf(buf, sizeof buf, "#%06X", static_cast<unsigned>(c & 0xFFFFFFu));
  return buf;
}

std::string number(double v) {
  if (!std::isfinite(v)) return "0";
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.2f", v);
  std::string s = buf;
  while (s.back() == '0') s.pop_back();
  if (s.back() == '.') s.pop_back();
  if (s == "-0") s = "0";
  return s;
}

namespace {
std::string opacity_attr(const char* name, double o) {
  return o >= 1 ? std::string() : std::string(" ") + name + "=\"" + number(o) + "\"";
}
std::string stroke_attrs(const Stroke& s) {
  return " stroke=\"" + color(s.color) + "\" stroke-width=\"" + number(s.width) + "\"" +
         opacity_attr("stroke-opacity", s.opacity);
}
std::string points_attr(std::span<const Point> pts) {
  std::string p;
  for (const Point& q : pts) p += (p.empty() ? "" : " ") + number(q.x) + "," + number(q.y);
  return p;
}
}  // namespace

Writer::Writer(double width, double height, Rgb background, std::string_view title) {
  // Whole units: a PNG drawn from the document at 2× gets exactly twice its size.
  width = std::ceil(width);
  height = std::ceil(height);
  out_ = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
  out_ += "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 " + number(width) + " " + number(height) +
          "\" width=\"" + number(width) + "\" height=\"" + number(height) +
          "\" font-family=\"DejaVu Sans, Verdana, sans-serif\">\n";
  out_ += "<title>" + escape(title) + "</title>\n";
  rect(0, 0, width, height, background);
}

void Writer::rect(double x, double y, double w, double h, Rgb fill, double radius, double opacity) {
  out_ += "<rect x=\"" + number(x) + "\" y=\"" + number(y) + "\" width=\"" + number(std::max(w, 0.0)) +
          "\" height=\"" + number(std::max(h, 0.0)) + "\"" +
          (radius > 0 ? " rx=\"" + number(radius) + "\"" : std::string()) + " fill=\"" + color(fill) + "\"" +
          opacity_attr("fill-opacity", opacity) + "/>\n";
}

void Writer::frame(double x, double y, double w, double h, const Stroke& s, double radius) {
  out_ += "<rect x=\"" + number(x) + "\" y=\"" + number(y) + "\" width=\"" + number(std::max(w, 0.0)) +
          "\" height=\"" + number(std::max(h, 0.0)) + "\"" +
          (radius > 0 ? " rx=\"" + number(radius) + "\"" : std::string()) + " fill=\"none\"" + stroke_attrs(s) +
          "/>\n";
}

void Writer::line(double x0, double y0, double x1, double y1, const Stroke& s) {
  out_ += "<line x1=\"" + number(x0) + "\" y1=\"" + number(y0) + "\" x2=\"" + number(x1) + "\" y2=\"" +
          number(y1) + "\"" + stroke_attrs(s) + " stroke-linecap=\"round\"/>\n";
}

void Writer::polyline(std::span<const Point> points, const Stroke& s) {
  out_ += "<polyline points=\"" + points_attr(points) + "\" fill=\"none\"" + stroke_attrs(s) +
          " stroke-linejoin=\"round\" stroke-linecap=\"round\"/>\n";
}

void Writer::polygon(std::span<const Point> points, Rgb fill, double opacity) {
  out_ += "<polygon points=\"" + points_attr(points) + "\" fill=\"" + color(fill) + "\"" +
          opacity_attr("fill-opacity", opacity) + "/>\n";
}

void Writer::circle(double cx, double cy, double r, Rgb fill, double opacity) {
  out_ += "<circle cx=\"" + number(cx) + "\" cy=\"" + number(cy) + "\" r=\"" + number(r) + "\" fill=\"" +
          color(fill) + "\"" + opacity_attr("fill-opacity", opacity) + "/>\n";
}

void Writer::ring(double cx, double cy, double r, const Stroke& s) {
  out_ += "<circle cx=\"" + number(cx) + "\" cy=\"" + number(cy) + "\" r=\"" + number(r) + "\" fill=\"none\"" +
          stroke_attrs(s) + "/>\n";
}

void Writer::text(double x, double cy, std::string_view s, Rgb fill, double px, Anchor anchor, std::string_view cls,
                  bool bold) {
  // The baseline sits about 0.36 em below the centre of DejaVu Sans's line box
  // (what ImGui centres on the canvas); dominant-baseline is not used because
  // slide tools ignore it.
  const char* a = anchor == Anchor::Middle ? " text-anchor=\"middle\"" : anchor == Anchor::End ? " text-anchor=\"end\"" : "";
  out_ += "<text";
  if (!cls.empty()) out_ += " class=\"" + escape(cls) + "\"";
  out_ += " x=\"" + number(x) + "\" y=\"" + number(cy + 0.36 * px) + "\" font-size=\"" + number(px) + "\"" + a +
          (bold ? " font-weight=\"bold\"" : "") + " fill=\"" + color(fill) + "\">" + escape(s) + "</text>\n";
}

void Writer::open_group(std::string_view cls, std::string_view data_key, std::string_view data_value) {
  out_ += "<g class=\"" + escape(cls) + "\"";
  if (!data_key.empty()) out_ += " data-" + escape(data_key) + "=\"" + escape(data_value) + "\"";
  out_ += ">\n";
  ++open_groups_;
}

void Writer::close_group() {
  if (open_groups_ == 0) return;
  out_ += "</g>\n";
  --open_groups_;
}

std::string Writer::finish() {
  while (open_groups_ > 0) close_group();
  out_ += "</svg>\n";
  return std::move(out_);
}

}  // namespace gtl::model::svg
