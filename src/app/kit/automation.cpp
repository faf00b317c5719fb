#include "app/kit/automation.hpp"

#include <algorithm>
#include <cmath>

namespace gtl::app {

namespace {
// Echoed input is cut short: an error message must not carry a megabyte back.
std::string clip(std::string_view s) {
  constexpr std::size_t kMax = 40;
  return s.size() <= kMax ? std::string(s) : std::string(s.substr(0, kMax)) + "...";
}

// The field's exact integer, or nullopt with `error` set (not a number, not whole,
// or outside [lo, hi]; a whole number past 64 bits is out of range, not "not whole").
std::optional<std::int64_t> whole_in(const json::Value* v, std::int64_t lo, std::int64_t hi) {
  if (!v || !v->is_number() || !v->integer || *v->integer < lo || *v->integer > hi) return std::nullopt;
  return *v->integer;
}
bool is_whole(const json::Value* v) { return v && v->is_number() && v->number == std::floor(v->number); }
}  // namespace

Param Param::integer(std::string key, std::int64_t lo, std::int64_t hi) {
  Param p(std::move(key), Kind::Int);
  p.lo_ = lo, p.hi_ = hi;
  return p;
}

Param Param::integer(std::string key, std::int64_t lo, Bound hi) {
  Param p(std::move(key), Kind::Int);
  p.lo_ = lo, p.hi_of_ = std::move(hi);
  return p;
}

Param Param::boolean(std::string key) { return Param(std::move(key), Kind::Bool); }
Param Param::text(std::string key) { return Param(std::move(key), Kind::String); }
Param Param::any(std::string key) { return Param(std::move(key), Kind::Any); }

Param Param::int_list(std::string key, std::int64_t lo, std::int64_t hi, std::size_t max_count) {
  Param p(std::move(key), Kind::IntList);
  p.lo_ = lo, p.hi_ = hi, p.max_count_ = max_count;
  return p;
}

void Automation::on(std::string type, ActionHelp help, std::vector<Param> params, ActionHandler handler) {
  actions_[std::move(type)] = Entry{help.text(), std::move(handler), std::move(params)};
}

std::string Automation::read_args(const json::Value& action, const std::vector<Param>& params, Args& args) {
  std::string error;
  for (const Param& p : params) {
    const std::string& key = p.key_;
    if (!action.find(key) && !p.required_) continue;
    switch (p.kind_) {
      case Param::Kind::Int:
        if (auto v = int_arg(action, key, p.lo_, p.hi_of_ ? p.hi_of_() : p.hi_, error)) args.values_.emplace(key, *v);
        break;
      case Param::Kind::Bool:
        if (auto v = bool_arg(action, key, error)) args.values_.emplace(key, *v);
        break;
      case Param::Kind::String:
        if (auto v = string_arg(action, key, error)) args.values_.emplace(key, std::move(*v));
        break;
      case Param::Kind::IntList:
        if (auto v = int_list_arg(action, key, p.lo_, p.hi_, p.max_count_, error)) args.values_.emplace(key, std::move(*v));
        break;
      case Param::Kind::Any:
        if (const json::Value* v = action.find(key)) args.values_.emplace(key, v);
        else error = "field \"" + key + "\" is missing";
        break;
    }
    if (!error.empty()) return error;
  }
  return error;
}

void Automation::section(std::string key, StateWriter writer) {
  sections_.emplace_back(std::move(key), std::move(writer));
}

std::string Automation::dispatch(std::string_view action_json) {
  ActionResult r;
  auto parsed = json::parse(action_json);
  if (!parsed.value) {
    r = ActionResult::failure("action is not valid JSON (" + parsed.error + ")");
  } else {
    r = dispatch(*parsed.value);
  }
  json::Writer w;
  w.begin_object().key("ok").value(r.ok);
  if (!r.ok) w.key("error").value(r.error);
  else
    for (const auto& [key, value] : r.data) w.key(key).raw(value);
  w.end_object();
  return w.str();
}

ActionResult Automation::dispatch(const json::Value& action) {
  if (!action.is_object()) return ActionResult::failure("an action must be an object like {\"type\": \"...\"}");
  const json::Value* type = action.find("type");
  if (!type || !type->is_string()) return ActionResult::failure("the action has no string field \"type\"");
  auto it = actions_.find(type->string);
  if (it == actions_.end()) return ActionResult::failure("unknown action type " + json::escape(clip(type->string)));
  const std::vector<Param>& params = it->second.params;
  for (const auto& field : action.object) {
    const std::string& key = field.first;
    if (key == "type" || std::any_of(params.begin(), params.end(), [&](const Param& p) { return p.key() == key; }))
      continue;
    std::string known;
    for (const Param& p : params) known += (known.empty() ? "" : ", ") + p.key();
    return ActionResult::failure("unknown field " + json::escape(clip(key)) + " in " + type->string + " (" +
                                 (known.empty() ? "it takes no fields" : "known: " + known) + ")");
  }
  Args args(action);
  if (std::string error = read_args(action, params, args); !error.empty()) return ActionResult::failure(error);
  return it->second.handler(args);
}

std::string Automation::state(std::uint64_t frame) const {
  json::Writer w;
  w.begin_object();
  w.key("version").value(GTL_VERSION);
  w.key("frame").value(frame);
  for (const auto& [key, writer] : sections_) {
    w.key(key);
    writer(w);
  }
  w.end_object();
  return w.str();
}

std::vector<std::pair<std::string, std::string>> Automation::actions() const {
  std::vector<std::pair<std::string, std::string>> out;
  for (const auto& [type, e] : actions_) out.emplace_back(type, e.help);
  return out;
}

std::optional<std::int64_t> int_arg(const json::Value& action, std::string_view key,
                                    std::int64_t lo, std::int64_t hi, std::string& error) {
  const json::Value* v = action.find(key);
  if (!is_whole(v)) {
    error = "field \"" + std::string(key) + "\" must be a whole number";
    return std::nullopt;
  }
  auto i = whole_in(v, lo, hi);
  if (!i) {
    error = "field \"" + std::string(key) + "\" must be between " + std::to_string(lo) + " and " +
            std::to_string(hi);
  }
  return i;
}

std::optional<bool> bool_arg(const json::Value& action, std::string_view key, std::string& error) {
  const json::Value* v = action.find(key);
  if (!v || v->type != json::Value::Type::Bool) {
    error = "field \"" + std::string(key) + "\" must be true or false";
    return std::nullopt;
  }
  return v->boolean;
}

std::optional<std::string> string_arg(const json::Value& action, std::string_view key, std::string& error) {
  const json::Value* v = action.find(key);
  if (!v || !v->is_string()) {
    error = "field \"" + std::string(key) + "\" must be a string";
    return std::nullopt;
  }
  return v->string;
}

std::optional<std::vector<std::int64_t>> int_list_arg(const json::Value& action, std::string_view key,
                                                      std::int64_t lo, std::int64_t hi,
                                                      std::size_t max_count, std::string& error) {
  const json::Value* v = action.find(key);
  if (!v || !v->is_array()) {
    error = "field \"" + std::string(key) + "\" must be an array of whole numbers";
    return std::nullopt;
  }
  if (v->array.size() > max_count) {
    error = "field \"" + std::string(key) + "\" has more than " + std::to_string(max_count) + " entries";
    return std::nullopt;
  }
  std::vector<std::int64_t> out;
  for (const auto& x : v->array) {
    auto i = whole_in(&x, lo, hi);
    if (!i) {
      error = "field \"" + std::string(key) + "\" must hold whole numbers between " + std::to_string(lo) +
              " and " + std::to_string(hi);
      return std::nullopt;
    }
    out.push_back(*i);
  }
  return out;
}

}  // namespace gtl::app
