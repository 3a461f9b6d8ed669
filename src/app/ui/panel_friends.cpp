// The panel's list of games with a friend by link (friend_games.hpp): each
// game this browser has seen, with whose turn it is; a tap opens it, as this
// browser last saw it.
#include <imgui.h>

#include <string>

#include "app/ui/panel.hpp"
#include "app/ui/widgets.hpp"
#include "core/record.hpp"
#include "text/friend_messages.hpp"

namespace lineup::app {

using namespace lineup::core;

void Panel::draw_friend_games(float width) {
    if (friends_.games().empty()) return;
    caption(t("Games with friends by link"));
    int index = 0;
    for (const FriendGameSeen& seen : friends_.games()) {
        const std::string line = text::friend_game_line(seen.board, seen.game.side, session_.language());
        const std::string id = "friend-game-" + std::to_string(index++);
        const bool shown = session_.by_link() && session_.friend_game().id == seen.game.id;
        if (choice(line.c_str(), id.c_str(), width, shown) && !shown) {
            session_.open_friend_game(seen.record, seen.game);
        }
    }
}

}  // namespace lineup::app
