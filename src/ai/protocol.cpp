#include "ai/protocol.hpp"

#include "core/strings.hpp"

namespace lineup::ai {

using namespace lineup::core;

namespace {

std::string kind_name(RequestKind kind) {
    switch (kind) {
        case RequestKind::Move: return "MOVE";
        case RequestKind::Hint: return "HINT";
        case RequestKind::Score: return "SCORE";
        case RequestKind::Scores: return "SCORES";
        case RequestKind::Analyse: return "ANALYSE";
        case RequestKind::Grade: return "GRADE";
    }
    return "MOVE";
}

// "-" for none, else a signed number of at most `digits` digits.
std::optional<std::optional<int>> parse_optional_int(std::string_view text, std::size_t digits) {
    if (text == "-") return std::optional<int>();
    const bool negative = text.starts_with('-');
    auto v = parse_uint(text.substr(negative ? 1 : 0), digits);
    if (!v) return std::nullopt;
    return std::optional<int>(negative ? -*v : *v);
}

std::string format_optional_int(std::optional<int> value) { return value ? std::to_string(*value) : "-"; }

constexpr int kMaxAnalyseDepth = 60;
constexpr std::size_t kValueDigits = 7;  // Gomoku values reach a million

std::string format_move(core::Move m) { return std::to_string(m.col) + "," + std::to_string(m.row); }

// "col,row" with 0-based numbers, row -1 for a Connect 4 column.
std::optional<core::Move> parse_move(std::string_view text) {
    const auto parts = split(text, ',');
    if (parts.size() != 2) return std::nullopt;
    auto col = parse_uint(parts[0], 2);
    auto row = parts[1] == "-1" ? std::optional<int>(-1) : parse_uint(parts[1], 2);
    if (!col || !row) return std::nullopt;
    return core::Move{*col, *row};
}

// "a;b;c" or "-" for none, each item read by `item`.
template <class T, class F>
std::optional<std::vector<T>> parse_list(std::string_view text, F item) {
    std::vector<T> out;
    if (text == "-") return out;
    for (std::string_view part : split(text, ';')) {
        std::optional<T> one = item(part);
        if (!one) return std::nullopt;
        out.push_back(*one);
    }
    return out;
}

// "GRADED ID GRADE PLAYED BEST BEST_MOVES WIN_MOVES" (the id is read).
Expected<Reply, ProtocolError> parse_graded(const std::vector<std::string_view>& head, Reply& r) {
    if (head.size() != 7) return ProtocolError::Reply;
    auto grade = parse_grade(head[2]);
    auto played = parse_optional_int(head[3], kValueDigits);
    auto best = parse_optional_int(head[4], kValueDigits);
    auto moves = parse_list<core::Move>(head[5], parse_move);
    auto win = parse_optional_int(head[6], 3);
    if (!grade || !played || !best || !moves || !win) return ProtocolError::Reply;
    r.ok = true;
    r.grade = *grade;
    r.value = *played;
    r.best_value = *best;
    r.best_moves = std::move(*moves);
    r.win_moves = *win;
    if (!r.best_moves.empty()) r.move = r.best_moves.front();
    return r;
}

}  // namespace

std::string_view to_string(ProtocolError error) {
    switch (error) {
        case ProtocolError::Fields: return "bad-request";
        case ProtocolError::Kind: return "unknown-kind";
        case ProtocolError::Number: return "bad-number";
        case ProtocolError::Record: return "bad-record";
        case ProtocolError::Level: return "unknown-level";
        case ProtocolError::Reply: return "bad-reply";
    }
    return "bad-request";
}

std::string format_request(const Request& r) {
    std::string line = kind_name(r.kind) + " " + std::to_string(r.id) + " " +
                       std::string(level_name(r.record.config.game, r.level)) + " " +
                       (r.nodes > 0 ? std::to_string(r.nodes) + "n" : std::to_string(r.time_ms)) + " " +
                       std::to_string(r.seed) + " " + format_record(r.record);
    if (r.kind == RequestKind::Analyse || r.kind == RequestKind::Grade) line += " " + std::to_string(r.depth);
    return line;
}

Expected<Request, ProtocolError> parse_request(std::string_view line) {
    const auto parts = split(trim(line), ' ');
    const bool deep = !parts.empty() && (parts[0] == "ANALYSE" || parts[0] == "GRADE");
    if (parts.size() != (deep ? 7u : 6u)) return ProtocolError::Fields;
    Request r;
    if (deep) {
        r.kind = parts[0] == "GRADE" ? RequestKind::Grade : RequestKind::Analyse;
        auto depth = parse_uint(parts[6], 2);
        if (!depth || *depth < 1 || *depth > kMaxAnalyseDepth) return ProtocolError::Number;
        r.depth = *depth;
    } else if (parts[0] == "MOVE") {
        r.kind = RequestKind::Move;
    } else if (parts[0] == "HINT") {
        r.kind = RequestKind::Hint;
    } else if (parts[0] == "SCORE") {
        r.kind = RequestKind::Score;
    } else if (parts[0] == "SCORES") {
        r.kind = RequestKind::Scores;
    } else {
        return ProtocolError::Kind;
    }
    auto id = parse_unsigned(parts[1], 9);
    // BUDGET: milliseconds, or nodes with an "n" after them.
    const bool by_nodes = parts[3].ends_with('n');
    auto time = by_nodes ? std::optional<int>(0) : parse_uint(parts[3], 7);
    auto nodes =
        by_nodes ? parse_unsigned(parts[3].substr(0, parts[3].size() - 1), 12) : std::optional<std::uint64_t>(0);
    auto seed = parse_unsigned(parts[4], 20);
    if (!id || !time || !nodes || (by_nodes && *nodes == 0) || !seed) return ProtocolError::Number;
    auto record = parse_record(parts[5]);
    if (!record) return ProtocolError::Record;
    if (r.kind == RequestKind::Score && (record->config.game != GameKind::Connect4 || record->moves.empty())) {
        return ProtocolError::Record;
    }
    if (r.kind == RequestKind::Scores && record->config.game != GameKind::Connect4) return ProtocolError::Record;
    if (r.kind == RequestKind::Analyse && record->config.game != GameKind::Gomoku) return ProtocolError::Record;
    if (r.kind == RequestKind::Grade && record->moves.empty()) return ProtocolError::Record;
    auto level = parse_level(record->config.game, parts[2]);
    if (!level) return ProtocolError::Level;
    r.id = static_cast<std::uint32_t>(*id);
    r.level = *level;
    r.time_ms = *time;
    r.nodes = *nodes;
    r.seed = *seed;
    r.record = std::move(*record);
    return r;
}

std::string format_reply(const Reply& r) {
    if (!r.ok) return "FAIL " + std::to_string(r.id) + " " + r.reason;
    if (r.choice) return "CHOSE " + std::to_string(r.id) + " " + core::format_choices(std::span(&*r.choice, 1));
    if (r.grade) {
        std::string best;
        for (const core::Move& m : r.best_moves) best += (best.empty() ? "" : ";") + format_move(m);
        return "GRADED " + std::to_string(r.id) + " " + std::string(to_string(*r.grade)) + " " +
               format_optional_int(r.value) + " " + format_optional_int(r.best_value) + " " +
               (best.empty() ? "-" : best) + " " + format_optional_int(r.win_moves);
    }
    std::string columns = "-";
    if (!r.columns.empty()) {
        columns.clear();
        for (std::size_t i = 0; i < r.columns.size(); ++i) {
            if (i > 0) columns += ',';
            columns += r.columns[i] ? std::to_string(*r.columns[i]) : "x";
        }
    }
    // The move is written with 0-based numbers so it reads the same for both
    // games: "col,row" (row -1 for a Connect 4 column).
    const std::string value = (r.estimate && r.value ? "~" : "") + format_optional_int(r.value);
    std::string line = (r.partial ? "PART " : "DONE ") + std::to_string(r.id) + " " + format_move(r.move) + " " +
                       value + " " + columns + " " + std::string(to_string(r.outlook)) + " " +
                       format_optional_int(r.distance);
    if (r.depth > 0) {
        std::string moves, ranked;
        for (const core::Move& m : r.line) moves += (moves.empty() ? "" : ";") + format_move(m);
        for (const RankedMove& c : r.candidates) {
            ranked += (ranked.empty() ? "" : ";") + format_move(c.move) + ":" + std::to_string(c.value);
        }
        line += " " + std::to_string(r.depth) + " " + (moves.empty() ? "-" : moves) + " " +
                (ranked.empty() ? "-" : ranked) + " " + std::to_string(r.nodes);
    } else if (r.from_book) {
        line += " " + std::string(kBookSource);
    } else if (r.nodes > 0) {
        line += " " + std::to_string(r.nodes);
    }
    return line;
}

Expected<Reply, ProtocolError> parse_reply(std::string_view line) {
    const std::string_view text = trim(line);
    Reply r;
    const auto head = split(text, ' ');
    if (head.size() < 2) return ProtocolError::Reply;
    auto id = parse_unsigned(head[1], 9);
    if (!id) return ProtocolError::Reply;
    r.id = static_cast<std::uint32_t>(*id);
    if (head[0] == "FAIL") {
        const std::size_t reason = text.find(' ', 5);
        r.reason = reason == std::string_view::npos ? "" : std::string(text.substr(reason + 1));
        return r;
    }
    if (head[0] == "GRADED") return parse_graded(head, r);
    if (head[0] == "CHOSE") {
        const auto choices = head.size() == 3 ? core::parse_choices(head[2]) : std::nullopt;
        if (!choices || choices->size() != 1) return ProtocolError::Reply;
        r.ok = true;
        r.choice = choices->front();
        return r;
    }
    if ((head[0] != "DONE" && head[0] != "PART") || (head.size() != 7 && head.size() != 8 && head.size() != 11)) {
        return ProtocolError::Reply;
    }
    r.partial = head[0] == "PART";
    auto move = parse_move(head[2]);
    if (!move) return ProtocolError::Reply;
    r.ok = true;
    r.move = *move;
    // "~N": an estimate (a number, never "-").
    r.estimate = head[3].starts_with('~');
    auto value = parse_optional_int(head[3].substr(r.estimate ? 1 : 0), kValueDigits);
    if (!value || (r.estimate && !*value)) return ProtocolError::Reply;
    r.value = *value;
    if (head[4] != "-") {
        for (std::string_view c : split(head[4], ',')) {
            auto v = c == "x" ? std::optional<std::optional<int>>(std::optional<int>()) : parse_optional_int(c, 3);
            if (!v || c == "-") return ProtocolError::Reply;
            r.columns.push_back(*v);
        }
    }
    auto outlook = parse_outlook(head[5]);
    auto distance = parse_optional_int(head[6], 3);
    if (!outlook || !distance) return ProtocolError::Reply;
    r.outlook = *outlook;
    r.distance = *distance;
    if (head.size() == 8) {  // a SCORE's source: "book" or the nodes searched
        r.from_book = head[7] == kBookSource;
        const auto nodes = r.from_book ? std::optional<std::uint64_t>(0) : parse_unsigned(head[7], 18);
        if (!nodes || (!r.from_book && *nodes == 0) || !r.value || r.estimate) return ProtocolError::Reply;
        r.nodes = *nodes;
    }
    if (head.size() == 11) {
        auto depth = parse_uint(head[7], 2);
        auto nodes = parse_unsigned(head[10], 18);
        auto moves = parse_list<core::Move>(head[8], parse_move);
        auto ranked = parse_list<RankedMove>(head[9], [](std::string_view item) -> std::optional<RankedMove> {
            const std::size_t colon = item.find(':');
            if (colon == std::string_view::npos) return std::nullopt;
            auto m = parse_move(item.substr(0, colon));
            auto v = parse_optional_int(item.substr(colon + 1), kValueDigits);
            if (!m || !v || !*v) return std::nullopt;
            return RankedMove{*m, **v};
        });
        if (!depth || *depth < 1 || !moves || !ranked || !nodes || *nodes == 0) return ProtocolError::Reply;
        r.depth = *depth;
        r.nodes = *nodes;
        r.line = std::move(*moves);
        r.candidates = std::move(*ranked);
    }
    return r;
}

}  // namespace lineup::ai
