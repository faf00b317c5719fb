// Why a position is W, L or D, in words a teacher can copy onto a handout.
//
//   proof_text: an indented proof tree.
//     W: the witness move, then the proof that the position it leads to is L.
//     L: every move, each with the opponent's winning reply, then (one level
//        further) why the position after that reply is L again.
//     D: that no move leads to L (each move's child is W or D) and which move
//        keeps the draw, then why that position is D again.
//   Positions already proven earlier in the text are referred back to, and a
//   depth limit keeps handouts short ("…" marks the cut).
//
//   explain: one sentence for the inspector panel.
#pragma once

#include <cstdint>
#include <string>

#include "core/position_graph.hpp"

namespace gtl::model {

struct ProofOptions {
  std::uint32_t max_depth = 6;    // proof levels (a W move + its L proof is 2 levels)
  std::uint32_t max_lines = 400;  // then the text says it was cut
};

std::string proof_text(const PositionGraph& g, NodeId node, const ProofOptions& options = {});

// "Move 5 leaves the opponent in a losing position." and friends.
std::string explain(const PositionGraph& g, NodeId node);

}  // namespace gtl::model
