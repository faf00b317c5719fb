#include "app/ui_ball_lesson.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>

#include "app/app.hpp"
#include "app/item_registry.hpp"
#include "app/theme.hpp"
#include "core/judge_io.hpp"
#include "imgui.h"

namespace gtl::app {

namespace bg = ball_game;

namespace {
constexpr double kAutoplayPause = 0.5;
constexpr int kBallsPerRow = 20;
constexpr std::uint64_t kMaxDrawnBalls = 200;  // beyond it the pile is drawn as bars with a count

const char* word_for(Outcome o) {
  switch (o) {
    case Outcome::Win: return "wins";
    case Outcome::Lose: return "loses";
    case Outcome::Draw: return "can force a draw";
    default: return "?";
  }
}

std::string symbol(Outcome o) { return std::string(1, judge_symbol(o)); }

std::vector<std::int64_t> parse_numbers(const std::string& text) {
  std::vector<std::int64_t> out;
  const char* p = text.data();
  const char* end = p + text.size();
  while (p < end) {
    while (p < end && (*p == ' ' || *p == ',' || *p == '\t')) ++p;
    if (p >= end) break;
    std::int64_t v = 0;
    auto [q, ec] = std::from_chars(p, end, v);
    if (ec != std::errc()) return {};
    out.push_back(v);
    p = q;
  }
  return out;
}
}  // namespace

BallLessonView::BallLessonView(Settings& settings) : settings_(settings) {}

bool BallLessonView::load(const std::vector<std::int64_t>& takes, std::int64_t n, std::string& error) {
  if (!model_.new_game(takes, n, error)) return false;
  timeline_ui_.autoplay = false;
  takes_text_.clear();
  for (auto t : model_.takes()) takes_text_ += (takes_text_.empty() ? "" : " ") + std::to_string(t);
  new_n_ = static_cast<int>(n);
  // The strip shows at least the pre-period and three periods, so the pattern is visible.
  if (const auto& p = model_.oracle().period())
    strip_count_ = static_cast<int>(std::clamp<std::uint64_t>(p->start + 3 * p->length, 1000, 20000));
  return true;
}

bool BallLessonView::take(std::int64_t k, std::string& error) {
  model_.skip_animation();
  timeline_ui_.autoplay = false;
  if (!model_.take(k, error)) return false;
  if (settings_.anim_speed <= 0) model_.skip_animation();
  return true;
}

void BallLessonView::update(double seconds) {
  model_.advance(seconds, settings_.anim_speed);
  if (!timeline_ui_.autoplay_due(seconds, settings_.anim_speed, model_.animating(), kAutoplayPause)) return;
  auto best = model_.best_moves();
  if (best.empty()) {
    timeline_ui_.autoplay = false;
    return;
  }
  std::string err;
  model_.take(best.front(), err);
  if (settings_.anim_speed <= 0) model_.skip_animation();
}

void BallLessonView::register_automation(Automation& a) {
  a.on("balls.new", "{type:'balls.new', take:[...], n} — new ball game", [this](const json::Value& v) {
    std::string err;
    auto takes = int_list_arg(v, "take", 1, static_cast<std::int64_t>(kBallLessonMaxTake), 64, err);
    if (!takes) return ActionResult::failure(err);
    auto n = int_arg(v, "n", 0, static_cast<std::int64_t>(kBallLessonMaxN), err);
    if (!n || !load(*takes, *n, err)) return ActionResult::failure(err);
    return ActionResult::success();
  });
  a.on("balls.take", "{type:'balls.take', k} — the player to move takes k balls", [this](const json::Value& v) {
    std::string err;
    auto k = int_arg(v, "k", -1000000, 1000000, err);
    if (!k || !take(*k, err)) return ActionResult::failure(err);
    return ActionResult::success();
  });
  a.on("balls.judge", "{type:'balls.judge', input} — run the judge panel on two lines of input",
       [this](const json::Value& v) {
         std::string err;
         auto text = string_arg(v, "input", err);
         if (!text) return ActionResult::failure(err);
         judge_input_ = *text;
         recompute_judge();
         return ActionResult::success();
       });
  a.section("balls", [this](json::Writer& w) { write_state(w); });
}

void BallLessonView::write_state(json::Writer& w) {
  w.begin_object();
  w.key("take").begin_array();
  for (auto t : model_.takes()) w.value(static_cast<std::uint64_t>(t));
  w.end_array();
  w.key("n").value(model_.start_balls());
  w.key("left").value(model_.left());
  w.key("held").begin_array().value(model_.held()[0]).value(model_.held()[1]).end_array();
  w.key("toMove").value(model_.to_move() == 0 ? "first" : "second");
  const Solution v = model_.value();
  w.key("outcome").value(symbol(v.outcome));
  w.key("remoteness").value(v.remoteness);
  w.key("bestMoves").begin_array();
  for (auto t : model_.best_moves()) w.value(static_cast<std::uint64_t>(t));
  w.end_array();
  w.key("gameOver").value(model_.game_over());
  w.key("result").value(model_.game_over() ? model_.result_text() : std::string());
  w.key("animation").begin_object().key("playing").value(model_.animating());
  w.key("autoplay").value(timeline_ui_.autoplay).end_object();
  w.key("strip").begin_object();
  const auto& p = model_.oracle().period();
  if (p) {
    w.key("preperiod").value(p->start).key("period").value(p->length).key("verifiedTo").value(p->verified_to);
  } else {
    w.key("preperiod").null().key("period").null();
  }
  w.key("count").value(strip_count_);
  w.end_object();
  w.key("judge").begin_object().key("output").value(judge_output_).key("error").value(judge_error_).end_object();
  w.key("query").value(query_answer_);
  w.end_object();
}

// ------------------------------------------------------------------ drawing

void BallLessonView::draw_status_line() {
  const Solution v = model_.value();
  const int p = model_.to_move();
  ImGui::PushFont(theme::big_font());
  ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(p == 0 ? theme::kFirst : theme::kSecond), "%s",
                     p == 0 ? "First player" : "Second player");
  ImGui::PopFont();
  ImGui::SameLine();
  ImGui::AlignTextToFramePadding();
  if (model_.game_over()) {
    ImGui::TextWrapped("%s", model_.result_text().c_str());
    return;
  }
  ImGui::Text("to move:");
  ImGui::SameLine();
  if (settings_.outcomes_hidden()) {
    ImGui::TextDisabled(settings_.quiz_running ? "outcome hidden during the quiz" : "outcome hidden until induction decides it");
    return;
  }
  ImGui::TextColored(theme::outcome_color_vec(v.outcome), "%s %s (%s) in %u plies", symbol(v.outcome).c_str(),
                     word_for(v.outcome), std::string(1, letter(v.outcome)).c_str(), v.remoteness);
  if (settings_.show_hints()) {
    ImGui::SameLine(0, 24);
    std::string s = "best:";
    for (auto t : model_.best_moves()) s += " take " + std::to_string(t);
    ImGui::TextColored(theme::outcome_color_vec(v.outcome), "%s", s.c_str());
  }
}

