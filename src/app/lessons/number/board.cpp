// The Number Game's board (ImGui drawing only): the hundred-square of tiles,
// each struck through as it becomes forbidden and why, the status line, the
// legend, the controls and the judge panel. The rules, the replay and the
// animation's clock are the model's (model.hpp); lesson.cpp is the Lesson glue.
#include <algorithm>
#include <cfloat>
#include <cmath>
#include <string>
#include <vector>

#include "app/kit/item_registry.hpp"
#include "app/kit/legend.hpp"
#include "app/lessons/number/colors.hpp"
#include "app/lessons/number/lesson.hpp"
#include "app/kit/settings.hpp"
#include "app/kit/theme.hpp"
#include "app/lessons/status_line.hpp"
#include "app/kit/imgui_item_hooks.hpp"
#include "app/kit/ui_flow.hpp"
#include "imgui.h"
#include "imgui_stdlib.h"
#include "model/i18n.hpp"

namespace gtl::app {

using i18n::tr;
using i18n::tr_fmt;
using i18n::tr_id;

namespace ng = number_game;

namespace {
constexpr int kColumns = 10;  // a hundred-square layout: multiples line up

ImU32 with_opacity(ImU32 c, float a) {
  return (c & ~IM_COL32_A_MASK) | (static_cast<ImU32>(a * 255.0f) << IM_COL32_A_SHIFT);
}

// The tile colours are the lesson's own, one table per theme shared with the
// SVG export (colors.hpp): the shown theme's, read when drawn.
const NumberColors& shown() { return number_colors(theme::current_theme() == theme::ThemeName::Light); }
ImU32 tile_fill() { return theme::u32(shown().tile); }
ImU32 tile_text() { return theme::u32(shown().tile_text); }
ImU32 forbidden_fill() { return theme::u32(shown().forbidden); }
ImU32 forbidden_text() { return theme::u32(shown().forbidden_text); }  // 6.6:1 on the forbidden fill
ImU32 reason_text() { return theme::u32(shown().reason_text); }
ImU32 strike_ink() { return theme::u32(shown().strike, 0xD0 / 255.0f); }
ImU32 source_ink() { return theme::u32(shown().source); }

// One strike for a multiple, two crossing strikes for a sum (also the legend's icons).
void draw_strikes(ImDrawList* dl, ImVec2 a, ImVec2 b, int strikes, ImU32 col, float thick) {
  const float m = std::min(b.x - a.x, b.y - a.y) * 0.12f;
  dl->AddLine(ImVec2(a.x + m, b.y - m), ImVec2(b.x - m, a.y + m), col, thick);
  if (strikes > 1) dl->AddLine(ImVec2(a.x + m, a.y + m), ImVec2(b.x - m, b.y - m), col, thick);
}

// The words on tiles and in the legend, shared by the canvas and the SVG export.
// (Words follow the UI language, so nothing here is cached.)
const char* initial_of(Player p) { return player_initial(p); }
std::vector<std::string> reasons_of(const ForbiddenNumber& f) {
  return f.move_index < 0 ? std::vector<std::string>{tr("number.given")} : f.labels;
}
int strikes_of(const ForbiddenNumber& f) { return f.kind == ng::ForbiddenNumber::Kind::Multiple ? 1 : 2; }
std::vector<std::string> legend_texts(int strikes) {
  if (strikes > 1) return {tr("number.legend_sum"), tr("number.legend_sum_mid"), tr("number.legend_sum_short")};
  return {tr("number.legend_multiple"), tr("number.legend_multiple_short")};
}

struct TextBox {
  ImVec2 a, b;
  bool overlaps(const TextBox& o) const { return a.x < o.b.x && o.a.x < b.x && a.y < o.b.y && o.a.y < b.y; }
};
}  // namespace

struct NumberLesson::TileLook {
  bool allowed = false;  // can be named now (or its striking is not shown yet)
  const NamedNumber* named = nullptr;
  const ForbiddenNumber* forbidden = nullptr;
  bool struck_now = false;  // the animation's current step
  bool lit = false;         // a tile the number being struck is built from
  int preview_strikes = 0;  // hover preview: what naming the hovered tile would do here
};

NumberLesson::TileLook NumberLesson::look_of(int y) const {
  TileLook t;
  t.allowed = ng::contains(model_.allowed(), y) || model_.hidden_by_animation(y);
  t.named = model_.named_entry(y);
  t.forbidden = t.allowed ? nullptr : model_.forbidden_entry(y);
  const ng::ForbiddenNumber* cur = model_.anim_current();
  t.struck_now = cur && cur->number == y;
  t.lit = std::find(lit_.begin(), lit_.end(), y) != lit_.end();
  for (const auto& f : preview_)
    if (f.number == y && f.kind != ng::ForbiddenNumber::Kind::Named)
      t.preview_strikes = f.kind == ng::ForbiddenNumber::Kind::Multiple ? 1 : 2;
  return t;
}

void NumberLesson::draw_status_line() {
  // While a naming is animated the header still describes the position before
  // it: the board has not shown what the move forbids yet.
  const Player p = model_.header_to_move();
  const ng::Allowed pos = model_.header_position();
  player_text(p == Player::First ? 0 : 1, player_name(p));
  ImGui::SameLine();
  if (pos == 0) {
    ImGui::TextColored(theme::outcome_color_vec(Outcome::Lose), "%s", tr("number.cannot_move"));
    return;
  }
  ImGui::TextUnformatted(tr("number.to_move"));
  // Each part on the same line when it fits, else on its own (never cut off).
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  if (outcome_hidden_text(settings_, gap)) return;
  const Solution v = model_.value_of(pos);
  const std::string o = tr_fmt(v.outcome == Outcome::Win ? "number.winning_in" : "number.losing_in", model::plies(v.remoteness));
  outcome_text(v.outcome, o, gap);
  if (!settings_.show_hints()) return;
  const auto wins = model_.winning_moves_of(pos);
  std::string m = tr("number.winning_moves");
  for (int x : wins) m += " " + std::to_string(x);
  if (wins.empty()) m = tr("number.no_winning_move");
  same_line_if_fits(m.c_str(), ImGui::GetFontSize());
  ImGui::PushTextWrapPos(0.0f);  // a long list wraps on its own line
  if (wins.empty()) ImGui::TextDisabled("%s", m.c_str());
  else ImGui::TextColored(theme::outcome_color_vec(Outcome::Win), "%s", m.c_str());
  ImGui::PopTextWrapPos();
}

void NumberLesson::draw_tile(int y, ImVec2 a, bool hovered) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const TileLook t = look_of(y);
  const float s = tile_.text_px;
  const ImVec2 b(a.x + tile_.w - tile_.gap, a.y + tile_.h - tile_.gap);
  const ImVec2 ia(a.x + tile_.pad, a.y + tile_.pad), ib(b.x - tile_.pad, b.y - tile_.pad);
  const float thick = std::max(3.0f, 0.16f * s);

