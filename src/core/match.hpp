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
    enum class Kind : std::uint8_t { Moved, Refused, Chose };
    Kind kind = Kind::Moved;
    Side side = Side::None;  ///< who moved or tried to (Chose: the side to move)
    Move move{};
    std::optional<MoveError> error;  ///< set for Refused
    OpeningChoice choice{};          ///< Chose: the opening's choice made
    Seat seat = Seat::Opener;        ///< the seat that acted
};

class Match {
public:
    /// `opener` plays Side::First (and places a Swap opening's first stones),
    /// `other` the second side, until an opening's Swap exchanges them
    /// (opening.hpp). `seats` are the game's at its start. Both players must
    /// outlive the match.
    Match(Board board, Seats seats, Player& opener, Player& other);
    Match(const Match&) = delete;
    Match& operator=(const Match&) = delete;
    ~Match();

    const Board& board() const { return board_; }
    /// Who sits where now: the start's seats after the opening's choices.
    Seats seats() const { return seats_.after(board_.choices()); }
    /// The seat whose player acts now: the opening's placer or chooser, else
    /// the side to move's.
    Seat seat_to_act() const { return board_.opening_step().seat; }
    Player& player(Seat seat) { return *players_[seat == Seat::Opener ? 0 : 1]; }
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
