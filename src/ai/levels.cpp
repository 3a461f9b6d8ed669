#include "ai/levels.hpp"

#include <algorithm>

namespace lineup::ai {

std::vector<Level> levels_for(core::GameKind game) {
    if (game == core::GameKind::Connect4) return {Level::Easy, Level::Medium, Level::Hard, Level::Max};
    return {Level::Easy, Level::Classic, Level::Medium, Level::Hard, Level::Max};
}

Level default_level(core::GameKind game) {
    return game == core::GameKind::Connect4 ? Level::Hard : Level::Medium;
}

std::string_view level_name(core::GameKind game, Level level) {
    switch (level) {
        case Level::Easy: return "easy";
        case Level::Classic: return "classic";
        case Level::Medium: return "medium";
        case Level::Hard: return "hard";
        case Level::Max: return game == core::GameKind::Connect4 ? "perfect" : "master";
    }
    return "medium";
}

std::optional<Level> parse_level(core::GameKind game, std::string_view name) {
    const auto offered = levels_for(game);
    for (Level level : offered) {
        if (level_name(game, level) == name) return level;
    }
    if (name == "max") return Level::Max;
    return std::nullopt;
}

}  // namespace lineup::ai
