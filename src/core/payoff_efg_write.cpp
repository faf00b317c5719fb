#include "payoff_efg.hpp"

namespace gtl::payoff {

std::string quoted(std::string_view label) {
  std::string s = "\"";
  for (char c : label) {
    if (c == '"' || c == '\\') s += '\\';
    s += c;
  }
  return s + '"';
}

namespace {

void write_set(std::string& out, const Infoset& h) {
  out += quoted(h.label) + " {";
  for (std::size_t a = 0; a < h.actions.size(); ++a) {
    out += ' ' + quoted(h.actions[a]);
    if (!h.probs.empty()) out += ' ' + h.probs[a].str();
  }
  out += " } ";
}

void write_outcome(std::string& out, const Game& g, int outcome) {
  if (outcome < 0) {
    out += '0';
    return;
  }
  const Outcome& o = g.outcomes[outcome];
  out += std::to_string(outcome + 1) + ' ' + quoted(o.label) + " {";
  for (const Rational& x : o.payoffs) out += ' ' + x.str();
  out += " }";
}

}  // namespace

std::string write_efg(const Game& g) {
  std::string out = "EFG 2 R " + quoted(g.title) + " {";
  for (const std::string& p : g.players) out += ' ' + quoted(p);
  out += " }\n" + quoted(g.description) + "\n\n";
  for (const Node& n : g.nodes) {
    switch (n.kind) {
      case NodeKind::Terminal: out += "t " + quoted(n.label) + ' '; break;
      case NodeKind::Chance: out += "c " + quoted(n.label) + ' ' + std::to_string(n.infoset + 1) + ' '; break;
      case NodeKind::Personal:
        out += "p " + quoted(n.label) + ' ' + std::to_string(n.player) + ' ' + std::to_string(n.infoset + 1) + ' ';
        break;
    }
    if (n.kind != NodeKind::Terminal) write_set(out, g.infoset_of(n));
    write_outcome(out, g, n.outcome);
    out += '\n';
  }
  return out;
}

}  // namespace gtl::payoff
