// The payoff-games lesson's drawing: the side panel (classics, files,
// backward induction's controls, the equilibria), and the lesson's area: the
// caption, the tree as a course draws it and the strategic form beside it
// (under it on a narrow screen).
#include <algorithm>
#include <cfloat>
#include <cmath>
#include <optional>

#include "app/kit/imgui_item_hooks.hpp"
#include "app/kit/item_registry.hpp"
#include "app/lessons/payoff/lesson.hpp"
#include "app/kit/settings.hpp"
#include "app/kit/theme.hpp"
#include "app/kit/ui_flow.hpp"
#include "imgui.h"

namespace gtl::app {

using i18n::tr;
using i18n::tr_fmt;
using i18n::tr_id;
using namespace payoff_view;

namespace {

ImU32 player_color(int player, float alpha = 1.0f) {
  return player == 0 ? theme::u32(theme::colors().unknown, alpha) : theme::u32(player_rgb(theme::colors(), player), alpha);
}

float text_w(const std::string& s) { return ImGui::CalcTextSize(s.c_str()).x; }

// A dashed line: ImGui draws none of its own.
void dashed(ImDrawList* dl, ImVec2 a, ImVec2 b, ImU32 col, float thick, float dash) {
  const float dx = b.x - a.x, dy = b.y - a.y, len = std::sqrt(dx * dx + dy * dy);
  if (len < 1) return;
  for (float t = 0; t < len; t += 2 * dash) {
    const float e = std::min(len, t + dash);
    dl->AddLine(ImVec2(a.x + dx * t / len, a.y + dy * t / len), ImVec2(a.x + dx * e / len, a.y + dy * e / len), col, thick);
  }
}

// Text on a small plate of the canvas's colour, so it stays readable over
// edges: centred at `at` (side 0), or ending left of it (side -1, a branch
// going left) or starting right of it (side 1), so siblings' labels part.
// Returns the plate's rectangle.
// The plate plate_text draws for text of size sz at `at` (see there).
Rect plate_rect(ImVec2 at, ImVec2 sz, int side) {
  const float x = side < 0 ? at.x - sz.x - 4 : side > 0 ? at.x + 4 : at.x - sz.x * 0.5f;
  return Rect{x - 2, at.y - sz.y * 0.5f, sz.x + 4, sz.y};
}

Rect plate_text(ImDrawList* dl, ImVec2 at, const std::string& s, ImU32 col, int side = 0) {
  const Rect r = plate_rect(at, ImGui::CalcTextSize(s.c_str()), side);
  dl->AddRectFilled(ImVec2(r.x, r.y), ImVec2(r.x + r.w, r.y + r.h), theme::u32(theme::kCanvas.move_bg, 0.91f), 3);
  dl->AddText(ImVec2(r.x + 2, r.y), col, s.c_str());
  return r;
}

// Whether a leaf's payoff vector `width` wide is stacked, one number a line:
// when it would touch its neighbours' at leaf spacing `slot`.
bool stacks(float width, float slot) { return width > 0.92f * slot; }

// A payoff vector "(a, b)" with each number in its player's colour, centred
// at x with its top at y; stacked one number a line when `stacked`.
void payoff_vector(ImDrawList* dl, float x, float y, const Vec& v, bool stacked) {
  const float line = ImGui::GetTextLineHeight();
  if (stacked) {
    for (std::size_t i = 0; i < v.size(); ++i) {
      const std::string s = number_text(v[i]);
      dl->AddText(ImVec2(x - text_w(s) * 0.5f, y + line * static_cast<float>(i)), player_color(static_cast<int>(i + 1)), s.c_str());
    }
    return;
  }
  std::vector<std::string> parts;
  float w = text_w("()");
  for (std::size_t i = 0; i < v.size(); ++i) {
    parts.push_back(number_text(v[i]) + (i + 1 < v.size() ? "," : ""));
    w += text_w(parts.back()) + (i + 1 < v.size() ? text_w(" ") : 0);
  }
  float at = x - w * 0.5f;
  dl->AddText(ImVec2(at, y), theme::ink(), "(");
  at += text_w("(");
  for (std::size_t i = 0; i < parts.size(); ++i) {
    dl->AddText(ImVec2(at, y), player_color(static_cast<int>(i + 1)), parts[i].c_str());
    at += text_w(parts[i]) + text_w(" ");
  }
  dl->AddText(ImVec2(at - text_w(" "), y), theme::ink(), ")");
}

float vector_width(const Vec& v) { return text_w(vector_text(v)); }

// The widest number of a vector: a stacked vector's width.
float widest_number(const Vec& v) {
  float w = 0;
  for (const Rational& x : v) w = std::max(w, text_w(number_text(x)));
  return w;
}

// Information sets, drawn first, under everything: a dashed bracket over
// each set's nodes, joining them above the row (so it never runs through a
// leaf or a label that shares the row).
template <class At>
void draw_sets(ImDrawList* dl, const std::vector<std::vector<std::vector<int>>>& members, const At& at, float r) {
  for (std::size_t p = 1; p < members.size(); ++p)
    for (const auto& set : members[p]) {
      const ImU32 col = player_color(static_cast<int>(p), 0.8f);
      const float thick = std::max(3.0f, r * 0.3f);
      for (std::size_t k = 1; k < set.size(); ++k) {
        const ImVec2 a = at(static_cast<std::size_t>(set[k - 1])), b = at(static_cast<std::size_t>(set[k]));
        const float top = std::min(a.y, b.y) - r * 1.7f;
        dashed(dl, a, ImVec2(a.x, top), col, thick, r * 0.45f);
        dashed(dl, ImVec2(a.x, top), ImVec2(b.x, top), col, thick, r * 0.6f);
        dashed(dl, ImVec2(b.x, top), b, col, thick, r * 0.45f);
      }
    }
}

}  // namespace

// ------------------------------------------------------------------ the side panel

void PayoffLesson::draw_controls() {
  ImGui::PushTextWrapPos(0.0f);
  ImGui::TextDisabled("%s", tr("payoff.classics"));
  for (std::string_view id : classic_ids()) {
    const std::string key = "payoff.classic." + std::string(id);
    if (selectable_wrapped(tr(key.c_str()), ("##" + key).c_str(), name_ == id)) {
      std::string err;
      open_classic(id, err);
      say(title());
    }
    track_item(key);
  }
  if (theme::button(tr_id("payoff.open_file"))) open_file_dialog();
  track_item("payoff.open_file");
  same_line_for_button(tr_id("payoff.download"));
  if (theme::button(tr_id("payoff.download"))) download_efg();
  track_item("payoff.download");
  if (!quiz_) draw_quiz_start();
  if (!message_.empty()) ImGui::TextColored(theme::outcome_color_vec(Outcome::Lose), "%s", message_.c_str());
  if (name_ == "file") ImGui::TextDisabled("%s", tr_fmt("payoff.file_game", file_name_).c_str());
  ImGui::Separator();
  // The quiz: one button beside the files until it runs, then the question
  // in view under the classics. While it runs (or a class question is open),
  // the editor and the answers (the induction, the equilibria) give way.
  if (quiz_) {
    draw_quiz_controls();
    ImGui::Separator();
  }
  if (answers_hidden()) {
    ImGui::TextDisabled("%s", tr("payoff.induction"));
    ImGui::TextUnformatted(tr(hidden_note()));
  } else {
    draw_edit_controls();
    ImGui::Separator();
    draw_induction_controls();
    ImGui::Separator();
    draw_equilibria_controls();
  }
  ImGui::PopTextWrapPos();
}

void PayoffLesson::draw_induction_controls() {
  ImGui::TextDisabled("%s", tr("payoff.induction"));
  if (analysis_.imperfect || steps_.empty()) {
    ImGui::TextUnformatted(blocked_ ? caption().c_str() : tr("payoff.no_induction"));
    return;
  }
  ImGui::BeginDisabled(step_ == 0);
  if (theme::button(tr_id("payoff.back"))) { playing_ = false; set_step(step_ - 1); }
  track_item("payoff.back");
  ImGui::EndDisabled();
  same_line_for_button(tr_id("payoff.step"));
  ImGui::BeginDisabled(step_ == steps());
  if (theme::button(tr_id("payoff.step"))) { playing_ = false; set_step(step_ + 1); }
  track_item("payoff.step");
  ImGui::EndDisabled();
  const char* play_label = tr_id(playing_ ? "payoff.pause" : "payoff.play");
  same_line_for_button(play_label);
  if (theme::button(play_label)) {
    playing_ = !playing_;
    if (playing_ && step_ == steps()) set_step(0);
    show_ = PayoffShow::Induction;
  }
  track_item("payoff.play");
  ImGui::TextUnformatted(tr_fmt("payoff.step_of", step_, steps()).c_str());
  const std::uint64_t count = analysis_.spe.count;
  ImGui::TextUnformatted(count == 1 ? tr("payoff.spe_one") : tr_fmt("payoff.spe_many", count).c_str());
  if (analysis_.spe.listed.size() > 1) {
    ImGui::BeginDisabled(spe_ == 0);
    if (theme::button(tr_id("payoff.spe_prev"))) set_spe(spe_ - 1);
    track_item("payoff.spe_prev");
    ImGui::EndDisabled();
    ImGui::SameLine();
    ImGui::TextUnformatted(tr_fmt("payoff.spe_which", spe_ + 1, count).c_str());
    same_line_for_button(tr_id("payoff.spe_next"));
    ImGui::BeginDisabled(spe_ + 1 >= static_cast<int>(analysis_.spe.listed.size()));
    if (theme::button(tr_id("payoff.spe_next"))) set_spe(spe_ + 1);
    track_item("payoff.spe_next");
    ImGui::EndDisabled();
  }
}

void PayoffLesson::draw_equilibria_controls() {
  ImGui::TextDisabled("%s", tr("payoff.nash_title"));
  if (!analysis_.form) ImGui::TextUnformatted(analysis_.form_refusal.value_or("").c_str());
  else if (analysis_.nash.empty()) ImGui::TextUnformatted(tr("payoff.none_pure"));
  for (std::size_t i = 0; i < analysis_.nash.size(); ++i) {
    std::string s;
    for (std::size_t p = 0; p < analysis_.nash[i].size(); ++p)
      s += (p ? "; " : "") + plan_words(game_, static_cast<int>(p + 1), analysis_.form->plans[p][analysis_.nash[i][p]]);
    if (!analysis_.imperfect) s += "\n   " + std::string(tr(analysis_.nash_spe[i] ? "payoff.nash_spe" : "payoff.nash_not"));
    const std::string id = "payoff.nash." + std::to_string(i);
    if (ImGui::Selectable((s + "##" + id).c_str(), show_ == PayoffShow::Nash && nash_ == static_cast<int>(i)))
      show_nash(show_ == PayoffShow::Nash && nash_ == static_cast<int>(i) ? -1 : static_cast<int>(i));
    track_item(id);
  }
  // Mixed equilibria where pure play does not settle the game: imperfect
  // information (a perfect-information game has a pure SPE; its degenerate
  // strategic form's extreme mixed equilibria would only confuse).
  if (game_.player_count() != 2 || !analysis_.imperfect || (!analysis_.behaviour && analysis_.mixed.empty())) return;
  ImGui::TextDisabled("%s", tr("payoff.mixed_title"));
  if (analysis_.behaviour) {
    if (ImGui::Selectable((std::string(tr("payoff.mixed_tree")) + "##payoff.mixed.tree").c_str(), show_ == PayoffShow::Mixed && mixed_ < 0))
      show_mixed(-1);
    track_item("payoff.mixed.tree");
  }
  for (std::size_t i = 0; i < analysis_.mixed.size(); ++i) {
    const std::string id = "payoff.mixed." + std::to_string(i);
    const std::string s = tr_fmt("payoff.mixed_item", i + 1, vector_text(payoff::mixed_payoffs(*analysis_.form, analysis_.mixed[i])));
    if (ImGui::Selectable((s + "##" + id).c_str(), show_ == PayoffShow::Mixed && mixed_ == static_cast<int>(i)))
      show_mixed(static_cast<int>(i));
    track_item(id);
  }
}

// ------------------------------------------------------------------ the lesson's area

void PayoffLesson::draw_main() {
  const ImGuiIO& io = ImGui::GetIO();
  if (settings_.single_key_shortcuts && !io.WantTextInput && !steps_.empty()) {
    if (ImGui::IsKeyPressed(ImGuiKey_Period, false) && step_ < steps()) { playing_ = false; set_step(step_ + 1); }
    if (ImGui::IsKeyPressed(ImGuiKey_Comma, false) && step_ > 0) { playing_ = false; set_step(step_ - 1); }
  }
  edit_keys();
  ImGui::PushTextWrapPos(0.0f);
  ImGui::TextUnformatted(caption().c_str());
  track_item("payoff.caption");
  // With the side panel off screen (a phone's closed drawer, presentation
  // mode), the running quiz's answers sit under its question, over the tree.
  if (quiz_ && !settings_.panel_shown) draw_quiz_in_area();
  ImGui::PopTextWrapPos();
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  const ImVec2 o = ImGui::GetCursorScreenPos();
  const float font = ImGui::GetFontSize();
  // The matrix beside the tree, as wide as it needs up to half the area,
  // when the tree keeps room enough; under it on a narrow screen (a phone).
  const float side_w = std::min(strategic_width() + 2 * font, avail.x * 0.5f);
  const bool beside = avail.x - side_w >= 26 * font;
  const ImVec2 tree_size = beside ? ImVec2(avail.x - side_w, avail.y) : ImVec2(avail.x, avail.y * 0.62f);
  draw_tree(o, tree_size);
  const ImVec2 so = beside ? ImVec2(o.x + tree_size.x, o.y) : ImVec2(o.x, o.y + tree_size.y);
  draw_strategic(so, beside ? ImVec2(avail.x - tree_size.x, avail.y) : ImVec2(avail.x, avail.y - tree_size.y));
}

std::pair<float, float> PayoffLesson::widest_texts() const {
  float widest = 0, label = 0;
  for (std::size_t v = 0; v < game_.nodes.size(); ++v) {
    if (game_.nodes[v].children.empty()) widest = std::max(widest, vector_width(leaf_payoffs(v)));
    else
      for (const std::string& a : game_.infoset_of(game_.nodes[v]).actions) label = std::max(label, text_w(a + " [2/3]"));
  }
  return {widest, label};
}

void PayoffLesson::draw_tree(ImVec2 o, ImVec2 size) {
  ImGui::SetCursorScreenPos(o);
  ImGui::InvisibleButton("##payoff.tree", ImVec2(std::max(size.x, 1.0f), std::max(size.y, 1.0f)));
  imgui_hooks::skip_last_item();  // the twin's cells stand for the nodes
  const bool hovered = ImGui::IsItemHovered();
  // A click or tap (not a drag) selects the node under it for the editor.
  const bool clicked = ImGui::IsItemDeactivated() && ImGui::GetIO().MouseDragMaxDistanceSqr[0] < 36.0f;
  if (ImGui::IsItemActive() && ImGui::IsMouseDragging(ImGuiMouseButton_Left)) {
    pan_x_ += ImGui::GetIO().MouseDelta.x;
    pan_y_ += ImGui::GetIO().MouseDelta.y;
  }
  if (hovered && ImGui::GetIO().MouseWheel != 0)
    zoom_ = std::clamp(zoom_ * (ImGui::GetIO().MouseWheel > 0 ? 1.2f : 1 / 1.2f), 1.0f, 8.0f);
  if (zoom_ <= 1.0f) pan_x_ = pan_y_ = 0;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  dl->PushClipRect(o, ImVec2(o.x + size.x, o.y + size.y), true);
  const float font = ImGui::GetFontSize(), line = ImGui::GetTextLineHeight();
  // Room at the sides for the outermost leaves' payoffs and the outermost
  // branches' labels, which stand outside their edges.
  const auto [widest, label] = widest_texts();
  const float margin = std::min(0.3f * size.x, std::max({1.5f * font, 0.5f * widest + 4, 0.8f * label}));
  const float w = std::max(1.0f, size.x - 2 * margin) * zoom_;
  const float sx = layout_.leaves > 1 ? w / static_cast<float>(layout_.leaves - 1) : 0;
  // Room under the lowest leaves for their payoffs: one line, or a line a
  // player where neighbouring vectors would touch and are stacked (a phone).
  const bool stacked = layout_.leaves > 1 && stacks(widest, sx);
  const float below = line * (stacked || game_.player_count() > 2 ? static_cast<float>(game_.player_count()) + 0.4f : 1.6f);
  const float h = std::max(1.0f, size.y - 1.5f * font - below - line) * zoom_;
  const float sy = layout_.depths > 1 ? h / static_cast<float>(layout_.depths - 1) : 0;
  const float r = std::clamp(std::min(sx, sy) * 0.22f, 0.45f * font, 0.85f * font);
  const float ox = o.x + margin + pan_x_ + (layout_.leaves > 1 ? 0 : w * 0.5f) - (zoom_ - 1) * (size.x - 2 * margin) * 0.5f;
  const float oy = o.y + 1.5f * font + line * 0.6f + pan_y_;
  auto at = [&](std::size_t v) { return ImVec2(ox + layout_.x[v] * sx, oy + static_cast<float>(layout_.depth[v]) * sy); };

  // What the tree shows: the induction's solved nodes, or a profile's plan.
  const std::vector<const InductionStep*> solved =
      show_ == PayoffShow::Induction ? solved_steps() : std::vector<const InductionStep*>(game_.nodes.size(), nullptr);
  const std::optional<PureProfile> profile = answers_hidden() ? std::nullopt : shown_profile();
  const std::vector<bool> on_path = profile ? reached(game_, *profile) : std::vector<bool>();
  std::vector<bool> threat(game_.nodes.size(), false);
  if (profile && !analysis_.imperfect)
    for (int v : noncredible_nodes(game_, *profile)) threat[static_cast<std::size_t>(v)] = true;
  const ImU32 edge = theme::u32(theme::kCanvas.edge), hl = theme::kHighlight;

  if (clicked) select_at(ImGui::GetIO().MousePos, at, r);
  draw_sets(dl, members_, at, r);
  // Edges, thick where chosen, with their action labels.
  const std::vector<BranchLabel> labels = branch_labels(at);
  for (std::size_t v = 0; v < game_.nodes.size(); ++v) {
    const payoff::Node& n = game_.nodes[v];
    for (std::size_t a = 0; a < n.children.size(); ++a) {
      const std::size_t c = static_cast<std::size_t>(n.children[a]);
      float thick = 2.0f;
      ImU32 col = edge;
      if (const InductionStep* s = solved[v]; s && n.kind == payoff::NodeKind::Personal) {
        const bool best = std::find(s->best.begin(), s->best.end(), static_cast<int>(a)) != s->best.end();
        if (static_cast<int>(a) == s->action) { thick = 6.0f; col = hl; }
        else if (best) { thick = 6.0f; col = theme::u32(theme::colors().highlight, 0.45f); }  // tied: as good
      } else if (profile && n.kind == payoff::NodeKind::Personal &&
                 (*profile)[static_cast<std::size_t>(n.player - 1)][static_cast<std::size_t>(n.infoset)] == static_cast<int>(a)) {
        thick = on_path[v] ? 6.0f : 4.0f;
        col = on_path[v] ? hl : theme::u32(theme::colors().highlight, 0.55f);
      }
      dl->AddLine(at(v), at(c), col, thick);
      const BranchLabel& l = labels[c];
      if (!l.shown) continue;
      const ImVec2 m(at(v).x + (at(c).x - at(v).x) * l.along, at(v).y + (at(c).y - at(v).y) * l.along);
      record_item("payoff.branch." + std::to_string(c), plate_text(dl, m, l.text, theme::u32(theme::kCanvas.move_text), l.side));
    }
  }
  draw_nodes(dl, at, r, layout_.leaves > 1 ? sx : 1e9f, solved, threat);
  dl->PopClipRect();
  ImGui::SetCursorScreenPos(ImVec2(o.x, o.y + size.y));
}

std::vector<PayoffLesson::BranchLabel> PayoffLesson::branch_labels(const std::function<ImVec2(std::size_t)>& at) const {
  std::vector<BranchLabel> out(game_.nodes.size());
  struct Box { ImVec2 p, q, size; int depth; std::size_t action, child; Rect r; };
  std::vector<Box> boxes;  // each label's plate, first at halfway
  const auto place = [&](Box& b, float along) {
    const ImVec2 m(b.p.x + (b.q.x - b.p.x) * along, b.p.y + (b.q.y - b.p.y) * along);
    b.r = plate_rect(m, b.size, out[b.child].side);
  };
  for (std::size_t v = 0; v < game_.nodes.size(); ++v) {
    const payoff::Node& n = game_.nodes[v];
    for (std::size_t a = 0; a < n.children.size(); ++a) {
      const std::size_t c = static_cast<std::size_t>(n.children[a]);
      BranchLabel& l = out[c];
      l.text = game_.infoset_of(n).actions[a];
      // Probabilities as fractions, as a course writes them (1/2, not 0.5).
      if (n.kind == payoff::NodeKind::Chance) l.text += " " + game_.infoset_of(n).probs[a].str();
      else if (const std::string pr = branch_probability(static_cast<int>(v), static_cast<int>(a)); !pr.empty()) l.text += " [" + pr + "]";
      Box b{at(v), at(c), ImGui::CalcTextSize(l.text.c_str()), layout_.depth[v], a, c, Rect{}};
      l.side = b.q.x < b.p.x - 1 ? -1 : b.q.x > b.p.x + 1 ? 1 : 0;
      place(b, 0.5f);
      boxes.push_back(b);
    }
  }
  // Rows whose labels overlap at halfway (a few hundred labels at most are
  // compared; a larger tree's labels are too small to read anyway).
  std::vector<bool> crowded(static_cast<std::size_t>(layout_.depths) + 1, false);
  if (boxes.size() <= 600)
    for (std::size_t i = 0; i < boxes.size(); ++i)
      for (std::size_t j = i + 1; j < boxes.size(); ++j)
        if (boxes[i].depth == boxes[j].depth && boxes[i].r.x < boxes[j].r.x + boxes[j].r.w &&
            boxes[j].r.x < boxes[i].r.x + boxes[i].r.w)
          crowded[static_cast<std::size_t>(boxes[i].depth)] = true;
  std::vector<float> widest(crowded.size(), 0);
  for (Box& b : boxes) {
    BranchLabel& l = out[b.child];
    if (crowded[static_cast<std::size_t>(b.depth)]) l.along = b.action % 2 == 0 ? 0.35f : 0.65f;
    place(b, l.along);
    widest[static_cast<std::size_t>(b.depth)] = std::max(widest[static_cast<std::size_t>(b.depth)], b.r.w);
  }
  // Where plates still meet (a wide tree at this zoom: 4-card poker's 12
  // deals), each row left to right keeps a plate only if it clears those
  // kept before it; the rest wait for the zoom (the tooltip, the inspector
  // and the twin still name every move).
  std::sort(boxes.begin(), boxes.end(),
            [](const Box& a, const Box& b) { return a.depth != b.depth ? a.depth < b.depth : a.r.x < b.r.x; });
  std::vector<Rect> kept;
  for (std::size_t i = 0; i < boxes.size(); ++i) {
    if (i > 0 && boxes[i].depth != boxes[i - 1].depth) kept.clear();
    const Rect& r = boxes[i].r;
    bool clear = true;
    // Only plates starting within the row's widest plate to the left can reach this one.
    for (std::size_t k = kept.size(); clear && k-- > 0 && kept[k].x > r.x - widest[static_cast<std::size_t>(boxes[i].depth)] - 2;)
      clear = !(kept[k].x < r.x + r.w + 2 && r.x < kept[k].x + kept[k].w + 2 && kept[k].y < r.y + r.h && r.y < kept[k].y + kept[k].h);
    if (clear) kept.push_back(r);
    else out[boxes[i].child].shown = false;
  }
  return out;
}

void PayoffLesson::draw_nodes(ImDrawList* dl, const std::function<ImVec2(std::size_t)>& at, float r, float slot,
                              const std::vector<const InductionStep*>& solved, const std::vector<bool>& threat) {
  const float line = ImGui::GetTextLineHeight();
  const int latest = step_ > 0 && show_ == PayoffShow::Induction ? steps_[static_cast<std::size_t>(step_ - 1)].node : -1;
  const int quiz = quiz_node();
  // Each row's right end of the last payoff vector drawn: leaves come left to
  // right in preorder, and a vector that would touch the last one is left out
  // until the tree is zoomed in (a wide tree's neighbours "-1" and "2" would
  // read "-12"); the tooltip and the twin still give every leaf's payoffs.
  std::vector<float> row_right(static_cast<std::size_t>(layout_.depths) + 1, -1e30f);
  for (std::size_t v = 0; v < game_.nodes.size(); ++v) {
    const payoff::Node& n = game_.nodes[v];
    const ImVec2 p = at(v);
    if (static_cast<int>(v) == selected_)  // the editor's node, ringed (a leaf's ring clear of its payoffs)
      dl->AddCircle(p, n.kind == payoff::NodeKind::Terminal ? r * 0.8f : r * 1.75f, theme::kHighlight, 0, 3.0f);
    if (static_cast<int>(v) == quiz) {  // the quiz's node: a double ring, and a '?' beside it
      dl->AddCircle(p, r * 1.6f, theme::kHighlight, 0, 4.0f);
      dl->AddCircle(p, r * 2.0f, theme::kHighlight, 0, 2.0f);
      dl->AddText(ImVec2(p.x + r * 2.2f, p.y - line * 0.5f), theme::kHighlight, "?");
    }
    if (n.kind == payoff::NodeKind::Terminal) {
      dl->AddCircleFilled(p, r * 0.3f, theme::muted_ink());
      const Vec pay = leaf_payoffs(v);
      // Stacked when neighbouring leaves' vectors would touch.
      const bool stacked = stacks(vector_width(pay), slot);
      const float half = 0.5f * (stacked ? widest_number(pay) : vector_width(pay));
      float& right = row_right[static_cast<std::size_t>(layout_.depth[v])];
      if (p.x - half >= right + 0.25f * line) {
        payoff_vector(dl, p.x, p.y + r * 0.5f, pay, stacked);
        right = p.x + half;
        const float tall = line * (stacked ? static_cast<float>(pay.size()) : 1.0f);
        record_item("payoff.payoffs." + std::to_string(v), Rect{p.x - half, p.y + r * 0.5f, 2 * half, tall});
      }
      record_item("payoff.node." + std::to_string(v), Rect{p.x - r, p.y - r, 2 * r, 2 * r});
      continue;
    }
    const ImU32 fill = player_color(n.player);
    if (n.kind == payoff::NodeKind::Chance) {
      dl->AddQuadFilled(ImVec2(p.x, p.y - r * 1.2f), ImVec2(p.x + r * 1.2f, p.y), ImVec2(p.x, p.y + r * 1.2f), ImVec2(p.x - r * 1.2f, p.y), fill);
    } else {
      dl->AddCircleFilled(p, r, fill);
    }
    if (threat[v]) dl->AddCircle(p, r * 1.45f, theme::kLose, 0, 4.0f);
    const std::string mark = n.kind == payoff::NodeKind::Chance ? std::string(tr("payoff.chance_mark")) : std::to_string(n.player);
    const ImVec2 ms = ImGui::CalcTextSize(mark.c_str());
    dl->AddText(ImVec2(p.x - ms.x * 0.5f, p.y - ms.y * 0.5f), theme::text_on(fill), mark.c_str());
    record_item("payoff.node." + std::to_string(v), Rect{p.x - r, p.y - r, 2 * r, 2 * r});
    if (const InductionStep* s = solved[v]) {
      // The value rises from the chosen child (or the children's middle) to its node.
      const float t = static_cast<int>(v) == latest ? static_cast<float>(rise_) : 1.0f;
      const float from = s->action >= 0 ? at(static_cast<std::size_t>(n.children[static_cast<std::size_t>(s->action)])).y : p.y + line * 2;
      const float y = from + (p.y - r - line * 1.15f - from) * t;
      const float w = vector_width(s->value) + 6;
      dl->AddRectFilled(ImVec2(p.x - w * 0.5f, y - 1), ImVec2(p.x + w * 0.5f, y + line + 1), theme::u32(theme::kCanvas.move_bg, 0.92f), 4);
      payoff_vector(dl, p.x, y, s->value, false);
    }
  }
}

// ------------------------------------------------------------------ the strategic form

float PayoffLesson::strategic_width() const {
  const float font = ImGui::GetFontSize(), pad = 2 * ImGui::GetStyle().CellPadding.x + 10;
  if (!analysis_.form) return 20 * font;
  const auto& plans = analysis_.form->plans;
  float total = 0;
  if (!matrix_) {  // the profile table: a column per player, the payoffs, the mark
    for (std::size_t p = 0; p < plans.size(); ++p) {
      float w = text_w(tr_fmt("payoff.player", p + 1));
      for (const auto& plan : plans[p]) w = std::max(w, text_w(plan_words(game_, static_cast<int>(p + 1), plan)));
      total += w + pad;
    }
    return total + text_w(tr("payoff.col_payoffs")) * 1.6f + text_w(tr("payoff.nash_mark")) + 2 * pad;
  }
  float rows = text_w(tr_fmt("payoff.player", 1));
  for (const auto& plan : plans[0]) rows = std::max(rows, text_w(plan_words(game_, 1, plan) + " [2/3]"));
  total = rows + pad;
  for (std::size_t c = 0; c < matrix_->cols; ++c) {
    float w = text_w(plan_words(game_, 2, plans[1][c]) + " [2/3]");
    for (std::size_t r = 0; r < matrix_->rows; ++r) {
      const Cell& cell = matrix_->at(r, c);
      w = std::max(w, text_w(number_text(cell.pay[0]) + "*, " + number_text(cell.pay[1]) + "*") + 8);
    }
    total += w + pad;
  }
  return total;
}

void PayoffLesson::draw_strategic(ImVec2 o, ImVec2 size) {
  ImGui::SetCursorScreenPos(o);
  if (size.x < 4 || size.y < 4) return;
  ImGui::BeginChild("##payoff.strategic", size, false, ImGuiWindowFlags_NoScrollbar);
  ImGui::TextDisabled("%s", tr("payoff.strategic"));
  ImGui::PushTextWrapPos(0.0f);
  if (!analysis_.form) {
    ImGui::TextUnformatted(analysis_.form_refusal.value_or("").c_str());
  } else if (matrix_) {
    ImGui::TextDisabled("%s", tr("payoff.best_note"));
    ImGui::PopTextWrapPos();
    draw_matrix();
    ImGui::PushTextWrapPos(0.0f);
  } else {
    ImGui::PopTextWrapPos();
    draw_profile_table();
    ImGui::PushTextWrapPos(0.0f);
  }
  ImGui::PopTextWrapPos();
  ImGui::EndChild();
}

namespace {
// The height of a scrolling table of `rows` one-line rows: the rows and the
// outer border, with room for the horizontal scrollbar only when the table
// needs one, at most the room left. More would draw the column borders on
// down through an empty row. Whether it needs one is known after a frame
// (`scrolls`: the table's own window could scroll sideways last frame, see
// scrolls_sideways); before that, from `width` (what its columns need, an
// estimate on the generous side) against the room.
float table_height(std::size_t rows, float width, std::optional<bool> scrolls) {
  const ImGuiStyle& st = ImGui::GetStyle();
  const float row_h = ImGui::GetTextLineHeight() + 2 * st.CellPadding.y;
  const ImVec2 room = ImGui::GetContentRegionAvail();
  const float bar = scrolls.value_or(width > room.x) ? st.ScrollbarSize : 0.0f;
  return std::min(room.y, row_h * static_cast<float>(rows) + 3 + bar);
}
// Inside a table with ScrollX: whether its columns are wider than its window.
bool scrolls_sideways() { return ImGui::GetScrollMaxX() > 0.0f; }
}  // namespace

// Player 1's plans as rows, player 2's as columns; a best response's payoff
// carries a '*', an equilibrium's cell is framed; a click shows the profile
// on the tree. Under a mixed equilibrium each plan's probability is in its header.
void PayoffLesson::draw_matrix() {
  const Matrix& m = *matrix_;
  const auto& plans = analysis_.form->plans;
  const payoff::MixedProfile* mixed = show_ == PayoffShow::Mixed && mixed_ >= 0 ? &analysis_.mixed[static_cast<std::size_t>(mixed_)] : nullptr;
  auto header = [&](int player, std::size_t k) {
    std::string s = plan_words(game_, player, plans[static_cast<std::size_t>(player - 1)][k]);
    if (mixed) s += " [" + number_text((*mixed)[static_cast<std::size_t>(player - 1)][k]) + "]";
    return s;
  };
  const int columns = static_cast<int>(m.cols) + 1;
  constexpr ImGuiTableFlags kFlags = ImGuiTableFlags_Borders | ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_ScrollX | ImGuiTableFlags_ScrollY;
  const float table_h = table_height(m.rows + 1, strategic_width(), table_scrolls_);
  if (columns > 64 || !ImGui::BeginTable("##payoff.matrix", columns, kFlags, ImVec2(0, table_h))) return;
  ImGui::TableSetupScrollFreeze(1, 1);  // the plans stay in view while a wide matrix scrolls
  ImGui::TableNextRow();  // a plain row: its words count in the columns' widths
  ImGui::TableNextColumn();
  ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(player_color(1)), "%s", tr_fmt("payoff.player", 1).c_str());
  for (std::size_t c = 0; c < m.cols; ++c) {
    ImGui::TableNextColumn();
    ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(player_color(2)), "%s", header(2, c).c_str());
  }
  const float line = ImGui::GetTextLineHeight();
  for (std::size_t r = 0; r < m.rows; ++r) {
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(player_color(1)), "%s", header(1, r).c_str());
    for (std::size_t c = 0; c < m.cols; ++c) {
      ImGui::TableNextColumn();
      const Cell& cell = m.at(r, c);
      const bool marks = !answers_hidden();  // best responses and equilibria: hidden while a question asks
      const std::string a = number_text(cell.pay[0]) + (marks && cell.best1 ? "*" : ""),
                        b = number_text(cell.pay[1]) + (marks && cell.best2 ? "*" : "");
      const std::string id = "payoff.cell." + std::to_string(r) + "." + std::to_string(c);
      const bool selected = show_ == PayoffShow::Cell && cell_ == std::vector<std::size_t>{r, c};
      const ImVec2 p = ImGui::GetCursorScreenPos();
      const float w = text_w(a + ", " + b) + 8;
      if (ImGui::Selectable(("##" + id).c_str(), selected, 0, ImVec2(w, line))) select_cell({r, c});
      track_item(id);
      ImDrawList* dl = ImGui::GetWindowDrawList();
      dl->AddText(ImVec2(p.x + 4, p.y), player_color(1), (a + ",").c_str());
      dl->AddText(ImVec2(p.x + 4 + text_w(a + ", "), p.y), player_color(2), b.c_str());
      if (marks && cell.nash()) dl->AddRect(ImVec2(p.x - 2, p.y - 2), ImVec2(p.x + w + 2, p.y + line + 2), theme::kHighlight, 3, 0, 3.0f);
    }
  }
  table_scrolls_ = scrolls_sideways();
  ImGui::EndTable();
}

