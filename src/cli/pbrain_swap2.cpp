// SWAP2BOARD, Gomocup's Swap2 opening (pbrain.hpp): the stones so far in
// playing order ("x,y" lines), then DONE. With none the engine answers its
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
    std::vector<Cell> stones;
    for (const auto& line : board_lines_) stones.push_back(line.first);
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