void BallLessonView::draw_pile_and_hands() {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 origin = ImGui::GetCursorScreenPos();
  const float width = ImGui::GetContentRegionAvail().x;
  const float height = 128;
  const float r = 6, gap = 14;
  const float hand_w = 200;
  const ImVec2 pile_pos(origin.x + hand_w + 30, origin.y + 30);
  const ImVec2 hand_pos[2] = {ImVec2(origin.x + 10, origin.y + 30), ImVec2(origin.x + width - hand_w - 10, origin.y + 30)};

  // In flight: the last take, moving from the pile to the taker's hand.
  std::uint64_t flying = 0;
  int taker = 0;
  if (model_.animating() && model_.timeline().cursor() > 0) {
    flying = static_cast<std::uint64_t>(model_.timeline().moves()[model_.timeline().cursor() - 1]);
    taker = static_cast<int>((model_.timeline().cursor() - 1) % 2);
  }
  auto ball_at = [&](ImVec2 base, std::uint64_t i) {
    return ImVec2(base.x + r + gap * static_cast<float>(i % kBallsPerRow),
                  base.y + r + gap * static_cast<float>(i / kBallsPerRow));
  };
  // The pile: balls while few, else bars of 100 with a count (never thousands of draw calls).
  const std::uint64_t left = model_.left();
  dl->AddText(ImVec2(pile_pos.x, origin.y + 4), IM_COL32_WHITE, ("Pile: " + std::to_string(left) + " left").c_str());
  if (left + flying <= kMaxDrawnBalls) {
    for (std::uint64_t i = 0; i < left; ++i) dl->AddCircleFilled(ball_at(pile_pos, i), r, IM_COL32(0xDD, 0xDD, 0xDD, 0xFF));
  } else {
    const float bar_w = gap * kBallsPerRow;
    const std::uint64_t rows = std::min<std::uint64_t>(6, (left + 99) / 100);
    for (std::uint64_t i = 0; i < rows; ++i) {
      const float frac = i + 1 < rows || left % 100 == 0 ? 1.0f : static_cast<float>(left % 100) / 100.0f;
      dl->AddRectFilled(ImVec2(pile_pos.x, pile_pos.y + static_cast<float>(i) * gap),
                        ImVec2(pile_pos.x + bar_w * frac, pile_pos.y + static_cast<float>(i) * gap + r * 2),
                        IM_COL32(0xDD, 0xDD, 0xDD, 0xFF), r);
    }
    if (rows == 6) dl->AddText(ImVec2(pile_pos.x, pile_pos.y + 6 * gap), IM_COL32(0xAA, 0xAA, 0xAA, 0xFF), "(bars of 100 balls; more not drawn)");
  }
  // The hands, with count and parity.
  for (int h = 0; h < 2; ++h) {
    const ImU32 col = h == 0 ? theme::kFirst : theme::kSecond;
    const std::uint64_t shown = model_.held()[static_cast<std::size_t>(h)] - (h == taker ? flying : 0);
    const bool odd = model_.held()[static_cast<std::size_t>(h)] % 2 == 1;
    const std::string title = std::string(h == 0 ? "First" : "Second") + ": " +
                              std::to_string(model_.held()[static_cast<std::size_t>(h)]) + (odd ? " (odd)" : " (even)");
    dl->AddText(ImVec2(hand_pos[h].x, origin.y + 4), col, title.c_str());
    dl->AddRect(ImVec2(hand_pos[h].x - 4, hand_pos[h].y - 4), ImVec2(hand_pos[h].x + hand_w, origin.y + height),
                model_.to_move() == h && !model_.game_over() ? theme::kHighlight : col, 6, 0, 3);
    const std::uint64_t per_row = 13;
    for (std::uint64_t i = 0; i < std::min<std::uint64_t>(shown, 78); ++i)
      dl->AddCircleFilled(ImVec2(hand_pos[h].x + r + gap * static_cast<float>(i % per_row),
                                 hand_pos[h].y + r + gap * static_cast<float>(i / per_row)), r, col);
  }
  // The flight: eased from the top of the pile to the hand.
  if (flying > 0) {
    const float t = static_cast<float>(model_.anim_progress());
    const float e = t * t * (3 - 2 * t);
    for (std::uint64_t i = 0; i < std::min<std::uint64_t>(flying, 40); ++i) {
      const ImVec2 from = ball_at(pile_pos, left + i);
      const ImVec2 to(hand_pos[taker].x + 60 + static_cast<float>(i % 6) * gap, hand_pos[taker].y + 60);
      dl->AddCircleFilled(ImVec2(from.x + (to.x - from.x) * e, from.y + (to.y - from.y) * e - 40 * std::sin(e * 3.14159f)),
                          r, taker == 0 ? theme::kFirst : theme::kSecond);
    }
  }
  ImGui::Dummy(ImVec2(width, height + 6));
}

