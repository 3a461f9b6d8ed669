// Games by link (core/correspondence.hpp): a link that comes in replaces the
// game this browser saw only when it is that game, the same moves in order,
// then only the other side's; a changed move, an older link, another set-up
// or a move made for this side are refused, each with what it is.
#include <gtest/gtest.h>

#include <string>

#include "core/correspondence.hpp"
#include "core/record.hpp"

namespace lineup::core {
namespace {

GameRecord game(const std::string& moves, const std::string& setup = "v=1&game=gomoku&size=15&rule=freestyle") {
    auto record = parse_record(setup + "&moves=" + moves);
    EXPECT_TRUE(record) << moves;
    return record ? *record : GameRecord{};
}

using Kind = LinkVerdict::Kind;

TEST(Correspondence, TheFriendsNextMoveIsAccepted) {
    // Black (first) played h8 and i9... here: seen up to Black's h8 i9 g10;
    // the friend (White) answered j7.
    const LinkVerdict verdict = judge_link(game("h8i9g10"), game("h8i9g10j7"), Side::First);
    EXPECT_EQ(verdict, (LinkVerdict{Kind::Newer, 4, 3}));
    EXPECT_TRUE(verdict.accepted());
    EXPECT_EQ(judge_link(game("h8i9g10"), game("h8i9g10"), Side::First), (LinkVerdict{Kind::Same, 0, 3}));
    EXPECT_TRUE(judge_link(game(""), game("h8"), Side::Second).accepted());
    // Connect 4 alike.
    const std::string c4 = "v=1&game=connect4&size=7x6";
    EXPECT_TRUE(judge_link(game("44", c4), game("443", c4), Side::Second).accepted());
}

TEST(Correspondence, AChangedEarlierMoveIsRefusedWithItsNumber) {
    const LinkVerdict verdict = judge_link(game("h8i9g10j7"), game("h8i8g10j7k6"), Side::First);
    EXPECT_EQ(verdict, (LinkVerdict{Kind::Differs, 2, 4}));
    EXPECT_FALSE(verdict.accepted());
    // The last move seen changed, though the link is as long.
    EXPECT_EQ(judge_link(game("h8i9"), game("h8i8"), Side::First).kind, Kind::Differs);
}

TEST(Correspondence, AnOlderLinkIsRefused) {
    const LinkVerdict verdict = judge_link(game("h8i9g10j7"), game("h8i9"), Side::First);
    EXPECT_EQ(verdict, (LinkVerdict{Kind::Older, 2, 4}));
    EXPECT_FALSE(verdict.accepted());
    EXPECT_EQ(judge_link(game("h8"), game(""), Side::Second).kind, Kind::Older);
}

TEST(Correspondence, AnotherSetUpIsRefused) {
    EXPECT_EQ(judge_link(game("h8"), game("h8i9", "v=1&game=gomoku&size=13&rule=freestyle"), Side::Second).kind,
              Kind::OtherSetUp);
    EXPECT_EQ(judge_link(game("h8"), game("h8i9", "v=1&game=gomoku&size=15&rule=exact"), Side::Second).kind,
              Kind::OtherSetUp);
}

TEST(Correspondence, MovesMadeForThisSideAreRefused) {
    // This side is White (second): seen h8 (Black's) and i9 (ours); the link
    // adds Black's g10 and then a White move we did not make.
    const LinkVerdict verdict = judge_link(game("h8i9"), game("h8i9g10j7"), Side::Second);
    EXPECT_EQ(verdict, (LinkVerdict{Kind::NotTheirMove, 4, 2}));
    EXPECT_FALSE(verdict.accepted());
    // Our own move first: refused at once.
    EXPECT_EQ(judge_link(game("h8"), game("h8i9"), Side::Second), (LinkVerdict{Kind::NotTheirMove, 2, 1}));
}

}  // namespace
}  // namespace lineup::core
