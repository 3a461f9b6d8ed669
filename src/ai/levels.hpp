// Levels of the computer player, for both games.
//
//   Easy     plays like a casual person: always takes a win at once, but
//            sometimes misses a block (Connect 4) or a threat (Gomoku)
//   Classic  Gomoku only: the seed's one-move pattern scorer (SPEC 2)
//   Medium   a shallow search with some randomness: beats casual players
//   Hard     a deeper search; picks among good moves
//   Max      the strongest: Connect 4 "Perfect" (exact solver and opening
//            book), Gomoku "Master" (deepest search with threat search)
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "core/types.hpp"

namespace lineup::ai {

enum class Level : std::uint8_t { Easy, Classic, Medium, Hard, Max };

/// The levels a game offers, weakest first.
std::vector<Level> levels_for(core::GameKind game);
/// The level a new game starts with: strong enough to beat a casual player,
/// quick enough to answer within a second in the browser.
Level default_level(core::GameKind game);
/// "easy", "classic", "medium", "hard", "perfect" (Connect 4) or "master" (Gomoku).
std::string_view level_name(core::GameKind game, Level level);
/// Accepts the names above, plus "max" for the strongest level of either game.
std::optional<Level> parse_level(core::GameKind game, std::string_view name);

}  // namespace lineup::ai
