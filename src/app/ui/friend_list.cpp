#include "app/ui/friend_list.hpp"

#include <imgui.h>

#include <string>

#include "app/ui/widgets.hpp"
#include "core/record.hpp"
#include "text/friend_messages.hpp"

namespace lineup::app {

void draw_friend_games(const FriendGames& friends, Session& session, PanelButtons& buttons, float width) {
    if (friends.games().empty()) return;
    caption(buttons.t("Games with friends by link"));
    int index = 0;
    for (const FriendGameSeen& seen : friends.games()) {
        const std::string line = text::friend_game_line(seen.board, seen.game.side, session.language());
        const std::string id = "friend-game-" + std::to_string(index++);
        const bool shown = session.by_link() && session.friend_game().id == seen.game.id;
        if (buttons.choice(line.c_str(), id.c_str(), width, shown) && !shown) {
            session.open_friend_game(seen.record, seen.game);
        }
    }
}

}  // namespace lineup::app
