// The payoff lesson's editor: a node selected by a click (or by the twin's
// keys), the side panel's controls for it, the automation's payoff.edit.*
// actions and Ctrl+Z / Ctrl+Shift+Z. The rules are the core's
// (payoff_edit.hpp); here an edit is applied to a copy, kept with an undo
// snapshot, and the solvers run again as for an opened game.
//
// Why a control's edit waits for the end of the panel (later_): an edit
// replaces the game whose nodes the panel is still drawing from.
#include <algorithm>
#include <cmath>

#include "app/kit/imgui_item_hooks.hpp"
#include "app/kit/item_registry.hpp"
#include "app/kit/theme.hpp"
#include "app/kit/ui_flow.hpp"
#include "app/lessons/payoff/lesson.hpp"
#include "imgui.h"
#include "imgui_stdlib.h"

namespace gtl::app {

using i18n::tr;
using i18n::tr_fmt;
using i18n::tr_id;
using namespace payoff_view;

// ------------------------------------------------------------------ edits

bool PayoffLesson::select_node(int v) {
  if (v < -1 || v >= static_cast<int>(game_.nodes.size())) return false;
  if (v != selected_) fields_.clear();
  selected_ = v;
  if (v >= 0) say_heard(tr_fmt("payoff.e.node", v) + ": " + node_words(v));
  return true;
}

std::string PayoffLesson::edit_error_text(payoff::EditError e) const {
  switch (e) {
    case payoff::EditError::TooManyMoves: return tr_fmt("payoff.e.many_moves", payoff::kEditMaxMoves);
    case payoff::EditError::TooManyPlayers: return tr_fmt("payoff.e.many_players", payoff::kEditMaxPlayers);
    case payoff::EditError::TooManyNodes: return tr_fmt("payoff.e.many_nodes", payoff::kEditMaxNodes);
    default: return tr(("payoff.e." + std::string(payoff::edit_error_name(e))).c_str());
  }
}

bool PayoffLesson::edit(const Change& change, std::string& error) {
  Game g = game_;
  const payoff::EditResult r = change(g);
  if (!r.ok()) {
    error = edit_error_text(r.error);
    message_ = error;
    say(error);
    return false;
  }
  history_.record(game_);
  if (r.node >= 0) selected_ = r.node;
  message_.clear();
  set_game(std::move(g), "edit", true);
  // What changed, in words: the edited node as the twin reads it (or why nothing is solved).
  if (blocked_) say_heard(caption());
  else if (selected_ >= 0) say_heard(tr_fmt("payoff.e.node", selected_) + ": " + node_words(selected_));
  return true;
}

bool PayoffLesson::step_history(bool (payoff::EditHistory::*step)(payoff::Game&), const char* said_key) {
  Game g = game_;
  if (!(history_.*step)(g)) return false;
  set_game(std::move(g), "edit", true);
  message_.clear();
  say_heard(tr(said_key));
  return true;
}

bool PayoffLesson::undo() { return step_history(&payoff::EditHistory::undo, "payoff.e.undone"); }
bool PayoffLesson::redo() { return step_history(&payoff::EditHistory::redo, "payoff.e.redone"); }

void PayoffLesson::start_new_game() {
  history_.record(game_);
  message_.clear();
  set_game(payoff::new_game(), "edit");
  selected_ = 0;
  say_heard(tr("payoff.e.started"));
}

// The node under a click or tap: the nearest within a finger's reach.
void PayoffLesson::select_at(ImVec2 mouse, const std::function<ImVec2(std::size_t)>& at, float r) {
  const float reach = std::max(1.4f * r, 16.0f);
  int best = -1;
  float best_d = reach * reach;
  for (std::size_t v = 0; v < game_.nodes.size(); ++v) {
    const ImVec2 p = at(v);
    const float d = (p.x - mouse.x) * (p.x - mouse.x) + (p.y - mouse.y) * (p.y - mouse.y);
    if (d <= best_d) {
      best_d = d;
      best = static_cast<int>(v);
    }
  }
  select_node(best);
}

// ------------------------------------------------------------------ automation

void PayoffLesson::register_edit_actions(Automation& a) {
  const Param::Bound last_node = [this] { return static_cast<std::int64_t>(game_.nodes.size()) - 1; };
  const Param::Bound players = [this] { return static_cast<std::int64_t>(game_.player_count()); };
  auto run = [this](const Change& change) {
    std::string err;
    return edit(change, err) ? ActionResult::success() : ActionResult::failure(err);
  };
  auto node = [](const Args& args) { return static_cast<int>(args.integer("node")); };
  a.on("payoff.edit.select", "{type:'payoff.edit.select', node} — select a node to edit (-1: none)",
       {Param::integer("node", -1, last_node)}, [this, node](const Args& args) {
         select_node(node(args));
         return ActionResult::success();
       });
  a.on("payoff.edit.new", "{type:'payoff.edit.new'} — a new game: player 1 with two moves, leaves (0, 0)", {},
       [this](const Args&) {
         start_new_game();
         return ActionResult::success();
       });
  a.on("payoff.edit.undo", "{type:'payoff.edit.undo'} — undo the last edit", {}, [this](const Args&) {
    return undo() ? ActionResult::success() : ActionResult::failure(tr("payoff.e.undo_none"));
  });
  a.on("payoff.edit.redo", "{type:'payoff.edit.redo'} — redo the last undone edit", {}, [this](const Args&) {
    return redo() ? ActionResult::success() : ActionResult::failure(tr("payoff.e.redo_none"));
  });
  a.on("payoff.edit.add", "{type:'payoff.edit.add', node} — add a move (a leaf becomes a node with two)",
       {Param::integer("node", 0, last_node)}, [run, node](const Args& args) {
         return run([v = node(args)](Game& g) { return payoff::add_move(g, v); });
       });
  a.on("payoff.edit.remove", "{type:'payoff.edit.remove', node, action} — remove a move and the subtree under it",
       {Param::integer("node", 0, last_node), Param::integer("action", 0, payoff::kEditMaxMoves)}, [run, node](const Args& args) {
         return run([v = node(args), k = static_cast<int>(args.integer("action"))](Game& g) { return payoff::remove_move(g, v, k); });
       });
  a.on("payoff.edit.player", "{type:'payoff.edit.player', node, player} — the node's player (0: chance)",
       {Param::integer("node", 0, last_node), Param::integer("player", 0, players)}, [run, node](const Args& args) {
         return run([v = node(args), p = static_cast<int>(args.integer("player"))](Game& g) { return payoff::set_player(g, v, p); });
       });
  a.on("payoff.edit.add_player", "{type:'payoff.edit.add_player'} — one more player, paid 0 everywhere", {},
       [run](const Args&) { return run([](Game& g) { return payoff::add_player(g); }); });
  register_edit_text_actions(a);
}

void PayoffLesson::register_edit_text_actions(Automation& a) {
  const Param::Bound last_node = [this] { return static_cast<std::int64_t>(game_.nodes.size()) - 1; };
  const Param::Bound players = [this] { return static_cast<std::int64_t>(game_.player_count()); };
  auto run = [this](const Change& change) {
    std::string err;
    return edit(change, err) ? ActionResult::success() : ActionResult::failure(err);
  };
  auto node = [](const Args& args) { return static_cast<int>(args.integer("node")); };
  auto action = [](const Args& args) { return static_cast<int>(args.integer("action")); };
  const Param moves = Param::integer("action", 0, payoff::kEditMaxMoves);
  a.on("payoff.edit.rename_player", "{type:'payoff.edit.rename_player', player, text} — a player's name",
       {Param::integer("player", 1, players), Param::text("text")}, [run](const Args& args) {
         return run([p = static_cast<int>(args.integer("player")), t = args.text("text")](Game& g) { return payoff::rename_player(g, p, t); });
       });
  a.on("payoff.edit.rename_action", "{type:'payoff.edit.rename_action', node, action, text} — a move's name (at every node of its set)",
       {Param::integer("node", 0, last_node), moves, Param::text("text")}, [run, node, action](const Args& args) {
         return run([v = node(args), k = action(args), t = args.text("text")](Game& g) { return payoff::rename_action(g, v, k, t); });
       });
  a.on("payoff.edit.rename_outcome", "{type:'payoff.edit.rename_outcome', node, text} — a leaf's outcome name",
       {Param::integer("node", 0, last_node), Param::text("text")}, [run, node](const Args& args) {
         return run([v = node(args), t = args.text("text")](Game& g) { return payoff::rename_outcome(g, v, t); });
       });
  a.on("payoff.edit.payoff", "{type:'payoff.edit.payoff', node, player, text} — a leaf's payoff: 3, -1/2, 0.25",
       {Param::integer("node", 0, last_node), Param::integer("player", 1, players), Param::text("text")}, [run, node](const Args& args) {
         return run([v = node(args), p = static_cast<int>(args.integer("player")), t = args.text("text")](Game& g) {
           return payoff::set_payoff(g, v, p, t);
         });
       });
  a.on("payoff.edit.probability", "{type:'payoff.edit.probability', node, action, text} — a chance move's probability: 1/3, 0.5",
       {Param::integer("node", 0, last_node), moves, Param::text("text")}, [run, node, action](const Args& args) {
         return run([v = node(args), k = action(args), t = args.text("text")](Game& g) { return payoff::set_probability(g, v, k, t); });
       });
  a.on("payoff.edit.join", "{type:'payoff.edit.join', node, into} — the node joins the information set of `into`",
       {Param::integer("node", 0, last_node), Param::integer("into", 0, last_node)}, [run, node](const Args& args) {
         return run([v = node(args), w = static_cast<int>(args.integer("into"))](Game& g) { return payoff::join_set(g, v, w); });
       });
  a.on("payoff.edit.split", "{type:'payoff.edit.split', node} — the node leaves its information set",
       {Param::integer("node", 0, last_node)},
       [run, node](const Args& args) { return run([v = node(args)](Game& g) { return payoff::split_set(g, v); }); });
}

// ------------------------------------------------------------------ the panel

bool PayoffLesson::edit_field(const std::string& id, const std::string& current, float width, std::string& typed) {
  auto it = fields_.try_emplace(id, current).first;
  ImGui::SetNextItemWidth(width);
  ImGui::InputText(("##" + id).c_str(), &it->second, ImGuiInputTextFlags_AutoSelectAll);
  track_item(id);
  twin_value_last_item(it->second);
  if (!ImGui::IsItemDeactivatedAfterEdit() || it->second == current) return false;
  typed = it->second;
  return true;
}

void PayoffLesson::draw_edit_controls() {
  later_ = nullptr;
  ImGui::TextDisabled("%s", tr("payoff.e.title"));
  if (theme::button(tr_id("payoff.e.new"))) later_ = [this] { start_new_game(); };
  track_item("payoff.edit.new");
  same_line_for_button(tr_id("payoff.e.undo"));
  ImGui::BeginDisabled(!history_.can_undo());
  if (theme::button(tr_id("payoff.e.undo"))) later_ = [this] { undo(); };
  track_item("payoff.edit.undo");
  ImGui::EndDisabled();
  same_line_for_button(tr_id("payoff.e.redo"));
  ImGui::BeginDisabled(!history_.can_redo());
  if (theme::button(tr_id("payoff.e.redo"))) later_ = [this] { redo(); };
  track_item("payoff.edit.redo");
  ImGui::EndDisabled();
  if (link_too_long()) ImGui::TextDisabled("%s", tr("payoff.e.no_link"));
  if (selected_ < 0 || selected_ >= static_cast<int>(game_.nodes.size())) {
    ImGui::TextDisabled("%s", tr("payoff.e.hint"));
  } else {
    const payoff::Node& n = game_.nodes[static_cast<std::size_t>(selected_)];
    ImGui::TextUnformatted(tr_fmt("payoff.e.node", selected_).c_str());
    if (n.kind == payoff::NodeKind::Terminal) draw_edit_leaf();
    else draw_edit_inner(n);
  }
  if (later_) {
    const std::function<void()> run = std::move(later_);
    later_ = nullptr;
    run();
  }
}

// Queues an edit of the core's rules for the end of the panel.
void PayoffLesson::queue(Change change) {
  later_ = [this, change = std::move(change)] {
    std::string err;
    edit(change, err);
  };
}

void PayoffLesson::draw_edit_leaf() {
  const int v = selected_;
  const Vec pay = leaf_payoffs(static_cast<std::size_t>(v));
  const float font = ImGui::GetFontSize();
  ImGui::TextUnformatted(tr("payoff.e.pays"));
  for (int i = 1; i <= game_.player_count(); ++i) {
    ImGui::AlignTextToFramePadding();
    ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(theme::u32(player_rgb(theme::colors(), i))), "%s",
                       tr_fmt("payoff.player_mark", i).c_str());
    ImGui::SameLine();
    std::string typed;
    if (edit_field("payoff.edit.pay." + std::to_string(i), number_text(pay[static_cast<std::size_t>(i - 1)]), 4.5f * font, typed))
      queue([v, i, typed](Game& g) { return payoff::set_payoff(g, v, i, typed); });
    if (i % 2 == 1 && i < game_.player_count()) ImGui::SameLine();
  }
  const payoff::Node& n = game_.nodes[static_cast<std::size_t>(v)];
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(tr("payoff.e.outcome"));
  ImGui::SameLine();
  std::string typed;
  const std::string label = n.outcome >= 0 ? game_.outcomes[static_cast<std::size_t>(n.outcome)].label : std::string();
  if (edit_field("payoff.edit.outcome", label, 9 * font, typed))
    queue([v, typed](Game& g) { return payoff::rename_outcome(g, v, typed); });
  if (theme::button(tr_id("payoff.e.add"))) queue([v = selected_](Game& g) { return payoff::add_move(g, v); });
  track_item("payoff.edit.add");
}

