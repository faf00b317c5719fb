#include "app/kit/ui_timeline.hpp"


#include <algorithm>
#include <cmath>
#include <optional>

#include "app/kit/imgui_item_hooks.hpp"
#include "app/kit/key_presses.hpp"
#include "app/kit/item_registry.hpp"
#include "app/kit/theme.hpp"
#include "app/kit/ui_flow.hpp"
#include "core/solution.hpp"
#include "imgui.h"
#include "model/i18n.hpp"
#include "model/lesson_words.hpp"  // fit_label
#include "model/scene_look.hpp"
#include "model/view_common.hpp"  // outcome_word

namespace gtl::app {

using i18n::tr;
using i18n::tr_fmt;
using i18n::tr_id;

bool TimelineUi::autoplay_due(double seconds, float speed, bool animating, double pause) {
  if (!autoplay || animating) return false;
  autoplay_wait += seconds * std::max(speed, 0.25f);
  if (autoplay_wait < pause && speed > 0) return false;
  autoplay_wait = 0;
  return true;
}

// ------------------------------------------------------------ values

void ValueHistory::update(const PositionGraph* g, const std::vector<std::int64_t>& moves,
                          const std::vector<std::int64_t>& game_moves) {
  const std::size_t nodes = g ? g->nodes.size() : 0, edges = g ? g->edges.size() : 0;
  const std::string& root = g && !g->nodes.empty() ? g->nodes[0].label : std::string();
  if (g == graph_ && nodes == graph_nodes_ && edges == graph_edges_ && root == graph_root_ && moves == moves_ &&
      game_moves == game_moves_)
    return;
  graph_ = g;
  graph_nodes_ = nodes;
  graph_edges_ = edges;
  graph_root_ = root;
  moves_ = moves;
  game_moves_ = game_moves;
  values_ = g ? model::value_history(*g, moves) : model::value_history(PositionGraph{}, moves);
  for (std::size_t i = 0; i < values_.size() && i < game_moves.size(); ++i) values_[i].move = game_moves[i];
}

const model::PlyValue* ValueHistory::at(std::size_t i, std::int64_t move) const {
  return i < values_.size() && values_[i].move == move ? &values_[i] : nullptr;
}

namespace {
std::string value_words(const model::PlyValue* v);
}

void ValueHistory::write_state(json::Writer& w, const Timeline& t, bool hidden) const {
  w.begin_object().key("moves").begin_array();
  for (auto m : t.moves()) w.value(static_cast<std::int64_t>(m));
  w.end_array().key("index").value(static_cast<std::uint64_t>(t.cursor()));
  w.key("length").value(static_cast<std::uint64_t>(t.size()));
  w.key("values").begin_array();
  for (std::size_t i = 0; i < t.size(); ++i) {
    const model::PlyValue* v = hidden ? nullptr : at(i, t.moves()[i]);
    w.begin_object().key("ply").value(static_cast<std::uint64_t>(i + 1)).key("move").value(t.moves()[i]);
    w.key("outcome").value(std::string(1, letter(v ? v->after.outcome : Outcome::Unknown)));
    w.key("remoteness");  // null while its plies are still being counted
    if (v && remoteness_pending(v->after.remoteness)) w.null();
    else w.value(v ? v->after.remoteness : 0u);
    w.key("blunder").value(v && v->blunder);
    // The chart's point in words (its tooltip), for the accessible twin's list of moves.
    std::string words = value_words(v);
    std::replace(words.begin(), words.end(), '\n', ' ');
    w.key("words").value(words).end_object();
  }
  w.end_array().end_object();
}

// ------------------------------------------------------------ drawing

namespace {

// The value of a move in words, for tooltips.
std::string value_words(const model::PlyValue* v) {
  if (!v || v->after.outcome == Outcome::Unknown) return tr("tl.value_unknown");
  std::string s = tr_fmt("tl.value", model::outcome_word(v->after.outcome), std::string(1, letter(v->after.outcome)),
                         model::plies(v->after.remoteness));
  if (v->blunder)
    s += "\n" + tr_fmt(v->before.outcome == Outcome::Win ? "tl.blunder_win" : "tl.blunder_draw", v->best_name);
  return s;
}

// The point's shape is the second cue besides its colour: ▲ win, ▼ lose, ◆ draw.
void draw_marker(ImDrawList* dl, ImVec2 c, float r, Outcome o, float alpha) {
  const ImU32 fill = theme::fade(theme::outcome_color(o), alpha);
  switch (o) {
    case Outcome::Win:
      dl->AddTriangleFilled(ImVec2(c.x, c.y - r * 1.15f), ImVec2(c.x + r, c.y + r * 0.7f), ImVec2(c.x - r, c.y + r * 0.7f), fill);
      break;
    case Outcome::Lose:
      dl->AddTriangleFilled(ImVec2(c.x, c.y + r * 1.15f), ImVec2(c.x - r, c.y - r * 0.7f), ImVec2(c.x + r, c.y - r * 0.7f), fill);
      break;
    case Outcome::Draw:
      dl->AddQuadFilled(ImVec2(c.x, c.y - r), ImVec2(c.x + r, c.y), ImVec2(c.x, c.y + r), ImVec2(c.x - r, c.y), fill);
      break;
    default: dl->AddCircle(c, r * 0.7f, fill, 0, 1.5f); break;
  }
}

std::vector<const model::PlyValue*> chart_values(const Timeline& t, const ValueHistory& vh) {
  std::vector<const model::PlyValue*> out;
  for (std::size_t i = 0; i < t.size(); ++i) out.push_back(vh.at(i, t.moves()[i]));
  return out;
}

// Columns are sized for a game as long as perfect play from the start (its
// remoteness), so the chart fills up as the game goes on; narrower if longer.
std::size_t chart_horizon(const ValueHistory& vh) {
  if (vh.values().empty() || remoteness_pending(vh.values()[0].before.remoteness)) return 0;
  return vh.values()[0].before.remoteness;
}

// While the class works the values out the chart holds only its placeholder:
// no axis letters or middle line to run into or strike it through, and the
// words in the shorter form when the long one does not fit (else cut at the
// chart's edge, never past it).
void draw_chart_placeholder(ImDrawList* dl, ImVec2 p0, ImVec2 p1, ImVec2 size, float font) {
  const std::vector<std::string> forms{i18n::tr("export.chart.hidden"), i18n::tr("export.chart.hidden_short")};
  const std::string msg = model::fit_label(forms, size.x - 12, text_width);
  const float y = std::max(p0.y, (p0.y + p1.y - font) * 0.5f);
  dl->PushClipRect(p0, p1, true);
  dl->AddText(ImVec2(p0.x + 6, y), ImGui::GetColorU32(ImGuiCol_TextDisabled), msg.c_str());
  dl->PopClipRect();
}

// Where the chart plots: its columns run from x0 to x1, its middle line is at
// `mid`, and a point at the edge is `half` from it.
struct ChartAxes {
  float x0, x1, mid, half;
};

// Axis letters at the text size: W at the top edge and L at the bottom on the
// left, D at the middle line, on the left when the chart is three letters
// high and at the line's right end when it is as low as one row of buttons.
// Then the middle line.
ChartAxes draw_chart_axes(ImDrawList* dl, ImVec2 p0, ImVec2 p1, ImVec2 size, float font) {
  const float gutter = ImGui::CalcTextSize("W").x + 8;
  const float mid = (p0.y + p1.y) * 0.5f;
  const float half = size.y * 0.5f - 3;
  const bool d_right = size.y < 3 * font + 4;
  const float d_gutter = d_right ? ImGui::CalcTextSize("D").x + 8 : 0.0f;
  dl->AddText(ImVec2(p0.x + 4, p0.y + 1), theme::kWin, "W");
  dl->AddText(ImVec2(d_right ? p1.x - d_gutter + 4 : p0.x + 4, mid - font * 0.5f), theme::kDraw, "D");
  dl->AddText(ImVec2(p0.x + 4, p1.y - font - 1), theme::kLose, "L");
  const float x0 = p0.x + gutter, x1 = p1.x - 4 - d_gutter;
  dl->AddLine(ImVec2(x0, mid), ImVec2(x1, mid), ImGui::GetColorU32(ImGuiCol_Border), 1);
  return {x0, x1, mid, half};
}

// Ply i's point on the screen, or none where its value is not known.
std::optional<ImVec2> chart_point(const model::ChartLayout& lay, std::size_t i) {
  const model::ChartPoint& p = lay.points[i];
  if (!p.known) return std::nullopt;
  return ImVec2(static_cast<float>(p.x), static_cast<float>(p.y));
}

// The current position, then the line through the points, then the points
// (each with its remoteness and its item for the automation).
void draw_chart_points(ImDrawList* dl, const Timeline& t, const ValueHistory& vh, const model::ChartLayout& lay,
                       const ChartAxes& ax, ImVec2 p0, ImVec2 p1, float font) {
  const std::size_t n = t.size();
  const float dx = static_cast<float>(lay.dx), r = static_cast<float>(lay.r);
  if (t.cursor() > 0) {
    const float cx = ax.x0 + (static_cast<float>(t.cursor()) - 0.5f) * dx;
    dl->AddLine(ImVec2(cx, p0.y + 2), ImVec2(cx, p1.y - 2), theme::fade(theme::kHighlight, 0.7f), 2);
  }
  std::optional<ImVec2> prev;
  for (std::size_t i = 0; i < n; ++i) {
    const auto p = chart_point(lay, i);
    if (p && prev) dl->AddLine(*prev, *p, theme::fade(ImGui::GetColorU32(ImGuiCol_Text), i < t.cursor() ? 0.45f : 0.18f), 1.5f);
    prev = p;
  }
  for (std::size_t i = 0; i < n; ++i) {
    const model::PlyValue* v = vh.at(i, t.moves()[i]);
    const auto p = chart_point(lay, i);
    const ImVec2 c = p ? *p : ImVec2(ax.x0 + (static_cast<float>(i) + 0.5f) * dx, ax.mid);
    draw_marker(dl, c, r, v ? v->after.outcome : Outcome::Unknown, i < t.cursor() ? 1.0f : 0.4f);
    if (v && v->blunder) dl->AddCircle(c, r + 3, ImGui::GetColorU32(ImGuiCol_Text), 0, 2);
    // The remoteness beside the point, where the columns leave room for it.
    if (p && v->after.outcome != Outcome::Draw && !remoteness_pending(v->after.remoteness) && dx >= 1.25f * font) {
      const float small = 0.75f * font;
      const std::string rem = std::to_string(v->after.remoteness);
      const float ty = v->after.outcome == Outcome::Win ? std::max(c.y - small * 0.5f, p0.y) : std::min(c.y - small * 0.5f, p1.y - small);
      const float gap = v->blunder ? 6.0f : 2.0f;  // clear of a blunder's ring
      dl->AddText(ImGui::GetFont(), small, ImVec2(c.x + r + gap, ty),
                  theme::fade(ImGui::GetColorU32(ImGuiCol_Text), i < t.cursor() ? 0.8f : 0.35f), rem.c_str());
    }
    const float hit = std::max(2 * r, 8.0f);
    record_item("history.chart.point." + std::to_string(i + 1),
                {c.x - hit / 2, c.y - hit / 2, hit, hit});
  }
}

// Hover and click pick the ply under the mouse by its column: hover shows its
// tooltip, a click moves the cursor there (and returns true).
bool pick_chart_column(Timeline& t, const ValueHistory& vh, const std::function<std::string(std::size_t)>& label,
                       float x0, float dx, bool hovered, bool clicked) {
  const std::size_t n = t.size();
  const float mx = ImGui::GetIO().MousePos.x;
  const auto column = static_cast<std::size_t>(std::clamp(std::floor((mx - x0) / dx), 0.0f, static_cast<float>(n - 1)));
  if (hovered) {
    const std::string tip = tr_fmt("tl.move_tip", column + 1, label(column)) + "\n" +
                            value_words(vh.at(column, t.moves()[column]));
    ImGui::SetTooltip("%s\n%s", tip.c_str(), tr("tl.click_show"));
  }
  if (clicked && mx >= x0) {
    t.go_to(column + 1);
    return true;
  }
  return false;
}

// The move-value history chart (GamesmanUni's visual value history, turned on
// its side to lie along the timeline): one point per ply, above the middle line
// when the mover was winning after the move, below when losing, on it for a
// draw; the farther from the middle, the nearer the end (remoteness 0 at the
// edge). A throw-away shows as the line crossing the middle. Returns true when
// a click moved the cursor.
bool draw_value_chart(Timeline& t, const ValueHistory& vh, const std::function<std::string(std::size_t)>& label,
                      ImVec2 size, bool hidden) {
  const ImVec2 p0 = ImGui::GetCursorScreenPos();
  ImGui::InvisibleButton("value-chart", size);
  imgui_hooks::skip_last_item();  // the twin says the chart in words (the list of moves)
  track_item("history.chart");
  const bool clicked = ImGui::IsItemClicked(ImGuiMouseButton_Left);
  const bool hovered = ImGui::IsItemHovered();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 p1(p0.x + size.x, p0.y + size.y);
  dl->AddRectFilled(p0, p1, ImGui::GetColorU32(ImGuiCol_FrameBg), 4);
  const float font = ImGui::GetFontSize();
  if (hidden) {
    draw_chart_placeholder(dl, p0, p1, size, font);
    return false;
  }
  const ChartAxes ax = draw_chart_axes(dl, p0, p1, size, font);
  const std::size_t n = t.size();
  if (n == 0) {
    // In the shorter form when the long one does not fit; never past the chart.
    const std::vector<std::string> forms{i18n::tr("export.chart.empty"), i18n::tr("export.chart.empty_short")};
    const std::string msg = model::fit_label(forms, p1.x - ax.x0 - 12, text_width);
    dl->PushClipRect(p0, p1, true);
    dl->AddText(ImVec2(ax.x0 + 6, p0.y + 2), ImGui::GetColorU32(ImGuiCol_TextDisabled), msg.c_str());
    dl->PopClipRect();
    return false;
  }
  // Where the points go is one rule shared with the SVG export (model/scene_look.hpp).
  const model::ChartLayout lay =
      model::value_chart_layout(chart_values(t, vh), chart_horizon(vh), {ax.x0, ax.x1, ax.mid, ax.half, font});
  draw_chart_points(dl, t, vh, lay, ax, p0, p1, font);
  return pick_chart_column(t, vh, label, ax.x0, static_cast<float>(lay.dx), hovered, clicked);
}

}  // namespace

model::ChartDrawing chart_drawing(const Timeline& t, const ValueHistory& vh, bool hidden) {
  model::ChartDrawing d;
  d.horizon = chart_horizon(vh);
  d.cursor = t.cursor();
  if (hidden) {
    d.empty_text = i18n::tr("export.chart.hidden");
    return d;
  }
  if (t.size() == 0) d.empty_text = i18n::tr("export.chart.empty");
  d.values = chart_values(t, vh);
  for (std::size_t i = 0; i < t.size(); ++i) d.moves.push_back(d.values[i] ? d.values[i]->move_name : std::to_string(t.moves()[i]));
  return d;
}

float timeline_buttons_width() {
  const ImGuiStyle& style = ImGui::GetStyle();
  const float play_w = std::max(ImGui::CalcTextSize(tr("tl.autoplay")).x, ImGui::CalcTextSize(tr("tl.pause")).x);
  return ImGui::CalcTextSize("|<<>>|").x + play_w + 10 * style.FramePadding.x + 4 * style.ItemSpacing.x;
}

namespace {
bool g_timeline_keys = true;
}
void set_timeline_keys(bool on) { g_timeline_keys = on; }
bool timeline_keys_on() { return g_timeline_keys; }

namespace {

// The timeline's row, in one of three forms by its width (timeline_layout).
enum class TimelineForm { OneRow, ChartBeside, ChipsBeside };

struct TimelineLayout {
  TimelineForm form;
  float sp;         // the style's item spacing
  float buttons_w;  // the buttons (timeline_buttons_width)
  float chips_w, chips_h;
  float chart_w, chart_h;
};

// The buttons, the chips and the value chart, in one of three forms by the
// row's width: all in one row, with the chart as low as the buttons (a
// 1280 px page: the tree below keeps its room); the chips under the buttons
// and the chart beside both, twice as high; or, narrow (800 px, a phone),
// the buttons over the chips with a low chart beside them.
TimelineLayout timeline_layout() {
  const float font = ImGui::GetFontSize();
  const ImGuiStyle& style = ImGui::GetStyle();
  const float sp = style.ItemSpacing.x;
  const float total_w = ImGui::GetContentRegionAvail().x;
  const float buttons_w = timeline_buttons_width();
  const float chart_w = std::clamp(total_w * 0.4f, 8 * font, 26 * font);
  const float left_w = total_w - chart_w - sp;
  using Form = TimelineForm;
  const Form form = left_w >= buttons_w + sp + 10 * font ? Form::OneRow
                    : left_w >= buttons_w                 ? Form::ChartBeside
                                                          : Form::ChipsBeside;
  const float low_chips_h = ImGui::GetFrameHeight() + style.ScrollbarSize + 2;
  const float low_h = std::max(low_chips_h, 2.25f * font + 4);
  const float chips_h = form == Form::ChartBeside ? ImGui::GetFrameHeightWithSpacing() + style.ScrollbarSize + 2 : low_chips_h;
  const float chart_h = form == Form::ChartBeside ? ImGui::GetFrameHeightWithSpacing() + chips_h : low_h;
  const float chips_w = form == Form::OneRow ? left_w - buttons_w - sp : left_w;
  return {form, sp, buttons_w, chips_w, chips_h, chart_w, chart_h};
}

// |< < > >| and Autoplay (Pause while it plays). Returns true when one moved
// the cursor.
bool draw_timeline_buttons(Timeline& t, TimelineUi& ui, bool game_over) {
  bool moved = false;
  auto button = [&](const char* text, const char* item, bool enabled) {
    ImGui::BeginDisabled(!enabled);
    bool pressed = theme::button(text);  // 44 px wide on touch screens
    ImGui::EndDisabled();
    track_item(item);
    ImGui::SameLine();
    return pressed;
  };
  if (button("|<", "history.start", !t.at_start())) { t.go_to(0); moved = true; }
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tr("tl.restart"));
  if (button("<", "history.back", !t.at_start())) { t.step(-1); moved = true; }
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tr("tl.back"));
  if (button(">", "history.forward", !t.at_end())) { t.step(1); moved = true; }
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tr("tl.forward"));
  if (button(">|", "history.end", !t.at_end())) { t.go_to(t.size()); moved = true; }
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tr("tl.end"));
  const char* play_text = tr_id(ui.autoplay ? "tl.pause" : "tl.autoplay");
  ImGui::BeginDisabled(game_over && !ui.autoplay);
  if (ImGui::Button(play_text)) ui.autoplay = !ui.autoplay;
  ImGui::EndDisabled();
  track_item("history.autoplay");
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tr("tl.autoplay_tip"));
  return moved;
}

