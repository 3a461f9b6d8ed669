// Layout: where the board and the panel go in the window, and how the
// panel's controls share a row (flow.hpp draws them). No ImGui here, so tests
// can check the arithmetic at every screen size.
#pragma once

#include <vector>

#include "app/session/board_geometry.hpp"
#include "core/config.hpp"

namespace lineup::app {

struct Layout {
    Rect board;
    Rect panel;
};

/// Where the board and the panel go in a `w` x `h` window for the game
/// `config`: the panel beside the board or below it, whichever leaves the
/// board larger (a narrow window always has it below).
Layout choose_layout(const core::GameConfig& config, float w, float h);

/// The height a `w` wide window wants for `config` (an embedding page sizes
/// its frame to it): narrow, the board as wide as the window with the panel
/// below it; wide enough for the panel beside a board at least 360 px wide,
/// the board as tall as that width makes it, with room for the panel (at
/// least 420 px). choose_layout gives that arrangement at this height.
float natural_height(const core::GameConfig& config, float w);

/// The panel card's padding left and right, and the message box's (CSS px).
inline constexpr float kPanelPaddingX = 14.0f;
inline constexpr float kMessagePaddingX = 8.0f;
/// The message box's padding above and below its text, together.
inline constexpr float kMessagePaddingY = 10.0f;

/// How tall the panel's message box may grow in a `panel_h` high panel (CSS
/// px, its padding included): the panel's height under its title row, so a
/// message shows whole with the title still in view (the card scrolls to the
/// controls under it), and no more than a dozen lines. A message taller than
/// that scrolls inside the box.
float message_box_cap(float panel_h);

/// How many controls go in each row of a `width` wide flow, `spacing` apart,
/// for controls that need `needed` wide each (in order): a row takes controls
/// while all of them fit at one shared width (its widest need); a control
/// wider than a row gets a row of its own.
std::vector<int> flow_rows(const std::vector<float>& needed, float width, float spacing);

}  // namespace lineup::app
