// Session: the game flow a player sees (SPEC 1.4), with no ImGui and no SDL so
// that tests can drive it directly.
//
//   Menu --start(mode)--> Playing --(win/draw)--> Over
//     ^                      |                      |
//     +------- restart() ----+----------------------+   (any time)
//
// In the menu the player picks the game, size, rule and theme (the theme button
// cycles basic -> rock -> bubble and works only before a game starts, as in the
// seed). Commands that do not apply in the current phase change nothing and
// say why in the message area.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "core/board.hpp"
#include "core/config.hpp"
#include "core/match.hpp"
#include "core/messages.hpp"
#include "core/player.hpp"

namespace lineup::app {

enum class Phase { Menu, Playing, Over };

class Session {
public:
    Session();

    // --- Commands (buttons, keys, the page's API) ---------------------------
    /// Starts a game in `mode` with the chosen settings (menu only).
    void start(core::Mode mode);
    /// The next theme in the seed's cycle (menu only).
    void cycle_theme();
    /// Chooses the game (menu only); the size returns to that game's default.
    void choose_game(core::GameKind game);
    /// Back to the menu at any time: "Game restart. Choose a game mode."
    void restart();
    /// A person's move (a click or a key). Refused moves leave the game as it
    /// was and put the reason in the message area.
    void play(core::Move move);
    /// Advances the game (collects the computer's move when it is ready).
    void update();
    bool undo();
    bool redo();

    // --- Queries -----------------------------------------------------------------
    Phase phase() const { return phase_; }
    const core::GameConfig& config() const { return config_; }
    core::Seats seats() const { return seats_; }
    /// The game in progress or just finished; nullptr in the menu.
    const core::Board* board() const { return match_ ? &match_->board() : nullptr; }
    const std::string& message() const { return message_; }
    /// Every message so far, oldest first (the scrollable log).
    const std::vector<std::string>& log() const { return log_; }
    /// True when a person may move now (it is a human's turn in a running game).
    bool human_to_move() const;

private:
    void say(std::string text);
    void end_match();

    core::GameConfig config_;
    core::Seats seats_;
    Phase phase_ = Phase::Menu;
    core::HumanPlayer humans_[2];
    std::unique_ptr<core::Match> match_;
    std::string message_;
    std::vector<std::string> log_;
};

}  // namespace lineup::app
