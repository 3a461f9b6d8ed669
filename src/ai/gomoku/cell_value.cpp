#include "ai/gomoku/cell_value.hpp"

namespace lineup::ai {
namespace {

// Value of one line pattern for the player who would move there.
constexpr std::array<int, 10> kPatternScore{0, 4, 16, 24, 110, 160, 900, 1100, 8000, 60000};

Threat classify(const Pattern* p) {
    int count[10] = {};
    for (int d = 0; d < 4; ++d) ++count[static_cast<int>(p[d])];
    const int five = count[static_cast<int>(Pattern::Five)];
    const int flex4 = count[static_cast<int>(Pattern::Flex4)];
    const int block4 = count[static_cast<int>(Pattern::Block4)];
    const int flex3 = count[static_cast<int>(Pattern::Flex3)];
    const int block3 = count[static_cast<int>(Pattern::Block3)];
    if (five) return Threat::Five;
    if (flex4 || block4 >= 2) return Threat::Flex4;
    if (block4 && flex3) return Threat::FourThree;
    if (flex3 >= 2) return Threat::ThreeThree;
    if (block4) return Threat::Block4;
    if (flex3) return Threat::Flex3;
    if (block3) return Threat::Block3;
    for (int level = 1; level < 5; ++level) {
        if (count[level]) return Threat::Weak;
    }
    return Threat::None;
}

int combo_bonus(Threat t) {
    switch (t) {
        case Threat::Flex4: return 8000;
        case Threat::FourThree: return 5000;
        case Threat::ThreeThree: return 2500;
        default: return 0;
    }
}

}  // namespace

// Precomputed for every combination, so valuing a cell costs one lookup.
const std::array<CellValue, kComboCount>& cell_values() {
    static const std::array<CellValue, kComboCount> table = [] {
        std::array<CellValue, kComboCount> t{};
        for (int i = 0; i < kComboCount; ++i) {
            const Pattern p[4] = {static_cast<Pattern>(i % 10), static_cast<Pattern>(i / 10 % 10),
                                  static_cast<Pattern>(i / 100 % 10), static_cast<Pattern>(i / 1000)};
            int score = 0;
            for (Pattern q : p) score += kPatternScore[static_cast<std::size_t>(q)];
            const Threat threat = classify(p);
            t[static_cast<std::size_t>(i)] = {score + combo_bonus(threat), threat};
        }
        return t;
    }();
    return table;
}

}  // namespace lineup::ai
