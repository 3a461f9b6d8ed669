// GameSetup: what the next game is made of (docs/playing.md): the game, its
// size, rule, opening, theme and layout seed (core::GameConfig), the
// computer's level, one remembered per game, and who moves first against the
// computer. Each choice checks itself and says what it changed, or why it was
// refused, and what follows; starting a game with it is the session's part
// (session.hpp: during a game, a change starts a new game at once).
#pragma once

#include <cstdint>
#include <string>

#include "ai/levels.hpp"
#include "core/config.hpp"
#include "text/language.hpp"

namespace lineup::app {

/// What a choice did, and what follows it.
struct SetupChange {
    enum class Then {
        NewGame,  ///< in a game, a new game with the change at once; in the menu, the next step
        Say,      ///< `what` is said, nothing more
        Nothing,  ///< nothing to say or start
    };
    Then then = Then::NewGame;
    /// The change in words ("Theme: Rock."; may be empty), or why it was refused.
    std::string what = {};
    bool taken = true;
    /// NewGame: a fresh layout seed for the new game.
    bool fresh_layout = true;
};

class GameSetup {
public:
    /// Connect 4, basic, its default size, laid out from `seed`; each game's default level.
    explicit GameSetup(std::uint32_t seed);

    const core::GameConfig& config() const { return config_; }
    /// Takes a whole configuration (a shared game's, a game brought back).
    void replace(const core::GameConfig& config) { config_ = config; }
    /// The layout seed of the next game (rock/bubble); a position set up by
    /// hand keeps its placed layout for its own game only.
    void new_layout(std::uint32_t seed) {
        config_.seed = seed;
        config_.placed.reset();
    }
    /// Games by link open plainly (core/correspondence.hpp): the standard opening.
    void plain_opening() { config_.opening = core::Opening::Standard; }

    // Each choice keeps the layout seed, and what it does not change.
    SetupChange choose_game(core::GameKind game);
    SetupChange choose_size(int cols, int rows, text::Language language);
    SetupChange choose_rule(core::Rule rule, text::Language language);
    /// Gomoku's opening (Standard, Swap, Swap2: core/opening.hpp).
    SetupChange choose_opening(core::Opening opening, text::Language language);
    SetupChange choose_theme(core::Theme theme, text::Language language);
    /// The layout seed of the next game (rock/bubble; shared links use it).
    /// `in_game`: a game is shown, which a new layout replaces.
    SetupChange choose_seed(std::uint32_t seed, bool in_game);
    /// Who moves first against the computer. `applies`: the game shown is
    /// one person's against the computer, which a new game replaces; else the
    /// choice waits for the next such game.
    SetupChange choose_computer_first(bool first, bool applies, text::Language language);
    bool computer_first() const { return computer_first_; }
    /// Who moved first in a game brought back (its own setting, said nothing of).
    void restore_computer_first(bool first) { computer_first_ = first; }

    /// The level `game` is played at.
    ai::Level level(core::GameKind game) const { return levels_[game == core::GameKind::Gomoku ? 1 : 0]; }
    /// Remembers `level` for `game` (a level `game` does not offer is ignored).
    void remember_level(core::GameKind game, ai::Level level);

private:
    core::GameConfig config_;
    ai::Level levels_[2];  // Connect 4's, Gomoku's
    bool computer_first_ = false;
};

}  // namespace lineup::app
