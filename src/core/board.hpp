// Board: the rules of Connect 4 and Gomoku, with rocks and bubbles, undo and
// redo. It is the single truth shared by the UI, the console, the
// records and the tests; the AIs keep their own fast representations and are
// checked against it.
//
// Contract
// - play(move) either plays the move and returns nullopt, or refuses it with a
//   MoveError and changes nothing (not even the redo list).
// - After each move only the mover can have won, and only through lines that
//   contain the new stone: the win check looks at the 4 lines through it.
//   Connect 4: 4 or more in a row. Gomoku: 5 or more (Freestyle) or exactly 5
//   (Exact; an overline of 6+ does not win, but a five in another direction
//   does). Renju: the first player as Exact, the second as Freestyle; the
//   first player's forbidden points (renju.hpp) are refused, unless the move
//   wins by bubbles.
// - Bubble theme: a stone on a cell claims its bubbles (a cell with two bubbles
//   counts twice); holding `bubble_win` bubbles wins at once, after every move
//   and in every mode.
// - The game is drawn when every playable cell is filled without a win, or
//   (Renju) when the first player is to move and every empty cell is
//   forbidden to it.
// - undo() takes back the last move exactly; redo() replays what undo() took
//   back, until a new move is played.
// - Swap and Swap2 (opening.hpp): while the opening waits for a choice, play()
//   refuses stones and choose() takes it. A choice stays while the stones it
//   was made at stay: undo() drops it with the stone before it, redo() brings
//   it back with that stone. A new move or choice clears what redo() keeps.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "core/config.hpp"
#include "core/expected.hpp"
#include "core/opening.hpp"
#include "core/types.hpp"

namespace lineup::core {

struct Layout;  // layout.hpp

enum class Status : std::uint8_t { Playing, Won, Draw };

/// A straight run of the winner's stones, both ends included.
struct Segment {
    Cell from;
    Cell to;
    friend constexpr bool operator==(Segment, Segment) = default;
};

class Board {
public:
    /// A board for a valid configuration (asserted), with its theme layout.
    explicit Board(const GameConfig& config);

    /// The same, for configurations that come from outside: refuses invalid ones.
    static Expected<Board> create(const GameConfig& config);

    /// A board with rocks and bubbles on given cells instead of the seeded
    /// layout (the Gomocup protocol's extensions). Refuses cells outside the
    /// board, rocks that repeat, and Connect 4 rocks that do not sit on the
    /// bottom or on another rock. Counts in `config` are set from the lists.
    static Expected<Board> with_layout(GameConfig config, const std::vector<Cell>& rocks,
                                       const std::vector<Cell>& bubbles);

    // --- Geometry and contents ----------------------------------------------
    const GameConfig& config() const { return config_; }
    GameKind game() const { return config_.game; }
    int cols() const { return config_.cols; }
    int rows() const { return config_.rows; }
    bool inside(Cell c) const { return c.col >= 0 && c.col < cols() && c.row >= 0 && c.row < rows(); }
    Stone at(Cell c) const { return cells_[index(c)]; }
    /// Every cell's stone, row by row from the bottom (cols() to a row).
    std::span<const Stone> cells() const { return cells_; }
    int bubbles_at(Cell c) const { return bubbles_[index(c)]; }
    /// Connect 4: cells filled in a column (rocks included).
    int height(int col) const { return heights_[static_cast<std::size_t>(col)]; }
    /// Cells that hold a rock, bottom row first.
    std::vector<Cell> rock_cells() const;
    /// Cells that hold bubbles, once per bubble (a double bubble appears twice).
    std::vector<Cell> bubble_cells() const;

