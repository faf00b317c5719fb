// The graph lesson's drawing and input: the side panel (examples, undo / redo,
// the selected position or move, retrograde steps, JSON import / export) and
// the editor canvas (discs coloured by outcome with their value, arrows with
// heads; click, drag, double-click, right-click, Delete, Ctrl+Z / Ctrl+Y), and
// the timeline under it.
#include <algorithm>
#include <cfloat>
#include <cmath>

#include "app/kit/settings.hpp"
#include "app/kit/item_registry.hpp"
#include "app/lessons/graph/lesson.hpp"
#include "app/kit/imgui_item_hooks.hpp"
#include "app/kit/ui_flow.hpp"
#include "app/kit/theme.hpp"
#include "core/game_graph.hpp"
#include "imgui.h"
#include "imgui_stdlib.h"

namespace gtl::app {

using i18n::tr;
using i18n::tr_fmt;
using i18n::tr_id;
namespace gg = game_graph;

namespace {

constexpr float kClickSlop = 5.0f;  // a press that moves less than this is a click

ImVec2 vec(model::Point p) { return {static_cast<float>(p.x), static_cast<float>(p.y)}; }
model::Point pt(ImVec2 p) { return {p.x, p.y}; }

ImU32 move_colour(model::MoveStyle s) {
  if (s == model::MoveStyle::Winning) return theme::kWin;
  if (s == model::MoveStyle::DrawCycle) return theme::kDraw;
  return theme::muted_ink();
}

// A button in a row that wraps when it does not fit; true when pressed.
bool row_button(const char* key, const std::string& item, bool first = false) {
  const char* label = tr_id(key);
  if (!first) same_line_if_fits(button_width(label), ImGui::GetStyle().ItemSpacing.x);
  const bool pressed = ImGui::Button(label);
  track_item(item);
  return pressed;
}

}  // namespace

// ------------------------------------------------------------------ panel

void GraphLesson::draw_controls() {
  ImGui::PushTextWrapPos(0.0f);
  ImGui::TextDisabled("%s", tr(flavour_ == Flavour::Loopy ? "loopy.title" : "graph.title"));
  ImGui::PopTextWrapPos();
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(tr("graph.examples"));
  if (row_button("graph.ex_cycle", "graph.example.cycle")) load_example(0);
  if (row_button("graph.ex_addback", "graph.example.addback")) load_example(1);
  if (row_button("graph.ex_dag", "graph.example.dag")) load_example(2);
  if (row_button("graph.ex_empty", "graph.example.empty")) load_example(3);
  ImGui::BeginDisabled(!doc_.can_undo());
  if (row_button("graph.undo", "graph.undo", true)) edit(doc_.undo());
  ImGui::EndDisabled();
  ImGui::BeginDisabled(!doc_.can_redo());
  if (row_button("graph.redo", "graph.redo")) edit(doc_.redo());
  ImGui::EndDisabled();
  if (!error_.empty()) {
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextColored(theme::outcome_color_vec(Outcome::Lose), "%s", error_.c_str());
    ImGui::PopTextWrapPos();
    track_item("graph.error");
  }
  ImGui::Separator();
  draw_selection_panel();
  ImGui::Separator();
  draw_induction_panel();
  draw_json_panel();
}

void GraphLesson::draw_selection_panel() {
  const gg::GameGraph& g = doc_.graph();
  if (selected_move_) {
    const std::string f = g.positions[selected_move_->first].id, t = g.positions[selected_move_->second].id;
    text_wrapped(tr_fmt("graph.selected_move", f, t).c_str());
    if (row_button("graph.remove", "graph.remove_move", true)) edit(doc_.remove_move(f, t));
    return;
  }
  if (!selected_) {
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextDisabled("%s", tr("graph.none_selected"));
    ImGui::PopTextWrapPos();
    return;
  }
  const std::uint32_t v = *selected_;
  const std::string id = g.positions[v].id;
  if (panel_rev_ != doc_.revision()) {  // the fields follow the document unless being typed in
    rename_text_ = id;
    label_text_ = g.positions[v].label.value_or("");
    panel_rev_ = doc_.revision();
  }
  ImGui::TextUnformatted(tr_fmt("graph.selected", id).c_str());
  const float w = std::max(6 * ImGui::GetFontSize(), ImGui::GetContentRegionAvail().x - button_width(tr_id("graph.apply")) - 8);
  ImGui::SetNextItemWidth(w);
  const bool enter1 = ImGui::InputText((std::string(tr("graph.id")) + "##graph.id").c_str(), &rename_text_, ImGuiInputTextFlags_EnterReturnsTrue);
  track_item("graph.id");
  twin_value_last_item(rename_text_);
  ImGui::SetNextItemWidth(w);
  const bool enter2 = ImGui::InputText((std::string(tr("graph.label")) + "##graph.label").c_str(), &label_text_, ImGuiInputTextFlags_EnterReturnsTrue);
  track_item("graph.label");
  twin_value_last_item(label_text_);
  if (row_button("graph.apply", "graph.apply", true) || enter1 || enter2) {
    const std::string new_id = rename_text_, label = label_text_;
    if (label != g.positions[v].label.value_or("") && !edit(doc_.set_label(id, label))) return;
    if (new_id != id) edit(doc_.rename(id, new_id));
  }
  const bool moves = std::any_of(g.moves.begin(), g.moves.end(), [v](const gg::Move& m) { return m.from == v; });
  if (moves) {
    ImGui::TextDisabled("%s", tr("graph.has_moves"));
  } else {
    text_wrapped(tr("graph.end_rule"));
    const std::optional<gg::Terminal> t = g.positions[v].terminal;
    if (ImGui::RadioButton(tr_id("graph.t_normal"), !t)) edit(doc_.set_terminal(id, std::nullopt));
    track_item("graph.terminal.none");
    if (ImGui::RadioButton(tr_id("graph.t_win"), t == gg::Terminal::Win)) edit(doc_.set_terminal(id, gg::Terminal::Win));
    track_item("graph.terminal.win");
    if (ImGui::RadioButton(tr_id("graph.t_lose"), t == gg::Terminal::Lose)) edit(doc_.set_terminal(id, gg::Terminal::Lose));
    track_item("graph.terminal.lose");
  }
  if (g.start == v) {
    ImGui::TextDisabled("%s", tr("graph.is_start"));
  } else if (row_button("graph.set_start", "graph.set_start", true)) {
    edit(doc_.set_start(id));
  }
  if (row_button("graph.remove", "graph.remove_node", g.start == v)) remove_selected();
}

void GraphLesson::draw_induction_panel() {
  text_wrapped(tr("graph.induction"));
  const auto total = static_cast<std::int64_t>(retro_steps().size());
  if (induction_ < 0) {
    if (row_button("graph.ind_start", "graph.ind.start", true)) set_induction(0);
    return;
  }
  ImGui::BeginDisabled(induction_ <= 0);
  if (row_button("graph.ind_back", "graph.ind.back", true)) set_induction(induction_ - 1);
  ImGui::EndDisabled();
  ImGui::BeginDisabled(induction_ >= total);
  if (row_button("graph.ind_next", "graph.ind.next")) set_induction(induction_ + 1);
  if (row_button("graph.ind_all", "graph.ind.all")) set_induction(total);
  ImGui::EndDisabled();
  if (row_button("graph.ind_stop", "graph.ind.stop")) set_induction(-1);
  ImGui::TextUnformatted(tr_fmt("graph.ind_step", induction_, total).c_str());
  ImGui::PushTextWrapPos(0.0f);
  ImGui::TextColored(theme::highlight_text(), "%s", induction_caption().c_str());
  track_item("graph.ind.caption");
  ImGui::TextDisabled("%s", tr("graph.ind_help"));
  ImGui::PopTextWrapPos();
}

void GraphLesson::draw_json_panel() {
  if (!collapsing_header_fit(tr_id("graph.json"))) return;
  track_item("graph.json.header");
  if (row_button("graph.to_json", "graph.json.show", true)) json_text_ = gg::to_json(doc_.graph());
  if (row_button("graph.to_dot", "graph.dot.show")) json_text_ = gg::to_dot(doc_.graph(), doc_.values());
  if (row_button("graph.load", "graph.json.load")) {
    selected_.reset();
    selected_move_.reset();
    if (edit(doc_.load_json(json_text_, &warning_))) induction_ = -1, view_fit_.valid = false;
  }
  ImGui::InputTextMultiline("##graph.json", &json_text_, ImVec2(-1, 8 * ImGui::GetTextLineHeight()));
  track_item("graph.json.text");
  if (!warning_.empty()) ImGui::TextDisabled("%s", warning_.c_str());
}

// ------------------------------------------------------------------ the canvas

void GraphLesson::draw_main() {
  const gg::GameGraph& g = doc_.graph();
  // The empty graph (every position deleted, or "Empty") keeps the same rows,
  // so the canvas does not move when its first disc is drawn: what to do, and
  // a button that adds a position in the middle (the keyboard's way in).
  const bool add = g.empty() && draw_empty_rows();
  if (!g.empty()) draw_verdict_row();
  const float timeline_h = timeline_h_ > 0 ? timeline_h_
                          : 2 * ImGui::GetFrameHeightWithSpacing() + ImGui::GetStyle().ScrollbarSize + ImGui::GetStyle().ItemSpacing.y;
  const ImVec2 o = ImGui::GetCursorScreenPos();
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  // The legend under the canvas wraps on a narrow screen (a phone, 800 px with
  // the side panel), never cut: the canvas leaves room for all its lines.
  const char* legend = tr("graph.legend");
  const float legend_h = ImGui::CalcTextSize(legend, nullptr, false, avail.x).y + ImGui::GetStyle().ItemSpacing.y;
  Canvas c{o.x, o.y, avail.x, std::max(120.0f, avail.y - timeline_h - legend_h),
           std::max(24.0f, 1.6f * ImGui::GetFontSize())};
  draw_canvas(c);
  if (add) add_in_middle(c);
  if (g.empty()) draw_empty_hint(c);
  ImGui::SetCursorScreenPos(ImVec2(o.x, o.y + c.h + 2));
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyle().Colors[ImGuiCol_TextDisabled]);
  ImGui::TextWrapped("%s", legend);
  ImGui::PopStyleColor();
  track_item("graph.legend");
  const float timeline_top = ImGui::GetCursorScreenPos().y;
  draw_timeline(
      "graph-timeline", timeline_, timeline_ui_, values_, settings_.outcomes_hidden(),
      [this](std::size_t i) {
        return text_of(static_cast<std::uint32_t>(timeline_.moves()[i]));
      },
      game_over());
  timeline_h_ = ImGui::GetCursorScreenPos().y - timeline_top;
}

