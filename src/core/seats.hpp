// Seats: who sits where in a game — two people, a person and the computer,
// or the computer on both sides. A fact the session and the console game
// share; text/messages.hpp words the players' names from it.
#pragma once

#include <cstdint>
#include <string_view>

#include "core/types.hpp"

namespace lineup::core {

enum class Mode : std::uint8_t { PvP, PvC, CvC };

/// Who sits where: the mode, and in PvC the side the human plays.
struct Seats {
    Mode mode = Mode::PvP;
    Side human = Side::First;
    bool is_computer(Side side) const { return mode == Mode::CvC || (mode == Mode::PvC && side != human); }
};

/// "pvp" | "pvc" | "cvc" (the page options' and records' token).
constexpr std::string_view to_string(Mode mode) {
    switch (mode) {
        case Mode::PvP: return "pvp";
        case Mode::PvC: return "pvc";
        case Mode::CvC: return "cvc";
    }
    return "pvp";
}

}  // namespace lineup::core
