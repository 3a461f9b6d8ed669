#include "app/session/page_options.hpp"

#include "ai/levels.hpp"
#include "app/session/friend_games.hpp"
#include "app/session/json.hpp"
#include "app/session/record_loading.hpp"
#include "core/record.hpp"
#include "core/strings.hpp"

namespace lineup::app {

using namespace lineup::core;
using namespace lineup::text;

static_assert(
    [] {
        for (std::size_t i = 0; i < kPageOptionKeys.size(); ++i) {
            if (static_cast<std::size_t>(kPageOptionKeys[i].key) != i) return false;
        }
        return true;
    }(),
    "kPageOptionKeys lists the keys in OptionKey's order");

namespace {

std::optional<Mode> parse_mode(std::string_view text) {
    if (text == "pvp") return Mode::PvP;
    if (text == "pvc") return Mode::PvC;
    if (text == "cvc") return Mode::CvC;
    if (text == "friend") return Mode::Friend;
    return std::nullopt;
}

// "7x6" or "15".
std::optional<std::pair<int, int>> parse_size(std::string_view text) {
    const auto parts = split(text, 'x');
    if (parts.size() == 1) {
        auto n = parse_uint(parts[0], 2);
        if (n) return std::pair{*n, *n};
    } else if (parts.size() == 2) {
        auto c = parse_uint(parts[0], 2);
        auto r = parse_uint(parts[1], 2);
        if (c && r) return std::pair{*c, *r};
    }
    return std::nullopt;
}

// A level's name, checked once the game is known.
std::optional<std::string> level_text(std::string_view value) {
    return !value.empty() && value.size() <= 16 ? std::optional(std::string(value)) : std::nullopt;
}

// Sets the option `key` of `o` from `value`; false for a bad value.
bool parse_option(PageOptions& o, OptionKey key, std::string_view value) {
    const auto set = [](auto& slot, auto parsed) {
        if (parsed) slot = parsed;
        return parsed.has_value();
    };
    const auto on_off = [&set](std::optional<bool>& slot, std::string_view text, std::string_view on,
                               std::string_view off) {
        return set(slot, text == on ? std::optional(true) : text == off ? std::optional(false) : std::nullopt);
    };
    switch (key) {
        case OptionKey::Game: return set(o.game, parse_game(value));
        case OptionKey::Size: return set(o.size, parse_size(value));
        case OptionKey::Rule: return set(o.rule, parse_rule(value));
        case OptionKey::Opening: return set(o.opening, core::parse_opening(value));
        case OptionKey::Theme: return set(o.theme, parse_theme(value));
        case OptionKey::Mode: return set(o.mode, parse_mode(value));
        case OptionKey::Level: return set(o.level, level_text(value));
        case OptionKey::C4Level: return set(o.c4_level, level_text(value));
        case OptionKey::GomokuLevel: return set(o.gomoku_level, level_text(value));
        case OptionKey::First: return on_off(o.computer_first, value, "computer", "human");
        case OptionKey::Seed: {
            auto seed = parse_unsigned(value, 10);
            return set(o.seed,
                       seed && *seed <= 0xFFFFFFFFu ? std::optional(static_cast<std::uint32_t>(*seed)) : std::nullopt);
        }
        case OptionKey::Lang: return set(o.language, parse_language(value));
        case OptionKey::Sound: return on_off(o.sound, value, "on", "off");
        case OptionKey::Motion: return on_off(o.reduced_motion, value, "reduced", "full");
        case OptionKey::Marks: return on_off(o.marks, value, "on", "off");
        case OptionKey::Confirm: return on_off(o.tap_confirm, value, "on", "off");
        case OptionKey::Numbers: return on_off(o.numbers, value, "on", "off");
        case OptionKey::Scheme:
            for (ColourScheme scheme : {ColourScheme::Auto, ColourScheme::Light, ColourScheme::Dark}) {
                if (value == scheme_name(scheme)) return set(o.scheme, std::optional(scheme));
            }
            return false;
        case OptionKey::Scores: return on_off(o.compact_scores, value, "compact", "words");
        case OptionKey::Analysis: return on_off(o.analysis, value, "on", "off");
        case OptionKey::Embed:  // set by lineup-embed.js for the page's script: nothing for the game
        case OptionKey::Host:
        case OptionKey::Allow: return true;
        case OptionKey::View:
            if (value != "replay" && value != "resume") return false;
            (value == "replay" ? o.replay : o.resumed) = true;
            return true;
        case OptionKey::Pos:
            if (value.empty() || value.size() > 400 ||
                value.find_first_not_of("0123456789.") != std::string_view::npos) {
                return false;
            }
            o.pos = std::string(value);
            return true;
        case OptionKey::Friend:
            if (!valid_friend_id(value)) return false;
            o.friend_id = std::string(value);
            return true;
    }
    return true;
}

}  // namespace

std::string_view option_name(OptionKey key) { return kPageOptionKeys[static_cast<std::size_t>(key)].name; }

std::optional<OptionKey> find_option_key(std::string_view name) {
    for (const OptionKeyInfo& info : kPageOptionKeys) {
        if (info.name == name) return info.key;
    }
    return std::nullopt;
}

bool is_setting(std::string_view name) {
    const auto key = find_option_key(name);
    return key && kPageOptionKeys[static_cast<std::size_t>(*key)].setting;
}

std::string option_keys_json(bool settings_only) {
    JsonWriter json;
    json.begin_array();
    for (const OptionKeyInfo& info : kPageOptionKeys) {
        if (info.setting || !settings_only) json.value(info.name);
    }
    json.end_array();
    return json.str();
}

PageOptions parse_page_options(std::string_view query, std::vector<std::string>& warnings) {
    PageOptions o;
    if (query.starts_with('?')) query.remove_prefix(1);
    if (query.empty()) return o;
    for (std::string_view pair : split(query, '&')) {
        if (pair.empty()) continue;
        const std::size_t eq = pair.find('=');
        const std::string_view key = pair.substr(0, eq);
        const std::string_view value = eq == std::string_view::npos ? std::string_view{} : pair.substr(eq + 1);
        const auto known = find_option_key(key);
        if (!known) {
            warnings.push_back("Lineup: ignored the unknown option '" + printable(key) + "'.");
        } else if (!parse_option(o, *known, value)) {
            warnings.push_back("Lineup: ignored " + printable(key) + "=" + printable(value) +
                               " (not a valid value); using the default.");
        }
    }
    return o;
}

std::vector<std::pair<std::string, std::string>> format_page_options(const PageOptions& o) {
    std::vector<std::pair<std::string, std::string>> out;
    const auto add = [&out](OptionKey key, std::string_view value) { out.emplace_back(option_name(key), value); };
    const auto on_off = [](bool on) { return on ? "on" : "off"; };
    if (o.game) add(OptionKey::Game, to_string(*o.game));
    if (o.size) {
        const auto [cols, rows] = *o.size;
        add(OptionKey::Size, cols == rows && o.game == GameKind::Gomoku
                                 ? std::to_string(cols)
                                 : std::to_string(cols) + "x" + std::to_string(rows));
    }
    if (o.rule) add(OptionKey::Rule, to_string(*o.rule));
    if (o.opening) add(OptionKey::Opening, core::to_string(*o.opening));
    if (o.theme) add(OptionKey::Theme, to_string(*o.theme));
    if (o.mode) add(OptionKey::Mode, to_string(*o.mode));
    if (o.level) add(OptionKey::Level, *o.level);
    if (o.c4_level) add(OptionKey::C4Level, *o.c4_level);
    if (o.gomoku_level) add(OptionKey::GomokuLevel, *o.gomoku_level);
    if (o.computer_first) add(OptionKey::First, *o.computer_first ? "computer" : "human");
    if (o.seed) add(OptionKey::Seed, std::to_string(*o.seed));
    if (o.language) add(OptionKey::Lang, to_string(*o.language));
    if (o.sound) add(OptionKey::Sound, on_off(*o.sound));
    if (o.reduced_motion) add(OptionKey::Motion, *o.reduced_motion ? "reduced" : "full");
    if (o.marks) add(OptionKey::Marks, on_off(*o.marks));
    if (o.tap_confirm) add(OptionKey::Confirm, on_off(*o.tap_confirm));
    if (o.numbers) add(OptionKey::Numbers, on_off(*o.numbers));
    if (o.scheme) add(OptionKey::Scheme, scheme_name(*o.scheme));
    if (o.compact_scores) add(OptionKey::Scores, *o.compact_scores ? "compact" : "words");
    if (o.analysis) add(OptionKey::Analysis, on_off(*o.analysis));
    if (o.replay) add(OptionKey::View, "replay");
    if (o.resumed && !o.replay) add(OptionKey::View, "resume");
    if (o.pos) add(OptionKey::Pos, *o.pos);
    if (o.friend_id) add(OptionKey::Friend, *o.friend_id);
    return out;
}

PageOptions with_saved_settings(std::string_view saved, const PageOptions& address, GameKind current,
                                std::vector<std::string>& notes) {
    std::vector<std::string> problems;
    PageOptions s = parse_page_options(saved, problems);
    for (std::string problem : problems) {
        if (problem.starts_with("Lineup: ")) problem.erase(0, 8);
        notes.push_back("Lineup: saved settings: " + problem);
    }
    const auto drop = [&notes](auto& field, const std::string& what, const std::string& why) {
        if (!field) return;
        notes.push_back("Lineup: saved settings: left out the " + what + " (" + why + ").");
        field.reset();
    };
    const GameKind saved_game = s.game.value_or(current);
    if (address.game && *address.game != saved_game) {
        const std::string why = "saved for " + std::string(to_string(saved_game));
        drop(s.size, "board size", why);
        drop(s.rule, "rule", why);
        drop(s.opening, "opening", why);
        drop(s.level, "level", why);
    }
    const GameKind game = address.game.value_or(saved_game);
    if (s.size) {
        GameConfig config = default_config(game, Theme::Basic, s.size->first, s.size->second);
        config.rows = game == GameKind::Gomoku ? s.size->first : s.size->second;
        if (auto problem = validate(config)) drop(s.size, "board size", describe(*problem, config));
    }
    if (s.level && !ai::parse_level(game, *s.level))
        drop(s.level, "level", "not a level of " + std::string(to_string(game)));
    if (s.c4_level && !ai::parse_level(GameKind::Connect4, *s.c4_level))
        drop(s.c4_level, "Connect 4 level", "not a level of connect4");
    if (s.gomoku_level && !ai::parse_level(GameKind::Gomoku, *s.gomoku_level))
        drop(s.gomoku_level, "Gomoku level", "not a level of gomoku");
    if (s.rule && game != GameKind::Gomoku) s.rule.reset();
    if (s.opening && game != GameKind::Gomoku) s.opening.reset();

    // The address's own options win: the later of two keys does, and the
    // options parse back from their text (format_page_options' contract).
    // Only settings are taken from `saved`: the mode, the layout's seed and the view
    // come with a game or an address.
    std::string query;
    for (const auto& [name, value] : format_page_options(s)) {
        if (is_setting(name)) query += name + "=" + value + "&";
    }
    for (const auto& [name, value] : format_page_options(address)) query += name + "=" + value + "&";
    std::vector<std::string> none;
    return parse_page_options(query, none);
}

void apply_display_options(DisplaySettings& display, const PageOptions& o) {
    if (o.sound) display.sound = *o.sound;
    if (o.reduced_motion) display.reduced_motion = *o.reduced_motion;
    if (o.marks) display.marks = *o.marks;
    if (o.numbers) display.numbers = *o.numbers;
    if (o.tap_confirm) display.tap_confirm = *o.tap_confirm;
    if (o.scheme) display.scheme = *o.scheme;
    if (o.compact_scores) display.compact_scores = *o.compact_scores;
}

namespace {

// mode=friend: the game by link (friend_games.hpp), from the link's record
// when it can be read; a record that cannot is said as for any link.
void open_friend_link(Session& session, const PageOptions& o,
                      const std::optional<Expected<GameRecord, RecordError>>& record,
                      std::vector<std::string>& warnings, const FriendGames* seen) {
    std::optional<GameRecord> link;
    if (record && *record) link = **record;
    const bool broken = record && !*record;
    if (broken) {
        warnings.push_back("Lineup: the link's game could not be read: " + as_sentence(describe(record->error())));
    }
    if (o.friend_id) {
        open_game_by_link(session, *o.friend_id, link, seen ? *seen : FriendGames{});
    } else if (link) {
        session.start_from(*link, Mode::Friend);
    } else {
        session.start(Mode::Friend);
    }
    if (broken) session.note(msg_broken_link(describe(record->error(), session.language()), true, session.language()));
}

}  // namespace

void apply_page_options(Session& session, const PageOptions& o, std::string_view fragment,
                        std::vector<std::string>& warnings, const FriendGames* seen) {
    if (o.language) session.choose_language(*o.language);
    const auto remember = [&](GameKind game, const std::optional<std::string>& name) {
        if (!name) return;
        if (auto level = ai::parse_level(game, *name)) {
            session.remember_level(game, *level);
        } else {
            warnings.push_back("Lineup: ignored the level '" + printable(*name) + "' (not a level of " +
                               std::string(to_string(game)) + ").");
        }
    };
    remember(GameKind::Connect4, o.c4_level);
    remember(GameKind::Gomoku, o.gomoku_level);
    if (fragment.starts_with('#')) fragment.remove_prefix(1);
    const auto record = fragment.empty() ? std::nullopt : std::optional(parse_record(fragment));
    // A link's game is its record's: the level and who moves first are that game's.
    if (record && *record) {
        session.choose_game((*record)->config.game);
    } else if (o.game) {
        session.choose_game(*o.game);
    }
    const GameKind game = session.config().game;
    if (o.size && !session.choose_size(o.size->first, o.size->second)) {
        warnings.push_back("Lineup: ignored the board size " + std::to_string(o.size->first) + "x" +
                           std::to_string(o.size->second) + ": " + session.message());
    }
    if (o.rule && game == GameKind::Gomoku) session.choose_rule(*o.rule);
    if (o.opening && game == GameKind::Gomoku) session.choose_opening(*o.opening);
    if (o.theme) session.choose_theme(*o.theme);
    if (o.seed) session.choose_seed(*o.seed);
    if (o.level) {
        if (auto level = ai::parse_level(game, *o.level)) {
            session.choose_level(*level);
        } else {
            warnings.push_back("Lineup: ignored the level '" + printable(*o.level) + "' (not a level of " +
                               std::string(to_string(game)) + ").");
        }
    }
    if (o.computer_first) session.choose_computer_first(*o.computer_first);
    if (o.analysis) session.set_analysis(*o.analysis);

    if (o.mode == Mode::Friend && !o.replay) {
        open_friend_link(session, o, record, warnings, seen);
        return;
    }
    if (record) {
        if (*record) {
            if (o.replay) {
                session.start_replay(**record);
            } else {
                session.start_from(**record, o.mode.value_or(Mode::PvP), o.resumed);
            }
            return;
        }
        // The page's console warnings are for the page's author: English.
        warnings.push_back("Lineup: the link's game could not be read: " + as_sentence(describe(record->error())));
        session.end_game();
        session.start(o.mode.value_or(session.mode()));
        session.note(msg_broken_link(describe(record->error(), session.language()), session.phase() != Phase::Menu,
                                     session.language()));
        return;
    }
    if (o.replay) warnings.push_back("Lineup: view=replay needs a game record in the link's fragment.");
    if (o.pos) {
        std::string problem;
        if (load_record_text(session, *o.pos, o.mode, &problem)) return;
        const std::string why = session.message();
        warnings.push_back("Lineup: ignored pos=" + *o.pos + ": " + problem);
        session.start(o.mode.value_or(session.mode()));
        session.note(why);
        return;
    }
    // A game at once: a tap plays (the mode shown can be changed).
    session.start(o.mode.value_or(session.mode()));
}

}  // namespace lineup::app
