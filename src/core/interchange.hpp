// Records in other programs' formats, in and out, beside Lineup's own link
// (record.hpp):
//
//   digits    Connect 4: the columns played, 1-based, "4453" (what Connect 4
//             solvers read and connect4.gamesolver.org's ?pos= takes; boards
//             wider than 9 columns separate moves with '.', notation.hpp).
//   moves     Gomoku: the cells played, "h8 i9 j10" (spaces, commas, semicolons
//             or line breaks between cells, or nothing).
//   psq       Gomoku: Piskvork's game file. A header "Piskvorky 15x15, 11:11, 0"
//             (the size counts; the rest is Piskvork's own), then one line
//             "x,y,time" per move (1-based, x from the left, y from the top row,
//             time in ms), then whatever Piskvork appends (engine names, a
//             result line such as "-1" or "1,Freestyle"), which is ignored.
//   link      Lineup's record "v=1&game=...", alone or as the fragment of a
//             whole address (".../#v=1&...").
//
// import_record() tells them apart, checks every move in turn and names the
// line and the problem of a bad record (core::Error, with `line` for a PSQ
// file); it never crashes or loops on any input.
#pragma once

#include <string>
#include <string_view>

#include "core/config.hpp"
#include "core/error.hpp"
#include "core/expected.hpp"
#include "core/record.hpp"

namespace lineup::core {

enum class RecordFormat { Link, Digits, Moves, Psq };

/// "link", "digits", "moves", "psq".
std::string_view to_string(RecordFormat format);
std::optional<RecordFormat> parse_record_format(std::string_view name);

/// The boards a record without a size is played on: digits on `connect4`'s,
/// a move list on `gomoku`'s (its size and rule; 15x15 unless told, where h8
/// is the centre), and a PSQ file with `gomoku`'s rule. Both must be valid and basic.
struct ImportBoards {
    GameConfig connect4 = default_config(GameKind::Connect4);
    GameConfig gomoku = default_config(GameKind::Gomoku, Theme::Basic, 15, 15);
};

/// Reads a record in any of the formats above (leading and trailing blank
/// space ignored); `format`, when given, receives the format it was read as.
Expected<GameRecord, Error> import_record(std::string_view text, const ImportBoards& boards = {},
                                          RecordFormat* format = nullptr);

/// Whether `record` can be written as `format`: digits for Connect 4, moves and
/// psq for Gomoku, and only on the basic theme (the others cannot carry a
/// rock or bubble layout); a link always.
bool can_export(const GameRecord& record, RecordFormat format);
/// Writes `record` as `format` (can_export must hold). A PSQ file ends with a
/// line break; the others are one line without one.
std::string export_record(const GameRecord& record, RecordFormat format);

}  // namespace lineup::core
