// Problem: why some input was refused, as a fact. The rules never word it;
// text/errors.hpp does, in every language, from a core::Error (error.hpp)
// that carries the values the sentence names. The comment after each code
// says which fields of core::Error it uses.
#pragma once

#include <cstdint>

namespace lineup::core {

enum class Problem : std::uint8_t {
    // Notation (notation.hpp)
    EmptyMove,       ///< no text
    NotAColumn,      ///< token: not a Connect 4 column number
    ColumnOutside,   ///< number: the column (1-based); config: the board
    NotACell,        ///< token: not a cell like h8
    CellOutside,     ///< token: a cell like h8 outside config's board
    TrailingDot,     ///< a dotted Connect 4 move list ends with '.'
    NotXY,           ///< token: not a cell like (8, 8)
    XYOutside,       ///< number, number2: x and y (1-based) outside config's board
    NoComma,         ///< Gomocup coordinates without the ',' of "x,y"
    NotANumber,      ///< token: a Gomocup coordinate that is not a number
    GomocupOutside,  ///< number, number2: x and y (0-based) outside config's board

    // Records (record.hpp)
    EmptyRecord,         ///< no text
    NoEquals,            ///< token: a key=value pair without '='
    UnknownKey,          ///< token: the key
    RepeatedKey,         ///< token: the key
    VersionNotFirst,     ///< the record does not start with v=1
    UnsupportedVersion,  ///< token: the version
    UnknownGame,         ///< token: the game's name
    UnknownTheme,        ///< token: the theme's name
    UnknownRule,         ///< token: the rule's name
    BadSize,             ///< token: the size, not like 7x6 or 15
    BadSeed,             ///< token: the value of seed, not a 32-bit number
    BadCount,            ///< key: the count's key (rocks, bubbles, win); token: its value
    IllegalMove,         ///< number: the move's number (1-based); token: the move as
                         ///< written; refused, move, config: why the board refused it
    UnknownOpening,      ///< token: the opening's name
    BadChoices,          ///< token: the opening's choices, not letters s, p and t
    ChoicesDoNotFit,     ///< number: the first choice (1-based) that does not fit the
                         ///< stones played (a choice missing: one past the last)

    // Records in other programs' formats (interchange.hpp); Error::line names the line
    UnknownFormat,  ///< token: the start of a text that is no record Lineup reads
    BadPsqHeader,   ///< token: a first line not like "Piskvorky 15x15, 11:11, 0"
    BadPsqMove,     ///< token: a line among the moves that is not "x,y,time"
    PsqOutside,     ///< number, number2: x and y (1-based, y from the top) outside config's board

    // Configurations (config.hpp: validate(); every value is in config)
    NotSquare,          ///< a Gomoku board that is not square
    SizeOutOfRange,     ///< a size outside the game's BoardLimits
    RuleInConnect4,     ///< Connect 4 with a Gomoku rule (exact or renju)
    OpeningInConnect4,  ///< Connect 4 with a Gomoku opening (swap or swap2)
    NegativeCount,      ///< a theme count below 0
    RocksOffTheme,      ///< rocks without the rock theme
    BubblesOffTheme,    ///< bubbles without the bubble theme
    TooManyRocks,       ///< more rocks than max_rocks(config)
    BubbleCount,        ///< bubbles outside 1..cells
    BubblesToWin,       ///< bubbles to win outside 1..bubbles

    // Layouts given cell by cell (GameConfig::placed: Board::with_layout, records)
    RockOutside,         ///< a rock outside the board
    RocksShareCell,      ///< two rocks on one cell
    BubbleOutside,       ///< a bubble outside the board
    BubbleOnRock,        ///< a bubble on a rock
    RockFloats,          ///< a Connect 4 rock neither on the bottom nor on a rock
    RocksAndBubbles,     ///< rocks and bubbles in one game
    LayoutTooManyRocks,  ///< number: the most rocks the board may hold
    PlacedCounts,        ///< the theme's counts are not those of the cells placed
    LayoutTwice,         ///< token: a record's seed or count key beside its layout's cells
};

}  // namespace lineup::core
