#include "cli/c4_book_command.hpp"

#include <chrono>
#include <fstream>
#include <map>
#include <ostream>
#include <sstream>

#include "ai/c4_book_builder.hpp"
#include "ai/c4_engine.hpp"
#include "ai/c4_player.hpp"
#include "ai/request_server.hpp"
#include "core/notation.hpp"
#include "core/text.hpp"

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

// `c4-book --moves`: Perfect's opening moves (ai/c4_move_book.hpp).
int run_c4_move_book(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    int first_plies = -1, second_plies = -1, tt_mb = 1024;
    std::string progress_path, out_path, side = "both";
    for (std::size_t i = 0; i + 1 < args.size(); i += 2) {
        const std::string& key = args[i];
        const std::string& value = args[i + 1];
        if (key == "--first-plies") {
            first_plies = parse_uint(value, 2).value_or(-1);
        } else if (key == "--second-plies") {
            second_plies = parse_uint(value, 2).value_or(-1);
        } else if (key == "--tt-mb") {
            tt_mb = parse_uint(value, 5).value_or(0);
        } else if (key == "--side") {
            side = value;
        } else if (key == "--progress") {
            progress_path = value;
        } else if (key == "--out") {
            out_path = value;
        } else {
            err << "lineup-cli c4-book --moves: unknown option '" << printable(key) << "'\n";
            return 2;
        }
    }
    if (args.size() % 2 != 0 || first_plies < 0 || first_plies > 20 || second_plies < 0 || second_plies > 20 ||
        tt_mb < 1 || progress_path.empty() || (side != "first" && side != "second" && side != "both") ||
        (side == "both" && out_path.empty())) {
        err << "usage: lineup-cli c4-book --moves --first-plies N --second-plies N --progress FILE "
               "[--side first|second|both] [--out FILE] [--tt-mb N]\n"
               "  (--side first or second fills the progress file only; both writes --out)\n";
        return 2;
    }

    std::map<std::uint64_t, int> known = load_progress(progress_path);
    out << known.size() << " decisions already in " << progress_path << std::endl;
    std::ofstream progress(progress_path, std::ios::app);
    ai::Connect4Engine engine(static_cast<std::size_t>(tt_mb));
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
    const auto bytes = book.serialize();
    std::ofstream file(out_path, std::ios::binary);
    file.write(reinterpret_cast<const char*>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
    if (!file) {
        err << "lineup-cli c4-book: cannot write " << out_path << "\n";
        return 1;
    }
    out << "wrote " << out_path << ": " << book.size() << " positions, " << bytes.size() << " bytes" << std::endl;
    return 0;
}

}  // namespace

int run_c4_book(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    if (!args.empty() && args.front() == "--moves") {
        return run_c4_move_book(std::vector<std::string>(args.begin() + 1, args.end()), out, err);
    }
    int depth = -1;
    int tt_mb = 1024;
    std::string progress_path, out_path;
    for (std::size_t i = 0; i + 1 < args.size(); i += 2) {
        const std::string& key = args[i];
        const std::string& value = args[i + 1];
        if (key == "--depth") {
            depth = parse_uint(value, 2).value_or(-1);
        } else if (key == "--tt-mb") {
            tt_mb = parse_uint(value, 5).value_or(0);
        } else if (key == "--progress") {
            progress_path = value;
        } else if (key == "--out") {
            out_path = value;
        } else {
            err << "lineup-cli c4-book: unknown option '" << printable(key) << "'\n";
            return 2;
        }
    }
    if (args.size() % 2 != 0 || depth < 0 || depth > 12 || tt_mb < 1 || progress_path.empty() || out_path.empty()) {
        err << "usage: lineup-cli c4-book --depth D --progress FILE --out FILE [--tt-mb N]\n";
        return 2;
    }

    const auto levels = ai::enumerate_book_positions(depth);
    const auto& leaves = levels[static_cast<std::size_t>(depth)];
    std::map<std::uint64_t, int> scores = load_progress(progress_path);
    std::size_t done = 0;
    for (const auto& p : leaves) done += scores.count(p.key);
    out << "depth " << depth << ": " << leaves.size() << " positions to solve, " << done
        << " already in " << progress_path << std::endl;

    std::ofstream progress(progress_path, std::ios::app);
    ai::Connect4Engine engine(static_cast<std::size_t>(tt_mb));
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
            << static_cast<long>(seconds / static_cast<double>(solved) * static_cast<double>(left)) << " s left)" << std::endl;
    }

    const ai::Connect4Book book = ai::back_up_book(levels, scores, depth);
    const auto bytes = book.serialize();
    std::ofstream file(out_path, std::ios::binary);
    file.write(reinterpret_cast<const char*>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
    if (!file) {
        err << "lineup-cli c4-book: cannot write " << out_path << "\n";
        return 1;
    }
    out << "wrote " << out_path << ": " << book.size() << " positions, " << bytes.size() << " bytes" << std::endl;
    return 0;
}

}  // namespace lineup::cli
