// Session's recorded games and game review (session.hpp, app/session/review.hpp): a
// game shown read-only from its first move, and its review, where the worker
// grades each move; the message grades the move shown; "Next mistake" steps
// to the next error.
#include "app/session/session.hpp"
#include "text/analysis_messages.hpp"
#include "text/person_messages.hpp"

namespace lineup::app {

using namespace lineup::core;
using namespace lineup::text;

void Session::start_replay(const GameRecord& record) {
    reviewed_seats_ = Seats{};  // a recorded game's players: two people
    start_from(record, Mode::PvP);
    if (phase_ == Phase::Menu) return;
    while (match_->undo()) {
    }
    replay_ = true;
    phase_ = Phase::Playing;
    reported_ply_ = 0;
    say(msg_recorded_game(record.moves.size(), language_));
}

bool Session::can_review() const {
    if (!ai_available() || !match_ || reviewing() || thinking()) return false;
    if (match_->board().all_moves().empty()) return false;
    return replaying() || phase_ == Phase::Over || mode_ == Mode::PvP;
}

void Session::start_review() {
    if (!can_review()) {
        say(std::string(tr(language_, ai_available() ? "There is no game to review here."
                                                     : "Reviewing needs the computer, which is not available here.")));
        return;
    }
    const GameRecord record = whole_record_of(match_->board());
    const Seats played = replaying() ? reviewed_seats_ : seats();  // a recorded game: as it was shown
    start_replay(record);
    reviewed_seats_ = played;
    if (!replaying()) return;
    review_.start(position_of(record));
    review_pending_ = 0;
    say(std::string(tr(language_,
                       "Reviewing the game: every move is graded as you step through it with Back and Forward; "
                       "Next mistake jumps to the next one.")));
    update(now_ms_);
}

std::string Session::review_summary(Side side) const {
    const std::string who = player_called(reviewed_seats_, current_config(), side, language_);
    return msg_review_summary(who, review_.counts(index_of(side)), language_);
}

void Session::next_mistake() {
    if (!reviewing()) return;
    const int shown = match_->board().ply();
    const auto next = review_.next_error(shown);
    if (!next) {
        say(std::string(tr(language_, review_.complete() ? "No mistakes after this move."
                                                         : "No mistakes found after this move so far: the review "
                                                           "is still grading.")));
        return;
    }
    while (match_->board().ply() < *next && match_->redo()) {
    }
    say_step();
    after_moves();
    update(now_ms_);
}

std::string Session::step_message() const {
    const Board& board = match_->board();
    if (!reviewing() || board.ply() == 0) return msg_after_play(seats(), board, language_);
    const int number = board.ply();
    const GradedMove& graded = review_.move(number);
    const Move move = review_.record().moves[static_cast<std::size_t>(number - 1)];
    return msg_move_grade(board.config(), number, move, graded.known ? graded.grade : MoveGrade::Unknown,
                          graded.best_moves, graded.win_moves, language_);
}

std::vector<Move> Session::review_better() const {
    if (!reviewing()) return {};
    const int number = match_->board().ply();
    if (number == 0 || number > review_.total()) return {};
    const GradedMove& graded = review_.move(number);
    if (!graded.known || graded.grade == MoveGrade::Best || graded.grade == MoveGrade::Unknown) return {};
    return graded.best_moves;
}

void Session::say_step() {
    say(step_message());
    const int shown = match_->board().ply();
    review_pending_ = reviewing() && shown > 0 && !review_.move(shown).known ? shown : 0;
}

void Session::update_review() {
    if (!reviewing()) return;
    review_.poll();
    // The review goes before the analysis, which rests until the review is
    // complete: the broker would pre-empt it at every grade, and in the
    // browser each pre-empted search costs the worker its tables.
    if (!review_.complete()) {
        pause_analysis();
        review_.follow();
    }
    // The move shown got its grade: say it.
    if (review_pending_ > 0 && review_pending_ == match_->board().ply() && review_.move(review_pending_).known) {
        say_step();
    }
}

}  // namespace lineup::app
