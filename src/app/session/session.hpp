// Session: the game flow a player sees (docs/playing.md), with no ImGui and no SDL so
// that tests can drive it directly.
//
//   Menu --start(mode), or a move--> Playing --(win/draw)--> Over
//     ^                                  |                     |
//     +----------- restart() ------------+---------------------+   (any time)
//
// The player picks the game, size, rule, theme (basic -> rock -> bubble), the
// computer's level (one remembered per game), who moves first and a mode: vs
// player, vs computer (the default), computer vs computer (paced to be
// watchable). Any of them may change at any time: a change of the game's
// setup or of its players during a game starts a new game with it at once
// (the address keeps the old one: Back returns to it); the level applies to
// the computer's next move. In the menu a move starts a game in the chosen
// mode. The computer thinks through the engine broker (off the UI thread); undo,
// restart and new games cancel it. Commands that do not apply now change
// nothing and say why in the message; can_undo() and friends tell the panel
// which controls can act.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "ai/levels.hpp"
#include "app/session/ai_service.hpp"
#include "app/session/engine_broker.hpp"
#include "app/session/friend_link.hpp"
#include "app/session/game_in_play.hpp"
#include "app/session/game_setup.hpp"
#include "app/session/hint.hpp"
#include "app/session/session_analysis.hpp"
#include "app/session/session_review.hpp"
#include "app/session/set_aside.hpp"
#include "core/board.hpp"
#include "core/config.hpp"
#include "core/record.hpp"
#include "core/rng.hpp"
#include "core/seats.hpp"
#include "text/language.hpp"
#include "text/messages.hpp"

namespace lineup::app {

enum class Phase { Menu, Playing, Over };

class Session {
public:
    /// `ai`: where the computer thinks (nullptr: two players only). `seed`
    /// starts the sequence of layout seeds of new games.
    explicit Session(AiService* ai = nullptr, std::uint32_t seed = 1);
    ~Session();

    // --- Settings (any time; during a game each starts a new game with it;
    // each returns false and explains when refused) ---------------------------
    bool choose_game(core::GameKind game) { return apply(setup_.choose_game(game)); }
    bool choose_size(int cols, int rows) { return apply(setup_.choose_size(cols, rows, language_)); }
    bool choose_rule(core::Rule rule) { return apply(setup_.choose_rule(rule, language_)); }
    /// Gomoku's opening (Standard, Swap, Swap2: core/opening.hpp).
    bool choose_opening(core::Opening opening) { return apply(setup_.choose_opening(opening, language_)); }
    bool cycle_theme() { return choose_theme(core::next_theme(setup_.config().theme)); }
    bool choose_theme(core::Theme theme) { return apply(setup_.choose_theme(theme, language_)); }
    /// The layout seed of the next game (rock/bubble); shared links use it.
    bool choose_seed(std::uint32_t seed) { return apply(setup_.choose_seed(seed, phase_ != Phase::Menu)); }
    /// The level of the game being played (each game remembers its own); it
    /// applies to the computer's next move.
    void choose_level(ai::Level level);
    /// The level `game` will be played at (without changing the game shown).
    void remember_level(core::GameKind game, ai::Level level) { setup_.remember_level(game, level); }
    /// Who moves first against the computer; in such a game, a new game.
    bool choose_computer_first(bool first) {
        return apply(setup_.choose_computer_first(first, computer_first_applies(), language_));
    }
    /// The language of everything the session says from now on (any time).
    void choose_language(text::Language language);
    text::Language language() const { return language_; }

