// Game records: a whole game as one line of text that fits in a URL fragment,
// shaped like a query string so it reads well in a link:
//
//   v=1&game=connect4&size=7x6&theme=basic&seed=0&moves=4453
//   v=1&game=gomoku&size=15&rule=exact&theme=bubble&seed=7&bubbles=13&win=9&moves=h8i9
//   v=1&game=connect4&size=7x6&theme=rock&seed=42&rocks=4&moves=4435
//   v=2&game=gomoku&size=15&rule=renju&theme=basic&seed=0&moves=h8h9
//   v=2&game=connect4&size=7x6&theme=rock&rockcells=b1d1b2&moves=42
//
// Keys: v (format version, must come first: 1, or 2 for what version 1 cannot
// hold: the renju rule, a placed layout), game (connect4 | gomoku), size (COLSxROWS; Gomoku
// also N), rule (freestyle | exact; Gomoku; renju from version 2), theme
// (basic | rock | bubble), seed (0-4294967295; the rock/bubble layout), rocks
// (rock theme), bubbles and win (bubble theme), moves (notation.hpp); from
// version 2 rockcells or bubblecells (a layout cell by cell, GameConfig::placed:
// Gomoku cells for both games, instead of seed, rocks and bubbles), opening
// (standard | swap | swap2; Gomoku) and choices (the opening's choices so
// far as letters, opening.hpp: "ts"). Missing
// keys take the defaults of config.hpp; unknown or repeated keys are errors.
// Every character is URL-fragment safe, so no escaping is needed.
//
// format_record() writes every key that matters for the game, so
// parse_record(format_record(b)) rebuilds b move for move, layout included.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/board.hpp"
#include "core/config.hpp"
#include "core/expected.hpp"
#include "core/opening.hpp"

namespace lineup::core {

struct GameRecord {
    GameConfig config;
    std::vector<Move> moves;
    /// The opening's choices so far (opening.hpp; config.opening Swap or Swap2).
    std::vector<OpeningChoice> choices{};
    friend bool operator==(const GameRecord&, const GameRecord&) = default;
};

std::string format_record(const GameRecord& record);
std::string format_record(const Board& board);  ///< format_record(record_of(board))

/// The board's game: its configuration, moves and the opening's choices.
GameRecord record_of(const Board& board);
/// The same with what undo() took back (all_moves, all_choices): the whole game.
GameRecord whole_record_of(const Board& board);
/// The record's position as a game with the standard opening: what the
/// analysis and the review search. An opening's choices say who sits where,
/// not what lies on the board or whose stone comes next.
GameRecord position_of(GameRecord record);

/// Why a record was refused: a core::Error (error.hpp) whose `position` is
/// the offset of the bad token in the record's text. A problem of syntax
/// (EmptyRecord ... BadCount), of the configuration (validate()'s problems,
/// at the size's offset), of a move's notation, or IllegalMove: a move the
/// board refused in turn (`refused`, `move`, `number`). text::describe words it.
using RecordError = Error;

/// Parses and checks a record: syntax, configuration, and that every move is
/// legal in turn (a move after the end of the game is refused too). Errors name
/// the bad token and its offset in `text`.
Expected<GameRecord, RecordError> parse_record(std::string_view text);

/// The board after the record's moves. The record must be valid (from parse_record).
Board replay(const GameRecord& record);

}  // namespace lineup::core
