// Connect 4 bitboards for the search, on any board from 4x4 to 12x10, with
// rocks and bubbles.
//
// Bit layout: column-major, rows+1 bits per column; the extra top bit of each
// column (the sentinel) is never a cell, so shifting by a whole column never
// wraps a line from one column into the next. For 7x6:
//
//     .  .  .  .  .  .  .      <- sentinel row (bits 6, 13, 20, ...)
//     5 12 19 26 33 40 47
//     4 11 18 25 32 39 46
//     3 10 17 24 31 38 45
//     2  9 16 23 30 37 44
//     1  8 15 22 29 36 43
//     0  7 14 21 28 35 42      <- bottom row
//
// A position is two bitboards relative to the side to move: `current` (its
// discs) and `mask` (every filled cell: both sides' discs and the rocks). The
// opponent's discs are mask ^ current ^ rocks. Rocks sit at the bottom of
// their columns (they fell with gravity), so `mask + bottom` still marks the
// first free cell of every column, and `current + mask` identifies a position
// uniquely: per column it encodes the height and which discs are ours.
//
// Winning cells: the empty cells where a disc completes four in a row, plus,
// on bubble boards, the bubble cells that would bring the player's bubble
// count to the target. Treating both the same way lets the search handle the
// bubble rule with the same threat logic.
//
// Scores follow the convention of public Connect 4 solver benchmarks: 0 for a
// draw; S - k when the side to move wins with its k-th disc (k counted from
// the start of the game), where S = cols * rows / 2 + 1 (22 on 7x6); negative
// for the opponent. outcome.hpp turns a score into a player's words: a win,
// draw or loss in so many of the mover's own discs.
#pragma once

#include <algorithm>
#include <array>
#include <cassert>
#include <cstdint>
#include <optional>
#include <type_traits>
#include <vector>

#include "ai/bits.hpp"
#include "ai/connect4/outcome.hpp"
#include "core/board.hpp"

namespace lineup::ai {

inline constexpr int kMaxCols = 12;

/// Everything that does not change during a game.
template <typename B>
struct C4Rules {
    int cols = 7;
    int rows = 6;
    int stride = 7;       ///< bits per column (rows + 1)
    int playable = 42;    ///< cells that are not rocks
    int score_base = 22;  ///< S in the score convention
    B bottom{};           ///< the bottom cell of every column
    B board{};            ///< every cell
    B rocks{};
    std::array<B, kMaxCols> column{};   ///< the cells of each column
    std::array<int, kMaxCols> order{};  ///< columns in exploration order, centre first
    /// layers[m] = cells holding more than m bubbles; empty without bubbles.
    std::vector<B> bubble_layers;
    int bubble_win = 0;  ///< bubbles to hold to win (0: no bubble rule)
    /// True when the layout is its own mirror image (always on basic boards):
    /// then a position and its mirror have the same score.
    bool symmetric = true;
    B column_bits{};  ///< the low `stride` bits (column 0 with its sentinel)
    B odd_rows{};     ///< rows 1, 3, 5... counted from 1 at the bottom
    /// Cells an even number of cells below the top of their column, the top
    /// included (the even rows on 7x6): the cells claimeven gives the second
    /// player of a column with an even number of empty cells.
    B claim{};
    B centre{};  ///< the middle column (both middle columns on even widths)

    B cell(int col, int row) const { return bit<B>(col * stride + row); }

    /// `x` with its columns in reverse order (sentinels included).
    B mirror(B x) const {
        if constexpr (std::is_same_v<B, std::uint64_t>) {
            // The standard 7x6 board (keys below 2^49): constant shifts instead
            // of a loop over runtime columns (the solver mirrors every key it probes).
            if (cols == 7 && stride == 7) {
                constexpr std::uint64_t c = 0x7F;
                return ((x & c) << 42) | ((x & (c << 7)) << 28) | ((x & (c << 14)) << 14) | (x & (c << 21)) |
                       ((x >> 14) & (c << 14)) | ((x >> 28) & (c << 7)) | ((x >> 42) & c);
            }
        }
        B out{};
        for (int col = 0; col < cols; ++col) {
            out |= ((x >> (col * stride)) & column_bits) << ((cols - 1 - col) * stride);
        }
        return out;
    }

    explicit C4Rules(const core::Board& board_);
    C4Rules() = default;

