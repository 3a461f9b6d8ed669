#include "core/correspondence.hpp"

#include <algorithm>
#include <cassert>
#include <cstddef>

namespace lineup::core {

LinkVerdict judge_link(const GameRecord& seen, const GameRecord& link, Side mine) {
    using Kind = LinkVerdict::Kind;
    assert(seen.choices.empty() && link.choices.empty());
    const int seen_moves = static_cast<int>(seen.moves.size());
    if (!(seen.config == link.config)) return {Kind::OtherSetUp, 0, seen_moves};
    const std::size_t common = std::min(seen.moves.size(), link.moves.size());
    const auto differ =
        std::mismatch(seen.moves.begin(), seen.moves.begin() + static_cast<std::ptrdiff_t>(common), link.moves.begin());
    if (differ.first != seen.moves.begin() + static_cast<std::ptrdiff_t>(common)) {
        return {Kind::Differs, static_cast<int>(differ.first - seen.moves.begin()) + 1, seen_moves};
    }
    if (link.moves.size() < seen.moves.size()) {
        return {Kind::Older, static_cast<int>(link.moves.size()), seen_moves};
    }
    if (link.moves.size() == seen.moves.size()) return {Kind::Same, 0, seen_moves};
    // Every move after the seen ones must be the other side's: replay the
    // link and look at who was to move before each of them.
    Board board = replay(GameRecord{link.config, {link.moves.begin(), link.moves.begin() + seen_moves}});
    for (std::size_t i = seen.moves.size(); i < link.moves.size(); ++i) {
        if (board.to_move() == mine) return {Kind::NotTheirMove, static_cast<int>(i) + 1, seen_moves};
        [[maybe_unused]] const auto refused = board.play(link.moves[i]);
    }
    return {Kind::Newer, static_cast<int>(link.moves.size()), seen_moves};
}

}  // namespace lineup::core