// The moves as chips, each in the colour of its value for the player who made
// it, with its letter (and "!" for a blunder); the ones past the cursor are
// the kept old line, faded. Returns true when a click moved the cursor.
bool draw_move_chips(Timeline& t, const ValueHistory& vh, bool hidden,
                     const std::function<std::string(std::size_t)>& label, ImVec2 size) {
  bool moved = false;
  ImGui::BeginChild("moves", size, false, ImGuiWindowFlags_HorizontalScrollbar);
  ImGui::AlignTextToFramePadding();
  ImGui::TextDisabled("%s", tr("tl.start"));
  for (std::size_t i = 0; i < t.size(); ++i) {
    ImGui::SameLine();
    const bool past = i >= t.cursor();
    const bool current = i + 1 == t.cursor();
    const model::PlyValue* v = hidden ? nullptr : vh.at(i, t.moves()[i]);
    const Outcome o = v ? v->after.outcome : Outcome::Unknown;
    const ImU32 fill = o == Outcome::Unknown ? IM_COL32(0x38, 0x4C, 0x66, 0xFF) : theme::outcome_color(o);
    ImGui::PushStyleColor(ImGuiCol_Button, theme::fade(fill, past ? 0.35f : 1.0f));
    ImGui::PushStyleColor(ImGuiCol_ButtonHovered, theme::fade(fill, 0.8f));
    ImGui::PushStyleColor(ImGuiCol_Text, past ? ImGui::GetColorU32(ImGuiCol_TextDisabled) : theme::text_on(fill));
    std::string text = std::to_string(i + 1) + ". " + label(i);
    if (o != Outcome::Unknown) text += std::string(" ") + letter(o) + (v->blunder ? "!" : "");
    text += "##m" + std::to_string(i);
    if (theme::small_button(text.c_str())) { t.go_to(i + 1); moved = true; }
    track_item("history.move." + std::to_string(i + 1));
    if (current) {
      ImGui::GetWindowDrawList()->AddRect(ImGui::GetItemRectMin(), ImGui::GetItemRectMax(), theme::kHighlight, 3, 0, 2.5f);
      ImGui::SetScrollHereX(1.0f);
    }
    if (!hidden && ImGui::IsItemHovered()) ImGui::SetTooltip("%s", value_words(v).c_str());
    ImGui::PopStyleColor(3);
  }
  ImGui::EndChild();
  return moved;
}

