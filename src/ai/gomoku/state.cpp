#include "ai/gomoku/state.hpp"

#include <algorithm>
#include <cassert>

#include "ai/gomoku/zobrist.hpp"
#include "core/renju.hpp"

namespace lineup::ai {
namespace {

using core::Side;

const ZobristKeys& zobrist() { return zobrist_keys(); }

}  // namespace

GomokuState::GomokuState(const core::Board& board)
    : values_(&cell_values()),
      size_(board.cols()),
      stride_(board.cols() + 2 * kPad),
      dir_{1, board.cols() + 2 * kPad, board.cols() + 2 * kPad + 1, board.cols() + 2 * kPad - 1},
      table_(&PatternTable::get(board.config().rule)),
      to_move_(board.to_move()),
      renju_(board.config().rule == core::Rule::Renju) {
    assert(board.game() == core::GameKind::Gomoku && size_ <= 20);
    const auto cells = static_cast<std::size_t>(stride_ * stride_);
    code_.assign(cells, kWallCode);
    window_.assign(cells, {0, 0, 0, 0});
    pat_.assign(cells, {});
    score_.assign(cells, {0, 0});
    threat_.assign(cells, {Threat::None, Threat::None});
    near_.assign(cells, 0);
    bubbles_.assign(cells, 0);
    for (int row = 0; row < size_; ++row) {
        for (int col = 0; col < size_; ++col) {
            const int idx = index({col, row});
            const core::Stone s = board.at({col, row});
            code_[static_cast<std::size_t>(idx)] =
                static_cast<std::uint8_t>(s == core::Stone::Rock ? kWallCode : static_cast<int>(s));
            bubbles_[static_cast<std::size_t>(idx)] = static_cast<std::uint16_t>(board.bubbles_at({col, row}));
            if (s != core::Stone::Rock) playable_.push_back(idx);
            if (s != core::Stone::Rock && board.bubbles_at({col, row}) > 0) bubble_cells_.push_back(idx);
            if (s == core::Stone::Empty) ++empty_;
            if (s == core::Stone::First || s == core::Stone::Second) {
                ++stones_;
                hash_ ^=
                    zobrist().cell[static_cast<std::size_t>(idx)][static_cast<std::size_t>(static_cast<int>(s) - 1)];
            }
        }
    }
    if (board.config().theme == core::Theme::Bubble) {
        bubble_win_ = board.config().counts.bubble_win;
        held_ = {board.bubbles_held(Side::First), board.bubbles_held(Side::Second)};
    }
    if (to_move_ == Side::Second) hash_ ^= zobrist().side;
    // Windows and neighbour counts from scratch.
    for (int idx : playable_) {
        for (int d = 0; d < 4; ++d) {
            std::uint32_t w = 0;
            for (int k = -5; k <= 5; ++k) {
                if (k == 0) continue;
                w |= static_cast<std::uint32_t>(
                         code_[static_cast<std::size_t>(idx + k * dir_[static_cast<std::size_t>(d)])])
                     << (2 * window_field(k));
            }
            window_[static_cast<std::size_t>(idx)][static_cast<std::size_t>(d)] = w;
        }
        const int c = code_[static_cast<std::size_t>(idx)];
        if (c == 1 || c == 2) {
            for (int dr = -2; dr <= 2; ++dr) {
                for (int dc = -2; dc <= 2; ++dc) ++near_[static_cast<std::size_t>(idx + dr * stride_ + dc)];
            }
        }
    }
    // Every cell starts as "None" in the counts; refresh moves the empty ones.
    for (auto& counts : threat_count_) counts[static_cast<std::size_t>(Threat::None)] = static_cast<int>(cells);
    for (int idx : playable_) refresh(idx);
    near_bits_.assign((cells + 63) / 64, 0);
    for (int idx : playable_) update_near_bit(static_cast<std::size_t>(idx));
}

void GomokuState::refresh(int idx) {
    const auto i = static_cast<std::size_t>(idx);
    if (code_[i] != 0) return;
    for (int d = 0; d < 4; ++d) refresh_line(idx, d);
    revalue(idx);
}

bool GomokuState::refresh_line(int idx, int dir) {
    // One lookup per line gives both players' patterns.
    const auto i = static_cast<std::size_t>(idx);
    const auto d = static_cast<std::size_t>(dir);
    const std::uint8_t both = table_->both(window_[i][d]);
    const auto mine = static_cast<Pattern>(both & 15u), theirs = static_cast<Pattern>(both >> 4);
    if (pat_[i][d] == mine && pat_[i][4 + d] == theirs) return false;
    pat_[i][d] = mine;
    pat_[i][4 + d] = theirs;
    return true;
}

bool GomokuState::forbidden_for_first(int idx) const {
    const std::span<const core::Stone> cells(reinterpret_cast<const core::Stone*>(code_.data()), code_.size());
    return core::renju_forbidden(cells, stride_, stride_, {idx % stride_, idx / stride_}) != core::Forbidden::None;
}

void GomokuState::revalue(int idx) {
    const auto i = static_cast<std::size_t>(idx);
    const auto& pats = pat_[i];
    for (std::size_t s = 0; s < 2; ++s) {
        CellValue v = (*values_)[static_cast<std::size_t>(combo_index(&pats[s * 4]))];
        // Renju: only a double three, a double four (or an overline, which
        // the first player's exact-five patterns already leave unscored) can
        // be forbidden; a forbidden point is worth nothing to the first player.
        if (renju_ && s == 0 && v.threat >= Threat::ThreeThree && v.threat <= Threat::Flex4 &&
            forbidden_for_first(idx)) {
            v = {0, Threat::None};
        }
        score_sum_[s] += v.score - score_[i][s];
        score_[i][s] = v.score;
        --threat_count_[s][static_cast<std::size_t>(threat_[i][s])];
        ++threat_count_[s][static_cast<std::size_t>(v.threat)];
        threat_[i][s] = v.threat;
    }
}

void GomokuState::set_stone(int idx, int code) {
    const auto i = static_cast<std::size_t>(idx);
    const int old = code_[i];
    code_[i] = static_cast<std::uint8_t>(code);
    const int colour = code != 0 ? code : old;  // the stone placed or removed
    hash_ ^= zobrist().cell[i][static_cast<std::size_t>(colour - 1)];
    // Every cell whose window covers idx sees it at offset -k.
    for (int d = 0; d < 4; ++d) {
        const int step = dir_[static_cast<std::size_t>(d)];
        for (int k = -5; k <= 5; ++k) {
            if (k == 0) continue;
            const auto q = static_cast<std::size_t>(idx + k * step);
            const int shift = 2 * window_field(-k);
            std::uint32_t& w = window_[q][static_cast<std::size_t>(d)];
            w = (w & ~(3u << shift)) | (static_cast<std::uint32_t>(code) << shift);
        }
    }
    const int delta = code != 0 ? 1 : -1;
    for (int dr = -2; dr <= 2; ++dr) {
        for (int dc = -2; dc <= 2; ++dc) {
            const auto q = static_cast<std::size_t>(idx + dr * stride_ + dc);
            near_[q] = static_cast<std::uint8_t>(near_[q] + delta);
            // The mark changes only where near_ leaves or reaches 0, and at idx.
            if (near_[q] == (delta > 0 ? 1 : 0) || q == i) update_near_bit(q);
        }
    }
    const int bubbles = bubbles_[i];
    if (bubbles) held_[static_cast<std::size_t>(colour - 1)] += delta * bubbles;
}

std::array<int, 41> GomokuState::affected(int idx) const {
    std::array<int, 41> cells{};
    std::size_t n = 0;
    cells[n++] = idx;
    for (int d = 0; d < 4; ++d) {
        const int step = dir_[static_cast<std::size_t>(d)];
        for (int k = -5; k <= 5; ++k) {
            if (k != 0) cells[n++] = idx + k * step;
        }
    }
    return cells;
}

void GomokuState::touch_neighbourhood(int idx) {
    // A cell on the line of direction d through idx sees the change in that
    // line's window only: its other three patterns stay.
    for (int d = 0; d < 4; ++d) {
        const int step = dir_[static_cast<std::size_t>(d)];
        for (int k = -5; k <= 5; ++k) {
            const int q = idx + k * step;
            if (k == 0 || code_[static_cast<std::size_t>(q)] != 0) continue;
            if (refresh_line(q, d)) revalue(q);
        }
    }
}

void GomokuState::play(int idx) {
    const auto i = static_cast<std::size_t>(idx);
    assert(code_[i] == 0);
    // Keep what this move changes, for undo().
    if (saved_.size() <= history_.size()) saved_.resize(history_.size() + 1);
    Saved& save = saved_[history_.size()];
    const std::array<int, 41> cells = affected(idx);
    for (std::size_t n = 0; n < cells.size(); ++n) {
        const auto c = static_cast<std::size_t>(cells[n]);
        save.pat[n] = pat_[c];
        save.score[n] = score_[c];
        save.threat[n] = threat_[c];
    }
    save.score_sum = score_sum_;
    save.threat_count = threat_count_;

    score_sum_[0] -= score_[i][0];
    score_sum_[1] -= score_[i][1];
    score_[i] = {0, 0};
    for (std::size_t s = 0; s < 2; ++s) {
        --threat_count_[s][static_cast<std::size_t>(threat_[i][s])];
        ++threat_count_[s][static_cast<std::size_t>(Threat::None)];
        threat_[i][s] = Threat::None;
    }
    set_stone(idx, to_move_ == Side::First ? 1 : 2);
    touch_neighbourhood(idx);
    history_.push_back(idx);
    ++stones_;
    --empty_;
    to_move_ = core::opponent(to_move_);
    hash_ ^= zobrist().side;
}

void GomokuState::undo() {
    assert(!history_.empty());
    const int idx = history_.back();
    history_.pop_back();
    set_stone(idx, 0);
    // Patterns, scores and threats as they were before the move.
    const Saved& save = saved_[history_.size()];
    const std::array<int, 41> cells = affected(idx);
    for (std::size_t n = 0; n < cells.size(); ++n) {
        const auto c = static_cast<std::size_t>(cells[n]);
        pat_[c] = save.pat[n];
        score_[c] = save.score[n];
        threat_[c] = save.threat[n];
    }
    score_sum_ = save.score_sum;
    threat_count_ = save.threat_count;
    --stones_;
    ++empty_;
    to_move_ = core::opponent(to_move_);
    hash_ ^= zobrist().side;
}

Threat GomokuState::threat(int idx, Side side) const {
    const auto i = static_cast<std::size_t>(idx);
    if (bubble_win_ > 0 && bubbles_[i] > 0 && code_[i] == 0 &&
        held_[static_cast<std::size_t>(slot(side))] + bubbles_[i] >= bubble_win_) {
        return Threat::Five;
    }
    return threat_[i][static_cast<std::size_t>(slot(side))];
}

bool GomokuState::has_threat(Side side, Threat t) const {
    const auto& counts = threat_count_[static_cast<std::size_t>(slot(side))];
    for (int c = static_cast<int>(t); c <= static_cast<int>(Threat::Five); ++c) {
        if (counts[static_cast<std::size_t>(c)] > 0) return true;
    }
    for (int idx : bubble_cells_) {  // bubble wins are not line threats
        if (threat(idx, side) == Threat::Five) return true;
    }
    return false;
}

void GomokuState::cells_with(Side side, Threat t, std::vector<int>& out) const {
    out.clear();
    if (!has_threat(side, t)) return;
    if (t >= Threat::Block4 && stones_ > 0) {
        // A four or more needs three stones in a five-cell window through the
        // cell, so one of them is within two cells: a candidate (as is every
        // bubble cell).
        for_each_near([&](int idx) {
            if (threat(idx, side) >= t) out.push_back(idx);
        });
        return;
    }
    for (int idx : playable_) {
        if (code_[static_cast<std::size_t>(idx)] == 0 && threat(idx, side) >= t) out.push_back(idx);
    }
}

void GomokuState::update_near_bit(std::size_t i) {
    const std::uint64_t bit = std::uint64_t{1} << (i % 64);
    if (code_[i] == 0 && (near_[i] > 0 || bubbles_[i] > 0)) {
        near_bits_[i / 64] |= bit;
    } else {
        near_bits_[i / 64] &= ~bit;
    }
}

void GomokuState::candidates(std::vector<int>& out) const {
    out.clear();
    // With a stone on the board the candidates are the marked cells.
    if (stones_ > 0) for_each_near([&](int idx) { out.push_back(idx); });
    if (out.empty()) {
        // An empty board: the free cell nearest the centre.
        int best = -1, best_distance = 1 << 30;
        const int centre = index({size_ / 2, size_ / 2});
        for (int idx : playable_) {
            if (code_[static_cast<std::size_t>(idx)] != 0) continue;
            const int dr = idx / stride_ - centre / stride_, dc = idx % stride_ - centre % stride_;
            if (dr * dr + dc * dc < best_distance) {
                best_distance = dr * dr + dc * dc;
                best = idx;
            }
        }
        if (best >= 0) out.push_back(best);
    }
}

int GomokuState::evaluate(int own_tenths) const {
    const auto own = static_cast<std::size_t>(slot(to_move_));
    const auto opp = 1 - own;
    long long value = (score_sum_[own] * own_tenths - score_sum_[opp] * 10) / 10;
    if (bubble_win_ > 0) value += 400LL * (held_[own] - held_[opp]);
    return static_cast<int>(std::clamp<long long>(value, -500000, 500000));
}

}  // namespace lineup::ai
