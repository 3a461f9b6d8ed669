// Player: who makes the moves of one side (made non-blocking, so that the UI
// never waits). The match asks a player to move, later collects the move,
// tells it the opponent's moves and the result, and can reset it.
//
// Nothing here may block a browser frame: start_turn() only starts thinking;
// poll() returns the move once it exists — a human's click arrives as an event
// (HumanPlayer::submit), an AI's move when its search has finished.
#pragma once

#include <optional>

#include "core/board.hpp"
#include "core/types.hpp"

namespace lineup::core {

class Player {
public:
    virtual ~Player() = default;
    /// It is this player's turn on `board` (the match keeps the board alive
    /// until the move has been collected or reset() is called).
    virtual void start_turn(const Board& board) = 0;
    /// The move, once decided; nullopt while the player is still thinking.
    virtual std::optional<Move> poll() = 0;
    /// When the board's opening asks this player for a choice (Swap, Swap2:
    /// board.opening_step()), the choice once decided; the match asks it
    /// instead of poll(), though a move offered then is refused to its player.
    virtual std::optional<OpeningChoice> poll_choice() { return std::nullopt; }
    /// The opponent played `move`; `board` already shows it.
    virtual void opponent_moved(const Board& board, Move move) {
        (void)board;
        (void)move;
    }
    /// The game ended; `winner` is Side::None for a draw.
    virtual void game_over(Side winner) { (void)winner; }
    /// Forget the turn in progress (restart, undo): a pending move is dropped.
    virtual void reset() = 0;
};

/// A person at the UI or the console: moves arrive through submit().
class HumanPlayer final : public Player {
public:
    void start_turn(const Board&) override {
        waiting_ = true;
        pending_.reset();
        choice_.reset();
    }
    std::optional<Move> poll() override {
        auto move = pending_;
        pending_.reset();
        if (move) waiting_ = false;
        return move;
    }
    std::optional<OpeningChoice> poll_choice() override {
        auto choice = choice_;
        choice_.reset();
        if (choice) waiting_ = false;
        return choice;
    }
    void reset() override {
        waiting_ = false;
        pending_.reset();
        choice_.reset();
    }
    /// True while it is this player's turn and no move has been submitted.
    bool waiting() const { return waiting_ && !pending_ && !choice_; }
    /// Offers a move; ignored (returns false) when it is not this player's turn.
    bool submit(Move move) {
        if (!waiting_) return false;
        pending_ = move;
        return true;
    }
    /// Offers the opening's choice; ignored (returns false) when it is not this player's turn.
    bool submit_choice(OpeningChoice choice) {
        if (!waiting_) return false;
        choice_ = choice;
        return true;
    }

private:
    bool waiting_ = false;
    std::optional<Move> pending_;
    std::optional<OpeningChoice> choice_;
};

}  // namespace lineup::core
