#include "app/ui_number_lesson.hpp"

#include <algorithm>
#include <cmath>

#include "app/app.hpp"
#include "app/item_registry.hpp"
#include "app/theme.hpp"
#include "core/judge_io.hpp"
#include "imgui.h"

namespace gtl::app {

namespace ng = number_game;

namespace {
constexpr int kColumns = 10;            // a hundred-square layout: multiples line up
constexpr double kAutoplayPause = 0.6;  // seconds between autoplayed moves at speed 1

const char* kind_name(ng::ForbiddenNumber::Kind k) {
  switch (k) {
    case ng::ForbiddenNumber::Kind::Multiple: return "multiple";
    case ng::ForbiddenNumber::Kind::Sum: return "sum";
    default: return "named";
  }
}

ImU32 with_alpha(ImU32 c, float a) {
  return (c & ~IM_COL32_A_MASK) | (static_cast<ImU32>(a * 255.0f) << IM_COL32_A_SHIFT);
}
}  // namespace

NumberLessonView::NumberLessonView(Settings& settings) : settings_(settings) {}

bool NumberLessonView::pick(int x, std::string& error) {
  model_.skip_animation();
  timeline_ui_.autoplay = false;
  if (!model_.pick(x, error)) return false;
  if (settings_.anim_speed <= 0) model_.skip_animation();
  return true;
}

void NumberLessonView::update(double seconds) {
  model_.advance(seconds, settings_.anim_speed);
  if (!timeline_ui_.autoplay_due(seconds, settings_.anim_speed, model_.animating(), kAutoplayPause)) return;
  if (auto m = model_.best_move()) {
    std::string err;
    model_.pick(*m, err);
    if (settings_.anim_speed <= 0) model_.skip_animation();
  } else {
    timeline_ui_.autoplay = false;  // game over
  }
}

void NumberLessonView::register_automation(Automation& a) {
  a.on("number.new", "{type:'number.new', max} — new game on 2..max", [this](const json::Value& v) {
    std::string err;
    auto max = int_arg(v, "max", ng::kMinNumber, kNumberLessonMaxN, err);
    if (!max || !model_.new_game(static_cast<int>(*max), err)) return ActionResult::failure(err);
    new_max_ = model_.max();
    timeline_ui_.autoplay = false;
    return ActionResult::success();
  });
  a.on("number.set", "{type:'number.set', allowed:[...]} — a judge position (the allowed numbers)",
       [this](const json::Value& v) {
         std::string err;
         auto list = int_list_arg(v, "allowed", ng::kMinNumber, kNumberLessonMaxN, 64, err);
         if (!list) return ActionResult::failure(err);
         std::vector<int> ys(list->begin(), list->end());
         if (!model_.set_position(ys, err)) return ActionResult::failure(err);
         timeline_ui_.autoplay = false;
         return ActionResult::success();
       });
  a.on("number.pick", "{type:'number.pick', value} — name an allowed number", [this](const json::Value& v) {
    std::string err;
    auto x = int_arg(v, "value", -1000000, 1000000, err);
    if (!x || !pick(static_cast<int>(*x), err)) return ActionResult::failure(err);
    return ActionResult::success();
  });
  a.on("number.judge", "{type:'number.judge', input} — run the judge panel on POJ 1143 input",
       [this](const json::Value& v) {
         std::string err;
         auto text = string_arg(v, "input", err);
         if (!text) return ActionResult::failure(err);
         judge_input_ = *text;
         recompute_judge();
         return ActionResult::success();
       });
  a.on("number.judgeLoad", "{type:'number.judgeLoad', index} — load judge case `index` (1-based) on the board",
       [this](const json::Value& v) {
         std::string err;
         auto i = int_arg(v, "index", 1, 100000, err);
         if (!i) return ActionResult::failure(err);
         recompute_judge();
         if (static_cast<std::size_t>(*i) > judge_cases_.size())
           return ActionResult::failure("the judge input has " + std::to_string(judge_cases_.size()) + " cases");
         if (!model_.set_position(judge_cases_[static_cast<std::size_t>(*i - 1)], err)) return ActionResult::failure(err);
         timeline_ui_.autoplay = false;
         return ActionResult::success();
       });
  a.on("anim.pause", "{type:'anim.pause', paused} — pause or resume the naming animation",
       [this](const json::Value& v) {
         std::string err;
         auto paused = bool_arg(v, "paused", err);
         if (!paused) return ActionResult::failure(err);
         model_.set_paused(*paused);
         return ActionResult::success();
       });
  a.on("anim.skip", "{type:'anim.skip'} — show the end of the naming animation at once", [this](const json::Value&) {
    model_.skip_animation();
    return ActionResult::success();
  });
  a.section("number", [this](json::Writer& w) { write_state(w); });
}

void NumberLessonView::write_state(json::Writer& w) {
  w.begin_object();
  w.key("max").value(model_.max());
  w.key("allowed").begin_array();
  for (int y : ng::numbers(model_.allowed())) w.value(y);
  w.end_array();
  w.key("startReachable").value(model_.start_reachable());
  w.key("named").begin_array();
  for (const NamedNumber& n : model_.named()) {
    w.begin_object().key("value").value(n.value).key("by").value(n.by == Player::First ? "first" : "second");
    w.key("player").value(player_name(n.by)).end_object();
  }
  w.end_array();
  w.key("forbidden").begin_array();
  for (const ForbiddenNumber& f : model_.forbidden()) {
    w.begin_object().key("value").value(f.value);
    w.key("kind").value(f.move_index < 0 ? "initial" : kind_name(f.kind));
    w.key("why").value(f.why).key("move").value(f.move_index).end_object();
  }
  w.end_array();
  w.key("toMove").value(model_.to_move() == Player::First ? "first" : "second");
  w.key("toMovePlayer").value(player_name(model_.to_move()));
  w.key("outcome").value(word(model_.outcome()));
  w.key("remoteness").value(model_.remoteness());
  w.key("winningMoves").begin_array();
  for (int x : model_.winning_moves()) w.value(x);
  w.end_array();
  w.key("gameOver").value(model_.allowed() == 0);
  w.key("caption").value(model_.caption());
  w.key("judge").begin_object().key("output").value(judge_output_).key("error").value(judge_error_);
  w.key("warnings").value(judge_warnings_).end_object();
  w.key("animation").begin_object();
  w.key("playing").value(model_.animating());
  w.key("phase").value(anim_phase_name(model_.anim_phase()));
  w.key("paused").value(model_.paused());
  w.key("autoplay").value(timeline_ui_.autoplay);
  w.end_object();
  w.end_object();
}

// ------------------------------------------------------------------ drawing

void NumberLessonView::draw_status_line() {
  const Outcome o = model_.outcome();
  const Player p = model_.to_move();
  ImGui::PushFont(theme::big_font());
  ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(p == Player::First ? theme::kFirst : theme::kSecond), "%s",
                     player_name(p));
  ImGui::PopFont();
  ImGui::SameLine();
  ImGui::AlignTextToFramePadding();
  if (model_.allowed() == 0) {
    ImGui::TextColored(theme::outcome_color_vec(Outcome::Lose), "cannot move: loses (L)");
    return;
  }
  ImGui::Text("to move:");
  ImGui::SameLine();
  if (settings_.outcomes_hidden()) {
    ImGui::TextDisabled(settings_.quiz_running ? "outcome hidden during the quiz" : "outcome hidden until induction decides it");
    return;
  }
  ImGui::TextColored(theme::outcome_color_vec(o), "%s (%c) in %u plies", o == Outcome::Win ? "winning" : "losing",
                     letter(o), model_.remoteness());
  if (settings_.show_hints()) {
    ImGui::SameLine(0, 24);
    auto wins = model_.winning_moves();
    if (wins.empty()) {
      ImGui::TextDisabled("no winning move");
    } else {
      std::string s = "winning moves:";
      for (int x : wins) s += " " + std::to_string(x);
      ImGui::TextColored(theme::outcome_color_vec(Outcome::Win), "%s", s.c_str());
    }
  }
}

