// ThreatBoard: the Gomoku position of the second-generation engine. A play or
// an undo costs a few table lookups per cell whose line changed.
//
// Cells live in a padded grid (5 wall cells on every side, index
// = (row + 5) * stride + col + 5, stride = size + 10, size <= 20), the grid
// of the Zobrist keys (zobrist.hpp) and of the search's cell indices.
//
// Lines. One 64-bit word per board line and direction (horizontal, vertical,
// the two diagonals), 2 bits a cell, the board's cells from field 5 on and
// walls around them; rocks are walls too:
//
//     field  31 .. 25 24 23 ..  6  5  4  3  2  1  0
//            wall    [ cells of a 20-cell line ]  wall      (0 empty, 1 first,
//                                                           2 second, 3 wall)
// A stone is XORed into its 4 words. The window of a cell (line_kinds.hpp) is
// cut from its word with two shifts and masks.
//
// Cells. Per grid cell 8 bytes (Cell): both players' four line kinds as
// nibbles (the first's in bits 0..15, the second's in 16..31, direction d at
// 4d) and each player's multiset index in CellTable (cell_classes.hpp), whose
// CellInfo holds the threat class, the move score and the evaluation share.
// A stone's cell and a wall hold zeros (all Dead: class None, score 0).
//
//     Cell::kinds  bits 31..16: second player    bits 15..0: first player
//                  each: [diag up-left][diag up-right][vertical][horizontal]
//
// Per ply (Ply, 192 bytes, pushed by copying the last one, popped by a
// decrement): the hash; per player the totals over the empty cells (Totals,
// two words: the score and evaluation sums, then the number of cells of each
// Threat level from Block3 up, ThreatCounts); the cells within two of a stone
// (a bit per grid cell), the bubbles held, and where the ply's saved cells
// start in the undo buffer.
//
// Play: for each of the 4 lines, every empty cell within the radius (4, or
// 5 where only exactly five wins) gets its new code from the line table; a
// cell whose kinds change is saved (index and old Cell, 12 bytes) and takes
// its new values, each player's totals moving by the difference of the old
// and new CellDelta (two 16-byte additions per cell; in a middlegame about 22
// of the 24 empty cells in reach change). Undo XORs the stone out, copies the
// saved cells back and pops the ply: nothing is recomputed.
//
// Rules and themes.
//   - Exact five: kinds count exactly five for both; Renju: for the first
//     player only (line_kinds.hpp).
//   - Renju's forbidden points: a first-player cell whose kinds may make one
//     (threes in two lines, two fours, an overline) is a suspect
//     (forbidden_candidate()); forbidden() settles a suspect with the exact
//     checker of core/renju.hpp, on request only. Classes, sums and counts
//     are those of the lines, whatever forbidden() would say.
//   - Bubbles: a cell whose bubbles would bring a player to the target is a
//     Five for that player in threat(), has_threat() and bubble_fives(); the
//     Threat counts and sums are those of the lines.
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <string>
#include <vector>

#include "ai/gomoku/board/cell_classes.hpp"
#include "ai/gomoku/board/line_kinds.hpp"
#include "ai/gomoku/zobrist.hpp"
#include "core/board.hpp"

namespace lineup::ai {

class ThreatBoard {
public:
    static constexpr int kPad = 5;
    static constexpr int kWall = 3;

    /// What the board keeps per grid cell (see the header comment).
    struct Cell {
        std::uint32_t kinds = 0;
        std::array<std::uint16_t, 2> set{};  ///< per player: the multiset of its kinds (CellTable::kind_set)
        friend bool operator==(const Cell&, const Cell&) = default;
    };

    /// The position of a Gomoku board (size <= 20): its rule, rocks, bubbles,
    /// stones and side to move.
    explicit ThreatBoard(const core::Board& board);

