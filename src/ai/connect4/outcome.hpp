// What an exact Connect 4 score means to a player: a win, a draw or a loss,
// and how many of the mover's own discs it takes to get there against the
// best defence, the disc about to be played included.
//
// The score convention (bitboard.hpp): 0 for a draw; S - k when the side to
// move wins with its k-th disc counted from the start of the game; -(S - k)
// when the opponent wins with its k-th disc; S = cols * rows / 2 + 1. With
// `moves` discs on the board (rocks not counted) the side to move has placed
// moves / 2 of them and its opponent (moves + 1) / 2, so:
//
//   a win  with the mover's k-th disc:      N = k - moves / 2
//                                             = S - moves / 2 - score
//   a loss to the opponent's k-th disc:     N = k - (moves + 1) / 2
//   (the mover plays first, so it places      = S - (moves + 1) / 2 + score
//   as many discs as the opponent does)
//
// Checks against C4Rules' bounds: win_now(moves) gives N = 1 and
// lose_next(moves) gives N = 1 (one disc of ours, then the opponent wins).
#pragma once

namespace lineup::ai {

/// S of the score convention on a cols x rows board (22 on 7x6).
constexpr int c4_score_base(int cols, int rows) { return cols * rows / 2 + 1; }

struct C4Outcome {
    enum class Kind { Win, Draw, Loss };
    Kind kind = Kind::Draw;
    /// Win and Loss: the mover's own discs to the end against the best
    /// defence, counting the one about to be played (>= 1); Draw: 0.
    int discs = 0;
    friend bool operator==(const C4Outcome&, const C4Outcome&) = default;
};

/// The outcome of an exact `score` for the side to move in a position with
/// `moves` discs on the board (a column's score: the outcome of playing it).
constexpr C4Outcome c4_outcome(int score, int score_base, int moves) {
    if (score > 0) return {C4Outcome::Kind::Win, score_base - moves / 2 - score};
    if (score < 0) return {C4Outcome::Kind::Loss, score_base - (moves + 1) / 2 + score};
    return {};
}

}  // namespace lineup::ai