void NumberLessonView::draw_tile(int y, float x0, float y0, float size) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 a(x0, y0), b(x0 + size - 6, y0 + size - 6);
  ImGui::SetCursorScreenPos(a);
  const std::string id = "tile." + std::to_string(y);
  const bool clicked = ImGui::InvisibleButton(id.c_str(), ImVec2(b.x - a.x, b.y - a.y));
  const bool hovered = ImGui::IsItemHovered();
  track_item(id);

  const bool allowed_now = ng::contains(model_.allowed(), y) || model_.hidden_by_animation(y);
  const NamedNumber* named = model_.named_entry(y);
  const ForbiddenNumber* forbidden = allowed_now ? nullptr : model_.forbidden_entry(y);
  const ng::ForbiddenNumber* revealing = model_.anim_current();
  const bool just_named = model_.animating() && named && &model_.named().back() == named;

  ImU32 fill = IM_COL32(0xE8, 0xE8, 0xE8, 0xFF), text = IM_COL32(0x10, 0x10, 0x10, 0xFF);
  if (named) {
    fill = named->by == Player::First ? theme::kFirst : theme::kSecond;
    text = IM_COL32_WHITE;
  } else if (forbidden) {
    fill = IM_COL32(0x2A, 0x2D, 0x31, 0xFF);
    text = IM_COL32(0x80, 0x84, 0x88, 0xFF);
  }
  if (hovered && allowed_now && !named) fill = IM_COL32(0xFF, 0xFF, 0xFF, 0xFF);
  const float r = size * 0.12f;
  dl->AddRectFilled(a, b, fill, r);

  // Winning moves carry a thick blue frame and a W (hints on).
  if (settings_.show_hints() && allowed_now && !model_.animating() && model_.move_wins(y)) {
    dl->AddRect(a, b, theme::kWin, r, 0, 4.0f);
    dl->AddText(ImVec2(b.x - 16, a.y + 2), theme::kWin, "W");
  }
  if (revealing && revealing->number == y) dl->AddRect(a, b, theme::kHighlight, r, 0, 4.0f);
  if (just_named) dl->AddRect(a, b, theme::kHighlight, r, 0, 4.0f);

  ImGui::PushFont(theme::big_font());
  const std::string num = std::to_string(y);
  ImVec2 ts = ImGui::CalcTextSize(num.c_str());
  const float scale = ImGui::GetIO().FontGlobalScale;
  (void)scale;
  ImVec2 tp((a.x + b.x - ts.x) * 0.5f, a.y + (b.y - a.y) * (forbidden ? 0.18f : 0.5f) - (forbidden ? 0 : ts.y * 0.5f));
  dl->AddText(tp, text, num.c_str());
  ImGui::PopFont();

  if (named) {
    const char* who = named->by == Player::First ? "C" : "M";
    dl->AddText(ImVec2(a.x + 4, a.y + 2), IM_COL32_WHITE, who);
  }
  if (forbidden) {
    // A multiple is struck through once, a sum twice: two cues besides the reason text.
    const ImU32 strike = IM_COL32(0xD5, 0x5E, 0x00, 0xC0);
    dl->AddLine(ImVec2(a.x + 6, b.y - 6), ImVec2(b.x - 6, a.y + 6), strike, 3.0f);
    if (forbidden->kind != ng::ForbiddenNumber::Kind::Multiple)
      dl->AddLine(ImVec2(a.x + 6, a.y + 6), ImVec2(b.x - 6, b.y - 6), with_alpha(strike, 0.5f), 2.0f);
    // The reason, without the leading "y =": "2·6 + 5".
    std::string why = forbidden->why;
    if (auto eq = why.find(" = "); eq != std::string::npos) why = why.substr(eq + 3);
    if (auto comma = why.find(", "); comma != std::string::npos) why = why.substr(0, comma);
    if (forbidden->move_index < 0) why = "given";
    ImVec2 ws = ImGui::CalcTextSize(why.c_str());
    // Only when the tile has room for both the number and the reason (else: hover).
    const float room = (b.y - a.y) - ImGui::GetFontSize() * 1.6f - ws.y - 6;
    if (ws.x < (b.x - a.x) - 4 && room >= 0) dl->AddText(ImVec2((a.x + b.x - ws.x) * 0.5f, b.y - ws.y - 6), IM_COL32(0xDD, 0xDD, 0xDD, 0xFF), why.c_str());
  }

  if (hovered) {
    ImGui::BeginTooltip();
    if (named) {
      ImGui::Text("%d was named by %s.", y, player_name(named->by));
    } else if (forbidden) {
      ImGui::Text("%d is forbidden: %s", y, forbidden->why.c_str());
    } else if (allowed_now) {
      ng::Naming n = model_.preview(y);
      std::string s;
      for (const auto& f : n.newly_forbidden)
        if (f.kind != ng::ForbiddenNumber::Kind::Named) s += (s.empty() ? "" : ", ") + f.why;
      ImGui::Text("Naming %d would forbid %s.", y, s.empty() ? "nothing else" : s.c_str());
      const bool wins = model_.move_wins(y);
      if (!settings_.outcomes_hidden())
        ImGui::TextColored(theme::outcome_color_vec(wins ? Outcome::Win : Outcome::Lose), "%s",
                         wins ? "It wins: the opponent is left in a losing position (W)."
                              : "It loses: the opponent is left in a winning position (L).");
    }
    ImGui::EndTooltip();
  }
  if (clicked && allowed_now && !named && !editing_) {
    std::string err;
    pick(y, err);
  }
  if (clicked && editing_) {
    // Edit mode toggles the tile in the start position (the judges' way to give a position).
    std::vector<int> ys = ng::numbers(model_.start());
    auto it = std::find(ys.begin(), ys.end(), y);
    if (it == ys.end()) ys.push_back(y);
    else ys.erase(it);
    std::string err;
    model_.set_position(ys, err);
  }
}

