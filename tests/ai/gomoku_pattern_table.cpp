#include "gomoku_pattern_table.hpp"

#include <algorithm>
#include <array>

namespace lineup::ai::test {
namespace {

constexpr std::uint32_t kEmpty = 0;
constexpr std::uint32_t kOwn = 1;

constexpr std::uint32_t field(std::uint32_t window, int i) { return (window >> (2 * i)) & 3u; }

// Length of the run of own stones through the centre.
int run_through_centre(std::uint32_t window) {
    int length = 1;
    for (int k = -1; k >= -5 && field(window, window_field(k)) == kOwn; --k) ++length;
    for (int k = 1; k <= 5 && field(window, window_field(k)) == kOwn; ++k) ++length;
    return length;
}

Pattern weaker(Pattern p) {
    switch (p) {
        case Pattern::Flex4: return Pattern::Flex3;
        case Pattern::Block4: return Pattern::Block3;
        case Pattern::Flex3: return Pattern::Flex2;
        case Pattern::Block3: return Pattern::Block2;
        case Pattern::Flex2: return Pattern::Flex1;
        case Pattern::Block2: return Pattern::Block1;
        default: return Pattern::None;
    }
}

// One player's pattern of every window: fives of exactly five stones
// (`exact`) or of five or more.
std::vector<std::uint8_t> own_patterns(bool exact) {
    const auto is_five = [exact](int run) { return exact ? run == 5 : run >= 5; };
    std::vector<std::uint8_t> table(kWindowCount, 0);

    // Windows with more own stones first: each entry looks up the windows it
    // leads to, which have one own stone more.
    std::array<std::vector<std::uint32_t>, kWindowCells + 1> by_own;
    for (std::uint32_t w = 0; w < kWindowCount; ++w) {
        int own = 0;
        for (int i = 0; i < kWindowCells; ++i) own += field(w, i) == kOwn;
        by_own[static_cast<std::size_t>(own)].push_back(w);
    }
    for (int own = kWindowCells; own >= 0; --own) {
        for (std::uint32_t w : by_own[static_cast<std::size_t>(own)]) {
            if (is_five(run_through_centre(w))) {
                table[w] = static_cast<std::uint8_t>(Pattern::Five);
                continue;
            }
            int five_cells = 0;
            Pattern best = Pattern::None;
            for (int i = 0; i < kWindowCells; ++i) {
                if (field(w, i) != kEmpty) continue;
                const std::uint32_t next = w | (kOwn << (2 * i));
                if (is_five(run_through_centre(next))) {
                    ++five_cells;
                } else {
                    best = std::max(best, weaker(static_cast<Pattern>(table[next])));
                }
            }
            if (five_cells >= 2) {
                best = Pattern::Flex4;
            } else if (five_cells == 1) {
                best = Pattern::Block4;
            }
            table[w] = static_cast<std::uint8_t>(best);
        }
    }
    return table;
}

}  // namespace

PatternTable::PatternTable(core::Rule rule) : table_(kWindowCount, 0) {
    // Renju: the first player (the windows' owner) needs exactly five, the
    // second five or more.
    const std::vector<std::uint8_t> first = own_patterns(rule != core::Rule::Freestyle);
    const std::vector<std::uint8_t> second = rule == core::Rule::Renju ? own_patterns(false) : first;
    // The other player's pattern in the high four bits (one lookup serves both).
    for (std::uint32_t w = 0; w < kWindowCount; ++w) {
        table_[w] = static_cast<std::uint8_t>(first[w] | (second[swap_sides(w)] << 4));
    }
}

const PatternTable& PatternTable::get(core::Rule rule) {
    // Built on first use, one table per rule (about 0.1 s each).
    if (rule == core::Rule::Exact) {
        static const PatternTable exact(core::Rule::Exact);
        return exact;
    }
    if (rule == core::Rule::Renju) {
        static const PatternTable renju(core::Rule::Renju);
        return renju;
    }
    static const PatternTable freestyle(core::Rule::Freestyle);
    return freestyle;
}

}  // namespace lineup::ai::test
