// An independent Connect 4 oracle for tests: plain minimax over core::Board
// (the rules, not the bitboards), memoised by position, with the same score
// convention as the solver: S - k for a win with the winner's k-th disc,
// S = cols * rows / 2 + 1, 0 for a draw. Only for small boards. The memo
// knows cells, not layouts: use one oracle per rock/bubble layout.
#pragma once

#include <string>
#include <unordered_map>

#include "core/board.hpp"

namespace lineup::ai::test {

class BruteForce {
public:
    int score(core::Board& board) {
        const std::string key = encode(board);
        if (auto it = memo_.find(key); it != memo_.end()) return it->second;
        const int base = board.cols() * board.rows() / 2 + 1;
        int best = -1000;
        for (int col = 0; col < board.cols(); ++col) {
            if (board.play(core::Move::column(col))) continue;  // full
            int value;
            if (board.status() == core::Status::Won) {
                value = base - (board.ply() + 1) / 2;  // the mover's disc count
            } else if (board.status() == core::Status::Draw) {
                value = 0;
            } else {
                value = -score(board);
            }
            board.undo();
            if (value > best) best = value;
        }
        memo_[key] = best;
        return best;
    }

private:
    // One character per cell: exact for any board size.
    static std::string encode(const core::Board& board) {
        std::string key;
        key.reserve(static_cast<std::size_t>(board.cols() * board.rows()));
        for (int row = 0; row < board.rows(); ++row) {
            for (int col = 0; col < board.cols(); ++col) {
                key += static_cast<char>('0' + static_cast<int>(board.at({col, row})));
            }
        }
        return key;
    }
    std::unordered_map<std::string, int> memo_;
};

}  // namespace lineup::ai::test
