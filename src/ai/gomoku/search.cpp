#include "ai/gomoku/search.hpp"

#include <algorithm>
#include <climits>

#include "ai/gomoku/four_three.hpp"

namespace lineup::ai {
namespace {

using core::Side;

constexpr int kInfinity = INT_MAX / 2;
constexpr int kMaxExtensions = 8;

}  // namespace

GomokuTable::GomokuTable(std::size_t megabytes) {
    std::size_t n = 1;
    while (n * 2 * sizeof(Entry) <= std::max<std::size_t>(megabytes, 1) << 20) n *= 2;
    entries_.resize(n);
    mask_ = n - 1;
}

void GomokuTable::clear() { std::fill(entries_.begin(), entries_.end(), Entry{}); }

void GomokuSearch::moves(std::vector<int>& out, bool& forced, int tt_move, int ply) {
    const Side own = s_.to_move();
    const Side opp = core::opponent(own);
    forced = false;
    breadth_ = 0;
    if (s_.has_threat(opp, Threat::Five)) {
        s_.cells_with(opp, Threat::Five, out);  // block it (two of them: the caller has lost)
        forced = true;
        breadth_ = static_cast<int>(out.size());
        return;
    }
    if (s_.has_threat(opp, Threat::Flex4)) {
        breadth_ = defences(out);  // an open three (or better) of the opponent
        forced = true;
    } else if (!s_.has_bubbles() && s_.core().rule() != core::Rule::Renju && s_.has_threat(opp, Threat::FourThree) &&
               (breadth_ = four_three_defences(s_, out, *Scratch::Lease(scratch_))) > 0) {  // (scratch for the call)
        forced = true;  // a four-three of the opponent's that wins
    } else {
        s_.candidates(out);
    }
    const auto& killers = killers_[static_cast<std::size_t>(std::min(ply, 63))];
    scored_.clear();
    for (int c : out) {
        int score = s_.cell_score(c, own) + s_.cell_score(c, opp) * 4 / 5 + history_[static_cast<std::size_t>(c)] / 8;
        if (s_.has_bubbles() && s_.bubbles_at(c) > 0) score += 300 * s_.bubbles_at(c);
        if (c == tt_move) score += 1 << 28;
        if (c == killers[0] || c == killers[1]) score += 1 << 20;
        scored_.push_back({score, static_cast<int>(scored_.size()), c});
    }
    // Highest score first; ties keep the list's order (cell order), so the
    // search is deterministic. Only the moves kept need sorting.
    const std::size_t keep = forced ? scored_.size() : std::min(scored_.size(), static_cast<std::size_t>(width_));
    const auto keep_end = scored_.begin() + static_cast<std::ptrdiff_t>(keep);
    std::partial_sort(scored_.begin(), keep_end, scored_.end(), [](const Scored& a, const Scored& b) {
        return a.score != b.score ? a.score > b.score : a.order < b.order;
    });
    out.clear();
    for (auto it = scored_.begin(); it != keep_end; ++it) out.push_back(it->cell);
}

int GomokuSearch::defences(std::vector<int>& out) {
    const Side own = s_.to_move();
    const Side opp = core::opponent(own);
    // A defence takes a cell where the opponent would make a four (the cells
    // of its open three's fives), or makes a four of ours: those are tried,
    // and a cell of the opponent's is kept when no open four is left to it.
    Scratch::Lease ours(scratch_);
    s_.cells_with(opp, Threat::Block4, out);
    s_.cells_with(own, Threat::Block4, *ours);
    int breadth = static_cast<int>(out.size());
    for (const int c : *ours) {
        if (std::find(out.begin(), out.end(), c) == out.end()) ++breadth;
    }
    std::erase_if(*ours, [&](int c) { return !makes_four(s_.threat(c, own)); });
    std::size_t kept = 0;
    for (const int c : out) {
        bool defends = makes_four(s_.threat(c, own));
        if (!defends) {
            s_.play(c);
            defends = !s_.has_threat(opp, Threat::Flex4);
            s_.undo();
        }
        if (defends) out[kept++] = c;
    }
    // No defence and no four: lost, and every cell of the opponent's fours
    // is left to try (the search finds the loss; a root keeps moves).
    if (kept > 0 || !ours->empty()) out.resize(kept);
    for (const int c : *ours) {
        if (std::find(out.begin(), out.end(), c) == out.end()) out.push_back(c);
    }
    return breadth;
}

void GomokuSearch::remember(int move, int depth, int ply) {
    auto& k = killers_[static_cast<std::size_t>(std::min(ply, 63))];
    if (k[0] != move) {
        k[1] = k[0];
        k[0] = move;
    }
    history_[static_cast<std::size_t>(move)] += depth * depth;
}

std::optional<int> GomokuSearch::decided(int depth, int ply, int opp_fives) {
    const Side own = s_.to_move();
    const Side opp = core::opponent(own);
    if (opp_fives == 0 && !s_.has_threat(opp, Threat::Block4)) {
        // The opponent cannot answer with a four: an open four wins, and so
        // does a four-three (its block makes no four, the three then an open four).
        if (s_.has_threat(own, Threat::Flex4)) return kGomokuWin - ply - 2;
        if (s_.has_threat(own, Threat::FourThree)) return kGomokuWin - ply - 4;
    }
    if (s_.empty_cells() == 0) return 0;
    // A win by continuous fours (the opponent has no five to answer with).
    // Looked for at the root's replies (a move that hands the opponent such a
    // win is lost) and at the horizon, where the search would not see it.
    // Valued by the length of the sequence found, so that a side that is lost
    // anyway prefers the line that resists longest (not the one whose loss
    // the VCF happened to spot).
    if (const int plies = ply == 1 ? checks_.reply : depth <= 0 ? checks_.leaf : 0; plies > 0 && opp_fives == 0) {
        if (const int length = vcf(plies); length > 0) return kGomokuWin - ply - (length - 1);
    }
    if (control_.stopped()) return 0;
    // A forced block at the horizon is searched one step further.
    if ((depth <= 0 && opp_fives == 0) || ply >= kGomokuMaxPly) return s_.evaluate(own_tenths_);
    return std::nullopt;
}

std::optional<int> GomokuSearch::verdict(int depth, int ply, std::vector<int>& fives, int& opp_fives) {
    const Side opp = core::opponent(s_.to_move());
    if (s_.has_threat(opp, Threat::Five)) {
        s_.cells_with(opp, Threat::Five, fives);
        opp_fives = static_cast<int>(fives.size());
        if (opp_fives >= 2) return -(kGomokuWin - ply - 1);
    }
    if (const auto value = decided(depth, ply, opp_fives)) return value;
    if (tick(kinds_.main)) return 0;
    return std::nullopt;
}

int GomokuSearch::negamax(int depth, int alpha, int beta, int ply, int extensions) {
    if (s_.has_threat(s_.to_move(), Threat::Five)) return kGomokuWin - ply;
    Scratch::Lease lease(scratch_);
    std::vector<int>& list = *lease;
    int opp_fives = 0;
    if (const auto value = verdict(depth, ply, list, opp_fives)) return *value;

    const std::uint64_t key = s_.hash();
    int tt_move = -1;
    if (const auto* e = tt_.probe(key)) {
        tt_move = e->move;
        if (e->depth >= depth) {
            if (const auto v = GomokuTable::cutoff(*e, ply, alpha, beta)) return *v;
        }
    }
    bool forced = false;
    moves(list, forced, tt_move, ply);
    if (list.empty()) return s_.evaluate(own_tenths_);
    // Forced replies with few options (blocking a five, meeting an open three)
    // cost no depth, up to kMaxExtensions times on a line: threat sequences
    // are read further without the tree exploding.
    const bool extend = forced && extends() && extensions > 0;
    const int next_depth = extend ? depth : depth - 1;
    const int next_extensions = extend ? extensions - 1 : extensions;

    int best = -kInfinity, best_move = list[0];
    std::uint8_t bound = GomokuTable::kUpper;
    for (std::size_t i = 0; i < list.size(); ++i) {
        s_.play(list[i]);
        int v;
        if (i == 0) {
            v = -negamax(next_depth, -beta, -alpha, ply + 1, next_extensions);
        } else {
            v = -negamax(next_depth, -alpha - 1, -alpha, ply + 1, next_extensions);
            if (v > alpha && v < beta && !control_.stopped()) {
                v = -negamax(next_depth, -beta, -alpha, ply + 1, next_extensions);
            }
        }
        s_.undo();
        if (control_.stopped()) return 0;
        if (v > best) {
            best = v;
            best_move = list[i];
        }
        if (v > alpha) {
            alpha = v;
            bound = GomokuTable::kExact;
            if (alpha >= beta) {
                bound = GomokuTable::kLower;
                remember(list[i], depth, ply);
                break;
            }
        }
    }
    tt_.store(key, gomoku_to_table(best, ply), best_move, depth, bound);
    return best;
}

GomokuSearchResult GomokuSearch::run(int max_depth, std::vector<int> root) {
    GomokuSearchResult result;
    if (root.empty()) {
        bool forced = false;
        moves(root, forced, -1, 0);
    }
    if (root.empty()) return result;
    result.best = root[0];
    for (int depth = 1; depth <= max_depth; ++depth) {
        int alpha = -kInfinity;
        int best = -1, best_value = -kInfinity;
        bool complete = true;
        for (std::size_t i = 0; i < root.size(); ++i) {
            s_.play(root[i]);
            int v;
            if (i == 0) {
                v = -child(depth - 1, -kInfinity, -alpha, 1, kMaxExtensions);
            } else {
                v = -child(depth - 1, -alpha - 1, -alpha, 1, kMaxExtensions);
                if (v > alpha && !control_.stopped()) v = -child(depth - 1, -kInfinity, -alpha, 1, kMaxExtensions);
            }
            s_.undo();
            if (control_.stopped() && depth > 1) {
                complete = false;
                break;
            }
            if (v > best_value) {
                best_value = v;
                best = root[i];
            }
            alpha = std::max(alpha, v);
        }
        if (!complete) {
            // An unfinished iteration still tells something: the previous best
            // move was searched first, and a move that beat it was searched to
            // the end (its re-search with the full window completed), so it is
            // better at this depth. The depth reported stays the last complete.
            if (best >= 0 && best != result.best) {
                result.best = best;
                result.value = best_value;
            }
            break;
        }
        result = {best, best_value, depth};
        // The best move leads the next iteration.
        std::stable_partition(root.begin(), root.end(), [best](int c) { return c == best; });
        if (gomoku_decided(best_value)) break;
        // Stop early when the next iteration would mostly run out of time
        // (each costs a few times the one before; an unfinished one still
        // counts when it found a better move). The selective search, whose
        // iterations cost less, uses its whole time.
        const int limit = control_.limits().time_ms;
        if (!selective_ && limit > 0 && control_.elapsed_ms() * 2 > limit) break;
        if (control_.poll()) break;
    }
    return result;
}

bool GomokuSearch::vcf_candidates(std::vector<int>& out) {
    const Side attacker = s_.to_move();
    const Side defender = core::opponent(attacker);
    if (s_.has_threat(defender, Threat::Five)) {
        // The defender threatens five: the block must itself be a four.
        s_.cells_with(defender, Threat::Five, out);
        return out.size() == 1 && s_.threat(out[0], attacker) >= Threat::Block4;
    }
    if (!s_.has_threat(attacker, Threat::Block4)) return false;  // no four to make: no scan
    s_.cells_with(attacker, Threat::Block4, out);
    std::stable_sort(out.begin(), out.end(),
                     [&](int a, int b) { return s_.threat(a, attacker) > s_.threat(b, attacker); });
    return !out.empty();
}

int GomokuSearch::four_wins(int c, int plies) {
    const Side attacker = s_.to_move();
    const Side defender = core::opponent(attacker);
    s_.play(c);
    int length = 0;
    if (!s_.has_threat(defender, Threat::Five)) {
        Scratch::Lease fives(scratch_);
        s_.cells_with(attacker, Threat::Five, *fives);
        if (fives->size() >= 2) {
            length = 3;  // two ways to five: the defender can block one
        } else if (fives->size() == 1) {
            s_.play((*fives)[0]);  // the forced block
            if (const int rest = vcf(plies - 2); rest > 0) length = rest + 2;
            s_.undo();
        }
    }
    s_.undo();
    return length;
}

int GomokuSearch::vcf(int plies) {
    if (s_.has_threat(s_.to_move(), Threat::Five)) return 1;
    if (plies <= 0 || tick(kinds_.threats)) return 0;
    Scratch::Lease candidates(scratch_);
    if (!vcf_candidates(*candidates)) return 0;
    for (int c : *candidates) {
        if (const int length = four_wins(c, plies); length > 0) return length;
        if (control_.stopped()) return 0;
    }
    return 0;
}

int GomokuSearch::find_vcf(int max_plies) {
    std::vector<int> candidates;
    s_.cells_with(s_.to_move(), Threat::Five, candidates);
    if (!candidates.empty()) return candidates[0];
    if (!vcf_candidates(candidates)) return -1;
    for (int c : candidates) {
        if (four_wins(c, max_plies) > 0) return c;
        if (control_.stopped()) break;
    }
    return -1;
}

bool GomokuSearch::vct_candidates(std::vector<int>& out) {
    const Side attacker = s_.to_move();
    const Side defender = core::opponent(attacker);
    // The defender's own fours and open threes come first: not a clean VCT.
    if (s_.has_threat(defender, Threat::Five) || s_.has_threat(defender, Threat::Flex4)) return false;
    s_.cells_with(attacker, Threat::Flex3, out);
    std::stable_sort(out.begin(), out.end(),
                     [&](int a, int b) { return s_.cell_score(a, attacker) > s_.cell_score(b, attacker); });
    if (out.size() > 12) out.resize(12);
    return !out.empty();
}

bool GomokuSearch::threat_wins(int c, int plies) {
    const Side attacker = s_.to_move();
    const Side defender = core::opponent(attacker);
    s_.play(c);
    bool refuted = s_.has_threat(defender, Threat::Five);
    if (!refuted) {
        // Every way to meet the threat: its defences and the defender's fours.
        Scratch::Lease replies(scratch_);
        defences(*replies);
        refuted = replies->empty();
        for (int d : *replies) {
            if (refuted) break;
            s_.play(d);
            refuted = !vct(plies - 2) || control_.stopped();
            s_.undo();
        }
    }
    s_.undo();
    return !refuted;
}

bool GomokuSearch::vct(int plies) {
    if (s_.has_threat(s_.to_move(), Threat::Five)) return true;
    if (plies <= 0 || tick(kinds_.threats)) return false;
    if (vcf(plies) > 0) return true;
    Scratch::Lease candidates(scratch_);
    if (!vct_candidates(*candidates)) return false;
    for (int c : *candidates) {
        if (threat_wins(c, plies)) return true;
        if (control_.stopped()) return false;
    }
    return false;
}

int GomokuSearch::find_vct(int max_plies) {
    if (const int c = find_vcf(max_plies); c >= 0) return c;
    std::vector<int> candidates;
    if (!vct_candidates(candidates)) return -1;
    for (int c : candidates) {
        if (threat_wins(c, max_plies)) return c;
        if (control_.stopped()) break;
    }
    return -1;
}

}  // namespace lineup::ai
