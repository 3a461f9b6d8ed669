// Records in other programs' formats (core/interchange.hpp): Connect 4 digit
// strings, Gomoku move lists and Piskvork's PSQ files, in and out. Every
// format round-trips; a bad record is refused with the problem and its line,
// and never half-read.
#include <gtest/gtest.h>

#include <string>

#include "core/board.hpp"
#include "core/interchange.hpp"
#include "core/rng.hpp"
#include "text/errors.hpp"

namespace lineup::core {
namespace {

GameRecord read(std::string_view text, RecordFormat* format = nullptr) {
    auto record = import_record(text, {}, format);
    EXPECT_TRUE(record) << text << ": " << (record ? "" : text::describe(record.error()));
    return record ? *record : GameRecord{};
}

Error refused(std::string_view text) {
    auto record = import_record(text);
    EXPECT_FALSE(record) << text;
    return record ? Error{} : record.error();
}

TEST(Interchange, ReadsEachFormatAndSaysWhichItWas) {
    RecordFormat f{};
    GameRecord digits = read(" 4453\n", &f);
    EXPECT_EQ(f, RecordFormat::Digits);
    EXPECT_EQ(digits.config.game, GameKind::Connect4);
    EXPECT_EQ(digits.config.cols, 7);
    ASSERT_EQ(digits.moves.size(), 4u);
    EXPECT_EQ(digits.moves[3], Move::column(2));

    GameRecord solver_site = read("https://connect4.gamesolver.org/?pos=4453&lang=en", &f);
    EXPECT_EQ(f, RecordFormat::Digits);
    EXPECT_EQ(solver_site, digits);

    GameRecord moves = read("h8 i9, j10;\nh9", &f);
    EXPECT_EQ(f, RecordFormat::Moves);
    EXPECT_EQ(moves.config.game, GameKind::Gomoku);
    ASSERT_EQ(moves.moves.size(), 4u);
    EXPECT_EQ(moves.moves[0], Move::at({7, 7}));
    EXPECT_EQ(moves.moves[2], Move::at({9, 9}));
    EXPECT_EQ(read("h8i9j10h9"), moves);

    // Piskvork: x from the left, y from the top, 1-based; its trailer ignored.
    GameRecord psq = read(
        "Piskvorky 15x15, 11:11, "
        "0\r\n8,8,0\r\n9,7,1500\r\n10,6,-3\r\n8,7,0\r\npbrain-a.exe\r\npbrain-b.exe\r\n-1\r\n1,Freestyle\r\n",
        &f);
    EXPECT_EQ(f, RecordFormat::Psq);
    EXPECT_EQ(psq, moves);

    GameRecord link = read("https://example.org/lineup/?mode=pvc#v=1&game=gomoku&size=15&moves=h8i9j10h9", &f);
    EXPECT_EQ(f, RecordFormat::Link);
    EXPECT_EQ(link.moves, moves.moves);
    EXPECT_EQ(read("v=1&game=connect4&size=7x6&moves=4453"), digits);
}

TEST(Interchange, SizesComeFromTheFileOrTheBoardsGiven) {
    ImportBoards boards;
    boards.connect4 = default_config(GameKind::Connect4, Theme::Basic, 9, 7);
    boards.gomoku = default_config(GameKind::Gomoku, Theme::Basic, 19, 19);
    auto digits = import_record("999", boards);
    ASSERT_TRUE(digits);
    EXPECT_EQ(digits->config.cols, 9);
    auto moves = import_record("s19 a1", boards);
    ASSERT_TRUE(moves);
    EXPECT_EQ(moves->moves[0], Move::at({18, 18}));
    auto psq = import_record("Piskvorky 13x13, 11:11, 0\n1,1,0\n13,13,0\n");
    ASSERT_TRUE(psq);
    EXPECT_EQ(psq->config.cols, 13);
    EXPECT_EQ(psq->moves[0], Move::at({0, 12}));  // top left: a13
}

TEST(Interchange, EveryFormatRoundTrips) {
    Rng rng(5);
    for (int game = 0; game < 60; ++game) {
        const bool c4 = game % 2 == 0;
        Board board(default_config(c4 ? GameKind::Connect4 : GameKind::Gomoku));
        const int length = static_cast<int>(rng.next() % 40);
        while (board.ply() < length && board.status() == Status::Playing) {
            const int col = static_cast<int>(rng.next() % static_cast<std::uint64_t>(board.cols()));
            const int row = static_cast<int>(rng.next() % static_cast<std::uint64_t>(board.rows()));
            board.play(c4 ? Move::column(col) : Move::at({col, row}));
        }
        const GameRecord record{board.config(), board.moves()};
        for (RecordFormat f : {RecordFormat::Link, RecordFormat::Digits, RecordFormat::Moves, RecordFormat::Psq}) {
            if (!can_export(record, f)) continue;
            const std::string text = export_record(record, f);
            RecordFormat seen{};
            ImportBoards boards;  // a move list does not carry its board's size
            (c4 ? boards.connect4 : boards.gomoku) = record.config;
            auto back = import_record(text, boards, &seen);
            if (record.moves.empty() && f != RecordFormat::Link && f != RecordFormat::Psq) {
                EXPECT_FALSE(back) << "an empty move list is no record";
                continue;
            }
            ASSERT_TRUE(back) << text << ": " << text::describe(back.error());
            EXPECT_EQ(seen, f) << text;
            EXPECT_EQ(back->moves, record.moves) << text;
            EXPECT_EQ(back->config.cols, record.config.cols) << text;
        }
    }
}

TEST(Interchange, OnlyBasicGamesLeaveAsDigitsMovesOrPsq) {
    GameRecord rock{default_config(GameKind::Connect4, Theme::Rock, 0, 0, 3), {}};
    EXPECT_FALSE(can_export(rock, RecordFormat::Digits));
    EXPECT_TRUE(can_export(rock, RecordFormat::Link));
    GameRecord gomoku{default_config(GameKind::Gomoku, Theme::Basic, 15, 15), {Move::at({7, 7})}};
    EXPECT_FALSE(can_export(gomoku, RecordFormat::Digits));
    EXPECT_TRUE(can_export(gomoku, RecordFormat::Psq));
    EXPECT_EQ(export_record(gomoku, RecordFormat::Psq), "Piskvorky 15x15, 11:11, 0\n8,8,0\n");
    EXPECT_EQ(export_record(gomoku, RecordFormat::Moves), "h8");
}

TEST(Interchange, BadRecordsNameTheLineAndTheProblem) {
    EXPECT_EQ(refused("   ").problem, Problem::EmptyRecord);
    EXPECT_EQ(text::describe(refused("#!? hello")),
              "'#!? hello' is not a record Lineup reads (a link, Connect 4 digits like 4453, Gomoku moves like h8 i9, "
              "or a PSQ file)");
    // Connect 4: a full column, a column off the board.
    EXPECT_EQ(text::describe(refused("4444444")), "Move 7 (4): Column 4 is full.");
    EXPECT_EQ(refused("48").problem, Problem::ColumnOutside);
    // A move after the game was won.
    EXPECT_EQ(refused("12121212").problem, Problem::IllegalMove);
    EXPECT_TRUE(import_record("1212121"));  // the last move wins: a whole game
    // Gomoku: an occupied cell, on the line it is written.
    EXPECT_EQ(text::describe(refused("h8 i9\nh8")), "Line 2: Move 3 (h8): h8 is already taken.");
    EXPECT_EQ(text::describe(refused("h8 z99")), "'z99' is outside the 15x15 board");
    // PSQ: the header, a move off the board, a broken line among the moves.
    EXPECT_EQ(text::describe(refused("Piskvorky, 11:11, 0\n8,8,0")),
              "Line 1: 'Piskvorky, 11:11, 0' is not a PSQ header like 'Piskvorky 15x15, 11:11, 0'");
    EXPECT_EQ(text::describe(refused("Piskvorky 15x15, 11:11, 0\n8,8,0\n16,1,0")),
              "Line 3: 16,1 is outside the 15x15 board");
    EXPECT_EQ(text::describe(refused("Piskvorky 15x15, 11:11, 0\n8,8,0\n9;9;0\n10,10,0")),
              "Line 3: '9;9;0' is not a move like '8,8,0' (x,y,time)");
    EXPECT_EQ(refused("Piskvorky 30x30, 11:11, 0\n").problem, Problem::SizeOutOfRange);
    EXPECT_EQ(text::describe(refused("Piskvorky 15x15, 11:11, 0\n8,8,0\n8,8,0\n")),
              "Line 3: Move 2 (h8): h8 is already taken.");
}

}  // namespace
}  // namespace lineup::core
