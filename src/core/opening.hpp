// Openings: how a Gomoku game's first stones are placed and who then plays
// which colour. Facts only; the app words them.
//
//   Standard  the first player places the first stone, then the sides alternate.
//   Swap      the opener places three stones (first, second, first player's);
//             the other player chooses: Swap (take the first player's side;
//             the opener, now second, plays the fourth stone) or Stay (stay
//             second and play the fourth stone).
//   Swap2     as Swap, with a third choice: PlaceTwo (place the fourth and
//             fifth stones, second's and first's); the opener then chooses
//             Swap (take the second player's side and play the sixth stone)
//             or Stay (keep the first player's side; the other plays the sixth).
//
// Stones always alternate colours, so a game's moves read as any game's; the
// choices, in order, say who sits where (a Swap exchanges the seats' sides).
// Gomocup's SWAP2BOARD follows the same steps (src/cli/pbrain_swap2.cpp).
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/types.hpp"

namespace lineup::core {

enum class Opening : std::uint8_t { Standard, Swap, Swap2 };
enum class OpeningChoice : std::uint8_t { Swap, Stay, PlaceTwo };

/// The two players: the one who opens (places the first stones) and the other.
enum class Seat : std::uint8_t { Opener, Other };

/// What the game waits for now.
struct OpeningStep {
    enum class Kind : std::uint8_t {
        Place,   ///< `seat` places the next opening stone (of the side to move)
        Choose,  ///< `seat` chooses: Swap or Stay, or (can_place_two) PlaceTwo
        Play,    ///< the opening is over: the side to move plays, from `seat`
    } kind = Kind::Play;
    Seat seat = Seat::Opener;
    bool can_place_two = false;
    friend bool operator==(const OpeningStep&, const OpeningStep&) = default;
};

/// The step after `stones` stones and `choices` (which must be valid:
/// opening_problem() says). `to_move`: the side whose stone comes next.
OpeningStep opening_step(Opening opening, std::span<const OpeningChoice> choices, int stones, Side to_move);

/// The seat that plays `side` after `choices` (each Swap exchanges them).
Seat seat_of(Side side, std::span<const OpeningChoice> choices);

/// Why `choices` cannot go with `stones` stones under `opening` (a choice made
/// where none is asked, or one missing before a later stone), or nullopt.
/// Returns the index of the first choice at fault (choices.size() for a
/// missing one).
std::optional<std::size_t> opening_problem(Opening opening, std::span<const OpeningChoice> choices, int stones);

/// The choices still valid when the stones go back to `stones` (undo): those
/// made before the stone count dropped below where they were made.
std::size_t choices_kept(Opening opening, std::span<const OpeningChoice> choices, int stones);

/// "standard" | "swap" | "swap2"; parse_opening reads them back.
std::string_view to_string(Opening opening);
std::optional<Opening> parse_opening(std::string_view text);
/// Choices as letters: s (Swap), p (Stay: play on), t (PlaceTwo: two more).
std::string format_choices(std::span<const OpeningChoice> choices);
std::optional<std::vector<OpeningChoice>> parse_choices(std::string_view text);

}  // namespace lineup::core