// More than two players: one row per pure profile, each player's plan, the
// payoffs, and whether it is a Nash equilibrium.
void PayoffLesson::draw_profile_table() {
  const payoff::StrategicForm& f = *analysis_.form;
  const int np = static_cast<int>(f.players());
  constexpr ImGuiTableFlags kFlags = ImGuiTableFlags_Borders | ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_ScrollX | ImGuiTableFlags_ScrollY;
  const float table_h = table_height(f.profiles + 1, strategic_width(), table_scrolls_);
  if (np + 2 > 64 || !ImGui::BeginTable("##payoff.profiles", np + 2, kFlags, ImVec2(0, table_h))) return;
  ImGui::TableSetupScrollFreeze(0, 1);
  ImGui::TableNextRow();  // a plain row: its words count in the columns' widths
  for (int p = 1; p <= np; ++p) {
    ImGui::TableNextColumn();
    ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(player_color(p)), "%s", tr_fmt("payoff.player_mark", p).c_str());
  }
  ImGui::TableNextColumn();
  ImGui::TextUnformatted(tr("payoff.col_payoffs"));
  ImGui::TableNextColumn();
  ImGui::TextUnformatted(tr("payoff.col_nash"));
  std::vector<std::size_t> choice(f.players(), 0);
  for (std::size_t k = 0; k < f.profiles; ++k) {
    ImGui::TableNextRow();
    const bool nash = std::find(analysis_.nash.begin(), analysis_.nash.end(), choice) != analysis_.nash.end();
    for (int p = 0; p < np; ++p) {
      ImGui::TableNextColumn();
      const std::string words = plan_words(game_, p + 1, f.plans[static_cast<std::size_t>(p)][choice[static_cast<std::size_t>(p)]]);
      if (p == 0) {
        const std::string id = "payoff.profile." + std::to_string(k);
        if (ImGui::Selectable((words + "##" + id).c_str(), show_ == PayoffShow::Cell && cell_ == choice, ImGuiSelectableFlags_SpanAllColumns))
          select_cell(choice);
        track_item(id);
      } else {
        ImGui::TextUnformatted(words.c_str());
      }
    }
    Vec pay;
    for (int p = 0; p < np; ++p) pay.push_back(f.payoff(f.profile(choice), static_cast<std::size_t>(p)));
    ImGui::TableNextColumn();
    ImGui::TextUnformatted(vector_text(pay).c_str());
    ImGui::TableNextColumn();
    if (nash && !answers_hidden()) ImGui::TextColored(theme::highlight_text(), "%s", tr("payoff.nash_mark"));
    for (std::size_t p = 0; p < choice.size(); ++p) {  // the next profile, player 1's plan fastest
      if (++choice[p] < f.plans[p].size()) break;
      choice[p] = 0;
    }
  }
  table_scrolls_ = scrolls_sideways();
  ImGui::EndTable();
}

}  // namespace gtl::app
