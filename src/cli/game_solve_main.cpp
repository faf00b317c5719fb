// game-solve: equilibria of payoff games in Gambit's .efg format, printed in
// Gambit's conventions so any answer can be checked against Gambit's tools.
#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <cstring>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "cli_common.hpp"
#include "core/payoff_efg.hpp"
#include "core/payoff_lemke.hpp"
#include "core/payoff_mixed.hpp"
#include "core/payoff_spe.hpp"
#include "core/payoff_strategic.hpp"
#include "core/payoff_subgame_perfect.hpp"

namespace {

using namespace gtl;
using namespace gtl::payoff;

constexpr std::string_view kTool = "game-solve";
constexpr std::uint64_t kDefaultBudget = std::uint64_t{1} << 26;  // 67,108,864 steps, about a second
constexpr std::size_t kDefaultMax = 1000;                         // spe: equilibria listed
// A game's nodes take about 100 bytes each in memory, and a node can be 7
// bytes of file: 32 MiB of file stays within a few GB at worst.
constexpr std::size_t kMaxFileBytes = std::size_t{32} << 20;

constexpr std::string_view kHelp = R"(Usage: game-solve COMMAND [options] FILE

Equilibria of a game in Gambit's extensive-form format (EFG 2 R), exact.
FILE is an .efg file, or - for stdin.

Commands:
  enumpure FILE        every pure Nash equilibrium (of the reduced strategic
                       form), as behaviour profiles; needs perfect recall
  enummixed FILE       2 players: every extreme Nash equilibrium of the
                       reduced strategic form, as mixed strategy profiles
  lcp FILE             2 players, perfect recall: one Nash equilibrium by the
                       sequence form and Lemke's algorithm, as a behaviour profile;
                       with -P one subgame-perfect equilibrium: the subgames
                       solved from the smallest up, each solved one replaced by
                       its equilibrium payoffs; with --tracing by the
                       tracing path from the centroid instead (below)
  spe FILE             every pure subgame-perfect equilibrium of a game of
                       perfect information (chance allowed), by backward
                       induction with ties
  convert -O nfg FILE  the reduced strategic form as Gambit's NFG 1 R
  convert -O efg FILE  the game written back as EFG 2 R

Output: one line per equilibrium, "NE," then the probabilities, as integers
or a/b. A behaviour profile lists player 1's information sets, then player
2's, ..., each player's sets in the order they first appear in the file and
each set's actions in order. enumpure prints 0 for every action of a set the
player's own earlier moves rule out, and 1 for the plan's action at a set
only other players keep off the path; lcp prints every set, uniform where
the equilibrium never reaches it; spe prints an action at every set. A mixed
profile lists each player's reduced strategies in Gambit's order (the first
set's action varying slowest; `*` where a set is ruled out).

Options:
  -D          A readable form instead: labels, payoffs, and the count.
  -P          lcp: solve subgame by subgame (a subgame-perfect equilibrium).
  --tracing   lcp: follow the tracing path of von Stengel, van den Elzen and
              Talman from a prior (every set's moves weighted 1 to 4, fixed
              by the set and move) instead of Lemke's from the vector of
              ones: far fewer pivots on large games (50-card poker, 201
              sequences a player: 563 pivots), and a normal-form perfect
              equilibrium for generic payoffs. Where a game has several
              equilibria it may print another one than Gambit's gambit-lcp.
  -S          enumpure: print strategic profiles (1 for the chosen reduced
              strategy, 0 for the others) instead of behaviour profiles.
  --max N     spe: list at most N equilibria (default 1000); the count is
              always exact, and a sentence on stderr says when the list is cut.
  --budget N  The most work steps (default 67108864, about a second); past
              it the command stops with a sentence (exit status 1).
  -O FORMAT   convert: nfg or efg.
  -h, --help  This text.

Limits: a file of at most 32 MiB; numbers are exact rationals of up to 38
digits, and a computation that outgrows them stops with a sentence. Large
tables (the strategic form's payoffs, Lemke's tableau) are charged to the
budget by their bytes before they are allocated.

Exit status: 0 success; 1 the work passed the budget, or the exact numbers
grew too large; 2 bad options, a malformed file (one sentence naming the line
and column), or a game the command does not solve (more than 2 players for
enummixed and lcp, imperfect recall for enumpure, lcp and convert -O nfg,
imperfect information for spe); 3 the file could not be read or the answer
could not be written.
)";

struct Args {
  std::string command, file, format;
  bool readable = false, help = false, subgames = false, strategic = false, tracing = false;
  std::uint64_t budget = kDefaultBudget;
  std::size_t max = kDefaultMax;
};

template <class Int>
bool whole_number(std::string_view text, Int& out) {
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
  return ec == std::errc() && end == text.data() + text.size();
}

// The value of an option at args[i] ("--max 5" or "--max=5"); advances i.
std::optional<std::string_view> option_value(std::span<char* const> args, std::size_t& i, std::string_view name) {
  const std::string_view a = args[i];
  if (a.size() > name.size() && a.starts_with(name) && a[name.size()] == '=') return a.substr(name.size() + 1);
  if (a != name || i + 1 == args.size()) return std::nullopt;
  return std::string_view(args[++i]);
}

std::optional<Args> parse_args(std::span<char* const> args, cli::Io& io) {
  Args r;
  std::vector<std::string_view> words;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string_view a = args[i];
    if (a == "-h" || a == "--help") {
      r.help = true;
    } else if (a == "-D") {
      r.readable = true;
    } else if (a == "-P") {
      r.subgames = true;
    } else if (a == "--tracing") {
      r.tracing = true;
    } else if (a == "-S") {
      r.strategic = true;
    } else if (a.starts_with("--max")) {
      const auto v = option_value(args, i, "--max");
      if (!v || !whole_number(*v, r.max)) return io.complain("--max needs a whole number (try --help)"), std::nullopt;
    } else if (a.starts_with("--budget")) {
      const auto v = option_value(args, i, "--budget");
      if (!v || !whole_number(*v, r.budget))
        return io.complain("--budget needs a whole number (try --help)"), std::nullopt;
    } else if (a == "-O") {
      if (i + 1 == args.size()) return io.complain("-O needs a format: nfg or efg"), std::nullopt;
      r.format = args[++i];
    } else if (a.size() > 1 && a[0] == '-') {
      return io.complain("unknown option '" + judge::printable(a, 40) + "' (try --help)"), std::nullopt;
    } else {
      words.push_back(a);
    }
  }
  if (r.help) return r;
  if (words.size() != 2)
    return io.complain("expected a command and a file, e.g. game-solve spe game.efg (try --help)"), std::nullopt;
  r.command = words[0];
  r.file = words[1];
  static constexpr std::string_view kCommands[] = {"enumpure", "enummixed", "lcp", "spe", "convert"};
  if (std::find(std::begin(kCommands), std::end(kCommands), r.command) == std::end(kCommands))
    return io.complain("unknown command '" + judge::printable(r.command, 40) + "' (try --help)"), std::nullopt;
  if (r.command == "convert" && r.format != "nfg" && r.format != "efg")
    return io.complain("convert needs -O nfg or -O efg"), std::nullopt;
  if (!r.format.empty() && r.command != "convert") return io.complain("-O is an option of convert"), std::nullopt;
  if (r.subgames && r.command != "lcp") return io.complain("-P is an option of lcp"), std::nullopt;
  if (r.tracing && r.command != "lcp") return io.complain("--tracing is an option of lcp"), std::nullopt;
  if (r.strategic && r.command != "enumpure") return io.complain("-S is an option of enumpure"), std::nullopt;
  return r;
}

