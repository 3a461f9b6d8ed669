// DisplaySettings: how the game looks and sounds, the player's settings (the
// page remembers them as page options, page_options.hpp). The App owns one;
// the panel, the keys and the page API change it.
#pragma once

#include <cstdint>
#include <optional>

#include "app/session/session.hpp"

namespace lineup::app {

enum class ColourScheme : std::uint8_t { Auto, Light, Dark };

/// The scheme's name, as the page option `scheme` and state() write it.
constexpr const char* scheme_name(ColourScheme scheme) {
    return scheme == ColourScheme::Dark ? "dark" : scheme == ColourScheme::Light ? "light" : "auto";
}

struct DisplaySettings {
    bool sound = false;           ///< effects muted until the player turns them on
    bool reduced_motion = false;  ///< no falling, growing or pulsing
    bool marks = false;           ///< a shape on each piece, for colour-blind players
    bool numbers = false;         ///< each piece shows its move number
    /// Connect 4's analysis chips as "+3" / "0" / "-2" rather than in words
    /// ("Win in 3", analysis.hpp's chip_lines).
    bool compact_scores = false;
    /// A first tap previews, a second tap on the same cell plays; unset: on for
    /// touch where the cells are small (Input::tap_confirm()).
    std::optional<bool> tap_confirm;
    /// The colour scheme; Auto: as the system prefers (`system_dark`, which
    /// the page reads from prefers-color-scheme; the desktop: light).
    ColourScheme scheme = ColourScheme::Auto;
    bool system_dark = false;
    bool dark_now() const { return scheme == ColourScheme::Auto ? system_dark : scheme == ColourScheme::Dark; }
};

/// Turns the sound on or off and says so in the message area.
void set_sound(Session& session, DisplaySettings& display, bool on);
/// Switches between English and Chinese.
void toggle_language(Session& session);

}  // namespace lineup::app
