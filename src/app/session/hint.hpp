// Hint: a suggestion for the person to move, asked of the engine at the
// hint's own level and time (ai::hint_policy: a strong player, whatever the
// opponent's level), through the broker at the hint's priority. The reply is
// worded for the position it was asked for, and its move is kept (ringed on
// the board) while that position is shown.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "app/session/engine_broker.hpp"
#include "core/board.hpp"
#include "text/language.hpp"

namespace lineup::app {

class Hint {
public:
    explicit Hint(EngineBroker& broker) : request_(broker, EnginePriority::Hint) {}

    /// Asks for a move on `board`, a game of `game`, with the search's `seed`;
    /// the last hint's move is dropped.
    void ask(const core::Board& board, core::GameKind game, std::uint64_t seed);
    /// Once the reply has come: the hint in words (`config`: the game's), or
    /// why there is none.
    std::optional<std::string> poll(const core::GameConfig& config, text::Language language);
    /// True while the request is out.
    bool waiting() const { return request_.waiting(); }
    /// Withdraws the request (the move of an earlier hint stays).
    void cancel() { request_.cancel(); }
    /// The last hint's move, while it still applies.
    std::optional<core::Move> move() const { return move_; }
    void forget() { move_.reset(); }
    /// Forgets the move once the game is at another ply than the one it was for.
    void follow(int ply) {
        if (move_ && ply != ply_) move_.reset();
    }

private:
    EngineClient request_;
    std::optional<core::Move> move_;
    int ply_ = -1;  // the position the hint is for
};

}  // namespace lineup::app
