#include "cli/gomoku_match.hpp"

#include <algorithm>
#include <cassert>
#include <chrono>
#include <memory>
#include <optional>
#include <ostream>
#include <thread>

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
    int threads = 1;              // INFO thread_num, to both
    int memory_mb = 32;           // INFO max_memory, to both
    std::uint64_t nodes[2] = {};  // INFO max_node, per engine (0: not sent)
    int pause_ms = 50;            // after an engine's move, before its next command
    bool swap2 = false;           // Swap2 openings, negotiated by the engines
};

Options declare_options(MatchOptions& o) {
    Options options("(see lineup-cli help gomoku-match)");
    options.text("--engine1 CMD", "the first engine's command line", o.engine[0])
        .required()
        .text("--engine2 CMD", "the second engine's command line", o.engine[1])
        .required()
        .number("--games N", "games, in pairs: one opening, the colours swapped", o.games, 1, 100000)
        .number("--size N", "the board's width and height", o.size, 9, 20)
        .number("--time-ms MS", "time a move, sent as INFO timeout_turn", o.time_ms, 10, 600000)
        .number("--rocks N", "rocks, the same for both games of a pair", o.rocks, 0, 90)
        .number("--seed N", "seed of rocks and of openings off the built-in lists", o.seed, 0, 999999999999999999)
        .choice("--rule", "the rule, sent as INFO rule", o.rule, parse_rule, {"freestyle", "exact", "renju"})
        .number("--threads N", "threads of each engine, sent as INFO thread_num", o.threads, 1, 256)
        .number("--memory-mb N", "memory of each engine in MiB, sent as INFO max_memory", o.memory_mb, 1, 1024)
        .number("--nodes1 N", "engine1's nodes a move, sent as INFO max_node unless 0", o.nodes[0], 0, 1000000000000)
        .number("--nodes2 N", "engine2's nodes a move, sent as INFO max_node unless 0", o.nodes[1], 0, 1000000000000)
        .number("--pause-ms MS", "pause after an engine's move before its next command", o.pause_ms, 0, 10000)
        .flag("--swap2", "Swap2 openings, placed and chosen by the engines", o.swap2);
    return options;
}

Result<MatchOptions> parse_options(const std::vector<std::string>& args) {
    MatchOptions o;
    const Options options = declare_options(o);
    if (auto error = options.parse(args)) return *error;
    if (o.engine[0].empty() || o.engine[1].empty()) return Failure{"usage: lineup-cli gomoku-match " + options.usage()};
    return o;
}

// The board of game pair `pair`, the same for both games of the pair (the
// engines swap colours): rocks (if any), then a balanced 3-stone opening.
// For the sizes with a built-in list (gomoku_openings.hpp) pair n plays the
// list's opening n (from the start again after the last), or with rocks the
// next one whose stones miss them. For other sizes, of kCandidates random
// openings the pair gets the one that a node-limited Hard search
// (deterministic) rates best for the second player, the side to move.
// With Swap2 the engines place the opening themselves: the board is empty.
Board opening(const MatchOptions& o, int pair) {
    GameConfig config = default_config(GameKind::Gomoku, o.rocks > 0 ? Theme::Rock : Theme::Basic, o.size, o.size,
                                       static_cast<std::uint32_t>(o.seed * 7919 + static_cast<std::uint64_t>(pair)));
    config.rule = o.rule;
    config.counts.rocks = o.rocks;
    if (o.swap2) return Board(config);
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
    bool synced = false;                          // has been sent the whole board of this game
    std::chrono::steady_clock::time_point ready;  // its last move plus the pause
};

// Some engines drop a command that comes at once after their move (Rapfi
// prints the move before it is ready for the next): wait out the pause.
void wait_ready(const Seat& seat) { std::this_thread::sleep_until(seat.ready); }

// The next line that is not a MESSAGE or DEBUG; nullopt on timeout or a
// stop, the reason in `why`.
std::optional<std::string> read_reply(EngineProcess& engine, int timeout_ms, std::string& why) {
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(timeout_ms);
    for (;;) {
        const auto left =
            std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now()).count();
        auto line = engine.read_line(static_cast<int>(std::max<long long>(left, 0)));
        if (!line) {
            why = left <= 0 ? "time out" : "engine stopped";
            return std::nullopt;
        }
        const std::string text(trim(*line));
        if (!text.starts_with("MESSAGE") && !text.starts_with("DEBUG") && !text.empty()) return text;
    }
}

// Reads replies until a move. nullopt on timeout, crash or nonsense (the
// reason goes to `why`).
std::optional<Cell> read_move(EngineProcess& engine, const GameConfig& config, int timeout_ms, std::string& why) {
    const auto reply = read_reply(engine, timeout_ms, why);
    if (!reply) return std::nullopt;
    auto cell = parse_gomocup(config, *reply);
    if (!cell) {
        why = "answered '" + printable(*reply) + "'";
        return std::nullopt;
    }
    return *cell;
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
        p.send("INFO thread_num " + std::to_string(o.threads));
        p.send("INFO max_memory " + std::to_string(std::uint64_t{static_cast<unsigned>(o.memory_mb)} << 20));
        if (o.nodes[e] > 0) p.send("INFO max_node " + std::to_string(o.nodes[e]));
        if (o.rocks > 0) {
            std::string list;
            for (Cell c : board.rock_cells()) list += (list.empty() ? "" : ";") + format_gomocup(board.config(), c);
            p.send("INFO rocks " + list);
        }
    }
    return {};
}

