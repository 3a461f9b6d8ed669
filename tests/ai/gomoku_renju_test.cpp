// The Gomoku engine under Renju: in 200 games between the levels (node
// limits keep them fast and the same on every machine), every move of the
// first player is checked by the tests' independent forbidden-point check
// (tests/core/renju_reference.hpp), which shares no code with the engine or
// core/renju.cpp. The games must meet forbidden points for the check to mean
// something: the test counts the first player's turns that had one near the
// stones, and the games that reach a five.
#include <gtest/gtest.h>

#include <cstdlib>
#include <vector>

#include "../core/renju_reference.hpp"
#include "ai/gomoku/analysis.hpp"
#include "ai/gomoku/player.hpp"
#include "ai/gomoku/review.hpp"
#include "core/notation.hpp"
#include "test_scale.hpp"

namespace lineup::ai {
namespace {

using core::Board;
using core::Cell;
using core::Forbidden;
namespace ref = core::renju_reference;

struct Player {
    Level level;
    std::uint64_t nodes;  // 0: the level's own choice (Easy and Classic do not search)
};

// Whether some empty point within two cells of a stone is forbidden to the first player.
bool forbidden_point_near(const Board& board, ref::Picture& picture) {
    for (int r = 0; r < ref::kSize; ++r) {
        for (int c = 0; c < ref::kSize; ++c) {
            if (board.at({c, r}) != core::Stone::Empty) continue;
            bool near = false;
            for (int dr = -2; dr <= 2 && !near; ++dr) {
                for (int dc = -2; dc <= 2 && !near; ++dc) {
                    const Cell n{c + dc, r + dr};
                    near = board.inside(n) && (board.at(n) == core::Stone::First || board.at(n) == core::Stone::Second);
                }
            }
            if (near && ref::check(picture, c, r, 0) != Forbidden::None) return true;
        }
    }
    return false;
}

TEST(GomokuRenju, TheEngineNeverPlaysAForbiddenPointInTwoHundredGames) {
    // Every pairing of the four faster levels, then Master (whose threat
    // search alone takes up to 200,000 nodes a move) against each of them in
    // either seat.
    const std::vector<Player> players{{Level::Easy, 0}, {Level::Classic, 0}, {Level::Medium, 300}, {Level::Hard, 600}};
    const Player master{Level::Max, 600};
    core::GameConfig config = core::default_config(core::GameKind::Gomoku, core::Theme::Basic, 15);
    config.rule = core::Rule::Renju;
    int turns_with_forbidden_points = 0;
    int fives = 0;
    GomokuTable table(8);
    // The sanitizer stage plays a fifth of the games (LINEUP_TEST_SCALE), each kind of pairing among them.
    const int step = test::every_case() ? 1 : 5;
    for (int game = 0; game < 200; game += step) {
        const auto g = static_cast<std::size_t>(game);
        const Player& other = players[g % players.size()];
        const bool masters = game >= 180;
        const Player& rival = players[g / 2 % players.size()];
        const Player& first = masters ? (game % 2 == 0 ? master : rival) : other;
        const Player& second =
            masters ? (game % 2 == 0 ? rival : master) : players[g / players.size() % players.size()];
        // Every tenth game on the rock theme: rocks end lines like the second player's stones.
        core::GameConfig game_config = config;
        if (game % 10 == 9)
            game_config = core::default_config(core::GameKind::Gomoku, core::Theme::Rock, 15, 15,
                                               static_cast<std::uint32_t>(game));
        game_config.rule = core::Rule::Renju;
        Board board(game_config);
        while (board.status() == core::Status::Playing) {
            const bool black = board.to_move() == core::Side::First;
            const Player& p = black ? first : second;
            const GomokuDecision d =
                choose_gomoku(board, p.level, static_cast<std::uint64_t>(game * 1000 + board.ply()),
                              Limits{0, p.nodes, 0}, nullptr, table);
            if (black) {
                ref::Picture picture = ref::picture_of(board);
                if (forbidden_point_near(board, picture)) ++turns_with_forbidden_points;
                ASSERT_EQ(ref::check(picture, d.cell.col, d.cell.row, 0), Forbidden::None)
                    << "game " << game << " move " << board.ply() + 1 << ": "
                    << core::format_move(config, core::Move::at(d.cell));
            }
            ASSERT_FALSE(board.play(core::Move::at(d.cell))) << "game " << game << " move " << board.ply() + 1;
        }
        fives += board.status() == core::Status::Won && !board.win_lines().empty();
    }
    EXPECT_GE(turns_with_forbidden_points, 200 / step);
    EXPECT_GE(fives, 150 / step);
}

// The first player (to move) has h6 h7 and f8 g8: h8 makes two open threes,
// the best move under freestyle and a forbidden one under Renju. The second
// player's stones are in the corners.
Board double_three_position(core::Rule rule) {
    core::GameConfig config = core::default_config(core::GameKind::Gomoku, core::Theme::Basic, 15);
    config.rule = rule;
    Board board(config);
    for (const char* cell : {"h6", "a1", "h7", "o1", "f8", "a15", "g8", "o14"}) {
        EXPECT_FALSE(board.play((*core::parse_moves(config, cell))[0]));
    }
    return board;
}

TEST(GomokuRenju, AnalysisAndReviewNeverOfferAForbiddenPoint) {
    const Cell h8{7, 7};
    GomokuTable table(8);
    const GomokuAnalysis free = analyse_gomoku(double_three_position(core::Rule::Freestyle), 4, 3, {}, nullptr, table);
    ASSERT_FALSE(free.candidates.empty());
    EXPECT_EQ(free.candidates.front().cell, h8);

    table.clear();
    const Board renju = double_three_position(core::Rule::Renju);
    const GomokuAnalysis a = analyse_gomoku(renju, 4, 3, {}, nullptr, table);
    ASSERT_EQ(a.candidates.size(), 3u);
    for (const GomokuCandidate& c : a.candidates) EXPECT_NE(c.cell, h8);
    ASSERT_FALSE(a.line.empty());
    EXPECT_NE(a.line.front(), h8);

    table.clear();
    const GomokuMoveReview review = review_gomoku_move(renju, Cell{13, 13}, 4, {}, nullptr, table);
    EXPECT_NE(review.best, h8);
}

}  // namespace
}  // namespace lineup::ai
