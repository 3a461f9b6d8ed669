#include "cli/gomoku_openings.hpp"

#include <array>
#include <cassert>
#include <optional>
#include <ostream>
#include <set>
#include <string>

#include "ai/gomoku/player.hpp"
#include "cli/args.hpp"
#include "core/notation.hpp"

namespace lineup::cli {

using namespace lineup::core;

namespace {

#include "cli/gomoku_openings_13.inc"
#include "cli/gomoku_openings_15.inc"

struct OpeningOptions {
    int size = 15;
    int count = 50;
    std::uint64_t nodes = 20000;
    std::uint64_t seed = 1;
};

Options declare_options(OpeningOptions& o) {
    Options options("(see lineup-cli help gomoku-openings)");
    options.number("--size N", "the board's width and height", o.size, 9, 19)
        .number("--count K", "openings to keep", o.count, 1, 10000)
        .number("--nodes N", "Master's nodes a move in the test games (N, then 2N)", o.nodes, 100, 100000000)
        .number("--seed S", "seed of the random openings", o.seed, 0, 999999999999999999);
    return options;
}

Result<OpeningOptions> parse_options(const std::vector<std::string>& args) {
    OpeningOptions o;
    if (auto error = declare_options(o).parse(args)) return *error;
    return o;
}

}  // namespace

Options gomoku_openings_options() { return own_options<OpeningOptions>(declare_options); }

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
    const OpeningOptions& o = *parsed;
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
        // (docs/gomoku-strength.md).
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
