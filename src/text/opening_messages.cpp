#include "text/opening_messages.hpp"

#include "text/messages.hpp"

namespace lineup::text {

using core::OpeningChoice;
using core::OpeningStep;
using core::Seat;

namespace {

bool zh(Language lang) { return lang == Language::Chinese; }

std::string colour(const core::Board& board, Side side, Language lang) {
    return std::string(colour_name(board.game(), board.config().theme, side, lang));
}

std::string seat_name(Seats seats, Seat seat, Language lang) { return player_name(seats, seats.side_of(seat), lang); }

// Stones the seat placing now has placed of the ones it places in a row.
std::string stone_count(const core::Board& board, Language lang) {
    const bool two_more = board.ply() >= 3;
    const int n = two_more ? board.ply() - 2 : board.ply() + 1;
    const std::string of = two_more ? "2" : "3";
    return zh(lang) ? "第 " + std::to_string(n) + " 子（共 " + of + " 子）"
                    : "stone " + std::to_string(n) + " of " + of;
}

}  // namespace

std::string msg_opening_step(Seats seats, const core::Board& board, Language lang) {
    if (board.status() != core::Status::Playing) return {};
    const OpeningStep step = board.opening_step();
    const std::string who = seat_name(seats, step.seat, lang);
    const std::string first = colour(board, Side::First, lang), second = colour(board, Side::Second, lang);
    if (step.kind == OpeningStep::Kind::Place) {
        const std::string stone = colour(board, board.to_move(), lang);
        if (zh(lang)) return "开局：" + who + "放" + stone_count(board, lang) + "（" + stone + "）。";
        return "Opening: " + who + " places " + stone_count(board, lang) + " (" + stone + ").";
    }
    if (step.kind != OpeningStep::Kind::Choose) return {};
    // The chooser's side now, and what staying means: the side to move plays on.
    const Side mine = seats.side_of(step.seat);
    const std::string keep = colour(board, mine, lang), take = colour(board, core::opponent(mine), lang);
    const bool plays_next = board.to_move() == mine;
    if (zh(lang)) {
        std::string text = who + "选择：交换（改执" + take + "），不交换（继续执" + keep;
        text += plays_next ? "并下下一手）" : "，由对方下下一手）";
        return text + (step.can_place_two ? "，或再放两子。" : "。");
    }
    std::string text = who + " chooses: swap (take " + take + "), or stay " + keep;
    text += plays_next ? " and play the next stone" : " (the other player moves next)";
    return text + (step.can_place_two ? ", or place two more stones." : ".");
}

std::string msg_chose(Seats seats, const core::Board& board, Seat seat, OpeningChoice choice, Language lang) {
    const std::string who = seat_name(seats, seat, lang);
    const std::string now = colour(board, seats.side_of(seat), lang);
    std::string text;
    switch (choice) {
        case OpeningChoice::Swap:
            text = zh(lang) ? who + "选择交换，改执" + now + "。" : who + " swaps and now plays " + now + ".";
            break;
        case OpeningChoice::Stay:
            text = zh(lang) ? who + "选择不交换，继续执" + now + "。" : who + " stays " + now + ".";
            break;
        case OpeningChoice::PlaceTwo:
            text = zh(lang) ? who + "选择再放两子。" : who + " places two more stones.";
            break;
    }
    std::string next = msg_opening_step(seats, board, lang);
    if (next.empty()) {  // the opening done: the side to move by its colour, as every move's message says it
        const std::string mover = colour(board, board.to_move(), lang);
        next = zh(lang) ? "轮到" + mover + "方。" : mover + "'s move.";
    }
    return text + (zh(lang) ? "" : " ") + next;
}

std::string msg_opening(core::Opening opening, Language lang) {
    switch (opening) {
        case core::Opening::Standard:
            return zh(lang) ? "开局：标准，先手方下第一子。"
                            : "Opening: standard. The first player plays the first stone.";
        case core::Opening::Swap:
            return zh(lang) ? "开局：交换。一方放三子，另一方选择执哪一方。"
                            : "Opening: Swap. One player places three stones; the other chooses a side.";
        case core::Opening::Swap2:
            return zh(lang) ? "开局：Swap2。一方放三子，另一方选择执哪一方或再放两子，之后由放三子的一方选择。"
                            : "Opening: Swap2. One player places three stones; the other chooses a side or places "
                              "two more, and then the first chooses.";
    }
    return {};
}

std::string opening_title(core::Opening opening, Language lang) {
    switch (opening) {
        case core::Opening::Standard: return zh(lang) ? "标准" : "Standard";
        case core::Opening::Swap: return zh(lang) ? "交换" : "Swap";
        case core::Opening::Swap2: return "Swap2";
    }
    return {};
}

}  // namespace lineup::text
