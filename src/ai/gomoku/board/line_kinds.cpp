#include "ai/gomoku/board/line_kinds.hpp"

#include <bit>

namespace lineup::ai {
namespace {

constexpr std::uint8_t kUnknown = 0xFF;

// One player's kinds over the windows of a radius, memoised: a window's kind
// depends on the kinds of the windows with one more own stone.
class KindAnalysis {
public:
    KindAnalysis(int radius, int own, bool exact)
        : radius_(radius), own_(static_cast<std::uint32_t>(own)), exact_(exact), memo_(1u << (4 * radius), kUnknown) {}

    std::vector<std::uint8_t> run() {
        for (std::uint32_t w = 0; w < memo_.size(); ++w) kind(w);
        return std::move(memo_);
    }

private:
    // Own stones as bits over offsets -radius..radius (bit radius: the centre, always own).
    std::uint32_t own_mask(std::uint32_t window) const {
        std::uint32_t mask = 1u << radius_;
        for (int i = 0; i < 2 * radius_; ++i) {
            if (((window >> (2 * i)) & 3u) == own_) mask |= 1u << (i < radius_ ? i : i + 1);
        }
        return mask;
    }

    // Length of the run of own stones through the centre, from their bits.
    int run_of(std::uint32_t mask) const {
        const int up = std::countr_one(mask >> radius_);  // the centre and above
        const int down = std::countl_one(static_cast<std::uint32_t>(mask << (32 - radius_)));
        return up + down;
    }
    bool five_of(std::uint32_t mask) const {
        const int r = run_of(mask);
        return exact_ ? r == 5 : r >= 5;
    }

    // Bit of field i in offset order (the centre's bit skipped).
    int offset_bit(int field) const { return field < radius_ ? field : field + 1; }

    // Two five-cells five apart with four own stones between them.
    bool straight_four(std::uint32_t mask, std::uint32_t five_cells) const {
        for (std::uint32_t f = five_cells; f != 0; f &= f - 1) {
            const int at = std::countr_zero(f);
            if ((five_cells >> (at + 5) & 1u) && ((mask >> (at + 1)) & 15u) == 15u) return true;
        }
        return false;
    }

    LineKind kind(std::uint32_t window) {
        std::uint8_t& entry = memo_[window];
        if (entry != kUnknown) return static_cast<LineKind>(entry);
        const LineKind k = compute(window);
        memo_[window] = static_cast<std::uint8_t>(k);
        return k;
    }

    LineKind compute(std::uint32_t window) {
        const std::uint32_t mask = own_mask(window);
        const int length = run_of(mask);
        if (exact_ ? length == 5 : length >= 5) return LineKind::Five;
        if (length > 5) return LineKind::Overline;  // only where exactly five wins
        std::uint32_t five_cells = 0;               // offset bits
        int flex4 = 0, flex3 = 0;
        bool block4 = false, block3 = false, flex2 = false, block2 = false;
        for (int i = 0; i < 2 * radius_; ++i) {
            if (((window >> (2 * i)) & 3u) != 0) continue;
            if (five_of(mask | 1u << offset_bit(i))) {
                five_cells |= 1u << offset_bit(i);
                continue;
            }
            switch (kind(window | own_ << (2 * i))) {
                case LineKind::Flex4:
                case LineKind::Block4x2: ++flex4; break;
                case LineKind::Block4: block4 = true; break;
                case LineKind::Flex3:
                case LineKind::Flex3x2: ++flex3; break;
                case LineKind::Block3: block3 = true; break;
                case LineKind::Flex2:
                case LineKind::Flex2x2:
                case LineKind::Flex2x3: flex2 = true; break;
                case LineKind::Block2: block2 = true; break;
                default: break;
            }
        }
        const int fives = std::popcount(five_cells);
        if (fives >= 2) return straight_four(mask, five_cells) ? LineKind::Flex4 : LineKind::Block4x2;
        if (fives == 1) return LineKind::Block4;
        if (flex4) return flex4 >= 2 ? LineKind::Flex3x2 : LineKind::Flex3;
        if (block4) return LineKind::Block3;
        if (flex3) return flex3 >= 3 ? LineKind::Flex2x3 : flex3 == 2 ? LineKind::Flex2x2 : LineKind::Flex2;
        if (block3) return LineKind::Block2;
        if (flex2) return LineKind::Flex1;
        if (block2) return LineKind::Block1;
        return LineKind::Dead;
    }

    int radius_;
    std::uint32_t own_;
    bool exact_;
    std::vector<std::uint8_t> memo_;
};

}  // namespace

std::vector<std::uint8_t> LineKindTable::analyse(int radius, int own, bool exact) {
    return KindAnalysis(radius, own, exact).run();
}

LineKindTable::LineKindTable(core::Rule rule) : radius_(rule == core::Rule::Freestyle ? 4 : 5) {
    const bool first_exact = rule != core::Rule::Freestyle;
    const bool second_exact = rule == core::Rule::Exact;
    const std::vector<std::uint8_t> first = analyse(radius_, 1, first_exact);
    const std::vector<std::uint8_t> second = analyse(radius_, 2, second_exact);
    codes_.resize(first.size());
    for (std::size_t w = 0; w < codes_.size(); ++w) codes_[w] = static_cast<std::uint8_t>(first[w] | second[w] << 4);
}

const LineKindTable& LineKindTable::get(core::Rule rule) {
    // Built on first use, one table per rule.
    if (rule == core::Rule::Exact) {
        static const LineKindTable exact(core::Rule::Exact);
        return exact;
    }
    if (rule == core::Rule::Renju) {
        static const LineKindTable renju(core::Rule::Renju);
        return renju;
    }
    static const LineKindTable freestyle(core::Rule::Freestyle);
    return freestyle;
}

}  // namespace lineup::ai
