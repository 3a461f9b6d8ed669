// Analysis: the facts behind Connect 4's analysis overlay: the exact score of
// every playable column of the position on the board (score convention of
// ai/connect4/bitboard.hpp), asked of the AiService one column at a time
// (SCORE requests, ai/protocol.hpp), so the overlay fills in column by column
// while the solver works and shows its progress. The session decides when the
// service is free for it; the overlay (board_view.cpp) draws the scores.
#pragma once

#include <cstdint>
#include <vector>

#include "app/ai_service.hpp"
#include "app/pending_request.hpp"
#include "core/board.hpp"
#include "core/record.hpp"

namespace lineup::app {

struct ColumnScore {
    enum class State : std::uint8_t {
        Full,     ///< no move there
        Pending,  ///< not known yet: shown as "…"
        Known,    ///< `score` is exact
        Unknown,  ///< the solver gave up within its time: shown as "?"
    };
    State state = State::Pending;
    int score = 0;
};

class Analysis {
public:
    /// The solver's time for one column, in ms: the worker is otherwise idle
    /// while the player thinks, and a 7x6 position past the book takes far less.
    static constexpr int kColumnTimeMs = 30000;

    /// Follows the position on `board` (a running Connect 4 game): a new
    /// position starts its scores afresh. When `may_ask` (nobody else is using
    /// the service), asks for the next column not known yet.
    void follow(const core::Board& board, AiService& service, bool may_ask);
    /// Takes the reply to its request, if it has come. Call only while
    /// waiting(): then the request is the service's latest.
    void poll(AiService& service);
    /// Cancels the running request (the position is about to change, or the
    /// service is wanted for something else); it is asked again later.
    void stop(AiService& service);
    /// Forgets everything (analysis turned off, the game left).
    void clear();

    bool waiting() const { return request_.waiting(); }
    /// The columns of the position followed, left to right (empty: none).
    const std::vector<ColumnScore>& columns() const { return columns_; }
    /// How many playable columns are settled (known or given up), and how many there are.
    int settled() const;
    int playable() const;

private:
    core::GameRecord position_;
    std::vector<ColumnScore> columns_;
    PendingRequest request_;
    int waiting_col_ = -1;
};

}  // namespace lineup::app
