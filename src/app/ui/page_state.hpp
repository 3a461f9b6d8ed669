// PageState: the page's state() as JSON (docs/page-api.md): the game's setup,
// the board, the keyboard's focus and the display settings, what the
// accessible board reads, the analysis and the review
// (page_state_analysis.hpp), and the games by link (page_friends.hpp).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "app/session/display_settings.hpp"
#include "app/session/friend_games.hpp"
#include "app/session/json.hpp"
#include "app/session/results.hpp"
#include "app/session/session.hpp"
#include "app/ui/controls.hpp"
#include "app/ui/input.hpp"

namespace lineup::app {

class PageState {
public:
    PageState(const Session& session, const DisplaySettings& display, const Input& input, const Controls& controls,
              const Results& results, const FriendGames& friends)
        : session_(session),
          display_(display),
          input_(input),
          controls_(controls),
          results_(results),
          friends_(friends) {}

    /// state(): `frames` drawn so far, `animating` as App::animating() says,
    /// `cheered` when the game shown ended here in a person's win, which
    /// was celebrated (celebration.hpp).
    std::string state_json(std::uint64_t frames, bool animating, bool cheered) const;

private:
    void write_setup(JsonWriter& json, std::uint64_t frames) const;
    void write_board(JsonWriter& json) const;
    void write_display(JsonWriter& json) const;
    void write_threats(JsonWriter& json) const;

    const Session& session_;
    const DisplaySettings& display_;
    const Input& input_;
    const Controls& controls_;
    const Results& results_;
    const FriendGames& friends_;
};

/// Cells where the side that just moved on `board` would win with its next
/// move (none without a board, at the start or when the game is over).
std::vector<core::Move> threat_moves(const core::Board* board);

}  // namespace lineup::app
