#include "platform/audio.hpp"

#include <SDL.h>

#include <cmath>

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#endif

#include "core/rng.hpp"

namespace lineup::platform {
namespace {

constexpr double kTwoPi = 6.283185307179586;

// A triangle wave in [-1, 1] at phase `p` (cycles).
double triangle(double p) {
    const double x = p - std::floor(p);
    return x < 0.5 ? 4 * x - 1 : 3 - 4 * x;
}

void add_note(std::vector<float>& out, int rate, double start_s, double length_s, double hz, double volume) {
    const auto first = static_cast<std::size_t>(start_s * rate);
    const auto count = static_cast<std::size_t>(length_s * rate);
    if (out.size() < first + count) out.resize(first + count, 0.0f);
    for (std::size_t i = 0; i < count; ++i) {
        const double t = static_cast<double>(i) / rate;
        const double envelope = std::min(1.0, t / 0.006) * std::exp(-t / (length_s * 0.45));
        out[first + i] += static_cast<float>(volume * envelope * triangle(hz * t));
    }
}

#ifdef __EMSCRIPTEN__
// The browser plays each effect as an AudioBuffer on one shared AudioContext
// (SDL's Emscripten audio uses the deprecated ScriptProcessorNode, which
// Chromium warns about in the console). 1 when the effect was started.
// The EM_JS body below is JavaScript, which clang-format would break.
// clang-format off
EM_JS(int, lineup_js_play_samples, (const float* samples, int count, int rate), {
    const Context = window.AudioContext || window.webkitAudioContext;
    if (!Context) return 0;
    try {
        if (!Module.lineupAudio) Module.lineupAudio = new Context();
        const context = Module.lineupAudio;
        if (context.state === 'suspended') context.resume();
        const buffer = context.createBuffer(1, count, rate);
        buffer.copyToChannel(HEAPF32.subarray(samples >> 2, (samples >> 2) + count), 0);
        const source = context.createBufferSource();
        source.buffer = buffer;
        source.connect(context.destination);
        source.start();
        return 1;
    } catch (e) {
        return 0;
    }
});
// clang-format on
#endif

}  // namespace

std::vector<float> synthesise(app::Sound sound, int rate) {
    std::vector<float> out;
    core::Rng noise(7);
    const auto white = [&noise] { return static_cast<double>(noise.below(2001)) / 1000.0 - 1.0; };
    switch (sound) {
        case app::Sound::Drop: {
            // A disc landing: a low thock, its pitch falling, with a touch of noise.
            out.resize(static_cast<std::size_t>(0.16 * rate));
            double phase = 0;
            for (std::size_t i = 0; i < out.size(); ++i) {
                const double t = static_cast<double>(i) / rate;
                phase += (90.0 + 140.0 * std::exp(-t / 0.03)) / rate;
                out[i] = static_cast<float>(0.55 * std::exp(-t / 0.045) * std::sin(kTwoPi * phase) +
                                            0.18 * std::exp(-t / 0.006) * white());
            }
            break;
        }
        case app::Sound::Place:
            // A stone on wood: a short bright click.
            out.resize(static_cast<std::size_t>(0.07 * rate));
            for (std::size_t i = 0; i < out.size(); ++i) {
                const double t = static_cast<double>(i) / rate;
                out[i] = static_cast<float>(0.35 * std::exp(-t / 0.012) * std::sin(kTwoPi * 1250.0 * t) +
                                            0.25 * std::exp(-t / 0.004) * white());
            }
            break;
        case app::Sound::Win: {
            // A rising arpeggio, C major.
            const double notes[] = {523.25, 659.25, 783.99, 1046.5};
            for (int i = 0; i < 4; ++i) add_note(out, rate, 0.1 * i, i == 3 ? 0.5 : 0.22, notes[i], 0.28);
            break;
        }
        case app::Sound::Draw:
            add_note(out, rate, 0.0, 0.25, 440.0, 0.25);
            add_note(out, rate, 0.2, 0.4, 392.0, 0.25);
            break;
    }
    return out;
}

Audio::~Audio() {
    if (device_ != 0) SDL_CloseAudioDevice(device_);
}

bool Audio::open() {
#ifdef __EMSCRIPTEN__
    return !failed_;
#endif
    if (device_ != 0) return true;
    if (failed_) return false;
    if (SDL_InitSubSystem(SDL_INIT_AUDIO) != 0) {
        failed_ = true;
        return false;
    }
    SDL_AudioSpec want{};
    want.freq = rate_;
    want.format = AUDIO_F32SYS;
    want.channels = 1;
    want.samples = 1024;
    SDL_AudioSpec have{};
    device_ = SDL_OpenAudioDevice(nullptr, 0, &want, &have, 0);
    if (device_ == 0) {
        failed_ = true;
        return false;
    }
    SDL_PauseAudioDevice(device_, 0);
    return true;
}

bool Audio::play(app::Sound sound) {
    if (!open()) return false;
    const std::vector<float> samples = synthesise(sound, rate_);
#ifdef __EMSCRIPTEN__
    if (lineup_js_play_samples(samples.data(), static_cast<int>(samples.size()), rate_) == 1) return true;
    failed_ = true;  // no Web Audio here: the game goes on silently
    return false;
#endif
    // Effects that arrive while another plays wait in the queue; a long queue
    // (a burst of moves) is dropped rather than played late.
    if (SDL_GetQueuedAudioSize(device_) > static_cast<Uint32>(rate_) * static_cast<Uint32>(sizeof(float)))
        SDL_ClearQueuedAudio(device_);
    return SDL_QueueAudio(device_, samples.data(), static_cast<Uint32>(samples.size() * sizeof(float))) == 0;
}

}  // namespace lineup::platform
