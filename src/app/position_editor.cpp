#include "app/position_editor.hpp"

#include "core/board.hpp"
#include "core/record.hpp"
#include "core/setup.hpp"
#include "text/language.hpp"
#include "text/setup_messages.hpp"

namespace lineup::app {

using namespace lineup::core;

bool PositionEditor::can_start() const {
    return !active_ && session_.current_config().theme == Theme::Basic && !session_.thinking();
}

void PositionEditor::start() {
    if (!can_start()) return;
    config_ = session_.current_config();
    config_.seed = 0;  // a basic board: no layout
    if (const Board* board = session_.board()) {
        cells_.assign(board->cells().begin(), board->cells().end());
    } else {
        cells_.assign(static_cast<std::size_t>(config_.cols * config_.rows), Stone::Empty);
    }
    active_ = true;
    session_.stop_deepening();
    session_.note(text::msg_setup_started(config_, session_.language()));
}

void PositionEditor::tap(Cell cell) {
    if (!active_ || cell.col < 0 || cell.row < 0 || cell.col >= config_.cols || cell.row >= config_.rows) return;
    Stone& s = cells_[static_cast<std::size_t>(cell.row * config_.cols + cell.col)];
    s = s == Stone::Empty ? Stone::First : s == Stone::First ? Stone::Second : Stone::Empty;
}

void PositionEditor::clear() {
    if (active_) cells_.assign(cells_.size(), Stone::Empty);
}

bool PositionEditor::finish() {
    if (!active_) return false;
    auto moves = moves_to_reach(config_, cells_);
    if (!moves) {
        session_.note(text::msg_setup_refused(config_, moves.error(), session_.language()));
        return false;
    }
    active_ = false;
    const std::size_t pieces = moves->size();
    session_.restart();
    session_.start_from(GameRecord{config_, std::move(*moves)}, Mode::PvP);
    if (const Board* board = session_.board()) {
        session_.note(text::msg_setup_done(config_, pieces, board->to_move(), session_.language()));
    }
    return true;
}

void PositionEditor::cancel() {
    if (!active_) return;
    active_ = false;
    session_.note(std::string(text::tr(session_.language(), "Editing cancelled: the game goes on as it was.")));
}

}  // namespace lineup::app
