// The registry of lessons: every game the app offers, in menu order. The app
// makes them once (App::App) and from then on only loops over them.
#pragma once

#include <memory>
#include <vector>

#include "app/kit/lesson.hpp"

namespace gtl::app {

// One line per game (registry.cpp). Each lesson's words are added to the
// string tables here, before anything asks for them.
std::vector<std::unique_ptr<Lesson>> make_lessons(const LessonContext& context);

}  // namespace gtl::app
