// Typed action arguments (automation.hpp: Param, Args): dispatch checks every
// declared argument before the handler runs — present when required, of its
// type, in its range — and refuses any field not declared; the handler reads
// values that are already valid.
#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "app/kit/automation.hpp"

namespace gtl::app {
namespace {

struct Seen {
  int calls = 0;
  std::int64_t n = 0;
  bool flag = false;
  std::string name;
  std::vector<std::int64_t> list;
  bool has_flag = false;
  std::string any_type;
};

class AutomationArgs : public ::testing::Test {
 protected:
  void SetUp() override {
    a.on("t.all", "every kind",
         {Param::integer("n", 2, 40), Param::boolean("flag").optional(), Param::text("name"),
          Param::int_list("list", 1, 9, 3), Param::any("raw").optional()},
         [this](const Args& args) {
           ++seen.calls;
           seen.n = args.integer("n");
           seen.has_flag = args.has("flag");
           seen.flag = args.boolean_or("flag", false);
           seen.name = args.text("name");
           seen.list = args.int_list("list");
           if (args.has("raw")) seen.any_type = args.any("raw").is_object() ? "object" : "other";
           return ActionResult::success();
         });
    a.on("t.bound", "a bound read at dispatch", {Param::integer("i", 0, [this] { return top; })},
         [this](const Args& args) {
           seen.n = args.integer("i");
           return ActionResult::success();
         });
    a.on("t.none", "no fields", {}, [this](const Args&) {
      ++seen.calls;
      return ActionResult::success();
    });
  }
  std::string run(const std::string& json) { return a.dispatch(json); }
  Automation a;
  Seen seen;
  std::int64_t top = 3;
};

TEST_F(AutomationArgs, AValidActionReachesTheHandlerWithItsValues) {
  EXPECT_EQ(run(R"({"type":"t.all","n":7,"name":"x","list":[1,9],"raw":{"a":1}})"), R"({"ok":true})");
  EXPECT_EQ(seen.calls, 1);
  EXPECT_EQ(seen.n, 7);
  EXPECT_FALSE(seen.has_flag);
  EXPECT_FALSE(seen.flag);
  EXPECT_EQ(seen.name, "x");
  EXPECT_EQ(seen.list, (std::vector<std::int64_t>{1, 9}));
  EXPECT_EQ(seen.any_type, "object");
  EXPECT_EQ(run(R"({"type":"t.all","n":2,"flag":true,"name":"","list":[]})"), R"({"ok":true})");
  EXPECT_TRUE(seen.has_flag);
  EXPECT_TRUE(seen.flag);
}

TEST_F(AutomationArgs, EachBadArgumentIsRefusedBeforeTheHandlerRuns) {
  const std::vector<std::pair<std::string, std::string>> cases = {
      {R"({"type":"t.all","name":"x","list":[]})", R"(field \"n\" must be a whole number)"},
      {R"({"type":"t.all","n":41,"name":"x","list":[]})", R"(field \"n\" must be between 2 and 40)"},
      {R"({"type":"t.all","n":2.5,"name":"x","list":[]})", R"(field \"n\" must be a whole number)"},
      {R"({"type":"t.all","n":"7","name":"x","list":[]})", R"(field \"n\" must be a whole number)"},
      {R"({"type":"t.all","n":7,"flag":1,"name":"x","list":[]})", R"(field \"flag\" must be true or false)"},
      {R"({"type":"t.all","n":7,"name":3,"list":[]})", R"(field \"name\" must be a string)"},
      {R"({"type":"t.all","n":7,"name":"x","list":[1,2,3,4]})", R"(field \"list\" has more than 3 entries)"},
      {R"({"type":"t.all","n":7,"name":"x","list":[0]})", R"(field \"list\" must hold whole numbers between 1 and 9)"},
      {R"({"type":"t.all","n":7,"name":"x"})", R"(field \"list\" must be an array of whole numbers)"},
      {R"({"type":"t.all","n":7,"name":"x","list":[],"nn":1})", R"(unknown field \"nn\" in t.all)"},
      {R"({"type":"t.none","x":1})", "it takes no fields"},
  };
  for (const auto& [action, error] : cases) {
    const std::string reply = run(action);
    EXPECT_NE(reply.find(R"("ok":false)"), std::string::npos) << action;
    EXPECT_NE(reply.find(error), std::string::npos) << action << " -> " << reply;
  }
  EXPECT_EQ(seen.calls, 0) << "no bad action reached a handler";
}

TEST_F(AutomationArgs, ABoundIsReadWhenTheActionArrives) {
  EXPECT_EQ(run(R"({"type":"t.bound","i":3})"), R"({"ok":true})");
  EXPECT_NE(run(R"({"type":"t.bound","i":4})").find("between 0 and 3"), std::string::npos);
  top = 10;
  EXPECT_EQ(run(R"({"type":"t.bound","i":4})"), R"({"ok":true})");
  EXPECT_EQ(seen.n, 4);
}

TEST_F(AutomationArgs, ReadingAnArgumentAsAnotherTypeIsAProgrammingError) {
  const json::Value action = *json::parse(R"({"type":"x"})").value;
  Args args(action);
  EXPECT_FALSE(args.has("n"));
  EXPECT_EQ(args.integer_or("n", 5), 5);
  EXPECT_EQ(args.text_or("format", "json"), "json");
  EXPECT_THROW(args.integer("n"), std::logic_error);
}

}  // namespace
}  // namespace gtl::app
