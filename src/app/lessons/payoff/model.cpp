#include "app/lessons/payoff/model.hpp"

#include <algorithm>
#include <array>
#include <numeric>

#include "core/payoff_efg.hpp"
#include "core/payoff_subgame_perfect.hpp"
#include "model/base64url.hpp"
#include "model/pack.hpp"

namespace gtl::app::payoff_view {

using payoff::NodeKind;

// ------------------------------------------------------------------ building a game

namespace {

// Appends nodes in preorder: a caller adds a node, then its children's whole
// subtrees in action order, which is the order the solvers expect.
class Builder {
 public:
  Builder(std::string title, std::vector<std::string> players) {
    g_.title = std::move(title);
    g_.players = std::move(players);
    g_.infosets.resize(g_.players.size() + 1);
  }
  int set(int player, std::vector<std::string> actions, std::vector<Rational> probs = {}) {
    auto& sets = g_.infosets[static_cast<std::size_t>(player)];
    sets.push_back({"", std::move(actions), std::move(probs)});
    return static_cast<int>(sets.size()) - 1;
  }
  // A personal (player >= 1) or chance (player 0) node of set `set`.
  int move(int parent, int player, int set) {
    payoff::Node n;
    n.kind = player == 0 ? NodeKind::Chance : NodeKind::Personal;
    n.player = player;
    n.infoset = set;
    return add(parent, std::move(n));
  }
  int leaf(int parent, Vec payoffs) {
    payoff::Node n;
    n.outcome = static_cast<int>(g_.outcomes.size());
    g_.outcomes.push_back({"", std::move(payoffs)});
    return add(parent, std::move(n));
  }
  Game take() { return std::move(g_); }

