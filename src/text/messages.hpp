// Messages: the one place that words game events for people. The UI, the
// console game and the tests all use these functions, so the wording cannot
// drift apart. The rules (src/core) and the computer player (src/ai) report
// facts; this layer turns them into sentences.
//
// Names follow the mode: "Player 1"/"Player 2" (vs player), "Player"/"Computer"
// (vs computer), "Computer 1"/"Computer 2" (computer vs computer). Colours follow
// game and theme: Gomoku basic Black/White (black moves first), Connect 4
// basic Red/Yellow (red first), rock Red/Blue, bubble Green/Yellow.
//
// Every function speaks English or Simplified Chinese (language.hpp).
//
// Moves and cells are named in one notation everywhere a person reads them,
// the board's own (core/notation.hpp): Gomoku "h8" (column letter, row from
// the bottom); Connect 4 "column 5", and "column 5, row 1" where a cell is
// named (rows from the bottom), the numbers its keys and move list use.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/board.hpp"
#include "core/match.hpp"
#include "core/outlook.hpp"
#include "core/record.hpp"
#include "core/seats.hpp"
#include "core/types.hpp"
#include "text/errors.hpp"  // describe(core::Error): why a record or a move text was refused
#include "text/language.hpp"

namespace lineup::text {

using core::Board;
using core::Cell;
using core::GameConfig;
using core::GameKind;
using core::Mode;
using core::Move;
using core::MoveError;
using core::Outlook;
using core::Seats;
using core::Side;
using core::Theme;

/// "Black", "White", "Red", "Yellow", "Blue" or "Green".
std::string_view colour_name(GameKind game, Theme theme, Side side, Language lang = Language::English);
/// "1 move", "7 moves".
std::string moves_en(std::size_t moves);
/// "Player 1", "Player", "Computer", "Computer 2", ...
std::string player_name(Seats seats, Side side, Language lang = Language::English);

/// Two sentences as one message ("Theme: Rock." + "Choose a game mode."):
/// a space between them in English; `first` may be empty.
std::string join_sentences(const std::string& first, const std::string& second, Language lang = Language::English);
std::string msg_choose_mode(Language lang = Language::English);  ///< "Choose a game mode."
std::string msg_restart(Language lang = Language::English);      ///< "Game restart. Choose a game mode."
/// A move: "h8" (Gomoku), "column 4" / "第 4 列" (Connect 4).
std::string move_name(const GameConfig& config, Move move, Language lang = Language::English);
/// A cell: "h8" (Gomoku), "column 4, row 1" / "第 4 列第 1 行" (Connect 4).
std::string cell_name(const GameConfig& config, Cell cell, Language lang = Language::English);

/// "Player vs computer. Game started! Black turn."
std::string msg_started(Seats seats, const GameConfig& config, Language lang = Language::English);
/// After a move that did not end the game:
/// "Player 1 goes h8  It's Player 2's turn." / "Player 1 goes in column 4  It's Player 2's turn."
std::string msg_moved(Seats seats, const GameConfig& config, Side mover, Cell cell, Language lang = Language::English);
/// "Player 1 wins!", "Player wins!", "Computer wins!", "It's a draw." for a
/// finished board; empty while the game goes on.
std::string msg_result(Seats seats, const Board& board, Language lang = Language::English);
/// The message after a move was played: msg_moved or msg_result.
std::string msg_after_move(Seats seats, const Board& board, Language lang = Language::English);

/// Why a move was refused: "Column 3 is full.", "h8 is already taken.",
/// "A rock is on c5: nobody can play there.", ...
std::string describe(MoveError error, const GameConfig& config, Move move, Language lang = Language::English);
/// What a Match event says: msg_after_move for a move, describe() for a refusal.
std::string msg_event(Seats seats, const Board& board, const core::MatchEvent& event,
                      Language lang = Language::English);
/// A level as a menu and a sentence show it: "Hard", "Perfect" ("困难", "完美"),
/// from its name in ai/levels.hpp ("perfect").
std::string level_title(std::string_view level_name, Language lang);

// --- The session's other news ------------------------------------------------
std::string msg_board(int cols, int rows, Language lang);  ///< "Board 7x6."
std::string msg_theme(Theme theme, Language lang);         ///< "Theme: Rock."
/// "Computer level: Hard." from the level's name in ai/levels.hpp ("hard").
std::string msg_level(std::string_view level_name, Language lang);
/// The level chosen while no computer plays: "Computer level: Hard, for your
/// next game against the computer."
std::string msg_level_for_next_game(std::string_view level_name, Language lang);
/// "Game opened from its link: 12 moves. " followed by `then` (a friend's
/// link or one's own: the words fit both).
std::string msg_shared_game(std::size_t moves, const std::string& then, Language lang);
/// "Your game is back: 12 moves. " followed by `then` (the page reopened
/// the game this browser kept).
std::string msg_game_back(std::size_t moves, const std::string& then, Language lang);
/// "Record read (PSQ file): 12 moves. " followed by `then`; `format` is
/// core::RecordFormat's name ("link", "digits", "moves", "psq").
std::string msg_record_loaded(std::string_view format, std::size_t moves, const std::string& then, Language lang);
/// "This record could not be read: REASON The game goes on." (nothing changed)
std::string msg_record_refused(std::string_view reason, Language lang);
/// "A recorded game of 12 moves. Step through it with Back and Forward (U and Y)."
std::string msg_recorded_game(std::size_t moves, Language lang);
/// "The computer is not available here: REASON. Two players can still play."
std::string msg_no_computer(std::string_view reason, Language lang);
/// "This link's game could not be read (REASON). Here is a new game." (or
/// "Choose a game mode." when no game was started)
std::string msg_broken_link(std::string_view reason, bool new_game, Language lang);
/// "No hint this time: REASON"
std::string msg_no_hint(std::string_view reason, Language lang);
/// "The computer could not move: REASON"
std::string msg_computer_failed(std::string_view reason, Language lang = Language::English);
/// A FAIL reply's reason (ai/protocol.hpp) for people: "the game is over" for
/// "game-over", a sentence for each ProtocolError keyword ("bad-record", ...);
/// any other reason (what the page's worker found) as it is.
std::string failure_reason(std::string_view reason, Language lang = Language::English);

// --- The accessible board ----------------------------------------------------
/// "Red threatens to win in column 5." / "Black threatens to win at h8 or j10."
/// (empty when `moves` is empty).
std::string msg_threat(const GameConfig& config, Side side, const std::vector<Move>& moves, Language lang);
/// What a cell holds, for a screen reader: "h8: black", "c3: empty, 2 bubbles",
/// "column 5, row 1: rock".
std::string msg_cell(const Board& board, Cell cell, Language lang);

// --- Hints -------------------------------------------------------------------
/// What a hint says of the game (core/outlook.hpp), for the side to move,
/// `moves` being the distance of a win or loss.
/// "Hint: column 4. Red can win in 5 moves." / "Hint: h8. The game is balanced."
std::string msg_hint(const GameConfig& config, Side to_move, Move move, Outlook outlook, int moves, Language lang);

}  // namespace lineup::text
