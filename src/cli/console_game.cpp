#include "cli/console_game.hpp"

#include <istream>
#include <ostream>

#include "core/board.hpp"
#include "core/match.hpp"
#include "core/notation.hpp"
#include "core/seats.hpp"
#include "core/strings.hpp"
#include "text/messages.hpp"

namespace lineup::cli {

using namespace lineup::core;
using namespace lineup::text;

namespace {

char stone_char(const Board& board, Cell cell) {
    const GameConfig& c = board.config();
    switch (board.at(cell)) {
        case Stone::First: return colour_name(c.game, c.theme, Side::First)[0];
        case Stone::Second: return colour_name(c.game, c.theme, Side::Second)[0];
        case Stone::Rock: return '#';
        case Stone::Empty: break;
    }
    const int bubbles = board.bubbles_at(cell);
    return bubbles == 0 ? '.' : bubbles == 1 ? 'o' : 'O';
}

void draw_connect4(std::ostream& out, const Board& board) {
    out << ' ';
    for (int col = 0; col < board.cols(); ++col) out << ' ' << (col + 1) % 10;
    out << '\n';
    for (int row = board.rows() - 1; row >= 0; --row) {
        out << " |";
        for (int col = 0; col < board.cols(); ++col) {
            out << stone_char(board, {col, row}) << (col + 1 < board.cols() ? " " : "");
        }
        out << "|\n";
    }
    out << " +" << std::string(static_cast<std::size_t>(board.cols() * 2 - 1), '-') << "+\n";
}

void draw_gomoku(std::ostream& out, const Board& board) {
    out << "   ";
    for (int col = 0; col < board.cols(); ++col) out << ' ' << static_cast<char>('a' + col);
    out << '\n';
    for (int row = board.rows() - 1; row >= 0; --row) {
        const std::string number = std::to_string(row + 1);
        out << std::string(3 - number.size(), ' ') << number;
        for (int col = 0; col < board.cols(); ++col) out << ' ' << stone_char(board, {col, row});
        out << '\n';
    }
}

void draw(std::ostream& out, const Board& board) {
    if (board.game() == GameKind::Connect4) {
        draw_connect4(out, board);
    } else {
        draw_gomoku(out, board);
    }
    if (board.config().theme == Theme::Bubble) {
        out << "Bubbles held: " << board.bubbles_held(Side::First) << " - " << board.bubbles_held(Side::Second) << " ("
            << board.config().counts.bubble_win << " to win)\n";
    }
}

std::string prompt(const Board& board, Seats seats) {
    const GameConfig& c = board.config();
    const Side side = board.to_move();
    std::string text = player_name(seats, side) + " (" + std::string(colour_name(c.game, c.theme, side)) + "), ";
    if (c.game == GameKind::Connect4) {
        return text + "choose a column (1-" + std::to_string(c.cols) + "): ";
    }
    return text + "choose a cell (like h8 or 8,8): ";
}

void welcome(std::ostream& out, const GameConfig& c) {
    out << (c.game == GameKind::Connect4 ? "Connect 4" : "Gomoku") << ", " << c.cols << "x" << c.rows;
    if (c.game == GameKind::Gomoku) out << ", " << to_string(c.rule);
    out << ", " << to_string(c.theme) << " theme";
    if (c.theme != Theme::Basic) out << " (seed " << c.seed << ")";
    out << ". " << colour_name(c.game, c.theme, Side::First) << " moves first. Enter -1 to leave the current game.\n";
}

enum class GameEnd { Finished, Left, InputEnded };

// Reads one answer; echoes it when the options ask for it. False at end of input.
bool read_answer(std::istream& in, std::ostream& out, bool echo, std::string& line) {
    if (!std::getline(in, line)) {
        out << '\n';
        return false;
    }
    if (echo) out << line << '\n';
    return true;
}

GameEnd play_one_game(std::istream& in, std::ostream& out, const ConsoleOptions& options) {
    const GameConfig& config = options.config;
    HumanPlayer players[2];
    const Seats seats{Mode::PvP, Side::First};
    Match match(Board(config), seats, players[0], players[1]);
    welcome(out, config);
    out << msg_started(seats, config) << '\n';
    draw(out, match.board());
    std::string line;
    while (!match.over()) {
        match.update();  // starts the turn of the side to move
        out << prompt(match.board(), seats) << std::flush;
        if (!read_answer(in, out, options.echo_input, line)) return GameEnd::InputEnded;
        const std::string_view answer = trim(line);
        if (answer == "-1") {
            out << "You left the game.\n";
            return GameEnd::Left;
        }
        if (answer.empty()) {
            out << (config.game == GameKind::Connect4
                        ? "Please enter a column (1-" + std::to_string(config.cols) + ").\n"
                        : std::string("Please enter a cell like h8 or 8,8.\n"));
            continue;
        }
        auto move = parse_move(config, answer);
        if (!move) {
            out << describe(move.error()) << ". Try again.\n";
            continue;
        }
        players[index_of(match.board().to_move())].submit(*move);
        auto event = match.update();
        if (!event) continue;
        if (event->kind == MatchEvent::Kind::Refused) {
            out << msg_event(seats, match.board(), *event) << " Try again.\n";
            continue;
        }
        draw(out, match.board());
        out << msg_event(seats, match.board(), *event) << '\n';
    }
    return GameEnd::Finished;
}

}  // namespace

int run_console_game(std::istream& in, std::ostream& out, const ConsoleOptions& options) {
    std::string line;
    for (;;) {
        if (play_one_game(in, out, options) == GameEnd::InputEnded) return 0;
        for (;;) {
            out << "Play again? (1 = yes, 0 = no) " << std::flush;
            if (!read_answer(in, out, options.echo_input, line)) return 0;
            const std::string_view answer = trim(line);
            if (answer == "0") {
                out << "Goodbye.\n";
                return 0;
            }
            if (answer == "1") break;
            out << "Please enter 1 or 0.\n";
        }
    }
}

}  // namespace lineup::cli
