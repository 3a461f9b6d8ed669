#include "cli/gomoku_openings.hpp"

#include <array>
#include <cassert>
#include <optional>
#include <ostream>
#include <set>
#include <string>

#include "ai/gomoku/player.hpp"
#include "core/notation.hpp"
#include "core/text.hpp"

namespace lineup::cli {

using namespace lineup::core;

namespace {

#include "cli/gomoku_openings_13.inc"
#include "cli/gomoku_openings_15.inc"

struct Options {
    int size = 15;
    int count = 50;
    std::uint64_t nodes = 20'000;
    std::uint64_t seed = 1;
};

Expected<Options> parse_options(const std::vector<std::string>& args) {
    Options o;
    if (args.size() % 2 != 0) return Error{"options come in pairs: --size N --count K [--seed S] [--nodes N]"};
    for (std::size_t i = 0; i < args.size(); i += 2) {
        const std::string& key = args[i];
        if (key != "--size" && key != "--count" && key != "--nodes" && key != "--seed") {
            return Error{"unknown option '" + printable(key) + "'"};
        }
        const auto n = parse_unsigned(args[i + 1], 18);
        if (!n) return Error{key + ": '" + printable(args[i + 1]) + "' is not a number"};
        if (key == "--size" && *n >= 9 && *n <= 19) {
            o.size = static_cast<int>(*n);
        } else if (key == "--count" && *n >= 1 && *n <= 10'000) {
            o.count = static_cast<int>(*n);
        } else if (key == "--nodes" && *n >= 100 && *n <= 100'000'000) {
            o.nodes = *n;
        } else if (key == "--seed") {
            o.seed = *n;
        } else {
            return Error{key + ": '" + printable(args[i + 1]) + "' is out of range"};
        }
    }
    return o;
}

}  // namespace

std::span<const std::string_view> builtin_gomoku_openings(int size) {
    switch (size) {
        case 13: return kOpenings13;
        case 15: return kOpenings15;
        default: return {};
    }
}

Board random_gomoku_opening(const GameConfig& config, Rng& rng) {
    Board board(config);
    const int centre = config.cols / 2;
    Cell anchor{centre, centre};
    while (board.ply() < 3) {
        const int reach = board.ply() + 1;  // 1 around the centre, then 2 and 3 around the first stone
        const Cell c{anchor.col - reach + rng.below(2 * reach + 1), anchor.row - reach + rng.below(2 * reach + 1)};
        if (!board.play(Move::at(c)) && board.ply() == 1) anchor = c;
    }
    return board;
}

std::optional<Side> gomoku_self_play(Board board, std::uint64_t nodes) {
    ai::GomokuTable table(16);
    while (board.status() == Status::Playing) {
        table.clear();
        const auto d = ai::choose_gomoku(board, ai::Level::Max, static_cast<std::uint64_t>(board.ply()),
                                         ai::Limits{0, nodes, 0}, nullptr, table);
        [[maybe_unused]] const auto refused = board.play(Move::at(d.cell));
        assert(!refused);
    }
    if (board.status() == Status::Draw) return std::nullopt;
    return board.winner();
}

int run_gomoku_openings(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    const auto parsed = parse_options(args);
    if (!parsed) {
        err << "lineup-cli gomoku-openings: " << parsed.error().message << "\n";
        return 2;
    }
    const Options& o = *parsed;
    const GameConfig config = default_config(GameKind::Gomoku, Theme::Basic, o.size, o.size, 0);
    Rng rng(o.seed);
    int kept = 0;
    std::set<std::string> seen;  // a repeated draw is skipped: no opening is listed twice
    for (int tried = 1; kept < o.count; ++tried) {
        const Board opening = random_gomoku_opening(config, rng);
        const std::string moves = format_moves(config, opening.moves());
        if (!seen.insert(moves).second) {
            err << "opening " << tried << " " << moves << ": repeated, skipped" << std::endl;
            continue;
        }
        // One game the first player does not win is enough. Requiring both
        // kept openings more often decided by their colours at 1 s per move
        // (README, "Gomoku strength").
        bool balanced = false;
        for (std::uint64_t nodes : {o.nodes, 2 * o.nodes}) {
            if (gomoku_self_play(opening, nodes) != Side::First) {
                balanced = true;
                break;
            }
        }
        err << "opening " << tried << " " << moves << (balanced ? ": kept" : ": first player wins") << std::endl;
        if (balanced) {
            out << moves << std::endl;
            ++kept;
        }
    }
    return 0;
}

}  // namespace lineup::cli
