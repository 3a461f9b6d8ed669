#include "cli/soak.hpp"

#include <chrono>
#include <fstream>
#include <optional>
#include <ostream>

#include "ai/connect4/player.hpp"
#include "ai/connect4/solver.hpp"
#include "ai/gomoku/player.hpp"
#include "ai/request_server.hpp"
#include "cli/args.hpp"
#include "core/notation.hpp"
#include "core/record.hpp"
#include "core/rng.hpp"
#include "text/messages.hpp"

namespace lineup::cli {

using namespace lineup::core;

namespace {

struct Combination {
    GameKind game;
    Theme theme;
    int cols;
    int rows;
};

std::vector<Combination> combinations() {
    std::vector<Combination> out;
    for (Theme theme : {Theme::Basic, Theme::Rock, Theme::Bubble}) {
        for (auto [c, r] : {std::pair{4, 4}, std::pair{7, 6}, std::pair{8, 7}, std::pair{12, 10}}) {
            out.push_back({GameKind::Connect4, theme, c, r});
        }
        for (int n : {9, 13, 15, 19, 20}) out.push_back({GameKind::Gomoku, theme, n, n});
    }
    return out;
}

// Built with AddressSanitizer (g++ and clang say so differently)?
#if defined(__SANITIZE_ADDRESS__)
constexpr bool kAddressSanitizer = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
constexpr bool kAddressSanitizer = true;
#else
constexpr bool kAddressSanitizer = false;
#endif
#else
constexpr bool kAddressSanitizer = false;
#endif

// Resident memory in KiB (Linux: /proc/self/statm), 0 when unknown.
long resident_kib() {
    std::ifstream statm("/proc/self/statm");
    long pages = 0, resident = 0;
    if (!(statm >> pages >> resident)) return 0;
    return resident * 4;
}

// The invariants of a board (the fuzz target's, for whole games): stones on
// played cells only, bubbles held as counted, a winner exactly when won.
std::optional<std::string> broken(const Board& board) {
    int held[2] = {0, 0};
    for (Cell c : board.history()) {
        const Stone s = board.at(c);
        if (s != Stone::First && s != Stone::Second) return "a played cell holds no stone";
        held[s == Stone::First ? 0 : 1] += board.bubbles_at(c);
    }
    if (held[0] != board.bubbles_held(Side::First) || held[1] != board.bubbles_held(Side::Second)) {
        return "bubbles held do not match the stones";
    }
    if (board.status() == Status::Won) {
        for (Cell c : board.win_cells()) {
            if (!board.inside(c) || board.at(c) != stone_of(board.winner()))
                return "a winning cell is not the winner's";
        }
        if (board.win_lines().empty() && !board.won_by_bubbles()) return "won without a line or bubbles";
    } else if (board.winner() != Side::None) {
        return "a winner while the game is not won";
    }
    return std::nullopt;
}

class Soak {
public:
    explicit Soak(std::uint64_t seed) : rng_(seed), c4_(4), gomoku_(2), worker_(4, 2) {}

    // One game; the failure, if any.
    std::optional<std::string> play(const Combination& combo, int game_number, int& moves) {
        GameConfig config =
            default_config(combo.game, combo.theme, combo.cols, combo.rows, static_cast<std::uint32_t>(rng_.next()));
        if (combo.game == GameKind::Gomoku && game_number % 2 == 1) config.rule = Rule::Exact;
        Board board(config);
        // Levels for the two sides vary from game to game; all are fast.
        const ai::Level levels[2] = {pick_level(combo.game), pick_level(combo.game)};
        while (board.status() == Status::Playing) {
            const ai::Level level = levels[index_of(board.to_move())];
            const std::optional<Move> move = choose(board, level, board.ply() % 7 == 3);
            if (!move) return "the worker refused a request for " + format_record(board);
            if (auto error = board.play(*move)) {
                return "illegal move " + format_move(config, *move) + " in " + format_record(board);
            }
            ++moves;
            if (auto problem = broken(board)) return *problem + " in " + format_record(board);
        }
        // Undo to the start and redo to the end: the same board.
        const Board end = board;
        while (board.undo()) {
        }
        if (board.ply() != 0) return "undo stopped early in " + format_record(end);
        while (board.redo()) {
        }
        if (!(board == end)) return "undo and redo changed " + format_record(end);
        // The record rebuilds the game, layout included.
        auto record = parse_record(format_record(end));
        if (!record) return "the record does not parse: " + text::describe(record.error());
        const Board again = replay(*record);
        if (format_record(again) != format_record(end) || again.status() != end.status() ||
            again.winner() != end.winner()) {
            return "the record does not rebuild " + format_record(end);
        }
        return std::nullopt;
    }

private:
    ai::Level pick_level(GameKind game) {
        const auto offered = ai::levels_for(game);
        // Max is excluded: its exact solver is too slow for thousands of games.
        return offered[static_cast<std::size_t>(rng_.below(static_cast<int>(offered.size()) - 1))];
    }