  ImU32 fill = tile_fill(), text = tile_text();
  if (t.named) fill = t.named->by == Player::First ? theme::kFirst : theme::kSecond;
  else if (t.forbidden) fill = forbidden_fill();
  if (hovered && t.allowed && !t.named && !model_.animating()) fill = IM_COL32_WHITE;
  if (t.named) text = theme::text_on(fill);
  else if (t.forbidden) text = forbidden_text();
  const float r = std::min(tile_.w, tile_.h) * 0.12f;
  dl->AddRectFilled(a, b, fill, r);

  // Frames: winning move (hints), a part of the sum being struck, the step itself.
  // The same rule as board_drawing()'s `wins`.
  const bool wins = settings_.show_hints() && t.allowed && !t.named && !model_.animating() && model_.move_wins(y);
  if (wins) dl->AddRect(a, b, theme::kWin, r, 0, thick);
  if (t.lit) dl->AddRect(a, b, source_ink(), r, 0, thick);
  if (t.struck_now) dl->AddRect(a, b, theme::kHighlight, r, 0, thick);

  std::vector<TextBox> boxes;
  auto put = [&](ImFont* font, float size, ImVec2 p, ImU32 col, const std::string& str) {
    const ImVec2 ts = font->CalcTextSizeA(size, FLT_MAX, 0, str.c_str());
    dl->AddText(font, size, p, col, str.c_str());
    boxes.push_back({p, ImVec2(p.x + ts.x, p.y + ts.y)});
  };
  auto width_of = [&](std::string_view str) { return ImGui::GetFont()->CalcTextSizeA(s, FLT_MAX, 0, str.data(), str.data() + str.size()).x; };