// The whole file (at most kMaxFileBytes), or nullopt after a message.
std::optional<std::string> read_file(const std::string& path, cli::Io& io, int& status) {
  if (path == "-") {
    const auto text = io.read_input(status);
    return text ? std::optional<std::string>(*text) : std::nullopt;
  }
  const int fd = ::open(path.c_str(), O_RDONLY);
  status = cli::kExitIo;
  if (fd < 0) return io.complain("cannot read " + path + ": " + std::strerror(errno)), std::nullopt;
  std::string text;
  char buf[1 << 16];
  for (;;) {
    const ssize_t n = ::read(fd, buf, sizeof buf);
    if (n == 0) break;
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) {
      io.complain("cannot read " + path + ": " + std::strerror(errno));
      ::close(fd);
      return std::nullopt;
    }
    text.append(buf, static_cast<std::size_t>(n));
    if (text.size() > kMaxFileBytes) {
      ::close(fd);
      status = cli::kExitBadInput;
      return io.complain(path + " is larger than the limit of 32 MiB"), std::nullopt;
    }
  }
  ::close(fd);
  return text;
}

// ---- Output ----------------------------------------------------------------------

std::string action_name(const Infoset& h, std::size_t a) {
  return h.actions[a].empty() ? "action " + std::to_string(a + 1) : h.actions[a];
}

