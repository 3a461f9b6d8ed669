#include "ai/connect4/book.hpp"

#include <algorithm>

#include "ai/bytes.hpp"
#include "ai/connect4/bitboard.hpp"

namespace lineup::ai {
namespace {

constexpr std::uint8_t kVersion = 1;
constexpr int kCols = 7;
constexpr int kRows = 6;

}  // namespace

Connect4Book::Connect4Book(std::vector<Entry> entries, int depth) : entries_(std::move(entries)), depth_(depth) {
    std::sort(entries_.begin(), entries_.end(), [](const Entry& a, const Entry& b) { return a.key < b.key; });
}

const char* book_error_token(BookError error) {
    switch (error) {
        case BookError::Magic: return "magic";
        case BookError::Version: return "version";
        case BookError::Size: return "size";
        case BookError::Length: return "length";
        case BookError::Unsorted: return "unsorted";
        case BookError::OutOfRange: return "range";
        case BookError::Checksum: return "checksum";
    }
    return "unknown";
}

core::Expected<Connect4Book, BookError> Connect4Book::parse(std::span<const std::uint8_t> bytes) {
    constexpr std::size_t kHeader = 12;
    if (bytes.size() < kHeader || bytes[0] != 'L' || bytes[1] != 'C' || bytes[2] != '4' || bytes[3] != 'B') {
        return BookError::Magic;
    }
    if (bytes[4] != kVersion) return BookError::Version;
    if (bytes[5] != kCols || bytes[6] != kRows) return BookError::Size;
    const int depth = bytes[7];
    const auto count = static_cast<std::uint32_t>(read_le(bytes, 8, 4));
    if (bytes.size() != kHeader + std::size_t{count} * 8) return BookError::Length;
    std::vector<Entry> entries;
    entries.reserve(count);
    std::uint64_t previous = 0;
    for (std::uint32_t i = 0; i < count; ++i) {
        const std::uint64_t word = read_le(bytes, kHeader + std::size_t{i} * 8, 8);
        const std::uint64_t key = word & ((std::uint64_t{1} << 56) - 1);
        const auto score = static_cast<std::int8_t>(word >> 56);
        if (i > 0 && key <= previous) return BookError::Unsorted;
        if (score < -22 || score > 22) return BookError::OutOfRange;
        previous = key;
        entries.push_back({key, score});
    }
    return Connect4Book(std::move(entries), depth);
}

std::vector<std::uint8_t> Connect4Book::serialize() const {
    std::vector<std::uint8_t> out{'L', 'C', '4', 'B', kVersion, kCols, kRows, static_cast<std::uint8_t>(depth_)};
    const auto count = static_cast<std::uint32_t>(entries_.size());
    write_le(out, count, 4);
    for (const Entry& e : entries_) {
        write_le(out,
                 e.key | static_cast<std::uint64_t>(static_cast<std::uint8_t>(static_cast<std::int8_t>(e.score))) << 56,
                 8);
    }
    return out;
}

bool Connect4Book::covers(const core::Board& board) const {
    const core::GameConfig& c = board.config();
    return depth_ >= 0 && c.game == core::GameKind::Connect4 && c.cols == kCols && c.rows == kRows &&
           c.theme == core::Theme::Basic && board.ply() <= depth_ && board.status() == core::Status::Playing;
}

std::uint64_t Connect4Book::canonical_key(const core::Board& board) {
    const C4Rules<std::uint64_t> rules(board);
    const std::uint64_t key = to_pos(rules, board).key();
    return std::min(key, rules.mirror(key));
}

bool Connect4Book::can_win_at_once(const core::Board& board) {
    const C4Rules<std::uint64_t> rules(board);
    return to_pos(rules, board).can_win_next(rules);
}

std::optional<int> Connect4Book::score(std::uint64_t canonical_key) const {
    const auto it = std::lower_bound(entries_.begin(), entries_.end(), canonical_key,
                                     [](const Entry& e, std::uint64_t k) { return e.key < k; });
    if (it == entries_.end() || it->key != canonical_key) return std::nullopt;
    return it->score;
}

std::optional<int> Connect4Book::score(const core::Board& board) const {
    if (!covers(board)) return std::nullopt;
    return score(canonical_key(board));
}

}  // namespace lineup::ai
