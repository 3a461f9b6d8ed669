#include "app/page_options.hpp"

#include "ai/levels.hpp"
#include "core/record.hpp"
#include "core/text.hpp"

namespace lineup::app {

using namespace lineup::core;
using namespace lineup::text;

namespace {

std::optional<Mode> parse_mode(std::string_view text) {
    if (text == "pvp") return Mode::PvP;
    if (text == "pvc") return Mode::PvC;
    if (text == "cvc") return Mode::CvC;
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

}  // namespace

PageOptions parse_page_options(std::string_view query, std::vector<std::string>& warnings) {
    PageOptions o;
    if (query.starts_with('?')) query.remove_prefix(1);
    if (query.empty()) return o;
    for (std::string_view pair : split(query, '&')) {
        if (pair.empty()) continue;
        const std::size_t eq = pair.find('=');
        const std::string_view key = pair.substr(0, eq);
        const std::string_view value = eq == std::string_view::npos ? std::string_view{} : pair.substr(eq + 1);
        const auto bad = [&] {
            warnings.push_back("Lineup: ignored " + printable(key) + "=" + printable(value) +
                               " (not a valid value); using the default.");
        };
        if (key == "game") {
            if (auto g = parse_game(value)) o.game = g; else bad();
        } else if (key == "size") {
            if (auto s = parse_size(value)) o.size = s; else bad();
        } else if (key == "rule") {
            if (auto r = parse_rule(value)) o.rule = r; else bad();
        } else if (key == "theme") {
            if (auto t = parse_theme(value)) o.theme = t; else bad();
        } else if (key == "mode") {
            if (auto m = parse_mode(value)) o.mode = m; else bad();
        } else if (key == "level") {
            if (!value.empty() && value.size() <= 16) o.level = std::string(value); else bad();
        } else if (key == "first") {
            if (value == "computer") o.computer_first = true;
            else if (value == "human") o.computer_first = false;
            else bad();
        } else if (key == "seed") {
            auto seed = parse_unsigned(value, 10);
            if (seed && *seed <= 0xFFFFFFFFu) o.seed = static_cast<std::uint32_t>(*seed); else bad();
        } else if (key == "lang") {
            if (auto l = parse_language(value)) o.language = l; else bad();
        } else if (key == "sound" || key == "marks" || key == "confirm") {
            std::optional<bool>& slot = key == "sound" ? o.sound : key == "marks" ? o.marks : o.tap_confirm;
            if (value == "on") slot = true;
            else if (value == "off") slot = false;
            else bad();
        } else if (key == "motion") {
            if (value == "reduced") o.reduced_motion = true;
            else if (value == "full") o.reduced_motion = false;
            else bad();
        } else if (key == "view") {
            if (value == "replay") o.replay = true; else bad();
        } else if (key == "embed") {
            // Set by lineup-embed.js for the page's script: nothing for the game.
        } else {
            warnings.push_back("Lineup: ignored the unknown option '" + printable(key) + "'.");
        }
    }
    return o;
}

std::vector<std::pair<std::string, std::string>> format_page_options(const PageOptions& o) {
    std::vector<std::pair<std::string, std::string>> out;
    const auto add = [&out](std::string name, std::string_view value) { out.emplace_back(std::move(name), value); };
    const auto on_off = [](bool on) { return on ? "on" : "off"; };
    if (o.game) add("game", to_string(*o.game));
    if (o.size) {
        const auto [cols, rows] = *o.size;
        add("size", cols == rows && o.game == GameKind::Gomoku
                        ? std::to_string(cols) : std::to_string(cols) + "x" + std::to_string(rows));
    }
    if (o.rule) add("rule", to_string(*o.rule));
    if (o.theme) add("theme", to_string(*o.theme));
    if (o.mode) add("mode", to_string(*o.mode));
    if (o.level) add("level", *o.level);
    if (o.computer_first) add("first", *o.computer_first ? "computer" : "human");
    if (o.seed) add("seed", std::to_string(*o.seed));
    if (o.language) add("lang", to_string(*o.language));
    if (o.sound) add("sound", on_off(*o.sound));
    if (o.reduced_motion) add("motion", *o.reduced_motion ? "reduced" : "full");
    if (o.marks) add("marks", on_off(*o.marks));
    if (o.tap_confirm) add("confirm", on_off(*o.tap_confirm));
    if (o.replay) add("view", "replay");
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
    s.mode.reset();  // not settings: they come with a game or an address
    s.seed.reset();
    s.replay = false;
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
        drop(s.level, "level", why);
    }
    const GameKind game = address.game.value_or(saved_game);
    if (s.size) {
        GameConfig config = default_config(game, Theme::Basic, s.size->first, s.size->second);
        config.rows = game == GameKind::Gomoku ? s.size->first : s.size->second;
        if (auto problem = validate(config)) drop(s.size, "board size", *problem);
    }
    if (s.level && !ai::parse_level(game, *s.level)) drop(s.level, "level", "not a level of " + std::string(to_string(game)));
    if (s.rule && game != GameKind::Gomoku) s.rule.reset();

    // The address's own options win: the later of two keys does, and the
    // options parse back from their text (format_page_options' contract).
    std::string query;
    for (const PageOptions* o : std::initializer_list<const PageOptions*>{&s, &address}) {
        for (const auto& [name, value] : format_page_options(*o)) query += name + "=" + value + "&";
    }
    std::vector<std::string> none;
    return parse_page_options(query, none);
}

void apply_page_options(Session& session, const PageOptions& o, std::string_view fragment,
                        std::vector<std::string>& warnings) {
    if (o.language) session.choose_language(*o.language);
    if (o.game) session.choose_game(*o.game);
    const GameKind game = session.config().game;
    if (o.size && !session.choose_size(o.size->first, o.size->second)) {
        warnings.push_back("Lineup: ignored the board size " + std::to_string(o.size->first) + "x" +
                           std::to_string(o.size->second) + ": " + session.message());
    }
    if (o.rule && game == GameKind::Gomoku) session.choose_rule(*o.rule);
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

    if (fragment.starts_with('#')) fragment.remove_prefix(1);
    if (!fragment.empty()) {
        auto record = parse_record(fragment);
        if (record) {
            if (o.replay) {
                session.start_replay(*record);
            } else {
                session.start_from(*record, o.mode.value_or(Mode::PvP));
            }
            return;
        }
        std::string reason = describe(record.error());
        if (!reason.ends_with('.')) reason += '.';
        warnings.push_back("Lineup: the link's game could not be read: " + reason);
        session.restart();
        if (o.mode) session.start(*o.mode);
        session.note(msg_broken_link(describe(record.error()), o.mode.has_value(), session.language()));
        return;
    }
    if (o.replay) warnings.push_back("Lineup: view=replay needs a game record in the link's fragment.");
    if (o.mode) {
        session.start(*o.mode);
    } else if (session.phase() == Phase::Menu) {
        session.note(msg_choose_mode(session.language()));  // settings applied: the player's next step
    }
}

}  // namespace lineup::app
