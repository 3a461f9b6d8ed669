// The computer in a Swap opening, through the request lines (ai/protocol.hpp):
// it places an opener's three stones as one of its shapes, one request at a
// time; asked to choose, it answers CHOSE with the side its search prefers
// (checked on positions where one side is plainly better), never "two more".
#include <gtest/gtest.h>

#include <cstdlib>
#include <string>

#include "ai/protocol.hpp"
#include "ai/request_server.hpp"
#include "core/notation.hpp"
#include "core/record.hpp"

namespace lineup::ai {
namespace {

const char* kHead = "v=2&game=gomoku&size=15&rule=freestyle&opening=swap2&theme=basic&seed=0";

/// Medium's MOVE with a node budget (not its own time), so its search, and so
/// its choice, is the same on any machine.
std::string move_request(const std::string& choices, const std::string& moves) {
    return "MOVE 7 medium 200000n 5 " + std::string(kHead) + (choices.empty() ? "" : "&choices=" + choices) +
           "&moves=" + moves;
}

TEST(SwapOpening, TheOpenersThreeStonesAreAShapeAroundTheCentre) {
    RequestServer engine(16, 16);
    std::string moves;
    for (int stone = 0; stone < 3; ++stone) {
        auto reply = parse_reply(engine.handle_line(move_request("", moves)));
        ASSERT_TRUE(reply && reply->ok && !reply->choice) << moves;
        // Every stone within two lines of the centre (h8).
        EXPECT_LE(std::abs(reply->move.col - 7), 2) << moves;
        EXPECT_LE(std::abs(reply->move.row - 7), 2) << moves;
        moves += core::format_cell({reply->move.col, reply->move.row});
    }
    // The three stones read as a game waiting for the other's choice.
    auto record = core::parse_record(std::string(kHead) + "&moves=" + moves);
    ASSERT_TRUE(record) << moves;
    EXPECT_EQ(core::replay(*record).opening_step().kind, core::OpeningStep::Kind::Choose);
}

TEST(SwapOpening, TheChooserTakesThePlainlyBetterSide) {
    RequestServer engine(16, 16);
    struct Case {
        const char* choices;
        const char* moves;
        const char* expected;  // the reply
    } cases[] = {
        // Black central, White in a corner, White to move: the other player
        // (White) swaps to Black.
        {"", "h8a1i9", "CHOSE 7 s"},
        // White central, Black in the corners: the other stays White.
        {"", "a1h8o15", "CHOSE 7 p"},
        // After two more: White central and to move, Black in three corners;
        // the opener (Black) swaps to White.
        {"t", "a1h8o15i9a15", "CHOSE 7 s"},
        // Black's three central stones against White's two corners: the opener stays Black.
        {"t", "h8a1i9o15j10", "CHOSE 7 p"},
    };
    for (const Case& c : cases) {
        EXPECT_EQ(engine.handle_line(move_request(c.choices, c.moves)), c.expected) << c.moves;
    }
}

TEST(SwapOpening, ChoicesCrossTheLineAndBadOnesAreRefused) {
    Reply reply;
    reply.id = 3;
    reply.ok = true;
    reply.choice = core::OpeningChoice::PlaceTwo;
    EXPECT_EQ(format_reply(reply), "CHOSE 3 t");
    auto back = parse_reply("CHOSE 3 t");
    ASSERT_TRUE(back);
    EXPECT_EQ(back->choice, core::OpeningChoice::PlaceTwo);
    for (const char* bad : {"CHOSE 3", "CHOSE 3 x", "CHOSE 3 st", "CHOSE 3 s extra"}) {
        EXPECT_FALSE(parse_reply(bad)) << bad;
    }
}

}  // namespace
}  // namespace lineup::ai
