// Connect4Solver: exact Connect 4 scores for core boards of any size, theme
// and layout. It chooses the bitboard width for the board (dispatch.hpp) and
// runs C4Negamax (negamax.hpp) on it; it keeps its transposition table between
// calls, so a sequence of related positions (a game, a filter
// reading positions) gets faster as it goes. The table is cleared when the
// rock/bubble layout changes, since its keys do not encode the layout.
#pragma once

#include <atomic>
#include <cstdint>
#include <optional>
#include <vector>

#include "ai/bits.hpp"
#include "ai/connect4/analysis_book.hpp"
#include "ai/connect4/book.hpp"
#include "ai/connect4/bound_table.hpp"
#include "ai/connect4/dispatch.hpp"
#include "ai/connect4/move_book.hpp"
#include "ai/connect4/score_range.hpp"
#include "ai/limits.hpp"
#include "core/board.hpp"

namespace lineup::ai {

class Connect4Solver {
public:
    /// `tt_megabytes`: size of the transposition table (64 native, less in a
    /// browser); `hint`: the host's hint about its memory (bound_table.hpp).
    explicit Connect4Solver(std::size_t tt_megabytes = 64, MemoryHint hint = nullptr);

    /// The exact score of a running game (board.status() == Playing), or
    /// nullopt when a limit or the stop flag ended the search.
    std::optional<int> solve(const core::Board& board, const Limits& limits = {},
                             const std::atomic<bool>* stop = nullptr);

    /// Solving one position with several threads, which the caller runs (the
    /// library starts none): score_range() gives the range to narrow with
    /// C4ScoreRange, test() runs one of its tests. Calls of test() on one board
    /// may run on several threads at once, sharing the table; nothing else may
    /// use the solver meanwhile.
    /// score_range() requires a position that needs a search: one that solve()
    /// was stopped on (the book does not know it, and there is no win at once).
    C4ScoreRange score_range(const core::Board& board);
    /// The result of the null window [t, t+1] (see C4ScoreRange::record), or
    /// nullopt when stopped. Adds the nodes searched to `nodes`. `variant` != 0:
    /// a helper on a test another thread runs too (it orders ties its own way).
    std::optional<int> test(const core::Board& board, int t, const Limits& limits, const std::atomic<bool>* stop,
                            std::uint64_t& nodes, std::uint64_t variant = 0);

    /// Win (1), draw (0) or loss (-1) of a running game for the side to move:
    /// much cheaper than solve(). nullopt when stopped.
    std::optional<int> outcome(const core::Board& board, const Limits& limits = {},
                               const std::atomic<bool>* stop = nullptr);

    /// The score of each column for the side to move (nullopt for a full
    /// column, or for every column not finished when the search was stopped).
    std::vector<std::optional<int>> analyse(const core::Board& board, const Limits& limits = {},
                                            const std::atomic<bool>* stop = nullptr);

    /// The exact score of playing `col` in a running game, for the side to move
    /// (one entry of analyse()); nullopt when stopped. `col` must be playable.
    std::optional<int> score_move(const core::Board& board, int col, const Limits& limits = {},
                                  const std::atomic<bool>* stop = nullptr);

    /// The value of a running game and the columns that keep it.
    struct Verdict {
        int value;  ///< exact score, or outcome -1/0/1 when weak
        bool weak;
        std::vector<int> columns;  ///< every column that keeps the value, centre first
    };
    /// Exact (`weak` false) or win/draw/loss (`weak` true; much cheaper in the
    /// opening). nullopt when stopped.
    std::optional<Verdict> best_columns(const core::Board& board, bool weak, const Limits& limits = {},
                                        const std::atomic<bool>* stop = nullptr);

    /// The value of a running game and the first column of `order` that keeps
    /// it (`columns` holds that one column), trying them in turn: when the
    /// likeliest column comes first, one search usually settles the move.
    /// `order` must name every playable column. nullopt when stopped.
    std::optional<Verdict> first_keeping_column(const core::Board& board, bool weak, const std::vector<int>& order,
                                                const Limits& limits = {}, const std::atomic<bool>* stop = nullptr);

    /// Uses `book` (which must outlive the solver) for the positions it knows;
    /// nullptr turns the book off.
    void set_book(const Connect4Book* book) { book_ = book; }
    /// The analysis book (analysis_book.hpp; must outlive the solver), asked
    /// before the book above; nullptr turns it off. The answers are the same
    /// with it or without it, only sooner.
    void set_analysis_book(const Connect4AnalysisBook* book) { analysis_book_ = book; }
    /// Perfect's opening moves (must outlive the solver); nullptr: none.
    void set_move_book(const Connect4MoveBook* book) { move_book_ = book; }
    const Connect4MoveBook* move_book() const { return move_book_; }

    /// Nodes searched by the last call.
    std::uint64_t nodes() const { return nodes_; }
    /// Whether the last score_move() took its score from a book (then it
    /// searched nothing).
    bool scored_from_book() const { return scored_from_book_; }
    void clear() { table_.clear(); }

private:
    /// Makes `board`'s layout the current one: clears the table and builds the
    /// rules when it changed.
    void adopt_layout(const core::Board& board);
    /// Calls fn(rules) with the rules of the current layout (see adopt_layout).
    template <typename Fn>
    auto with_rules(Fn&& fn) const {
        return with_c4_rules(rules_, std::forward<Fn>(fn));
    }
    /// solve() and outcome(): adopts `board`'s layout and returns
    /// fn(search, position) for a fresh C4Negamax search; nodes() counts it.
    template <typename Fn>
    auto search_board(const core::Board& board, const Limits& limits, const std::atomic<bool>* stop, Fn&& fn);
    /// One column of analyse() and score_move(): from the book when it knows
    /// the child, else searched.
    template <typename Search, typename Pos>
    std::optional<int> score_column(Search& search, const Pos& pos, const core::Board& board, int col);
    /// best_columns() and first_keeping_column(): the columns of `order` that
    /// keep the value, all of them or only the first.
    std::optional<Verdict> keeping_columns(const core::Board& board, bool weak, const std::vector<int>& order,
                                           bool first_only, const Limits& limits, const std::atomic<bool>* stop);

    /// The score of `board` from a book, when one knows it.
    std::optional<int> book_score(const core::Board& board) const;

    BoundTable table_;
    const Connect4Book* book_ = nullptr;
    const Connect4AnalysisBook* analysis_book_ = nullptr;
    const Connect4MoveBook* move_book_ = nullptr;
    std::optional<core::GameConfig> layout_;  // the layout the table's entries belong to
    // The rules of that layout, on the narrowest bitboard that holds it: built
    // once per layout rather than for every call (a filter solving thousands
    // of small positions felt it).
    C4AnyRules rules_;
    std::uint64_t nodes_ = 0;
    bool scored_from_book_ = false;
};

}  // namespace lineup::ai
