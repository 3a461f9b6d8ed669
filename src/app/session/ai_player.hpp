// AiPlayer: the computer as a core::Player. start_turn() sends a MOVE request
// through the engine broker (the highest priority: the game waits for it);
// poll() returns the move when the reply comes (poll_choice()
// the choice, when a Swap opening asked the computer for one). In computer
// vs computer games a minimum thinking time keeps the moves watchable.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "ai/levels.hpp"
#include "app/session/engine_broker.hpp"
#include "core/outlook.hpp"
#include "core/player.hpp"

namespace lineup::app {

class AiPlayer final : public core::Player {
public:
    AiPlayer(EngineBroker& broker, ai::Level level, int time_ms, std::uint64_t seed, double min_move_ms = 0);

    void start_turn(const core::Board& board) override;
    std::optional<core::Move> poll() override;
    std::optional<core::OpeningChoice> poll_choice() override;
    void reset() override;

    /// The level and time budget of the next move.
    void set_level(ai::Level level, int time_ms) {
        level_ = level;
        time_ms_ = time_ms;
    }
    /// The host's clock, in ms (for the minimum thinking time).
    void set_time(double now_ms) { now_ms_ = now_ms; }
    bool thinking() const { return engine_.waiting() || ready_ || ready_choice_; }
    /// What the search behind the last move poll() gave proved for the side
    /// that played it (ai/protocol.hpp's OUTLOOK).
    core::Outlook outlook() const { return outlook_; }
    /// The reason of the last failed request, as the FAIL reply gave it
    /// (ai/protocol.hpp; empty when none). The session words it.
    const std::string& failure() const { return failure_; }

private:
    EngineClient engine_;
    ai::Level level_;
    int time_ms_;
    std::uint64_t seed_;
    double min_move_ms_;
    double now_ms_ = 0;
    double started_ms_ = 0;
    /// Reads the reply, when it has come.
    void receive();
    /// True once the reply is in and the minimum thinking time is over.
    bool due() const { return (ready_ || ready_choice_) && now_ms_ - started_ms_ >= min_move_ms_; }

    std::optional<core::Move> ready_;
    core::Outlook outlook_ = core::Outlook::Unknown, ready_outlook_ = core::Outlook::Unknown;
    std::optional<core::OpeningChoice> ready_choice_;
    std::string failure_;
};

}  // namespace lineup::app
