// The payoff lesson's editor in the whole app: a centipede game built with
// the real mouse and keys on the named rects (a node clicked on the tree,
// Add move, payoffs typed), solved as the same game written as a file is;
// undo by the button and by Ctrl+Z; refusals said in one sentence with the
// game kept; share links that carry an edited game, and broken ones refused.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <string>

#include "app_payoff_fixture.hpp"
#include "core/payoff_spe.hpp"
#include "model/base64url.hpp"

namespace gtl::app {
namespace {

using PayoffEditTest = testing::PayoffAppTest;

// Three moves of a centipede, as a teacher writes it: take ends the game,
// pass goes on; the file is written here from those rules.
constexpr const char* kCentipede = R"(EFG 2 R "" { "" "" }
p "" 1 1 "" { "a" "b" } 0
t "" 1 "" { 1 0 }
p "" 2 1 "" { "a" "b" } 0
t "" 2 "" { 0 2 }
p "" 1 2 "" { "a" "b" } 0
t "" 3 "" { 3 1 }
t "" 4 "" { 2 4 }
)";

TEST_F(PayoffEditTest, ACentipedeBuiltByMouseAndKeysIsSolvedAsItsFile) {
  ASSERT_TRUE(h.click("payoff.edit.new"));
  EXPECT_EQ(payoff().find("name")->string, "edit");
  EXPECT_EQ(payoff().find("nodes")->array.size(), 3u);
  for (int leaf : {2, 4}) {  // each pass leaf becomes the next mover's node
    ASSERT_TRUE(h.click("payoff.node." + std::to_string(leaf)));
    ASSERT_EQ(payoff().find("selected")->number, leaf);
    ASSERT_TRUE(h.click("payoff.edit.add"));
  }
  const char* pays[4][3] = {{"1", "1", "0"}, {"3", "0", "2"}, {"5", "3", "1"}, {"6", "2", "4"}};
  for (const auto& p : pays) {
    ASSERT_TRUE(h.click(std::string("payoff.node.") + p[0]));
    type("payoff.edit.pay.1", p[1]);
    type("payoff.edit.pay.2", p[2]);
  }
  const payoff::EfgRead file = payoff::read_efg(kCentipede);
  ASSERT_TRUE(file.game);
  EXPECT_EQ(efg(), payoff::write_efg(*file.game));
  payoff::Work work;
  const payoff::SpeResult spe = payoff::solve_spe(*file.game, work, 10);
  const json::Value s = payoff();
  ASSERT_EQ(s.find("spe")->find("count")->number, static_cast<double>(spe.count));
  const auto& shown = s.find("spe")->find("payoffs")->array[0].array;
  ASSERT_EQ(shown.size(), 2u);
  EXPECT_EQ(shown[0].string, spe.payoffs[0][0].str());
  EXPECT_EQ(shown[1].string, spe.payoffs[0][1].str());
  EXPECT_EQ(s.find("steps")->number, 3);
  // Undo by the button: the last payoff typed goes back to 0.
  const std::string before_last = efg();
  ASSERT_TRUE(h.click("payoff.edit.undo"));
  EXPECT_NE(efg(), before_last);
  EXPECT_EQ(payoff().find("nodes")->array[6].find("payoffs")->array[1].string, "0");
  h.press(ImGuiKey_Z, false);  // Z alone does nothing
  ImGui::GetIO().AddKeyEvent(ImGuiMod_Ctrl, true);
  h.press(ImGuiKey_Z, true);  // Ctrl+Shift+Z: redo
  ImGui::GetIO().AddKeyEvent(ImGuiMod_Ctrl, false);
  h.frames(1);
  EXPECT_EQ(efg(), before_last);
}

TEST_F(PayoffEditTest, RefusalsAreOneSentenceAndKeepTheGame) {
  ASSERT_TRUE(ok(h.dispatch(R"({"type":"payoff.edit.new"})")));
  ASSERT_TRUE(ok(h.dispatch(R"({"type":"payoff.edit.add","node":1})")));
  const std::string before = efg();
  json::Value r = h.dispatch(R"({"type":"payoff.edit.join","node":1,"into":0})");
  EXPECT_FALSE(ok(r));
  EXPECT_EQ(r.find("error")->string, "Only one player's nodes can share a set.");
  r = h.dispatch(R"({"type":"payoff.edit.payoff","node":2,"player":1,"text":"three"})");
  EXPECT_EQ(r.find("error")->string, "Type a number such as 3, -1/2 or 0.25.");
  EXPECT_EQ(payoff().find("message")->string, "Type a number such as 3, -1/2 or 0.25.");
  EXPECT_EQ(efg(), before);
  // Exact payoffs typed as fractions and decimals.
  ASSERT_TRUE(ok(h.dispatch(R"({"type":"payoff.edit.payoff","node":2,"player":1,"text":"-1/2"})")));
  ASSERT_TRUE(ok(h.dispatch(R"({"type":"payoff.edit.payoff","node":2,"player":2,"text":"0.25"})")));
  const json::Value s = payoff();
  const json::Value& leaf = s.find("nodes")->array[2];
  EXPECT_EQ(leaf.find("payoffs")->array[0].string, "-1/2");
  EXPECT_EQ(leaf.find("payoffs")->array[1].string, "1/4");
}

TEST_F(PayoffEditTest, ChanceProbabilitiesOffStopTheSolversAndNameTheNode) {
  ASSERT_TRUE(ok(h.dispatch(R"({"type":"payoff.edit.new"})")));
  ASSERT_TRUE(ok(h.dispatch(R"({"type":"payoff.edit.player","node":0,"player":0})")));
  EXPECT_EQ(payoff().find("nodes")->array[0].find("kind")->string, "chance");
  ASSERT_TRUE(ok(h.dispatch(R"({"type":"payoff.edit.probability","node":0,"action":0,"text":"1/3"})")));
  EXPECT_EQ(payoff().find("caption")->string, "The probabilities at node 0 do not sum to 1.");
  EXPECT_EQ(payoff().find("steps")->number, 0);
  ASSERT_TRUE(ok(h.dispatch(R"({"type":"payoff.edit.probability","node":0,"action":1,"text":"2/3"})")));
  EXPECT_EQ(payoff().find("steps")->number, 1);
}

TEST_F(PayoffEditTest, AnEditedGameTravelsInItsShareLink) {
  ASSERT_TRUE(ok(h.dispatch(R"({"type":"payoff.edit.new"})")));
  ASSERT_TRUE(ok(h.dispatch(R"({"type":"payoff.edit.add","node":2})")));
  ASSERT_TRUE(ok(h.dispatch(R"({"type":"payoff.edit.payoff","node":3,"player":2,"text":"7/3"})")));
  const std::string edited = efg();
  const std::string link = h.app().share_link();
  EXPECT_NE(link.find("efg="), std::string::npos) << link;
  ASSERT_TRUE(ok(h.dispatch(R"({"type":"payoff.open","name":"entry"})")));
  ASSERT_TRUE(h.app().open_link(link).ok);
  EXPECT_EQ(efg(), edited);
  // Broken links: not base64url, not a game, too long.
  const auto refused = [&](const std::string& l) {
    const ActionResult r = h.app().open_link(l);
    EXPECT_FALSE(r.ok) << l;
    return r.error;
  };
  EXPECT_NE(refused("?game=payoff&efg=%21%21").find("base64url"), std::string::npos);
  EXPECT_NE(refused("?game=payoff&efg=" + model::base64url_encode("EFG 2 R \"\" { \"\" }\np")).find("line"), std::string::npos);
  EXPECT_NE(refused("?game=payoff&efg=" + std::string(3001, 'A')).find("3001"), std::string::npos);
  // The link packs the text (model/pack.hpp): "z." and fewer characters than
  // the text's own base64url; a packing cut short or changed is refused.
  const std::string payload = link.substr(link.find("efg=") + 4, link.find('&', link.find("efg=")) - link.find("efg=") - 4);
  ASSERT_TRUE(payload.starts_with("z.")) << payload;
  EXPECT_LT(payload.size(), model::base64url_encode(edited).size());
  EXPECT_NE(refused("?game=payoff&efg=" + payload.substr(0, payload.size() - 4)).find("damaged"), std::string::npos);
  EXPECT_NE(refused("?game=payoff&efg=z." + model::base64url_encode("\x02\x05hello")).find("damaged"), std::string::npos);
  // A link made before packing (the text itself in base64url) still opens.
  ASSERT_TRUE(ok(h.dispatch(R"({"type":"payoff.open","name":"entry"})")));
  ASSERT_TRUE(h.app().open_link("?game=payoff&efg=" + model::base64url_encode(edited)).ok);
  EXPECT_EQ(efg(), edited);
  // A game too big for a link: the link opens the first classic, the panel
  // says so. The action names are letters no packing can shorten much.
  for (int k = 0; k < 9; ++k) ASSERT_TRUE(ok(h.dispatch(R"({"type":"payoff.edit.add","node":0})")));
  std::uint32_t seed = 20261207;
  for (int v = 1; v < 12; ++v) {
    std::string name;
    for (int c = 0; c < 250; ++c) {
      seed = seed * 1664525u + 1013904223u;
      name += static_cast<char>('a' + (seed >> 24) % 26);
    }
    ASSERT_TRUE(ok(h.dispatch(R"({"type":"payoff.edit.rename_action","node":0,"action":)" + std::to_string(v - 1) +
                              R"(,"text":")" + name + "\"}")));
  }
  EXPECT_TRUE(payoff().find("linkTooLong")->boolean);
  EXPECT_EQ(h.app().share_link().find("efg="), std::string::npos);
}

