// Balanced three-stone Gomoku openings for gomoku-match.
//
// Freestyle Gomoku is a win for the first player, and most openings of a few
// stones near the centre already are: in Master's self-play (13x13, 1 s per
// move) from the openings gomoku-match used to rate "most even of eight" by a
// short search, the first player won 16 of 19 games (2 lost, 1 drawn). A
// match from such openings measures the openings more than the engines. So,
// as Gomocup does, the match starts from a fixed list of openings checked to
// be balanced:
//
//   lineup-cli gomoku-openings --size N --count K [--seed S] [--nodes N]
//
// draws random three-stone openings near the centre (first, second, first;
// the second player to move) and keeps an opening unless Master, playing both
// sides, wins it for the first player both with N and with 2N nodes per move
// (one of the two games must end in a draw or a win for the second player). A
// repeated draw is skipped. Each kept opening is printed as a move string
// ("g7h8f8"). The lists built into gomoku-match (gomoku_openings.cpp) were
// made so, with the commands written above each list, by Master as it was at
// commit 13730b9 (before cd73d8f changed its search).
#pragma once

#include <cstdint>
#include <iosfwd>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "cli/args.hpp"
#include "core/board.hpp"
#include "core/rng.hpp"

namespace lineup::cli {

/// The built-in balanced openings for a board size (empty: none for it).
std::span<const std::string_view> builtin_gomoku_openings(int size);

/// A random 3-stone opening near the centre (first, second, first), avoiding
/// rocks: the second stone within two cells of the first, the third within
/// three.
core::Board random_gomoku_opening(const core::GameConfig& config, core::Rng& rng);

/// Master playing both sides from `board` with `nodes` per move until the
/// game ends: the winner, or nullopt for a draw.
std::optional<core::Side> gomoku_self_play(core::Board board, std::uint64_t nodes);

/// gomoku-openings' options, bound to variables of their own (for help and tests).
Options gomoku_openings_options();

int run_gomoku_openings(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

}  // namespace lineup::cli
