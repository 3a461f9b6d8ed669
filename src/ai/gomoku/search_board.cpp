#include "ai/gomoku/search_board.hpp"

#include <algorithm>

namespace lineup::ai {

using core::Side;

SearchBoard::SearchBoard(const core::Board& board) : board_(board), renju_(board.config().rule == core::Rule::Renju) {}

void SearchBoard::forget_judgement() {
    const auto ply = static_cast<std::size_t>(board_.ply());
    if (judgements_.size() <= ply) judgements_.resize(ply + 1);
    judgements_[ply].known = false;
}

const SearchBoard::Judgement& SearchBoard::judgement() const {
    const auto ply = static_cast<std::size_t>(board_.ply());
    if (judgements_.size() <= ply) judgements_.resize(ply + 1);
    Judgement& j = judgements_[ply];
    if (j.known) return j;
    j.known = true;
    j.cells.clear();
    j.score = 0;
    j.counts = {};
    // The first player's cells of the judged classes, as many as the counts say.
    int left = board_.count(Side::First, Threat::ThreeThree) + board_.count(Side::First, Threat::FourThree) +
               board_.count(Side::First, Threat::Flex4);
    for (auto it = board_.playable().begin(); left > 0 && it != board_.playable().end(); ++it) {
        const int idx = *it;
        if (!board_.is_empty(idx)) continue;
        const CellInfo& v = board_.value(idx, Side::First);
        if (!judged(v.threat)) continue;
        --left;
        if (!board_.forbidden(idx)) continue;
        j.cells.push_back(idx);
        j.score += v.score;
        j.counts.word += v.unit.word;
    }
    return j;
}

bool SearchBoard::forbidden(int idx) const {
    const std::vector<int>& cells = judgement().cells;
    return std::find(cells.begin(), cells.end(), idx) != cells.end();
}

bool SearchBoard::has_threat(Side side, Threat t) const {
    if (!ThreatCounts::counted(t)) {
        const auto& cells = board_.playable();
        return std::any_of(cells.begin(), cells.end(),
                           [&](int idx) { return is_empty(idx) && threat(idx, side) >= t; });
    }
    if (!board_.has_threat(side, t)) return false;
    if (!renju_ || side != Side::First || t > Threat::Flex4 || board_.bubble_fives(side) > 0) return true;
    const Judgement& j = judgement();
    if (j.cells.empty()) return true;
    // The counts without the forbidden points (each counted in its class).
    ThreatCounts allowed = board_.counts(side);
    allowed.word -= j.counts.word;
    return allowed.any_from(t);
}

void SearchBoard::cells_with(Side side, Threat t, std::vector<int>& out) const {
    out.clear();
    if (!has_threat(side, t)) return;
    if (t >= Threat::Block4 && board_.stones() > 0) {
        // A four or more needs three stones in a five-cell window through the
        // cell, so one of them is within two cells: a candidate (as is every
        // bubble cell). Where the Threat counts are the threats' (no bubbles,
        // no forbidden point), the scan ends at the last cell they count.
        const bool counted = !board_.has_bubbles() && (!renju_ || side == Side::Second);
        int left = counted ? board_.count_from(side, t) : -1;
        board_.for_each_candidate([&](int idx) {
            if (threat(idx, side) < t) return true;
            out.push_back(idx);
            return --left != 0;
        });
        return;
    }
    for (int idx : board_.playable()) {
        if (board_.is_empty(idx) && threat(idx, side) >= t) out.push_back(idx);
    }
}

int SearchBoard::evaluate(int own_tenths) const {
    const Side own = to_move();
    const Side opp = core::opponent(own);
    long long own_sum = board_.score_sum(own), opp_sum = board_.score_sum(opp);
    if (renju_) (own == Side::First ? own_sum : opp_sum) -= judgement().score;
    long long value = (own_sum * own_tenths - opp_sum * 10) / 10;
    if (board_.has_bubbles()) value += 400LL * (board_.bubbles_held(own) - board_.bubbles_held(opp));
    return static_cast<int>(std::clamp<long long>(value, -500000, 500000));
}

}  // namespace lineup::ai
