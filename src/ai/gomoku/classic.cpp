#include "ai/gomoku/classic.hpp"

#include <algorithm>
#include <array>
#include <cassert>
#include <cstdlib>

#include "core/renju.hpp"

namespace lineup::ai {
namespace {

using core::Board;
using core::Cell;
using core::Side;

constexpr int kEmpty = 0;
constexpr int kOwn = 1;
constexpr int kBlocked = 2;  // opponent stone, rock or the board's edge ("walls count as opponent stones")

constexpr std::array<std::array<int, 2>, 4> kDirections{{{1, 0}, {0, 1}, {1, 1}, {1, -1}}};

struct Shapes {
    int five = 0, four_alive = 0, four_die1 = 0, four_die2 = 0;
    int three_alive1 = 0, three_alive2 = 0, three_die = 0, two_alive = 0, two_die = 0;
};

void add_line(Shapes& s, int cnt, const std::array<int, 4>& left, const std::array<int, 4>& right, bool exact) {
    const int l0 = left[0], l1 = left[1], l2 = left[2], l3 = left[3];
    const int r0 = right[0], r1 = right[1], r2 = right[2], r3 = right[3];
    const bool open = l0 == kEmpty && r0 == kEmpty;
    if (cnt >= 5) {
        // The original tested cnt == 5 only, so an overline scored nothing. Under
        // freestyle an overline wins, so it counts as a five; under the exact
        // rule only an exact five does.
        if (!exact || cnt == 5) ++s.five;
    } else if (cnt == 4) {
        if (open) {
            ++s.four_alive;  // _oooo_
        } else if (l0 == kEmpty || r0 == kEmpty) {
            ++s.four_die1;  // _oooo, oooo_
        }
    } else if (cnt == 3) {
        if ((l0 == kEmpty && l1 == kOwn) || (r0 == kEmpty && r1 == kOwn)) {
            ++s.four_die2;  // o_ooo, ooo_o
        } else if (open && (l1 == kEmpty || r1 == kEmpty)) {
            ++s.three_alive1;  // __ooo_, _ooo__
        } else if ((l0 == kEmpty && l1 == kEmpty) || (r0 == kEmpty && r1 == kEmpty)) {
            ++s.three_die;  // __ooo, ooo__
        } else if (open) {
            ++s.three_die;  // _ooo_
        }
    } else if (cnt == 2) {
        if ((l0 == kEmpty && l1 == kOwn && l2 == kOwn) || (r0 == kEmpty && r1 == kOwn && r2 == kOwn)) {
            ++s.four_die2;  // oo_oo
        } else if (open && ((l1 == kOwn && l2 == kEmpty) || (r1 == kOwn && r2 == kEmpty))) {
            // _o_oo_, _oo_o_. The original wrote (open && left) || right, which
            // also counted a right-hand shape whose ends were not open.
            ++s.three_alive2;
        } else if ((l0 == kEmpty && l1 == kOwn && l2 == kEmpty) || (r0 == kEmpty && r1 == kOwn && r2 == kEmpty)) {
            ++s.three_die;  // _o_oo, oo_o_
        } else if ((l0 == kEmpty && l1 == kEmpty && l2 == kOwn) || (r0 == kEmpty && r1 == kEmpty && r2 == kOwn)) {
            ++s.three_die;  // o__oo, oo__o
        } else if (open && ((l1 == kEmpty && l2 == kEmpty) || (l1 == kEmpty && r1 == kEmpty) ||
                            (r1 == kEmpty && r2 == kEmpty))) {
            // _oo___, __oo__, ___oo_. The original's precedence let the last two
            // shapes count without open ends.
            ++s.two_alive;
        } else if ((l0 == kEmpty && l1 == kEmpty && l2 == kEmpty && r0 != kEmpty) ||
                   (r0 == kEmpty && r1 == kEmpty && r2 == kEmpty && l0 != kEmpty)) {
            // ___oo, oo___. The original's condition (three free cells on the left
            // and "_o_" on the right) matched neither of the shapes its comment
            // names; we count the named shapes.
            ++s.two_die;
        }
    } else if (cnt == 1) {
        if ((l0 == kEmpty && l1 == kOwn && l2 == kOwn && l3 == kOwn) ||
            (r0 == kEmpty && r1 == kOwn && r2 == kOwn && r3 == kOwn)) {
            ++s.four_die2;  // ooo_o, o_ooo
        } else if (open && ((l1 == kOwn && l2 == kOwn && l3 == kEmpty) || (r1 == kOwn && r2 == kOwn && r3 == kEmpty))) {
            ++s.three_alive2;  // _oo_o_, _o_oo_
        } else if (open && ((l1 == kOwn && l2 == kOwn) || (r1 == kOwn && r2 == kOwn))) {
            ++s.three_die;  // oo_o_, _o_oo
        } else if ((l0 == kEmpty && l1 == kOwn && l2 == kOwn && l3 == kEmpty) ||
                   (r0 == kEmpty && r1 == kOwn && r2 == kOwn && r3 == kEmpty)) {
            ++s.three_die;  // _oo_o, o_oo_
        } else if ((l0 == kEmpty && l1 == kEmpty && l2 == kOwn && l3 == kOwn) ||
                   (r0 == kEmpty && r1 == kEmpty && r2 == kOwn && r3 == kOwn)) {
            ++s.three_die;  // oo__o, o__oo
        } else if ((l0 == kEmpty && l1 == kOwn && l2 == kEmpty && l3 == kOwn) ||
                   (r0 == kEmpty && r1 == kOwn && r2 == kEmpty && r3 == kOwn)) {
            ++s.three_die;  // o_o_o
        }
    }
}

int ladder(const Shapes& s) {
    const int fours = s.four_die1 + s.four_die2;
    const int threes = s.three_alive1 + s.three_alive2;
    if (s.five >= 1) return 100;
    if (s.four_alive >= 1 || fours >= 2 || (fours >= 1 && threes >= 1)) return 13;
    if (threes >= 2) return 12;
    if (s.three_alive1 >= 1 && fours >= 1) return 11;
    if (s.three_alive2 >= 1 && fours >= 1) return 10;
    if (s.three_alive1 >= 1) return 9;
    if (s.three_alive2 >= 1) return 8;
    if (s.four_die1 >= 1) return 7;
    if (s.four_die2 >= 1) return 6;
    if (s.two_alive >= 2) return 5;
    if (s.two_alive >= 1) return 4;
    if (s.three_die >= 1) return 3;
    if (s.two_die >= 1) return 2;
    return 1;
}

}  // namespace

int classic_score(const Board& board, Cell cell, Side side) {
    assert(board.at(cell) == core::Stone::Empty);
    const core::GameConfig& config = board.config();
    // Bubbles (our addition): completing the bubble count is as good as a five.
    if (config.theme == core::Theme::Bubble &&
        board.bubbles_held(side) + board.bubbles_at(cell) >= config.counts.bubble_win) {
        return 100;
    }
    const core::Stone own = core::stone_of(side);
    const auto value = [&](int col, int row) {
        if (!board.inside({col, row})) return kBlocked;
        const core::Stone s = board.at({col, row});
        return s == core::Stone::Empty ? kEmpty : s == own ? kOwn : kBlocked;
    };
    Shapes shapes;
    for (const auto& [dc, dr] : kDirections) {
        // The run through the cell. The original looked at most 4 cells each way;
        // we follow the whole run, which changes nothing below five but tells
        // a five from an overline (exact rule). l and r are the first cells past
        // the run on each side (the original left them at 0 after four own stones,
        // which only mattered once the run was already a five).
        int cnt = 1;
        int r = 1, l = -1;
        while (value(cell.col + dc * r, cell.row + dr * r) == kOwn) {
            ++cnt;
            ++r;
        }
        while (value(cell.col + dc * l, cell.row + dr * l) == kOwn) {
            ++cnt;
            --l;
        }
        std::array<int, 4> left{}, right{};
        for (int j = 0; j < 4; ++j) {
            left[static_cast<std::size_t>(j)] = value(cell.col + dc * (l - j), cell.row + dr * (l - j));
            right[static_cast<std::size_t>(j)] = value(cell.col + dc * (r + j), cell.row + dr * (r + j));
        }
        const bool exact =
            config.rule == core::Rule::Exact || (config.rule == core::Rule::Renju && side == Side::First);
        add_line(shapes, cnt, left, right, exact);
    }
    return ladder(shapes);
}

Cell classic_move(const Board& board) {
    assert(board.game() == core::GameKind::Gomoku && board.status() == core::Status::Playing);
    const Side computer = board.to_move();
    const Side player = core::opponent(computer);
    const bool renju = board.config().rule == core::Rule::Renju;
    const std::vector<int> distance = play_distances(board);
    // (first score, second score, minus the distance): the larger wins; every
    // cell scores at least 1, so the first cell beats the zeros.
    std::array<int, 3> best_attack{0, 0, 0}, best_defence{0, 0, 0};
    Cell attack{}, defence{};
    // The original scanned its array row by row from the top, left to right; a
    // cell replaces the best only when strictly better, so on a full tie the
    // first in the scan stays.
    for (int row = board.rows() - 1; row >= 0; --row) {
        for (int col = 0; col < board.cols(); ++col) {
            if (board.at({col, row}) != core::Stone::Empty) continue;
            // Renju: the computer never takes its forbidden point, and the
            // player's is no threat.
            if (board.check(core::Move::at({col, row}))) continue;
            const bool player_may =
                !(renju && player == Side::First && core::renju_forbidden(board, {col, row}) != core::Forbidden::None);
            const int c = classic_score(board, {col, row}, computer);
            const int p = player_may ? classic_score(board, {col, row}, player) : 0;
            const int near = -distance[static_cast<std::size_t>(row * board.cols() + col)];
            if (std::array{c, p, near} > best_attack) {
                best_attack = {c, p, near};
                attack = {col, row};
            }
            if (std::array{p, c, near} > best_defence) {
                best_defence = {p, c, near};
                defence = {col, row};
            }
        }
    }
    if (best_attack[0] > best_defence[0]) return attack;
    if (best_defence[0] > best_attack[0]) return defence;
    return best_attack[1] >= best_defence[1] ? attack : defence;
}

std::vector<int> play_distances(const Board& board) {
    const int cols = board.cols(), rows = board.rows();
    std::vector<Cell> from;
    for (int row = 0; row < rows; ++row) {
        for (int col = 0; col < cols; ++col) {
            const core::Stone s = board.at({col, row});
            if (s == core::Stone::First || s == core::Stone::Second) from.push_back({col, row});
        }
    }
    if (from.empty()) {
        // The central cells: one on an odd size, two middle rows and columns on an even one.
        for (int row : {(rows - 1) / 2, rows / 2}) {
            for (int col : {(cols - 1) / 2, cols / 2}) from.push_back({col, row});
        }
    }
    std::vector<int> out(static_cast<std::size_t>(cols * rows), cols + rows);
    for (int row = 0; row < rows; ++row) {
        for (int col = 0; col < cols; ++col) {
            int& d = out[static_cast<std::size_t>(row * cols + col)];
            for (const Cell c : from) d = std::min(d, std::max(std::abs(c.col - col), std::abs(c.row - row)));
        }
    }
    return out;
}

}  // namespace lineup::ai