// Keyboard: arrows, Home/End, Space, unless a text field has focus or
// single-key shortcuts are off (View › Single-key shortcuts, WCAG 2.1.4).
// Returns true when a key moved the cursor.
bool handle_timeline_keys(Timeline& t, TimelineUi& ui, bool game_over) {
  bool moved = false;
  if (!ImGui::GetIO().WantTextInput && timeline_keys_on()) {
    const int step = keys::steps(ImGuiKey_RightArrow, ImGuiKey_LeftArrow);
    if ((step < 0 && !t.at_start()) || (step > 0 && !t.at_end())) { t.step(step); moved = true; }
    if (ImGui::IsKeyPressed(ImGuiKey_Home, false) && !t.at_start()) { t.go_to(0); moved = true; }
    if (ImGui::IsKeyPressed(ImGuiKey_End, false) && !t.at_end()) { t.go_to(t.size()); moved = true; }
    if (ImGui::IsKeyPressed(ImGuiKey_Space, false)) ui.autoplay = !ui.autoplay && !game_over;
  }
  return moved;
}

}  // namespace

bool draw_timeline(const char* id, Timeline& t, TimelineUi& ui, const ValueHistory* values, bool hidden,
                   const std::function<std::string(std::size_t)>& label, bool game_over) {
  ImGui::PushID(id);
  static const ValueHistory kNoValues;
  const ValueHistory& vh = values ? *values : kNoValues;
  const TimelineLayout lay = timeline_layout();
  const ImVec2 chart_size(lay.chart_w, lay.chart_h);

  ImGui::BeginGroup();
  bool moved = draw_timeline_buttons(t, ui, game_over);
  // From the group's left: Pause and Autoplay keep the chips still.
  if (lay.form == TimelineForm::OneRow) ImGui::SameLine(lay.buttons_w + lay.sp);
  if (draw_move_chips(t, vh, hidden, label, ImVec2(lay.chips_w, lay.chips_h))) moved = true;
  if (lay.form == TimelineForm::ChipsBeside) {
    ImGui::SameLine();
    if (draw_value_chart(t, vh, label, chart_size, hidden)) moved = true;
  }
  ImGui::EndGroup();
  if (lay.form != TimelineForm::ChipsBeside) {
    ImGui::SameLine();
    if (draw_value_chart(t, vh, label, chart_size, hidden)) moved = true;
  }
  if (handle_timeline_keys(t, ui, game_over)) moved = true;
  if (moved) ui.autoplay = false;
  ImGui::PopID();
  return moved;
}

}  // namespace gtl::app
