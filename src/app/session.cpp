#include "app/session.hpp"

#include <algorithm>
#include <utility>

#include "ai/protocol.hpp"
#include "core/notation.hpp"
#include "core/record.hpp"

namespace lineup::app {

using namespace lineup::core;
using namespace lineup::text;

namespace {

constexpr double kWatchableMoveMs = 600;  // computer vs computer pace

}  // namespace

Session::Session(AiService* ai, std::uint32_t seed)
    : ai_(ai),
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

namespace {

// Two sentences as one message ("Theme: Rock." + "Choose a game mode.").
std::string join(const std::string& first, const std::string& second, Language lang) {
    if (first.empty()) return second;
    return lang == Language::Chinese ? first + second : first + " " + second;
}

}  // namespace

void Session::setup_changed(const std::string& what, bool fresh_layout) {
    if (phase_ == Phase::Menu) {
        say(join(what, msg_choose_mode(language_), language_));
        return;
    }
    end_match();
    phase_ = Phase::Menu;
    if (fresh_layout) fresh_layout_next();
    begin(mode_, Board(config_), what);
}

void Session::choose_language(Language language) {
    language_ = language;
    say(std::string(tr(language, "Language: English.")));
}

bool Session::choose_game(GameKind game) {
    config_ = default_config(game, config_.theme, 0, 0, config_.seed);
    setup_changed({});
    return true;
}

bool Session::choose_size(int cols, int rows) {
    GameConfig next = default_config(config_.game, config_.theme, cols, rows, config_.seed);
    next.rows = config_.game == GameKind::Gomoku ? cols : rows;
    next.rule = config_.rule;
    if (auto problem = validate(next)) {
        say(as_sentence(describe(*problem, next, language_), language_));
        return false;
    }
    config_ = next;
    setup_changed(msg_board(cols, next.rows, language_));
    return true;
}

bool Session::choose_rule(Rule rule) {
    if (config_.game != GameKind::Gomoku) {
        say(std::string(tr(language_, "Connect 4 has one rule: four or more in a row wins.")));
        return false;
    }
    config_.rule = rule;
    const char* words = rule == Rule::Exact ? "Rule: exactly five wins (six or more does not)."
                        : rule == Rule::Renju
                            ? "Rule: Renju. The first player needs exactly five and may not make a double three, a "
                              "double four or an overline: those points are marked."
                            : "Rule: five or more wins.";
    setup_changed(std::string(tr(language_, words)));
    return true;
}

bool Session::choose_theme(Theme theme) {
    const Rule rule = config_.rule;
    config_ = default_config(config_.game, theme, config_.cols, config_.rows, config_.seed);
    config_.rule = rule;
    setup_changed(msg_theme(theme, language_));
    return true;
}

bool Session::cycle_theme() { return choose_theme(next_theme(config_.theme)); }

bool Session::choose_seed(std::uint32_t seed) {
    if (phase_ != Phase::Menu && config_.seed == seed && !config_.placed) return true;
    config_.seed = seed;
    config_.placed.reset();
    if (phase_ != Phase::Menu) setup_changed({}, false);
    return true;
}

void Session::choose_level(ai::Level level) {
    remember_level(config_.game, level);
    for (auto& computer : computers_) {
        if (computer) computer->set_level(level, move_time_ms(config_.game, level));
    }
    say(msg_level(level_label(ai::level_name(config_.game, level), language_), language_));
}

void Session::remember_level(GameKind game, ai::Level level) {
    const auto offered = ai::levels_for(game);
    if (std::find(offered.begin(), offered.end(), level) == offered.end()) return;
    levels_[game == GameKind::Gomoku ? 1 : 0] = level;
}

bool Session::choose_computer_first(bool first) {
    if (computer_first_ == first) return true;
    computer_first_ = first;
    const char* sentence = first ? "The computer moves first." : "You move first.";
    if (phase_ != Phase::Menu && !replay_ && mode_ == Mode::PvC) {
        setup_changed(std::string(tr(language_, sentence)));
    } else if (phase_ == Phase::Menu) {
        say(join(std::string(tr(language_, sentence)), msg_choose_mode(language_), language_));
    }
    return true;
}

void Session::start(Mode mode) {
    if (phase_ != Phase::Menu) {
        end_match();
        phase_ = Phase::Menu;
        fresh_layout_next();
    }
    begin(mode, Board(config_));
}

void Session::start_from(const GameRecord& record, Mode mode) {
    end_match();
    phase_ = Phase::Menu;
    config_ = record.config;
    begin(mode, replay(record));
    if (phase_ != Phase::Menu && !record.moves.empty()) {
        say(msg_shared_game(record.moves.size(), msg_after_move(seats_, match_->board(), language_), language_));
    }
}

void Session::begin(Mode mode, Board board, const std::string& what) {
    if (mode != Mode::PvP && !ai_available()) {
        say(join(what, msg_no_computer(ai_ ? ai_->problem() : std::string(), language_), language_));
        return;
    }
    mode_ = mode;
    seats_ = Seats{mode, mode == Mode::PvC && computer_first_ ? Side::Second : Side::First};
    Player* players[2] = {&humans_[0], &humans_[1]};
    for (Side side : {Side::First, Side::Second}) {
        const auto i = static_cast<std::size_t>(index_of(side));
        if (!seats_.is_computer(side)) continue;
        const ai::Level level = this->level(config_.game);
        computers_[i] = std::make_unique<AiPlayer>(*ai_, level, move_time_ms(config_.game, level), seeds_.next(),
                                                   mode == Mode::CvC ? kWatchableMoveMs : 0);
        computers_[i]->set_time(now_ms_);
        players[i] = computers_[i].get();
    }
    const int ply = board.ply();
    match_ = std::make_unique<Match>(std::move(board), seats_, *players[0], *players[1]);
    assisted_ = analysis_on_ && mode == Mode::PvC;
    phase_ = Phase::Playing;
    reported_ply_ = ply;  // a loaded game's moves are not news
    reported_over_ = match_->over();
    hint_move_.reset();
    say(join(what, msg_started(seats_, config_, language_), language_));
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
    if (hint_id_ != 0 && ai_) ai_->cancel();
    hint_id_ = 0;
    hint_move_.reset();
    pause_analysis();
    analysis_.clear();
    deepening_.clear();
    if (ai_) review_.stop(*ai_);
    review_.clear();
}

void Session::restart() {
    end_match();
    phase_ = Phase::Menu;
    fresh_layout_next();
    say(msg_restart(language_));
}

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

bool Session::can_undo() const { return match_ && match_->board().can_undo(); }

bool Session::can_redo() const { return match_ && match_->board().can_redo(); }

bool Session::can_hint() const { return !replaying() && human_to_move() && ai_available(); }

bool Session::human_to_move() const {
    return phase_ == Phase::Playing && match_ && !seats_.is_computer(match_->board().to_move());
}

bool Session::thinking() const {
    if (hint_id_ != 0) return true;
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
        say(std::string(tr(language_, "Wait: the computer is thinking.")));
        return;
    }
    if (hint_id_ != 0) {
        ai_->cancel();
        hint_id_ = 0;
    }
    pause_analysis();
    humans_[index_of(match_->board().to_move())].submit(move);
    update(now_ms_);
}

