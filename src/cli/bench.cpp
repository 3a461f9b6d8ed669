#include "cli/bench.hpp"

#include <chrono>
#include <cstdint>
#include <fstream>
#include <iomanip>
#include <optional>
#include <ostream>
#include <sstream>

#include "ai/connect4/player.hpp"
#include "ai/connect4/solver.hpp"
#include "ai/gomoku/classic.hpp"
#include "ai/gomoku/player.hpp"
#include "cli/args.hpp"
#include "cli/bench_cores.hpp"
#include "cli/bench_search.hpp"
#include "cli/bench_tally.hpp"
#include "core/notation.hpp"
#include "core/rng.hpp"
#include "platform/large_pages.hpp"

namespace lineup::cli {

using namespace lineup::core;

namespace {

using Clock = std::chrono::steady_clock;

// 7x6 positions from tests/bench/make_c4_positions.py (seed 5), chosen to cost
// from a few thousand to a few million nodes each.
constexpr const char* kConnect4Positions[] = {
    "11241763277734647551", "2123373751216472261", "4225454225137614135", "24331664272262165", "26564252137115",
    "1337551566313373",     "45112375441644",      "67636114275",         "64521413654",       "35526624747",
    "17233563536",          "217127227233",        "716336776",
};

// Natural 7x6 positions from tests/bench/c4-natural-7x6.txt (among the first
// of their disc count), each costing from 0.15 to 1.8 million nodes to score
// every column without the book.
constexpr const char* kConnect4Natural[] = {
    "33343164", "24553445", "2653445521", "2455344544", "245534454441", "265344552164",
};

// 15x15 freestyle middlegames, the side to move to play: the first 24 moves
// of games between Master and Rapfi from the balanced openings
// (docs/gomoku-strength.md), each from a different opening.
constexpr const char* kGomokuMiddlegames[] = {
    "i8h7g10j7g7g8f9j5i6i7j8h9h8i9f7l7k7j9k8l8k9k6i4l6",
    "h9i10f8h10f10f9e9d10d8c7e8g8e10e11e7e6c9f6d9b8f11g12d6g9",
    "i9j9i12k10i8i10h11j10l10j11j12k12h9k11k13l11m11k9k8j13m10l8i11h10",
    "g8h9d8h8h7f9e9f10f8g9e8c8e11e10d10i9j9i7j6g7j10i8c11b12",
    "i8j8l8k7i9i7k9j7l7l9j10i11h7j9j5i6m10k6k10l10k11k8h5k5",
    "i9i10g7h8h10k8j9j8i8k9k10h7h6f8i6j6i5i7k5f7f9g8h9g9",
    "i7i9g7j8k7j7j6l8k5h8i5i8k8k6l5j5l4m3h4g3j4g8f8h6",
    "h9i9g12j10g10h8g7i8g8g9i7h7i10f7j9h11k11f8k12j11f6h10i11g6",
    "g8g7i10f7e7e8g6f8f9h7h6f6i9f4f5e5d4d6c7i8h10j8j10k10",
};

double ms_since(Clock::time_point start) {
    return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

// A position `plies` moves into a game on `config`: Connect 4 columns drawn
// from a seeded generator, never ending the game and never leaving the side
// to move a win at once (that would need no search).
Board connect4_playout(const GameConfig& config, int plies, std::uint64_t seed) {
    Board board(config);
    Rng rng(seed);
    std::vector<Move> legal;
    while (board.ply() < plies) {
        board.legal_moves(legal);
        bool played = false;
        for (int attempt = 0; attempt < 20 && !played; ++attempt) {
            const Move move = legal[static_cast<std::size_t>(rng.below(static_cast<int>(legal.size())))];
            board.play(move);
            bool bad = board.status() != Status::Playing;
            if (!bad) {
                // The side to move now must not have a win at once.
                std::vector<Move> replies;
                board.legal_moves(replies);
                for (const Move& reply : replies) {
                    board.play(reply);
                    bad = bad || board.status() == Status::Won;
                    board.undo();
                }
            }
            if (bad) {
                board.undo();
            } else {
                played = true;
            }
        }
        if (!played) break;  // no quiet move left: a shorter position
    }
    return board;
}

// A stone on the centre (or the first free cell after it), then Classic (the
// deterministic scorer, ai::classic_move) playing both sides up to `plies` moves,
// stopping before a move that would end the game.
Board gomoku_playout(const GameConfig& config, int plies) {
    Board board(config);
    for (int i = config.cols * config.rows / 2; board.ply() == 0; ++i) {
        board.play(Move::at({i % config.cols, i / config.cols}));
    }
    while (board.ply() < plies) {
        const Cell cell = ai::classic_move(board);
        board.play(Move::at(cell));
        if (board.status() != Status::Playing) {
            board.undo();
            break;
        }
    }
    return board;
}

std::string describe_position(const Board& board) {
    const GameConfig& c = board.config();
    std::string text = std::to_string(c.cols) + "x" + std::to_string(c.rows);
    if (c.game == GameKind::Gomoku && c.rule == Rule::Exact) text += " exact";
    if (c.theme != Theme::Basic) text += " " + std::string(to_string(c.theme)) + " seed " + std::to_string(c.seed);
    return text + " " + format_moves(c, board.moves());
}

void bench_connect4(std::ostream& out, std::size_t tt_mb) {
    Tally tally(out, "c4");
    ai::Connect4Solver engine(tt_mb, &platform::advise_large_pages);  // no book: the bench measures the search
    const auto solve = [&](const Board& board) {
        engine.clear();
        const auto start = Clock::now();
        const auto score = engine.solve(board);
        tally.add("solve " + describe_position(board), "score " + std::to_string(*score), engine.nodes(),
                  ms_since(start));
    };
    const GameConfig basic = default_config(GameKind::Connect4);
    for (const char* text : kConnect4Positions) {
        Board board(basic);
        const auto moves = parse_moves(basic, text);
        for (const Move& move : *moves) board.play(move);
        solve(board);
    }
    for (const char* text : kConnect4Natural) {
        Board board(basic);
        const auto moves = parse_moves(basic, text);
        for (const Move& move : *moves) board.play(move);
        engine.clear();
        const auto start = Clock::now();
        std::string scores = "scores";
        for (const auto& score : engine.analyse(board)) scores += ' ' + (score ? std::to_string(*score) : "full");
        tally.add("analyse " + describe_position(board), scores, engine.nodes(), ms_since(start));
    }
    // Themed boards (layout seed, plies, playout seed chosen for searches of
    // 100,000 nodes or more).
    solve(connect4_playout(default_config(GameKind::Connect4, Theme::Rock, 7, 6, 42), 10, 3));
    solve(connect4_playout(default_config(GameKind::Connect4, Theme::Bubble, 7, 6, 7), 10, 1));
    solve(connect4_playout(default_config(GameKind::Connect4, Theme::Rock, 8, 7, 3), 16, 1));
    solve(connect4_playout(default_config(GameKind::Connect4, Theme::Bubble, 6, 5, 11), 6, 3));

    // The levels' heuristic search where exact solving is out of reach.
    const Board wide = connect4_playout(default_config(GameKind::Connect4, Theme::Basic, 9, 7), 8, 4);
    for (ai::Level level : {ai::Level::Medium, ai::Level::Hard}) {
        engine.clear();
        const auto start = Clock::now();
        const auto d = ai::choose_connect4(wide, level, 1, ai::Limits{}, nullptr, engine);
        tally.add(std::string(ai::level_name(GameKind::Connect4, level)) + " " + describe_position(wide),
                  "column " + std::to_string(d.column + 1) + " depth " + std::to_string(d.depth), d.nodes,
                  ms_since(start));
    }
    tally.finish();
}

void bench_gomoku(std::ostream& out) {
    Tally tally(out, "gomoku");
    const auto config = [](int size, Rule rule, Theme theme, std::uint32_t seed) {
        GameConfig c = default_config(GameKind::Gomoku, theme, size, size, seed);
        c.rule = rule;
        return c;
    };
    const Board positions[] = {
        gomoku_playout(config(15, Rule::Freestyle, Theme::Basic, 0), 9),
        gomoku_playout(config(15, Rule::Freestyle, Theme::Basic, 0), 22),
        gomoku_playout(config(13, Rule::Exact, Theme::Basic, 0), 16),
        gomoku_playout(config(15, Rule::Freestyle, Theme::Rock, 3), 14),
        gomoku_playout(config(13, Rule::Freestyle, Theme::Bubble, 9), 12),
    };
    ai::GomokuTable table(16);
    // Master's speed in the middlegame, reported apart.
    const GameConfig freestyle = config(15, Rule::Freestyle, Theme::Basic, 0);
    std::uint64_t middle_nodes = 0;
    double middle_ms = 0;
    for (const char* text : kGomokuMiddlegames) {
        Board board(freestyle);
        const auto moves = parse_moves(freestyle, text);
        for (const Move& move : *moves) board.play(move);
        table.clear();
        const auto start = Clock::now();
        const auto d = ai::choose_gomoku(board, ai::Level::Max, 1, ai::Limits{0, 100000, 0}, nullptr, table);
        const double ms = ms_since(start);
        tally.add("master 15x15 " + std::string(text).substr(0, 24) + "...",
                  format_cell(d.cell) + " value " + std::to_string(d.value), d.nodes, ms);
        middle_nodes += d.nodes;
        middle_ms += ms;
    }
    out << "Middlegame nodes/second: "
        << (middle_ms > 0 ? static_cast<std::uint64_t>(static_cast<double>(middle_nodes) * 1000.0 / middle_ms) : 0)
        << '\n';
    for (const Board& board : positions) {
        for (ai::Level level : {ai::Level::Medium, ai::Level::Hard, ai::Level::Max}) {
            table.clear();
            const auto start = Clock::now();
            const auto d = ai::choose_gomoku(board, level, 1, ai::Limits{0, 150000, 0}, nullptr, table);
            std::ostringstream result;
            result << format_cell(d.cell) << " value " << d.value;
            tally.add(std::string(ai::level_name(GameKind::Gomoku, level)) + " " + describe_position(board),
                      result.str(), d.nodes, ms_since(start));
        }
    }
    tally.finish();
}

struct BenchSettings {
    bool c4 = false, gomoku = false, cores = false, p50 = false, search = false, exact = false;
    std::string positions;  // a file of move strings for `cores` and `search` (the nine middlegames when empty)
    int tt_mb = 16;         // the table size changes the node counts: the signatures hold for 16 MiB
    SearchBench searched;   // `search`'s rule, theme, layout and node limit
};

Options declare_options(BenchSettings& s) {
    Options options("(see lineup-cli help bench)");
    options.flag("c4|connect4", "the Connect 4 searches (without a word: both games)", s.c4)
        .flag("gomoku", "the Gomoku searches", s.gomoku)
        .flag("cores", "play+undo per second of the Gomoku board core", s.cores)
        .flag("search", "the Gomoku searches on each of --positions, with a signature", s.search)
        .flag("p50", "print the 15x15 position set P50 (tests/bench/gomoku-p50.txt)", s.p50)
        .text("--positions FILE", "cores, search: 15x15 positions, one move string a line (# comments)", s.positions)
        .flag("--exact", "cores: play the positions under exact five", s.exact)
        .choice("--rule", "search: the rule", s.searched.rule, parse_rule, {"freestyle", "exact", "renju"})
        .choice("--theme", "search: rocks or bubbles", s.searched.theme, parse_theme, {"basic", "rock", "bubble"})
        .number("--seed N", "search: the rock or bubble layout", s.searched.seed, 0, 4294967295u)
        .number("--nodes N", "search: nodes a search", s.searched.nodes, 1, 100000000)
        .number("--tt-mb N", "Connect 4's transposition table in MiB (the signature holds for 16)", s.tt_mb, 1, 99999);
    return options;
}

// The positions of --positions, or the nine middlegames; nullopt (after a
// message) when the file cannot be read.
std::optional<std::vector<std::string>> read_positions(const BenchSettings& s, std::ostream& err) {
    std::vector<std::string> positions;
    if (s.positions.empty()) {
        for (const char* text : kGomokuMiddlegames) positions.emplace_back(text);
        return positions;
    }
    std::ifstream in(s.positions);
    if (!in) {
        err << "lineup-cli bench: cannot read " << s.positions << "\n";
        return std::nullopt;
    }
    for (std::string line; std::getline(in, line);) {
        line = line.substr(0, line.find('#'));
        std::erase_if(line, [](char c) { return c == ' ' || c == '\t' || c == '\r'; });
        if (!line.empty()) positions.push_back(line);
    }
    return positions;
}

}  // namespace

Options bench_options() { return own_options<BenchSettings>(declare_options); }

int run_bench(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    BenchSettings s;
    if (auto error = declare_options(s).parse(args)) {
        err << "lineup-cli bench: " << error->message << "\n";
        return 2;
    }
    if (s.p50) {
        print_p50(out, kGomokuMiddlegames);
        return 0;
    }
    if (s.cores || s.search) {
        const auto positions = read_positions(s, err);
        if (!positions) return 1;
        const bool ok = s.cores ? bench_cores(out, err, *positions, s.exact ? Rule::Exact : Rule::Freestyle)
                                : bench_search(out, err, *positions, s.searched);
        return ok ? 0 : 1;
    }
    if (!s.c4 && !s.gomoku) s.c4 = s.gomoku = true;
    if (s.c4) bench_connect4(out, static_cast<std::size_t>(s.tt_mb));
    if (s.gomoku) bench_gomoku(out);
    return 0;
}

}  // namespace lineup::cli
