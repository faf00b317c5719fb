// What the lecture panel's files share (ui_lecture.cpp, ui_lecture_writer.cpp):
// small builders of JSON values for the actions a slide runs.
#pragma once

#include <initializer_list>
#include <string>
#include <utility>

#include "core/json.hpp"
#include "model/lecture.hpp"

namespace gtl::app::lecture_json {

inline json::Value object(std::initializer_list<std::pair<const char*, json::Value>> fields) {
  json::Value v;
  v.type = json::Value::Type::Object;
  for (const auto& [k, x] : fields) v.object[k] = x;
  return v;
}
inline json::Value str(std::string s) {
  json::Value v;
  v.type = json::Value::Type::String;
  v.string = std::move(s);
  return v;
}
inline json::Value num(double d) {
  json::Value v;
  v.type = json::Value::Type::Number;
  v.number = d;
  return v;
}
inline json::Value boolean(bool b) {
  json::Value v;
  v.type = json::Value::Type::Bool;
  v.boolean = b;
  return v;
}
inline json::Value action(const char* type) { return object({{"type", str(type)}}); }

inline std::string compact(const json::Value& v) {
  json::Writer w;
  model::write_value(w, v);
  return w.str();
}

}  // namespace gtl::app::lecture_json