void NumberLessonView::draw_board() {
  draw_status_line();
  const int max = model_.max();
  const int rows = max / kColumns + 1;
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  const float caption_h = 3 * ImGui::GetTextLineHeightWithSpacing() + 60;
  float size = std::min(avail.x / kColumns, (avail.y - caption_h) / static_cast<float>(rows));
  size = std::clamp(size, 28.0f, 96.0f);
  const ImVec2 origin = ImGui::GetCursorScreenPos();
  for (int y = ng::kMinNumber; y <= max; ++y) {
    const int row = y / kColumns, col = y % kColumns;
    draw_tile(y, origin.x + static_cast<float>(col) * size, origin.y + static_cast<float>(row) * size, size);
  }
  ImGui::SetCursorScreenPos(ImVec2(origin.x, origin.y + static_cast<float>(rows) * size + 4));
  // Caption: narrates the animation and the position in words.
  ImGui::PushTextWrapPos(origin.x + size * kColumns);
  ImGui::TextUnformatted(model_.caption().c_str());
  ImGui::PopTextWrapPos();
  if (!model_.start_reachable())
    ImGui::TextColored(theme::outcome_color_vec(Outcome::Draw),
                       "This start cannot arise by play from 2..%d; the judges' ascending rule still applies.", max);
  if (model_.animating()) {
    if (ImGui::SmallButton(model_.paused() ? "Resume" : "Pause")) model_.set_paused(!model_.paused());
    track_item("anim.pause");
    ImGui::SameLine();
    if (ImGui::SmallButton("Skip to the end")) model_.skip_animation();
    track_item("anim.skip");
  }
  ImGui::Spacing();
  const bool moved = draw_timeline("number-timeline", model_.timeline(), timeline_ui_, [this](std::size_t i) {
    return std::string(i % 2 == 0 ? "C " : "M ") + std::to_string(model_.timeline().moves()[i]);
  }, model_.allowed() == 0);
  if (moved) model_.on_timeline_moved();
}

