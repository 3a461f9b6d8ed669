#include "app/session/friend_games.hpp"

#include <algorithm>

#include "core/correspondence.hpp"
#include "core/strings.hpp"
#include "text/friend_messages.hpp"

namespace lineup::app {

using namespace lineup::core;

bool valid_friend_id(std::string_view id) {
    return id.size() >= 4 && id.size() <= 16 &&
           std::all_of(id.begin(), id.end(), [](char c) { return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9'); });
}

FriendGames FriendGames::parse(std::string_view text, std::vector<std::string>& notes) {
    FriendGames out;
    for (std::string_view line : split(text, '\n')) {
        if (line.empty()) continue;
        const auto parts = split(line, ' ');
        std::optional<GameRecord> record;
        if (parts.size() == 3 && valid_friend_id(parts[0]) && (parts[1] == "1" || parts[1] == "2")) {
            if (auto parsed = parse_record(parts[2]); parsed && parsed->choices.empty()) record = *parsed;
        }
        if (!record || out.find(parts[0]) || out.games_.size() == kMost) {
            notes.push_back("a game by link was left out (" + printable(line.substr(0, 40)) + ")");
            continue;
        }
        const Side side = parts[1] == "1" ? Side::First : Side::Second;
        Board board = replay(*record);
        out.games_.push_back({{std::string(parts[0]), side}, std::move(*record), std::move(board)});
    }
    return out;
}

std::string FriendGames::format() const {
    std::string out;
    for (const FriendGameSeen& seen : games_) {
        out += seen.game.id + (seen.game.side == Side::First ? " 1 " : " 2 ") + format_record(seen.record) + "\n";
    }
    return out;
}

const FriendGameSeen* FriendGames::find(std::string_view id) const {
    const auto it = std::find_if(games_.begin(), games_.end(), [&](const auto& seen) { return seen.game.id == id; });
    return it == games_.end() ? nullptr : &*it;
}

bool FriendGames::remember(const Session& session) {
    const Board* board = session.board();
    if (!board || !session.by_link() || session.friend_game().id.empty()) return false;
    const Session::FriendGame& game = session.friend_game();
    GameRecord record = record_of(*board);
    // (Asked after every frame: the board is copied only when the game changed.)
    const auto it =
        std::find_if(games_.begin(), games_.end(), [&](const auto& seen) { return seen.game.id == game.id; });
    if (it != games_.end() && it->game == game && it->record == record) return false;
    FriendGameSeen now{game, std::move(record), *board};
    if (it != games_.end()) {  // a game kept: in its place, so the list stays still while it is used
        *it = std::move(now);
        return true;
    }
    games_.insert(games_.begin(), std::move(now));
    if (games_.size() > kMost) games_.pop_back();
    return true;
}

void open_game_by_link(Session& session, std::string_view id, const std::optional<GameRecord>& record,
                       const FriendGames& seen) {
    const FriendGameSeen* known = seen.find(id);
    if (!known) {
        if (!record) {
            session.start(Mode::Friend);  // (a new game: no game of this id was seen here)
            return;
        }
        const GameRecord plain = position_of(*record);
        session.open_friend_game(plain, {std::string(id), replay(plain).to_move()});
        return;
    }
    if (!record) {
        session.open_friend_game(known->record, known->game);
        return;
    }
    const GameRecord plain = position_of(*record);
    const LinkVerdict verdict = judge_link(known->record, plain, known->game.side);
    if (verdict.accepted()) {
        session.open_friend_game(plain, known->game);
    } else {
        session.open_friend_game(known->record, known->game, text::msg_link_refused(verdict, session.language()));
    }
}

}  // namespace lineup::app
