#include "ai/gomoku/board/threat_board.hpp"

#include <bit>
#include <cassert>

namespace lineup::ai {

using core::Side;

namespace {

// Per direction and code: both players' kinds placed at their nibbles of Cell::kinds.
const std::array<std::array<std::uint32_t, 256>, 4>& spread_codes() {
    static const auto table = [] {
        std::array<std::array<std::uint32_t, 256>, 4> t{};
        for (std::uint32_t d = 0; d < 4; ++d) {
            for (std::uint32_t code = 0; code < 256; ++code) t[d][code] = ((code & 15u) | (code >> 4) << 16) << (4 * d);
        }
        return t;
    }();
    return table;
}

// Two 64-bit words added word by word (one SSE2 instruction natively, two
// i64 additions in wasm): a player's Totals and a CellDelta.
using Lanes = std::uint64_t __attribute__((vector_size(16), may_alias));
static_assert(sizeof(Lanes) == sizeof(CellDelta) && alignof(CellDelta) == 16);

}  // namespace

ThreatBoard::ThreatBoard(const core::Board& board)
    : size_(board.cols()),
      stride_(board.cols() + 2 * kPad),
      rule_(board.config().rule),
      dir_{1, stride_, stride_ + 1, stride_ - 1},
      lines_table_(&LineKindTable::get(rule_)),
      sets_(CellTable::get().set_data()),
      values_(CellTable::get().value_data()),
      deltas_(CellTable::get().delta_data()),
      classes_(CellTable::get().class_data()),
      scores_(CellTable::get().score_data()),
      keys_(&zobrist_keys()),
      to_move_(board.to_move()) {
    assert(board.game() == core::GameKind::Gomoku && size_ <= 20 && board.rows() == size_);
    const auto grid = static_cast<std::size_t>(stride_ * stride_);
    stone_.assign(grid, kWall);
    bubbles_.assign(grid, 0);
    for (int row = 0; row < size_; ++row) {
        for (int col = 0; col < size_; ++col) {
            const core::Stone s = board.at({col, row});
            const auto i = static_cast<std::size_t>(index({col, row}));
            stone_[i] = static_cast<std::uint8_t>(s == core::Stone::Rock ? kWall : static_cast<int>(s));
            if (s == core::Stone::Rock) continue;
            playable_.push_back(index({col, row}));
            bubbles_[i] = static_cast<std::uint16_t>(board.bubbles_at({col, row}));
            if (bubbles_[i] > 0) bubble_cells_.push_back(index({col, row}));
        }
    }
    if (board.config().theme == core::Theme::Bubble) bubble_win_ = board.config().counts.bubble_win;
    build_lines();
    build();
}

void ThreatBoard::build_lines() {
    const auto grid = static_cast<std::size_t>(stride_ * stride_);
    refs_.assign(grid, LineRef{});
    lines_.clear();
    // Direction d steps (dc, dr): right, up, up-right, up-left. A line starts
    // at the first board cell whose predecessor is off the board.
    constexpr int kDc[4] = {1, 0, 1, -1}, kDr[4] = {0, 1, 1, 1};
    const auto on_board = [this](int col, int row) { return col >= 0 && row >= 0 && col < size_ && row < size_; };
    for (std::size_t d = 0; d < 4; ++d) {
        for (int row = 0; row < size_; ++row) {
            for (int col = 0; col < size_; ++col) {
                if (on_board(col - kDc[d], row - kDr[d])) continue;
                const auto id = static_cast<std::uint8_t>(lines_.size());
                lines_.push_back(~std::uint64_t{0});  // walls everywhere but on the board
                for (int k = 0; on_board(col + k * kDc[d], row + k * kDr[d]); ++k) {
                    const auto q = static_cast<std::size_t>(index({col + k * kDc[d], row + k * kDr[d]}));
                    refs_[q].line[d] = id;
                    refs_[q].pos[d] = static_cast<std::uint8_t>(k + kPad);
                    lines_[id] &= ~(std::uint64_t{3} << (2 * (k + kPad)));
                }
            }
        }
    }
    // Rocks are walls in the lines as well; then the stones.
    for (int row = 0; row < size_; ++row) {
        for (int col = 0; col < size_; ++col) {
            const int idx = index({col, row});
            if (stone_[static_cast<std::size_t>(idx)] != 0) place(idx, stone_[static_cast<std::size_t>(idx)]);
        }
    }
}

void ThreatBoard::build() {
    const auto grid = static_cast<std::size_t>(stride_ * stride_);
    cells_.assign(grid, Cell{});
    Ply root{};
    root.hash = to_move_ == Side::Second ? keys_->side : 0;
    root.saved_from = 0;
    root.move = -1;
    stones_ = 0;
    for (int idx : playable_) {
        const int s = stone_[static_cast<std::size_t>(idx)];
        if (s == 0) continue;
        ++stones_;
        root.hash ^= keys_->cell[static_cast<std::size_t>(idx)][static_cast<std::size_t>(s - 1)];
        root.held[static_cast<std::size_t>(s - 1)] = static_cast<std::int16_t>(
            root.held[static_cast<std::size_t>(s - 1)] + bubbles_[static_cast<std::size_t>(idx)]);
        add_square(root.near, idx);
    }
    free_ = {};
    bubble_set_ = {};
    for (int idx : playable_) {
        const auto bit = std::uint64_t{1} << (idx % 64);
        if (bubbles_[static_cast<std::size_t>(idx)] > 0) bubble_set_[static_cast<std::size_t>(idx / 64)] |= bit;
        if (is_empty(idx)) {
            free_[static_cast<std::size_t>(idx / 64)] |= bit;
            Cell& cell = cells_[static_cast<std::size_t>(idx)];
            for (int d = 0; d < 4; ++d) {
                const std::uint32_t code = code_of(idx, d);
                cell.kinds |= ((code & 15u) | (code >> 4) << 16) << (4 * d);
            }
            for (std::size_t s = 0; s < 2; ++s) {
                cell.set[s] = sets_[(cell.kinds >> (16 * s)) & 0xFFFFu];
                const CellDelta& v = deltas_[cell.set[s]];
                root.totals[s].sums += v.sums;
                root.totals[s].counts.word += v.unit.word;
            }
        }
    }
    count_bubble_fives(root);
    plies_.assign(1, root);
    ply_ = 0;
    undo_.assign(kMaxSaved, Saved{});
    undo_top_ = 0;
}

void ThreatBoard::place(int idx, int colour) {
    const LineRef& ref = refs_[static_cast<std::size_t>(idx)];
    for (std::size_t d = 0; d < 4; ++d) lines_[ref.line[d]] ^= static_cast<std::uint64_t>(colour) << (2 * ref.pos[d]);
}

std::uint8_t ThreatBoard::code_of(int idx, int dir) const {
    const LineRef& ref = refs_[static_cast<std::size_t>(idx)];
    const auto d = static_cast<std::size_t>(dir);
    const std::uint64_t line = lines_[ref.line[d]];
    const std::uint32_t w = lines_table_->radius() == 4 ? LineKindTable::window_of<4>(line, ref.pos[d])
                                                        : LineKindTable::window_of<5>(line, ref.pos[d]);
    return lines_table_->code(w);
}

template <int Radius>
void ThreatBoard::update_lines(int idx, Ply& p) {
    // Loop-invariant values are read into locals: the cell writes could alias the members.
    const LineRef ref = refs_[static_cast<std::size_t>(idx)];
    const std::uint8_t* table = lines_table_->data();
    const std::uint16_t* sets = sets_;
    const auto* deltas = reinterpret_cast<const Lanes*>(deltas_);
    const auto& spread = spread_codes();
    Cell* cells = cells_.data();
    Saved* saved = undo_.data() + undo_top_;
    // The totals move in registers: p's were copied a moment ago, and reading
    // them back as whole words would wait for those stores.
    Lanes total0 = *reinterpret_cast<const Lanes*>(&plies_[static_cast<std::size_t>(ply_) - 1].totals[0]);
    Lanes total1 = *reinterpret_cast<const Lanes*>(&plies_[static_cast<std::size_t>(ply_) - 1].totals[1]);
    {
        // The stone's cell counts for nothing from now on.
        Cell& cell = cells[idx];
        *saved++ = {idx, cell};
        total0 -= deltas[cell.set[0]];
        total1 -= deltas[cell.set[1]];
        cell = Cell{};
    }
    constexpr std::uint64_t kSide = (std::uint64_t{1} << (2 * Radius)) - 1;  // one side's fields of a window
    constexpr std::uint64_t kReach = (std::uint64_t{1} << (2 * (2 * Radius + 1))) - 1;
    for (std::size_t d = 0; d < 4; ++d) {
        // The cells around idx share its line word, at fields pos - Radius .. pos + Radius.
        const std::uint64_t line = lines_[ref.line[d]];
        const int first = ref.pos[d] - Radius;  // the field of the first cell in reach
        const int step = dir_[d];
        const std::uint32_t keep = ~(0x000F000Fu << (4 * d));  // both players' nibbles of the other directions
        const std::uint32_t* place = spread[d].data();
        const int base = idx - Radius * step;
        // Empty fields (00) in reach: a bit at each one's low bit. idx holds the stone.
        const std::uint64_t around = line >> (2 * first);
        for (std::uint64_t empty = ~(around | around >> 1) & 0x5555555555555555ULL & kReach; empty != 0;
             empty &= empty - 1) {
            const int j = std::countr_zero(empty) / 2;
            const std::uint64_t a = line >> (2 * (first + j - Radius));
            const std::uint32_t code = table[(a & kSide) | ((a >> (2 * Radius + 2)) & kSide) << (2 * Radius)];
            const int q = base + j * step;
            Cell& cell = cells[q];
            const std::uint32_t kinds = (cell.kinds & keep) | place[code];
            if (kinds == cell.kinds) continue;
            // A cell lies on one line through idx only: saved at most once a move.
            *saved++ = {q, cell};
            const std::uint16_t set0 = sets[kinds & 0xFFFFu], set1 = sets[kinds >> 16];
            total0 += deltas[set0] - deltas[cell.set[0]];
            total1 += deltas[set1] - deltas[cell.set[1]];
            cell = {kinds, {set0, set1}};
        }
    }
    *reinterpret_cast<Lanes*>(&p.totals[0]) = total0;
    *reinterpret_cast<Lanes*>(&p.totals[1]) = total1;
    undo_top_ = static_cast<std::uint32_t>(saved - undo_.data());
}

void ThreatBoard::play(int idx) {
    assert(is_empty(idx));
    const auto i = static_cast<std::size_t>(idx);
    const int colour = to_move_ == Side::First ? 1 : 2;
    if (plies_.size() <= static_cast<std::size_t>(ply_) + 1) plies_.resize(plies_.size() * 2);
    if (undo_.size() < undo_top_ + kMaxSaved) undo_.resize(2 * undo_.size());
    Ply& p = plies_[static_cast<std::size_t>(ply_) + 1];
    p = plies_[static_cast<std::size_t>(ply_)];
    ++ply_;
    p.saved_from = undo_top_;
    p.move = idx;
    stone_[i] = static_cast<std::uint8_t>(colour);
    free_[i / 64] &= ~(std::uint64_t{1} << (i % 64));
    place(idx, colour);
    if (lines_table_->radius() == 4) {
        update_lines<4>(idx, p);
    } else {
        update_lines<5>(idx, p);
    }
    p.hash ^= keys_->cell[i][static_cast<std::size_t>(colour - 1)] ^ keys_->side;
    add_square(p.near, idx);
    if (bubbles_[i] > 0) {
        p.held[static_cast<std::size_t>(colour - 1)] =
            static_cast<std::int16_t>(p.held[static_cast<std::size_t>(colour - 1)] + bubbles_[i]);
        count_bubble_fives(p);
    }
    ++stones_;
    to_move_ = core::opponent(to_move_);
}

void ThreatBoard::undo() {
    assert(ply_ > 0);
    const Ply& p = plies_[static_cast<std::size_t>(ply_)];
    const int idx = p.move;
    const int colour = stone_[static_cast<std::size_t>(idx)];
    place(idx, colour);  // XOR takes the stone out again
    stone_[static_cast<std::size_t>(idx)] = 0;
    free_[static_cast<std::size_t>(idx / 64)] |= std::uint64_t{1} << (idx % 64);
    Cell* cells = cells_.data();
    for (const Saved* saved = undo_.data() + undo_top_; undo_top_ > p.saved_from; --undo_top_) {
        --saved;
        cells[saved->idx] = saved->old;
    }
    --ply_;
    --stones_;
    to_move_ = core::opponent(to_move_);
}

void ThreatBoard::count_bubble_fives(Ply& p) const {
    p.bubble_fives = {0, 0};
    if (bubble_win_ <= 0) return;
    for (int idx : bubble_cells_) {
        if (!is_empty(idx)) continue;
        for (std::size_t s = 0; s < 2; ++s) {
            if (p.held[s] + bubbles_[static_cast<std::size_t>(idx)] >= bubble_win_) ++p.bubble_fives[s];
        }
    }
}

void ThreatBoard::add_square(NearSet& set, int idx) const {
    for (int dr = -2; dr <= 2; ++dr) {
        const auto start = static_cast<std::size_t>(idx + dr * stride_ - 2);
        const std::size_t word = start / 64, bit = start % 64;
        set[word] |= std::uint64_t{0x1F} << bit;
        if (bit > 59) set[word + 1] |= std::uint64_t{0x1F} >> (64 - bit);
    }
}

}  // namespace lineup::ai