void NumberLessonView::draw_controls() {
  ImGui::TextDisabled("THE NUMBER GAME");
  ImGui::SetNextItemWidth(120);
  ImGui::InputInt("##max", &new_max_);
  new_max_ = std::clamp(new_max_, ng::kMinNumber, kNumberLessonMaxN);
  track_item("number.max");
  ImGui::SameLine();
  if (ImGui::Button("New game on 2..N")) {
    std::string err;
    model_.new_game(new_max_, err);
    timeline_ui_.autoplay = false;
  }
  track_item("number.new");
  ImGui::Checkbox("Edit the allowed set", &editing_);
  track_item("number.edit");
  if (editing_) ImGui::TextWrapped("Click tiles to toggle them in the start position.");
  ImGui::Separator();
  draw_judge_panel();
}

void NumberLessonView::recompute_judge() {
  if (judged_input_ == judge_input_) return;
  judged_input_ = judge_input_;
  const judge::NumberInput in = judge::parse_number_judge(judge_input_, kNumberLessonMaxN);
  judge_output_.clear();
  judge_cases_.clear();
  judge_case_text_.clear();
  judge_warnings_.clear();
  for (const std::string& w : in.warnings) judge_warnings_ += w + "\n";
  int k = 0;
  for (const judge::NumberCase& c : in.cases) {
    const auto moves = judge_memo_.winning_moves(ng::from_numbers(c.numbers));
    judge_case_text_.push_back(judge::format_number_case(++k, moves));
    judge_output_ += judge_case_text_.back();
    judge_cases_.push_back(c.numbers);
  }
  judge_error_ = in.error ? in.error->to_string() : std::string();
}

