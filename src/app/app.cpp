#include "app/app.hpp"

#include <algorithm>
#include <cassert>

#include "app/share_link.hpp"
#include "app/theme.hpp"
#include "core/ball_game.hpp"
#include "core/graph_builder.hpp"
#include "core/number_game.hpp"
#include "imgui.h"

namespace gtl::app {

namespace {
App* g_current = nullptr;
// The controls panel is as wide as about 20 characters of the chosen text size.
float controls_width(const Settings& s) { return 20.0f * s.font_px; }
constexpr float kStatusHeight = 30.0f;
// The tree view draws games up to this many positions (2..30 has 130,502).
constexpr std::size_t kTreeMaxPositions = 300'000;
constexpr ImGuiWindowFlags kPanelFlags = ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize |
                                         ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoSavedSettings |
                                         ImGuiWindowFlags_NoBringToFrontOnFocus;
}  // namespace

const char* view_name(View v) { return v == View::Number ? "number" : "balls"; }

App::App() {
  assert(!g_current && "only one App at a time");
  g_current = this;
  register_actions();
}

App::~App() { g_current = nullptr; }

App& App::current() {
  assert(g_current);
  return *g_current;
}

void App::register_actions() {
  automation_.on("view", "{type:'view', view:'number'|'balls'} — switch the lesson shown", [this](const json::Value& a) {
    std::string err;
    auto v = string_arg(a, "view", err);
    if (!v) return ActionResult::failure(err);
    if (*v == "number") view_ = View::Number;
    else if (*v == "balls") view_ = View::Balls;
    else return ActionResult::failure("field \"view\" must be \"number\" or \"balls\"");
    return ActionResult::success();
  });
  automation_.on("anim.speed", "{type:'anim.speed', value} — animation speed, 0 = off, up to 4",
                 [this](const json::Value& a) {
                   const json::Value* v = a.find("value");
                   if (!v || !v->is_number() || v->number < 0 || v->number > 4)
                     return ActionResult::failure("field \"value\" must be a number from 0 (no animation) to 4");
                   settings_.anim_speed = static_cast<float>(v->number);
                   return ActionResult::success();
                 });
  automation_.on("hints", "{type:'hints', on:true|false} — show or hide winning moves", [this](const json::Value& a) {
    std::string err;
    auto on = bool_arg(a, "on", err);
    if (!on) return ActionResult::failure(err);
    settings_.hints = *on;
    return ActionResult::success();
  });
  automation_.on("history.step", "{type:'history.step', delta} — step back (<0) or forward (>0)",
                 [this](const json::Value& a) {
                   std::string err;
                   auto d = int_arg(a, "delta", -100000, 100000, err);
                   if (!d) return ActionResult::failure(err);
                   timeline().step(static_cast<std::ptrdiff_t>(*d));
                   timeline_moved();
                   return ActionResult::success();
                 });
  automation_.on("history.goto", "{type:'history.goto', index} — show the position after `index` moves",
                 [this](const json::Value& a) {
                   std::string err;
                   auto i = int_arg(a, "index", 0, 100000, err);
                   if (!i) return ActionResult::failure(err);
                   if (!timeline().go_to(static_cast<std::size_t>(*i)))
                     return ActionResult::failure("index " + std::to_string(*i) + " is past the last move (" +
                                                  std::to_string(timeline().size()) + ")");
                   timeline_moved();
                   return ActionResult::success();
                 });
  number_.register_automation(automation_);
  balls_.register_automation(automation_);
  tree_.register_automation(automation_);
  teach_.register_automation(automation_);
  tree_.on_jump = [this](const std::vector<std::int64_t>& line) { jump_to(line); };
  automation_.section("history", [this](json::Writer& w) {
    values_.update(tree_.graph(), timeline().moves());  // a click may have moved it since the frame began
    values_.write_state(w, timeline(), settings_.outcomes_hidden());
  });
  automation_.on("layout.split", "{type:'layout.split', value} — share of the canvas height for the lesson (0.15..0.85)",
                 [this](const json::Value& a) {
                   const json::Value* v = a.find("value");
                   if (!v || !v->is_number() || v->number < 0.15 || v->number > 0.85)
                     return ActionResult::failure("field \"value\" must be a number from 0.15 to 0.85");
                   split_ = static_cast<float>(v->number);
                   return ActionResult::success();
                 });
  automation_.on("text.size", "{type:'text.size', px} — UI font size in CSS pixels (12..32)",
                 [this](const json::Value& a) {
                   std::string err;
                   auto px = int_arg(a, "px", 12, 32, err);
                   if (!px) return ActionResult::failure(err);
                   settings_.font_px = static_cast<float>(*px);
                   return ActionResult::success();
                 });
  automation_.on("link.open", "{type:'link.open', query} — open a share link ('?game=number&max=20&moves=6,5')",
                 [this](const json::Value& a) {
                   std::string err;
                   auto q = string_arg(a, "query", err);
                   if (!q) return ActionResult::failure(err);
                   return open_link(*q);
                 });
  automation_.section("link", [this](json::Writer& w) { w.value(share_link()); });
  automation_.section("notice", [this](json::Writer& w) { w.value(notice_); });
  automation_.section("view", [this](json::Writer& w) { w.value(view_name(view_)); });
  automation_.section("settings", [this](json::Writer& w) {
    w.begin_object();
    w.key("animSpeed").value(static_cast<double>(settings_.anim_speed));
    w.key("hints").value(settings_.hints);
    w.key("quizRunning").value(settings_.quiz_running);
    w.key("split").value(static_cast<double>(split_));
    w.key("fontPx").value(static_cast<double>(settings_.font_px));
    w.end_object();
  });
  automation_.section("frameMs", [this](json::Writer& w) { w.value(frame_ms_); });
}

bool App::animating() const {
  return number_.animating() || balls_.animating() || teach_.animating() || tree_.animating();
}

ActionResult App::open_link(std::string_view query) {
  const LinkParse parsed = parse_share_link(query);
  if (!parsed.link) {
    notice_ = "Could not open the link: " + parsed.error + ". Showing the default game instead.";
    return ActionResult::failure(parsed.error);
  }
  const ShareLink& l = *parsed.link;
  std::string err;
  const float speed = settings_.anim_speed;
  settings_.anim_speed = 0;  // a link shows its position at once
  bool ok = true;
  if (l.game == ShareLink::Game::Number) {
    view_ = View::Number;
    ok = number_.model().new_game(l.max, err) && (!l.allowed || number_.model().set_position(*l.allowed, err));
    for (std::size_t i = 0; ok && i < l.moves.size(); ++i) {
      ok = number_.pick(static_cast<int>(l.moves[i]), err);
      if (!ok) err = "move " + std::to_string(i + 1) + " of the link: " + err;
    }
  } else {
    view_ = View::Balls;
    ok = balls_.model().new_game(l.take, l.n, err);
    for (std::size_t i = 0; ok && i < l.moves.size(); ++i) {
      ok = balls_.take(l.moves[i], err);
      if (!ok) err = "move " + std::to_string(i + 1) + " of the link: " + err;
    }
  }
  settings_.anim_speed = speed;
  feed_tree();
  if (!ok) {
    notice_ = "The link's game was opened up to a bad move: " + err + ".";
    return ActionResult::failure(err);
  }
  notice_.clear();
  return ActionResult::success();
}

std::string App::share_link() {
  ShareLink l;
  if (view_ == View::Number) {
    const NumberLesson& m = number_.model();
    l.game = ShareLink::Game::Number;
    l.max = m.max();
    if (m.start() != number_game::full(m.max())) {
      const auto ys = number_game::numbers(m.start());
      l.allowed.emplace(ys.begin(), ys.end());
    }
  } else {
    const BallLesson& m = balls_.model();
    l.game = ShareLink::Game::Balls;
    l.take.assign(m.takes().begin(), m.takes().end());
    l.n = static_cast<std::int64_t>(m.start_balls());
  }
  l.moves = timeline().line();
  return make_share_link(l);
}

void App::feed_tree() {
  if (view_ == View::Number) {
    const NumberLesson& m = number_.model();
    const int max = m.max();
    const number_game::Allowed start = m.start();
    if (tree_.set_source("number:" + std::to_string(max) + ":" + std::to_string(start), [max, start] {
          return build_graph(number_game::NumberGame{max}, start, GraphOptions{kTreeMaxPositions, true});
        }))
      teach_.graph_changed();
  } else {
    const BallLesson& m = balls_.model();
    std::string key = "balls:" + std::to_string(m.start_balls());
    for (auto t : m.takes()) key += ":" + std::to_string(t);
    ball_game::BallGame game{m.takes(), m.start_balls()};
    if (tree_.set_source(key, [game] { return build_graph(game, game.start(), GraphOptions{kTreeMaxPositions, true}); }))
      teach_.graph_changed();
  }
  tree_.set_current_line(timeline().line());
  values_.update(tree_.graph(), timeline().moves());
  if (hooks_view_ != view_) {  // the hooks depend on the shown lesson only
    teach_.set_lesson(lesson_hooks());
    hooks_view_ = view_;
  }
}

LessonHooks App::lesson_hooks() {
  LessonHooks h;
  h.line = [this] { return timeline().line(); };
  h.go_to = [this](std::size_t i) {
    timeline().go_to(std::min(i, timeline().size()));
    timeline_moved();
  };
  if (view_ == View::Number) {
    NumberLesson& m = number_.model();
    h.game_over = [&m] { return m.allowed() == 0; };
    h.best_move = [&m]() -> std::optional<std::int64_t> {
      if (auto x = m.best_move()) return *x;
      return std::nullopt;
    };
    h.play = [this](std::int64_t x) {
      std::string err;
      return number_.pick(static_cast<int>(x), err);
    };
    h.side_name = [](int side) { return std::string(player_name(side == 0 ? Player::First : Player::Second)); };
    h.animating = [this] { return number_.model().animating(); };
    h.load_small = [this] {  // {2,...,6}: 40 induction steps, worked out at the board
      std::string err;
      number_.model().new_game(6, err);
    };
    h.verdict = [&m] {
      const std::string p = player_name(m.to_move());
      if (m.allowed() == 0) return "No number is left: " + p + " cannot move and loses.";
      if (m.outcome() == Outcome::Win) {
        auto w = m.winning_moves();
        return "Now " + p + " is winning: naming " + std::to_string(w.front()) + " leaves the opponent in a losing position.";
      }
      return "Now " + p + " is losing: every number left leads to a position the opponent wins.";
    };
  } else {
    BallLesson& m = balls_.model();
    h.game_over = [&m] { return m.game_over(); };
    h.best_move = [&m]() -> std::optional<std::int64_t> {
      auto b = m.best_moves();
      if (b.empty()) return std::nullopt;
      return static_cast<std::int64_t>(b.front());
    };
    h.play = [this](std::int64_t k) {
      std::string err;
      return balls_.take(k, err);
    };
    h.side_name = [](int side) { return std::string(side == 0 ? "the first player" : "the second player"); };
    h.animating = [this] { return balls_.model().animating(); };
    h.load_small = [this] {  // the first judge sample's takes on a small pile
      std::string err;
      const std::vector<std::int64_t> takes(balls_.model().takes().begin(), balls_.model().takes().end());
      balls_.model().new_game(takes, 8, err);
    };
    h.verdict = [&m] {
      const std::string p = m.to_move() == 0 ? "the first player" : "the second player";
      if (m.game_over()) return m.result_text();
      const Solution v = m.value();
      const std::string best = "take " + std::to_string(m.best_moves().front());
      if (v.outcome == Outcome::Win) return "Now " + p + " is winning: " + best + " keeps the win.";
      if (v.outcome == Outcome::Draw) return "Now " + p + " can force a draw (" + best + ") but no win.";
      return "Now " + p + " is losing: every take leads to a position the opponent wins.";
    };
  }
  return h;
}

void App::jump_to(const std::vector<std::int64_t>& line) {
  Timeline& t = timeline();
  t.go_to(0);
  for (auto m : line) t.play(m);
  timeline_moved();
}

Timeline& App::timeline() { return view_ == View::Number ? number_.model().timeline() : balls_.model().timeline(); }

void App::timeline_moved() {
  if (view_ == View::Number) number_.model().on_timeline_moved();
  else balls_.model().on_timeline_moved();
}

void App::frame() {
  ++frame_count_;
  // The desktop systems' usual double-click time (ImGui's default is 0.30 s):
  // ImGui sees one button change per frame, so on a slow classroom machine two
  // quick clicks can land more than 0.3 s apart in frame time.
  ImGui::GetIO().MouseDoubleClickTime = 0.5f;
  items_.begin_frame();
  number_.update(ImGui::GetIO().DeltaTime);
  balls_.update(ImGui::GetIO().DeltaTime);
  feed_tree();
  teach_.update(ImGui::GetIO().DeltaTime);
  handle_shortcuts();
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  draw_menu_bar();
  const float menu_h = ImGui::GetFrameHeight();
  const float body_h = vp->WorkSize.y - kStatusHeight;
  draw_controls(vp->WorkPos.y, body_h);
  draw_canvas(vp->WorkPos.x + controls_width(settings_), vp->WorkPos.y, vp->WorkSize.x - controls_width(settings_), body_h);
  draw_status_bar();
  if (settings_.show_shortcuts) draw_shortcuts_window();
  (void)menu_h;
}

void App::handle_shortcuts() {
  if (ImGui::GetIO().WantTextInput) return;
  if (ImGui::IsKeyPressed(ImGuiKey_F1, false) ||
      (ImGui::IsKeyPressed(ImGuiKey_Slash, false) && ImGui::GetIO().KeyShift))
    settings_.show_shortcuts = !settings_.show_shortcuts;
}

void App::draw_menu_bar() {
  if (!ImGui::BeginMainMenuBar()) return;
  if (ImGui::BeginMenu("Game")) {
    if (ImGui::MenuItem("The Number Game", nullptr, view_ == View::Number)) view_ = View::Number;
    if (ImGui::MenuItem("The ball-taking game", nullptr, view_ == View::Balls)) view_ = View::Balls;
    ImGui::EndMenu();
  }
  if (ImGui::BeginMenu("View")) {
    ImGui::MenuItem("Hints (winning moves)", nullptr, &settings_.hints);
    bool anim = settings_.anim_speed > 0;
    if (ImGui::MenuItem("Animations", nullptr, &anim)) settings_.anim_speed = anim ? 1.0f : 0.0f;
    if (ImGui::BeginMenu("Text size")) {
      for (float px : {17.0f, 21.0f, 25.0f})
        if (ImGui::MenuItem(px == 17 ? "Normal" : px == 21 ? "Large (projector)" : "Extra large", nullptr,
                            settings_.font_px == px))
          settings_.font_px = px;
      ImGui::EndMenu();
    }
    ImGui::EndMenu();
  }
  if (ImGui::BeginMenu("Share")) {
    if (ImGui::MenuItem("Copy a link to this position") && copy_to_clipboard) copy_to_clipboard(share_link());
    ImGui::TextDisabled("%s", share_link().c_str());
    ImGui::EndMenu();
  }
  if (ImGui::BeginMenu("Help")) {
    ImGui::MenuItem("Keyboard shortcuts", "F1", &settings_.show_shortcuts);
    ImGui::EndMenu();
  }
  ImGui::EndMainMenuBar();
}

void App::draw_controls(float top, float height) {
  ImGui::SetNextWindowPos(ImVec2(0, top));
  ImGui::SetNextWindowSize(ImVec2(controls_width(settings_), height));
  ImGui::Begin("Controls", nullptr, kPanelFlags | ImGuiWindowFlags_NoTitleBar);
  ImGui::TextDisabled("GAME");
  if (ImGui::RadioButton("The Number Game", view_ == View::Number)) view_ = View::Number;
  track_item("view.number");
  if (ImGui::RadioButton("The ball-taking game", view_ == View::Balls)) view_ = View::Balls;
  track_item("view.balls");
  ImGui::Separator();
  if (view_ == View::Number) number_.draw_controls();
  else balls_.draw_controls();
  ImGui::Separator();
  tree_.draw_controls();
  ImGui::Separator();
  teach_.draw_controls();
  ImGui::Separator();
  ImGui::TextDisabled("SETTINGS");
  ImGui::Checkbox("Hints", &settings_.hints);
  track_item("settings.hints");
  ImGui::SetNextItemWidth(-1);
  ImGui::SliderFloat("##speed", &settings_.anim_speed, 0.0f, 4.0f,
                     settings_.anim_speed == 0 ? "animation off" : "animation x%.1f");
  track_item("settings.speed");
  ImGui::End();
}

void App::draw_canvas(float left, float top, float width, float height) {
  ImGui::SetNextWindowPos(ImVec2(left, top));
  ImGui::SetNextWindowSize(ImVec2(width, height));
  ImGui::Begin("Canvas", nullptr, kPanelFlags | ImGuiWindowFlags_NoTitleBar);
  if (!notice_.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, theme::outcome_color_vec(Outcome::Draw));
    ImGui::TextWrapped("%s", notice_.c_str());
    ImGui::PopStyleColor();
    ImGui::SameLine();
    if (ImGui::SmallButton("Dismiss")) notice_.clear();
    track_item("notice.dismiss");
  }
  // The lesson on top, the game tree below, with a draggable splitter between.
  const float avail = ImGui::GetContentRegionAvail().y;
  const float lesson_h = std::clamp(split_ * avail, 120.0f, avail - 160.0f);
  ImGui::BeginChild("lesson", ImVec2(0, lesson_h), false);
  if (view_ == View::Number) number_.draw_board();
  else balls_.draw_main();
  ImGui::EndChild();
  ImGui::InvisibleButton("splitter", ImVec2(-1, 8));
  track_item("canvas.splitter");
  if (ImGui::IsItemHovered() || ImGui::IsItemActive()) ImGui::SetMouseCursor(ImGuiMouseCursor_ResizeNS);
  if (ImGui::IsItemActive() && avail > 0) split_ = std::clamp(split_ + ImGui::GetIO().MouseDelta.y / avail, 0.15f, 0.85f);
  ImGui::GetWindowDrawList()->AddLine(ImVec2(ImGui::GetItemRectMin().x, ImGui::GetItemRectMin().y + 4),
                                      ImVec2(ImGui::GetItemRectMax().x, ImGui::GetItemRectMin().y + 4),
                                      IM_COL32(0x50, 0x54, 0x58, 0xFF), 2);
  tree_.draw(ImGui::GetContentRegionAvail().x, ImGui::GetContentRegionAvail().y);
  ImGui::End();
}

