#include "cli/c4_solve.hpp"

#include <algorithm>
#include <array>
#include <charconv>
#include <istream>
#include <memory>
#include <optional>
#include <ostream>
#include <thread>

#include "ai/c4_engine.hpp"
#include "ai/request_server.hpp"
#include "cli/c4_parallel.hpp"
#include "cli/game_options.hpp"
#include "core/notation.hpp"
#include "core/text.hpp"
#include "text/messages.hpp"

namespace lineup::cli {

using namespace lineup::core;
using namespace lineup::text;

namespace {

/// Plays the line's move number `i` (0-based) on `board`, or says why it cannot.
std::optional<Error> play_line_move(Board& board, const GameConfig& config, std::size_t i, Move move) {
    if (board.status() == Status::Won) {
        return Error{"the game was already won before move " + std::to_string(i + 1)};
    }
    if (auto error = board.play(move)) {
        return Error{"move " + std::to_string(i + 1) + ": " + describe(*error, config, move)};
    }
    return std::nullopt;
}

constexpr const char* kAlreadyWon = "the position is already won";

/// Writes `score` and a line end (without the stream's locale machinery: this
/// runs once per input line).
void write_line(std::ostream& out, int score) {
    std::array<char, 16> text{};
    char* end = std::to_chars(text.data(), text.data() + text.size() - 1, score).ptr;
    *end++ = '\n';
    out.write(text.data(), end - text.data());
}

}  // namespace

Expected<Board> read_c4_position(const GameConfig& config, std::string_view line) {
    auto moves = parse_moves(config, line);
    if (!moves) return Error{moves.error().message + " (at character " + std::to_string(moves.error().position + 1) + ")"};
    Board board(config);
    for (std::size_t i = 0; i < moves->size(); ++i) {
        if (auto error = play_line_move(board, config, i, (*moves)[i])) return *error;
    }
    if (board.status() == Status::Won) return Error{kAlreadyWon};
    return board;
}

C4LineReader::C4LineReader(const GameConfig& config) : empty_(config), board_(empty_) {}

Expected<const Board*> C4LineReader::read(std::string_view line) {
    const GameConfig& config = empty_.config();
    // Plain digits, one per column, as parse_moves reads them on boards of up
    // to 9 columns; anything else (dots, other characters) takes the general path.
    const bool plain = config.cols <= 9 && std::all_of(line.begin(), line.end(), [&](char c) {
                           return c >= '1' && c < '1' + config.cols;
                       });
    if (!plain) {
        auto board = read_c4_position(config, line);
        if (!board) return board.error();
        board_ = std::move(*board);
        return &board_;
    }
    board_ = empty_;  // the vectors keep their capacity: no allocation
    for (std::size_t i = 0; i < line.size(); ++i) {
        if (auto error = play_line_move(board_, config, i, Move::column(line[i] - '1'))) return *error;
    }
    if (board_.status() == Status::Won) return Error{kAlreadyWon};
    return &board_;
}

int run_c4_solve(const std::vector<std::string>& args, std::istream& in, std::ostream& out,
                 std::ostream& err) {
    bool analyse = false;
    bool use_book = true;
    // 16 MiB: small enough to stay largely in a desktop CPU's last-level cache.
    // On the benchmark sets it beats 64 MiB by 10-25%, and the empty board
    // (the biggest search there is) takes 51 s instead of 45 s.
    int tt_mb = 16;
    // Every core by default (up to 8): c4-solve is usually the only thing running.
    int threads = std::clamp(static_cast<int>(std::thread::hardware_concurrency()), 1, std::min(8, c4_max_threads()));
    std::vector<std::string> rest;
    std::vector<std::string> game_args{"--game", "connect4"};
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (args[i] == "--analyse" || args[i] == "-a") {
            analyse = true;
        } else if (args[i] == "--no-book") {
            use_book = false;
        } else if (args[i] == "--tt-mb" && i + 1 < args.size()) {
            auto mb = parse_uint(args[++i], 5);
            if (!mb || *mb < 1) {
                err << "lineup-cli c4-solve: --tt-mb needs a size in MiB\n";
                return 2;
            }
            tt_mb = *mb;
        } else if (args[i] == "--threads" && i + 1 < args.size()) {
            auto n = parse_uint(args[++i], 3);
            if (!n || *n < 1 || *n > c4_max_threads()) {
                err << "lineup-cli c4-solve: --threads needs a number from 1 to " << c4_max_threads()
                    << (c4_max_threads() == 1 ? " (this build has no threads)" : "") << "\n";
                return 2;
            }
            threads = *n;
        } else {
            game_args.push_back(args[i]);
        }
    }
    auto config = parse_game_options(game_args, rest);
    if (!config) {
        err << "lineup-cli c4-solve: " << config.error().message << "\n";
        return 2;
    }
    if (!rest.empty()) {
        err << "lineup-cli c4-solve: unknown option '" << printable(rest.front()) << "'\n";
        return 2;
    }

    ai::Connect4Engine engine(static_cast<std::size_t>(tt_mb));
    // The built-in opening book answers the first plies of 7x6 at once.
    if (use_book) engine.set_book(&ai::builtin_connect4_book());
    std::unique_ptr<ParallelSolver> parallel;
    if (threads > 1 && !analyse) parallel = std::make_unique<ParallelSolver>(engine, threads);
    // Answers end with '\n' and are flushed only when the client may be
    // waiting for them: before c4-solve may wait for input (nothing left in
    // `in`'s buffer), before a search that takes more than a moment, after an
    // invalid line (its reason goes to stderr) and at the end. Fed a whole
    // file, the answers go out in large blocks: under Node one write per line
    // cost more than the search of a position late in the game.
    bool unflushed = false;  // answers written but not flushed yet
    const auto flush = [&] {
        if (unflushed) out.flush();
        unflushed = false;
    };
    C4LineReader reader(*config);
    std::string line;
    for (long number = 1;; ++number) {
        if (in.rdbuf() == nullptr || in.rdbuf()->in_avail() <= 0) flush();
        if (!std::getline(in, line)) break;
        const auto read = reader.read(trim(line));
        if (!read) {
            out << "invalid" << std::endl;
            unflushed = false;
            err << "line " << number << ": " << read.error().message << std::endl;
            continue;
        }
        const Board* board = *read;
        if (board->status() == Status::Draw) {
            out << (analyse ? "full" : "0") << '\n';
            unflushed = true;
            continue;
        }
        if (!analyse) {
            // Most positions late in the game take a few hundred nodes: a
            // quick search first (ParallelSolver's own first step), and the
            // answers before this one are flushed before a longer search.
            std::optional<int> score;
            if (unflushed || parallel) score = engine.solve(*board, ai::Limits{0, kC4QuickNodes, 0});
            if (!score) {
                flush();
                score = parallel ? parallel->search(*board) : engine.solve(*board);
            }
            write_line(out, *score);
            unflushed = true;
            continue;
        }
        flush();
        const auto scores = engine.analyse(*board);
        for (std::size_t col = 0; col < scores.size(); ++col) {
            if (col > 0) out << ' ';
            if (scores[col]) {
                out << *scores[col];
            } else {
                out << "full";
            }
        }
        out << '\n';
        unflushed = true;
    }
    flush();
    return 0;
}

}  // namespace lineup::cli
