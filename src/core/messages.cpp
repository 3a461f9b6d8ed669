#include "core/messages.hpp"

#include "core/notation.hpp"

namespace lineup::core {

std::string_view to_string(Mode mode) {
    switch (mode) {
        case Mode::PvP: return "pvp";
        case Mode::PvC: return "pvc";
        case Mode::CvC: return "cvc";
    }
    return "pvp";
}

std::string_view colour_name(GameKind game, Theme theme, Side side) {
    const bool first = side == Side::First;
    switch (theme) {
        case Theme::Rock: return first ? "Red" : "Blue";
        case Theme::Bubble: return first ? "Green" : "Yellow";
        case Theme::Basic: break;
    }
    if (game == GameKind::Connect4) return first ? "Red" : "Yellow";
    return first ? "White" : "Black";
}

std::string player_name(Seats seats, Side side) {
    const std::string number = side == Side::First ? "1" : "2";
    switch (seats.mode) {
        case Mode::PvP: return "Player " + number;
        case Mode::PvC: return side == seats.human ? "Player" : "Computer";
        case Mode::CvC: return "Computer " + number;
    }
    return "Player " + number;
}

std::string msg_choose_mode() { return "Choose a game mode."; }

std::string msg_restart() { return "Game restart. Choose a game mode."; }

std::string msg_started(Seats seats, const GameConfig& config) {
    std::string mode;
    switch (seats.mode) {
        case Mode::PvP: mode = "Player vs player."; break;
        case Mode::PvC: mode = "Player vs computer."; break;
        case Mode::CvC: mode = "Computer vs computer."; break;
    }
    return mode + " Game started! " +
           std::string(colour_name(config.game, config.theme, Side::First)) + " turn.";
}

std::string msg_moved(Seats seats, Side mover, Cell cell) {
    // Two spaces before "It's", as in the seed.
    return player_name(seats, mover) + " goes " + format_xy(cell) + "  It's " +
           player_name(seats, opponent(mover)) + "'s turn.";
}

std::string msg_result(Seats seats, const Board& board) {
    switch (board.status()) {
        case Status::Playing: return {};
        case Status::Draw: return "It's a draw.";
        case Status::Won: break;
    }
    std::string text = player_name(seats, board.winner()) + " wins!";
    if (board.won_by_bubbles() && board.win_lines().empty()) {
        text += " (" + std::to_string(board.bubbles_held(board.winner())) + " bubbles)";
    }
    return text;
}

std::string msg_after_move(Seats seats, const Board& board) {
    if (board.status() != Status::Playing) return msg_result(seats, board);
    const auto last = board.last_cell();
    if (!last) return msg_started(seats, board.config());
    return msg_moved(seats, opponent(board.to_move()), *last);
}

std::string describe(MoveError error, const GameConfig& config, Move move) {
    const bool c4 = config.game == GameKind::Connect4;
    const std::string where =
        c4 ? "Column " + std::to_string(move.col + 1) : format_xy({move.col, move.row});
    switch (error) {
        case MoveError::GameOver: return "The game is over. Press restart to play again.";
        case MoveError::OutsideBoard:
            if (c4) return where + " is outside the board (columns 1-" + std::to_string(config.cols) + ").";
            return where + " is outside the board.";
        case MoveError::ColumnFull: return where + " is full.";
        case MoveError::Occupied: return where + " is already taken.";
        case MoveError::Rock: return "A rock is on " + where + ": nobody can play there.";
    }
    return "That move is not allowed.";
}

}  // namespace lineup::core
