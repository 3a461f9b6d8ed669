// LineBoard: the Gomoku position kept line by line, for the second-generation
// engine. Play and undo cost a few table lookups per changed cell.
//
// Cells live in the padded grid of GomokuState (5 wall cells on every side,
// index = (row + 5) * stride + col + 5, stride = size + 10), so cell indices
// and Zobrist keys (zobrist.hpp) are the same in both cores.
//
// What it keeps:
//   - lines: one 64-bit word per board line and direction (horizontal,
//     vertical, two diagonals), 2 bits a cell, 5 wall cells at each end;
//     rocks are walls. A move XORs its stone into 4 words.
//   - per empty cell (12 bytes, CellState): the code of each direction
//     (line_patterns.hpp: both players' Pattern in one byte), both players'
//     combination index of cell_value.hpp (kept by adding the changed
//     direction's part) and per player the threat class read there. The move
//     score, read there too, is also the cell's share of the evaluation:
//     score_sum() is the sum over empty cells, as GomokuState's.
//   - per player, the number of empty cells of each threat class.
//   - per ply, the set of cells within two cells of a stone (candidates()).
// A move changes the codes of the empty cells within the pattern radius (4,
// or 5 for exact and renju) on its 4 lines, found from the line word's empty
// fields. play() saves each changed cell's old CellState once in an undo
// buffer, and the sums and counts once per move; undo() copies them back.
//
// Renju: classes are those of the line patterns; a first-player cell whose
// class could be a forbidden point (a double three, a double four) is a
// forbidden candidate, settled by the exact checker of core/renju.hpp on
// request (forbidden()). Bubbles are not part of this core.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "ai/gomoku/cell_value.hpp"
#include "ai/gomoku/line_patterns.hpp"
#include "ai/gomoku/zobrist.hpp"
#include "core/board.hpp"

namespace lineup::ai {

struct CellState {
    std::array<std::uint8_t, 4> code{};  // per direction: first's Pattern | second's << 4
    std::uint32_t combos = 0;            // combo_index() of the first (low 16 bits) and second player
    std::array<Threat, 2> threat{};      // per player (index_of)
    std::uint16_t unused = 0;
    friend bool operator==(const CellState&, const CellState&) = default;
};

class LineBoard {
public:
    static constexpr int kPad = 5;
    static constexpr int kWall = 3;

    /// The position of a Gomoku board: its size, rule, rocks, stones and side to move.
    explicit LineBoard(const core::Board& board);

    int size() const { return size_; }
    int stride() const { return stride_; }
    int index(core::Cell c) const { return (c.row + kPad) * stride_ + c.col + kPad; }
    core::Cell cell(int idx) const { return {idx % stride_ - kPad, idx / stride_ - kPad}; }
    core::Side to_move() const { return to_move_; }
    int ply() const { return static_cast<int>(history_.size()); }
    std::uint64_t hash() const { return hash_; }
    /// 0 empty, 1 first player, 2 second player, 3 wall or rock.
    int stone(int idx) const { return stone_[static_cast<std::size_t>(idx)]; }
    bool is_empty(int idx) const { return stone_[static_cast<std::size_t>(idx)] == 0; }

    /// Places a stone of the side to move on an empty cell / takes the last back.
    void play(int idx);
    void undo();

    const CellState& at(int idx) const { return cells_[static_cast<std::size_t>(idx)]; }
    Pattern pattern(int idx, core::Side side, int dir) const {
        const std::uint8_t code = at(idx).code[static_cast<std::size_t>(dir)];
        return static_cast<Pattern>(side == core::Side::Second ? code >> 4 : code & 15u);
    }
    Threat threat(int idx, core::Side side) const { return at(idx).threat[slot(side)]; }
    int score(int idx, core::Side side) const {
        const std::uint32_t combos = at(idx).combos;
        return (*values_)[side == core::Side::Second ? combos >> 16 : combos & 0xFFFFu].score;
    }
    long long score_sum(core::Side side) const { return score_sum_[slot(side)]; }
    /// Empty cells where `side` makes exactly `t` (t above None: a stone's
    /// cell counts as None).
    int count(core::Side side, Threat t) const { return count_[slot(side)][static_cast<std::size_t>(t)]; }
    /// True when `side` has an empty cell where it makes at least `t`.
    bool has_threat(core::Side side, Threat t) const;
    /// The empty cells where `side` would make at least `t`, in board order
    /// (GomokuState::cells_with without bubbles).
    void cells_with(core::Side side, Threat t, std::vector<int>& out) const;
    /// Empty cells within two cells of a stone, in board order; on an empty
    /// board the free cell nearest the centre (GomokuState::candidates).
    void candidates(std::vector<int>& out) const;

