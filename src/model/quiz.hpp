// "Is this position W, L or D?" — a small quiz over positions a chosen number
// of moves into the game. Questions are picked reproducibly from a seed; each
// answer is graded with the rule that decides the position, so a wrong answer
// comes with the reason.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/position_graph.hpp"

namespace gtl::model {

struct QuizQuestion {
  NodeId node = 0;
  std::vector<std::int64_t> path;  // moves from the start that reach it (to show it in the tree)
  std::optional<Outcome> answer;   // the student's, once given
};

struct QuizGrade {
  bool answered = false;
  bool correct = false;
  Outcome expected = Outcome::Unknown;
  std::string feedback;  // "Right: W. Move 5 leaves the opponent in a losing position."
  std::string rule;      // the deciding rule, "move 5 leads to L → W"
};

struct QuizScore {
  std::uint32_t correct = 0, answered = 0, total = 0;
};

class Quiz {
 public:
  // Up to `count` distinct positions reachable in exactly `depth` moves.
  Quiz(const PositionGraph& g, std::uint32_t depth, std::uint32_t count, std::uint32_t seed);
  // Difficulty by what is left to work out: up to `count` positions reachable
  // from the start whose longest line to the end has exactly `moves_left`
  // moves (1-3 can be worked out by hand at the board).
  static Quiz by_moves_left(const PositionGraph& g, std::uint32_t moves_left, std::uint32_t count, std::uint32_t seed);
  // The longest line from each position to the end of the game, in moves.
  static std::vector<std::uint32_t> moves_left(const PositionGraph& g);

  const std::vector<QuizQuestion>& questions() const { return questions_; }
  void answer(std::size_t question, Outcome o) { questions_.at(question).answer = o; }
  QuizGrade grade(std::size_t question) const;
  QuizScore score() const;

 private:
  explicit Quiz(const PositionGraph& g) : g_(&g) {}
  const PositionGraph* g_;
  std::vector<QuizQuestion> questions_;
};

}  // namespace gtl::model
