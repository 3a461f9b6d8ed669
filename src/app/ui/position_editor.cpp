#include "app/ui/position_editor.hpp"

#include <algorithm>
#include <utility>

#include "core/board.hpp"
#include "core/record.hpp"
#include "core/setup.hpp"
#include "text/errors.hpp"
#include "text/language.hpp"
#include "text/setup_messages.hpp"

namespace lineup::app {

using namespace lineup::core;

bool PositionEditor::can_start() const { return !active_ && !session_.thinking(); }

void PositionEditor::start() {
    if (!can_start()) return;
    config_ = session_.current_config();
    const auto size = static_cast<std::size_t>(config_.cols * config_.rows);
    cells_.assign(size, Stone::Empty);
    bubbles_.assign(size, 0);
    if (const Board* board = session_.board()) {
        cells_.assign(board->cells().begin(), board->cells().end());
        for (int row = 0; row < config_.rows; ++row) {
            for (int col = 0; col < config_.cols; ++col) {
                const auto i = static_cast<std::size_t>(row * config_.cols + col);
                if (cells_[i] == Stone::Empty) bubbles_[i] = static_cast<std::uint16_t>(board->bubbles_at({col, row}));
            }
        }
    }
    active_ = true;
    session_.stop_deepening();
    session_.note(text::msg_setup_started(config_, session_.language()));
}

void PositionEditor::tap(Cell cell) {
    if (!active_ || cell.col < 0 || cell.row < 0 || cell.col >= config_.cols || cell.row >= config_.rows) return;
    const auto i = static_cast<std::size_t>(cell.row * config_.cols + cell.col);
    Stone& s = cells_[i];
    if (bubbles_[i] > 0) {  // a bubble (or two): empty
        bubbles_[i] = 0;
        return;
    }
    switch (s) {
        case Stone::Empty: s = Stone::First; break;
        case Stone::First: s = Stone::Second; break;
        case Stone::Second:
            s = config_.theme == Theme::Rock ? Stone::Rock : Stone::Empty;
            if (config_.theme == Theme::Bubble) bubbles_[i] = 1;
            break;
        case Stone::Rock: s = Stone::Empty; break;
    }
}

void PositionEditor::clear() {
    if (!active_) return;
    cells_.assign(cells_.size(), Stone::Empty);
    bubbles_.assign(bubbles_.size(), 0);
}

GameConfig PositionEditor::placed_config() const {
    GameConfig config = config_;
    config.seed = 0;
    config.placed.reset();
    config.opening = Opening::Standard;  // a position set up by hand plays on from there
    if (config.theme == Theme::Basic) return config;
    Placement placed;
    for (int row = 0; row < config.rows; ++row) {
        for (int col = 0; col < config.cols; ++col) {
            const auto i = static_cast<std::size_t>(row * config.cols + col);
            if (cells_[i] == Stone::Rock) placed.rocks.push_back({col, row});
            for (int n = 0; n < bubbles_[i]; ++n) placed.bubbles.push_back({col, row});
        }
    }
    set_placement(config, std::move(placed));
    // As many bubbles to win as the game had, or all of them when fewer lie.
    if (config.theme == Theme::Bubble)
        config.counts.bubble_win = std::min(config.counts.bubble_win, config.counts.bubbles);
    return config;
}

bool PositionEditor::finish() {
    if (!active_) return false;
    const GameConfig config = placed_config();
    if (auto problem = validate(config)) {
        session_.note(text::as_sentence(text::describe(*problem, config, session_.language()), session_.language()));
        return false;
    }
    auto moves = moves_to_reach(config, cells_);
    if (!moves) {
        session_.note(text::msg_setup_refused(config, moves.error(), session_.language()));
        return false;
    }
    active_ = false;
    const std::size_t pieces = moves->size();
    session_.end_game();
    session_.start_from(GameRecord{config, std::move(*moves)}, Mode::PvP);
    if (const Board* board = session_.board()) {
        session_.note(text::msg_setup_done(config, pieces, board->to_move(), session_.language()));
    }
    return true;
}

void PositionEditor::cancel() {
    if (!active_) return;
    active_ = false;
    session_.note(std::string(text::tr(session_.language(), "Editing cancelled: the game goes on as it was.")));
}

}  // namespace lineup::app
