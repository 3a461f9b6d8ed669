// The words of games by link (text/friend_messages.hpp): each refusal says
// why with its numbers and that this browser's game is shown, in English and
// Chinese; an accepted link says nothing; the list's line says whose turn it
// is, or how the game ended, from this side.
#include <gtest/gtest.h>

#include <string>

#include "core/record.hpp"
#include "text/friend_messages.hpp"

namespace lineup::text {
namespace {

using core::LinkVerdict;
using Kind = LinkVerdict::Kind;

TEST(FriendMessages, EachRefusalSaysWhyWithItsNumbers) {
    EXPECT_EQ(msg_link_refused({Kind::Differs, 3, 5}),
              "This link was refused: its move 3 differs from the game this browser saw. The game as this browser "
              "saw it is shown.");
    EXPECT_EQ(msg_link_refused({Kind::Older, 2, 7}),
              "This link was refused: it is older than the game this browser saw (2 moves, against 7 here). The game "
              "as this browser saw it is shown.");
    EXPECT_NE(msg_link_refused({Kind::Older, 1, 3}).find("(1 move, against 3 here)"), std::string::npos);
    EXPECT_NE(msg_link_refused({Kind::NotTheirMove, 4, 2}).find("its move 4 was played for you"), std::string::npos);
    EXPECT_NE(msg_link_refused({Kind::OtherSetUp, 0, 2}).find("set up differently"), std::string::npos);
    EXPECT_NE(msg_link_refused({Kind::Differs, 3, 5}, Language::Chinese).find("第 3 步"), std::string::npos);
    EXPECT_NE(msg_link_refused({Kind::Older, 2, 7}, Language::Chinese).find("2 步，本浏览器已有 7 步"),
              std::string::npos);
    EXPECT_EQ(msg_link_refused({Kind::Same, 0, 5}), "");
    EXPECT_EQ(msg_link_refused({Kind::Newer, 6, 5}), "");
}

TEST(FriendMessages, TheListLineSaysWhoseTurnFromThisSide) {
    auto board = [](const char* record) { return core::replay(*core::parse_record(record)); };
    const auto playing = board("v=1&game=gomoku&size=15&moves=h8i9");
    EXPECT_EQ(friend_game_line(playing, core::Side::First), "Gomoku 15x15: your turn, 2 moves");
    EXPECT_EQ(friend_game_line(playing, core::Side::Second), "Gomoku 15x15: friend's turn, 2 moves");
    const auto won = board("v=1&game=connect4&size=7x6&moves=1212121");
    EXPECT_EQ(friend_game_line(won, core::Side::First), "Connect 4 7x6: you won, 7 moves");
    EXPECT_EQ(friend_game_line(won, core::Side::Second), "Connect 4 7x6: friend won, 7 moves");
    EXPECT_EQ(friend_game_line(won, core::Side::Second, Language::Chinese), "四子棋 7x6：好友赢了，7 步");
    EXPECT_EQ(friend_game_line(board("v=1&game=connect4&size=7x6&moves=4"), core::Side::First),
              "Connect 4 7x6: friend's turn, 1 move");
}

}  // namespace
}  // namespace lineup::text
