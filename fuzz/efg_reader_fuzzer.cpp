// libFuzzer target: the .efg reader and writer, and the payoff-game solvers on
// small budgets, on any bytes. Checked on every input, besides no crash and
// no sanitizer report:
// - a refusal names a line and column inside the input, and is safe to print;
// - an accepted game is well formed (one child per action, chance
//   probabilities summing to 1, one payoff per player), written out reads
//   back to the same game, and writing that again gives the same text;
// - the solvers, each on a small work budget, answer or refuse without
//   crashing; a behaviour profile from lcp (whole game on either path, or
//   subgame by subgame) has each set's probabilities non-negative and
//   summing to 1, and every SPE listed has an action at every set.
#include <cstdint>
#include <string>
#include <string_view>

#include "core/payoff_efg.hpp"
#include "core/payoff_lemke.hpp"
#include "core/payoff_mixed.hpp"
#include "core/payoff_spe.hpp"
#include "core/payoff_strategic.hpp"
#include "core/payoff_subgame_perfect.hpp"
#include "fuzz_checks.hpp"

namespace {

using namespace gtl::payoff;
using gtl::fuzz::check;

void check_game(const Game& g) {
  for (const Node& n : g.nodes) {
    if (n.kind == NodeKind::Terminal) {
      check(n.children.empty(), "a terminal node has children");
    } else {
      check(n.children.size() == g.infoset_of(n).actions.size(), "children differ from actions");
    }
    if (n.outcome >= 0) check(g.outcomes[n.outcome].payoffs.size() == g.players.size(), "payoffs differ from players");
  }
  for (const Infoset& h : g.infosets[0]) {
    Rational sum(0);
    for (const Rational& p : h.probs) sum += p;
    check(sum == Rational(1), "chance probabilities do not sum to 1");
  }
}

void check_behaviour(const BehaviourProfile& p) {
  for (const auto& sets : p)
    for (const auto& probs : sets) {
      Rational sum(0);
      for (const Rational& x : probs) sum += x >= Rational(0) ? x : Rational::invalid();
      check(sum == Rational(1), "a behaviour strategy is not a probability distribution");
    }
}

void check_solvers(const Game& g) {
  Work spe_work{.limit = 20000};
  const SpeResult spe = solve_spe(g, spe_work, 4);
  for (const PureProfile& p : spe.listed)
    for (const PurePlan& plan : p)
      for (int a : plan) check(a >= 0, "an SPE leaves a set without an action");
  Work work{.limit = 20000};
  const StrategicResult sf = reduced_strategic_form(g, work);
  if (sf.form) {
    pure_equilibria(*sf.form, work);
    if (sf.form->players() == 2) extreme_equilibria(*sf.form, work);
  }
  Work lcp_work{.limit = 200000}, sp_work{.limit = 200000};
  const LcpResult lcp = solve_lcp(g, lcp_work);
  if (lcp.profile) check_behaviour(*lcp.profile);
  Work tracing_work{.limit = 200000};
  const LcpResult tracing = solve_lcp(g, tracing_work, LcpPath::Tracing);
  if (tracing.profile) check_behaviour(*tracing.profile);
  const SubgamePerfectResult sp = solve_by_subgames(g, sp_work);
  if (sp.profile) check_behaviour(*sp.profile);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  int lines = 1;
  for (char c : text) lines += c == '\n';
  const EfgRead r = read_efg(text);
  check(r.game.has_value() != r.error.has_value(), "neither a game nor an error, or both");
  if (r.error) {
    check(r.error->line >= 1 && r.error->line <= lines && r.error->column >= 1, "an error outside the input");
    check(gtl::fuzz::terminal_safe(r.error->text()), "an error message unsafe to print");
    return 0;
  }
  check_game(*r.game);
  const std::string written = write_efg(*r.game);
  const EfgRead back = read_efg(written);
  check(back.game.has_value(), "the written game does not read back");
  check(*back.game == *r.game, "the written game reads back to another game");
  check(write_efg(*back.game) == written, "writing twice differs");
  if (r.game->nodes.size() <= 40) check_solvers(*r.game);  // small games: the reader gets most of the time
  return 0;
}
