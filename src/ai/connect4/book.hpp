// Connect4Book: exact scores of every 7x6 position up to a few moves, so the
// opening costs no search (the solver needs seconds to minutes there).
//
// Positions are stored once per mirror pair, under the smaller of the two
// bitboard keys (bitboard.hpp: current + mask, 49 bits on 7x6). Only
// positions where the game goes on and the side to move cannot win at once are
// stored; the others are scored without search anyway.
//
// File format (little-endian), assets/connect4/book-7x6.bin:
//   "LC4B"  magic
//   u8      version (1), cols (7), rows (6), depth (positions have <= depth discs)
//   u32     entry count
//   entries sorted by key: u64 key (low 56 bits) with the score in the top byte (int8)
//
// The book is built by `lineup-cli c4-book` (see book_builder.hpp).
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "core/board.hpp"
#include "core/expected.hpp"

namespace lineup::ai {

/// Why a book file (this one or move_book.hpp's) was refused. Nobody reads
/// these but tests and the developer who builds a book: a broken builtin book
/// is no book (request_server.cpp).
enum class BookError : std::uint8_t {
    Magic,       ///< not a Lineup Connect 4 book of this kind
    Version,     ///< a format version this code does not read
    Size,        ///< not for 7x6
    Length,      ///< truncated or too long for its entry count
    Unsorted,    ///< keys not in increasing order
    OutOfRange,  ///< a score (book) or column (move book) outside its range
    Checksum,    ///< the bytes differ from those the checksum was made of (analysis book)
};

/// A one-word name of `error` ("checksum"), for a report such as the browser
/// worker's (the page words it).
const char* book_error_token(BookError error);

class Connect4Book {
public:
    struct Entry {
        std::uint64_t key;
        int score;
    };

    Connect4Book() = default;
    /// A book from its entries (any order) for positions of up to `depth` discs.
    Connect4Book(std::vector<Entry> entries, int depth);

    /// Reads the file format above; errors say what is wrong.
    static core::Expected<Connect4Book, BookError> parse(std::span<const std::uint8_t> bytes);
    std::vector<std::uint8_t> serialize() const;

    /// The exact score of `board` (side to move's view) when the book knows it:
    /// basic 7x6 boards with at most depth() discs where the side to move cannot
    /// win at once.
    std::optional<int> score(const core::Board& board) const;
    /// The same for a canonical key (the smaller of a position's and its mirror's).
    std::optional<int> score(std::uint64_t canonical_key) const;

    /// True when the book may know `board` (size, theme and move count fit).
    bool covers(const core::Board& board) const;
    int depth() const { return depth_; }
    std::size_t size() const { return entries_.size(); }
    const std::vector<Entry>& entries() const { return entries_; }

    /// The book's key of a basic 7x6 board: min(key, mirror key).
    static std::uint64_t canonical_key(const core::Board& board);
    /// True when the side to move of a basic 7x6 board can win at once.
    static bool can_win_at_once(const core::Board& board);

private:
    std::vector<Entry> entries_;  // sorted by key
    int depth_ = -1;
};

}  // namespace lineup::ai
