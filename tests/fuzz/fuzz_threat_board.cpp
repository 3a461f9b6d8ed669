// libFuzzer target: the Gomoku board core ThreatBoard
// (ai/gomoku/board/threat_board.hpp) fed arbitrary plays and undos on every
// rule, theme (basic, rock, bubble) and size. After every step the incremental
// state must equal a computation from scratch.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <vector>

#include "ai/gomoku/board/threat_board.hpp"
#include "core/board.hpp"
#include "core/config.hpp"

using namespace lineup;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size < 3) return 0;
    const auto rule = static_cast<core::Rule>(data[0] % 3);
    constexpr core::Theme kThemes[] = {core::Theme::Basic, core::Theme::Rock, core::Theme::Bubble};
    const core::Theme theme = kThemes[data[0] / 3 % 3];
    core::GameConfig config = core::default_config(core::GameKind::Gomoku, theme, 9 + data[1] % 12, 0, data[2]);
    config.rule = rule;
    ai::ThreatBoard board{core::Board(config)};
    std::vector<int> empty;
    // Each further byte: an undo when its top bit is set (and a stone is down),
    // else a play on the empty cell it picks.
    for (std::size_t i = 3; i < size; ++i) {
        if ((data[i] & 0x80) != 0 && board.ply() > 0) {
            board.undo();
        } else {
            empty.clear();
            for (int row = 0; row < board.size(); ++row) {
                for (int col = 0; col < board.size(); ++col) {
                    if (board.is_empty(board.index({col, row}))) empty.push_back(board.index({col, row}));
                }
            }
            if (empty.empty()) continue;
            board.play(empty[data[i] % empty.size()]);
        }
        if (!board.difference(board.rebuilt()).empty()) std::abort();
    }
    return 0;
}