  // The small line: badges on top of an allowed or named tile, the reason under a struck number.
  ImFont* small = ImGui::GetFont();
  if (t.named) put(small, s, ia, text, initial_of(t.named->by));
  if (wins) put(small, s, ImVec2(ib.x - width_of("W"), ia.y), theme::kWin, "W");
  if (t.forbidden) {
    const std::string label = model::fit_label(reasons_of(*t.forbidden), ib.x - ia.x, width_of);
    if (!label.empty()) put(small, s, ImVec2((ia.x + ib.x - width_of(label)) * 0.5f, ib.y - s), reason_text(), label);
  }
  // The number, in the region the small line leaves.
  ImFont* big = theme::big_font() ? theme::big_font() : small;
  const std::string num = std::to_string(y);
  const ImVec2 ns = big->CalcTextSizeA(tile_.number_px, FLT_MAX, 0, num.c_str());
  const float top = t.forbidden ? ia.y : ia.y + s, bottom = t.forbidden ? ib.y - s : ib.y;
  put(big, tile_.number_px, ImVec2((ia.x + ib.x - ns.x) * 0.5f, (top + bottom - ns.y) * 0.5f), text, num);

  if (t.forbidden) draw_strikes(dl, a, b, strikes_of(*t.forbidden), strike_ink(), thick);
  // The hover preview: the strikes naming the hovered tile would cause, faint.
  if (t.preview_strikes > 0) draw_strikes(dl, a, b, t.preview_strikes, with_opacity(strike_ink(), 0.45f), thick);

  // The check the state reports: every text inside the tile, none on another.
  for (std::size_t i = 0; i < boxes.size(); ++i) {
    widest_text_ = std::max(widest_text_, boxes[i].b.x - boxes[i].a.x);
    const bool inside = boxes[i].a.x >= ia.x - 0.5f && boxes[i].b.x <= ib.x + 0.5f && boxes[i].a.y >= ia.y - 0.5f &&
                        boxes[i].b.y <= ib.y + 0.5f;
    if (!inside) ++text_overflows_;
    for (std::size_t j = i + 1; j < boxes.size(); ++j)
      if (boxes[i].overlaps(boxes[j])) ++text_overflows_;
  }
}

BoardDrawing NumberLesson::board_drawing() {
  BoardDrawing d;
  d.columns = kColumns;
  d.initial_first = initial_of(Player::First);
  d.initial_second = initial_of(Player::Second);
  d.legend_multiple = legend_texts(1).front();
  d.legend_sum = legend_texts(2).front();
  d.caption = model_.caption();
  for (int y = ng::kMinNumber; y <= model_.max(); ++y) {
    const TileLook t = look_of(y);
    BoardTile& b = d.tiles.emplace_back();
    b.value = y;
    if (t.named) {
      b.state = BoardTile::State::Named;
      b.by_first = t.named->by == Player::First;
    } else if (t.forbidden) {
      b.state = BoardTile::State::Forbidden;
      b.strikes = strikes_of(*t.forbidden);
      b.reasons = reasons_of(*t.forbidden);
    }
    b.wins = settings_.show_hints() && t.allowed && !t.named && !model_.animating() && model_.move_wins(y);
  }
  return d;
}

std::string NumberLesson::hover_text(int y) {
  if (editing_) return tr_fmt("number.hover_edit", y);
  if (const NamedNumber* n = model_.named_entry(y)) return tr_fmt("number.hover_named", y, player_name(n->by));
  if (!ng::contains(model_.allowed(), y)) {
    const ForbiddenNumber* f = model_.forbidden_entry(y);
    return tr_fmt("number.hover_forbidden", y, f ? f->why : std::string(tr("number.not_allowed")));
  }
  // The board shows the strikes; the words only list the numbers (reasons: hover them after).
  std::vector<int> gone;
  for (const auto& f : preview_)
    if (f.kind != ng::ForbiddenNumber::Kind::Named) gone.push_back(f.number);
  std::string out = gone.empty()       ? tr_fmt("number.hover_nothing", y)
                    : gone.size() <= 6 ? tr_fmt("number.hover_forbid", y, model::number_list(gone, 6))
                                       : tr_fmt("number.hover_forbid_many", y, gone.size(), model::number_list(gone, 6));
  if (!settings_.outcomes_hidden()) {
    const char* other = player_name(model_.to_move() == Player::First ? Player::Second : Player::First);
    out += " " + tr_fmt(model_.move_wins(y) ? "number.hover_wins" : "number.hover_loses", other);
  }
  return out;
}

