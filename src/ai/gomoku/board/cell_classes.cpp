#include "ai/gomoku/board/cell_classes.hpp"

#include <algorithm>

namespace lineup::ai {
namespace {

struct KindCounts {
    int five = 0, flex4 = 0, block4 = 0, four_lines = 0, three = 0, block3 = 0, two = 0, low = 0, overline = 0;
};

KindCounts count(const std::array<LineKind, 4>& kinds) {
    KindCounts n;
    for (LineKind k : kinds) {
        switch (k) {
            case LineKind::Five: ++n.five; break;
            case LineKind::Flex4: ++n.flex4; break;
            case LineKind::Block4x2:
                ++n.flex4;
                ++n.four_lines;  // two fours on one line
                break;
            case LineKind::Block4: ++n.block4; break;
            case LineKind::Flex3:
            case LineKind::Flex3x2: ++n.three; break;
            case LineKind::Block3: ++n.block3; break;
            case LineKind::Flex2:
            case LineKind::Flex2x2:
            case LineKind::Flex2x3: ++n.two; break;
            case LineKind::Block1:
            case LineKind::Flex1:
            case LineKind::Block2: ++n.low; break;
            case LineKind::Overline: ++n.overline; break;
            case LineKind::Dead: break;
        }
    }
    n.four_lines += n.flex4 + n.block4;
    return n;
}

}  // namespace

CellClass classify(const std::array<LineKind, 4>& kinds) {
    const KindCounts n = count(kinds);
    const bool support = n.block3 > 0 || n.two > 0;  // something beside the main line
    if (n.five) return CellClass::Five;
    if (n.flex4 || n.block4 >= 2) return CellClass::Flex4;
    if (n.block4 && n.three) return CellClass::FourThree;
    if (n.three >= 2) return CellClass::ThreeThree;
    if (n.block4) return support ? CellClass::Block4Plus : CellClass::Block4;
    if (n.three) return support ? CellClass::Flex3Plus : CellClass::Flex3;
    if (n.block3) return n.block3 >= 2 || n.two ? CellClass::Block3Plus : CellClass::Block3;
    if (n.two >= 2) return CellClass::TwoTwo;
    if (n.two || n.low) return CellClass::Weak;
    return CellClass::None;
}

bool renju_suspect(const std::array<LineKind, 4>& kinds) {
    const KindCounts n = count(kinds);
    // Fours as Renju counts them: a straight four once, two fours on one line twice.
    return n.five == 0 && (n.three >= 2 || n.four_lines >= 2 || n.overline > 0);
}

std::array<LineKind, 4> CellTable::kinds_of(std::uint32_t combination) {
    std::array<LineKind, 4> kinds{};
    for (int d = 0; d < 4; ++d) {
        const auto k = static_cast<int>((combination >> (4 * d)) & 15u);
        kinds[static_cast<std::size_t>(d)] = k < kLineKinds ? static_cast<LineKind>(k) : LineKind::Dead;
    }
    return kinds;
}

CellTable::CellTable() : sets_(1u << 16) {
    const auto& legacy = cell_values();
    std::vector<int> id_of_sorted(1u << 16, -1);  // by the kinds sorted, as nibbles
    for (std::uint32_t c = 0; c < sets_.size(); ++c) {
        std::array<LineKind, 4> kinds = kinds_of(c);
        std::array<LineKind, 4> sorted = kinds;
        std::sort(sorted.begin(), sorted.end());
        std::uint32_t key = 0;
        for (int d = 0; d < 4; ++d) key |= static_cast<std::uint32_t>(sorted[static_cast<std::size_t>(d)]) << (4 * d);
        int& id = id_of_sorted[key];
        if (id < 0) {
            id = static_cast<int>(values_.size());
            Pattern patterns[4];
            for (int d = 0; d < 4; ++d) patterns[d] = to_pattern(kinds[static_cast<std::size_t>(d)]);
            const CellValue old = legacy[static_cast<std::size_t>(combo_index(patterns))];
            const CellClass cls = classify(kinds);
            values_.push_back(
                {old.score, old.score, ThreatCounts::unit(cls), cls, to_threat(cls), renju_suspect(kinds)});
        }
        sets_[c] = static_cast<std::uint16_t>(id);
    }
    for (const CellInfo& v : values_) {
        classes_.push_back(v.cls);
        scores_.push_back(v.score);
        const std::uint64_t sums =
            static_cast<std::uint32_t>(v.score) | std::uint64_t{static_cast<std::uint32_t>(v.eval)} << 32;
        deltas_.push_back({sums, v.unit});
    }
}

const CellTable& CellTable::get() {
    static const CellTable table;
    return table;
}

}  // namespace lineup::ai
