// The payoff-games lesson's model (no ImGui): the classics it offers, the
// tree's layout as a course draws it, backward induction as a list of steps,
// the strategic form as a matrix with its best responses, and what the core's
// solvers say about a game, gathered once per game (Analysis). Everything here
// is exact (payoff::Rational) until it is turned into text for the screen.
#pragma once

#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "app/kit/theme_colors.hpp"
#include "core/payoff_game.hpp"
#include "core/payoff_lemke.hpp"
#include "core/payoff_mixed.hpp"
#include "core/payoff_spe.hpp"
#include "core/payoff_strategic.hpp"

namespace gtl::app::payoff_view {

using payoff::Game;
using payoff::PureProfile;
using payoff::Rational;
using Vec = std::vector<Rational>;

// ------------------------------------------------------------------ the classics

// The built-in games, in the side panel's order: their ids are share links'
// name= ("centipede", "ultimatum", "entry", "trust", "bos", "poker", "horse").
std::span<const std::string_view> classic_ids();
// The game by id (nullopt for an unknown id). Each is defined from its
// textbook source, named in model.cpp.
std::optional<Game> classic_game(std::string_view id);

// ------------------------------------------------------------------ the layout

// A tidy layout: the leaves one slot apart in preorder (left to right), each
// inner node centred over its first and last child, one row per depth. So
// nodes of one row never come closer than one slot (their leaf intervals are
// disjoint), and the drawing scales to any region by two factors.
struct TreeLayout {
  std::vector<float> x;    // in slots, 0 .. leaves - 1
  std::vector<int> depth;  // the root 0
  std::vector<int> height; // the longest way down to a leaf (a leaf 0)
  int leaves = 0;
  int depths = 0;          // rows: the deepest depth + 1
};
TreeLayout layout_tree(const Game& g);

// ------------------------------------------------------------------ values of plays

// The payoff vector each node's subtree gives under a pure profile (players'
// actions at every set, -1 open), chance nodes by their probabilities; nullopt
// where the profile leaves an action open below the node.
std::vector<std::optional<Vec>> profile_values(const Game& g, const PureProfile& profile);

// The personal nodes where the profile's action gives the mover less than
// another action would (the rest of the profile kept): the non-credible
// threats of a Nash equilibrium that is not subgame perfect.
std::vector<int> noncredible_nodes(const Game& g, const PureProfile& profile);

// The nodes a profile reaches from the root (every branch of a chance node).
std::vector<bool> reached(const Game& g, const PureProfile& profile);

// ------------------------------------------------------------------ backward induction

// One step of backward induction for one subgame-perfect equilibrium: the
// node is solved, its value rises to it, and (a personal node) the action
// the equilibrium takes there; `best` lists every action as good for the
// mover (more than one: the mover is indifferent, a tie).
struct InductionStep {
  int node = 0;
  int action = -1;        // -1 at a chance node
  std::vector<int> best;  // the actions tied for best (personal nodes)
  Vec value;
};
// The inner nodes from the lowest up (by height, then left to right), as a
// class solves them on the board.
std::vector<InductionStep> induction_steps(const Game& g, const TreeLayout& layout, const PureProfile& spe);

// ------------------------------------------------------------------ the strategic form

// The profile that plays the given plans (a reduced plan's `*` stays -1).
PureProfile profile_of(const payoff::StrategicForm& f, const std::vector<std::size_t>& choice);
// Whether a plan profile agrees with an equilibrium wherever the plans give an action.
bool agrees(const PureProfile& plans, const PureProfile& full);

// The two-player matrix: player 1's plans as rows, player 2's as columns;
// a cell's payoffs and whether each is a best response to the other's plan.
struct Cell {
  Vec pay;
  bool best1 = false, best2 = false;
  bool nash() const { return best1 && best2; }
};
struct Matrix {
  std::size_t rows = 0, cols = 0;
  std::vector<Cell> cells;  // row-major
  const Cell& at(std::size_t r, std::size_t c) const { return cells[r * cols + c]; }
};
Matrix matrix_of(const payoff::StrategicForm& f);

// ------------------------------------------------------------------ everything solved once

inline constexpr std::size_t kMaxListedSpe = 64;
inline constexpr std::size_t kMaxProfiles = 4096;  // the strategic form's table past this: refused

struct Analysis {
  std::optional<std::string> imperfect;  // why backward induction does not apply
  payoff::SpeResult spe;                 // perfect information only
  std::optional<payoff::StrategicForm> form;
  std::optional<std::string> form_refusal;
  std::vector<std::vector<std::size_t>> nash;  // pure equilibria of the strategic form
  std::vector<bool> nash_spe;                  // each: agrees with a listed SPE
  // Two players: the extreme mixed equilibria of the strategic form, and one
  // equilibrium of the tree in behaviour strategies (subgame by subgame; on
  // the tracing path when Lemke's passes the budget).
  std::vector<payoff::MixedProfile> mixed;
  std::optional<payoff::BehaviourProfile> behaviour;
  std::optional<std::string> mixed_refusal;
};
Analysis analyse(const Game& g);

// ------------------------------------------------------------------ share links

// An edited or opened game in a share link: its EFG 2 R text in base64url
// (efg=), at most kMaxEfgLinkChars characters (a link stays under the 4,096
// that browsers and chat tools keep whole).
inline constexpr std::size_t kMaxEfgLinkChars = 3000;
// The payload is "z." and the .efg text packed (model/pack.hpp: 40-50 % of
// the text's length for files of a kilobyte or more) in base64url; a payload
// without the prefix is the text itself in base64url (links made before
// packing still open). A packing that unpacks past kMaxEfgLinkUnpacked bytes
// is refused as broken.
inline constexpr const char* kPackedEfgPrefix = "z.";
inline constexpr std::size_t kMaxEfgLinkUnpacked = 1 << 20;
std::string efg_link_text(const Game& g);
enum class LinkProblem { None, TooLong, NotBase64, Damaged, BadFile, TooBig };  // Damaged: does not unpack
struct EfgLink {
  std::optional<Game> game;
  LinkProblem problem = LinkProblem::None;
  std::string file_error;  // BadFile: the reader's "line L, column C: ..."
};
EfgLink read_efg_link(std::string_view payload, std::size_t max_nodes);

// ------------------------------------------------------------------ words

// A payoff as a course writes it: an integer, a short decimal ("0.4") when
// it has one of at most four places, else a fraction ("1/3").
std::string number_text(const Rational& r);
// "(2, 1)".
std::string vector_text(const Vec& v);
// A plan in action names, one per set, '*' where it is open: "Pass / Take".
std::string plan_words(const Game& g, int player, const payoff::PurePlan& plan);
// The name the tree and the twin show for a player: the file's label, else
// `fallback` (the UI's "Player {0}").
std::string player_label(const Game& g, int player, const std::string& fallback);

// ------------------------------------------------------------------ colours

// A player's colour in a theme: players 1 and 2 are the app's first and
// second players' colours; 3 to 5 take the outcome words' blue, orange and
// vermillion (Okabe–Ito hues, each already 4.5:1 as text on the canvas);
// more players share the muted ink. The node also carries the player's
// number, so colour is never the only cue.
theme::Rgb player_rgb(const theme::Colors& c, int player);

}  // namespace gtl::app::payoff_view