std::string set_name(const Game& g, int p, std::size_t h) {
  const std::string& label = g.infosets[p][h].label;
  return "set " + std::to_string(h + 1) + (label.empty() ? "" : " (" + label + ")");
}

std::string pure_line(const Game& g, const PureProfile& p) {
  std::string s = "NE";
  for (std::size_t i = 0; i < p.size(); ++i)
    for (std::size_t h = 0; h < p[i].size(); ++h)
      for (std::size_t a = 0; a < g.infosets[i + 1][h].actions.size(); ++a)
        s += p[i][h] == static_cast<int>(a) ? ",1" : ",0";
  return s + '\n';
}

std::string probabilities_line(const std::vector<std::vector<Rational>>& per_player) {
  std::string s = "NE";
  for (const auto& probs : per_player)
    for (const Rational& x : probs) s += ',' + x.str();
  return s + '\n';
}

std::string payoffs_text(const Game& g, const std::vector<Rational>& u) {
  std::string s = "payoffs";
  for (std::size_t i = 0; i < u.size(); ++i)
    s += (i ? ", " : " ") + (g.players[i].empty() ? "player " + std::to_string(i + 1) : g.players[i]) + " " +
         u[i].str();
  return s;
}

std::string readable_pure(const Game& g, const PureProfile& p, const std::vector<Rational>& u, std::size_t k) {
  std::string s = "equilibrium " + std::to_string(k) + ": " + payoffs_text(g, u) + "\n";
  for (std::size_t i = 0; i < p.size(); ++i) {
    s += "  " + player_name(g, static_cast<int>(i) + 1) + ":";
    for (std::size_t h = 0; h < p[i].size(); ++h)
      s += " " + set_name(g, static_cast<int>(i) + 1, h) + " " +
           (p[i][h] < 0 ? std::string("*") : action_name(g.infosets[i + 1][h], p[i][h])) +
           (h + 1 < p[i].size() ? ";" : "");
    s += "\n";
  }
  return s;
}

std::string readable_behaviour(const Game& g, const BehaviourProfile& p, std::size_t k) {
  std::string s = "equilibrium " + std::to_string(k) + ": " + payoffs_text(g, behaviour_payoffs(g, p)) + "\n";
  for (std::size_t i = 0; i < p.size(); ++i) {
    s += "  " + player_name(g, static_cast<int>(i) + 1) + ":\n";
    for (std::size_t h = 0; h < p[i].size(); ++h) {
      s += "    " + set_name(g, static_cast<int>(i) + 1, h) + ":";
      for (std::size_t a = 0; a < p[i][h].size(); ++a)
        s += " " + action_name(g.infosets[i + 1][h], a) + " " + p[i][h][a].str() + (a + 1 < p[i][h].size() ? "," : "");
      s += "\n";
    }
  }
  return s;
}

