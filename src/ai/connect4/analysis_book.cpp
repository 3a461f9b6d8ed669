#include "ai/connect4/analysis_book.hpp"

#include <algorithm>
#include <map>

#include "ai/bytes.hpp"

namespace lineup::ai {
namespace {

constexpr std::uint8_t kVersion = 1;
constexpr int kCols = 7;
constexpr int kRows = 6;
constexpr std::size_t kHeader = 32;
constexpr std::size_t kEntryBytes = 3;
constexpr int kFingerprintBits = 18;
constexpr std::uint32_t kFingerprintMask = (1u << kFingerprintBits) - 1;
constexpr int kScoreBias = 32;
constexpr int kMaxScore = kCols * kRows / 2;
constexpr std::uint32_t kBucketTarget = 64;  // entries per bucket, on average
constexpr int kMaxDepth = 12;                // what the builder enumerates
constexpr std::uint64_t kKeyMask = (std::uint64_t{1} << 56) - 1;

std::uint32_t bucket_of(std::uint64_t hash, std::uint32_t buckets) {
    return static_cast<std::uint32_t>(((hash >> 32) * buckets) >> 32);
}

std::uint64_t fnv1a(std::span<const std::uint8_t> bytes, std::uint64_t h = 0xcbf29ce484222325ull) {
    for (std::uint8_t b : bytes) h = (h ^ b) * 0x100000001b3ull;
    return h;
}

std::uint64_t checksum(std::span<const std::uint8_t> file) {
    return fnv1a(file.subspan(kHeader), fnv1a(file.first(24)));
}

bool valid_score(int score) { return score >= -kMaxScore && score <= kMaxScore; }

struct Slot {
    std::uint32_t bucket, fingerprint;
    std::uint64_t key;
    int score;
};

}  // namespace

std::uint64_t Connect4AnalysisBook::mix64(std::uint64_t key) {
    // SplitMix64's finaliser: every key bit reaches every hash bit.
    key += 0x9e3779b97f4a7c15ull;
    key = (key ^ (key >> 30)) * 0xbf58476d1ce4e5b9ull;
    key = (key ^ (key >> 27)) * 0x94d049bb133111ebull;
    return key ^ (key >> 31);
}

Connect4AnalysisBook Connect4AnalysisBook::from_entries(std::vector<Connect4Book::Entry> entries, int depth) {
    const auto positions = static_cast<std::uint32_t>(entries.size());
    const std::uint32_t buckets = std::max<std::uint32_t>(1, (positions + kBucketTarget - 1) / kBucketTarget);
    std::vector<Slot> slots;
    slots.reserve(entries.size());
    for (const auto& e : entries) {
        const std::uint64_t h = mix64(e.key);
        slots.push_back({bucket_of(h, buckets), static_cast<std::uint32_t>(h) & kFingerprintMask, e.key, e.score});
    }
    std::sort(slots.begin(), slots.end(), [](const Slot& a, const Slot& b) {
        return std::tie(a.bucket, a.fingerprint, a.key) < std::tie(b.bucket, b.fingerprint, b.key);
    });
    std::vector<std::uint32_t> ends(buckets, 0);
    std::vector<std::uint8_t> table;
    std::vector<Connect4Book::Entry> overflow;
    for (std::size_t i = 0; i < slots.size();) {
        std::size_t j = i;
        bool agree = true;
        while (j < slots.size() && slots[j].bucket == slots[i].bucket && slots[j].fingerprint == slots[i].fingerprint) {
            agree = agree && slots[j].score == slots[i].score;
            ++j;
        }
        if (agree) {
            write_le(table, slots[i].fingerprint | std::uint32_t(slots[i].score + kScoreBias) << kFingerprintBits,
                     kEntryBytes);
            ++ends[slots[i].bucket];
        } else {
            for (std::size_t k = i; k < j; ++k) overflow.push_back({slots[k].key, slots[k].score});
        }
        i = j;
    }
    for (std::uint32_t b = 1; b < buckets; ++b) ends[b] += ends[b - 1];
    std::sort(overflow.begin(), overflow.end(), [](const auto& a, const auto& b) { return a.key < b.key; });

    std::vector<std::uint8_t> out{'L', 'C', '4', 'A', kVersion, kCols, kRows, static_cast<std::uint8_t>(depth)};
    const auto count = static_cast<std::uint32_t>(table.size() / kEntryBytes);
    for (std::uint32_t v : {count, buckets, static_cast<std::uint32_t>(overflow.size()), positions})
        write_le(out, v, 4);
    write_le(out, 0, 8);  // checksum, below
    for (std::uint32_t end : ends) write_le(out, end, 4);
    out.insert(out.end(), table.begin(), table.end());
    for (const auto& e : overflow) {
        write_le(out, e.key | std::uint64_t{static_cast<std::uint8_t>(static_cast<std::int8_t>(e.score))} << 56, 8);
    }
    const std::uint64_t sum = checksum(out);
    for (int i = 0; i < 8; ++i) out[24 + static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(sum >> (8 * i));
    auto parsed = parse(out);
    return parsed ? std::move(*parsed) : Connect4AnalysisBook();
}

core::Expected<Connect4AnalysisBook, BookError> Connect4AnalysisBook::parse(std::span<const std::uint8_t> bytes) {
    if (bytes.size() < kHeader || bytes[0] != 'L' || bytes[1] != 'C' || bytes[2] != '4' || bytes[3] != 'A') {
        return BookError::Magic;
    }
    if (bytes[4] != kVersion) return BookError::Version;
    if (bytes[5] != kCols || bytes[6] != kRows) return BookError::Size;
    Connect4AnalysisBook book;
    book.depth_ = bytes[7];
    book.entries_ = static_cast<std::uint32_t>(read_le(bytes, 8, 4));
    book.buckets_ = static_cast<std::uint32_t>(read_le(bytes, 12, 4));
    book.overflow_ = static_cast<std::uint32_t>(read_le(bytes, 16, 4));
    book.positions_ = static_cast<std::uint32_t>(read_le(bytes, 20, 4));
    const std::size_t size = kHeader + std::size_t{book.buckets_} * 4 + std::size_t{book.entries_} * kEntryBytes +
                             std::size_t{book.overflow_} * 8;
    if (book.buckets_ == 0 || bytes.size() != size) return BookError::Length;
    if (book.depth_ > kMaxDepth || book.positions_ < book.entries_) return BookError::OutOfRange;
    if (read_le(bytes, 24, 8) != checksum(bytes)) return BookError::Checksum;
    const std::size_t table = kHeader + std::size_t{book.buckets_} * 4;
    std::uint32_t begin = 0;
    for (std::uint32_t b = 0; b < book.buckets_; ++b) {
        const auto end = static_cast<std::uint32_t>(read_le(bytes, kHeader + std::size_t{b} * 4, 4));
        if (end < begin || end > book.entries_) return BookError::Unsorted;
        for (std::uint32_t i = begin; i < end; ++i) {
            const auto word = static_cast<std::uint32_t>(read_le(bytes, table + std::size_t{i} * kEntryBytes, 3));
            if (i > begin) {
                const auto prev = read_le(bytes, table + std::size_t{i - 1} * kEntryBytes, 3);
                if ((word & kFingerprintMask) <= (prev & kFingerprintMask)) return BookError::Unsorted;
            }
            if (!valid_score(static_cast<int>(word >> kFingerprintBits) - kScoreBias)) return BookError::OutOfRange;
        }
        begin = end;
    }
    if (begin != book.entries_) return BookError::Length;
    const std::size_t overflow = table + std::size_t{book.entries_} * kEntryBytes;
    for (std::uint32_t i = 0; i < book.overflow_; ++i) {
        const std::uint64_t word = read_le(bytes, overflow + std::size_t{i} * 8, 8);
        if (i > 0 && (word & kKeyMask) <= (read_le(bytes, overflow + std::size_t{i - 1} * 8, 8) & kKeyMask)) {
            return BookError::Unsorted;
        }
        if (!valid_score(static_cast<std::int8_t>(word >> 56))) return BookError::OutOfRange;
    }
    book.bytes_.assign(bytes.begin(), bytes.end());
    return book;
}

std::optional<int> Connect4AnalysisBook::score_of_key(std::uint64_t canonical_key) const {
    if (bytes_.empty()) return std::nullopt;
    const std::span<const std::uint8_t> bytes(bytes_);
    const std::uint64_t h = mix64(canonical_key);
    const std::uint32_t bucket = bucket_of(h, buckets_);
    const std::uint32_t fingerprint = static_cast<std::uint32_t>(h) & kFingerprintMask;
    const std::size_t table = kHeader + std::size_t{buckets_} * 4;
    std::uint32_t lo =
        bucket == 0 ? 0 : static_cast<std::uint32_t>(read_le(bytes, kHeader + std::size_t{bucket - 1} * 4, 4));
    std::uint32_t hi = static_cast<std::uint32_t>(read_le(bytes, kHeader + std::size_t{bucket} * 4, 4));
    while (lo < hi) {  // binary search on the fingerprints
        const std::uint32_t mid = lo + (hi - lo) / 2;
        const auto word = static_cast<std::uint32_t>(read_le(bytes, table + std::size_t{mid} * kEntryBytes, 3));
        const std::uint32_t f = word & kFingerprintMask;
        if (f == fingerprint) return static_cast<int>(word >> kFingerprintBits) - kScoreBias;
        if (f < fingerprint) {
            lo = mid + 1;
        } else {
            hi = mid;
        }
    }
    const std::size_t overflow = table + std::size_t{entries_} * kEntryBytes;
    std::uint32_t a = 0, b = overflow_;
    while (a < b) {
        const std::uint32_t mid = a + (b - a) / 2;
        const std::uint64_t word = read_le(bytes, overflow + std::size_t{mid} * 8, 8);
        if ((word & kKeyMask) == canonical_key) return static_cast<std::int8_t>(word >> 56);
        if ((word & kKeyMask) < canonical_key) {
            a = mid + 1;
        } else {
            b = mid;
        }
    }
    return std::nullopt;
}

bool Connect4AnalysisBook::covers(const core::Board& board) const {
    const core::GameConfig& c = board.config();
    return !bytes_.empty() && c.game == core::GameKind::Connect4 && c.cols == kCols && c.rows == kRows &&
           c.theme == core::Theme::Basic && board.ply() <= depth_ && board.status() == core::Status::Playing;
}

std::optional<int> Connect4AnalysisBook::score(const core::Board& board) const {
    if (!covers(board) || Connect4Book::can_win_at_once(board)) return std::nullopt;
    return score_of_key(Connect4Book::canonical_key(board));
}

}  // namespace lineup::ai
