// The whole app showing the payoff lesson, for the payoff tests that drive it
// through automation, the mouse and the keys (app_payoff_lesson_test.cpp,
// app_payoff_edit_test.cpp): animation off, the lesson made (natively its
// stand-in makes the real lesson at once), and the lesson's state().payoff.
#pragma once

#include <gtest/gtest.h>

#include <string>

#include "app/kit/lazy_lesson.hpp"
#include "app/lessons/payoff/lesson.hpp"
#include "app_test_support.hpp"
#include "core/payoff_efg.hpp"
#include "imgui.h"

namespace gtl::app::testing {

class PayoffAppTest : public ::testing::Test {
 protected:
  void SetUp() override {
    h.frames(2);
    ASSERT_TRUE(ok(h.dispatch(R"({"type":"anim.speed","value":0})")));
    ASSERT_TRUE(ok(h.dispatch(R"({"type":"view","view":"payoff"})")));
    h.frames(2);
  }
  json::Value payoff() { return *h.state().find("payoff"); }
  bool open(const std::string& name) { return ok(h.dispatch(R"({"type":"payoff.open","name":")" + name + "\"}")); }
  // The shell holds the lesson's stand-in (kit/lazy_lesson.hpp); natively the
  // real lesson is made with it.
  PayoffLesson& lesson() { return static_cast<PayoffLesson&>(*static_cast<LazyLesson&>(h.app().lesson()).real()); }
  // A click in the field, the text typed (replacing what it held), Enter.
  void type(const std::string& id, const std::string& text) {
    ASSERT_TRUE(h.click(id)) << id;
    ImGui::GetIO().AddInputCharactersUTF8(text.c_str());
    h.frames(2);
    h.press(ImGuiKey_Enter);
  }
  std::string efg() { return payoff::write_efg(lesson().game()); }
  HeadlessApp h;
};

}  // namespace gtl::app::testing
