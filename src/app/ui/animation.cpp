#include "app/ui/animation.hpp"

#include <algorithm>

#include "core/record.hpp"

namespace lineup::app {

using namespace lineup::core;

namespace {
constexpr double kSettleMs = 600;      // frames after a change, for layouts to settle
constexpr double kHintPulseMs = 3000;  // how long a new hint's ring breathes
}  // namespace

std::string Animation::look_signature() const {
    const Board* b = session_.board();
    return std::to_string(b ? b->ply() : -1) + "|" + std::to_string(static_cast<int>(session_.phase())) + "|" +
           session_.message() + "|" + (session_.hint_move() ? "h" : "") + "|" + analysis_signature();
}

std::string Animation::analysis_signature() const {
    // What the analysis shows: a reply taken while idle changes it.
    std::string out;
    for (const ColumnScore& column : session_.analysis_columns()) out += score_label(column) + ",";
    if (const auto& view = session_.engine_view()) out += std::to_string(view->depth);
    if (session_.deepening().deepening()) out += "+";  // the Stop button and the "…"
    return out;
}

bool Animation::animating(double now_ms, bool reduced_motion, bool armed) const {
    if (session_.thinking()) return true;
    if (session_.analysis_animates()) return true;    // its dots move until a score comes (not deepening)
    if (session_.review_busy()) return true;          // the same for the review's grades
    if (look_signature() != last_look_) return true;  // changed (by the page API, say) but not drawn yet
    if (session_.phase() == Phase::Playing && session_.seats().mode == Mode::CvC) return true;
    if (hint_since_ms_ >= 0 && now_ms - hint_since_ms_ < kHintPulseMs) return true;
    if (armed) return true;                           // the armed cell's ring breathes until the second tap
    if (celebration_age_s(now_ms) >= 0) return true;  // (a still frame too: it must also go)
    if (!reduced_motion) {
        if (!placed_at_.empty() && placed_at_.back() >= 0 &&
            now_ms - placed_at_.back() < kStoneAnimationSeconds * 1000) {
            return true;
        }
        const Board* board = session_.board();
        const double rocks = board ? static_cast<double>(board->rock_cells().size()) : 0.0;
        const double rock_fall = (kStoneAnimationSeconds + kRockStaggerSeconds * rocks) * 1000;
        if (rocks_since_ms_ >= 0 && now_ms - rocks_since_ms_ < rock_fall) return true;
        if (won_since_ms_ >= 0 && now_ms - won_since_ms_ < kWinPulseSeconds * 1000) return true;
    }
    return now_ms - last_change_ms_ < kSettleMs;
}

void Animation::track(double now_ms) {
    track_game(now_ms);
    std::string look = look_signature();
    if (look != last_look_) {
        last_look_ = std::move(look);
        last_change_ms_ = now_ms;
    }
    if (!session_.hint_move()) {
        hint_since_ms_ = -1;
    } else if (hint_since_ms_ < 0) {
        hint_since_ms_ = now_ms;
    }
}

std::vector<Sound> Animation::take_sounds(bool sound_on) {
    std::vector<Sound> out;
    out.swap(sounds_);
    if (!sound_on) out.clear();
    return out;
}

void Animation::track_game(double now_ms) {
    const Board* board = session_.board();
    if (!board) {
        seen_history_.clear();
        placed_at_.clear();
        seen_game_.clear();
        rocks_since_ms_ = won_since_ms_ = -1;
        seen_over_ = false;
        return;
    }
    const std::string game = format_record(GameRecord{board->config(), {}});
    const auto history = board->history();
    const bool same_game = game == seen_game_ && seen_history_.size() <= history.size() &&
                           std::equal(seen_history_.begin(), seen_history_.end(), history.begin());
    if (game != seen_game_) {
        // A new game: its rocks fall; stones already on the board (a loaded game) just appear.
        seen_game_ = game;
        rocks_since_ms_ = history.empty() && !board->rock_cells().empty() ? now_ms : -1;
        placed_at_.assign(history.size(), -1.0);
    } else if (!same_game) {
        // Moves were taken back (and perhaps others played): keep the common part.
        std::size_t common = 0;
        while (common < seen_history_.size() && common < history.size() && seen_history_[common] == history[common])
            ++common;
        placed_at_.resize(common);
    }
    bool played_now = false;  // the game went on by one move (not a loaded game or a redo burst)
    for (std::size_t i = placed_at_.size(); i < history.size(); ++i) {
        const bool one_new = i + 1 == history.size() && i == seen_history_.size();
        placed_at_.push_back(one_new ? now_ms : -1.0);
        if (one_new) sounds_.push_back(board->game() == GameKind::Connect4 ? Sound::Drop : Sound::Place);
        played_now = played_now || one_new;
    }
    placed_at_.resize(history.size());
    seen_history_.assign(history.begin(), history.end());
    const bool over = board->status() != Status::Playing;
    if (over && !seen_over_) {
        won_since_ms_ = board->status() == Status::Won ? now_ms : -1;
        // A finished game opened from a link or a reload is shown, not cheered again.
        if (played_now) sounds_.push_back(board->status() == Status::Won ? Sound::Win : Sound::Draw);
        cheered_since_ms_ = played_now && person_won() ? now_ms : -1;
    }
    if (!over) won_since_ms_ = cheered_since_ms_ = -1;
    seen_over_ = over;
}

bool Animation::person_won() const {
    const Board* board = session_.board();
    if (!board || board->status() != Status::Won || session_.replaying()) return false;
    const Seats seats = session_.seats();
    if (seats.mode == Mode::PvP) return true;
    return (seats.mode == Mode::PvC || seats.mode == Mode::Friend) && board->winner() == seats.human;
}

double Animation::celebration_age_s(double now_ms) const {
    if (cheered_since_ms_ < 0) return -1;
    const double age = (now_ms - cheered_since_ms_) / 1000.0;
    return age < kCelebrationSeconds ? age : -1;
}

void Animation::fill(BoardDrawing& what, double now_ms) {
    what.time_s = now_ms / 1000.0;
    what.hint_age_s = hint_since_ms_ >= 0 ? (now_ms - hint_since_ms_) / 1000.0 : 0.0;
    placed_s_.resize(placed_at_.size());
    for (std::size_t i = 0; i < placed_at_.size(); ++i)
        placed_s_[i] = placed_at_[i] < 0 ? -1.0 : placed_at_[i] / 1000.0;
    what.placed_s = placed_s_;
    what.rocks_since_s = rocks_since_ms_ < 0 ? -1.0 : rocks_since_ms_ / 1000.0;
    what.won_since_s = won_since_ms_ < 0 ? -1.0 : won_since_ms_ / 1000.0;
}

}  // namespace lineup::app
