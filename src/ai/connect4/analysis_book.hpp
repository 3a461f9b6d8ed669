// Connect4AnalysisBook: the exact score of every 7x6 position up to a depth
// (8 or 9 discs: hundreds of thousands of positions), about 3 bytes each, so
// the analysis of any position within the book's depth needs no search. It
// complements the small built-in book (book.hpp), which stores whole keys.
//
// Which positions it holds ("covers"): every basic 7x6 position with at most
// depth() discs where the game goes on and the side to move cannot win at
// once, however it was reached (the builder walks through positions with a
// win at once too). One entry per mirror pair, under the canonical key
// (Connect4Book::canonical_key). A lookup of a covered position always finds
// its score; a lookup of anything else must not be made (a fingerprint match
// would be meaningless), so score() checks coverage first.
//
// Layout: the canonical key is hashed (mix64 below, 64 bits); the high half
// picks one of B buckets (fastrange: (hi * B) >> 32), the low 18 bits are the
// fingerprint. A bucket's entries are sorted by fingerprint; one entry is
// 24 bits, fingerprint | (score + 32) << 18. Two positions of one bucket with
// one fingerprint share an entry when their scores agree; when they differ,
// all positions of that (bucket, fingerprint) go to the overflow list with
// their whole keys instead, which a lookup reads when the bucket has no match.
//
// File (little-endian):
//   offset 0   "LC4A"
//          4   u8 version (1), cols (7), rows (6), depth
//          8   u32 entries E, u32 buckets B, u32 overflow O, u32 positions P
//         24   u64 checksum: FNV-1a 64 of bytes [0, 24) and [32, end)
//         32   B x u32: end of each bucket's entries (cumulative; the last is E)
//              E x 3 bytes: entries, bucket by bucket
//              O x u64: overflow, sorted by key: key (low 56 bits), score (top byte)
// P is the count of positions the book answers (entries shared count once
// per position), for reports.
//
// Built by `lineup-cli c4-book --analysis` (analysis_book_builder.hpp).
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "ai/connect4/book.hpp"
#include "core/board.hpp"
#include "core/expected.hpp"

namespace lineup::ai {

class Connect4AnalysisBook {
public:
    Connect4AnalysisBook() = default;

    /// The book of `entries` (canonical keys, any order, each key once) for
    /// positions of up to `depth` discs.
    static Connect4AnalysisBook from_entries(std::vector<Connect4Book::Entry> entries, int depth);

    /// Checks the header, length, checksum and order; keeps the bytes.
    static core::Expected<Connect4AnalysisBook, BookError> parse(std::span<const std::uint8_t> bytes);
    /// The file (the bytes parse() read, or those from_entries() built).
    const std::vector<std::uint8_t>& bytes() const { return bytes_; }

    /// The exact score of `board` (side to move's view) when covered (see above).
    std::optional<int> score(const core::Board& board) const;
    /// The score under a canonical key: the caller vouches that the key is
    /// one of a covered position (nullopt means it was not).
    std::optional<int> score_of_key(std::uint64_t canonical_key) const;

    bool covers(const core::Board& board) const;
    int depth() const { return depth_; }
    std::size_t positions() const { return positions_; }
    bool empty() const { return bytes_.empty(); }

    /// The hash of a canonical key (bucket and fingerprint come from it).
    static std::uint64_t mix64(std::uint64_t key);

private:
    std::vector<std::uint8_t> bytes_;
    int depth_ = -1;
    std::uint32_t buckets_ = 0, entries_ = 0, overflow_ = 0;
    std::size_t positions_ = 0;
};

}  // namespace lineup::ai
