// window.gtl actions of the tree panel (names are a public contract: README).
#include "app/ui_tree.hpp"
#include "model/graph_paths.hpp"

namespace gtl::app {

namespace {
constexpr std::int64_t kMoveLimit = std::int64_t{1} << 53;

// An optional list of moves under `key` (absent: `out` stays as it is).
bool path_arg(const json::Value& v, const char* key, std::vector<std::int64_t>& out, std::string& err) {
  if (!v.find(key)) return true;
  auto p = int_list_arg(v, key, -kMoveLimit, kMoveLimit, 10000, err);
  if (!p) return false;
  out = *p;
  return true;
}

bool required_path(const json::Value& v, std::vector<std::int64_t>& out, std::string& err) {
  if (v.find("path")) return path_arg(v, "path", out, err);
  err = "field \"path\" is required";
  return false;
}
}  // namespace

void TreePanel::register_automation(Automation& a) {
  register_shape_actions(a);
  register_select_actions(a);
  a.section("tree", [this](json::Writer& w) { write_state(w); });
}

// What is drawn: tree or DAG, grouping, expanding and collapsing.
void TreePanel::register_shape_actions(Automation& a) {
  auto need_graph = [this]() { return graph_ != nullptr; };
  // An optional "path": the shown node it ends at replaces `at`.
  auto node_at = [this](const json::Value& v, std::uint32_t& at, std::string& err) {
    if (!v.find("path")) return true;
    std::vector<std::int64_t> path;
    if (!path_arg(v, "path", path, err)) return false;
    const auto r = view().select_path(path);
    if (!r.ok()) err = r.error;
    else at = r.node;
    return r.ok();
  };
  a.on("tree.mode", "{type:'tree.mode', mode:'tree'|'dag'}", [this](const json::Value& v) {
    std::string err;
    auto m = string_arg(v, "mode", err);
    if (!m) return ActionResult::failure(err);
    if (*m != "tree" && *m != "dag") return ActionResult::failure("field \"mode\" must be \"tree\" or \"dag\"");
    set_mode(*m == "tree" ? TreeMode::Tree : TreeMode::Dag);
    return ActionResult::success();
  }, {"mode"});
  a.on("tree.group", "{type:'tree.group', on:true|false} — fold runs of same-outcome moves into one node",
       [this](const json::Value& v) {
         std::string err;
         auto on = bool_arg(v, "on", err);
         if (!on) return ActionResult::failure(err);
         set_grouping(*on);
         return ActionResult::success();
       }, {"on"});
  a.on("tree.expand",
       "{type:'tree.expand', depth, path?} — expand to depth from the node at path (default: the selected node, "
       "else the start)",
       [this, node_at, need_graph](const json::Value& v) {
         std::string err;
         auto d = int_arg(v, "depth", 1, 200, err);
         if (!d) return ActionResult::failure(err);
         if (!need_graph()) return ActionResult::failure("no game is loaded");
         std::uint32_t at = command_root();
         if (!node_at(v, at, err)) return ActionResult::failure(err);
         const model::ChangeResult r = view().expand_to_depth(at, static_cast<std::uint32_t>(*d));
         if (!apply(r)) return ActionResult::failure(r.message);
         want_fit_ = true;
         return ActionResult::success();
       }, {"depth", "path"});
  a.on("tree.expandPV", "{type:'tree.expandPV', path?} — expand the perfect-play line (from the node at path)",
       [this, node_at, need_graph](const json::Value& v) {
         std::string err;
         if (!need_graph()) return ActionResult::failure("no game is loaded");
         std::uint32_t at = view().root();
         if (!node_at(v, at, err)) return ActionResult::failure(err);
         const model::ChangeResult r = view().expand_principal_variation(at);
         if (!apply(r)) return ActionResult::failure(r.message);
         want_fit_ = true;
         return ActionResult::success();
       }, {"path"});
  a.on("tree.collapseAll", "{type:'tree.collapseAll'} — back to the start and the current line",
       [this, need_graph](const json::Value&) {
         if (!need_graph()) return ActionResult::failure("no game is loaded");
         view().collapse_all();
         view().reveal_path(line_);
         apply({});
         want_fit_ = true;
         return ActionResult::success();
       }, {});
  a.on("tree.toggle", "{type:'tree.toggle', path} — expand or collapse the node at path one level (a group: open it)",
       [this, need_graph](const json::Value& v) {
         std::string err;
         if (!need_graph()) return ActionResult::failure("no game is loaded");
         std::vector<std::int64_t> path;
         if (!required_path(v, path, err)) return ActionResult::failure(err);
         const auto r = view().select_path(path);
         if (!r.ok()) return ActionResult::failure(r.error);
         const std::uint32_t i = view().scene().find(r.node);
         if (i == model::kNone) return ActionResult::failure("that node is not shown");
         if (!expand_node(i)) return ActionResult::failure(message_);
         return ActionResult::success();
       }, {"path"});
}

// Which node: selecting, focusing, fitting, jumping, restoring an expansion.
void TreePanel::register_select_actions(Automation& a) {
  a.on("tree.select", "{type:'tree.select', path:[moves...]} — select (and show) the node at path",
       [this](const json::Value& v) {
         std::string err;
         std::vector<std::int64_t> path;
         if (!required_path(v, path, err) || !select(path, err)) return ActionResult::failure(err);
         return ActionResult::success();
       }, {"path"});
  a.on("tree.focus", "{type:'tree.focus', path:[moves...]} — reveal, select and bring into view the node at path",
       [this](const json::Value& v) {
         std::string err;
         std::vector<std::int64_t> path;
         if (!required_path(v, path, err) || !show_line(path, err)) return ActionResult::failure(err);
         return ActionResult::success();
       }, {"path"});
  a.on("tree.fit", "{type:'tree.fit'} — fit the drawing into view (readable; framed on the focus when larger)",
       [this](const json::Value&) {
         want_fit_ = true;
         return ActionResult::success();
       }, {});
  a.on("tree.jump", "{type:'tree.jump'} — jump the game to the selected node", [this](const json::Value&) {
    if (!has_selection_) return ActionResult::failure("no node is selected (use tree.select first)");
    if (on_jump) on_jump(selected_);
    return ActionResult::success();
  }, {});
  a.on("tree.restore",
       "{type:'tree.restore', lines:[[moves...],...]} — re-create an expansion from state().tree.restore "
       "(a lecture slide stores it)",
       [this](const json::Value& v) {
         const json::Value* ps = v.find("lines");
         if (!ps || !ps->is_array() || ps->array.size() > kMaxExpansionLines)
           return ActionResult::failure("field \"lines\" must be a list of at most " +
                                        std::to_string(kMaxExpansionLines) + " lines of moves");
         std::vector<std::vector<std::int64_t>> lines;
         for (const json::Value& p : ps->array) {
           std::vector<std::int64_t>& line = lines.emplace_back();
           if (!p.is_array() || p.array.size() > 10000)
             return ActionResult::failure("field \"lines\" must hold lists of moves");
           for (const json::Value& m : p.array) {
             if (!m.integer || *m.integer < -kMoveLimit || *m.integer > kMoveLimit)
               return ActionResult::failure("field \"lines\" must hold whole-number moves");
             line.push_back(*m.integer);
           }
         }
         std::string err;
         if (!restore_lines(lines, err)) return ActionResult::failure(err);
         return ActionResult::success();
       }, {"lines"});
}

}  // namespace gtl::app