// Row 1: whose turn at which position, and its value; row 2: the moves.
void GraphLesson::draw_verdict_row() {
  const std::uint32_t at = current();
  const std::string side = tr(timeline_.cursor() % 2 == 0 ? "player.first_generic" : "player.second_generic");
  ImGui::TextUnformatted(tr_fmt("graph.to_move", text_of(at), side).c_str());
  const Solution s = doc_.values()[at];
  std::string verdict = s.outcome == Outcome::Win    ? tr_fmt("graph.v_win", s.remoteness)
                        : s.outcome == Outcome::Lose ? tr_fmt("graph.v_lose", s.remoteness)
                        : draw_kind(s) == DrawKind::Infinite ? std::string(tr("graph.v_draw"))
                                                              : tr_fmt("graph.v_tie", s.remoteness);
  const bool hidden = settings_.outcomes_hidden() || induction_ >= 0;
  if (hidden) verdict = settings_.outcomes_hidden() ? settings_.hidden_outcome_text() : "?";
  same_line_if_fits(verdict.c_str(), ImGui::GetFontSize());
  ImGui::TextColored(hidden ? ImGui::GetStyle().Colors[ImGuiCol_TextDisabled] : theme::outcome_color_vec(s.outcome), "%s",
                     verdict.c_str());
  track_item("graph.verdict");
  draw_move_buttons();
}

