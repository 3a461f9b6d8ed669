// The exact Connect 4 solver against an independent brute-force oracle.
#include "ai/connect4/negamax.hpp"

#include <gtest/gtest.h>

#include "ai/connect4/score_range.hpp"
#include "c4_brute_force.hpp"
#include "core/record.hpp"
#include "core/rng.hpp"
#include "test_scale.hpp"

namespace lineup::ai {
namespace {

using core::Board;
using core::GameKind;
using core::Theme;

// `variant` != 0: the move order of a helper thread (ties broken differently).
int solve_exact(const Board& board, std::uint64_t variant = 0) {
    C4Rules<std::uint64_t> rules(board);
    BoundTable table(1);
    SearchControl control(Limits{});
    C4Negamax<std::uint64_t> solver(rules, table, control, variant);
    return *solver.solve(to_pos(rules, board));
}

// Random positions after at least `min_plies` moves (the oracle's cost falls
// quickly as the board fills).
void compare_random_positions(int cols, int rows, Theme theme, int count, std::uint64_t seed, int min_plies = 0,
                              std::uint64_t variant = 0) {
    core::Rng rng(seed);
    std::vector<core::Move> moves;
    test::BruteForce shared;  // basic boards all share one layout, so one memo
    int checked = 0;
    for (int attempt = 0; checked < count && attempt < count * 20; ++attempt) {
        Board board(core::default_config(GameKind::Connect4, theme, cols, rows, static_cast<std::uint32_t>(attempt)));
        const int plies = min_plies + rng.below(cols * rows - min_plies);
        for (int i = 0; i < plies && board.status() == core::Status::Playing; ++i) {
            board.legal_moves(moves);
            board.play(moves[static_cast<std::size_t>(rng.below(static_cast<int>(moves.size())))]);
        }
        if (board.status() != core::Status::Playing) continue;
        Board copy = board;
        test::BruteForce fresh;  // a themed layout needs its own memo
        const int expected = (theme == Theme::Basic ? shared : fresh).score(copy);
        ASSERT_EQ(solve_exact(board, variant), expected) << core::format_record(board);
        ++checked;
    }
    EXPECT_EQ(checked, count);
}

// The sanitizer stage (test::scaled) checks 4x4 and a fifth of the positions:
// the oracle's whole tree of a larger board is most of this file's time there.
TEST(C4Negamax, EmptySmallBoardsMatchBruteForce) {
    for (auto [cols, rows] : {std::pair{4, 4}, {5, 4}, {4, 5}}) {
        if (cols * rows > 16 && !test::every_case()) continue;
        Board board(core::default_config(GameKind::Connect4, Theme::Basic, cols, rows));
        test::BruteForce oracle;
        Board copy = board;
        EXPECT_EQ(solve_exact(board), oracle.score(copy)) << cols << "x" << rows;
    }
}

TEST(C4Negamax, RandomPositionsOnSmallBoardsMatchBruteForce) {
    compare_random_positions(4, 4, Theme::Basic, test::scaled(300), 1);
    if (test::every_case()) compare_random_positions(5, 4, Theme::Basic, 300, 2);
}

TEST(C4Negamax, RockAndBubbleBoardsMatchBruteForce) {
    using test::scaled;
    compare_random_positions(4, 4, Theme::Rock, scaled(200), 3);
    compare_random_positions(5, 4, Theme::Rock, scaled(100), 4, 6);
    compare_random_positions(4, 4, Theme::Bubble, scaled(200), 5);
    compare_random_positions(5, 4, Theme::Bubble, scaled(100), 6, 6);
    compare_random_positions(5, 5, Theme::Rock, scaled(30), 7, 10);
    compare_random_positions(5, 5, Theme::Bubble, scaled(30), 8, 10);
}

// Claimeven's bound against the oracle: never below the true score, on even
// and odd heights and with rocks; and it does decide positions (a bound that
// never applies would pass too).
TEST(C4Claimeven, TheBoundIsNeverBelowTheScore) {
    core::Rng rng(11);
    std::vector<core::Move> moves;
    for (auto [cols, rows, theme] : {std::tuple{4, 4, Theme::Basic},
                                     {5, 4, Theme::Basic},
                                     {4, 5, Theme::Basic},
                                     {5, 5, Theme::Rock},
                                     {4, 4, Theme::Rock}}) {
        int bounded = 0, losses = 0;
        test::BruteForce shared;
        for (int n = 0; n < 2000; ++n) {
            Board board(core::default_config(GameKind::Connect4, theme, cols, rows, static_cast<std::uint32_t>(n)));
            const int plies = rng.below(cols * rows);
            for (int i = 0; i < plies && board.status() == core::Status::Playing; ++i) {
                board.legal_moves(moves);
                board.play(moves[static_cast<std::size_t>(rng.below(static_cast<int>(moves.size())))]);
            }
            if (board.status() != core::Status::Playing) continue;
            C4Rules<std::uint64_t> rules(board);
            const auto pos = to_pos(rules, board);
            if (pos.can_win_next(rules)) continue;
            const auto bound = claimeven_bound(rules, pos);
            if (!bound) continue;
            Board copy = board;
            test::BruteForce fresh;
            const int score = (theme == Theme::Basic ? shared : fresh).score(copy);
            ASSERT_GE(*bound, score) << core::format_record(board);
            ++bounded;
            if (*bound < 0) ++losses;
        }
        EXPECT_GE(bounded, 60) << cols << "x" << rows;
        EXPECT_GE(losses, 10) << cols << "x" << rows << ": " << bounded;
    }
}

TEST(C4Negamax, AHelpersMoveOrderFindsTheSameScores) {
    compare_random_positions(5, 4, Theme::Basic, 60, 9, 4, 0x9E3779B97F4A7C15ULL);
    compare_random_positions(5, 4, Theme::Rock, 60, 10, 6, 12345);
}

TEST(C4ScoreRange, AloneItTriesZeroThenMinusOneThenNextToTheLastResult) {
    C4ScoreRange range(-18, 17);
    EXPECT_EQ(range.next(), 0);
    range.record(0, -3);  // score <= -3
    EXPECT_EQ(range.hi(), -3);
    EXPECT_FALSE(range.useful(-1));
    // -1 is no longer useful: is the score -3 itself (>= -3)?
    EXPECT_EQ(range.next(), -4);
    range.record(-4, -5);  // no: score <= -5
    EXPECT_EQ(range.hi(), -5);
    EXPECT_EQ(range.next(), -6);
    range.record(-6, -5);  // score >= -5
    ASSERT_TRUE(range.done());
    EXPECT_EQ(range.score(), -5);
    // A win: after 0 proves score >= 7, the next test asks for more than 7.
    C4ScoreRange win(-18, 17);
    EXPECT_EQ(win.next(), 0);
    win.record(0, 7);
    EXPECT_EQ(win.next(), 7);
}

TEST(C4ScoreRange, OthersGetTestsNobodyRuns) {
    C4ScoreRange range(-18, 17);
    const int first = *range.next();
    const int busy1[] = {first};
    const int second = *range.next(busy1);
    EXPECT_EQ(first, 0);
    EXPECT_EQ(second, -1);  // the two tests that prove a draw run side by side
    const int busy2[] = {first, second};
    const auto third = range.next(busy2);
    ASSERT_TRUE(third.has_value());
    EXPECT_TRUE(*third != first && *third != second && range.useful(*third));
    // Then the tests on either side of the draw pair while they are useful:
    // the empty board's score (1) is settled by 0 and 1, and a helper that
    // bisected towards 10 first wasted seconds there.
    range.record(second, 0);  // score >= 0: -2 is no longer useful
    const int busy4[] = {first};
    EXPECT_EQ(range.next(busy4), 1);
    const int busy5[] = {first, 1};
    EXPECT_EQ(range.next(busy5), 9);  // far from a draw: bisection again
    // A range of one useful test that somebody runs: nothing to hand out.
    C4ScoreRange narrow(2, 3);
    const int busy3[] = {2};
    EXPECT_FALSE(narrow.next(busy3).has_value());
    EXPECT_EQ(narrow.next(), 2);
    narrow.record(2, 3);
    EXPECT_TRUE(narrow.done());
    EXPECT_EQ(narrow.score(), 3);
}

TEST(BoundTable, BucketsAreTheKeyModuloThePrime) {
    BoundTable table(2);
    core::Rng rng(77);
    const std::size_t buckets = table.entry_count() / 2;
    for (std::uint64_t key : {std::uint64_t{0}, std::uint64_t{buckets - 1}, std::uint64_t{buckets}, ~std::uint64_t{0},
                              (std::uint64_t{1} << 49) - 1}) {
        EXPECT_EQ(table.bucket_of(key), key % buckets) << key;
    }
    for (int i = 0; i < 100000; ++i) {
        const std::uint64_t key = rng.next();
        ASSERT_EQ(table.bucket_of(key), key % buckets) << key;
    }
    // Stored bounds come back, and tighten.
    table.store(123456789, -3, 5, 2, 1000);
    table.store(123456789, -1, BoundTable::kNoUpper, -1, 10);
    const auto known = table.probe(123456789);
    ASSERT_TRUE(known.has_value());
    EXPECT_EQ(known->lower, -1);
    EXPECT_EQ(known->upper, 5);
    EXPECT_EQ(known->best_col, 2);
    EXPECT_FALSE(table.probe(123456789 + buckets).has_value());  // same bucket, other key
}

// The host's memory hint (the native programs ask for large pages) is told once
// about the whole table, on 2 MiB boundaries, before the table is used.
struct HintSeen {
    static inline int calls = 0;
    static inline void* memory = nullptr;
    static inline std::size_t bytes = 0;
    static void hint(void* m, std::size_t b) {
        ++calls;
        memory = m;
        bytes = b;
    }
};

TEST(BoundTable, TheHostsMemoryHintSeesTheWholeTableOnItsPages) {
    BoundTable table(3, &HintSeen::hint);
    EXPECT_EQ(HintSeen::calls, 1);
    EXPECT_EQ(reinterpret_cast<std::uintptr_t>(HintSeen::memory) % kTablePageBytes, 0u);
    EXPECT_EQ(HintSeen::bytes % kTablePageBytes, 0u);
    EXPECT_GE(HintSeen::bytes, table.entry_count() * sizeof(std::uint64_t));
    table.store(42, 0, 1, 3, 100);
    EXPECT_TRUE(table.probe(42).has_value());
}

}  // namespace
}  // namespace lineup::ai
