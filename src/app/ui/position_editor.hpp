// Edit position: stones or discs, and the theme's rocks or bubbles, placed
// freely, then play (and analysis, links, review) goes on from there as from
// any game. Each tap on a cell turns it to the first player's piece, then the
// second's, then (rock theme) a rock or (bubble theme) a bubble, then empty.
// Done finds a game that reaches the position (core/setup.hpp) on a layout of
// exactly these rocks or bubbles (core::GameConfig::placed) and starts it for
// two players; a position no game reaches, or a layout the theme cannot have,
// is refused with the reason, and the editing goes on. Cancel leaves the game
// on as it was. Bubbles lie on empty cells only: a position set up starts
// with no bubbles held.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "app/session/session.hpp"
#include "core/config.hpp"
#include "core/types.hpp"

namespace lineup::app {

class PositionEditor {
public:
    explicit PositionEditor(Session& session) : session_(session) {}

    /// Offered while the computer is not thinking.
    bool can_start() const;
    /// Starts from the position shown (an empty board in the menu).
    void start();
    bool active() const { return active_; }
    /// Changes the piece on `cell`: empty, first, second, (rock or bubble,) empty.
    void tap(core::Cell cell);
    /// Empties the board.
    void clear();
    /// Plays on from the position (a game for two players); false, with the
    /// reason in the message, when no game reaches it.
    bool finish();
    /// Leaves the game on as it was.
    void cancel();

    const core::GameConfig& config() const { return config_; }
    /// Each cell's piece (rocks too), row-major from the bottom row (for drawing).
    std::span<const core::Stone> cells() const { return cells_; }
    /// Each cell's bubbles (on empty cells only), in the same order.
    std::span<const std::uint16_t> bubbles() const { return bubbles_; }

private:
    /// The configuration of the position: a placed layout of its rocks or bubbles.
    core::GameConfig placed_config() const;

    Session& session_;
    bool active_ = false;
    core::GameConfig config_;
    std::vector<core::Stone> cells_;
    std::vector<std::uint16_t> bubbles_;
};

}  // namespace lineup::app
