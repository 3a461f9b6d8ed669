// The two languages (language.hpp, messages.hpp): the same events worded in
// Simplified Chinese, English untouched, and threats for the accessible page.
#include <gtest/gtest.h>

#include "test_support.hpp"
#include "text/analysis_messages.hpp"
#include "text/help.hpp"
#include "text/language.hpp"
#include "text/messages.hpp"

namespace lineup::text {
namespace {

using namespace lineup::core;

using test::play_all;

TEST(Language, LevelsInMenusAndInSentences) {
    EXPECT_EQ(level_title("perfect", Language::English), "Perfect");
    EXPECT_EQ(level_title("hard", Language::Chinese), "困难");
    // Named as the menu names it, in a sentence too.
    EXPECT_EQ(msg_level("master", Language::English), "Computer level: Master.");
    EXPECT_EQ(msg_level("hard", Language::Chinese), "电脑难度：困难。");
}

TEST(Language, OneMoveIsNotMoves) {
    EXPECT_EQ(msg_shared_game(1, "", Language::English), "Game opened from its link: 1 move. ");
    EXPECT_EQ(msg_shared_game(7, "", Language::English), "Game opened from its link: 7 moves. ");
    EXPECT_EQ(msg_record_loaded("psq", 1, "", Language::English), "Record read (PSQ file): 1 move. ");
    EXPECT_EQ(msg_record_loaded("moves", 2, "", Language::English), "Record read (move list): 2 moves. ");
    EXPECT_EQ(msg_recorded_game(1, Language::English).rfind("A recorded game of 1 move. ", 0), 0u);
    EXPECT_EQ(msg_recorded_game(4, Language::English).rfind("A recorded game of 4 moves. ", 0), 0u);
}

TEST(Language, ParsesTheLanguageTags) {
    EXPECT_EQ(parse_language("en"), Language::English);
    EXPECT_EQ(parse_language("en-GB"), Language::English);
    EXPECT_EQ(parse_language("zh"), Language::Chinese);
    EXPECT_EQ(parse_language("zh-CN"), Language::Chinese);
    EXPECT_FALSE(parse_language("fr"));
    EXPECT_FALSE(parse_language(""));
    EXPECT_EQ(to_string(Language::Chinese), "zh");
}

TEST(Language, TranslatesFixedSentencesAndKeepsUnknownOnesEnglish) {
    EXPECT_EQ(tr(Language::Chinese, "Undo"), "悔棋");
    EXPECT_EQ(tr(Language::English, "Undo"), "Undo");
    EXPECT_EQ(tr(Language::Chinese, "not a known sentence"), "not a known sentence");
    EXPECT_TRUE(has_translation("Nothing to undo."));
}

TEST(Language, GameMessagesInChinese) {
    const Seats pvc{Mode::PvC, Side::First};
    const GameConfig gomoku = default_config(GameKind::Gomoku);
    EXPECT_EQ(msg_choose_mode(Language::Chinese), "请选择游戏模式。");
    EXPECT_EQ(msg_started(pvc, gomoku, Language::Chinese), "玩家对战电脑。游戏开始！轮到黑方。");
    EXPECT_EQ(msg_moved(Seats{}, gomoku, Side::First, {7, 7}, Language::Chinese), "玩家1落子 h8，轮到玩家2。");
    EXPECT_EQ(msg_moved(Seats{}, default_config(GameKind::Connect4), Side::First, {4, 0}, Language::Chinese),
              "玩家1落子第 5 列，轮到玩家2。");
    const Board won = play_all(default_config(GameKind::Connect4), "1212121");
    EXPECT_EQ(msg_result(Seats{}, won, Language::Chinese), "玩家1获胜！");
    EXPECT_EQ(msg_result(pvc, won, Language::Chinese), "玩家获胜！");
    EXPECT_EQ(describe(MoveError::ColumnFull, default_config(GameKind::Connect4), Move::column(2), Language::Chinese),
              "第 3 列已满。");
    EXPECT_EQ(describe(MoveError::Occupied, gomoku, Move::at({7, 7}), Language::Chinese), "h8 已有棋子。");
}

TEST(Language, EnglishWordingIsTheOriginalGames) {
    const GameConfig gomoku = default_config(GameKind::Gomoku);
    EXPECT_EQ(msg_started(Seats{Mode::PvP, Side::First}, gomoku, Language::English),
              "Player vs player. Game started! Black turn.");
    EXPECT_EQ(msg_moved(Seats{}, gomoku, Side::First, {7, 7}), "Player 1 goes h8  It's Player 2's turn.");
    EXPECT_EQ(describe(MoveError::Rock, gomoku, Move::at({2, 4})), "A rock is on c5: nobody can play there.");
    EXPECT_EQ(describe(MoveError::ColumnFull, default_config(GameKind::Connect4), Move::column(2)),
              "Column 3 is full.");
}

TEST(Language, HintsInBothLanguages) {
    const GameConfig c4 = default_config(GameKind::Connect4);
    EXPECT_EQ(msg_hint(c4, Side::First, Move::column(3), Outlook::WinIn, 5, Language::English),
              "Hint: column 4. Red can win in 5 moves.");
    EXPECT_EQ(msg_hint(c4, Side::First, Move::column(3), Outlook::WinIn, 1, Language::English),
              "Hint: column 4. Red can win in 1 move.");
    EXPECT_EQ(msg_hint(c4, Side::Second, Move::column(0), Outlook::Draw, 0, Language::Chinese),
              "提示：第 1 列。黄方可以守和。");
    const GameConfig gomoku = default_config(GameKind::Gomoku);
    EXPECT_EQ(msg_hint(gomoku, Side::First, Move::at({7, 7}), Outlook::Balanced, 0, Language::English),
              "Hint: h8. The game is balanced.");
}

TEST(Language, ThreatsAndCellsForTheAccessiblePage) {
    const GameConfig c4 = default_config(GameKind::Connect4);
    EXPECT_EQ(msg_threat(c4, Side::First, {Move::column(4)}, Language::English), "Red threatens to win in column 5.");
    EXPECT_EQ(msg_threat(c4, Side::First, {Move::column(1), Move::column(4)}, Language::English),
              "Red threatens to win in columns 2 or 5.");
    EXPECT_EQ(msg_threat(c4, Side::First, {Move::column(1), Move::column(4)}, Language::Chinese),
              "红方威胁在第 2 或 5 列获胜。");
    EXPECT_EQ(msg_threat(c4, Side::First, {}, Language::English), "");
    const GameConfig gomoku = default_config(GameKind::Gomoku);
    EXPECT_EQ(msg_threat(gomoku, Side::Second, {Move::at({7, 7}), Move::at({9, 9})}, Language::English),
              "White threatens to win at h8 or j10.");
    const Board board = play_all(c4, "4");
    EXPECT_EQ(msg_cell(board, {3, 0}, Language::English), "column 4, row 1: red");
    EXPECT_EQ(msg_cell(board, {3, 1}, Language::Chinese), "第 4 列第 2 行：空");
    EXPECT_EQ(msg_cell(play_all(gomoku, "h8"), {7, 7}, Language::English), "h8: black");
}

TEST(Language, GomokusFirstPlayerIsBlackInTheReviewTheBarAndTheHelp) {
    const GameConfig gomoku = default_config(GameKind::Gomoku);
    std::vector<int> counts(static_cast<std::size_t>(MoveGrade::Unknown) + 1, 0);
    counts[static_cast<std::size_t>(MoveGrade::Best)] = 3;
    counts[static_cast<std::size_t>(MoveGrade::Mistake)] = 1;
    EXPECT_EQ(msg_review_summary(gomoku, Side::First, counts, Language::English), "Black: 3 best, 1 mistake.");
    EXPECT_EQ(msg_review_summary(gomoku, Side::First, counts, Language::Chinese), "黑方：3 步最佳，1 步失误。");
    EXPECT_EQ(msg_review_summary(gomoku, Side::Second, counts, Language::English), "White: 3 best, 1 mistake.");
    EXPECT_EQ(msg_move_grade(gomoku, 1, Move::at({7, 7}), MoveGrade::Best, {}, std::nullopt, Language::Chinese),
              "第 1 手，黑方下h8：最佳着法。");
    EXPECT_EQ(msg_evaluation(gomoku, Side::Second, 64, std::nullopt, 7, false, Language::Chinese),
              "白方占优 · 64% · 深度 7");
    // Other themes keep their own colours.
    EXPECT_EQ(msg_review_summary(default_config(GameKind::Gomoku, Theme::Rock), Side::First, counts, Language::English),
              "Red: 3 best, 1 mistake.");
    const std::string help = how_to_play(gomoku, Language::English).front().body;
    EXPECT_NE(help.find("Black moves first"), std::string::npos) << help;
    EXPECT_NE(how_to_play(gomoku, Language::Chinese).front().body.find("黑方先行"), std::string::npos);
}

TEST(WouldWin, FindsTheCellsThatCompleteALineOrTheBubbles) {
    const GameConfig c4 = default_config(GameKind::Connect4);
    const Board three = play_all(c4, "414243");         // red on 4 three high... and yellow beside
    EXPECT_TRUE(three.would_win({3, 3}, Side::First));  // the fourth red on column 4
    EXPECT_FALSE(three.would_win({3, 3}, Side::Second));
    EXPECT_FALSE(three.would_win({3, 4}, Side::First));  // not where a disc lands
    EXPECT_FALSE(three.would_win({3, 0}, Side::First));  // occupied

    GameConfig exact = default_config(GameKind::Gomoku);
    exact.rule = Rule::Exact;
    // Black a1 b1 c1 d1 f1: e1 would make six, no win under the exact rule.
    const Board six = play_all(exact, "a1a13b1b13c1c13d1d13f1f13");
    EXPECT_FALSE(six.would_win({4, 0}, Side::First));
    const Board five = play_all(default_config(GameKind::Gomoku), "a1a13b1b13c1c13d1d13");
    EXPECT_TRUE(five.would_win({4, 0}, Side::First));
}

}  // namespace
}  // namespace lineup::text
