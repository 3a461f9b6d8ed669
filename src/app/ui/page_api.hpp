// PageApi: what the hosting page sees of the game and how it sets it up:
// state() as JSON (docs/page-api.md; PageState writes it), the page events,
// the player's settings as page options (page_options.hpp owns their keys),
// configure() from the page's address, moves played as text, and where cells
// and named controls are on screen (page_points.hpp).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "app/session/board_geometry.hpp"
#include "app/session/display_settings.hpp"
#include "app/session/friend_games.hpp"
#include "app/session/json.hpp"
#include "app/session/page_options.hpp"
#include "app/session/results.hpp"
#include "app/session/session.hpp"
#include "app/ui/controls.hpp"
#include "app/ui/input.hpp"
#include "app/ui/page_points.hpp"
#include "app/ui/page_state.hpp"

namespace lineup::app {

class PageApi {
public:
    /// `geometry`: the board's place in the last frame (nullopt before the first).
    PageApi(Session& session, DisplaySettings& display, const Input& input, const Controls& controls,
            const std::optional<BoardGeometry>& geometry, const Results& results, FriendGames& friends)
        : session_(session),
          display_(display),
          controls_(controls),
          geometry_(geometry),
          friends_(friends),
          state_(session, display, input, controls, results, friends) {}

    /// The player's settings as page options (the keys kPageOptionKeys marks
    /// as settings). The page saves them (the "settings" event).
    PageOptions settings() const;
    /// state(): `frames` drawn so far, `animating` as App::animating() says,
    /// `cheered` when the game shown ended here in a person's win, which
    /// was celebrated (celebration.hpp).
    std::string state_json(std::uint64_t frames, bool animating, bool cheered = false) const {
        return state_.state_json(frames, animating, cheered);
    }
    /// Events for the page, as JSON objects: "record" (the game as a link
    /// fragment), "message", "settings", "move", "gameover", "friends" (the
    /// games by link seen here, when one changed: {"games":[{id,side,record}]}).
    std::vector<std::pair<std::string, std::string>> take_page_events();
    /// Sets the game up from the page's query string and URL fragment over
    /// the `saved` settings; returns warnings, and notes in `notes`.
    std::vector<std::string> configure(std::string_view query, std::string_view fragment, std::string_view saved,
                                       std::vector<std::string>* notes);
    /// Who plays the game on the board, as page options for a link's query:
    /// "mode=pvc&level=perfect&first=human" ("view=replay" for a recorded
    /// game; empty in the menu). A link with this query and the game's record
    /// as fragment opens the same game against the same opponent.
    std::string players_query() const;
    /// Plays `move` (notation) for the player to move; false when it is not
    /// played (malformed, a full column, an occupied cell, not the player's
    /// turn...): then the message says why and nothing changed.
    bool play_text(std::string_view move);
    /// Cells where the side that just moved would win with its next move, in notation.
    std::vector<std::string> threats() const;
    /// Where to click to play `move`; nullopt for a bad move or before the first frame.
    std::optional<Vec2> cell_center(std::string_view move) const { return app::cell_center(session_, geometry_, move); }
    /// {"controls":{id:[x,y]},"cells":{move:[x,y]}} for the last frame.
    std::string points_json() const { return app::points_json(session_, controls_, geometry_); }

private:
    Session& session_;
    DisplaySettings& display_;
    const Controls& controls_;
    const std::optional<BoardGeometry>& geometry_;
    FriendGames& friends_;  // the games by link seen here: kept as they change
    PageState state_;
    std::string last_record_;    // the record and players the page last heard of
    std::string last_message_;   // the message the page last heard of
    std::string last_settings_;  // the settings the page last heard of
};

}  // namespace lineup::app
