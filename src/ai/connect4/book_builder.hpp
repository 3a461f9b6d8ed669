// Building the Connect 4 opening book (book.hpp). Only the positions with
// exactly `depth` discs are solved by search; every shallower score follows
// from its children's by negamax, so a deeper book costs only its last level.
//
//   auto levels = enumerate_book_positions(depth);    // per number of discs
//   for each position of levels[depth]: leaf_scores[key] = solver.solve(...)  (solver.hpp)
//   Connect4Book book = back_up_book(levels, leaf_scores, depth);
//
// Positions travel as move strings from the empty board ("4453"), so a long
// run can save its progress as text and resume.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "ai/connect4/book.hpp"
#include "core/board.hpp"

namespace lineup::ai {

struct BookPosition {
    std::uint64_t key;  ///< canonical key (Connect4Book::canonical_key)
    std::string moves;  ///< one way to reach it, 1-based columns
};

/// levels[d]: every 7x6 position with d discs (one per mirror pair) where the
/// game goes on and the side to move cannot win at once, in move-string order.
std::vector<std::vector<BookPosition>> enumerate_book_positions(int depth);

/// The book from the scores of the deepest level (`leaf_scores`, by key; every
/// position of levels[depth] must be there).
Connect4Book back_up_book(const std::vector<std::vector<BookPosition>>& levels,
                          const std::map<std::uint64_t, int>& leaf_scores, int depth);

/// The move book's positions (move_book.hpp): every 7x6 position where
/// `perfect` is to move with at most `max_plies` discs, reached when Perfect
/// plays the moves decided for it and the opponent plays anything. `known`
/// maps canonical keys to decided columns (Connect4MoveBook::entry form): moves
/// found there are reused, and `decide(board)` is called for every other
/// position, its column added to `known`. Returns the positions visited.
std::size_t walk_move_book(core::Side perfect, int max_plies, std::map<std::uint64_t, int>& known,
                           const std::function<int(const core::Board&)>& decide);

}  // namespace lineup::ai
