// SCORES (ai/protocol.hpp): every playable column's exact score in one
// request, each column's told in a PART line as it is known, then the reply
// with them all; the same scores as the SCORE of each column, and fewer nodes
// than seven separate searches, since the columns share the solver's table.
#include <gtest/gtest.h>

#include <atomic>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "ai/connect4/solver.hpp"
#include "ai/protocol.hpp"
#include "ai/request_server.hpp"
#include "core/record.hpp"

namespace lineup::ai {
namespace {

constexpr const char* kPosition = "v=1&game=connect4&size=7x6&theme=basic&seed=0&moves=444553612";

Request request(RequestKind kind, const std::string& record_text) {
    auto record = core::parse_record(record_text);
    EXPECT_TRUE(record) << record_text;
    Request r;
    r.kind = kind;
    r.id = 9;
    r.level = Level::Max;
    r.record = *record;  // no budget: exact scores
    return r;
}

/// The lines a request's reply is made of: its PART lines, then the reply.
std::vector<std::string> served(RequestServer& engine, const Request& r) {
    std::vector<std::string> lines;
    const std::string last =
        engine.handle_line(format_request(r), nullptr, [&lines](const std::string& part) { lines.push_back(part); });
    lines.push_back(last);
    return lines;
}

TEST(ScoresRequest, OnTheLine) {
    const Request r = request(RequestKind::Scores, kPosition);
    const std::string line = format_request(r);
    EXPECT_EQ(line.rfind("SCORES 9 perfect 0 0 v=1&game=connect4", 0), 0u) << line;
    auto back = parse_request(line);
    ASSERT_TRUE(back);
    EXPECT_EQ(back->kind, RequestKind::Scores);
    // The empty board is a position too; Gomoku has no SCORES.
    EXPECT_TRUE(parse_request("SCORES 1 perfect 0 0 v=1&game=connect4&moves="));
    auto gomoku = parse_request("SCORES 1 perfect 0 0 v=1&game=gomoku&size=15&moves=h8");
    ASSERT_FALSE(gomoku);
    EXPECT_EQ(gomoku.error(), ProtocolError::Record);
    RequestServer engine(4, 4);
    EXPECT_EQ(engine.handle_line("SCORES 1 perfect 0 0 v=1&game=gomoku&size=15&moves=h8"), "FAIL 1 bad-record");
    EXPECT_FALSE(parse_request("SCORES 1 perfect 0 0 v=1&game=connect4&moves= 4"));

    Reply part;
    part.id = 9;
    part.ok = true;
    part.partial = true;
    part.move = core::Move::column(2);
    part.value = -3;
    part.nodes = 812;
    EXPECT_EQ(format_reply(part), "PART 9 2,-1 -3 - unknown - 812");
    auto read = parse_reply(format_reply(part));
    ASSERT_TRUE(read);
    EXPECT_TRUE(read->partial);
    EXPECT_EQ(read->value, -3);
    EXPECT_EQ(read->nodes, 812u);
    auto done = parse_reply("DONE 9 2,-1 -3 - unknown - 812");
    ASSERT_TRUE(done);
    EXPECT_FALSE(done->partial);
    EXPECT_FALSE(parse_reply("PART 9"));
    EXPECT_FALSE(parse_reply("PART 9 2,-1 -3 - unknown - 0"));
    EXPECT_FALSE(parse_reply("PARTS 9 2,-1 -3 - unknown -"));
}

TEST(ScoresRequest, EveryColumnAsItsScoreThenTheReplyWithThemAll) {
    RequestServer engine(4, 4);
    Connect4Solver reference(4);
    const core::Board board = core::replay(*core::parse_record(kPosition));
    const auto expected = reference.analyse(board);
    const std::vector<std::string> lines = served(engine, request(RequestKind::Scores, kPosition));
    ASSERT_EQ(lines.size(), 8u);  // seven columns, then the reply
    for (int col = 0; col < 7; ++col) {
        auto part = parse_reply(lines[static_cast<std::size_t>(col)]);
        ASSERT_TRUE(part) << lines[static_cast<std::size_t>(col)];
        EXPECT_TRUE(part->partial);
        EXPECT_EQ(part->id, 9u);
        EXPECT_EQ(part->move.col, col);
        ASSERT_TRUE(expected[static_cast<std::size_t>(col)]);
        EXPECT_EQ(part->value, expected[static_cast<std::size_t>(col)]) << "column " << col + 1;
        EXPECT_TRUE(part->from_book || part->nodes > 0) << lines[static_cast<std::size_t>(col)];
    }
    auto last = parse_reply(lines.back());
    ASSERT_TRUE(last) << lines.back();
    EXPECT_FALSE(last->partial);
    EXPECT_TRUE(last->ok);
    EXPECT_EQ(last->columns, expected);
    EXPECT_NE(last->outlook, core::Outlook::Unknown);
    // A full column is left out; a finished game is refused.
    const std::vector<std::string> full =
        served(engine, request(RequestKind::Scores, std::string(kPosition) + "444"));  // the fourth column full
    ASSERT_EQ(full.size(), 7u);
    EXPECT_EQ(full[3].rfind("PART 9 4,-1 ", 0), 0u) << full[3];
    const std::vector<std::string> over =
        served(engine, request(RequestKind::Scores, "v=1&game=connect4&size=7x6&theme=basic&seed=0&moves=1212121"));
    ASSERT_EQ(over.size(), 1u);
    EXPECT_EQ(over.front(), "FAIL 9 game-over");
}

TEST(ScoresRequest, OneRequestSearchesFewerNodesThanSevenApart) {
    std::uint64_t together = 0, apart = 0;
    {
        RequestServer engine(4, 4);
        for (const std::string& line : served(engine, request(RequestKind::Scores, kPosition))) {
            auto reply = parse_reply(line);
            ASSERT_TRUE(reply);
            together += reply->nodes;
        }
    }
    for (int col = 0; col < 7; ++col) {
        RequestServer engine(4, 4);  // each search on its own, as seven fresh SCOREs
        auto reply = parse_reply(
            engine.handle_line(format_request(request(RequestKind::Score, kPosition + std::to_string(col + 1)))));
        ASSERT_TRUE(reply && reply->value);
        apart += reply->nodes;
    }
    EXPECT_GT(together, 0u);
    EXPECT_LT(together, apart);
}

// Stopped once the first column is known: the reply has that column and x for
// the others; asked again, the engine's kept table makes the search shorter
// than a fresh engine's, with the same scores.
TEST(ScoresRequest, AStopEndsItWithTheColumnsKnownAndTheTablesKeepWhatWasSearched) {
    const std::string position = "v=1&game=connect4&size=7x6&theme=basic&seed=0&moves=245534";  // beyond the books
    RequestServer engine(16, 4);
    std::atomic<bool> stop{false};
    std::vector<std::string> lines;
    const std::string stopped =
        engine.handle_line(format_request(request(RequestKind::Scores, position)), &stop, [&](const std::string& part) {
            lines.push_back(part);
            stop = true;
        });
    ASSERT_EQ(lines.size(), 1u);
    auto first = parse_reply(lines.front());
    auto last = parse_reply(stopped);
    ASSERT_TRUE(first && last && last->ok) << stopped;
    ASSERT_EQ(last->columns.size(), 7u);
    for (int col = 0; col < 7; ++col) {
        EXPECT_EQ(last->columns[static_cast<std::size_t>(col)], col == first->move.col ? first->value : std::nullopt)
            << stopped;
    }
    const auto nodes = [](const std::vector<std::string>& reply) {
        std::uint64_t sum = 0;
        for (const std::string& line : reply) sum += parse_reply(line)->nodes;
        return sum;
    };
    const std::vector<std::string> again = served(engine, request(RequestKind::Scores, position));
    RequestServer fresh_engine(16, 4);
    const std::vector<std::string> fresh = served(fresh_engine, request(RequestKind::Scores, position));
    EXPECT_EQ(parse_reply(again.back())->columns, parse_reply(fresh.back())->columns);
    EXPECT_LT(nodes(again), nodes(fresh));
}

TEST(ScoresRequest, UnderANodeBudgetTheUnsolvedColumnsAreEstimates) {
    RequestServer engine(4, 4);
    Request r = request(RequestKind::Scores, "v=1&game=connect4&size=9x7&theme=basic&seed=0&moves=5");
    r.nodes = 20'000;
    const std::vector<std::string> lines = served(engine, r);
    ASSERT_EQ(lines.size(), 10u);
    for (int col = 0; col < 9; ++col) {
        auto part = parse_reply(lines[static_cast<std::size_t>(col)]);
        ASSERT_TRUE(part && part->value) << lines[static_cast<std::size_t>(col)];
        EXPECT_TRUE(part->estimate);
    }
    auto last = parse_reply(lines.back());
    ASSERT_TRUE(last && last->ok) << lines.back();
    EXPECT_EQ(last->columns, std::vector<std::optional<int>>(9)) << lines.back();  // none exact
}

}  // namespace
}  // namespace lineup::ai
