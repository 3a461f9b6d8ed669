// RequestServer: serves the game's requests to the computer player
// (protocol.hpp): the level's move, or a hint with its analysis as facts (an
// outlook, a distance, per-column values; text/messages.hpp words them). Natively a thread runs it, in
// the browser a Web Worker runs the same code compiled to a small engine-only
// WebAssembly module. It keeps its transposition tables between requests, so
// a game gets faster as it goes; the Connect 4 opening book is built in.
#pragma once

#include <atomic>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>

#include "ai/connect4/search.hpp"
#include "ai/connect4/solver.hpp"
#include "ai/gomoku/search.hpp"
#include "ai/protocol.hpp"

namespace lineup::ai {

class RequestServer {
public:
    /// The candidate moves an ANALYSE reply ranks.
    static constexpr int kAnalysedCandidates = 3;
    /// The heuristic search's time for a SCORE the solver ran out of time on
    /// (a SCORE with a node budget gives it that many nodes instead).
    static constexpr int kEstimateTimeMs = 400;
    /// The transposition tables' sizes: Connect 4's exact solver gains the most
    /// from a large one.
    static constexpr std::size_t kConnect4Megabytes = 128;
    static constexpr std::size_t kGomokuMegabytes = 32;
    /// `hint`: the host's hint about the Connect 4 table's memory (bound_table.hpp).
    explicit RequestServer(std::size_t c4_megabytes = kConnect4Megabytes,
                           std::size_t gomoku_megabytes = kGomokuMegabytes, MemoryHint hint = nullptr);

    /// Where a request's PART replies go while it is served (protocol.hpp).
    using Parts = std::function<void(const Reply&)>;
    using PartLines = std::function<void(const std::string&)>;

    /// Serves one request; `stop` may end the search early (the reply is then
    /// the best move found so far); `parts` hears each PART before the reply.
    Reply handle(const Request& request, const std::atomic<bool>* stop = nullptr, const Parts& parts = {});
    /// Builds what the first request of each game would otherwise build (the
    /// Gomoku line-kind table of the usual rule and the cell table), so no
    /// request pays for them.
    void warm_up();
    /// The same over text lines (what the browser worker calls).
    std::string handle_line(std::string_view line, const std::atomic<bool>* stop = nullptr,
                            const PartLines& parts = {});
    /// Takes an analysis book's file (analysis_book.hpp) for the Connect 4
    /// analysis, hints and scores from now on; a refused file (the reason is
    /// returned) changes nothing.
    std::optional<BookError> load_connect4_analysis_book(std::span<const std::uint8_t> bytes);

private:
    Reply connect4(const Request& request, const core::Board& board, const std::atomic<bool>* stop);
    Reply gomoku(const Request& request, const core::Board& board, const std::atomic<bool>* stop);
    /// SCORE: the last move's exact score, searched from the position before it.
    Reply score(const Request& request, const std::atomic<bool>* stop);
    /// SCORES: every playable column's SCORE, each told to `parts` as it comes.
    Reply scores(const Request& request, const core::Board& board, const std::atomic<bool>* stop, const Parts& parts);
    /// GRADE: the record's last move graded (ai/connect4/review.hpp, ai/gomoku/review.hpp).
    Reply grade(const Request& request, const std::atomic<bool>* stop);
    /// MOVE while a Swap opening places or chooses (`game`, with its choices;
    /// `position`, the same stones with the standard opening): the opener's
    /// stones (ai/gomoku/swap2.hpp), or a CHOSE reply.
    Reply opening(const Request& request, const core::Board& game, const core::Board& position,
                  const std::atomic<bool>* stop);
    /// ANALYSE: the Gomoku engine's view of the position (ai/gomoku/analysis.hpp),
    /// each depth completed before the last told to `parts`.
    Reply analyse(const Request& request, const core::Board& board, const std::atomic<bool>* stop, const Parts& parts);

    Connect4Solver c4_;
    // On the heap: c4_ points at it, and a moved server keeps it where it is.
    std::unique_ptr<Connect4AnalysisBook> c4_analysis_book_;
    /// The last position a SCORE fell back to the heuristic search on, and
    /// that search's column values.
    std::optional<std::pair<core::GameRecord, C4SearchResult>> estimate_;
    GomokuTable gomoku_table_;
};

/// The built-in Connect 4 opening book (empty when the build has none).
const Connect4Book& builtin_connect4_book();
/// The built-in book of Perfect's opening moves (empty when the build has none).
const Connect4MoveBook& builtin_connect4_move_book();

}  // namespace lineup::ai
