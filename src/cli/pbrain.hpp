// PbrainEngine: Lineup's Gomoku AI behind the Gomocup ("piskvork pbrain")
// protocol, one line in, zero or more lines out, so the same code serves the
// pbrain-lineup program, the tests and any other host.
//
// Commands: START n, RECTSTART w,h (square only), RESTART, BEGIN, TURN x,y,
// BOARD ... DONE (lines "x,y,who", who 1 = ours, 2 = theirs), SWAP2BOARD ...
// DONE (lines "x,y" in playing order, or "x,y,who" as in BOARD, who 1 the
// side to move; 0 stones: the answer is three stones
// "x,y x,y x,y", 3 or 5: SWAP or a move; ai/gomoku/swap2.hpp), TAKEBACK x,y,
// INFO key value, ABOUT, END. Replies: a move "x,y", OK, ERROR message,
// UNKNOWN message. Coordinates are 0-based, x from the left, y from the top.
// Before each move of a searching level, a line on what the search found, as
// managers show them: "MESSAGE depth D nodes N score S pv x,y x,y ...", S the
// engine's value for the side moving or "win in N" / "loss in N" (the
// winner's moves to its five), the pv the best line from the move on.
//
// INFO keys: timeout_turn, timeout_match, time_left (ms), max_memory (bytes:
// the table takes at most half, and never more than its default), max_node and
// max_depth (a move's nodes and plies, as Yixin and Rapfi read them; 0 none),
// rule (Gomocup's bitmask: 1 exactly five, 4 renju, 2 continuous game
// accepted; any other bit is an ERROR and leaves the rule as it was).
// Unknown keys are ignored. Lineup extensions:
//   INFO rocks x,y;x,y;...     rocks (walls) on these cells
//   INFO bubbles x,y;x,y;...   bubbles; a repeated cell holds two
//   INFO bubble_win K          bubbles a player must hold to win at once
// Rule and theme settings take effect when a game without stones starts (at
// BEGIN, TURN or BOARD), else from the next START or RESTART; invalid ones are
// reported then.
//
// Time: with timeout_turn the engine answers in at most 95% of it minus 30 ms,
// and never spends more than a tenth of time_left. With a node limit
// (pbrain-lineup --nodes N) it searches that many nodes per move instead, so a
// match between two versions of the engine gives the same result on any
// machine, however busy.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "ai/gomoku/search.hpp"
#include "ai/levels.hpp"
#include "ai/limits.hpp"
#include "core/board.hpp"

namespace lineup::cli {

/// The stones of two sides in playing order, `to_move` being the side that
/// moves next: it moved first when both have as many, else `other` has one
/// more and moved first. nullopt for counts that cannot alternate.
std::optional<std::vector<core::Cell>> playing_order(const std::vector<core::Cell>& to_move,
                                                     const std::vector<core::Cell>& other);

class PbrainEngine {
public:
    /// `table_mb`: the transposition table's size in MiB.
    explicit PbrainEngine(ai::Level level, std::uint64_t seed = 1, std::size_t table_mb = 32);

    /// Handles one line from the manager; appends the replies to `out`.
    void handle(std::string_view line, std::vector<std::string>& out);
    /// True after END.
    bool finished() const { return finished_; }
    /// Searches `nodes` nodes per move instead of following the time settings
    /// (0: time): reproducible matches for testing engine changes.
    void set_node_limit(std::uint64_t nodes) { node_limit_ = nodes; }

private:
    void start(int size, std::vector<std::string>& out);
    void info(std::string_view key, std::string_view value, std::vector<std::string>& out);
    void finish_board(std::vector<std::string>& out);
    /// DONE after SWAP2BOARD: the opening stones or the choice (pbrain_swap2.cpp).
    void finish_swap2(std::vector<std::string>& out);
    /// One "x,y,who" line between BOARD and DONE.
    void read_board_line(std::string_view line);
    /// BEGIN, TURN, TAKEBACK and BOARD: the commands that need a game.
    void game_command(const std::string& command, std::string_view rest, std::vector<std::string>& out);
    /// Rebuilds an empty board after INFO changed the rule or theme; false
    /// (with an ERROR) when the settings do not make a valid game.
    bool apply_settings(std::vector<std::string>& out);
    std::optional<core::Board> rebuild(const std::vector<core::Cell>& moves, std::string& error) const;
    void reply_move(std::vector<std::string>& out);
    int move_time_ms() const;
    ai::Limits move_limits() const;

    ai::Level level_;
    std::uint64_t seed_;
    ai::GomokuTable table_;
    bool finished_ = false;
    std::uint64_t node_limit_ = 0;
    int max_depth_ = 0;  // INFO max_depth; 0: none
    std::size_t table_mb_, default_table_mb_;
    int size_ = 0;  // 0: no START yet
    core::Rule rule_ = core::Rule::Freestyle;
    std::vector<core::Cell> rocks_, bubbles_;
    int bubble_win_ = 0;
    std::vector<core::Cell> moves_;  // every stone in playing order
    std::optional<core::Board> board_;
    bool reading_board_ = false;
    bool swap2_ = false;  // the lines being read came after SWAP2BOARD
    std::vector<std::pair<core::Cell, int>> board_lines_;
    std::string board_error_;
    bool settings_changed_ = false;
    int timeout_turn_ = 0, timeout_match_ = 0, time_left_ = -1;
};

}  // namespace lineup::cli
