#include "model/quiz.hpp"

#include <algorithm>
#include <random>

#include "model/i18n.hpp"
#include "model/proof.hpp"
#include "model/rules.hpp"
#include "model/view_common.hpp"

namespace gtl::model {

Quiz::Quiz(const PositionGraph& g, std::uint32_t depth, std::uint32_t count, std::uint32_t seed)
    : g_(&g) {
  if (g.nodes.empty()) return;
  // Positions exactly d moves in, level by level. For each, one way in (the
  // first found): the index of its parent on the level above and the move.
  struct Entry {
    NodeId node;
    std::size_t parent;
    std::int64_t move;
  };
  std::vector<std::vector<Entry>> levels{{{g.root(), 0, 0}}};
  std::vector<std::uint32_t> stamp(g.nodes.size(), kNone);
  for (std::uint32_t d = 1; d <= depth && !levels.back().empty(); ++d) {
    std::vector<Entry> next;
    const std::vector<Entry>& above = levels.back();
    for (std::size_t i = 0; i < above.size(); ++i) {
      for (const GraphEdge* e = g.begin_edges(above[i].node); e != g.end_edges(above[i].node); ++e) {
        if (stamp[e->child] == d) continue;
        stamp[e->child] = d;
        next.push_back({e->child, i, e->move});
      }
    }
    levels.push_back(std::move(next));
  }
  if (levels.size() != depth + 1) return;  // the game is shorter than that
  const std::vector<Entry>& pool = levels[depth];

  // Reproducible pick: Fisher–Yates driven by mt19937 alone (its output is
  // fixed by the standard; library distributions are not).
  std::mt19937 rng(seed);
  std::vector<std::size_t> idx(pool.size());
  for (std::size_t i = 0; i < idx.size(); ++i) idx[i] = i;
  const std::size_t take = std::min<std::size_t>(count, idx.size());
  for (std::size_t i = 0; i < take; ++i) std::swap(idx[i], idx[i + rng() % (idx.size() - i)]);

  for (std::size_t i = 0; i < take; ++i) {
    QuizQuestion q;
    q.node = pool[idx[i]].node;
    std::size_t at = idx[i];
    for (std::uint32_t d = depth; d > 0; --d) {
      q.path.push_back(levels[d][at].move);
      at = levels[d][at].parent;
    }
    std::reverse(q.path.begin(), q.path.end());
    questions_.push_back(std::move(q));
  }
}

std::vector<std::uint32_t> Quiz::moves_left(const PositionGraph& g) {
  // `measure` strictly decreases along every move: children come first in
  // increasing measure order.
  std::vector<NodeId> order(g.nodes.size());
  for (NodeId i = 0; i < order.size(); ++i) order[i] = i;
  std::sort(order.begin(), order.end(), [&](NodeId a, NodeId b) { return g.nodes[a].measure < g.nodes[b].measure; });
  std::vector<std::uint32_t> left(g.nodes.size(), 0);
  for (NodeId v : order)
    for (const GraphEdge* e = g.begin_edges(v); e != g.end_edges(v); ++e) left[v] = std::max(left[v], left[e->child] + 1);
  return left;
}

Quiz Quiz::by_moves_left(const PositionGraph& g, std::uint32_t moves_left_wanted, std::uint32_t count,
                         std::uint32_t seed) {
  Quiz quiz(g);
  if (g.nodes.empty()) return quiz;
  const auto left = moves_left(g);
  // One shortest way in for each position, breadth-first from the start.
  std::vector<NodeId> via(g.nodes.size(), kNone);
  std::vector<std::int64_t> by(g.nodes.size(), 0);
  std::vector<NodeId> order{g.root()};
  via[g.root()] = g.root();
  for (std::size_t i = 0; i < order.size(); ++i)
    for (const GraphEdge* e = g.begin_edges(order[i]); e != g.end_edges(order[i]); ++e)
      if (via[e->child] == kNone) {
        via[e->child] = order[i];
        by[e->child] = e->move;
        order.push_back(e->child);
      }
  std::vector<NodeId> pool;
  for (NodeId v : order)
    if (left[v] == moves_left_wanted) pool.push_back(v);
  std::mt19937 rng(seed);
  const std::size_t take = std::min<std::size_t>(count, pool.size());
  for (std::size_t i = 0; i < take; ++i) std::swap(pool[i], pool[i + rng() % (pool.size() - i)]);
  for (std::size_t i = 0; i < take; ++i) {
    QuizQuestion q;
    q.node = pool[i];
    for (NodeId v = pool[i]; v != g.root(); v = via[v]) q.path.push_back(by[v]);
    std::reverse(q.path.begin(), q.path.end());
    quiz.questions_.push_back(std::move(q));
  }
  return quiz;
}

QuizGrade Quiz::grade(std::size_t question) const {
  const QuizQuestion& q = questions_.at(question);
  QuizGrade gr;
  const Decision d = solved_decision(*g_, q.node);
  gr.expected = d.outcome;
  gr.rule = rule_sentence(*g_, q.node, d);
  gr.answered = q.answer.has_value();
  if (!gr.answered) return gr;
  gr.correct = *q.answer == d.outcome;
  gr.feedback = i18n::tr_fmt(gr.correct ? "quiz.right" : "quiz.not_quite", std::string(1, letter(d.outcome)),
                             explain(*g_, q.node));
  return gr;
}

QuizScore Quiz::score() const {
  QuizScore s;
  s.total = static_cast<std::uint32_t>(questions_.size());
  for (std::size_t i = 0; i < questions_.size(); ++i) {
    const QuizGrade gr = grade(i);
    s.answered += gr.answered;
    s.correct += gr.correct;
  }
  return s;
}

}  // namespace gtl::model
