// The Gomocup protocol engine: a scripted session through every command, and
// malformed lines that must get ERROR or UNKNOWN while the engine keeps working.
#include "cli/pbrain.hpp"

#include <gtest/gtest.h>

#include "core/notation.hpp"
#include "core/text.hpp"

namespace lineup::cli {
namespace {

class Session {
public:
    explicit Session(ai::Level level = ai::Level::Medium) : engine_(level) {}
    std::vector<std::string> send(std::string_view line) {
        std::vector<std::string> out;
        engine_.handle(line, out);
        return out;
    }
    std::string one(std::string_view line) {
        auto out = send(line);
        EXPECT_EQ(out.size(), 1u) << line;
        return out.empty() ? "" : out.front();
    }
    PbrainEngine& engine() { return engine_; }

private:
    PbrainEngine engine_;
};

bool is_move(const std::string& reply, int size) {
    const auto parts = core::split(reply, ',');
    if (parts.size() != 2) return false;
    auto x = core::parse_uint(parts[0], 2), y = core::parse_uint(parts[1], 2);
    return x && y && *x < size && *y < size;
}

TEST(Pbrain, AScriptedSessionThroughEveryCommand) {
    Session s;
    EXPECT_TRUE(s.one("ABOUT").starts_with("name=\"Lineup\""));
    EXPECT_EQ(s.one("START 15"), "OK");
    EXPECT_TRUE(s.send("INFO timeout_turn 200").empty());
    EXPECT_TRUE(s.send("INFO timeout_match 100000").empty());
    EXPECT_TRUE(s.send("INFO time_left 100000").empty());
    EXPECT_TRUE(s.send("INFO max_memory 83886080").empty());
    EXPECT_TRUE(s.send("INFO game_type 1").empty());
    EXPECT_TRUE(s.send("INFO rule 0").empty());
    EXPECT_TRUE(s.send("INFO some_future_key 42").empty());  // unknown keys are ignored
    const std::string first = s.one("BEGIN");
    EXPECT_TRUE(is_move(first, 15)) << first;
    const std::string reply = s.one("TURN 0,0");
    EXPECT_TRUE(is_move(reply, 15)) << reply;
    EXPECT_NE(reply, "0,0");
    EXPECT_EQ(s.one("TAKEBACK " + reply), "OK");
    EXPECT_EQ(s.one("TAKEBACK 0,0"), "OK");
    EXPECT_EQ(s.one("RESTART"), "OK");
    EXPECT_TRUE(s.send("BOARD").empty());
    EXPECT_TRUE(s.send("7,7,2").empty());
    EXPECT_TRUE(s.send("8,8,1").empty());
    EXPECT_TRUE(s.send("9,9,2").empty());
    const std::string after_board = s.one("DONE");
    EXPECT_TRUE(is_move(after_board, 15)) << after_board;
    EXPECT_EQ(s.one("RECTSTART 13,13"), "OK");
    EXPECT_TRUE(is_move(s.one("BEGIN"), 13));
    s.send("END");
    EXPECT_TRUE(s.engine().finished());
}

TEST(Pbrain, TheEngineWinsAndBlocks) {
    Session s;
    ASSERT_EQ(s.one("START 15"), "OK");
    // Ours: 0,0 .. 3,0 on the top row; theirs far away. 4,0 wins.
    s.send("BOARD");
    for (const char* line : {"0,0,1", "10,10,2", "1,0,1", "10,12,2", "2,0,1", "12,10,2", "3,0,1", "12,12,2"}) s.send(line);
    EXPECT_EQ(s.one("DONE"), "4,0");
    ASSERT_EQ(s.one("RESTART"), "OK");
    // Theirs: four on column 5 from 5,1 to 5,4 (5,0 ours): block at 5,5.
    s.send("BOARD");
    for (const char* line : {"5,0,1", "5,1,2", "14,14,1", "5,2,2", "14,12,1", "5,3,2", "12,14,1", "5,4,2"}) s.send(line);
    EXPECT_EQ(s.one("DONE"), "5,5");
}

TEST(Pbrain, MalformedLinesGetErrorsAndChangeNothing) {
    Session s;
    EXPECT_TRUE(s.one("BEGIN").starts_with("ERROR"));       // no START yet
    EXPECT_TRUE(s.one("TURN 1,1").starts_with("ERROR"));
    EXPECT_TRUE(s.one("START").starts_with("ERROR"));
    EXPECT_TRUE(s.one("START abc").starts_with("ERROR"));
    EXPECT_TRUE(s.one("START 40").starts_with("ERROR"));    // too large
    EXPECT_EQ(s.one("RECTSTART 15,20"), "ERROR only square boards are supported");
    EXPECT_TRUE(s.one("RECTSTART 15").starts_with("ERROR"));
    EXPECT_TRUE(s.one("FLY 1,2").starts_with("UNKNOWN"));
    EXPECT_TRUE(s.one("\x01\xff garbage").starts_with("UNKNOWN"));
    EXPECT_EQ(s.one("START 15"), "OK");
    const std::string move = s.one("BEGIN");
    ASSERT_TRUE(is_move(move, 15));
    EXPECT_TRUE(s.one("TURN 15,3").starts_with("ERROR"));   // outside
    EXPECT_TRUE(s.one("TURN -1,3").starts_with("ERROR"));
    EXPECT_TRUE(s.one("TURN 1;3").starts_with("ERROR"));
    EXPECT_TRUE(s.one("TURN " + move).starts_with("ERROR"));  // occupied
    EXPECT_TRUE(s.one("TAKEBACK 3,3").starts_with("ERROR")); // not the last stone
    EXPECT_TRUE(s.one("BEGIN").starts_with("ERROR"));        // the board is not empty
    // BOARD with bad lines or impossible counts: refused, the old game stays.
    s.send("BOARD");
    s.send("1,1,1");
    s.send("1,1,2");  // the same cell twice
    EXPECT_TRUE(s.one("DONE").starts_with("ERROR"));
    s.send("BOARD");
    s.send("99,1,1");
    EXPECT_TRUE(s.one("DONE").starts_with("ERROR"));
    s.send("BOARD");
    s.send("1,1,1");
    s.send("2,2,1");
    EXPECT_TRUE(s.one("DONE").starts_with("ERROR"));
    // Still playing the first game: the next TURN is answered.
    EXPECT_TRUE(is_move(s.one("TURN 0,14"), 15));
    // Extension lines that make no sense.
    EXPECT_TRUE(s.one("INFO rocks 1,1;nonsense").starts_with("ERROR"));
    EXPECT_TRUE(s.one("INFO bubble_win 0").starts_with("ERROR"));
}

TEST(Pbrain, HugeEmptyAndOutOfOrderLines) {
    Session s;
    EXPECT_TRUE(s.one(std::string(1 << 20, 'X')).starts_with("UNKNOWN"));  // a megabyte of garbage
    EXPECT_TRUE(s.send("").empty());                                         // an empty line: no reply
    EXPECT_TRUE(s.one("DONE").starts_with("UNKNOWN"));                       // DONE without BOARD
    EXPECT_EQ(s.one("START 15"), "OK");
    const std::string first = s.one("BEGIN");
    ASSERT_TRUE(is_move(first, 15));
    // A command inside BOARD ... DONE is a bad board line: reported at DONE,
    // and the game from before the BOARD goes on.
    s.send("BOARD");
    s.send("7,7,1");
    EXPECT_TRUE(s.send("START 15").empty());
    EXPECT_TRUE(s.one("DONE").starts_with("ERROR bad BOARD line 'START 15'"));
    EXPECT_TRUE(s.one("TURN " + first).starts_with("ERROR"));  // still occupied: the old game
    EXPECT_TRUE(s.send("INFO no_such_key 5").empty());        // unknown INFO keys are ignored
    EXPECT_TRUE(is_move(s.one("TURN 0,0"), 15));
}

TEST(Pbrain, RocksAndBubblesByInfo) {
    Session s;
    ASSERT_EQ(s.one("START 9"), "OK");
    // Rocks on the whole middle row but 4,4: the engine must never play on them.
    std::string rocks;
    for (int x = 0; x < 9; ++x) {
        if (x != 4) rocks += (rocks.empty() ? "" : ";") + std::to_string(x) + ",4";
    }
    EXPECT_TRUE(s.send("INFO rocks " + rocks).empty());
    EXPECT_TRUE(s.one("TURN 4,4").size() > 0);
    for (int i = 0; i < 6; ++i) {
        const std::string reply = s.one("TURN " + std::to_string(i) + ",0");
        if (reply.starts_with("ERROR")) break;
        EXPECT_FALSE(reply.ends_with(",4") && reply != "4,4") << reply;
    }
    // Bubbles: one cell with two bubbles and a target of 2: taking it wins.
    ASSERT_EQ(s.one("RESTART"), "OK");
    EXPECT_TRUE(s.send("INFO rocks ").empty());
    EXPECT_TRUE(s.send("INFO bubbles 6,6;6,6;1,1").empty());
    EXPECT_TRUE(s.send("INFO bubble_win 2").empty());
    EXPECT_EQ(s.one("BEGIN"), "6,6");
}

}  // namespace
}  // namespace lineup::cli
