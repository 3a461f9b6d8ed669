#include "core/setup.hpp"

#include <cassert>
#include <unordered_set>
#include <utility>

#include "core/board.hpp"
#include "core/rng.hpp"

namespace lineup::core {
namespace {

using Moves = std::vector<Move>;

// Gomoku: the first player's stones and the second's, taken in turn; after
// the first try (row by row), in an order shuffled by `attempt`.
Moves interleave(const GameConfig& c, std::span<const Stone> cells, std::uint32_t attempt) {
    Moves first, second, out;
    for (int row = 0; row < c.rows; ++row) {
        for (int col = 0; col < c.cols; ++col) {
            const Stone s = cells[static_cast<std::size_t>(row * c.cols + col)];
            if (s == Stone::First) first.push_back(Move::at({col, row}));
            if (s == Stone::Second) second.push_back(Move::at({col, row}));
        }
    }
    if (attempt > 0) {
        Rng rng(attempt);
        for (Moves* side : {&first, &second}) {
            for (std::size_t i = side->size(); i > 1; --i) {
                std::swap((*side)[i - 1], (*side)[rng.below(static_cast<std::uint32_t>(i))]);
            }
        }
    }
    for (std::size_t i = 0; i < first.size(); ++i) {
        out.push_back(first[i]);
        if (i < second.size()) out.push_back(second[i]);
    }
    return out;
}

// Connect 4: an order in which every column fills from the bottom with the
// sides taking turns. A depth-first search over the columns' heights; the
// heights it has seen fail are not tried again (at most 9^cols states).
class Stacker {
public:
    /// Each column holds its discs from `bottoms` (its rocks) to `tops`.
    Stacker(const GameConfig& c, std::span<const Stone> cells, std::vector<int> bottoms, std::vector<int> tops)
        : c_(c), cells_(cells), tops_(std::move(tops)), bottoms_(std::move(bottoms)), heights_(bottoms_) {}

    bool search(Stone side) {
        if (moves_.size() == total()) return true;
        const std::uint64_t key = state();
        if (failed_.contains(key)) return false;
        const Stone other = side == Stone::First ? Stone::Second : Stone::First;
        for (int col = 0; col < c_.cols; ++col) {
            const auto k = static_cast<std::size_t>(col);
            if (heights_[k] >= tops_[k] || at(col, heights_[k]) != side) continue;
            ++heights_[k];
            moves_.push_back(Move::column(col));
            if (search(other)) return true;
            moves_.pop_back();
            --heights_[k];
        }
        failed_.insert(key);
        return false;
    }
    Moves moves() const { return moves_; }

private:
    Stone at(int col, int row) const { return cells_[static_cast<std::size_t>(row * c_.cols + col)]; }
    std::size_t total() const {
        std::size_t n = 0;
        for (std::size_t i = 0; i < tops_.size(); ++i) n += static_cast<std::size_t>(tops_[i] - bottoms_[i]);
        return n;
    }
    std::uint64_t state() const {
        std::uint64_t key = 0;
        for (int h : heights_) key = key * 32 + static_cast<std::uint64_t>(h);
        return key;
    }

    const GameConfig& c_;
    std::span<const Stone> cells_;
    std::vector<int> tops_;
    std::vector<int> bottoms_;
    std::vector<int> heights_;
    Moves moves_;
    std::unordered_set<std::uint64_t> failed_;
};

// Plays `moves` out: a win (or a full board) at the end is a finished game,
// and so is one before the end, since a line once made stays on the board;
// except an exact five that a later stone turns into an overline.
Expected<Moves, SetupProblem> checked(const GameConfig& c, Moves moves) {
    Board board(c);
    for (const Move& move : moves) {
        if (board.status() != Status::Playing) {
            const bool overline = c.game == GameKind::Gomoku && c.rule != Rule::Freestyle;
            return overline ? SetupProblem::Unreachable : SetupProblem::Finished;
        }
        if (board.play(move)) return SetupProblem::Unreachable;
    }
    if (board.status() != Status::Playing) return SetupProblem::Finished;
    return moves;
}

}  // namespace

Expected<std::vector<Move>, SetupProblem> moves_to_reach(const GameConfig& c, std::span<const Stone> cells) {
    assert(cells.size() == static_cast<std::size_t>(c.cols * c.rows));
    int first = 0, second = 0;
    for (const Stone s : cells) {
        first += s == Stone::First ? 1 : 0;
        second += s == Stone::Second ? 1 : 0;
    }
    if (first != second && first != second + 1) return SetupProblem::Counts;
    if (c.game == GameKind::Connect4) {
        std::vector<int> bottoms, tops;
        for (int col = 0; col < c.cols; ++col) {
            int top = 0, bottom = 0;
            for (int row = 0; row < c.rows; ++row) {
                const Stone s = cells[static_cast<std::size_t>(row * c.cols + col)];
                if (s == Stone::Empty) continue;
                if (row != top) return SetupProblem::Floating;
                if (s == Stone::Rock && bottom != row) return SetupProblem::Unreachable;  // a rock on a disc
                bottom += s == Stone::Rock ? 1 : 0;
                top = row + 1;
            }
            bottoms.push_back(bottom);
            tops.push_back(top);
        }
        Stacker stacker(c, cells, std::move(bottoms), std::move(tops));
        if (!stacker.search(Stone::First)) return SetupProblem::Unreachable;
        return checked(c, stacker.moves());
    }
    // An exact five that a later stone turns into an overline ends the game
    // too early: other orders of the same stones may not make it.
    constexpr std::uint32_t kOrders = 64;
    for (std::uint32_t attempt = 0;; ++attempt) {
        auto moves = checked(c, interleave(c, cells, attempt));
        if (moves || moves.error() != SetupProblem::Unreachable || attempt + 1 == kOrders) return moves;
    }
}

}  // namespace lineup::core