void NumberLesson::draw_legend(ImVec2 a, ImVec2 b) {
  // In the two empty cells before tile 2: what one and two strikes mean. The
  // animation's frames (being struck, its parts) are named by the caption.
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const float s = tile_.text_px, line = (b.y - a.y) / 2;
  const float icon = std::min(s, line - 2);
  auto width_of = [&](std::string_view str) {
    return ImGui::GetFont()->CalcTextSizeA(s, FLT_MAX, 0, str.data(), str.data() + str.size()).x;
  };
  for (int i = 0; i < 2; ++i) {
    const float y = a.y + line * static_cast<float>(i) + (line - icon) * 0.5f;
    const ImVec2 ia(a.x, y), ib(a.x + icon, y + icon);
    dl->AddRectFilled(ia, ib, forbidden_fill(), 2);
    draw_strikes(dl, ia, ib, i + 1, strike_ink(), 2.0f);
    const std::string t = model::fit_label(legend_texts(i + 1), b.x - ib.x - s * 0.3f, width_of);
    dl->AddText(ImGui::GetFont(), s, ImVec2(ib.x + s * 0.3f, a.y + line * static_cast<float>(i) + (line - s) * 0.5f),
                ImGui::GetColorU32(ImGuiCol_Text), t.c_str());
  }
}

// Where the board's tiles go this frame: ten columns, one row or five
// (board_columns), and whether the caption fits in the last row.
struct NumberLesson::BoardGrid {
  ImVec2 origin;
  int columns = 10, rows = 1;
  int free_cols = 0;  // empty cells after the last tile
  bool caption_in_row = false;
  float least = 0;      // the least tile height (a finger's width on touch screens)
  float caption_h = 0;  // the caption's two lines, when it is below the board
  float tile_w = 0, tile_h = 0;
  ImVec2 tile_pos(int y) const {
    return ImVec2(origin.x + static_cast<float>(y % columns) * tile_w, origin.y + static_cast<float>(y / columns) * tile_h);
  }
};

NumberLesson::BoardGrid NumberLesson::lay_out_board(ImVec2 avail) {
  BoardGrid g;
  const int max = model_.max();
  // Ten columns, one row or five (board_columns), never narrower than a
  // finger's width on touch screens (or two text heights).
  // On touch screens 50: a 44 px target inside the tile's gap (WCAG 2.5.5).
  g.least = settings_.touch_targets ? 50.0f : 2 * ImGui::GetFontSize();
  const ImGuiStyle& st = ImGui::GetStyle();
  // Below the board: the caption (unless it sits in the last row's empty
  // cells; two lines, a fixed estimate, so the tiles do not resize as the
  // caption changes) and the timeline's rows, as tall as the last frame drew
  // them (one row at 1280 px, three on a phone).
  g.caption_h = 2 * ImGui::GetTextLineHeightWithSpacing();
  const float strip_h = strip_h_ > 0 ? strip_h_ : ImGui::GetFrameHeightWithSpacing() + 14 + 2 * st.ItemSpacing.y;
  float below = strip_h + (model_.start_reachable() ? 0 : ImGui::GetTextLineHeightWithSpacing());
  g.columns = board_columns(avail.x, avail.y - below - g.caption_h, max, g.least, ImGui::GetFontSize());
  g.rows = max / g.columns + 1;
  g.free_cols = g.columns - 1 - max % g.columns;
  g.caption_in_row = g.free_cols >= 4;
  if (!g.caption_in_row) below += g.caption_h;
  tile_ = board_tile_size({avail.x, avail.y - below, g.columns, g.rows, ImGui::GetFontSize()});
  // On a touch screen a tile is a finger's target: 44 px inside its gap at least.
  if (settings_.touch_targets) tile_.h = std::max(tile_.h, std::ceil(g.least));
  g.origin = ImGui::GetCursorScreenPos();
  g.tile_w = tile_.w;
  g.tile_h = tile_.h;
  return g;
}

