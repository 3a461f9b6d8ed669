// The words of a game's setup, in English or Chinese: the rule chosen, and
// "edit position" (app/ui/position_editor.hpp): what a tap does, why a position
// cannot be played on (core::SetupProblem), and the game that goes on from it.
#pragma once

#include <string>

#include "core/config.hpp"
#include "core/setup.hpp"
#include "text/language.hpp"

namespace lineup::text {

/// "Rule: five or more wins."; Renju's names the side it restricts in the
/// theme's colours ("Black needs exactly five ...").
std::string msg_rule(const core::GameConfig& config, Language lang = Language::English);
/// "Edit the position: each tap on a cell turns it Black, then White, then
/// empty. Done plays on from there."
std::string msg_setup_started(const core::GameConfig& config, Language lang = Language::English);
/// Why Done was refused, and what to change.
std::string msg_setup_refused(const core::GameConfig& config, core::SetupProblem problem,
                              Language lang = Language::English);
/// "Position set up: 5 pieces. Black to move."
std::string msg_setup_done(const core::GameConfig& config, std::size_t pieces, core::Side to_move,
                           Language lang = Language::English);

}  // namespace lineup::text
