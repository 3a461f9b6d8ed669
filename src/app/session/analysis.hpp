// Analysis: the facts behind Connect 4's analysis overlay: the score of every
// playable column of the position on the board (score convention of
// ai/connect4/bitboard.hpp), asked of the engine (through its broker) in one
// SCORES request a position (ai/protocol.hpp), whose PART replies bring the
// columns one by one, so the overlay fills in while the solver works and
// shows its progress. On 7x6 the solver has a long time per column. On other
// sizes the engine's first pass gives it a short time; where it runs out the
// heuristic search estimates the column, and a second pass gives those
// columns the long time to be solved exactly. Its
// requests have the lowest priority: they wait while anything else is asked,
// and one pre-empted runs again by itself. The overlay
// (analysis_view.cpp) draws the scores.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "app/session/engine_broker.hpp"
#include "core/board.hpp"
#include "core/record.hpp"
#include "text/language.hpp"

namespace lineup::app {

struct ColumnScore {
    enum class State : std::uint8_t {
        Full,      ///< no move there
        Pending,   ///< not known yet: shown as "…"
        Known,     ///< `score` is exact
        Estimate,  ///< `score` is the heuristic search's (the solver ran out of time)
        Unknown,   ///< neither could say (the worker could not serve it): shown as "?"
    };
    State state = State::Pending;
    int score = 0;
    /// Estimate and Unknown: the solver has had its long time too.
    bool final = false;
    /// Known: the score came from a book, or from a search of `nodes` nodes
    /// (0: the engine did not say).
    bool from_book = false;
    std::uint64_t nodes = 0;
};

/// The label of a column's score as drawn and as the page's state() reports
/// it: "+3", "0", "-2", "…" (not known yet), "≈+0.7" (an estimate, in
/// threats: see estimate_label), "?" (given up), "" (full).
std::string score_label(const ColumnScore& score);
/// A heuristic value (ai/connect4/search.hpp's units) in threats, the unit a
/// Connect 4 player counts in (ai::kThreatValue), one decimal: "≈+0.7",
/// "≈-1.5", "≈0".
std::string estimate_label(int value);
/// A column's chip as drawn on `board` (the position analysed), one or two
/// lines: an exact score in words, the mover's discs to the end
/// (ai/connect4/outcome.hpp): {"Win", "in 3"}, {"Draw"}, {"Loss", "in 5"};
/// or, when `compact` or not exact, the score_label alone.
std::vector<std::string> chip_lines(const ColumnScore& score, const core::Board& board, text::Language lang,
                                    bool compact);
/// The chip's lines as one, as the page's state() reports it: "Win in 3".
std::string chip_text(const ColumnScore& score, const core::Board& board, text::Language lang, bool compact);

class Analysis {
public:
    explicit Analysis(EngineBroker& broker) : request_(broker, EnginePriority::Analysis) {}
    /// The solver's time for one column (on sizes other than 7x6, in the
    /// second pass: ai::kQuickColumnMs in the first): the worker is otherwise
    /// idle while the player thinks, and a 7x6 position past the book takes far less.
    static constexpr int kColumnTimeMs = 30000;

    /// Follows the position on `board` (a running Connect 4 game): a new
    /// position starts its scores afresh; asks for them unless its request
    /// is outstanding or answered.
    void follow(const core::Board& board);
    /// Takes the replies to its request that have come.
    void poll();
    /// Cancels the running request (the position is about to change, or the
    /// service is wanted for something else); it is asked again later.
    void stop();
    /// Forgets everything (analysis turned off, the game left).
    void clear();

    bool waiting() const { return request_.waiting(); }
    /// The columns of the position followed, left to right (empty: none).
    const std::vector<ColumnScore>& columns() const { return columns_; }
    /// How many playable columns are settled (exact, or given up after both
    /// passes), and how many there are.
    int settled() const;
    int playable() const;

private:
    core::GameRecord position_;
    std::vector<ColumnScore> columns_;
    EngineClient request_;
    bool answered_ = false;    // the request's last reply has come
    bool two_passes_ = false;  // a quick pass first (sizes other than 7x6)
    /// One column's score from a PART reply.
    void take_part(const ai::Reply& part);
    /// The last reply: every column has had its time.
    void take_last(const ai::Reply& last);
};

}  // namespace lineup::app