    int size() const { return size_; }
    int stride() const { return stride_; }
    int index(core::Cell c) const { return (c.row + kPad) * stride_ + c.col + kPad; }
    core::Cell cell(int idx) const { return {idx % stride_ - kPad, idx / stride_ - kPad}; }
    core::Side to_move() const { return to_move_; }
    core::Rule rule() const { return rule_; }
    int ply() const { return ply_; }
    int stones() const { return stones_; }
    /// Empty cells left (rocks are no cells).
    int empty_cells() const { return static_cast<int>(playable_.size()) - stones_; }
    /// Every cell that is not a rock, in board order.
    const std::vector<int>& playable() const { return playable_; }
    std::uint64_t hash() const { return top().hash; }
    /// 0 empty, 1 first player, 2 second player, 3 wall or rock.
    int stone(int idx) const { return stone_[static_cast<std::size_t>(idx)]; }
    bool is_empty(int idx) const { return stone_[static_cast<std::size_t>(idx)] == 0; }

    /// Places a stone of the side to move on an empty cell / takes the last back.
    void play(int idx);
    void undo();

    const Cell& at(int idx) const { return cells_[static_cast<std::size_t>(idx)]; }
    LineKind kind(int idx, core::Side side, int dir) const {
        return static_cast<LineKind>((at(idx).kinds >> (16 * slot(side) + 4 * static_cast<unsigned>(dir))) & 15u);
    }
    const CellInfo& value(int idx, core::Side side) const { return values_[at(idx).set[slot(side)]]; }
    /// The class of the cell's lines for `side` (value().cls, from a smaller table).
    CellClass line_class(int idx, core::Side side) const { return classes_[at(idx).set[slot(side)]]; }
    /// The class of the lines, or Five where the cell's bubbles win for `side`.
    CellClass threat(int idx, core::Side side) const {
        const auto i = static_cast<std::size_t>(idx);
        if (bubble_win_ > 0 && bubbles_[i] > 0 && stone_[i] == 0 &&
            top().held[slot(side)] + bubbles_[i] >= bubble_win_) {
            return CellClass::Five;
        }
        return line_class(idx, side);
    }
    int score(int idx, core::Side side) const { return scores_[at(idx).set[slot(side)]]; }
    int eval_share(int idx, core::Side side) const { return value(idx, side).eval; }
    /// Sums over the empty cells, for `side`.
    long long score_sum(core::Side side) const { return static_cast<std::int32_t>(top().totals[slot(side)].sums); }
    long long eval_sum(core::Side side) const {
        const std::uint64_t sums = top().totals[slot(side)].sums;
        return static_cast<std::int32_t>((sums - static_cast<std::uint64_t>(score_sum(side))) >> 32);
    }
    /// Empty cells whose lines give `side` a class refining `t` (t >= Block3).
    int count(core::Side side, Threat t) const { return counts(side).get(t); }
    /// ... a class refining `t` or a stronger Threat (t >= Block3).
    int count_from(core::Side side, Threat t) const { return counts(side).from(t); }
    const ThreatCounts& counts(core::Side side) const { return top().totals[slot(side)].counts; }
    /// Bubbles: the cell's bubbles; whether the theme's bubbles can win at all.
    int bubbles_at(int idx) const { return bubbles_[static_cast<std::size_t>(idx)]; }
    bool has_bubbles() const { return bubble_win_ > 0; }
    /// Empty cells whose bubbles would win for `side`.
    int bubble_fives(core::Side side) const { return top().bubble_fives[slot(side)]; }
    int bubbles_held(core::Side side) const { return top().held[slot(side)]; }
    /// True when `side` has an empty cell whose threat() refines `t` or a
    /// stronger Threat (bubbles included).
    bool has_threat(core::Side side, Threat t) const;
    /// The empty cells where to_threat(threat(idx, side)) >= t, in board order.
    void cells_with(core::Side side, Threat t, std::vector<int>& out) const;
    /// Empty cells within two cells of a stone and empty bubble cells, in board
    /// order; with no stone, the free cell nearest the centre.
    void candidates(std::vector<int>& out) const;
    /// Calls f(idx) for each empty cell within two cells of a stone and each
    /// empty bubble cell, in board order (candidates() without the empty
    /// board's centre), until f returns false.
    template <class F>
    void for_each_candidate(F&& f) const {
        const NearSet& near = top().near;
        for (std::size_t w = 0; w < near.size(); ++w) {
            for (std::uint64_t bits = (near[w] | bubble_set_[w]) & free_[w]; bits != 0; bits &= bits - 1) {
                if (!f(static_cast<int>(w * 64 + static_cast<std::size_t>(std::countr_zero(bits))))) return;
            }
        }
    }

