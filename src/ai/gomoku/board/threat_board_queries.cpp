// ThreatBoard's questions about the position (threat_board.hpp): classes with
// bubbles, lists of cells, Renju's forbidden points, and the check against a
// computation from scratch.
#include <bit>
#include <span>

#include "ai/gomoku/board/threat_board.hpp"
#include "core/renju.hpp"

namespace lineup::ai {

using core::Side;

bool ThreatBoard::has_threat(Side side, Threat t) const {
    if (bubble_fives(side) > 0) return true;
    if (ThreatCounts::counted(t)) return counts(side).any_from(t);
    for (int idx : playable_) {
        if (is_empty(idx) && to_threat(threat(idx, side)) >= t) return true;
    }
    return false;
}

void ThreatBoard::candidates(std::vector<int>& out) const {
    out.clear();
    if (stones_ > 0) {
        for_each_candidate([&](int idx) {
            out.push_back(idx);
            return true;
        });
        if (!out.empty()) return;
    }
    // No stone: the free cell nearest the centre.
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

void ThreatBoard::cells_with(Side side, Threat t, std::vector<int>& out) const {
    out.clear();
    if (!has_threat(side, t)) return;
    if (t >= Threat::Block4 && stones_ > 0) {
        // A four or more needs three stones in a five-cell window through the
        // cell, so one of them is within two cells: a candidate (as is every
        // bubble cell).
        for_each_candidate([&](int idx) {
            if (to_threat(threat(idx, side)) >= t) out.push_back(idx);
            return true;
        });
        return;
    }
    for (int idx : playable_) {
        if (is_empty(idx) && to_threat(threat(idx, side)) >= t) out.push_back(idx);
    }
}

bool ThreatBoard::forbidden_candidate(int idx) const {
    return rule_ == core::Rule::Renju && is_empty(idx) && value(idx, Side::First).renju_suspect;
}

bool ThreatBoard::forbidden(int idx) const {
    if (!forbidden_candidate(idx)) return false;
    const std::span<const core::Stone> grid(reinterpret_cast<const core::Stone*>(stone_.data()), stone_.size());
    return core::renju_forbidden(grid, stride_, stride_, {idx % stride_, idx / stride_}) != core::Forbidden::None;
}

ThreatBoard::ThreatBoard(const ThreatBoard& from, Rebuild)
    : size_(from.size_),
      stride_(from.stride_),
      rule_(from.rule_),
      dir_(from.dir_),
      lines_table_(from.lines_table_),
      sets_(from.sets_),
      values_(from.values_),
      deltas_(from.deltas_),
      classes_(from.classes_),
      scores_(from.scores_),
      keys_(from.keys_),
      to_move_(from.to_move_),
      bubble_win_(from.bubble_win_),
      stone_(from.stone_),
      bubbles_(from.bubbles_),
      bubble_cells_(from.bubble_cells_),
      playable_(from.playable_) {
    build_lines();
    build();
}

ThreatBoard ThreatBoard::rebuilt() const { return ThreatBoard(*this, Rebuild{}); }

std::string ThreatBoard::difference(const ThreatBoard& other) const {
    if (stone_ != other.stone_) return "stone_";
    if (to_move_ != other.to_move_) return "to_move_";
    if (stones_ != other.stones_) return "stones_";
    for (std::size_t i = 0; i < lines_.size(); ++i) {
        if (lines_[i] != other.lines_[i]) return "lines_[" + std::to_string(i) + "]";
    }
    for (std::size_t i = 0; i < cells_.size(); ++i) {
        if (!(cells_[i] == other.cells_[i])) return "cells_[" + std::to_string(i) + "]";
    }
    const Ply& a = top();
    const Ply& b = other.top();
    if (a.hash != b.hash) return "hash";
    for (std::size_t s = 0; s < 2; ++s) {
        if (a.totals[s].sums != b.totals[s].sums) return "sums";
        if (a.totals[s].counts != b.totals[s].counts) return "counts";
    }
    if (a.near != b.near) return "near";
    if (free_ != other.free_) return "free_";
    if (bubble_set_ != other.bubble_set_) return "bubble_set_";
    if (a.held != b.held) return "held";
    if (a.bubble_fives != b.bubble_fives) return "bubble_fives";
    return {};
}

}  // namespace lineup::ai
