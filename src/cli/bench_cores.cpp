#include "cli/bench_cores.hpp"

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdlib>
#include <iomanip>
#include <ostream>

#include "ai/gomoku/board/threat_board.hpp"
#include "ai/gomoku/player.hpp"
#include "cli/gomoku_openings.hpp"
#include "core/board.hpp"
#include "core/notation.hpp"

namespace lineup::cli {
namespace {

using Clock = std::chrono::steady_clock;

constexpr int kRounds = 5;          // passes of each core, in turn
constexpr int kOnePlyRepeats = 20;  // each cell's play+undo, per pass
constexpr int kP50FirstPly = 10;    // a generated P50 position's stones: at least,
constexpr int kP50Ply = 24;         // the first quiet one from here on,
constexpr int kP50LastPly = 40;     // the game played no further

struct Timing {
    double best_ms = 1e300;
    std::uint64_t pairs = 0;
    std::uint64_t checksum = 0;
};

// The empty cells within two of a stone, as the core indexes them.
template <class Core>
std::vector<int> near_cells(const Core& core) {
    std::vector<int> cells;
    core.candidates(cells);
    return cells;
}

// One pass over every position: each near cell played and taken back, then
// each ordered pair of near cells.
template <class Core>
void pass(std::vector<Core>& cores, Timing& t) {
    std::uint64_t pairs = 0, checksum = 0;
    const auto start = Clock::now();
    for (Core& core : cores) {
        const std::vector<int> cells = near_cells(core);
        for (int repeat = 0; repeat < kOnePlyRepeats; ++repeat) {
            for (int a : cells) {
                core.play(a);
                checksum += core.hash();
                core.undo();
            }
        }
        pairs += static_cast<std::uint64_t>(kOnePlyRepeats) * cells.size();
        for (int a : cells) {
            core.play(a);
            for (int b : cells) {
                if (b == a) continue;
                core.play(b);
                checksum ^= core.hash();
                core.undo();
            }
            core.undo();
        }
        pairs += cells.size() * cells.size();
    }
    const double ms = std::chrono::duration<double, std::milli>(Clock::now() - start).count();
    t.best_ms = std::min(t.best_ms, ms);
    t.pairs = pairs;
    t.checksum = checksum;
}

double per_second(const Timing& t) { return t.best_ms > 0 ? static_cast<double>(t.pairs) * 1000.0 / t.best_ms : 0; }

}  // namespace

bool bench_cores(std::ostream& out, std::ostream& err, const std::vector<std::string>& positions, core::Rule rule) {
    core::GameConfig config = core::default_config(core::GameKind::Gomoku, core::Theme::Basic, 15, 15, 0);
    config.rule = rule;
    std::vector<ai::ThreatBoard> boards;
    for (const std::string& text : positions) {
        core::Board board(config);
        const auto moves = core::parse_moves(config, text);
        bool ok = moves.has_value();
        for (std::size_t i = 0; ok && i < moves->size(); ++i) ok = !board.play((*moves)[i]).has_value();
        if (!ok) {
            err << "lineup-cli bench cores: not a position of this rule: " << text << "\n";
            return false;
        }
        boards.emplace_back(board);
    }
    Timing timing;
    for (int round = 0; round < kRounds; ++round) pass(boards, timing);
    out << "Positions: " << positions.size() << " (15x15 " << core::to_string(rule)
        << "), play+undo pairs a pass: " << timing.pairs << '\n';
    out << std::fixed << std::setprecision(2);
    out << "ThreatBoard play+undo/second: " << per_second(timing) / 1e6 << " M\n";
    out << "Checksum: " << timing.checksum << std::endl;
    return true;
}

namespace {

// Neither side has a four on the board and Master's search found no forced
// win or loss.
bool quiet(const core::Board& board, const ai::GomokuDecision& d) {
    const ai::ThreatBoard threats(board);
    return !d.threat_win && std::abs(d.value) < ai::kGomokuWin / 2 &&
           !threats.has_threat(core::Side::First, ai::Threat::Five) &&
           !threats.has_threat(core::Side::Second, ai::Threat::Five);
}

}  // namespace

void print_p50(std::ostream& out, std::span<const char* const> middlegames) {
    const core::GameConfig config = core::default_config(core::GameKind::Gomoku, core::Theme::Basic, 15, 15, 0);
    for (const char* text : middlegames) out << text << '\n';
    int made = 0;
    ai::GomokuTable table(16);
    for (std::string_view opening : builtin_gomoku_openings(15)) {
        if (made == 50 - static_cast<int>(middlegames.size())) break;
        const bool used = std::any_of(middlegames.begin(), middlegames.end(),
                                      [&](const char* m) { return std::string_view(m).starts_with(opening); });
        if (used) continue;
        core::Board board(config);
        const auto moves = core::parse_moves(config, opening);
        for (const core::Move& move : *moves) board.play(move);
        // The first quiet position from kP50Ply stones on; failing that (the
        // game ends or reaches kP50LastPly first), the last quiet one from
        // kP50FirstPly on; failing that, where the game stopped.
        std::vector<core::Move> chosen;
        while (board.ply() < kP50LastPly) {
            table.clear();
            const auto d = ai::choose_gomoku(board, ai::Level::Max, 1, ai::Limits{0, 20000, 0}, nullptr, table);
            if (board.ply() >= kP50FirstPly && quiet(board, d)) {
                chosen = board.moves();
                if (board.ply() >= kP50Ply) break;
            }
            board.play(core::Move::at(d.cell));
            if (board.status() != core::Status::Playing) {
                board.undo();
                break;
            }
        }
        if (chosen.empty()) chosen = board.moves();
        out << core::format_moves(config, chosen) << '\n';
        ++made;
    }
    out.flush();
}

}  // namespace lineup::cli
