#include "app/session/session_review.hpp"

#include "text/analysis_messages.hpp"
#include "text/person_messages.hpp"

namespace lineup::app {

using namespace lineup::core;
using namespace lineup::text;

void SessionReview::start(const GameRecord& record) {
    review_.start(position_of(record));
    pending_ = 0;
}

bool SessionReview::update(int shown, SessionAnalysis& analysis) {
    review_.poll();
    // The review goes before the analysis, which rests until the review is
    // complete: the broker would pre-empt it at every grade, and in the
    // browser each pre-empted search costs the worker its tables.
    if (!review_.complete()) {
        analysis.pause();
        review_.follow();
    }
    return pending_ > 0 && pending_ == shown && review_.move(pending_).known;
}

std::string SessionReview::step(const Board& board, Seats seats, bool reviewing, Language language) {
    const int number = board.ply();
    pending_ = reviewing && number > 0 && !review_.move(number).known ? number : 0;
    if (!reviewing || number == 0) return msg_after_play(seats, board, language);
    const GradedMove& graded = review_.move(number);
    const Move move = review_.record().moves[static_cast<std::size_t>(number - 1)];
    return msg_move_grade(board.config(), number, move, graded.known ? graded.grade : MoveGrade::Unknown,
                          graded.best_moves, graded.win_moves, language);
}

std::vector<Move> SessionReview::better(const Board& board) const {
    const int number = board.ply();
    if (number == 0 || number > review_.total()) return {};
    const GradedMove& graded = review_.move(number);
    if (!graded.known || graded.grade == MoveGrade::Best || graded.grade == MoveGrade::Unknown) return {};
    return graded.best_moves;
}

std::string SessionReview::summary(Side side, const GameConfig& config, Language language) const {
    const std::string who = player_called(seats_, config, side, language);
    return msg_review_summary(who, review_.counts(index_of(side)), language);
}

}  // namespace lineup::app
