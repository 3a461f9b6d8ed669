// libFuzzer target: move and coordinate notation (core/notation.hpp) for
// several boards. Parsers refuse bad text with a position inside the text;
// whatever they accept, formatting writes back and parses to the same moves.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "core/notation.hpp"
#include "text/errors.hpp"

using namespace lineup::core;

namespace {

void check_position(const Error& error, std::size_t size) {
    if (lineup::text::describe(error).empty() || error.position > size) std::abort();
}

void fuzz_config(const GameConfig& config, std::string_view text) {
    std::vector<std::size_t> offsets;
    auto moves = parse_moves(config, text, &offsets);
    if (!moves) {
        check_position(moves.error(), text.size());
    } else {
        if (offsets.size() != moves->size()) std::abort();
        auto again = parse_moves(config, format_moves(config, *moves));
        if (!again || *again != *moves) std::abort();
    }
    auto move = parse_move(config, text);
    if (move) {
        auto again = parse_move(config, format_move(config, *move));
        if (!again || !(*again == *move)) std::abort();
    }
    if (config.game == GameKind::Gomoku) {
        if (auto cell = parse_gomocup(config, text)) {
            auto again = parse_gomocup(config, format_gomocup(config, *cell));
            if (!again || !(*again == *cell)) std::abort();
        }
        if (auto cell = parse_xy(config, text)) {
            auto again = parse_xy(config, format_xy(*cell));
            if (!again || !(*again == *cell)) std::abort();
        }
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    static const GameConfig configs[] = {
        default_config(GameKind::Connect4),
        default_config(GameKind::Connect4, Theme::Basic, 12, 10),
        default_config(GameKind::Gomoku),
        default_config(GameKind::Gomoku, Theme::Basic, 19),
    };
    for (const GameConfig& config : configs) fuzz_config(config, text);
    return 0;
}