void PayoffLesson::draw_edit_inner(const payoff::Node& n) {
  const float font = ImGui::GetFontSize();
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(tr("payoff.e.who"));
  for (int p = 1; p <= game_.player_count() + 1; ++p) {
    const int player = p <= game_.player_count() ? p : 0;  // chance last
    const std::string label = player == 0 ? std::string(tr("payoff.chance_mark")) : std::to_string(player);
    same_line_for_button(label.c_str());
    const bool current = n.player == player;
    if (current) ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_ButtonActive));
    if (theme::button((label + "##payoff.edit.player." + std::to_string(player)).c_str()) && !current)
      queue([v = selected_, player](Game& g) { return payoff::set_player(g, v, player); });
    if (current) ImGui::PopStyleColor();
    track_item("payoff.edit.player." + std::to_string(player));
    twin_name_last_item(player_word(player), current ? 1 : 0);
  }
  same_line_for_button(tr_id("payoff.e.add_player"));
  if (theme::button(tr_id("payoff.e.add_player"))) queue([](Game& g) { return payoff::add_player(g); });
  track_item("payoff.edit.add_player");
  if (n.kind == payoff::NodeKind::Personal) {
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(tr("payoff.e.name"));
    ImGui::SameLine();
    std::string typed;
    if (edit_field("payoff.edit.player_name", player_label(game_, n.player, ""), 9 * font, typed))
      queue([p = n.player, typed](Game& g) { return payoff::rename_player(g, p, typed); });
  }
  draw_edit_moves(n);
  if (n.kind == payoff::NodeKind::Personal) draw_edit_sets(n);
}

