// A lesson whose code arrives late (kit/lazy_lesson.hpp), as the page has the
// payoff lesson: with a loader set, the shell holds a stand-in until the code
// is in. Checked through the app as automation and a user meet it: the view
// switches at once and says it is loading, the loader is asked once, the
// lesson's actions and state appear when the code arrives, a share link that
// came first is checked and shown then (a broken one refused with its
// sentence), and a failed load says why and is tried again by Try again.
#include <gtest/gtest.h>

#include <string>

#include "app/kit/lazy_lesson.hpp"
#include "app_test_support.hpp"

namespace gtl::app {
namespace {

using testing::HeadlessApp;

int g_asked = 0;

class LazyLessonTest : public ::testing::Test {
 protected:
  LazyLessonTest() {
    g_asked = 0;
    set_lesson_code_loader([] { ++g_asked; });
    h = std::make_unique<HeadlessApp>();
    h->frames(2);
  }
  ~LazyLessonTest() override {
    h.reset();
    set_lesson_code_loader(nullptr);
  }
  std::string code_state() { return h->state().find("lessonCode")->find("state")->string; }
  std::string sentence() { return h->state().find("lessonCode")->find("sentence")->string; }
  std::unique_ptr<HeadlessApp> h;
};

TEST_F(LazyLessonTest, TheLessonIsMadeWhenItsCodeArrivesAndNotBefore) {
  EXPECT_EQ(code_state(), "absent");
  EXPECT_EQ(g_asked, 0) << "nothing is fetched before the lesson is shown";
  EXPECT_EQ(h->state().find("payoff"), nullptr);
  ASSERT_TRUE(ok(h->dispatch(R"({"type":"view","view":"payoff"})")));
  h->frames(3);
  EXPECT_EQ(h->state().find("view")->string, "payoff");
  EXPECT_EQ(code_state(), "loading");
  EXPECT_EQ(sentence(), "Loading Payoff games…") << "what the stand-in says, for the twin to say";
  EXPECT_EQ(g_asked, 1) << "asked once, however many frames draw the stand-in";
  EXPECT_EQ(h->state().find("payoff"), nullptr);
  const json::Value r = h->dispatch(R"({"type":"payoff.open","name":"entry"})");
  EXPECT_FALSE(ok(r)) << "no actions until the lesson is made";
  auto& lazy = static_cast<LazyLesson&>(h->app().lesson());
  EXPECT_EQ(lazy.real(), nullptr);
  EXPECT_NE(lazy.tree_source().empty.find("Loading"), std::string::npos) << lazy.tree_source().empty;

  lesson_code_arrived(true, "");
  h->frames(2);
  EXPECT_EQ(code_state(), "ready");
  EXPECT_EQ(sentence(), "") << "the lesson itself is shown";
  ASSERT_NE(lazy.real(), nullptr);
  ASSERT_NE(h->state().find("payoff"), nullptr) << "the real lesson's section";
  EXPECT_EQ(h->state().find("payoff")->find("name")->string, "centipede");
  EXPECT_TRUE(ok(h->dispatch(R"({"type":"payoff.open","name":"entry"})")));
  EXPECT_EQ(h->state().find("payoff")->find("name")->string, "entry");
  EXPECT_EQ(g_asked, 1);
}

TEST_F(LazyLessonTest, ALinkThatComesFirstIsCheckedAndShownOnceTheCodeIsIn) {
  // Opened while another lesson is shown: the link waits, the view does not change yet.
  ASSERT_TRUE(ok(h->dispatch(R"({"type":"link.open","query":"?game=payoff&name=trust"})")));
  h->frames(2);
  EXPECT_EQ(g_asked, 1);
  EXPECT_EQ(h->state().find("view")->string, "number");
  lesson_code_arrived(true, "");
  h->frames(2);
  EXPECT_EQ(h->state().find("view")->string, "payoff");
  EXPECT_EQ(h->state().find("payoff")->find("name")->string, "trust");
  EXPECT_EQ(h->state().find("notice")->string, "");
}

TEST_F(LazyLessonTest, ABrokenLinkIsRefusedWithItsSentenceOnceTheCodeCanCheckIt) {
  ASSERT_TRUE(ok(h->dispatch(R"({"type":"link.open","query":"?game=payoff&name=nonsense"})")));
  lesson_code_arrived(true, "");
  h->frames(2);
  EXPECT_EQ(h->state().find("view")->string, "number") << "a broken link changes nothing";
  const std::string notice = h->state().find("notice")->string;
  EXPECT_NE(notice.find("nonsense"), std::string::npos) << notice;
}

TEST_F(LazyLessonTest, AFailedLoadSaysWhyAndIsTriedAgainByTryAgain) {
  ASSERT_TRUE(ok(h->dispatch(R"({"type":"view","view":"payoff"})")));
  h->frames(2);
  lesson_code_arrived(false, "index.deferred.wasm: HTTP 404");
  h->frames(5);
  EXPECT_EQ(code_state(), "failed");
  EXPECT_EQ(h->state().find("lessonCode")->find("error")->string, "index.deferred.wasm: HTTP 404");
  EXPECT_EQ(sentence(), "Payoff games could not be loaded (index.deferred.wasm: HTTP 404). Check the connection, then press Try again.");
  EXPECT_EQ(g_asked, 1) << "not fetched again on every frame that shows the failure";
  ASSERT_TRUE(h->click("lesson.code_retry")) << "the Try again button is drawn";
  EXPECT_EQ(g_asked, 2) << "asked again";
  EXPECT_EQ(code_state(), "loading");
  lesson_code_arrived(true, "");
  h->frames(2);
  EXPECT_NE(h->state().find("payoff"), nullptr);
}

}  // namespace
}  // namespace gtl::app
