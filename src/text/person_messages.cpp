#include "text/person_messages.hpp"

#include "text/messages.hpp"
#include "text/opening_messages.hpp"

namespace lineup::text {

using namespace lineup::core;

namespace {

bool zh(Language lang) { return lang == Language::Chinese; }

// `pattern` (English or Chinese) with each "@" replaced by the next of
// `args`: the sentences stay data, not code (one copy of it: not inlined,
// which keeps the page small).
[[gnu::noinline]] std::string say(Language lang, std::string_view en, std::string_view cn,
                                  std::initializer_list<std::string_view> args = {}) {
    std::string out;
    auto arg = args.begin();
    for (char c : zh(lang) ? cn : en) {
        if (c == '@' && arg != args.end()) {
            out += *arg++;
        } else {
            out += c;
        }
    }
    return out;
}

// "Red" / "红": a side's colour.
std::string_view colour(const GameConfig& c, Side side, Language lang) {
    return colour_name(c.game, c.theme, side, lang);
}

// Who plays `side`, as the start of a sentence: "You", "Computer", "Friend",
// or the colour between two players.
[[gnu::noinline]] std::string who(Seats seats, const GameConfig& c, Side side, Language lang) {
    if (!speaks_to_person(seats)) return say(lang, "@", "@方", {colour(c, side, lang)});
    if (side == seats.human) return say(lang, "You", "你");
    return seats.mode == Mode::Friend ? say(lang, "Friend", "好友") : say(lang, "Computer", "电脑");
}

// "the computer" / "your friend" in the middle of a sentence.
std::string_view other(Seats seats, Language lang) {
    if (seats.mode == Mode::Friend) return zh(lang) ? "好友" : "your friend";
    return zh(lang) ? "电脑" : "the computer";
}

// "Opening: you place stone 2 of 3 (White)." / "Your choice: swap (take
// White), ..." — what a Swap opening waits for, vs the computer or by link.
std::string opening_step(Seats seats, const Board& board, Language lang) {
    const OpeningStep step = board.opening_step();
    const GameConfig& c = board.config();
    const bool mine = seats.side_of(step.seat) == seats.human;
    if (step.kind == OpeningStep::Kind::Place) {
        const bool two_more = board.ply() >= 3;
        const std::string n = std::to_string(two_more ? board.ply() - 2 : board.ply() + 1);
        const std::string_view of = two_more ? "2" : "3", stone = colour(c, board.to_move(), lang);
        if (mine)
            return say(lang, "Opening: you place stone @ of @ (@).", "开局：你放第 @ 子（共 @ 子）（@）。",
                       {n, of, stone});
        return say(lang, "Opening: @ places stone @ of @ (@).", "开局：@放第 @ 子（共 @ 子）（@）。",
                   {other(seats, lang), n, of, stone});
    }
    if (step.kind != OpeningStep::Kind::Choose) return {};
    if (!mine) return say(lang, "Now @ chooses a side\u2026", "@正在选择执哪一方…", {other(seats, lang)});
    const Side now = seats.side_of(step.seat);
    const std::string next = board.to_move() == now
                                 ? say(lang, " and play the next stone", "并下下一手）")
                                 : say(lang, " (@ moves next)", "，由@下下一手）", {other(seats, lang)});
    return say(
        lang, "Your choice: swap (take @), or stay @@@", "请你选择：交换（改执@），不交换（继续执@@@",
        {colour(c, opponent(now), lang), colour(c, now, lang), next,
         step.can_place_two ? (zh(lang) ? "，或再放两子。" : ", or place two more stones.") : (zh(lang) ? "。" : ".")});
}

// After an opening's choice vs the computer or by link: what was chosen and
// the side the person plays now. "The computer swaps. You now play Black —
// your move."
std::string chose(Seats seats, const Board& board, Seat seat, OpeningChoice choice, Language lang) {
    const bool mine = seats.side_of(seat) == seats.human;
    const bool swap = choice == OpeningChoice::Swap, stay = choice == OpeningChoice::Stay;
    const std::string_view actor = mine                         ? (zh(lang) ? "你" : "You")
                                   : seats.mode == Mode::Friend ? (zh(lang) ? "好友" : "Your friend")
                                                                : (zh(lang) ? "电脑" : "The computer");
    const std::string_view en = swap   ? (mine ? "@ swap." : "@ swaps.")
                                : stay ? (mine ? "@ stay." : "@ stays.")
                                       : (mine ? "@ place two more stones." : "@ places two more stones.");
    const std::string text = say(lang, en, swap ? "@选择交换。" : stay ? "@选择不交换。" : "@选择再放两子。", {actor});
    if (board.status() != Status::Playing) return text;
    if (board.opening_step().kind != OpeningStep::Kind::Play) {
        return join_sentences(text, opening_step(seats, board, lang), lang);
    }
    // The opening is over: the side the person plays now, and whose move it is.
    const std::string_view mine_now = colour(board.config(), seats.human, lang);
    const std::string side = swap ? say(lang, " You now play @", "你现在执@方", {mine_now})
                                  : say(lang, " You play @", "你执@方", {mine_now});
    if (board.to_move() == seats.human) return text + side + say(lang, " \u2014 your move.", "——轮到你。");
    return text + side + say(lang, ". @", "。@", {msg_turn(seats, board, lang)});
}

}  // namespace

std::string player_called(Seats seats, const GameConfig& config, Side side, Language lang) {
    return who(seats, config, side, lang);
}

bool speaks_to_person(Seats seats) { return seats.mode == Mode::PvC || seats.mode == Mode::Friend; }

std::string msg_your_side(Seats seats, const GameConfig& config, Language lang) {
    if (!speaks_to_person(seats)) return {};
    return say(lang, "You play @", "你执@方", {colour(config, seats.human, lang)});
}

std::string msg_turn(Seats seats, const Board& board, Language lang) {
    if (board.status() != Status::Playing) return {};
    if (board.opening_step().kind != OpeningStep::Kind::Play) {
        return speaks_to_person(seats) ? opening_step(seats, board, lang) : msg_opening_step(seats, board, lang);
    }
    const std::string_view side = colour(board.config(), board.to_move(), lang);
    if (!speaks_to_person(seats)) return say(lang, "@'s move.", "轮到@方。", {side});
    if (board.to_move() == seats.human) return say(lang, "You're @ \u2014 your move.", "你执@方——轮到你。", {side});
    if (seats.mode == Mode::Friend) return say(lang, "It's your friend's move.", "现在轮到好友。");
    return say(lang, "The computer is thinking\u2026", "电脑思考中…");
}

std::string msg_game_started(Seats seats, const Board& board, Language lang) {
    const std::string_view mode = seats.mode == Mode::PvP ? (zh(lang) ? "双人对战。" : "Two players.")
                                  : seats.mode == Mode::CvC ? (zh(lang) ? "电脑对战电脑。" : "Computer vs computer.")
                                  : seats.mode == Mode::Friend
                                      ? (zh(lang) ? "通过链接与好友对局。" : "A game with a friend by link.")
                                      : "";
    std::string turn = msg_turn(seats, board, lang);
    // Not the person's move yet: the side they play first, then who is to move.
    if (speaks_to_person(seats) && board.opening_step().kind == OpeningStep::Kind::Play &&
        board.to_move() != seats.human && !turn.empty()) {
        turn = say(lang, "You're @. @", "你执@方。@", {colour(board.config(), seats.human, lang), turn});
    }
    return join_sentences(std::string(mode), turn, lang);
}

std::string msg_restarted(Mode mode, Language lang) {
    switch (mode) {
        case Mode::PvC:
            return say(lang, "Game restart. Play a move to start a game against the computer, or choose a game mode.",
                       "游戏重新开始。落一子即可与电脑对局，或选择游戏模式。");
        case Mode::PvP:
            return say(lang, "Game restart. Play a move to start a game between two players, or choose a game mode.",
                       "游戏重新开始。落一子即可开始双人对局，或选择游戏模式。");
        default: return msg_restart(lang);
    }
}

std::string msg_game_result(Seats seats, const Board& board, Language lang, std::optional<int> computer_win) {
    switch (board.status()) {
        case Status::Playing: return {};
        case Status::Draw: return say(lang, "Draw.", "平局。");
        case Status::Won: break;
    }
    std::string text;
    if (!speaks_to_person(seats)) {
        text = say(lang, "@ wins!", "@方获胜！", {colour(board.config(), board.winner(), lang)});
    } else if (board.winner() == seats.human) {
        text = say(lang, "You win!", "你赢了！");
    } else if (computer_win && *computer_win > 1) {
        text = say(lang, "You lose \u2014 the computer found a win in @ moves.", "你输了——电脑早已算出@步取胜。",
                   {std::to_string(*computer_win)});
    } else {
        text = say(lang, "You lose.", "你输了。");
    }
    if (board.won_by_bubbles() && board.win_lines().empty()) {
        text += say(lang, " (@ bubbles)", "（@ 个泡泡）", {std::to_string(board.bubbles_held(board.winner()))});
    }
    return text;
}

std::string msg_after_play(Seats seats, const Board& board, Language lang, std::optional<int> computer_win) {
    if (board.status() != Status::Playing) return msg_game_result(seats, board, lang, computer_win);
    const auto last = board.last_cell();
    if (!last) return msg_game_started(seats, board, lang);
    if (board.opening_step().kind != OpeningStep::Kind::Play) return msg_turn(seats, board, lang);
    const GameConfig& c = board.config();
    const std::string moved =
        say(lang, "@: @.", "@：@。",
            {who(seats, c, opponent(board.to_move()), lang), move_name(c, Move::to(c.game, *last), lang)});
    return join_sentences(moved, msg_turn(seats, board, lang), lang);
}

std::string msg_position(Seats seats, const Board& board, Language lang) {
    if (board.status() != Status::Playing) return msg_game_result(seats, board, lang);
    return board.ply() == 0 ? msg_game_started(seats, board, lang) : msg_turn(seats, board, lang);
}

std::string msg_play_event(Seats seats, const Board& board, const MatchEvent& event, Language lang,
                           std::optional<int> computer_win) {
    if (event.kind == MatchEvent::Kind::Refused && event.error) {
        return describe(*event.error, board.config(), event.move, lang);
    }
    if (event.kind == MatchEvent::Kind::Chose) {
        return speaks_to_person(seats) ? chose(seats, board, event.seat, event.choice, lang)
                                       : msg_chose(seats, board, event.seat, event.choice, lang);
    }
    return msg_after_play(seats, board, lang, computer_win);
}

}  // namespace lineup::text
