// The request/reply protocol between the game and its computer player: one
// text line each way, so the same messages cross a thread natively and a Web
// Worker boundary in the browser (request_server.hpp serves them). Replies
// carry facts; the game words them for the player (text/messages.hpp).
//
//   request  KIND ID LEVEL BUDGET SEED RECORD [DEPTH]
//            BUDGET milliseconds (0: the level's own), or "Nn", N nodes and no
//                  clock: every search of the request then stops by nodes,
//                  so the reply is the same on any machine, however busy
//            KIND  MOVE (the computer's move), HINT (a suggestion, with analysis),
//                  SCORE (Connect 4: the exact score of the record's last
//                  move for the side that made it, in VALUE), SCORES
//                  (Connect 4: every playable column's SCORE for the side to
//                  move in one search that shares its tables: a PART line per
//                  column as it is known, then DONE with them in COLUMNS (a
//                  stop ends it early: the columns not known yet are x);
//                  BUDGET is each column's; on sizes other than 7x6 a first
//                  pass gives each column at most kQuickColumnMs and a
//                  second the whole budget where the first left an
//                  estimate: the analysis overlay asks it) or ANALYSE (Gomoku: the
//                  engine's view of the position, ai/gomoku/analysis.hpp,
//                  searched deeper and deeper from kFirstAnalyseDepth to
//                  DEPTH plies, each depth with the whole BUDGET and the table
//                  the one before filled: a PART line per depth completed,
//                  then DONE with the deepest, which ends the request once
//                  a depth does not finish within BUDGET or a win is found;
//                  the analysis overlay asks it once a position)
//                  or GRADE (the record's last move graded, for the review:
//                  Connect 4 exactly, Gomoku searched DEPTH plies)
//            RECORD the game so far (core/record.hpp)
//            DEPTH  ANALYSE and GRADE only: plies, 1 to 60
//   reply    DONE ID COL,ROW VALUE COLUMNS OUTLOOK DISTANCE
//            COL,ROW   the move, 0-based (ROW -1 for a Connect 4 column)
//            VALUE     Connect 4 exact score or "-" when not known; for a
//                      SCORE the solver ran out of time on, "~" and the
//                      heuristic search's estimate (C4Search's units, from
//                      the mover's side) instead
//            COLUMNS   Connect 4 per-column scores "3,0,-2,x,..." (x: full or
//                      unknown), "-" otherwise
//            OUTLOOK   what the game looks like for the side to move, as
//                      far as the search knows (core/outlook.hpp: win, loss,
//                      draw, balanced, ...; "unknown" when it knows nothing)
//            DISTANCE  for win and loss, the winner's moves to the end; "-" otherwise
//            then, for a SCORE with an exact VALUE, SOURCE:
//            SOURCE    "book" when a book knew it, else the nodes the
//                      solver searched for it
//            or, for ANALYSE, DEPTH LINE CANDIDATES NODES:
//            DEPTH     the depth completed (the fields are left out when none was)
//            LINE      the best line "col,row;col,row;..." from the side to move
//            CANDIDATES the best moves and their values "col,row:value;..."
//            NODES     the nodes the request has searched so far, every depth's
//   part     PART ID ... : what DONE would say, sent while the request goes on
//            (SCORES: one column's, as the SCORE of that column; ANALYSE:
//            one depth's view, as its DONE would say it); the
//            request's own reply, DONE or FAIL, comes last
//   grade    GRADED ID GRADE PLAYED BEST BEST_MOVES WIN_MOVES (the reply to GRADE)
//            GRADE      core/grade.hpp's token ("best", "mistake", ...)
//            PLAYED     the move's value for its side (Connect 4: exact score;
//                       Gomoku: the engine's), "-" when not known
//            BEST       the best move's value, "-" when not known
//            BEST_MOVES the best moves "col,row;..." (Connect 4: every column
//                       that scores BEST), "-" when not known
//            WIN_MOVES  a forced win missed or allowed: its winner's moves, else "-"
//   choice   CHOSE ID CHOICE (the reply to a MOVE when the record's opening,
//            Swap or Swap2, waits for a choice: core/opening.hpp's letter,
//            s swap, p stay and play on, t place two more)
//   failure  FAIL ID REASON     when the request cannot be served: "game-over",
//            "no-result" (an ANALYSE that completed no depth),
//            or a ProtocolError's keyword ("bad-record", ...) for what is
//            wrong with the request. The game words them (text::failure_reason).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "ai/levels.hpp"
#include "core/expected.hpp"
#include "core/grade.hpp"
#include "core/outlook.hpp"
#include "core/record.hpp"

