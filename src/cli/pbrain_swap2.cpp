// SWAP2BOARD, Gomocup's Swap2 opening (pbrain.hpp): the stones so far, as
// "x,y" lines in playing order or as BOARD's "x,y,who" lines, then DONE. With none the engine answers its
// three opening stones "x,y x,y x,y"; with three or five it answers SWAP
// (it takes the first player's side, the other player moves next) or the
// move it plays as the second player. The choices are ai/gomoku/swap2.hpp's.
#include "ai/gomoku/swap2.hpp"
#include "cli/pbrain.hpp"
#include "core/notation.hpp"

namespace lineup::cli {

using core::Cell;

void PbrainEngine::finish_swap2(std::vector<std::string>& out) {
    reading_board_ = false;
    swap2_ = false;
    if (!board_error_.empty()) {
        out.push_back("ERROR " + board_error_);
        return;
    }
    // Lines "x,y" come in playing order; lines "x,y,who" (as BOARD's) in
    // any order: the side to move's (1) and the other's (2) alternate,
    // the other's first.
    std::vector<Cell> stones, own, theirs;
    for (const auto& [cell, who] : board_lines_) (who == 0 ? stones : who == 1 ? own : theirs).push_back(cell);
    if (!own.empty() || !theirs.empty()) {
        if (!stones.empty() || theirs.size() != own.size() + 1) {
            out.push_back("ERROR SWAP2BOARD: the stones do not alternate (" + std::to_string(theirs.size()) +
                          " of the first player, " + std::to_string(own.size()) + " of the side to move)");
            return;
        }
        stones = *playing_order(own, theirs);
    }
    if (stones.size() != 0 && stones.size() != 3 && stones.size() != 5) {
        out.push_back("ERROR SWAP2BOARD needs 0, 3 or 5 stones, not " + std::to_string(stones.size()));
        return;
    }
    std::string error;
    auto board = rebuild(stones, error);
    if (!board) {
        out.push_back("ERROR " + error);
        return;
    }
    if (board->status() != core::Status::Playing) {
        out.push_back("ERROR SWAP2BOARD: the game is over");
        return;
    }
    const std::uint64_t seed = seed_ + stones.size();
    if (stones.empty()) {
        const std::vector<Cell> opening = ai::swap2_opening(*board, level_, seed, move_limits(), table_);
        std::string reply;
        for (const Cell& c : opening) {
            [[maybe_unused]] auto refused = board->play(core::Move::at(c));
            reply += (reply.empty() ? "" : " ") + core::format_gomocup(board->config(), c);
        }
        board_ = std::move(board);
        moves_ = opening;
        out.push_back(reply);
        return;
    }
    const ai::Swap2Choice choice = ai::swap2_choose(*board, level_, seed, move_limits(), table_);
    out.push_back("MESSAGE swap2 value " + std::to_string(choice.value) +
                  (choice.swap ? ": takes the first player's side" : ": stays the second player"));
    moves_ = stones;
    if (choice.move) {
        [[maybe_unused]] auto refused = board->play(core::Move::at(*choice.move));
        moves_.push_back(*choice.move);
    }
    board_ = std::move(board);
    out.push_back(choice.swap ? "SWAP" : core::format_gomocup(board_->config(), *choice.move));
}

}  // namespace lineup::cli