    /// Renju: an empty cell whose first-player class may be a double three or
    /// a double four (the cells GomokuState checks; overlines are not flagged).
    bool forbidden_candidate(int idx) const;
    /// Renju: whether the first player may not play the empty cell (the exact
    /// checker of core/renju.hpp, on any empty cell).
    bool forbidden(int idx) const;

    /// The same position computed from scratch (its stones, rule and side to move).
    LineBoard rebuilt() const;
    /// The first member that differs from `other`, by its name ("cells_[37]"),
    /// for a failing check to print; empty when the two hold the same state.
    std::string difference(const LineBoard& other) const;

private:
    struct Saved {
        std::int32_t idx;
        CellState old;
    };
    static constexpr std::uint32_t kMaxSaved = 1 + 4 * 2 * 5;  // cells a move can change
    static std::size_t slot(core::Side side) { return side == core::Side::Second ? 1 : 0; }
    void build();                           // lines, cells and counts from stone_
    void place_lines(int idx, int colour);  // XORs a stone into its 4 lines
    std::uint8_t code_of(int idx, int dir) const;
    /// Gives an empty cell its codes, and its classes from them, keeping sums and counts.
    void assign(CellState& cell, const std::array<std::uint8_t, 4>& code);
    template <int Radius>
    void update_line(int idx, int dir);  // the empty cells of one line around idx

    int size_;
    int stride_;
    core::Rule rule_;
    std::array<int, 4> dir_;
    const LinePatterns* patterns_;
    const std::array<CellValue, kComboCount>* values_;
    const std::array<std::array<std::uint32_t, 256>, 4>* parts_;  // combo_parts()
    const ZobristKeys* keys_;
    /// Per direction and code: the code's part of both players' combo_index(),
    /// the first's in the low 16 bits, the second's in the high.
    static const std::array<std::array<std::uint32_t, 256>, 4>& combo_parts();
    core::Side to_move_;
    std::uint64_t hash_ = 0;
    std::vector<std::uint8_t> stone_;                 // per grid cell
    std::vector<std::array<std::uint16_t, 4>> line_;  // per grid cell and direction: its line word
    std::vector<std::array<std::uint8_t, 4>> pos_;    // ... and its position in it
    std::vector<std::uint64_t> lines_;
    std::vector<CellState> cells_;
    std::array<long long, 2> score_sum_{0, 0};
    std::array<std::array<int, kThreatKinds>, 2> count_{};
    std::vector<int> history_;
    std::vector<int> playable_;  // every cell that is not a rock, in board order
    int stones_ = 0;
    /// Per ply from the start: the cells within two cells of a stone, a bit
    /// per grid cell (the largest grid, 30 x 30, takes 15 words). A move ORs
    /// its 5 x 5 square into a copy of the last ply's set; undo drops it.
    using NearSet = std::array<std::uint64_t, 15>;
    std::vector<NearSet> near_;
    void add_square(NearSet& set, int idx) const;
    /// Per move: where its saved cells start, and the sums and counts before it.
    struct Frame {
        std::uint32_t top;
        std::array<long long, 2> score_sum;
        std::array<std::array<int, kThreatKinds>, 2> count;
    };
    std::vector<Frame> frames_;
    std::vector<Saved> undo_;  // sized ahead by kMaxSaved
    std::uint32_t undo_top_ = 0;
};

}  // namespace lineup::ai
