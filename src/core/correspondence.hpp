// Correspondence play: a game between two people on two devices, carried
// whole by links. Each browser keeps the game as it last saw it; a link that
// comes in is judged against that before it may replace it: the same game
// (its set-up), the moves this browser saw, in order, and after them only
// moves of the other side. The page words the verdict (text/friend_messages).
#pragma once

#include <cstdint>

#include "core/record.hpp"
#include "core/types.hpp"

namespace lineup::core {

struct LinkVerdict {
    enum class Kind : std::uint8_t {
        Same,          ///< the game as seen: nothing new
        Newer,         ///< the game as seen, then the other side's moves
        OtherSetUp,    ///< another board, rule, theme or layout under the same game
        Differs,       ///< an earlier move differs: `ply` is its number (1-based)
        Older,         ///< a part of the game as seen: `ply` moves, against `seen` here
        NotTheirMove,  ///< a new move is this side's own: `ply` is its number
    };
    Kind kind = Kind::Same;
    int ply = 0;
    int seen = 0;  ///< the moves this browser saw
    /// True when the link may replace the game as seen.
    bool accepted() const { return kind == Kind::Same || kind == Kind::Newer; }
    friend bool operator==(const LinkVerdict&, const LinkVerdict&) = default;
};

/// How `link` stands to `seen`, the game this side (`mine`) last saw. Both
/// are valid records (parse_record) of the standard opening, as games by
/// link are played (the Swap openings' choices are not judged here).
LinkVerdict judge_link(const GameRecord& seen, const GameRecord& link, Side mine);

}  // namespace lineup::core