    /// Renju: an empty cell whose lines may make a forbidden point for the first player.
    bool forbidden_candidate(int idx) const;
    /// Renju: whether the first player may not play the empty cell (exact; a
    /// cell that is no candidate is never forbidden and costs nothing).
    bool forbidden(int idx) const;

    /// The same position computed from scratch (its stones, rule and side to move).
    ThreatBoard rebuilt() const;
    /// The first member that differs from `other`, by its name ("cells_[37]"),
    /// for a failing check to print; empty when the two hold the same state.
    std::string difference(const ThreatBoard& other) const;

private:
    static constexpr int kNearWords = (ZobristKeys::kMaxGrid + 63) / 64;
    using NearSet = std::array<std::uint64_t, kNearWords>;
    /// A player's totals over the empty cells: the score sum in the low 32
    /// bits and the evaluation sum in the high 32 (both fit: 400 cells of at
    /// most 250,000), then the Threat counts; the sum of the cells' CellDeltas.
    struct Totals {
        alignas(16) std::uint64_t sums;
        ThreatCounts counts;
    };
    struct Ply {
        std::uint64_t hash;
        std::array<Totals, 2> totals;
        NearSet near;              // cells within two of a stone
        std::uint32_t saved_from;  // the ply's first entry in undo_
        std::int32_t move;         // the cell played to reach this ply (-1 at the root)
        std::array<std::int16_t, 2> held;
        std::array<std::int16_t, 2> bubble_fives;
    };
    static_assert(sizeof(Ply) == 192);
    struct Saved {
        std::int32_t idx;
        Cell old;
    };
    struct LineRef {
        std::array<std::uint8_t, 4> line;  // per direction: the line word
        std::array<std::uint8_t, 4> pos;   // ... and the cell's field in it
    };
    static constexpr std::uint32_t kMaxSaved = 1 + 4 * 2 * 5;  // cells a move can change

    /// The stones, rocks and bubbles of `from`, everything else computed anew.
    struct Rebuild {};
    ThreatBoard(const ThreatBoard& from, Rebuild);
    static std::size_t slot(core::Side side) { return side == core::Side::Second ? 1 : 0; }
    const Ply& top() const { return plies_[static_cast<std::size_t>(ply_)]; }
    void build();                     // everything but the stones from stone_
    void build_lines();               // lines_ and line refs
    void place(int idx, int colour);  // XORs a stone into its 4 lines
    std::uint8_t code_of(int idx, int dir) const;
    void count_bubble_fives(Ply& p) const;  // bubble_fives from held and the empty bubble cells
    void add_square(NearSet& set, int idx) const;
    // The empty cells of the 4 lines around idx, and p's totals from the last
    // ply's; called with p the present ply (ply_ already counts the move).
    template <int Radius>
    void update_lines(int idx, Ply& p);

    int size_;
    int stride_;
    core::Rule rule_;
    std::array<int, 4> dir_;
    const LineKindTable* lines_table_;
    const std::uint16_t* sets_;   // CellTable::set_data()
    const CellInfo* values_;      // CellTable::value_data()
    const CellDelta* deltas_;     // CellTable::delta_data()
    const CellClass* classes_;    // CellTable::class_data()
    const std::int32_t* scores_;  // CellTable::score_data()
    const ZobristKeys* keys_;
    core::Side to_move_;
    int ply_ = 0;
    int stones_ = 0;
    int bubble_win_ = 0;
    std::vector<std::uint8_t> stone_;  // per grid cell
    std::vector<LineRef> refs_;        // per grid cell
    std::vector<std::uint64_t> lines_;
    std::vector<Cell> cells_;
    std::vector<std::uint16_t> bubbles_;  // per grid cell
    std::vector<int> bubble_cells_;       // playable cells with bubbles, in board order
    std::vector<int> playable_;           // every cell that is not a rock, in board order
    std::vector<Ply> plies_;              // plies_[ply_] is the present one
    NearSet free_{};                      // the empty playable cells
    NearSet bubble_set_{};                // the playable cells with bubbles
    std::vector<Saved> undo_;             // sized ahead by kMaxSaved
    std::uint32_t undo_top_ = 0;
};

}  // namespace lineup::ai
