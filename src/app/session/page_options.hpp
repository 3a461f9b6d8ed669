// Page options: how a link or an embedding page sets up the game, as query
// parameters of the game page (?game=gomoku&size=15&theme=bubble&mode=pvc),
// and the shared game a link carries in its fragment (#v=1&game=...&moves=...,
// core/record.hpp).
//
//   game   connect4 | gomoku          size   7x6 (Connect 4) or 15 (Gomoku)
//   rule   freestyle | exact | renju  theme  basic | rock | bubble
//   opening standard | swap | swap2 (Gomoku: core/opening.hpp)
//   mode   pvp | pvc | cvc | friend   level  easy | classic | medium | hard |
//   first  human | computer                  perfect | master | max
//   c4level, gomokulevel  the level each game is played at (the settings
//          remember both; `level` is the level of the game the page opens)
//   seed   0-4294967295 (the rock/bubble layout)
//   lang   en | zh                    sound  on | off
//   motion full | reduced             marks  on | off (shapes on the pieces)
//   confirm on | off (tap once to preview, again to play)
//   numbers on | off (each piece shows its move number)
//   scheme auto | light | dark (the colour scheme; auto: as the system prefers)
//   scores words | compact (Connect 4's analysis chips: "Win in 3" or "+3")
//   analysis on | off (Connect 4: every column's exact score on the board;
//          Gomoku: the evaluation bar, best line and best moves; against
//          the computer the game is then marked assisted)
//   embed  ID (set by web/lineup-embed.js for the page script; no effect here)
//   host   the embedding page's origin, and allow  more origins (space
//          separated) whose commands the board takes: set by lineup-embed.js
//          for the page script (web/page/api.js); no effect here
//   view   replay: show the fragment's game read-only, to step through;
//          resume: the fragment's game is the one this browser kept (the
//          page says so when it reopens it): it comes back as the person's
//   friend ID (mode=friend): the game with a friend by link, 4-16 letters
//          and digits (friend_games.hpp); without it, a new game by link
//   pos    a Connect 4 position as its columns, "4453" (as solvers and
//          connect4.gamesolver.org's ?pos= write it): the game opens there
//
// Without a mode or a game in the fragment the page opens a game against the
// computer at once (a tap plays). Bad input never breaks the page: an unknown
// key or a bad value is ignored with a warning (for the browser console) and
// the default applies; a broken fragment gives a fresh game and a message
// saying why.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "app/session/display_settings.hpp"
#include "app/session/session.hpp"
#include "core/seats.hpp"
#include "core/types.hpp"
#include "text/language.hpp"