namespace lineup::ai {

enum class RequestKind : std::uint8_t { Move, Hint, Score, Scores, Analyse, Grade };

/// The protocol's version, raised whenever a line changes its meaning. The
/// engine says its own (the browser's engine module, when it starts), and the
/// game refuses an engine of another version: in the browser the two are
/// separate files, which a cache can hold from two releases.
inline constexpr int kProtocolVersion = 1;

/// ANALYSE: the first depth it searches (its PART lines start there).
inline constexpr int kFirstAnalyseDepth = 2;

/// SCORES on sizes other than 7x6: each column's time in the first pass, in ms.
inline constexpr int kQuickColumnMs = 1500;

struct Request {
    RequestKind kind = RequestKind::Move;
    std::uint32_t id = 0;
    Level level = Level::Medium;
    int time_ms = 0;          ///< 0: the level's own default (unless `nodes` is set)
    std::uint64_t nodes = 0;  ///< a node budget instead of time (then time_ms is 0 on the line)
    std::uint64_t seed = 0;
    core::GameRecord record;
    int depth = 0;  ///< ANALYSE, GRADE: the plies to search
};

/// A move of an ANALYSE reply with its value for the side to move.
struct RankedMove {
    core::Move move;
    int value = 0;
    bool operator==(const RankedMove&) const = default;
};

struct Reply {
    std::uint32_t id = 0;
    bool ok = false;
    bool partial = false;  ///< a PART line: more comes for the same request
    core::Move move;
    std::optional<int> value;  ///< Connect 4 exact score; ANALYSE: the engine's value
    bool estimate = false;     ///< SCORE: `value` is a heuristic estimate, not exact
    bool from_book = false;    ///< SCORE: the exact `value` came from a book...
    std::uint64_t nodes = 0;   ///< ...or from a search of this many nodes (0: not said); ANALYSE: the request's so far
    std::vector<std::optional<int>> columns;         ///< Connect 4 analysis (hints)
    core::Outlook outlook = core::Outlook::Unknown;  ///< MOVE, HINT: the game for the side to move
    std::optional<int> distance;                     ///< WinIn, LossIn: the winner's moves to the end
    std::string reason;                              ///< when !ok: kGameOver or what is wrong
    int depth = 0;                                   ///< ANALYSE: the depth completed (0: none)
    std::vector<core::Move> line;                    ///< ANALYSE: the best line
    std::vector<RankedMove> candidates;              ///< ANALYSE: the best moves, best first
    std::optional<core::MoveGrade> grade;            ///< GRADE: the grade (then `value` is the move's)
    std::optional<int> best_value;                   ///< GRADE: the best move's value
    std::vector<core::Move> best_moves;              ///< GRADE: the best moves
    std::optional<int> win_moves;                    ///< GRADE: a forced win's length, missed or allowed
    std::optional<core::OpeningChoice> choice;       ///< MOVE in an opening's choice: the choice (CHOSE)
};

/// A SCORE's SOURCE when a book knew the position (else the nodes searched).
inline constexpr std::string_view kBookSource = "book";
/// The reason of a FAIL reply to a request for a finished game.
inline constexpr std::string_view kGameOver = "game-over";
/// The reason of a FAIL reply to an ANALYSE that completed no depth.
inline constexpr std::string_view kNoResult = "no-result";

/// What is wrong with a line of the protocol: a fact, sent as a keyword in a
/// FAIL reply (to_string) and worded by the game (text::failure_reason).
enum class ProtocolError : std::uint8_t {
    Fields,  ///< "bad-request": not KIND ID LEVEL BUDGET SEED RECORD (and DEPTH for ANALYSE and GRADE alone)
    Kind,    ///< "unknown-kind": KIND is not MOVE, HINT, SCORE, SCORES, ANALYSE or GRADE
    Number,  ///< "bad-number": ID, BUDGET, SEED or DEPTH is not a number in range
    Record,  ///< "bad-record": RECORD is refused by core::parse_record (or, for SCORE, is not a Connect 4 game with a
             ///< move; for SCORES, not a Connect 4 game; for ANALYSE, not a Gomoku game; for GRADE, no move)
    Level,   ///< "unknown-level": LEVEL is not a level of the record's game
    Reply,   ///< "bad-reply": a reply line that is neither DONE, PART, GRADED, CHOSE nor FAIL as above
};
/// The keyword of a ProtocolError, as sent after FAIL ID.
std::string_view to_string(ProtocolError error);

std::string format_request(const Request& request);
core::Expected<Request, ProtocolError> parse_request(std::string_view line);
std::string format_reply(const Reply& reply);
core::Expected<Reply, ProtocolError> parse_reply(std::string_view line);

}  // namespace lineup::ai