void BallLessonView::draw_take_buttons() {
  for (auto t : model_.takes()) {
    const std::string label = "Take " + std::to_string(t);
    ImGui::BeginDisabled(!model_.fits(t));
    if (ImGui::Button(label.c_str(), ImVec2(110, 0))) {
      std::string err;
      take(t, err);
    }
    ImGui::EndDisabled();
    track_item("take." + std::to_string(t));
    ImGui::SameLine();
  }
  ImGui::NewLine();
}

void BallLessonView::draw_strip() {
  auto& oracle = model_.oracle();
  const auto& period = oracle.period();
  ImGui::Text("Outcomes over N (first player, empty hands), N = 1..");
  ImGui::SameLine();
  ImGui::SetNextItemWidth(110);
  ImGui::InputInt("##count", &strip_count_, 100, 1000);
  strip_count_ = std::clamp(strip_count_, 10, 20000);
  track_item("strip.count");
  ImGui::SameLine();
  ImGui::SetNextItemWidth(140);
  ImGui::SliderFloat("##zoom", &strip_cell_, 2, 28, "cell %.0f px");
  track_item("strip.zoom");
  if (period) {
    ImGui::TextColored(ImVec4(0.95f, 0.9f, 0.3f, 1), "From N = %llu the pattern repeats every %llu (proven; checked up to N = %llu).",
                       static_cast<unsigned long long>(period->start), static_cast<unsigned long long>(period->length),
                       static_cast<unsigned long long>(period->verified_to));
    ImGui::SameLine();
    if (ImGui::SmallButton("Show where it starts")) strip_scroll_to_ = std::max(0.0f, strip_cell_ * (static_cast<float>(period->start) - 20));
    track_item("strip.gotoPeriod");
  } else {
    ImGui::TextDisabled("No period proven within the budget: answers come from direct solving.");
  }
  const float cell = strip_cell_;
  const float h = 34;
  ImGui::BeginChild("strip", ImVec2(0, h + 40), true, ImGuiWindowFlags_HorizontalScrollbar);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 o = ImGui::GetCursorScreenPos();
  const float total = cell * static_cast<float>(strip_count_);
  ImGui::InvisibleButton("cells", ImVec2(total, h + 14));
  if (strip_scroll_to_ >= 0) {
    ImGui::SetScrollX(strip_scroll_to_);
    strip_scroll_to_ = -1;
  }
  track_item("strip.cells");
  // Culling: only the cells in the visible scroll range are drawn.
  const float sx = ImGui::GetScrollX(), vis = ImGui::GetWindowWidth();
  const int first = std::max(1, static_cast<int>(sx / cell));
  const int last = std::min(strip_count_, static_cast<int>((sx + vis) / cell) + 2);
  for (int n = first; n <= last; ++n) {
    const auto out = oracle.outcome(static_cast<std::uint64_t>(n));
    const float x = o.x + static_cast<float>(n - 1) * cell;
    dl->AddRectFilled(ImVec2(x, o.y), ImVec2(x + cell - (cell > 4 ? 1 : 0), o.y + h),
                      out ? theme::outcome_color(*out) : theme::kUnknown);
    if (out && cell >= 12) {
      const std::string s = symbol(*out);
      dl->AddText(ImVec2(x + cell * 0.5f - 4, o.y + h * 0.5f - 9), IM_COL32_WHITE, s.c_str());
    }
  }
  // The pre-period bracket and the period: a line under the cells and a tick each period.
  if (period) {
    const float y = o.y + h + 4;
    const float x0 = o.x + static_cast<float>(period->start) * cell;  // cell of N = start+1 begins here
    if (period->start > 0) dl->AddLine(ImVec2(o.x, y), ImVec2(std::max(o.x, x0 - cell), y), IM_COL32(0x99, 0x99, 0x99, 0xFF), 2);
    for (std::uint64_t s = period->start; s < static_cast<std::uint64_t>(strip_count_); s += period->length) {
      const float xs = o.x + static_cast<float>(s > 0 ? s - 1 : 0) * cell;
      const float xe = o.x + static_cast<float>(std::min<std::uint64_t>(s - (s > 0) + period->length, strip_count_)) * cell;
      if (xe < o.x + sx - 10 || xs > o.x + sx + vis + 10) continue;
      dl->AddLine(ImVec2(xs, y), ImVec2(xs, y + 8), theme::kHighlight, 2);
      dl->AddLine(ImVec2(xs, y + 8), ImVec2(xe, y + 8), theme::kHighlight, 2);
    }
  }
  if (ImGui::IsItemHovered()) {
    const int n = static_cast<int>((ImGui::GetIO().MousePos.x - o.x) / cell) + 1;
    if (n >= 1 && n <= strip_count_) {
      const auto out = oracle.outcome(static_cast<std::uint64_t>(n));
      ImGui::SetTooltip("N = %d: %s (first player %s). Click to play it.", n, out ? symbol(*out).c_str() : "?",
                        out ? word_for(*out) : "unknown");
      if (ImGui::IsItemClicked()) {
        std::vector<std::int64_t> takes(model_.takes().begin(), model_.takes().end());
        std::string err;
        load(takes, n, err);
      }
    }
  }
  ImGui::EndChild();
}

