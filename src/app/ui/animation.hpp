// Animation: what moved on the board and when, for the animations
// (board_view.hpp draws them as a function of time) and the sound effects,
// and whether the platform should keep drawing frames. It watches the
// Session once a frame and changes nothing in it.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "app/session/session.hpp"
#include "app/ui/board_view.hpp"
#include "app/ui/celebration.hpp"

namespace lineup::app {

/// Effects the platform plays (when sound is on).
enum class Sound : std::uint8_t { Drop, Place, Win, Draw };

class Animation {
public:
    explicit Animation(const Session& session) : session_(session) {}

    /// Notes new stones, game starts and ends for the animations and sounds,
    /// what the player sees and when a hint appeared. Once a frame, at `now_ms`.
    void track(double now_ms);
    /// True while something on screen moves by itself (the thinking spinner, a
    /// fresh hint, a computer-vs-computer game, an `armed` tap) or the game
    /// changed in the last moments: the platform stops drawing when this is
    /// false and no input arrives, to save power.
    bool animating(double now_ms, bool reduced_motion, bool armed) const;
    /// Effects since the last call (empty while `sound_on` is false).
    std::vector<Sound> take_sounds(bool sound_on);
    /// Seconds since the person won the game on (celebration.hpp), while its
    /// celebration lasts; negative otherwise. A person wins against the
    /// computer, by link, or between two players; a loaded game is not cheered.
    double celebration_age_s(double now_ms) const;
    /// True when the game shown ended here in a person's win, which was
    /// cheered (whether or not the celebration still shows).
    bool cheered() const { return cheered_since_ms_ >= 0; }
    /// The times of `what`'s animations (placed_s points into this object).
    void fill(BoardDrawing& what, double now_ms);

private:
    /// What the player sees, in short (ply, phase, message, hint, analysis):
    /// a change means a frame is due.
    std::string look_signature() const;
    /// The analysis's part of it: the column labels, the Gomoku view's depth.
    std::string analysis_signature() const;
    void track_game(double now_ms);
    /// True when the game shown was won by a person (not by the computer).
    bool person_won() const;

    const Session& session_;
    std::vector<Sound> sounds_;
    // When each stone of the game appeared (ms; -1: no animation), when the
    // rocks fell (game start) and when the game was won.
    std::vector<core::Cell> seen_history_;
    std::vector<double> placed_at_;
    std::vector<double> placed_s_;  // placed_at_ in seconds, for BoardDrawing
    std::string seen_game_;         // the configuration the animations belong to
    double rocks_since_ms_ = -1;
    double won_since_ms_ = -1;
    double cheered_since_ms_ = -1;  // when the person's win was played here
    bool seen_over_ = false;
    std::string last_look_;      // what the player saw last frame (ply, phase, message)
    double last_change_ms_ = 0;  // when it last changed
    double hint_since_ms_ = -1;  // when the current hint appeared
};

}  // namespace lineup::app
