// Match and Player: the non-blocking turn protocol, refused moves asked again,
// undo/redo by turns, and the wording of every event (text/messages.hpp).
#include <gtest/gtest.h>

#include <deque>

#include "core/match.hpp"
#include "test_support.hpp"
#include "text/messages.hpp"

namespace lineup::core {
namespace {

using namespace lineup::text;

// What the message area shows for an event (the match reports facts).
std::string said(const Match& match, const MatchEvent& event) { return msg_event(match.seats(), match.board(), event); }

// A scripted player that records what the match tells it.
class ScriptedPlayer final : public Player {
public:
    explicit ScriptedPlayer(std::deque<Move> moves, int think_polls = 0)
        : moves_(std::move(moves)), think_polls_(think_polls) {}
    void start_turn(const Board&) override {
        ++turns;
        polls_left_ = think_polls_;
    }
    std::optional<Move> poll() override {
        if (polls_left_-- > 0 || moves_.empty()) return std::nullopt;  // still thinking
        Move m = moves_.front();
        moves_.pop_front();
        return m;
    }
    void opponent_moved(const Board&, Move move) override { seen.push_back(move); }
    void game_over(Side winner) override { result = winner; }
    void reset() override { ++resets; }

    int turns = 0;
    int resets = 0;
    std::vector<Move> seen;
    std::optional<Side> result;

private:
    std::deque<Move> moves_;
    int think_polls_;
    int polls_left_ = 0;
};

TEST(Match, PlayersAreAskedInTurnToldTheMovesAndTheResult) {
    ScriptedPlayer red({Move::column(0), Move::column(1), Move::column(2), Move::column(3)}, 2);
    ScriptedPlayer yellow({Move::column(0), Move::column(1), Move::column(2)});
    Match match(test::connect4(), Seats{Mode::CvC, Side::First}, red, yellow);
    std::vector<std::string> messages;
    for (int frame = 0; frame < 100 && !match.over(); ++frame) {
        if (auto event = match.update()) messages.push_back(said(match, *event));
    }
    ASSERT_TRUE(match.over());
    EXPECT_EQ(match.board().winner(), Side::First);
    EXPECT_EQ(red.turns, 4);
    EXPECT_EQ(yellow.turns, 3);
    EXPECT_EQ(yellow.seen.size(), 4u);
    EXPECT_EQ(red.seen.size(), 3u);
    EXPECT_EQ(red.result, Side::First);
    EXPECT_EQ(yellow.result, Side::First);
    ASSERT_EQ(messages.size(), 7u);
    EXPECT_EQ(messages[0], "Computer 1 goes in column 1  It's Computer 2's turn.");
    EXPECT_EQ(messages[1], "Computer 2 goes in column 1  It's Computer 1's turn.");
    EXPECT_EQ(messages.back(), "Computer 1 wins!");
    EXPECT_FALSE(match.update());  // nothing happens after the end
}

TEST(Match, NothingHappensWhileAPlayerThinks) {
    ScriptedPlayer slow({Move::column(3)}, 5);
    HumanPlayer other;
    Match match(test::connect4(), Seats{Mode::PvC, Side::Second}, slow, other);
    for (int i = 0; i < 5; ++i) EXPECT_FALSE(match.update());
    auto event = match.update();
    ASSERT_TRUE(event);
    EXPECT_EQ(said(match, *event), "Computer goes in column 4  It's Player's turn.");
}

TEST(Match, ARefusedMoveIsReportedAndTheSamePlayerIsAskedAgain) {
    HumanPlayer red, yellow;
    Match match(test::gomoku(), Seats{}, red, yellow);
    EXPECT_FALSE(match.update());
    ASSERT_TRUE(red.submit(Move::at({6, 6})));
    auto first = match.update();
    ASSERT_TRUE(first);
    EXPECT_EQ(said(match, *first), "Player 1 goes g7  It's Player 2's turn.");
    EXPECT_FALSE(red.submit(Move::at({0, 0})));  // not red's turn: ignored
    EXPECT_FALSE(match.update());
    ASSERT_TRUE(yellow.submit(Move::at({6, 6})));
    auto refused = match.update();
    ASSERT_TRUE(refused);
    EXPECT_EQ(refused->kind, MatchEvent::Kind::Refused);
    EXPECT_EQ(said(match, *refused), "g7 is already taken.");
    EXPECT_EQ(match.board().ply(), 1);
    EXPECT_TRUE(yellow.waiting());  // asked again
}

TEST(Match, UndoVsComputerTakesBackTheReplyAndThePersonsMove) {
    HumanPlayer person;
    ScriptedPlayer computer({Move::column(5), Move::column(5)});
    Match match(test::connect4(), Seats{Mode::PvC, Side::First}, person, computer);
    match.update();
    person.submit(Move::column(3));
    match.update();  // person's move
    match.update();  // computer starts and answers
    match.update();
    ASSERT_EQ(match.board().ply(), 2);
    ASSERT_TRUE(match.undo());
    EXPECT_EQ(match.board().ply(), 0);
    EXPECT_EQ(match.board().to_move(), Side::First);
    ASSERT_TRUE(match.redo());
    EXPECT_EQ(match.board().ply(), 2);
    EXPECT_FALSE(match.redo());
}

TEST(Match, UndoWhileTheComputerThinksCancelsItsTurn) {
    HumanPlayer person;
    ScriptedPlayer computer({Move::column(5)}, 100);
    Match match(test::connect4(), Seats{Mode::PvC, Side::First}, person, computer);
    match.update();
    person.submit(Move::column(3));
    match.update();
    match.update();  // the computer starts thinking
    ASSERT_EQ(computer.turns, 1);
    ASSERT_TRUE(match.undo());
    EXPECT_GE(computer.resets, 1);
    EXPECT_EQ(match.board().ply(), 0);
    EXPECT_FALSE(match.update());  // the person's turn starts again
    EXPECT_TRUE(person.waiting());
}

TEST(Messages, TheSeedsWordsWithThemeColours) {
    const GameConfig go = default_config(GameKind::Gomoku);
    EXPECT_EQ(msg_choose_mode(), "Choose a game mode.");
    EXPECT_EQ(msg_restart(), "Game restart. Choose a game mode.");
    EXPECT_EQ(msg_started(Seats{Mode::PvP}, go), "Player vs player. Game started! Black turn.");
    EXPECT_EQ(msg_started(Seats{Mode::PvC}, go), "Player vs computer. Game started! Black turn.");
    EXPECT_EQ(msg_started(Seats{Mode::PvP}, default_config(GameKind::Gomoku, Theme::Rock)),
              "Player vs player. Game started! Red turn.");
    EXPECT_EQ(msg_started(Seats{Mode::PvP}, default_config(GameKind::Gomoku, Theme::Bubble)),
              "Player vs player. Game started! Green turn.");
    EXPECT_EQ(msg_started(Seats{Mode::CvC}, default_config(GameKind::Connect4)),
              "Computer vs computer. Game started! Red turn.");
    EXPECT_EQ(msg_moved(Seats{Mode::PvP}, go, Side::First, {7, 5}), "Player 1 goes h6  It's Player 2's turn.");
    EXPECT_EQ(msg_moved(Seats{Mode::PvC}, default_config(GameKind::Connect4), Side::Second, {0, 0}),
              "Computer goes in column 1  It's Player's turn.");
    // Gomoku: Black moves first, White second (黑 and 白 in Chinese).
    EXPECT_EQ(colour_name(GameKind::Gomoku, Theme::Basic, Side::First), "Black");
    EXPECT_EQ(colour_name(GameKind::Gomoku, Theme::Basic, Side::Second), "White");
    EXPECT_EQ(colour_name(GameKind::Gomoku, Theme::Basic, Side::First, Language::Chinese), "黑");
    EXPECT_EQ(colour_name(GameKind::Gomoku, Theme::Basic, Side::Second, Language::Chinese), "白");
    EXPECT_EQ(colour_name(GameKind::Connect4, Theme::Basic, Side::Second), "Yellow");
    EXPECT_EQ(colour_name(GameKind::Connect4, Theme::Rock, Side::Second), "Blue");
}

TEST(Messages, ResultsPerMode) {
    Board won = test::play_all(default_config(GameKind::Connect4), "1122334");
    EXPECT_EQ(msg_result(Seats{Mode::PvP}, won), "Player 1 wins!");
    EXPECT_EQ(msg_result(Seats{Mode::PvC, Side::First}, won), "Player wins!");
    EXPECT_EQ(msg_result(Seats{Mode::PvC, Side::Second}, won), "Computer wins!");
    Board drawn = test::play_all(default_config(GameKind::Connect4), "547125662261271266215743771576315353334444");
    EXPECT_EQ(msg_result(Seats{Mode::PvP}, drawn), "It's a draw.");
    Board playing = test::connect4();
    EXPECT_EQ(msg_result(Seats{}, playing), "");
    GameConfig bubble = default_config(GameKind::Gomoku, Theme::Bubble, 13, 13, 4);
    bubble.counts.bubble_win = 3;
    Board bubbles = test::play_all(bubble, "a1g8a3h8");
    EXPECT_EQ(msg_result(Seats{Mode::PvP}, bubbles), "Player 2 wins! (3 bubbles)");
}

TEST(Messages, EveryRefusalHasAClearSentence) {
    const GameConfig c4 = default_config(GameKind::Connect4);
    const GameConfig go = default_config(GameKind::Gomoku);
    EXPECT_EQ(describe(MoveError::ColumnFull, c4, Move::column(2)), "Column 3 is full.");
    EXPECT_EQ(describe(MoveError::OutsideBoard, c4, Move::column(8)), "Column 9 is outside the board (columns 1-7).");
    EXPECT_EQ(describe(MoveError::Occupied, go, Move::at({7, 7})), "h8 is already taken.");
    EXPECT_EQ(describe(MoveError::Rock, go, Move::at({0, 0})), "A rock is on a1: nobody can play there.");
    EXPECT_EQ(describe(MoveError::OutsideBoard, go, Move::at({13, 0})), "n1 is outside the board.");
    EXPECT_EQ(describe(MoveError::GameOver, go, Move{}), "The game is over. Play again starts a new one.");
}

}  // namespace
}  // namespace lineup::core
