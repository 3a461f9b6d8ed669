#include "core/board.hpp"

#include <algorithm>
#include <cassert>

#include "core/layout.hpp"
#include "core/renju.hpp"

namespace lineup::core {
namespace {

// The four line directions: horizontal, vertical, and the two diagonals.
constexpr std::array<std::array<int, 2>, 4> kDirections{{{1, 0}, {0, 1}, {1, 1}, {1, -1}}};

}  // namespace

Board::Board(const GameConfig& config) : Board(config, generate_layout(config)) {}

Board::Board(const GameConfig& config, const Layout& layout) : config_(config) {
    assert(!validate(config));
    const auto cells = static_cast<std::size_t>(config.cell_count());
    cells_.assign(cells, Stone::Empty);
    bubbles_ = layout.bubbles;
    heights_.assign(static_cast<std::size_t>(config.cols), 0);
    empty_playable_ = config.cell_count();
    for (int row = 0; row < rows(); ++row) {
        for (int col = 0; col < cols(); ++col) {
            const Cell c{col, row};
            if (layout.rock[index(c)] == 0) continue;
            cells_[index(c)] = Stone::Rock;
            --empty_playable_;
            if (game() == GameKind::Connect4) {
                // Connect 4 rocks fell with gravity: they sit at the bottom of their column.
                assert(heights_[static_cast<std::size_t>(col)] == row);
                ++heights_[static_cast<std::size_t>(col)];
            }
        }
    }
}

Expected<Board> Board::create(const GameConfig& config) {
    if (auto problem = validate(config)) return Error{.problem = *problem, .config = config};
    return Board(config);
}

Expected<Board> Board::with_layout(GameConfig config, const std::vector<Cell>& rocks,
                                   const std::vector<Cell>& bubbles) {
    config.theme = !rocks.empty() ? Theme::Rock : !bubbles.empty() ? Theme::Bubble : config.theme;
    config.counts.rocks = config.counts.bubbles = 0;
    if (!rocks.empty() || !bubbles.empty()) set_placement(config, Placement{rocks, bubbles});
    if (config.theme != Theme::Bubble) config.counts.bubble_win = 0;
    if (config.theme == Theme::Bubble && config.counts.bubble_win == 0) {
        config.counts.bubble_win = default_counts(config.game, Theme::Bubble, config.cols, config.rows).bubble_win;
    }
    if (auto problem = validate(config)) {
        if (*problem == Problem::TooManyRocks) {
            return Error{.problem = Problem::LayoutTooManyRocks, .number = max_rocks(config), .config = config};
        }
        return Error{.problem = *problem, .config = config};
    }
    return Board(config);
}

std::vector<Cell> Board::rock_cells() const {
    std::vector<Cell> out;
    for (int row = 0; row < rows(); ++row) {
        for (int col = 0; col < cols(); ++col) {
            if (at({col, row}) == Stone::Rock) out.push_back({col, row});
        }
    }
    return out;
}

std::vector<Cell> Board::bubble_cells() const {
    std::vector<Cell> out;
    for (int row = 0; row < rows(); ++row) {
        for (int col = 0; col < cols(); ++col) {
            for (int i = 0; i < bubbles_at({col, row}); ++i) out.push_back({col, row});
        }
    }
    return out;
}

std::vector<Cell> Board::win_cells() const {
    std::vector<Cell> out;
    for (const Segment& line : win_lines()) {
        const int dc = (line.to.col > line.from.col) - (line.to.col < line.from.col);
        const int dr = (line.to.row > line.from.row) - (line.to.row < line.from.row);
        for (Cell c = line.from;; c = {c.col + dc, c.row + dr}) {
            if (std::find(out.begin(), out.end(), c) == out.end()) out.push_back(c);
            if (c == line.to) break;
        }
    }
    return out;
}

std::vector<Move> Board::moves() const {
    std::vector<Move> out;
    out.reserve(history_.size());
    for (Cell c : history_) out.push_back(Move::to(game(), c));
    return out;
}

std::vector<Move> Board::all_moves() const {
    std::vector<Move> out = moves();
    for (auto it = redo_.rbegin(); it != redo_.rend(); ++it) out.push_back(Move::to(game(), *it));
    return out;
}

std::optional<Cell> Board::last_cell() const {
    if (history_.empty()) return std::nullopt;
    return history_.back();
}

Expected<Cell, MoveError> Board::target(Move move) const {
    if (status_ != Status::Playing) return MoveError::GameOver;
    if (config_.opening != Opening::Standard && opening_step().kind == OpeningStep::Kind::Choose) {
        return MoveError::ChoiceDue;
    }
    if (game() == GameKind::Connect4) {
        if (move.col < 0 || move.col >= cols()) return MoveError::OutsideBoard;
        const int h = height(move.col);
        if (h >= rows()) return MoveError::ColumnFull;
        return Cell{move.col, h};
    }
    const Cell cell{move.col, move.row};
    if (!inside(cell)) return MoveError::OutsideBoard;
    if (at(cell) == Stone::Rock) return MoveError::Rock;
    if (at(cell) != Stone::Empty) return MoveError::Occupied;
    if (config_.rule == Rule::Renju && to_move_ == Side::First && !wins_by_bubbles(cell, Side::First)) {
        switch (renju_forbidden(*this, cell)) {
            case Forbidden::None: break;
            case Forbidden::DoubleThree: return MoveError::DoubleThree;
            case Forbidden::DoubleFour: return MoveError::DoubleFour;
            case Forbidden::Overline: return MoveError::Overline;
        }
    }
    return cell;
}

bool Board::has_allowed_move() const {
    // Only Renju's first player can be left with empty cells and none allowed.
    if (config_.rule != Rule::Renju || to_move_ != Side::First) return true;
    for (int row = 0; row < rows(); ++row) {
        for (int col = 0; col < cols(); ++col) {
            if (at({col, row}) == Stone::Empty && target(Move::at({col, row}))) return true;
        }
    }
    return false;
}

bool Board::wins_by_bubbles(Cell cell, Side side) const {
    return config_.theme == Theme::Bubble && bubbles_at(cell) > 0 &&
           bubbles_held(side) + bubbles_at(cell) >= config_.counts.bubble_win;
}

bool Board::exact_five(Side side) const {
    return config_.rule == Rule::Exact || (config_.rule == Rule::Renju && side == Side::First);
}

std::optional<MoveError> Board::check(Move move) const {
    auto cell = target(move);
    if (cell) return std::nullopt;
    return cell.error();
}

std::optional<MoveError> Board::play(Move move) {
    auto cell = target(move);
    if (!cell) return cell.error();
    redo_.clear();
    choices_made_ = choice_count_;
    place(*cell);
    return std::nullopt;
}

std::optional<MoveError> Board::choose(OpeningChoice choice) {
    if (status_ != Status::Playing) return MoveError::GameOver;
    const OpeningStep step = opening_step();
    if (step.kind != OpeningStep::Kind::Choose) return MoveError::NoChoiceDue;
    if (choice == OpeningChoice::PlaceTwo && !step.can_place_two) return MoveError::NoPlaceTwo;
    assert(choice_count_ < choices_.size());
    redo_.clear();
    choices_[choice_count_++] = choice;
    choices_made_ = choice_count_;
    return std::nullopt;
}

void Board::place(Cell cell) {
    assert(status_ == Status::Playing && at(cell) == Stone::Empty);
    const Side mover = to_move_;
    cells_[index(cell)] = stone_of(mover);
    if (game() == GameKind::Connect4) ++heights_[static_cast<std::size_t>(cell.col)];
    history_.push_back(cell);
    --empty_playable_;
    held_[static_cast<std::size_t>(index_of(mover))] += bubbles_at(cell);
    to_move_ = opponent(mover);

    find_wins(cell);
    won_by_bubbles_ = config_.theme == Theme::Bubble && bubbles_held(mover) >= config_.counts.bubble_win;
    if (win_line_count_ > 0 || won_by_bubbles_) {
        status_ = Status::Won;
        winner_ = mover;
    } else if (empty_playable_ == 0 || !has_allowed_move()) {
        status_ = Status::Draw;
    }
}

int Board::run_length(Cell cell, int dc, int dr, Stone stone) const {
    int n = 0;
    for (Cell c{cell.col + dc, cell.row + dr}; inside(c) && at(c) == stone; c = {c.col + dc, c.row + dr}) {
        ++n;
    }
    return n;
}

void Board::find_wins(Cell cell) {
    const Stone stone = at(cell);
    const bool exact = exact_five(stone == Stone::First ? Side::First : Side::Second);
    for (const auto& [dc, dr] : kDirections) {
        const int back = run_length(cell, -dc, -dr, stone);
        const int ahead = run_length(cell, dc, dr, stone);
        const int length = back + 1 + ahead;
        if (exact ? length == config_.connect() : length >= config_.connect()) {
            win_lines_[win_line_count_++] = {{cell.col - back * dc, cell.row - back * dr},
                                             {cell.col + ahead * dc, cell.row + ahead * dr}};
        }
    }
}

bool Board::would_win(Cell cell, Side side) const {
    if (side == Side::None || !inside(cell) || at(cell) != Stone::Empty) return false;
    if (game() == GameKind::Connect4 && height(cell.col) != cell.row) return false;  // not where a disc lands
    if (wins_by_bubbles(cell, side)) return true;
    const Stone stone = stone_of(side);
    const bool exact = exact_five(side);
    for (const auto& [dc, dr] : kDirections) {
        const int length = run_length(cell, -dc, -dr, stone) + 1 + run_length(cell, dc, dr, stone);
        if (exact ? length == config_.connect() : length >= config_.connect()) return true;
    }
    return false;
}

void Board::legal_moves(std::vector<Move>& out) const {
    out.clear();
    if (status_ != Status::Playing) return;
    if (game() == GameKind::Connect4) {
        for (int col = 0; col < cols(); ++col) {
            if (height(col) < rows()) out.push_back(Move::column(col));
        }
        return;
    }
    for (int row = 0; row < rows(); ++row) {
        for (int col = 0; col < cols(); ++col) {
            if (at({col, row}) == Stone::Empty && target(Move::at({col, row}))) out.push_back(Move::at({col, row}));
        }
    }
}

bool Board::undo() {
    if (history_.empty()) return false;
    const Cell cell = history_.back();
    history_.pop_back();
    const Side mover = opponent(to_move_);
    assert(at(cell) == stone_of(mover));
    cells_[index(cell)] = Stone::Empty;
    if (game() == GameKind::Connect4) --heights_[static_cast<std::size_t>(cell.col)];
    ++empty_playable_;
    held_[static_cast<std::size_t>(index_of(mover))] -= bubbles_at(cell);
    to_move_ = mover;
    // Only the last move can have ended the game, so the game is on again.
    status_ = Status::Playing;
    winner_ = Side::None;
    won_by_bubbles_ = false;
    win_lines_ = {};
    win_line_count_ = 0;
    redo_.push_back(cell);
    choice_count_ = choices_kept(config_.opening, std::span(choices_.data(), choices_made_), ply());
    return true;
}

bool Board::redo() {
    if (redo_.empty()) return false;
    const Cell cell = redo_.back();
    redo_.pop_back();
    place(cell);
    choice_count_ = choices_kept(config_.opening, std::span(choices_.data(), choices_made_), ply());
    return true;
}

}  // namespace lineup::core