void Session::hint() {
    if (replaying()) {
        say(std::string(tr(language_, "This board shows a recorded game: step through it with Back and Forward.")));
        return;
    }
    if (phase_ != Phase::Playing || !human_to_move()) {
        say(phase_ == Phase::Menu ? msg_choose_mode(language_)
                                  : std::string(tr(language_, "A hint is for the player to move.")));
        return;
    }
    if (!ai_available()) {
        say(std::string(tr(language_, "Hints need the computer, which is not available here.")));
        return;
    }
    if (hint_id_ != 0) return;
    pause_analysis();
    ai::Request request;
    request.kind = ai::RequestKind::Hint;
    request.id = next_request_id();
    // Hints come from a strong player, whatever the opponent's level.
    const ai::HintPolicy hint = ai::hint_policy(config_.game);
    request.level = hint.level;
    request.time_ms = hint.time_ms;
    request.seed = seeds_.next();
    request.record = {match_->board().config(), match_->board().moves()};
    hint_id_ = request.id;
    hint_ply_ = match_->board().ply();
    hint_move_.reset();
    ai_->submit(ai::format_request(request));
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
    if (hint_id_ != 0) {
        if (auto line = ai_->poll()) {
            auto reply = ai::parse_reply(*line);
            if (reply && reply->id == hint_id_) {
                hint_id_ = 0;
                if (reply->ok) {
                    hint_move_ = reply->move;
                    // Worded for the position the hint was asked for (Side::First moves at even plies).
                    const Side side = hint_ply_ % 2 == 0 ? Side::First : Side::Second;
                    say(msg_hint(match_->board().config(), side, reply->move, reply->outlook,
                                 reply->distance.value_or(0), language_));
                } else {
                    say(msg_no_hint(failure_reason(reply->reason, language_), language_));
                }
            }
        }
    }
    if (ai_) {
        analysis_.poll(*ai_);
        deepening_.poll(*ai_);
    }
    while (auto event = match_->update()) {
        say(msg_event(seats_, match_->board(), *event, language_));
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
