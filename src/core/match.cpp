#include "core/match.hpp"

#include <utility>

namespace lineup::core {

Match::Match(Board board, Seats seats, Player& opener, Player& other)
    : board_(std::move(board)), seats_(seats), players_{&opener, &other} {}

Match::~Match() { cancel_turn(); }

std::optional<MatchEvent> Match::update() {
    if (over()) return std::nullopt;
    const Seat seat = seat_to_act();
    Player& actor = player(seat);
    if (!turn_started_) {
        turn_started_ = true;
        actor.start_turn(board_);
    }
    MatchEvent event;
    event.side = board_.to_move();
    event.seat = seat;
    if (board_.opening_step().kind == OpeningStep::Kind::Choose) {
        if (auto choice = actor.poll_choice()) {
            event.kind = MatchEvent::Kind::Chose;
            event.choice = *choice;
            if (auto error = board_.choose(*choice)) {
                event.kind = MatchEvent::Kind::Refused;
                event.error = error;
                actor.start_turn(board_);
                return event;
            }
            turn_started_ = false;
            return event;
        }
    }
    const std::optional<Move> move = actor.poll();
    if (!move) return std::nullopt;

    event.move = *move;
    if (auto error = board_.play(*move)) {
        event.kind = MatchEvent::Kind::Refused;
        event.error = error;
        actor.start_turn(board_);  // the same player moves again
        return event;
    }
    turn_started_ = false;
    player(seat == Seat::Opener ? Seat::Other : Seat::Opener).opponent_moved(board_, *move);
    if (over()) {
        players_[0]->game_over(board_.winner());
        players_[1]->game_over(board_.winner());
    }
    return event;
}

void Match::cancel_turn() {
    if (!turn_started_) return;
    turn_started_ = false;
    players_[0]->reset();
    players_[1]->reset();
}

bool Match::undo() {
    if (!board_.can_undo()) return false;
    cancel_turn();
    board_.undo();
    while (seats_.mode == Mode::PvC && seats_.is_computer(seat_to_act()) && board_.can_undo()) {
        board_.undo();
    }
    return true;
}

bool Match::redo() {
    if (!board_.can_redo()) return false;
    cancel_turn();
    board_.redo();
    while (seats_.mode == Mode::PvC && !over() && seats_.is_computer(seat_to_act()) && board_.can_redo()) {
        board_.redo();
    }
    return true;
}

}  // namespace lineup::core