void PayoffLesson::draw_edit_moves(const payoff::Node& n) {
  const float font = ImGui::GetFontSize();
  const payoff::Infoset& set = game_.infoset_of(n);
  ImGui::TextUnformatted(tr("payoff.e.moves"));
  for (std::size_t a = 0; a < n.children.size(); ++a) {
    const int k = static_cast<int>(a);
    std::string typed;
    if (edit_field("payoff.edit.action." + std::to_string(a), set.actions[a], 6 * font, typed))
      queue([v = selected_, k, typed](Game& g) { return payoff::rename_action(g, v, k, typed); });
    if (n.kind == payoff::NodeKind::Chance) {
      ImGui::SameLine();
      if (edit_field("payoff.edit.prob." + std::to_string(a), set.probs[a].str(), 4 * font, typed))
        queue([v = selected_, k, typed](Game& g) { return payoff::set_probability(g, v, k, typed); });
    }
    same_line_for_button(tr_id("payoff.e.remove"));
    if (theme::button((std::string(tr("payoff.e.remove")) + "##payoff.edit.remove." + std::to_string(a)).c_str()))
      queue([v = selected_, k](Game& g) { return payoff::remove_move(g, v, k); });
    track_item("payoff.edit.remove." + std::to_string(a));
    twin_name_last_item(tr_fmt("payoff.e.remove_named", set.actions[a]));
  }
  if (theme::button(tr_id("payoff.e.add"))) queue([v = selected_](Game& g) { return payoff::add_move(g, v); });
  track_item("payoff.edit.add");
}

