// libFuzzer target: game records (core/record.hpp). Any input must parse or be
// refused with a message, never crash or loop; an accepted record must replay
// and write itself back to a text that parses to the same record.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "core/record.hpp"
#include "text/errors.hpp"

using namespace lineup::core;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    auto record = parse_record(text);
    if (!record) {
        if (lineup::text::describe(record.error()).empty() || record.error().position > size) std::abort();
        return 0;
    }
    const Board board = replay(*record);
    const std::string written = format_record(board);
    auto again = parse_record(written);
    if (!again || !(*again == *record)) std::abort();
    return 0;
}
