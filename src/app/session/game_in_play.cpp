#include "app/session/game_in_play.hpp"

#include <utility>

#include "text/friend_messages.hpp"
#include "text/messages.hpp"
#include "text/person_messages.hpp"

namespace lineup::app {

using namespace lineup::core;
using namespace lineup::text;

namespace {

constexpr double kWatchableMoveMs = 600;  // computer vs computer pace

}  // namespace

void GameInPlay::start(Board board, Seats seats, ai::Level level, Rng& seeds, double now_ms) {
    seats_ = seats;
    const GameKind game = board.game();
    Player* players[2] = {&humans_[0], &humans_[1]};
    for (Seat seat : {Seat::Opener, Seat::Other}) {
        const std::size_t i = index(seat);
        if (!seats.is_computer(seat)) continue;
        computers_[i] = std::make_unique<AiPlayer>(broker_, level, move_time_ms(game, level), seeds.next(),
                                                   seats.mode == Mode::CvC ? kWatchableMoveMs : 0);
        computers_[i]->set_time(now_ms);
        players[i] = computers_[i].get();
    }
    const int ply = board.ply();
    found_win_.clear();
    match_ = std::make_unique<Match>(std::move(board), seats, *players[0], *players[1]);
    events_.begin(ply, match_->over());  // a loaded game's moves are not news
}

void GameInPlay::end() {
    match_.reset();
    for (auto& human : humans_) human.reset();
    for (auto& computer : computers_) {
        if (computer) computer->reset();
        computer.reset();
    }
}

bool GameInPlay::person_to_act() const {
    return match_ && !seats_.is_computer(match_->seat_to_act()) && !seats_.is_remote(match_->seat_to_act());
}

bool GameInPlay::friend_to_move() const {
    return match_ && seats_.mode == Mode::Friend && seats_.is_remote(match_->seat_to_act()) &&
           match_->board().status() == Status::Playing;
}

void GameInPlay::set_time(double now_ms) {
    for (auto& computer : computers_) {
        if (computer) computer->set_time(now_ms);
    }
}

bool GameInPlay::choice_due() const {
    return match_ && match_->board().status() == Status::Playing &&
           match_->board().opening_step().kind == OpeningStep::Kind::Choose;
}

void GameInPlay::rewind() {
    while (match_->undo()) {
    }
    events_.rewind(0);
}

GameInPlay::Progress GameInPlay::update(Language language) {
    Progress progress;
    while (auto event = match_->update()) {
        const Board& board = match_->board();
        if (event->kind == MatchEvent::Kind::Moved) {
            if (const AiPlayer* computer = computers_[index(event->seat)].get()) {
                found_win_.note(board, computer->outlook());
            } else {
                progress.person_moved = true;
            }
        }
        std::string said = msg_play_event(match_->seats(), board, *event, language, found_win_.moves(board));
        if (event->kind == MatchEvent::Kind::Moved && friend_to_move()) {
            said = join_sentences(said, msg_send_link(language), language);
        }
        progress.said.push_back(std::move(said));
        if (event->kind == MatchEvent::Kind::Refused) break;
    }
    return progress;
}

std::vector<std::string> GameInPlay::failures(Language language) const {
    std::vector<std::string> out;
    for (const auto& computer : computers_) {
        if (!computer || computer->failure().empty()) continue;
        out.push_back(msg_computer_failed(failure_reason(computer->failure(), language), language));
    }
    return out;
}

bool GameInPlay::thinking() const {
    for (const auto& computer : computers_) {
        if (computer && computer->thinking()) return true;
    }
    return false;
}

void GameInPlay::set_level(GameKind game, ai::Level level) {
    for (auto& computer : computers_) {
        if (computer) computer->set_level(level, move_time_ms(game, level));
    }
}

}  // namespace lineup::app
