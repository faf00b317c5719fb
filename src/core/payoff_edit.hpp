// Editing an extensive game node by node: the rules of the payoff lesson's
// editor (add and remove moves, players, names, payoffs, chance
// probabilities, information sets), and an undo/redo history of snapshots.
//
// Every edit either applies whole or leaves the game as it was and says why
// (an EditError the page turns into one sentence). After an edit the game is
// in the form the solvers expect (payoff_game.hpp): nodes in preorder, each
// player's sets in the order they first appear, outcomes numbered by use; so
// node ids may move, and each edit returns the edited node's new id.
//
// Why payoffs typed at a leaf are its play's total (the leaf's own outcome is
// set to the typed value less the outcomes above it): a file may carry
// outcomes on inner nodes, and the tree shows each leaf's total; what is typed
// is what is then shown.
//
// Why chance probabilities may be left not summing to 1: a teacher types them
// one at a time; probability_problem names the first chance node that is off,
// and the page solves nothing until it is fixed.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "payoff_game.hpp"

namespace gtl::payoff {

inline constexpr int kEditMaxMoves = 16;     // actions at one node
inline constexpr int kEditMaxPlayers = 6;
inline constexpr std::size_t kEditMaxNodes = 5000;

enum class EditError : std::uint8_t {
  None,
  NoNode,          // no such node
  Leaf,            // the node is a leaf: it has no moves, player or set
  NotLeaf,         // payoffs belong to leaves
  NotChance,       // probabilities belong to chance nodes
  NoAction,        // no such action at the node
  NoPlayer,        // no such player
  TooManyMoves,    // kEditMaxMoves
  TooManyPlayers,  // kEditMaxPlayers
  TooManyNodes,    // kEditMaxNodes
  BadNumber,       // the text is not an integer, a decimal or a fraction
  BadProbability,  // not between 0 and 1
  JoinSelf,        // a node joined to itself or its own set
  JoinChance,      // chance nodes have no sets to join
  JoinPlayer,      // the two nodes are different players'
  JoinMoves,       // the two nodes have different numbers of moves
  JoinPath,        // one node lies on the other's path (or a set member's)
  SplitAlone,      // the node is alone in its set already
};
// A short English name for tests and logs ("join_player").
std::string_view edit_error_name(EditError e);

struct EditResult {
  EditError error = EditError::None;
  int node = -1;  // the edited node's id after the edit
  bool ok() const { return error == EditError::None; }
};

// A new game: player 1 at the root with two moves, both leaves paying (0, 0).
Game new_game();

// The labels a new action gets: "a", "b", ... (then "27", "28", ...), the
// first not already used at the set.
std::string next_action_label(const Infoset& set);

// A leaf becomes a decision node with two moves, of the player after its
// parent's (player 1 under the root or chance), both new leaves paying what
// the leaf paid; an inner node's set gets one more action, a new leaf under
// each of its nodes (a chance action with probability 0).
EditResult add_move(Game& g, int node);
// Removes action `action` of the node's set with the subtree under it at every
// node of the set (a chance action's probability goes to the first remaining
// one); the node's last move turns it into a leaf.
EditResult remove_move(Game& g, int node, int action);
// The node's player: 1..n, or 0 for chance (uniform probabilities). The node
// leaves its set for one of its own, with the same action labels.
EditResult set_player(Game& g, int node, int player);
// One more player, paid 0 everywhere.
EditResult add_player(Game& g);
EditResult rename_player(Game& g, int player, std::string_view name);
EditResult rename_action(Game& g, int node, int action, std::string_view name);
EditResult rename_outcome(Game& g, int node, std::string_view name);
// Player `player`'s payoff at a leaf, typed: "3", "-1/2", "0.25".
EditResult set_payoff(Game& g, int node, int player, std::string_view text);
// A chance action's probability, typed: "1/3", "0.5" (0..1).
EditResult set_probability(Game& g, int node, int action, std::string_view text);
// The node joins the information set of `into` (same player, same number of
// moves, neither on the other's path); it takes that set's action labels.
EditResult join_set(Game& g, int node, int into);
// The node leaves its set for one of its own.
EditResult split_set(Game& g, int node);

// The first chance node (in preorder) whose probabilities do not sum to 1.
std::optional<int> probability_problem(const Game& g);

// Puts the game in the solvers' form: nodes reachable from the root in
// preorder, sets ordered by first use with unused ones dropped, outcomes
// numbered by use. old_to_new[v] is node v's new id (-1: dropped).
void normalise(Game& g, std::vector<int>* old_to_new = nullptr);

// Snapshots for undo and redo, at most `limit` kept.
class EditHistory {
 public:
  explicit EditHistory(std::size_t limit = 100) : limit_(limit) {}
  // Before an edit: the game as it was (clears what could be redone).
  void record(const Game& before);
  // Puts the previous game in `current` (and keeps `current` for redo);
  // false when there is nothing to undo.
  bool undo(Game& current);
  bool redo(Game& current);
  bool can_undo() const { return !undo_.empty(); }
  bool can_redo() const { return !redo_.empty(); }
  void clear() { undo_.clear(), redo_.clear(); }

 private:
  std::size_t limit_;
  std::vector<Game> undo_, redo_;
};

}  // namespace gtl::payoff
