#include "core/interchange.hpp"

#include <cctype>
#include <vector>

#include "core/board.hpp"
#include "core/notation.hpp"
#include "core/strings.hpp"

namespace lineup::core {
namespace {

// A quotable start of a text (at most 24 characters).
std::string quote(std::string_view text) {
    std::string_view first = text.substr(0, text.find_first_of("\r\n"));
    return printable(first.size() > 24 ? std::string(first.substr(0, 24)) + "..." : std::string(first));
}

bool starts_with_word(std::string_view text, std::string_view word) {
    if (text.size() < word.size()) return false;
    for (std::size_t i = 0; i < word.size(); ++i) {
        if (std::tolower(static_cast<unsigned char>(text[i])) != word[i]) return false;
    }
    return true;
}

/// The moves read, each with where it was written (offset of its token, its
/// line when the text has lines that matter).
struct Written {
    Move move;
    std::size_t offset = 0;
    int line = 0;
};

// Plays `moves` on a fresh board of `config`; the first illegal one is the error.
Expected<GameRecord, Error> play_all(const GameConfig& config, const std::vector<Written>& moves) {
    Board board(config);
    GameRecord record{config, {}};
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const Written& w = moves[i];
        if (auto error = board.play(w.move)) {
            return Error{.problem = Problem::IllegalMove,
                         .position = w.offset,
                         .line = w.line,
                         .token = format_move(config, w.move),
                         .number = static_cast<int>(i + 1),
                         .config = config,
                         .refused = *error,
                         .move = w.move};
        }
        record.moves.push_back(w.move);
    }
    return record;
}

Expected<GameRecord, Error> import_digits(std::string_view text, std::size_t base, const GameConfig& config) {
    std::vector<std::size_t> offsets;
    auto moves = parse_moves(config, text, &offsets);
    if (!moves) {
        Error e = moves.error();
        e.position += base;
        return e;
    }
    std::vector<Written> written;
    for (std::size_t i = 0; i < moves->size(); ++i) written.push_back({(*moves)[i], base + offsets[i], 0});
    return play_all(config, written);
}

bool is_separator(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == ',' || c == ';'; }

Expected<GameRecord, Error> import_moves(std::string_view text, std::size_t base, const GameConfig& config) {
    std::vector<Written> written;
    const bool lines = text.find('\n') != std::string_view::npos;  // then errors name the line
    int line_number = 1;
    std::size_t i = 0;
    while (i < text.size()) {
        if (is_separator(text[i])) {
            line_number += text[i] == '\n';
            ++i;
            continue;
        }
        // A cell: letters, then digits ("h8", "j10").
        std::size_t end = i;
        while (end < text.size() && std::isalpha(static_cast<unsigned char>(text[end]))) ++end;
        while (end < text.size() && std::isdigit(static_cast<unsigned char>(text[end]))) ++end;
        if (end == i) end = i + 1;  // neither: one character, refused by parse_move below
        auto move = parse_move(config, text.substr(i, end - i));
        const int line = lines ? line_number : 0;
        if (!move) {
            Error e = move.error();
            e.position = base + i;
            e.line = line;
            return e;
        }
        written.push_back({*move, base + i, line});
        i = end;
    }
    return play_all(config, written);
}

// "x,y,time": three integers (the time may be negative); x and y returned.
std::optional<std::pair<int, int>> psq_move(std::string_view line) {
    const auto parts = split(trim(line), ',');
    if (parts.size() != 3) return std::nullopt;
    const auto x = parse_uint(trim(parts[0]), 4);
    const auto y = parse_uint(trim(parts[1]), 4);
    std::string_view time = trim(parts[2]);
    if (time.starts_with('-')) time.remove_prefix(1);
    if (!x || !y || !parse_unsigned(time, 12)) return std::nullopt;
    return std::pair{*x, *y};
}

// "Piskvorky 15x15, 11:11, 0": the board's columns and rows.
std::optional<std::pair<int, int>> psq_size(std::string_view header) {
    if (!starts_with_word(header, "piskvorky")) return std::nullopt;
    std::string_view rest = trim(header.substr(9));
    const std::string_view size = trim(rest.substr(0, rest.find(',')));
    const std::size_t x = size.find('x');
    if (x == std::string_view::npos) return std::nullopt;
    const auto cols = parse_uint(size.substr(0, x), 3);
    const auto rows = parse_uint(size.substr(x + 1), 3);
    if (!cols || !rows) return std::nullopt;
    return std::pair{*cols, *rows};
}

Expected<GameRecord, Error> import_psq(std::string_view text, std::size_t base, const GameConfig& gomoku) {
    std::vector<std::string_view> lines = split(text, '\n');
    for (auto& line : lines) {
        if (line.ends_with('\r')) line.remove_suffix(1);
    }
    const auto size = psq_size(lines[0]);
    if (!size) return Error{.problem = Problem::BadPsqHeader, .position = base, .line = 1, .token = quote(lines[0])};
    GameConfig config = default_config(GameKind::Gomoku, Theme::Basic, size->first, size->second);
    config.rule = gomoku.rule;
    if (auto problem = validate(config))
        return Error{.problem = *problem, .position = base, .line = 1, .config = config};
    std::vector<Written> written;
    std::size_t offset = base + lines[0].size() + 1;
    std::size_t n = 1;
    for (; n < lines.size(); offset += lines[n].size() + 1, ++n) {
        const auto xy = psq_move(lines[n]);
        if (!xy) break;
        const int line = static_cast<int>(n + 1);
        const auto [x, y] = *xy;
        if (x < 1 || y < 1 || x > config.cols || y > config.rows) {
            return Error{.problem = Problem::PsqOutside,
                         .position = offset,
                         .line = line,
                         .number = x,
                         .number2 = y,
                         .config = config};
        }
        written.push_back({Move::at({x - 1, config.rows - y}), offset, line});
    }
    // What follows the moves is Piskvork's (engine names, a result); a move
    // further on means the line that stopped the moves is a broken one.
    for (std::size_t later = n + 1; later < lines.size(); ++later) {
        if (psq_move(lines[later])) {
            return Error{.problem = Problem::BadPsqMove,
                         .position = offset,
                         .line = static_cast<int>(n + 1),
                         .token = quote(lines[n])};
        }
    }
    return play_all(config, written);
}

bool all_digits_or_dots(std::string_view text) {
    for (char c : text) {
        if (!std::isdigit(static_cast<unsigned char>(c)) && c != '.') return false;
    }
    return true;
}

}  // namespace