void BallLessonView::draw_heatmap() {
  if (!ImGui::CollapsingHeader("Why parity is part of the state: the full table")) return;
  ImGui::TextWrapped("Each column is a number of balls left; the four rows are the parities of the mover's and the "
                     "other player's hands. The judge's answer is the row even/even.");
  const auto& table = model_.table();
  const std::uint64_t cols = std::min<std::uint64_t>(table.max_balls() + 1, 60);
  static const char* rows[4] = {"even/even", "even/odd", "odd/even", "odd/odd"};
  if (ImGui::BeginTable("heat", static_cast<int>(cols) + 1, ImGuiTableFlags_ScrollX | ImGuiTableFlags_SizingFixedFit, ImVec2(0, 160))) {
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    ImGui::TextDisabled("left");
    for (std::uint64_t b = 0; b < cols; ++b) { ImGui::TableNextColumn(); ImGui::Text("%llu", static_cast<unsigned long long>(b)); }
    for (int r = 0; r < 4; ++r) {
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(rows[r]);
      for (std::uint64_t b = 0; b < cols; ++b) {
        ImGui::TableNextColumn();
        const Solution s = table.at({b, (r & 2) != 0, (r & 1) != 0});
        ImGui::TableSetBgColor(ImGuiTableBgTarget_CellBg, theme::outcome_color(s.outcome));
        ImGui::Text("%c", judge_symbol(s.outcome));
      }
    }
    ImGui::EndTable();
  }
}