    // --- Scores (see the header comment) -----------------------------------
    /// The side to move, with `moves` discs on the board, wins with its next disc.
    int win_now(int moves) const { return score_base - moves / 2 - 1; }
    /// ... wins at the earliest with its second disc from now.
    int win_later(int moves) const { return score_base - moves / 2 - 2; }
    /// The opponent wins with its next disc (after ours).
    int lose_next(int moves) const { return -(score_base - (moves + 1) / 2 - 1); }
    /// The opponent wins at the earliest with its second disc from now.
    int lose_later(int moves) const { return -(score_base - (moves + 1) / 2 - 2); }

    /// Empty cells where `stones` would complete four in a row. The shifts are
    /// compile-time constants for the board heights of one-word boards (the
    /// hottest code of the solver), run-time values otherwise.
    [[gnu::always_inline]] B line_wins(B stones, B mask) const {
        if constexpr (std::is_same_v<B, std::uint64_t>) {
            switch (stride) {
                case 5: return lines_through<5>(stones) & (board ^ mask);
                case 6: return lines_through<6>(stones) & (board ^ mask);
                case 7: return lines_through<7>(stones) & (board ^ mask);
                case 8: return lines_through<8>(stones) & (board ^ mask);
                case 9: return lines_through<9>(stones) & (board ^ mask);
                default: break;
            }
        }
        return lines_through(stones, stride) & (board ^ mask);
    }

    /// Cells (filled or not) that complete four with `stones`, columns `s` bits apart.
    template <int S>
    static B lines_through(B stones) {
        return lines_through(stones, S);
    }
    static B lines_through(B stones, int s) {
        B wins = (stones << 1) & (stones << 2) & (stones << 3);  // vertical: only upwards
        for (int shift : {s, s - 1, s + 1}) {                    // horizontal, both diagonals
            B pair = (stones << shift) & (stones << (2 * shift));
            wins |= pair & (stones << (3 * shift));
            wins |= pair & (stones >> shift);
            pair = (stones >> shift) & (stones >> (2 * shift));
            wins |= pair & (stones << shift);
            wins |= pair & (stones >> (3 * shift));
        }
        return wins;
    }

    /// True when `room` holds four cells in a row (in any direction).
    bool has_four(B room) const {
        for (int shift : {1, stride, stride - 1, stride + 1}) {
            const B pairs = room & (room >> shift);
            if (any(pairs & (pairs >> (2 * shift)))) return true;
        }
        return false;
    }

    /// Bubbles held by `stones` (a cell with two bubbles counts twice).
    int held(B stones) const {
        int n = 0;
        for (const B& layer : bubble_layers) n += popcount(stones & layer);
        return n;
    }

    /// All winning cells of `stones`: lines, and bubbles that reach the target.
    [[gnu::always_inline]] B winning_cells(B stones, B mask) const {
        B wins = line_wins(stones, mask);
        if (bubble_win > 0) {
            const int need = bubble_win - held(stones);
            assert(need > 0);
            if (need <= static_cast<int>(bubble_layers.size())) {
                wins |= bubble_layers[static_cast<std::size_t>(need - 1)] & (board ^ mask);
            }
        }
        return wins;
    }
};

/// A position in the search: small and cheap to copy.
template <typename B>
struct C4Pos {
    B current{};
    B mask{};
    int moves = 0;  ///< discs placed by the players (rocks not counted)

    B opponent(const C4Rules<B>& r) const { return mask ^ current ^ r.rocks; }
    /// The cells where a disc can be dropped now.
    B possible(const C4Rules<B>& r) const { return (mask + r.bottom) & r.board; }
    B key() const { return current + mask; }

    bool can_win_next(const C4Rules<B>& r) const { return any(r.winning_cells(current, mask) & possible(r)); }

    /// Moves that do not let the opponent win at once: when the opponent has a
    /// playable winning cell it must be blocked (two of them: nothing helps), and
    /// no disc may go right below an opponent's winning cell. Empty: every move
    /// loses. Assumes the side to move cannot win at once.
    B non_losing_moves(const C4Rules<B>& r) const { return non_losing_moves(r, r.winning_cells(opponent(r), mask)); }
    /// The same, given the opponent's winning cells (`threats`).
    B non_losing_moves(const C4Rules<B>& r, B threats) const {
        B moves_now = possible(r);
        const B forced = moves_now & threats;
        if (any(forced)) {
            if (popcount(forced) > 1) return B{};
            moves_now = forced;
        }
        return moves_now & ~(threats >> 1);
    }

    /// Drops a disc of the side to move on `move` (one bit of possible()).
    void play(const C4Rules<B>& r, B move) {
        current = mask ^ current ^ r.rocks;  // the opponent becomes the side to move
        mask |= move;
        ++moves;
    }

