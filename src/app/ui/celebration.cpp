#include "app/ui/celebration.hpp"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <cstdint>

namespace lineup::app {

namespace {

constexpr int kPieces = 48;
constexpr double kStillAt = 1.6;  // the moment a still frame shows

// A fixed number in [0, 1) for piece `i`'s property `k` (the same every frame).
float spread(int i, int k) {
    std::uint32_t x = static_cast<std::uint32_t>(i) * 2654435761u + static_cast<std::uint32_t>(k) * 40503u;
    x ^= x >> 15;
    x *= 2246822519u;
    x ^= x >> 13;
    return static_cast<float>(x % 10000) / 10000.0f;
}

}  // namespace

void draw_celebration(ImDrawList* draw, Rect frame, const Palette& pal, double age_s, bool still) {
    if (age_s < 0 || age_s >= kCelebrationSeconds) return;
    const double t = still ? kStillAt : age_s;
    // Fade out over the last half second (a still frame stays whole, then goes).
    const float alpha = still ? 1.0f : static_cast<float>(std::clamp((kCelebrationSeconds - t) / 0.5, 0.0, 1.0));
    const std::uint32_t colours[] = {pal.piece[0], pal.piece[1], pal.win_line, rgb(0xFFFFFF)};
    const float size = std::max(5.0f, std::min(frame.w, frame.h) * 0.022f);
    draw->PushClipRect(ImVec2(frame.x, frame.y), ImVec2(frame.x + frame.w, frame.y + frame.h), true);
    for (int i = 0; i < kPieces; ++i) {
        // Each piece starts above the board at its own moment and falls with a sway.
        const double start = 0.8 * spread(i, 1);
        const double fall = std::max(0.0, t - start);
        const float speed = frame.h * (0.3f + 0.2f * spread(i, 2));
        const float x = frame.x + frame.w * spread(i, 0) +
                        size * 1.5f * static_cast<float>(std::sin(fall * 3.0 + 6.28 * spread(i, 3)));
        const float y = frame.y - size * 2 + speed * static_cast<float>(fall);
        const float turn = static_cast<float>(fall * 4.0 * (spread(i, 4) - 0.5) * 2.0 + 6.28 * spread(i, 5));
        const ImVec2 c(x, y);
        const ImVec2 u(std::cos(turn) * size, std::sin(turn) * size);                   // the long side
        const ImVec2 v(-std::sin(turn) * size * 0.45f, std::cos(turn) * size * 0.45f);  // the short one
        const std::uint32_t colour = faded(colours[i % 4], alpha);
        draw->AddQuadFilled(ImVec2(c.x - u.x - v.x, c.y - u.y - v.y), ImVec2(c.x + u.x - v.x, c.y + u.y - v.y),
                            ImVec2(c.x + u.x + v.x, c.y + u.y + v.y), ImVec2(c.x - u.x + v.x, c.y - u.y + v.y), colour);
    }
    draw->PopClipRect();
}

}  // namespace lineup::app
