// GomokuSearch: alpha-beta (principal variation search) for Gomoku on a
// SearchBoard (search_board.hpp), with iterative deepening, a transposition
// table, killer and history move ordering, and threat logic at every node:
//
// - a Five for the side to move wins at once;
// - the opponent's Fives must be blocked (two of them: lost);
// - an open four (or double four) wins when the opponent has no four to
//   answer with;
// - against an open three only the cells that stop it (after which the
//   opponent has no open four to make) and our own fours are tried;
// - otherwise the best `width` candidates near the stones, by pattern score.
//
// Threat search: vcf() looks for a win by continuous fours (VCF), where every
// attacking move makes a four, so the defender's reply is forced; vct()
// (victory by continuous threats) also allows open threes, answered by all
// their defences. Both honour the rule (exact five) and rocks through the
// pattern table, and bubbles through the state's Five cells.
//
// The selective search (Master's) adds to this what lets strong engines read
// twice as deep: late quiet moves searched shallower first (late move
// reductions) and, near the horizon, not at all (move count pruning); nodes
// whose static evaluation is far outside the window cut short (futility and
// razoring); and at the horizon a quiescence by fours instead of the bare
// evaluation.
//
// Scores: kWin - ply for a win found ply moves from the root; evaluation
// otherwise. Ties between moves go to the one tried first; the caller may
// shuffle the root moves (seeded) to vary the play.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "ai/gomoku/search_board.hpp"
#include "ai/levels.hpp"
#include "ai/limits.hpp"

namespace lineup::ai {

inline constexpr int kGomokuWin = 1'000'000;
inline constexpr int kGomokuWinBound = kGomokuWin - 1000;  ///< above: a win
inline constexpr int kGomokuMaxPly = 60;                   ///< plies from the root searched at most

/// A win or loss as the table keeps it: counted from the node, not the root.
inline int gomoku_to_table(int value, int ply) {
    if (value > kGomokuWinBound) return value + ply;
    if (value < -kGomokuWinBound) return value - ply;
    return value;
}
inline int gomoku_from_table(int value, int ply) {
    if (value > kGomokuWinBound) return value - ply;
    if (value < -kGomokuWinBound) return value + ply;
    return value;
}

/// True for a value that is a win or a loss found, not an evaluation.
inline bool gomoku_decided(int value) { return value > kGomokuWinBound || value < -kGomokuWinBound; }

class GomokuTable {
public:
    explicit GomokuTable(std::size_t megabytes);
    struct Entry {
        std::uint64_t key = 0;
        std::int32_t value = 0;
        std::int16_t move = -1;
        std::int8_t depth = -1;
        std::uint8_t bound = 0;  ///< 1 lower, 2 upper, 3 exact
    };
    const Entry* probe(std::uint64_t key) const {
        const Entry& e = entries_[static_cast<std::size_t>(key & mask_)];
        return e.key == key && e.depth >= 0 ? &e : nullptr;
    }
    static constexpr std::uint8_t kLower = 1, kUpper = 2, kExact = 3;
    /// The entry's value (from the node at `ply`) when its bound decides the
    /// window (alpha, beta); nullopt otherwise.
    static std::optional<int> cutoff(const Entry& e, int ply, int alpha, int beta) {
        const int v = gomoku_from_table(e.value, ply);
        if (e.bound == kExact || (e.bound == kLower && v >= beta) || (e.bound == kUpper && v <= alpha)) return v;
        return std::nullopt;
    }
    /// The bound a search of window (alpha, beta) that found `best` proves.
    static std::uint8_t bound_of(int best, int alpha, int beta) {
        return best >= beta ? kLower : best > alpha ? kExact : kUpper;
    }
    void store(std::uint64_t key, int value, int move, int depth, std::uint8_t bound) {
        Entry& e = entries_[static_cast<std::size_t>(key & mask_)];
        if (e.key == key && e.depth > depth && bound != 3) return;  // keep a deeper result
        e = {key, value, static_cast<std::int16_t>(move), static_cast<std::int8_t>(depth), bound};
    }
    void clear();

private:
    std::vector<Entry> entries_;
    std::uint64_t mask_;
};

struct GomokuSearchResult {
    int best = -1;  ///< state cell index
    int value = 0;
    int depth = 0;  ///< deepest completed iteration
};

/// How far the main search looks for wins by continuous fours (VCF) on its
/// way: a VCF found scores as a win, so threat combinations are not lost
/// behind the horizon. Plies; 0: none.
struct GomokuThreatChecks {
    int reply = 0;  ///< at the root's replies: a move that hands the opponent one is lost
    int leaf = 0;   ///< at the horizon, for the side to move
};

/// The nodes a search counted, by kind: its main tree's (the alpha-beta's
/// inner nodes and leaves), its quiescence's (the selective search's fours
/// past the horizon), and its threat searches' (VCF and VCT). They add up to
/// the nodes its SearchControl counted.
struct GomokuNodeKinds {
    std::uint64_t main = 0;
    std::uint64_t quiescence = 0;
    std::uint64_t threats = 0;
    GomokuNodeKinds& operator+=(const GomokuNodeKinds& o) {
        main += o.main;
        quiescence += o.quiescence;
        threats += o.threats;
        return *this;
    }
};

class GomokuSearch {
public:
    /// `width`: candidate moves searched at a quiet node; `own_tenths`: the
    /// evaluation's weight on the side to move (SearchBoard::evaluate).
    GomokuSearch(SearchBoard& state, SearchControl& control, GomokuTable& table, int width,
                 GomokuThreatChecks checks = {}, int own_tenths = SearchBoard::kDefaultOwnTenths,
                 bool selective = false)
        : s_(state),
          control_(control),
          tt_(table),
          width_(width),
          checks_(checks),
          own_tenths_(own_tenths),
          selective_(selective) {}
    /// The search of a level: its width, threat checks, evaluation weight and kind.
    GomokuSearch(SearchBoard& state, SearchControl& control, GomokuTable& table, const LevelPolicy& policy)
        : GomokuSearch(state, control, table, policy.width, GomokuThreatChecks{policy.reply_checks, policy.leaf_checks},
                       policy.own_tenths, policy.selective) {}

