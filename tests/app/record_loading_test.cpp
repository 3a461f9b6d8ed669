// Records pasted or dropped on the page (app/session/record_loading.hpp): each format
// opens as a game for two players at its last move; a record that cannot be
// read changes nothing and says why, naming the line.
#include "app/session/record_loading.hpp"

#include <gtest/gtest.h>

#include <string>

#include "core/record.hpp"

namespace lineup::app {
namespace {

using core::GameKind;
using core::Move;

TEST(RecordLoading, APsqFileOpensAsAGameForTwo) {
    Session session;
    session.start(core::Mode::PvP);
    session.play(Move::column(3));
    EXPECT_TRUE(load_record_text(session, "Piskvorky 15x15, 11:11, 0\n8,8,0\n9,7,0\n-1\n"));
    ASSERT_NE(session.board(), nullptr);
    EXPECT_EQ(session.board()->game(), GameKind::Gomoku);
    EXPECT_EQ(session.board()->cols(), 15);
    EXPECT_EQ(session.board()->ply(), 2);
    EXPECT_EQ(session.seats().mode, core::Mode::PvP);
    EXPECT_EQ(session.message().find("Record read (PSQ file): 2 moves."), 0u) << session.message();
    session.play(Move::at({9, 9}));  // and play goes on
    EXPECT_EQ(session.board()->ply(), 3);
}

TEST(RecordLoading, AMoveListIsReadOnTheSizeShown) {
    Session session;
    session.choose_game(GameKind::Gomoku);
    session.choose_size(19, 19);
    session.start(core::Mode::PvP);
    EXPECT_TRUE(load_record_text(session, "s19 a1"));
    EXPECT_EQ(session.board()->cols(), 19);
    EXPECT_EQ(session.board()->ply(), 2);
}

TEST(RecordLoading, ABadRecordChangesNothingAndSaysWhy) {
    Session session;
    session.start(core::Mode::PvP);
    session.play(Move::column(3));
    session.play(Move::column(2));
    const std::string before = core::format_record(*session.board());
    for (const char* bad : {"", "Piskvorky 15x15, 11:11, 0\n8,8,0\nbroken\n9,9,0\n", "4444444", "hello world", "#$%"}) {
        std::string problem;
        EXPECT_FALSE(load_record_text(session, bad, std::nullopt, &problem)) << bad;
        EXPECT_FALSE(problem.empty()) << bad;
        EXPECT_EQ(core::format_record(*session.board()), before) << bad;
        EXPECT_EQ(session.message().find("This record could not be read: "), 0u) << session.message();
    }
    load_record_text(session, "Piskvorky 15x15, 11:11, 0\n8,8,0\nbroken\n9,9,0\n");
    EXPECT_EQ(session.message(),
              "This record could not be read: Line 3: 'broken' is not a move like '8,8,0' (x,y,time). The game goes on "
              "as it was.");
    EXPECT_FALSE(load_record_text(session, std::string(kMaxRecordBytes + 1, '4')));
    EXPECT_EQ(session.message(),
              "This record could not be read: It is longer than 256 KB, far more than any game record. The game goes "
              "on as it was.");
    EXPECT_EQ(core::format_record(*session.board()), before);
}

TEST(RecordLoading, SaysItInChinese) {
    Session session;
    session.choose_language(text::Language::Chinese);
    EXPECT_FALSE(load_record_text(session, "h8 h8"));
    EXPECT_EQ(session.message().find("无法读取这份棋谱："), 0u) << session.message();
}

}  // namespace
}  // namespace lineup::app