// The empty graph's two rows: true when "Add a position" was pressed.
bool GraphLesson::draw_empty_rows() {
  ImGui::TextUnformatted(tr("graph.empty_title"));
  track_item("graph.empty");
  const bool add = ImGui::Button(tr_id("graph.add_position"));
  track_item("graph.add");
  return add;
}

// A new position in the middle of the box as the user sees it (the canvas's
// last fit), selected.
void GraphLesson::add_in_middle(const Canvas& c) {
  const float s = view_fit_.valid ? view_fit_.s : 1.0f;
  const float dx = view_fit_.valid ? view_fit_.dx : 0.0f, dy = view_fit_.valid ? view_fit_.dy : 0.0f;
  const model::Point mid{std::round((c.w / 2 - dx) / s), std::round((c.h / 2 - dy) / s)};
  std::string made;
  if (edit(doc_.add_position("", std::nullopt, mid, &made))) {
    selected_ = doc_.find(made), selected_move_.reset();
    say(tr_fmt("graph.a11y.added", made));
  }
}

void GraphLesson::draw_empty_hint(const Canvas& c) {
  const char* hint = tr("graph.empty_hint");
  const CentredText t = centred_text(hint, ImVec2(c.x, c.y), ImVec2(c.w, c.h), 28);
  ImGui::GetWindowDrawList()->AddText(ImGui::GetFont(), ImGui::GetFontSize(), t.at, ImGui::GetColorU32(ImGuiCol_TextDisabled),
                                      hint, nullptr, t.wrap);
  record_item("graph.empty.hint", {t.at.x, t.at.y, t.size.x, t.size.y});
}

