#include "core/perft.hpp"

#include <vector>

namespace lineup::core {

std::uint64_t perft(Board& board, int depth) {
    if (depth == 0) return 1;
    std::vector<Move> moves;
    board.legal_moves(moves);
    if (depth == 1) return moves.size();
    std::uint64_t total = 0;
    for (Move move : moves) {
        board.play(move);
        total += perft(board, depth - 1);
        board.undo();
    }
    return total;
}

}  // namespace lineup::core
