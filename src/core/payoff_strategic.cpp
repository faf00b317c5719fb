#include "payoff_strategic.hpp"

#include <algorithm>
#include <cstdint>

#include "payoff_efg.hpp"

namespace gtl::payoff {

std::size_t StrategicForm::profile(const std::vector<std::size_t>& choice) const {
  std::size_t index = 0;
  for (std::size_t i = plans.size(); i-- > 0;) index = index * plans[i].size() + choice[i];
  return index;
}

std::string plan_label(const PurePlan& plan) {
  bool wide = false;
  for (int a : plan) wide = wide || a >= 9;
  std::string s;
  for (std::size_t h = 0; h < plan.size(); ++h) {
    if (wide && h > 0) s += '.';
    s += plan[h] < 0 ? std::string("*") : std::to_string(plan[h] + 1);
  }
  return s;
}

namespace {

// Player p's plans in Gambit's order: an odometer over the sets in order,
// where a set the plan's earlier choices make unreachable is `*`.
bool player_plans(const Game& g, const Sequences& q, int p, Work& work, std::vector<PurePlan>& out) {
  const std::size_t m = g.infosets[p].size();
  std::vector<int> owner(q.count, -1);
  for (std::size_t h = 0; h < m; ++h)
    for (std::size_t a = 0; a < g.infosets[p][h].actions.size(); ++a) owner[q.base[h] + a] = static_cast<int>(h);
  PurePlan plan(m, -1);
  // reachable(h): its sequence is empty or chosen by the plan so far.
  auto reachable = [&](std::size_t h) {
    const int s = q.of_set[h];
    return s == 0 || (plan[owner[s]] >= 0 && q.base[owner[s]] + plan[owner[s]] == s);
  };
  // Fills sets from h on with their first choice.
  auto fill = [&](std::size_t h) {
    for (; h < m; ++h) plan[h] = reachable(h) ? 0 : -1;
  };
  fill(0);
  for (;;) {
    if (!work.spend(m + 1)) return false;
    out.push_back(plan);
    std::size_t h = m;
    while (h > 0 && (plan[h - 1] < 0 || plan[h - 1] + 1 == static_cast<int>(g.infosets[p][h - 1].actions.size()))) --h;
    if (h == 0) return true;
    ++plan[h - 1];
    fill(h);
  }
}

// How many reduced plans player p has, without listing them: a sequence that
// no own set follows counts 1, any other the product, over the sets it leads
// to, of the sum of their moves' counts (sets come after the sets that lead
// to them, so last first). Saturates at 2^64 - 1.
std::uint64_t plan_count(const Game& g, const Sequences& q, int p) {
  constexpr std::uint64_t kAll = ~std::uint64_t{0};
  std::vector<std::uint64_t> count(q.count, 1);
  for (std::size_t h = g.infosets[p].size(); h-- > 0;) {
    std::uint64_t sum = 0;
    for (std::size_t a = 0; a < g.infosets[p][h].actions.size(); ++a)
      sum = count[q.base[h] + a] > kAll - sum ? kAll : sum + count[q.base[h] + a];
    std::uint64_t& c = count[q.of_set[h]];
    c = sum != 0 && c > kAll / sum ? kAll : c * sum;
  }
  return count[0];
}

// The chance-weighted payoffs of one profile: a walk over the nodes it reaches.
bool profile_payoffs(const Game& g, const std::vector<Rational>& totals, const std::vector<const PurePlan*>& plans,
                     Work& work, Rational* out) {
  const std::size_t n = plans.size();
  std::vector<std::pair<int, Rational>> stack{{0, Rational(1)}};
  while (!stack.empty()) {
    const auto [v, prob] = stack.back();
    stack.pop_back();
    if (!work.spend(1)) return false;
    const Node& node = g.nodes[v];
    if (node.kind == NodeKind::Terminal) {
      for (std::size_t i = 0; i < n; ++i) out[i] += prob * totals[static_cast<std::size_t>(v) * n + i];
    } else if (node.kind == NodeKind::Personal) {
      stack.emplace_back(node.children[(*plans[node.player - 1])[node.infoset]], prob);
    } else {
      const Infoset& h = g.infoset_of(node);
      for (std::size_t a = node.children.size(); a-- > 0;)
        if (!h.probs[a].is_zero()) stack.emplace_back(node.children[a], prob * h.probs[a]);
    }
  }
  return true;
}

}  // namespace

StrategicResult reduced_strategic_form(const Game& g, Work& work) {
  StrategicResult r;
  std::optional<std::string> recall;
  const std::vector<Sequences> seq = player_sequences(g, &recall);
  if (recall) {
    r.refusal = "the reduced strategic form is built for games of perfect recall, but this one has " + *recall;
    return r;
  }
  StrategicForm f;
  f.plans.resize(g.players.size());
  f.profiles = 1;
  const auto refuse = [&](const std::string& what) {
    r.over_budget = true;
    r.refusal = what + " passes the work budget of " + std::to_string(work.limit) + " steps";
    return r;
  };
  // Counted first: a form past the budget is refused before a plan is listed
  // (N-card poker's 4^N plans would take the budget's time to list otherwise).
  std::uint64_t profiles = 1;
  for (int p = 1; p <= g.player_count(); ++p) {
    const std::uint64_t count = plan_count(g, seq[p], p), steps = g.infosets[p].size() + 1;
    if (count > (work.limit - std::min(work.used, work.limit)) / steps)
      return refuse("listing the " + (count == ~std::uint64_t{0} ? std::string("more than 2^64") : std::to_string(count)) +
                    " reduced strategies of " + player_name(g, p));
    if (count != 0 && profiles > work.limit / count) return refuse("the number of strategy profiles");
    profiles *= count;
  }
  for (int p = 1; p <= g.player_count(); ++p)
    if (!player_plans(g, seq[p], p, work, f.plans[p - 1]))
      return refuse("listing the reduced strategies of " + player_name(g, p));
  f.profiles = profiles;  // the counts are the lists' sizes
  const std::vector<Rational> totals = path_totals(g);
  if (!work.spend(f.profiles * g.players.size() * kBytesPerValue))
    return refuse("the payoff table of " + std::to_string(f.profiles) + " strategy profiles");
  f.payoffs.assign(f.profiles * g.players.size(), Rational(0));
  std::vector<std::size_t> choice(g.players.size(), 0);
  std::vector<const PurePlan*> plans(g.players.size());
  for (std::size_t k = 0; k < f.profiles; ++k) {
    for (std::size_t i = 0, rest = k; i < plans.size(); rest /= f.plans[i].size(), ++i)
      plans[i] = &f.plans[i][rest % f.plans[i].size()];
    if (!profile_payoffs(g, totals, plans, work, &f.payoffs[k * g.players.size()]))
      return refuse("computing the strategic form's payoffs");
  }
  for (const Rational& x : f.payoffs)
    if (!x.ok()) {
      r.refusal = "the expected payoffs grow past exact 128-bit arithmetic";
      return r;
    }
  r.form = std::move(f);
  return r;
}

std::optional<std::vector<std::vector<std::size_t>>> pure_equilibria(const StrategicForm& f, Work& work) {
  std::vector<std::vector<std::size_t>> found;
  const std::size_t n = f.players();
  std::vector<std::size_t> choice(n);
  for (std::size_t k = 0; k < f.profiles; ++k) {
    for (std::size_t i = 0, rest = k; i < n; rest /= f.plans[i].size(), ++i) choice[i] = rest % f.plans[i].size();
    bool equilibrium = true;
    for (std::size_t i = 0; i < n && equilibrium; ++i) {
      if (!work.spend(f.plans[i].size())) return std::nullopt;
      std::vector<std::size_t> other = choice;
      for (std::size_t s = 0; s < f.plans[i].size() && equilibrium; ++s) {
        other[i] = s;
        equilibrium = f.payoff(f.profile(other), i) <= f.payoff(k, i);
      }
    }
    if (equilibrium) found.push_back(choice);
  }
  return found;
}

std::string write_nfg(const Game& g, const StrategicForm& f) {
  std::string out = "NFG 1 R " + quoted(g.title) + " {";
  for (const std::string& p : g.players) out += ' ' + quoted(p);
  out += " }\n\n{ ";
  for (const auto& plans : f.plans) {
    out += "{";
    for (const PurePlan& plan : plans) out += ' ' + quoted(plan_label(plan));
    out += " }\n";
  }
  out += "}\n" + quoted(g.description) + "\n\n{\n";
  for (std::size_t k = 0; k < f.profiles; ++k) {
    out += "{ \"\" ";
    for (std::size_t i = 0; i < f.players(); ++i) out += (i ? ", " : "") + f.payoff(k, i).str();
    out += " }\n";
  }
  out += "}\n";
  for (std::size_t k = 0; k < f.profiles; ++k) out += (k ? " " : "") + std::to_string(k + 1);
  return out + "\n";
}

}  // namespace gtl::payoff
