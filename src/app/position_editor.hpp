// Edit position: stones or discs placed freely on a basic board, then play
// (and analysis, links, review) goes on from there as from any game. Each tap
// on a cell turns it to the first player's piece, then the second's, then
// empty. Done finds a game that reaches the position (core/setup.hpp) and
// starts it for two players; a position no game reaches is refused with the
// reason, and the editing goes on. Cancel leaves the game on as it was.
#pragma once

#include <span>
#include <vector>

#include "app/session.hpp"
#include "core/config.hpp"
#include "core/types.hpp"

namespace lineup::app {

class PositionEditor {
public:
    explicit PositionEditor(Session& session) : session_(session) {}

    /// Offered on a basic board (the others' rocks and bubbles are the
    /// layout's), while the computer is not thinking.
    bool can_start() const;
    /// Starts from the position shown (an empty board in the menu).
    void start();
    bool active() const { return active_; }
    /// Changes the piece on `cell`: empty, first, second, empty.
    void tap(core::Cell cell);
    /// Empties the board.
    void clear();
    /// Plays on from the position (a game for two players); false, with the
    /// reason in the message, when no game reaches it.
    bool finish();
    /// Leaves the game on as it was.
    void cancel();

    const core::GameConfig& config() const { return config_; }
    /// Each cell's piece, row-major from the bottom row (for drawing).
    std::span<const core::Stone> cells() const { return cells_; }

private:
    Session& session_;
    bool active_ = false;
    core::GameConfig config_;
    std::vector<core::Stone> cells_;
};

}  // namespace lineup::app
