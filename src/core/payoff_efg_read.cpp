// The .efg reader: a small lexer (quoted labels, words, braces, commas) and a
// parser that builds the tree in preorder with an explicit stack, so a deep
// tree (a long centipede) needs no deep recursion.
#include <algorithm>
#include <cstdint>
#include <unordered_map>

#include "judge_io.hpp"
#include "payoff_efg.hpp"

namespace gtl::payoff {

// The message echoes the file's labels: made safe for a terminal.
std::string EfgError::text() const {
  return "line " + std::to_string(line) + ", column " + std::to_string(column) + ": " + judge::printable(message) +
         ".";
}

namespace {

enum class Tok { Text, Word, Open, Close, Comma, End };

struct Token {
  Tok kind = Tok::End;
  std::string text;
  int line = 1, column = 1;
};

class Lexer {
 public:
  explicit Lexer(std::string_view s) : s_(s) {}

  // The next token; false (with `error` set) for a label never closed.
  bool next(Token& t, std::optional<EfgError>& error) {
    skip_space();
    t.line = line_;
    t.column = column_;
    t.text.clear();
    if (i_ == s_.size()) {
      t.kind = Tok::End;
      return true;
    }
    const char c = s_[i_];
    if (c == '{' || c == '}' || c == ',') {
      t.kind = c == '{' ? Tok::Open : c == '}' ? Tok::Close : Tok::Comma;
      step();
      return true;
    }
    if (c == '"') return text(t, error);
    t.kind = Tok::Word;
    const std::size_t start = i_;
    while (i_ < s_.size() && !is_space(s_[i_]) && s_[i_] != '"' && s_[i_] != '{' && s_[i_] != '}' && s_[i_] != ',') step();
    t.text.assign(s_.substr(start, i_ - start));  // whole runs: char by char was most of a large file's reading
    return true;
  }

 private:
  static bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'; }

  void step() {
    if (s_[i_] == '\n') {
      ++line_;
      column_ = 1;
    } else if ((static_cast<unsigned char>(s_[i_]) & 0xC0) != 0x80) {
      ++column_;  // UTF-8 continuation bytes do not start a character
    }
    ++i_;
  }
  void skip_space() {
    while (i_ < s_.size() && is_space(s_[i_])) step();
  }
  // "..." with \x standing for x (\" a quote, \\ a backslash).
  bool text(Token& t, std::optional<EfgError>& error) {
    t.kind = Tok::Text;
    step();
    std::size_t run = i_;
    while (i_ < s_.size() && s_[i_] != '"') {
      if (s_[i_] == '\\' && i_ + 1 < s_.size()) {
        t.text.append(s_.substr(run, i_ - run));
        step();
        run = i_;  // the escaped character starts the next run
      }
      step();
    }
    t.text.append(s_.substr(run, i_ - run));
    if (i_ == s_.size()) {
      error = EfgError{t.line, t.column, "the label that starts here is never closed with a quote"};
      return false;
    }
    step();
    return true;
  }

  std::string_view s_;
  std::size_t i_ = 0;
  int line_ = 1, column_ = 1;
};

std::string shown(const Token& t) {
  switch (t.kind) {
    case Tok::Text: return "the label \"" + t.text.substr(0, 40) + "\"";
    case Tok::Word: return "'" + t.text.substr(0, 40) + "'";
    case Tok::Open: return "'{'";
    case Tok::Close: return "'}'";
    case Tok::Comma: return "','";
    case Tok::End: return "the end of the file";
  }
  return "?";
}

std::string action_list(const Infoset& h) {
  std::string s = "{";
  for (std::size_t a = 0; a < h.actions.size(); ++a) {
    s += " \"" + h.actions[a] + "\"";
    if (!h.probs.empty()) s += " " + h.probs[a].str();
  }
  return s + " }";
}

// File ids of sets or outcomes -> what they name. Ids are usually 1, 2, 3...:
// those below kDense sit in a vector (a hash lookup per node was a fifth of
// reading a large file), larger ones in a hash map.
template <class T>
class IdMap {
 public:
  const T* find(long long id) const {
    if (id < kDense) return static_cast<std::size_t>(id) < dense_.size() && dense_[id] ? &*dense_[id] : nullptr;
    const auto it = sparse_.find(id);
    return it == sparse_.end() ? nullptr : &it->second;
  }
  void add(long long id, T value) {
    if (id >= kDense) {
      sparse_.emplace(id, value);
      return;
    }
    if (static_cast<std::size_t>(id) >= dense_.size()) dense_.resize(static_cast<std::size_t>(id) + 1);
    dense_[id] = value;
  }

