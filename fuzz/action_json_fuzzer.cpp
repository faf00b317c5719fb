// libFuzzer target: the action JSON reader behind window.gtl.dispatch (any page
// script, or a test, hands it text). Each input is parsed; a parsed value is
// written back and must parse to the same value (integers exact, strings
// byte-equal), and it is dispatched to a small Automation whose handlers use the
// same argument readers as the app's, so the readers see every shape too.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <string>
#include <string_view>

#include "app/kit/automation.hpp"
#include "core/json.hpp"

namespace {
using gtl::json::Value;

void write(gtl::json::Writer& w, const Value& v) {
  switch (v.type) {
    case Value::Type::Null: w.null(); break;
    case Value::Type::Bool: w.value(v.boolean); break;
    case Value::Type::Number:
      if (v.integer) {
        w.value(*v.integer);
      } else {
        // 17 digits read back to the same double. A whole double past 2^53 is
        // not an exact integer to the reader, so it must stay a float literal:
        // %.17g prints 22229023333722024 for it, which would read back as an
        // int64. The ".0" keeps it a float.
        char buf[40];
        std::snprintf(buf, sizeof buf, "%.17g", v.number);
        if (std::string_view(buf).find_first_of(".eE") == std::string_view::npos) std::strcat(buf, ".0");
        w.raw(buf);
      }
      break;
    case Value::Type::String: w.value(v.string); break;
    case Value::Type::Array:
      w.begin_array();
      for (const auto& x : v.array) write(w, x);
      w.end_array();
      break;
    case Value::Type::Object:
      w.begin_object();
      for (const auto& [k, x] : v.object) {
        w.key(k);
        write(w, x);
      }
      w.end_object();
      break;
  }
}

bool same(const Value& a, const Value& b) {
  if (a.type != b.type) return false;
  switch (a.type) {
    case Value::Type::Null: return true;
    case Value::Type::Bool: return a.boolean == b.boolean;
    case Value::Type::Number: return a.integer == b.integer && a.number == b.number;
    case Value::Type::String: return a.string == b.string;
    case Value::Type::Array:
      if (a.array.size() != b.array.size()) return false;
      for (std::size_t i = 0; i < a.array.size(); ++i)
        if (!same(a.array[i], b.array[i])) return false;
      return true;
    case Value::Type::Object:
      if (a.object.size() != b.object.size()) return false;
      for (auto i = a.object.begin(), j = b.object.begin(); i != a.object.end(); ++i, ++j)
        if (i->first != j->first || !same(i->second, j->second)) return false;
      return true;
  }
  return false;
}

gtl::app::Automation& automation() {
  using gtl::app::ActionResult;
  static gtl::app::Automation a = [] {
    gtl::app::Automation x;
    using gtl::app::Args;
    using gtl::app::Param;
    // Each kind of typed argument, checked by dispatch before the handler runs.
    x.on("int", "", {Param::integer("n", -(std::int64_t{1} << 62), std::int64_t{1} << 62)},
         [](const Args& args) {
           (void)args.integer("n");
           return ActionResult::success();
         });
    x.on("list", "", {Param::int_list("xs", 0, 1000, 64)},
         [](const Args& args) { return args.int_list("xs").size() <= 64 ? ActionResult::success() : ActionResult::failure("too long"); });
    x.on("text", "", {Param::text("s"), Param::boolean("b")}, [](const Args& args) {
      (void)args.text("s");
      (void)args.boolean("b");
      return ActionResult::success();
    });
    x.on("loose", "", {Param::any("x").optional(), Param::any("y").optional()},
         [](const Args&) { return ActionResult::success(); });
    return x;
  }();
  return a;
}
}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const auto parsed = gtl::json::parse(text);
  if (parsed.value) {
    gtl::json::Writer w;
    write(w, *parsed.value);
    const auto again = gtl::json::parse(w.str());
    if (!again.value || !same(*parsed.value, *again.value)) __builtin_trap();
  } else if (parsed.error.empty()) {
    __builtin_trap();  // a refusal always says why
  }
  const std::string reply = automation().dispatch(text);
  const auto r = gtl::json::parse(reply);  // the reply itself is always valid JSON
  if (!r.value || !r.value->find("ok")) __builtin_trap();
  return 0;
}
