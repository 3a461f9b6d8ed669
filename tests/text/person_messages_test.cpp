// The words addressed to the person (text/person_messages.hpp), in both
// languages: "you" against the computer and by link, colours between two
// players, the side taken after a Swap2 swap, and the end of a game.
#include <gtest/gtest.h>

#include <string>

#include "core/notation.hpp"
#include "core/rng.hpp"
#include "test_support.hpp"
#include "text/person_messages.hpp"

namespace lineup::text {
namespace {

using core::Board;
using core::Mode;
using core::OpeningChoice;
using core::Seat;
using core::Seats;
using core::Side;
using core::test::connect4;
using core::test::play_all;

const Language zh = Language::Chinese;

Board c4_after(const char* moves) {
    return play_all(core::default_config(core::GameKind::Connect4, core::Theme::Basic, 7, 6), moves);
}

TEST(PersonMessages, VsTheComputerThePersonIsYou) {
    const Seats red{Mode::PvC, Side::First};
    const Seats yellow{Mode::PvC, Side::Second};
    const Board start = connect4();
    EXPECT_EQ(msg_game_started(red, start, Language::English), "You're Red \u2014 your move.");
    EXPECT_EQ(msg_game_started(red, start, zh), "你执红方——轮到你。");
    EXPECT_EQ(msg_game_started(yellow, start, Language::English), "You're Yellow. The computer is thinking\u2026");
    EXPECT_EQ(msg_game_started(yellow, start, zh), "你执黄方。电脑思考中…");
    const Board one = c4_after("4");
    EXPECT_EQ(msg_after_play(red, one, Language::English), "You: column 4. The computer is thinking\u2026");
    EXPECT_EQ(msg_after_play(red, one, zh), "你：第 4 列。电脑思考中…");
    EXPECT_EQ(msg_after_play(yellow, one, Language::English), "Computer: column 4. You're Yellow \u2014 your move.");
    EXPECT_EQ(msg_after_play(yellow, one, zh), "电脑：第 4 列。你执黄方——轮到你。");
    EXPECT_EQ(msg_your_side(red, start.config(), Language::English), "You play Red");
    EXPECT_EQ(msg_your_side(yellow, start.config(), zh), "你执黄方");
}

TEST(PersonMessages, BetweenTwoPlayersSidesGoByColour) {
    const Seats pvp{Mode::PvP, Side::First};
    EXPECT_EQ(msg_game_started(pvp, connect4(), Language::English), "Two players. Red's move.");
    EXPECT_EQ(msg_game_started(pvp, connect4(), zh), "双人对战。轮到红方。");
    const Board two = c4_after("43");
    EXPECT_EQ(msg_after_play(pvp, two, Language::English), "Yellow: column 3. Red's move.");
    EXPECT_EQ(msg_after_play(pvp, two, zh), "黄方：第 3 列。轮到红方。");
    EXPECT_EQ(msg_your_side(pvp, two.config(), Language::English), "");
    // The theme's colours, and Gomoku's Black first.
    core::GameConfig rock = core::default_config(core::GameKind::Connect4, core::Theme::Rock, 7, 6, 3);
    EXPECT_EQ(msg_turn(pvp, Board(rock), Language::English), "Red's move.");
    EXPECT_EQ(msg_turn(Seats{Mode::PvC, Side::Second}, Board(rock), Language::English),
              "The computer is thinking\u2026");
    const Board gomoku = core::test::gomoku(15);
    EXPECT_EQ(msg_turn(pvp, gomoku, Language::English), "Black's move.");
    EXPECT_EQ(msg_turn(Seats{Mode::PvC, Side::First}, gomoku, zh), "你执黑方——轮到你。");
}

TEST(PersonMessages, ByLinkThePersonIsYouAndTheOtherYourFriend) {
    const Seats mine{Mode::Friend, Side::First};
    const Board one = c4_after("4");
    EXPECT_EQ(msg_after_play(mine, one, Language::English), "You: column 4. It's your friend's move.");
    EXPECT_EQ(msg_after_play(Seats{Mode::Friend, Side::Second}, one, Language::English),
              "Friend: column 4. You're Yellow \u2014 your move.");
    EXPECT_EQ(msg_after_play(mine, one, zh), "你：第 4 列。现在轮到好友。");
    EXPECT_EQ(msg_your_side(mine, one.config(), Language::English), "You play Red");
}

TEST(PersonMessages, TheEndOfAGameWinLoseDraw) {
    const Board won = c4_after("1212121");  // Red's four in column 1
    ASSERT_EQ(won.status(), core::Status::Won);
    const Seats red{Mode::PvC, Side::First}, yellow{Mode::PvC, Side::Second};
    EXPECT_EQ(msg_after_play(red, won, Language::English), "You win!");
    EXPECT_EQ(msg_after_play(red, won, zh), "你赢了！");
    EXPECT_EQ(msg_after_play(yellow, won, Language::English), "You lose.");
    EXPECT_EQ(msg_after_play(yellow, won, zh), "你输了。");
    EXPECT_EQ(msg_game_result(Seats{Mode::Friend, Side::Second}, won, Language::English), "You lose.");
    EXPECT_EQ(msg_game_result(Seats{Mode::PvP, Side::First}, won, Language::English), "Red wins!");
    EXPECT_EQ(msg_game_result(Seats{Mode::PvP, Side::First}, won, zh), "红方获胜！");
    EXPECT_EQ(msg_turn(red, won, Language::English), "");
    // A draw: random games on a small board until one fills it without a four.
    core::Rng rng(5);
    Board draw = connect4(4, 4);
    for (int tries = 0; tries < 2000 && draw.status() != core::Status::Draw; ++tries) {
        draw = connect4(4, 4);
        core::test::play_random(draw, rng, 16);
    }
    ASSERT_EQ(draw.status(), core::Status::Draw);
    EXPECT_EQ(msg_after_play(red, draw, Language::English), "Draw.");
    EXPECT_EQ(msg_after_play(Seats{Mode::PvP, Side::First}, draw, zh), "平局。");
    // The page's names for a summary.
    EXPECT_EQ(player_called(yellow, won.config(), Side::First, Language::English), "Computer");
    EXPECT_EQ(player_called(yellow, won.config(), Side::Second, zh), "你");
    EXPECT_EQ(player_called(Seats{}, won.config(), Side::Second, Language::English), "Yellow");
}

Board swap2_after(const char* cells) {
    core::GameConfig config = core::default_config(core::GameKind::Gomoku, core::Theme::Basic, 15, 15, 0);
    config.opening = core::Opening::Swap2;
    Board board(config);
    const auto moves = core::parse_moves(config, cells);
    for (core::Move m : *moves) EXPECT_FALSE(board.play(m));
    return board;
}

TEST(PersonMessages, ASwap2ChoiceSaysTheSideThePersonNowPlays) {
    // The person opened (three stones); the computer chooses.
    const Seats opener{Mode::PvC, Side::First};
    Board three = swap2_after("h8i9h10");
    EXPECT_EQ(msg_turn(opener, three, Language::English), "Now the computer chooses a side\u2026");
    Board swapped = three;
    ASSERT_FALSE(swapped.choose(OpeningChoice::Swap));
    const Seats after_swap = opener.after(swapped.choices());
    ASSERT_EQ(after_swap.human, Side::Second);
    core::MatchEvent event;
    event.kind = core::MatchEvent::Kind::Chose;
    event.choice = OpeningChoice::Swap;
    event.seat = Seat::Other;
    EXPECT_EQ(msg_play_event(after_swap, swapped, event, Language::English),
              "The computer swaps. You now play White \u2014 your move.");
    EXPECT_EQ(msg_play_event(after_swap, swapped, event, zh), "电脑选择交换。你现在执白方——轮到你。");
    EXPECT_EQ(msg_your_side(after_swap, swapped.config(), Language::English), "You play White");
    // The computer opened; the person chooses, then swaps to Black.
    const Seats other{Mode::PvC, Side::Second};
    EXPECT_EQ(msg_turn(other, three, Language::English),
              "Your choice: swap (take Black), or stay White and play the next stone, or place two more stones.");
    EXPECT_EQ(msg_turn(other, three, zh), "请你选择：交换（改执黑），不交换（继续执白并下下一手），或再放两子。");
    const Seats mine_swapped = other.after(swapped.choices());
    ASSERT_EQ(mine_swapped.human, Side::First);
    event.seat = Seat::Other;
    EXPECT_EQ(msg_play_event(mine_swapped, swapped, event, Language::English),
              "You swap. You now play Black. The computer is thinking\u2026");
    EXPECT_EQ(msg_play_event(mine_swapped, swapped, event, zh), "你选择交换。你现在执黑方。电脑思考中…");
    // Two players keep their seats' names for the opening.
    EXPECT_EQ(msg_play_event(Seats{}.after(swapped.choices()), swapped, event, Language::English),
              "Player 2 swaps and now plays Black. White's move.");
}

}  // namespace
}  // namespace lineup::text
