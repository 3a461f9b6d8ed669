#include "core/renju.hpp"

#include <array>
#include <cstdlib>
#include <vector>

namespace lineup::core {

namespace {

constexpr std::array<Cell, 4> kDirections{{{1, 0}, {0, 1}, {1, 1}, {1, -1}}};
// Deeper than any position reaches: each level adds a stone that makes a
// straight four, so a chain of forbidden-point checks ends long before.
constexpr int kMaxDepth = 8;

Cell step(Cell c, Cell d, int k) { return {c.col + d.col * k, c.row + d.row * k}; }

// The first player's stones on a copy of the board, to place trial stones on.
class Grid {
public:
    Grid(std::span<const Stone> cells, int cols, int rows) : cols_(cols), rows_(rows) {
        cells_.assign(cells.begin(), cells.end());
    }
    bool inside(Cell c) const { return c.col >= 0 && c.col < cols_ && c.row >= 0 && c.row < rows_; }
    bool empty(Cell c) const { return inside(c) && at(c) == Stone::Empty; }
    bool black(Cell c) const { return inside(c) && at(c) == Stone::First; }
    void set(Cell c, Stone s) { cells_[static_cast<std::size_t>(c.row * cols_ + c.col)] = s; }

    // The run of the first player's stones through `c` along `d`: from `c`
    // back `lo` steps and on `hi` steps (c itself counted once).
    struct Run {
        int lo, hi;
        int length() const { return lo + hi + 1; }
    };
    Run run(Cell c, Cell d) const {
        Run r{0, 0};
        while (black(step(c, d, -(r.lo + 1)))) ++r.lo;
        while (black(step(c, d, r.hi + 1))) ++r.hi;
        return r;
    }

private:
    Stone at(Cell c) const { return cells_[static_cast<std::size_t>(c.row * cols_ + c.col)]; }
    int cols_, rows_;
    std::vector<Stone> cells_;
};

// A trial stone, taken back when it goes out of scope.
class Trial {
public:
    Trial(Grid& grid, Cell cell) : grid_(grid), cell_(cell) { grid_.set(cell_, Stone::First); }
    ~Trial() { grid_.set(cell_, Stone::Empty); }
    Trial(const Trial&) = delete;
    Trial& operator=(const Trial&) = delete;

private:
    Grid& grid_;
    Cell cell_;
};

// The steps k (from `c` along `d`) of the empty points that give exactly five
// through `c`, which holds the first player's stone.
struct Fives {
    std::array<int, 9> k{};
    std::size_t n = 0;
};
Fives fives_through(Grid& g, Cell c, Cell d) {
    Fives out;
    for (int k = -4; k <= 4; ++k) {
        const Cell e = step(c, d, k);
        if (k == 0 || !g.empty(e)) continue;
        const Trial trial(g, e);
        const Grid::Run r = g.run(e, d);
        // Exactly five, and `c` in it: between e's ends along d.
        if (r.length() == 5 && k - r.lo <= 0 && 0 <= k + r.hi) out.k[out.n++] = k;
    }
    return out;
}

// Fours through `c` along `d`: a straight four once, two fours on one line twice.
int fours(Grid& g, Cell c, Cell d) {
    const Fives f = fives_through(g, c, d);
    if (f.n == 2 && std::abs(f.k[1] - f.k[0]) == 5) return 1;
    return static_cast<int>(f.n);
}

bool straight_four(Grid& g, Cell c, Cell d) {
    const Fives f = fives_through(g, c, d);
    return f.n == 2 && std::abs(f.k[1] - f.k[0]) == 5;
}

Forbidden forbidden_at(Grid& g, Cell c, int depth);

// Whether `c` makes a three along `d`: one more stone on a point that is not
// forbidden gives a straight four through both.
bool three(Grid& g, Cell c, Cell d, int depth) {
    for (int k = -4; k <= 4; ++k) {
        const Cell e = step(c, d, k);
        if (k == 0 || !g.empty(e)) continue;
        bool real = false;
        {
            const Trial trial(g, e);
            const Grid::Run r = g.run(c, d);
            real = r.length() == 4 && straight_four(g, c, d) && k >= -r.lo && k <= r.hi;
        }
        if (real && (depth >= kMaxDepth || forbidden_at(g, e, depth + 1) == Forbidden::None)) return true;
    }
    return false;
}

Forbidden forbidden_at(Grid& g, Cell c, int depth) {
    const Trial trial(g, c);
    int longest = 0;
    for (Cell d : kDirections) {
        const int n = g.run(c, d).length();
        if (n == 5) return Forbidden::None;  // five wins, whatever else it makes
        longest = std::max(longest, n);
    }
    if (longest > 5) return Forbidden::Overline;
    int four_count = 0;
    int three_count = 0;
    for (Cell d : kDirections) {
        const int f = fours(g, c, d);
        four_count += f;
        if (f == 0 && three(g, c, d, depth)) ++three_count;
    }
    if (four_count >= 2) return Forbidden::DoubleFour;
    if (three_count >= 2) return Forbidden::DoubleThree;
    return Forbidden::None;
}

// Whether the shapes a stone on `cell` could make leave no chance of a
// forbidden point, read from the first player's stones within four cells
// along each line (up to a stone of the other side or the edge): a double
// three needs two lines with two more stones each, a double four two lines
// with two or one line with three, an overline a line with five.
bool clearly_allowed(std::span<const Stone> cells, int cols, int rows, Cell cell) {
    int lines_with_two = 0;
    for (Cell d : kDirections) {
        int own = 0;
        for (int sign : {-1, 1}) {
            for (int k = 1; k <= 4; ++k) {
                const Cell c = step(cell, d, sign * k);
                if (c.col < 0 || c.col >= cols || c.row < 0 || c.row >= rows) break;
                const Stone s = cells[static_cast<std::size_t>(c.row * cols + c.col)];
                if (s == Stone::First) ++own;
                if (s != Stone::First && s != Stone::Empty) break;
            }
        }
        if (own >= 3) return false;
        if (own == 2) ++lines_with_two;
    }
    return lines_with_two < 2;
}

}  // namespace

Forbidden renju_forbidden(const Board& board, Cell cell) {
    if (board.game() != GameKind::Gomoku || !board.inside(cell) || board.at(cell) != Stone::Empty) {
        return Forbidden::None;
    }
    return renju_forbidden(board.cells(), board.cols(), board.rows(), cell);
}

Forbidden renju_forbidden(std::span<const Stone> cells, int cols, int rows, Cell cell) {
    if (clearly_allowed(cells, cols, rows, cell)) return Forbidden::None;
    Grid grid(cells, cols, rows);
    if (!grid.empty(cell)) return Forbidden::None;
    return forbidden_at(grid, cell, 0);
}

std::vector<Cell> renju_forbidden_points(const Board& board) {
    std::vector<Cell> out;
    if (board.config().rule != Rule::Renju || board.to_move() != Side::First || board.status() != Status::Playing) {
        return out;
    }
    for (int row = 0; row < board.rows(); ++row) {
        for (int col = 0; col < board.cols(); ++col) {
            if (forbidden_point(board.check(Move::at({col, row})))) out.push_back({col, row});
        }
    }
    return out;
}

}  // namespace lineup::core
