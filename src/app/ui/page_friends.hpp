// The page's side of games with a friend by link (friend_games.hpp): state()'s
// game by link and list, and the "friends" event the page keeps.
#pragma once

#include <string>

#include "app/session/friend_games.hpp"
#include "app/session/json.hpp"
#include "app/session/session.hpp"

namespace lineup::app {

/// "friend": {"id", "side"} in a game by link, else null; "friendGames": the
/// list as the panel shows it, with whose turn each is ("you", "friend", "over").
void write_friends(JsonWriter& json, const Session& session, const FriendGames& friends);
/// The "friends" event: {"games":[{"id","side","record"}]}, in the list's order.
std::string friends_json(const FriendGames& friends);

}  // namespace lineup::app