void BallLessonView::draw_query() {
  ImGui::Text("Ask about any N up to 10^18:");
  ImGui::SameLine();
  ImGui::SetNextItemWidth(220);
  char buf[32];
  std::snprintf(buf, sizeof buf, "%s", query_text_.c_str());
  if (ImGui::InputText("##query", buf, sizeof buf, ImGuiInputTextFlags_CharsDecimal)) query_text_ = buf;
  track_item("strip.query");
  std::uint64_t n = 0;
  auto [p, ec] = std::from_chars(query_text_.data(), query_text_.data() + query_text_.size(), n);
  if (ec != std::errc() || p != query_text_.data() + query_text_.size() || n > bg::kMaxBalls) {
    query_answer_ = "type a whole number from 0 to 10^18";
  } else if (auto out = model_.oracle().outcome(n)) {
    const auto& period = model_.oracle().period();
    query_answer_ = "N = " + query_text_ + ": " + symbol(*out) + " (the first player " + word_for(*out) + ")";
    if (period && n >= model_.oracle().table_size())
      query_answer_ += ", answered through the period: same as N = " +
                       std::to_string(period->start + (n - period->start) % period->length) + ", since from " +
                       std::to_string(period->start) + " on the answers repeat every " + std::to_string(period->length);
  } else {
    query_answer_ = "N = " + query_text_ + " is beyond direct solving and no period was proven: no answer (never a guess)";
  }
  ImGui::TextWrapped("%s", query_answer_.c_str());
}

void BallLessonView::recompute_judge() {
  if (judged_input_ == judge_input_) return;
  judged_input_ = judge_input_;
  judge::BallInput in = judge::parse_ball_judge(judge_input_);
  judge_error_ = in.error ? in.error->to_string() : std::string();
  judge_output_.clear();
  judge_takes_.assign(in.takes.begin(), in.takes.end());
  judge_counts_ = in.counts;
  if (!in.error && !in.takes.empty()) {
    const auto takes = bg::normalize_takes(in.takes);
    bg::BallOracle oracle(takes);
    std::vector<Outcome> outs;
    for (auto n : in.counts) {
      auto o = oracle.outcome(n);
      if (!o) {
        judge_error_ = "N = " + std::to_string(n) + " is beyond direct solving and no period was proven";
        outs.clear();
        break;
      }
      outs.push_back(*o);
    }
    if (!outs.empty()) judge_output_ = judge::format_ball_answers(outs);
  }
}

