// Games with a friend by link (Mode::Friend, core/correspondence.hpp): the
// person plays one side here, the friend the other on their own device; each
// move reaches the other side in a link.
#include "app/session/session.hpp"
#include "core/record.hpp"
#include "text/friend_messages.hpp"
#include "text/messages.hpp"
#include "text/person_messages.hpp"

namespace lineup::app {

using namespace lineup::core;
using namespace lineup::text;

std::string Session::new_friend_id() {
    static constexpr char kDigits[] = "abcdefghijkmnpqrstuvwxyz23456789";  // no 0/o, 1/l
    std::uint64_t bits = seeds_.next();
    std::string id;
    for (int i = 0; i < 10; ++i, bits >>= 5) id += kDigits[bits & 31];
    return id;
}

void Session::open_friend_game(const GameRecord& record, FriendGame game, const std::string& what) {
    end_match();
    config_ = record.config;
    friend_ = std::move(game);
    begin(Mode::Friend, replay(record), what);
    if (phase_ == Phase::Menu) return;
    std::string said = msg_after_play(seats(), match_->board(), language_);
    // A link's game says how many moves it brought. A refused link (`what`
    // says why) brought none: the game shown is the one seen here.
    if (!record.moves.empty() && what.empty()) said = msg_shared_game(record.moves.size(), said, language_);
    if (waiting_for_friend()) said = join_sentences(said, msg_send_link(language_), language_);
    say(join_sentences(what, said, language_));
}

bool Session::waiting_for_friend() const {
    return phase_ == Phase::Playing && match_ && mode_ == Mode::Friend && seats_.is_remote(match_->seat_to_act()) &&
           match_->board().status() == Status::Playing;
}

bool Session::refused_with_friend(const std::string& why) {
    if (phase_ == Phase::Menu || replaying()) return false;
    say(why);
    return true;
}

}  // namespace lineup::app
