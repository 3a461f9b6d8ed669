// Gomoku forcing logic against an independent brute force on small boards:
// the moves the search tries against an open three (GomokuSearch::moves)
// hold every defence that brute force finds, and the open three itself is
// what brute force calls one.
//
// The brute force reads only the board (core::Board): a player's five-cells
// are the empty cells where its stone completes five (exactly five under
// the exact rule). The attacker has an open three when some move gives it
// two or more five-cells (a straight four, or fours on two lines); a
// defence is a move after which the attacker has no such move, or one that
// makes a four of the defender's own (the attacker must answer it first).
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <vector>

#include "ai/gomoku/search.hpp"
#include "core/board.hpp"
#include "core/notation.hpp"
#include "core/record.hpp"
#include "core/rng.hpp"
#include "test_scale.hpp"

namespace lineup::ai {
namespace {

using core::Board;
using core::Cell;
using core::Move;
using core::Side;
using core::Stone;

// The stones of a board in a grid of its own, for the brute force.
struct Grid {
    int size;
    bool exact;
    std::vector<Stone> cells;

    explicit Grid(const Board& board) : size(board.cols()), exact(board.config().rule == core::Rule::Exact) {
        for (int row = 0; row < size; ++row) {
            for (int col = 0; col < size; ++col) cells.push_back(board.at({col, row}));
        }
    }
    bool inside(int col, int row) const { return col >= 0 && row >= 0 && col < size && row < size; }
    Stone& at(int col, int row) { return cells[static_cast<std::size_t>(row * size + col)]; }
    Stone at(int col, int row) const { return cells[static_cast<std::size_t>(row * size + col)]; }

    // Whether a stone of `own` on the empty cell completes five.
    bool completes_five(int col, int row, Stone own) const {
        for (auto [dc, dr] : {std::pair{1, 0}, {0, 1}, {1, 1}, {1, -1}}) {
            int run = 1;
            for (int sign : {1, -1}) {
                for (int c = col + sign * dc, r = row + sign * dr; inside(c, r) && at(c, r) == own;
                     c += sign * dc, r += sign * dr) {
                    ++run;
                }
            }
            if (exact ? run == 5 : run >= 5) return true;
        }
        return false;
    }
    int five_cells(Stone own) const {
        int n = 0;
        for (int row = 0; row < size; ++row) {
            for (int col = 0; col < size; ++col) {
                if (at(col, row) == Stone::Empty && completes_five(col, row, own)) ++n;
            }
        }
        return n;
    }
    // Whether `own` has a move that gives it two or more five-cells.
    bool can_make_open_four(Stone own) {
        for (int row = 0; row < size; ++row) {
            for (int col = 0; col < size; ++col) {
                if (at(col, row) != Stone::Empty) continue;
                at(col, row) = own;
                const bool open = five_cells(own) >= 2;
                at(col, row) = Stone::Empty;
                if (open) return true;
            }
        }
        return false;
    }
    // The defender's moves that stop every open four of the attacker or make
    // a four of its own.
    std::vector<Cell> defences(Stone defender, Stone attacker) {
        std::vector<Cell> out;
        for (int row = 0; row < size; ++row) {
            for (int col = 0; col < size; ++col) {
                if (at(col, row) != Stone::Empty) continue;
                at(col, row) = defender;
                if (five_cells(defender) > 0 || !can_make_open_four(attacker)) out.push_back({col, row});
                at(col, row) = Stone::Empty;
            }
        }
        return out;
    }
};

struct Tally {
    int positions = 0;
    long engine_moves = 0;
    long defences = 0;
};

// Random clustered positions of `size` where the side to move faces an open
// three and neither side has a four: the engine's forced moves against the
// brute force.
void check_defences(int size, core::Rule rule, int positions, std::uint64_t seed, Tally& tally) {
    core::Rng rng(seed);
    GomokuTable table(4);
    const int target = tally.positions + positions;
    for (int tries = 0; tally.positions < target && tries < positions * 60; ++tries) {
        core::GameConfig config = core::default_config(core::GameKind::Gomoku, core::Theme::Basic, size);
        config.rule = rule;
        Board board(config);
        const int stones = 8 + rng.below(10);
        const int span = size - 4;
        for (int i = 0; i < stones && board.status() == core::Status::Playing; ++i) {
            board.play(Move::at({2 + rng.below(span), 2 + rng.below(span)}));
        }
        if (board.status() != core::Status::Playing) continue;
        const Side defender = board.to_move();
        const Side attacker = core::opponent(defender);
        Grid grid(board);
        if (grid.five_cells(core::stone_of(defender)) > 0 || grid.five_cells(core::stone_of(attacker)) > 0) continue;
        SearchBoard state(board);
        const bool open_three = grid.can_make_open_four(core::stone_of(attacker));
        ASSERT_EQ(state.has_threat(attacker, Threat::Flex4), open_three) << core::format_record(board);
        if (!open_three) continue;
        SearchControl control(Limits{});
        GomokuSearch search(state, control, table, 10);
        std::vector<int> moves;
        bool forced = false;
        search.moves(moves, forced, -1, 0);
        ASSERT_TRUE(forced) << core::format_record(board);
        const std::vector<Cell> defences = grid.defences(core::stone_of(defender), core::stone_of(attacker));
        for (Cell d : defences) {
            EXPECT_NE(std::find(moves.begin(), moves.end(), state.index(d)), moves.end())
                << "defence " << core::format_cell(d) << " missing in " << core::format_record(board);
        }
        ++tally.positions;
        tally.engine_moves += static_cast<long>(moves.size());
        tally.defences += static_cast<long>(defences.size());
    }
}

TEST(GomokuDefences, AgainstAnOpenThreeTheSearchTriesEveryBruteForceDefence) {
    Tally tally;
    check_defences(9, core::Rule::Freestyle, test::scaled(60), 52, tally);
    check_defences(11, core::Rule::Freestyle, test::scaled(60), 53, tally);
    check_defences(11, core::Rule::Exact, test::scaled(40), 54, tally);
    EXPECT_EQ(tally.positions, test::scaled(60) + test::scaled(60) + test::scaled(40));
    // What the search tries today: every cell where the attacker makes a four
    // and every four of its own, a superset of the defences.
    std::printf("positions %d, moves tried %ld, brute-force defences %ld\n", tally.positions, tally.engine_moves,
                tally.defences);
    EXPECT_GE(tally.engine_moves, tally.defences);
}

}  // namespace
}  // namespace lineup::ai
