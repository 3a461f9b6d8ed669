#include "ai/levels.hpp"

#include <algorithm>
#include <array>
#include <cassert>

namespace lineup::ai {
namespace {

using core::GameKind;

// Times: the app's budgets (app_time_ms) keep the browser's answer within a
// second up to Medium; the players' own (own_time_ms) apply when a caller such
// as lineup-cli or pbrain sets no limit. Connect 4 sets none of its own: its
// searches end by depth, and Perfect by the exact solver.
// One row a line or two, as a table reads (clang-format would put a field a line).
// clang-format off
constexpr std::array kTable{
    // Connect 4 (connect4/player.hpp). Easy: a 2-ply look with a wide margin,
    // and an immediate threat left unblocked one time in three.
    LevelPolicy{.game = GameKind::Connect4, .level = Level::Easy, .name = "easy", .app_time_ms = 200,
                .depth = 2, .margin = 120, .slip_one_in = 3},
    LevelPolicy{.game = GameKind::Connect4, .level = Level::Medium, .name = "medium", .app_time_ms = 300,
                .depth = 6, .margin = 30},
    // Hard: a quick exact win/draw/loss check of side_nodes, then the search.
    LevelPolicy{.game = GameKind::Connect4, .level = Level::Hard, .name = "hard", .app_time_ms = 800,
                .depth = 10, .margin = 8, .side_nodes = 400000},
    // Perfect: a short search of side_nodes ranks the columns for the exact
    // check (node-limited, so Perfect's moves, and the move book made of them,
    // are the same on every machine); when time runs out, Hard decides.
    LevelPolicy{.game = GameKind::Connect4, .level = Level::Max, .name = "perfect", .app_time_ms = 2000,
                .depth = 8, .side_nodes = 60000},

    // Gomoku (gomoku/player.hpp). Easy: Classic, except that one move in three
    // is a random pick among the cells near the stones that Classic likes best.
    LevelPolicy{.game = GameKind::Gomoku, .level = Level::Easy, .name = "easy", .slip_one_in = 3},
    LevelPolicy{.game = GameKind::Gomoku, .level = Level::Classic, .name = "classic"},
    // Medium, the default: 5 plies, under 20 ms a move on the bench positions.
    // It beats Classic (96% and 98% over 100 games on 13x13 and 15x15). At 6
    // plies it stood too close to Master, whose 1 s search reaches 7 to 9
    // (Master scored 84.5% against it on 15x15, short of the 90% aimed at); at
    // 5 Master scores 93-94.5%, and Hard's 8 plies have room between the two
    // (docs/gomoku-strength.md).
    LevelPolicy{.game = GameKind::Gomoku, .level = Level::Medium, .name = "medium", .app_time_ms = 600,
                .own_time_ms = 600, .depth = 5, .width = 10, .vcf_plies = 12, .reply_checks = 12,
                .own_tenths = 12},
    LevelPolicy{.game = GameKind::Gomoku, .level = Level::Hard, .name = "hard", .app_time_ms = 1000,
                .own_time_ms = 1500, .depth = 8, .width = 14, .vcf_plies = 16, .reply_checks = 16,
                .leaf_checks = 4, .own_tenths = 12},
    // Master: the selective search (gomoku/search.hpp), 30 candidates at a
    // quiet node, to 40 plies or until its time is spent; against Rapfi at
    // 10,000 nodes, 300 ms a move, it scores 58-60 % where the full-width
    // search to 12 plies, width 18, scores 43 % (docs/gomoku-strength.md).
    // Its evaluation values the shapes of the side to move at 1.6 times the
    // opponent's (the others: 1.2): the side with the move in hand at the
    // horizon can extend its best shape first. The VCT searches side_nodes
    // at most.
    LevelPolicy{.game = GameKind::Gomoku, .level = Level::Max, .name = "master", .app_time_ms = 2500,
                .own_time_ms = 3000, .depth = 40, .width = 30, .side_nodes = 200000, .vcf_plies = 24,
                .vct_plies = 10, .reply_checks = 20, .own_tenths = 16, .selective = true},
};
// clang-format on

const LevelPolicy* find(GameKind game, Level level) {
    const auto row = std::find_if(kTable.begin(), kTable.end(),
                                  [&](const LevelPolicy& p) { return p.game == game && p.level == level; });
    return row == kTable.end() ? nullptr : &*row;
}

}  // namespace

std::span<const LevelPolicy> level_table() { return kTable; }

const LevelPolicy& level_policy(GameKind game, Level level) {
    const LevelPolicy* row = find(game, level);
    if (!row) row = find(game, Level::Medium);
    assert(row);
    return *row;
}

std::vector<Level> levels_for(GameKind game) {
    std::vector<Level> out;
    for (const LevelPolicy& p : kTable) {
        if (p.game == game) out.push_back(p.level);
    }
    return out;
}

Level default_level(GameKind game) { return game == GameKind::Connect4 ? Level::Hard : Level::Medium; }

HintPolicy hint_policy(GameKind game) {
    return game == GameKind::Connect4 ? HintPolicy{Level::Max, 2000} : HintPolicy{Level::Hard, 1200};
}

std::string_view level_name(GameKind game, Level level) {
    // A level the game does not offer keeps its own name (Gomoku offers every level).
    const LevelPolicy* row = find(game, level);
    return row ? row->name : level_policy(GameKind::Gomoku, level).name;
}

std::optional<Level> parse_level(GameKind game, std::string_view name) {
    for (Level level : levels_for(game)) {
        if (level_name(game, level) == name) return level;
    }
    if (name == "max") return Level::Max;
    return std::nullopt;
}

}  // namespace lineup::ai
