#include "ai/connect4/book_builder.hpp"

#include <algorithm>
#include <cassert>
#include <set>

#include "ai/connect4/bitboard.hpp"
#include "ai/connect4/move_book.hpp"
#include "core/notation.hpp"

namespace lineup::ai {
namespace {

using core::Board;

const core::GameConfig kConfig = core::default_config(core::GameKind::Connect4);

bool can_win_now(const Board& board) {
    const C4Rules<std::uint64_t> rules(board);
    return to_pos(rules, board).can_win_next(rules);
}

Board board_of(const std::string& moves) {
    Board board(kConfig);
    for (char c : moves) {
        [[maybe_unused]] auto error = board.play(core::Move::column(c - '1'));
        assert(!error);
    }
    return board;
}

}  // namespace

std::vector<std::vector<BookPosition>> enumerate_book_positions(int depth) {
    std::vector<std::vector<BookPosition>> levels(static_cast<std::size_t>(depth) + 1);
    std::set<std::uint64_t> seen;
    std::vector<std::string> frontier{""};
    for (int d = 0; d <= depth; ++d) {
        std::vector<std::string> next;
        for (const std::string& moves : frontier) {
            const Board board = board_of(moves);
            if (board.status() != core::Status::Playing || can_win_now(board)) continue;
            const std::uint64_t key = Connect4Book::canonical_key(board);
            if (!seen.insert(key).second) continue;
            levels[static_cast<std::size_t>(d)].push_back({key, moves});
            for (int col = 0; col < 7 && d < depth; ++col) {
                if (board.height(col) < 6) next.push_back(moves + static_cast<char>('1' + col));
            }
        }
        std::sort(next.begin(), next.end());
        frontier = std::move(next);
    }
    return levels;
}

Connect4Book back_up_book(const std::vector<std::vector<BookPosition>>& levels,
                          const std::map<std::uint64_t, int>& leaf_scores, int depth) {
    std::map<std::uint64_t, int> known = leaf_scores;
    for (int d = depth - 1; d >= 0; --d) {
        for (const BookPosition& p : levels[static_cast<std::size_t>(d)]) {
            Board board = board_of(p.moves);
            const C4Rules<std::uint64_t> rules(board);
            int best = -1000;
            for (int col = 0; col < 7; ++col) {
                if (board.play(core::Move::column(col))) continue;  // full
                int value;
                if (board.status() == core::Status::Draw) {
                    value = 0;
                } else if (can_win_now(board)) {
                    value = -rules.win_now(board.ply());  // the opponent wins at once
                } else {
                    const auto it = known.find(Connect4Book::canonical_key(board));
                    assert(it != known.end());
                    value = -it->second;
                }
                board.undo();
                best = std::max(best, value);
            }
            known[p.key] = best;
        }
    }
    std::vector<Connect4Book::Entry> entries;
    entries.reserve(known.size());
    for (const auto& [key, score] : known) entries.push_back({key, score});
    return Connect4Book(std::move(entries), depth);
}

namespace {

void walk(Board& board, core::Side perfect, int max_plies, std::map<std::uint64_t, int>& known,
          std::set<std::uint64_t>& expanded, const std::function<int(const Board&)>& decide) {
    if (board.status() != core::Status::Playing) return;
    if (board.to_move() != perfect) {
        for (int col = 0; col < 7; ++col) {
            if (board.play(core::Move::column(col))) continue;  // full
            walk(board, perfect, max_plies, known, expanded, decide);
            board.undo();
        }
        return;
    }
    if (board.ply() > max_plies) return;
    const Connect4MoveBook::Entry here = Connect4MoveBook::entry(board, 0);
    if (!expanded.insert(here.key).second) return;  // met before (perhaps mirrored): done
    int col;
    if (const auto it = known.find(here.key); it != known.end()) {
        col = here.column == 0 ? it->second : 6 - it->second;
    } else {
        col = decide(board);
        known[here.key] = Connect4MoveBook::entry(board, col).column;
    }
    [[maybe_unused]] auto error = board.play(core::Move::column(col));
    assert(!error);
    walk(board, perfect, max_plies, known, expanded, decide);
    board.undo();
}

}  // namespace

std::size_t walk_move_book(core::Side perfect, int max_plies, std::map<std::uint64_t, int>& known,
                           const std::function<int(const core::Board&)>& decide) {
    Board board(kConfig);
    std::set<std::uint64_t> expanded;
    walk(board, perfect, max_plies, known, expanded, decide);
    return expanded.size();
}

}  // namespace lineup::ai
