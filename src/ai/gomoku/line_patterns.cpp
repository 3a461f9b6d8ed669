#include "ai/gomoku/line_patterns.hpp"

#include <algorithm>
#include <bit>

namespace lineup::ai {
namespace {

constexpr std::uint8_t kUnknown = 0xFF;

// One player's view of the windows of a radius: which fields hold its stones.
class Analysis {
public:
    Analysis(int radius, int own, bool exact)
        : radius_(radius), own_(static_cast<std::uint32_t>(own)), exact_(exact), memo_(1u << (4 * radius), kUnknown) {}

    std::vector<std::uint8_t> run() {
        for (std::uint32_t w = 0; w < memo_.size(); ++w) pattern(w);
        return std::move(memo_);
    }

private:
    // Own stones as a bit mask over offsets -radius..radius (bit radius is the centre, always own).
    std::uint32_t own_mask(std::uint32_t window) const {
        std::uint32_t mask = 1u << radius_;
        for (int i = 0; i < 2 * radius_; ++i) {
            if (((window >> (2 * i)) & 3u) != own_) continue;
            mask |= 1u << (i < radius_ ? i : i + 1);
        }
        return mask;
    }

    // Whether the own stones make a five through the centre.
    bool five(std::uint32_t window) const {
        const std::uint32_t mask = own_mask(window);
        const int up = std::countr_one(mask >> radius_);  // the centre and above
        const int down = std::countl_one(static_cast<std::uint32_t>(mask << (32 - radius_)));
        const int run = up + down;
        return exact_ ? run == 5 : run >= 5;
    }

    static Pattern weaker(Pattern p) {
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

    // Five if the centre completes one; Flex4 / Block4 when two / one empty
    // cells would; otherwise one step weaker than the best an empty cell
    // leads to.
    std::uint8_t pattern(std::uint32_t window) {
        std::uint8_t& entry = memo_[window];
        if (entry != kUnknown) return entry;
        if (five(window)) return entry = static_cast<std::uint8_t>(Pattern::Five);
        int five_cells = 0;
        Pattern best = Pattern::None;
        for (int i = 0; i < 2 * radius_; ++i) {
            if (((window >> (2 * i)) & 3u) != 0) continue;
            const std::uint32_t next = window | (own_ << (2 * i));
            if (five(next)) {
                ++five_cells;
            } else {
                best = std::max(best, weaker(static_cast<Pattern>(pattern(next))));
            }
        }
        if (five_cells >= 2) best = Pattern::Flex4;
        if (five_cells == 1) best = Pattern::Block4;
        return entry = static_cast<std::uint8_t>(best);
    }

    int radius_;
    std::uint32_t own_;
    bool exact_;
    std::vector<std::uint8_t> memo_;
};

}  // namespace

std::vector<std::uint8_t> LinePatterns::analyse(int radius, int own, bool exact) {
    return Analysis(radius, own, exact).run();
}

LinePatterns::LinePatterns(core::Rule rule) : radius_(rule == core::Rule::Freestyle ? 4 : 5) {
    const bool first_exact = rule != core::Rule::Freestyle;
    const bool second_exact = rule == core::Rule::Exact;
    const std::vector<std::uint8_t> first = analyse(radius_, 1, first_exact);
    const std::vector<std::uint8_t> second = analyse(radius_, 2, second_exact);
    table_.resize(first.size());
    for (std::size_t w = 0; w < table_.size(); ++w) table_[w] = static_cast<std::uint8_t>(first[w] | second[w] << 4);
}

const LinePatterns& LinePatterns::get(core::Rule rule) {
    // Built on first use, one table per rule.
    if (rule == core::Rule::Exact) {
        static const LinePatterns exact(core::Rule::Exact);
        return exact;
    }
    if (rule == core::Rule::Renju) {
        static const LinePatterns renju(core::Rule::Renju);
        return renju;
    }
    static const LinePatterns freestyle(core::Rule::Freestyle);
    return freestyle;
}

}  // namespace lineup::ai
