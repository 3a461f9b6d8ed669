// Notation: moves and cells as text, both ways. Parsers check syntax and the
// board's bounds (not whether a move is legal now: Board::play says that), and
// report the position of the bad token. They never crash or loop on any input.
//
// Connect 4  a move is a 1-based column: "4". A game is the columns in order,
//            "4453" (the move strings of Connect 4 solver benchmarks). Boards
//            wider than 9 columns separate moves with '.': "10.3.12".
// Gomoku     a cell is a column letter (a = first column) and a 1-based row
//            number counted from the bottom: "h8" is the centre of 15x15. A game
//            is the cells in order, "h8i9j10". Upper-case letters are accepted.
// Messages   "(8, 8)": x is the column from the left and y the row from the
//            bottom, both 1-based, so "(8, 8)" is h8 (text/messages.hpp uses it).
//            Parsed without brackets or spaces too: "8,8".
// Gomocup    the piskvork protocol's "x,y": 0-based, x from the left, y from the
//            TOP row. gomocup "7,7" on 15x15 is "h8". Only the protocol uses it.
#pragma once

#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/config.hpp"
#include "core/expected.hpp"
#include "core/types.hpp"

namespace lineup::core {

/// "4" (Connect 4) or "h8" (Gomoku).
std::string format_move(const GameConfig& config, Move move);
/// "h8" for any game (Connect 4 cells too, for messages and tests).
std::string format_cell(Cell cell);
/// A whole game: "4453", "10.3.12" or "h8i9j10".
std::string format_moves(const GameConfig& config, std::span<const Move> moves);

/// One move: "4" (Connect 4); "h8" or "(8, 8)" / "8,8" (Gomoku).
Expected<Move> parse_move(const GameConfig& config, std::string_view text);
/// A whole game written by format_moves (an empty string is no moves). When
/// `offsets` is given it receives the offset of each move in `text`.
Expected<std::vector<Move>> parse_moves(const GameConfig& config, std::string_view text,
                                        std::vector<std::size_t>* offsets = nullptr);

/// Message coordinates: "(8, 8)" for h8.
std::string format_xy(Cell cell);
Expected<Cell> parse_xy(const GameConfig& config, std::string_view text);

/// Gomocup coordinates: "7,7".
std::string format_gomocup(const GameConfig& config, Cell cell);
Expected<Cell> parse_gomocup(const GameConfig& config, std::string_view text);

}  // namespace lineup::core
