// libFuzzer target: the rules engine fed arbitrary configurations and move
// sequences (every game, theme and size). Bytes choose the configuration, then
// moves, undos and redos; the board's invariants are checked after each step.
#include <cstddef>
#include <cstdint>
#include <cstdlib>

#include "core/board.hpp"

using namespace lineup::core;

namespace {

struct Bytes {
    const std::uint8_t* data;
    std::size_t size;
    std::size_t pos = 0;
    bool empty() const { return pos >= size; }
    int next() { return pos < size ? data[pos++] : 0; }
};

void check(const Board& board) {
    int held[2] = {0, 0};
    for (Cell c : board.history()) {
        const Stone s = board.at(c);
        if (s != Stone::First && s != Stone::Second) std::abort();
        held[s == Stone::First ? 0 : 1] += board.bubbles_at(c);
    }
    if (held[0] != board.bubbles_held(Side::First) || held[1] != board.bubbles_held(Side::Second)) std::abort();
    if (board.status() == Status::Won) {
        for (Cell c : board.win_cells()) {
            if (!board.inside(c) || board.at(c) != stone_of(board.winner())) std::abort();
        }
        if (board.win_lines().empty() && !board.won_by_bubbles()) std::abort();
    } else if (board.winner() != Side::None || !board.win_lines().empty()) {
        std::abort();
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    Bytes in{data, size};
    const GameKind game = in.next() % 2 == 0 ? GameKind::Connect4 : GameKind::Gomoku;
    const Theme theme = static_cast<Theme>(in.next() % 3);
    const int a = in.next(), b = in.next();
    GameConfig config = game == GameKind::Connect4
                            ? default_config(game, theme, 4 + a % 9, 4 + b % 7, static_cast<std::uint32_t>(in.next()))
                            : default_config(game, theme, 9 + a % 11, 0, static_cast<std::uint32_t>(in.next()));
    if (game == GameKind::Gomoku && b % 2) config.rule = Rule::Exact;
    if (theme == Theme::Bubble) config.counts.bubble_win = 1 + in.next() % config.counts.bubbles;
    Board board(config);
    while (!in.empty()) {
        const int op = in.next();
        const int x = in.next() - 2, y = in.next() - 2;  // a little outside the board too
        if (op % 8 == 6) {
            board.undo();
        } else if (op % 8 == 7) {
            board.redo();
        } else {
            const Move move = game == GameKind::Connect4 ? Move::column(x % 16) : Move{x % 24, y % 24};
            const Board before = board;
            if (board.play(move) && !(board == before)) std::abort();  // refused: unchanged
        }
        check(board);
    }
    return 0;
}
