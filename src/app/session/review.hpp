// Review: the grades of every move of a game (core/grade.hpp), asked of the
// engine one move at a time (GRADE requests, ai/protocol.hpp) so the
// review fills in while the player steps through the game, with its progress
// shown; the UI thread only polls. Connect 4's moves are graded exactly by
// the solver, Gomoku's by the engine searched kGomokuDepth plies. Its requests
// go before the analysis's and after a move's or a hint's (engine_broker.hpp).
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "app/session/engine_broker.hpp"
#include "core/grade.hpp"
#include "core/record.hpp"

namespace lineup::app {

struct GradedMove {
    bool known = false;  ///< the reply has come (the grade may still be Unknown: given up)
    core::MoveGrade grade = core::MoveGrade::Unknown;
    std::optional<int> value, best_value;
    std::vector<core::Move> best_moves;
    std::optional<int> win_moves;
};

class Review {
public:
    explicit Review(EngineBroker& broker) : request_(broker, EnginePriority::Review) {}
    static constexpr int kGomokuDepth = 4;
    /// The time for one move's grade: past it the move is left not graded.
    static constexpr int kMoveTimeMs = 20000;

    /// Reviews `record` (a valid game with moves) from its first move.
    void start(const core::GameRecord& record);
    /// Asks for the next move not graded yet unless a request is outstanding.
    void follow();
    /// Takes the reply to its request, if it has come.
    void poll();
    /// Cancels the running request (asked again later).
    void stop();
    void clear();

    bool active() const { return !moves_.empty(); }
    bool waiting() const { return request_.waiting(); }
    bool complete() const { return active() && graded() == total(); }
    int graded() const;
    int total() const { return static_cast<int>(moves_.size()); }
    const core::GameRecord& record() const { return record_; }
    /// Move n (1-based) of the game.
    const GradedMove& move(int number) const { return moves_[static_cast<std::size_t>(number - 1)]; }
    /// The first move after move `after` (1-based; 0: from the start) graded
    /// as an error (core::is_error), if any is known.
    std::optional<int> next_error(int after) const;
    /// Per side (0 first, 1 second), the count of each grade (by core::MoveGrade).
    std::vector<int> counts(int side) const;

private:
    core::GameRecord record_;
    std::vector<GradedMove> moves_;
    EngineClient request_;
    int waiting_number_ = 0;
};

}  // namespace lineup::app
