#include "app/session/host_commands.hpp"

#include <vector>

#include "ai/levels.hpp"
#include "app/session/page_options.hpp"
#include "app/session/record_loading.hpp"
#include "core/strings.hpp"
#include "text/errors.hpp"

namespace lineup::app {

using namespace lineup::core;

namespace {

using Refusal = std::optional<std::string>;

// Reads the options strictly: an unknown key, a bad value or a key that only
// lineup-embed.js sets is refused (the page's own address only warns).
Refusal read_options(std::string_view query, PageOptions& out) {
    for (std::string_view pair : split(query, '&')) {
        if (pair.empty()) continue;
        const std::string_view key = pair.substr(0, pair.find('='));
        const auto known = find_option_key(key);
        if (!known) return "Lineup: unknown option '" + printable(key) + "'.";
        if (*known == OptionKey::Embed || *known == OptionKey::Host || *known == OptionKey::Allow ||
            *known == OptionKey::View) {
            return "Lineup: the option '" + printable(key) + "' is not for the host page to set.";
        }
        std::vector<std::string> warnings;
        parse_page_options(pair, warnings);
        if (!warnings.empty()) {
            const std::string_view value = pair.size() > key.size() ? pair.substr(key.size() + 1) : std::string_view{};
            return "Lineup: '" + printable(value) + "' is not a valid value of " + printable(key) + ".";
        }
    }
    std::vector<std::string> none;
    out = parse_page_options(query, none);
    return std::nullopt;
}

Refusal check_level(GameKind game, const std::optional<std::string>& name) {
    if (!name || ai::parse_level(game, *name)) return std::nullopt;
    return "Lineup: '" + printable(*name) + "' is not a level of " + std::string(to_string(game)) + ".";
}

// The options' levels: `level` of `game`, and each game's own.
Refusal check_levels(GameKind game, const PageOptions& o) {
    for (const Refusal& refusal : {check_level(game, o.level), check_level(GameKind::Connect4, o.c4_level),
                                   check_level(GameKind::Gomoku, o.gomoku_level)}) {
        if (refusal) return refusal;
    }
    return std::nullopt;
}

// The board the options set up (the session's setup with the options' game,
// size, rule, opening and theme), or why there is none.
Refusal prospective_board(const Session& session, const PageOptions& o, GameConfig& config) {
    const GameConfig& now = session.config();
    const GameKind game = o.game.value_or(now.game);
    const bool same_game = game == now.game;
    const int cols = o.size ? o.size->first : same_game ? now.cols : 0;
    const int rows = o.size ? (game == GameKind::Gomoku ? o.size->first : o.size->second) : same_game ? now.rows : 0;
    config = default_config(game, o.theme.value_or(now.theme), cols, rows, now.seed);
    if (game == GameKind::Gomoku) config.rule = o.rule.value_or(same_game ? now.rule : config.rule);
    if (o.rule && game != GameKind::Gomoku) return "Lineup: the option 'rule' is for Gomoku only.";
    if (game == GameKind::Gomoku) config.opening = o.opening.value_or(same_game ? now.opening : config.opening);
    if (o.opening && game != GameKind::Gomoku) return "Lineup: the option 'opening' is for Gomoku only.";
    if (o.pos && game != GameKind::Connect4) return "Lineup: the option 'pos' is a Connect 4 position.";
    if (auto problem = validate(config)) {
        return "Lineup: no such board: " + text::as_sentence(text::describe(*problem, config));
    }
    return std::nullopt;
}

bool shapes_the_game(const PageOptions& o) {
    return o.game || o.size || o.rule || o.opening || o.theme || o.seed || o.mode || o.computer_first || o.pos;
}

}  // namespace

std::optional<std::string> host_new_game(Session& session, DisplaySettings& display, std::string_view query,
                                         std::string_view record) {
    PageOptions o;
    if (auto refusal = read_options(query, o)) return refusal;
    if (!record.empty() && o.pos) return "Lineup: give a record or the option 'pos', not both.";
    GameConfig board;
    if (auto refusal = prospective_board(session, o, board)) return refusal;
    if (o.pos) record = *o.pos;
    GameKind game = board.game;
    if (!record.empty()) {
        if (record.size() > kMaxRecordBytes) return "Lineup: the record is longer than 256 KB.";
        auto read = read_record_text(board, record);
        if (!read) return "Lineup: the record cannot be read: " + text::as_sentence(text::describe(read.error()));
        if (o.game && read->config.game != *o.game) {
            return "Lineup: the record is a " + std::string(to_string(read->config.game)) + " game, not " +
                   std::string(to_string(*o.game)) + ".";
        }
        game = read->config.game;
    }
    if (auto refusal = check_levels(game, o)) return refusal;

    apply_display_options(display, o);
    // A new game of another game starts at that game's default size; the same
    // game keeps the board's size and rule unless told (as prospective_board says).
    o.game = game;
    if (game == session.config().game) o.game.reset();
    o.mode = o.mode.value_or(session.mode());  // the board's mode unless told
    if (!record.empty()) o.pos = std::string(record);
    std::vector<std::string> warnings;  // none: every option was checked
    session.end_game();
    apply_page_options(session, o, {}, warnings);
    if (!session.board()) return "Lineup: " + session.message();  // no computer player here
    return std::nullopt;
}

std::optional<std::string> host_set(Session& session, DisplaySettings& display, std::string_view query) {
    PageOptions o;
    if (auto refusal = read_options(query, o)) return refusal;
    if (shapes_the_game(o)) return host_new_game(session, display, query, {});
    const GameKind game = session.current_config().game;
    if (auto refusal = check_levels(game, o)) return refusal;
    apply_display_options(display, o);
    if (o.language) session.choose_language(*o.language);
    if (o.c4_level) session.remember_level(GameKind::Connect4, *ai::parse_level(GameKind::Connect4, *o.c4_level));
    if (o.gomoku_level) session.remember_level(GameKind::Gomoku, *ai::parse_level(GameKind::Gomoku, *o.gomoku_level));
    if (o.level) session.choose_level(*ai::parse_level(game, *o.level));
    if (o.analysis) session.set_analysis(*o.analysis);
    return std::nullopt;
}

}  // namespace lineup::app