    // --- Commands ---------------------------------------------------------------
    /// A new game in `mode` (the mode is remembered), replacing any game on.
    void start(core::Mode mode);
    /// Starts `mode` from a shared game (a link's record): its board, layout
    /// and moves. The record must be valid (core::parse_record checks it).
    /// `resumed`: it is the person's own game coming back (a page reopened),
    /// and said so.
    void start_from(const core::GameRecord& record, core::Mode mode, bool resumed = false);
    /// A game with a friend by link (friend_link.hpp). start(Mode::Friend)
    /// gives a new game a new id, the person playing first; start_from(record,
    /// Mode::Friend) a new id with the person to move in the record.
    using FriendGame = app::FriendGame;
    /// Opens the game by link `game` at `record` (valid, standard opening);
    /// the message says `what` first (a refused link's reason).
    void open_friend_game(const core::GameRecord& record, FriendGame game, const std::string& what = {});
    /// The game by link shown (an empty id outside Mode::Friend).
    const FriendGame& friend_game() const { return friend_; }
    /// True while a game by link is shown (Mode::Friend, not in the menu).
    bool by_link() const { return phase_ != Phase::Menu && seats_.mode == core::Mode::Friend; }
    /// True in a game by link while the friend is to move.
    bool waiting_for_friend() const {
        return phase_ == Phase::Playing && mode_ == core::Mode::Friend && game_.friend_to_move();
    }
    /// Shows a recorded game read-only, from its first move: undo and redo
    /// step through it (puzzle and lesson pages); moves are refused.
    void start_replay(const core::GameRecord& record);
    /// True while a recorded game is shown read-only.
    bool replaying() const { return replay_ && phase_ != Phase::Menu; }
    /// The Restart control: back to the menu at any time, "Game restart. Play
    /// a move to start a game against the computer, or choose a game mode."
    /// (text::msg_restarted); a game in progress is kept for Undo, and the
    /// message says so.
    void restart();
    /// Ends the game for what replaces it (a record loaded, a host's new
    /// game): back to the menu as restart() says it, nothing kept for Undo.
    void end_game();
    /// A new game with the same settings and mode (a fresh layout seed).
    void new_game();
    void play(core::Move move);
    /// The opening's choice (Swap, Swap2) for the person whose choice is due.
    void choose(core::OpeningChoice choice);
    /// True while the game's opening waits for a choice (of a person or the computer).
    bool choice_due() const { return game_.choice_due(); }
    /// Takes back moves; in a game that replaced one in progress (a new
    /// game, another mode or setting) before the person's first move, brings
    /// that game back as it was.
    bool undo();
    bool redo();
    /// Asks the computer for a suggestion for the player to move.
    void hint();
    /// Analysis mode (session_analysis.hpp): Connect 4's overlay of every
    /// column's exact score, Gomoku's evaluation bar, best line and best moves,
    /// for the position a person is to move in (or a recorded game's). Turned
    /// on during a game against the computer, it marks the game assisted: not
    /// counted in the results.
    void set_analysis(bool on);
    bool analysis_on() const { return analysis_.on(); }
    /// The scores shown (empty when there is nothing to show now).
    const std::vector<ColumnScore>& analysis_columns() const { return analysis_.columns(); }
    /// Connect 4: what the "≈" of estimated columns means, as the panel words
    /// it under the board's scores ("" when no column shows an estimate).
    std::string analysis_note() const { return analysis_.note(language_); }
    /// The legend line under the message while analysis is on ("" otherwise):
    /// what Connect 4's chips mean (`compact`: the "+3" form), or Gomoku's
    /// bar and marks.
    std::string analysis_legend(bool compact) const { return analysis_.legend(board(), compact, language_); }
    /// Settled and playable columns of the analysis shown (its progress).
    const Analysis& analysis() const { return analysis_.scores(); }
    /// True while the analysis shows something in motion: a column's dots
    /// (waiting for its first score). Gomoku's view deepening moves nothing:
    /// each deeper view is a change drawn once (analysis_busy() says it works).
    bool analysis_animates() const { return analysis_.animates(); }
    /// True while the analysis waits for a score, or has columns still to ask.
    bool analysis_busy() const { return analysis_.busy(); }
    /// Gomoku: the engine's latest view of the position shown (none when
    /// analysis is off or nothing has come yet), and its deepening.
    const std::optional<EngineView>& engine_view() const { return analysis_.engine_view(); }
    const Deepening& deepening() const { return analysis_.deepening(); }
    /// Ends the deepening of the position shown; the view stays.
    void stop_deepening() { analysis_.stop_deepening(); }
    /// Game review (session_review.hpp): the whole game shown read-only from its
    /// first move, every move graded by the worker while the player steps
    /// through it; the message grades the move just shown. Offered when a game
    /// is over, for a recorded game, and between two players.
    bool can_review() const;
    void start_review();
    /// While reviewing: steps forward to the next move graded an error.
    void next_mistake();
    bool reviewing() const { return replaying() && review_.active(); }
    /// The moves the review's message names as better than the move shown
    /// ("Better: h9"), ringed on the board; empty when it names none.
    std::vector<core::Move> review_better() const {
        return reviewing() ? review_.better(*board()) : std::vector<core::Move>{};
    }
    const Review& review() const { return review_.review(); }
    /// Who played the game reviewed (vs the computer: the person's side; a
    /// recorded game's: two players), for the summary's "You" / "Computer".
    core::Seats reviewed_seats() const { return review_.seats(); }
    /// The review's summary line of `side` once complete, named as
    /// reviewed_seats() says: "You: 20 best, 1 mistake." / "Red: ...".
    std::string review_summary(core::Side side) const { return review_.summary(side, current_config(), language_); }
    bool review_busy() const { return reviewing() && !review_.complete(); }
    /// True when the game on was played with analysis against the computer.
    bool assisted() const { return analysis_.assisted(); }
    /// Puts a message from the host (the page, a link) in the message area.
    void note(std::string text) { say(std::move(text)); }
    /// Advances the game: `now_ms` is the host's clock.
    void update(double now_ms);

