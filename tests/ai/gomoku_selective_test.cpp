// Gomoku's selective search (Master's): its quiescence by fours reads wins
// that lie beyond the horizon, where the full-width search sees only its
// evaluation, and its pruning loses no win by fours. (Its strength is
// measured in matches against Rapfi: docs/gomoku-strength.md.)
#include <gtest/gtest.h>

#include "ai/gomoku/player.hpp"
#include "ai/gomoku/search.hpp"
#include "core/record.hpp"
#include "core/rng.hpp"
#include "gomoku_positions.hpp"

namespace lineup::ai {
namespace {

using core::Board;
using core::GameKind;
using core::Move;
using core::Side;

GomokuSearchResult search_to(const Board& board, int depth, bool selective, GomokuTable& table) {
    SearchBoard state(board);
    SearchControl control(Limits{});
    GomokuSearch search(state, control, table, 30, GomokuThreatChecks{}, SearchBoard::kDefaultOwnTenths, selective);
    return search.run(depth);
}

TEST(GomokuSelective, ItsQuiescenceSeesWinsByFoursBeyondTheHorizonAndItsPruningLosesNone) {
    // Random crowded positions on 11x11 where the side to move has no five
    // but wins by fours (find_vcf, within the quiescence's 8 fours).
    core::Rng rng(31);
    int wins = 0, seen_beyond = 0;
    for (int n = 0; n < 160; ++n) {
        const Board board = test::scattered(rng, 11, core::Rule::Freestyle, 16 + rng.below(14), 3, 5);
        if (board.status() != core::Status::Playing) continue;
        SearchBoard state(board);
        if (state.has_threat(board.to_move(), Threat::Five)) continue;  // the players take a five before searching
        GomokuTable vcf_table(4);
        SearchControl control(Limits{});
        GomokuSearch vcf(state, control, vcf_table, 30);
        if (vcf.find_vcf(15) < 0) continue;
        ++wins;
        // Pruned and reduced, the selective search to 3 plies still values it won.
        GomokuTable table(4), one_ply(4), full_one_ply(4);
        EXPECT_GT(search_to(board, 3, true, table).value, kGomokuWinBound) << core::format_record(board);
        // At one ply the full-width search sees its evaluation where the
        // quiescence plays the fours out.
        if (gomoku_decided(search_to(board, 1, true, one_ply).value) &&
            !gomoku_decided(search_to(board, 1, false, full_one_ply).value)) {
            ++seen_beyond;
        }
    }
    EXPECT_GT(wins, 10);  // the positions really held wins
    EXPECT_GT(seen_beyond, 3);
}

// `lineup-cli bench search` reports Master's nodes by kind (main tree,
// quiescence, threat searches): they add up to the nodes the decision
// counts, and only the selective search has a quiescence.
TEST(GomokuSelective, ItsNodesByKindAddUpToTheNodesCounted) {
    // An opening where both sides can make threes (the VCT searches), and a node limit.
    const Board board = test::gomoku("h8i8h9i9", 15);
    for (const Level level : {Level::Medium, Level::Hard, Level::Max}) {
        GomokuTable table(4);
        const GomokuDecision d = choose_gomoku(board, level, 1, Limits{0, 40000, 0}, nullptr, table);
        const GomokuNodeKinds& k = d.kinds;
        EXPECT_EQ(k.main + k.quiescence + k.threats, d.nodes) << level_name(GameKind::Gomoku, level);
        EXPECT_GT(k.main, 0u);
        EXPECT_GT(k.threats, 0u);  // every level looks for a win by fours first
        if (level == Level::Max) {
            EXPECT_GT(k.quiescence, 0u);
        } else {
            EXPECT_EQ(k.quiescence, 0u);
        }
    }
}

}  // namespace
}  // namespace lineup::ai