 private:
  int add(int parent, payoff::Node n) {
    const int id = static_cast<int>(g_.nodes.size());
    n.parent = parent;
    if (parent >= 0) {
      auto& kids = g_.nodes[static_cast<std::size_t>(parent)].children;
      n.action = static_cast<int>(kids.size());
      kids.push_back(id);
    }
    g_.nodes.push_back(std::move(n));
    return id;
  }
  Game g_;
};

Rational dec(std::int64_t hundredths) { return Rational::fraction(hundredths, 100); }

// The centipede game in the four-move form of McKelvey and Palfrey
// (Econometrica 60, 1992): two piles, 40 and 10 cents, doubling at each
// pass; the mover who takes gets the larger pile. Rosenthal (1981) gave the game.
Game centipede() {
  Builder b("Centipede (McKelvey and Palfrey 1992, four moves)", {"", ""});
  const std::array<Vec, 5> pay{Vec{dec(40), dec(10)}, Vec{dec(20), dec(80)}, Vec{dec(160), dec(40)},
                               Vec{dec(80), dec(320)}, Vec{dec(640), dec(160)}};
  int parent = -1;
  for (int k = 0; k < 4; ++k) {
    const int player = k % 2 + 1;
    const int v = b.move(parent, player, b.set(player, {"Take", "Pass"}));
    b.leaf(v, pay[static_cast<std::size_t>(k)]);
    parent = v;
  }
  b.leaf(parent, pay[4]);
  return b.take();
}

// The ultimatum game (Güth, Schmittberger and Schwarze 1982), discretised as
// in Osborne, An Introduction to Game Theory, 6.1.1: 3 coins; the proposer
// offers the responder 0..3 of them, who accepts (the split happens) or
// rejects (both get 0). With whole coins there are two subgame-perfect
// equilibria: offer 0 (accepted), or offer 1 when 0 would be rejected.
Game ultimatum() {
  constexpr int kCoins = 3;
  Builder b("Ultimatum game, 3 coins (Güth et al. 1982; Osborne 6.1.1)", {"Proposer", "Responder"});
  std::vector<std::string> offers;
  for (int k = 0; k <= kCoins; ++k) offers.push_back("Offer " + std::to_string(k));
  const int root = b.move(-1, 1, b.set(1, offers));
  for (int k = 0; k <= kCoins; ++k) {
    const int r = b.move(root, 2, b.set(2, {"Accept", "Reject"}));
    b.leaf(r, Vec{kCoins - k, k});
    b.leaf(r, Vec{0, 0});
  }
  return b.take();
}

// Entry deterrence: one round of Selten's chain store (Theory and Decision 9,
// 1978): out, the entrant gets 1 and the monopolist 5; in, the monopolist
// fights (0, 0) or accommodates (2, 2). Two pure Nash equilibria, one of
// them (out, fight) resting on a threat that is not credible.
Game entry() {
  Builder b("Entry deterrence (Selten's chain store, 1978)", {"Entrant", "Incumbent"});
  const int root = b.move(-1, 1, b.set(1, {"In", "Out"}));
  const int inc = b.move(root, 2, b.set(2, {"Fight", "Accommodate"}));
  b.leaf(inc, Vec{0, 0});
  b.leaf(inc, Vec{2, 2});
  b.leaf(root, Vec{1, 5});
  return b.take();
}

// The trust game as Kreps tells it (A Course in Microeconomic Theory, 1990):
// the buyer trusts or not (0, 0); trusted, the seller honours (1, 1) or
// abuses (-1, 2).
Game trust() {
  Builder b("Trust game (Kreps 1990)", {"Buyer", "Seller"});
  const int root = b.move(-1, 1, b.set(1, {"Trust", "Not trust"}));
  const int s = b.move(root, 2, b.set(2, {"Honor", "Abuse"}));
  b.leaf(s, Vec{1, 1});
  b.leaf(s, Vec{-1, 2});
  b.leaf(root, Vec{0, 0});
  return b.take();
}

// Battle of the sexes played in turn (Osborne 5.1, exercise; Gibbons 2.1):
// player 1 chooses Opera or Football, player 2 sees it and chooses; (2, 1)
// together at the opera, (1, 2) at football, (0, 0) apart.
Game bos() {
  Builder b("Battle of the sexes, sequential", {"", ""});
  const int root = b.move(-1, 1, b.set(1, {"Opera", "Football"}));
  const int o = b.move(root, 2, b.set(2, {"Opera", "Football"}));
  b.leaf(o, Vec{2, 1});
  b.leaf(o, Vec{0, 0});
  const int f = b.move(root, 2, b.set(2, {"Opera", "Football"}));
  b.leaf(f, Vec{0, 0});
  b.leaf(f, Vec{1, 2});
  return b.take();
}

// One-card poker after Myerson (Game Theory, 1991, 4.?): each antes 1; a
// fair card, King or Queen, goes to player 1, who raises (1 more) or folds;
// player 2, not seeing it, meets or passes. Its equilibrium: raise with the
// King, bluff with the Queen 1/3 of the time; meet 2/3; worth 1/3 to player 1.
Game poker() {
  Builder b("One-card poker (Myerson 1991)", {"", ""});
  const int deal = b.move(-1, 0, b.set(0, {"King", "Queen"}, {Rational::fraction(1, 2), Rational::fraction(1, 2)}));
  const int bob = b.set(2, {"Meet", "Pass"});
  const int k = b.move(deal, 1, b.set(1, {"Raise", "Fold"}));
  const int km = b.move(k, 2, bob);
  b.leaf(km, Vec{2, -2});
  b.leaf(km, Vec{1, -1});
  b.leaf(k, Vec{-1, 1});
  const int q = b.move(deal, 1, b.set(1, {"Raise", "Fold"}));
  const int qm = b.move(q, 2, bob);
  b.leaf(qm, Vec{-2, 2});
  b.leaf(qm, Vec{1, -1});
  b.leaf(q, Vec{-1, 1});
  return b.take();
}

// Selten's horse (Selten, IJGT 4, 1975, fig. 1; Fudenberg and Tirole 8.3):
// player 1 goes across (A) or down (D); after A, player 2 across (a: 1,1,1)
// or down (d); player 3 moves after D or A-d without knowing which (L or R).
// Pure equilibria (A, a, R) and (D, a, L); the second rests on player 2's
// across, which is not optimal if player 2 were reached.
Game horse() {
  Builder b("Selten's horse (1975)", {"", "", ""});
  const int three = b.set(3, {"L", "R"});
  const int root = b.move(-1, 1, b.set(1, {"A", "D"}));
  const int two = b.move(root, 2, b.set(2, {"a", "d"}));
  b.leaf(two, Vec{1, 1, 1});
  const int t1 = b.move(two, 3, three);
  b.leaf(t1, Vec{4, 4, 0});
  b.leaf(t1, Vec{0, 0, 1});
  const int t2 = b.move(root, 3, three);
  b.leaf(t2, Vec{3, 3, 2});
  b.leaf(t2, Vec{0, 0, 0});
  return b.take();
}

constexpr std::array<std::string_view, 7> kIds{"centipede", "ultimatum", "entry", "trust", "bos", "poker", "horse"};

}  // namespace

std::span<const std::string_view> classic_ids() { return kIds; }

std::optional<Game> classic_game(std::string_view id) {
  if (id == "centipede") return centipede();
  if (id == "ultimatum") return ultimatum();
  if (id == "entry") return entry();
  if (id == "trust") return trust();
  if (id == "bos") return bos();
  if (id == "poker") return poker();
  if (id == "horse") return horse();
  return std::nullopt;
}

// ------------------------------------------------------------------ layout

TreeLayout layout_tree(const Game& g) {
  const std::size_t n = g.nodes.size();
  TreeLayout t;
  t.x.assign(n, 0);
  t.depth.assign(n, 0);
  t.height.assign(n, 0);
  for (std::size_t v = 1; v < n; ++v) t.depth[v] = t.depth[static_cast<std::size_t>(g.nodes[v].parent)] + 1;
  // Leaves in preorder get the slots; parents (later in the reverse loop) centre.
  int slot = 0;
  for (std::size_t v = 0; v < n; ++v)
    if (g.nodes[v].children.empty()) t.x[v] = static_cast<float>(slot++);
  for (std::size_t i = n; i-- > 0;) {
    const auto& kids = g.nodes[i].children;
    if (kids.empty()) continue;
    t.x[i] = 0.5f * (t.x[static_cast<std::size_t>(kids.front())] + t.x[static_cast<std::size_t>(kids.back())]);
    for (int c : kids) t.height[i] = std::max(t.height[i], t.height[static_cast<std::size_t>(c)] + 1);
  }
  t.leaves = slot;
  for (int d : t.depth) t.depths = std::max(t.depths, d + 1);
  return t;
}

// ------------------------------------------------------------------ values

std::vector<std::optional<Vec>> profile_values(const Game& g, const PureProfile& profile) {
  const std::vector<Rational> totals = payoff::path_totals(g);
  const std::size_t np = g.players.size();
  std::vector<std::optional<Vec>> out(g.nodes.size());
  for (std::size_t i = g.nodes.size(); i-- > 0;) {
    const payoff::Node& v = g.nodes[i];
    if (v.kind == NodeKind::Terminal) {
      out[i] = Vec(totals.begin() + static_cast<std::ptrdiff_t>(i * np), totals.begin() + static_cast<std::ptrdiff_t>((i + 1) * np));
    } else if (v.kind == NodeKind::Chance) {
      Vec sum(np, Rational(0));
      bool known = true;
      for (std::size_t a = 0; a < v.children.size() && known; ++a) {
        const auto& c = out[static_cast<std::size_t>(v.children[a])];
        if (!c) known = false;
        else
          for (std::size_t p = 0; p < np; ++p) sum[p] += g.infoset_of(v).probs[a] * (*c)[p];
      }
      if (known) out[i] = std::move(sum);
    } else {
      const int a = profile[static_cast<std::size_t>(v.player - 1)][static_cast<std::size_t>(v.infoset)];
      if (a >= 0) out[i] = out[static_cast<std::size_t>(v.children[static_cast<std::size_t>(a)])];
    }
  }
  return out;
}

std::vector<int> noncredible_nodes(const Game& g, const PureProfile& profile) {
  const auto values = profile_values(g, profile);
  std::vector<int> out;
  for (std::size_t i = 0; i < g.nodes.size(); ++i) {
    const payoff::Node& v = g.nodes[i];
    if (v.kind != NodeKind::Personal || !values[i]) continue;
    const auto mover = static_cast<std::size_t>(v.player - 1);
    for (int c : v.children) {
      const auto& alt = values[static_cast<std::size_t>(c)];
      if (alt && (*alt)[mover] > (*values[i])[mover]) {
        out.push_back(static_cast<int>(i));
        break;
      }
    }
  }
  return out;
}

std::vector<bool> reached(const Game& g, const PureProfile& profile) {
  std::vector<bool> out(g.nodes.size(), false);
  out[0] = true;
  for (std::size_t i = 0; i < g.nodes.size(); ++i) {
    const payoff::Node& v = g.nodes[i];
    if (!out[i] || v.children.empty()) continue;
    if (v.kind == NodeKind::Chance) {
      for (int c : v.children) out[static_cast<std::size_t>(c)] = true;
    } else if (const int a = profile[static_cast<std::size_t>(v.player - 1)][static_cast<std::size_t>(v.infoset)]; a >= 0) {
      out[static_cast<std::size_t>(v.children[static_cast<std::size_t>(a)])] = true;
    }
  }
  return out;
}

// ------------------------------------------------------------------ induction

std::vector<InductionStep> induction_steps(const Game& g, const TreeLayout& layout, const PureProfile& spe) {
  const auto values = profile_values(g, spe);
  std::vector<int> order;
  for (std::size_t i = 0; i < g.nodes.size(); ++i)
    if (!g.nodes[i].children.empty()) order.push_back(static_cast<int>(i));
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
    const auto ua = static_cast<std::size_t>(a), ub = static_cast<std::size_t>(b);
    if (layout.height[ua] != layout.height[ub]) return layout.height[ua] < layout.height[ub];
    return layout.x[ua] < layout.x[ub];
  });
  std::vector<InductionStep> steps;
  for (int i : order) {
    const payoff::Node& v = g.nodes[static_cast<std::size_t>(i)];
    InductionStep s;
    s.node = i;
    if (values[static_cast<std::size_t>(i)]) s.value = *values[static_cast<std::size_t>(i)];
    if (v.kind == NodeKind::Personal) {
      s.action = spe[static_cast<std::size_t>(v.player - 1)][static_cast<std::size_t>(v.infoset)];
      const auto mover = static_cast<std::size_t>(v.player - 1);
      std::optional<Rational> top;
      for (int c : v.children)
        if (const auto& u = values[static_cast<std::size_t>(c)]; u && (!top || (*u)[mover] > *top)) top = (*u)[mover];
      for (std::size_t a = 0; a < v.children.size(); ++a)
        if (const auto& u = values[static_cast<std::size_t>(v.children[a])]; u && top && (*u)[mover] == *top)
          s.best.push_back(static_cast<int>(a));
    }
    steps.push_back(std::move(s));
  }
  return steps;
}

