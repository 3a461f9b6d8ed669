// GomokuState: the Gomoku position as the searches see it, updated
// incrementally on every move and undo.
//
// Cells live in a padded grid: 5 wall cells on every side, so a pattern window
// (patterns.hpp) never leaves the array. Index = (row + 5) * stride +
// (col + 5), stride = size + 10. For every empty cell and each of the 4
// directions the state keeps the 11-cell window from the first player's point
// of view; the second player's is swap_sides() of it. From the windows come,
// per cell and player, a pattern per direction, a combined threat class and a
// score, kept up to date for the 40 cells a move can affect.
//
// Renju: the first player's patterns count exactly five, the second's five or
// more (patterns.hpp), and a point forbidden to the first player (renju.hpp)
// counts as nothing for it, judged when its lines change: a far stone that
// changes whether a three is real can leave a cell's judgement stale until
// then, which costs the search accuracy, never legality (the players check
// the move they choose on the board itself).
//
// Themes: rocks are wall cells. Bubbles: a cell whose bubbles would bring a
// player to the target counts as a Five for that player (threat search and
// evaluation treat the bubble win like any other win).
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <vector>

#include "ai/gomoku/cell_value.hpp"
#include "ai/gomoku/patterns.hpp"
#include "core/board.hpp"

namespace lineup::ai {

class GomokuState {
public:
    static constexpr int kPad = 5;
    static constexpr int kWallCode = 3;

    /// The position of a running core Gomoku board.
    explicit GomokuState(const core::Board& board);

    int size() const { return size_; }
    int stride() const { return stride_; }
    int index(core::Cell c) const { return (c.row + kPad) * stride_ + c.col + kPad; }
    core::Cell cell(int idx) const { return {idx % stride_ - kPad, idx / stride_ - kPad}; }
    /// Offsets of the four directions: horizontal, vertical, two diagonals.
    const std::array<int, 4>& directions() const { return dir_; }

    core::Side to_move() const { return to_move_; }
    int ply() const { return static_cast<int>(history_.size()); }
    int stones() const { return stones_; }
    /// Empty playable cells left.
    int empty_cells() const { return empty_; }
    bool is_empty(int idx) const { return code_[static_cast<std::size_t>(idx)] == 0; }
    int code(int idx) const { return code_[static_cast<std::size_t>(idx)]; }
    std::uint64_t hash() const { return hash_; }

    /// Places a stone of the side to move on an empty cell / takes it back.
    void play(int idx);
    void undo();

    Pattern pattern(int idx, core::Side side, int dir) const {
        return pat_[static_cast<std::size_t>(idx)][static_cast<std::size_t>(slot(side) * 4 + dir)];
    }
    Threat threat(int idx, core::Side side) const;
    /// Score of a move on the cell for `side` (sum over its lines).
    int cell_score(int idx, core::Side side) const {
        return score_[static_cast<std::size_t>(idx)][static_cast<std::size_t>(slot(side))];
    }
    /// True when `side` has a move that makes at least `t` somewhere.
    bool has_threat(core::Side side, Threat t) const;
    /// The empty cells where `side` would make at least `t`.
    void cells_with(core::Side side, Threat t, std::vector<int>& out) const;

    /// Empty cells within two cells of a stone (the centre on an empty board).
    void candidates(std::vector<int>& out) const;
    /// Static evaluation from the side to move: the summed cell scores of the
    /// side to move, weighted by `own_tenths` / 10 (the move it has in hand
    /// makes its shapes worth more than the opponent's), less the opponent's.
    int evaluate(int own_tenths = kDefaultOwnTenths) const;
    static constexpr int kDefaultOwnTenths = 12;

    int bubbles_held(core::Side side) const { return held_[static_cast<std::size_t>(slot(side))]; }
    bool has_bubbles() const { return bubble_win_ > 0; }
    int bubbles_at(int idx) const { return bubbles_[static_cast<std::size_t>(idx)]; }

private:
    static int slot(core::Side side) { return side == core::Side::Second ? 1 : 0; }
    void refresh(int idx);                // recompute patterns and score of an empty cell
    bool refresh_line(int idx, int dir);  // one line's patterns of an empty cell; true if changed
    void update_near_bit(std::size_t i);  // near_bits_ for cell i from code_, near_, bubbles_
    /// Calls f(idx) for every cell marked in near_bits_, in board order.
    template <class F>
    void for_each_near(F&& f) const {
        for (std::size_t w = 0; w < near_bits_.size(); ++w) {
            for (std::uint64_t bits = near_bits_[w]; bits != 0; bits &= bits - 1) {
                f(static_cast<int>(w * 64 + static_cast<std::size_t>(std::countr_zero(bits))));
            }
        }
    }
    void revalue(int idx);                    // score and threat of an empty cell from its patterns
    bool forbidden_for_first(int idx) const;  // Renju's exact judgement of an empty cell
    void set_stone(int idx, int code);        // updates windows, neighbours and hash
    void touch_neighbourhood(int idx);        // refresh the cells a change at idx affects

    const std::array<CellValue, 10000>* values_;  // per line-pattern combination
    int size_;
    int stride_;
    std::array<int, 4> dir_;
    const PatternTable* table_;
    core::Side to_move_;
    bool renju_;
    int stones_ = 0;
    int empty_ = 0;
    std::uint64_t hash_ = 0;
    std::vector<std::uint8_t> code_;                    // 0 empty, 1 first, 2 second, 3 wall
    std::vector<std::array<std::uint32_t, 4>> window_;  // per cell and direction
    std::vector<std::array<Pattern, 8>> pat_;           // per cell: side * 4 + direction
    std::vector<std::array<int, 2>> score_;             // per cell and side
    std::vector<std::array<Threat, 2>> threat_;         // per cell and side (lines only)
    std::vector<std::uint8_t> near_;                    // stones within two cells
    std::vector<std::uint64_t> near_bits_;              // empty cells with near_ > 0 or bubbles
    std::vector<std::uint16_t> bubbles_;
    std::array<int, 2> held_{0, 0};
    int bubble_win_ = 0;
    std::array<long long, 2> score_sum_{0, 0};          // over empty cells
    std::array<std::array<int, 9>, 2> threat_count_{};  // empty cells per side and line threat
    std::vector<int> bubble_cells_;                     // playable cells holding bubbles
    std::vector<int> history_;
    std::vector<int> playable_;  // every playable cell, in order

    /// What play() changed besides the stones, so undo() restores it instead of
    /// computing it again: the cell and the 40 cells on its lines.
    struct Saved {
        std::array<std::array<Pattern, 8>, 41> pat;
        std::array<std::array<int, 2>, 41> score;
        std::array<std::array<Threat, 2>, 41> threat;
        std::array<long long, 2> score_sum;
        std::array<std::array<int, 9>, 2> threat_count;
    };
    std::vector<Saved> saved_;  // one per move in history_
    std::array<int, 41> affected(int idx) const;
};

}  // namespace lineup::ai
