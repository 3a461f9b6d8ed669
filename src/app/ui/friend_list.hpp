// The panel's list of the games with a friend by link this browser has seen
// (friend_games.hpp), each with whose turn it is; a tap opens one, as this
// browser last saw it.
#pragma once

#include "app/session/friend_games.hpp"
#include "app/session/session.hpp"
#include "app/ui/panel_buttons.hpp"

namespace lineup::app {

/// Draws the list, `width` wide, under its caption (nothing when no game by link was seen).
void draw_friend_games(const FriendGames& friends, Session& session, PanelButtons& buttons, float width);

}  // namespace lineup::app
