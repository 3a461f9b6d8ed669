// Swap and Swap2 in a session (app/session/session.hpp): the person and the computer
// each place, choose and play from the seat the opening gives them, in either
// seat; stones are refused while a choice is due; the game's record carries
// the choices; two people play an opening from a link.
#include <gtest/gtest.h>

#include <string>

#include "app/session/session.hpp"
#include "core/notation.hpp"
#include "core/record.hpp"
#include "manual_ai.hpp"

namespace lineup::app {
namespace {

using core::GameKind;
using core::Mode;
using core::Move;
using core::Opening;
using core::OpeningChoice;
using core::Side;

class SessionOpening : public testing::Test {
protected:
    void SetUp() override {
        session.choose_game(GameKind::Gomoku);
        session.choose_size(15, 15);
    }
    /// Lets the pending search finish and the session take its reply.
    void reply() {
        ASSERT_TRUE(ai.finish());
        session.update(1);
    }
    void play(const char* cell) { session.play(*core::parse_move(session.current_config(), cell)); }

    ManualAi ai;
    Session session{&ai, 7};
};

TEST_F(SessionOpening, ThePersonOpensAndTheComputerChoosesItsSide) {
    ASSERT_TRUE(session.choose_opening(Opening::Swap2));
    session.start(Mode::PvC);
    EXPECT_EQ(session.message(), "Opening: you place stone 1 of 3 (Black).");
    play("h8");
    EXPECT_TRUE(session.human_to_move());  // the opener places all three
    EXPECT_FALSE(ai.pending());
    play("i9");
    play("h10");
    ASSERT_EQ(session.board()->ply(), 3);
    EXPECT_TRUE(session.choice_due());
    EXPECT_FALSE(session.human_to_move());
    EXPECT_FALSE(session.can_hint());
    ASSERT_TRUE(ai.pending());
    reply();
    ASSERT_EQ(session.board()->choices().size(), 1u);
    const OpeningChoice chose = session.board()->choices()[0];
    EXPECT_NE(chose, OpeningChoice::PlaceTwo);  // the engine never places two more
    if (chose == OpeningChoice::Swap) {
        // The computer took the first side: the person, now second, plays the fourth stone.
        EXPECT_EQ(session.message(), "The computer swaps. You now play White \u2014 your move.");
        EXPECT_EQ(session.seats().human, Side::Second);
        EXPECT_TRUE(session.human_to_move());
        play("j8");
        EXPECT_EQ(session.board()->ply(), 4);
        EXPECT_TRUE(ai.pending());
    } else {
        EXPECT_EQ(session.message(), "The computer stays. You play Black. The computer is thinking\u2026");
        EXPECT_EQ(session.seats().human, Side::First);
        EXPECT_FALSE(session.human_to_move());
        reply();
        EXPECT_EQ(session.board()->ply(), 4);
        EXPECT_TRUE(session.human_to_move());
    }
    // Every address and request of the game carries the choice.
    EXPECT_NE(core::format_record(*session.board()).find("&choices="), std::string::npos);
}

TEST_F(SessionOpening, TheComputerOpensAndThePersonChooses) {
    ASSERT_TRUE(session.choose_opening(Opening::Swap2));
    session.choose_computer_first(true);
    session.start(Mode::PvC);
    for (int stone = 0; stone < 3; ++stone) {
        EXPECT_FALSE(session.human_to_move());
        reply();
    }
    ASSERT_EQ(session.board()->ply(), 3);
    EXPECT_TRUE(session.choice_due());
    EXPECT_TRUE(session.human_to_move());
    EXPECT_EQ(session.message(),
              "Your choice: swap (take Black), or stay White and play the next stone, or place two more stones.");
    // A stone now is refused: the choice comes first.
    play("a1");
    EXPECT_EQ(session.board()->ply(), 3);
    EXPECT_EQ(session.message(), "The opening waits for a choice: swap, stay and play on, or place two more.");
    session.choose(OpeningChoice::PlaceTwo);
    EXPECT_EQ(session.message(), "You place two more stones. Opening: you place stone 1 of 2 (White).");
    // The two more stones: the second player's, then the first's.
    const auto& cells = session.board()->cells();
    const char* mine[] = {"a1", "o15"};
    for (const char* cell : mine) {
        EXPECT_TRUE(session.human_to_move());
        play(cell);
    }
    ASSERT_EQ(session.board()->ply(), 5);
    (void)cells;
    // The computer chooses its side, as the opener.
    ASSERT_TRUE(ai.pending());
    reply();
    ASSERT_EQ(session.board()->choices().size(), 2u);
    // Whichever it chose, the sixth stone is the second side's and the right seat has it.
    const bool computer_second = session.seats().human == Side::First;
    EXPECT_EQ(session.human_to_move(), !computer_second);
    // Undo takes back to the person's last stone, with the computer's choice.
    ASSERT_TRUE(session.undo());
    EXPECT_EQ(session.board()->ply(), 4);
    EXPECT_EQ(session.board()->choices().size(), 1u);
    EXPECT_TRUE(session.human_to_move());
}

TEST_F(SessionOpening, TwoPeoplePlayAnOpeningFromALink) {
    auto record =
        core::parse_record("v=2&game=gomoku&size=15&rule=freestyle&opening=swap&theme=basic&seed=0&moves=h8i9h10");
    ASSERT_TRUE(record);
    session.start_from(*record, Mode::PvP);
    EXPECT_TRUE(session.choice_due());
    EXPECT_TRUE(session.human_to_move());
    session.choose(OpeningChoice::PlaceTwo);  // not offered in Swap
    EXPECT_EQ(session.message(), "Only swap or stay can be chosen now.");
    session.choose(OpeningChoice::Swap);
    EXPECT_EQ(session.message(), "Player 2 swaps and now plays Black. White's move.");
    EXPECT_TRUE(session.seats().swapped);
    play("j8");  // the fourth stone, White's: Player 1's now
    EXPECT_EQ(session.message(), "White: j8. Black's move.");
    session.choose(OpeningChoice::Stay);
    EXPECT_EQ(session.message(), "The opening asks for no choice now.");
    EXPECT_EQ(core::format_record(*session.board()),
              "v=2&game=gomoku&size=15&rule=freestyle&opening=swap&theme=basic&seed=0&choices=s&moves=h8i9h10j8");
}

}  // namespace
}  // namespace lineup::app
