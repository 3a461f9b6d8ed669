#include "core/grade.hpp"

#include <array>
#include <utility>

namespace lineup::core {
namespace {

constexpr std::array<std::pair<MoveGrade, std::string_view>, 10> kTokens{{
    {MoveGrade::Best, "best"},
    {MoveGrade::KeepsResult, "keeps-result"},
    {MoveGrade::ThrowsWin, "throws-win"},
    {MoveGrade::DrawToLoss, "draw-to-loss"},
    {MoveGrade::Good, "good"},
    {MoveGrade::Inaccuracy, "inaccuracy"},
    {MoveGrade::Mistake, "mistake"},
    {MoveGrade::MissedWin, "missed-win"},
    {MoveGrade::AllowedWin, "allowed-win"},
    {MoveGrade::Unknown, "unknown"},
}};

}  // namespace

std::string_view to_string(MoveGrade grade) {
    for (const auto& [g, token] : kTokens) {
        if (g == grade) return token;
    }
    return "unknown";
}

std::optional<MoveGrade> parse_grade(std::string_view token) {
    for (const auto& [g, t] : kTokens) {
        if (t == token) return g;
    }
    return std::nullopt;
}

bool is_error(MoveGrade grade) {
    switch (grade) {
        case MoveGrade::Best:
        case MoveGrade::KeepsResult:
        case MoveGrade::Good:
        case MoveGrade::Unknown: return false;
        default: return true;
    }
}

}  // namespace lineup::core