    /// Iterative deepening to `max_depth` plies (or until stopped). `root`
    /// fixes the root moves and their first order (empty: generated).
    GomokuSearchResult run(int max_depth, std::vector<int> root = {});

    /// A first move that wins by continuous fours for the side to move
    /// (within `max_plies` plies), or -1.
    int find_vcf(int max_plies);
    /// The same with threes allowed as threats (much more expensive).
    int find_vct(int max_plies);

    /// The nodes searched so far, by kind.
    const GomokuNodeKinds& kinds() const { return kinds_; }

    /// The moves worth searching at the current node (threat logic above),
    /// best first; `forced` tells whether they were forced.
    void moves(std::vector<int>& out, bool& forced, int tt_move, int ply);
    /// Against the opponent's open three: exactly the moves after which it
    /// has no open four to make, and the side to move's own fours. Returns
    /// how many cells touch the threat (the opponent's four cells and the
    /// side's own, before the exact defences are picked out of them).
    int defences(std::vector<int>& out);

private:
    int negamax(int depth, int alpha, int beta, int ply, int extensions);
    /// The selective search (selective.cpp): negamax() with moves pruned
    /// and reduced by the static evaluation and their order, and quiesce()
    /// at the horizon instead of the evaluation.
    int selective(int depth, int alpha, int beta, int ply, int extensions);
    /// The horizon of the selective search: the evaluation, unless a win by
    /// fours (the side to move's fours and the forced blocks) does better.
    int quiesce(int alpha, int beta, int ply, int fours);
    /// A quiet node of the selective search far outside the window, taken at
    /// its evaluation (futility) or its quiescence (razoring); nullopt: search it.
    std::optional<int> cut_by_evaluation(int depth, int alpha, int beta, int ply);
    /// One child of the root or of an inner node, by the level's kind of search.
    int child(int depth, int alpha, int beta, int ply, int extensions) {
        return selective_ ? selective(depth, alpha, beta, ply, extensions)
                          : negamax(depth, alpha, beta, ply, extensions);
    }
    /// The value of a node (of either search, through verdict()) decided
    /// without searching its moves (`opp_fives`: the opponent's fives to
    /// block); nullopt: search them.
    std::optional<int> decided(int depth, int ply, int opp_fives);
    /// The start of a node of either search, once the side to move has no
    /// five: the opponent's fives to block into `fives` (two: lost), then
    /// decided(), then the node counted (a stop gives 0); nullopt: search it.
    std::optional<int> verdict(int depth, int ply, std::vector<int>& fives, int& opp_fives);
    /// A win by continuous fours for the side to move within `plies`: the
    /// length of the one found in plies (1: a five now), or 0.
    int vcf(int plies);
    bool vct(int plies);
    /// The attacker's (side to move's) moves for a VCF / VCT step; false when
    /// no threat sequence can start here.
    bool vcf_candidates(std::vector<int>& out);
    bool vct_candidates(std::vector<int>& out);
    /// The side to move plays the four `c`: the length of its win by fours
    /// within `plies` (0: none). threat_wins: whether the threat `c` wins by
    /// threes and fours within `plies`.
    int four_wins(int c, int plies);
    bool threat_wins(int c, int plies);
    void remember(int move, int depth, int ply);
    /// Counts a node of the kind `counter` counts (a member of kinds_); true
    /// once the search must stop (SearchControl::tick).
    bool tick(std::uint64_t& counter) {
        ++counter;
        return control_.tick();
    }
    GomokuNodeKinds kinds_;
    /// Whether a node's forced replies cost no depth: few cells touch the
    /// threat (moves() sets breadth_ to defences()'s count, to the fives to
    /// block, or to a four-three's exact defences, four_three.hpp). An open
    /// three's is counted before the exact defences are picked out of them:
    /// extending every open three with at most 4 exact defences read fewer
    /// plies elsewhere and lost a node-limited match (docs/gomoku-engine.md,
    /// "Exact defences"); a four-three's exact count did not lose one.
    bool extends() const { return breadth_ <= 4; }
    int breadth_ = 0;

