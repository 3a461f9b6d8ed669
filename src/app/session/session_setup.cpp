// Session's setup (session.hpp, "Settings"): the game, size, rule, opening,
// theme, layout seed, level, who moves first and the language. During a game
// each change starts a new game with it at once; a game in progress it
// replaces is set aside, and Undo brings it back.
#include <algorithm>

#include "app/session/session.hpp"
#include "text/opening_messages.hpp"
#include "text/setup_messages.hpp"

namespace lineup::app {

using namespace lineup::core;
using namespace lineup::text;

void Session::setup_changed(const std::string& what, bool fresh_layout) {
    if (phase_ == Phase::Menu) {
        say(join_sentences(what, msg_choose_mode(language_), language_));
        return;
    }
    const std::string said = join_sentences(what, set_aside_game(), language_);
    end_match();
    if (fresh_layout) fresh_layout_next();
    if (mode_ == Mode::Friend) {  // another game by link: a new id (session_friend.cpp)
        config_.opening = Opening::Standard;
        friend_ = {new_friend_id(), Side::First};
    }
    begin(mode_, Board(config_), said);
}

std::string Session::set_aside_game() {
    if (!match_ || replay_ || phase_ != Phase::Playing || match_->board().ply() == 0) return {};
    // (Who moved first from the game's seats: computer_first_ may be the change.)
    const bool computer_first = seats_.mode == Mode::PvC ? seats_.human == Side::Second : computer_first_;
    set_aside_ = SetAside{record_of(match_->board()), seats_.mode, computer_first, friend_};
    return std::string(tr(language_, "Undo brings back the game you were playing."));
}

bool Session::can_bring_back() const {
    if (!set_aside_ || replay_) return false;
    if (!match_) return phase_ == Phase::Menu;  // after Restart
    // Nothing of the person's in the new game yet: at most the computer's first move.
    const int own = seats_.mode == Mode::PvC && computer_first_ ? 1 : 0;
    return match_->board().ply() <= own;
}

void Session::bring_back() {
    const SetAside game = std::move(*set_aside_);
    set_aside_.reset();
    computer_first_ = game.computer_first;
    const std::string back(tr(language_, "The game you were playing is back."));
    if (game.mode == Mode::Friend) {
        open_friend_game(game.record, game.friend_game, back);
        return;
    }
    end_match();
    config_ = game.record.config;
    begin(game.mode, replay(game.record), back);
}

void Session::choose_language(Language language) {
    language_ = language;
    say(std::string(tr(language, "Language: English.")));
}

bool Session::choose_game(GameKind game) {
    config_ = default_config(game, config_.theme, 0, 0, config_.seed);
    setup_changed({});
    return true;
}

bool Session::choose_size(int cols, int rows) {
    GameConfig next = default_config(config_.game, config_.theme, cols, rows, config_.seed);
    next.rows = config_.game == GameKind::Gomoku ? cols : rows;
    next.rule = config_.rule;
    next.opening = config_.opening;
    if (auto problem = validate(next)) {
        say(as_sentence(describe(*problem, next, language_), language_));
        return false;
    }
    config_ = next;
    setup_changed(msg_board(cols, next.rows, language_));
    return true;
}

bool Session::choose_rule(Rule rule) {
    if (config_.game != GameKind::Gomoku) {
        say(std::string(tr(language_, "Connect 4 has one rule: four or more in a row wins.")));
        return false;
    }
    config_.rule = rule;
    setup_changed(msg_rule(config_, language_));
    return true;
}

bool Session::choose_theme(Theme theme) {
    const Rule rule = config_.rule;
    const Opening opening = config_.opening;
    config_ = default_config(config_.game, theme, config_.cols, config_.rows, config_.seed);
    config_.rule = rule;
    config_.opening = opening;
    setup_changed(msg_theme(theme, language_));
    return true;
}

bool Session::cycle_theme() { return choose_theme(next_theme(config_.theme)); }

bool Session::choose_seed(std::uint32_t seed) {
    if (phase_ != Phase::Menu && config_.seed == seed && !config_.placed) return true;
    config_.seed = seed;
    config_.placed.reset();
    if (phase_ != Phase::Menu) setup_changed({}, false);
    return true;
}

bool Session::level_applies() const {
    const Mode mode = shown_mode();
    return mode == Mode::PvC || mode == Mode::CvC;
}

void Session::choose_level(ai::Level level) {
    remember_level(config_.game, level);
    for (auto& computer : computers_) {
        if (computer) computer->set_level(level, move_time_ms(config_.game, level));
    }
    const std::string_view name = ai::level_name(config_.game, level);
    say(level_applies() ? msg_level(name, language_) : msg_level_for_next_game(name, language_));
}

void Session::remember_level(GameKind game, ai::Level level) {
    const auto offered = ai::levels_for(game);
    if (std::find(offered.begin(), offered.end(), level) == offered.end()) return;
    levels_[game == GameKind::Gomoku ? 1 : 0] = level;
}

bool Session::choose_computer_first(bool first) {
    if (computer_first_ == first) return true;
    computer_first_ = first;
    const char* sentence = first ? "The computer moves first." : "You move first.";
    if (phase_ != Phase::Menu && !replay_ && mode_ == Mode::PvC) {
        setup_changed(std::string(tr(language_, sentence)));
    } else if (!computer_first_applies()) {  // two people, a friend by link, two computers
        say(std::string(tr(language_, first ? "The computer will move first in your next game against it."
                                            : "You will move first in your next game against the computer.")));
    } else if (phase_ == Phase::Menu) {
        say(join_sentences(std::string(tr(language_, sentence)), msg_choose_mode(language_), language_));
    }
    return true;
}

bool Session::choose_opening(Opening opening) {
    if (config_.game != GameKind::Gomoku && opening != Opening::Standard) {
        say(std::string(tr(language_, "Connect 4 has no Swap or Swap2 opening.")));
        return false;
    }
    config_.opening = opening;
    setup_changed(msg_opening(opening, language_));
    return true;
}

}  // namespace lineup::app
