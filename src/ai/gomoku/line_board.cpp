#include "ai/gomoku/line_board.hpp"

#include <bit>
#include <cassert>
#include <span>

#include "core/renju.hpp"

namespace lineup::ai {

using core::Side;

LineBoard::LineBoard(const core::Board& board)
    : size_(board.cols()),
      stride_(board.cols() + 2 * kPad),
      rule_(board.config().rule),
      dir_{1, stride_, stride_ + 1, stride_ - 1},
      patterns_(&LinePatterns::get(rule_)),
      values_(&cell_values()),
      parts_(&combo_parts()),
      keys_(&zobrist_keys()),
      to_move_(board.to_move()) {
    assert(board.game() == core::GameKind::Gomoku && size_ <= 20 && board.rows() == size_);
    stone_.assign(static_cast<std::size_t>(stride_ * stride_), kWall);
    for (int row = 0; row < size_; ++row) {
        for (int col = 0; col < size_; ++col) {
            const core::Stone s = board.at({col, row});
            stone_[static_cast<std::size_t>(index({col, row}))] =
                static_cast<std::uint8_t>(s == core::Stone::Rock ? kWall : static_cast<int>(s));
        }
    }
    build();
}

void LineBoard::build() {
    const auto cells = static_cast<std::size_t>(stride_ * stride_);
    line_.assign(cells, {0, 0, 0, 0});
    pos_.assign(cells, {0, 0, 0, 0});
    lines_.clear();
    // Direction d steps (dc, dr): right, up, up-right, up-left. A line starts
    // at the first board cell whose predecessor is off the board.
    constexpr int kDc[4] = {1, 0, 1, -1}, kDr[4] = {0, 1, 1, 1};
    const auto on_board = [this](int col, int row) { return col >= 0 && row >= 0 && col < size_ && row < size_; };
    for (std::size_t d = 0; d < 4; ++d) {
        for (int row = 0; row < size_; ++row) {
            for (int col = 0; col < size_; ++col) {
                if (on_board(col - kDc[d], row - kDr[d])) continue;
                const auto id = static_cast<std::uint16_t>(lines_.size());
                lines_.push_back(~std::uint64_t{0});  // walls everywhere but on the board
                for (int k = 0; on_board(col + k * kDc[d], row + k * kDr[d]); ++k) {
                    const auto q = static_cast<std::size_t>(index({col + k * kDc[d], row + k * kDr[d]}));
                    line_[q][d] = id;
                    pos_[q][d] = static_cast<std::uint8_t>(k + kPad);
                    lines_[id] &= ~(std::uint64_t{3} << (2 * (k + kPad)));
                }
            }
        }
    }
    hash_ = to_move_ == Side::Second ? zobrist_keys().side : 0;
    cells_.assign(cells, CellState{});
    score_sum_ = {0, 0};
    count_ = {};
    for (int row = 0; row < size_; ++row) {
        for (int col = 0; col < size_; ++col) {
            const int idx = index({col, row});
            const int s = stone_[static_cast<std::size_t>(idx)];
            if (s != 0) place_lines(idx, s);
            if (s == 1 || s == 2)
                hash_ ^= zobrist_keys().cell[static_cast<std::size_t>(idx)][static_cast<std::size_t>(s - 1)];
            if (s == kWall) continue;
            ++count_[0][0];  // playable cells start as None
            ++count_[1][0];
        }
    }
    for (int row = 0; row < size_; ++row) {
        for (int col = 0; col < size_; ++col) {
            const int idx = index({col, row});
            if (!is_empty(idx)) continue;
            std::array<std::uint8_t, 4> code{};
            for (int d = 0; d < 4; ++d) code[static_cast<std::size_t>(d)] = code_of(idx, d);
            assign(cells_[static_cast<std::size_t>(idx)], code);
        }
    }
    playable_.clear();
    stones_ = 0;
    near_.assign(1, NearSet{});
    for (int row = 0; row < size_; ++row) {
        for (int col = 0; col < size_; ++col) {
            const int idx = index({col, row});
            const int s = stone_[static_cast<std::size_t>(idx)];
            if (s != kWall) playable_.push_back(idx);
            if (s == 1 || s == 2) {
                ++stones_;
                add_square(near_[0], idx);
            }
        }
    }
    history_.clear();
    frames_.clear();
    undo_.clear();
    undo_top_ = 0;
}

void LineBoard::place_lines(int idx, int colour) {
    const auto i = static_cast<std::size_t>(idx);
    for (std::size_t d = 0; d < 4; ++d) lines_[line_[i][d]] ^= static_cast<std::uint64_t>(colour) << (2 * pos_[i][d]);
}

std::uint8_t LineBoard::code_of(int idx, int dir) const {
    const auto i = static_cast<std::size_t>(idx);
    const auto d = static_cast<std::size_t>(dir);
    return patterns_->code(patterns_->window(lines_[line_[i][d]], pos_[i][d]));
}

const std::array<std::array<std::uint32_t, 256>, 4>& LineBoard::combo_parts() {
    static const std::array<std::array<std::uint32_t, 256>, 4> parts = [] {
        std::array<std::array<std::uint32_t, 256>, 4> t{};
        for (std::uint32_t d = 0, weight = 1; d < 4; ++d, weight *= 10) {
            for (std::uint32_t code = 0; code < 256; ++code) t[d][code] = weight * ((code & 15u) | (code >> 4) << 16);
        }
        return t;
    }();
    return parts;
}

void LineBoard::assign(CellState& cell, const std::array<std::uint8_t, 4>& code) {
    const auto& parts = *parts_;
    const std::uint32_t combos = parts[0][code[0]] + parts[1][code[1]] + parts[2][code[2]] + parts[3][code[3]];
    const CellValue& a0 = (*values_)[cell.combos & 0xFFFFu];
    const CellValue& b0 = (*values_)[cell.combos >> 16];
    const CellValue& a = (*values_)[combos & 0xFFFFu];
    const CellValue& b = (*values_)[combos >> 16];
    score_sum_[0] += a.score - a0.score;
    score_sum_[1] += b.score - b0.score;
    --count_[0][static_cast<std::size_t>(cell.threat[0])];
    --count_[1][static_cast<std::size_t>(cell.threat[1])];
    ++count_[0][static_cast<std::size_t>(a.threat)];
    ++count_[1][static_cast<std::size_t>(b.threat)];
    cell.code = code;
    cell.combos = combos;
    cell.threat = {a.threat, b.threat};
}

template <int Radius>
void LineBoard::update_line(int idx, int dir) {
    // The cells around idx share its line word, at positions pos - radius .. pos + radius.
    // Loop-invariant values are read into locals: the cell writes could alias the members.
    const auto i = static_cast<std::size_t>(idx);
    const auto d = static_cast<std::size_t>(dir);
    const std::uint64_t line = lines_[line_[i][d]];
    const int pos = pos_[i][d];
    const int step = dir_[d];
    const std::uint8_t* table = patterns_->data();
    constexpr int radius = Radius;
    const auto& parts = *parts_;
    const CellValue* values = values_->data();
    CellState* cells = cells_.data();
    Saved* saved = undo_.data() + undo_top_;
    std::array<long long, 2> sum = score_sum_;
    // Empty cells (field 00) at positions pos - radius .. pos + radius: a bit at each field's low bit.
    const std::uint64_t around = line >> (2 * (pos - radius));
    constexpr std::uint64_t fields = (std::uint64_t{1} << (2 * (2 * radius + 1))) - 1;
    std::uint64_t empty = ~(around | around >> 1) & 0x5555555555555555ULL & fields;
    for (; empty != 0; empty &= empty - 1) {
        const int k = std::countr_zero(empty) / 2 - radius;  // idx itself holds a stone: never empty
        const std::uint32_t code = table[LinePatterns::window_of<Radius>(line, pos + k)];
        const int q = idx + k * step;
        CellState& cell = cells[q];
        const std::uint32_t old_code = cell.code[d];
        if (old_code == code) continue;
        // A cell lies on one line through idx only: saved at most once a move.
        saved->idx = q;
        saved->old = cell;
        ++saved;
        const std::uint32_t old_combos = cell.combos;
        const std::uint32_t combos = old_combos + parts[d][code] - parts[d][old_code];
        const CellValue& a = values[combos & 0xFFFFu];
        const CellValue& b = values[combos >> 16];
        sum[0] += a.score - values[old_combos & 0xFFFFu].score;
        sum[1] += b.score - values[old_combos >> 16].score;
        --count_[0][static_cast<std::size_t>(cell.threat[0])];
        --count_[1][static_cast<std::size_t>(cell.threat[1])];
        ++count_[0][static_cast<std::size_t>(a.threat)];
        ++count_[1][static_cast<std::size_t>(b.threat)];
        cell.code[d] = static_cast<std::uint8_t>(code);
        cell.combos = combos;
        cell.threat = {a.threat, b.threat};
    }
    score_sum_ = sum;
    undo_top_ = static_cast<std::uint32_t>(saved - undo_.data());
}

void LineBoard::play(int idx) {
    assert(is_empty(idx));
    const int colour = to_move_ == Side::First ? 1 : 2;
    frames_.push_back({undo_top_, score_sum_, count_});
    if (undo_.size() < undo_top_ + kMaxSaved) undo_.resize(2 * undo_.size() + kMaxSaved);
    CellState& cell = cells_[static_cast<std::size_t>(idx)];
    undo_[undo_top_++] = {idx, cell};
    // A stone's cell counts as None and scores nothing.
    score_sum_[0] -= (*values_)[cell.combos & 0xFFFFu].score;
    score_sum_[1] -= (*values_)[cell.combos >> 16].score;
    for (std::size_t s = 0; s < 2; ++s) {
        --count_[s][static_cast<std::size_t>(cell.threat[s])];
        ++count_[s][0];
    }
    cell = CellState{};
    stone_[static_cast<std::size_t>(idx)] = static_cast<std::uint8_t>(colour);
    place_lines(idx, colour);
    for (int d = 0; d < 4; ++d) {
        if (patterns_->radius() == 4) {
            update_line<4>(idx, d);
        } else {
            update_line<5>(idx, d);
        }
    }
    hash_ ^= keys_->cell[static_cast<std::size_t>(idx)][static_cast<std::size_t>(colour - 1)] ^ keys_->side;
    if (near_.size() <= history_.size() + 1) near_.resize(history_.size() + 2);
    near_[history_.size() + 1] = near_[history_.size()];
    add_square(near_[history_.size() + 1], idx);
    history_.push_back(idx);
    ++stones_;
    to_move_ = core::opponent(to_move_);
}

void LineBoard::undo() {
    assert(!history_.empty());
    const int idx = history_.back();
    history_.pop_back();
    --stones_;
    const int colour = stone_[static_cast<std::size_t>(idx)];
    place_lines(idx, colour);  // XOR takes the stone out again
    stone_[static_cast<std::size_t>(idx)] = 0;
    hash_ ^= keys_->cell[static_cast<std::size_t>(idx)][static_cast<std::size_t>(colour - 1)] ^ keys_->side;
    to_move_ = core::opponent(to_move_);
    const Frame& frame = frames_.back();
    while (undo_top_ > frame.top) {
        const Saved& saved = undo_[--undo_top_];
        cells_[static_cast<std::size_t>(saved.idx)] = saved.old;
    }
    score_sum_ = frame.score_sum;
    count_ = frame.count;
    frames_.pop_back();
}

bool LineBoard::has_threat(Side side, Threat t) const {
    const auto& counts = count_[slot(side)];
    for (auto c = static_cast<std::size_t>(t); c < counts.size(); ++c) {
        if (counts[c] > 0) return true;
    }
    return false;
}

void LineBoard::add_square(NearSet& set, int idx) const {
    for (int dr = -2; dr <= 2; ++dr) {
        const auto start = static_cast<std::size_t>(idx + dr * stride_ - 2);
        const std::size_t word = start / 64, bit = start % 64;
        set[word] |= std::uint64_t{0x1F} << bit;
        if (bit > 59) set[word + 1] |= std::uint64_t{0x1F} >> (64 - bit);
    }
}

void LineBoard::candidates(std::vector<int>& out) const {
    out.clear();
    const NearSet& near = near_[history_.size()];
    for (std::size_t w = 0; w < near.size(); ++w) {
        for (std::uint64_t bits = near[w]; bits != 0; bits &= bits - 1) {
            const auto idx = static_cast<int>(w * 64 + static_cast<std::size_t>(std::countr_zero(bits)));
            if (is_empty(idx)) out.push_back(idx);
        }
    }
    if (stones_ > 0 && !out.empty()) return;
    out.clear();
    // An empty board: the free cell nearest the centre.
    int best = -1, best_distance = 1 << 30;
    const int centre = index({size_ / 2, size_ / 2});
    for (int idx : playable_) {
        if (!is_empty(idx)) continue;
        const int dr = idx / stride_ - centre / stride_, dc = idx % stride_ - centre % stride_;
        if (dr * dr + dc * dc < best_distance) {
            best_distance = dr * dr + dc * dc;
            best = idx;
        }
    }
    if (best >= 0) out.push_back(best);
}

void LineBoard::cells_with(Side side, Threat t, std::vector<int>& out) const {
    out.clear();
    if (!has_threat(side, t)) return;
    if (t >= Threat::Block4 && stones_ > 0) {
        // A four or more needs three stones in a five-cell window through the
        // cell, so one of them is within two cells: a candidate.
        candidates(out);
        std::erase_if(out, [&](int idx) { return threat(idx, side) < t; });
        return;
    }
    for (int idx : playable_) {
        if (is_empty(idx) && threat(idx, side) >= t) out.push_back(idx);
    }
}

bool LineBoard::forbidden_candidate(int idx) const {
    const Threat t = threat(idx, Side::First);
    return rule_ == core::Rule::Renju && is_empty(idx) && t >= Threat::ThreeThree && t <= Threat::Flex4;
}

bool LineBoard::forbidden(int idx) const {
    if (rule_ != core::Rule::Renju || !is_empty(idx)) return false;
    const std::span<const core::Stone> cells(reinterpret_cast<const core::Stone*>(stone_.data()), stone_.size());
    return core::renju_forbidden(cells, stride_, stride_, {idx % stride_, idx / stride_}) != core::Forbidden::None;
}

LineBoard LineBoard::rebuilt() const {
    LineBoard fresh = *this;
    fresh.build();
    return fresh;
}

std::string LineBoard::difference(const LineBoard& other) const {
    if (stone_ != other.stone_) return "stone_";
    if (to_move_ != other.to_move_) return "to_move_";
    if (hash_ != other.hash_) return "hash_";
    for (std::size_t i = 0; i < lines_.size(); ++i) {
        if (lines_[i] != other.lines_[i]) return "lines_[" + std::to_string(i) + "]";
    }
    for (std::size_t i = 0; i < cells_.size(); ++i) {
        if (!(cells_[i] == other.cells_[i])) return "cells_[" + std::to_string(i) + "]";
    }
    if (score_sum_ != other.score_sum_) return "score_sum_";
    if (count_ != other.count_) return "count_";
    if (stones_ != other.stones_) return "stones_";
    if (near_[history_.size()] != other.near_[other.history_.size()]) return "near_";
    return {};
}

}  // namespace lineup::ai
