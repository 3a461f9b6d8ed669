// The words of the Swap openings (text/opening_messages.hpp), in both
// languages: what the opening waits for, named by seat and colour, and a
// choice made with the turn that follows.
#include <gtest/gtest.h>

#include <string>

#include "core/notation.hpp"
#include "text/opening_messages.hpp"

namespace lineup::text {
namespace {

using core::Board;
using core::OpeningChoice;
using core::Seat;
using core::Seats;

Board swap2_after(const char* cells) {
    core::GameConfig config = core::default_config(core::GameKind::Gomoku, core::Theme::Basic, 15, 15, 0);
    config.opening = core::Opening::Swap2;
    Board board(config);
    const auto moves = core::parse_moves(config, cells);
    for (core::Move m : *moves) EXPECT_FALSE(board.play(m));
    return board;
}

TEST(OpeningMessages, EachStepIsSaidInBothLanguages) {
    const Seats pvp{core::Mode::PvP, core::Side::First};
    const Board two = swap2_after("h8i9");
    EXPECT_EQ(msg_opening_step(pvp, two), "Opening: Player 1 places stone 3 of 3 (Black).");
    EXPECT_EQ(msg_opening_step(pvp, two, Language::Chinese), "开局：玩家1放第 3 子（共 3 子）（黑）。");
    Board three = swap2_after("h8i9h10");
    EXPECT_EQ(msg_opening_step(pvp, three),
              "Player 2 chooses: swap (take Black), or stay White and play the next stone, or place two more stones.");
    EXPECT_EQ(msg_opening_step(pvp, three, Language::Chinese),
              "玩家2选择：交换（改执黑），不交换（继续执白并下下一手），或再放两子。");
    ASSERT_FALSE(three.choose(OpeningChoice::Swap));
    const Seats now = pvp.after(three.choices());
    EXPECT_EQ(msg_chose(now, three, Seat::Other, OpeningChoice::Swap),
              "Player 2 swaps and now plays Black. White's move.");
    EXPECT_EQ(msg_chose(now, three, Seat::Other, OpeningChoice::Swap, Language::Chinese),
              "玩家2选择交换，改执黑。轮到白方。");
    // Against the computer: the person's name follows the seat.
    const Seats pvc = Seats{core::Mode::PvC, core::Side::First}.after(three.choices());
    EXPECT_EQ(pvc.human, core::Side::Second);
    EXPECT_EQ(msg_chose(pvc, three, Seat::Other, OpeningChoice::Swap),
              "Computer swaps and now plays Black. White's move.");
    EXPECT_EQ(msg_opening(core::Opening::Swap, Language::Chinese), "开局：交换。一方放三子，另一方选择执哪一方。");
    EXPECT_EQ(opening_title(core::Opening::Swap2), "Swap2");
}

}  // namespace
}  // namespace lineup::text
