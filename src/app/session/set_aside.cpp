#include "app/session/set_aside.hpp"

#include <utility>

#include "text/messages.hpp"

namespace lineup::app {

using namespace lineup::core;

std::string SetAside::keep(const Board* board, bool in_progress, Seats seats, bool computer_first,
                           const FriendGame& friend_game, text::Language language) {
    if (!board || !in_progress || board->ply() == 0) return {};
    // (Who moved first from the game's seats: the setting may be the change.)
    const bool opened_by_computer = seats.mode == Mode::PvC ? seats.human == Side::Second : computer_first;
    game_ = Game{record_of(*board), seats.mode, opened_by_computer, friend_game};
    return std::string(text::tr(language, "Undo brings back the game you were playing."));
}

bool SetAside::can_bring_back(const Board* board, bool in_menu, Seats seats, bool computer_first) const {
    if (!game_) return false;
    if (!board) return in_menu;  // after Restart
    // Nothing of the person's in the new game yet: at most the computer's first move.
    const int own = seats.mode == Mode::PvC && computer_first ? 1 : 0;
    return board->ply() <= own;
}

SetAside::Game SetAside::take() {
    Game game = std::move(*game_);
    game_.reset();
    return game;
}

}  // namespace lineup::app
