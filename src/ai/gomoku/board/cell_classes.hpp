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
// so an adapter can give the present search exactly what GomokuState gives it.
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

struct CellInfo {
    std::int32_t score;  ///< move score: today's cell score (cell_value.hpp)
    std::int32_t eval;   ///< share of the evaluation
    CellClass cls;
    Threat threat;       ///< to_threat(cls)
    bool renju_suspect;  ///< renju_suspect() of the kinds
    std::uint8_t unused[5]{};
};
static_assert(sizeof(CellInfo) == 16);
// ThreatBoard adds score and evaluation in one 64-bit word: score low, evaluation high.
static_assert(offsetof(CellInfo, score) == 0 && offsetof(CellInfo, eval) == 4);
static_assert(std::endian::native == std::endian::little);

class CellTable {
public:
    static const CellTable& get();

    /// The multiset index of a 16-bit combination of four kinds (nibbles).
    std::uint16_t kind_set(std::uint32_t combination) const {
        return static_cast<std::uint16_t>(offsets_[combination] / sizeof(CellInfo));
    }
    const CellInfo& value(std::uint16_t set) const { return values_[set]; }
    int sets() const { return static_cast<int>(values_.size()); }
    /// Per combination, where its value lies: the byte offset of
    /// value(kind_set()) in value_data() (ThreatBoard keeps these).
    const std::uint16_t* offset_data() const { return offsets_.data(); }
    const CellInfo* value_data() const { return values_.data(); }

    /// The four kinds of a combination, direction by direction.
    static std::array<LineKind, 4> kinds_of(std::uint32_t combination);

private:
    CellTable();
    std::vector<std::uint16_t> offsets_;  // per combination (65,536)
    std::vector<CellInfo> values_;        // per multiset
};

}  // namespace lineup::ai
