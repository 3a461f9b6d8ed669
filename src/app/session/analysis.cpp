#include "app/session/analysis.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>

#include "ai/connect4/outcome.hpp"
#include "ai/connect4/search.hpp"
#include "ai/levels.hpp"
#include "ai/protocol.hpp"
#include "text/analysis_messages.hpp"

namespace lineup::app {

using State = ColumnScore::State;

namespace {

/// A column the first pass could not solve, still to have its long try.
bool unsettled(const ColumnScore& c) { return (c.state == State::Estimate || c.state == State::Unknown) && !c.final; }

}  // namespace

std::string score_label(const ColumnScore& score) {
    switch (score.state) {
        case State::Full: return "";
        case State::Pending: return "\u2026";
        case State::Estimate: return estimate_label(score.score);
        case State::Unknown: return "?";
        case State::Known: return score.score > 0 ? "+" + std::to_string(score.score) : std::to_string(score.score);
    }
    return "";
}

std::string estimate_label(int value) {
    const long tenths = std::lround(std::clamp(value * 10.0 / ai::kThreatValue, -99.0, 99.0));
    if (tenths == 0) return "≈0";
    const long whole = std::labs(tenths);
    return std::string("≈") + (tenths > 0 ? "+" : "-") + std::to_string(whole / 10) + "." + std::to_string(whole % 10);
}

namespace {

// The outcome of a column's exact score, in the text layer's terms: the sign
// of the result and the discs.
std::pair<int, int> outcome_of(const ColumnScore& score, const core::Board& board) {
    const ai::C4Outcome o = ai::c4_outcome(score.score, ai::c4_score_base(board.cols(), board.rows()), board.ply());
    return {o.kind == ai::C4Outcome::Kind::Win ? 1 : o.kind == ai::C4Outcome::Kind::Loss ? -1 : 0, o.discs};
}

}  // namespace

std::vector<std::string> chip_lines(const ColumnScore& score, const core::Board& board, text::Language lang,
                                    bool compact) {
    if (compact || score.state != State::Known) return {score_label(score)};
    const auto [result, discs] = outcome_of(score, board);
    return text::msg_column_chip(result, discs, lang);
}

std::string chip_text(const ColumnScore& score, const core::Board& board, text::Language lang, bool compact) {
    if (compact || score.state != State::Known) return score_label(score);
    const auto [result, discs] = outcome_of(score, board);
    return text::msg_column_chip_text(result, discs, lang);
}

void Analysis::follow(const core::Board& board) {
    auto position = core::position_of(core::record_of(board));
    if (columns_.empty() || position_ != position) {
        stop();
        position_ = std::move(position);
        answered_ = false;
        columns_.assign(static_cast<std::size_t>(board.cols()), ColumnScore{});
        // 7x6 (the book's size) waits for exact scores; other sizes see
        // estimates first where the solver needs long.
        two_passes_ = board.cols() != 7 || board.rows() != 6;
        for (int col = 0; col < board.cols(); ++col) {
            if (board.height(col) >= board.rows()) columns_[static_cast<std::size_t>(col)].state = State::Full;
        }
    }
    if (waiting() || answered_ || playable() == 0) return;
    ai::Request request;
    request.kind = ai::RequestKind::Scores;
    request.level = ai::Level::Max;
    request.time_ms = kColumnTimeMs;
    request.record = position_;
    request_.submit(std::move(request));
}

void Analysis::poll() {
    while (const auto reply = request_.poll()) {
        if (reply->partial) {
            take_part(*reply);
        } else {
            take_last(*reply);
        }
    }
}

void Analysis::take_part(const ai::Reply& part) {
    if (part.move.col < 0 || part.move.col >= static_cast<int>(columns_.size())) return;
    ColumnScore& column = columns_[static_cast<std::size_t>(part.move.col)];
    if (column.state == State::Known || column.state == State::Full) return;  // (a pre-empted request asked again)
    if (part.value && !part.estimate) {
        column = {State::Known, *part.value, false, part.from_book, part.nodes};
    } else if (part.value) {
        column = {State::Estimate, *part.value, !two_passes_};
    } else if (column.state != State::Estimate) {
        column = {State::Unknown, 0, !two_passes_};  // the engine could not say
    }
}

void Analysis::take_last(const ai::Reply&) {
    answered_ = true;
    for (ColumnScore& column : columns_) {
        if (column.state == State::Pending) column = {State::Unknown, 0, true};  // the worker could not serve it
        if (column.state == State::Estimate || column.state == State::Unknown) column.final = true;
    }
}

void Analysis::stop() { request_.cancel(); }

void Analysis::clear() {
    columns_.clear();
    position_ = {};
    answered_ = false;
    request_.forget();
}

int Analysis::settled() const {
    return static_cast<int>(std::count_if(columns_.begin(), columns_.end(), [](const ColumnScore& c) {
        return c.state != State::Full && c.state != State::Pending && !unsettled(c);
    }));
}

int Analysis::playable() const {
    return static_cast<int>(
        std::count_if(columns_.begin(), columns_.end(), [](const ColumnScore& c) { return c.state != State::Full; }));
}

}  // namespace lineup::app