 private:
  static constexpr long long kDense = 1 << 20;
  std::vector<std::optional<T>> dense_;
  std::unordered_map<long long, T> sparse_;
};

class Reader {
 public:
  explicit Reader(std::string_view text) : lex_(text) {}
  EfgRead run();

 private:
  struct Known {
    int index;
    int line;
  };

  bool fail(const Token& at, std::string message) {
    if (!error_) error_ = EfgError{at.line, at.column, std::move(message)};
    return false;
  }
  bool take(Token& t) {
    if (peeked_) {
      t = std::move(*peeked_);
      peeked_.reset();
      return true;
    }
    return lex_.next(t, error_);
  }
  const Token* peek() {
    if (!peeked_) {
      Token t;
      if (!lex_.next(t, error_)) return nullptr;
      peeked_ = std::move(t);
    }
    return &*peeked_;
  }
  bool expect(Tok kind, const std::string& what, Token& t) {
    if (!take(t)) return false;
    return t.kind == kind || fail(t, "expected " + what + ", found " + shown(t));
  }
  bool integer(const Token& t, long long& v, const std::string& what);
  bool number(const Token& t, Rational& r);
  bool header();
  bool tree();
  int node(int parent, int action);
  bool set_part(Node& n, const Token& id_token, long long id);
  bool describe_set(Infoset& h, bool chance);
  bool outcome_part(Node& n);

