#include "cli/gomoku_match.hpp"

#include <cassert>
#include <chrono>
#include <memory>
#include <optional>
#include <ostream>

#include "ai/gomoku/player.hpp"
#include "cli/args.hpp"
#include "cli/engine_process.hpp"
#include "cli/gomoku_openings.hpp"
#include "core/board.hpp"
#include "core/notation.hpp"
#include "core/rng.hpp"
#include "core/strings.hpp"
#include "text/messages.hpp"

namespace lineup::cli {

using namespace lineup::core;
using namespace lineup::text;

namespace {

struct MatchOptions {
    std::string engine[2];
    int games = 100;
    int size = 15;
    int time_ms = 1000;
    Rule rule = Rule::Freestyle;
    int rocks = 0;
    std::uint64_t seed = 1;
};

Result<MatchOptions> parse_options(const std::vector<std::string>& args) {
    MatchOptions o;
    Options options;
    options.text("--engine1", o.engine[0])
        .text("--engine2", o.engine[1])
        .number("--games", o.games, 1, 100000)
        .number("--size", o.size, 9, 19)
        .number("--time-ms", o.time_ms, 10, 600000)
        .number("--rocks", o.rocks, 0, 90)
        .number("--seed", o.seed, 0, 999999999999999999)
        .choice("--rule", o.rule, parse_rule, "freestyle, exact or renju");
    if (auto error = options.parse(args)) return *error;
    if (o.engine[0].empty() || o.engine[1].empty()) {
        return Failure{
            "usage: lineup-cli gomoku-match --engine1 CMD --engine2 CMD [--games N] [--size N] "
            "[--time-ms MS] [--rule freestyle|exact] [--rocks N] [--seed N]"};
    }
    return o;
}

// The board of game pair `pair`, the same for both games of the pair (the
// engines swap colours): rocks (if any), then a balanced 3-stone opening.
// For the sizes with a built-in list (gomoku_openings.hpp) pair n plays the
// list's opening n (from the start again after the last), or with rocks the
// next one whose stones miss them. For other sizes, of kCandidates random
// openings the pair gets the one that a node-limited Hard search
// (deterministic) rates best for the second player, the side to move.
Board opening(const MatchOptions& o, int pair) {
    GameConfig config = default_config(GameKind::Gomoku, o.rocks > 0 ? Theme::Rock : Theme::Basic, o.size, o.size,
                                       static_cast<std::uint32_t>(o.seed * 7919 + static_cast<std::uint64_t>(pair)));
    config.rule = o.rule;
    config.counts.rocks = o.rocks;
    const auto list = builtin_gomoku_openings(o.size);
    for (std::size_t k = 0; k < list.size(); ++k) {
        Board board(config);
        const auto moves = parse_moves(config, list[(static_cast<std::size_t>(pair) + k) % list.size()]);
        assert(moves);
        bool fits = true;
        for (Move m : *moves) fits = fits && !board.play(m);
        if (fits) return board;
    }
    constexpr int kCandidates = 8;
    Rng rng(o.seed * 104729 + static_cast<std::uint64_t>(pair));
    ai::GomokuTable table(8);
    std::optional<Board> best;
    int best_value = 0;
    for (int i = 0; i < kCandidates; ++i) {
        Board candidate = random_gomoku_opening(config, rng);
        table.clear();
        const auto d = ai::choose_gomoku(candidate, ai::Level::Hard, 1, ai::Limits{0, 40000, 0}, nullptr, table);
        if (!best || d.value > best_value) {
            best = candidate;
            best_value = d.value;
        }
    }
    return *best;
}

struct Seat {
    std::unique_ptr<EngineProcess> process;
    bool synced = false;  // has been sent the whole board of this game
};

// Reads replies until a move; skips MESSAGE/DEBUG lines. nullopt on timeout,
// crash or nonsense (the reason goes to `why`).
std::optional<Cell> read_move(EngineProcess& engine, const GameConfig& config, int timeout_ms, std::string& why) {
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(timeout_ms);
    for (;;) {
        const auto left =
            std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now()).count();
        auto line = engine.read_line(static_cast<int>(std::max<long long>(left, 0)));
        if (!line) {
            why = left <= 0 ? "time out" : "engine stopped";
            return std::nullopt;
        }
        const std::string_view text = trim(*line);
        if (text.starts_with("MESSAGE") || text.starts_with("DEBUG") || text.empty()) continue;
        auto cell = parse_gomocup(config, text);
        if (!cell) {
            why = "answered '" + printable(text) + "'";
            return std::nullopt;
        }
        return *cell;
    }
}

bool expect_ok(EngineProcess& engine, int timeout_ms) {
    for (;;) {
        auto line = engine.read_line(timeout_ms);
        if (!line) return false;
        const std::string_view text = trim(*line);
        if (text == "OK") return true;
        if (!text.starts_with("MESSAGE") && !text.starts_with("DEBUG")) return false;
    }
}

// The engine that forfeits a game (-1: none) and why.
struct Forfeit {
    int engine = -1;
    std::string reason;
};

// Starts both engines on a game (a new process for one that stopped): START,
// then the turn time, the rule and the rocks of `board`.
Forfeit start_engines(Seat (&seats)[2], const MatchOptions& o, const Board& board) {
    for (int e = 0; e < 2; ++e) {
        Seat& seat = seats[e];
        if (!seat.process || !seat.process->running()) seat.process = std::make_unique<EngineProcess>(o.engine[e]);
        seat.synced = false;
        EngineProcess& p = *seat.process;
        p.send("START " + std::to_string(o.size));
        if (!expect_ok(p, 10000)) return {e, "no OK to START"};
        p.send("INFO timeout_turn " + std::to_string(o.time_ms));
        p.send("INFO timeout_match 0");
        // Gomocup's bitmask: 1 exactly five, 4 renju.
        p.send(std::string("INFO rule ") + (o.rule == Rule::Renju ? "4" : o.rule == Rule::Exact ? "1" : "0"));
        if (o.rocks > 0) {
            std::string list;
            for (Cell c : board.rock_cells()) list += (list.empty() ? "" : ";") + format_gomocup(board.config(), c);
            p.send("INFO rocks " + list);
        }
    }
    return {};
}

// Asks the engine of `seat` for a move: the whole board the first time in a
// game, then the opponent's last move.
void ask_move(Seat& seat, const Board& board) {
    EngineProcess& p = *seat.process;
    if (seat.synced) {
        p.send("TURN " + format_gomocup(board.config(), *board.last_cell()));
        return;
    }
    p.send("BOARD");
    const Side own = board.to_move();
    const auto& history = board.history();
    for (std::size_t i = 0; i < history.size(); ++i) {
        const Side stone = i % 2 == 0 ? Side::First : Side::Second;
        p.send(format_gomocup(board.config(), history[i]) + "," + (stone == own ? "1" : "2"));
    }
    p.send("DONE");
    seat.synced = true;
}

// Plays one game from `board`, engine index `first` playing the first stones.
Forfeit play_game(Seat (&seats)[2], const MatchOptions& o, Board& board, int first) {
    const int slack_ms = 2000;  // allowed beyond the turn time before a loss on time
    Forfeit forfeit = start_engines(seats, o, board);
    while (forfeit.engine < 0 && board.status() == Status::Playing) {
        const int mover = board.to_move() == Side::First ? first : 1 - first;
        Seat& seat = seats[mover];
        ask_move(seat, board);
        auto cell = read_move(*seat.process, board.config(), o.time_ms + slack_ms, forfeit.reason);
        if (!cell) {
            forfeit.engine = mover;
            seat.process->stop();
            break;
        }
        if (auto refused = board.play(Move::at(*cell))) {
            forfeit.engine = mover;
            forfeit.reason = "illegal move " + format_gomocup(board.config(), *cell) + ": " +
                             describe(*refused, board.config(), Move::at(*cell));
        }
    }
    return forfeit;
}

// The result for engine 1 (1 win, 0 draw, -1 loss) and how the game ended.
int result_of(const Forfeit& forfeit, const Board& board, int first, std::string& how) {
    if (forfeit.engine >= 0) {
        how = "engine" + std::to_string(forfeit.engine + 1) + " forfeits (" + forfeit.reason + ")";
        return forfeit.engine == 0 ? -1 : 1;
    }
    if (board.status() == Status::Draw) {
        how = "draw";
        return 0;
    }
    const int winner = board.winner() == Side::First ? first : 1 - first;
    how = "engine" + std::to_string(winner + 1) + " wins";
    return winner == 0 ? 1 : -1;
}

}  // namespace

