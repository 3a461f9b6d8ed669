#include "text/person_messages.hpp"

#include "text/messages.hpp"
#include "text/opening_messages.hpp"

namespace lineup::text {

using namespace lineup::core;

namespace {

bool zh(Language lang) { return lang == Language::Chinese; }

// "Red" / "红方".
std::string side_name(const GameConfig& c, Side side, Language lang) {
    return std::string(colour_name(c.game, c.theme, side, lang)) + (zh(lang) ? "方" : "");
}

// "Red" / "红": a colour after "take", "play", "执".
std::string colour(const Board& board, Side side, Language lang) {
    return std::string(colour_name(board.game(), board.config().theme, side, lang));
}

// Who plays `side`, as the start of a sentence: "You", "Computer", "Friend",
// or the colour between two players.
std::string who(Seats seats, const GameConfig& c, Side side, Language lang) {
    if (!speaks_to_person(seats)) return side_name(c, side, lang);
    if (side == seats.human) return zh(lang) ? "你" : "You";
    if (seats.mode == Mode::Friend) return zh(lang) ? "好友" : "Friend";
    return zh(lang) ? "电脑" : "Computer";
}

// "the computer" / "your friend" in the middle of a sentence.
std::string other(Seats seats, Language lang) {
    if (seats.mode == Mode::Friend) return zh(lang) ? "好友" : "your friend";
    return zh(lang) ? "电脑" : "the computer";
}

// "Opening: you place stone 2 of 3 (White)." / "Your choice: swap (take
// White), ..." — what a Swap opening waits for, vs the computer or by link.
std::string opening_step(Seats seats, const Board& board, Language lang) {
    const OpeningStep step = board.opening_step();
    const bool mine = seats.side_of(step.seat) == seats.human;
    const std::string other_one = other(seats, lang);
    if (step.kind == OpeningStep::Kind::Place) {
        const bool two_more = board.ply() >= 3;
        const std::string n = std::to_string(two_more ? board.ply() - 2 : board.ply() + 1), of = two_more ? "2" : "3";
        const std::string stone = colour(board, board.to_move(), lang);
        if (zh(lang))
            return "开局：" + (mine ? "你" : other_one) + "放第 " + n + " 子（共 " + of + " 子）（" + stone + "）。";
        return "Opening: " + (mine ? std::string("you place") : other_one + " places") + " stone " + n + " of " + of +
               " (" + stone + ").";
    }
    if (step.kind != OpeningStep::Kind::Choose) return {};
    if (!mine) return zh(lang) ? other_one + "正在选择执哪一方…" : "Now " + other_one + " chooses a side…";
    const Side now = seats.side_of(step.seat);
    const std::string keep = colour(board, now, lang), take = colour(board, opponent(now), lang);
    const bool plays_next = board.to_move() == now;
    if (zh(lang)) {
        std::string text = "请你选择：交换（改执" + take + "），不交换（继续执" + keep;
        text += plays_next ? "并下下一手）" : "，由" + other_one + "下下一手）";
        return text + (step.can_place_two ? "，或再放两子。" : "。");
    }
    std::string text = "Your choice: swap (take " + take + "), or stay " + keep;
    text += plays_next ? " and play the next stone" : " (" + other_one + " moves next)";
    return text + (step.can_place_two ? ", or place two more stones." : ".");
}

// After an opening's choice vs the computer or by link: what was chosen and
// the side the person plays now. "The computer swaps. You now play Black —
// your move."
std::string chose(Seats seats, const Board& board, Seat seat, OpeningChoice choice, Language lang) {
    const bool mine = seats.side_of(seat) == seats.human;
    const std::string actor = mine ? (zh(lang) ? "你" : "You") : other(seats, lang);
    std::string text;
    if (zh(lang)) {
        text = actor + (choice == OpeningChoice::Swap   ? "选择交换。"
                        : choice == OpeningChoice::Stay ? "选择不交换。"
                                                        : "选择再放两子。");
    } else {
        std::string name = actor;
        if (!mine) name[0] = static_cast<char>(name[0] - 'a' + 'A');  // "The computer"
        text =
            name + (choice == OpeningChoice::Swap   ? (mine ? " swap." : " swaps.")
                    : choice == OpeningChoice::Stay ? (mine ? " stay." : " stays.")
                                                    : (mine ? " place two more stones." : " places two more stones."));
    }
    if (board.status() != Status::Playing) return text;
    if (board.opening_step().kind != OpeningStep::Kind::Play)
        return join_sentences(text, opening_step(seats, board, lang), lang);
    // The opening is over: the side the person plays now, and whose move it is.
    const std::string mine_now = colour(board, seats.human, lang);
    const bool swapped = choice == OpeningChoice::Swap;
    if (zh(lang)) {
        const std::string side = (swapped ? "你现在执" : "你执") + mine_now + "方";
        return text + side + (board.to_move() == seats.human ? "——轮到你。" : "。" + msg_turn(seats, board, lang));
    }
    const std::string side = (swapped ? "You now play " : "You play ") + mine_now;
    return text + " " + side + (board.to_move() == seats.human ? " — your move." : ". " + msg_turn(seats, board, lang));
}

}  // namespace

std::string player_called(Seats seats, const GameConfig& config, Side side, Language lang) {
    return who(seats, config, side, lang);
}

bool speaks_to_person(Seats seats) { return seats.mode == Mode::PvC || seats.mode == Mode::Friend; }

std::string msg_your_side(Seats seats, const GameConfig& config, Language lang) {
    if (!speaks_to_person(seats)) return {};
    return (zh(lang) ? "你执" : "You play ") + side_name(config, seats.human, lang);
}

std::string msg_turn(Seats seats, const Board& board, Language lang) {
    if (board.status() != Status::Playing) return {};
    if (board.opening_step().kind != OpeningStep::Kind::Play) {
        return speaks_to_person(seats) ? opening_step(seats, board, lang) : msg_opening_step(seats, board, lang);
    }
    const GameConfig& c = board.config();
    const Side side = board.to_move();
    if (!speaks_to_person(seats))
        return zh(lang) ? "轮到" + side_name(c, side, lang) + "。" : side_name(c, side, lang) + "'s move.";
    if (side == seats.human) {
        return zh(lang) ? "你执" + side_name(c, side, lang) + "——轮到你。"
                        : "You're " + side_name(c, side, lang) + " — your move.";
    }
    if (seats.mode == Mode::Friend) return zh(lang) ? "现在轮到好友。" : "It's your friend's move.";
    return zh(lang) ? "电脑思考中…" : "The computer is thinking…";
}

std::string msg_game_started(Seats seats, const Board& board, Language lang) {
    std::string mode;
    switch (seats.mode) {
        case Mode::PvP: mode = zh(lang) ? "双人对战。" : "Two players."; break;
        case Mode::CvC: mode = zh(lang) ? "电脑对战电脑。" : "Computer vs computer."; break;
        case Mode::Friend: mode = zh(lang) ? "通过链接与好友对局。" : "A game with a friend by link."; break;
        case Mode::PvC: break;
    }
    std::string turn = msg_turn(seats, board, lang);
    // Not the person's move yet: the side they play first, then who is to move.
    if (speaks_to_person(seats) && board.opening_step().kind == OpeningStep::Kind::Play &&
        board.to_move() != seats.human) {
        const std::string side = side_name(board.config(), seats.human, lang);
        turn = (zh(lang) ? "你执" + side + "。" : "You're " + side + ". ") + turn;
    }
    return join_sentences(mode, turn, lang);
}

std::string msg_game_result(Seats seats, const Board& board, Language lang) {
    switch (board.status()) {
        case Status::Playing: return {};
        case Status::Draw: return zh(lang) ? "平局。" : "Draw.";
        case Status::Won: break;
    }
    std::string text;
    if (speaks_to_person(seats)) {
        const bool won = board.winner() == seats.human;
        text = zh(lang) ? (won ? "你赢了！" : "你输了。") : (won ? "You win!" : "You lose.");
    } else {
        text = side_name(board.config(), board.winner(), lang) + (zh(lang) ? "获胜！" : " wins!");
    }
    if (board.won_by_bubbles() && board.win_lines().empty()) {
        const std::string held = std::to_string(board.bubbles_held(board.winner()));
        text += zh(lang) ? "（" + held + " 个泡泡）" : " (" + held + " bubbles)";
    }
    return text;
}

std::string msg_after_play(Seats seats, const Board& board, Language lang) {
    if (board.status() != Status::Playing) return msg_game_result(seats, board, lang);
    const auto last = board.last_cell();
    if (!last) return msg_game_started(seats, board, lang);
    if (board.opening_step().kind != OpeningStep::Kind::Play) return msg_turn(seats, board, lang);
    const GameConfig& c = board.config();
    const std::string moved = who(seats, c, opponent(board.to_move()), lang) + (zh(lang) ? "：" : ": ") +
                              move_name(c, Move::to(c.game, *last), lang) + (zh(lang) ? "。" : ".");
    return join_sentences(moved, msg_turn(seats, board, lang), lang);
}

std::string msg_play_event(Seats seats, const Board& board, const MatchEvent& event, Language lang) {
    if (event.kind == MatchEvent::Kind::Refused && event.error) {
        return describe(*event.error, board.config(), event.move, lang);
    }
    if (event.kind == MatchEvent::Kind::Chose) {
        return speaks_to_person(seats) ? chose(seats, board, event.seat, event.choice, lang)
                                       : msg_chose(seats, board, event.seat, event.choice, lang);
    }
    return msg_after_play(seats, board, lang);
}

}  // namespace lineup::text