void NumberLessonView::draw_judge_panel() {
  if (!ImGui::CollapsingHeader("Judge panel (POJ 1143)", ImGuiTreeNodeFlags_DefaultOpen)) {
    recompute_judge();  // keeps state().number.judge current while folded
    return;
  }
  ImGui::TextWrapped("Cases \"n a1 .. an\", ended by 0. The output is the judge's, byte for byte.");
  char buf[2048];
  std::snprintf(buf, sizeof buf, "%s", judge_input_.c_str());
  if (ImGui::InputTextMultiline("##numjudge", buf, sizeof buf, ImVec2(-1, 80))) judge_input_ = buf;
  track_item("number.judge.input");
  recompute_judge();
  if (!judge_warnings_.empty()) ImGui::TextColored(theme::outcome_color_vec(Outcome::Draw), "%s", judge_warnings_.c_str());
  // Each case's output is clickable: it loads that position on the board.
  for (std::size_t i = 0; i < judge_case_text_.size(); ++i) {
    ImGui::PushID(static_cast<int>(i));
    std::string text = judge_case_text_[i];
    while (!text.empty() && text.back() == '\n') text.pop_back();
    if (ImGui::Selectable(text.c_str(), false, 0, ImVec2(0, 0))) {
      std::string err;
      model_.set_position(judge_cases_[i], err);
      timeline_ui_.autoplay = false;
    }
    track_item("number.judge.case." + std::to_string(i + 1));
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("Click to load this position on the board.");
    ImGui::PopID();
  }
  if (!judge_error_.empty()) ImGui::TextColored(theme::outcome_color_vec(Outcome::Lose), "%s", judge_error_.c_str());
}

}  // namespace gtl::app
