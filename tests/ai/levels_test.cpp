// The levels table (ai/levels.hpp): every level a game offers has one row,
// and the rows grow stronger in the order the levels are offered.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <string_view>
#include <utility>

#include "ai/levels.hpp"

namespace lineup::ai {
namespace {

using core::GameKind;

constexpr GameKind kGames[] = {GameKind::Connect4, GameKind::Gomoku};
constexpr Level kLevels[] = {Level::Easy, Level::Classic, Level::Medium, Level::Hard, Level::Max};

TEST(Levels, EveryOfferedLevelHasOneRowAndANameThatParses) {
    std::set<std::pair<GameKind, Level>> rows;
    for (const LevelPolicy& p : level_table()) EXPECT_TRUE(rows.insert({p.game, p.level}).second) << p.name;
    for (GameKind game : kGames) {
        const auto offered = levels_for(game);
        EXPECT_GE(offered.size(), 4u);
        std::set<std::string_view> names;
        for (Level level : offered) {
            const LevelPolicy& p = level_policy(game, level);
            EXPECT_EQ(p.game, game);
            EXPECT_EQ(p.level, level);
            EXPECT_TRUE(rows.count({game, level}));
            EXPECT_TRUE(names.insert(p.name).second) << p.name;
            EXPECT_EQ(level_name(game, level), p.name);
            EXPECT_EQ(parse_level(game, p.name), level) << p.name;
        }
        EXPECT_EQ(parse_level(game, "max"), Level::Max);
        EXPECT_NE(std::find(offered.begin(), offered.end(), default_level(game)), offered.end());
    }
    EXPECT_EQ(rows.size(), level_table().size());
}

TEST(Levels, ALevelAGameDoesNotOfferPlaysAsMedium) {
    for (GameKind game : kGames) {
        for (Level level : kLevels) {
            const LevelPolicy& p = level_policy(game, level);
            EXPECT_EQ(p.game, game);
            EXPECT_TRUE(p.level == level || p.level == Level::Medium);
        }
    }
    EXPECT_EQ(&level_policy(GameKind::Connect4, Level::Classic), &level_policy(GameKind::Connect4, Level::Medium));
    EXPECT_EQ(level_name(GameKind::Connect4, Level::Classic), "classic");
    EXPECT_FALSE(parse_level(GameKind::Connect4, "classic"));
}

TEST(Levels, TimeBudgetsGrowWithStrength) {
    for (GameKind game : kGames) {
        const auto offered = levels_for(game);
        for (std::size_t i = 1; i < offered.size(); ++i) {
            const LevelPolicy& weaker = level_policy(game, offered[i - 1]);
            const LevelPolicy& stronger = level_policy(game, offered[i]);
            EXPECT_LE(weaker.app_time_ms, stronger.app_time_ms) << stronger.name;
            EXPECT_LE(weaker.own_time_ms, stronger.own_time_ms) << stronger.name;
        }
        // Every level that searches has a budget in the app, the strongest the largest.
        for (Level level : offered) {
            const LevelPolicy& p = level_policy(game, level);
            if (p.depth > 0) {
                EXPECT_GT(p.app_time_ms, 0) << p.name;
            }
        }
        EXPECT_GT(level_policy(game, Level::Max).app_time_ms, level_policy(game, Level::Hard).app_time_ms);
    }
    // Gomoku's players search by time when the caller sets none.
    for (Level level : {Level::Medium, Level::Hard, Level::Max}) {
        EXPECT_GT(level_policy(GameKind::Gomoku, level).own_time_ms, 0);
    }
}

TEST(Levels, Connect4SearchesDeeperAndLessRandomlyWithStrength) {
    const LevelPolicy& easy = level_policy(GameKind::Connect4, Level::Easy);
    const LevelPolicy& medium = level_policy(GameKind::Connect4, Level::Medium);
    const LevelPolicy& hard = level_policy(GameKind::Connect4, Level::Hard);
    const LevelPolicy& perfect = level_policy(GameKind::Connect4, Level::Max);
    EXPECT_LT(easy.depth, medium.depth);
    EXPECT_LT(medium.depth, hard.depth);
    EXPECT_GT(easy.margin, medium.margin);
    EXPECT_GT(medium.margin, hard.margin);
    EXPECT_GT(easy.slip_one_in, 1);
    EXPECT_GT(hard.side_nodes, 0u);  // the exact check
    EXPECT_GT(perfect.depth, 0);     // the ranking search, node-limited
    EXPECT_GT(perfect.side_nodes, 0u);
}

TEST(Levels, GomokuSearchesDeeperAndWiderWithStrength) {
    EXPECT_GT(level_policy(GameKind::Gomoku, Level::Easy).slip_one_in, 1);
    EXPECT_EQ(level_policy(GameKind::Gomoku, Level::Classic).depth, 0);
    const LevelPolicy* weaker = nullptr;
    for (Level level : {Level::Medium, Level::Hard, Level::Max}) {
        const LevelPolicy& p = level_policy(GameKind::Gomoku, level);
        EXPECT_GT(p.vcf_plies, 0) << p.name;
        EXPECT_GT(p.reply_checks, 0) << p.name;
        EXPECT_GT(p.own_tenths, 0) << p.name;
        if (weaker) {
            EXPECT_GT(p.depth, weaker->depth) << p.name;
            EXPECT_GT(p.width, weaker->width) << p.name;
            EXPECT_GE(p.vcf_plies, weaker->vcf_plies) << p.name;
        }
        weaker = &p;
    }
    const LevelPolicy& master = level_policy(GameKind::Gomoku, Level::Max);
    EXPECT_GT(master.vct_plies, 0);
    EXPECT_GT(master.side_nodes, 0u);  // the VCT's
}

TEST(Levels, TheHintComesFromAStrongLevelWithinTheStrongestBudget) {
    for (GameKind game : kGames) {
        const HintPolicy hint = hint_policy(game);
        const auto offered = levels_for(game);
        EXPECT_NE(std::find(offered.begin(), offered.end(), hint.level), offered.end());
        EXPECT_GE(hint.level, Level::Hard);
        EXPECT_GT(hint.time_ms, 0);
        EXPECT_LE(hint.time_ms, level_policy(game, Level::Max).app_time_ms);
    }
    EXPECT_GT(kAnalysisTimeMs, 0);
}

}  // namespace
}  // namespace lineup::ai
