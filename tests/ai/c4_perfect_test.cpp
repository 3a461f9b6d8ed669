// The Perfect level on 7x6 with the built-in opening book: as first player it
// never loses, and no move of it ever turns the position's exact outcome into
// a worse one (checked with the solver's own scores), against a random
// player and against Easy.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <vector>

#include "ai/connect4/player.hpp"
#include "ai/connect4/solver.hpp"
#include "ai/request_server.hpp"
#include "core/record.hpp"
#include "core/rng.hpp"
#include "test_scale.hpp"

namespace lineup::ai {
namespace {

using core::Board;
using core::Move;
using core::Side;

using test::scaled;  // the sanitizer stage plays a fifth of the games

// Plays `games` games with Perfect first; `easy` picks the opponent.
void perfect_first(int games, bool easy, std::uint64_t seed) {
    Connect4Solver engine(64);
    engine.set_book(&builtin_connect4_book());
    engine.set_move_book(&builtin_connect4_move_book());
    Connect4Solver judge(64);  // a separate table: the check does not lean on the player's
    judge.set_book(&builtin_connect4_book());
    core::Rng rng(seed);
    std::vector<Move> moves;
    for (int game = 0; game < games; ++game) {
        Board board(core::default_config(core::GameKind::Connect4));
        while (board.status() == core::Status::Playing) {
            if (board.to_move() == Side::First) {
                const int before = *judge.outcome(board);
                const C4Decision d = choose_connect4(board, Level::Max, rng.next(), {}, nullptr, engine);
                ASSERT_FALSE(board.play(Move::column(d.column))) << core::format_record(board);
                if (board.status() == core::Status::Playing) {
                    const int after = -*judge.outcome(board);
                    ASSERT_GE(after, before) << "Perfect worsened " << core::format_record(board);
                }
            } else if (easy) {
                const C4Decision d = choose_connect4(board, Level::Easy, rng.next(), {}, nullptr, engine);
                board.play(Move::column(d.column));
            } else {
                board.legal_moves(moves);
                board.play(moves[static_cast<std::size_t>(rng.below(static_cast<int>(moves.size())))]);
            }
        }
        EXPECT_NE(board.winner(), Side::Second) << core::format_record(board);
    }
}

TEST(C4Perfect, TheBookIsBuiltIn) {
    EXPECT_GT(builtin_connect4_book().size(), 1000u);
    Board empty(core::default_config(core::GameKind::Connect4));
    // The empty 7x6 board is a first-player win (Allis 1988, Tromp 1995).
    ASSERT_TRUE(builtin_connect4_book().score(empty));
    EXPECT_GT(*builtin_connect4_book().score(empty), 0);
}

TEST(C4Perfect, NeverLosesAsFirstAgainstRandomMoves) { perfect_first(scaled(150), false, 11); }

TEST(C4Perfect, NeverLosesAsFirstAgainstEasy) { perfect_first(scaled(100), true, 12); }

}  // namespace
}  // namespace lineup::ai
