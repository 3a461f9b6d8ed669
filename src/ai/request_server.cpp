#include "ai/request_server.hpp"

#include <algorithm>
#include <climits>

#include "ai/connect4/player.hpp"
#include "ai/connect4/review.hpp"
#include "ai/gomoku/analysis.hpp"
#include "ai/gomoku/board/cell_classes.hpp"
#include "ai/gomoku/board/line_kinds.hpp"
#include "ai/gomoku/player.hpp"
#include "ai/gomoku/review.hpp"
#include "ai/gomoku/swap2.hpp"
#include "core/notation.hpp"
#include "core/strings.hpp"

extern const unsigned char kLineupConnect4Book[];
extern const std::size_t kLineupConnect4BookSize;
extern const unsigned char kLineupConnect4Moves[];
extern const std::size_t kLineupConnect4MovesSize;

namespace lineup::ai {

using namespace lineup::core;

namespace {

// The nodes of the exact search that finds what a Connect 4 position is
// worth when Perfect's move came from its book (tens of milliseconds).
constexpr std::uint64_t kMoveOutlookNodes = 300'000;

// What a Connect 4 score says for the side to move (text/messages.hpp words it).
std::pair<Outlook, int> connect4_outlook(const Board& board, std::optional<int> score) {
    if (!score) return {Outlook::Unknown, 0};
    const GameConfig& c = board.config();
    const int base = c.cols * c.rows / 2 + 1;
    if (*score == 0) return {Outlook::Draw, 0};
    if (*score > 0) return {Outlook::WinIn, base - *score - board.ply() / 2};  // its winning disc, from now
    return {Outlook::LossIn, base + *score - (board.ply() + 1) / 2};
}

std::pair<Outlook, int> gomoku_outlook(const GomokuDecision& d) {
    // A win by fours has its length; a win by threes and fours does not.
    if (d.value > kGomokuWinBound) return {Outlook::WinIn, (kGomokuWin - d.value + 1) / 2 + 1};
    if (d.threat_win) return {Outlook::ForcedWin, 0};
    if (d.value < -kGomokuWinBound) return {Outlook::Attacked, 0};
    if (d.value > 3000) return {Outlook::Ahead, 0};
    if (d.value < -3000) return {Outlook::Behind, 0};
    return {Outlook::Balanced, 0};
}

// The request's budget: its time, or its nodes (then no clock at all).
Limits budget(const Request& request) { return Limits{0, request.nodes, request.time_ms}; }

// `budget`, or `fallback_ms` when it sets none.
Limits budget_or(const Request& request, int fallback_ms) {
    Limits limits = budget(request);
    if (limits.time_ms == 0 && limits.nodes == 0) limits.time_ms = fallback_ms;
    return limits;
}

// The best of a Connect 4 position's column scores, and whether every
// playable column has its score.
struct BestScore {
    std::optional<int> value;
    bool all = true;
};
BestScore best_score(const Board& board, const std::vector<std::optional<int>>& scores) {
    BestScore best;
    for (int col = 0; col < board.cols(); ++col) {
        const auto& s = scores[static_cast<std::size_t>(col)];
        if (board.height(col) < board.rows() && !s) best.all = false;
        if (s && (!best.value || *s > *best.value)) best.value = s;
    }
    return best;
}

void set_outlook(Reply& reply, std::pair<Outlook, int> found) {
    reply.outlook = found.first;
    if (found.first == Outlook::WinIn || found.first == Outlook::LossIn) reply.distance = found.second;
}

}  // namespace

const Connect4Book& builtin_connect4_book() {
    static const Connect4Book book = [] {
        if (kLineupConnect4BookSize == 0) return Connect4Book();
        auto parsed = Connect4Book::parse({kLineupConnect4Book, kLineupConnect4BookSize});
        return parsed ? std::move(*parsed) : Connect4Book();  // a broken book is no book
    }();
    return book;
}

const Connect4MoveBook& builtin_connect4_move_book() {
    static const Connect4MoveBook book = [] {
        if (kLineupConnect4MovesSize == 0) return Connect4MoveBook();
        auto parsed = Connect4MoveBook::parse({kLineupConnect4Moves, kLineupConnect4MovesSize});
        return parsed ? std::move(*parsed) : Connect4MoveBook();  // a broken book is no book
    }();
    return book;
}

RequestServer::RequestServer(std::size_t c4_megabytes, std::size_t gomoku_megabytes, MemoryHint hint)
    : c4_(c4_megabytes, hint), gomoku_table_(gomoku_megabytes) {
    c4_.set_book(&builtin_connect4_book());
    c4_.set_move_book(&builtin_connect4_move_book());
}

std::optional<BookError> RequestServer::load_connect4_analysis_book(std::span<const std::uint8_t> bytes) {
    auto parsed = Connect4AnalysisBook::parse(bytes);
    if (!parsed) return parsed.error();
    c4_analysis_book_ = std::make_unique<Connect4AnalysisBook>(std::move(*parsed));
    c4_.set_analysis_book(c4_analysis_book_.get());
    return std::nullopt;
}

Reply RequestServer::connect4(const Request& request, const Board& board, const std::atomic<bool>* stop) {
    Reply reply;
    reply.id = request.id;
    const Limits limits = budget(request);
    C4Decision d = choose_connect4(board, request.level, request.seed, limits, stop, c4_);
    reply.ok = true;
    reply.move = Move::column(d.column);
    if (request.kind == RequestKind::Hint) {
        // Per-column scores when the exact solver can afford them in the time left.
        reply.columns = c4_.analyse(board, budget_or(request, kAnalysisTimeMs), stop);
        // A book move comes without its score: the analysis has it.
        if (!d.value && reply.columns[static_cast<std::size_t>(d.column)]) {
            d.value = reply.columns[static_cast<std::size_t>(d.column)];
            d.weak = false;
        }
    }
    if (d.value && !d.weak) reply.value = d.value;
    // A MOVE tells what its search proved too (the game words a forced win).
    // Perfect's book moves come without a score: a short exact search gives
    // the position's, where it is quick (a lost position usually is).
    std::optional<int> proved = d.weak ? std::nullopt : d.value;
    if (!proved && request.kind == RequestKind::Move && request.level == Level::Max) {
        if (auto exact = c4_.best_columns(board, false, Limits{0, kMoveOutlookNodes, 0}, stop)) proved = exact->value;
    }
    set_outlook(reply, connect4_outlook(board, proved));
    return reply;
}

Reply RequestServer::gomoku(const Request& request, const Board& board, const std::atomic<bool>* stop) {
    Reply reply;
    reply.id = request.id;
    const Limits limits = budget(request);
    const GomokuDecision d = choose_gomoku(board, request.level, request.seed, limits, stop, gomoku_table_);
    reply.ok = true;
    reply.move = Move::at(d.cell);
    set_outlook(reply, gomoku_outlook(d));
    return reply;
}

Reply RequestServer::opening(const Request& request, const Board& game, const Board& position,
                             const std::atomic<bool>* stop) {
    Reply reply;
    reply.id = request.id;
    reply.ok = true;
    const Limits limits = budget(request);
    const OpeningStep step = game.opening_step();
    if (step.kind == OpeningStep::Kind::Choose) {
        // swap2_choose speaks for the second player, to move: `swap` when the
        // first player's side is the better one. Take the better side.
        const Swap2Choice c = swap2_choose(position, request.level, request.seed, limits, gomoku_table_);
        const Side wanted = c.swap ? Side::First : Side::Second;
        const Side mine = seat_of(Side::First, game.choices()) == step.seat ? Side::First : Side::Second;
        reply.choice = wanted == mine ? OpeningChoice::Stay : OpeningChoice::Swap;
        return reply;
    }
    if (game.ply() >= 3) return gomoku(request, position, stop);  // two more stones: as moves
    const std::vector<Cell> stones = swap2_opening(position, request.level, request.seed, limits, gomoku_table_);
    reply.move = Move::at(stones[static_cast<std::size_t>(game.ply())]);
    return reply;
}

namespace {

// An ANALYSE reply from what ai/gomoku/analysis.hpp found (ok when it
// completed a depth).
Reply analysed(std::uint32_t id, const GomokuAnalysis& a) {
    Reply reply;
    reply.id = id;
    if (a.depth == 0 || a.candidates.empty()) {
        reply.reason = kNoResult;
        return reply;
    }
    reply.ok = true;
    reply.move = Move::at(a.candidates.front().cell);
    reply.value = a.value;
    reply.depth = a.depth;
    for (const Cell& c : a.line) reply.line.push_back(Move::at(c));
    for (const GomokuCandidate& c : a.candidates) reply.candidates.push_back({Move::at(c.cell), c.value});
    if (a.value > kGomokuWinBound) {
        set_outlook(reply, {Outlook::WinIn, gomoku_win_moves(a.value)});
    } else if (a.value < -kGomokuWinBound) {
        set_outlook(reply, {Outlook::LossIn, gomoku_win_moves(-a.value)});
    } else {
        GomokuDecision d;
        d.value = a.value;
        set_outlook(reply, gomoku_outlook(d));
    }
    return reply;
}

}  // namespace

Reply RequestServer::analyse(const Request& request, const Board& board, const std::atomic<bool>* stop,
                             const Parts& parts) {
    // Deeper and deeper, each depth with the request's budget and the table
    // the one before filled; every depth completed but the last is a PART.
    Reply last;
    last.id = request.id;
    last.reason = kNoResult;
    std::uint64_t nodes = 0;  // the request's, over its depths
    for (int depth = std::min(kFirstAnalyseDepth, request.depth); depth <= request.depth; ++depth) {
        const GomokuAnalysis a =
            analyse_gomoku(board, depth, kAnalysedCandidates, budget(request), stop, gomoku_table_);
        nodes += a.nodes;
        Reply reply = analysed(request.id, a);
        reply.nodes = std::max<std::uint64_t>(nodes, 1);
        if (stop && stop->load()) return last;  // abandoned: nobody reads it
        if (!reply.ok) break;                   // this depth did not finish within the budget
        const bool decided = reply.outlook == Outlook::WinIn || reply.outlook == Outlook::LossIn;
        if (decided || depth >= request.depth) return reply;
        last = reply;
        last.partial = true;
        if (parts) parts(last);
        last.partial = false;
    }
    return last;
}

Reply RequestServer::grade(const Request& request, const std::atomic<bool>* stop) {
    // protocol.cpp checked: a record with a move, each legal in turn.
    GameRecord parent = request.record;
    const Move move = parent.moves.back();
    parent.moves.pop_back();
    const Board board = replay(parent);
    const Limits limits = budget(request);
    Reply reply;
    reply.id = request.id;
    reply.ok = true;
    reply.grade = MoveGrade::Unknown;
    if (board.game() == GameKind::Connect4) {
        const auto scores = c4_.analyse(board, limits, stop);
        const auto [best, all] = best_score(board, scores);
        const auto& played = scores[static_cast<std::size_t>(move.col)];
        if (!all || !played || !best) return reply;
        reply.value = played;
        reply.best_value = best;
        for (int col = 0; col < board.cols(); ++col) {
            if (scores[static_cast<std::size_t>(col)] == best) reply.best_moves.push_back(Move::column(col));
        }
        switch (grade_connect4(*played, *best)) {
            case C4Grade::Best: reply.grade = MoveGrade::Best; break;
            case C4Grade::KeepsResult: reply.grade = MoveGrade::KeepsResult; break;
            case C4Grade::ThrowsWin: reply.grade = MoveGrade::ThrowsWin; break;
            case C4Grade::DrawToLoss: reply.grade = MoveGrade::DrawToLoss; break;
            case C4Grade::Unknown: break;
        }
        return reply;
    }
    const GomokuMoveReview r =
        review_gomoku_move(board, {move.col, move.row}, request.depth, limits, stop, gomoku_table_);
    static constexpr MoveGrade kGrades[] = {MoveGrade::Best,    MoveGrade::Good,      MoveGrade::Inaccuracy,
                                            MoveGrade::Mistake, MoveGrade::MissedWin, MoveGrade::AllowedWin,
                                            MoveGrade::Unknown};
    reply.grade = kGrades[static_cast<std::size_t>(r.grade)];
    if (r.grade == GomokuGrade::Unknown) return reply;
    reply.value = r.played_value;
    reply.best_value = r.best_value;
    reply.best_moves.push_back(Move::at(r.best));
    if (r.grade == GomokuGrade::MissedWin || r.grade == GomokuGrade::AllowedWin) reply.win_moves = r.win_moves;
    return reply;
}

void RequestServer::warm_up() {
    LineKindTable::get(Rule::Freestyle);
    CellTable::get();
}

Reply RequestServer::score(const Request& request, const std::atomic<bool>* stop) {
    // protocol.cpp checked: a Connect 4 record with a move, each legal in turn.
    GameRecord parent = request.record;
    const Move move = parent.moves.back();
    parent.moves.pop_back();
    Reply reply;
    reply.id = request.id;
    reply.ok = true;
    reply.move = move;
    const Board board = replay(parent);
    reply.value = c4_.score_move(board, move.col, budget(request), stop);
    if (reply.value) {
        reply.from_book = c4_.scored_from_book();
        reply.nodes = reply.from_book ? 0 : std::max<std::uint64_t>(c4_.nodes(), 1);
    }
    if (reply.value || (stop && stop->load())) return reply;
    // Out of budget: the heuristic search's view, one search for every column
    // of the position, so the columns' estimates share a depth and compare;
    // under a node budget, that many nodes of it.
    if (!estimate_ || estimate_->first != parent) {
        const Limits limits = request.nodes > 0 ? Limits{0, request.nodes, 0} : Limits{0, 0, kEstimateTimeMs};
        estimate_.emplace(parent, estimate_connect4(board, limits, stop));
        if (stop && stop->load()) {
            estimate_.reset();
            return reply;
        }
    }
    const int value = estimate_->second.column_values[static_cast<std::size_t>(move.col)];
    if (value == INT_MIN) return reply;
    reply.value = exact_score(value);
    if (!reply.value) {
        reply.value = value;
        reply.estimate = true;
    }
    return reply;
}

Reply RequestServer::scores(const Request& request, const Board& board, const std::atomic<bool>* stop,
                            const Parts& parts) {
    Reply reply;
    reply.id = request.id;
    reply.columns.assign(static_cast<std::size_t>(board.cols()), std::nullopt);
    // 7x6 (the books' size) waits for exact scores; other sizes see
    // estimates first where the solver needs long.
    const bool two_passes = (board.cols() != 7 || board.rows() != 6) && request.time_ms > kQuickColumnMs;
    // A stop ends the request with the columns known so far.
    const auto stopped = [stop] { return stop && stop->load(); };
    for (int pass = two_passes ? 0 : 1; pass < 2 && !stopped(); ++pass) {
        for (int col = 0; col < board.cols(); ++col) {
            if (board.height(col) >= board.rows() || reply.columns[static_cast<std::size_t>(col)]) continue;
            Request one = request;
            one.kind = RequestKind::Score;
            one.record.moves.push_back(Move::column(col));
            if (pass == 0) one.time_ms = kQuickColumnMs;
            Reply part = score(one, stop);
            if (stopped()) break;
            part.partial = true;
            if (parts) parts(part);
            if (part.value && !part.estimate) reply.columns[static_cast<std::size_t>(col)] = part.value;
        }
    }
    // The reply: the first column of the best score known (else the first
    // playable), and what the scores say of the game when every column is known.
    const auto [best, all] = best_score(board, reply.columns);
    for (int col = 0; col < board.cols(); ++col) {
        if (board.height(col) < board.rows() && (!best || reply.columns[static_cast<std::size_t>(col)] == best)) {
            reply.move = Move::column(col);
            break;
        }
    }
    reply.ok = true;
    reply.value = best;
    if (all) set_outlook(reply, connect4_outlook(board, best));
    return reply;
}

Reply RequestServer::handle(const Request& request, const std::atomic<bool>* stop, const Parts& parts) {
    if (request.kind == RequestKind::Score) return score(request, stop);
    if (request.kind == RequestKind::Grade) return grade(request, stop);
    const Board game = replay(request.record);
    if (game.status() != Status::Playing) {
        Reply reply;
        reply.id = request.id;
        reply.reason = kGameOver;
        return reply;
    }
    if (game.config().opening != Opening::Standard) {
        // The engines search positions; the opening's choices only say who sits where.
        const Board position = replay(position_of(request.record));
        if (request.kind == RequestKind::Move && game.opening_step().kind != OpeningStep::Kind::Play) {
            return opening(request, game, position, stop);
        }
        return request.kind == RequestKind::Analyse ? analyse(request, position, stop, parts)
                                                    : gomoku(request, position, stop);
    }
    const Board& board = game;
    if (request.kind == RequestKind::Scores) return scores(request, board, stop, parts);
    if (request.kind == RequestKind::Analyse) return analyse(request, board, stop, parts);
    return board.game() == GameKind::Connect4 ? connect4(request, board, stop) : gomoku(request, board, stop);
}

std::string RequestServer::handle_line(std::string_view line, const std::atomic<bool>* stop, const PartLines& parts) {
    auto request = parse_request(line);
    if (!request) {
        // Echo the id when there is one, so the caller can match the failure.
        const auto fields = split(trim(line), ' ');
        const auto id = fields.size() > 1 ? parse_unsigned(fields[1], 9) : std::nullopt;
        return "FAIL " + std::to_string(id.value_or(0)) + " " + std::string(to_string(request.error()));
    }
    if (!parts) return format_reply(handle(*request, stop));
    return format_reply(handle(*request, stop, [&parts](const Reply& part) { parts(format_reply(part)); }));
}

}  // namespace lineup::ai
