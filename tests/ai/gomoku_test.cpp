// Gomoku AI: pattern table, the Classic scorer, threat
// search against an independent brute force, and every level on wins, blocks,
// rocks and bubbles.
#include <gtest/gtest.h>

#include <functional>

#include "ai/gomoku/classic.hpp"
#include "ai/gomoku/player.hpp"
#include "core/notation.hpp"
#include "core/record.hpp"
#include "core/rng.hpp"
#include "gomoku_pattern_table.hpp"
#include "gomoku_positions.hpp"

namespace lineup::ai {
namespace {

using core::Board;
using core::Cell;
using core::GameKind;
using core::Move;
using core::Side;
using core::Theme;

// On 13x13 unless `size` says otherwise.
Board gomoku(std::string_view moves, int size = 13, core::Rule rule = core::Rule::Freestyle) {
    return test::gomoku(moves, size, rule);
}

using test::at;  // "h8"

// --- Patterns -----------------------------------------------------------------

TEST(GomokuPatterns, WindowsAreClassifiedByWhatTheCentreStoneMakes) {
    // Fields hold offsets -5..-1 then +1..+5; 1 = own, 2 = opponent, 3 = wall.
    const auto window = [](std::initializer_list<std::pair<int, int>> stones) {
        std::uint32_t w = 0;
        for (auto [k, v] : stones) w |= static_cast<std::uint32_t>(v) << (2 * test::window_field(k));
        return w;
    };
    const test::PatternTable& free = test::PatternTable::get(core::Rule::Freestyle);
    const test::PatternTable& exact = test::PatternTable::get(core::Rule::Exact);
    EXPECT_EQ(free.at(window({{-2, 1}, {-1, 1}, {1, 1}, {2, 1}})), Pattern::Five);
    EXPECT_EQ(free.at(window({{-3, 1}, {-2, 1}, {-1, 1}})), Pattern::Flex4);            // _ooo[o]_
    EXPECT_EQ(free.at(window({{-4, 2}, {-3, 1}, {-2, 1}, {-1, 1}})), Pattern::Block4);  // xooo[o]_
    EXPECT_EQ(free.at(window({{-2, 1}, {-1, 1}})), Pattern::Flex3);                     // _oo[o]__
    EXPECT_EQ(free.at(window({{-3, 2}, {-2, 1}, {-1, 1}})), Pattern::Block3);           // xoo[o]__
    EXPECT_EQ(free.at(window({{-1, 1}})), Pattern::Flex2);
    EXPECT_EQ(free.at(window({{-1, 3}, {1, 3}})), Pattern::None);  // walled in
    // Six in a row: a five under freestyle, nothing under the exact rule.
    const auto six = window({{-3, 1}, {-2, 1}, {-1, 1}, {1, 1}, {2, 1}});
    EXPECT_EQ(free.at(six), Pattern::Five);
    EXPECT_NE(exact.at(six), Pattern::Five);
    // Exact rule: ooo[o]_o is no four (the completion would be an overline).
    const auto broken = window({{-3, 1}, {-2, 1}, {-1, 1}, {2, 1}, {-4, 2}});
    EXPECT_EQ(free.at(broken), Pattern::Block4);
    EXPECT_LT(exact.at(broken), Pattern::Block4);
    // The other player's view swaps own and opponent.
    EXPECT_EQ(test::swap_sides(window({{-1, 1}, {1, 2}, {2, 3}})), window({{-1, 2}, {1, 1}, {2, 3}}));
}

// --- Classic (the one-move scorer, src/ai/gomoku/classic.hpp) ----------------------

TEST(GomokuClassic, TheOriginalLadder) {
    // Black (first) stones on row 7 with c7..f7; white far away.
    Board four = gomoku("c7a1d7a3e7a5f7a9");
    EXPECT_EQ(classic_score(four, at("g7"), Side::First), 100);  // five
    EXPECT_EQ(classic_score(four, at("b7"), Side::First), 100);
    Board three = gomoku("d7a1e7a3f7a5");
    EXPECT_EQ(classic_score(three, at("g7"), Side::First), 13);  // open four
    EXPECT_EQ(classic_score(three, at("h7"), Side::First), 6);   // o_ooo: dead four (weak)
    Board two = gomoku("e7a1f7a3");
    EXPECT_EQ(classic_score(two, at("g7"), Side::First), 9);  // __ooo_: open three (strong)
    Board empty = gomoku("g7");
    EXPECT_EQ(classic_score(empty, at("m13"), Side::Second), 1);
    EXPECT_EQ(classic_score(empty, at("h7"), Side::First), 4);  // an open two
}

TEST(GomokuClassic, AttacksFirstThenDefends) {
    // Black can make five at g7: Classic plays it rather than blocking white.
    Board board = gomoku("c7c2d7d2e7e2f7f2");
    EXPECT_EQ(board.to_move(), Side::First);
    const Cell move = classic_move(board);
    EXPECT_TRUE(move == at("g7") || move == at("b7"));
    // White to move, black threatens five: Classic blocks (defence 100 > attack).
    Board defend = gomoku("c7a1d7a3e7a5f7");
    const Cell block = classic_move(defend);
    EXPECT_TRUE(block == at("g7") || block == at("b7"));
}

// --- Threat search vs brute force --------------------------------------------------------

// Would `side` win by a stone on the empty cell? Read straight from the board's
// lines (independent of the AI's pattern machinery).
bool completes_five(const Board& board, Cell cell, Side side) {
    if (board.at(cell) != core::Stone::Empty) return false;
    const core::Stone own = core::stone_of(side);
    const bool exact = board.config().rule == core::Rule::Exact;
    for (auto [dc, dr] : {std::pair{1, 0}, {0, 1}, {1, 1}, {1, -1}}) {
        int run = 1;
        for (int sign : {1, -1}) {
            for (Cell c{cell.col + sign * dc, cell.row + sign * dr}; board.inside(c) && board.at(c) == own;
                 c = {c.col + sign * dc, c.row + sign * dr}) {
                ++run;
            }
        }
        if (exact ? run == 5 : run >= 5) return true;
    }
    return false;
}

std::vector<Cell> fives_of(const Board& board, Side side) {
    std::vector<Cell> out;
    for (int row = 0; row < board.rows(); ++row) {
        for (int col = 0; col < board.cols(); ++col) {
            if (completes_five(board, {col, row}, side)) out.push_back({col, row});
        }
    }
    return out;
}

// Exhaustive VCF for the side to move: every move that leaves it a five
// threat, the defender's forced block, and so on for `plies` plies.
bool brute_vcf(Board& board, int plies) {
    const Side attacker = board.to_move();
    const Side defender = core::opponent(attacker);
    if (!fives_of(board, attacker).empty()) return true;
    if (plies <= 0) return false;
    std::vector<Cell> candidates = fives_of(board, defender);  // must be blocked first
    if (candidates.size() > 1) return false;
    if (candidates.empty()) {
        for (int row = 0; row < board.rows(); ++row) {
            for (int col = 0; col < board.cols(); ++col) {
                if (board.at({col, row}) == core::Stone::Empty) candidates.push_back({col, row});
            }
        }
    }
    for (Cell c : candidates) {
        board.play(Move::at(c));
        const auto threats = fives_of(board, attacker);
        bool win = false;
        if (!threats.empty() && fives_of(board, defender).empty()) {
            if (threats.size() >= 2) {
                win = true;
            } else {
                board.play(Move::at(threats[0]));
                win = brute_vcf(board, plies - 2);
                board.undo();
            }
        }
        board.undo();
        if (win) return true;
    }
    return false;
}

TEST(GomokuThreats, VcfMatchesExhaustiveSearchOnSmallBoards) {
    core::Rng rng(2026);
    int with_vcf = 0, without = 0;
    GomokuTable table(4);
    for (int n = 0; n < 160; ++n) {
        // Stones clustered in the middle make fours likely.
        const core::Rule rule = n % 3 == 0 ? core::Rule::Exact : core::Rule::Freestyle;
        const Board board = test::scattered(rng, 9, rule, 14 + rng.below(12), 2, 5);
        if (board.status() != core::Status::Playing) continue;
        constexpr int kPlies = 7;
        Board copy = board;
        const bool expected = brute_vcf(copy, kPlies);
        SearchBoard state(board);
        SearchControl control(Limits{});
        GomokuSearch search(state, control, table, 10);
        const int found = search.find_vcf(kPlies);
        ASSERT_EQ(found >= 0, expected) << core::format_record(board);
        if (found >= 0) {
            // The move it names really wins by fours.
            Board after = board;
            const Cell move = state.cell(found);
            after.play(Move::at(move));
            if (after.status() != core::Status::Won) {
                const auto threats = fives_of(after, board.to_move());
                ASSERT_FALSE(threats.empty()) << "not a four: " << core::format_record(board);
                if (threats.size() == 1) {
                    after.play(Move::at(threats[0]));
                    EXPECT_TRUE(brute_vcf(after, kPlies - 2)) << core::format_record(board);
                }
            }
        }
        (expected ? with_vcf : without) += 1;
    }
    // Both kinds of positions were really tried.
    EXPECT_GT(with_vcf, 10);
    EXPECT_GT(without, 10);
}

// --- Levels -------------------------------------------------------------------------

std::vector<Level> all_levels() { return {Level::Easy, Level::Classic, Level::Medium, Level::Hard, Level::Max}; }

// A level's move within a fixed number of nodes: the same on any machine, however busy.
Cell decide(const Board& board, Level level, std::uint64_t seed = 1) {
    GomokuTable table(4);
    return choose_gomoku(board, level, seed, Limits{0, 100'000, 0}, nullptr, table).cell;
}

TEST(GomokuLevels, EveryLevelTakesAFive) {
    // Black to move with four on row 7 (b7 blocked by white): g7 wins.
    Board board = gomoku("c7b7d7a1e7a3f7a5");
    ASSERT_EQ(board.to_move(), Side::First);
    for (Level level : all_levels()) EXPECT_EQ(decide(board, level), at("g7")) << static_cast<int>(level);
}

TEST(GomokuLevels, EveryLevelButEasyBlocksAFour) {
    // White to move; black threatens five at g7.
    Board board = gomoku("c7b7d7a1e7a3f7");
    for (Level level : {Level::Classic, Level::Medium, Level::Hard, Level::Max}) {
        EXPECT_EQ(decide(board, level), at("g7")) << static_cast<int>(level);
    }
}

TEST(GomokuLevels, SearchingLevelsMeetAnOpenThree) {
    // White to move; black has an open three d7 e7 f7 (c7 and g7 empty): white
    // must play next to it (b7 c7 g7 h7), or lose to an open four.
    Board board = gomoku("d7a1e7a3f7");
    const std::vector<Cell> defences{at("b7"), at("c7"), at("g7"), at("h7")};
    for (Level level : {Level::Medium, Level::Hard, Level::Max}) {
        for (std::uint64_t seed = 1; seed <= 3; ++seed) {
            const Cell move = decide(board, level, seed);
            EXPECT_TRUE(std::find(defences.begin(), defences.end(), move) != defences.end())
                << static_cast<int>(level) << " played " << core::format_cell(move);
        }
    }
}

TEST(GomokuLevels, ALostSideStillBlocksTheOpenThreeRatherThanAllowAnOpenFour) {
    // From a match against Classic (black to move): white's e8 e9 e10 is an
    // open three, and white has a won game. A deep search sees every move
    // lose, and used to pick e6, a far block that loses at once to an open
    // four (e11), because a loss spotted by the threat search counted as a
    // distant one. The longest resistance is a block next to the three (e7,
    // e11) or a four of black's own first (h4, h5).
    const Board board = gomoku("g8g9e8h8f10h7h9f7g7g6i8h6g10f11e10d10e9");
    ASSERT_EQ(board.to_move(), Side::Second);
    const std::vector<Cell> resisting{at("e7"), at("e11"), at("h4"), at("h5")};
    for (const std::uint64_t nodes : {80'000u, 150'000u, 300'000u}) {
        GomokuTable table(4);
        const Cell move = choose_gomoku(board, Level::Max, 1, Limits{0, nodes, 0}, nullptr, table).cell;
        EXPECT_TRUE(std::find(resisting.begin(), resisting.end(), move) != resisting.end())
            << nodes << " nodes: played " << core::format_cell(move);
    }
}

// Does the side to move win by force with continuous fours when it plays
// `move`? The move must win at once or make a four (the defender has no five
// of its own to play instead), and then every defence must lose: two fives
// cannot both be blocked; against one, the block is the only move that does
// not lose to the five, and after it the exhaustive VCF above must still win.
bool wins_by_fours(const Board& board, Cell move, int plies) {
    const Side attacker = board.to_move();
    Board after = board;
    if (after.play(Move::at(move))) return false;
    if (after.status() == core::Status::Won) return after.winner() == attacker;
    if (!fives_of(after, core::opponent(attacker)).empty()) return false;
    const auto threats = fives_of(after, attacker);
    if (threats.size() != 1) return threats.size() >= 2;
    after.play(Move::at(threats[0]));
    return brute_vcf(after, plies);
}

TEST(GomokuLevels, SearchingLevelsFindAWinByFours) {
    // Black to move (13x13). Fours: e7 (row e7..h7, i7 white), d7 (d7 _ f7 g7
    // h7), e8 (anti-diagonal c10 d9 e8 f7, g6 white) and b11 (b11 c10 d9 _ f7).
    // Only e7 and e8 win: after either and its forced block, the other is a
    // double four (the column e7..e10 with e11 white, plus the row or the
    // anti-diagonal). d7 and b11 are fours that lose the win: the block lands
    // on e7 or e8. The first four in board order, d7, is one of them.
    const Board board = gomoku("f7i7g7e11h7g6e9a1e10m1d9m13c10k2");
    ASSERT_EQ(board.to_move(), Side::First);
    // The check itself tells the winning fours from the others.
    ASSERT_TRUE(wins_by_fours(board, at("e7"), 8));
    ASSERT_TRUE(wins_by_fours(board, at("e8"), 8));
    ASSERT_FALSE(wins_by_fours(board, at("d7"), 8));
    ASSERT_FALSE(wins_by_fours(board, at("b11"), 8));
    // The earlier position: d7 e7 f7 (c7 white) and the open three d5 d6 d7.
    const Board open_three = gomoku("d7c7e7m1f7m3d5m5d6m7");
    for (Level level : {Level::Medium, Level::Hard, Level::Max}) {
        for (const Board* position : {&board, &open_three}) {
            GomokuTable table(4);
            const GomokuDecision d = choose_gomoku(*position, level, 1, Limits{0, 200'000, 0}, nullptr, table);
            EXPECT_TRUE(d.threat_win) << "level " << static_cast<int>(level);
            EXPECT_TRUE(wins_by_fours(*position, d.cell, 8))
                << "level " << static_cast<int>(level) << " played " << core::format_cell(d.cell)
                << ", which does not win by fours: " << core::format_record(*position);
        }
    }
}

TEST(GomokuLevels, NoLevelPlaysOnARockAndEveryMoveIsLegal) {
    core::Rng rng(17);
    GomokuTable table(4);
    for (int game = 0; game < 12; ++game) {
        Board board(core::default_config(GameKind::Gomoku, Theme::Rock, game % 2 ? 13 : 9, 0,
                                         static_cast<std::uint32_t>(game)));
        while (board.status() == core::Status::Playing && board.ply() < 40) {
            const Level level = all_levels()[static_cast<std::size_t>(rng.below(5))];
            const Cell move = choose_gomoku(board, level, rng.next(), Limits{0, 5'000, 0}, nullptr, table).cell;
            ASSERT_NE(board.at(move), core::Stone::Rock);
            ASSERT_FALSE(board.play(Move::at(move))) << core::format_record(board);
        }
    }
}

TEST(GomokuLevels, BubbleWinsAreTakenAndBlocked) {
    // Gomoku 13x13 seed 4: bubbles e2 g4 h7 g8 g8 h8 c9 d9 d10 e12 (g8 double).
    core::GameConfig config = core::default_config(GameKind::Gomoku, Theme::Bubble, 13, 13, 4);
    config.counts.bubble_win = 3;
    Board take(config);
    for (const char* m : {"g8", "a1"}) take.play(Move::at(at(m)));  // black holds 2, needs 1 more
    const std::vector<Cell> one_more{at("e2"), at("g4"), at("h7"), at("h8"), at("c9"), at("d9"), at("d10"), at("e12")};
    for (Level level : all_levels()) {
        const Cell move = decide(take, level);
        EXPECT_TRUE(std::find(one_more.begin(), one_more.end(), move) != one_more.end())
            << static_cast<int>(level) << " played " << core::format_cell(move);
    }
    // White to move; black holds 1 (h8) and needs 2 more: only the double
    // bubble on g8 gives two at once, so every level but Easy must take it.
    Board block(config);
    for (const char* m : {"h8", "a1", "a3"}) block.play(Move::at(at(m)));
    ASSERT_EQ(block.to_move(), Side::Second);
    ASSERT_EQ(block.bubbles_held(Side::First), 1);
    for (Level level : {Level::Classic, Level::Medium, Level::Hard, Level::Max}) {
        EXPECT_EQ(decide(block, level), at("g8")) << static_cast<int>(level);
    }
}

}  // namespace
}  // namespace lineup::ai