// The moves from the shown position as buttons ("→ b"): a move by the mouse
// (the canvas's clicks edit the graph).
void GraphLesson::draw_move_buttons() {
  const std::uint32_t at = current();
  bool first = true;
  for (const gg::Move& m : doc_.graph().moves) {
    if (m.from != at) continue;
    const std::string label = "\u2192 " + text_of(m.to) + "##graph.play" + std::to_string(m.to);
    if (!first) same_line_if_fits(button_width(label.c_str()), ImGui::GetStyle().ItemSpacing.x);
    first = false;
    if (ImGui::Button(label.c_str())) {
      std::string err;
      timeline_ui_.autoplay = false;
      play(m.to, err);
    }
    track_item("graph.play:" + doc_.graph().positions[m.to].id);
  }
  if (first) {  // a row of the same height, so the canvas does not jump when a move appears
    ImGui::AlignTextToFramePadding();
    ImGui::TextDisabled("%s", tr_fmt("graph.over", text_of(at)).c_str());
  }
}

ImVec2 GraphLesson::Canvas::screen(model::Point p) const {
  return {ox + s * static_cast<float>(p.x), oy + s * static_cast<float>(p.y)};
}

model::Point GraphLesson::Canvas::logical(ImVec2 q) const { return {(q.x - ox) / s, (q.y - oy) / s}; }

namespace {

// The view of the canvas: the graph as placed when it fits, else shrunk (never
// grown) and moved so that every disc is inside.
void fit(GraphLesson::Canvas& c, const std::vector<model::Point>& pts) {
  c.ox = c.x, c.oy = c.y, c.s = 1;
  if (pts.empty()) return;
  double x0 = pts[0].x, x1 = x0, y0 = pts[0].y, y1 = y0;
  for (const model::Point& p : pts) x0 = std::min(x0, p.x), x1 = std::max(x1, p.x), y0 = std::min(y0, p.y), y1 = std::max(y1, p.y);
  // Room around the discs, and under them for a label drawn below.
  const double m = c.r * 1.6, below = c.r * 1.4 + ImGui::GetFontSize() * 1.2;
  if (x0 >= m && y0 >= m && x1 <= c.w - m && y1 <= c.h - below) return;
  const double s = std::min({1.0, (c.w - 2 * m) / std::max(1.0, x1 - x0), (c.h - m - below) / std::max(1.0, y1 - y0)});
  c.s = static_cast<float>(std::max(0.05, s));
  c.ox = static_cast<float>(c.x + m - x0 * c.s);
  c.oy = static_cast<float>(c.y + m - y0 * c.s);
}

}  // namespace

