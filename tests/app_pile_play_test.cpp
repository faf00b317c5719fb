// The pile games' shared base (app/kit/pile_play.hpp) with a game of its own
// that is neither the subtraction nor the ball game: the pile left and the
// player to move follow the line up to the timeline's cursor, the game's
// replayed() sees each rebuilt position, a take is refused in the game's own
// words when it is no take size or more than the pile and then changes
// nothing, and the take animation starts on a take and ends on a timeline move.
#include <gtest/gtest.h>

#include <array>
#include <cstdint>
#include <limits>
#include <string>
#include <vector>

#include "app/kit/pile_play.hpp"
#include "model/i18n.hpp"

namespace gtl::app {
namespace {

constexpr i18n::Entry kWords[] = {
    {"test.pile.not_take", "not a take: {0} (sizes {1})"},
    {"test.pile.too_few", "too many: {0} of {1}"},
};

// A pile game whose own state is what each side has taken, rebuilt from the
// timeline in replayed(), and how often it was asked to rebuild.
class TakenByEach : public PilePlay {
 public:
  explicit TakenByEach(double seconds) : PilePlay(seconds, {"test.pile.not_take", "test.pile.too_few"}) {
    static const bool added = [] {
      i18n::add_strings(i18n::Lang::En, kWords);
      return true;
    }();
    (void)added;
  }
  void new_game(std::vector<Take> takes, std::uint64_t n) { restart(std::move(takes), n); }

  std::array<std::uint64_t, 2> taken{0, 0};
  std::uint64_t left_seen = 0;  // left() as replayed() saw it
  int replays = 0;

 private:
  void replayed() override {
    taken = {0, 0};
    for (std::size_t i = 0; i < timeline().cursor(); ++i) taken[i % 2] += static_cast<std::uint64_t>(timeline().moves()[i]);
    left_seen = left();
    ++replays;
  }
};

TEST(PilePlay, ThePileAndTheTurnFollowTheLineUpToTheCursor) {
  TakenByEach g(0.5);
  g.new_game({2, 5}, 20);
  EXPECT_EQ(g.replays, 1) << "a new game is replayed once";
  EXPECT_EQ(g.start(), 20u);
  EXPECT_EQ(g.left(), 20u);
  EXPECT_EQ(g.takes(), (std::vector<PilePlay::Take>{2, 5}));
  std::string error;
  const std::vector<std::int64_t> line = {5, 2, 5, 5, 2};
  std::uint64_t left = 20;
  std::array<std::uint64_t, 2> taken{0, 0};
  for (std::size_t i = 0; i < line.size(); ++i) {
    EXPECT_EQ(g.to_move(), static_cast<int>(i % 2));
    ASSERT_TRUE(g.take(line[i], error)) << error;
    left -= static_cast<std::uint64_t>(line[i]);
    taken[i % 2] += static_cast<std::uint64_t>(line[i]);
    EXPECT_EQ(g.left(), left);
    EXPECT_EQ(g.left_seen, left) << "replayed() sees the pile already rebuilt";
    EXPECT_EQ(g.taken, taken);
  }
  EXPECT_EQ(g.left(), 1u);
  EXPECT_EQ(g.to_move(), 1);

  g.timeline().step(-3);
  g.on_timeline_moved();
  EXPECT_EQ(g.left(), 13u);
  EXPECT_EQ(g.taken, (std::array<std::uint64_t, 2>{5, 2}));
  EXPECT_EQ(g.to_move(), 0);
  ASSERT_TRUE(g.take(2, error)) << "a different take there replaces the old continuation";
  EXPECT_EQ(g.timeline().size(), 3u);
  EXPECT_EQ(g.left(), 11u);

  g.new_game({1}, 4);
  EXPECT_EQ(g.timeline().size(), 0u) << "a new game starts a new line";
  EXPECT_EQ(g.left(), 4u);
  EXPECT_EQ(g.taken, (std::array<std::uint64_t, 2>{0, 0}));
}

TEST(PilePlay, RefusalsSayWhyInTheGamesWordsAndChangeNothing) {
  i18n::set_lang(i18n::Lang::En);
  TakenByEach g(0.5);
  g.new_game({1, 3, 4}, 6);
  std::string error;
  ASSERT_TRUE(g.take(4, error));
  g.skip_animation();
  const int replays = g.replays;
  // Not a take size: not in the set, zero, negative, or one that only a cast
  // to the take's 32 bits would turn into a take size (2^32 + 1 -> 1).
  const std::int64_t not_takes[] = {2, 0, -1, (std::int64_t{1} << 32) + 1, std::numeric_limits<std::int64_t>::min()};
  for (std::int64_t k : not_takes) {
    error.clear();
    EXPECT_FALSE(g.take(k, error)) << k;
    EXPECT_EQ(error, "not a take: " + std::to_string(k) + " (sizes 1, 3, 4)");
  }
  error.clear();
  EXPECT_FALSE(g.take(3, error)) << "2 left: 3 does not fit";
  EXPECT_EQ(error, "too many: 3 of 2");
  EXPECT_EQ(g.left(), 2u);
  EXPECT_EQ(g.timeline().size(), 1u);
  EXPECT_EQ(g.replays, replays) << "a refused take rebuilds nothing";
  EXPECT_FALSE(g.animating()) << "a refused take starts no animation";
  EXPECT_TRUE(g.take(1, error));
  EXPECT_TRUE(g.take(1, error));
  EXPECT_EQ(g.left(), 0u);
  EXPECT_FALSE(g.take(1, error)) << "nothing left to take";
  EXPECT_EQ(error, "too many: 1 of 0");
}

TEST(PilePlay, ATakeAnimatesInTheGamesTimeAndATimelineMoveEndsIt) {
  TakenByEach g(0.8);
  g.new_game({1, 2}, 9);
  EXPECT_FALSE(g.animating());
  std::string error;
  ASSERT_TRUE(g.take(2, error));
  EXPECT_TRUE(g.animating());
  EXPECT_EQ(g.anim_progress(), 0.0);
  g.advance(0.2, 1.0f);
  EXPECT_NEAR(g.anim_progress(), 0.25, 1e-9);
  g.advance(0.2, 2.0f);  // twice as fast: 0.4 s worth
  EXPECT_NEAR(g.anim_progress(), 0.75, 1e-9);
  g.timeline().step(-1);
  g.on_timeline_moved();
  EXPECT_FALSE(g.animating()) << "the position at the cursor is shown at once";
  EXPECT_EQ(g.left(), 9u);
  ASSERT_TRUE(g.take(1, error));
  g.advance(0.01, 0.0f);  // reduced motion: the end state at once
  EXPECT_FALSE(g.animating());
  ASSERT_TRUE(g.take(1, error));
  g.new_game({1, 2}, 9);
  EXPECT_FALSE(g.animating()) << "a new game shows its start at once";
}

}  // namespace
}  // namespace gtl::app