// Information sets: a button for each node of the same player in another
// set (joining it there), and Split when the node shares its set.
void PayoffLesson::draw_edit_sets(const payoff::Node& n) {
  constexpr int kMaxShown = 24;
  const auto& members = members_[static_cast<std::size_t>(n.player)][static_cast<std::size_t>(n.infoset)];
  int shown = 0;
  for (std::size_t w = 0; w < game_.nodes.size() && shown < kMaxShown; ++w) {
    const payoff::Node& m = game_.nodes[w];
    if (m.kind != payoff::NodeKind::Personal || m.player != n.player || m.infoset == n.infoset) continue;
    if (shown++ == 0) {
      ImGui::AlignTextToFramePadding();
      ImGui::TextUnformatted(tr("payoff.e.join"));
    }
    const std::string label = std::to_string(w);
    same_line_for_button(label.c_str());
    if (theme::button((label + "##payoff.edit.join." + label).c_str()))
      queue([v = selected_, w = static_cast<int>(w)](Game& g) { return payoff::join_set(g, v, w); });
    track_item("payoff.edit.join." + label);
    twin_name_last_item(tr_fmt("payoff.e.join_node", w));
  }
  if (members.size() < 2) return;
  ImGui::TextUnformatted(tr_fmt("payoff.twin_set", members.size()).c_str());
  if (theme::button(tr_id("payoff.e.split"))) queue([v = selected_](Game& g) { return payoff::split_set(g, v); });
  track_item("payoff.edit.split");
}

// Ctrl+Z undoes, Ctrl+Shift+Z (or Ctrl+Y) redoes, when no field has the keys.
void PayoffLesson::edit_keys() {
  const ImGuiIO& io = ImGui::GetIO();
  if (io.WantTextInput || !io.KeyCtrl) return;
  if (ImGui::IsKeyPressed(ImGuiKey_Z, false)) {
    if (io.KeyShift) redo();
    else undo();
  } else if (ImGui::IsKeyPressed(ImGuiKey_Y, false)) {
    redo();
  }
}

}  // namespace gtl::app
