#include "app/session/found_win.hpp"

#include <algorithm>

namespace lineup::app {

void FoundWin::note(const core::Board& board, core::Outlook outlook) {
    if (moves(board)) return;  // the first one found on this line stands
    if (outlook != core::Outlook::WinIn && outlook != core::Outlook::ForcedWin) return;
    const auto history = board.history();
    line_.emplace(history.begin(), history.end());
}

std::optional<int> FoundWin::moves(const core::Board& board) const {
    if (!line_) return std::nullopt;
    const auto history = board.history();
    if (history.size() < line_->size() || !std::equal(line_->begin(), line_->end(), history.begin())) {
        return std::nullopt;
    }
    return static_cast<int>(history.size() - line_->size()) / 2 + 1;
}

}  // namespace lineup::app
