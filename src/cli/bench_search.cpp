#include "cli/bench_search.hpp"

#include <algorithm>
#include <chrono>
#include <ostream>
#include <sstream>

#include "ai/gomoku/analysis.hpp"
#include "ai/gomoku/player.hpp"
#include "ai/gomoku/review.hpp"
#include "cli/bench_tally.hpp"
#include "core/notation.hpp"

namespace lineup::cli {
namespace {

using Clock = std::chrono::steady_clock;

double ms_since(Clock::time_point start) {
    return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

// Master's nodes by kind as shares of its nodes: "main 15 %, quiescence 79 %, threat searches 6 %".
std::string shares(const ai::GomokuNodeKinds& k) {
    const std::uint64_t all = std::max<std::uint64_t>(1, k.main + k.quiescence + k.threats);
    const auto percent = [&](std::uint64_t n) { return std::to_string((n * 100 + all / 2) / all) + " %"; };
    return "main " + percent(k.main) + ", quiescence " + percent(k.quiescence) + ", threat searches " +
           percent(k.threats);
}

void search_position(Tally& tally, const core::Board& board, const std::string& name, std::uint64_t nodes,
                     ai::GomokuTable& table, ai::GomokuNodeKinds& master_kinds) {
    const ai::Limits limits{0, nodes, 0};
    core::Cell master{};
    for (ai::Level level : {ai::Level::Medium, ai::Level::Hard, ai::Level::Max}) {
        table.clear();
        const auto start = Clock::now();
        const ai::GomokuDecision d = ai::choose_gomoku(board, level, 1, limits, nullptr, table);
        std::ostringstream result;
        result << core::format_cell(d.cell) << " value " << d.value << " depth " << d.depth;
        tally.add(std::string(ai::level_name(core::GameKind::Gomoku, level)) + " " + name, result.str(), d.nodes,
                  ms_since(start));
        master = d.cell;
        if (level == ai::Level::Max) master_kinds += d.kinds;
    }
    table.clear();
    auto start = Clock::now();
    const ai::GomokuAnalysis a = ai::analyse_gomoku(board, 4, 3, limits, nullptr, table);
    std::ostringstream found;
    found << "depth " << a.depth << " value " << a.value << (a.vcf ? " vcf" : "");
    for (const ai::GomokuCandidate& c : a.candidates) found << ' ' << core::format_cell(c.cell) << ' ' << c.value;
    found << " line";
    for (core::Cell c : a.line) found << ' ' << core::format_cell(c);
    tally.add("analysis " + name, found.str(), a.nodes, ms_since(start));
    table.clear();
    start = Clock::now();
    const ai::GomokuMoveReview r = ai::review_gomoku_move(board, master, 3, limits, nullptr, table);
    std::ostringstream graded;
    graded << "grade " << static_cast<int>(r.grade) << " best " << core::format_cell(r.best) << ' ' << r.best_value
           << " played " << r.played_value << " moves " << r.win_moves;
    tally.add("review " + name, graded.str(), 0, ms_since(start));
}

}  // namespace

bool bench_search(std::ostream& out, std::ostream& err, const std::vector<std::string>& positions,
                  const SearchBench& settings) {
    core::GameConfig config = core::default_config(core::GameKind::Gomoku, settings.theme, 15, 15, settings.seed);
    config.rule = settings.rule;
    Tally tally(out, "search");
    ai::GomokuTable table(16);
    ai::GomokuNodeKinds master_kinds;
    for (std::size_t n = 0; n < positions.size(); ++n) {
        const auto moves = core::parse_moves(config, positions[n]);
        if (!moves) {
            err << "lineup-cli bench search: not a move string: " << positions[n] << "\n";
            return false;
        }
        core::Board board(config);
        bool refused = false;
        for (const core::Move& move : *moves) refused = refused || board.play(move).has_value();
        const std::string name = "#" + std::to_string(n + 1);
        if (refused || board.status() != core::Status::Playing) {
            tally.add("skip " + name, refused ? "refused" : "over", 0, 0);
            continue;
        }
        search_position(tally, board, name, settings.nodes, table, master_kinds);
    }
    tally.finish();
    out << "Master's nodes: " << shares(master_kinds) << '\n';
    return true;
}

}  // namespace lineup::cli
