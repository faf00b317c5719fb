#include "app/lessons/number/lesson.hpp"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <functional>
#include <memory>
#include <optional>
#include <utility>

#include "app/settings.hpp"
#include "app/item_registry.hpp"
#include "app/theme.hpp"
#include "app/ui_export.hpp"
#include "core/graph_builder.hpp"
#include "model/game_words.hpp"
#include "app/ui_flow.hpp"
#include "core/judge_io.hpp"
#include "imgui.h"
#include "imgui_stdlib.h"
#include "model/i18n.hpp"

namespace gtl::app {

using i18n::tr;
using i18n::tr_fmt;
using i18n::tr_id;

namespace ng = number_game;

namespace {
constexpr int kColumns = 10;            // a hundred-square layout: multiples line up
constexpr double kAutoplayPause = 0.6;  // seconds between autoplayed moves at speed 1
// A board is solved before it is shown, so its tree needs only the positions a
// class can look at: the graph stops here and its frontier takes its values
// from the lesson's solver. (2..24 has 14,930 positions; 2..32's full graph has
// 5.6 M edges, ~300 MB and seconds to build.)
constexpr std::size_t kNumberTreePositions = 20'000;

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

// The tree's graph of a board, built in slices; its frontier takes values from a solve.
std::unique_ptr<SlicedGraph> tree_graph(int max, ng::Allowed start, NumberBoardJob::Frontier frontier) {
  return sliced_graph(model::WordedNumberGame{{max}}, start, GraphOptions{kNumberTreePositions, true},
                      std::move(frontier));
}

// The tree's key for a board: the words follow the language, so a language
// change rebuilds it.
std::string tree_key(int max, ng::Allowed start) {
  return "number:" + std::to_string(max) + ":" + std::to_string(start) + ":" + i18n::code(i18n::lang());
}
}  // namespace

NumberLessonView::NumberLessonView(const LessonContext& context)
    : settings_(context.settings), values_(context.values), busy_(&context.busy) {}

bool NumberLessonView::play(std::int64_t move, std::string& error) {
  // The model words the refusal of any number off the board; the clamp only
  // keeps a huge link value from wrapping into one that is on it.
  return pick(static_cast<int>(std::clamp<std::int64_t>(move, -1, kNumberLessonMaxN + 1)), error);
}

Lesson::TreeSource NumberLessonView::tree_source() const {
  const int max = model_.max();
  const ng::Allowed start = model_.start();
  std::string key = tree_key(max, start);
  return {key, [this, key, max, start] {
            // The board's job built it in slices already (when_solved); a
            // board shown another way (the app's first, a language change)
            // builds it here at once.
            std::optional<PreparedTree> prepared = std::exchange(prepared_tree_, std::nullopt);
            if (prepared && prepared->key == key) return std::move(prepared->graph);
            std::unique_ptr<SlicedGraph> g =
                tree_graph(max, start, [&m = model_](ng::Allowed p) { return m.known_value(p); });
            g->step(~std::size_t{0});
            return g->take();
          }};
}

LessonHooks NumberLessonView::hooks() {
  LessonHooks h;
  NumberLesson& m = model_;
  h.game_over = [&m] { return m.allowed() == 0; };
  h.best_move = [&m]() -> std::optional<std::int64_t> {
    if (auto x = m.best_move()) return *x;
    return std::nullopt;
  };
  h.play = [this](std::int64_t x) {
    std::string err;
    return play(x, err);
  };
  h.side_name = [](int side) { return std::string(player_name(side == 0 ? Player::First : Player::Second)); };
  h.animating = [&m] { return m.animating(); };
  h.load_small = [&m] {  // {2,...,6}: 40 induction steps, worked out at the board
    std::string err;
    m.new_game(6, err);
  };
  h.verdict = [&m] {
    const std::string p = player_name(m.to_move());
    if (m.allowed() == 0) return tr_fmt("verdict.no_number_left", p);
    if (m.outcome() == Outcome::Win) return tr_fmt("verdict.number_winning", p, m.winning_moves().front());
    return tr_fmt("verdict.number_losing", p);
  };
  return h;
}

std::optional<NumberLessonView::LinkStart> NumberLessonView::link_start(const LinkArgs& args,
                                                                        std::string& error) const {
  if (auto bad = args.unknown_key({"max", "allowed"})) {
    error = *bad;
    return std::nullopt;
  }
  LinkStart s{20, std::nullopt};
  if (args.has("max")) {
    const auto max = args.whole("max", ng::kMinNumber, kNumberLessonMaxN);
    if (!max) {
      error = tr_fmt("link.err.max", kNumberLessonMaxN, args.quoted("max"));
      return std::nullopt;
    }
    s.max = static_cast<int>(*max);
  }
  if (args.has("allowed")) {
    const auto ys = args.list("allowed", ng::kMinNumber, kNumberLessonMaxN, static_cast<std::size_t>(kNumberLessonMaxN));
    if (!ys) {
      error = tr_fmt("link.err.allowed", kNumberLessonMaxN, args.quoted("allowed"));
      return std::nullopt;
    }
    s.allowed.emplace(ys->begin(), ys->end());
    // With max given, every allowed number must be on that board (max=20&allowed=2,25
    // is a mistake, not a request for 2..25); without it the board is as large as
    // the position needs, as the lesson does.
    for (int y : *s.allowed) {
      if (args.has("max") && y > s.max) {
        error = tr_fmt("link.err.off_board", y, s.max);
        return std::nullopt;
      }
      s.max = std::max(s.max, y);
    }
  }
  return s;
}

std::string NumberLessonView::check_link(const LinkArgs& args) const {
  std::string error;
  link_start(args, error);
  return error;
}

void NumberLessonView::when_link_ready(const LinkArgs& args, std::function<void()> ready) {
  std::string error;
  const auto s = link_start(args, error);
  if (!s) return ready();  // open_link then says what is wrong
  const int max = s->allowed ? std::max(s->max, model_.max_for(*s->allowed)) : s->max;
  when_solved(max, s->allowed ? ng::from_numbers(*s->allowed) : ng::full(max), std::move(ready));
}

bool NumberLessonView::open_link(const LinkArgs& args, std::string& error) {
  const auto s = link_start(args, error);
  if (!s) return false;
  timeline_ui_.autoplay = false;
  return model_.new_game(s->max, error) && (!s->allowed || model_.set_position(*s->allowed, error));
}

LinkArgs NumberLessonView::link_args() const {
  LinkArgs a;
  a.add("max", std::to_string(model_.max()));
  if (model_.start() != ng::full(model_.max())) {
    const auto ys = ng::numbers(model_.start());
    const std::vector<std::int64_t> allowed(ys.begin(), ys.end());
    a.add("allowed", allowed);
  }
  return a;
}

std::string NumberLessonView::title() const { return tr_fmt("export.game.number", model_.max()); }

std::vector<LessonDrawing> NumberLessonView::drawings() {
  return {{"board", "export.what.board", [this](const model::SvgPalette& p) {
             model::BoardDrawing d = board_drawing();
             d.title = tr_fmt("export.title.board", title(), position_words(timeline()), player_name(model_.to_move()));
             return model::board_svg(d, p);
           }}};
}

bool NumberLessonView::pick(int x, std::string& error) {
  model_.skip_animation();
  timeline_ui_.autoplay = false;
  if (!model_.pick(x, error)) return false;
  if (settings_.anim() <= 0) model_.skip_animation();
  return true;
}

void NumberLessonView::when_solved(int max, ng::Allowed start, std::function<void()> show) {
  if (!busy_) {
    show();
    return;
  }
  // A start the lesson's solver knows (a position of the board shown) skips
  // the solve; its tree is still built in slices (a 2..40 position's is as
  // large as the board's). Starting the job replaces any running one: the
  // latest board asked for is the one shown.
  NumberBoardJob::Frontier known = model_.known_frontier(max, start);
  busy_->start(std::make_unique<NumberBoardJob>(
      max, start, std::move(known),
      [max, start](NumberBoardJob::Frontier f) { return tree_graph(max, start, std::move(f)); },
      [this, key = tree_key(max, start), show = std::move(show)](std::unique_ptr<NumberSolveJob::NumberSolver> solver,
                                                                  PositionGraph graph) {
        if (solver) model_.adopt_solver(std::move(solver));
        prepared_tree_ = PreparedTree{key, std::move(graph)};
        show();
      }));
}

// Both validated by the caller (the range of max and of every number), so the
// model accepts them; they change the board once it is solved.
void NumberLessonView::new_game(int max) {
  when_solved(max, ng::full(max), [this, max] {
    std::string err;
    model_.new_game(max, err);
    new_max_ = max;
    timeline_ui_.autoplay = false;
  });
}

void NumberLessonView::set_position(const std::vector<int>& allowed) {
  when_solved(model_.max_for(allowed), ng::from_numbers(allowed), [this, allowed] {
    std::string err;
    model_.set_position(allowed, err);
    timeline_ui_.autoplay = false;
  });
}

void NumberLessonView::update(double seconds) {
  model_.advance(seconds, settings_.anim());
  if (!timeline_ui_.autoplay_due(seconds, settings_.anim_speed, model_.animating(), kAutoplayPause)) return;
  if (auto m = model_.best_move()) {
    std::string err;
    model_.pick(*m, err);
    if (settings_.anim() <= 0) model_.skip_animation();
  } else {
    timeline_ui_.autoplay = false;  // game over
  }
}

void NumberLessonView::register_automation(Automation& a) {
  a.on("number.new", "{type:'number.new', max} — new game on 2..max", [this](const json::Value& v) {
    std::string err;
    auto max = int_arg(v, "max", ng::kMinNumber, kNumberLessonMaxN, err);
    if (!max) return ActionResult::failure(err);
    new_game(static_cast<int>(*max));
    return ActionResult::success();
  }, {"max"});
  a.on("number.set", "{type:'number.set', allowed:[...]} — a judge position (the allowed numbers)",
       [this](const json::Value& v) {
         std::string err;
         auto list = int_list_arg(v, "allowed", ng::kMinNumber, kNumberLessonMaxN, 64, err);
         if (!list) return ActionResult::failure(err);
         set_position(std::vector<int>(list->begin(), list->end()));
         return ActionResult::success();
       }, {"allowed"});
  a.on("number.pick", "{type:'number.pick', value} — name an allowed number", [this](const json::Value& v) {
    std::string err;
    auto x = int_arg(v, "value", -1000000, 1000000, err);
    if (!x || !pick(static_cast<int>(*x), err)) return ActionResult::failure(err);
    return ActionResult::success();
  }, {"value"});
  a.on("number.judge", "{type:'number.judge', input} — run the judge panel on POJ 1143 input",
       [this](const json::Value& v) {
         std::string err;
         auto text = string_arg(v, "input", err);
         if (!text) return ActionResult::failure(err);
         judge_input_ = *text;
         recompute_judge();
         return ActionResult::success();
       }, {"input"});
  a.on("number.judgeLoad", "{type:'number.judgeLoad', index} — load judge case `index` (1-based) on the board",
       [this](const json::Value& v) {
         std::string err;
         auto i = int_arg(v, "index", 1, 100000, err);
         if (!i) return ActionResult::failure(err);
         recompute_judge();
         if (static_cast<std::size_t>(*i) > judge_cases_.size())
           return ActionResult::failure("the judge input has " + std::to_string(judge_cases_.size()) + " cases");
         set_position(judge_cases_[static_cast<std::size_t>(*i - 1)]);
         return ActionResult::success();
       }, {"index"});
  a.on("anim.pause", "{type:'anim.pause', paused} — pause or resume the naming animation",
       [this](const json::Value& v) {
         std::string err;
         auto paused = bool_arg(v, "paused", err);
         if (!paused) return ActionResult::failure(err);
         model_.set_paused(*paused);
         return ActionResult::success();
       }, {"paused"});
  a.on("anim.skip", "{type:'anim.skip'} — show the end of the naming animation at once", [this](const json::Value&) {
    model_.skip_animation();
    return ActionResult::success();
  }, {});
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
    w.key("player").value(player_name(n.by, i18n::Lang::En)).end_object();
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
  w.key("toMovePlayer").value(player_name(model_.to_move(), i18n::Lang::En));
  w.key("outcome").value(word(model_.outcome()));
  w.key("remoteness").value(model_.remoteness());
  w.key("winningMoves").begin_array();
  for (int x : model_.winning_moves()) w.value(x);
  w.end_array();
  w.key("gameOver").value(model_.allowed() == 0);
  w.key("caption").value(model_.caption());
  w.key("judge").begin_object().key("output").value(judge_output_).key("error").value(judge_error_);
  w.key("warnings").value(judge_warnings_).end_object();
  write_animation(w);
  write_header(w);
  write_board(w);
  w.end_object();
}

void NumberLessonView::write_animation(json::Writer& w) {
  w.key("animation").begin_object();
  w.key("playing").value(model_.animating());
  w.key("phase").value(anim_phase_name(model_.anim_phase()));
  w.key("paused").value(model_.paused());
  w.key("autoplay").value(timeline_ui_.autoplay);
  // The step shown now and the tiles it is built from (lit on the board).
  w.key("current");
  if (const ng::ForbiddenNumber* cur = model_.anim_current()) {
    w.begin_object().key("value").value(cur->number).key("kind").value(kind_name(cur->kind));
    w.key("why").value(cur->why).key("sources").begin_array();
    for (int t : ng::source_tiles(*cur)) w.value(t);
    w.end_array().end_object();
  } else {
    w.null();
  }
  w.end_object();
}

void NumberLessonView::write_header(json::Writer& w) {
  // What the header shows: the position before the last move until its animation ends.
  const ng::Allowed hp = model_.header_position();
  w.key("header").begin_object();
  w.key("player").value(player_name(model_.header_to_move(), i18n::Lang::En));
  if (settings_.outcomes_hidden()) {
    w.key("outcome").value("hidden").key("remoteness").null().key("winningMoves").null();
  } else {
    const Solution v = model_.value_of(hp);
    w.key("outcome").value(word(v.outcome)).key("remoteness").value(v.remoteness);
    w.key("winningMoves").begin_array();
    if (settings_.show_hints())
      for (int x : model_.winning_moves_of(hp)) w.value(x);
    w.end_array();
  }
  w.end_object();
}

void NumberLessonView::write_board(json::Writer& w) {
  // The board as last drawn: tile pitch, the number's font size, the widest
  // text in any tile and how many texts left their tile or touched another
  // (0 when nothing is cut off or covered), the hovered tile and its preview.
  w.key("board").begin_object();
  w.key("tileW").value(static_cast<double>(tile_.w - tile_.gap)).key("tileH").value(static_cast<double>(tile_.h - tile_.gap));
  w.key("numberPx").value(static_cast<double>(tile_.number_px));
  w.key("widestText").value(static_cast<double>(widest_text_)).key("textOverflows").value(text_overflows_);
  w.key("hovered");
  if (hovered_) w.value(*hovered_);
  else w.null();
  w.key("hoverText").value(hover_text_);
  w.key("preview").begin_array();
  for (const auto& f : preview_)
    if (f.kind != ng::ForbiddenNumber::Kind::Named)
      w.begin_object().key("value").value(f.number).key("strikes").value(f.kind == ng::ForbiddenNumber::Kind::Multiple ? 1 : 2).end_object();
  w.end_array();
  w.end_object();
}

// ------------------------------------------------------------------ drawing

namespace {
// The tile colours are one table per theme shared with the SVG export
// (theme::kCanvas follows the theme), read when drawn.
ImU32 tile_fill() { return theme::u32(theme::kCanvas.tile); }
ImU32 tile_text() { return theme::u32(theme::kCanvas.tile_text); }
ImU32 forbidden_fill() { return theme::u32(theme::kCanvas.forbidden); }
ImU32 forbidden_text() { return theme::u32(theme::kCanvas.forbidden_text); }  // 6.6:1 on the forbidden fill
ImU32 reason_text() { return theme::u32(theme::kCanvas.reason_text); }
ImU32 strike_ink() { return theme::u32(theme::kCanvas.strike, 0xD0 / 255.0f); }
ImU32 source_ink() { return theme::u32(theme::kCanvas.source); }

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

struct NumberLessonView::TileLook {
  bool allowed = false;  // can be named now (or its striking is not shown yet)
  const NamedNumber* named = nullptr;
  const ForbiddenNumber* forbidden = nullptr;
  bool struck_now = false;  // the animation's current step
  bool lit = false;         // a tile the number being struck is built from
  int preview_strikes = 0;  // hover preview: what naming the hovered tile would do here
};

NumberLessonView::TileLook NumberLessonView::look_of(int y) const {
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

void NumberLessonView::draw_status_line() {
  // While a naming is animated the header still describes the position before
  // it: the board has not shown what the move forbids yet.
  const Player p = model_.header_to_move();
  const ng::Allowed pos = model_.header_position();
  ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(p == Player::First ? theme::kFirst : theme::kSecond), "%s",
                     player_name(p));
  ImGui::SameLine();
  if (pos == 0) {
    ImGui::TextColored(theme::outcome_color_vec(Outcome::Lose), "%s", tr("number.cannot_move"));
    return;
  }
  ImGui::TextUnformatted(tr("number.to_move"));
  // Each part on the same line when it fits, else on its own (never cut off).
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  if (settings_.outcomes_hidden()) {
    const char* h = settings_.hidden_outcome_text();
    same_line_if_fits(h, gap);
    ImGui::TextDisabled("%s", h);
    return;
  }
  const Solution v = model_.value_of(pos);
  const std::string o = tr_fmt(v.outcome == Outcome::Win ? "number.winning_in" : "number.losing_in", model::plies(v.remoteness));
  same_line_if_fits(o.c_str(), gap);
  ImGui::TextColored(theme::outcome_color_vec(v.outcome), "%s", o.c_str());
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

void NumberLessonView::draw_tile(int y, ImVec2 a, bool hovered) {
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
  if (t.preview_strikes > 0) draw_strikes(dl, a, b, t.preview_strikes, with_alpha(strike_ink(), 0.45f), thick);

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

model::BoardDrawing NumberLessonView::board_drawing() {
  model::BoardDrawing d;
  d.columns = kColumns;
  d.initial_first = initial_of(Player::First);
  d.initial_second = initial_of(Player::Second);
  d.legend_multiple = legend_texts(1).front();
  d.legend_sum = legend_texts(2).front();
  d.caption = model_.caption();
  for (int y = ng::kMinNumber; y <= model_.max(); ++y) {
    const TileLook t = look_of(y);
    model::BoardTile& b = d.tiles.emplace_back();
    b.value = y;
    if (t.named) {
      b.state = model::BoardTile::State::Named;
      b.by_first = t.named->by == Player::First;
    } else if (t.forbidden) {
      b.state = model::BoardTile::State::Forbidden;
      b.strikes = strikes_of(*t.forbidden);
      b.reasons = reasons_of(*t.forbidden);
    }
    b.wins = settings_.show_hints() && t.allowed && !t.named && !model_.animating() && model_.move_wins(y);
  }
  return d;
}

std::string NumberLessonView::hover_text(int y) {
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

void NumberLessonView::draw_legend(ImVec2 a, ImVec2 b) {
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

void NumberLessonView::draw_board() {
  model_.set_step_animation(settings_.anim() > 0);
  const float top = ImGui::GetCursorPosY();
  draw_status_line();
  const int max = model_.max();
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  // Ten columns, one row or five (model::board_columns), never narrower than a
  // finger's width on touch screens (or two text heights).
  // On touch screens 50: a 44 px target inside the tile's gap (WCAG 2.5.5).
  const float least = settings_.touch_targets ? 50.0f : 2 * ImGui::GetFontSize();
  const ImGuiStyle& st = ImGui::GetStyle();
  // Below the board: the caption (unless it sits in the last row's empty
  // cells; two lines, a fixed estimate, so the tiles do not resize as the
  // caption changes) and the timeline's rows, as tall as the last frame drew
  // them (one row at 1280 px, three on a phone).
  const float caption_h = 2 * ImGui::GetTextLineHeightWithSpacing();
  const float strip_h = strip_h_ > 0 ? strip_h_ : ImGui::GetFrameHeightWithSpacing() + 14 + 2 * st.ItemSpacing.y;
  float below = strip_h + (model_.start_reachable() ? 0 : ImGui::GetTextLineHeightWithSpacing());
  const int columns = model::board_columns(avail.x, avail.y - below - caption_h, max, least, ImGui::GetFontSize());
  const int rows = max / columns + 1;
  const int free_cols = columns - 1 - max % columns;  // empty cells after the last tile
  const bool caption_in_row = free_cols >= 4;
  if (!caption_in_row) below += caption_h;
  tile_ = model::board_tile_size({avail.x, avail.y - below, columns, rows, ImGui::GetFontSize()});
  // On a touch screen a tile is a finger's target: 44 px inside its gap at least.
  if (settings_.touch_targets) tile_.h = std::max(tile_.h, std::ceil(least));
  const ImVec2 origin = ImGui::GetCursorScreenPos();
  auto tile_pos = [&](int y) {
    return ImVec2(origin.x + static_cast<float>(y % columns) * tile_.w, origin.y + static_cast<float>(y / columns) * tile_.h);
  };
  // Pass 1: the buttons, so the hovered tile is known before any tile is drawn
  // (its preview strikes land on tiles drawn before it).
  std::optional<int> clicked, hovered;
  for (int y = ng::kMinNumber; y <= max; ++y) {
    ImGui::SetCursorScreenPos(tile_pos(y));
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
  // Pass 2: the tiles.
  widest_text_ = 0;
  text_overflows_ = 0;
  for (int y = ng::kMinNumber; y <= max; ++y) draw_tile(y, tile_pos(y), hovered == y);
  draw_legend(origin, ImVec2(origin.x + 2 * tile_.w - tile_.gap, origin.y + tile_.h - tile_.gap));

  // Caption: narrates the animation; otherwise what the hovered tile means (no
  // tooltip ever covers the board), else the position in words. It goes in the
  // last row's empty cells when they are wide enough and it fits there.
  hover_text_ = (hovered && !model_.animating()) ? hover_text(*hovered) : std::string();
  const std::string caption = hover_text_.empty() ? model_.caption() : hover_text_;
  const ImVec2 board_end(origin.x, origin.y + static_cast<float>(rows) * tile_.h);
  const ImVec2 cell(tile_pos(max).x + tile_.w + tile_.gap, tile_pos(max).y);
  const float cell_w = static_cast<float>(free_cols) * tile_.w - 2 * tile_.gap;
  const bool fits_in_row =
      caption_in_row && ImGui::CalcTextSize(caption.c_str(), nullptr, false, cell_w).y <= tile_.h - tile_.gap;
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
  // What the board needs at its lowest: what was drawn, with the tiles at their
  // least height in the layout a low region gets (preferred_height).
  const int low_columns = model::board_columns(avail.x, 0, max, least, ImGui::GetFontSize());
  const int low_rows = max / low_columns + 1;
  float low_tile_h = model::board_tile_size({avail.x, 0, low_columns, low_rows, ImGui::GetFontSize()}).h;
  if (settings_.touch_targets) low_tile_h = std::max(low_tile_h, std::ceil(least));
  const bool low_caption_in_row = low_columns - 1 - max % low_columns >= 4;
  // (The cursor stands an item spacing below the timeline's row: the splitter's gap is below it anyway.)
  needed_h_ = ImGui::GetCursorPosY() - st.ItemSpacing.y - top - static_cast<float>(rows) * tile_.h + static_cast<float>(low_rows) * low_tile_h +
              (caption_in_row && !low_caption_in_row ? caption_h : 0.0f);
}

void NumberLessonView::draw_controls() {
  ImGui::TextDisabled("%s", tr("number.title"));
  // The field follows the board whenever it changes elsewhere (a link, a
  // lecture slide, induction's small board), so it never names another board.
  if (model_.max() != field_board_max_) new_max_ = field_board_max_ = model_.max();
  ImGui::SetNextItemWidth(theme::int_field_width(3, 120));
  ImGui::InputInt("##max", &new_max_);
  new_max_ = std::clamp(new_max_, ng::kMinNumber, kNumberLessonMaxN);
  track_item("number.max");
  same_line_for_button(tr_id("number.new_game"));
  if (ImGui::Button(tr_id("number.new_game"))) new_game(new_max_);
  track_item("number.new");
  ImGui::Checkbox(tr_id("number.edit_allowed"), &editing_);
  track_item("number.edit");
  if (editing_) ImGui::TextWrapped("%s", tr("number.edit_hint"));
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
  // Folded at first: the judge panel is for programmers, not the class.
  const bool open = ImGui::CollapsingHeader(tr_id("number.judge_panel"));
  track_item("number.judge.panel");
  if (!open) {
    recompute_judge();  // keeps state().number.judge current while folded
    return;
  }
  ImGui::TextWrapped("%s", tr("number.judge_help"));
  ImGui::InputTextMultiline("##numjudge", &judge_input_, ImVec2(-1, 80));
  track_item("number.judge.input");
  recompute_judge();
  if (!judge_warnings_.empty()) ImGui::TextColored(theme::outcome_color_vec(Outcome::Draw), "%s", judge_warnings_.c_str());
  if (settings_.outcomes_hidden()) {
    ImGui::TextDisabled("%s", tr("judge.hidden"));
    return;
  }
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
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tr("judge.load_tip"));
    ImGui::PopID();
  }
  if (!judge_error_.empty()) ImGui::TextColored(theme::outcome_color_vec(Outcome::Lose), "%s", judge_error_.c_str());
}

}  // namespace gtl::app
