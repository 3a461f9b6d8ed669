// GomokuSearch's selective search (Master's): search.hpp tells what it adds
// to negamax(). Its constants were set in matches against Rapfi
// (docs/gomoku-strength.md).
#include <algorithm>
#include <array>
#include <climits>
#include <cmath>

#include "ai/gomoku/search.hpp"

namespace lineup::ai {
namespace {

using core::Side;

constexpr int kInfinity = INT_MAX / 2;
/// Futility: a node within this many plies of the horizon whose evaluation
/// beats beta by kFutilityMargin a ply is taken at its evaluation.
constexpr int kFutilityDepth = 3;
constexpr int kFutilityMargin = 1000;
/// Razoring: a node within this many plies whose evaluation is below alpha by
/// kRazorMargin a ply is taken at its quiescence when that stays below.
constexpr int kRazorDepth = 2;
constexpr int kRazorMargin = 2000;
/// Move count pruning: within this many plies of the horizon, quiet moves
/// after the first 3 + depth^2 are not searched at all.
constexpr int kPruneDepth = 4;
/// The quiescence plays this many fours in a row at most.
constexpr int kQuiescenceFours = 8;

/// Late move reductions: plies taken off the index-th move at `depth`,
/// ln(depth) * ln(index) / 2 rounded.
int reduction(int depth, int index) {
    static const auto table = [] {
        std::array<std::array<std::int8_t, 64>, 64> t{};
        for (std::size_t d = 1; d < 64; ++d) {
            for (std::size_t m = 1; m < 64; ++m) {
                t[d][m] = static_cast<std::int8_t>(0.5 + std::log(static_cast<double>(d)) *
                                                             std::log(static_cast<double>(m)) / 2.0);
            }
        }
        return t;
    }();
    return table[static_cast<std::size_t>(std::min(depth, 63))][static_cast<std::size_t>(std::min(index, 63))];
}

}  // namespace

int GomokuSearch::quiesce(int alpha, int beta, int ply, int fours) {
    const Side own = s_.to_move();
    const Side opp = core::opponent(own);
    if (s_.has_threat(own, Threat::Five)) return kGomokuWin - ply;
    Scratch::Lease lease(scratch_);
    std::vector<int>& list = *lease;
    if (s_.has_threat(opp, Threat::Five)) {
        s_.cells_with(opp, Threat::Five, list);
        if (list.size() >= 2) return -(kGomokuWin - ply - 1);
        if (ply >= kGomokuMaxPly || tick(kinds_.quiescence)) return s_.evaluate(own_tenths_);
        s_.play(list[0]);  // the forced block
        const int v = -quiesce(-beta, -alpha, ply + 1, fours);
        s_.undo();
        return v;
    }
    if (!s_.has_threat(opp, Threat::Block4)) {  // as in decided(): no four to answer with
        if (s_.has_threat(own, Threat::Flex4)) return kGomokuWin - ply - 2;
        if (s_.has_threat(own, Threat::FourThree)) return kGomokuWin - ply - 4;
    }
    if (s_.empty_cells() == 0) return 0;
    if (tick(kinds_.quiescence)) return 0;
    int best = s_.evaluate(own_tenths_);
    if (best >= beta || fours >= kQuiescenceFours || ply >= kGomokuMaxPly || !s_.has_threat(own, Threat::Block4)) {
        return best;
    }
    const std::uint64_t key = s_.hash();
    if (const auto* e = tt_.probe(key)) {
        if (const auto v = GomokuTable::cutoff(*e, ply, alpha, beta)) return *v;
    }
    const int alpha0 = alpha;
    alpha = std::max(alpha, best);
    s_.cells_with(own, Threat::Block4, list);
    std::erase_if(list, [&](int c) { return !makes_four(s_.threat(c, own)); });  // double threes are no fours
    std::stable_sort(list.begin(), list.end(), [&](int a, int b) { return s_.threat(a, own) > s_.threat(b, own); });
    int best_move = -1;
    for (int c : list) {
        s_.play(c);
        const int v = -quiesce(-beta, -alpha, ply + 1, fours + 1);
        s_.undo();
        if (control_.stopped()) return 0;
        if (v <= best) continue;
        best = v;
        best_move = c;
        alpha = std::max(alpha, v);
        if (alpha >= beta) break;
    }
    tt_.store(key, gomoku_to_table(best, ply), best_move, 0, GomokuTable::bound_of(best, alpha0, beta));
    return best;
}

std::optional<int> GomokuSearch::cut_by_evaluation(int depth, int alpha, int beta, int ply) {
    if (gomoku_decided(alpha) || gomoku_decided(beta)) return std::nullopt;
    const int eval = s_.evaluate(own_tenths_);
    if (depth <= kFutilityDepth && eval - kFutilityMargin * depth >= beta) return eval;
    if (depth <= kRazorDepth && eval + kRazorMargin * depth < alpha) {
        if (const int v = quiesce(alpha, alpha + 1, ply, 0); v <= alpha) return v;
    }
    return std::nullopt;
}

int GomokuSearch::selective(int depth, int alpha, int beta, int ply, int extensions) {
    const Side own = s_.to_move();
    const Side opp = core::opponent(own);
    if (s_.has_threat(own, Threat::Five)) return kGomokuWin - ply;
    if (depth <= 0) return quiesce(alpha, beta, ply, 0);
    Scratch::Lease lease(scratch_);
    std::vector<int>& list = *lease;
    int opp_fives = 0;
    if (const auto value = verdict(depth, ply, list, opp_fives)) return *value;

    const bool pv = beta - alpha > 1;
    const std::uint64_t key = s_.hash();
    int tt_move = -1;
    if (const auto* e = tt_.probe(key)) {
        tt_move = e->move;
        if (e->depth >= depth && !pv) {
            if (const auto v = GomokuTable::cutoff(*e, ply, alpha, beta)) return *v;
        }
    }
    const bool threatened = opp_fives > 0 || s_.has_threat(opp, Threat::Flex4);
    if (!pv && !threatened) {
        if (const auto v = cut_by_evaluation(depth, alpha, beta, ply)) return *v;
    }
    bool forced = false;
    moves(list, forced, tt_move, ply);
    if (list.empty()) return s_.evaluate(own_tenths_);
    const bool extend = forced && extends() && extensions > 0;
    const int next_depth = extend ? depth : depth - 1;
    const int next_extensions = extend ? extensions - 1 : extensions;

    int best = -kInfinity, best_move = list[0];
    const int alpha0 = alpha;
    for (std::size_t i = 0; i < list.size(); ++i) {
        const int c = list[i];
        const int index = static_cast<int>(i);
        // Quiet: makes no open three or better for either side.
        const bool quiet =
            !forced && c != tt_move && s_.threat(c, own) < Threat::Flex3 && s_.threat(c, opp) < Threat::Flex3;
        if (!pv && quiet && depth <= kPruneDepth && index >= 3 + depth * depth && best > -kGomokuWinBound) continue;
        const int r = quiet && depth >= 2 && index >= 1
                          ? std::clamp(reduction(depth, index) - (pv ? 1 : 0), 0, next_depth - 1)
                          : 0;
        s_.play(c);
        int v;
        if (i == 0) {
            v = -selective(next_depth, -beta, -alpha, ply + 1, next_extensions);
        } else {
            v = -selective(next_depth - r, -alpha - 1, -alpha, ply + 1, next_extensions);
            if (r > 0 && v > alpha && !control_.stopped()) {
                v = -selective(next_depth, -alpha - 1, -alpha, ply + 1, next_extensions);
            }
            if (v > alpha && v < beta && !control_.stopped()) {
                v = -selective(next_depth, -beta, -alpha, ply + 1, next_extensions);
            }
        }
        s_.undo();
        if (control_.stopped()) return 0;
        if (v <= best) continue;
        best = v;
        best_move = c;
        alpha = std::max(alpha, v);
        if (alpha >= beta) {
            remember(c, depth, ply);
            break;
        }
    }
    tt_.store(key, gomoku_to_table(best, ply), best_move, depth, GomokuTable::bound_of(best, alpha0, beta));
    return best;
}

}  // namespace lineup::ai
