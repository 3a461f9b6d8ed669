// The words of the Swap and Swap2 openings (core/opening.hpp): what the
// opening waits for, the choice a player made, and the opening chosen in the
// setup, in English or Chinese. Players are named by seat (Player 1 opens),
// their colours by the side each seat plays now (Seats::after).
#pragma once

#include <string>

#include "core/board.hpp"
#include "core/opening.hpp"
#include "core/seats.hpp"
#include "text/language.hpp"

namespace lineup::text {

/// What the opening waits for, or "" once it is over:
/// "Opening: Player 1 places stone 2 of 3 (White)."
/// "Player 2 chooses: swap (take Black), stay White and play the fourth stone,
/// or place two more stones."
std::string msg_opening_step(core::Seats seats, const core::Board& board, Language lang = Language::English);
/// The choice `seat` made (`seats` and `board` after it), then what comes next:
/// "Player 2 swaps and now plays Black. ..."
std::string msg_chose(core::Seats seats, const core::Board& board, core::Seat seat, core::OpeningChoice choice,
                      Language lang = Language::English);
/// The setup's sentence: "Opening: Swap2. Player 1 places three stones, ..."
std::string msg_opening(core::Opening opening, Language lang = Language::English);
/// The menu's name: "Standard", "Swap", "Swap2".
std::string opening_title(core::Opening opening, Language lang = Language::English);

}  // namespace lineup::text
