// Seats: who sits where in a game — two people, a person and the computer,
// or the computer on both sides. A fact the session and the console game
// share; text/messages.hpp words the players' names from it.
#pragma once

#include <cstdint>
#include <span>
#include <string_view>

#include "core/opening.hpp"
#include "core/types.hpp"

namespace lineup::core {

/// Friend: two people on two devices, a game carried by links
/// (correspondence.hpp); this device's person plays `human`.
enum class Mode : std::uint8_t { PvP, PvC, CvC, Friend };

/// Who sits where: the mode, and in PvC the side the human plays. With the
/// Swap openings (opening.hpp) the side follows the choices: a game starts
/// with the person in the seat of the side given (the first player's seat is
/// the opener's), and after() says which side that seat plays now.
struct Seats {
    Mode mode = Mode::PvP;
    Side human = Side::First;
    /// After an odd number of Swaps: the opener plays the second side.
    bool swapped = false;
    bool is_computer(Side side) const { return mode == Mode::CvC || (mode == Mode::PvC && side != human); }
    /// The side `seat` plays.
    Side side_of(Seat seat) const { return (seat == Seat::Opener) != swapped ? Side::First : Side::Second; }
    /// The person's seat (PvC).
    Seat human_seat() const { return (human == Side::First) != swapped ? Seat::Opener : Seat::Other; }
    bool is_computer(Seat seat) const { return mode == Mode::CvC || (mode == Mode::PvC && seat != human_seat()); }
    /// The friend's seat in a game by link: its moves come in a link.
    bool is_remote(Seat seat) const { return mode == Mode::Friend && seat != human_seat(); }
    /// These seats (a game's at its start) after the opening's choices.
    Seats after(std::span<const OpeningChoice> choices) const {
        Seats now = *this;
        now.swapped = seat_of(Side::First, choices) == Seat::Other;
        now.human = now.side_of(human_seat());
        return now;
    }
};

/// "pvp" | "pvc" | "cvc" | "friend" (the page options' token).
constexpr std::string_view to_string(Mode mode) {
    switch (mode) {
        case Mode::PvP: return "pvp";
        case Mode::PvC: return "pvc";
        case Mode::CvC: return "cvc";
        case Mode::Friend: return "friend";
    }
    return "pvp";
}

}  // namespace lineup::core
