#include "cli/c4_analysis_book.hpp"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iomanip>
#include <mutex>
#include <optional>
#include <ostream>
#include <sstream>
#include <thread>

#include "ai/connect4/analysis_book_builder.hpp"
#include "ai/connect4/solver.hpp"
#include "ai/request_server.hpp"
#include "cli/c4_parallel.hpp"
#include "platform/large_pages.hpp"

namespace lineup::cli {
namespace {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

struct AnalysisBookSettings {
    int depth = -1, threads = 1, tt_mb = 64, chunk = 256, chunks = 100000000;
    std::string state, out;
};

Options declare_options(AnalysisBookSettings& s) {
    Options options("(see lineup-cli help c4-book)");
    options.number("--depth D", "the deepest positions' discs (7x6)", s.depth, 1, 12)
        .required()
        .text("--state DIR", "the build's state: its plan and finished chunks (a rerun resumes)", s.state)
        .required()
        .text("--out FILE", "the book to write once every chunk is solved", s.out)
        .number("--threads N", "chunks solved side by side", s.threads, 1, static_cast<std::uint64_t>(c4_max_threads()),
                c4_max_threads() == 1 ? "this build has no threads" : "")
        .number("--tt-mb N", "transposition table of each thread in MiB", s.tt_mb, 1, 99999)
        .number("--chunk N", "positions per chunk", s.chunk, 1, 1000000)
        .number("--chunks N", "stop after N more chunks (0: only say what is left)", s.chunks, 0, 100000000);
    return options;
}

using Leaves = std::vector<ai::C4BookPosition>;

std::string plan_text(int depth, const Leaves& leaves, int chunk) {
    std::uint64_t digest = 0xcbf29ce484222325ull;  // FNV-1a over the keys
    for (const auto& p : leaves) digest = (digest ^ p.key) * 0x100000001b3ull;
    std::ostringstream text;
    text << "lineup c4 analysis book\ndepth " << depth << "\npositions " << leaves.size() << "\nchunk " << chunk
         << "\nkeys " << std::hex << digest << "\n";
    return text.str();
}

std::string read_text(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

// Writes `text` to `path` as a whole: under another name first, then renamed.
bool write_whole(const fs::path& path, const std::string& text) {
    const fs::path temporary = path.string() + ".part";
    {
        std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
        out << text;
        if (!out.flush()) return false;
    }
    std::error_code error;
    fs::rename(temporary, path, error);
    return !error;
}

// Makes DIR and its plan, or checks the plan already there: the problem, or nullopt.
std::optional<std::string> adopt_state(const fs::path& dir, const std::string& plan) {
    std::error_code error;
    fs::create_directories(dir, error);
    if (error) return "cannot make " + dir.string();
    const fs::path path = dir / "plan";
    if (fs::exists(path)) {
        if (read_text(path) != plan)
            return dir.string() + " holds another build (its plan differs; use another --state)";
        return std::nullopt;
    }
    if (!write_whole(path, plan)) return "cannot write " + path.string();
    return std::nullopt;
}

fs::path chunk_path(const fs::path& dir, std::size_t index) {
    std::ostringstream name;
    name << "chunk-" << std::setw(6) << std::setfill('0') << index;
    return dir / name.str();
}

struct Range {
    std::size_t begin, end;
};

Range chunk_range(std::size_t index, std::size_t chunk, std::size_t total) {
    return {index * chunk, std::min(total, (index + 1) * chunk)};
}

// A finished chunk's scores, in order; nullopt when the file is missing or
// does not hold exactly the chunk's keys.
std::optional<std::vector<int>> read_chunk(const fs::path& path, const Leaves& leaves, Range range) {
    std::ifstream in(path);
    if (!in) return std::nullopt;
    std::vector<int> scores;
    std::uint64_t key = 0;
    int score = 0;
    for (std::size_t i = range.begin; i < range.end; ++i) {
        if (!(in >> key >> score) || key != leaves[i].key) return std::nullopt;
        scores.push_back(score);
    }
    if (in >> key) return std::nullopt;
    return scores;
}

struct Build {
    Build(const AnalysisBookSettings& settings, const Leaves& positions)
        : s(settings), leaves(positions), dir(settings.state) {}
    const AnalysisBookSettings& s;
    const Leaves& leaves;
    fs::path dir;
    std::vector<std::size_t> todo;  // chunk indices not finished
    std::atomic<std::size_t> next{0};
    std::atomic<bool> failed{false};
    std::mutex report;
    std::size_t pending = 0;  // positions in the chunks not finished when the run began
    std::size_t finished = 0, solved = 0;
    std::uint64_t nodes = 0;
    Clock::time_point start = Clock::now();
};

void report_chunk(Build& b, std::size_t index, std::size_t positions, std::uint64_t nodes, std::ostream& out) {
    const std::lock_guard lock(b.report);
    ++b.finished;
    b.solved += positions;
    b.nodes += nodes;
    const double seconds = std::chrono::duration<double>(Clock::now() - b.start).count();
    out << "chunk " << index << " done (" << b.finished << "/" << b.todo.size() << " this run): " << b.solved
        << " positions (" << b.nodes / b.solved << " nodes each) in " << static_cast<long>(seconds) << " s, "
        << std::fixed << std::setprecision(1) << static_cast<double>(b.solved) / std::max(seconds, 1e-9)
        << " positions/s, "
        << static_cast<long>(seconds * static_cast<double>(b.pending - b.solved) / static_cast<double>(b.solved))
        << " s more at this rate" << std::defaultfloat << std::endl;
}

void solve_chunks(Build& b, std::ostream& out, std::ostream& err) {
    ai::Connect4Solver engine(static_cast<std::size_t>(b.s.tt_mb), &platform::advise_large_pages);
    engine.set_book(&ai::builtin_connect4_book());  // exact too: answers small depths at once
    for (;;) {
        const std::size_t claim = b.next++;
        if (claim >= b.todo.size() || b.failed) return;
        const std::size_t index = b.todo[claim];
        const Range range = chunk_range(index, static_cast<std::size_t>(b.s.chunk), b.leaves.size());
        std::string text;
        std::uint64_t nodes = 0;
        for (std::size_t i = range.begin; i < range.end; ++i) {
            text += std::to_string(b.leaves[i].key) + ' ' + std::to_string(*engine.solve(b.leaves[i].board())) + '\n';
            nodes += engine.nodes();
        }
        if (!write_whole(chunk_path(b.dir, index), text)) {
            const std::lock_guard lock(b.report);
            err << "lineup-cli c4-book: cannot write " << chunk_path(b.dir, index).string() << "\n";
            b.failed = true;
            return;
        }
        report_chunk(b, index, range.end - range.begin, nodes, out);
    }
}

// Runs the threads over the chunks still to solve.
bool run_chunks(Build& b, std::ostream& out, std::ostream& err) {
    if (b.todo.empty()) return true;
    if (b.s.threads == 1) {
        solve_chunks(b, out, err);
    } else {
        std::vector<std::thread> threads;
        for (int t = 0; t < b.s.threads; ++t) threads.emplace_back([&] { solve_chunks(b, out, err); });
        for (auto& t : threads) t.join();
    }
    return !b.failed;
}

int write_book(const ai::C4BookLayers& layers, const Build& b, std::size_t chunks, std::ostream& out,
               std::ostream& err) {
    std::vector<int> scores;
    for (std::size_t index = 0; index < chunks; ++index) {
        const Range range = chunk_range(index, static_cast<std::size_t>(b.s.chunk), b.leaves.size());
        const auto part = read_chunk(chunk_path(b.dir, index), b.leaves, range);
        if (!part) {
            err << "lineup-cli c4-book: " << chunk_path(b.dir, index).string() << " is unreadable\n";
            return 1;
        }
        scores.insert(scores.end(), part->begin(), part->end());
    }
    const ai::Connect4AnalysisBook book = ai::back_up_analysis_book(layers, scores);
    const auto& bytes = book.bytes();
    std::ofstream file(b.s.out, std::ios::binary);
    file.write(reinterpret_cast<const char*>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
    if (!file.flush()) {
        err << "lineup-cli c4-book: cannot write " << b.s.out << "\n";
        return 1;
    }
    out << "wrote " << b.s.out << ": " << book.positions() << " positions, " << bytes.size() << " bytes (" << std::fixed
        << std::setprecision(2) << static_cast<double>(bytes.size()) / static_cast<double>(book.positions())
        << " bytes a position)" << std::defaultfloat << std::endl;
    return 0;
}

}  // namespace

Options c4_analysis_book_options() { return own_options<AnalysisBookSettings>(declare_options); }

int run_c4_analysis_book(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    AnalysisBookSettings s;
    const Options options = declare_options(s);
    if (auto error = options.parse(args)) {
        err << "lineup-cli c4-book --analysis: " << error->message << "\n";
        return 2;
    }
    if (s.depth < 0 || s.state.empty()) {
        err << "usage: lineup-cli c4-book --analysis " << options.usage() << "\n";
        return 2;
    }
    const ai::C4BookLayers layers = ai::enumerate_analysis_layers(s.depth);
    std::size_t positions = 0;
    out << "positions by discs:";
    for (const auto& layer : layers) {
        positions += layer.size();
        out << ' ' << layer.size();
    }
    out << std::endl;
    Build b(s, layers.back());
    if (auto problem = adopt_state(b.dir, plan_text(s.depth, b.leaves, s.chunk))) {
        err << "lineup-cli c4-book: " << *problem << "\n";
        return 2;
    }
    const std::size_t chunks =
        (b.leaves.size() + static_cast<std::size_t>(s.chunk) - 1) / static_cast<std::size_t>(s.chunk);
    for (std::size_t index = 0; index < chunks; ++index) {
        const Range range = chunk_range(index, static_cast<std::size_t>(s.chunk), b.leaves.size());
        if (!read_chunk(chunk_path(b.dir, index), b.leaves, range)) {
            b.todo.push_back(index);
            b.pending += range.end - range.begin;
        }
    }
    // A scattered order (fixed): the rate of the first chunks tells the whole build's.
    std::sort(b.todo.begin(), b.todo.end(), [](std::size_t x, std::size_t y) {
        return ai::Connect4AnalysisBook::mix64(x) < ai::Connect4AnalysisBook::mix64(y);
    });
    out << "depth " << s.depth << ": " << positions << " positions, " << b.leaves.size() << " to solve in " << chunks
        << " chunks, " << chunks - b.todo.size() << " already done" << std::endl;
    const std::size_t left = b.todo.size();
    if (b.todo.size() > static_cast<std::size_t>(s.chunks)) b.todo.resize(static_cast<std::size_t>(s.chunks));
    if (!run_chunks(b, out, err)) return 1;
    if (b.todo.size() < left) {
        out << "stopped: " << left - b.todo.size() << " chunks left (rerun to go on)" << std::endl;
        return 0;
    }
    if (s.out.empty()) return 0;
    return write_book(layers, b, chunks, out, err);
}

}  // namespace lineup::cli
