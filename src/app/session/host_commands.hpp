// The embedding page's commands that set the board up (web/page/api.js:
// board.newGame(options) and board.set(options) in lineup-embed.js). The
// options are the page options (page_options.hpp) as "key=value&...";
// newGame may also bring a game record to start from. Each command is checked
// whole before anything changes: a refusal says why (in English, for the
// page's author) and leaves the game, the settings and the message as they were.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "app/session/display_settings.hpp"
#include "app/session/session.hpp"

namespace lineup::app {

/// A new game with the options (those not given stay as the board has them:
/// its game, size, rule, theme, mode, levels and display), from `record` when
/// one is given (a link, Connect 4 digits, a Gomoku move list or PSQ, read on
/// the board the options describe). The reason when refused.
std::optional<std::string> host_new_game(Session& session, DisplaySettings& display, std::string_view query,
                                         std::string_view record);

/// Changes settings as the panel's own controls do: the language, the levels,
/// analysis and the display options apply to the game on; an option that
/// shapes the game (game, size, rule, theme, seed, mode, first) starts a new
/// game with all of them, as host_new_game does. The reason when refused.
std::optional<std::string> host_set(Session& session, DisplaySettings& display, std::string_view query);

}  // namespace lineup::app
