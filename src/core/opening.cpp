#include "core/opening.hpp"

namespace lineup::core {
namespace {

// Stones placed before each choice: the first after 3, Swap2's second after 5.
constexpr int kFirstChoiceAt = 3;
constexpr int kSecondChoiceAt = 5;

bool second_choice_asked(Opening opening, std::span<const OpeningChoice> choices) {
    return opening == Opening::Swap2 && !choices.empty() && choices[0] == OpeningChoice::PlaceTwo;
}

}  // namespace

OpeningStep opening_step(Opening opening, std::span<const OpeningChoice> choices, int stones, Side to_move) {
    using Kind = OpeningStep::Kind;
    if (opening == Opening::Standard) return {Kind::Play, seat_of(to_move, choices), false};
    if (stones < kFirstChoiceAt) return {Kind::Place, Seat::Opener, false};
    if (choices.empty()) return {Kind::Choose, Seat::Other, opening == Opening::Swap2};
    if (second_choice_asked(opening, choices)) {
        if (stones < kSecondChoiceAt) return {Kind::Place, Seat::Other, false};
        if (choices.size() == 1) return {Kind::Choose, Seat::Opener, false};
    }
    return {Kind::Play, seat_of(to_move, choices), false};
}

Seat seat_of(Side side, std::span<const OpeningChoice> choices) {
    bool opener_first = true;
    for (OpeningChoice c : choices) opener_first ^= c == OpeningChoice::Swap;
    return (side == Side::First) == opener_first ? Seat::Opener : Seat::Other;
}

std::optional<std::size_t> opening_problem(Opening opening, std::span<const OpeningChoice> choices, int stones) {
    if (opening == Opening::Standard) {
        return choices.empty() ? std::nullopt : std::optional<std::size_t>(0);
    }
    // The first choice: made at three stones; needed before a fourth.
    if (choices.empty()) return stones > kFirstChoiceAt ? std::optional<std::size_t>(0) : std::nullopt;
    if (stones < kFirstChoiceAt) return 0;
    if (choices[0] == OpeningChoice::PlaceTwo && opening != Opening::Swap2) return 0;
    if (!second_choice_asked(opening, choices)) {
        return choices.size() == 1 ? std::nullopt : std::optional<std::size_t>(1);
    }
    // Swap2's second: made at five stones, Swap or Stay; needed before a sixth.
    if (choices.size() == 1) return stones > kSecondChoiceAt ? std::optional<std::size_t>(1) : std::nullopt;
    if (stones < kSecondChoiceAt || choices[1] == OpeningChoice::PlaceTwo) return 1;
    return choices.size() == 2 ? std::nullopt : std::optional<std::size_t>(2);
}

std::size_t choices_kept(Opening opening, std::span<const OpeningChoice> choices, int stones) {
    if (opening == Opening::Standard || choices.empty() || stones < kFirstChoiceAt) return 0;
    if (choices.size() >= 2 && stones < kSecondChoiceAt) return 1;
    return choices.size();
}

std::string_view to_string(Opening opening) {
    switch (opening) {
        case Opening::Standard: return "standard";
        case Opening::Swap: return "swap";
        case Opening::Swap2: return "swap2";
    }
    return "standard";
}

std::optional<Opening> parse_opening(std::string_view text) {
    for (Opening o : {Opening::Standard, Opening::Swap, Opening::Swap2}) {
        if (text == to_string(o)) return o;
    }
    return std::nullopt;
}

std::string format_choices(std::span<const OpeningChoice> choices) {
    std::string out;
    for (OpeningChoice c : choices) out += c == OpeningChoice::Swap ? 's' : c == OpeningChoice::Stay ? 'p' : 't';
    return out;
}

std::optional<std::vector<OpeningChoice>> parse_choices(std::string_view text) {
    std::vector<OpeningChoice> out;
    for (char ch : text) {
        switch (ch) {
            case 's': out.push_back(OpeningChoice::Swap); break;
            case 'p': out.push_back(OpeningChoice::Stay); break;
            case 't': out.push_back(OpeningChoice::PlaceTwo); break;
            default: return std::nullopt;
        }
    }
    return out;
}

}  // namespace lineup::core