// ------------------------------------------------------------------ the strategic form

PureProfile profile_of(const payoff::StrategicForm& f, const std::vector<std::size_t>& choice) {
  PureProfile p;
  for (std::size_t i = 0; i < f.players(); ++i) p.push_back(f.plans[i][choice[i]]);
  return p;
}

bool agrees(const PureProfile& plans, const PureProfile& full) {
  for (std::size_t i = 0; i < plans.size(); ++i)
    for (std::size_t h = 0; h < plans[i].size(); ++h)
      if (plans[i][h] >= 0 && plans[i][h] != full[i][h]) return false;
  return true;
}

Matrix matrix_of(const payoff::StrategicForm& f) {
  Matrix m;
  m.rows = f.plans[0].size();
  m.cols = f.plans[1].size();
  m.cells.resize(m.rows * m.cols);
  for (std::size_t r = 0; r < m.rows; ++r)
    for (std::size_t c = 0; c < m.cols; ++c) {
      const std::size_t p = f.profile({r, c});
      m.cells[r * m.cols + c].pay = {f.payoff(p, 0), f.payoff(p, 1)};
    }
  for (std::size_t c = 0; c < m.cols; ++c) {  // player 1's best rows against each column
    Rational top = m.at(0, c).pay[0];
    for (std::size_t r = 1; r < m.rows; ++r) top = std::max(top, m.at(r, c).pay[0]);
    for (std::size_t r = 0; r < m.rows; ++r) m.cells[r * m.cols + c].best1 = m.at(r, c).pay[0] == top;
  }
  for (std::size_t r = 0; r < m.rows; ++r) {  // player 2's best columns against each row
    Rational top = m.at(r, 0).pay[1];
    for (std::size_t c = 1; c < m.cols; ++c) top = std::max(top, m.at(r, c).pay[1]);
    for (std::size_t c = 0; c < m.cols; ++c) m.cells[r * m.cols + c].best2 = m.at(r, c).pay[1] == top;
  }
  return m;
}

