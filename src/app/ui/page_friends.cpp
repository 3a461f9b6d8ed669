#include "app/ui/page_friends.hpp"

#include "core/record.hpp"
#include "text/friend_messages.hpp"

namespace lineup::app {

using namespace lineup::core;

namespace {
int side_number(Side side) { return side == Side::First ? 1 : 2; }
}  // namespace

// "friend": {"id", "side"} in a game by link, else null; "friendGames": the
// list as the panel shows it, with whose turn each is ("you", "friend", "over").
void write_friends(JsonWriter& json, const Session& s, const FriendGames& friends) {
    json.key("friend");
    if (s.by_link()) {
        json.begin_object().key("id").value(s.friend_game().id);
        json.key("side").value(side_number(s.friend_game().side)).end_object();
    } else {
        json.null();
    }
    json.key("friendGames").begin_array();
    for (const FriendGameSeen& seen : friends.games()) {
        const Board& board = seen.board;
        const bool over = board.status() != Status::Playing;
        json.begin_object().key("id").value(seen.game.id);
        json.key("side").value(side_number(seen.game.side));
        json.key("turn").value(over ? "over" : board.to_move() == seen.game.side ? "you" : "friend");
        json.key("line").value(text::friend_game_line(board, seen.game.side, s.language())).end_object();
    }
    json.end_array();
}

std::string friends_json(const FriendGames& friends) {
    JsonWriter json;
    json.begin_object().key("games").begin_array();
    for (const FriendGameSeen& seen : friends.games()) {
        json.begin_object().key("id").value(seen.game.id);
        json.key("side").value(side_number(seen.game.side));
        json.key("record").value(format_record(seen.record)).end_object();
    }
    json.end_array().end_object();
    return json.str();
}

}  // namespace lineup::app