std::string_view to_string(RecordFormat format) {
    switch (format) {
        case RecordFormat::Link: return "link";
        case RecordFormat::Digits: return "digits";
        case RecordFormat::Moves: return "moves";
        case RecordFormat::Psq: return "psq";
    }
    return "link";
}

std::optional<RecordFormat> parse_record_format(std::string_view name) {
    for (RecordFormat f : {RecordFormat::Link, RecordFormat::Digits, RecordFormat::Moves, RecordFormat::Psq}) {
        if (to_string(f) == name) return f;
    }
    return std::nullopt;
}

Expected<GameRecord, Error> import_record(std::string_view text, const ImportBoards& boards, RecordFormat* format) {
    const std::string_view body = trim(text);
    const std::size_t base = body.empty() ? 0 : static_cast<std::size_t>(body.data() - text.data());
    const auto read_as = [&](RecordFormat f) {
        if (format) *format = f;
    };
    if (body.empty()) return Error{.problem = Problem::EmptyRecord};
    // A link, alone or as the fragment of a whole address; an address's ?pos=
    // is a Connect 4 position.
    const std::size_t hash = body.find("#v=");
    if (hash != std::string_view::npos || body.starts_with("v=")) {
        const std::size_t start = hash == std::string_view::npos ? 0 : hash + 1;
        read_as(RecordFormat::Link);
        auto record = parse_record(body.substr(start));
        if (!record) {
            Error e = record.error();
            e.position += base + start;
            return e;
        }
        return record;
    }
    if (const std::size_t pos = body.find("pos=");
        pos != std::string_view::npos && (pos == 0 || body[pos - 1] == '?' || body[pos - 1] == '&')) {
        const std::string_view digits = body.substr(pos + 4, body.substr(pos + 4).find_first_of("&#"));
        read_as(RecordFormat::Digits);
        return import_digits(digits, base + pos + 4, boards.connect4);
    }
    if (starts_with_word(body, "piskvorky")) {
        read_as(RecordFormat::Psq);
        return import_psq(body, base, boards.gomoku);
    }
    if (all_digits_or_dots(body)) {
        read_as(RecordFormat::Digits);
        return import_digits(body, base, boards.connect4);
    }
    if (std::isalpha(static_cast<unsigned char>(body[0]))) {
        read_as(RecordFormat::Moves);
        return import_moves(body, base, boards.gomoku);
    }
    return Error{.problem = Problem::UnknownFormat, .position = base, .token = quote(body)};
}

bool can_export(const GameRecord& record, RecordFormat format) {
    const bool basic = record.config.theme == Theme::Basic;
    switch (format) {
        case RecordFormat::Link: return true;
        case RecordFormat::Digits: return basic && record.config.game == GameKind::Connect4;
        case RecordFormat::Moves:
        case RecordFormat::Psq: return basic && record.config.game == GameKind::Gomoku;
    }
    return false;
}

std::string export_record(const GameRecord& record, RecordFormat format) {
    const GameConfig& c = record.config;
    switch (format) {
        case RecordFormat::Link: return format_record(record);
        case RecordFormat::Digits: return format_moves(c, record.moves);
        case RecordFormat::Moves: {
            std::string out;
            for (const Move& m : record.moves) out += (out.empty() ? "" : " ") + format_move(c, m);
            return out;
        }
        case RecordFormat::Psq: {
            std::string out = "Piskvorky " + std::to_string(c.cols) + "x" + std::to_string(c.rows) + ", 11:11, 0\n";
            for (const Move& m : record.moves) {
                out += std::to_string(m.col + 1) + "," + std::to_string(c.rows - m.row) + ",0\n";
            }
            return out;
        }
    }
    return {};
}

}  // namespace lineup::core
