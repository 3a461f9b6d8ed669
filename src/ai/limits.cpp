#include "ai/limits.hpp"

// No host check: the stop flag alone stops a search. A host that has one
// defines its own (a strong definition replaces this one at link time).
extern "C" __attribute__((weak)) bool lineup_host_stop_check(std::uint64_t /*nodes*/) { return false; }
