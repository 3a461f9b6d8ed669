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
// Every function speaks English or Simplified Chinese (language.hpp).
//
// Cells are written "(x, y)" as in the seed, but counted the way the board is
// labelled: x is the column from the left and y the row from the bottom, both
// from 1, so "(8, 8)" is the cell h8. (The seed printed its Java array indices,
// 0-based from the top.)
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/board.hpp"
#include "core/language.hpp"
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
std::string_view colour_name(GameKind game, Theme theme, Side side, Language lang = Language::English);
/// "Player 1", "Player", "Computer", "Computer 2", ...
std::string player_name(Seats seats, Side side, Language lang = Language::English);

std::string msg_choose_mode(Language lang = Language::English);  ///< "Choose a game mode."
std::string msg_restart(Language lang = Language::English);      ///< "Game restart. Choose a game mode."
/// "Player vs computer. Game started! White turn."
std::string msg_started(Seats seats, const GameConfig& config, Language lang = Language::English);
/// After a move that did not end the game:
/// "Player 1 goes (8, 8)  It's Player 2's turn."
std::string msg_moved(Seats seats, Side mover, Cell cell, Language lang = Language::English);
/// "Player 1 wins!", "Player wins!", "Computer wins!", "It's a draw." for a
/// finished board; empty while the game goes on.
std::string msg_result(Seats seats, const Board& board, Language lang = Language::English);
/// The message after a move was played: msg_moved or msg_result.
std::string msg_after_move(Seats seats, const Board& board, Language lang = Language::English);

/// Why a move was refused: "Column 3 is full.", "(8, 8) is already taken.",
/// "A rock is on (3, 5): nobody can play there.", ...
std::string describe(MoveError error, const GameConfig& config, Move move, Language lang = Language::English);

// --- The session's other news ------------------------------------------------
std::string msg_board(int cols, int rows, Language lang);        ///< "Board 7x6. Choose a game mode."
std::string msg_theme(Theme theme, Language lang);               ///< "Theme: rock. Choose a game mode."
/// "Computer level: Hard." (`label` is the level's name in `lang`)
std::string msg_level(std::string_view label, Language lang);
/// "Shared game loaded: 12 moves. " followed by `then`.
std::string msg_shared_game(std::size_t moves, const std::string& then, Language lang);
/// "A recorded game of 12 moves. Step through it with Back and Forward (U and Y)."
std::string msg_recorded_game(std::size_t moves, Language lang);
/// "The computer is not available here: REASON. Two players can still play."
std::string msg_no_computer(std::string_view reason, Language lang);
/// "This link's game could not be read (REASON). Here is a new game." (or
/// "Choose a game mode." when no game was started)
std::string msg_broken_link(std::string_view reason, bool new_game, Language lang);
/// "No hint this time: REASON"
std::string msg_no_hint(std::string_view reason, Language lang);

// --- The accessible board ----------------------------------------------------
/// "Red threatens to win at 5." / "White threatens to win at h8 or j10." (empty
/// when `cells` is empty).
std::string msg_threat(const GameConfig& config, Side side, const std::vector<std::string>& cells, Language lang);
/// What a cell holds, for a screen reader: "h8: white", "c3: empty, 2 bubbles", "e5: rock".
std::string msg_cell(const Board& board, Cell cell, Language lang);

// --- Hints -------------------------------------------------------------------
/// What a hint says of the game, for the side to move.
enum class Outlook : std::uint8_t {
    Unknown,    ///< nothing known beyond the move
    Draw,       ///< Connect 4: the side to move can hold a draw
    WinIn,      ///< it wins in `moves` of its own moves
    LossIn,     ///< the opponent wins in `moves` of its moves whatever it does
    ForcedWin,  ///< Gomoku: a forced win by threats (length not known)
    Attacked,   ///< Gomoku: the opponent has a winning attack
    Ahead,      ///< Gomoku: well placed
    Behind,     ///< Gomoku: the opponent is well placed
    Balanced,   ///< Gomoku: neither side is ahead
};
/// "Hint: column 4. Red can win in 5 moves." / "Hint: h8 (8, 8). The game is balanced."
std::string msg_hint(const GameConfig& config, Side to_move, Move move, Outlook outlook, int moves,
                     Language lang);

}  // namespace lineup::core
