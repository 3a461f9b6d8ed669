#include "core/types.hpp"

namespace lineup::core {

std::string_view to_string(GameKind game) { return game == GameKind::Connect4 ? "connect4" : "gomoku"; }

std::string_view to_string(Theme theme) {
    switch (theme) {
        case Theme::Basic: return "basic";
        case Theme::Rock: return "rock";
        case Theme::Bubble: return "bubble";
    }
    return "basic";
}

std::string_view to_string(Rule rule) {
    switch (rule) {
        case Rule::Freestyle: return "freestyle";
        case Rule::Exact: return "exact";
        case Rule::Renju: return "renju";
    }
    return "freestyle";
}

std::optional<GameKind> parse_game(std::string_view text) {
    if (text == "connect4" || text == "c4") return GameKind::Connect4;
    if (text == "gomoku") return GameKind::Gomoku;
    return std::nullopt;
}

std::optional<Theme> parse_theme(std::string_view text) {
    if (text == "basic") return Theme::Basic;
    if (text == "rock") return Theme::Rock;
    if (text == "bubble") return Theme::Bubble;
    return std::nullopt;
}

std::optional<Rule> parse_rule(std::string_view text) {
    if (text == "freestyle") return Rule::Freestyle;
    if (text == "exact") return Rule::Exact;
    if (text == "renju") return Rule::Renju;
    return std::nullopt;
}

}  // namespace lineup::core