void GraphLesson::draw_canvas(const Canvas& box) {
  const std::vector<model::Point> pts = points();
  Canvas c = box;
  if (!view_fit_.valid || view_fit_.w != c.w || view_fit_.h != c.h) {
    fit(c, pts);
    view_fit_ = {true, c.w, c.h, c.s, c.ox - c.x, c.oy - c.y};
  } else {
    c.s = view_fit_.s;
    c.ox = c.x + view_fit_.dx;
    c.oy = c.y + view_fit_.dy;
  }
  const model::GraphPicture pic = model::graph_picture(doc_, pts, shown_values());
  ImDrawList* dl = ImGui::GetWindowDrawList();
  dl->AddRect(ImVec2(c.x, c.y), ImVec2(c.x + c.w, c.y + c.h), theme::u32(theme::colors().border), 4);
  dl->PushClipRect(ImVec2(c.x, c.y), ImVec2(c.x + c.w, c.y + c.h), true);
  const float head = std::max(9.0f, c.r * 0.45f);
  const std::uint32_t at = current();
  for (const model::PictureMove& m : pic.moves) {
    const bool sel = selected_move_ && selected_move_->first == m.from && selected_move_->second == m.to;
    const ImU32 col = sel ? theme::kHighlight : move_colour(m.style);
    const float width = sel || m.style != model::MoveStyle::Plain ? 4.0f : 2.0f;
    const model::Point a = pt(c.screen(pic.nodes[m.from].at)), b = pt(c.screen(pic.nodes[m.to].at));
    std::array<model::Point, 3> h;
    if (m.from == m.to) {
      const model::LoopShape l = model::loop_shape(a, c.r, head);
      for (std::size_t i = 1; i < l.line.size(); ++i) dl->AddLine(vec(l.line[i - 1]), vec(l.line[i]), col, width);
      h = l.head;
    } else {
      const model::ArrowShape s = model::arrow_shape(a, b, c.r, m.two_way ? c.r * 0.5 : 0, head);
      dl->AddLine(vec(s.from), vec(s.mid), col, width);
      dl->AddLine(vec(s.mid), vec(s.to), col, width);
      h = s.head;
    }
    dl->AddTriangleFilled(vec(h[0]), vec(h[1]), vec(h[2]), col);
  }
  ImFont* font = ImGui::GetFont();
  const float fs = ImGui::GetFontSize();
  std::vector<std::uint32_t> counts;
  if (induction_ >= 0) counts = model::undecided_counts(steps_graph_, retro_steps(), static_cast<std::size_t>(induction_));
  for (std::uint32_t v = 0; v < pic.nodes.size(); ++v) {
    const model::PictureNode& n = pic.nodes[v];
    const ImVec2 p = c.screen(n.at);
    const ImU32 fill = theme::outcome_color(n.shown);
    if (v == at) dl->AddCircleFilled(p, c.r + 9, theme::u32(theme::colors().highlight, 0.45f));
    dl->AddCircleFilled(p, c.r, fill);
    if (n.start) dl->AddCircle(p, c.r + 5, theme::ink(), 0, 3);
    if (selected_ == v) dl->AddCircle(p, c.r + 2, theme::kHighlight, 0, 4);
    const ImU32 ink = theme::text_on(fill);
    std::string badge = n.badge;
    if (induction_ >= 0 && n.shown == Outcome::Unknown) badge = "? " + std::to_string(counts[v]);
    const ImVec2 ts = ImGui::CalcTextSize(n.text.c_str()), bs = ImGui::CalcTextSize(badge.c_str());
    // A label wider than the disc goes under it, in the canvas's ink; the value stays inside.
    const bool inside = ts.x <= 2 * c.r - 6;
    if (inside) {
      dl->AddText(font, fs, ImVec2(p.x - ts.x / 2, p.y - fs * 0.95f), ink, n.text.c_str());
    } else {
      dl->AddText(font, fs, ImVec2(p.x - ts.x / 2, p.y + c.r + 6), theme::ink(), n.text.c_str());
    }
    dl->AddText(font, fs, ImVec2(p.x - bs.x / 2, inside ? p.y : p.y - fs * 0.5f), ink, badge.c_str());
    if (induction_ > 0 && retro_steps()[static_cast<std::size_t>(induction_ - 1)].position == v)
      dl->AddCircle(p, c.r + 6, theme::kHighlight, 0, 4);
    record_item("graph.node:" + doc_.graph().positions[v].id, {p.x - c.r, p.y - c.r, 2 * c.r, 2 * c.r});
  }
  dl->PopClipRect();
  canvas_input(c, pic, pts);
}


std::optional<std::uint32_t> GraphLesson::node_at(const Canvas& c, const std::vector<model::Point>& pts, ImVec2 p) const {
  std::optional<std::uint32_t> best;
  float best_d = c.r * 1.15f;
  for (std::uint32_t v = 0; v < pts.size(); ++v) {
    const ImVec2 q = c.screen(pts[v]);
    const float d = std::hypot(q.x - p.x, q.y - p.y);
    if (d <= best_d) best = v, best_d = d;
  }
  return best;
}

