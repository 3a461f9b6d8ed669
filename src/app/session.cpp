#include "app/session.hpp"

#include <utility>

namespace lineup::app {

using namespace lineup::core;

Session::Session() : config_(default_config(GameKind::Connect4)) { say(msg_choose_mode()); }

void Session::say(std::string text) {
    message_ = std::move(text);
    log_.push_back(message_);
}

void Session::start(Mode mode) {
    if (phase_ != Phase::Menu) {
        say("A game is running. Press restart first.");
        return;
    }
    if (mode != Mode::PvP) {
        say("Only 'vs player' can be played in this build: the computer player is not built yet.");
        return;
    }
    seats_ = Seats{mode, Side::First};
    match_ = std::make_unique<Match>(Board(config_), seats_, humans_[0], humans_[1]);
    phase_ = Phase::Playing;
    say(msg_started(seats_, config_));
    update();
}

void Session::cycle_theme() {
    if (phase_ != Phase::Menu) {
        say("The theme can change only before a game starts.");
        return;
    }
    const Theme theme = next_theme(config_.theme);
    config_ = default_config(config_.game, theme, config_.cols, config_.rows, config_.seed);
    say("Theme: " + std::string(to_string(theme)) + ". Choose a game mode.");
}

void Session::choose_game(GameKind game) {
    if (phase_ != Phase::Menu) {
        say("The game can change only before a game starts.");
        return;
    }
    config_ = default_config(game, config_.theme, 0, 0, config_.seed);
    say(msg_choose_mode());
}

void Session::end_match() {
    match_.reset();
    humans_[0].reset();
    humans_[1].reset();
}

void Session::restart() {
    end_match();
    phase_ = Phase::Menu;
    say(msg_restart());
}

bool Session::human_to_move() const {
    return phase_ == Phase::Playing && match_ && !seats_.is_computer(match_->board().to_move());
}

void Session::play(Move move) {
    if (phase_ == Phase::Menu) {
        say(msg_choose_mode());
        return;
    }
    if (phase_ == Phase::Over) {
        say(describe(MoveError::GameOver, config_, move));
        return;
    }
    if (!human_to_move()) return;
    const Side side = match_->board().to_move();
    humans_[index_of(side)].submit(move);
    update();
}

void Session::update() {
    if (!match_) return;
    while (auto event = match_->update()) {
        say(event->message);
        if (event->kind == MatchEvent::Kind::Refused) break;
    }
    if (match_->over()) phase_ = Phase::Over;
}

bool Session::undo() {
    if (!match_ || !match_->undo()) return false;
    phase_ = Phase::Playing;
    say(msg_after_move(seats_, match_->board()));
    update();
    return true;
}

bool Session::redo() {
    if (!match_ || !match_->redo()) return false;
    say(msg_after_move(seats_, match_->board()));
    if (match_->over()) phase_ = Phase::Over;
    update();
    return true;
}

}  // namespace lineup::app
