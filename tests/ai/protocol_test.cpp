// The request/reply lines between the game and its computer player, and the
// engine that serves them (the same code runs in the browser's worker).
#include <gtest/gtest.h>

#include <atomic>
#include <cstdint>
#include <string>

#include "ai/engine.hpp"
#include "ai/protocol.hpp"
#include "core/record.hpp"

namespace lineup::ai {
namespace {

Request sample(const char* record_text) {
    auto record = core::parse_record(record_text);
    EXPECT_TRUE(record) << record_text;
    Request r;
    r.kind = RequestKind::Hint;
    r.id = 42;
    r.level = Level::Hard;
    r.time_ms = 300;
    r.seed = UINT64_MAX;  // any 64-bit seed crosses the line intact
    r.record = *record;
    return r;
}

TEST(Protocol, RequestsRoundTrip) {
    const Request r = sample("v=1&game=gomoku&size=13&rule=exact&theme=rock&seed=9&rocks=10&moves=g7h8");
    const std::string line = format_request(r);
    auto back = parse_request(line);
    ASSERT_TRUE(back) << back.error().message;
    EXPECT_EQ(back->kind, RequestKind::Hint);
    EXPECT_EQ(back->id, 42u);
    EXPECT_EQ(back->level, Level::Hard);
    EXPECT_EQ(back->time_ms, 300);
    EXPECT_EQ(back->seed, UINT64_MAX);
    EXPECT_EQ(core::format_record(back->record), core::format_record(r.record));
}

TEST(Protocol, MalformedRequestsAreRefusedWithAReason) {
    const std::string good = format_request(sample("v=1&game=connect4&size=7x6&theme=basic&seed=0&moves=44"));
    EXPECT_TRUE(parse_request(good));
    for (const char* bad : {"", "MOVE", "JUMP 1 hard 0 0 v=1&game=connect4&moves=4",
                            "MOVE x hard 0 0 v=1&game=connect4&moves=4",
                            "MOVE 1 hard 0 18446744073709551616 v=1&game=connect4&moves=4",  // 2^64
                            "MOVE 1 superb 0 0 v=1&game=connect4&moves=4",
                            "MOVE 1 hard 0 0 v=1&game=connect4&moves=4x",
                            "MOVE 1 hard 0 0 v=1&game=connect4&moves=4 extra"}) {
        auto parsed = parse_request(bad);
        EXPECT_FALSE(parsed) << bad;
        if (!parsed) {
            EXPECT_FALSE(parsed.error().message.empty());
        }
    }
}

TEST(Protocol, RepliesRoundTrip) {
    Reply r;
    r.id = 7;
    r.ok = true;
    r.move = core::Move::column(3);
    r.value = -2;
    r.columns = {1, std::nullopt, -3, 0, 0, 0, 18};
    r.summary = "Hint: column 4. Red can hold a draw.";
    auto back = parse_reply(format_reply(r));
    ASSERT_TRUE(back) << back.error().message;
    EXPECT_TRUE(back->ok);
    EXPECT_EQ(back->move.col, 3);
    EXPECT_EQ(back->value, -2);
    EXPECT_EQ(back->columns, r.columns);
    EXPECT_EQ(back->summary, r.summary);

    auto failed = parse_reply("FAIL 9 the game is over");
    ASSERT_TRUE(failed);
    EXPECT_FALSE(failed->ok);
    EXPECT_EQ(failed->id, 9u);
    EXPECT_EQ(failed->summary, "the game is over");
    EXPECT_FALSE(parse_reply("DONE"));
    EXPECT_FALSE(parse_reply("DONE 1 a,b - - x"));
}

TEST(Engine, ServesMovesAndFailsClearly) {
    Engine engine(4, 4);
    // Red has three in the bottom row: any sensible level takes the win.
    Request r = sample("v=1&game=connect4&size=7x6&theme=basic&seed=0&moves=415263");
    r.kind = RequestKind::Move;
    r.level = Level::Easy;
    auto reply = parse_reply(engine.handle_line(format_request(r)));
    ASSERT_TRUE(reply);
    EXPECT_TRUE(reply->ok);
    EXPECT_EQ(reply->id, 42u);
    EXPECT_EQ(reply->move.col, 6);  // column 7 completes 4-5-6-7

    auto garbage = parse_reply(engine.handle_line("MOVE 5 hard zero"));
    ASSERT_TRUE(garbage);
    EXPECT_FALSE(garbage->ok);
    EXPECT_EQ(garbage->id, 5u);  // the id comes back, so the caller can match it

    Request over = sample("v=1&game=connect4&size=7x6&theme=basic&seed=0&moves=4152637");
    auto finished = parse_reply(engine.handle_line(format_request(over)));
    ASSERT_TRUE(finished);
    EXPECT_FALSE(finished->ok);
    EXPECT_EQ(finished->summary, "the game is over");
}

TEST(Engine, AStopFlagEndsASearchWithAMove) {
    Engine engine(4, 4);
    Request r = sample("v=1&game=gomoku&size=15&rule=freestyle&theme=basic&seed=0&moves=h8");
    r.kind = RequestKind::Move;
    r.level = Level::Max;
    r.time_ms = 0;
    std::atomic<bool> stop{true};  // already stopped: the engine still answers
    auto reply = parse_reply(engine.handle_line(format_request(r), &stop));
    ASSERT_TRUE(reply);
    EXPECT_TRUE(reply->ok);
    EXPECT_TRUE(reply->move.col >= 0 && reply->move.col < 15);
}

}  // namespace
}  // namespace lineup::ai
