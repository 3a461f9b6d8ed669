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
// to its CellInfo (class, score, evaluation share, Renju suspicion) and to
// the 16 bytes a play adds to a player's totals, its CellDelta (48 KiB). A
// cell keeps both players' multiset indices, so its old values are one lookup
// away when a kind changes.
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

/// How many empty cells of each Threat level from Block3 up a player has
/// (the cells whose class refines that Threat), in one word, so that a cell
/// changing level moves them by one addition:
///
///     bits 9l .. 9l+8   level l = 0 .. 6: Block3, Flex3, Block4, ThreeThree,
///                       FourThree, Flex4, Five
///
/// A board has at most 400 cells, which every field holds (511). The levels
/// below Block3 (None, Weak) are not counted.
struct ThreatCounts {
    std::uint64_t word = 0;

    static constexpr int kFirst = static_cast<int>(Threat::Block3);
    static constexpr int kLevels = kThreatKinds - kFirst;
    static constexpr bool counted(Threat t) { return t >= Threat::Block3; }
    static constexpr int field(Threat t) { return 9 * (static_cast<int>(t) - kFirst); }
    /// The counts of one cell of class `c`.
    static constexpr ThreatCounts unit(CellClass c) {
        const Threat t = to_threat(c);
        return {counted(t) ? std::uint64_t{1} << field(t) : 0};
    }
    /// Cells of level `t` (counted(t)).
    int get(Threat t) const { return static_cast<int>((word >> field(t)) & 0x1FFu); }
    /// Whether some cell is of level `t` or stronger (counted(t)).
    bool any_from(Threat t) const { return (word >> field(t)) != 0; }
    /// Cells of level `t` or stronger (counted(t)).
    int from(Threat t) const {
        int n = 0;
        for (std::uint64_t w = word >> field(t); w != 0; w >>= 9) n += static_cast<int>(w & 0x1FFu);
        return n;
    }
    friend bool operator==(const ThreatCounts&, const ThreatCounts&) = default;
};
static_assert(9 * ThreatCounts::kLevels <= 64);

struct CellInfo {
    std::int32_t score;  ///< move score: today's cell score (cell_value.hpp)
    std::int32_t eval;   ///< share of the evaluation
    ThreatCounts unit;   ///< ThreatCounts::unit(cls)
    CellClass cls;
    Threat threat;       ///< to_threat(cls)
    bool renju_suspect;  ///< renju_suspect() of the kinds
};

/// What ThreatBoard adds to a player's totals when a cell takes a value, as
/// two 64-bit words: the score (low half) and evaluation share (high half),
/// then the count unit.
struct CellDelta {
    alignas(16) std::uint64_t sums;
    ThreatCounts unit;
};
static_assert(sizeof(CellDelta) == 16);
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
    /// Each multiset's CellDelta (48 KiB), all that a play reads of a value.
    const CellDelta* delta_data() const { return deltas_.data(); }
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
    std::vector<CellDelta> deltas_;     // per multiset
    std::vector<CellClass> classes_;    // values_[i].cls
    std::vector<std::int32_t> scores_;  // values_[i].score
};

}  // namespace lineup::ai
