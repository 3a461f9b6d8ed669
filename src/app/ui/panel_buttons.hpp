// PanelButtons: what the panel's parts (panel.hpp) draw their controls with:
// labels in the player's language, and buttons in the colours of the game
// shown, each recorded under a stable id (controls.hpp) for
// App::control_center(), the page API and the tests.
#pragma once

#include <cstdint>

#include "app/session/display_settings.hpp"
#include "app/session/session.hpp"
#include "app/ui/controls.hpp"

namespace lineup::app {

class PanelButtons {
public:
    PanelButtons(const Session& session, const DisplaySettings& display, Controls& controls)
        : session_(session), display_(display), controls_(controls) {}

    /// `label` in the player's language.
    const char* t(const char* label) const;
    /// A button recorded under `id`; its label in `text` (0: the theme's
    /// colour on an accent background).
    bool button(const char* label, const char* id, float width, bool enabled = true, std::uint32_t text = 0);
    /// One button of a choice of several (mode, game, theme): filled when
    /// `chosen`, outlined otherwise. True when pressed.
    bool choice(const char* label, const char* id, float width, bool chosen, bool enabled = true);

private:
    const Session& session_;
    const DisplaySettings& display_;
    Controls& controls_;
};

}  // namespace lineup::app