std::string readable_mixed(const Game& g, const StrategicForm& f, const MixedProfile& p, std::size_t k) {
  std::string s = "equilibrium " + std::to_string(k) + ": " + payoffs_text(g, mixed_payoffs(f, p)) + "\n";
  for (std::size_t i = 0; i < p.size(); ++i) {
    s += "  " + player_name(g, static_cast<int>(i) + 1) + ":";
    for (std::size_t j = 0; j < p[i].size(); ++j)
      if (!p[i][j].is_zero()) s += " " + plan_label(f.plans[i][j]) + " " + p[i][j].str();
    s += "\n";
  }
  return s;
}

// "1 pure Nash equilibrium", "2 pure Nash equilibria".
std::string count_text(std::uint64_t n, bool at_least, std::string_view what) {
  return (at_least ? "at least " : "") + std::to_string(n) + " " + std::string(what) + (n == 1 ? "um" : "a");
}

// ---- Commands ----------------------------------------------------------------------

// A refusal's exit status: 1 for work or numbers past their limits, 2 for a
// game the command does not solve.
int refuse(cli::Io& io, const std::string& why, bool unsolved) {
  const bool too_large = why.find("128-bit") != std::string::npos;
  io.complain(judge::printable(why) + ".");  // it may name the file's labels
  return io.finish(unsolved || too_large ? cli::kExitUnsolved : cli::kExitBadInput);
}

int enumpure(const Game& g, const Args& args, cli::Io& io, Work& work) {
  const StrategicResult sf = reduced_strategic_form(g, work);
  if (!sf.form) return refuse(io, *sf.refusal, sf.over_budget);
  const auto found = pure_equilibria(*sf.form, work);
  if (!found) return refuse(io, "checking every pure profile passes the work budget of " + std::to_string(work.limit) +
                                    " steps", true);
  const StrategicForm& f = *sf.form;
  if (args.readable) io.out() += g.title + ": " + count_text(found->size(), false, "pure Nash equilibri") + "\n";
  for (std::size_t k = 0; k < found->size(); ++k) {
    PureProfile p;
    std::vector<Rational> u;
    for (std::size_t i = 0; i < f.players(); ++i) {
      p.push_back(f.plans[i][(*found)[k][i]]);
      u.push_back(f.payoff(f.profile((*found)[k]), i));
    }
    if (args.readable) {
      io.out() += readable_pure(g, p, u, k + 1);
    } else if (args.strategic) {  // each player's reduced strategies, the chosen one 1
      std::vector<std::vector<Rational>> mixed(f.players());
      for (std::size_t i = 0; i < f.players(); ++i)
        for (std::size_t s = 0; s < f.plans[i].size(); ++s) mixed[i].push_back(Rational(s == (*found)[k][i]));
      io.out() += probabilities_line(mixed);
    } else {
      io.out() += pure_line(g, p);
    }
  }
  return io.finish(cli::kExitOk);
}

int enummixed(const Game& g, const Args& args, cli::Io& io, Work& work) {
  if (g.player_count() != 2)
    return refuse(io, "enummixed solves 2-player games, and this game has " + std::to_string(g.player_count()) +
                          " player(s); try enumpure", false);
  const StrategicResult sf = reduced_strategic_form(g, work);
  if (!sf.form) return refuse(io, *sf.refusal, sf.over_budget);
  const MixedResult m = extreme_equilibria(*sf.form, work);
  if (m.refusal) return refuse(io, *m.refusal, m.over_budget);
  if (args.readable)
    io.out() += g.title + ": " + count_text(m.equilibria.size(), false, "extreme Nash equilibri") + "\n";
  for (std::size_t k = 0; k < m.equilibria.size(); ++k)
    io.out() += args.readable ? readable_mixed(g, *sf.form, m.equilibria[k], k + 1) : probabilities_line(m.equilibria[k]);
  return io.finish(cli::kExitOk);
}

