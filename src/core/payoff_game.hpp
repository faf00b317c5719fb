// The extensive-form game with payoffs, chance and information sets: the model
// the .efg reader builds and the payoff-game solvers read.
//
// A tree in preorder: nodes[0] is the root, every node's children come after
// it in the vector (the order of a Gambit .efg file), so a loop from the last
// node to the first visits children before parents (backward induction
// without recursion, whatever the depth) and a loop from the first visits
// parents first (path sums, reach probabilities). Players are 1..n; chance is
// player 0. Information sets are kept per player in the order they first
// appear, which is the order every solver prints them in (Gambit's).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "payoff_rational.hpp"

namespace gtl::payoff {

enum class NodeKind : std::uint8_t { Chance, Personal, Terminal };

struct Infoset {
  std::string label;
  std::vector<std::string> actions;
  std::vector<Rational> probs;  // chance sets only: one per action, summing to 1
  bool operator==(const Infoset&) const = default;
};

// An outcome: one payoff per player. Outcomes may sit on inner nodes too; a
// play's payoff is the sum of the outcomes along its path.
struct Outcome {
  std::string label;
  std::vector<Rational> payoffs;
  bool operator==(const Outcome&) const = default;
};

struct Node {
  NodeKind kind = NodeKind::Terminal;
  std::string label;
  int player = -1;   // 1..n personal, 0 chance, -1 terminal
  int infoset = -1;  // index into Game::infosets[player]
  int outcome = -1;  // index into Game::outcomes; -1 none (Gambit's outcome 0)
  int parent = -1;
  int action = -1;   // which action of the parent leads here
  std::vector<int> children;  // one per action of the set, in action order
  int line = 0;      // where the node starts in its file (not compared)
  bool operator==(const Node& o) const {
    return kind == o.kind && label == o.label && player == o.player && infoset == o.infoset &&
           outcome == o.outcome && parent == o.parent && action == o.action && children == o.children;
  }
};

struct Game {
  std::string title, description;
  std::vector<std::string> players;            // players 1..n are players[0..n-1]
  std::vector<std::vector<Infoset>> infosets;  // [0] chance's, [i] player i's
  std::vector<Outcome> outcomes;
  std::vector<Node> nodes;                     // preorder, nodes[0] the root
  bool operator==(const Game&) const = default;

  int player_count() const { return static_cast<int>(players.size()); }
  const Infoset& infoset_of(const Node& n) const { return infosets[n.player][n.infoset]; }
};

// A pure strategy profile in behaviour form: plan[i][h] is the action player
// i+1 takes at their set h, or -1 where the plan leaves it open (the `*` of
// the reduced strategic form: the player's own earlier moves rule it out).
using PurePlan = std::vector<int>;
using PureProfile = std::vector<PurePlan>;

// A work budget: solvers spend units as they go and stop with a refusal when
// it runs out (the CLI's --budget, the page's limits). Memory counts too: a
// solver spends one unit per byte of a large table before it allocates it
// (kBytesPerValue per exact number), so the budget bounds memory as well as time.
inline constexpr std::uint64_t kBytesPerValue = sizeof(Rational);
struct Work {
  std::uint64_t limit = std::uint64_t{1} << 26;
  std::uint64_t used = 0;
  // Adds n; false once the total passes the limit.
  bool spend(std::uint64_t n) {
    used = n > ~used ? ~std::uint64_t{0} : used + n;
    return used <= limit;
  }
};

// Renumbers the outcomes in the order the nodes first use them and drops
// unused ones: the form read_efg gives, for which writing and reading back
// gives an equal Game. (A game built in code may list its outcomes in another
// order.)
void number_outcomes_by_use(Game& g);

// "player 2 (Incumbent)" or "player 2" when the label is empty.
std::string player_name(const Game& g, int player);

// The payoff of each play: for node v, totals[v * n + i] is the sum of player
// i+1's payoffs of the outcomes on the path from the root to v, v included.
std::vector<Rational> path_totals(const Game& g);
// The chance probability of reaching each node (the product along the path).
std::vector<Rational> chance_reach(const Game& g);

// Every node of each information set: members[player][set] in preorder.
std::vector<std::vector<std::vector<int>>> set_members(const Game& g);

// Sentences for the properties solvers need (nullopt when the game has it):
// a personal information set with more than one node...
std::optional<std::string> imperfect_information(const Game& g);

// The roots of the game's subgames, in preorder, the root first: the inner
// nodes v such that every information set of a player with a node in v's
// subtree has all its nodes there (chance's sets do not cut subgames).
// Terminal nodes are not listed.
std::vector<int> subgame_roots(const Game& g);

// The sequence form's sequences: player i's sequence at a node is the list of
// i's own actions on the path to it, named by its last one: 0 is the empty
// sequence, and action a of i's set h is sequence base[h] + a (bases in the
// order of the sets, so 1 + the actions of the sets before h).
struct Sequences {
  std::vector<int> base;      // per set of the player
  int count = 1;              // the empty one included
  std::vector<int> at_node;   // the player's sequence at each node
  std::vector<int> of_set;    // the sequence leading to each set (perfect recall)
};
// One per player (index 0 unused). With perfect recall, all nodes of a set
// share a sequence; otherwise `why` is set to a sentence naming the first set
// where a player forgets, and the result's of_set is not meaningful.
std::vector<Sequences> player_sequences(const Game& g, std::optional<std::string>* why = nullptr);

}  // namespace gtl::payoff
