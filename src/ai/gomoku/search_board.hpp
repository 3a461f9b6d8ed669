// SearchBoard: the position as today's search (search.hpp) reads it, kept by
// ThreatBoard (board/threat_board.hpp). It is the whole of what the search,
// the analysis, the review and the players ask of a position:
//
//   per cell and player   threat()      the Threat that the cell's class refines
//                         cell_score()  the move score (CellInfo::score)
//   per player            has_threat()  from the Threat counts
//                         cells_with()  the cells of a Threat or stronger
//   position              candidates(), evaluate() (the score sums), hash(),
//                         to_move(), empty_cells(), the bubbles, play(), undo()
//
// The search reads no line kinds and no evaluation shares: only classes (as
// Threats), scores, their sums and the Threat counts.
//
// Renju: a point forbidden to the first player counts as nothing for it
// (threat None, score 0, no Threat count, no share of its score sum), as
// today's search has always seen it. The points judged are those whose lines
// make a double three, a four-three or a double four (Threat ThreeThree to
// Flex4; an overline alone already scores nothing), judged exactly
// (ThreatBoard::forbidden) once per position, when the first player has
// such a point: the judgement of a position reached is the one a fresh
// computation gives. (The former core, GomokuState, judged a point when its
// own lines changed, so a far stone could leave it stale; the search, not
// legality, paid for that: the players check the move they choose on the board.)
#pragma once

#include <cstdint>
#include <vector>

#include "ai/gomoku/board/threat_board.hpp"
#include "ai/gomoku/cell_value.hpp"
#include "core/board.hpp"

namespace lineup::ai {

class SearchBoard {
public:
    /// The position of a running Gomoku board (size <= 20).
    explicit SearchBoard(const core::Board& board);

    /// The evaluation's default weight on the side to move, in tenths.
    static constexpr int kDefaultOwnTenths = 12;

    int size() const { return board_.size(); }
    int index(core::Cell c) const { return board_.index(c); }
    core::Cell cell(int idx) const { return board_.cell(idx); }
    core::Side to_move() const { return board_.to_move(); }
    int stones() const { return board_.stones(); }
    int empty_cells() const { return board_.empty_cells(); }
    bool is_empty(int idx) const { return board_.is_empty(idx); }
    std::uint64_t hash() const { return board_.hash(); }
    /// The core itself, for what the search does not read.
    const ThreatBoard& core() const { return board_; }

    /// Places a stone of the side to move on an empty cell / takes the last back.
    void play(int idx) {
        board_.play(idx);
        if (renju_) forget_judgement();
    }
    void undo() { board_.undo(); }

    /// What a stone of `side` on the empty cell makes (Five for a bubble win).
    Threat threat(int idx, core::Side side) const {
        const Threat t = to_threat(board_.threat(idx, side));
        if (renju_ && side == core::Side::First && judged(t) && forbidden(idx)) return Threat::None;
        return t;
    }
    /// Score of a move on the cell for `side`.
    int cell_score(int idx, core::Side side) const {
        if (renju_ && side == core::Side::First && judged(to_threat(board_.line_class(idx, side))) && forbidden(idx)) {
            return 0;
        }
        return board_.score(idx, side);
    }
    /// True when `side` has an empty cell where it would make at least `t`.
    bool has_threat(core::Side side, Threat t) const;
    /// The empty cells where `side` would make at least `t`, in board order.
    void cells_with(core::Side side, Threat t, std::vector<int>& out) const;
    /// Empty cells within two cells of a stone and the empty bubble cells, in
    /// board order (the centre's nearest free cell on an empty board).
    void candidates(std::vector<int>& out) const { board_.candidates(out); }
    /// Static evaluation from the side to move: the summed cell scores of the
    /// side to move, weighted by `own_tenths` / 10 (the move it has in hand
    /// makes its shapes worth more than the opponent's), less the opponent's;
    /// with bubbles, 400 a bubble held more than the opponent.
    int evaluate(int own_tenths = kDefaultOwnTenths) const;

    bool has_bubbles() const { return board_.has_bubbles(); }
    int bubbles_at(int idx) const { return board_.bubbles_at(idx); }

private:
    /// Renju: the first player's points forbidden in one position, with their
    /// scores and Threat counts (taken out of the sums and counts).
    struct Judgement {
        bool known = false;
        std::vector<int> cells;
        long long score = 0;
        ThreatCounts counts;
    };
    /// The Threats whose points Renju's rule is asked about.
    static bool judged(Threat t) { return t >= Threat::ThreeThree && t <= Threat::Flex4; }
    void forget_judgement();
    const Judgement& judgement() const;  // the present position's, made on first use
    bool forbidden(int idx) const;       // a judged point of the present position

    ThreatBoard board_;
    bool renju_;
    mutable std::vector<Judgement> judgements_;  // per ply of the board
};

}  // namespace lineup::ai
