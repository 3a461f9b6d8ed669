// Messages: the one place that words game events for people, in the seed's
// words where they exist (SPEC 1.4). The UI, the console game and the tests all
// use these functions, so the wording cannot drift apart.
//
// Names follow the mode: "Player 1"/"Player 2" (vs player), "Player"/"Computer"
// (vs computer), "Computer 1"/"Computer 2" (computer vs computer). Colours follow
// game and theme: Gomoku basic White/Black (seed 002: white moves first),
// Connect 4 basic Red/Yellow (seed 004: red first), rock Red/Blue, bubble
// Green/Yellow.
//
// Cells are written "(x, y)" as in the seed, but counted the way the board is
// labelled: x is the column from the left and y the row from the bottom, both
// from 1, so "(8, 8)" is the cell h8. (The seed printed its Java array indices,
// 0-based from the top.)
#pragma once

#include <string>
#include <string_view>

#include "core/board.hpp"
#include "core/types.hpp"

namespace lineup::core {

enum class Mode : std::uint8_t { PvP, PvC, CvC };

/// Who sits where: the mode, and in PvC the side the human plays.
struct Seats {
    Mode mode = Mode::PvP;
    Side human = Side::First;
    bool is_computer(Side side) const {
        return mode == Mode::CvC || (mode == Mode::PvC && side != human);
    }
};

std::string_view to_string(Mode mode);  ///< "pvp" | "pvc" | "cvc"

/// "White", "Black", "Red", "Yellow", "Blue" or "Green".
std::string_view colour_name(GameKind game, Theme theme, Side side);
/// "Player 1", "Player", "Computer", "Computer 2", ...
std::string player_name(Seats seats, Side side);

std::string msg_choose_mode();                                    ///< "Choose a game mode."
std::string msg_restart();               ///< "Game restart. Choose a game mode."
/// "Player vs computer. Game started! White turn."
std::string msg_started(Seats seats, const GameConfig& config);
/// After a move that did not end the game:
/// "Player 1 goes (8, 8)  It's Player 2's turn."
std::string msg_moved(Seats seats, Side mover, Cell cell);
/// "Player 1 wins!", "Player wins!", "Computer wins!", "It's a draw." for a
/// finished board; empty while the game goes on.
std::string msg_result(Seats seats, const Board& board);
/// The message after a move was played: msg_moved or msg_result.
std::string msg_after_move(Seats seats, const Board& board);

/// Why a move was refused: "Column 3 is full.", "(8, 8) is already taken.",
/// "A rock is on (3, 5): nobody can play there.", ...
std::string describe(MoveError error, const GameConfig& config, Move move);

}  // namespace lineup::core
