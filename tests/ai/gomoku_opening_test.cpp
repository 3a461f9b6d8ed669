// Where the computer plays early in Gomoku: every level opens
// within two cells of the centre, on every size and theme, and answers a lone
// stone next to it; Easy's moves, its deliberate slips included, stay within
// two cells of a stone.
#include <gtest/gtest.h>

#include <algorithm>
#include <climits>
#include <cstdlib>
#include <string>
#include <vector>

#include "ai/gomoku/player.hpp"
#include "core/notation.hpp"
#include "gomoku_positions.hpp"

namespace lineup::ai {
namespace {

using core::Board;
using core::Cell;
using core::GameKind;
using core::Move;
using core::Theme;

const std::vector<Level> kLevels{Level::Easy, Level::Classic, Level::Medium, Level::Hard, Level::Max};

using test::at;  // "h8"

int chebyshev(Cell a, Cell b) { return std::max(std::abs(a.col - b.col), std::abs(a.row - b.row)); }

// From the nearest central cell: on an even size either middle row and column.
int from_centre(const Board& board, Cell cell) {
    int best = INT_MAX;
    for (int row : {(board.rows() - 1) / 2, board.rows() / 2}) {
        for (int col : {(board.cols() - 1) / 2, board.cols() / 2}) best = std::min(best, chebyshev(cell, {col, row}));
    }
    return best;
}

// From the nearest stone of either player (INT_MAX on a board without stones).
int from_stones(const Board& board, Cell cell) {
    int best = INT_MAX;
    for (int row = 0; row < board.rows(); ++row) {
        for (int col = 0; col < board.cols(); ++col) {
            const core::Stone s = board.at({col, row});
            if (s == core::Stone::First || s == core::Stone::Second) best = std::min(best, chebyshev(cell, {col, row}));
        }
    }
    return best;
}

// A node limit, never a time. The searching levels choose among candidates
// near the stones (SearchBoard::candidates: on an empty board, the one free
// cell nearest the centre), so a small limit shows where they play; it only
// makes them look less deep.
Cell decide(const Board& board, Level level, std::uint64_t seed, GomokuTable& table, std::uint64_t nodes = 100) {
    return choose_gomoku(board, level, seed, Limits{0, nodes, 0}, nullptr, table).cell;
}

bool searching(Level level) { return level != Level::Easy && level != Level::Classic; }

std::string where(const Board& board, Level level, std::uint64_t seed, Cell move) {
    const core::GameConfig& c = board.config();
    return std::string(level_name(GameKind::Gomoku, level)) + " seed " + std::to_string(seed) + " on " +
           std::to_string(c.cols) + "x" + std::to_string(c.rows) + " " + std::string(core::to_string(c.theme)) +
           " layout " + std::to_string(c.seed) + " after '" + core::format_moves(c, board.moves()) + "' played " +
           core::format_cell(move);
}

TEST(GomokuOpening, EveryLevelOpensWithinTwoCellsOfTheCentre) {
    GomokuTable table(1);
    for (int size : {13, 15, 19}) {
        for (Theme theme : {Theme::Basic, Theme::Rock, Theme::Bubble}) {
            for (Level level : kLevels) {
                for (std::uint64_t seed = 1; seed <= 100; ++seed) {
                    // A new layout for every seed: rocks land on central cells now and then.
                    const Board board(
                        core::default_config(GameKind::Gomoku, theme, size, size, static_cast<std::uint32_t>(seed)));
                    const Cell move = decide(board, level, seed, table);
                    ASSERT_EQ(board.at(move), core::Stone::Empty) << where(board, level, seed, move);
                    ASSERT_LE(from_centre(board, move), 2) << where(board, level, seed, move);
                }
            }
        }
    }
}

TEST(GomokuOpening, EvenSizesOpenNearEitherCentralCell) {
    GomokuTable table(1);
    for (int size : {10, 14, 18}) {
        const Board board(core::default_config(GameKind::Gomoku, Theme::Basic, size, size));
        for (Level level : kLevels) {
            for (std::uint64_t seed = 1; seed <= 20; ++seed) {
                const Cell move = decide(board, level, seed, table);
                ASSERT_LE(from_centre(board, move), 2) << where(board, level, seed, move);
            }
        }
    }
}

TEST(GomokuOpening, RocksOnTheCentreSendTheFirstMoveToTheNearestFreeCell) {
    // 15x15: rocks on the centre h8 and on all of its ring but h9. Every level
    // opens within two cells of h8, never on a rock, and Classic (no
    // randomness) on h9, the one free cell next to the centre.
    core::GameConfig config = core::default_config(GameKind::Gomoku, Theme::Rock, 15);
    std::vector<Cell> rocks;
    for (const char* r : {"h8", "g7", "h7", "i7", "g8", "i8", "g9", "i9"}) rocks.push_back(at(r));
    auto made = Board::with_layout(config, rocks, {});
    ASSERT_TRUE(made.has_value());
    GomokuTable table(1);
    for (Level level : kLevels) {
        for (std::uint64_t seed = 1; seed <= 100; ++seed) {
            const Cell move = decide(*made, level, seed, table);
            ASSERT_EQ(made->at(move), core::Stone::Empty) << where(*made, level, seed, move);
            ASSERT_LE(from_centre(*made, move), 2) << where(*made, level, seed, move);
        }
    }
    EXPECT_EQ(core::format_cell(decide(*made, Level::Classic, 1, table)), "h9");
}

TEST(GomokuOpening, EveryLevelAnswersALoneStoneNextToIt) {
    // The human opened anywhere, the edge and the corner too: the reply is
    // within two cells of that stone, on a plain board and among rocks.
    GomokuTable table(1);
    for (const char* first : {"a1", "a15", "o8", "h1", "c13", "h8", "k4"}) {
        for (Theme theme : {Theme::Basic, Theme::Rock}) {
            for (std::uint32_t layout = 1; layout <= (theme == Theme::Rock ? 5u : 1u); ++layout) {
                Board board(core::default_config(GameKind::Gomoku, theme, 15, 15, layout));
                if (board.at(at(first)) != core::Stone::Empty) continue;  // a rock there
                ASSERT_FALSE(board.play(Move::at(at(first))));
                for (Level level : kLevels) {
                    // The searches vary less by seed, and cost more: fewer seeds, more nodes.
                    const std::uint64_t seeds = searching(level) ? 2 : 20;
                    for (std::uint64_t seed = 1; seed <= seeds; ++seed) {
                        const Cell move = decide(board, level, seed, table, 1000);
                        ASSERT_LE(chebyshev(move, at(first)), 2) << where(board, level, seed, move);
                    }
                }
            }
        }
    }
}

TEST(GomokuOpening, EasyStaysNearTheStonesWhenItSlips) {
    // Over many seeds Easy slips (one move in slip_one_in) many times in each
    // position; every move, slip or not, is within two cells of a stone. The
    // positions: lone stones at the edge, a few moves near the centre, stones
    // in a corner beside rocks, and a walled-in cluster whose neighbours
    // Classic scores low.
    struct Position {
        Theme theme;
        std::uint32_t layout;
        const char* moves;
    };
    const std::vector<Position> positions{
        {Theme::Basic, 0, "a1"},       {Theme::Basic, 0, "h1o15"},
        {Theme::Basic, 0, "h8g9h9"},   {Theme::Basic, 0, "h8g9h9h10i11g10i10"},
        {Theme::Basic, 0, "a1b2a2b1"}, {Theme::Rock, 3, "b14c13"},
        {Theme::Rock, 7, "h8i9g7"},    {Theme::Bubble, 9, "e5"},
    };
    GomokuTable table(1);
    for (const Position& p : positions) {
        const core::GameConfig config = core::default_config(GameKind::Gomoku, p.theme, 15, 15, p.layout);
        Board board(config);
        auto moves = core::parse_moves(config, p.moves);
        ASSERT_TRUE(moves.has_value()) << p.moves;
        for (Move m : *moves) ASSERT_FALSE(board.play(m)) << p.moves;
        std::vector<Cell> seen;
        for (std::uint64_t seed = 1; seed <= 300; ++seed) {
            const Cell move = decide(board, Level::Easy, seed, table);
            ASSERT_LE(from_stones(board, move), 2) << where(board, Level::Easy, seed, move);
            if (std::find(seen.begin(), seen.end(), move) == seen.end()) seen.push_back(move);
        }
        // Still varied: the slips pick among several cells.
        EXPECT_GE(seen.size(), 3u) << p.moves;
    }
}

}  // namespace
}  // namespace lineup::ai
