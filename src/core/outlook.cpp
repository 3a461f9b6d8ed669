#include "core/outlook.hpp"

#include <array>
#include <utility>

namespace lineup::core {
namespace {

constexpr std::array<std::pair<Outlook, std::string_view>, 9> kTokens{{
    {Outlook::Unknown, "unknown"},
    {Outlook::Draw, "draw"},
    {Outlook::WinIn, "win"},
    {Outlook::LossIn, "loss"},
    {Outlook::ForcedWin, "forced-win"},
    {Outlook::Attacked, "attacked"},
    {Outlook::Ahead, "ahead"},
    {Outlook::Behind, "behind"},
    {Outlook::Balanced, "balanced"},
}};

}  // namespace

std::string_view to_string(Outlook outlook) {
    for (const auto& [value, token] : kTokens) {
        if (value == outlook) return token;
    }
    return "unknown";
}

std::optional<Outlook> parse_outlook(std::string_view token) {
    for (const auto& [value, token_of] : kTokens) {
        if (token_of == token) return value;
    }
    return std::nullopt;
}

}  // namespace lineup::core
