// A monkey test of the automation layer (issue 16): many random actions, valid
// and invalid, through the real App's dispatch (what window.gtl.dispatch and the
// share links reach), with invariants checked after each one:
//   - the reply is JSON {"ok": bool, "error"?: string} and the state is valid JSON;
//   - the outcome and winning moves shown agree with an independent brute force
//     written here from the rules (Number Game: the judges' ascending rule; ball
//     game: the parity rule), not with the app's own solver;
//   - the process stays under a memory ceiling.
// Seeded and reproducible: GTL_MONKEY_SEED=<n> replays another run (shard k uses
// seed n + k); a failure prints the seed, the action number and the last actions.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <deque>
#include <fstream>
#include <map>
#include <random>
#include <string>
#include <unistd.h>
#include <vector>

#include "app_test_support.hpp"

namespace gtl::app {
namespace {

using testing::HeadlessApp;

#ifdef GTL_SANITIZED_BUILD
// ASan + UBSan run the same actions about 10x slower; a tenth keeps the test
// command fast, and the Release build runs the full 10^5.
constexpr int kAllActions = 10'000;
constexpr long kCeilingBytes = 1536L << 20;  // ASan's shadow memory and quarantine come on top
#else
constexpr int kAllActions = 100'000;
constexpr long kCeilingBytes = 512L << 20;  // the page's MAXIMUM_MEMORY
#endif

long resident_bytes() {
  std::ifstream statm("/proc/self/statm");
  long pages = 0, resident = 0;
  statm >> pages >> resident;
  return resident * sysconf(_SC_PAGESIZE);
}

// ---- Number Game reference: y is forbidden once y - x is (x named, ascending).
std::vector<int> after_naming(const std::vector<int>& allowed, int x) {
  const int max = std::max(*std::max_element(allowed.begin(), allowed.end()), x);
  // 0 counts as forbidden (x itself goes), 1 never does; of 2..max only the allowed are free.
  std::vector<bool> forbidden(static_cast<std::size_t>(max) + 1, true);
  forbidden[1] = false;
  for (int y : allowed) forbidden[static_cast<std::size_t>(y)] = false;
  forbidden[static_cast<std::size_t>(x)] = true;
  for (int y = x + 1; y <= max; ++y)
    if (forbidden[static_cast<std::size_t>(y - x)]) forbidden[static_cast<std::size_t>(y)] = true;
  std::vector<int> out;
  for (int y : allowed)
    if (!forbidden[static_cast<std::size_t>(y)]) out.push_back(y);
  return out;
}

class NumberReference {
 public:
  bool wins(const std::vector<int>& allowed) {
    if (allowed.empty()) return false;
    auto it = memo_.find(allowed);
    if (it != memo_.end()) return it->second;
    bool w = false;
    for (int x : allowed) w = w || !wins(after_naming(allowed, x));
    return memo_[allowed] = w;
  }
  std::vector<int> winning_moves(const std::vector<int>& allowed) {
    std::vector<int> out;
    for (int x : allowed)
      if (!wins(after_naming(allowed, x))) out.push_back(x);
    return out;
  }

 private:
  std::map<std::vector<int>, bool> memo_;
};

// ---- Ball game reference: +1 win, 0 draw, -1 loss for the player to move.
int ball_value(const std::vector<std::int64_t>& takes, std::int64_t balls, bool mover_odd, bool other_odd,
               std::map<std::tuple<std::int64_t, bool, bool>, int>& memo) {
  const auto key = std::make_tuple(balls, mover_odd, other_odd);
  if (auto it = memo.find(key); it != memo.end()) return it->second;
  int best = -2;
  for (std::int64_t t : takes) {
    if (t > balls) continue;
    best = std::max(best, -ball_value(takes, balls - t, other_odd, mover_odd != (t % 2 == 1), memo));
  }
  if (best == -2) best = mover_odd == other_odd ? 0 : (mover_odd ? 1 : -1);
  return memo[key] = best;
}

std::vector<int> ints(const json::Value* a) {
  std::vector<int> out;
  if (a)
    for (const auto& x : a->array) out.push_back(static_cast<int>(*x.integer));
  return out;
}

// Random actions: mostly meaningful ones (so the app gets deep into games,
// inductions, quizzes and trees), a share of broken ones.
class Monkey {
 public:
  explicit Monkey(std::uint64_t seed) : rng_(seed) {}

