#include "ai/engine.hpp"

#include "ai/c4_player.hpp"
#include "ai/gomoku_player.hpp"
#include "core/messages.hpp"
#include "core/notation.hpp"
#include "core/text.hpp"

extern const unsigned char kLineupConnect4Book[];
extern const std::size_t kLineupConnect4BookSize;

namespace lineup::ai {

using namespace lineup::core;

namespace {

// "Red wins in 3 moves.", "Red can hold a draw.", ... for the side to move.
std::string connect4_outcome(const Board& board, int score) {
    const GameConfig& c = board.config();
    const Side me = board.to_move();
    const std::string mine(colour_name(c.game, c.theme, me));
    const std::string theirs(colour_name(c.game, c.theme, opponent(me)));
    const int base = c.cols * c.rows / 2 + 1;
    if (score == 0) return mine + " can hold a draw.";
    if (score > 0) {
        const int moves = base - score - board.ply() / 2;  // its winning disc, counted from now
        return mine + " can win in " + std::to_string(moves) + (moves == 1 ? " move." : " moves.");
    }
    const int moves = base + score - (board.ply() + 1) / 2;
    return theirs + " can win in " + std::to_string(moves) + (moves == 1 ? " move" : " moves") + " whatever " +
           mine + " does.";
}

std::string gomoku_outcome(const Board& board, const GomokuDecision& d) {
    const GameConfig& c = board.config();
    const std::string mine(colour_name(c.game, c.theme, board.to_move()));
    const std::string theirs(colour_name(c.game, c.theme, opponent(board.to_move())));
    if (d.threat_win) return mine + " can force a win from here.";
    if (d.value > kGomokuWinBound) {
        const int moves = (kGomokuWin - d.value + 1) / 2 + 1;
        return mine + " can win in " + std::to_string(moves) + " moves.";
    }
    if (d.value < -kGomokuWinBound) return theirs + " has a winning attack: defend as long as you can.";
    if (d.value > 3000) return mine + " is well placed.";
    if (d.value < -3000) return theirs + " is well placed: watch its threats.";
    return "The game is balanced.";
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

Engine::Engine(std::size_t c4_megabytes, std::size_t gomoku_megabytes)
    : c4_(c4_megabytes), gomoku_table_(gomoku_megabytes) {
    c4_.set_book(&builtin_connect4_book());
}

Reply Engine::connect4(const Request& request, const Board& board, const std::atomic<bool>* stop) {
    Reply reply;
    reply.id = request.id;
    const Limits limits{0, 0, request.time_ms};
    const C4Decision d = choose_connect4(board, request.level, request.seed, limits, stop, c4_);
    reply.ok = true;
    reply.move = Move::column(d.column);
    if (d.value && !d.weak) reply.value = d.value;
    if (request.kind == RequestKind::Hint) {
        // Per-column scores when the exact solver can afford them in the time left.
        reply.columns = c4_.analyse(board, Limits{0, 0, request.time_ms > 0 ? request.time_ms : 2000}, stop);
        if (d.value && !d.weak) {
            reply.summary = "Hint: column " + std::to_string(d.column + 1) + ". " + connect4_outcome(board, *d.value);
        } else {
            reply.summary = "Hint: column " + std::to_string(d.column + 1) + ".";
        }
    }
    return reply;
}

Reply Engine::gomoku(const Request& request, const Board& board, const std::atomic<bool>* stop) {
    Reply reply;
    reply.id = request.id;
    const Limits limits{0, 0, request.time_ms};
    const GomokuDecision d = choose_gomoku(board, request.level, request.seed, limits, stop, gomoku_table_);
    reply.ok = true;
    reply.move = Move::at(d.cell);
    if (request.kind == RequestKind::Hint) {
        reply.summary = "Hint: " + format_cell(d.cell) + " " + format_xy(d.cell) + ". " + gomoku_outcome(board, d);
    }
    return reply;
}

Reply Engine::handle(const Request& request, const std::atomic<bool>* stop) {
    const Board board = replay(request.record);
    if (board.status() != Status::Playing) {
        Reply reply;
        reply.id = request.id;
        reply.summary = "the game is over";
        return reply;
    }
    return board.game() == GameKind::Connect4 ? connect4(request, board, stop) : gomoku(request, board, stop);
}

std::string Engine::handle_line(std::string_view line, const std::atomic<bool>* stop) {
    auto request = parse_request(line);
    if (!request) {
        // Echo the id when there is one, so the caller can match the failure.
        const auto parts = split(trim(line), ' ');
        const auto id = parts.size() > 1 ? parse_unsigned(parts[1], 9) : std::nullopt;
        return "FAIL " + std::to_string(id.value_or(0)) + " " + request.error().message;
    }
    return format_reply(handle(*request, stop));
}

}  // namespace lineup::ai
