#include "ai/protocol.hpp"

#include "core/text.hpp"

namespace lineup::ai {

using namespace lineup::core;

namespace {

std::string kind_name(RequestKind kind) { return kind == RequestKind::Hint ? "HINT" : "MOVE"; }

}  // namespace

std::string format_request(const Request& r) {
    return kind_name(r.kind) + " " + std::to_string(r.id) + " " +
           std::string(level_name(r.record.config.game, r.level)) + " " + std::to_string(r.time_ms) + " " +
           std::to_string(r.seed) + " " + std::string(to_string(r.language)) + " " + format_record(r.record);
}

Expected<Request> parse_request(std::string_view line) {
    const auto parts = split(trim(line), ' ');
    if (parts.size() != 7) return Error{"a request has 7 fields: KIND ID LEVEL TIME_MS SEED LANG RECORD"};
    Request r;
    if (parts[0] == "MOVE") {
        r.kind = RequestKind::Move;
    } else if (parts[0] == "HINT") {
        r.kind = RequestKind::Hint;
    } else {
        return Error{"unknown request '" + printable(parts[0]) + "'"};
    }
    auto id = parse_unsigned(parts[1], 9);
    auto time = parse_uint(parts[3], 7);
    auto seed = parse_unsigned(parts[4], 20);
    if (!id || !time || !seed) return Error{"bad id, time or seed"};
    auto language = parse_language(parts[5]);
    if (!language) return Error{"unknown language '" + printable(parts[5]) + "'"};
    auto record = parse_record(parts[6]);
    if (!record) return Error{"bad record: " + record.error().message};
    auto level = parse_level(record->config.game, parts[2]);
    if (!level) return Error{"unknown level '" + printable(parts[2]) + "'"};
    r.id = static_cast<std::uint32_t>(*id);
    r.level = *level;
    r.time_ms = *time;
    r.seed = *seed;
    r.language = *language;
    r.record = std::move(*record);
    return r;
}

std::string format_reply(const Reply& r) {
    if (!r.ok) return "FAIL " + std::to_string(r.id) + " " + r.summary;
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
    return "DONE " + std::to_string(r.id) + " " + std::to_string(r.move.col) + "," + std::to_string(r.move.row) +
           " " + (r.value ? std::to_string(*r.value) : "-") + " " + columns + " " + r.summary;
}

Expected<Reply> parse_reply(std::string_view line) {
    const std::string_view text = trim(line);
    Reply r;
    const auto head = split(text, ' ');
    if (head.size() < 2) return Error{"a reply starts with DONE or FAIL and an id"};
    auto id = parse_unsigned(head[1], 9);
    if (!id) return Error{"bad reply id"};
    r.id = static_cast<std::uint32_t>(*id);
    if (head[0] == "FAIL") {
        const std::size_t reason = text.find(' ', 5);
        r.summary = reason == std::string_view::npos ? "" : std::string(text.substr(reason + 1));
        return r;
    }
    if (head[0] != "DONE" || head.size() < 5) return Error{"bad reply"};
    const auto move = split(head[2], ',');
    auto col = move.size() == 2 ? parse_uint(move[0], 2) : std::nullopt;
    const bool column_only = move.size() == 2 && move[1] == "-1";
    auto row = move.size() == 2 && !column_only ? parse_uint(move[1], 2) : std::optional<int>(-1);
    if (!col || !row) return Error{"bad move in reply"};
    r.ok = true;
    r.move = {*col, *row};
    if (head[3] != "-") {
        const bool negative = head[3].starts_with('-');
        auto v = parse_uint(head[3].substr(negative ? 1 : 0), 3);
        if (!v) return Error{"bad value in reply"};
        r.value = negative ? -*v : *v;
    }
    if (head[4] != "-") {
        for (std::string_view c : split(head[4], ',')) {
            const bool negative = c.starts_with('-');
            auto v = c == "x" ? std::nullopt : parse_uint(c.substr(negative ? 1 : 0), 3);
            if (c != "x" && !v) return Error{"bad column value in reply"};
            r.columns.push_back(v ? std::optional<int>(negative ? -*v : *v) : std::nullopt);
        }
    }
    std::size_t at = 0;
    for (int field = 0; field < 5 && at != std::string_view::npos; ++field) at = text.find(' ', at + 1);
    if (at != std::string_view::npos) r.summary = std::string(text.substr(at + 1));
    return r;
}

}  // namespace lineup::ai
