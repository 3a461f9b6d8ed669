// Swap2 through the Gomocup protocol (SWAP2BOARD ... DONE): scripted sessions
// in which the engine places the opening, takes the first player's side from
// a position that favours it, stays the second player (and plays) where that
// side is better, and then plays on by TURN; bad SWAP2BOARD blocks get ERROR
// and leave the game as it was.
#include <gtest/gtest.h>

#include <set>

#include "cli/pbrain.hpp"
#include "core/strings.hpp"

namespace lineup::cli {
namespace {

// The engine's replies to the lines, MESSAGE lines left out.
std::vector<std::string> send(PbrainEngine& engine, const std::vector<std::string_view>& lines) {
    std::vector<std::string> out;
    for (std::string_view line : lines) engine.handle(line, out);
    std::erase_if(out, [](const std::string& reply) { return reply.starts_with("MESSAGE "); });
    return out;
}

// A started engine, searching a fixed number of nodes per move (the same choice on any machine).
PbrainEngine started(int size = 15) {
    PbrainEngine engine(ai::Level::Hard);
    engine.set_node_limit(20000);
    const std::string start = "START " + std::to_string(size);
    EXPECT_EQ(send(engine, {start}), std::vector<std::string>{"OK"});
    return engine;
}

// "x,y" cells of a reply, checked to be on the board.
std::vector<std::string> cells_of(const std::string& reply, int size) {
    std::vector<std::string> cells;
    for (std::string_view part : core::split(reply, ' ')) {
        const auto xy = core::split(part, ',');
        EXPECT_EQ(xy.size(), 2u) << reply;
        if (xy.size() != 2) continue;
        auto x = core::parse_uint(xy[0], 2), y = core::parse_uint(xy[1], 2);
        EXPECT_TRUE(x && y && *x < size && *y < size) << reply;
        cells.emplace_back(part);
    }
    return cells;
}

TEST(PbrainSwap2, TheEnginePlacesThreeOpeningStonesNearTheCentreAndPlaysOn) {
    for (int size : {15, 20}) {
        PbrainEngine engine = started(size);
        auto out = send(engine, {"SWAP2BOARD", "DONE"});
        ASSERT_EQ(out.size(), 1u);
        const std::vector<std::string> stones = cells_of(out[0], size);
        ASSERT_EQ(stones.size(), 3u) << out[0];
        EXPECT_EQ(std::set<std::string>(stones.begin(), stones.end()).size(), 3u) << out[0];
        for (const std::string& s : stones) {
            const auto xy = core::split(s, ',');
            EXPECT_LE(std::abs(*core::parse_uint(xy[0], 2) - size / 2), 3) << s;
            EXPECT_LE(std::abs(*core::parse_uint(xy[1], 2) - size / 2), 3) << s;
        }
        // The other player stays and plays the fourth stone: the engine, the first player, answers.
        out = send(engine, {"TURN 0,0"});
        ASSERT_EQ(out.size(), 1u);
        ASSERT_EQ(cells_of(out[0], size).size(), 1u);
        EXPECT_EQ(std::count(stones.begin(), stones.end(), out[0]), 0) << out[0];
    }
}

TEST(PbrainSwap2, TakesTheFirstPlayersSideWhenItIsBetter) {
    // Three stones: the first player's two side by side at the centre, the second's in a corner.
    PbrainEngine engine = started();
    EXPECT_EQ(send(engine, {"SWAP2BOARD", "7,7", "0,0", "8,7", "DONE"}), std::vector<std::string>{"SWAP"});
    // The other player, now the second, plays the fourth stone; the engine moves as the first.
    auto out = send(engine, {"TURN 9,7"});
    ASSERT_EQ(out.size(), 1u);
    EXPECT_EQ(cells_of(out[0], 15).size(), 1u);

    // The same stones as BOARD's lines (Rapfi's way): 1 the side to move's, 2 the other's, in any order.
    PbrainEngine board_lines = started();
    EXPECT_EQ(send(board_lines, {"SWAP2BOARD", "8,7,2", "0,0,1", "7,7,2", "DONE"}), std::vector<std::string>{"SWAP"});

    // Five stones, the first player with an open three: swap again.
    PbrainEngine five = started();
    EXPECT_EQ(send(five, {"SWAP2BOARD", "7,7", "0,0", "8,7", "14,14", "9,7", "DONE"}),
              std::vector<std::string>{"SWAP"});
    out = send(five, {"TURN 10,7"});  // the other side blocks one end
    ASSERT_EQ(out.size(), 1u);
    EXPECT_EQ(cells_of(out[0], 15).size(), 1u);
}

TEST(PbrainSwap2, StaysTheSecondPlayerAndPlaysWhenThatSideIsBetter) {
    // The first player's stones in two corners, the second's at the centre.
    PbrainEngine engine = started();
    auto out = send(engine, {"SWAP2BOARD", "0,0", "7,7", "14,0", "DONE"});
    ASSERT_EQ(out.size(), 1u);
    ASSERT_NE(out[0], "SWAP");
    const std::vector<std::string> move = cells_of(out[0], 15);
    ASSERT_EQ(move.size(), 1u);
    EXPECT_NE(move[0], "7,7");
    // The game goes on: the first player moves, the engine answers.
    out = send(engine, {"TURN 0,14"});
    ASSERT_EQ(out.size(), 1u);
    EXPECT_EQ(cells_of(out[0], 15).size(), 1u);
}

TEST(PbrainSwap2, BadBlocksGetErrorsAndChangeNothing) {
    PbrainEngine engine = started();
    const std::vector<std::pair<std::vector<std::string_view>, std::string>> cases{
        {{"SWAP2BOARD", "7,7", "8,8", "DONE"}, "ERROR SWAP2BOARD needs 0, 3 or 5 stones, not 2"},
        {{"SWAP2BOARD", "7,7", "8,8", "9,9", "6,6", "DONE"}, "ERROR SWAP2BOARD needs 0, 3 or 5 stones, not 4"},
        {{"SWAP2BOARD", "7,7", "7,7", "9,9", "DONE"}, "ERROR stone at 7,7: h8 is already taken."},
        {{"SWAP2BOARD", "7,7", "15,3", "9,9", "DONE"}, "ERROR bad SWAP2BOARD line '15,3'"},
        {{"SWAP2BOARD", "7,7,1", "8,8", "9,9", "DONE"},
         "ERROR SWAP2BOARD: the stones do not alternate (0 of the first player, 1 of the side to move)"},
        {{"SWAP2BOARD", "7,7,1", "8,8,1", "9,9,2", "DONE"},
         "ERROR SWAP2BOARD: the stones do not alternate (1 of the first player, 2 of the side to move)"},
        {{"SWAP2BOARD", "7,7,3", "8,8,1", "9,9,2", "DONE"}, "ERROR bad SWAP2BOARD line '7,7,3'"},
    };
    for (const auto& [lines, error] : cases) EXPECT_EQ(send(engine, lines), std::vector<std::string>{error});
    // Nothing was set up: BEGIN still finds an empty board.
    const auto out = send(engine, {"BEGIN"});
    ASSERT_EQ(out.size(), 1u);
    EXPECT_EQ(cells_of(out[0], 15).size(), 1u);
}

}  // namespace
}  // namespace lineup::cli
