// The embedding page's newGame and set (app/session/host_commands.hpp): a command is
// checked whole first, so a refusal names the problem and changes nothing;
// options not given stay as the board has them.
#include "app/session/host_commands.hpp"

#include <gtest/gtest.h>

#include <string>

#include "core/record.hpp"
#include "manual_ai.hpp"

namespace lineup::app {
namespace {

using core::GameKind;
using core::Mode;
using core::Move;

// The game, the setup, the display and the message, to compare before and after.
std::string snapshot(const Session& s, const DisplaySettings& d) {
    const core::GameConfig& c = s.config();
    return (s.board() ? core::format_record(*s.board()) : std::string("menu")) + "|" + std::to_string(c.cols) + "x" +
           std::to_string(c.rows) + "|" + std::string(core::to_string(c.game)) + "|" +
           std::to_string(static_cast<int>(s.mode())) + "|" + std::to_string(d.sound) + std::to_string(d.numbers) +
           "|" + std::to_string(static_cast<int>(s.language())) + "|" + s.message();
}

struct HostCommands : ::testing::Test {
    void SetUp() override {
        session.start(Mode::PvP);
        session.play(Move::column(3));
        session.play(Move::column(2));
    }
    ManualAi ai;
    Session session{&ai};
    DisplaySettings display;
};

TEST_F(HostCommands, BadOptionsAreRefusedWithTheReasonAndChangeNothing) {
    const std::string before = snapshot(session, display);
    const std::pair<const char*, const char*> cases[] = {
        {"colour=red", "unknown option 'colour'"},
        {"numbers=on&size=99", "no such board"},
        {"sound=on&size=huge", "'huge' is not a valid value of size"},
        {"level=master", "'master' is not a level of connect4"},
        {"rule=exact", "for Gomoku only"},
        {"host=https://example.org", "not for the host page to set"},
        {"view=replay", "not for the host page to set"},
        {"game=gomoku&pos=4453", "Connect 4 position"},
    };
    for (const auto& [query, reason] : cases) {
        for (const bool fresh : {true, false}) {
            const auto refusal = fresh ? host_new_game(session, display, query, {}) : host_set(session, display, query);
            ASSERT_TRUE(refusal) << query;
            EXPECT_NE(refusal->find(reason), std::string::npos) << query << ": " << *refusal;
            EXPECT_EQ(snapshot(session, display), before) << query;
        }
    }
}

TEST_F(HostCommands, ABadRecordIsRefusedAndChangesNothing) {
    const std::string before = snapshot(session, display);
    for (const char* bad : {"4444444", "hello", "h8 h8"}) {
        const auto refusal = host_new_game(session, display, "numbers=on", bad);
        ASSERT_TRUE(refusal) << bad;
        EXPECT_EQ(refusal->find("Lineup: the record cannot be read: "), 0u) << *refusal;
        EXPECT_EQ(snapshot(session, display), before) << bad;
    }
    const auto other = host_new_game(session, display, "game=connect4", "h8 i9");
    ASSERT_TRUE(other);
    EXPECT_NE(other->find("is a gomoku game, not connect4"), std::string::npos) << *other;
    EXPECT_TRUE(host_new_game(session, display, "pos=4453", "4453"));  // one or the other
    EXPECT_EQ(snapshot(session, display), before);
}

TEST_F(HostCommands, NewGameKeepsWhatIsNotGiven) {
    ASSERT_FALSE(host_new_game(session, display, "game=gomoku&size=19&rule=exact&numbers=on", {}));
    ASSERT_NE(session.board(), nullptr);
    EXPECT_EQ(session.board()->cols(), 19);
    EXPECT_EQ(session.board()->ply(), 0);
    EXPECT_EQ(session.board()->config().rule, core::Rule::Exact);
    EXPECT_TRUE(display.numbers);
    session.play(Move::at({9, 9}));
    // The same game again: the size and rule stay; the moves go.
    ASSERT_FALSE(host_new_game(session, display, "game=gomoku", {}));
    EXPECT_EQ(session.board()->cols(), 19);
    EXPECT_EQ(session.board()->config().rule, core::Rule::Exact);
    EXPECT_EQ(session.board()->ply(), 0);
    // A move list is read on that board.
    ASSERT_FALSE(host_new_game(session, display, "", "s19 a1"));
    EXPECT_EQ(session.board()->cols(), 19);
    EXPECT_EQ(session.board()->ply(), 2);
    EXPECT_EQ(session.seats().mode, Mode::PvP);
}

TEST_F(HostCommands, NewGameFromARecordAgainstTheComputerInEitherSeat) {
    // Gomoku, the second player to move and the person second: the computer waits.
    ASSERT_FALSE(host_new_game(session, display, "mode=pvc&first=computer&level=easy", "h8 h9 i8"));
    ASSERT_NE(session.board(), nullptr);
    EXPECT_EQ(session.board()->game(), GameKind::Gomoku);
    EXPECT_EQ(session.board()->ply(), 3);
    EXPECT_EQ(session.seats().mode, Mode::PvC);
    EXPECT_EQ(session.seats().human, core::Side::Second);
    EXPECT_FALSE(ai.pending());
    // The person first, the computer to move: it is asked at once.
    ASSERT_FALSE(host_new_game(session, display, "first=human", "h8"));
    EXPECT_EQ(session.seats().human, core::Side::First);
    EXPECT_TRUE(ai.pending());
}

TEST_F(HostCommands, SetAppliesToTheGameOnUnlessItShapesTheGame) {
    const std::string record = core::format_record(*session.board());
    ASSERT_FALSE(host_set(session, display, "lang=zh&sound=on&numbers=on&c4level=hard&analysis=on"));
    EXPECT_EQ(core::format_record(*session.board()), record);  // the game goes on
    EXPECT_EQ(session.language(), text::Language::Chinese);
    EXPECT_TRUE(display.sound);
    EXPECT_TRUE(display.numbers);
    EXPECT_TRUE(session.analysis_on());
    EXPECT_EQ(session.level(GameKind::Connect4), ai::Level::Hard);
    // The size shapes the game: a new one, with the settings kept.
    ASSERT_FALSE(host_set(session, display, "size=8x7"));
    EXPECT_EQ(session.board()->cols(), 8);
    EXPECT_EQ(session.board()->ply(), 0);
    EXPECT_EQ(session.language(), text::Language::Chinese);
    EXPECT_TRUE(display.numbers);
}

}  // namespace
}  // namespace lineup::app
