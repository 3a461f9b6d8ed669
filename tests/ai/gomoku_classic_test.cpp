// The Classic Gomoku scorer (ai/gomoku/classic.hpp), rung by rung: a shape for
// every rung of its ladder (100, 13 ... 1) scored directly, the walls (board
// edge, corner, opponent stone, rock) that turn an open shape into a dead one,
// the exact rule and bubbles, and the rules by which classic_move picks
// between its best attack and its best defence and among equal cells.
#include "ai/gomoku/classic.hpp"

#include <gtest/gtest.h>

#include <string>
#include <string_view>
#include <vector>

#include "core/notation.hpp"
#include "gomoku_positions.hpp"

namespace lineup::ai {
namespace {

using namespace core;  // the rules' types: Board, Cell, Move, Side, ...

using test::at;  // "h8"

// Far-away stones that even the counts (out of reach of the shapes below).
const std::vector<std::string_view> kBlackFill{"o1", "o4", "o7", "o10", "o13"};
const std::vector<std::string_view> kWhiteFill{"a15", "c15", "e15", "g15", "i15", "k15", "m15", "a13", "a11", "c13"};

using Cells = std::vector<std::string_view>;

// A 15x15 board with black (first player) and white stones on these cells and
// rocks; filler stones (above) make it black's turn.
Board position(const Cells& black, const Cells& white, Rule rule = Rule::Freestyle, const Cells& rocks = {}) {
    core::GameConfig config = core::default_config(GameKind::Gomoku, Theme::Basic, 15);
    config.rule = rule;
    std::vector<Cell> rock_cells;
    for (std::string_view r : rocks) rock_cells.push_back(at(r));
    auto made = Board::with_layout(config, rock_cells, {});
    EXPECT_TRUE(made.has_value());
    Board board = *made;
    Cells b = black, w = white;
    for (std::size_t i = 0; b.size() < w.size(); ++i) b.push_back(kBlackFill.at(i));
    for (std::size_t i = 0; w.size() < b.size(); ++i) w.push_back(kWhiteFill.at(i));
    for (std::size_t i = 0; i < b.size(); ++i) {
        EXPECT_FALSE(board.play(Move::at(at(b[i])))) << b[i];
        EXPECT_FALSE(board.play(Move::at(at(w[i])))) << w[i];
    }
    EXPECT_EQ(board.status(), core::Status::Playing);
    return board;
}

struct Case {
    const char* shape;  // the line through the scored cell ([o] = the cell, | = the edge, x = white)
    Cells black, white;
    const char* cell;
    int score;  // for black on the cell
    Rule rule = Rule::Freestyle;
};

void check(const Case& c) {
    const Board board = position(c.black, c.white, c.rule);
    EXPECT_EQ(classic_score(board, at(c.cell), Side::First), c.score) << c.shape << " at " << c.cell;
}

// --- Every rung of the ladder -------------------------------------------------------

TEST(GomokuClassicRungs, Five100) {
    for (const Case& c : {
             Case{"oooo[o]", {"d8", "e8", "f8", "g8"}, {}, "h8", 100},
             Case{"oo[o]oo", {"d8", "e8", "g8", "h8"}, {}, "f8", 100},
             Case{"|oooo[o]x: blocked ends do not matter", {"a8", "b8", "c8", "d8"}, {"f8"}, "e8", 100},
             Case{"corner diagonal a1 b2 c3 d4 [e5]", {"a1", "b2", "c3", "d4"}, {}, "e5", 100},
             Case{"ooo[o]oo: an overline wins under freestyle", {"c8", "d8", "e8", "g8", "h8"}, {}, "f8", 100},
             Case{"oooo[o] under the exact rule", {"d8", "e8", "f8", "g8"}, {}, "h8", 100, Rule::Exact},
         }) {
        check(c);
    }
}

TEST(GomokuClassicRungs, OpenFourTwoFoursOrFourAndOpenThree13) {
    for (const Case& c : {
             Case{"_ooo[o]_: open four", {"e8", "f8", "g8"}, {}, "h8", 13},
             Case{"xooo[o]_ and column xooo[o]_: two dead fours",
                  {"e8", "f8", "g8", "h9", "h10", "h11"},
                  {"d8", "h12"},
                  "h8",
                  13},
             Case{"ooo_[o] and column [o]_ooo: two split fours", {"e8", "f8", "g8", "i10", "i11", "i12"}, {}, "i8", 13},
             Case{"xooo[o]_ and column __[o]oo__: four + strong open three",
                  {"e8", "f8", "g8", "h9", "h10"},
                  {"d8"},
                  "h8",
                  13},
             Case{"xooo[o]_ and column _[o]o_o_: four + weak open three",
                  {"e8", "f8", "g8", "h9", "h11"},
                  {"d8"},
                  "h8",
                  13},
         }) {
        check(c);
    }
}

TEST(GomokuClassicRungs, TwoOpenThrees12) {
    for (const Case& c : {
             Case{"__oo[o]__ twice (row, column): two strong threes", {"f8", "g8", "h9", "h10"}, {}, "h8", 12},
             Case{"strong row, column _[o]_oo_ (weak)", {"f8", "g8", "h10", "h11"}, {}, "h8", 12},
             Case{"row _oo_[o]_ and column _[o]_oo_: two weak threes", {"e8", "f8", "h10", "h11"}, {}, "h8", 12},
         }) {
        check(c);
    }
}

// Rungs 11 (strong open three + four) and 10 (weak open three + four) never
// decide: rung 13 already takes "a four and an open three" of either kind, so
// these shapes score 13 (as the 13 cases above). Should rung 13 stop taking
// them, they would score 11 and 10 and this test would show it.
TEST(GomokuClassicRungs, FourAndOpenThreeNeverReach11Or10) {
    check({"row |ooo_[o] + column __[o]oo__ (strong)", {"a3", "b3", "c3", "e4", "e5"}, {}, "e3", 13});
    check({"row ooo_[o] + column _[o]o_o_ (weak)", {"d8", "e8", "f8", "h9", "h11"}, {}, "h8", 13});
}

TEST(GomokuClassicRungs, StrongOpenThree9) {
    for (const Case& c : {
             Case{"__oo[o]__", {"f8", "g8"}, {}, "h8", 9},
             Case{"__o[o]o__: the cell in the middle", {"g8", "i8"}, {}, "h8", 9},
             Case{"__[o]oo_| : one free cell before the edge is enough on that side", {"m8", "n8"}, {}, "l8", 9},
             Case{"column: __oo[o]_x", {"h5", "h6"}, {"h9"}, "h7", 9},
         }) {
        check(c);
    }
}

TEST(GomokuClassicRungs, WeakOpenThree8) {
    for (const Case& c : {
             Case{"_o_o[o]_", {"c8", "e8"}, {}, "f8", 8},
             Case{"_oo_[o]_", {"c8", "d8"}, {}, "f8", 8},
             Case{"diagonal _o_o[o]_", {"c3", "e5"}, {}, "f6", 8},
         }) {
        check(c);
    }
}

TEST(GomokuClassicRungs, DeadFourStrong7) {
    for (const Case& c : {
             Case{"xooo[o]_", {"e8", "f8", "g8"}, {"d8"}, "h8", 7},
             Case{"|ooo[o]_: the edge blocks like a stone", {"a8", "b8", "c8"}, {}, "d8", 7},
             Case{"|a1 b2 c3 [d4]_: the corner blocks the diagonal", {"a1", "b2", "c3"}, {}, "d4", 7},
             Case{"column from the top edge |ooo[o]_", {"h15", "h14", "h13"}, {}, "h12", 7},
         }) {
        check(c);
    }
}

TEST(GomokuClassicRungs, DeadFourWeak6) {
    for (const Case& c : {
             Case{"ooo_[o]", {"d8", "e8", "f8"}, {}, "h8", 6},
             Case{"oo_[o]o", {"d8", "e8", "h8"}, {}, "g8", 6},
             Case{"oo[o]_o", {"e8", "f8", "i8"}, {}, "g8", 6},
             Case{"|ooo_[o]: against the edge a split four is still a four", {"a8", "b8", "c8"}, {}, "e8", 6},
             Case{"xooo_[o]x", {"d8", "e8", "f8"}, {"c8", "i8"}, "h8", 6},
         }) {
        check(c);
    }
}

TEST(GomokuClassicRungs, TwoOpenTwos5) {
    for (const Case& c : {
             Case{"row ___[o]o__ and column __[o]o__", {"f8", "e9"}, {}, "e8", 5},
             Case{"row and diagonal", {"f8", "f9"}, {}, "e8", 5},
         }) {
        check(c);
    }
}

TEST(GomokuClassicRungs, OpenTwo4) {
    for (const Case& c : {
             Case{"___[o]o___", {"f8"}, {}, "e8", 4},
             Case{"diagonal", {"f9"}, {}, "e8", 4},
             Case{"x__[o]o__: one wall three cells away", {"f8"}, {"b8"}, "e8", 4},
         }) {
        check(c);
    }
}

TEST(GomokuClassicRungs, DeadThree3) {
    for (const Case& c : {
             Case{"xoo[o]__", {"e8", "f8"}, {"d8"}, "g8", 3},
             Case{"|oo[o]__: against the edge", {"a8", "b8"}, {}, "c8", 3},
             Case{"x_oo[o]_x: open, but no room to grow", {"f8", "g8"}, {"d8", "j8"}, "h8", 3},
             Case{"o_o_[o]", {"d8", "f8"}, {}, "h8", 3},
             Case{"o__o[o]", {"c8", "f8"}, {}, "g8", 3},
         }) {
        check(c);
    }
}

TEST(GomokuClassicRungs, DeadTwo2) {
    for (const Case& c : {
             Case{"xo[o]___", {"e8"}, {"d8"}, "f8", 2},
             Case{"|o[o]___: against the edge", {"a8"}, {}, "b8", 2},
             Case{"corner: |a1 [b2]___", {"a1"}, {}, "b2", 2},
         }) {
        check(c);
    }
}

TEST(GomokuClassicRungs, Nothing1) {
    for (const Case& c : {
             Case{"an empty neighbourhood", {}, {}, "h8", 1},
             Case{"xo[o]_x: a two walled in", {"e8"}, {"d8", "h8"}, "f8", 1},
             Case{"xooo[o]x: a four with no room", {"e8", "f8", "g8"}, {"d8", "i8"}, "h8", 1},
             Case{"_o_[o]_: a split two", {"d8"}, {}, "f8", 1},
             Case{"ooo[o]oo under the exact rule: an overline is nothing",
                  {"c8", "d8", "e8", "g8", "h8"},
                  {},
                  "f8",
                  1,
                  Rule::Exact},
         }) {
        check(c);
    }
}

// --- Walls: rocks, the opponent's view, the exact rule, bubbles -------------------------

TEST(GomokuClassicWalls, ARockBlocksLikeAnOpponentStone) {
    // _ooo[o]_ is an open four (13); a rock on d8 makes it a dead four (7),
    // as a white stone there does.
    const Board open = position({"e8", "f8", "g8"}, {});
    const Board rock = position({"e8", "f8", "g8"}, {}, Rule::Freestyle, {"d8"});
    const Board stone = position({"e8", "f8", "g8"}, {"d8"});
    EXPECT_EQ(classic_score(open, at("h8"), Side::First), 13);
    EXPECT_EQ(classic_score(rock, at("h8"), Side::First), 7);
    EXPECT_EQ(classic_score(stone, at("h8"), Side::First), 7);
    // A rock inside the line: oo[o] rock o is no four, only a dead three.
    const Board split = position({"e8", "f8", "i8"}, {}, Rule::Freestyle, {"h8"});
    EXPECT_EQ(classic_score(split, at("g8"), Side::First), 3);
}

TEST(GomokuClassicWalls, EachSideIsScoredWithTheOtherAsWalls) {
    // Black's open three is a wall for white: white on h8 gets nothing from
    // black's stones, and black's stones block white's line through them.
    const Board board = position({"f8", "g8"}, {"h7", "h6"});
    EXPECT_EQ(classic_score(board, at("h8"), Side::First), 9);   // __oo[o]__
    EXPECT_EQ(classic_score(board, at("h8"), Side::Second), 9);  // column __xx[x]__ for white
    EXPECT_EQ(classic_score(board, at("e8"), Side::Second), 1);  // next to black's f8: walled
}

TEST(GomokuClassicWalls, AnExactFiveInAnotherDirectionStillWins) {
    // Under the exact rule the row would be an overline, but the column makes
    // exactly five: 100.
    const Board board = position({"c8", "d8", "e8", "g8", "h8", "f4", "f5", "f6", "f7"}, {}, Rule::Exact);
    EXPECT_EQ(classic_score(board, at("f8"), Side::First), 100);
}

TEST(GomokuClassicWalls, CompletingTheBubblesScoresLikeAFive) {
    core::GameConfig config = core::default_config(GameKind::Gomoku, Theme::Bubble, 15);
    config.counts.bubble_win = 3;
    auto made = Board::with_layout(config, {}, {at("c3"), at("c3"), at("m12"), at("h8")});
    ASSERT_TRUE(made.has_value());
    Board board = *made;
    ASSERT_EQ(board.config().counts.bubble_win, 3);
    ASSERT_FALSE(board.play(Move::at(at("h8"))));  // black holds 1
    ASSERT_FALSE(board.play(Move::at(at("o15"))));
    EXPECT_EQ(classic_score(board, at("c3"), Side::First), 100);  // the double bubble: 1 + 2
    EXPECT_EQ(classic_score(board, at("m12"), Side::First), 1);   // 1 + 1: not yet
    EXPECT_EQ(classic_score(board, at("c3"), Side::Second), 1);   // white holds none: 0 + 2
    EXPECT_EQ(classic_move(board), at("c3"));
}

// --- classic_move: attack or defence ------------------------------------------------

TEST(GomokuClassicMove, TheHigherRungDecidesBetweenAttackAndDefence) {
    // Black to move. Attack: f8 g8 makes an open three at e8 or h8 (9).
    // Defence: white's c3 d3 e3 (b3 black) makes a dead four at f3 (7).
    const Board attack = position({"f8", "g8", "b3"}, {"c3", "d3", "e3"});
    EXPECT_EQ(classic_score(attack, at("f3"), Side::Second), 7);
    EXPECT_EQ(classic_move(attack), at("e8"));  // 9 > 7; e8 before h8 in the scan
    // The other way round: black's dead four (7) against white's open three (9).
    const Board defence = position({"c3", "d3", "e3"}, {"b3", "f8", "g8"});
    EXPECT_EQ(classic_score(defence, at("f3"), Side::First), 7);
    EXPECT_EQ(classic_move(defence), at("e8"));
}

TEST(GomokuClassicMove, OnEqualRungsTheSecondScoreDecidesThenTheAttack) {
    // Attack 9 (e8 / h8) against defence 9 (e3 / h3): each of these cells
    // scores 1 for the other side, so the attack goes first, and of two
    // equal cells the first in the scan (e8).
    const Board tie = position({"f8", "g8"}, {"f3", "g3"});
    EXPECT_EQ(classic_move(tie), at("e8"));
    // Black's i4 makes h3 an open two for black (4): of the two defences h3
    // is the better (9, 4 against e3's 9, 1), and it beats the attack e8
    // (9 for black, 1 for white) on the second score.
    const Board defend = position({"f8", "g8", "i4"}, {"f3", "g3"});
    EXPECT_EQ(classic_score(defend, at("h3"), Side::Second), 9);
    EXPECT_EQ(classic_score(defend, at("h3"), Side::First), 4);
    EXPECT_EQ(classic_move(defend), at("h3"));
    // White's i9 makes h8 worth 4 to white: the better attack is h8 (9, 4),
    // level with the defence h3 (9, 4), and on a full tie the attack goes first.
    const Board attack = position({"f8", "g8", "i4"}, {"f3", "g3", "i9"});
    EXPECT_EQ(classic_score(attack, at("h8"), Side::First), 9);
    EXPECT_EQ(classic_score(attack, at("h8"), Side::Second), 4);
    EXPECT_EQ(classic_move(attack), at("h8"));
}

TEST(GomokuClassicMove, AmongEqualCellsTheTopRowFirstThenLeftToRight) {
    // f7 f8: f6 and f9 both make an open three (9). The scan starts at the top.
    const Board column = position({"f7", "f8"}, {"a1", "o15"});
    EXPECT_EQ(classic_score(column, at("f6"), Side::First), 9);
    EXPECT_EQ(classic_score(column, at("f9"), Side::First), 9);
    EXPECT_EQ(classic_move(column), at("f9"));
    // g8 h8 on one row: f8 and i8 both make an open three; the left one first.
    const Board row = position({"g8", "h8"}, {"a1", "o15"});
    EXPECT_EQ(classic_move(row), at("f8"));
}

// The original broke ties by its scan alone, so on an empty board, where every
// cell scores 1 for both sides, it opened in the corner a15. Ties go to the
// cell nearest the stones first: on an empty board, nearest the centre.
TEST(GomokuClassicMove, AnEmptyBoardOpensInTheCentre) {
    for (const auto& [size, centre] : {std::pair{15, "h8"}, {13, "g7"}, {19, "j10"}, {9, "e5"}}) {
        const Board board(core::default_config(GameKind::Gomoku, Theme::Basic, size));
        EXPECT_EQ(format_cell(classic_move(board)), centre) << size;
    }
    // An even size has four central cells; the scan takes the top left one.
    const Board even(core::default_config(GameKind::Gomoku, Theme::Basic, 14));
    EXPECT_EQ(format_cell(classic_move(even)), "g8");
    // A rock on the centre: the nearest free cells are its eight neighbours,
    // and of those the scan takes the top left one.
    auto rock = Board::with_layout(core::default_config(GameKind::Gomoku, Theme::Rock, 15), {at("h8")}, {});
    ASSERT_TRUE(rock.has_value());
    EXPECT_EQ(format_cell(classic_move(*rock)), "g9");
}

TEST(GomokuClassicMove, PlayDistancesCountKingMovesToTheNearestStone) {
    const Board empty(core::default_config(GameKind::Gomoku, Theme::Basic, 15));
    const auto distance = [](const Board& board, std::string_view cell) {
        const Cell c = at(cell);
        return play_distances(board)[static_cast<std::size_t>(c.row * board.cols() + c.col)];
    };
    EXPECT_EQ(distance(empty, "h8"), 0);
    EXPECT_EQ(distance(empty, "j10"), 2);
    EXPECT_EQ(distance(empty, "a15"), 7);
    const Board even(core::default_config(GameKind::Gomoku, Theme::Basic, 14));
    for (const char* centre : {"g7", "h7", "g8", "h8"}) EXPECT_EQ(distance(even, centre), 0) << centre;
    EXPECT_EQ(distance(even, "a1"), 6);
    EXPECT_EQ(distance(even, "n14"), 6);
    // With stones the centre no longer counts: black c3, white m12.
    const Board stones = position({"c3"}, {"m12"});
    EXPECT_EQ(distance(stones, "c3"), 0);
    EXPECT_EQ(distance(stones, "e4"), 2);
    EXPECT_EQ(distance(stones, "h8"), 5);  // 5 columns from either stone
    EXPECT_EQ(distance(stones, "j9"), 3);  // from m12: 3 columns, 3 rows (from c3: 7 columns)
}

TEST(GomokuClassicMove, BlocksAThreatAgainstTheEdge) {
    // White's a5 a4 a3 a2 on the edge column threaten a1 only (a6 is black):
    // black must take a1 even though the four is walled in on one side.
    const Board board = position({"a6", "h8", "c12", "l3"}, {"a5", "a4", "a3", "a2"});
    EXPECT_EQ(classic_score(board, at("a1"), Side::Second), 100);
    EXPECT_EQ(classic_move(board), at("a1"));
}

}  // namespace
}  // namespace lineup::ai