    /// The bit of the free cell of `col` (column not full).
    B drop_cell(const C4Rules<B>& r, int col) const { return possible(r) & r.column[static_cast<std::size_t>(col)]; }

    /// Threats the side to move would have after playing `move`. (Weighting
    /// threats by row parity, after Allis, changed node counts by under 5%
    /// either way on test positions: not worth it.)
    int threats_after(const C4Rules<B>& r, B move) const {
        return popcount(r.winning_cells(current | move, mask | move));
    }
};

template <typename B>
C4Rules<B>::C4Rules(const core::Board& game) : cols(game.cols()), rows(game.rows()), stride(game.rows() + 1) {
    assert(game.game() == core::GameKind::Connect4 && cols <= kMaxCols);
    int rock_count = 0;
    int max_bubbles = 0;
    for (int col = 0; col < cols; ++col) {
        bottom |= cell(col, 0);
        for (int row = 0; row < rows; ++row) {
            const B c = cell(col, row);
            board |= c;
            column[static_cast<std::size_t>(col)] |= c;
            if (row % 2 == 0) odd_rows |= c;
            if ((rows - 1 - row) % 2 == 0) claim |= c;
            if (col == cols / 2 || col == (cols - 1) / 2) centre |= c;

            if (game.at({col, row}) == core::Stone::Rock) {
                rocks |= c;
                ++rock_count;
            }
            if (game.bubbles_at({col, row}) > max_bubbles) max_bubbles = game.bubbles_at({col, row});
        }
    }
    playable = cols * rows - rock_count;
    score_base = c4_score_base(cols, rows);
    if (game.config().theme == core::Theme::Bubble) {
        bubble_win = game.config().counts.bubble_win;
        bubble_layers.assign(static_cast<std::size_t>(max_bubbles), B{});
        for (int col = 0; col < cols; ++col) {
            for (int row = 0; row < rows; ++row) {
                for (int m = 0; m < game.bubbles_at({col, row}); ++m) {
                    bubble_layers[static_cast<std::size_t>(m)] |= cell(col, row);
                }
            }
        }
    }
    for (int row = 0; row < stride; ++row) column_bits |= cell(0, row);
    symmetric = mirror(rocks) == rocks;
    for (const B& layer : bubble_layers) symmetric = symmetric && mirror(layer) == layer;
    // Centre first, then outwards, left before right: 3 2 4 1 5 0 6 on 7 columns,
    // 2 3 1 4 0 5 on 6.
    for (int i = 0; i < cols; ++i) order[static_cast<std::size_t>(i)] = i;
    std::stable_sort(order.begin(), order.begin() + cols, [this](int a, int b) {
        const int da = a * 2 - (cols - 1), db = b * 2 - (cols - 1);
        return (da < 0 ? -da : da) < (db < 0 ? -db : db);
    });
}

/// An upper bound on the score of `pos` from claimeven (Allis 1988), or none.
/// With an even number of empty cells, the opponent of the side to move can
/// answer every move in a column with an even number of empty cells right on
/// top of it, and a move in a column with an odd number (there is an even
/// number of such columns) in another such column, on its free cell. That way
/// the opponent gets every empty `claim` cell that is not playable now. When
/// the cells left to the side to move hold no four, it cannot win (at most a
/// draw); when the opponent's cells also hold one, it loses, at the latest
/// with the opponent's last disc. Lines only: not on bubble boards.
template <typename B>
std::optional<int> claimeven_bound(const C4Rules<B>& r, const C4Pos<B>& pos) {
    assert(r.bubble_win == 0);
    if ((r.playable - pos.moves) % 2 != 0) return std::nullopt;
    const B empty = r.board ^ pos.mask;
    const B theirs = pos.opponent(r) | (r.claim & empty & ~pos.possible(r));
    if (r.has_four(r.board & ~r.rocks & ~theirs)) return std::nullopt;
    if (!r.has_four(theirs)) return 0;
    return -(r.score_base - (pos.moves + 1) / 2 - (r.playable - pos.moves) / 2);
}

/// The position of a core board, relative to its side to move.
template <typename B>
C4Pos<B> to_pos(const C4Rules<B>& r, const core::Board& game) {
    C4Pos<B> pos;
    const core::Stone own = core::stone_of(game.to_move());
    for (int col = 0; col < r.cols; ++col) {
        for (int row = 0; row < r.rows; ++row) {
            const core::Stone s = game.at({col, row});
            if (s == core::Stone::Empty) continue;
            pos.mask |= r.cell(col, row);
            if (s == own) pos.current |= r.cell(col, row);
        }
    }
    pos.moves = game.ply();
    return pos;
}

}  // namespace lineup::ai
