// Match: one game between two Players, refereed on a Board, without
// blocking. The host calls update() as often as it likes (every frame, or in
// a loop on the console); each call collects at most one move and reports
// what happened as facts (text/messages.hpp words them: msg_event).
//
//   start_turn -> poll ... poll -> move -> Board::play -> opponent_moved
//                                       \-> refused: the same player is asked again
//   game over  -> game_over() to both players; update() then does nothing.
#pragma once

#include <array>
#include <optional>

#include "core/board.hpp"
#include "core/player.hpp"
#include "core/seats.hpp"

namespace lineup::core {

struct MatchEvent {
    enum class Kind : std::uint8_t { Moved, Refused };
    Kind kind = Kind::Moved;
    Side side = Side::None;  ///< who moved or tried to
    Move move{};
    std::optional<MoveError> error;  ///< set for Refused
};

class Match {
public:
    /// `first` plays Side::First. Both players must outlive the match.
    Match(Board board, Seats seats, Player& first, Player& second);
    Match(const Match&) = delete;
    Match& operator=(const Match&) = delete;
    ~Match();

    const Board& board() const { return board_; }
    Seats seats() const { return seats_; }
    Player& player(Side side) { return *players_[static_cast<std::size_t>(index_of(side))]; }
    bool over() const { return board_.status() != Status::Playing; }
    /// Advances without blocking: starts the turn of the side to move, and plays
    /// its move once the player has one. nullopt when nothing happened.
    std::optional<MatchEvent> update();

    /// Takes back the last move, and then more while a computer is to move,
    /// so that a person gets to move again (vs computer: the computer's reply and
    /// the person's move). Cancels any thinking. False when there is nothing to undo.
    bool undo();
    /// Replays what undo() took back, in the same steps.
    bool redo();

private:
    void cancel_turn();

    Board board_;
    Seats seats_;
    std::array<Player*, 2> players_;
    bool turn_started_ = false;
};

}  // namespace lineup::core
