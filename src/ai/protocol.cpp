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
    return kind_name(r.kind) + " " + std::to_string(r.id) + " " +
           std::string(level_name(r.record.config.game, r.level)) + " " + std::to_string(r.time_ms) + " " +
           std::to_string(r.seed) + " " + format_record(r.record);
}

Expected<Request, ProtocolError> parse_request(std::string_view line) {
    const auto parts = split(trim(line), ' ');
    if (parts.size() != 6) return ProtocolError::Fields;
    Request r;
    if (parts[0] == "MOVE") {
        r.kind = RequestKind::Move;
    } else if (parts[0] == "HINT") {
        r.kind = RequestKind::Hint;
    } else if (parts[0] == "SCORE") {
        r.kind = RequestKind::Score;
    } else {
        return ProtocolError::Kind;
    }
    auto id = parse_unsigned(parts[1], 9);
    auto time = parse_uint(parts[3], 7);
    auto seed = parse_unsigned(parts[4], 20);
    if (!id || !time || !seed) return ProtocolError::Number;
    auto record = parse_record(parts[5]);
    if (!record) return ProtocolError::Record;
    if (r.kind == RequestKind::Score && (record->config.game != GameKind::Connect4 || record->moves.empty())) {
        return ProtocolError::Record;
    }
    auto level = parse_level(record->config.game, parts[2]);
    if (!level) return ProtocolError::Level;
    r.id = static_cast<std::uint32_t>(*id);
    r.level = *level;
    r.time_ms = *time;
    r.seed = *seed;
    r.record = std::move(*record);
    return r;
}

std::string format_reply(const Reply& r) {
    if (!r.ok) return "FAIL " + std::to_string(r.id) + " " + r.reason;
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
    return "DONE " + std::to_string(r.id) + " " + std::to_string(r.move.col) + "," + std::to_string(r.move.row) + " " +
           format_optional_int(r.value) + " " + columns + " " + std::string(to_string(r.outlook)) + " " +
           format_optional_int(r.distance);
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
    if (head[0] != "DONE" || head.size() != 7) return ProtocolError::Reply;
    const auto move = split(head[2], ',');
    auto col = move.size() == 2 ? parse_uint(move[0], 2) : std::nullopt;
    const bool column_only = move.size() == 2 && move[1] == "-1";
    auto row = move.size() == 2 && !column_only ? parse_uint(move[1], 2) : std::optional<int>(-1);
    if (!col || !row) return ProtocolError::Reply;
    r.ok = true;
    r.move = {*col, *row};
    auto value = parse_optional_int(head[3], 3);
    if (!value) return ProtocolError::Reply;
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
    return r;
}

}  // namespace lineup::ai
