#include "ai/connect4/move_book.hpp"

#include <algorithm>

#include "ai/bytes.hpp"
#include "ai/connect4/bitboard.hpp"
#include "ai/connect4/book.hpp"

namespace lineup::ai {
namespace {

constexpr std::uint8_t kVersion = 1;
constexpr int kCols = 7;
constexpr int kRows = 6;
constexpr std::size_t kHeader = 16;
constexpr std::uint64_t kKeyMask = (std::uint64_t{1} << 56) - 1;

bool basic_7x6(const core::Board& board) {
    const core::GameConfig& c = board.config();
    return c.game == core::GameKind::Connect4 && c.cols == kCols && c.rows == kRows && c.theme == core::Theme::Basic;
}

}  // namespace

Connect4MoveBook::Connect4MoveBook(std::vector<Entry> entries, int first_plies, int second_plies)
    : entries_(std::move(entries)), first_plies_(first_plies), second_plies_(second_plies) {
    std::sort(entries_.begin(), entries_.end(), [](const Entry& a, const Entry& b) { return a.key < b.key; });
}

Connect4MoveBook::Entry Connect4MoveBook::entry(const core::Board& board, int col) {
    const C4Rules<std::uint64_t> rules(board);
    const std::uint64_t key = to_pos(rules, board).key();
    const std::uint64_t mirrored = rules.mirror(key);
    if (mirrored < key) return {mirrored, kCols - 1 - col};
    return {key, col};
}

core::Expected<Connect4MoveBook, BookError> Connect4MoveBook::parse(std::span<const std::uint8_t> bytes) {
    if (bytes.size() < kHeader || bytes[0] != 'L' || bytes[1] != 'C' || bytes[2] != '4' || bytes[3] != 'M') {
        return BookError::Magic;
    }
    if (bytes[4] != kVersion) return BookError::Version;
    if (bytes[5] != kCols || bytes[6] != kRows) return BookError::Size;
    const auto count = static_cast<std::uint32_t>(read_le(bytes, 12, 4));
    if (bytes.size() != kHeader + std::size_t{count} * 8) return BookError::Length;
    std::vector<Entry> entries;
    entries.reserve(count);
    for (std::uint32_t i = 0; i < count; ++i) {
        const std::uint64_t word = read_le(bytes, kHeader + std::size_t{i} * 8, 8);
        const std::uint64_t key = word & kKeyMask;
        const int column = static_cast<int>(word >> 56);
        if (i > 0 && key <= entries.back().key) return BookError::Unsorted;
        if (column >= kCols) return BookError::OutOfRange;
        entries.push_back({key, column});
    }
    return Connect4MoveBook(std::move(entries), bytes[7], bytes[8]);
}

std::vector<std::uint8_t> Connect4MoveBook::serialize() const {
    std::vector<std::uint8_t> out{'L',
                                  'C',
                                  '4',
                                  'M',
                                  kVersion,
                                  kCols,
                                  kRows,
                                  static_cast<std::uint8_t>(first_plies_),
                                  static_cast<std::uint8_t>(second_plies_),
                                  0,
                                  0,
                                  0};
    write_le(out, entries_.size(), 4);
    for (const Entry& e : entries_) write_le(out, e.key | static_cast<std::uint64_t>(e.column) << 56, 8);
    return out;
}

std::optional<int> Connect4MoveBook::column(const core::Board& board) const {
    if (entries_.empty() || !basic_7x6(board) || board.status() != core::Status::Playing) return std::nullopt;
    const Entry wanted = entry(board, 0);  // the key, and whether it is mirrored (column 6)
    const auto it = std::lower_bound(entries_.begin(), entries_.end(), wanted.key,
                                     [](const Entry& e, std::uint64_t k) { return e.key < k; });
    if (it == entries_.end() || it->key != wanted.key) return std::nullopt;
    const int col = wanted.column == 0 ? it->column : kCols - 1 - it->column;
    if (board.height(col) >= kRows) return std::nullopt;  // a damaged book never plays a full column
    return col;
}

}  // namespace lineup::ai