// `command` (BOARD or SWAP2BOARD), the board's stones as "x,y,who" lines
// (who 1 for the side to move, 2 for the other), DONE.
void send_stones(EngineProcess& p, std::string_view command, const Board& board) {
    p.send(std::string(command));
    const auto& history = board.history();
    for (std::size_t i = 0; i < history.size(); ++i) {
        const Side stone = i % 2 == 0 ? Side::First : Side::Second;
        p.send(format_gomocup(board.config(), history[i]) + "," + (stone == board.to_move() ? "1" : "2"));
    }
    p.send("DONE");
}

// Asks the engine of `seat` for a move: the whole board the first time in a
// game, then the opponent's last move.
void ask_move(Seat& seat, const Board& board) {
    wait_ready(seat);
    EngineProcess& p = *seat.process;
    if (seat.synced) {
        p.send("TURN " + format_gomocup(board.config(), *board.last_cell()));
        return;
    }
    send_stones(p, "BOARD", board);
    seat.synced = true;
}

// One Swap2 step: the engine of `seat` gets SWAP2BOARD with the stones so far
// and answers SWAP (true) or stones, played on `board`. Forfeit on a timeout,
// a reply of the wrong shape (`counts`: the numbers of stones it may place,
// 0 for SWAP) or a refused stone.
std::optional<bool> swap2_step(Seat& seat, const MatchOptions& o, Board& board, std::initializer_list<int> counts,
                               std::string& why) {
    wait_ready(seat);
    EngineProcess& p = *seat.process;
    // The stones as BOARD gives them (Rapfi reads them so).
    send_stones(p, "SWAP2BOARD", board);
    const auto reply = read_reply(p, o.time_ms + 2000, why);
    seat.ready = std::chrono::steady_clock::now() + std::chrono::milliseconds(o.pause_ms);
    if (!reply) {
        why = "no answer to SWAP2BOARD";
        return std::nullopt;
    }
    const bool may_swap = std::find(counts.begin(), counts.end(), 0) != counts.end();
    if (*reply == "SWAP" && may_swap) return true;
    const auto parts = split(*reply, ' ');
    if (std::find(counts.begin(), counts.end(), static_cast<int>(parts.size())) == counts.end()) {
        why = "answered '" + printable(*reply) + "' to SWAP2BOARD";
        return std::nullopt;
    }
    for (std::string_view part : parts) {
        auto cell = parse_gomocup(board.config(), part);
        if (!cell || board.play(Move::at(*cell))) {
            why = "placed '" + printable(part) + "' in the Swap2 opening";
            return std::nullopt;
        }
    }
    return false;
}

// Swap2: the opener (`first`) places three stones; the other engine swaps
// (takes the first player's stones), plays the fourth stone, or places two
// more and lets the opener swap or play the sixth. `first` ends as the engine
// with the first player's stones; the engines get the whole board next.
Forfeit negotiate_swap2(Seat (&seats)[2], const MatchOptions& o, Board& board, int& first) {
    const int opener = first, other = 1 - first;
    Forfeit forfeit;
    const auto step = [&](int e, std::initializer_list<int> counts) {
        auto swapped = swap2_step(seats[e], o, board, counts, forfeit.reason);
        if (!swapped) forfeit.engine = e;
        return swapped;
    };
    if (!step(opener, {3})) return forfeit;
    const auto answer = step(other, {0, 1, 2});  // 0: SWAP
    if (!answer) return forfeit;
    first = *answer ? other : opener;
    if (!*answer && board.ply() == 5) {
        const auto choice = step(opener, {0, 1});
        if (!choice) return forfeit;
        first = *choice ? opener : other;
    }
    seats[0].synced = seats[1].synced = false;
    return forfeit;
}

// Plays one game from `board`, engine index `first` playing the first stones
// (with Swap2: opening, and `first` becomes the engine that takes them).
Forfeit play_game(Seat (&seats)[2], const MatchOptions& o, Board& board, int& first) {
    const int slack_ms = 2000;  // allowed beyond the turn time before a loss on time
    Forfeit forfeit = start_engines(seats, o, board);
    if (forfeit.engine < 0 && o.swap2) forfeit = negotiate_swap2(seats, o, board, first);
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
        seat.ready = std::chrono::steady_clock::now() + std::chrono::milliseconds(o.pause_ms);
        if (auto refused = board.play(Move::at(*cell))) {
            forfeit.engine = mover;
            forfeit.reason = "illegal move " + format_gomocup(board.config(), *cell) + ": " +
                             describe(*refused, board.config(), Move::at(*cell));
        }
    }
    // An engine that forfeits may have more to say: the next game starts a new process.
    if (forfeit.engine >= 0 && seats[forfeit.engine].process) seats[forfeit.engine].process->stop();
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

Options gomoku_match_options() { return own_options<MatchOptions>(declare_options); }

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
        int first = game % 2;  // engine index playing the first stones (with Swap2: opening)
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