// ------------------------------------------------------------------ analysis

namespace {

void analyse_strategic(const Game& g, Analysis& a) {
  payoff::Work work;
  payoff::StrategicResult sf = payoff::reduced_strategic_form(g, work);
  if (!sf.form) {
    a.form_refusal = sf.refusal.value_or("the strategic form could not be made");
    return;
  }
  if (sf.form->profiles > kMaxProfiles) {
    a.form_refusal = "the strategic form has " + std::to_string(sf.form->profiles) + " profiles, more than " +
                     std::to_string(kMaxProfiles) + " the page shows";
    return;
  }
  a.form = std::move(sf.form);
  if (auto ne = payoff::pure_equilibria(*a.form, work)) a.nash = std::move(*ne);
  for (const auto& choice : a.nash) {
    const PureProfile p = profile_of(*a.form, choice);
    a.nash_spe.push_back(std::any_of(a.spe.listed.begin(), a.spe.listed.end(),
                                     [&](const PureProfile& s) { return agrees(p, s); }));
  }
}

void analyse_mixed(const Game& g, Analysis& a) {
  if (g.player_count() != 2) {
    a.mixed_refusal = "mixed equilibria are computed for two players";
    return;
  }
  payoff::Work work;
  if (a.form) {
    payoff::MixedResult m = payoff::extreme_equilibria(*a.form, work);
    if (m.refusal) a.mixed_refusal = m.refusal;
    a.mixed = std::move(m.equilibria);
  }
  payoff::Work work2;
  payoff::SubgamePerfectResult b = payoff::solve_by_subgames(g, work2);
  // Past the budget on Lemke's path (a poker of 16 cards or more), the
  // tracing path takes far fewer pivots (payoff_tracing.cpp) and still
  // answers; the classics keep Lemke's path, which Gambit's lcp follows.
  if (!b.profile && b.over_budget) {
    payoff::Work work3;
    b = payoff::solve_by_subgames(g, work3, payoff::LcpPath::Tracing);
  }
  if (b.profile) a.behaviour = std::move(b.profile);
  else if (!a.mixed_refusal) a.mixed_refusal = b.refusal;
}

}  // namespace

