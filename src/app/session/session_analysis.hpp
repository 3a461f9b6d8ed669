// SessionAnalysis: the session's analysis mode (docs/analysis.md): while it
// is on, the position shown is analysed, Connect 4's by every column's exact
// score (analysis.hpp), Gomoku's by a search that deepens (deepening.hpp).
// The session says which position and when (follow(); pause() while the
// engine is wanted for a move, a hint or a review). Turned on during a game
// against the computer, it marks the game assisted: not counted in the results.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "app/session/analysis.hpp"
#include "app/session/deepening.hpp"
#include "app/session/engine_broker.hpp"
#include "core/board.hpp"
#include "text/language.hpp"

namespace lineup::app {

class SessionAnalysis {
public:
    explicit SessionAnalysis(EngineBroker& broker) : scores_(broker), deepening_(broker) {}

    bool on() const { return on_; }
    /// Turns the analysis on or off and returns what to say. Turned on during
    /// a game against the computer (`against_computer`), it marks the game
    /// assisted; off, it stops and forgets what it showed. `game`: the game shown.
    std::string set(bool on, bool against_computer, core::GameKind game, text::Language language);
    /// A new game: assisted when it is against the computer with the analysis on.
    void game_began(bool against_computer) { assisted_ = on_ && against_computer; }
    /// True when the game on was played with analysis against the computer.
    bool assisted() const { return assisted_; }

    /// Keeps the analysis on `shown` (nullptr: nothing to analyse now: it
    /// stops and forgets what it showed). Its requests wait in the broker
    /// while a move or a hint is asked.
    void follow(const core::Board* shown);
    /// Takes the replies that have come.
    void poll() {
        scores_.poll();
        deepening_.poll();
    }
    /// Cancels the requests: the position changes, or the engine is wanted
    /// for a move, a hint or a review.
    void pause() {
        scores_.stop();
        deepening_.stop();
    }
    /// Forgets what was shown.
    void clear() {
        scores_.clear();
        deepening_.clear();
    }
    /// Ends the deepening of the position shown; the view stays.
    void stop_deepening() { deepening_.stop_deepening(); }

    /// Connect 4: the scores shown (empty when off).
    const std::vector<ColumnScore>& columns() const;
    const Analysis& scores() const { return scores_; }
    /// What the "≈" of estimated columns means ("" when no column shows an estimate).
    std::string note(text::Language language) const;
    /// The legend line under the message ("" when off or without a board
    /// `shown`): what Connect 4's chips mean (`compact`: the "+3" form), or
    /// Gomoku's bar and marks.
    std::string legend(const core::Board* shown, bool compact, text::Language language) const;
    /// True while a column's dots move (waiting for its first score).
    bool animates() const;
    /// True while it waits for a score, or has columns or depths still to ask.
    bool busy() const { return on_ && (scores_.settled() < scores_.playable() || deepening_.deepening()); }
    /// Gomoku: the engine's latest view (none when off or nothing has come yet).
    const std::optional<EngineView>& engine_view() const;
    const Deepening& deepening() const { return deepening_; }

private:
    Analysis scores_;
    Deepening deepening_;
    bool on_ = false;
    bool assisted_ = false;
};

}  // namespace lineup::app
