// A game with a friend by link (Mode::Friend, core/correspondence.hpp): the
// person plays one side on this device, the friend the other on theirs; each
// move reaches the other side in a link, which carries the game's id.
#pragma once

#include <string>

#include "core/board.hpp"
#include "core/record.hpp"
#include "core/rng.hpp"
#include "core/seats.hpp"
#include "text/language.hpp"

namespace lineup::app {

/// The id a game by link's links carry and the side this device's person plays.
struct FriendGame {
    std::string id;
    core::Side side = core::Side::First;
    friend bool operator==(const FriendGame&, const FriendGame&) = default;
};

/// A new game by link's id: 10 letters and digits (no 0/o, 1/l), from `seeds`.
std::string new_friend_id(core::Rng& seeds);

/// What opening a game by link at `record` says, on `board` with `seats`:
/// `what` first (a refused link's reason, a game brought back), the position,
/// how many moves a link brought (unless `what` says something: a refused
/// link brought none), and, when the friend is to move (`waiting`), to send
/// the link.
std::string msg_friend_game_opened(const core::GameRecord& record, const core::Board& board, core::Seats seats,
                                   bool waiting, const std::string& what, text::Language language);

}  // namespace lineup::app