    // --- Queries -----------------------------------------------------------------
    Phase phase() const { return phase_; }
    const core::GameConfig& config() const { return setup_.config(); }
    /// Who sits where now (after an opening's swaps: core::Seats::after).
    core::Seats seats() const { return game_.board() ? game_.seats() : seats_; }
    /// The level of the game shown, and of `game`.
    ai::Level level() const { return level(current_config().game); }
    ai::Level level(core::GameKind game) const { return setup_.level(game); }
    bool computer_first() const { return setup_.computer_first(); }
    /// The mode chosen: the game's, or the next game's in the menu (at first:
    /// vs computer, or two players where no computer is available).
    core::Mode mode() const { return mode_; }
    /// The mode the panel shows: the game's, or the next game's in the menu.
    core::Mode shown_mode() const { return phase_ == Phase::Menu ? mode_ : seats().mode; }
    /// The level applies to the game shown (a computer plays in it); else it
    /// waits for the next game against the computer.
    bool level_applies() const { return shown_mode() == core::Mode::PvC || shown_mode() == core::Mode::CvC; }
    /// Who moves first applies to the game shown (one person against the computer).
    bool computer_first_applies() const { return shown_mode() == core::Mode::PvC; }
    /// What the play controls can do now.
    bool can_undo() const {
        return can_bring_back() || (board() && mode_ != core::Mode::Friend && board()->can_undo());
    }
    bool can_redo() const { return board() && mode_ != core::Mode::Friend && board()->can_redo(); }
    bool can_hint() const;
    bool can_analyse() const { return ai_available() && mode_ != core::Mode::Friend; }
    /// For a control that cannot act now (the panel dims it): false in a game
    /// (or while the computer rests); otherwise says why and returns true.
    bool refused_outside_a_game();
    bool refused_while_thinking();
    /// The first tap of "tap twice to play" previewed a move: says, the first
    /// time only, that a second tap plays it.
    void explain_tap_twice();
    bool ai_available() const { return broker_.available(); }
    /// The engine connection every request goes through.
    const EngineBroker& engine() const { return broker_; }
    /// The game in progress or just finished; nullptr in the menu.
    const core::Board* board() const { return game_.board(); }
    /// The configuration shown: the game's on the board, else the menu's (config()).
    const core::GameConfig& current_config() const { return board() ? board()->config() : setup_.config(); }
    const std::string& message() const { return message_; }
    /// Every message so far, oldest first (the scrollable log).
    const std::vector<std::string>& log() const { return log_; }
    /// The side the person plays, while a game against the computer or by
    /// link is on (the panel shows it): "You play Red"; "" otherwise.
    std::string your_side() const;
    /// True when a person may move now.
    bool human_to_move() const { return phase_ == Phase::Playing && game_.person_to_act(); }
    /// True while the computer is working on a move or a hint.
    bool thinking() const { return hint_.waiting() || game_.thinking(); }
    /// The last hint's move, while it still applies.
    std::optional<core::Move> hint_move() const { return hint_.move(); }
    /// Events since the last call.
    std::vector<SessionEvent> take_events() { return game_.take_events(); }

private:
    /// After a change of the setup, worded `what` ("Theme: Rock."): in a game,
    /// a new game with it at once (with a fresh layout unless told not to);
    /// in the menu (or a recorded game, which it leaves) the next step.
    void setup_changed(const std::string& what, bool fresh_layout = true);
    /// Does what follows a change of the setup (SetupChange::Then); true when it was taken.
    bool apply(const SetupChange& change);
    /// A new seed for the next game's layout.
    void fresh_layout_next() { setup_.new_layout(static_cast<std::uint32_t>(seeds_.next())); }
    /// A new game by link: a new id, the person playing first, the standard opening.
    void new_friend_game() {
        setup_.plain_opening();  // (games by link open plainly: correspondence.hpp)
        friend_ = {new_friend_id(seeds_), core::Side::First};
    }
    void say(std::string text);
    /// `english` in the player's language (text::tr).
    std::string t(const char* english) const;
    /// Ends the match on the board (its players, hint, analysis and review
    /// stopped) and goes back to the menu.
    void end_match();
    void after_moves();
    /// Keeps the analysis on the position shown, asking for scores while the
    /// service is free.
    void update_analysis();
    /// Polls the review and asks for the next grade while the service is free.
    void update_review();
    /// Says the message of a step through a game (SessionReview::step()).
    void say_step() { say(review_.step(*board(), seats(), reviewing(), language_)); }
    /// After a step through the game (undo, redo, next mistake): says it and goes on.
    void stepped();
    /// Starts `mode` on `board`; the message says `what` first.
    void begin(core::Mode mode, core::Board board, const std::string& what = {});
    /// Keeps the game on in set_aside_ when it is in progress with moves:
    /// then "Undo brings back the game you were playing.", else empty.
    std::string set_aside_game() {
        return set_aside_.keep(board(), !replay_ && phase_ == Phase::Playing, seats_, setup_.computer_first(), friend_,
                               language_);
    }
    /// True when undo() would bring back the game set aside.
    bool can_bring_back() const {
        return !replay_ && set_aside_.can_bring_back(board(), phase_ == Phase::Menu, seats_, setup_.computer_first());
    }
    void bring_back();
    /// Refuses what a game by link does not allow (undo, hints, analysis): says why, true.
    bool refused_with_friend(const std::string& why);

    EngineBroker broker_;  // before its clients below: they leave it as they go
    core::Rng seeds_;
    GameSetup setup_;    // the menu's game, each game's level, who moves first
    core::Mode mode_;    // vs computer, where there is one
    FriendGame friend_;  // Mode::Friend's game
    text::Language language_ = text::Language::English;
    bool replay_ = false;
    core::Seats seats_;
    Phase phase_ = Phase::Menu;
    GameInPlay game_{broker_};
    SetAside set_aside_;  // the game a new game replaced, for Undo
    std::string message_;
    std::vector<std::string> log_;
    double now_ms_ = 0;
    Hint hint_{broker_};
    SessionAnalysis analysis_{broker_};
    SessionReview review_{broker_};
    bool tap_twice_explained_ = false;
};

}  // namespace lineup::app