void BallLessonView::draw_controls() {
  ImGui::TextDisabled("THE BALL-TAKING GAME");
  ImGui::Text("Take sizes");
  ImGui::SetNextItemWidth(-1);
  char buf[128];
  std::snprintf(buf, sizeof buf, "%s", takes_text_.c_str());
  if (ImGui::InputText("##takes", buf, sizeof buf)) takes_text_ = buf;
  track_item("balls.takes");
  ImGui::Text("Balls N");
  ImGui::SetNextItemWidth(140);
  ImGui::InputInt("##n", &new_n_);
  new_n_ = std::clamp(new_n_, 0, static_cast<int>(kBallLessonMaxN));
  track_item("balls.n");
  ImGui::SameLine();
  if (ImGui::Button("New game")) {
    auto takes = parse_numbers(takes_text_);
    std::string err;
    message_ = takes.empty() ? "Take sizes: type numbers separated by spaces." : (load(takes, new_n_, err) ? "" : err);
  }
  track_item("balls.new");
  if (!message_.empty()) ImGui::TextColored(theme::outcome_color_vec(Outcome::Lose), "%s", message_.c_str());
  ImGui::Text("Judge samples (one click loads one):");
  static const std::vector<std::int64_t> samples[3] = {{1, 2, 3}, {1, 4, 5}, {2, 3, 5}};
  static const char* sample_inputs[3] = {"1 2 3\n1 2 3 4 5\n", "1 4 5\n10 11 12 13 15\n", "2 3 5\n7 8 9 10 11\n"};
  for (int i = 0; i < 3; ++i) {
    if (i) ImGui::SameLine();
    const std::string label = "{" + std::to_string(samples[i][0]) + "," + std::to_string(samples[i][1]) + "," +
                              std::to_string(samples[i][2]) + "}";
    if (ImGui::SmallButton(label.c_str())) {
      std::string err;
      load(samples[i], new_n_, err);
      judge_input_ = sample_inputs[i];
    }
    track_item("balls.sample." + std::to_string(i + 1));
  }
  if (!ImGui::CollapsingHeader("Judge panel", ImGuiTreeNodeFlags_DefaultOpen)) {
    recompute_judge();
    return;
  }
  ImGui::TextWrapped("Line 1: take sizes. Line 2: starting counts.");
  char jbuf[1024];
  std::snprintf(jbuf, sizeof jbuf, "%s", judge_input_.c_str());
  if (ImGui::InputTextMultiline("##judge", jbuf, sizeof jbuf, ImVec2(-1, 70))) judge_input_ = jbuf;
  track_item("balls.judge.input");
  recompute_judge();
  if (!judge_error_.empty()) {
    ImGui::TextColored(theme::outcome_color_vec(Outcome::Lose), "%s", judge_error_.c_str());
  } else if (!judge_output_.empty()) {
    ImGui::Text("Output:");
    // Each answer is clickable: it loads that game.
    for (std::size_t i = 0; i < judge_counts_.size() && 2 * i < judge_output_.size(); ++i) {
      ImGui::SameLine();
      const std::string label = std::string(1, judge_output_[2 * i]) + "##j" + std::to_string(i);
      if (ImGui::Button(label.c_str())) {
        std::string err;
        if (judge_counts_[i] <= kBallLessonMaxN) load(judge_takes_, static_cast<std::int64_t>(judge_counts_[i]), err);
      }
      track_item("balls.judge.answer." + std::to_string(i + 1));
      if (ImGui::IsItemHovered())
        ImGui::SetTooltip("N = %llu: click to play it", static_cast<unsigned long long>(judge_counts_[i]));
    }
  }
}

void BallLessonView::draw_main() {
  draw_status_line();
  draw_pile_and_hands();
  draw_take_buttons();
  const bool moved = draw_timeline("ball-timeline", model_.timeline(), timeline_ui_, [this](std::size_t i) {
    return std::string(i % 2 == 0 ? "1st " : "2nd ") + std::to_string(model_.timeline().moves()[i]);
  }, model_.game_over());
  if (moved) model_.on_timeline_moved();
  ImGui::Separator();
  draw_strip();
  draw_query();
  draw_heatmap();
}

}  // namespace gtl::app
