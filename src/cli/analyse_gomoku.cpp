#include "cli/analyse_gomoku.hpp"

#include <array>
#include <ostream>
#include <string>
#include <vector>

#include "ai/gomoku/review.hpp"
#include "core/notation.hpp"

namespace lineup::cli {

using ai::GomokuGrade;
using core::Move;

namespace {

constexpr std::size_t kGrades = 7;

const char* grade_name(GomokuGrade grade) {
    switch (grade) {
        case GomokuGrade::Best: return "best";
        case GomokuGrade::Good: return "good";
        case GomokuGrade::Inaccuracy: return "inaccuracy";
        case GomokuGrade::Mistake: return "mistake";
        case GomokuGrade::MissedWin: return "misses a forced win";
        case GomokuGrade::AllowedWin: return "allows a forced win";
        case GomokuGrade::Unknown: return "not known";
    }
    return "not known";
}

const char* grade_key(GomokuGrade grade) {
    switch (grade) {
        case GomokuGrade::Best: return "best";
        case GomokuGrade::Good: return "good";
        case GomokuGrade::Inaccuracy: return "inaccuracy";
        case GomokuGrade::Mistake: return "mistake";
        case GomokuGrade::MissedWin: return "missed-win";
        case GomokuGrade::AllowedWin: return "allowed-win";
        case GomokuGrade::Unknown: return "unknown";
    }
    return "unknown";
}

std::string cell(const core::GameConfig& config, core::Cell c) { return core::format_move(config, Move::at(c)); }

void write_text(const core::GameRecord& record, const std::vector<ai::GomokuMoveReview>& reviews, std::ostream& out) {
    std::array<std::array<int, kGrades>, 2> counts{};
    for (std::size_t i = 0; i < reviews.size(); ++i) {
        const ai::GomokuMoveReview& r = reviews[i];
        out << i + 1 << ". " << cell(record.config, r.move) << " " << (i % 2 == 0 ? "first" : "second") << ": "
            << grade_name(r.grade);
        if (r.grade == GomokuGrade::MissedWin) {
            out << " (" << cell(record.config, r.best) << " wins in " << r.win_moves << ")";
        } else if (r.grade == GomokuGrade::AllowedWin) {
            out << " (the opponent wins by fours in " << r.win_moves << "; better " << cell(record.config, r.best)
                << ")";
        } else if (r.grade != GomokuGrade::Best && r.grade != GomokuGrade::Unknown) {
            out << " (better " << cell(record.config, r.best) << ")";
        }
        out << "\n";
        ++counts[i % 2][static_cast<std::size_t>(r.grade)];
    }
    const auto count = [](int n, const char* one, const char* many) {
        return std::to_string(n) + " " + (n == 1 ? one : many);
    };
    for (int side = 0; side < 2; ++side) {
        const auto& c = counts[static_cast<std::size_t>(side)];
        out << (side == 0 ? "First" : "Second") << " player: " << c[0] << " best, " << c[1] << " good, "
            << count(c[2], "inaccuracy", "inaccuracies") << ", " << count(c[3], "mistake", "mistakes") << ", "
            << count(c[4], "forced win missed", "forced wins missed") << ", "
            << count(c[5], "forced win allowed", "forced wins allowed");
        if (c[6] > 0) out << ", " << c[6] << " not known";
        out << "\n";
    }
}

void write_json(const core::GameRecord& record, const std::vector<ai::GomokuMoveReview>& reviews, int depth,
                std::ostream& out) {
    out << "{\"game\":\"gomoku\",\"record\":\"" << core::format_record(record) << "\",\"depth\":" << depth
        << ",\"moves\":[";
    for (std::size_t i = 0; i < reviews.size(); ++i) {
        const ai::GomokuMoveReview& r = reviews[i];
        out << (i ? "," : "") << "{\"number\":" << i + 1 << ",\"move\":\"" << cell(record.config, r.move)
            << "\",\"player\":" << (i % 2 + 1) << ",\"grade\":\"" << grade_key(r.grade) << "\"";
        if (r.grade != GomokuGrade::Unknown) {
            out << ",\"value\":" << r.played_value << ",\"bestValue\":" << r.best_value << ",\"best\":\""
                << cell(record.config, r.best) << "\"";
        }
        if (r.grade == GomokuGrade::MissedWin || r.grade == GomokuGrade::AllowedWin) {
            out << ",\"winMoves\":" << r.win_moves;
        }
        out << "}";
    }
    out << "]}\n";
}

}  // namespace

void analyse_gomoku(const core::GameRecord& record, int depth, std::size_t tt_mb, bool json, std::ostream& out) {
    ai::GomokuTable table(tt_mb);
    const auto reviews = ai::review_gomoku(record, depth, table);
    if (json) {
        write_json(record, reviews, depth, out);
    } else {
        write_text(record, reviews, out);
    }
}

}  // namespace lineup::cli
