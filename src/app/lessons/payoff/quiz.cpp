// The payoff lesson's quiz: which questions, their options, and grading.
#include "app/lessons/payoff/quiz.hpp"

#include <algorithm>
#include <tuple>

namespace gtl::app::payoff_view {

namespace {

using payoff::NodeKind;

// A small generator of our own (splitmix64): the questions must be the same
// natively and in the page, and the standard library's distributions and
// shuffle differ between libstdc++ and libc++.
struct Mix {
  std::uint64_t s;
  std::uint64_t next() {
    std::uint64_t z = (s += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
};

bool has(const std::vector<Vec>& set, const Vec& v) { return std::find(set.begin(), set.end(), v) != set.end(); }

// A Choice question at personal node v, or nullopt when every action is right
// (nothing to tell apart) or there is one action.
std::optional<QuizQuestion> choice_at(const Game& g, const payoff::SpeValues& values, int v) {
  const payoff::Node& n = g.nodes[static_cast<std::size_t>(v)];
  if (n.kind != NodeKind::Personal || n.children.size() < 2) return std::nullopt;
  QuizQuestion q{QuizAsk::Choice, v, n.player, {}, {}, {}, -1};
  for (std::size_t a = 0; a < n.children.size(); ++a) {
    q.actions.push_back(static_cast<int>(a));
    q.right.push_back(action_is_subgame_perfect(g, values, v, static_cast<int>(a)));
  }
  if (std::all_of(q.right.begin(), q.right.end(), [](bool b) { return b; })) return std::nullopt;
  return q;
}

// The plays' payoffs below v, in preorder (the leaves of v's subtree).
void leaves_below(const Game& g, const payoff::SpeValues& values, int v, std::vector<Vec>& out) {
  const payoff::Node& n = g.nodes[static_cast<std::size_t>(v)];
  if (n.kind == NodeKind::Terminal) {
    if (!has(out, values.at[static_cast<std::size_t>(v)][0])) out.push_back(values.at[static_cast<std::size_t>(v)][0]);
    return;
  }
  for (int c : n.children) leaves_below(g, values, c, out);
}

// A Payoff question at inner node v: at most two of its equilibria's payoffs
// and the slips beside them, or nullopt when no slip differs from the answer.
std::optional<QuizQuestion> payoff_at(const Game& g, const payoff::SpeValues& values, int v) {
  const payoff::Node& n = g.nodes[static_cast<std::size_t>(v)];
  if (n.kind == NodeKind::Terminal) return std::nullopt;
  std::vector<Vec> right = values.at[static_cast<std::size_t>(v)];
  std::sort(right.begin(), right.end());
  if (right.size() > 2) right.resize(2);
  std::vector<Vec> slips;
  for (int c : n.children)
    for (const Vec& u : values.at[static_cast<std::size_t>(c)])
      if (!has(values.at[static_cast<std::size_t>(v)], u) && !has(slips, u)) slips.push_back(u);
  std::sort(slips.begin(), slips.end());
  std::vector<Vec> plays;
  leaves_below(g, values, v, plays);
  for (const Vec& u : plays)
    if (!has(values.at[static_cast<std::size_t>(v)], u) && !has(slips, u)) slips.push_back(u);
  if (slips.empty()) return std::nullopt;
  slips.resize(std::min(slips.size(), kQuizOptions - right.size()));
  QuizQuestion q{QuizAsk::Payoff, v, n.player, {}, right, {}, -1};
  q.payoffs.insert(q.payoffs.end(), slips.begin(), slips.end());
  std::sort(q.payoffs.begin(), q.payoffs.end());
  for (const Vec& u : q.payoffs) q.right.push_back(has(right, u));
  return q;
}

}  // namespace

bool action_is_subgame_perfect(const Game& g, const payoff::SpeValues& values, int v, int a) {
  const payoff::Node& n = g.nodes[static_cast<std::size_t>(v)];
  const std::size_t i = static_cast<std::size_t>(n.player) - 1;
  const auto& chosen = values.at[static_cast<std::size_t>(n.children[static_cast<std::size_t>(a)])];
  // Some equilibrium below the action gives the mover at least the least that
  // every other action's equilibria can be held to.
  return std::any_of(chosen.begin(), chosen.end(), [&](const Vec& u) {
    return std::all_of(n.children.begin(), n.children.end(), [&](int c) {
      const auto& other = values.at[static_cast<std::size_t>(c)];
      return std::any_of(other.begin(), other.end(), [&](const Vec& w) { return w[i] <= u[i]; });
    });
  });
}

std::vector<std::vector<Vec>> action_values(const Game& g, const payoff::SpeValues& values, int node) {
  std::vector<std::vector<Vec>> out;
  for (int c : g.nodes[static_cast<std::size_t>(node)].children) out.push_back(values.at[static_cast<std::size_t>(c)]);
  return out;
}

PayoffQuiz PayoffQuiz::make(const Game& g, const TreeLayout& layout, const payoff::SpeValues& values,
                            std::size_t count, std::uint32_t seed) {
  PayoffQuiz quiz;
  if (values.refusal || values.at.size() != g.nodes.size() || g.nodes.empty() || count == 0) return quiz;
  std::vector<QuizQuestion> pool;
  for (std::size_t v = 0; v < g.nodes.size(); ++v) {
    if (auto q = choice_at(g, values, static_cast<int>(v))) pool.push_back(std::move(*q));
    // A payoff below the root only where some working upward is needed.
    if (v > 0 && layout.height[v] >= 2)
      if (auto q = payoff_at(g, values, static_cast<int>(v))) pool.push_back(std::move(*q));
  }
  std::optional<QuizQuestion> last = payoff_at(g, values, 0);
  const std::size_t room = count - (last ? 1 : 0);
  Mix mix{seed};
  for (std::size_t k = pool.size(); k > 1; --k) std::swap(pool[k - 1], pool[mix.next() % k]);
  if (pool.size() > room) pool.resize(room);
  // From the leaves up, as the class solves the tree; at one node, the choice first.
  std::sort(pool.begin(), pool.end(), [&](const QuizQuestion& a, const QuizQuestion& b) {
    const auto key = [&](const QuizQuestion& q) {
      const std::size_t v = static_cast<std::size_t>(q.node);
      return std::make_tuple(layout.height[v], layout.x[v], q.ask == QuizAsk::Payoff);
    };
    return key(a) < key(b);
  });
  if (last) pool.push_back(std::move(*last));
  quiz.questions_ = std::move(pool);
  return quiz;
}

bool PayoffQuiz::answer(std::size_t question, int option) {
  if (question >= questions_.size()) return false;
  QuizQuestion& q = questions_[question];
  if (q.answer >= 0 || option < 0 || static_cast<std::size_t>(option) >= q.options()) return false;
  q.answer = option;
  return true;
}

int PayoffQuiz::current() const {
  for (std::size_t k = 0; k < questions_.size(); ++k)
    if (questions_[k].answer < 0) return static_cast<int>(k);
  return -1;
}

QuizScore PayoffQuiz::score() const {
  QuizScore s;
  s.total = static_cast<int>(questions_.size());
  for (const QuizQuestion& q : questions_) {
    if (q.answer < 0) continue;
    ++s.answered;
    if (q.correct()) ++s.correct;
  }
  return s;
}

}  // namespace gtl::app::payoff_view
