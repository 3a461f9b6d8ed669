#include "core/notation.hpp"

#include "core/strings.hpp"

namespace lineup::core {
namespace {

bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_letter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
int letter_index(char c) { return (c >= 'a' ? c - 'a' : c - 'A'); }

// A refusal of `token` at `pos` on `config`'s board.
Error refuse(Problem problem, std::string_view token, std::size_t pos, const GameConfig& config) {
    return Error{.problem = problem, .position = pos, .token = printable(token), .config = config};
}

// A refusal naming the numbers x (a column) and y.
Error refuse_at(Problem problem, int x, int y, std::size_t pos, const GameConfig& config) {
    return Error{.problem = problem, .position = pos, .number = x, .number2 = y, .config = config};
}

// A Connect 4 column "1".."12" starting at `pos` in the enclosing text.
Expected<Move> parse_column(const GameConfig& config, std::string_view token, std::size_t pos) {
    auto number = parse_uint(token, 3);
    if (!number) return refuse(Problem::NotAColumn, token, pos, config);
    if (*number < 1 || *number > config.cols) return refuse_at(Problem::ColumnOutside, *number, 0, pos, config);
    return Move::column(*number - 1);
}

// A Gomoku cell "h8": one letter then a row number.
Expected<Move> parse_cell(const GameConfig& config, std::string_view token, std::size_t pos) {
    if (token.size() < 2 || !is_letter(token[0])) return refuse(Problem::NotACell, token, pos, config);
    auto row = parse_uint(token.substr(1), 3);
    if (!row) return refuse(Problem::NotACell, token, pos, config);
    const int col = letter_index(token[0]);
    const Cell cell{col, *row - 1};
    if (col >= config.cols || *row < 1 || *row > config.rows) return refuse(Problem::CellOutside, token, pos, config);
    return Move::at(cell);
}

}  // namespace

std::string format_cell(Cell cell) {
    return std::string(1, static_cast<char>('a' + cell.col)) + std::to_string(cell.row + 1);
}

std::string format_move(const GameConfig& config, Move move) {
    if (config.game == GameKind::Connect4) return std::to_string(move.col + 1);
    return format_cell({move.col, move.row});
}

std::string format_moves(const GameConfig& config, std::span<const Move> moves) {
    const bool dotted = config.game == GameKind::Connect4 && config.cols > 9;
    std::string out;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        if (dotted && i > 0) out += '.';
        out += format_move(config, moves[i]);
    }
    return out;
}

Expected<Move> parse_move(const GameConfig& config, std::string_view text) {
    if (text.empty()) return refuse(Problem::EmptyMove, text, 0, config);
    if (config.game == GameKind::Connect4) return parse_column(config, text, 0);
    if (text.find(',') != std::string_view::npos) {
        auto cell = parse_xy(config, text);
        if (!cell) return cell.error();
        return Move::at(*cell);
    }
    return parse_cell(config, text, 0);
}

Expected<std::vector<Move>> parse_moves(const GameConfig& config, std::string_view text,
                                        std::vector<std::size_t>* offsets) {
    std::vector<Move> moves;
    if (offsets) offsets->clear();
    if (config.game == GameKind::Connect4) {
        const bool dotted = text.find('.') != std::string_view::npos || config.cols > 9;
        std::size_t pos = 0;
        while (pos < text.size()) {
            std::size_t end = dotted ? text.find('.', pos) : pos + 1;
            if (end == std::string_view::npos) end = text.size();
            auto move = parse_column(config, text.substr(pos, end - pos), pos);
            if (!move) return move.error();
            moves.push_back(*move);
            if (offsets) offsets->push_back(pos);
            pos = end + (dotted ? 1 : 0);
            if (dotted && end < text.size() && pos == text.size()) {
                return refuse(Problem::TrailingDot, ".", end, config);
            }
        }
        return moves;
    }
    std::size_t pos = 0;
    while (pos < text.size()) {
        std::size_t end = pos + 1;
        while (end < text.size() && is_digit(text[end])) ++end;
        auto move = parse_cell(config, text.substr(pos, end - pos), pos);
        if (!move) return move.error();
        moves.push_back(*move);
        if (offsets) offsets->push_back(pos);
        pos = end;
    }
    return moves;
}

std::string format_xy(Cell cell) {
    return "(" + std::to_string(cell.col + 1) + ", " + std::to_string(cell.row + 1) + ")";
}

Expected<Cell> parse_xy(const GameConfig& config, std::string_view text) {
    std::string_view inner = trim(text);
    if (inner.size() >= 2 && inner.front() == '(' && inner.back() == ')') {
        inner = inner.substr(1, inner.size() - 2);
    }
    const auto parts = split(inner, ',');
    auto x = parts.size() == 2 ? parse_uint(trim(parts[0]), 3) : std::nullopt;
    auto y = parts.size() == 2 ? parse_uint(trim(parts[1]), 3) : std::nullopt;
    if (!x || !y) return refuse(Problem::NotXY, text, 0, config);
    if (*x < 1 || *y < 1 || *x > config.cols || *y > config.rows)
        return refuse_at(Problem::XYOutside, *x, *y, 0, config);
    return Cell{*x - 1, *y - 1};
}

std::string format_gomocup(const GameConfig& config, Cell cell) {
    return std::to_string(cell.col) + "," + std::to_string(config.rows - 1 - cell.row);
}

Expected<Cell> parse_gomocup(const GameConfig& config, std::string_view text) {
    const std::size_t comma = text.find(',');
    if (comma == std::string_view::npos) return refuse(Problem::NoComma, text, 0, config);
    auto x = parse_uint(trim(text.substr(0, comma)), 3);
    if (!x) return refuse(Problem::NotANumber, text.substr(0, comma), 0, config);
    auto y = parse_uint(trim(text.substr(comma + 1)), 3);
    if (!y) return refuse(Problem::NotANumber, text.substr(comma + 1), comma + 1, config);
    if (*x >= config.cols || *y >= config.rows) return refuse_at(Problem::GomocupOutside, *x, *y, 0, config);
    return Cell{*x, config.rows - 1 - *y};
}

}  // namespace lineup::core
