// Levels of the computer player, for both games, and the one table of what
// each level does (levels.cpp): the players (connect4/player.cpp,
// gomoku/player.cpp), the app (app/session/game_setup.cpp, game_in_play.cpp,
// hint.cpp) and the Gomocup engine (cli/pbrain.cpp) all read their depths,
// widths, nodes and times from it.
//
//   Easy     plays like a casual person: always takes a win at once, but
//            sometimes misses a block (Connect 4) or a threat (Gomoku)
//   Classic  Gomoku only: the first version's one-move pattern scorer
//            (gomoku/classic.hpp)
//   Medium   a shallow search with some randomness: beats casual players
//   Hard     a deeper search; picks among good moves
//   Max      the strongest: Connect 4 "Perfect" (exact solver and opening
//            book), Gomoku "Master" (deepest search with threat search)
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string_view>
#include <vector>

#include "core/types.hpp"

namespace lineup::ai {

enum class Level : std::uint8_t { Easy, Classic, Medium, Hard, Max };

/// What one level of one game does. A field a game or level does not use is 0.
struct LevelPolicy {
    core::GameKind game;
    Level level;
    std::string_view name;  ///< see level_name()
    /// The app's time budget per computer move, in ms (0: the level's own).
    int app_time_ms = 0;
    /// The player's own budget when the caller sets neither time nor nodes, in
    /// ms (0: no limit).
    int own_time_ms = 0;
    /// Plies of the main heuristic search (Connect 4 Max: of the short search
    /// that ranks the columns for the exact check).
    int depth = 0;
    /// Gomoku: candidate moves searched at a quiet node.
    int width = 0;
    /// Connect 4: the move is random among those within this many points of
    /// the best (connect4/search.hpp's values).
    int margin = 0;
    /// The node limit of the level's side search: Connect 4 Hard's exact
    /// win/draw/loss check, Connect 4 Max's ranking search, Gomoku Max's VCT.
    std::uint64_t side_nodes = 0;
    /// Easy: one move in this many is casual (Connect 4: an immediate threat
    /// left unblocked; Gomoku: a random pick among the best few cells near
    /// the stones).
    int slip_one_in = 0;
    /// Gomoku: plies of the root's threat searches, by fours (VCF) and by
    /// threes and fours (VCT; 0: none).
    int vcf_plies = 0;
    int vct_plies = 0;
    /// Gomoku: GomokuThreatChecks (gomoku/search.hpp) at the root's replies
    /// and at the horizon.
    int reply_checks = 0;
    int leaf_checks = 0;
    /// Gomoku: the evaluation's weight on the side to move, in tenths
    /// (SearchBoard::evaluate).
    int own_tenths = 0;
    /// Gomoku: the selective search (gomoku/search.hpp): pruning by the
    /// static evaluation, late move reductions and a quiescence by fours at
    /// the horizon, iterating until the time is spent.
    bool selective = false;
};

/// The table: one row per game and level the game offers, weakest first.
std::span<const LevelPolicy> level_table();
/// The row of `level` in `game`. A level the game does not offer plays as
/// Medium (Connect 4 has no Classic).
const LevelPolicy& level_policy(core::GameKind game, Level level);

/// The levels a game offers, weakest first.
std::vector<Level> levels_for(core::GameKind game);
/// The level a new game starts with: strong enough to beat a casual player,
/// quick enough to answer within a second in the browser.
Level default_level(core::GameKind game);
/// The hint's player, whatever the opponent's level: a strong level with a
/// time budget in ms (Connect 4's hint also analyses every column in it).
struct HintPolicy {
    Level level;
    int time_ms;
};
HintPolicy hint_policy(core::GameKind game);
/// The time of Connect 4's per-column analysis when a request gives none, in ms.
inline constexpr int kAnalysisTimeMs = 2000;
/// "easy", "classic", "medium", "hard", "perfect" (Connect 4) or "master" (Gomoku).
std::string_view level_name(core::GameKind game, Level level);
/// Accepts the names above, plus "max" for the strongest level of either game.
std::optional<Level> parse_level(core::GameKind game, std::string_view name);

}  // namespace lineup::ai
