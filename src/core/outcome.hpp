// Outcomes of a position, always from the point of view of the player to move.
#pragma once

#include <cstdint>
#include <string_view>

namespace gtl {

// Win / Lose: the player to move wins / loses under perfect play.
// Draw: neither side can force a win. In the ball game this is a *tie* (the game
// ended level); the word stays open for games that never end (draw by repetition).
enum class Outcome : std::uint8_t { Unknown = 0, Win, Lose, Draw };

// The outcome for the other player (the one who just moved).
constexpr Outcome flip(Outcome o) {
  switch (o) {
    case Outcome::Win: return Outcome::Lose;
    case Outcome::Lose: return Outcome::Win;
    default: return o;
  }
}

// W / L / D / ? — the letter drawn on tree nodes (second cue besides colour).
constexpr char letter(Outcome o) {
  switch (o) {
    case Outcome::Win: return 'W';
    case Outcome::Lose: return 'L';
    case Outcome::Draw: return 'D';
    default: return '?';
  }
}

// The judge symbol of the ball game: + (win), 0 (draw), - (lose).
constexpr char judge_symbol(Outcome o) {
  switch (o) {
    case Outcome::Win: return '+';
    case Outcome::Lose: return '-';
    case Outcome::Draw: return '0';
    default: return '?';
  }
}

constexpr std::string_view word(Outcome o) {
  switch (o) {
    case Outcome::Win: return "win";
    case Outcome::Lose: return "lose";
    case Outcome::Draw: return "draw";
    default: return "unknown";
  }
}

}  // namespace gtl