std::optional<int> NumberLesson::handle_tiles(const BoardGrid& g) {
  const int max = model_.max();
  // Pass 1: the buttons, so the hovered tile is known before any tile is drawn
  // (its preview strikes land on tiles drawn before it).
  std::optional<int> clicked, hovered;
  for (int y = ng::kMinNumber; y <= max; ++y) {
    ImGui::SetCursorScreenPos(g.tile_pos(y));
    const std::string id = "tile." + std::to_string(y);
    if (ImGui::InvisibleButton(id.c_str(), ImVec2(tile_.w - tile_.gap, tile_.h - tile_.gap))) clicked = y;
    if (ImGui::IsItemHovered()) hovered = y;
    track_item(id);
  }
  // The click first, so this frame (and the state read after it) already shows
  // the naming it starts, with no stale preview of the clicked tile.
  if (clicked && editing_) {
    // Edit mode toggles the tile in the start position (the judges' way to give a position).
    std::vector<int> ys = ng::numbers(model_.start());
    auto it = std::find(ys.begin(), ys.end(), *clicked);
    if (it == ys.end()) ys.push_back(*clicked);
    else ys.erase(it);
    set_position(ys);
  } else if (clicked && ng::contains(model_.allowed(), *clicked)) {
    std::string err;
    pick(*clicked, err);
  }
  hovered_ = hovered;
  preview_.clear();
  if (hovered && !model_.animating() && !editing_ && ng::contains(model_.allowed(), *hovered))
    preview_ = model_.preview(*hovered).newly_forbidden;
  lit_.clear();
  if (const ng::ForbiddenNumber* cur = model_.anim_current()) lit_ = ng::source_tiles(*cur);
  return hovered;
}

void NumberLesson::draw_caption(const BoardGrid& g, std::optional<int> hovered) {
  const int max = model_.max();
  // Caption: narrates the animation; otherwise what the hovered tile means (no
  // tooltip ever covers the board), else the position in words. It goes in the
  // last row's empty cells when they are wide enough and it fits there.
  hover_text_ = (hovered && !model_.animating()) ? hover_text(*hovered) : std::string();
  const std::string caption = hover_text_.empty() ? model_.caption() : hover_text_;
  const ImVec2 board_end(g.origin.x, g.origin.y + static_cast<float>(g.rows) * tile_.h);
  const ImVec2 cell(g.tile_pos(max).x + tile_.w + tile_.gap, g.tile_pos(max).y);
  const float cell_w = static_cast<float>(g.free_cols) * tile_.w - 2 * tile_.gap;
  const bool fits_in_row =
      g.caption_in_row && ImGui::CalcTextSize(caption.c_str(), nullptr, false, cell_w).y <= tile_.h - tile_.gap;
  if (fits_in_row) {
    ImGui::SetCursorScreenPos(cell);
    ImGui::PushTextWrapPos(cell.x - ImGui::GetWindowPos().x + cell_w);
  } else {
    ImGui::SetCursorScreenPos(board_end);
    ImGui::PushTextWrapPos(0.0f);
  }
  ImGui::TextUnformatted(caption.c_str());
  ImGui::PopTextWrapPos();
  if (fits_in_row) ImGui::SetCursorScreenPos(board_end);
  if (!model_.start_reachable())
    ImGui::TextColored(theme::outcome_color_vec(Outcome::Draw),
                       "%s", tr_fmt("number.unreachable", max).c_str());
}

void NumberLesson::draw_board_timeline() {
  // The animation's controls lead the timeline's row (shown disabled when idle,
  // so the row does not move).
  const float strip_top = ImGui::GetCursorPosY();
  ImGui::BeginDisabled(!model_.animating());
  if (ImGui::Button(tr_id(model_.paused() ? "anim.resume" : "anim.pause"))) model_.set_paused(!model_.paused());
  track_item("anim.pause");
  ImGui::SameLine();
  if (ImGui::Button(tr_id("anim.skip"))) model_.skip_animation();
  track_item("anim.skip");
  if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) ImGui::SetTooltip("%s", tr("anim.skip_tip"));
  ImGui::EndDisabled();
  // The strip follows on the same row when its buttons fit there (not on a phone).
  same_line_if_fits(timeline_buttons_width(), ImGui::GetFontSize());
  const bool moved = draw_timeline(
      "number-timeline", model_.timeline(), timeline_ui_, values_, settings_.outcomes_hidden(),
      [this](std::size_t i) {
        return std::string(player_initial(i % 2 == 0 ? Player::First : Player::Second)) + " " +
               std::to_string(model_.timeline().moves()[i]);
      },
      model_.allowed() == 0);
  if (moved) model_.on_timeline_moved();
  strip_h_ = ImGui::GetCursorPosY() - strip_top;
}

