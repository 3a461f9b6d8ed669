// Outlook: what an analysis found about a game, for the side to move. The
// computer player (ai/request_server.hpp) finds it and the engine protocol
// (ai/protocol.hpp) carries it; text/messages.hpp words it for the player.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace lineup::core {

enum class Outlook : std::uint8_t {
    Unknown,    ///< nothing known beyond the move
    Draw,       ///< Connect 4: the side to move can hold a draw
    WinIn,      ///< it wins in `distance` of its own moves
    LossIn,     ///< the opponent wins in `distance` of its moves whatever it does
    ForcedWin,  ///< Gomoku: a forced win by threats (length not known)
    Attacked,   ///< Gomoku: the opponent has a winning attack
    Ahead,      ///< Gomoku: well placed
    Behind,     ///< Gomoku: the opponent is well placed
    Balanced,   ///< Gomoku: neither side is ahead
};

/// The protocol's token: "unknown", "draw", "win", "loss", "forced-win",
/// "attacked", "ahead", "behind", "balanced".
std::string_view to_string(Outlook outlook);
std::optional<Outlook> parse_outlook(std::string_view token);

}  // namespace lineup::core