Analysis analyse(const Game& g) {
  Analysis a;
  a.imperfect = payoff::imperfect_information(g);
  if (!a.imperfect) {
    payoff::Work work;
    a.spe = payoff::solve_spe(g, work, kMaxListedSpe);
  }
  analyse_strategic(g, a);
  analyse_mixed(g, a);
  return a;
}

// ------------------------------------------------------------------ share links

std::string efg_link_text(const Game& g) { return kPackedEfgPrefix + model::base64url_encode(model::pack(payoff::write_efg(g))); }

EfgLink read_efg_link(std::string_view payload, std::size_t max_nodes) {
  EfgLink out;
  if (payload.size() > kMaxEfgLinkChars) {
    out.problem = LinkProblem::TooLong;
    return out;
  }
  // "z." and the packed text (model/pack.hpp), or (links made before packing) the text itself.
  const bool packed = payload.starts_with(kPackedEfgPrefix);
  if (packed) payload.remove_prefix(std::string_view(kPackedEfgPrefix).size());
  std::optional<std::string> text = model::base64url_decode(payload);
  if (!text) {
    out.problem = LinkProblem::NotBase64;
    return out;
  }
  if (packed && !(text = model::unpack(*text, kMaxEfgLinkUnpacked))) {
    out.problem = LinkProblem::Damaged;
    return out;
  }
  payoff::EfgRead r = payoff::read_efg(*text);
  if (!r.game) {
    out.problem = LinkProblem::BadFile;
    out.file_error = r.error ? r.error->text() : std::string();
  } else if (r.game->nodes.size() > max_nodes) {
    out.problem = LinkProblem::TooBig;
  } else {
    out.game = std::move(r.game);
  }
  return out;
}

