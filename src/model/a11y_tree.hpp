// The game tree as an assistive technology reads it: the accessible twin's
// ARIA tree (WAI-ARIA APG "tree view"), computed from the drawn Scene with no
// drawing, so it is tested natively and the page (web/page/a11y.js) only mirrors it.
//
// Each item is one drawn node: its level, its place among its siblings
// (aria-level / aria-posinset / aria-setsize), whether it can be expanded, and
// a name said in words in the UI's language ("5 → {2,3,4,6,7}: loss for the
// player to move, 14 plies"). Outcomes the screen hides (quiz, induction) are
// hidden here too: the name then says "not decided yet".
//
// A tree of tens of thousands of drawn nodes would make a DOM no screen reader
// can walk and a frame no browser can afford, so the twin holds at most `cap`
// items in depth-first order (the selection's line and its siblings always
// among them) and says how many more are drawn (TwinTree::more).
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "core/outcome.hpp"
#include "model/game_view.hpp"

namespace gtl::model {

struct TwinTreeItem {
  std::uint32_t scene_index = 0;
  std::string path;  // the line of moves, "5,2" ("" is the start): tree.select's path and the item's id
  std::uint32_t level = 1, posinset = 1, setsize = 1;  // 1-based, as ARIA counts
  std::uint32_t parent = 0xFFFFFFFFu;  // index in TwinTree::items of the parent item, or none
  bool expandable = false, expanded = false, selected = false, on_path = false;
  std::uint32_t group = 0;  // moves folded into this item (0: a position)
  Outcome outcome = Outcome::Unknown;  // as shown (Unknown while hidden)
  std::uint32_t remoteness = 0;
  std::string name;
};

struct TwinTree {
  std::vector<TwinTreeItem> items;  // depth-first, parents before children
  std::size_t drawn = 0;            // nodes the scene holds
  std::size_t more = 0;             // drawn nodes left out of `items` (over the cap)
};

// `shown` gives the outcome the screen shows for a graph position (Unknown
// while hidden); `selected` is the selected scene index (or kNone).
TwinTree twin_tree(const GameView& view, const std::function<Outcome(NodeId)>& shown, std::uint32_t selected,
                   std::size_t cap);

// The words of one outcome for the player to move, with its remoteness:
// "loss for the player to move, 14 plies", "draw", "not decided yet".
std::string outcome_words(Outcome o, std::uint32_t remoteness, bool infinite_draw = false);

}  // namespace gtl::model
