#include "app/session/session.hpp"

#include <utility>

#include "core/record.hpp"
#include "text/friend_messages.hpp"
#include "text/opening_messages.hpp"
#include "text/person_messages.hpp"
#include "text/setup_messages.hpp"

namespace lineup::app {

using namespace lineup::core;
using namespace lineup::text;

Session::Session(AiService* ai, std::uint32_t seed)
    : broker_(ai),
      seeds_(seed),
      setup_(static_cast<std::uint32_t>(seeds_.next())),
      mode_(ai_available() ? Mode::PvC : Mode::PvP) {
    say(msg_choose_mode(language_));
}

Session::~Session() { end_match(); }

void Session::say(std::string text) {
    message_ = std::move(text);
    log_.push_back(message_);
}

std::string Session::t(const char* english) const { return std::string(tr(language_, english)); }

void Session::start(Mode mode) {
    std::string what;
    if (phase_ != Phase::Menu) {
        what = set_aside_game();
        end_match();
        fresh_layout_next();
    }
    if (mode == Mode::Friend) new_friend_game();
    begin(mode, Board(setup_.config()), what);
}

void Session::start_from(const GameRecord& record, Mode mode, bool resumed) {
    if (mode == Mode::Friend) {
        GameRecord plain = position_of(record);
        const Side to_move = replay(plain).to_move();
        open_friend_game(plain, {new_friend_id(seeds_), to_move});
        return;
    }
    end_match();
    setup_.replace(record.config);
    begin(mode, replay(record));
    if (phase_ != Phase::Menu && !record.moves.empty()) {
        const std::string position = msg_position(seats(), *board(), language_);
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
    seats_ = Seats{mode, mode == Mode::Friend                           ? friend_.side
                         : mode == Mode::PvC && setup_.computer_first() ? Side::Second
                                                                        : Side::First};
    if (mode != Mode::Friend) friend_ = {};
    game_.start(std::move(board), seats_, level(setup_.config().game), seeds_, now_ms_);
    analysis_.game_began(mode == Mode::PvC);
    phase_ = Phase::Playing;
    hint_.forget();
    say(join_sentences(what, msg_game_started(seats(), *this->board(), language_), language_));
    update(now_ms_);
}

void Session::end_match() {
    replay_ = false;
    game_.end();
    hint_.cancel();
    hint_.forget();
    analysis_.pause();
    analysis_.clear();
    review_.stop();
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
    set_aside_.drop();
    end_match();
    fresh_layout_next();
    say(msg_restarted(mode_, language_));
}

void Session::new_game() {
    if (replaying()) {
        say(t("This board shows a recorded game: step through it with Back and Forward."));
        return;
    }
    start(mode_);
}

void Session::explain_tap_twice() {
    if (tap_twice_explained_) return;
    tap_twice_explained_ = true;
    say(t("Tap again to play."));
}

bool Session::refused_while_thinking() {
    if (!thinking()) return false;
    say(t("Wait: the computer is thinking."));
    return true;
}

// (A recorded game shown, or the menu: nothing is played.)
bool Session::refused_outside_a_game() {
    if (replaying()) {
        say(t("This board shows a recorded game: step through it with Back and Forward."));
        return true;
    }
    if (phase_ == Phase::Menu) {
        say(msg_choose_mode(language_));
        return true;
    }
    return false;
}

bool Session::refused_with_friend(const std::string& why) {
    if (phase_ == Phase::Menu || replaying()) return false;
    say(why);
    return true;
}

bool Session::can_hint() const {
    return !replaying() && human_to_move() && ai_available() && !choice_due() && mode_ != Mode::Friend;
}

std::string Session::your_side() const {
    if (!board() || replaying()) return {};
    return msg_your_side(seats(), board()->config(), language_);
}

void Session::play(Move move) {
    if (phase_ == Phase::Menu && !replay_) {
        start(mode_);  // a move in the menu starts a game in the chosen mode
        if (phase_ == Phase::Menu || !human_to_move()) return;
    }
    if (refused_outside_a_game()) return;
    if (phase_ == Phase::Over) {
        say(describe(MoveError::GameOver, setup_.config(), move, language_));
        return;
    }
    if (!human_to_move()) {
        say(waiting_for_friend() ? msg_friends_move(language_) : t("Wait: the computer is thinking."));
        return;
    }
    hint_.cancel();
    analysis_.pause();
    game_.submit(move);
    update(now_ms_);
}

void Session::choose(OpeningChoice choice) {
    if (refused_outside_a_game()) return;
    if (phase_ == Phase::Over || !choice_due()) {
        const MoveError error = phase_ == Phase::Over ? MoveError::GameOver : MoveError::NoChoiceDue;
        say(describe(error, setup_.config(), {}, language_));
        return;
    }
    if (!human_to_move()) {
        say(t("Wait: the computer is thinking."));
        return;
    }
    analysis_.pause();
    game_.submit_choice(choice);
    update(now_ms_);
}

void Session::hint() {
    if (replaying()) {
        say(t("This board shows a recorded game: step through it with Back and Forward."));
        return;
    }
    if (mode_ == Mode::Friend && refused_with_friend(msg_no_help_with_friend(language_))) return;
    if (phase_ != Phase::Playing || !human_to_move()) {
        say(phase_ == Phase::Menu ? msg_choose_mode(language_) : t("A hint is for the player to move."));
        return;
    }
    if (!ai_available()) {
        say(t("Hints need the computer, which is not available here."));
        return;
    }
    if (hint_.waiting()) return;
    analysis_.pause();
    hint_.ask(*board(), setup_.config().game, seeds_.next());
    say(t("Looking for a good move..."));
}

void Session::after_moves() {
    game_.report();
    if (board()->status() != Status::Playing) phase_ = Phase::Over;
    hint_.follow(board()->ply());  // the hint no longer applies
}

void Session::update(double now_ms) {
    now_ms_ = now_ms;
    if (!board()) return;
    game_.set_time(now_ms);
    if (auto said = hint_.poll(board()->config(), language_)) say(std::move(*said));
    analysis_.poll();
    GameInPlay::Progress progress = game_.update(language_);
    if (progress.person_moved) set_aside_.drop();  // the person plays on in the new game
    for (std::string& said : progress.said) say(std::move(said));
    for (const std::string& failed : game_.failures(language_)) {
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
    analysis_.pause();
    if (!board() || !game_.undo()) {
        say(t(replaying() ? "This is the start of the game." : "Nothing to undo."));
        return false;
    }
    phase_ = Phase::Playing;
    hint_.forget();
    stepped();
    return true;
}

bool Session::redo() {
    if (mode_ == Mode::Friend && refused_with_friend(msg_link_moves_stay(language_))) return false;
    analysis_.pause();
    if (!board() || !game_.redo()) {
        say(t(replaying() ? "This is the end of the recorded game." : "Nothing to redo."));
        return false;
    }
    stepped();
    return true;
}

void Session::stepped() {
    say_step();
    after_moves();
    update(now_ms_);
}

void Session::setup_changed(const std::string& what, bool fresh_layout) {
    if (phase_ == Phase::Menu) {
        say(join_sentences(what, msg_choose_mode(language_), language_));
        return;
    }
    const std::string said = join_sentences(what, set_aside_game(), language_);
    end_match();
    if (fresh_layout) fresh_layout_next();
    if (mode_ == Mode::Friend) new_friend_game();  // another game by link: a new id
    begin(mode_, Board(setup_.config()), said);
}

bool Session::apply(const SetupChange& change) {
    if (change.then == SetupChange::Then::Say) say(change.what);
    if (change.then == SetupChange::Then::NewGame) setup_changed(change.what, change.fresh_layout);
    return change.taken;
}

void Session::choose_level(ai::Level level) {
    const GameKind game = setup_.config().game;
    setup_.remember_level(game, level);
    game_.set_level(game, level);
    const std::string_view name = ai::level_name(game, level);
    say(level_applies() ? msg_level(name, language_) : msg_level_for_next_game(name, language_));
}

void Session::choose_language(Language language) {
    language_ = language;
    say(t("Language: English."));
}

void Session::bring_back() {
    const SetAside::Game game = set_aside_.take();
    setup_.restore_computer_first(game.computer_first);
    const std::string back = t("The game you were playing is back.");
    if (game.mode == Mode::Friend) {
        open_friend_game(game.record, game.friend_game, back);
        return;
    }
    end_match();
    setup_.replace(game.record.config);
    begin(game.mode, replay(game.record), back);
}

void Session::open_friend_game(const GameRecord& record, FriendGame game, const std::string& what) {
    end_match();
    setup_.replace(record.config);
    friend_ = std::move(game);
    begin(Mode::Friend, replay(record), what);
    if (phase_ == Phase::Menu) return;
    say(msg_friend_game_opened(record, *board(), seats(), waiting_for_friend(), what, language_));
}

void Session::set_analysis(bool on) {
    if (on == analysis_.on()) return;
    if (on && mode_ == Mode::Friend && refused_with_friend(msg_no_help_with_friend(language_))) return;
    if (on && !ai_available()) {
        say(t("Analysis needs the computer, which is not available here."));
        return;
    }
    const bool against_computer = board() && !replaying() && phase_ == Phase::Playing && mode_ == Mode::PvC;
    say(analysis_.set(on, against_computer, current_config().game, language_));
    if (on) update_analysis();
}

void Session::update_analysis() {
    if (review_busy()) {  // the review has the service until it is complete
        analysis_.pause();
        return;
    }
    const Board* shown = board();
    const bool wanted = analysis_.on() && ai_available() && shown && shown->status() == Status::Playing &&
                        (human_to_move() || replaying()) && mode_ != Mode::Friend;
    analysis_.follow(wanted ? shown : nullptr);
}

void Session::start_replay(const GameRecord& record) {
    review_.set_seats(Seats{});  // a recorded game's players: two people
    start_from(record, Mode::PvP);
    if (phase_ == Phase::Menu) return;
    game_.rewind();
    replay_ = true;
    phase_ = Phase::Playing;
    say(msg_recorded_game(record.moves.size(), language_));
}

bool Session::can_review() const {
    if (!ai_available() || !board() || reviewing() || thinking()) return false;
    if (board()->all_moves().empty()) return false;
    return replaying() || phase_ == Phase::Over || mode_ == Mode::PvP;
}

void Session::start_review() {
    if (!can_review()) {
        say(t(ai_available() ? "There is no game to review here."
                             : "Reviewing needs the computer, which is not available here."));
        return;
    }
    const GameRecord record = whole_record_of(*board());
    const Seats played = replaying() ? review_.seats() : seats();  // a recorded game: as it was shown
    start_replay(record);
    review_.set_seats(played);
    if (!replaying()) return;
    review_.start(record);
    say(std::string(tr(language_,
                       "Reviewing the game: every move is graded as you step through it with Back and Forward; "
                       "Next mistake jumps to the next one.")));
    update(now_ms_);
}

void Session::next_mistake() {
    if (!reviewing()) return;
    const auto next = review_.next_error(board()->ply());
    if (!next) {
        say(t(review_.complete() ? "No mistakes after this move."
                                 : "No mistakes found after this move so far: the review is still grading."));
        return;
    }
    while (board()->ply() < *next && game_.redo()) {
    }
    stepped();
}

void Session::update_review() {
    if (!reviewing()) return;
    if (review_.update(board()->ply(), analysis_)) say_step();  // the move shown got its grade
}

}  // namespace lineup::app
