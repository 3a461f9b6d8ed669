// Connect4MoveBook: Perfect's move in every 7x6 position it can meet in the
// opening, so it answers at once where the solver would need seconds (the
// first plies after the score book, book.hpp).
//
// The positions are those reached when Perfect plays its own book moves and
// the opponent plays anything: as first player up to `first_plies` discs on
// the board, as second player up to `second_plies`. Each move keeps the game's
// win/draw/loss value (chosen by perfect_book_move(), player.hpp), so the
// book changes nothing about the result of a game, only its speed.
//
// Positions are stored once per mirror pair, under the smaller bitboard key
// (Connect4Book::canonical_key), with the column as seen from that key.
//
// File format (little-endian), assets/connect4/moves-7x6.bin:
//   "LC4M"  magic
//   u8      version (1), cols (7), rows (6), first_plies, second_plies, 3 x u8 0
//   u32     entry count
//   entries sorted by key: u64 key (low 56 bits) with the column in the top byte
//
// Built by `lineup-cli c4-book --moves` (src/cli/c4_book_command.hpp).
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "ai/connect4/book.hpp"
#include "core/board.hpp"
#include "core/expected.hpp"

namespace lineup::ai {

class Connect4MoveBook {
public:
    struct Entry {
        std::uint64_t key;  ///< canonical key
        int column;         ///< 0-based, as seen from the canonical key
    };

    Connect4MoveBook() = default;
    Connect4MoveBook(std::vector<Entry> entries, int first_plies, int second_plies);

    static core::Expected<Connect4MoveBook, BookError> parse(std::span<const std::uint8_t> bytes);
    std::vector<std::uint8_t> serialize() const;

    /// The book's column for `board` (basic 7x6, game running), or nullopt.
    std::optional<int> column(const core::Board& board) const;

    std::size_t size() const { return entries_.size(); }
    int first_plies() const { return first_plies_; }
    int second_plies() const { return second_plies_; }

    /// The column to store for `board` when Perfect plays `col` there.
    static Entry entry(const core::Board& board, int col);

private:
    std::vector<Entry> entries_;  // sorted by key
    int first_plies_ = -1;
    int second_plies_ = -1;
};

}  // namespace lineup::ai