void NumberLesson::draw_board() {
  model_.set_step_animation(settings_.anim() > 0);
  const float top = ImGui::GetCursorPosY();
  draw_status_line();
  const int max = model_.max();
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  const BoardGrid g = lay_out_board(avail);
  const std::optional<int> hovered = handle_tiles(g);
  // Pass 2: the tiles.
  widest_text_ = 0;
  text_overflows_ = 0;
  for (int y = ng::kMinNumber; y <= max; ++y) draw_tile(y, g.tile_pos(y), hovered == y);
  draw_legend(g.origin, ImVec2(g.origin.x + 2 * tile_.w - tile_.gap, g.origin.y + tile_.h - tile_.gap));
  draw_caption(g, hovered);
  draw_board_timeline();
  // What the board needs at its lowest: what was drawn, with the tiles at their
  // least height in the layout a low region gets (preferred_height).
  const int low_columns = board_columns(avail.x, 0, max, g.least, ImGui::GetFontSize());
  const int low_rows = max / low_columns + 1;
  float low_tile_h = board_tile_size({avail.x, 0, low_columns, low_rows, ImGui::GetFontSize()}).h;
  if (settings_.touch_targets) low_tile_h = std::max(low_tile_h, std::ceil(g.least));
  const bool low_caption_in_row = low_columns - 1 - max % low_columns >= 4;
  // (The cursor stands an item spacing below the timeline's row: the splitter's gap is below it anyway.)
  needed_h_ = ImGui::GetCursorPosY() - ImGui::GetStyle().ItemSpacing.y - top - static_cast<float>(g.rows) * tile_.h +
              static_cast<float>(low_rows) * low_tile_h + (g.caption_in_row && !low_caption_in_row ? g.caption_h : 0.0f);
}

void NumberLesson::draw_controls() {
  ImGui::TextDisabled("%s", tr("number.title"));
  // The field follows the board whenever it changes elsewhere (a link, a
  // lecture slide, induction's small board), so it never names another board.
  if (model_.max() != field_board_max_) new_max_ = field_board_max_ = model_.max();
  ImGui::SetNextItemWidth(theme::int_field_width(3, 120));
  ImGui::InputInt("##max", &new_max_);
  new_max_ = std::clamp(new_max_, ng::kMinNumber, kNumberLessonMaxN);
  track_item("number.max");
  twin_value_last_item(std::to_string(new_max_));
  same_line_for_button(tr_id("number.new_game"));
  if (ImGui::Button(tr_id("number.new_game"))) new_game(new_max_);
  track_item("number.new");
  ImGui::Checkbox(tr_id("number.edit_allowed"), &editing_);
  track_item("number.edit");
  if (editing_) ImGui::TextWrapped("%s", tr("number.edit_hint"));
  ImGui::Separator();
  draw_judge_panel();
}

void NumberLesson::draw_judge_panel() {
  if (const auto i = judge_.draw(settings_.outcomes_hidden())) {
    std::string err;
    model_.set_position(judge_cases_[*i], err);
    timeline_ui_.autoplay = false;
  }
}

namespace {

// A forbidden tile in Help › Legend: struck once (a multiple) or twice (a sum), as on the board.
void struck_tile(const char* number, bool twice) {
  const float h = ImGui::GetTextLineHeight() + 10;
  const ImVec2 a = ImGui::GetCursorScreenPos(), b(a.x + h * 1.4f, a.y + h);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  dl->AddRectFilled(a, b, theme::u32(theme::colors().frame), 4);
  const ImVec2 ts = ImGui::CalcTextSize(number);
  dl->AddText(ImVec2((a.x + b.x - ts.x) * 0.5f, (a.y + b.y - ts.y) * 0.5f), theme::ink(), number);
  dl->AddLine(ImVec2(a.x + 4, b.y - 4), ImVec2(b.x - 4, a.y + 4), theme::kLose, 3.0f);
  if (twice) dl->AddLine(ImVec2(a.x + 4, a.y + 4), ImVec2(b.x - 4, b.y - 4), theme::kLose, 2.0f);
  ImGui::Dummy(ImVec2(b.x - a.x, h));
}

}  // namespace

void NumberLesson::legend() const {
  legend::heading(tr("number.legend_board"));
  legend::row([] { struck_tile("6", false); }, tr("number.legend_one_strike"));
  legend::row([] { struck_tile("9", true); }, tr("number.legend_two_strikes"));
  legend::row([] { legend::swatch(theme::kFirst, tr("player.christine_initial")); ImGui::SameLine(0, 4);
                   legend::swatch(theme::kSecond, tr("player.matt_initial")); },
              tr("number.legend_named"));
  legend::row([] { legend::outline(theme::kWin); }, tr("number.legend_hint"));
}

}  // namespace gtl::app
