// Large pages for the Connect 4 solver's transposition table (an
// ai::MemoryHint, ai/connect4/bound_table.hpp). Every probe of that table is a
// random access, and with 4 KiB pages most probes also miss the TLB; Linux
// backs memory with 2 MiB pages when asked (transparent huge pages in
// "madvise" mode, Debian's default). The native programs, the game and
// lineup-cli, hand it to lineup::ai, which allocates with the standard library
// only. CMake picks the file: large_pages_linux.cpp, or large_pages_none.cpp
// (the browser, Node and other systems: nothing to ask).
#pragma once

#include <cstddef>

namespace lineup::platform {

/// Asks the system to back `bytes` bytes at `memory` (aligned to 2 MiB) with
/// large pages; only a hint: without them nothing changes.
void advise_large_pages(void* memory, std::size_t bytes);

}  // namespace lineup::platform
