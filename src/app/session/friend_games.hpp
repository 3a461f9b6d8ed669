// The games with a friend by link this browser has seen (Mode::Friend,
// core/correspondence.hpp), as the page keeps them (web/lineup-store.js,
// "friends") and hands them to the game: one game a line, "ID SIDE RECORD"
// ("k3x9q2mdwa 1 v=1&game=gomoku&...&moves=h8i9"). The game opens a link to
// one of them only if it continues the game as seen here, keeps each game as
// it was last seen, and lists them with whose turn it is.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "app/session/session.hpp"
#include "core/record.hpp"

namespace lineup::app {

struct FriendGameSeen {
    Session::FriendGame game;
    core::GameRecord record;
    core::Board board;  ///< the record played out, kept for the list (drawn every frame)
};

class FriendGames {
public:
    static constexpr std::size_t kMost = 24;  ///< the oldest beyond this are let go

    /// Reads the page's lines; a line that is not a valid game by link is
    /// left out with a note (saved data: repaired, not refused).
    static FriendGames parse(std::string_view text, std::vector<std::string>& notes);
    /// The page's lines, in the list's order: the newest game first.
    std::string format() const;
    const std::vector<FriendGameSeen>& games() const { return games_; }
    const FriendGameSeen* find(std::string_view id) const;
    /// Keeps the session's game by link as shown now: in its place when the
    /// list has it, else first (the oldest beyond kMost let go); true when
    /// that changed the list.
    bool remember(const Session& session);

private:
    std::vector<FriendGameSeen> games_;
};

/// True for an id a game by link may have: 4-16 lower-case letters and digits.
bool valid_friend_id(std::string_view id);

/// Opens the game by link `id` (session in its menu) from a link's `record`
/// (or none: the game as seen here). A game this browser has seen opens from
/// the link only when the link continues it (core::judge_link), else as seen
/// here, with the reason; a game not seen here opens with the person to move
/// in the link. The game may be refused for its opening (Swap: not by link).
void open_game_by_link(Session& session, std::string_view id, const std::optional<core::GameRecord>& record,
                       const FriendGames& seen);

}  // namespace lineup::app
