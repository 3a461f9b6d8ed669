#include "ai/bound_table.hpp"

#include <algorithm>

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

BoundTable::BoundTable(std::size_t megabytes) {
    std::size_t n = std::max<std::size_t>(megabytes, 2) * (std::size_t{1} << 20) / (2 * sizeof(Entry));
    while (!is_prime(n)) --n;  // the largest prime number of buckets that fits
    buckets_ = n;
    entries_.resize(2 * n);
}

void BoundTable::clear() { std::fill(entries_.begin(), entries_.end(), Entry{}); }

}  // namespace lineup::ai