void App::draw_status_bar() {
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(ImVec2(vp->WorkPos.x, vp->WorkPos.y + vp->WorkSize.y - kStatusHeight));
  ImGui::SetNextWindowSize(ImVec2(vp->WorkSize.x, kStatusHeight));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(8, 4));
  ImGui::Begin("Status", nullptr, kPanelFlags | ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoScrollbar);
  ImGui::Text("%s  |  frame %.2f ms  |  F1: shortcuts", view_ == View::Number ? "Number Game" : "Ball game",
              frame_ms_);
  ImGui::End();
  ImGui::PopStyleVar();
}

void App::draw_shortcuts_window() {
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(ImVec2(vp->WorkPos.x + vp->WorkSize.x * 0.5f, vp->WorkPos.y + vp->WorkSize.y * 0.5f),
                          ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
  if (ImGui::Begin("Keyboard shortcuts", &settings_.show_shortcuts,
                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_AlwaysAutoResize)) {
    if (ImGui::BeginTable("keys", 2, ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingFixedFit)) {
      static const char* rows[][2] = {
          {"F1", "show / hide this table"},
          {"Left / Right", "step back / forward through the moves"},
          {"Home / End", "first / last position"},
          {"Space", "autoplay perfect play / pause"},
          {"Drag / wheel", "pan / zoom the tree at the cursor (pinch on touch screens)"},
          {"+ / -", "zoom the tree in / out (pointer over the tree)"},
          {"F", "fit the whole tree into view"},
          {"C", "centre the tree on the current position"},
          {"Click / double-click", "select a node / expand or collapse it"},
      };
      for (auto& r : rows) {
        ImGui::TableNextRow();
        ImGui::TableNextColumn(); ImGui::TextUnformatted(r[0]);
        ImGui::TableNextColumn(); ImGui::TextUnformatted(r[1]);
      }
      ImGui::EndTable();
    }
  }
  ImGui::End();
}

}  // namespace gtl::app
