#include "core/strings.hpp"

#include <cassert>
#include <cstdint>

namespace lineup::core {

std::optional<std::uint64_t> parse_unsigned(std::string_view text, std::size_t max_digits) {
    assert(max_digits <= 20);
    if (text.empty() || text.size() > max_digits) return std::nullopt;
    std::uint64_t value = 0;
    for (char c : text) {
        if (c < '0' || c > '9') return std::nullopt;
        const auto digit = static_cast<std::uint64_t>(c - '0');
        if (value > (UINT64_MAX - digit) / 10) return std::nullopt;  // does not fit in 64 bits
        value = value * 10 + digit;
    }
    return value;
}

std::optional<int> parse_uint(std::string_view text, std::size_t max_digits) {
    assert(max_digits <= 9);
    auto value = parse_unsigned(text, max_digits);
    if (!value) return std::nullopt;
    return static_cast<int>(*value);
}

std::string_view trim(std::string_view text) {
    auto space = [](char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; };
    while (!text.empty() && space(text.front())) text.remove_prefix(1);
    while (!text.empty() && space(text.back())) text.remove_suffix(1);
    return text;
}

std::vector<std::string_view> split(std::string_view text, char separator) {
    std::vector<std::string_view> parts;
    std::size_t start = 0;
    for (;;) {
        const std::size_t end = text.find(separator, start);
        if (end == std::string_view::npos) {
            parts.push_back(text.substr(start));
            return parts;
        }
        parts.push_back(text.substr(start, end - start));
        start = end + 1;
    }
}

std::string printable(std::string_view text) {
    constexpr std::size_t kMax = 24;
    std::string out;
    for (std::size_t i = 0; i < text.size() && i < kMax; ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        out += (c >= 0x20 && c < 0x7f) ? static_cast<char>(c) : '?';
    }
    if (text.size() > kMax) out += "...";
    return out;
}

}  // namespace lineup::core