TEST_F(PayoffEditTest, TheTwinSelectsANodeByItsKeyAndTheEditControlsAreDrawn) {
  const TwinBoard b = lesson().twin_board();
  ASSERT_GT(b.cells.size(), 1u);
  const auto& keys = b.cells[1].keys;
  const auto e = std::find_if(keys.begin(), keys.end(), [](const auto& k) { return k.first == "e"; });
  ASSERT_NE(e, keys.end());
  ASSERT_TRUE(ok(h.dispatch(e->second)));
  EXPECT_EQ(payoff().find("selected")->number, 1);
  EXPECT_NE(lesson().twin_board().cells[1].name.find("(selected for editing)"), std::string::npos);
  h.frames(2);
  for (const char* id : {"payoff.edit.new", "payoff.edit.undo", "payoff.edit.add", "payoff.edit.pay.1", "payoff.edit.pay.2",
                         "payoff.edit.outcome"})
    EXPECT_TRUE(h.app().items().find(id).has_value()) << id;
  ASSERT_TRUE(ok(h.dispatch(R"({"type":"payoff.edit.select","node":0})")));
  h.frames(2);
  for (const char* id : {"payoff.edit.player.1", "payoff.edit.player.0", "payoff.edit.action.0", "payoff.edit.remove.1",
                         "payoff.edit.add_player", "payoff.edit.player_name"})
    EXPECT_TRUE(h.app().items().find(id).has_value()) << id;
  // Every control at least 24 px high, for a finger.
  EXPECT_GE(h.app().items().find("payoff.edit.add")->h, 24.0f);
}

}  // namespace
}  // namespace gtl::app