namespace lineup::app {

class FriendGames;  // friend_games.hpp

/// The page options' keys, in the order the comment above lists them and
/// format_page_options writes them.
enum class OptionKey : std::uint8_t {
    Game,
    Size,
    Rule,
    Opening,
    Theme,
    Mode,
    Level,
    C4Level,
    GomokuLevel,
    First,
    Seed,
    Lang,
    Sound,
    Motion,
    Marks,
    Confirm,
    Numbers,
    Scheme,
    Scores,
    Analysis,
    Embed,
    Host,
    Allow,
    View,
    Pos,
    Friend
};

struct OptionKeyInfo {
    OptionKey key;
    std::string_view name;  ///< as written in a query: "game", "lang", ...
    bool setting;           ///< one of the player's settings (App::settings(); the page saves them)
};

/// The one list of the page options' keys: parse_page_options and
/// format_page_options read their names here, with_saved_settings and the
/// "settings" event keep the settings, and the page script receives it
/// (lineup_option_keys(), src/platform/page_bridge_web.cpp).
inline constexpr std::array<OptionKeyInfo, 26> kPageOptionKeys{{
    {OptionKey::Game, "game", true},
    {OptionKey::Size, "size", true},
    {OptionKey::Rule, "rule", true},
    {OptionKey::Opening, "opening", true},
    {OptionKey::Theme, "theme", true},
    {OptionKey::Mode, "mode", false},
    {OptionKey::Level, "level", true},
    {OptionKey::C4Level, "c4level", true},
    {OptionKey::GomokuLevel, "gomokulevel", true},
    {OptionKey::First, "first", true},
    {OptionKey::Seed, "seed", false},
    {OptionKey::Lang, "lang", true},
    {OptionKey::Sound, "sound", true},
    {OptionKey::Motion, "motion", true},
    {OptionKey::Marks, "marks", true},
    {OptionKey::Confirm, "confirm", true},
    {OptionKey::Numbers, "numbers", true},
    {OptionKey::Scheme, "scheme", true},
    {OptionKey::Scores, "scores", true},
    {OptionKey::Analysis, "analysis", false},
    {OptionKey::Embed, "embed", false},
    {OptionKey::Host, "host", false},
    {OptionKey::Allow, "allow", false},
    {OptionKey::View, "view", false},
    {OptionKey::Pos, "pos", false},
    {OptionKey::Friend, "friend", false},
}};

/// The query name of `key` ("lang" for OptionKey::Lang).
std::string_view option_name(OptionKey key);
/// The key named `name`, if any.
std::optional<OptionKey> find_option_key(std::string_view name);
/// True for the keys of the player's settings.
bool is_setting(std::string_view name);
/// The keys' names as a JSON array, in the list's order: ["game","size",...];
/// `settings_only`: only the player's settings.
std::string option_keys_json(bool settings_only = false);

struct PageOptions {
    std::optional<core::GameKind> game;
    std::optional<std::pair<int, int>> size;  ///< cols, rows (Gomoku: rows = cols)
    std::optional<core::Rule> rule;
    std::optional<core::Opening> opening;
    std::optional<core::Theme> theme;
    std::optional<core::Mode> mode;
    std::optional<std::string> level;  ///< resolved once the game is known
    std::optional<std::string> c4_level;
    std::optional<std::string> gomoku_level;
    std::optional<bool> computer_first;
    std::optional<std::uint32_t> seed;
    bool replay = false;                   ///< view=replay
    bool resumed = false;                  ///< view=resume
    std::optional<std::string> pos;        ///< a Connect 4 position's columns ("4453")
    std::optional<std::string> friend_id;  ///< mode=friend: the game by link's id
    std::optional<text::Language> language;
    // Display settings, applied by the App (the session has no part in them).
    std::optional<bool> sound;
    std::optional<bool> reduced_motion;
    std::optional<bool> marks;
    std::optional<bool> tap_confirm;
    std::optional<bool> numbers;  ///< move numbers on the pieces
    std::optional<ColourScheme> scheme;
    std::optional<bool> compact_scores;  ///< analysis chips as "+3" (DisplaySettings)
    std::optional<bool> analysis;        ///< analysis mode (Session::set_analysis)
    friend bool operator==(const PageOptions&, const PageOptions&) = default;
};

/// The options as (name, value) pairs, in the order the comment above lists
/// them; only the options that are set (and view=replay). Joined as
/// "name=value&..." they parse back to the same options: the page saves the
/// player's settings this way (web/lineup-store.js) and starts from them.
std::vector<std::pair<std::string, std::string>> format_page_options(const PageOptions& options);

/// Parses "key=value&..." (a leading '?' is skipped). Problems are appended to
/// `warnings`, one sentence each; the options that parsed are returned.
PageOptions parse_page_options(std::string_view query, std::vector<std::string>& warnings);

/// The options a page starts with: the saved settings (`saved`, as
/// format_page_options wrote them for App::settings(); the page's storage)
/// under the address's own `address` options, which win. Only the settings a
/// player chooses are taken from `saved`; a saved value that is not valid, or a
/// size, rule or level saved for another game than the one the address picks,
/// is left out with a note (saved data: not the address's fault, so not a
/// warning). `current` is the game when neither names one.
PageOptions with_saved_settings(std::string_view saved, const PageOptions& address, core::GameKind current,
                                std::vector<std::string>& notes);

/// Applies the display options that are set (sound, motion, marks, confirm,
/// numbers, scheme, scores) to `display`.
void apply_display_options(DisplaySettings& display, const PageOptions& options);

/// Sets up `session` (in its menu) from the options and the fragment (a
/// leading '#' is skipped): a valid record starts that game (in the options'
/// mode, or two players); otherwise a new game starts in the options' mode,
/// or against the computer.
/// With mode=friend, the game by link opens (friend_games.hpp: open_game_by_link,
/// judged against `seen`, the games by link this browser has seen).
void apply_page_options(Session& session, const PageOptions& options, std::string_view fragment,
                        std::vector<std::string>& warnings, const FriendGames* seen = nullptr);

}  // namespace lineup::app
