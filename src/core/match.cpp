#include "core/match.hpp"

#include <utility>

namespace lineup::core {

Match::Match(Board board, Seats seats, Player& first, Player& second)
    : board_(std::move(board)), seats_(seats), players_{&first, &second} {}

Match::~Match() { cancel_turn(); }

std::optional<MatchEvent> Match::update() {
    if (over()) return std::nullopt;
    const Side side = board_.to_move();
    Player& mover = player(side);
    if (!turn_started_) {
        turn_started_ = true;
        mover.start_turn(board_);
    }
    const std::optional<Move> move = mover.poll();
    if (!move) return std::nullopt;

    MatchEvent event;
    event.side = side;
    event.move = *move;
    if (auto error = board_.play(*move)) {
        event.kind = MatchEvent::Kind::Refused;
        event.error = error;
        mover.start_turn(board_);  // the same player moves again
        return event;
    }
    turn_started_ = false;
    player(opponent(side)).opponent_moved(board_, *move);
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
    while (seats_.mode == Mode::PvC && seats_.is_computer(board_.to_move()) && board_.can_undo()) {
        board_.undo();
    }
    return true;
}

bool Match::redo() {
    if (!board_.can_redo()) return false;
    cancel_turn();
    board_.redo();
    while (seats_.mode == Mode::PvC && !over() && seats_.is_computer(board_.to_move()) && board_.can_redo()) {
        board_.redo();
    }
    return true;
}

}  // namespace lineup::core
