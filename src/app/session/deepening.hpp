// Deepening: the facts behind Gomoku's analysis overlay: the engine's view of
// the position on the board (its value, the best line, the best three moves;
// ai/gomoku/analysis.hpp), asked of the engine in one ANALYSE request a
// position (ai/protocol.hpp) that reports each depth as it completes, so the
// evaluation bar and the line appear at once and firm up while the player
// thinks. It stops at kMaxDepth, when the result is decided (a win found),
// when a depth does not finish within kStepTimeMs, or when asked to
// (stop_deepening()). A request stopped or pre-empted starts again from the
// first depth (the engine's table makes the depths already searched quick);
// the view shown is replaced only by one as deep or deeper.
// The session decides when the service is free; the panel draws the bar and
// board_view the line.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "ai/protocol.hpp"
#include "app/session/engine_broker.hpp"
#include "core/board.hpp"
#include "core/outlook.hpp"
#include "core/record.hpp"
#include "text/language.hpp"

namespace lineup::app {

/// The engine's latest view of the position, for the side to move.
struct EngineView {
    core::Side to_move = core::Side::First;
    int depth = 0;
    int value = 0;
    core::Outlook outlook = core::Outlook::Unknown;  ///< WinIn / LossIn when decided
    std::optional<int> distance;                     ///< the winner's moves to its five
    std::vector<core::Cell> line;                    ///< the best line, from the side to move
    std::vector<ai::RankedMove> candidates;          ///< the best moves, best first
};

/// The side to move's chances from the engine's view, 0..1
/// (ai::gomoku_win_chance), 1 or 0 once decided.
double winning_chance(const EngineView& view);

/// The first player's winning chances, 0..1, from the view.
double first_player_chance(const EngineView& view);
/// The bar's words: "Black 64% · depth 7…", "White wins in 3 · depth 5".
std::string evaluation_label(const core::GameConfig& config, const EngineView& view, bool deepening,
                             text::Language lang);

class Deepening {
public:
    explicit Deepening(EngineBroker& broker) : request_(broker, EnginePriority::Analysis) {}
    static constexpr int kFirstDepth = ai::kFirstAnalyseDepth;
    static constexpr int kMaxDepth = 24;
    /// A depth that takes longer than this ends the deepening.
    static constexpr int kStepTimeMs = 30000;

    /// Follows the position on `board` (a running Gomoku game): a new position
    /// starts afresh; asks for its view unless a request is outstanding or
    /// the deepening has finished.
    void follow(const core::Board& board);
    /// Takes the next reply to its request (a depth's view), if one has come.
    void poll();
    /// Cancels the running request (the position is about to change, or the
    /// service is wanted for something else); it is asked again later.
    void stop();
    /// Ends the deepening of this position: the view stays as it is.
    void stop_deepening();
    /// Forgets everything (analysis turned off, the game left).
    void clear();

    bool waiting() const { return request_.waiting(); }
    /// True while deeper views are still to come for this position.
    bool deepening() const { return followed_ && !finished_; }
    const std::optional<EngineView>& view() const { return view_; }

private:
    bool followed_ = false;
    core::GameRecord position_;
    core::Side to_move_ = core::Side::First;
    std::optional<EngineView> view_;
    bool finished_ = false;
    EngineClient request_;
};

}  // namespace lineup::app
