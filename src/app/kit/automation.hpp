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
#include <stdexcept>
#include <string>
#include <string_view>
#include <variant>
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

// ------------------------------------------------------------------ typed arguments
// An action declares its arguments. dispatch checks each one (present when
// required, its type, its range) before the handler runs, and refuses any
// field not declared, so a handler reads values that are already valid (Args)
// instead of opening with its own checks. The errors are the argument readers'
// below ("field \"max\" must be between 2 and 40").
class Param {
 public:
  enum class Kind { Int, Bool, String, IntList, Any };
  using Bound = std::function<std::int64_t()>;  // a bound read at dispatch (the slides a lecture has)

  static Param integer(std::string key, std::int64_t lo, std::int64_t hi);
  static Param integer(std::string key, std::int64_t lo, Bound hi);
  static Param boolean(std::string key);
  static Param text(std::string key);
  static Param int_list(std::string key, std::int64_t lo, std::int64_t hi, std::size_t max_count);
  static Param any(std::string key);  // any JSON value; the handler reads it (a path, a graph)
  // The argument may be left out (Args::has says whether it was given).
  Param optional() && {
    required_ = false;
    return std::move(*this);
  }

  const std::string& key() const { return key_; }
  bool required() const { return required_; }

 private:
  friend class Automation;
  Param(std::string key, Kind kind) : key_(std::move(key)), kind_(kind) {}
  std::string key_;
  Kind kind_;
  bool required_ = true;
  std::int64_t lo_ = 0, hi_ = 0;
  Bound hi_of_;
  std::size_t max_count_ = 0;
};

// A dispatched action's checked arguments, by key. Reading an argument that
// was not declared with that type, or an optional one that was not given, is
// a programming error (std::logic_error); the *_or readers take a fallback.
class Args {
 public:
  using Value = std::variant<std::int64_t, bool, std::string, std::vector<std::int64_t>, const json::Value*>;
  explicit Args(const json::Value& action) : action_(&action) {}
  bool has(std::string_view key) const { return values_.count(key) > 0; }
  std::int64_t integer(std::string_view key) const { return get<std::int64_t>(key); }
  bool boolean(std::string_view key) const { return get<bool>(key); }
  const std::string& text(std::string_view key) const { return get<std::string>(key); }
  const std::vector<std::int64_t>& int_list(std::string_view key) const { return get<std::vector<std::int64_t>>(key); }
  const json::Value& any(std::string_view key) const { return *get<const json::Value*>(key); }
  std::int64_t integer_or(std::string_view key, std::int64_t fallback) const { return has(key) ? integer(key) : fallback; }
  bool boolean_or(std::string_view key, bool fallback) const { return has(key) ? boolean(key) : fallback; }
  std::string text_or(std::string_view key, std::string fallback) const { return has(key) ? text(key) : fallback; }
  // The whole action object, as sent.
  const json::Value& action() const { return *action_; }

 private:
  friend class Automation;
  template <class T>
  const T& get(std::string_view key) const;
  const json::Value* action_;
  std::map<std::string, Value, std::less<>> values_;
};

using ActionHandler = std::function<ActionResult(const Args& args)>;
using StateWriter = std::function<void(json::Writer&)>;  // writes exactly one JSON value

// An action's one-line help (Automation::actions(): the native tests and the
// desktop's listing). The page never shows it, so the web build keeps none:
// the text given is dropped where it is written, and the link-time optimiser
// leaves the literals out of the wasm (about 2 KB of Brotli on the first visit).
#ifdef __EMSCRIPTEN__
class ActionHelp {
 public:
  template <class Text>
  constexpr ActionHelp(Text&&) {}  // NOLINT: a literal or a string converts, as the native one does
  std::string text() const { return {}; }
};
#else
class ActionHelp {
 public:
  ActionHelp(std::string text) : text_(std::move(text)) {}  // NOLINT: converts from a literal or a string
  ActionHelp(const char* text) : text_(text) {}             // NOLINT
  std::string text() const { return text_; }

 private:
  std::string text_;
};
#endif

class Automation {
 public:
  // An action whose fields (besides "type") are `params`: dispatch checks them
  // and refuses any other field before the handler runs, as share links refuse
  // unknown keys, so a typo ({type:'number.new', mx:20}) is an error instead of
  // a silent default.
  void on(std::string type, ActionHelp help, std::vector<Param> params, ActionHandler handler);
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
    std::vector<Param> params;  // the fields besides "type" it accepts
  };
  // The action's arguments checked against `params` into `args`; the first error, or "".
  static std::string read_args(const json::Value& action, const std::vector<Param>& params, Args& args);
  std::map<std::string, Entry, std::less<>> actions_;
  std::vector<std::pair<std::string, StateWriter>> sections_;
};

// The argument readers dispatch checks Params with (and handlers whose fields
// depend on each other): they return nullopt and set `error` to a sentence
// naming the field and what was expected.
std::optional<std::int64_t> int_arg(const json::Value& action, std::string_view key,
                                    std::int64_t lo, std::int64_t hi, std::string& error);
std::optional<bool> bool_arg(const json::Value& action, std::string_view key, std::string& error);
std::optional<std::string> string_arg(const json::Value& action, std::string_view key,
                                      std::string& error);
std::optional<std::vector<std::int64_t>> int_list_arg(const json::Value& action, std::string_view key,
                                                      std::int64_t lo, std::int64_t hi,
                                                      std::size_t max_count, std::string& error);

template <class T>
const T& Args::get(std::string_view key) const {
  const auto it = values_.find(key);
  if (it == values_.end() || !std::holds_alternative<T>(it->second))
    throw std::logic_error("action argument \"" + std::string(key) + "\" read as a type it was not declared with, or not given");
  return std::get<T>(it->second);
}

}  // namespace gtl::app
