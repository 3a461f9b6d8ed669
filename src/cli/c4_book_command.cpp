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
#include "cli/c4_analysis_book.hpp"
#include "cli/c4_book_check.hpp"
#include "core/notation.hpp"
#include "platform/large_pages.hpp"

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

struct BookSettings {
    int depth = -1;
    int tt_mb = 1024;
    std::string progress_path, out_path;
};

Options declare_book_options(BookSettings& s) {
    Options options("(see lineup-cli help c4-book)");
    options.number("--depth D", "discs of the positions to solve", s.depth, 0, 12)
        .required()
        .text("--progress FILE", "the scores so far, appended to (a rerun resumes)", s.progress_path)
        .required()
        .text("--out FILE", "the book to write", s.out_path)
        .required()
        .number("--tt-mb N", "transposition table in MiB", s.tt_mb, 1, 99999);
    return options;
}

struct MoveBookSettings {
    int first_plies = -1, second_plies = -1, tt_mb = 1024;
    std::string progress_path, out_path, side = "both";
};

Options declare_move_book_options(MoveBookSettings& s) {
    Options options("(see lineup-cli help c4-book)");
    options.number("--first-plies N", "plies of the games where Perfect plays first", s.first_plies, 0, 20)
        .required()
        .number("--second-plies N", "plies of the games where Perfect plays second", s.second_plies, 0, 20)
        .required()
        .text("--progress FILE", "the decisions so far, appended to (a rerun resumes)", s.progress_path)
        .required()
        .choice("--side", "whose moves (first or second: the progress file only)", s.side, side_name,
                {"first", "second", "both"})
        .text("--out FILE", "the book to write (with --side both)", s.out_path)
        .number("--tt-mb N", "transposition table in MiB", s.tt_mb, 1, 99999);
    return options;
}

// `c4-book --moves`: Perfect's opening moves (ai/connect4/move_book.hpp).
int run_c4_move_book(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    MoveBookSettings s;
    const Options options = declare_move_book_options(s);
    if (auto error = options.parse(args)) {
        err << "lineup-cli c4-book --moves: " << error->message << "\n";
        return 2;
    }
    if (s.first_plies < 0 || s.second_plies < 0 || s.progress_path.empty() ||
        (s.side == "both" && s.out_path.empty())) {
        err << "usage: lineup-cli c4-book --moves " << options.usage() << "\n";
        return 2;
    }
    const int first_plies = s.first_plies, second_plies = s.second_plies;
    const std::string &progress_path = s.progress_path, &out_path = s.out_path, &side = s.side;
    const int tt_mb = s.tt_mb;

    std::map<std::uint64_t, int> known = load_progress(progress_path);
    out << known.size() << " decisions already in " << progress_path << std::endl;
    std::ofstream progress(progress_path, std::ios::app);
    ai::Connect4Solver engine(static_cast<std::size_t>(tt_mb), &platform::advise_large_pages);
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

Options c4_book_options() { return own_options<BookSettings>(declare_book_options); }
Options c4_move_book_options() { return own_options<MoveBookSettings>(declare_move_book_options); }

int run_c4_book(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    if (!args.empty() && args.front() == "--moves") {
        return run_c4_move_book(std::vector<std::string>(args.begin() + 1, args.end()), out, err);
    }
    if (!args.empty() && args.front() == "--analysis") {
        return run_c4_analysis_book(std::vector<std::string>(args.begin() + 1, args.end()), out, err);
    }
    if (!args.empty() && args.front() == "--check") {
        return run_c4_book_check(std::vector<std::string>(args.begin() + 1, args.end()), out, err);
    }
    BookSettings s;
    const Options options = declare_book_options(s);
    if (auto error = options.parse(args)) {
        err << "lineup-cli c4-book: " << error->message << "\n";
        return 2;
    }
    if (s.depth < 0 || s.progress_path.empty() || s.out_path.empty()) {
        err << "usage: lineup-cli c4-book " << options.usage() << "\n";
        return 2;
    }
    const int depth = s.depth, tt_mb = s.tt_mb;
    const std::string &progress_path = s.progress_path, &out_path = s.out_path;

    const auto levels = ai::enumerate_book_positions(depth);
    const auto& leaves = levels[static_cast<std::size_t>(depth)];
    std::map<std::uint64_t, int> scores = load_progress(progress_path);
    std::size_t done = 0;
    for (const auto& p : leaves) done += scores.count(p.key);
    out << "depth " << depth << ": " << leaves.size() << " positions to solve, " << done << " already in "
        << progress_path << std::endl;

    std::ofstream progress(progress_path, std::ios::app);
    ai::Connect4Solver engine(static_cast<std::size_t>(tt_mb), &platform::advise_large_pages);
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
