// libFuzzer target: records in other programs' formats (core/interchange.hpp).
// Any input is read or refused with a message (and a position and line inside
// the text), never a crash or a loop; a record read writes itself back in every
// format that can carry it, and reads back to the same moves.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "core/interchange.hpp"
#include "text/errors.hpp"

using namespace lineup::core;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    auto record = import_record(text);
    if (!record) {
        const Error& e = record.error();
        if (lineup::text::describe(e).empty() || e.position > size || e.line < 0) std::abort();
        return 0;
    }
    for (RecordFormat f : {RecordFormat::Link, RecordFormat::Digits, RecordFormat::Moves, RecordFormat::Psq}) {
        if (!can_export(*record, f)) continue;
        if (record->moves.empty() && (f == RecordFormat::Digits || f == RecordFormat::Moves)) continue;
        ImportBoards boards;
        (record->config.game == GameKind::Connect4 ? boards.connect4 : boards.gomoku) = record->config;
        auto again = import_record(export_record(*record, f), boards);
        if (!again || again->moves != record->moves) std::abort();
    }
    return 0;
}
