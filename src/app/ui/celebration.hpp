// The celebration of a person's win: a shower of confetti over the board for
// a few seconds (drawn as a function of time, like board_view.hpp's
// animations); with reduced motion the same confetti as one still frame for
// as long.
#pragma once

#include "app/session/board_geometry.hpp"
#include "app/session/palette.hpp"

struct ImDrawList;

namespace lineup::app {

/// How long the celebration shows, in seconds (Animation::animating() keeps
/// frames coming while it does, reduced motion included, so it also ends).
inline constexpr double kCelebrationSeconds = 3.0;

/// Confetti over `frame`, `age_s` seconds after the win (nothing outside
/// 0..kCelebrationSeconds): falling pieces, or at rest when `still`.
void draw_celebration(ImDrawList* draw, Rect frame, const Palette& pal, double age_s, bool still);

}  // namespace lineup::app
