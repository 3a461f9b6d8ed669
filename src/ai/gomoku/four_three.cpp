#include "ai/gomoku/four_three.hpp"

#include <algorithm>
#include <array>
#include <optional>

namespace lineup::ai {
namespace {

using core::Side;

int code(Side side) { return side == Side::First ? 1 : 2; }

// The cells where `side` would complete five on the lines through `at`, with
// its stone on `at` and the other side's on `taken` (-1: none): how many
// (0, 1 or 2: two are as many as more), the first in `first`. Only lines
// through `at` are read: the position had no five to complete before.
int fives_through(const ThreatBoard& b, int at, Side side, int taken, int& first) {
    const int own = code(side);
    const int other = 3 - own;
    const bool exact = b.rule() != core::Rule::Freestyle;
    const auto stone = [&](int idx) { return idx == at ? own : idx == taken ? other : b.stone(idx); };
    int found = 0;
    for (const int step : {1, b.stride(), b.stride() + 1, b.stride() - 1}) {
        for (int k = -4; k <= 4; ++k) {
            const int e = at + k * step;
            if (k == 0 || stone(e) != 0) continue;
            int run = 1;
            for (int i = e + step; stone(i) == own; i += step) ++run;
            for (int i = e - step; stone(i) == own; i -= step) ++run;
            if (exact ? run != 5 : run < 5) continue;
            if (found++ == 0) first = e;
            if (found == 2) return 2;
        }
    }
    return found;
}

// Adds to `out` the empty cells within five of each of `four_threes` on its
// four lines (where a defence can be: the ends of the open four to come lie
// up to four away, and under exact five the cell beyond), those not in
// `out` already.
void add_four_three_lines(const ThreatBoard& b, const std::vector<int>& four_threes, std::vector<int>& out) {
    for (const int c : four_threes) {
        for (const int step : {1, b.stride(), b.stride() + 1, b.stride() - 1}) {
            for (int k = -5; k <= 5; ++k) {
                const int idx = c + k * step;
                if (b.stone(idx) == 0 && std::find(out.begin(), out.end(), idx) == out.end()) out.push_back(idx);
            }
        }
    }
}

// A winning four-three as a defence must touch it: its cell and the block of
// its four (-1 for an open four, which has none).
struct Anchor {
    int cell;
    int block;
};
constexpr std::size_t kMostAnchors = 16;

// Whether `a` and `b` share a row, a column or a diagonal.
bool aligned(const ThreatBoard& b, int a, int c) {
    const int dr = a / b.stride() - c / b.stride(), dc = a % b.stride() - c % b.stride();
    return dr == 0 || dc == 0 || dr == dc || dr == -dc;
}

// The defender's stone on `d` can undo the win of `anchor` only on a line
// through its cell (changing the four or the three) or through its block
// (where a stone of the defender's may make the block a four). Elsewhere
// neither fives_through() reads changes: runs of the attacker's stones and
// the defender's on other lines are left as they were.
bool touches(const ThreatBoard& b, int d, const Anchor& anchor) {
    return aligned(b, d, anchor.cell) || (anchor.block >= 0 && aligned(b, d, anchor.block));
}

// `attacker`'s four-three on `c` when it wins (the block of its four makes
// no four of the other side's), as an anchor; nullopt otherwise.
std::optional<Anchor> winning_anchor(const ThreatBoard& b, int c, Side attacker) {
    int block = -1, unused = -1;
    const int fives = fives_through(b, c, attacker, -1, block);
    if (fives >= 2) return Anchor{c, -1};  // an open four: no block holds it
    if (fives == 0) return std::nullopt;   // no four after all (not a line's): not this one
    if (fives_through(b, block, core::opponent(attacker), c, unused) > 0) return std::nullopt;
    return Anchor{c, block};
}

}  // namespace

bool has_winning_four_three(const SearchBoard& s, Side attacker, std::vector<int>& cells) {
    s.cells_with(attacker, Threat::FourThree, cells);
    return std::any_of(cells.begin(), cells.end(),
                       [&](int c) { return winning_anchor(s.core(), c, attacker).has_value(); });
}

int four_three_defences(SearchBoard& s, std::vector<int>& out, std::vector<int>& cells) {
    const Side own = s.to_move();
    const Side opp = core::opponent(own);
    const ThreatBoard& b = s.core();
    // A defence is a cell near the stones or on a line of a four-three
    // (within five of it) after which the opponent has no four-three that
    // wins, or one that makes a four of ours. Every winning four-three is
    // kept as an anchor (more than kMostAnchors: none kept, and every cell
    // is tried): a cell that does not touch one of them leaves it winning.
    s.cells_with(opp, Threat::FourThree, cells);
    std::array<Anchor, kMostAnchors> anchors{};
    std::size_t count = 0;
    bool wins = false;
    for (const int c : cells) {
        const std::optional<Anchor> anchor = winning_anchor(b, c, opp);
        if (!anchor) continue;
        wins = true;
        if (count == kMostAnchors) {
            count = 0;
            break;
        }
        anchors[count++] = *anchor;
    }
    if (!wins) return 0;
    s.candidates(out);
    add_four_three_lines(b, cells, out);  // (`cells`: every four-three cell, from above)
    std::size_t kept = 0;
    for (const int c : out) {
        bool defends = makes_four(s.threat(c, own));
        if (!defends && !std::all_of(anchors.begin(), anchors.begin() + static_cast<std::ptrdiff_t>(count),
                                     [&](const Anchor& a) { return touches(b, c, a); })) {
            continue;  // (no need to play it: a four-three it does not touch still wins)
        }
        if (!defends) {
            s.play(c);
            defends = !has_winning_four_three(s, opp, cells);
            s.undo();
        }
        if (defends) out[kept++] = c;
    }
    out.resize(kept);
    if (out.empty()) s.cells_with(opp, Threat::FourThree, out);  // lost: the search finds it
    return static_cast<int>(out.size());
}

}  // namespace lineup::ai
