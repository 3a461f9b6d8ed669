// Why input was refused (errors.hpp): every core::Problem is worded in both
// languages, the values it names filled in, and the reasons of the engine
// protocol's FAIL replies too.
#include <gtest/gtest.h>

#include "core/notation.hpp"
#include "core/record.hpp"
#include "text/errors.hpp"
#include "text/messages.hpp"

namespace lineup::text {
namespace {

using namespace lineup::core;

TEST(Errors, EveryProblemIsWordedInBothLanguages) {
    Error error{.token = "x", .key = "rocks", .number = 3, .number2 = 4, .config = default_config(GameKind::Gomoku)};
    error.refused = MoveError::Occupied;
    error.move = Move::at({7, 7});
    for (int i = 0; i <= static_cast<int>(Problem::LayoutTwice); ++i) {
        error.problem = static_cast<Problem>(i);
        const std::string english = describe(error, Language::English);
        const std::string chinese = describe(error, Language::Chinese);
        EXPECT_FALSE(english.empty()) << i;
        EXPECT_NE(english, chinese) << i << ": " << english;
        EXPECT_EQ(english.find('{'), std::string::npos) << english;
        EXPECT_EQ(chinese.find('{'), std::string::npos) << chinese;
    }
}

TEST(Errors, RecordsAreRefusedInThePlayersLanguage) {
    auto key = parse_record("v=1&gme=gomoku");
    ASSERT_FALSE(key);
    EXPECT_EQ(describe(key.error()), "Unknown key 'gme'");
    EXPECT_EQ(describe(key.error(), Language::Chinese), "未知的键“gme”");
    auto full = parse_record("v=1&moves=4444444");
    ASSERT_FALSE(full);
    EXPECT_EQ(full.error().problem, Problem::IllegalMove);
    EXPECT_EQ(describe(full.error(), Language::Chinese), "第 7 步（4）：第 4 列已满。");
    auto size = parse_record("v=1&size=20x6");
    ASSERT_FALSE(size);
    EXPECT_EQ(describe(size.error(), Language::Chinese), "四子棋棋盘的大小从 4x4 到 12x10，不能是 20x6");
}

TEST(Errors, NotationNamesTheTokenAndTheBoard) {
    const GameConfig go15 = default_config(GameKind::Gomoku, Theme::Basic, 15);
    auto cell = parse_move(go15, "p1");
    ASSERT_FALSE(cell);
    EXPECT_EQ(cell.error().problem, Problem::CellOutside);
    EXPECT_EQ(cell.error().token, "p1");
    EXPECT_EQ(describe(cell.error(), Language::Chinese), "“p1”在 15x15 棋盘之外");
    auto gomocup = parse_gomocup(go15, "15,0");
    ASSERT_FALSE(gomocup);
    EXPECT_EQ(describe(gomocup.error()), "15,0 is outside the 15x15 board");
}

TEST(Errors, SentencesCloseInTheirLanguage) {
    EXPECT_EQ(as_sentence("Empty record"), "Empty record.");
    EXPECT_EQ(as_sentence("Move 7 (4): Column 4 is full."), "Move 7 (4): Column 4 is full.");
    EXPECT_EQ(as_sentence("棋谱为空", Language::Chinese), "棋谱为空。");
}

TEST(Errors, TheEnginesFailReasonsAreWorded) {
    EXPECT_EQ(failure_reason("game-over"), "the game is over");
    EXPECT_EQ(failure_reason("game-over", Language::Chinese), "游戏已经结束");
    EXPECT_EQ(failure_reason("bad-record", Language::Chinese), "发给电脑的棋局无法读取");
    EXPECT_EQ(failure_reason("unknown-level"), "the request to the computer was malformed");
    EXPECT_EQ(failure_reason("out of memory"), "out of memory");  // the worker's own words
    EXPECT_EQ(msg_computer_failed(failure_reason("bad-record", Language::Chinese), Language::Chinese),
              "电脑无法走棋：发给电脑的棋局无法读取。");
    EXPECT_EQ(msg_computer_failed("out of memory"), "The computer could not move: out of memory.");
    EXPECT_EQ(msg_no_hint("the game is over", Language::English), "No hint this time: the game is over.");
}

}  // namespace
}  // namespace lineup::text
