// `lineup-cli bench [c4|gomoku]`: a fixed list of searches whose node counts
// make a signature (Stockfish's `bench`, Rapfi's `Hash:`). Every search is
// limited by depth or nodes, never by time, and starts from a cleared table, so
// the same code gives the same node counts on every machine, natively and as
// WebAssembly under Node; tests pin the signatures. The speed (nodes per
// second) is printed too, for the figures in docs/benchmarks.md, but is not part of the
// signature.
//
//   c4      the exact solver on 7x6 positions (no book), on rock and bubble
//           boards, and the levels' heuristic search on a 9x7 board
//   gomoku  the Medium, Hard and Master levels, node-limited, on positions of
//           15x15 freestyle, 13x13 exact five, rock and bubble boards
//   cores   play+undo per second of the Gomoku board core (bench_cores.hpp),
//           on the nine middlegames or --positions FILE (P50), --exact for
//           exact five; timed, no signature
//   search  the Gomoku levels, analysis and review on each of --positions
//           (P50), node-limited (--nodes), under --rule, --theme and --seed,
//           with a signature of their own (bench_search.hpp)
//   p50     prints the position set P50 (bench_cores.hpp)
//
// Output: one line per search, then per part
//   "Nodes searched: N", "Nodes/second: N" and "Signature: <part> N".
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

#include "cli/args.hpp"

namespace lineup::cli {

/// bench's options, bound to variables of their own (for help and tests).
Options bench_options();

int run_bench(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

}  // namespace lineup::cli
