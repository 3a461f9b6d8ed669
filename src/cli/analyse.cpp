#include "cli/analyse.hpp"

#include <array>
#include <istream>
#include <iterator>
#include <ostream>

#include "ai/connect4/review.hpp"
#include "ai/request_server.hpp"
#include "cli/analyse_gomoku.hpp"
#include "cli/args.hpp"
#include "core/interchange.hpp"
#include "core/notation.hpp"
#include "platform/large_pages.hpp"
#include "text/errors.hpp"

namespace lineup::cli {

using namespace lineup::core;
using ai::C4Grade;

namespace {

// Gomoku's review searches this deep by default: a 60-move game in seconds.
constexpr int kGomokuDepth = 4;

const char* grade_name(C4Grade grade) {
    switch (grade) {
        case C4Grade::Best: return "best";
        case C4Grade::KeepsResult: return "keeps the result";
        case C4Grade::ThrowsWin: return "throws away a win";
        case C4Grade::DrawToLoss: return "turns a draw into a loss";
        case C4Grade::Unknown: return "not known";
    }
    return "not known";
}

// JSON's name of a grade: the words joined by '-'.
std::string grade_key(C4Grade grade) {
    std::string key = grade_name(grade);
    for (char& c : key) c = c == ' ' ? '-' : c;
    return key;
}

std::string signed_score(int score) { return score > 0 ? "+" + std::to_string(score) : std::to_string(score); }

std::string columns(const GameConfig& config, const std::vector<int>& cols, const char* separator) {
    std::string out;
    for (int col : cols) out += (out.empty() ? "" : separator) + format_move(config, Move::column(col));
    return out;
}

void write_text(const GameRecord& record, const std::vector<ai::C4MoveReview>& reviews, std::ostream& out) {
    std::array<std::array<int, 5>, 2> counts{};
    for (std::size_t i = 0; i < reviews.size(); ++i) {
        const ai::C4MoveReview& r = reviews[i];
        out << i + 1 << ". " << format_move(record.config, r.move) << " " << (i % 2 == 0 ? "first" : "second") << ": "
            << grade_name(r.grade);
        if (r.score && r.best) {
            out << " (" << signed_score(*r.score);
            if (r.grade != C4Grade::Best)
                out << "; best " << signed_score(*r.best) << " in " << columns(record.config, r.best_moves, ", ");
            out << ")";
        }
        out << "\n";
        ++counts[i % 2][static_cast<std::size_t>(r.grade)];
    }
    for (int side = 0; side < 2; ++side) {
        const auto& c = counts[static_cast<std::size_t>(side)];
        out << (side == 0 ? "First" : "Second") << " player: " << c[0] << " best, " << c[1] << " keeping the result, "
            << c[2] << " throwing away a win, " << c[3] << " turning a draw into a loss";
        if (c[4] > 0) out << ", " << c[4] << " not known";
        out << "\n";
    }
}

void write_json(const GameRecord& record, const std::vector<ai::C4MoveReview>& reviews, std::ostream& out) {
    out << "{\"game\":\"connect4\",\"record\":\"" << format_record(record) << "\",\"moves\":[";
    for (std::size_t i = 0; i < reviews.size(); ++i) {
        const ai::C4MoveReview& r = reviews[i];
        out << (i ? "," : "") << "{\"number\":" << i + 1 << ",\"move\":\"" << format_move(record.config, r.move)
            << "\",\"player\":" << (i % 2 + 1) << ",\"grade\":\"" << grade_key(r.grade) << "\"";
        if (r.score && r.best) {
            out << ",\"score\":" << *r.score << ",\"best\":" << *r.best << ",\"bestMoves\":[\""
                << columns(record.config, r.best_moves, "\",\"") << "\"]";
        }
        out << "}";
    }
    out << "]}\n";
}

struct AnalyseSettings {
    bool json = false;
    int tt_mb = 64;
    int depth = kGomokuDepth;
};

Options declare_options(AnalyseSettings& s) {
    Options options("(see lineup-cli help analyse)");
    options.flag("--json", "the grades as one JSON object", s.json)
        .number("--tt-mb N", "transposition table in MiB", s.tt_mb, 1, 65536)
        .number("--depth N", "Gomoku: search depth in plies", s.depth, 1, 20);
    return options;
}

}  // namespace

Options analyse_options() { return own_options<AnalyseSettings>(declare_options); }

int run_analyse(const std::vector<std::string>& args, std::istream& in, std::ostream& out, std::ostream& err) {
    AnalyseSettings s;
    if (auto error = declare_options(s).parse(args)) {
        err << "lineup-cli analyse: " << error->message << "\n";
        return 2;
    }
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    auto record = import_record(text);
    if (!record) {
        err << "lineup-cli analyse: " << text::as_sentence(text::describe(record.error())) << "\n";
        return 1;
    }
    if (record->config.game == GameKind::Gomoku) {
        analyse_gomoku(*record, s.depth, static_cast<std::size_t>(s.tt_mb), s.json, out);
        return 0;
    }
    ai::Connect4Solver solver(static_cast<std::size_t>(s.tt_mb), &platform::advise_large_pages);
    solver.set_book(&ai::builtin_connect4_book());
    const auto reviews = ai::review_connect4(*record, solver);
    if (s.json) {
        write_json(*record, reviews, out);
    } else {
        write_text(*record, reviews, out);
    }
    return 0;
}

}  // namespace lineup::cli
