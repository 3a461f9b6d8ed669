// SessionReview: the session's game review (review.hpp grades the moves):
// who played the game reviewed, the message of each move stepped to (its
// grade once the engine has given it), the better moves to ring on the board,
// and the summary per player. The session shows the game read-only and steps
// through it; the review asks for a grade while the engine is free of moves
// and hints, before the analysis.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "app/session/engine_broker.hpp"
#include "app/session/review.hpp"
#include "app/session/session_analysis.hpp"
#include "core/board.hpp"
#include "core/record.hpp"
#include "core/seats.hpp"
#include "text/language.hpp"

namespace lineup::app {

class SessionReview {
public:
    explicit SessionReview(EngineBroker& broker) : review_(broker) {}

    const Review& review() const { return review_; }
    bool active() const { return review_.active(); }
    bool complete() const { return review_.complete(); }
    /// Who played the game reviewed (vs the computer: the person's side; a
    /// recorded game's: two players), for the summary's "You" / "Computer".
    core::Seats seats() const { return seats_; }
    void set_seats(core::Seats seats) { seats_ = seats; }

    /// Reviews `record` (a whole game with moves) from its first move.
    void start(const core::GameRecord& record);
    /// Ends the review and forgets its grades.
    void stop() {
        review_.stop();
        review_.clear();
    }
    /// Takes a grade that came and asks for the next while the review is not
    /// complete (the analysis rests until it is). True when the move `shown`
    /// (its ply) was waiting for its grade and has it now: say step() again.
    bool update(int shown, SessionAnalysis& analysis);
    /// The message of a step to `board`'s position: when `reviewing`, the
    /// grade of the move shown, else what the position is (`seats`: who
    /// plays). A move not graded yet is waited for (update()).
    std::string step(const core::Board& board, core::Seats seats, bool reviewing, text::Language language);
    /// The moves the message names as better than the move shown on `board`
    /// ("Better: h9"); empty when it names none.
    std::vector<core::Move> better(const core::Board& board) const;
    /// The first move after move `after` graded an error, if one is known.
    std::optional<int> next_error(int after) const { return review_.next_error(after); }
    /// The summary line of `side` once complete, named as seats() says:
    /// "You: 20 best, 1 mistake." / "Red: ...".
    std::string summary(core::Side side, const core::GameConfig& config, text::Language language) const;

private:
    Review review_;
    core::Seats seats_;
    int pending_ = 0;  // the move shown before its grade came (0: none)
};

}  // namespace lineup::app