// ------------------------------------------------------------------ words

std::string number_text(const Rational& r) {
  if (!r.ok()) return "?";
  if (r.is_integer()) return r.str();
  // A decimal with at most four places: the denominator divides 10^4.
  payoff::Int128 scale = 1;
  int places = 0;
  while (places < 4 && scale % r.den() != 0) {
    scale *= 10;
    ++places;
  }
  if (scale % r.den() != 0) return r.str();
  const payoff::Int128 scaled = r.num() * (scale / r.den());
  const payoff::Int128 mag = scaled < 0 ? -scaled : scaled;
  std::string frac = payoff::int128_text(mag % scale);
  frac.insert(0, static_cast<std::size_t>(places) - frac.size(), '0');
  while (!frac.empty() && frac.back() == '0') frac.pop_back();
  return (scaled < 0 ? "-" : "") + payoff::int128_text(mag / scale) + "." + frac;
}

std::string vector_text(const Vec& v) {
  std::string s = "(";
  for (std::size_t i = 0; i < v.size(); ++i) s += (i ? ", " : "") + number_text(v[i]);
  return s + ")";
}

std::string plan_words(const Game& g, int player, const payoff::PurePlan& plan) {
  std::string s;
  const auto& sets = g.infosets[static_cast<std::size_t>(player)];
  for (std::size_t h = 0; h < plan.size(); ++h) {
    if (h) s += " / ";
    const int a = plan[h];
    if (a < 0) s += "*";
    else if (const std::string& name = sets[h].actions[static_cast<std::size_t>(a)]; !name.empty()) s += name;
    else s += std::to_string(a + 1);
  }
  return s;
}

std::string player_label(const Game& g, int player, const std::string& fallback) {
  if (player >= 1 && player <= g.player_count() && !g.players[static_cast<std::size_t>(player - 1)].empty())
    return g.players[static_cast<std::size_t>(player - 1)];
  return fallback;
}

theme::Rgb player_rgb(const theme::Colors& c, int player) {
  switch (player) {
    case 1: return c.first;
    case 2: return c.second;
    case 3: return c.win_text;
    case 4: return c.draw_text;
    case 5: return c.lose_text;
    default: return c.text_muted;
  }
}

}  // namespace gtl::app::payoff_view