    std::optional<Move> choose(const Board& board, ai::Level level, bool through_worker) {
        if (through_worker) {
            // As the browser asks its worker: a request line, a reply line.
            ai::Request request;
            request.id = ++request_id_;
            request.level = level;
            request.time_ms = 5;
            request.seed = rng_.next();
            request.record = {board.config(), board.moves()};
            auto reply = ai::parse_reply(worker_.handle_line(ai::format_request(request)));
            if (!reply || !reply->ok || reply->id != request.id) return std::nullopt;
            return reply->move;
        }
        const ai::Limits limits{0, 300, 0};
        if (board.game() == GameKind::Connect4) {
            return Move::column(ai::choose_connect4(board, level, rng_.next(), limits, nullptr, c4_).column);
        }
        return Move::at(ai::choose_gomoku(board, level, rng_.next(), limits, nullptr, gomoku_).cell);
    }

    Rng rng_;
    ai::Connect4Solver c4_;
    ai::GomokuTable gomoku_;
    ai::RequestServer worker_;
    std::uint32_t request_id_ = 0;
};

struct SoakSettings {
    int games = 100;
    std::uint64_t seed = 1;
};

Options declare_options(SoakSettings& s) {
    Options options("(see lineup-cli help soak)");
    options.number("--games N", "games of each game, theme and size", s.games, 1, 9999999)
        .number("--seed S", "seed of the layouts and the computer's choices", s.seed, 0, 999999999999999999);
    return options;
}

}  // namespace

Options soak_options() { return own_options<SoakSettings>(declare_options); }

int run_soak(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    SoakSettings s;
    if (auto error = declare_options(s).parse(args)) {
        err << "lineup-cli soak: " << error->message << "\n";
        return 2;
    }
    const int games = s.games;
    Soak soak(s.seed);
    const auto all = combinations();
    // Warm-up: one game of each combination, so tables and caches are allocated.
    long warm_kib = 0;
    int failures = 0;
    long long total_games = 0, total_moves = 0;
    const auto start = std::chrono::steady_clock::now();
    for (int pass = 0; pass < 2; ++pass) {
        for (const Combination& combo : all) {
            const int count = pass == 0 ? 1 : games;
            int moves = 0;
            const auto t0 = std::chrono::steady_clock::now();
            for (int g = 0; g < count; ++g) {
                if (auto problem = soak.play(combo, g, moves)) {
                    err << "lineup-cli soak: " << problem.value() << "\n";
                    ++failures;
                }
            }
            if (pass == 0) continue;
            total_games += count;
            total_moves += moves;
            const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
            out << to_string(combo.game) << ' ' << combo.cols << 'x' << combo.rows << ' ' << to_string(combo.theme)
                << ": " << count << " games, " << moves << " moves, " << static_cast<long>(seconds * 1000) << " ms"
                << std::endl;
        }
        if (pass == 0) warm_kib = resident_kib();
    }
    const long end_kib = resident_kib();
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    out << "Games: " << total_games << ", moves: " << total_moves << ", failures: " << failures << ", "
        << static_cast<long>(seconds) << " s\n";
    out << "Resident memory: " << warm_kib << " KiB after warm-up, " << end_kib << " KiB at the end" << std::endl;
    // Flat memory: allow a little allocator noise, nothing that grows with the games.
    // Under AddressSanitizer resident memory grows by design (its quarantine
    // keeps freed blocks); there LeakSanitizer checks for leaks at exit instead.
    if (kAddressSanitizer) {
        out << "Resident memory not compared under AddressSanitizer (LeakSanitizer checks leaks)" << std::endl;
    } else if (warm_kib > 0 && end_kib > warm_kib + 8 * 1024) {
        err << "lineup-cli soak: resident memory grew by " << end_kib - warm_kib << " KiB\n";
        return 1;
    }
    return failures == 0 ? 0 : 1;
}

}  // namespace lineup::cli