  std::string next(const json::Value& state) {
    const int kind = pick(0, 99);
    if (kind < 8) return garbage();
    if (kind < 12) return with_unknown_field();
    const auto* number = state.find("number");
    const auto* balls = state.find("balls");
    switch (pick(0, 27)) {
      case 0: return R"({"type":"number.new","max":)" + std::to_string(pick(0, 3) ? pick(2, 14) : pick(0, 1) ? pick(-5, 1) : pick(33, 40)) + "}";
      case 1: {
        const auto allowed = ints(number ? number->find("allowed") : nullptr);
        const int x = !allowed.empty() && pick(0, 4) ? allowed[static_cast<std::size_t>(pick(0, int(allowed.size()) - 1))]
                                                     : pick(-3, 40);
        return R"({"type":"number.pick","value":)" + std::to_string(x) + "}";
      }
      case 2: {
        std::string list;
        for (int i = pick(0, 6); i > 0; --i) list += (list.empty() ? "" : ",") + std::to_string(pick(1, 16));
        return R"({"type":"number.set","allowed":[)" + list + "]}";
      }
      case 3: {
        std::string list;
        for (int i = pick(1, 4); i > 0; --i) list += (list.empty() ? "" : ",") + std::to_string(pick(0, 9));
        return R"({"type":"balls.new","take":[)" + list + R"(],"n":)" + std::to_string(pick(-2, 120)) + "}";
      }
      case 4: {
        const auto best = ints(balls ? balls->find("bestMoves") : nullptr);
        const int k = !best.empty() && pick(0, 2) ? best.front() : pick(-1, 10);
        return R"({"type":"balls.take","k":)" + std::to_string(k) + "}";
      }
      case 5: return R"({"type":"view","view":")" + std::string(pick(0, 1) ? "number" : "balls") + "\"}";
      case 6: return R"({"type":"history.step","delta":)" + std::to_string(pick(-5, 5)) + "}";
      case 7: return R"({"type":"history.goto","index":)" + std::to_string(pick(-1, 12)) + "}";
      case 8: return R"({"type":"tree.mode","mode":")" + std::string(pick(0, 1) ? "tree" : "dag") + "\"}";
      case 9: return R"({"type":"tree.expand","depth":)" + std::to_string(pick(0, 4)) + "}";
      case 10: return R"({"type":"tree.expandPV"})";
      case 11: return R"({"type":"tree.collapseAll"})";
      case 12: return R"({"type":"tree.select","path":[)" + path() + "]}";
      case 13: return R"({"type":"tree.toggle","path":[)" + path() + "]}";
      case 14: return R"({"type":"tree.jump"})";
      case 15: return R"({"type":"tree.group","on":)" + std::string(pick(0, 1) ? "true" : "false") + "}";
      case 16:
        return R"({"type":"teach.induction","order":")" + std::string(pick(0, 1) ? "memo" : "retrograde") +
               R"(","from":")" + (pick(0, 1) ? "start" : "current") + "\"}";
      case 17: return R"({"type":"teach.step","delta":)" + std::to_string(pick(-3, 8)) + "}";
      case 18: return R"({"type":"teach.stop"})";
      case 19: return R"({"type":"play.start","human":")" + std::string(pick(0, 1) ? "first" : "both") + "\"}";
      case 20: return R"({"type":"play.undo"})";
      case 21: return R"({"type":"quiz.start","depth":)" + std::to_string(pick(0, 3)) + "}";
      case 22: return R"({"type":"quiz.reveal"})";
      case 23: return R"({"type":"anim.speed","value":)" + std::to_string(pick(0, 2)) + "}";
      case 24: return R"({"type":"hints","on":)" + std::string(pick(0, 1) ? "true" : "false") + "}";
      case 25: return R"({"type":"link.open","query":")" + link() + "\"}";
      case 26: return R"({"type":"number.judge","input":"3 2 3 5\n0\n"})";
      default: return R"({"type":"anim.skip"})";
    }
  }

 private:
  int pick(int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng_); }

  std::string path() {
    std::string p;
    for (int i = pick(0, 3); i > 0; --i) p += (p.empty() ? "" : ",") + std::to_string(pick(1, 12));
    return p;
  }
  std::string link() {
    switch (pick(0, 5)) {
      case 0: return "?game=number&max=" + std::to_string(pick(2, 14)) + "&moves=" + std::to_string(pick(2, 14));
      case 1: return "?game=balls&take=1,2,3&n=" + std::to_string(pick(0, 60));
      case 2: return "?game=number&max=10&max=12";
      case 3: return "?game=number&max=10&allowed=2,3,25";
      case 4: return "?game=balls&take=" + std::to_string(pick(0, 2000)) + "&n=5";
      default: return "?game=chess";
    }
  }
  std::string garbage() {
    static const char* const kBad[] = {
        "", "{", "null", "[]", "42", R"({"type":7})", R"({"type":"nope"})", R"({"type":"number.new"})",
        R"({"type":"number.new","max":"20"})", R"({"type":"number.new","max":9007199254740993})",
        R"({"type":"number.new","max":1e999})", R"({"type":"number.new","max":20,"max":21})",
        R"({"type":"balls.judge","input":"\ud800"})", "{\"type\":\"number.judge\",\"input\":\"\xff\"}",
        R"({"type":"balls.new","take":[1,2,3],"n":-1})", R"({"type":"tree.expand","depth":1,"path":[9223372036854775807]})",
        R"({"type":"history.step","delta":18446744073709551615})", R"([[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]])",
    };
    std::string s = kBad[pick(0, static_cast<int>(std::size(kBad)) - 1)];
    if (!s.empty() && pick(0, 3) == 0) s[static_cast<std::size_t>(pick(0, int(s.size()) - 1))] = static_cast<char>(pick(0, 255));
    return s;
  }
  std::string with_unknown_field() {
    static const char* const kTypes[] = {"number.new", "tree.fit", "view", "balls.take", "teach.stop"};
    return std::string(R"({"type":")") + kTypes[pick(0, 4)] + R"(","mx":1})";
  }

  std::mt19937_64 rng_;
};

