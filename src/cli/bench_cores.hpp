// `lineup-cli bench cores` and `lineup-cli bench p50`: the Gomoku board core
// timed, and the fixed 15x15 position set it is timed on.
//
//   cores  play+undo pairs per second of ThreatBoard (board/threat_board.hpp)
//          on the positions: every empty cell within two of a stone, played
//          and taken back (one ply), and every such pair of cells played and
//          taken back (two plies, counted per play+undo); the fastest of five
//          passes counts. A checksum of the hashes met shows that the same
//          work was done (docs/gomoku-engine.md gives the rates of the former
//          core, GomokuState, measured side by side before it was retired).
//   p50    prints the position set P50 (tests/bench/gomoku-p50.txt): the nine
//          middlegames of `bench gomoku`, then 41 games from the built-in
//          balanced 15x15 openings (gomoku_openings.hpp) that none of them
//          starts with, in list order, played on by Master at 20,000 nodes a
//          move (a cleared table each move: deterministic) to the first
//          quiet position from 24 stones on (neither side has a four on the
//          board and Master's search finds no forced win or loss); where the
//          game is decided first (it ends, or reaches 40 stones), the last
//          quiet position from 10 stones on.
#pragma once

#include <iosfwd>
#include <span>
#include <string>
#include <vector>

#include "core/types.hpp"

namespace lineup::cli {

/// Times the core on 15x15 positions given as move strings ("h8i9...").
/// False (after a message on `err`) when a position does not parse.
bool bench_cores(std::ostream& out, std::ostream& err, const std::vector<std::string>& positions, core::Rule rule);

/// Prints P50, one move string a line, `middlegames` first.
void print_p50(std::ostream& out, std::span<const char* const> middlegames);

}  // namespace lineup::cli
