#include "app/lessons/registry.hpp"

#include "app/lessons/nim/lesson.hpp"
#include "app/lessons/subtraction/lesson.hpp"
#include "app/lessons/ttt/lesson.hpp"
#include "app/lessons/balls/lesson.hpp"
#include "app/lessons/number/lesson.hpp"
#include "app/lessons/graph/lesson.hpp"
#include "app/kit/lazy_lesson.hpp"
#include "app/lessons/payoff/lesson.hpp"

namespace gtl::app {

std::vector<std::unique_ptr<Lesson>> make_lessons(const LessonContext& context) {
  std::vector<std::unique_ptr<Lesson>> lessons;
  // One line per game, in the order of the Game menu.
  lessons.push_back(std::make_unique<NumberLesson>(context));
  lessons.push_back(std::make_unique<BallLesson>(context));
  lessons.push_back(std::make_unique<NimLesson>(context));
  lessons.push_back(std::make_unique<SubtractionLesson>(context));
  lessons.push_back(std::make_unique<TicTacToeLesson>(context));
  lessons.push_back(std::make_unique<GraphLesson>(context, GraphLesson::Flavour::Editor));
  lessons.push_back(std::make_unique<GraphLesson>(context, GraphLesson::Flavour::Loopy));
  // Its code, the exact solvers with it, comes to the page when it is first
  // shown (kit/lazy_lesson.hpp): with it the first visit would be over budget.
  lessons.push_back(std::make_unique<LazyLesson>(
      context, LazyLesson::Face{"payoff", "payoff.name", payoff_words::en(), payoff_words::zh()},
      &PayoffLesson::make));
  for (const auto& lesson : lessons)
    for (i18n::Lang lang : {i18n::Lang::En, i18n::Lang::Zh}) i18n::add_strings(lang, lesson->strings(lang));
  return lessons;
}

}  // namespace gtl::app