// The actions run as kShards independent runs of kActions / kShards each (seed
// base + shard), so CTest's parallel runners can balance them: one 10^5-action
// test used to set the length of the whole CTest step.
constexpr int kShards = 4;

class AppMonkey : public ::testing::TestWithParam<int> {};

TEST_P(AppMonkey, RandomActionsKeepEveryInvariant) {
  const char* env = std::getenv("GTL_MONKEY_SEED");
  const std::uint64_t seed = (env ? std::strtoull(env, nullptr, 10) : 20261201) + static_cast<std::uint64_t>(GetParam());
  constexpr int kActions = kAllActions / kShards;
  HeadlessApp h;
  h.app().dispatch_json(R"({"type":"anim.speed","value":0})");
  Monkey monkey(seed);
  NumberReference numbers;
  std::deque<std::string> recent;
  int ok_count = 0, checked_numbers = 0, checked_balls = 0;
  json::Value state = h.state();
  const long rss_before = resident_bytes();
  long rss_peak = rss_before;
  for (int i = 0; i < kActions; ++i) {
    const std::string action = monkey.next(state);
    recent.push_back(action);
    if (recent.size() > 8) recent.pop_front();
    auto where = [&] {
      std::string s = "seed " + std::to_string(seed) + ", action " + std::to_string(i) + "; last actions:";
      for (const auto& a : recent) s += "\n  " + a;
      return s;
    };
    const auto reply = json::parse(h.app().dispatch_json(action));
    ASSERT_TRUE(reply.value) << where();
    const auto* ok = reply.value->find("ok");
    ASSERT_TRUE(ok && ok->type == json::Value::Type::Bool) << where();
    if (ok->boolean) ++ok_count;
    else ASSERT_TRUE(reply.value->find("error") && reply.value->find("error")->is_string()) << where();
    if (i % 16 == 0) h.frames(1);  // draw now and then: the views' frame code runs on monkey states too
    const auto parsed = json::parse(h.app().state_json());
    ASSERT_TRUE(parsed.value) << parsed.error << "\n" << where();
    state = *parsed.value;

    const auto* number = state.find("number");
    const std::string view = state.find("view")->string;
    if (view == "number" && number->find("outcome")->string != "hidden") {
      const auto allowed = ints(number->find("allowed"));
      const auto winning = ints(number->find("winningMoves"));
      if (!allowed.empty() && *std::max_element(allowed.begin(), allowed.end()) <= 16) {
        ASSERT_EQ(winning, numbers.winning_moves(allowed)) << where();
        ASSERT_EQ(number->find("outcome")->string, winning.empty() ? "lose" : "win") << where();
        ++checked_numbers;
      }
    }
    const auto* balls = state.find("balls");
    if (view == "balls" && balls->find("left")->number <= 200) {
      std::vector<std::int64_t> takes;
      for (int t : ints(balls->find("take"))) takes.push_back(t);
      const auto left = *balls->find("left")->integer;
      const auto held = ints(balls->find("held"));
      const int mover = balls->find("toMove")->string == "first" ? 0 : 1;
      std::map<std::tuple<std::int64_t, bool, bool>, int> memo;
      const int v = ball_value(takes, left, held[static_cast<std::size_t>(mover)] % 2 == 1,
                               held[static_cast<std::size_t>(1 - mover)] % 2 == 1, memo);
      ASSERT_EQ(balls->find("outcome")->string, v > 0 ? "+" : v < 0 ? "-" : "0") << where();
      ++checked_balls;
    }
    if (i % 256 == 0) {
      rss_peak = std::max(rss_peak, resident_bytes());
      ASSERT_LT(rss_peak, kCeilingBytes) << where();
    }
  }
  // The run must have been a real one: many accepted actions and many checked positions.
  EXPECT_GT(ok_count, kActions / 4);
  EXPECT_GT(checked_numbers, kActions / 20);
  EXPECT_GT(checked_balls, kActions / 50);
  std::printf("[monkey] seed %llu: %d actions, %d accepted, %d Number Game and %d ball-game positions checked, "
              "resident memory %ld MB before, %ld MB at most\n",
              static_cast<unsigned long long>(seed), kActions, ok_count, checked_numbers, checked_balls,
              rss_before >> 20, rss_peak >> 20);
}

INSTANTIATE_TEST_SUITE_P(Shards, AppMonkey, ::testing::Range(0, kShards));

}  // namespace
}  // namespace gtl::app