// lcp, or lcp -P: the whole game's LCP, or one per subgame.
int lcp(const Game& g, const Args& args, cli::Io& io, Work& work) {
  const LcpPath path = args.tracing ? LcpPath::Tracing : LcpPath::Ones;
  LcpResult r;
  std::string how;
  if (args.subgames) {
    SubgamePerfectResult sp = solve_by_subgames(g, work, path);
    r.profile = std::move(sp.profile);
    r.refusal = std::move(sp.refusal);
    r.over_budget = sp.over_budget;
    how = "one subgame-perfect equilibrium (" + std::to_string(sp.subgames) + " subgames by the sequence form)";
  } else {
    r = solve_lcp(g, work, path);
    how = "one Nash equilibrium (sequence form, " + std::string(args.tracing ? "tracing path, " : "") +
          std::to_string(r.pivots) + " pivots)";
  }
  // A ray (which the theory rules out for these games) is valid input unanswered too.
  if (!r.profile) {
    // Past the budget on Lemke's path, the tracing path may well fit.
    if (r.over_budget && !args.tracing) *r.refusal += "; try --tracing, which takes far fewer pivots";
    return refuse(io, *r.refusal, r.over_budget || r.refusal->find(" ray") != std::string::npos);
  }
  if (args.readable) {
    io.out() += g.title + ": " + how + "\n" + readable_behaviour(g, *r.profile, 1);
  } else {
    std::vector<std::vector<Rational>> flat;
    for (const auto& sets : *r.profile)
      for (const auto& probs : sets) flat.push_back(probs);
    io.out() += probabilities_line(flat);
  }
  return io.finish(cli::kExitOk);
}

int spe(const Game& g, const Args& args, cli::Io& io, Work& work) {
  const SpeResult r = solve_spe(g, work, args.max);
  if (r.refusal) return refuse(io, *r.refusal, r.over_budget);
  if (args.readable) io.out() += g.title + ": " + count_text(r.count, r.count_saturated, "subgame-perfect equilibri") + "\n";
  for (std::size_t k = 0; k < r.listed.size(); ++k)
    io.out() += args.readable ? readable_pure(g, r.listed[k], r.payoffs[k], k + 1) : pure_line(g, r.listed[k]);
  if (r.listed.size() < r.count)
    io.complain(count_text(r.count, r.count_saturated, "subgame-perfect equilibri") + "; the first " +
                (r.listed.size() == 1 ? std::string("one is") : std::to_string(r.listed.size()) + " are") + " listed" +
                (r.list_cut_by_budget ? " before the work budget ran out (raise --budget)." : " (raise --max)."));
  return io.finish(cli::kExitOk);
}

int convert(const Game& g, const Args& args, cli::Io& io, Work& work) {
  if (args.format == "efg") {
    io.out() += write_efg(g);
    return io.finish(cli::kExitOk);
  }
  const StrategicResult sf = reduced_strategic_form(g, work);
  if (!sf.form) return refuse(io, *sf.refusal, sf.over_budget);
  io.out() += write_nfg(g, *sf.form);
  return io.finish(cli::kExitOk);
}

}  // namespace

int main(int argc, char** argv) {
  cli::Io io(kTool);
  const std::optional<Args> args = parse_args(std::span<char* const>(argv + 1, argc - 1), io);
  if (!args) return io.finish(cli::kExitBadInput);
  if (args->help) {
    io.out() += kHelp;
    return io.finish(cli::kExitOk);
  }
  int status = cli::kExitOk;
  const std::optional<std::string> text = read_file(args->file, io, status);
  if (!text) return io.finish(status);
  const EfgRead read = read_efg(*text);
  if (!read.game) {
    io.complain((args->file == "-" ? std::string("stdin") : args->file) + ", " + read.error->text());
    return io.finish(cli::kExitBadInput);
  }
  Work work{.limit = args->budget};
  std::optional<cli::Progress> progress(std::in_place, kTool, "solving");
  const Game& g = *read.game;
  if (args->command == "enumpure") return enumpure(g, *args, io, work);
  if (args->command == "enummixed") return enummixed(g, *args, io, work);
  if (args->command == "lcp") return lcp(g, *args, io, work);
  if (args->command == "spe") return spe(g, *args, io, work);
  return convert(g, *args, io, work);
}