  Lexer lex_;
  std::optional<Token> peeked_;
  Game g_;
  std::optional<EfgError> error_;
  std::vector<IdMap<Known>> set_ids_;  // per player, 0 chance
  IdMap<Known> outcome_ids_;
};

bool Reader::integer(const Token& t, long long& v, const std::string& what) {
  if (t.kind != Tok::Word) return fail(t, "expected " + what + ", found " + shown(t));
  v = 0;
  for (char c : t.text) {
    if (c < '0' || c > '9') return fail(t, "expected " + what + " (a whole number), found " + shown(t));
    v = v * 10 + (c - '0');
    if (v > 1'000'000'000) return fail(t, what + " " + t.text.substr(0, 20) + "... is too large");
  }
  return !t.text.empty() || fail(t, "expected " + what);
}

bool Reader::number(const Token& t, Rational& r) {
  if (t.kind != Tok::Word) return fail(t, "expected a number, found " + shown(t));
  // Small integers, most payoffs, directly: the value parse_rational gives.
  const std::string& x = t.text;
  const std::size_t sign = !x.empty() && x[0] == '-' ? 1 : 0;
  if (x.size() > sign && x.size() - sign <= 18 &&
      std::all_of(x.begin() + static_cast<std::ptrdiff_t>(sign), x.end(), [](char c) { return c >= '0' && c <= '9'; })) {
    std::int64_t v = 0;
    for (std::size_t k = sign; k < x.size(); ++k) v = v * 10 + (x[k] - '0');
    r = Rational(sign ? -v : v);
    return true;
  }
  std::string why;
  const auto v = parse_rational(t.text, &why);
  if (!v) return fail(t, "'" + t.text.substr(0, 40) + "' is not a number here (" + why + ")");
  r = *v;
  return true;
}

bool Reader::header() {
  Token t;
  if (!take(t)) return false;
  if (t.kind != Tok::Word || t.text != "EFG") return fail(t, "a Gambit extensive-form file starts with EFG 2 R");
  if (!take(t)) return false;
  if (t.kind != Tok::Word || t.text != "2") return fail(t, "only version 2 of the EFG format exists (EFG 2 R)");
  if (!take(t)) return false;
  if (t.kind != Tok::Word || (t.text != "R" && t.text != "D")) return fail(t, "after EFG 2 comes R (or D)");
  if (!expect(Tok::Text, "the game's title in quotes", t)) return false;
  g_.title = t.text;
  if (!expect(Tok::Open, "'{' opening the list of players", t)) return false;
  for (;;) {
    if (!take(t)) return false;
    if (t.kind == Tok::Close) break;
    if (t.kind != Tok::Text) return fail(t, "expected a player's name in quotes or '}', found " + shown(t));
    g_.players.push_back(t.text);
  }
  if (g_.players.empty()) return fail(t, "the game declares no players");
  const Token* p = peek();
  if (!p) return false;
  if (p->kind == Tok::Text) {
    take(t);
    g_.description = t.text;
  }
  g_.infosets.resize(g_.players.size() + 1);
  set_ids_.resize(g_.players.size() + 1);
  return true;
}

// Nodes in preorder: each open node on the stack takes children until it has
// one per action.
bool Reader::tree() {
  std::vector<int> open;
  if (node(-1, -1) < 0) return false;
  if (g_.nodes[0].kind != NodeKind::Terminal) open.push_back(0);
  while (!open.empty()) {
    const int v = open.back();
    const std::size_t want = g_.infoset_of(g_.nodes[v]).actions.size(), have = g_.nodes[v].children.size();
    if (have == want) {
      open.pop_back();
      continue;
    }
    const Token* p = peek();
    if (!p) return false;
    if (p->kind == Tok::End)
      return fail(*p, "the file ends while the node of line " + std::to_string(g_.nodes[v].line) + " still needs " +
                          std::to_string(want - have) + " more child node(s), one per action of " +
                          action_list(g_.infoset_of(g_.nodes[v])));
    const int child = node(v, static_cast<int>(have));
    if (child < 0) return false;
    g_.nodes[v].children.push_back(child);
    if (g_.nodes[child].kind != NodeKind::Terminal) open.push_back(child);
  }
  Token t;
  if (!take(t)) return false;
  return t.kind == Tok::End ||
         fail(t, "the tree is complete before " + shown(t) + ": a node has more children than its set has actions");
}

int Reader::node(int parent, int action) {
  Token kind, label;
  if (!take(kind)) return -1;
  if (kind.kind != Tok::Word || (kind.text != "p" && kind.text != "c" && kind.text != "t"))
    return fail(kind, "expected a node (p personal, c chance or t terminal), found " + shown(kind)), -1;
  if (!expect(Tok::Text, "the node's label in quotes", label)) return -1;
  Node n;
  n.label = std::move(label.text);
  n.line = kind.line;
  n.parent = parent;
  n.action = action;
  if (kind.text == "t") {
    n.kind = NodeKind::Terminal;
  } else {
    n.kind = kind.text == "p" ? NodeKind::Personal : NodeKind::Chance;
    Token t;
    long long v = 0;
    if (n.kind == NodeKind::Personal) {
      if (!take(t) || !integer(t, v, "the player's number")) return -1;
      if (v < 1 || v > g_.player_count())
        return fail(t, "player " + t.text + " does not exist: the game has " + std::to_string(g_.player_count()) +
                           " player(s)"), -1;
    }
    n.player = static_cast<int>(v);
    if (!take(t) || !integer(t, v, "the information set's number")) return -1;
    if (v < 1) return fail(t, "information sets are numbered from 1"), -1;
    if (!set_part(n, t, v)) return -1;
  }
  if (!outcome_part(n)) return -1;
  g_.nodes.push_back(std::move(n));
  return static_cast<int>(g_.nodes.size()) - 1;
}

// `{ "A" "B" }` for a player, `{ "H" 1/2 "T" 1/2 }` for chance.
bool Reader::describe_set(Infoset& h, bool chance) {
  Token t, open;
  if (!take(t)) return false;
  h.label = std::move(t.text);
  if (!expect(Tok::Open, "'{' opening the actions", open)) return false;
  Rational sum(0);
  for (;;) {
    if (!take(t)) return false;
    if (t.kind == Tok::Close) break;
    if (t.kind != Tok::Text) return fail(t, "expected an action's label in quotes or '}', found " + shown(t));
    h.actions.push_back(std::move(t.text));
    if (!chance) continue;
    Rational p;
    if (!take(t) || !number(t, p)) return false;
    if (p < Rational(0) || p > Rational(1)) return fail(t, "a chance probability is between 0 and 1, not " + p.str());
    h.probs.push_back(p);
    sum += p;
  }
  if (h.actions.empty()) return fail(t, "an information set needs at least one action");
  if (chance && sum != Rational(1))
    return fail(open, "the chance probabilities sum to " + sum.str() + ", not exactly 1");
  return true;
}

bool Reader::set_part(Node& n, const Token& id_token, long long id) {
  const Token* p = peek();
  if (!p) return false;
  const Token at = *p;
  std::optional<Infoset> described;
  if (at.kind == Tok::Text) {
    described.emplace();
    if (!describe_set(*described, n.kind == NodeKind::Chance)) return false;
  }
  // Only a refusal names the set (building the name for every node was a
  // tenth of reading a large file).
  const auto name = [&] {
    return "information set " + id_token.text + " of " +
           (n.player == 0 ? std::string("chance") : player_name(g_, n.player));
  };
  auto& ids = set_ids_[n.player];
  if (const Known* known = ids.find(id)) {
    n.infoset = known->index;
    const Infoset& h = g_.infosets[n.player][n.infoset];
    if (described && *described != h)
      return fail(at, name() + " was described at line " + std::to_string(known->line) + " as \"" + h.label + "\" " +
                          action_list(h) + "; here it differs");
    return true;
  }
  if (!described)
    return fail(id_token, name() + " is used before it is described: its first node gives its label and actions");
  n.infoset = static_cast<int>(g_.infosets[n.player].size());
  ids.add(id, Known{n.infoset, at.line});
  g_.infosets[n.player].push_back(std::move(*described));
  return true;
}

bool Reader::outcome_part(Node& n) {
  Token id_token, t, open;
  long long id = 0;
  if (!take(id_token) || !integer(id_token, id, "the outcome's number (0 for none)")) return false;
  const Token* p = peek();
  if (!p) return false;
  std::optional<Outcome> described;
  if (p->kind == Tok::Text) {
    described.emplace();
    take(t);
    described->label = std::move(t.text);
    if (!expect(Tok::Open, "'{' opening the payoffs", open)) return false;
    for (;;) {
      if (!take(t)) return false;
      if (t.kind == Tok::Close) break;
      if (t.kind == Tok::Comma && !described->payoffs.empty()) continue;
      Rational x;
      if (!number(t, x)) return false;
      described->payoffs.push_back(x);
    }
    if (described->payoffs.size() != g_.players.size())
      return fail(open, "outcome " + id_token.text + " gives " + std::to_string(described->payoffs.size()) +
                            " payoff(s), but the game has " + std::to_string(g_.players.size()) + " player(s)");
  }
  if (id == 0) return !described || fail(id_token, "outcome 0 means no outcome and takes no payoffs");
  if (const Known* known = outcome_ids_.find(id)) {
    n.outcome = known->index;
    if (described && *described != g_.outcomes[n.outcome])
      return fail(id_token, "outcome " + id_token.text + " was given other payoffs or another label at line " +
                                std::to_string(known->line));
    return true;
  }
  if (!described) return fail(id_token, "outcome " + id_token.text + " is used before its payoffs are given");
  n.outcome = static_cast<int>(g_.outcomes.size());
  outcome_ids_.add(id, Known{n.outcome, id_token.line});
  g_.outcomes.push_back(std::move(*described));
  return true;
}

EfgRead Reader::run() {
  EfgRead r;
  if (header() && tree()) {
    r.game = std::move(g_);
  } else {
    r.error = error_ ? *error_ : EfgError{1, 1, "unreadable file"};
  }
  return r;
}

}  // namespace

EfgRead read_efg(std::string_view text) { return Reader(text).run(); }

}  // namespace gtl::payoff
