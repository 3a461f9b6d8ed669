#include "app/session/session.hpp"

#include <algorithm>
#include <utility>

#include "ai/protocol.hpp"
#include "core/notation.hpp"
#include "core/record.hpp"
#include "text/friend_messages.hpp"
#include "text/opening_messages.hpp"
#include "text/person_messages.hpp"

namespace lineup::app {

using namespace lineup::core;
using namespace lineup::text;

namespace {

constexpr double kWatchableMoveMs = 600;  // computer vs computer pace

}  // namespace

Session::Session(AiService* ai, std::uint32_t seed)
    : broker_(ai),
      seeds_(seed),
      config_(default_config(GameKind::Connect4, Theme::Basic, 0, 0, static_cast<std::uint32_t>(seeds_.next()))),
      levels_{ai::default_level(GameKind::Connect4), ai::default_level(GameKind::Gomoku)},
      mode_(ai_available() ? Mode::PvC : Mode::PvP) {
    say(msg_choose_mode(language_));
}

Session::~Session() { end_match(); }

int Session::move_time_ms(GameKind game, ai::Level level) { return ai::level_policy(game, level).app_time_ms; }

void Session::say(std::string text) {
    message_ = std::move(text);
    log_.push_back(message_);
}

void Session::start(Mode mode) {
    std::string what;
    if (phase_ != Phase::Menu) {
        what = set_aside_game();
        end_match();
        fresh_layout_next();
    }
    if (mode == Mode::Friend) {
        config_.opening = Opening::Standard;  // (games by link open plainly: correspondence.hpp)
        friend_ = {new_friend_id(), Side::First};
    }
    begin(mode, Board(config_), what);
}

void Session::start_from(const GameRecord& record, Mode mode, bool resumed) {
    if (mode == Mode::Friend) {
        GameRecord plain = position_of(record);
        const Side to_move = replay(plain).to_move();
        open_friend_game(plain, {new_friend_id(), to_move});
        return;
    }
    end_match();
    config_ = record.config;
    begin(mode, replay(record));
    if (phase_ != Phase::Menu && !record.moves.empty()) {
        const std::string position = msg_position(seats(), match_->board(), language_);
        say(resumed ? msg_game_back(record.moves.size(), position, language_)
                    : msg_shared_game(record.moves.size(), position, language_));
    }
}

void Session::begin(Mode mode, Board board, const std::string& what) {
    if ((mode == Mode::PvC || mode == Mode::CvC) && !ai_available()) {
        say(join_sentences(what, msg_no_computer(broker_.problem(), language_), language_));
        return;
    }
    mode_ = mode;
    // The person opens unless the computer moves first; players sit by seat
    // (opener, other: core/opening.hpp), whichever side an opening's swap gives them.
    seats_ = Seats{mode, mode == Mode::Friend                   ? friend_.side
                         : mode == Mode::PvC && computer_first_ ? Side::Second
                                                                : Side::First};
    if (mode != Mode::Friend) friend_ = {};
    Player* players[2] = {&humans_[0], &humans_[1]};
    for (Seat seat : {Seat::Opener, Seat::Other}) {
        const std::size_t i = seat == Seat::Opener ? 0 : 1;
        if (!seats_.is_computer(seat)) continue;
        const ai::Level level = this->level(config_.game);
        computers_[i] = std::make_unique<AiPlayer>(broker_, level, move_time_ms(config_.game, level), seeds_.next(),
                                                   mode == Mode::CvC ? kWatchableMoveMs : 0);
        computers_[i]->set_time(now_ms_);
        players[i] = computers_[i].get();
    }
    const int ply = board.ply();
    found_win_.clear();
    match_ = std::make_unique<Match>(std::move(board), seats_, *players[0], *players[1]);
    assisted_ = analysis_on_ && mode == Mode::PvC;
    phase_ = Phase::Playing;
    reported_ply_ = ply;  // a loaded game's moves are not news
    reported_over_ = match_->over();
    hint_move_.reset();
    say(join_sentences(what, msg_game_started(seats(), match_->board(), language_), language_));
    update(now_ms_);
}

void Session::end_match() {
    replay_ = false;
    match_.reset();
    for (auto& human : humans_) human.reset();
    for (auto& computer : computers_) {
        if (computer) computer->reset();
        computer.reset();
    }
    hint_.cancel();
    hint_move_.reset();
    pause_analysis();
    analysis_.clear();
    deepening_.clear();
    review_.stop();
    review_.clear();
    phase_ = Phase::Menu;
}

void Session::restart() {
    // A game in progress is kept: Undo brings it back (can_bring_back()).
    const std::string kept = set_aside_game();
    end_match();
    fresh_layout_next();
    say(join_sentences(msg_restarted(mode_, language_), kept, language_));
}

void Session::end_game() {
    set_aside_.reset();
    end_match();
    fresh_layout_next();
    say(msg_restarted(mode_, language_));
}

void Session::explain_tap_twice() {
    if (tap_twice_explained_) return;
    tap_twice_explained_ = true;
    say(std::string(tr(language_, "Tap again to play.")));
}

bool Session::refused_while_thinking() {
    if (!thinking()) return false;
    say(std::string(tr(language_, "Wait: the computer is thinking.")));
    return true;
}

// (A recorded game shown, or the menu: nothing is played.)
bool Session::refused_outside_a_game() {
    if (replaying()) {
        say(std::string(tr(language_, "This board shows a recorded game: step through it with Back and Forward.")));
        return true;
    }
    if (phase_ == Phase::Menu) {
        say(msg_choose_mode(language_));
        return true;
    }
    return false;
}

void Session::new_game() {
    if (replaying()) {
        say(std::string(tr(language_, "This board shows a recorded game: step through it with Back and Forward.")));
        return;
    }
    start(mode_);
}

bool Session::can_undo() const {
    return can_bring_back() || (match_ && mode_ != Mode::Friend && match_->board().can_undo());
}

bool Session::can_redo() const { return match_ && mode_ != Mode::Friend && match_->board().can_redo(); }

bool Session::can_hint() const {
    return !replaying() && human_to_move() && ai_available() && !choice_due() && mode_ != Mode::Friend;
}

bool Session::choice_due() const {
    return match_ && match_->board().status() == Status::Playing &&
           match_->board().opening_step().kind == OpeningStep::Kind::Choose;
}

std::string Session::your_side() const {
    if (!match_ || replaying()) return {};
    return msg_your_side(seats(), match_->board().config(), language_);
}

bool Session::human_to_move() const {
    return phase_ == Phase::Playing && match_ && !seats_.is_computer(match_->seat_to_act()) &&
           !seats_.is_remote(match_->seat_to_act());
}

bool Session::thinking() const {
    if (hint_.waiting()) return true;
    for (const auto& computer : computers_) {
        if (computer && computer->thinking()) return true;
    }
    return false;
}

void Session::play(Move move) {
    if (phase_ == Phase::Menu && !replay_) {
        start(mode_);  // a move in the menu starts a game in the chosen mode
        if (phase_ == Phase::Menu || !human_to_move()) return;
    }
    if (refused_outside_a_game()) return;
    if (phase_ == Phase::Over) {
        say(describe(MoveError::GameOver, config_, move, language_));
        return;
    }
    if (!human_to_move()) {
        say(waiting_for_friend() ? msg_friends_move(language_)
                                 : std::string(tr(language_, "Wait: the computer is thinking.")));
        return;
    }
    hint_.cancel();
    pause_analysis();
    humans_[match_->seat_to_act() == Seat::Opener ? 0 : 1].submit(move);
    update(now_ms_);
}

void Session::choose(OpeningChoice choice) {
    if (refused_outside_a_game()) return;
    if (phase_ == Phase::Over || !choice_due()) {
        say(describe(phase_ == Phase::Over ? MoveError::GameOver : MoveError::NoChoiceDue, config_, {}, language_));
        return;
    }
    if (!human_to_move()) {
        say(std::string(tr(language_, "Wait: the computer is thinking.")));
        return;
    }
    pause_analysis();
    humans_[match_->seat_to_act() == Seat::Opener ? 0 : 1].submit_choice(choice);
    update(now_ms_);
}

void Session::hint() {
    if (replaying()) {
        say(std::string(tr(language_, "This board shows a recorded game: step through it with Back and Forward.")));
        return;
    }
    if (mode_ == Mode::Friend && refused_with_friend(msg_no_help_with_friend(language_))) return;
    if (phase_ != Phase::Playing || !human_to_move()) {
        say(phase_ == Phase::Menu ? msg_choose_mode(language_)
                                  : std::string(tr(language_, "A hint is for the player to move.")));
        return;
    }
    if (!ai_available()) {
        say(std::string(tr(language_, "Hints need the computer, which is not available here.")));
        return;
    }
    if (hint_.waiting()) return;
    pause_analysis();
    ai::Request request;
    request.kind = ai::RequestKind::Hint;
    // Hints come from a strong player, whatever the opponent's level.
    const ai::HintPolicy hint = ai::hint_policy(config_.game);
    request.level = hint.level;
    request.time_ms = hint.time_ms;
    request.seed = seeds_.next();
    request.record = record_of(match_->board());
    hint_ply_ = match_->board().ply();
    hint_move_.reset();
    hint_.submit(std::move(request));
    say(std::string(tr(language_, "Looking for a good move...")));
}

void Session::after_moves() {
    const Board& board = match_->board();
    reported_ply_ = std::min(reported_ply_, board.ply());
    const auto moves = board.moves();
    for (; reported_ply_ < board.ply(); ++reported_ply_) {
        const Side side = reported_ply_ % 2 == 0 ? Side::First : Side::Second;
        events_.push_back({SessionEvent::Type::Move,
                           format_move(board.config(), moves[static_cast<std::size_t>(reported_ply_)]), side});
    }
    const bool over = board.status() != Status::Playing;
    if (over && !reported_over_) events_.push_back({SessionEvent::Type::GameOver, {}, board.winner()});
    reported_over_ = over;
    if (over) phase_ = Phase::Over;
    if (hint_move_ && board.ply() != hint_ply_) hint_move_.reset();  // the hint no longer applies
}

void Session::update(double now_ms) {
    now_ms_ = now_ms;
    if (!match_) return;
    for (auto& computer : computers_) {
        if (computer) computer->set_time(now_ms);
    }
    if (auto reply = hint_.poll()) {
        if (reply->ok) {
            hint_move_ = reply->move;
            // Worded for the position the hint was asked for (Side::First moves at even plies).
            const Side side = hint_ply_ % 2 == 0 ? Side::First : Side::Second;
            say(msg_hint(match_->board().config(), side, reply->move, reply->outlook, reply->distance.value_or(0),
                         language_));
        } else {
            say(msg_no_hint(failure_reason(reply->reason, language_), language_));
        }
    }
    analysis_.poll();
    deepening_.poll();
    while (auto event = match_->update()) {
        const Board& board = match_->board();
        if (event->kind == MatchEvent::Kind::Moved) {
            if (const AiPlayer* computer = computers_[event->seat == Seat::Opener ? 0 : 1].get()) {
                found_win_.note(board, computer->outlook());
            } else {
                set_aside_.reset();  // the person plays on in the new game
            }
        }
        std::string said = msg_play_event(match_->seats(), board, *event, language_, found_win_.moves(board));
        if (event->kind == MatchEvent::Kind::Moved && waiting_for_friend()) {
            said = join_sentences(said, msg_send_link(language_), language_);
        }
        say(said);
        if (event->kind == MatchEvent::Kind::Refused) break;
    }
    for (auto& computer : computers_) {
        if (!computer || computer->failure().empty()) continue;
        const std::string failed = msg_computer_failed(failure_reason(computer->failure(), language_), language_);
        if (message_ != failed) say(failed);
    }
    after_moves();
    update_review();
    update_analysis();
}

bool Session::undo() {
    if (can_bring_back()) {
        bring_back();
        return true;
    }
    if (mode_ == Mode::Friend && refused_with_friend(msg_link_moves_stay(language_))) return false;
    pause_analysis();
    if (!match_ || !match_->undo()) {
        say(std::string(tr(language_, replaying() ? "This is the start of the game." : "Nothing to undo.")));
        return false;
    }
    phase_ = Phase::Playing;
    hint_move_.reset();
    say_step();
    after_moves();
    update(now_ms_);
    return true;
}

bool Session::redo() {
    if (mode_ == Mode::Friend && refused_with_friend(msg_link_moves_stay(language_))) return false;
    pause_analysis();
    if (!match_ || !match_->redo()) {
        say(std::string(tr(language_, replaying() ? "This is the end of the recorded game." : "Nothing to redo.")));
        return false;
    }
    say_step();
    after_moves();
    update(now_ms_);
    return true;
}

std::vector<SessionEvent> Session::take_events() {
    std::vector<SessionEvent> out;
    out.swap(events_);
    return out;
}

}  // namespace lineup::app
