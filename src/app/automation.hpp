// The automation API behind window.gtl: actions in, state out, both as JSON.
//
// Features register their own actions ("number.pick") and state sections
// ("number": {...}); this class only routes and validates, so adding a view never
// touches the routing code. dispatch() never throws and never aborts: an unknown
// type, a malformed object, a field the action does not know or an invalid
// argument all come back as {"ok":false,"error":"..."}.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/json.hpp"

namespace gtl::app {

struct ActionResult {
  bool ok = true;
  std::string error;
  // Members added to a successful reply for actions that answer with data
  // (lecture.export: {"ok":true,"json":...,"link":...}; export: name, bytes, text): key, serialised JSON value.
  std::vector<std::pair<std::string, std::string>> data;
  static ActionResult success() { return {}; }
  static ActionResult failure(std::string e) { return {false, std::move(e), {}}; }
};

using ActionHandler = std::function<ActionResult(const json::Value& action)>;
using StateWriter = std::function<void(json::Writer&)>;  // writes exactly one JSON value

class Automation {
 public:
  // An action whose fields (besides "type") are `fields`: dispatch refuses any
  // other field before the handler runs, as share links refuse unknown keys, so
  // a typo ({type:'number.new', mx:20}) is an error instead of a silent default.
  void on(std::string type, std::string help, ActionHandler handler, std::vector<std::string> fields);
  void section(std::string key, StateWriter writer);

  // JSON text of an action object in, JSON text of {"ok":...} out.
  std::string dispatch(std::string_view action_json);
  ActionResult dispatch(const json::Value& action);
  // {"version":..., "frame":..., <sections>...}
  std::string state(std::uint64_t frame) const;
  // Action types with their one-line help, for the README and the help window.
  std::vector<std::pair<std::string, std::string>> actions() const;

 private:
  struct Entry {
    std::string help;
    ActionHandler handler;
    std::vector<std::string> fields;  // the fields besides "type" it accepts
  };
  std::map<std::string, Entry, std::less<>> actions_;
  std::vector<std::pair<std::string, StateWriter>> sections_;
};

// Argument readers for handlers: they return nullopt and set `error` to a sentence
// naming the field and what was expected.
std::optional<std::int64_t> int_arg(const json::Value& action, std::string_view key,
                                    std::int64_t lo, std::int64_t hi, std::string& error);
std::optional<bool> bool_arg(const json::Value& action, std::string_view key, std::string& error);
std::optional<std::string> string_arg(const json::Value& action, std::string_view key,
                                      std::string& error);
std::optional<std::vector<std::int64_t>> int_list_arg(const json::Value& action, std::string_view key,
                                                      std::int64_t lo, std::int64_t hi,
                                                      std::size_t max_count, std::string& error);

}  // namespace gtl::app
