#include "ai/connect4/bound_table.hpp"

#include <algorithm>
#include <new>

namespace lineup::ai {
namespace {

bool is_prime(std::size_t n) {
    if (n < 2) return false;
    for (std::size_t d = 2; d * d <= n; ++d) {
        if (n % d == 0) return false;
    }
    return true;
}

}  // namespace

// Aligned to 2 MiB pages, which the host's hint may ask the system to back the
// table with: every probe is a random access, and with 4 KiB pages most of
// them also miss the TLB.
void BoundTable::Free::operator()(Word* p) const { ::operator delete[](p, std::align_val_t{kTablePageBytes}); }

BoundTable::BoundTable(std::size_t megabytes, MemoryHint hint) {
    std::size_t n = std::max<std::size_t>(megabytes, 2) * (std::size_t{1} << 20) / (2 * sizeof(Entry));
    while (!is_prime(n)) --n;  // the largest prime number of buckets that fits
    buckets_ = n;
    inverse_ = static_cast<std::uint64_t>((static_cast<Wide>(1) << 64) / n);
    entry_count_ = 2 * n;
    const std::size_t bytes = (entry_count_ * sizeof(Entry) + kTablePageBytes - 1) / kTablePageBytes * kTablePageBytes;
    // Exhausted memory throws std::bad_alloc, or stops a build without exceptions (wasm).
    void* memory = ::operator new[](bytes, std::align_val_t{kTablePageBytes});
    if (hint != nullptr) hint(memory, bytes);
    words_.reset(static_cast<Word*>(memory));
    const std::uint64_t empty = pack(Entry{});
    for (std::size_t i = 0; i < entry_count_; ++i) new (&words_[i]) Word(empty);
}

void BoundTable::clear() {
    for (std::size_t i = 0; i < entry_count_; ++i) save(words_[i], Entry{});
}

}  // namespace lineup::ai
