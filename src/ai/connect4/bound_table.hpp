// BoundTable: the transposition table of the exact Connect 4 solver. Each entry
// keeps a lower and an upper bound of a position's exact score, and the column
// that last proved a bound (tried first next time).
//
// Each index holds a bucket of two entries: the first keeps whichever position
// cost more work to search (log2 of its node count, as in Tromp's Fhourstones),
// the second takes everything else. So the expensive results near the root
// survive the flood of cheap ones near the leaves.
//
// Keys are stored with the Chinese-remainder trick: the table has a prime
// number of buckets P, the bucket is key mod P and the entry keeps key mod 2^32.
// Since P is odd, the pair determines the key uniquely when key < P * 2^32: on
// 7x6 (keys below 2^49) any table of at least 2^17 buckets (2 MiB) never
// mistakes one position for another. Larger boards hash their keys to 64 bits,
// where a false match is possible but improbable; only those boards, which are
// not solved exactly from the start anyway, can be affected.
//
// Several threads may probe and store at once (c4-solve --threads): each entry
// is one 64-bit word read and written whole, so a reader sees either the old or
// the new entry, never a mix. Two stores racing on one bucket may lose one of
// them, which only costs a search again: every entry that is read is a true
// bound for its position.
#pragma once

#include <atomic>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <memory>
#include <optional>
#include <type_traits>

namespace lineup::ai {

/// A host's hint about a large table's memory, called once on it before it is
/// first written: `memory` is aligned to kTablePageBytes and `bytes` is a
/// multiple of it. The AI layer allocates with the standard library only; a
/// program that knows its system passes one (the native programs ask Linux to
/// back the table with 2 MiB pages: src/platform/large_pages.hpp).
using MemoryHint = void (*)(void* memory, std::size_t bytes);
/// The alignment and size granule of such a table: a huge page of x86-64 Linux.
inline constexpr std::size_t kTablePageBytes = std::size_t{2} << 20;

__extension__ using Wide = unsigned __int128;  // GCC and Clang, x86-64 and wasm

class BoundTable {
public:
    /// A table of about `megabytes` MiB (at least 2); `hint` (may be null) is
    /// told about its memory.
    explicit BoundTable(std::size_t megabytes, MemoryHint hint = nullptr);

    struct Bounds {
        int lower;
        int upper;
        int best_col;  ///< -1 when unknown
    };

    std::optional<Bounds> probe(std::uint64_t key) const {
        const Word* bucket = &words_[2 * bucket_of(key)];
        const auto check = static_cast<std::uint32_t>(key);
        for (int i = 0; i < 2; ++i) {
            const Entry e = load(bucket[i]);
            if (e.work != 0 && e.check == check) return Bounds{e.lower, e.upper, e.best_col};
        }
        return std::nullopt;
    }

    /// Starts loading the key's bucket into the cache (probe it a little later).
    void prefetch(std::uint64_t key) const { __builtin_prefetch(&words_[2 * bucket_of(key)]); }

    /// Records lower <= score <= upper, tightening what is known for the key.
    /// `nodes`: the size of the search that found it (the entry's value).
    void store(std::uint64_t key, int lower, int upper, int best_col, std::uint64_t nodes) {
        Word* bucket = &words_[2 * bucket_of(key)];
        const auto check = static_cast<std::uint32_t>(key);
        const auto work = static_cast<std::uint8_t>(1 + std::bit_width(nodes));  // >= 1: used
        const Entry first = load(bucket[0]);
        for (int i = 0; i < 2; ++i) {
            Entry e = i == 0 ? first : load(bucket[1]);
            if (e.work != 0 && e.check == check) {
                if (lower > e.lower) e.lower = static_cast<std::int8_t>(lower);
                if (upper < e.upper) e.upper = static_cast<std::int8_t>(upper);
                if (best_col >= 0) e.best_col = static_cast<std::int8_t>(best_col);
                if (work > e.work) e.work = work;
                save(bucket[i], e);
                return;
            }
        }
        const Entry fresh{check, static_cast<std::int8_t>(lower), static_cast<std::int8_t>(upper),
                          static_cast<std::int8_t>(best_col), work};
        if (work >= first.work) {
            save(bucket[1], first);
            save(bucket[0], fresh);
        } else {
            save(bucket[1], fresh);
        }
    }

    /// Empties the table (no other thread may use it meanwhile).
    void clear();
    std::size_t entry_count() const { return entry_count_; }
    /// key mod buckets_, by multiplying with a precomputed inverse (a division
    /// costs tens of cycles, and the solver reduces several keys per node).
    std::size_t bucket_of(std::uint64_t key) const {
        const auto q = static_cast<std::uint64_t>((static_cast<Wide>(key) * inverse_) >> 64);
        std::uint64_t r = key - q * buckets_;
        if (r >= buckets_) r -= buckets_;
        return static_cast<std::size_t>(r);
    }
    /// Bound values meaning "no bound" (scores stay within +-61 on 12x10).
    static constexpr int kNoLower = -127;
    static constexpr int kNoUpper = 127;

private:
    struct Entry {
        std::uint32_t check = 0;
        std::int8_t lower = kNoLower;
        std::int8_t upper = kNoUpper;
        std::int8_t best_col = -1;
        std::uint8_t work = 0;  ///< 0: empty; else 1 + log2 of the search's node count
    };
    static_assert(sizeof(Entry) == 8 && std::is_trivially_copyable_v<Entry>);
    using Word = std::atomic<std::uint64_t>;
    static_assert(sizeof(Word) == 8 && Word::is_always_lock_free);
    // Relaxed order is enough: an entry stands alone, nothing is published with it.
    static Entry load(const Word& w) {
        const std::uint64_t bits = w.load(std::memory_order_relaxed);
        Entry e;
        std::memcpy(static_cast<void*>(&e), &bits, sizeof e);  // Entry is trivially copyable
        return e;
    }
    static std::uint64_t pack(const Entry& e) {
        std::uint64_t bits;
        std::memcpy(&bits, &e, sizeof bits);
        return bits;
    }
    static void save(Word& w, const Entry& e) { w.store(pack(e), std::memory_order_relaxed); }

    struct Free {
        void operator()(Word* p) const;
    };
    std::unique_ptr<Word[], Free> words_;  // 2 per bucket
    std::size_t entry_count_ = 0;
    std::size_t buckets_ = 1;    // a prime
    std::uint64_t inverse_ = 0;  // floor(2^64 / buckets_)
};

}  // namespace lineup::ai
