#include "app/session/friend_link.hpp"

#include "text/friend_messages.hpp"
#include "text/messages.hpp"
#include "text/person_messages.hpp"

namespace lineup::app {

using namespace lineup::core;
using namespace lineup::text;

std::string new_friend_id(Rng& seeds) {
    static constexpr char kDigits[] = "abcdefghijkmnpqrstuvwxyz23456789";  // no 0/o, 1/l
    std::uint64_t bits = seeds.next();
    std::string id;
    for (int i = 0; i < 10; ++i, bits >>= 5) id += kDigits[bits & 31];
    return id;
}

std::string msg_friend_game_opened(const GameRecord& record, const Board& board, Seats seats, bool waiting,
                                   const std::string& what, Language language) {
    std::string said = msg_after_play(seats, board, language);
    // A link's game says how many moves it brought. A refused link (`what`
    // says why) brought none: the game shown is the one seen here.
    if (!record.moves.empty() && what.empty()) said = msg_shared_game(record.moves.size(), said, language);
    if (waiting) said = join_sentences(said, msg_send_link(language), language);
    return join_sentences(what, said, language);
}

}  // namespace lineup::app
