#include "cli/c4_book_command.hpp"

#include <chrono>
#include <fstream>
#include <map>
#include <optional>
#include <ostream>
#include <sstream>

#include "ai/connect4/book_builder.hpp"
#include "ai/connect4/player.hpp"
#include "ai/connect4/solver.hpp"
#include "ai/request_server.hpp"
#include "cli/args.hpp"
#include "core/notation.hpp"

namespace lineup::cli {

using namespace lineup::core;

namespace {

std::map<std::uint64_t, int> load_progress(const std::string& path) {
    std::map<std::uint64_t, int> scores;
    std::ifstream in(path);
    std::string line;
    while (std::getline(in, line)) {
        std::istringstream fields(line);
        std::uint64_t key = 0;
        int score = 0;
        if (fields >> key >> score) scores[key] = score;
    }
    return scores;
}

// Writes a book (Connect4Book or Connect4MoveBook) to `path`: the exit status.
template <typename Book>
int write_book(const Book& book, const std::string& path, std::ostream& out, std::ostream& err) {
    const auto bytes = book.serialize();
    std::ofstream file(path, std::ios::binary);
    file.write(reinterpret_cast<const char*>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
    if (!file) {
        err << "lineup-cli c4-book: cannot write " << path << "\n";
        return 1;
    }
    out << "wrote " << path << ": " << book.size() << " positions, " << bytes.size() << " bytes" << std::endl;
    return 0;
}

std::optional<std::string> side_name(std::string_view text) {
    if (text == "first" || text == "second" || text == "both") return std::string(text);
    return std::nullopt;
}

// `c4-book --moves`: Perfect's opening moves (ai/connect4/move_book.hpp).
int run_c4_move_book(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    int first_plies = -1, second_plies = -1, tt_mb = 1024;
    std::string progress_path, out_path, side = "both";
    Options options;
    options.number("--first-plies", first_plies, 0, 20)
        .number("--second-plies", second_plies, 0, 20)
        .number("--tt-mb", tt_mb, 1, 99999)
        .choice("--side", side, side_name, "first, second or both")
        .text("--progress", progress_path)
        .text("--out", out_path);
    if (auto error = options.parse(args)) {
        err << "lineup-cli c4-book --moves: " << error->message << "\n";
        return 2;
    }
    if (first_plies < 0 || second_plies < 0 || progress_path.empty() || (side == "both" && out_path.empty())) {
        err << "usage: lineup-cli c4-book --moves --first-plies N --second-plies N --progress FILE "
               "[--side first|second|both] [--out FILE] [--tt-mb N]\n"
               "  (--side first or second fills the progress file only; both writes --out)\n";
        return 2;
    }

    std::map<std::uint64_t, int> known = load_progress(progress_path);
    out << known.size() << " decisions already in " << progress_path << std::endl;
    std::ofstream progress(progress_path, std::ios::app);
    ai::Connect4Solver engine(static_cast<std::size_t>(tt_mb));
    engine.set_book(&ai::builtin_connect4_book());
    const auto start = std::chrono::steady_clock::now();
    std::size_t decided = 0;
    const auto decide = [&](const Board& board) {
        const int col = ai::perfect_book_move(board, engine);
        const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        progress << ai::Connect4MoveBook::entry(board, col).key << ' ' << ai::Connect4MoveBook::entry(board, col).column
                 << ' ' << format_moves(board.config(), board.moves()) << std::endl;
        out << format_moves(board.config(), board.moves()) << " -> " << col + 1 << "  (" << ++decided << " new, "
            << static_cast<long>(seconds) << " s)" << std::endl;
        return col;
    };
    std::size_t positions = 0;
    if (side != "second") positions += ai::walk_move_book(Side::First, first_plies, known, decide);
    if (side != "first") positions += ai::walk_move_book(Side::Second, second_plies, known, decide);
    out << positions << " positions, " << decided << " decided now" << std::endl;
    if (side != "both") return 0;

    std::vector<ai::Connect4MoveBook::Entry> entries;
    for (const auto& [key, col] : known) entries.push_back({key, col});
    const ai::Connect4MoveBook book(std::move(entries), first_plies, second_plies);
    return write_book(book, out_path, out, err);
}

}  // namespace

int run_c4_book(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    if (!args.empty() && args.front() == "--moves") {
        return run_c4_move_book(std::vector<std::string>(args.begin() + 1, args.end()), out, err);
    }
    int depth = -1;
    int tt_mb = 1024;
    std::string progress_path, out_path;
    Options options;
    options.number("--depth", depth, 0, 12)
        .number("--tt-mb", tt_mb, 1, 99999)
        .text("--progress", progress_path)
        .text("--out", out_path);
    if (auto error = options.parse(args)) {
        err << "lineup-cli c4-book: " << error->message << "\n";
        return 2;
    }
    if (depth < 0 || progress_path.empty() || out_path.empty()) {
        err << "usage: lineup-cli c4-book --depth D --progress FILE --out FILE [--tt-mb N]\n";
        return 2;
    }

    const auto levels = ai::enumerate_book_positions(depth);
    const auto& leaves = levels[static_cast<std::size_t>(depth)];
    std::map<std::uint64_t, int> scores = load_progress(progress_path);
    std::size_t done = 0;
    for (const auto& p : leaves) done += scores.count(p.key);
    out << "depth " << depth << ": " << leaves.size() << " positions to solve, " << done << " already in "
        << progress_path << std::endl;

    std::ofstream progress(progress_path, std::ios::app);
    ai::Connect4Solver engine(static_cast<std::size_t>(tt_mb));
    const GameConfig config = default_config(GameKind::Connect4);
    const auto start = std::chrono::steady_clock::now();
    std::size_t solved = 0;
    for (const auto& p : leaves) {
        if (scores.count(p.key)) continue;
        Board board(config);
        for (char c : p.moves) board.play(Move::column(c - '1'));
        const int score = *engine.solve(board);
        scores[p.key] = score;
        progress << p.key << ' ' << score << ' ' << p.moves << std::endl;
        ++solved;
        const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        const std::size_t left = leaves.size() - done - solved;
        out << p.moves << " " << score << "  (" << done + solved << "/" << leaves.size() << ", "
            << static_cast<long>(seconds / static_cast<double>(solved) * static_cast<double>(left)) << " s left)"
            << std::endl;
    }

    const ai::Connect4Book book = ai::back_up_book(levels, scores, depth);
    return write_book(book, out_path, out, err);
}

}  // namespace lineup::cli
