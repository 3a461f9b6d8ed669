// `lineup-cli bench cores` and `lineup-cli bench p50`: the Gomoku board cores
// side by side, and the fixed 15x15 position set they are timed on.
//
//   cores  play+undo pairs per second of today's GomokuState (state.hpp) and
//          of ThreatBoard (board/threat_board.hpp) on the same positions and
//          cells: every empty cell within two of a stone, played and taken
//          back (one ply), and every such pair of cells played and taken back
//          (two plies, counted per play+undo). Each core runs its passes in
//          turn with the other's, and the fastest pass counts, so a loaded
//          machine disturbs the ratio less. A checksum of the hashes met
//          shows that both did the same work.
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

/// Times both cores on 15x15 positions given as move strings ("h8i9...").
/// False (after a message on `err`) when a position does not parse.
bool bench_cores(std::ostream& out, std::ostream& err, const std::vector<std::string>& positions, core::Rule rule);

/// Prints P50, one move string a line, `middlegames` first.
void print_p50(std::ostream& out, std::span<const char* const> middlegames);

}  // namespace lineup::cli
