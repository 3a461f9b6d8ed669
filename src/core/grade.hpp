// MoveGrade: how good a move of a finished or recorded game was, as the
// review grades it. The engines find it (ai/connect4/review.hpp exactly,
// ai/gomoku/review.hpp by the engine), the engine protocol (ai/protocol.hpp)
// carries it and text/messages.hpp words it for the player.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace lineup::core {

enum class MoveGrade : std::uint8_t {
    Best,         ///< the best move there is (both games)
    KeepsResult,  ///< Connect 4: a win, draw or loss still, but not the fastest
    ThrowsWin,    ///< Connect 4: a won position turned into a draw or a loss
    DrawToLoss,   ///< Connect 4: a drawn position turned into a loss
    Good,         ///< Gomoku: close to the best
    Inaccuracy,   ///< Gomoku: some winning chances lost
    Mistake,      ///< Gomoku: many winning chances lost
    MissedWin,    ///< Gomoku: a forced win (by fours) not taken
    AllowedWin,   ///< Gomoku: hands the opponent a forced win (by fours)
    Unknown,      ///< the engine stopped before it knew
};

/// The protocol's token: "best", "keeps-result", "throws-win",
/// "draw-to-loss", "good", "inaccuracy", "mistake", "missed-win",
/// "allowed-win", "unknown".
std::string_view to_string(MoveGrade grade);
std::optional<MoveGrade> parse_grade(std::string_view token);
/// The grades a review stops at when the player asks for the next mistake:
/// everything that gives something away (not Best, KeepsResult, Good, Unknown).
bool is_error(MoveGrade grade);

}  // namespace lineup::core
