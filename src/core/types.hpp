// Vocabulary of the rules core: which game, which side, which cell.
//
// Coordinates are 0-based. `col` grows to the right, `row` grows upwards: row 0
// is the bottom row, where Connect 4 discs land first. Gomoku uses the same
// orientation internally; its notations convert (see notation.hpp).
//
//     row 5  . . . . . . .
//     row 4  . . . . . . .          Cell{3, 0} is the bottom of column 4
//     ...                           (columns are 1-based for people).
//     row 0  . . . X . . .
//            0 1 2 3 4 5 6  <- col
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace lineup::core {

enum class GameKind : std::uint8_t { Connect4, Gomoku };

/// Themes change the rules, not only the look (docs/playing.md).
enum class Theme : std::uint8_t { Basic, Rock, Bubble };

/// Gomoku only: Freestyle = five or more wins; Exact = exactly five wins and an
/// overline (6+) does not; Renju = the first player must make exactly five and
/// may not play its forbidden points (renju.hpp), the second wins with five or
/// more. Connect 4 always plays "four or more".
enum class Rule : std::uint8_t { Freestyle, Exact, Renju };

/// The side that moves first is First. None marks "nobody" (no winner yet).
enum class Side : std::uint8_t { None = 0, First = 1, Second = 2 };

/// What occupies a cell. Rock cells are walls nobody can play on.
enum class Stone : std::uint8_t { Empty = 0, First = 1, Second = 2, Rock = 3 };

/// Why a move was refused. describe() in text/messages.hpp words it for people.
enum class MoveError : std::uint8_t {
    GameOver,      ///< the game has ended; no move is accepted
    OutsideBoard,  ///< column or cell outside the board
    ColumnFull,    ///< Connect 4: no free cell left in the column
    Occupied,      ///< Gomoku: a stone is already there
    Rock,          ///< a rock is there: nobody can play on it
    DoubleThree,   ///< Renju: the first player would make two threes at once
    DoubleFour,    ///< Renju: the first player would make two fours at once
    Overline,      ///< Renju: the first player would make six or more in a row
    ChoiceDue,     ///< Swap, Swap2: the opening waits for a choice, not a stone
    NoChoiceDue,   ///< Swap, Swap2: a choice where the opening asks none
    NoPlaceTwo,    ///< Swap2: "place two more" where only swap or stay is offered
};

/// True for the refusals of Renju's forbidden points.
constexpr bool forbidden_point(std::optional<MoveError> error) {
    return error == MoveError::DoubleThree || error == MoveError::DoubleFour || error == MoveError::Overline;
}

constexpr Side opponent(Side side) {
    return side == Side::First ? Side::Second : side == Side::Second ? Side::First : Side::None;
}
constexpr Stone stone_of(Side side) { return static_cast<Stone>(side); }
constexpr int index_of(Side side) { return side == Side::Second ? 1 : 0; }

struct Cell {
    int col = 0;
    int row = 0;
    friend constexpr bool operator==(Cell, Cell) = default;
};

/// A move as a player states it. Connect 4 names only the column (`row` stays
/// -1: gravity chooses the row); Gomoku names a cell.
struct Move {
    int col = -1;
    int row = -1;
    static constexpr Move column(int c) { return {c, -1}; }
    static constexpr Move at(Cell c) { return {c.col, c.row}; }
    /// The move that plays at `c` in `game`: its column in Connect 4, the cell in Gomoku.
    static constexpr Move to(GameKind game, Cell c) { return game == GameKind::Connect4 ? column(c.col) : at(c); }
    friend constexpr bool operator==(Move, Move) = default;
};

// Names used in records, URLs, state() and command lines.
std::string_view to_string(GameKind game);
std::string_view to_string(Theme theme);
std::string_view to_string(Rule rule);
std::optional<GameKind> parse_game(std::string_view text);  ///< "connect4"|"c4"|"gomoku"
std::optional<Theme> parse_theme(std::string_view text);    ///< "basic"|"rock"|"bubble"
std::optional<Rule> parse_rule(std::string_view text);      ///< "freestyle"|"exact"|"renju"

/// The theme after `theme` in the theme button's cycle basic -> rock -> bubble -> basic.
constexpr Theme next_theme(Theme theme) {
    return theme == Theme::Basic ? Theme::Rock : theme == Theme::Rock ? Theme::Bubble : Theme::Basic;
}

}  // namespace lineup::core
