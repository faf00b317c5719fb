#include "app/automation.hpp"

#include <cmath>

namespace gtl::app {

void Automation::on(std::string type, std::string help, ActionHandler handler) {
  actions_[std::move(type)] = Entry{std::move(help), std::move(handler)};
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
  if (it == actions_.end()) return ActionResult::failure("unknown action type \"" + type->string + "\"");
  return it->second.handler(action);
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
  if (!v || !v->is_number() || v->number != std::floor(v->number)) {
    error = "field \"" + std::string(key) + "\" must be a whole number";
    return std::nullopt;
  }
  if (v->number < static_cast<double>(lo) || v->number > static_cast<double>(hi)) {
    error = "field \"" + std::string(key) + "\" must be between " + std::to_string(lo) + " and " +
            std::to_string(hi);
    return std::nullopt;
  }
  return static_cast<std::int64_t>(v->number);
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
    if (!x.is_number() || x.number != std::floor(x.number) || x.number < static_cast<double>(lo) ||
        x.number > static_cast<double>(hi)) {
      error = "field \"" + std::string(key) + "\" must hold whole numbers between " + std::to_string(lo) +
              " and " + std::to_string(hi);
      return std::nullopt;
    }
    out.push_back(static_cast<std::int64_t>(x.number));
  }
  return out;
}

}  // namespace gtl::app
