#include "cli/c4_solve.hpp"

#include <algorithm>
#include <array>
#include <charconv>
#include <chrono>
#include <fstream>
#include <iomanip>
#include <istream>
#include <iterator>
#include <memory>
#include <optional>
#include <ostream>
#include <thread>

#include "ai/connect4/solver.hpp"
#include "ai/request_server.hpp"
#include "cli/args.hpp"
#include "cli/c4_parallel.hpp"
#include "cli/game_options.hpp"
#include "core/notation.hpp"
#include "core/strings.hpp"
#include "platform/large_pages.hpp"
#include "text/messages.hpp"

namespace lineup::cli {

using namespace lineup::core;
using namespace lineup::text;

namespace {

/// Plays the line's move number `i` (0-based) on `board`, or says why it cannot.
std::optional<Failure> play_line_move(Board& board, const GameConfig& config, std::size_t i, Move move) {
    if (board.status() == Status::Won) {
        return Failure{"the game was already won before move " + std::to_string(i + 1)};
    }
    if (auto error = board.play(move)) {
        return Failure{"move " + std::to_string(i + 1) + ": " + describe(*error, config, move)};
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

const char* book_problem(ai::BookError error) {
    switch (error) {
        case ai::BookError::Magic: return "not a Lineup Connect 4 book of this kind";
        case ai::BookError::Version: return "a book format version this program does not read";
        case ai::BookError::Size: return "not a 7x6 book";
        case ai::BookError::Length: return "truncated, or longer than its header says";
        case ai::BookError::Unsorted: return "entries out of order";
        case ai::BookError::OutOfRange: return "a value out of range";
        case ai::BookError::Checksum: return "bad checksum";
    }
    return "unknown error";
}

Result<Board> read_c4_position(const GameConfig& config, std::string_view line) {
    auto moves = parse_moves(config, line);
    if (!moves)
        return Failure{describe(moves.error()) + " (at character " + std::to_string(moves.error().position + 1) + ")"};
    Board board(config);
    for (std::size_t i = 0; i < moves->size(); ++i) {
        if (auto error = play_line_move(board, config, i, (*moves)[i])) return *error;
    }
    if (board.status() == Status::Won) return Failure{kAlreadyWon};
    return board;
}

C4LineReader::C4LineReader(const GameConfig& config) : empty_(config), board_(empty_) {}

Result<const Board*> C4LineReader::read(std::string_view line) {
    const GameConfig& config = empty_.config();
    // Plain digits, one per column, as parse_moves reads them on boards of up
    // to 9 columns; anything else (dots, other characters) takes the general path.
    const bool plain = config.cols <= 9 &&
                       std::all_of(line.begin(), line.end(), [&](char c) { return c >= '1' && c < '1' + config.cols; });
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
    if (board_.status() == Status::Won) return Failure{kAlreadyWon};
    return &board_;
}

namespace {

struct SolveOptions {
    bool analyse = false;
    bool stats = false;
    bool use_book = true;
    std::string analysis_book;  // a file (ai/connect4/analysis_book.hpp), or empty
    // 16 MiB: small enough to stay largely in a desktop CPU's last-level cache.
    // On the benchmark sets it beats 64 MiB by 10-25%, and the empty board
    // (the biggest search there is) takes 51 s instead of 45 s.
    int tt_mb = 16;
    // Every core by default (up to 8): c4-solve is usually the only thing running.
    int threads = std::clamp(static_cast<int>(std::thread::hardware_concurrency()), 1, std::min(8, c4_max_threads()));
    GameConfig config;
};

// The command line as read: the filter's options and the board's.
struct SolveSettings {
    SolveOptions solve;
    GameOptions game;
};

Options declare_options(SolveSettings& s) {
    SolveOptions& o = s.solve;
    Options options("(see lineup-cli help c4-solve)");
    options.flag("--analyse|-a", "each column's score instead of the position's", o.analyse)
        .flag("--stats", "positions, search time and nodes on stderr", o.stats)
        .flag("--no-book", "solve the first plies too instead of reading the opening book", o.use_book, false)
        .text("--book FILE", "an analysis book for 7x6 (made by c4-book): exact scores at once", o.analysis_book)
        .number("--tt-mb N", "transposition table in MiB", o.tt_mb, 1, 99999)
        .number("--threads N", "search threads", o.threads, 1, static_cast<std::uint64_t>(c4_max_threads()),
                c4_max_threads() == 1 ? "this build has no threads" : "");
    s.game.add_connect4_board_to(options);
    return options;
}

Result<SolveOptions> parse_solve_options(const std::vector<std::string>& args) {
    SolveSettings s;
    if (auto error = declare_options(s).parse(args)) return *error;
    auto config = s.game.config();
    if (!config) return config.error();
    s.solve.config = *config;
    return s.solve;
}

// The filter's loop. Answers end with '\n' and are flushed only when the
// client may be waiting for them: before c4-solve may wait for input (nothing
// left in `in`'s buffer), before a search that takes more than a moment, after
// an invalid line (its reason goes to stderr) and at the end. Fed a whole file,
// the answers go out in large blocks: under Node one write per line cost more
// than the search of a position late in the game.
class Filter {
public:
    Filter(const SolveOptions& o, const ai::Connect4AnalysisBook* analysis_book, std::ostream& out)
        : analyse_(o.analyse),
          stats_(o.stats),
          engine_(static_cast<std::size_t>(o.tt_mb), &platform::advise_large_pages),
          out_(out) {
        // The built-in opening book answers the first plies of 7x6 at once.
        if (o.use_book) engine_.set_book(&ai::builtin_connect4_book());
        engine_.set_analysis_book(analysis_book);
        if (o.threads > 1 && !analyse_) parallel_ = std::make_unique<ParallelSolver>(engine_, o.threads);
    }

    void run(std::istream& in, std::ostream& err, const GameConfig& config) {
        C4LineReader reader(config);
        std::string line;
        for (long number = 1;; ++number) {
            if (in.rdbuf() == nullptr || in.rdbuf()->in_avail() <= 0) flush();
            if (!std::getline(in, line)) break;
            const auto read = reader.read(trim(line));
            if (!read) {
                out_ << "invalid" << std::endl;
                unflushed_ = false;
                err << "line " << number << ": " << read.error().message << std::endl;
                continue;
            }
            if (stats_) {
                // Clock reads only when asked: a position late in the game takes
                // microseconds, and under Node each read is a call into JavaScript.
                const auto start = std::chrono::steady_clock::now();
                answer(**read);
                search_time_ += std::chrono::steady_clock::now() - start;
            } else {
                answer(**read);
            }
            ++positions_;
        }
        flush();
        if (stats_) write_stats(err);
    }

private:
    // What the peers' test programs report: the time spent answering the
    // positions (not reading them, nor allocating and clearing the table).
    void write_stats(std::ostream& err) const {
        const double seconds = std::chrono::duration<double>(search_time_).count();
        err << "positions " << positions_ << ", search time " << std::fixed << std::setprecision(3) << seconds
            << " s, nodes " << nodes_ << std::endl;
    }

    void flush() {
        if (unflushed_) out_.flush();
        unflushed_ = false;
    }

    void answer(const Board& board) {
        if (board.status() == Status::Draw) {
            out_ << (analyse_ ? "full" : "0") << '\n';
        } else if (!analyse_) {
            // Most positions late in the game take a few hundred nodes: a
            // quick search first (ParallelSolver's own first step), and the
            // answers before this one are flushed before a longer search.
            std::optional<int> score;
            if (unflushed_ || parallel_) {
                score = engine_.solve(board, ai::Limits{0, kC4QuickNodes, 0});
                nodes_ += engine_.nodes();
            }
            if (!score) {
                flush();
                score = parallel_ ? parallel_->search(board) : engine_.solve(board);
                nodes_ += parallel_ ? parallel_->nodes() : engine_.nodes();
            }
            write_line(out_, *score);
        } else {
            flush();
            const auto scores = engine_.analyse(board);
            nodes_ += engine_.nodes();
            for (std::size_t col = 0; col < scores.size(); ++col) {
                if (col > 0) out_ << ' ';
                if (scores[col]) {
                    out_ << *scores[col];
                } else {
                    out_ << "full";
                }
            }
            out_ << '\n';
        }
        unflushed_ = true;
    }

    bool analyse_;
    bool stats_;
    ai::Connect4Solver engine_;
    std::unique_ptr<ParallelSolver> parallel_;
    std::ostream& out_;
    bool unflushed_ = false;  // answers written but not flushed yet
    long positions_ = 0;      // lines answered (invalid ones not counted)
    std::uint64_t nodes_ = 0;
    std::chrono::steady_clock::duration search_time_{};
};

}  // namespace

Result<ai::Connect4AnalysisBook> read_analysis_book(const std::string& path) {
    std::ifstream file(path, std::ios::binary);
    const std::vector<std::uint8_t> bytes((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
    if (!file && !file.eof()) return Failure{"cannot read " + path};
    if (bytes.empty()) return Failure{path + ": cannot read it, or it is empty"};
    auto book = ai::Connect4AnalysisBook::parse(bytes);
    if (!book) return Failure{path + ": " + book_problem(book.error())};
    return std::move(*book);
}

Options c4_solve_options() { return own_options<SolveSettings>(declare_options); }

int run_c4_solve(const std::vector<std::string>& args, std::istream& in, std::ostream& out, std::ostream& err) {
    auto options = parse_solve_options(args);
    if (!options) {
        err << "lineup-cli c4-solve: " << options.error().message << "\n";
        return 2;
    }
    ai::Connect4AnalysisBook book;
    if (!options->analysis_book.empty()) {
        auto loaded = read_analysis_book(options->analysis_book);
        if (!loaded) {
            err << "lineup-cli c4-solve: " << loaded.error().message << "\n";
            return 2;
        }
        book = std::move(*loaded);
    }
    Filter(*options, book.empty() ? nullptr : &book, out).run(in, err, options->config);
    return 0;
}

}  // namespace lineup::cli