    // --- Game state ------------------------------------------------------------
    Side to_move() const { return to_move_; }
    Status status() const { return status_; }
    Side winner() const { return winner_; }
    /// The winning lines through the last stone (empty for a bubble-only win).
    std::span<const Segment> win_lines() const { return {win_lines_.data(), win_line_count_}; }
    /// Every cell of every winning line, without repeats.
    std::vector<Cell> win_cells() const;
    /// True when the win came from holding enough bubbles.
    bool won_by_bubbles() const { return won_by_bubbles_; }
    int bubbles_held(Side side) const { return held_[static_cast<std::size_t>(index_of(side))]; }
    /// Moves played so far.
    int ply() const { return static_cast<int>(history_.size()); }
    /// The cells where the stones landed, in playing order.
    std::span<const Cell> history() const { return history_; }
    /// The moves in playing order as players state them (columns for Connect 4).
    std::vector<Move> moves() const;
    /// The moves played, then those redo() would play again, in order: the
    /// whole game of a board stepped back through.
    std::vector<Move> all_moves() const;
    std::optional<Cell> last_cell() const;

    // --- Moves -----------------------------------------------------------------
    /// Where the move would put a stone, or why it cannot be played.
    Expected<Cell, MoveError> target(Move move) const;
    std::optional<MoveError> check(Move move) const;
    /// Plays the move, or refuses it and changes nothing.
    std::optional<MoveError> play(Move move);
    /// Every move the side to move may play (none when the game is over; not
    /// Renju's forbidden points), in
    /// column order (Connect 4) or row-major order from the bottom (Gomoku).
    void legal_moves(std::vector<Move>& out) const;

    /// True when a stone of `side` on the empty cell `cell` would win at once
    /// (a line through it, or the bubbles it would bring `side`), whoever is to
    /// move: the threats a front end announces. False for any other cell.
    bool would_win(Cell cell, Side side) const;

    bool can_undo() const { return !history_.empty(); }
    bool can_redo() const { return !redo_.empty(); }
    bool undo();
    bool redo();

    // --- The opening (Swap, Swap2; opening.hpp) -----------------------------
    /// The opening's choices so far.
    std::span<const OpeningChoice> choices() const { return {choices_.data(), choice_count_}; }
    /// The same, with the choices undo() took back (redo brings them back).
    std::span<const OpeningChoice> all_choices() const { return {choices_.data(), choices_made_}; }
    /// What the game waits for: a stone placed in the opening, a choice, or play.
    OpeningStep opening_step() const { return core::opening_step(config_.opening, choices(), ply(), to_move_); }
    /// Makes the choice opening_step() asks for; refuses it (changing nothing)
    /// when none is asked, or for PlaceTwo where it is not offered.
    std::optional<MoveError> choose(OpeningChoice choice);

    /// Same configuration, contents, history and redo list.
    friend bool operator==(const Board&, const Board&) = default;

private:
    Board(const GameConfig& config, const Layout& layout);
    std::size_t index(Cell c) const { return static_cast<std::size_t>(c.row * cols() + c.col); }
    void place(Cell cell);
    void find_wins(Cell cell);
    int run_length(Cell cell, int dc, int dr, Stone stone) const;
    bool wins_by_bubbles(Cell cell, Side side) const;
    bool exact_five(Side side) const;  // only exactly five wins for `side`
    bool has_allowed_move() const;     // some empty cell the side to move may take

    GameConfig config_;
    std::vector<Stone> cells_;
    std::vector<std::uint16_t> bubbles_;
    std::vector<std::int8_t> heights_;
    std::vector<Cell> history_;
    std::vector<Cell> redo_;
    std::array<int, 2> held_{0, 0};
    std::array<Segment, 4> win_lines_{};
    std::size_t win_line_count_ = 0;
    int empty_playable_ = 0;
    Side to_move_ = Side::First;
    Side winner_ = Side::None;
    Status status_ = Status::Playing;
    bool won_by_bubbles_ = false;
    std::array<OpeningChoice, 2> choices_{};  // Swap2 asks two at most
    std::size_t choice_count_ = 0;
    std::size_t choices_made_ = 0;  // the ones past choice_count_ come back with redo()
};

}  // namespace lineup::core
