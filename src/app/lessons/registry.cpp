#include "app/lessons/registry.hpp"

#include "app/lessons/nim/lesson.hpp"
#include "app/lessons/subtraction/lesson.hpp"
#include "app/lessons/ttt/lesson.hpp"
#include "app/lessons/balls/lesson.hpp"
#include "app/lessons/number/lesson.hpp"
#include "app/lessons/graph/lesson.hpp"
#if GTL_PAYOFF_LESSON
#include "app/lessons/payoff/lesson.hpp"
#endif

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
#if GTL_PAYOFF_LESSON
  // Not in the page yet: with its solvers it takes the first visit to 541 KB
  // Brotli, over the 500 KB budget (web/tests/size.test.mjs); it goes to the
  // page once the solvers run in the solve worker (src/app/CMakeLists.txt).
  lessons.push_back(std::make_unique<PayoffLesson>(context));
#endif
  for (const auto& lesson : lessons)
    for (i18n::Lang lang : {i18n::Lang::En, i18n::Lang::Zh}) i18n::add_strings(lang, lesson->strings(lang));
  return lessons;
}

}  // namespace gtl::app
