// window.gtl actions of the tree panel (names are a public contract: README).
#include "app/tree/ui_tree.hpp"
#include "model/graph_paths.hpp"

namespace gtl::app {

namespace {
constexpr std::int64_t kMoveLimit = std::int64_t{1} << 53;
constexpr std::size_t kMaxPathMoves = 10000;
constexpr const char* kPathRequired = "field \"path\" is required";

// "path", a line of moves checked by dispatch. Optional, so that tree.select and
// tree.focus refuse a missing path with kPathRequired themselves.
Param path_param() { return Param::int_list("path", -kMoveLimit, kMoveLimit, kMaxPathMoves).optional(); }

// An optional list of moves under `key` (absent: `out` stays as it is), for the
// actions that read their path only after checking that a game is loaded.
bool path_arg(const json::Value& v, const char* key, std::vector<std::int64_t>& out, std::string& err) {
  if (!v.find(key)) return true;
  auto p = int_list_arg(v, key, -kMoveLimit, kMoveLimit, kMaxPathMoves, err);
  if (!p) return false;
  out = *p;
  return true;
}

bool required_path(const json::Value& v, std::vector<std::int64_t>& out, std::string& err) {
  if (v.find("path")) return path_arg(v, "path", out, err);
  err = kPathRequired;
  return false;
}
}  // namespace

void TreePanel::register_automation(Automation& a) {
  register_shape_actions(a);
  register_select_actions(a);
  a.section("tree", [this](json::Writer& w) { write_state(w); });
}

// What is drawn: tree or DAG, grouping, expanding and collapsing. The actions
// that need a game take "path" as Param::any and read it after that check, so
// "no game is loaded" still comes before a malformed path.
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
  a.on("tree.mode", "{type:'tree.mode', mode:'tree'|'dag'}", {Param::text("mode")}, [this](const Args& args) {
    const std::string& m = args.text("mode");
    if (m != "tree" && m != "dag") return ActionResult::failure("field \"mode\" must be \"tree\" or \"dag\"");
    set_mode(m == "tree" ? TreeMode::Tree : TreeMode::Dag);
    return ActionResult::success();
  });
  a.on("tree.group", "{type:'tree.group', on:true|false} — fold runs of same-outcome moves into one node",
       {Param::boolean("on")}, [this](const Args& args) {
         set_grouping(args.boolean("on"));
         return ActionResult::success();
       });
  a.on("tree.expand",
       "{type:'tree.expand', depth, path?} — expand to depth from the node at path (default: the selected node, "
       "else the start)",
       {Param::integer("depth", 1, 200), Param::any("path").optional()},
       [this, node_at, need_graph](const Args& args) {
         if (!need_graph()) return ActionResult::failure("no game is loaded");
         std::string err;
         std::uint32_t at = command_root();
         if (!node_at(args.action(), at, err)) return ActionResult::failure(err);
         const model::ChangeResult r = view().expand_to_depth(at, static_cast<std::uint32_t>(args.integer("depth")));
         if (!apply(r)) return ActionResult::failure(r.message);
         auto_view_.fit = true;
         return ActionResult::success();
       });
  a.on("tree.expandPV", "{type:'tree.expandPV', path?} — expand the perfect-play line (from the node at path)",
       {Param::any("path").optional()}, [this, node_at, need_graph](const Args& args) {
         std::string err;
         if (!need_graph()) return ActionResult::failure("no game is loaded");
         std::uint32_t at = view().root();
         if (!node_at(args.action(), at, err)) return ActionResult::failure(err);
         const model::ChangeResult r = view().expand_principal_variation(at);
         if (!apply(r)) return ActionResult::failure(r.message);
         auto_view_.fit = true;
         return ActionResult::success();
       });
  a.on("tree.collapseAll", "{type:'tree.collapseAll'} — back to the start and the current line", {},
       [this, need_graph](const Args&) {
         if (!need_graph()) return ActionResult::failure("no game is loaded");
         view().collapse_all();
         view().reveal_path(line_);
         apply({});
         auto_view_.fit = true;
         return ActionResult::success();
       });
  a.on("tree.toggle", "{type:'tree.toggle', path} — expand or collapse the node at path one level (a group: open it)",
       {Param::any("path").optional()}, [this, need_graph](const Args& args) {
         std::string err;
         if (!need_graph()) return ActionResult::failure("no game is loaded");
         std::vector<std::int64_t> path;
         if (!required_path(args.action(), path, err)) return ActionResult::failure(err);
         const auto r = view().select_path(path);
         if (!r.ok()) return ActionResult::failure(r.error);
         const std::uint32_t i = view().scene().find(r.node);
         if (i == model::kNone) return ActionResult::failure("that node is not shown");
         if (!expand_node(i)) return ActionResult::failure(message_);
         return ActionResult::success();
       });
}

// Which node: selecting, focusing, fitting, jumping, restoring an expansion.
void TreePanel::register_select_actions(Automation& a) {
  a.on("tree.select", "{type:'tree.select', path:[moves...]} — select (and show) the node at path",
       {path_param()}, [this](const Args& args) {
         if (!args.has("path")) return ActionResult::failure(kPathRequired);
         std::string err;
         if (!select(args.int_list("path"), err)) return ActionResult::failure(err);
         return ActionResult::success();
       });
  a.on("tree.focus", "{type:'tree.focus', path:[moves...]} — reveal, select and bring into view the node at path",
       {path_param()}, [this](const Args& args) {
         if (!args.has("path")) return ActionResult::failure(kPathRequired);
         std::string err;
         if (!show_line(args.int_list("path"), err)) return ActionResult::failure(err);
         return ActionResult::success();
       });
  a.on("tree.fit", "{type:'tree.fit'} — fit the drawing into view (readable; framed on the focus when larger)", {},
       [this](const Args&) {
         auto_view_.fit = true;
         return ActionResult::success();
       });
  a.on("tree.jump", "{type:'tree.jump'} — jump the game to the selected node", {}, [this](const Args&) {
    if (!has_selection_) return ActionResult::failure("no node is selected (use tree.select first)");
    if (on_jump) on_jump(selected_);
    return ActionResult::success();
  });
  // "lines" is a list of lists, read here; optional, so that a missing list gets
  // the same message as a bad one.
  a.on("tree.restore",
       "{type:'tree.restore', lines:[[moves...],...]} — re-create an expansion from state().tree.restore "
       "(a lecture slide stores it)",
       {Param::any("lines").optional()}, [this](const Args& args) {
         const json::Value* ps = args.action().find("lines");
         if (!ps || !ps->is_array() || ps->array.size() > kMaxExpansionLines)
           return ActionResult::failure("field \"lines\" must be a list of at most " +
                                        std::to_string(kMaxExpansionLines) + " lines of moves");
         std::vector<std::vector<std::int64_t>> lines;
         for (const json::Value& p : ps->array) {
           std::vector<std::int64_t>& line = lines.emplace_back();
           if (!p.is_array() || p.array.size() > kMaxPathMoves)
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
       });
}

}  // namespace gtl::app
