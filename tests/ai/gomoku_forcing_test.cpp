// Gomoku forcing logic against an independent brute force on small boards:
// the moves the search tries against an open three (GomokuSearch::moves)
// are exactly the defences that brute force finds, and the open three itself is
// what brute force calls one; a win by continuous fours (find_vcf) exists
// exactly when brute force finds one, and the move named wins.
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
#include <cstdlib>
#include <vector>

#include "ai/gomoku/search.hpp"
#include "core/board.hpp"
#include "core/notation.hpp"
#include "core/record.hpp"
#include "core/rng.hpp"
#include "gomoku_positions.hpp"
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
    // The five-cells of `own` on the 4 lines through a cell, within four of it.
    std::vector<Cell> five_cells_through(int col, int row, Stone own) const {
        std::vector<Cell> out;
        for (auto [dc, dr] : {std::pair{1, 0}, {0, 1}, {1, 1}, {1, -1}}) {
            for (int k = -4; k <= 4; ++k) {
                const int c = col + k * dc, r = row + k * dr;
                if (k != 0 && inside(c, r) && at(c, r) == Stone::Empty && completes_five(c, r, own)) {
                    out.push_back({c, r});
                }
            }
        }
        return out;
    }
    std::vector<Cell> five_cell_list(Stone own) const {
        std::vector<Cell> out;
        for (int row = 0; row < size; ++row) {
            for (int col = 0; col < size; ++col) {
                if (at(col, row) == Stone::Empty && completes_five(col, row, own)) out.push_back({col, row});
            }
        }
        return out;
    }
    // The attacker's moves in a threat sequence: the block of the
    // defender's five-cell when it has one, every empty cell when it has
    // none, and none when it has two (the attacker cannot block both).
    std::vector<Cell> attacker_moves(Stone defender) const {
        std::vector<Cell> moves = five_cell_list(defender);
        if (moves.size() > 1) return {};
        if (moves.empty()) {
            for (int row = 0; row < size; ++row) {
                for (int col = 0; col < size; ++col) {
                    if (at(col, row) == Stone::Empty) moves.push_back({col, row});
                }
            }
        }
        return moves;
    }
    // A win by continuous fours for `attacker` (to move, no five-cell of its
    // own) within `plies` plies: each of its moves makes a four, the
    // defender's block is forced; two five-cells at once win. The defender's
    // own five-cell must be blocked first (two of them: no win).
    bool vcf(Stone attacker, Stone defender, int plies) {
        if (plies <= 0) return false;
        const std::vector<Cell> moves = attacker_moves(defender);
        for (Cell c : moves) {
            at(c.col, c.row) = attacker;
            const std::vector<Cell> fives = five_cells_through(c.col, c.row, attacker);
            bool win = false;
            if (!fives.empty()) {
                if (fives.size() >= 2) {
                    win = true;
                } else {
                    at(fives[0].col, fives[0].row) = defender;
                    win = vcf(attacker, defender, plies - 2);
                    at(fives[0].col, fives[0].row) = Stone::Empty;
                }
            }
            at(c.col, c.row) = Stone::Empty;
            if (win) return true;
        }
        return false;
    }
    // A win by continuous threats for `attacker` (to move) within `plies`
    // plies: a five-cell now wins; otherwise each of its moves makes a four
    // (the block is forced; two five-cells win) or a three (a move after
    // which it can make an open four on a line through it, answered by every
    // move of the defender's). The defender's five-cell must be blocked
    // first, by such a move (two of them: no win).
    bool vct(Stone attacker, Stone defender, int plies) {
        if (five_cells(attacker) > 0) return true;
        if (plies <= 0) return false;
        const std::vector<Cell> moves = attacker_moves(defender);
        for (const Cell m : moves) {
            at(m.col, m.row) = attacker;
            const std::vector<Cell> fives = five_cells_through(m.col, m.row, attacker);
            bool win = false;
            if (fives.size() >= 2) {
                win = true;
            } else if (fives.size() == 1) {
                at(fives[0].col, fives[0].row) = defender;
                win = vct(attacker, defender, plies - 2);
                at(fives[0].col, fives[0].row) = Stone::Empty;
            } else if (plies >= 3) {
                const std::vector<Cell> open = open_four_cells_through(m.col, m.row, attacker);
                win = !open.empty() && every_reply_loses(attacker, defender, open, plies - 2);
            }
            at(m.col, m.row) = Stone::Empty;
            if (win) return true;
        }
        return false;
    }
    // The empty cells on the lines through (col, row), within four of it,
    // where `own` would make two or more five-cells (an open four).
    std::vector<Cell> open_four_cells_through(int col, int row, Stone own) {
        std::vector<Cell> out;
        for (auto [dc, dr] : {std::pair{1, 0}, {0, 1}, {1, 1}, {1, -1}}) {
            for (int k = -4; k <= 4; ++k) {
                const int c = col + k * dc, r = row + k * dr;
                if (k == 0 || !inside(c, r) || at(c, r) != Stone::Empty) continue;
                at(c, r) = own;
                if (five_cells_through(c, r, own).size() >= 2) out.push_back({c, r});
                at(c, r) = Stone::Empty;
            }
        }
        return out;
    }
    // `attacker` has just made a three (`open`: its open-four cells): whether
    // it wins within `plies` after every reply of the defender's. A reply
    // that makes no four of the defender's and stands on no line within five
    // of an open-four cell leaves that cell's open four to be made: a win.
    bool every_reply_loses(Stone attacker, Stone defender, const std::vector<Cell>& open, int plies) {
        for (int row = 0; row < size; ++row) {
            for (int col = 0; col < size; ++col) {
                if (at(col, row) != Stone::Empty) continue;
                at(col, row) = defender;
                const bool near = std::any_of(open.begin(), open.end(), [&](Cell y) {
                    const int dc = col - y.col, dr = row - y.row;
                    return std::max(std::abs(dc), std::abs(dr)) <= 5 && (dc == 0 || dr == 0 || dc == dr || dc == -dr);
                });
                const bool holds =
                    (!near && five_cells_through(col, row, defender).empty()) || vct(attacker, defender, plies);
                at(col, row) = Stone::Empty;
                if (!holds) return false;
            }
        }
        return true;
    }
    // Whether `own` has a move that makes a four (gives it a five-cell).
    bool can_make_four(Stone own) {
        for (int row = 0; row < size; ++row) {
            for (int col = 0; col < size; ++col) {
                if (at(col, row) != Stone::Empty) continue;
                at(col, row) = own;
                const bool four = five_cells(own) > 0;
                at(col, row) = Stone::Empty;
                if (four) return true;
            }
        }
        return false;
    }
    // Whether `own` wins by a four whose single block leaves it a move that
    // gives two or more five-cells (the four-three), or by such a move now.
    bool wins_by_four_then_open_four(Stone own, Stone other) {
        if (can_make_open_four(own)) return true;
        for (int row = 0; row < size; ++row) {
            for (int col = 0; col < size; ++col) {
                if (at(col, row) != Stone::Empty) continue;
                at(col, row) = own;
                const std::vector<Cell> fives = five_cell_list(own);
                bool win = false;
                if (fives.size() == 1) {
                    at(fives[0].col, fives[0].row) = other;
                    win = five_cells(other) == 0 && can_make_open_four(own);
                    at(fives[0].col, fives[0].row) = Stone::Empty;
                }
                at(col, row) = Stone::Empty;
                if (win) return true;
            }
        }
        return false;
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
    // Whether `own` has a four-three that wins: a move that makes exactly one
    // five-cell (a four) and, once the other side has blocked it without
    // making a four of its own, a move on another line through the first
    // that gives that line two five-cells (an open four).
    bool wins_by_four_three(Stone own, Stone other) {
        for (int row = 0; row < size; ++row) {
            for (int col = 0; col < size; ++col) {
                if (at(col, row) != Stone::Empty) continue;
                at(col, row) = own;
                const std::vector<Cell> fives = five_cell_list(own);
                bool win = false;
                if (fives.size() == 1) {
                    const Cell block = fives[0];
                    at(block.col, block.row) = other;
                    if (five_cells(other) == 0) win = open_four_through(col, row, block, own);
                    at(block.col, block.row) = Stone::Empty;
                }
                at(col, row) = Stone::Empty;
                if (win) return true;
            }
        }
        return false;
    }
    // Whether `own` has a move on a line through (col, row), other than the
    // one through `block`, that gives that line two five-cells.
    bool open_four_through(int col, int row, Cell block, Stone own) {
        for (auto [dc, dr] : {std::pair{1, 0}, {0, 1}, {1, 1}, {1, -1}}) {
            if ((block.col - col) * dr == (block.row - row) * dc) continue;  // the four's line
            for (int k = -4; k <= 4; ++k) {
                const int yc = col + k * dc, yr = row + k * dr;
                if (k == 0 || !inside(yc, yr) || at(yc, yr) != Stone::Empty) continue;
                at(yc, yr) = own;
                int fives = 0;
                for (int j = -8; j <= 8; ++j) {
                    const int c = col + j * dc, r = row + j * dr;
                    if (inside(c, r) && at(c, r) == Stone::Empty && completes_five(c, r, own)) ++fives;
                }
                at(yc, yr) = Stone::Empty;
                if (fives >= 2) return true;
            }
        }
        return false;
    }
    // The defender's moves after which the attacker has no four-three that
    // wins, or that make a four of the defender's own.
    std::vector<Cell> four_three_defences(Stone defender, Stone attacker) {
        return defender_moves(defender, [&] { return !wins_by_four_three(attacker, defender); });
    }
    // The defender's moves that stop every open four of the attacker or make
    // a four of its own.
    std::vector<Cell> defences(Stone defender, Stone attacker) {
        return defender_moves(defender, [&] { return !can_make_open_four(attacker); });
    }
    // The defender's moves that make a four of its own or after which
    // `stopped()` holds.
    template <typename Stopped>
    std::vector<Cell> defender_moves(Stone defender, Stopped stopped) {
        std::vector<Cell> out;
        for (int row = 0; row < size; ++row) {
            for (int col = 0; col < size; ++col) {
                if (at(col, row) != Stone::Empty) continue;
                at(col, row) = defender;
                if (five_cells(defender) > 0 || stopped()) out.push_back({col, row});
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
    int lost = 0;  ///< no defence at all
};

// The moves GomokuSearch::moves gives at the root of `state`, sorted; true
// in `forced` when they were forced.
std::vector<int> root_moves(SearchBoard& state, GomokuTable& table, bool& forced) {
    SearchControl control(Limits{});
    GomokuSearch search(state, control, table, 10);
    std::vector<int> moves;
    search.moves(moves, forced, -1, 0);
    std::sort(moves.begin(), moves.end());
    return moves;
}

// The cells' indices on `state`, sorted.
std::vector<int> sorted_indices(const SearchBoard& state, const std::vector<Cell>& cells) {
    std::vector<int> out;
    for (Cell c : cells) out.push_back(state.index(c));
    std::sort(out.begin(), out.end());
    return out;
}

// Random clustered positions of `size` where the side to move faces an open
// three and neither side has a four: the engine's forced moves against the
// brute force.
void check_defences(int size, core::Rule rule, int positions, std::uint64_t seed, Tally& tally) {
    core::Rng rng(seed);
    GomokuTable table(4);
    const int target = tally.positions + positions;
    for (int tries = 0; tally.positions < target && tries < positions * 60; ++tries) {
        const Board board = test::scattered(rng, size, rule, 8 + rng.below(10), 2, size - 4);
        if (board.status() != core::Status::Playing) continue;
        const Side defender = board.to_move();
        const Side attacker = core::opponent(defender);
        Grid grid(board);
        if (grid.five_cells(core::stone_of(defender)) > 0 || grid.five_cells(core::stone_of(attacker)) > 0) continue;
        SearchBoard state(board);
        const bool open_three = grid.can_make_open_four(core::stone_of(attacker));
        ASSERT_EQ(state.has_threat(attacker, Threat::Flex4), open_three) << core::format_record(board);
        if (!open_three) continue;
        bool forced = false;
        const std::vector<int> moves = root_moves(state, table, forced);
        ASSERT_TRUE(forced) << core::format_record(board);
        const std::vector<Cell> defences = grid.defences(core::stone_of(defender), core::stone_of(attacker));
        if (defences.empty()) {
            // Lost: the search still gets moves to try (the opponent's four cells).
            EXPECT_FALSE(moves.empty()) << core::format_record(board);
            ++tally.lost;
        } else {
            EXPECT_EQ(moves, sorted_indices(state, defences)) << core::format_record(board);
        }
        ++tally.positions;
        tally.engine_moves += static_cast<long>(moves.size());
        tally.defences += static_cast<long>(defences.size());
    }
}

// Random clustered positions of `size` where the side to move faces no open
// three and neither side has a four: the moves the engine forces against a
// four-three, against the brute force. The engine reads a four-three from
// each line through its cell (the kinds count the fives through the cell),
// so a line whose second five-cell lies beyond the cell's fives (X.XXX.X
// with the cell at an end) escapes it: then it either does not force, or
// keeps a move that is no defence. Both only cost the search time; what
// must never happen is forcing without a four-three, or leaving out a
// defence.
struct FourThreeTally {
    int positions = 0;  ///< with a four-three, by brute force
    int exact = 0;      ///< the engine forced exactly the defences
    int wider = 0;      ///< it forced them and moves that are none
    int unforced = 0;   ///< it did not force
    int lost = 0;       ///< no defence at all
    long defences = 0;
};

void check_four_three_defences(int size, core::Rule rule, int positions, std::uint64_t seed, FourThreeTally& tally) {
    core::Rng rng(seed);
    GomokuTable table(4);
    const int target = tally.positions + positions;
    for (int tries = 0; tally.positions < target && tries < positions * 200; ++tries) {
        const Board board = test::scattered(rng, size, rule, 10 + rng.below(12), 2, size - 4);
        if (board.status() != core::Status::Playing) continue;
        const Side defender = board.to_move();
        const Side attacker = core::opponent(defender);
        const Stone d = core::stone_of(defender), a = core::stone_of(attacker);
        Grid grid(board);
        if (grid.five_cells(d) > 0 || grid.five_cells(a) > 0 || grid.can_make_open_four(a)) continue;
        SearchBoard state(board);
        const bool four_three = grid.wins_by_four_three(a, d);
        bool forced = false;
        const std::vector<int> moves = root_moves(state, table, forced);
        ASSERT_TRUE(four_three || !forced) << "forced without a four-three: " << core::format_record(board);
        if (!four_three) continue;
        ++tally.positions;
        if (!forced) {
            ++tally.unforced;
            continue;
        }
        const std::vector<Cell> defences = grid.four_three_defences(d, a);
        tally.defences += static_cast<long>(defences.size());
        if (defences.empty()) {
            EXPECT_FALSE(moves.empty()) << core::format_record(board);
            ++tally.lost;
            continue;
        }
        const std::vector<int> expected = sorted_indices(state, defences);
        ASSERT_TRUE(std::includes(moves.begin(), moves.end(), expected.begin(), expected.end()))
            << "a defence left out: " << core::format_record(board);
        ++(moves == expected ? tally.exact : tally.wider);
    }
}

TEST(GomokuDefences, AgainstAFourThreeTheSearchTriesEveryBruteForceDefence) {
    FourThreeTally tally;
    check_four_three_defences(9, core::Rule::Freestyle, test::scaled(30), 62, tally);
    check_four_three_defences(11, core::Rule::Freestyle, test::scaled(30), 63, tally);
    check_four_three_defences(11, core::Rule::Exact, test::scaled(20), 64, tally);
    EXPECT_EQ(tally.positions, test::scaled(30) + test::scaled(30) + test::scaled(20));
    // The lines the engine does not read are rare: at most one position in 50.
    EXPECT_LE((tally.wider + tally.unforced) * 50, tally.positions);
    std::printf("positions %d: %d exactly the defences, %d with more moves, %d not forced, %d lost; %ld defences\n",
                tally.positions, tally.exact, tally.wider, tally.unforced, tally.lost, tally.defences);
}

TEST(GomokuDefences, AgainstAnOpenThreeTheSearchTriesExactlyTheBruteForceDefences) {
    Tally tally;
    check_defences(9, core::Rule::Freestyle, test::scaled(60), 52, tally);
    check_defences(11, core::Rule::Freestyle, test::scaled(60), 53, tally);
    check_defences(11, core::Rule::Exact, test::scaled(40), 54, tally);
    EXPECT_EQ(tally.positions, test::scaled(60) + test::scaled(60) + test::scaled(40));
    std::printf("positions %d (%d lost), moves tried %ld, brute-force defences %ld\n", tally.positions, tally.lost,
                tally.engine_moves, tally.defences);
}

}  // namespace
}  // namespace lineup::ai

namespace lineup::ai {
namespace {

TEST(GomokuForcing, VcfExistsExactlyWhenBruteForceFindsOneOnElevenByEleven) {
    constexpr int kPlies = 9;
    core::Rng rng(59);
    GomokuTable table(4);
    int with = 0, without = 0;
    for (int n = 0; n < test::scaled(120); ++n) {
        const core::Rule rule = n % 3 == 0 ? core::Rule::Exact : core::Rule::Freestyle;
        const Board board = test::scattered(rng, 11, rule, 14 + rng.below(14), 2, 7);
        if (board.status() != core::Status::Playing) continue;
        const Stone attacker = core::stone_of(board.to_move());
        const Stone defender = core::stone_of(core::opponent(board.to_move()));
        Grid grid(board);
        if (grid.five_cells(attacker) > 0) continue;  // a five now: nothing to search
        const bool expected = grid.vcf(attacker, defender, kPlies);
        SearchBoard state(board);
        SearchControl control(Limits{});
        GomokuSearch search(state, control, table, 10);
        const int found = search.find_vcf(kPlies);
        ASSERT_EQ(found >= 0, expected) << core::format_record(board);
        if (found >= 0) {
            // The move it names makes a four that still wins by fours.
            const Cell c = state.cell(found);
            grid.at(c.col, c.row) = attacker;
            const std::vector<Cell> fives = grid.five_cells_through(c.col, c.row, attacker);
            ASSERT_FALSE(fives.empty()) << "not a four: " << core::format_record(board);
            if (fives.size() == 1) {
                grid.at(fives[0].col, fives[0].row) = defender;
                EXPECT_TRUE(grid.vcf(attacker, defender, kPlies - 2)) << core::format_record(board);
            }
        }
        (expected ? with : without) += 1;
    }
    EXPECT_GT(with, test::scaled(120) / 8);
    EXPECT_GT(without, test::scaled(120) / 8);
}

// A win by continuous threats (find_vct, fours and threes) where there is
// no win by fours alone, against the brute force, which answers every three
// with every move of the defender's: each win the search names is one, and
// it misses few of them (it tries the 12 best threes of a node, and none
// while the defender has an open three of its own).
TEST(GomokuForcing, VctFindsOnlyWinsThatBruteForceConfirmsOnNineByNine) {
    constexpr int kPlies = 5;
    core::Rng rng(67);
    GomokuTable table(4);
    int found = 0, by_three = 0, missed = 0, without = 0;
    for (int n = 0; n < test::scaled(600) && by_three < test::scaled(15); ++n) {
        const core::Rule rule = n % 3 == 0 ? core::Rule::Exact : core::Rule::Freestyle;
        const Board board = test::scattered(rng, 9, rule, 8 + rng.below(10), 1, 7);
        if (board.status() != core::Status::Playing) continue;
        const Stone attacker = core::stone_of(board.to_move());
        const Stone defender = core::stone_of(core::opponent(board.to_move()));
        Grid grid(board);
        if (grid.five_cells(attacker) > 0 || grid.five_cells(defender) > 0) continue;
        SearchBoard state(board);
        SearchControl control(Limits{});
        GomokuSearch search(state, control, table, 10);
        table.clear();
        if (search.find_vcf(kPlies) >= 0) continue;  // wins by fours alone: the test above
        const int move = search.find_vct(kPlies);
        const bool expected = grid.vct(attacker, defender, kPlies);
        if (move >= 0) {
            ASSERT_TRUE(expected) << "no win by threats: " << core::format_record(board);
            // The move it names starts one: played, the brute force still
            // finds the win against every reply.
            const Cell c = state.cell(move);
            grid.at(c.col, c.row) = attacker;
            const std::vector<Cell> fives = grid.five_cells_through(c.col, c.row, attacker);
            if (fives.size() == 1) {
                grid.at(fives[0].col, fives[0].row) = defender;
                EXPECT_TRUE(grid.vct(attacker, defender, kPlies - 2)) << core::format_record(board);
            } else if (fives.empty()) {
                const std::vector<Cell> open = grid.open_four_cells_through(c.col, c.row, attacker);
                EXPECT_TRUE(!open.empty() && grid.every_reply_loses(attacker, defender, open, kPlies - 2))
                    << core::format_record(board);
                ++by_three;
            }
            ++found;
        } else {
            ++(expected ? missed : without);
        }
    }
    std::printf("wins by threats: %d found (%d starting with a three), %d missed; %d positions without\n", found,
                by_three, missed, without);
    EXPECT_EQ(by_three, test::scaled(15));
    EXPECT_EQ(found, by_three);  // (no win by fours alone was left)
    EXPECT_GT(without, test::scaled(15));
    EXPECT_LE(missed * 5, found);
}

// A four-three of the side to move (SearchBoard's FourThree or better)
// where the opponent cannot make a four is a win: brute force finds the four
// whose block leaves an open four, and the search values it as a win.
TEST(GomokuForcing, AFourThreeWinsWhenTheOpponentHasNoFour) {
    core::Rng rng(61);
    GomokuTable table(4);
    int claims = 0;
    for (int n = 0; n < test::scaled(1500) && claims < test::scaled(40); ++n) {
        const core::Rule rule = n % 3 == 0 ? core::Rule::Exact : core::Rule::Freestyle;
        const Board board = test::scattered(rng, 11, rule, 10 + rng.below(12), 2, 7);
        if (board.status() != core::Status::Playing) continue;
        const Stone own = core::stone_of(board.to_move());
        const Stone other = core::stone_of(core::opponent(board.to_move()));
        Grid grid(board);
        if (grid.five_cells(own) > 0 || grid.five_cells(other) > 0 || grid.can_make_four(other)) continue;
        SearchBoard state(board);
        if (!state.has_threat(board.to_move(), Threat::FourThree)) continue;
        ++claims;
        EXPECT_TRUE(grid.wins_by_four_then_open_four(own, other)) << core::format_record(board);
        SearchControl control(Limits{});
        GomokuSearch search(state, control, table, 10);
        table.clear();
        EXPECT_GT(search.run(5).value, kGomokuWinBound) << core::format_record(board);
    }
    EXPECT_GE(claims, test::scaled(40));
}

}  // namespace
}  // namespace lineup::ai
