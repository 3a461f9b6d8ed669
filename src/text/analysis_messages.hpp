// The analysis's and the review's words (app/session/deepening.hpp's evaluation bar,
// app/session/review.hpp's grades): facts from the engines (core::MoveGrade, values,
// moves) worded for the player in English or Chinese.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/config.hpp"
#include "core/grade.hpp"
#include "core/types.hpp"
#include "text/language.hpp"

namespace lineup::text {

using core::GameConfig;
using core::Move;
using core::Side;

/// The evaluation bar's words, for the side `leader` ahead: "Black is better
/// · 64%" (its winning chances, `percent` >= 50; "Even · 50%" at 50) or, when
/// `win_moves` is set, "Black wins in 3 moves"; then " · depth 7" (with "…"
/// while a deeper search runs).
std::string msg_evaluation(const GameConfig& config, Side leader, int percent, std::optional<int> win_moves, int depth,
                           bool deepening, Language lang = Language::English);

/// A reviewed move, for the move just shown: "Move 13, n13 by Black: allows
/// a forced win (White wins by fours in 2). Better: e4." / "... : the best
/// move." / "...: not graded yet."
std::string msg_move_grade(const GameConfig& config, int number, Move move, core::MoveGrade grade,
                           const std::vector<Move>& better, std::optional<int> win_moves, Language lang);
/// A review's summary for one player: "Black: 20 best, 3 good, 1 mistake."
/// (`counts` by core::MoveGrade; grades with none are left out, but best.)
std::string msg_review_summary(const GameConfig& config, Side side, const std::vector<int>& counts, Language lang);
/// The same for a player named `who` ("You", "Computer", "Red").
std::string msg_review_summary(const std::string& who, const std::vector<int>& counts, Language lang);
/// What "≈" on a column means, while the solver still works on those columns
/// (`solving`) or once it has given up on them.
std::string msg_column_estimates(bool solving, Language lang);
/// A Connect 4 column's chip, one or two lines as drawn: `result` > 0 a win,
/// 0 a draw, < 0 a loss, in `discs` of the mover's own discs (this one
/// included): {"Win", "in 3"}, {"Draw"}, {"Loss", "in 5"}; {"3步", "胜"},
/// {"和棋"}, {"5步", "负"}.
std::vector<std::string> msg_column_chip(int result, int discs, Language lang);
/// The chip's lines as one: "Win in 3", "3步胜".
std::string msg_column_chip_text(int result, int discs, Language lang);
/// The line under the analysis explaining the chips (`compact`: the "+3"
/// form) or, for Gomoku, the bar and the marks on the board.
std::string msg_chip_legend(bool compact, Language lang);
std::string msg_bar_legend(const GameConfig& config, Language lang);
/// "Reviewing: 23 of 60 moves graded."
std::string msg_reviewing(int graded, int total, Language lang);

}  // namespace lineup::text