    /// Move lists for the recursion without an allocation per node: a lease
    /// borrows a cleared vector and gives it back when it goes out of scope.
    class Scratch {
    public:
        class Lease {
        public:
            explicit Lease(Scratch& pool) : pool_(pool), list_(pool.borrow()) {}
            ~Lease() { --pool_.used_; }
            Lease(const Lease&) = delete;
            Lease& operator=(const Lease&) = delete;
            std::vector<int>& operator*() { return list_; }
            std::vector<int>* operator->() { return &list_; }

        private:
            Scratch& pool_;
            std::vector<int>& list_;
        };

    private:
        std::vector<int>& borrow() {
            if (used_ == lists_.size()) lists_.push_back(std::make_unique<std::vector<int>>());
            std::vector<int>& list = *lists_[used_++];
            list.clear();
            return list;
        }
        std::vector<std::unique_ptr<std::vector<int>>> lists_;
        std::size_t used_ = 0;
    };

    SearchBoard& s_;
    SearchControl& control_;
    GomokuTable& tt_;
    int width_;
    GomokuThreatChecks checks_;
    int own_tenths_;
    bool selective_;
    Scratch scratch_;
    struct Scored {
        int score;
        int order;  ///< position in the unsorted list: ties keep it
        int cell;
    };
    std::vector<Scored> scored_;
    std::vector<std::array<int, 2>> killers_ = std::vector<std::array<int, 2>>(64, {-1, -1});
    std::vector<int> history_ = std::vector<int>(30 * 30, 0);
};

}  // namespace lineup::ai
