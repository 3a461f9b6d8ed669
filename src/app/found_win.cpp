#include "app/found_win.hpp"

#include <algorithm>

namespace lineup::app {

void FoundWin::note(const core::Board& board, core::Outlook outlook, std::optional<int> distance) {
    if (moves(board)) return;  // the first one found on this line stands
    if (outlook != core::Outlook::WinIn && outlook != core::Outlook::ForcedWin) return;
    const auto history = board.history();
    found_ = Found{{history.begin(), history.end()}, outlook == core::Outlook::WinIn ? distance.value_or(0) : 0};
}

std::optional<int> FoundWin::moves(const core::Board& board) const {
    if (!found_) return std::nullopt;
    const auto history = board.history();
    if (history.size() < found_->line.size() ||
        !std::equal(found_->line.begin(), found_->line.end(), history.begin())) {
        return std::nullopt;
    }
    return found_->moves;
}

}  // namespace lineup::app
