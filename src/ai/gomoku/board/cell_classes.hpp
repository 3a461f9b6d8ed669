// What a move on a cell makes for one player, from the four line kinds of
// line_kinds.hpp: its threat class, move score and share of the evaluation.
//
// A cell keeps each player's four kinds as four nibbles of a 16-bit
// combination, direction d in bits 4d..4d+3:
//
//     bits   15..12    11..8     7..4      3..0
//            diag \    diag /    vertical  horizontal     (LineKind, 0..14)
//
// The class and values depend on the kinds, not on their directions, so the
// combination maps to the index of its multiset of kinds (kind_set(): 65,536
// entries of 2 bytes, 128 KiB), and the multiset (C(18, 4) = 3,060 of them)
// to a CellValue of 16 bytes (48 KiB). A cell keeps both players' multiset
// indices, so its old values are one lookup away when a kind changes.
//
// Classes, strongest first (the counts are over the four directions; "fours"
// are Block4, "flex fours" Flex4 and Block4x2, "threes" Flex3 and Flex3x2,
// "twos" the three Flex2 kinds):
//
//   Five        a Five
//   Flex4       a flex four, or fours in two directions
//   FourThree   a four and a three
//   ThreeThree  threes in two directions
//   Block4Plus  a four and a Block3 or a two
//   Block4      a four alone
//   Flex3Plus   a three and a Block3 or a two
//   Flex3       a three alone
//   Block3Plus  a Block3 and another Block3 or a two
//   Block3      a Block3 alone
//   TwoTwo      twos in two directions
//   Weak        ones and twos
//   None        nothing (every direction Dead or Overline)
//
// They refine the Threat classes of cell_value.hpp (to_threat()), and a
// value's score is today's cell score (cell_values() of the kinds' Patterns),
// so the present search reads through an adapter (search_board.hpp) exactly
// what the former core, GomokuState, gave it.
// The evaluation share is that score too until fitted tables replace it.
#pragma once

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "ai/gomoku/board/line_kinds.hpp"
#include "ai/gomoku/cell_value.hpp"

namespace lineup::ai {

enum class CellClass : std::uint8_t {
    None,
    Weak,
    TwoTwo,
    Block3,
    Block3Plus,
    Flex3,
    Flex3Plus,
    Block4,
    Block4Plus,
    ThreeThree,
    FourThree,
    Flex4,
    Five,
};
inline constexpr int kCellClasses = 13;

/// The Threat of cell_value.hpp that a class refines.
constexpr Threat to_threat(CellClass c) {
    constexpr Threat kMap[kCellClasses] = {
        Threat::None,      Threat::Weak,  Threat::Weak,   Threat::Block3, Threat::Block3,
        Threat::Flex3,     Threat::Flex3, Threat::Block4, Threat::Block4, Threat::ThreeThree,
        Threat::FourThree, Threat::Flex4, Threat::Five,
    };
    return kMap[static_cast<int>(c)];
}

/// The class of four kinds.
CellClass classify(const std::array<LineKind, 4>& kinds);

/// Renju: whether four kinds of the first player may make a forbidden point
/// (threes in two directions, two fours, or an overline, and no five). Every
/// forbidden point is such a cell; the exact rule (core/renju.hpp) decides.
bool renju_suspect(const std::array<LineKind, 4>& kinds);

/// How many empty cells of each class a player has, packed in two words so
/// that a cell changing class moves them by one addition per word:
///
///     word 0   bits 10c .. 10c+9   class c = None .. Flex3       (0..5)
///     word 1   bits 9c' .. 9c'+8   class 6 + c' = Flex3Plus .. Five
///
/// A board has at most 400 cells, which every field holds (1023, 511).
struct ClassCounts {
    std::array<std::uint64_t, 2> word{};

    static constexpr int kFirstInWord1 = 6;
    static constexpr int field(CellClass c) {
        const int k = static_cast<int>(c);
        return k < kFirstInWord1 ? 10 * k : 9 * (k - kFirstInWord1);
    }
    static constexpr std::uint64_t field_mask(CellClass c) {
        return (static_cast<int>(c) < kFirstInWord1 ? 0x3FFu : 0x1FFu) * (std::uint64_t{1} << field(c));
    }
    /// The counts of one cell of class `c`.
    static constexpr ClassCounts unit(CellClass c) {
        ClassCounts u;
        u.word[static_cast<int>(c) < kFirstInWord1 ? 0 : 1] = std::uint64_t{1} << field(c);
        return u;
    }
    int get(CellClass c) const {
        const std::uint64_t w = word[static_cast<int>(c) < kFirstInWord1 ? 0 : 1];
        return static_cast<int>((w & field_mask(c)) >> field(c));
    }
    /// Whether some cell is of class `c` or stronger.
    bool any_from(CellClass c) const {
        std::array<std::uint64_t, 2> mask{};
        for (int k = static_cast<int>(c); k < kCellClasses; ++k) {
            mask[k < kFirstInWord1 ? 0 : 1] |= field_mask(static_cast<CellClass>(k));
        }
        return ((word[0] & mask[0]) | (word[1] & mask[1])) != 0;
    }
    friend bool operator==(const ClassCounts&, const ClassCounts&) = default;
};

struct CellInfo {
    std::int32_t score;  ///< move score: today's cell score (cell_value.hpp)
    std::int32_t eval;   ///< share of the evaluation
    CellClass cls;
    Threat threat;       ///< to_threat(cls)
    bool renju_suspect;  ///< renju_suspect() of the kinds
    std::uint8_t unused[5]{};
    ClassCounts unit;  ///< ClassCounts::unit(cls)
};
static_assert(sizeof(CellInfo) == 32);
// ThreatBoard adds score and evaluation in one 64-bit word: score low, evaluation high.
static_assert(offsetof(CellInfo, score) == 0 && offsetof(CellInfo, eval) == 4);
static_assert(std::endian::native == std::endian::little);

class CellTable {
public:
    static const CellTable& get();

    /// The multiset index of a 16-bit combination of four kinds (nibbles).
    std::uint16_t kind_set(std::uint32_t combination) const { return sets_[combination]; }
    const CellInfo& value(std::uint16_t set) const { return values_[set]; }
    int sets() const { return static_cast<int>(values_.size()); }
    const std::uint16_t* set_data() const { return sets_.data(); }
    const CellInfo* value_data() const { return values_.data(); }
    /// Each multiset's class and score alone, in arrays of 3 and 12 KiB that
    /// stay in the first-level cache while the search scans cells.
    const CellClass* class_data() const { return classes_.data(); }
    const std::int32_t* score_data() const { return scores_.data(); }

    /// The four kinds of a combination, direction by direction.
    static std::array<LineKind, 4> kinds_of(std::uint32_t combination);

private:
    CellTable();
    std::vector<std::uint16_t> sets_;   // per combination (65,536)
    std::vector<CellInfo> values_;      // per multiset
    std::vector<CellClass> classes_;    // values_[i].cls
    std::vector<std::int32_t> scores_;  // values_[i].score
};

}  // namespace lineup::ai