int run_gomoku_match(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    auto parsed = parse_options(args);
    if (!parsed) {
        err << "lineup-cli gomoku-match: " << parsed.error().message << "\n";
        return 2;
    }
    const MatchOptions& o = *parsed;
    Seat seats[2];
    int wins = 0, draws = 0, losses = 0;  // for engine 1
    for (int game = 0; game < o.games; ++game) {
        Board board = opening(o, game / 2);
        const int first = game % 2;  // engine index playing the first stones
        const Forfeit forfeit = play_game(seats, o, board, first);
        std::string how;
        const int result = result_of(forfeit, board, first, how);
        (result > 0 ? wins : result < 0 ? losses : draws) += 1;
        out << "game " << game + 1 << ": engine" << first + 1 << " first, " << how << " after " << board.ply()
            << " moves: " << format_moves(board.config(), board.moves()) << std::endl;
    }
    for (Seat& seat : seats) {
        if (seat.process && seat.process->running()) seat.process->send("END");
    }
    const double score = 100.0 * (wins + 0.5 * draws) / o.games;
    out << "engine1 W-D-L: " << wins << "-" << draws << "-" << losses << " (" << static_cast<int>(score * 10) / 10.0
        << "% for engine1)" << std::endl;
    return 0;
}

}  // namespace lineup::cli
