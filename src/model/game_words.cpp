#include "model/game_words.hpp"

#include "model/i18n.hpp"
#include "model/view_common.hpp"

namespace gtl::model {

using i18n::tr;
using i18n::tr_fmt;

std::string WordedBallGame::short_label(Position p) const {
  const ball_game::State s = unpack(p);
  const auto word = [](bool odd) { return tr(odd ? "words.odd_short" : "words.even_short"); };
  return tr_fmt("words.ball_label", s.balls, word(s.mover_odd), word(s.other_odd));
}

std::string WordedBallGame::describe(Position p) const {
  const ball_game::State s = unpack(p);
  const auto word = [](bool odd) { return tr(odd ? "balls.odd" : "balls.even"); };
  std::string d = tr_fmt(s.balls == 1 ? "words.ball_one" : "words.ball_many", s.balls, word(s.mover_odd), word(s.other_odd));
  if (moves(p).empty()) d += tr_fmt("words.ball_over", outcome_word(terminal_outcome(p)));
  return d;
}

std::string WordedBallGame::move_label(Move t) const { return tr_fmt("words.take", t); }

std::string WordedNumberGame::describe(Position p) const {
  const int n = number_game::count(p);
  if (n == 0) return tr("words.num_none");
  std::string list;
  for (int y : number_game::NumberRange(p)) list += (list.empty() ? "" : ", ") + std::to_string(y);
  std::string s = n == 1 ? tr_fmt("words.num_one", list) : tr_fmt("words.num_many", n, list);
  const int forbidden = (max - 1) - n;
  if (forbidden == 1) s += tr_fmt("words.num_other_one", max);
  if (forbidden > 1) s += tr_fmt("words.num_other_many", forbidden, max);
  return s + tr("words.end");
}

}  // namespace gtl::model