std::optional<std::pair<std::uint32_t, std::uint32_t>> GraphLesson::move_at(const Canvas& c, const model::GraphPicture& pic,
                                                                            ImVec2 p) const {
  const float head = std::max(9.0f, c.r * 0.45f);
  for (const model::PictureMove& m : pic.moves) {
    const model::Point a = pt(c.screen(pic.nodes[m.from].at)), b = pt(c.screen(pic.nodes[m.to].at));
    double d;
    if (m.from == m.to) {
      const model::LoopShape l = model::loop_shape(a, c.r, head);
      d = 1e9;
      for (const model::Point& q : l.line) d = std::min(d, std::hypot(q.x - p.x, q.y - p.y));
    } else {
      d = model::distance_to_arrow(model::arrow_shape(a, b, c.r, m.two_way ? c.r * 0.5 : 0, head), pt(p));
    }
    if (d <= 6) return std::pair{m.from, m.to};
  }
  return std::nullopt;
}

void GraphLesson::remove_selected() {
  const gg::GameGraph& g = doc_.graph();
  if (selected_move_) {
    const std::string f = g.positions[selected_move_->first].id, t = g.positions[selected_move_->second].id;
    if (edit(doc_.remove_move(f, t))) selected_move_.reset(), say(tr_fmt("graph.a11y.move_removed", f, t));
  } else if (selected_) {
    const std::string id = g.positions[*selected_].id;
    if (edit(doc_.remove_position(id))) selected_.reset(), say(tr_fmt("graph.a11y.removed", id));
  }
}

// Press on a disc and release on another: a move. Release on the same disc
// without moving: select it. Release on empty space: the disc moves there.
// A click on empty space selects the arrow under it, or adds a position.
void GraphLesson::canvas_input(const Canvas& c, const model::GraphPicture& pic, const std::vector<model::Point>& pts) {
  ImGui::SetCursorScreenPos(ImVec2(c.x, c.y));
  ImGui::InvisibleButton("##graph.canvas", ImVec2(c.w, c.h), ImGuiButtonFlags_MouseButtonLeft | ImGuiButtonFlags_MouseButtonRight);
  track_item("graph.canvas");
  const ImGuiIO& io = ImGui::GetIO();
  const ImVec2 mouse = io.MousePos;
  if (ImGui::IsItemActivated() && ImGui::IsMouseClicked(ImGuiMouseButton_Left)) {
    const auto v = node_at(c, pts, mouse);
    drag_ = {v.has_value(), v.value_or(0), mouse.x, mouse.y};
  }
  const bool moved_far = std::hypot(mouse.x - drag_.sx, mouse.y - drag_.sy) > kClickSlop;
  if (drag_.active && ImGui::IsMouseDown(ImGuiMouseButton_Left) && moved_far) {
    const ImVec2 from = c.screen(pts[drag_.from]);
    const auto over = node_at(c, pts, mouse);
    const ImU32 col = over && *over != drag_.from ? theme::kHighlight : theme::muted_ink();
    ImGui::GetWindowDrawList()->AddLine(from, mouse, col, 3);
    ImGui::GetWindowDrawList()->AddCircleFilled(mouse, 5, col);
  }
  if (ImGui::IsItemDeactivated() && ImGui::IsMouseReleased(ImGuiMouseButton_Left)) {
    const auto over = node_at(c, pts, mouse);
    const gg::GameGraph& g = doc_.graph();
    if (drag_.active) {
      const std::string from = g.positions[drag_.from].id;
      if (over && *over != drag_.from) {
        const std::string to = g.positions[*over].id;
        if (edit(doc_.add_move(from, to))) {
          selected_move_ = std::pair{drag_.from, *over}, selected_.reset();
          say(tr_fmt("graph.a11y.move_added", from, to));
        }
      } else if (!over && moved_far) {
        edit(doc_.move_to(from, c.logical(mouse)));
      } else if (!moved_far) {
        selected_ = drag_.from;
        selected_move_.reset();
      }
    } else if (!moved_far) {
      if (const auto m = move_at(c, pic, mouse)) {
        selected_move_ = m;
        selected_.reset();
      } else {
        std::string made;
        if (edit(doc_.add_position("", std::nullopt, c.logical(mouse), &made))) {
          selected_ = doc_.find(made), selected_move_.reset();
          say(tr_fmt("graph.a11y.added", made));
        }
      }
    }
    drag_.active = false;
  }
  if (ImGui::IsItemHovered() && ImGui::IsMouseDoubleClicked(ImGuiMouseButton_Left))
    if (const auto v = node_at(c, pts, mouse)) {
      selected_ = v;
      selected_move_.reset();
      rename_text_ = doc_.graph().positions[*v].id;
      open_rename_ = true;
    }
  if (ImGui::IsItemHovered() && ImGui::IsMouseClicked(ImGuiMouseButton_Right)) {
    if (const auto v = node_at(c, pts, mouse)) selected_ = v, selected_move_.reset();
    else if (const auto m = move_at(c, pic, mouse)) selected_move_ = m, selected_.reset();
    if (selected_ || selected_move_) ImGui::OpenPopup("graph.menu");
  }
  context_menu();
  rename_popup();
  keys();
}

