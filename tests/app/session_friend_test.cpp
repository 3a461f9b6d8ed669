// Games with a friend by link (app/session/friend_games.hpp, Session's Mode::Friend):
// the person plays only their side, the friend's turn says to send the link;
// a link continues the game seen here or is refused with the reason and the
// game as seen shown; the games seen are kept, listed and read back; several
// games stay apart.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "app/session/friend_games.hpp"
#include "app/session/page_options.hpp"
#include "app/session/session.hpp"
#include "core/notation.hpp"
#include "core/record.hpp"
#include "manual_ai.hpp"

namespace lineup::app {
namespace {

using core::Mode;
using core::Side;

std::string moves_of(const Session& session) {
    std::string out;
    for (const core::Move& m : session.board()->moves()) out += core::format_move(session.current_config(), m);
    return out;
}

class SessionFriend : public testing::Test {
protected:
    void play(const char* cell) { session.play(*core::parse_move(session.current_config(), cell)); }
    /// Opens `fragment` as a link with ?mode=friend&friend=`id`, judged against `seen`.
    void open(const std::string& id, const std::string& fragment) {
        std::vector<std::string> warnings;
        const PageOptions options = parse_page_options("mode=friend&friend=" + id, warnings);
        ASSERT_TRUE(warnings.empty());
        apply_page_options(session, options, fragment, warnings, &seen);
        seen.remember(session);
    }

    ManualAi ai;
    Session session{&ai, 7};
    FriendGames seen;
};

TEST_F(SessionFriend, ThePersonPlaysOnlyTheirSideAndIsToldToSendTheLink) {
    session.choose_game(core::GameKind::Gomoku);
    session.start(Mode::Friend);
    const std::string id = session.friend_game().id;
    EXPECT_TRUE(valid_friend_id(id)) << id;
    EXPECT_EQ(session.friend_game().side, Side::First);
    play("h8");
    EXPECT_TRUE(session.waiting_for_friend());
    EXPECT_NE(session.message().find("Send your friend the link"), std::string::npos) << session.message();
    play("i9");  // the friend's move, tapped here: refused, nothing changed
    EXPECT_EQ(moves_of(session), "h8");
    EXPECT_NE(session.message().find("It's your friend's move"), std::string::npos) << session.message();
    EXPECT_FALSE(session.can_undo());
    EXPECT_FALSE(session.undo());
    EXPECT_FALSE(session.can_hint());
    EXPECT_FALSE(ai.pending());  // no computer in a game by link
}

TEST_F(SessionFriend, AFriendsLinkContinuesTheGameAndBadLinksAreRefused) {
    // This browser plays White (second) in game "game1", seen up to h8 i9.
    open("game1", "v=1&game=gomoku&size=15&rule=freestyle&moves=h8");  // not seen here: White to move
    ASSERT_EQ(session.friend_game(), (Session::FriendGame{"game1", Side::Second}));
    play("i9");
    seen.remember(session);
    ASSERT_EQ(moves_of(session), "h8i9");

    // Black's answer comes in a link: accepted, White to move.
    open("game1", "v=1&game=gomoku&size=15&rule=freestyle&moves=h8i9g10");
    EXPECT_EQ(moves_of(session), "h8i9g10");
    EXPECT_TRUE(session.human_to_move());

    // A link with an earlier move changed: refused, the game as seen shown.
    open("game1", "v=1&game=gomoku&size=15&rule=freestyle&moves=h8i8g10j7");
    EXPECT_EQ(moves_of(session), "h8i9g10");
    EXPECT_NE(session.message().find("This link was refused: its move 2 differs"), std::string::npos)
        << session.message();
    // (The game shown was not opened from that link: the message does not say so.)
    EXPECT_EQ(session.message().find("opened from its link"), std::string::npos) << session.message();
    // An older link: refused.
    open("game1", "v=1&game=gomoku&size=15&rule=freestyle&moves=h8");
    EXPECT_EQ(moves_of(session), "h8i9g10");
    EXPECT_NE(session.message().find("it is older than the game this browser saw (1 move, against 3 here)"),
              std::string::npos)
        << session.message();
    // A move made for this side: refused.
    open("game1", "v=1&game=gomoku&size=15&rule=freestyle&moves=h8i9g10j7");
    EXPECT_EQ(moves_of(session), "h8i9g10");
    EXPECT_NE(session.message().find("its move 4 was played for you"), std::string::npos) << session.message();
}

TEST_F(SessionFriend, GamesSeenAreKeptListedAndReadBackApart) {
    open("aaaa", "v=1&game=gomoku&size=15&rule=freestyle&moves=h8");
    play("i9");
    seen.remember(session);
    open("bbbb", "v=1&game=connect4&size=7x6&moves=4");
    play("3");
    seen.remember(session);
    ASSERT_EQ(seen.games().size(), 2u);
    EXPECT_EQ(seen.games()[0].game.id, "bbbb");  // the newest first
    EXPECT_TRUE(core::format_record(seen.games()[1].record)
                    .ends_with("&game=gomoku&size=15&rule=freestyle&theme=basic&seed=0&moves=h8i9"));

    std::vector<std::string> notes;
    const FriendGames back = FriendGames::parse(seen.format() + "bad line\nzz 3 v=1\n", notes);
    EXPECT_EQ(back.format(), seen.format());
    EXPECT_EQ(notes.size(), 2u);

    // Opening the first game's id again shows it as seen, not the other, and
    // the list keeps its order.
    open("aaaa", "");
    EXPECT_EQ(session.current_config().game, core::GameKind::Gomoku);
    EXPECT_EQ(moves_of(session), "h8i9");
    EXPECT_TRUE(session.waiting_for_friend());
    EXPECT_EQ(seen.games()[0].game.id, "bbbb");
}

TEST_F(SessionFriend, TheOptionsCheckTheIdAndAFriendLinkWithoutOneStartsANewGame) {
    std::vector<std::string> warnings;
    PageOptions options = parse_page_options("mode=friend&friend=ab12cd", warnings);
    EXPECT_TRUE(warnings.empty());
    EXPECT_EQ(options.mode, Mode::Friend);
    EXPECT_EQ(options.friend_id, "ab12cd");
    for (const char* bad : {"friend=AB12", "friend=ab", "friend=a-b-c-d", "friend=abcdefghijklmnopq"}) {
        warnings.clear();
        EXPECT_FALSE(parse_page_options(bad, warnings).friend_id) << bad;
        EXPECT_EQ(warnings.size(), 1u) << bad;
    }
    // mode=friend with a record and no id: a new game by link from there,
    // the person to move in it.
    options = parse_page_options("mode=friend", warnings);
    apply_page_options(session, options, "#v=1&game=connect4&size=7x6&moves=44", warnings, &seen);
    EXPECT_EQ(session.seats().mode, Mode::Friend);
    EXPECT_TRUE(valid_friend_id(session.friend_game().id));
    EXPECT_EQ(session.friend_game().side, Side::First);
    EXPECT_EQ(moves_of(session), "44");
}

}  // namespace
}  // namespace lineup::app
