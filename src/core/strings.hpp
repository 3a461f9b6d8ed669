// core/strings: small string helpers shared by the parsers of the core (notation, records) and
// the front ends. They never throw and never read past the view.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace lineup::core {

/// A non-negative decimal of at most `max_digits` (<= 20) digits that fits in
/// 64 bits ("007" is 7);
/// nullopt for anything else, including signs, spaces and empty text.
std::optional<std::uint64_t> parse_unsigned(std::string_view text, std::size_t max_digits);
/// The same as an int, for at most `max_digits` <= 9 digits.
std::optional<int> parse_uint(std::string_view text, std::size_t max_digits = 9);

/// `text` without leading and trailing spaces, tabs, CR and LF.
std::string_view trim(std::string_view text);

/// Splits on every `separator`; "a,,b" gives {"a", "", "b"}, "" gives {""}.
std::vector<std::string_view> split(std::string_view text, char separator);

/// The text made safe to quote in a message: control and non-ASCII bytes
/// become '?', and long text is cut to 24 characters with "...".
std::string printable(std::string_view text);

}  // namespace lineup::core
