// The Swap openings on a board and in a match (core/board.hpp, core/match.hpp):
// stones are refused while a choice is due and choices where none is; undo
// and redo carry the choices with their stones; a record of the board reads
// back the same game; a match gives each stone and choice to the player of
// the seat the opening names, and its seats follow the swaps.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "core/match.hpp"
#include "core/notation.hpp"
#include "core/record.hpp"

namespace lineup::core {
namespace {

GameConfig gomoku(Opening opening) {
    GameConfig config = default_config(GameKind::Gomoku, Theme::Basic, 15, 15, 0);
    config.opening = opening;
    return config;
}

void play_all(Board& board, const char* cells) {
    auto moves = parse_moves(board.config(), cells);
    ASSERT_TRUE(moves) << cells;
    for (Move m : *moves) ASSERT_FALSE(board.play(m)) << format_move(board.config(), m);
}

TEST(OpeningBoard, StonesWaitForTheChoiceAndChoicesForTheirTurn) {
    Board board(gomoku(Opening::Swap2));
    EXPECT_EQ(board.choose(OpeningChoice::Swap), MoveError::NoChoiceDue);
    play_all(board, "h8i9h10");
    EXPECT_EQ(board.opening_step().kind, OpeningStep::Kind::Choose);
    EXPECT_EQ(board.opening_step().seat, Seat::Other);
    EXPECT_EQ(board.play(Move::at({3, 3})), MoveError::ChoiceDue);
    EXPECT_EQ(board.ply(), 3);
    ASSERT_FALSE(board.choose(OpeningChoice::PlaceTwo));
    EXPECT_EQ(board.opening_step(), (OpeningStep{OpeningStep::Kind::Place, Seat::Other, false}));
    play_all(board, "j8g9");
    // The opener's choice: swap or stay only.
    EXPECT_EQ(board.choose(OpeningChoice::PlaceTwo), MoveError::NoPlaceTwo);
    ASSERT_FALSE(board.choose(OpeningChoice::Swap));
    EXPECT_EQ(format_choices(board.choices()), "ts");
    // The opener took the second side: it plays the sixth stone.
    EXPECT_EQ(board.opening_step(), (OpeningStep{OpeningStep::Kind::Play, Seat::Opener, false}));
    EXPECT_EQ(board.choose(OpeningChoice::Stay), MoveError::NoChoiceDue);

    Board swap(gomoku(Opening::Swap));
    play_all(swap, "h8i9h10");
    EXPECT_EQ(swap.choose(OpeningChoice::PlaceTwo), MoveError::NoPlaceTwo);
    EXPECT_TRUE(swap.choices().empty());
}

TEST(OpeningBoard, UndoAndRedoCarryTheChoicesWithTheirStones) {
    Board board(gomoku(Opening::Swap2));
    play_all(board, "h8i9h10");
    ASSERT_FALSE(board.choose(OpeningChoice::PlaceTwo));
    play_all(board, "j8g9");
    ASSERT_FALSE(board.choose(OpeningChoice::Stay));
    play_all(board, "k7");
    ASSERT_TRUE(board.undo());  // k7: both choices stay
    EXPECT_EQ(format_choices(board.choices()), "tp");
    ASSERT_TRUE(board.undo());  // g9: the choice made at five stones goes
    EXPECT_EQ(format_choices(board.choices()), "t");
    ASSERT_TRUE(board.undo());
    ASSERT_TRUE(board.undo());  // h10: the first choice goes too
    EXPECT_TRUE(board.choices().empty());
    EXPECT_EQ(format_choices(board.all_choices()), "tp");
    while (board.redo()) {
    }
    EXPECT_EQ(board.ply(), 6);
    EXPECT_EQ(format_choices(board.choices()), "tp");
    // A new choice after undo clears what redo kept.
    ASSERT_TRUE(board.undo());
    ASSERT_TRUE(board.undo());
    ASSERT_TRUE(board.undo());  // back to three stones: "t" made there stays
    EXPECT_EQ(format_choices(board.choices()), "t");
    while (board.undo()) {
    }
    play_all(board, "h8i9h10");
    ASSERT_FALSE(board.choose(OpeningChoice::Swap));
    EXPECT_FALSE(board.can_redo());
    EXPECT_EQ(format_choices(board.all_choices()), "s");
}

TEST(OpeningBoard, ARecordOfTheBoardReadsBackTheSameGame) {
    Board board(gomoku(Opening::Swap2));
    play_all(board, "h8i9h10");
    ASSERT_FALSE(board.choose(OpeningChoice::PlaceTwo));
    play_all(board, "j8g9");
    ASSERT_FALSE(board.choose(OpeningChoice::Swap));
    play_all(board, "k7");
    const std::string text = format_record(board);
    EXPECT_EQ(text,
              "v=2&game=gomoku&size=15&rule=freestyle&opening=swap2&theme=basic&seed=0&choices=ts&moves=h8i9h10j8g9k7");
    auto record = parse_record(text);
    ASSERT_TRUE(record) << text;
    EXPECT_EQ(replay(*record), board);
    // A choice due and made with no stone after it reads back too.
    Board chosen(gomoku(Opening::Swap));
    play_all(chosen, "h8i9h10");
    ASSERT_FALSE(chosen.choose(OpeningChoice::Stay));
    auto again = parse_record(format_record(chosen));
    ASSERT_TRUE(again);
    EXPECT_EQ(replay(*again), chosen);
    // The position the engines search: the same stones, the standard opening.
    const GameRecord position = position_of(record_of(board));
    EXPECT_EQ(position.config.opening, Opening::Standard);
    EXPECT_TRUE(position.choices.empty());
    const Board searched = replay(position);
    const auto a = searched.cells(), b = board.cells();
    EXPECT_TRUE(std::equal(a.begin(), a.end(), b.begin(), b.end()));
    EXPECT_EQ(searched.to_move(), board.to_move());
}

// A player that plays the cells and choices it is given, in turn.
class Scripted final : public Player {
public:
    std::vector<Move> moves;
    std::vector<OpeningChoice> choices;
    int turns = 0;
    void start_turn(const Board&) override { ++turns; }
    std::optional<Move> poll() override {
        if (moves.empty()) return std::nullopt;
        Move m = moves.front();
        moves.erase(moves.begin());
        return m;
    }
    std::optional<OpeningChoice> poll_choice() override {
        if (choices.empty()) return std::nullopt;
        OpeningChoice c = choices.front();
        choices.erase(choices.begin());
        return c;
    }
    void reset() override {}
};

TEST(OpeningBoard, AMatchAsksTheSeatTheOpeningNames) {
    const GameConfig config = gomoku(Opening::Swap2);
    Scripted opener, other;
    opener.moves = *parse_moves(config, "h8i9h10");
    other.choices = {OpeningChoice::PlaceTwo};
    other.moves = *parse_moves(config, "j8g9");
    opener.choices = {OpeningChoice::Swap};
    opener.moves.push_back(Move::at({10, 6}));  // k7, the sixth stone: the opener now plays second
    other.moves.push_back(Move::at({3, 3}));    // d4, the seventh: the other now plays first
    Match match(Board(config), Seats{Mode::PvC, Side::First}, opener, other);
    std::vector<MatchEvent> events;
    for (int i = 0; i < 20 && match.board().ply() < 7; ++i) {
        if (auto e = match.update()) events.push_back(*e);
    }
    ASSERT_EQ(match.board().ply(), 7);
    ASSERT_EQ(events.size(), 9u);
    EXPECT_EQ(events[3].kind, MatchEvent::Kind::Chose);
    EXPECT_EQ(events[3].seat, Seat::Other);
    EXPECT_EQ(events[3].choice, OpeningChoice::PlaceTwo);
    EXPECT_EQ(events[6].kind, MatchEvent::Kind::Chose);
    EXPECT_EQ(events[6].seat, Seat::Opener);
    EXPECT_EQ(events[7].side, Side::Second);  // k7, by the opener
    EXPECT_EQ(events[7].seat, Seat::Opener);
    EXPECT_EQ(events[8].side, Side::First);  // d4, by the other
    // The person opened and swapped: they play the second side now.
    EXPECT_TRUE(match.seats().swapped);
    EXPECT_EQ(match.seats().human, Side::Second);
    EXPECT_FALSE(match.seats().is_computer(Side::Second));
    EXPECT_TRUE(match.seats().is_computer(Side::First));
}

}  // namespace
}  // namespace lineup::core