void GraphLesson::context_menu() {
  if (!ImGui::BeginPopup("graph.menu")) return;
  const gg::GameGraph& g = doc_.graph();
  if (selected_ && *selected_ < g.positions.size()) {
    const std::string id = g.positions[*selected_].id;
    ImGui::TextDisabled("%s", tr_fmt("graph.selected", id).c_str());
    if (ImGui::MenuItem(tr_id("graph.rename_title"))) rename_text_ = id, open_rename_ = true;
    if (ImGui::MenuItem(tr_id("graph.set_start"), nullptr, false, g.start != *selected_)) edit(doc_.set_start(id));
    if (ImGui::MenuItem(tr_id("graph.t_normal"))) edit(doc_.set_terminal(id, std::nullopt));
    if (ImGui::MenuItem(tr_id("graph.t_win"))) edit(doc_.set_terminal(id, gg::Terminal::Win));
    if (ImGui::MenuItem(tr_id("graph.t_lose"))) edit(doc_.set_terminal(id, gg::Terminal::Lose));
  } else if (selected_move_) {
    ImGui::TextDisabled("%s", tr_fmt("graph.selected_move", g.positions[selected_move_->first].id,
                                     g.positions[selected_move_->second].id).c_str());
  }
  if (ImGui::MenuItem(tr_id("graph.remove"), "Del")) remove_selected();
  ImGui::EndPopup();
}

void GraphLesson::rename_popup() {
  if (open_rename_) {
    ImGui::OpenPopup("graph.rename");
    open_rename_ = false;
  }
  if (!ImGui::BeginPopup("graph.rename")) return;
  ImGui::TextUnformatted(tr("graph.rename_title"));
  if (ImGui::IsWindowAppearing()) ImGui::SetKeyboardFocusHere();
  const bool enter = ImGui::InputText("##graph.rename", &rename_text_, ImGuiInputTextFlags_EnterReturnsTrue);
  track_item("graph.rename.text");
  twin_value_last_item(rename_text_);
  if ((ImGui::Button(tr_id("graph.ok")) || enter) && selected_) {
    const std::string id = doc_.graph().positions[*selected_].id;
    if (rename_text_ == id || edit(doc_.rename(id, rename_text_))) ImGui::CloseCurrentPopup();
  }
  track_item("graph.rename.ok");
  ImGui::SameLine();
  if (ImGui::Button(tr_id("graph.cancel"))) ImGui::CloseCurrentPopup();
  if (!error_.empty()) ImGui::TextColored(theme::outcome_color_vec(Outcome::Lose), "%s", error_.c_str());
  ImGui::EndPopup();
}

void GraphLesson::keys() {
  const ImGuiIO& io = ImGui::GetIO();
  if (io.WantTextInput || ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId)) return;
  if (ImGui::IsKeyPressed(ImGuiKey_Delete, false) || ImGui::IsKeyPressed(ImGuiKey_Backspace, false)) remove_selected();
  if (io.KeyCtrl && ImGui::IsKeyPressed(ImGuiKey_Z, false)) edit(io.KeyShift ? doc_.redo() : doc_.undo());
  if (io.KeyCtrl && ImGui::IsKeyPressed(ImGuiKey_Y, false)) edit(doc_.redo());
}

}  // namespace gtl::app
