// The setup's choices (game_setup.hpp): each takes its change into the
// configuration and words it, or says why it was refused.
#include "app/session/game_setup.hpp"

#include <algorithm>
#include <utility>

#include "text/messages.hpp"
#include "text/opening_messages.hpp"
#include "text/setup_messages.hpp"

namespace lineup::app {

using namespace lineup::core;
using namespace lineup::text;

namespace {

SetupChange refused(std::string why) { return {SetupChange::Then::Say, std::move(why), false}; }

}  // namespace

GameSetup::GameSetup(std::uint32_t seed)
    : config_(default_config(GameKind::Connect4, Theme::Basic, 0, 0, seed)),
      levels_{ai::default_level(GameKind::Connect4), ai::default_level(GameKind::Gomoku)} {}

SetupChange GameSetup::choose_game(GameKind game) {
    config_ = default_config(game, config_.theme, 0, 0, config_.seed);
    return {};
}

SetupChange GameSetup::choose_size(int cols, int rows, Language language) {
    GameConfig next = default_config(config_.game, config_.theme, cols, rows, config_.seed);
    next.rows = config_.game == GameKind::Gomoku ? cols : rows;
    next.rule = config_.rule;
    next.opening = config_.opening;
    if (auto problem = validate(next)) return refused(as_sentence(describe(*problem, next, language), language));
    config_ = next;
    return {SetupChange::Then::NewGame, msg_board(cols, next.rows, language)};
}

SetupChange GameSetup::choose_rule(Rule rule, Language language) {
    if (config_.game != GameKind::Gomoku) {
        return refused(std::string(tr(language, "Connect 4 has one rule: four or more in a row wins.")));
    }
    config_.rule = rule;
    return {SetupChange::Then::NewGame, msg_rule(config_, language)};
}

SetupChange GameSetup::choose_theme(Theme theme, Language language) {
    const Rule rule = config_.rule;
    const Opening opening = config_.opening;
    config_ = default_config(config_.game, theme, config_.cols, config_.rows, config_.seed);
    config_.rule = rule;
    config_.opening = opening;
    return {SetupChange::Then::NewGame, msg_theme(theme, language)};
}

SetupChange GameSetup::choose_opening(Opening opening, Language language) {
    if (config_.game != GameKind::Gomoku && opening != Opening::Standard) {
        return refused(std::string(tr(language, "Connect 4 has no Swap or Swap2 opening.")));
    }
    config_.opening = opening;
    return {SetupChange::Then::NewGame, msg_opening(opening, language)};
}

SetupChange GameSetup::choose_seed(std::uint32_t seed, bool in_game) {
    if (in_game && config_.seed == seed && !config_.placed) return {SetupChange::Then::Nothing};
    new_layout(seed);
    if (!in_game) return {SetupChange::Then::Nothing};
    return {SetupChange::Then::NewGame, {}, true, false};  // (the layout chosen, not a fresh one)
}

SetupChange GameSetup::choose_computer_first(bool first, bool applies, Language language) {
    if (computer_first_ == first) return {SetupChange::Then::Nothing};
    computer_first_ = first;
    if (!applies) {  // two people, a friend by link, two computers
        const char* later = first ? "The computer will move first in your next game against it."
                                  : "You will move first in your next game against the computer.";
        return {SetupChange::Then::Say, std::string(tr(language, later))};
    }
    const char* now = first ? "The computer moves first." : "You move first.";
    return {SetupChange::Then::NewGame, std::string(tr(language, now))};
}

void GameSetup::remember_level(GameKind game, ai::Level level) {
    const auto offered = ai::levels_for(game);
    if (std::find(offered.begin(), offered.end(), level) == offered.end()) return;
    levels_[game == GameKind::Gomoku ? 1 : 0] = level;
}

}  // namespace lineup::app
