// Building the analysis book (analysis_book.hpp). Only the positions with
// exactly `depth` discs need a search; every shallower score follows from its
// children's by negamax, so the cost of a book is its deepest layer.
//
//   C4BookLayers layers = enumerate_analysis_layers(depth);
//   std::vector<int> leaf_scores(layers.back().size());     // solver.hpp, in order
//   for i: leaf_scores[i] = *solver.solve(layers.back()[i].board())
//   Connect4AnalysisBook book = back_up_analysis_book(layers, leaf_scores);
//
// The layers are complete: every position the book covers is in them, also
// those reached only through a position where the side to move could have won
// at once. Their order (by canonical key) is fixed, so chunks of the deepest
// layer can be solved apart, on several threads or in several runs, and the
// book's bytes do not depend on how.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "ai/connect4/analysis_book.hpp"
#include "core/board.hpp"

namespace lineup::ai {

struct C4BookPosition {
    std::uint64_t key;  ///< canonical key (Connect4Book::canonical_key)
    std::string moves;  ///< one way to reach it, 1-based columns ("4453")
    /// The board after `moves`.
    core::Board board() const;
};

/// layers[d]: the positions the book covers with d discs, sorted by key.
using C4BookLayers = std::vector<std::vector<C4BookPosition>>;

/// The layers 0..depth (depth at most 12).
C4BookLayers enumerate_analysis_layers(int depth);

/// The score of layers[d][i] from the scores of layers[d + 1] (`below`, in
/// the order of that layer): the best over its children.
int back_up_score(const C4BookLayers& layers, int d, std::size_t i, const std::vector<int>& below);

/// The book from the scores of the deepest layer (in its order).
Connect4AnalysisBook back_up_analysis_book(const C4BookLayers& layers, const std::vector<int>& leaf_scores);

}  // namespace lineup::ai
