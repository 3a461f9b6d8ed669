// GameInPlay: the game on the board, from its start to its end: the referee
// (core::Match) and the players seated at it, a person's core::HumanPlayer
// (the session submits the person's moves) or the computer, an AiPlayer
// thinking through the engine broker. Each event of the match is worded as
// it comes (with the computer's forced win, found_win.hpp), and the page
// hears of its moves and its end (game_events.hpp).
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "ai/levels.hpp"
#include "app/session/ai_player.hpp"
#include "app/session/engine_broker.hpp"
#include "app/session/found_win.hpp"
#include "app/session/game_events.hpp"
#include "core/board.hpp"
#include "core/match.hpp"
#include "core/player.hpp"
#include "core/rng.hpp"
#include "core/seats.hpp"
#include "text/language.hpp"

namespace lineup::app {

class GameInPlay {
public:
    explicit GameInPlay(EngineBroker& broker) : broker_(broker) {}
    GameInPlay(const GameInPlay&) = delete;
    GameInPlay& operator=(const GameInPlay&) = delete;

    /// Seats the players as `seats` say (the computer at `level`, with a seed
    /// from `seeds` per computer, opener first; paced to be watchable between
    /// two computers) and starts the match on `board`, whose moves so far
    /// are not news. `now_ms`: the host's clock.
    void start(core::Board board, core::Seats seats, ai::Level level, core::Rng& seeds, double now_ms);
    /// Ends the match and lets the players go (their searches cancelled).
    void end();

    /// The board; nullptr when no game is on.
    const core::Board* board() const { return match_ ? &match_->board() : nullptr; }
    /// Who sits where now (after an opening's swaps: core::Seats::after).
    core::Seats seats() const { return match_->seats(); }
    /// True when a person at this device acts next (not the computer, not a friend by link).
    bool person_to_act() const;
    /// True in a game by link while the friend is to move.
    bool friend_to_move() const;
    /// True while the game's opening waits for a choice (of a person or the computer).
    bool choice_due() const;
    /// The person's move, or opening choice, for the seat to act (person_to_act()).
    void submit(core::Move move) { human(match_->seat_to_act()).submit(move); }
    void submit_choice(core::OpeningChoice choice) { human(match_->seat_to_act()).submit_choice(choice); }
    /// core::Match::undo() and redo().
    bool undo() { return match_->undo(); }
    bool redo() { return match_->redo(); }

    /// What update() did: the events, worded, in order, and whether a person moved.
    struct Progress {
        std::vector<std::string> said;
        bool person_moved = false;
    };
    /// The host's clock, for the computer's pace.
    void set_time(double now_ms);
    /// Advances the match until nothing more happens now or a move is refused.
    Progress update(text::Language language);
    /// The computers' failed searches, worded (opener first; empty when none failed).
    std::vector<std::string> failures(text::Language language) const;
    /// True while a computer works on a move.
    bool thinking() const;
    /// The level of the computer's next moves in a game of `game`.
    void set_level(core::GameKind game, ai::Level level);

    /// Adds the page's events for the moves and the end not reported yet.
    void report() { events_.report(match_->board()); }
    /// Takes every move back, to show the game from its start; its moves are news again.
    void rewind();
    /// The page's events since the last call.
    std::vector<SessionEvent> take_events() { return events_.take(); }

private:
    /// Time budget of the computer's moves at a level, in ms (0: the level's own).
    static int move_time_ms(core::GameKind game, ai::Level level) { return ai::level_policy(game, level).app_time_ms; }
    core::HumanPlayer& human(core::Seat seat) { return humans_[index(seat)]; }
    static std::size_t index(core::Seat seat) { return seat == core::Seat::Opener ? 0 : 1; }

    EngineBroker& broker_;
    core::Seats seats_;  // as the players were seated
    core::HumanPlayer humans_[2];
    std::unique_ptr<AiPlayer> computers_[2];
    std::unique_ptr<core::Match> match_;  // after its players: it goes first
    FoundWin found_win_;                  // the computer's forced win, for a lost game's words
    GameEvents events_;
};

}  // namespace lineup::app
