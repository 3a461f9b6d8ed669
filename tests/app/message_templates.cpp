#include "message_templates.hpp"

#include <string_view>

#include "ai/levels.hpp"
#include "core/board.hpp"
#include "core/correspondence.hpp"
#include "core/interchange.hpp"
#include "core/match.hpp"
#include "core/setup.hpp"
#include "core/strings.hpp"
#include "text/analysis_messages.hpp"
#include "text/errors.hpp"
#include "text/friend_messages.hpp"
#include "text/messages.hpp"
#include "text/opening_messages.hpp"
#include "text/person_messages.hpp"
#include "text/setup_messages.hpp"

namespace lineup::app {
namespace {

using namespace lineup::core;
using namespace lineup::text;

// The largest boards of each game, theme, rule and opening.
std::vector<GameConfig> largest_configs() {
    std::vector<GameConfig> out;
    for (Theme theme : {Theme::Basic, Theme::Rock, Theme::Bubble}) {
        out.push_back(default_config(GameKind::Connect4, theme, kConnect4Limits.max_cols, kConnect4Limits.max_rows));
        for (Rule rule : {Rule::Freestyle, Rule::Exact, Rule::Renju}) {
            for (Opening opening : {Opening::Standard, Opening::Swap, Opening::Swap2}) {
                GameConfig c = default_config(GameKind::Gomoku, theme, kGomokuLimits.max_cols);
                c.rule = rule;
                c.opening = opening;
                out.push_back(c);
            }
        }
    }
    return out;
}

const Seats kSeats[] = {{Mode::PvP, Side::First},      {Mode::PvC, Side::First},    {Mode::PvC, Side::Second},
                        {Mode::CvC, Side::First},      {Mode::Friend, Side::First}, {Mode::Friend, Side::Second},
                        {Mode::PvC, Side::First, true}};

// The far corner: the longest coordinates ("t20", "column 12, row 10").
Cell far_cell(const GameConfig& c) { return {c.cols - 1, c.rows - 1}; }
Move far_move(const GameConfig& c) { return Move::to(c.game, far_cell(c)); }

// Boards of `config`: new, a few moves in (far from the centre), and won by
// each side where the theme's pieces allow it.
std::vector<Board> boards(const GameConfig& config) {
    std::vector<Board> out{Board(config)};
    Board played(config);
    for (int i = 0; i < 6; ++i) {
        const Cell c{i % 2 == 0 ? config.cols - 1 - i / 2 : i / 2, config.rows - 1};
        played.play(Move::to(config.game, c));
        out.push_back(played);
    }
    for (const int winner : {0, 1}) {
        Board won(config);
        if (winner == 1) won.play(Move::to(config.game, {config.cols - 1, 0}));
        for (int i = 0; i < 5 && won.status() == Status::Playing; ++i) {
            const Cell mine = config.game == GameKind::Connect4 ? Cell{0, i} : Cell{i, 0};
            const Cell theirs = config.game == GameKind::Connect4 ? Cell{2, i} : Cell{i, config.rows - 1};
            won.play(Move::to(config.game, mine));
            if (won.status() == Status::Playing) won.play(Move::to(config.game, theirs));
        }
        out.push_back(won);
    }
    return out;
}

// Why a record was refused, for every problem, with the longest values.
std::vector<std::string> refusals(const GameConfig& config, Language lang) {
    std::vector<std::string> out;
    for (int p = 0; p <= static_cast<int>(Problem::LayoutTwice); ++p) {
        for (int refused = -1; refused <= static_cast<int>(MoveError::NoPlaceTwo); ++refused) {
            Error e;
            e.problem = static_cast<Problem>(p);
            e.line = 999;
            e.token = printable("gomoku-swap2-renju-mmmmmmmmmmmmmmmmmmmmmmmm");
            e.key = "bubbles";
            e.number = 999;
            e.number2 = 999;
            e.config = config;
            e.move = far_move(config);
            if (refused >= 0) e.refused = static_cast<MoveError>(refused);
            out.push_back(describe(e, lang));
        }
        // A problem alone (a board's configuration refused by validate()):
        // those that quote a token or key never come so.
        const std::string alone = describe(static_cast<Problem>(p), config, lang);
        if (alone.find("''") == std::string::npos) out.push_back(as_sentence(alone, lang));
    }
    return out;
}

// Why the page's worker gave up (web/page/ai-bridge.js, ai_worker_web.cpp),
// with a short reason from the browser.
const std::string_view kWorkerProblems[] = {"the page did not provide a worker", "the worker bridge of the page failed",
                                            "the computer player could not start (out of memory)",
                                            "the computer player stopped (out of memory)"};

// What the computer's failures say: the protocol's keywords, and the worker's.
std::vector<std::string> failures(Language lang) {
    std::vector<std::string> out;
    for (std::string_view reason : {"game-over", "no-result", "bad-record", "bad-request", "unknown-kind", "bad-number",
                                    "unknown-level", "bad-reply"}) {
        out.push_back(failure_reason(reason, lang));
    }
    for (std::string_view reason : kWorkerProblems) out.push_back(failure_reason(reason, lang));
    return out;
}

// A game by link (the standard opening, Session::open_friend_game): opened,
// or refused for each reason with the game seen here shown.
void add_friend_news(std::vector<std::string>& out, const Board& board, Language lang) {
    if (board.config().opening != Opening::Standard) return;
    for (const Side human : {Side::First, Side::Second}) {
        const Seats seats{Mode::Friend, human};
        std::string said = msg_after_play(seats, board, lang);
        if (board.status() == Status::Playing && board.to_move() != human)
            said = join_sentences(said, msg_send_link(lang), lang);
        out.push_back(msg_shared_game(999, said, lang));
        for (int kind = 0; kind <= static_cast<int>(LinkVerdict::Kind::NotTheirMove); ++kind) {
            const auto why = static_cast<LinkVerdict::Kind>(kind);
            // (An older link, or one differing from a move here, needs moves seen here.)
            if ((why == LinkVerdict::Kind::Older || why == LinkVerdict::Kind::Differs) && board.ply() == 0) continue;
            const LinkVerdict verdict{why, 999, 999};
            out.push_back(join_sentences(msg_link_refused(verdict, lang), said, lang));
        }
    }
}

// A board's news, in every mode: a game opened, a move, a result, and a game
// by link opened, refused or waiting for the friend.
void add_board_news(std::vector<std::string>& out, const Board& board, Language lang) {
    const GameConfig& c = board.config();
    for (const Seats& seats : kSeats) {
        const std::string after = msg_after_play(seats, board, lang);
        out.push_back(after);
        out.push_back(msg_game_started(seats, board, lang));
        out.push_back(msg_game_result(seats, board, lang));
        out.push_back(msg_game_result(seats, board, lang, 99));  // the computer's win found 99 moves before
        out.push_back(join_sentences(std::string(tr(lang, "The game you were playing is back.")),
                                     msg_game_started(seats, board, lang), lang));
        out.push_back(msg_turn(seats, board, lang));
        out.push_back(msg_your_side(seats, c, lang));
        out.push_back(msg_position(seats, board, lang));
        out.push_back(msg_opening_step(seats, board, lang));
        out.push_back(msg_shared_game(999, after, lang));
        out.push_back(msg_game_back(999, msg_position(seats, board, lang), lang));
        for (RecordFormat format : {RecordFormat::Link, RecordFormat::Digits, RecordFormat::Moves, RecordFormat::Psq})
            out.push_back(msg_record_loaded(to_string(format), 999, after, lang));
        for (int e = 0; e <= static_cast<int>(MoveError::NoPlaceTwo); ++e) {
            MatchEvent refused{MatchEvent::Kind::Refused, board.to_move(), far_move(c), static_cast<MoveError>(e)};
            out.push_back(msg_play_event(seats, board, refused, lang));
        }
        for (Seat seat : {Seat::Opener, Seat::Other}) {
            if (c.opening == Opening::Standard) break;
            for (OpeningChoice choice : {OpeningChoice::Swap, OpeningChoice::Stay, OpeningChoice::PlaceTwo}) {
                // As the game says it: to the person ("You swap. You now play Black…"), or by colour.
                MatchEvent chose{MatchEvent::Kind::Chose, board.to_move(), {}, std::nullopt, choice, seat};
                out.push_back(msg_play_event(seats, board, chose, lang));
            }
        }
    }
}

// A game's setup changes, said alone, before "Choose a game mode.", before a
// new game's first words, or before the computer's absence.
void add_setup_news(std::vector<std::string>& out, const GameConfig& c, Language lang) {
    std::vector<std::string> what{msg_board(c.cols, c.rows, lang),
                                  msg_theme(c.theme, lang),
                                  msg_opening(c.opening, lang),
                                  msg_rule(c, lang),
                                  std::string(tr(lang, "The computer moves first.")),
                                  std::string(tr(lang, "You move first.")),
                                  std::string(tr(lang, "Language: English."))};
    for (ai::Level level : ai::levels_for(c.game)) {
        what.push_back(msg_level(ai::level_name(c.game, level), lang));
        what.push_back(msg_level_for_next_game(ai::level_name(c.game, level), lang));
    }
    const Board board(c);
    for (const std::string& w : what) {
        out.push_back(join_sentences(w, msg_choose_mode(lang), lang));
        const std::string kept =
            join_sentences(w, std::string(tr(lang, "Undo brings back the game you were playing.")), lang);
        for (const Seats& seats : kSeats) {
            out.push_back(join_sentences(w, msg_game_started(seats, board, lang), lang));
            out.push_back(join_sentences(kept, msg_game_started(seats, board, lang), lang));
        }
        for (std::string_view why : kWorkerProblems) out.push_back(join_sentences(w, msg_no_computer(why, lang), lang));
    }
    out.push_back(msg_setup_started(c, lang));
    for (SetupProblem p :
         {SetupProblem::Counts, SetupProblem::Floating, SetupProblem::Finished, SetupProblem::Unreachable})
        out.push_back(msg_setup_refused(c, p, lang));
    for (Side side : {Side::First, Side::Second}) out.push_back(msg_setup_done(c, 400, side, lang));
}

// Hints, moves refused, the computer's failures, reviewed moves.
void add_move_news(std::vector<std::string>& out, const GameConfig& c, Language lang) {
    const Move far = far_move(c);
    for (Side side : {Side::First, Side::Second}) {
        for (int o = 0; o <= static_cast<int>(Outlook::Balanced); ++o)
            out.push_back(msg_hint(c, side, far, static_cast<Outlook>(o), 99, lang));
        out.push_back(msg_threat(c, side, {far, far, far}, lang));
    }
    for (int e = 0; e <= static_cast<int>(MoveError::NoPlaceTwo); ++e)
        out.push_back(describe(static_cast<MoveError>(e), c, far, lang));
    for (const std::string& why : failures(lang)) {
        out.push_back(msg_no_hint(why, lang));
        out.push_back(msg_computer_failed(why, lang));
    }
    for (int g = 0; g <= static_cast<int>(MoveGrade::Unknown); ++g) {
        for (const std::optional<int> win : {std::optional<int>{}, std::optional<int>{99}})
            out.push_back(msg_move_grade(c, 400, far, static_cast<MoveGrade>(g), {far, far, far}, win, lang));
    }
    for (const std::string& why : refusals(c, lang)) {
        out.push_back(msg_record_refused(as_sentence(why, lang), lang));
        out.push_back(msg_broken_link(why, true, lang));
        out.push_back(msg_broken_link(why, false, lang));
    }
}

}  // namespace

std::vector<std::string> message_templates(Language lang) {
    std::vector<std::string> out;
    for (std::string_view english : translated_texts()) out.emplace_back(tr(lang, english));
    out.push_back(msg_restart(lang));
    for (Mode mode : {Mode::PvC, Mode::PvP, Mode::CvC, Mode::Friend}) {
        out.push_back(msg_restarted(mode, lang));
        out.push_back(join_sentences(msg_restarted(mode, lang),
                                     std::string(tr(lang, "Undo brings back the game you were playing.")), lang));
    }
    out.push_back(msg_recorded_game(999, lang));
    out.push_back(msg_friends_move(lang));
    out.push_back(msg_link_moves_stay(lang));
    out.push_back(msg_no_help_with_friend(lang));
    out.push_back(msg_record_refused(tr(lang, "It is longer than 256 KB, far more than any game record."), lang));
    for (const GameConfig& config : largest_configs()) {
        add_setup_news(out, config, lang);
        add_move_news(out, config, lang);
        for (const Board& board : boards(config)) {
            add_board_news(out, board, lang);
            add_friend_news(out, board, lang);
        }
    }
    return out;
}

}  // namespace lineup::app
