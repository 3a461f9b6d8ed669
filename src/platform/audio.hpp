// Audio: the game's short sound effects, synthesised (no sound files) and
// played through SDL audio natively and through Web Audio buffers in the
// browser. Nothing opens before the first effect, so in the browser the
// AudioContext starts after the player's click that turned sound on
// (browsers require a gesture).
#pragma once

#include <cstdint>
#include <vector>

#include "app/ui/app.hpp"

namespace lineup::platform {

class Audio {
public:
    Audio() = default;
    Audio(const Audio&) = delete;
    Audio& operator=(const Audio&) = delete;
    ~Audio();

    /// Queues `sound`; false when no audio device could be opened (then the
    /// game goes on silently).
    bool play(app::Sound sound);

private:
    bool open();
    std::uint32_t device_ = 0;
    bool failed_ = false;
    int rate_ = 44100;
};

/// The samples of an effect: mono, 32-bit float, at `rate` Hz.
std::vector<float> synthesise(app::Sound sound, int rate);

}  // namespace lineup::platform
