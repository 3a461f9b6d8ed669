// The request/reply protocol between the game and its computer player: one
// text line each way, so the same messages cross a thread natively and a Web
// Worker boundary in the browser (engine.hpp serves them).
//
//   request  KIND ID LEVEL TIME_MS SEED LANG RECORD
//            KIND  MOVE (the computer's move) or HINT (a suggestion, with analysis)
//            LANG  en or zh: the language of the reply's summary
//            RECORD the game so far (core/record.hpp)
//   reply    DONE ID COL,ROW VALUE COLUMNS SUMMARY...
//            COL,ROW  the move, 0-based (ROW -1 for a Connect 4 column)
//            VALUE    Connect 4 exact score or "-" when not known
//            COLUMNS  Connect 4 per-column scores "3,0,-2,x,..." (x: full or
//                     unknown), "-" otherwise
//            SUMMARY  a sentence for the player ("Red can win in 5 moves.")
//            FAIL ID REASON...  when the request cannot be served
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "ai/levels.hpp"
#include "core/expected.hpp"
#include "core/language.hpp"
#include "core/record.hpp"

namespace lineup::ai {

enum class RequestKind : std::uint8_t { Move, Hint };

struct Request {
    RequestKind kind = RequestKind::Move;
    std::uint32_t id = 0;
    Level level = Level::Medium;
    int time_ms = 0;            ///< 0: the level's own default
    std::uint64_t seed = 0;
    core::Language language = core::Language::English;
    core::GameRecord record;
};

struct Reply {
    std::uint32_t id = 0;
    bool ok = false;
    core::Move move;
    std::optional<int> value;                 ///< Connect 4 exact score
    std::vector<std::optional<int>> columns;  ///< Connect 4 analysis (hints)
    std::string summary;                      ///< for the message area; the reason when !ok
};

std::string format_request(const Request& request);
core::Expected<Request> parse_request(std::string_view line);
std::string format_reply(const Reply& reply);
core::Expected<Reply> parse_reply(std::string_view line);

}  // namespace lineup::ai
