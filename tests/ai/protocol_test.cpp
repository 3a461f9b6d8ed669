// The request/reply lines between the game and its computer player, and the
// request server behind them (the same code runs in the browser's worker).
// Replies carry facts (move, values, outlook, distance), never sentences.
#include <gtest/gtest.h>

#include <atomic>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <utility>
#include <vector>

#include "ai/connect4/search.hpp"
#include "ai/protocol.hpp"
#include "ai/request_server.hpp"
#include "core/record.hpp"

namespace lineup::ai {
namespace {

Request sample(const char* record_text) {
    auto record = core::parse_record(record_text);
    EXPECT_TRUE(record) << record_text;
    Request r;
    r.kind = RequestKind::Hint;
    r.id = 42;
    r.level = Level::Hard;
    r.nodes = 200'000;    // a node budget, never the clock: the same reply on any machine
    r.seed = UINT64_MAX;  // any 64-bit seed crosses the line intact
    r.record = *record;
    return r;
}

/// An ANALYSE or GRADE request of the strongest level, limited by depth alone.
Request deep(const char* record_text, RequestKind kind, int depth) {
    Request r = sample(record_text);
    r.kind = kind;
    r.level = Level::Max;
    r.nodes = 0;
    r.depth = depth;
    return r;
}

TEST(Protocol, RequestsRoundTrip) {
    const Request r = sample("v=1&game=gomoku&size=13&rule=exact&theme=rock&seed=9&rocks=10&moves=g7h8");
    const std::string line = format_request(r);
    auto back = parse_request(line);
    ASSERT_TRUE(back) << to_string(back.error());
    EXPECT_EQ(back->kind, RequestKind::Hint);
    EXPECT_EQ(back->id, 42u);
    EXPECT_EQ(back->level, Level::Hard);
    EXPECT_EQ(back->nodes, 200'000u);
    EXPECT_EQ(back->time_ms, 0);
    EXPECT_EQ(back->seed, UINT64_MAX);
    EXPECT_EQ(core::format_record(back->record), core::format_record(r.record));
    // The budget: nodes with an "n" after them, or milliseconds.
    EXPECT_NE(line.find(" 200000n "), std::string::npos) << line;
    Request timed = r;
    timed.nodes = 0;
    timed.time_ms = 300;
    const std::string timed_line = format_request(timed);
    EXPECT_NE(timed_line.find(" 300 "), std::string::npos) << timed_line;
    auto timed_back = parse_request(timed_line);
    ASSERT_TRUE(timed_back);
    EXPECT_EQ(timed_back->time_ms, 300);
    EXPECT_EQ(timed_back->nodes, 0u);
}

TEST(Protocol, MalformedRequestsAreRefusedWithAReason) {
    const std::string good = format_request(sample("v=1&game=connect4&size=7x6&theme=basic&seed=0&moves=44"));
    EXPECT_TRUE(parse_request(good));
    const std::pair<const char*, ProtocolError> cases[] = {
        {"", ProtocolError::Fields},
        {"MOVE", ProtocolError::Fields},
        {"JUMP 1 hard 0 0 v=1&game=connect4&moves=4", ProtocolError::Kind},
        {"MOVE x hard 0 0 v=1&game=connect4&moves=4", ProtocolError::Number},
        {"MOVE 1 hard 0 18446744073709551616 v=1&game=connect4&moves=4", ProtocolError::Number},  // 2^64
        {"MOVE 1 hard n 0 v=1&game=connect4&moves=4", ProtocolError::Number},   // nodes without a number
        {"MOVE 1 hard 0n 0 v=1&game=connect4&moves=4", ProtocolError::Number},  // no nodes at all
        {"MOVE 1 hard 5n5 0 v=1&game=connect4&moves=4", ProtocolError::Number},
        {"MOVE 1 hard 1000000000000n 0 v=1&game=connect4&moves=4", ProtocolError::Number},  // 13 digits
        {"MOVE 1 superb 0 0 v=1&game=connect4&moves=4", ProtocolError::Level},
        {"MOVE 1 hard 0 0 v=1&game=connect4&moves=4x", ProtocolError::Record},
        {"MOVE 1 hard 0 0 v=1&game=connect4&moves=4 extra", ProtocolError::Fields},
        // The language is the game's business, not the engine's: no LANG field.
        {"MOVE 1 hard 0 0 en v=1&game=connect4&moves=4", ProtocolError::Fields},
        // SCORE scores a record's last Connect 4 move: it needs one.
        {"SCORE 1 hard 0 0 v=1&game=connect4&moves=", ProtocolError::Record},
        {"SCORE 1 hard 0 0 v=1&game=gomoku&size=15&moves=h8", ProtocolError::Record},
        // ANALYSE takes a depth, 1 to 60, and a Gomoku game.
        {"ANALYSE 1 master 0 0 v=1&game=gomoku&size=15&moves=h8", ProtocolError::Fields},
        {"ANALYSE 1 master 0 0 v=1&game=gomoku&size=15&moves=h8 0", ProtocolError::Number},
        {"ANALYSE 1 master 0 0 v=1&game=gomoku&size=15&moves=h8 61", ProtocolError::Number},
        {"ANALYSE 1 master 0 0 v=1&game=gomoku&size=15&moves=h8 deep", ProtocolError::Number},
        {"ANALYSE 1 perfect 0 0 v=1&game=connect4&moves=4 5", ProtocolError::Record},
        {"MOVE 1 hard 0 0 v=1&game=connect4&moves=4 5", ProtocolError::Fields},
        // GRADE grades a record's last move, searched DEPTH deep: it needs both.
        {"GRADE 1 master 0 0 v=1&game=gomoku&size=15&moves=h8", ProtocolError::Fields},
        {"GRADE 1 master 0 0 v=1&game=gomoku&size=15&moves= 4", ProtocolError::Record},
        {"GRADE 1 perfect 0 0 v=1&game=connect4&moves=4 0", ProtocolError::Number},
    };
    for (const auto& [bad, why] : cases) {
        auto parsed = parse_request(bad);
        ASSERT_FALSE(parsed) << bad;
        EXPECT_EQ(parsed.error(), why) << bad;
        // The FAIL reply carries the keyword, one token the game can word.
        EXPECT_EQ(to_string(why).find(' '), std::string_view::npos);
    }
}

TEST(Protocol, RepliesRoundTrip) {
    Reply r;
    r.id = 7;
    r.ok = true;
    r.move = core::Move::column(3);
    r.value = -2;
    r.columns = {1, std::nullopt, -3, 0, 0, 0, 18};
    r.outlook = core::Outlook::LossIn;
    r.distance = 12;
    const std::string line = format_reply(r);
    EXPECT_EQ(line, "DONE 7 3,-1 -2 1,x,-3,0,0,0,18 loss 12");
    auto back = parse_reply(line);
    ASSERT_TRUE(back) << to_string(back.error());
    EXPECT_TRUE(back->ok);
    EXPECT_EQ(back->move.col, 3);
    EXPECT_EQ(back->value, -2);
    EXPECT_EQ(back->columns, r.columns);
    EXPECT_EQ(back->outlook, core::Outlook::LossIn);
    EXPECT_EQ(back->distance, 12);

    Reply move;
    move.id = 8;
    move.ok = true;
    move.move = core::Move::at({7, 7});
    EXPECT_EQ(format_reply(move), "DONE 8 7,7 - - unknown -");
    auto plain = parse_reply(format_reply(move));
    ASSERT_TRUE(plain);
    EXPECT_EQ(plain->outlook, core::Outlook::Unknown);
    EXPECT_FALSE(plain->distance);

    auto failed = parse_reply("FAIL 9 game-over");
    ASSERT_TRUE(failed);
    EXPECT_FALSE(failed->ok);
    EXPECT_EQ(failed->id, 9u);
    EXPECT_EQ(failed->reason, kGameOver);
    // An ANALYSE reply: depth, best line and ranked candidates.
    Reply analysed;
    analysed.id = 10;
    analysed.ok = true;
    analysed.move = core::Move::at({7, 6});
    analysed.value = 999998;
    analysed.outlook = core::Outlook::WinIn;
    analysed.distance = 2;
    analysed.depth = 3;
    analysed.line = {core::Move::at({7, 6}), core::Move::at({7, 5}), core::Move::at({7, 4})};
    analysed.candidates = {{core::Move::at({7, 6}), 999998}, {core::Move::at({1, 0}), -4200}};
    analysed.nodes = 5120;
    const std::string analysed_line = format_reply(analysed);
    EXPECT_EQ(analysed_line, "DONE 10 7,6 999998 - win 2 3 7,6;7,5;7,4 7,6:999998;1,0:-4200 5120");
    auto analysed_back = parse_reply(analysed_line);
    ASSERT_TRUE(analysed_back);
    EXPECT_EQ(analysed_back->depth, 3);
    EXPECT_EQ(analysed_back->nodes, 5120u);
    EXPECT_EQ(analysed_back->line, analysed.line);
    EXPECT_EQ(analysed_back->candidates, analysed.candidates);
    EXPECT_EQ(analysed_back->value, 999998);
    EXPECT_FALSE(parse_reply("DONE 10 7,6 5 - balanced - 0 7,6 7,6:5 10"));  // depth 0
    EXPECT_FALSE(parse_reply("DONE 10 7,6 5 - balanced - 1 7,6 7,6:5"));     // no nodes
    EXPECT_FALSE(parse_reply("DONE 10 7,6 5 - balanced - 1 7,6 7,6:5 0"));   // nodes 0
    EXPECT_FALSE(parse_reply("DONE 10 7,6 5 - balanced - 1 7,6 7,6:5 x"));   // nodes not a number
    EXPECT_FALSE(parse_reply("DONE 10 7,6 5 - balanced - 2 7,6;x 7,6:5"));
    EXPECT_FALSE(parse_reply("DONE 10 7,6 5 - balanced - 2 7,6 7,6"));  // a candidate without a value
    EXPECT_FALSE(parse_reply("DONE 10 7,6 5 - balanced - 2 7,6"));
    // A GRADE reply.
    Reply graded;
    graded.id = 11;
    graded.ok = true;
    graded.grade = core::MoveGrade::AllowedWin;
    graded.value = -999996;
    graded.best_value = -250;
    graded.best_moves = {core::Move::at({5, 3})};
    graded.win_moves = 2;
    EXPECT_EQ(format_reply(graded), "GRADED 11 allowed-win -999996 -250 5,3 2");
    auto graded_back = parse_reply(format_reply(graded));
    ASSERT_TRUE(graded_back);
    EXPECT_EQ(graded_back->grade, core::MoveGrade::AllowedWin);
    EXPECT_EQ(graded_back->value, -999996);
    EXPECT_EQ(graded_back->best_value, -250);
    EXPECT_EQ(graded_back->best_moves, graded.best_moves);
    EXPECT_EQ(graded_back->win_moves, 2);
    auto unknown = parse_reply("GRADED 12 unknown - - - -");
    ASSERT_TRUE(unknown);
    EXPECT_EQ(unknown->grade, core::MoveGrade::Unknown);
    EXPECT_FALSE(unknown->value);
    EXPECT_FALSE(parse_reply("GRADED 12 splendid - - - -"));
    EXPECT_FALSE(parse_reply("GRADED 12 best 1 1 3,-1"));
    EXPECT_FALSE(parse_reply("DONE"));
    EXPECT_FALSE(parse_reply("DONE 1 a,b - - x"));
    EXPECT_FALSE(parse_reply("DONE 1 3,-1 - - glorious -"));  // not an outlook
    // The old reply with a sentence at the end is refused.
    EXPECT_FALSE(parse_reply("DONE 1 3,-1 - - Hint: column 4."));
}

TEST(RequestServer, ServesMovesAndFailsClearly) {
    RequestServer engine(4, 4);
    // Red has three in the bottom row: any sensible level takes the win.
    Request r = sample("v=1&game=connect4&size=7x6&theme=basic&seed=0&moves=415263");
    r.kind = RequestKind::Move;
    r.level = Level::Easy;
    auto reply = parse_reply(engine.handle_line(format_request(r)));
    ASSERT_TRUE(reply);
    EXPECT_TRUE(reply->ok);
    EXPECT_EQ(reply->id, 42u);
    EXPECT_EQ(reply->move.col, 6);  // column 7 completes 4-5-6-7

    auto garbage = parse_reply(engine.handle_line("MOVE 5 hard zero"));
    ASSERT_TRUE(garbage);
    EXPECT_FALSE(garbage->ok);
    EXPECT_EQ(garbage->id, 5u);  // the id comes back, so the caller can match it

    Request over = sample("v=1&game=connect4&size=7x6&theme=basic&seed=0&moves=4152637");
    auto finished = parse_reply(engine.handle_line(format_request(over)));
    ASSERT_TRUE(finished);
    EXPECT_FALSE(finished->ok);
    EXPECT_EQ(finished->reason, kGameOver);
}

// SCORE: the exact score of the record's last move for the side that made
// it, equal to that column of the position's analysis, also when the move
// wins at once (the record then ends with the game).
TEST(RequestServer, ScoresTheLastMoveAsTheAnalysisDoes) {
    RequestServer engine(4, 4);
    Connect4Solver reference(4);
    const std::string before = "v=1&game=connect4&size=7x6&theme=basic&seed=0&moves=41526344";
    const core::Board board = core::replay(*core::parse_record(before));
    const auto expected = reference.analyse(board);
    for (int col = 0; col < 7; ++col) {
        Request r = sample((before + std::to_string(col + 1)).c_str());
        r.kind = RequestKind::Score;
        r.nodes = 0;  // no limit: the exact scores
        const std::string line = format_request(r);
        EXPECT_EQ(line.rfind("SCORE 42 ", 0), 0u) << line;
        auto reply = parse_reply(engine.handle_line(line));
        ASSERT_TRUE(reply);
        ASSERT_TRUE(reply->ok) << reply->reason;
        EXPECT_EQ(reply->move.col, col);
        ASSERT_TRUE(expected[static_cast<std::size_t>(col)]);
        EXPECT_EQ(reply->value, expected[static_cast<std::size_t>(col)]) << "column " << col + 1;
    }
    EXPECT_EQ(expected[6], 17);  // 7 wins at once with red's fifth disc: 22 - 5 (bitboard.hpp)
}

// A SCORE says where its exact value came from: "book" when a book knew the
// position (the built-in book knows the first discs), else the nodes the
// solver searched. Estimates say neither.
TEST(RequestServer, ScoresSayWhetherABookOrTheSolverKnewThem) {
    RequestServer engine(4, 4);
    Request r = sample("v=1&game=connect4&size=7x6&theme=basic&seed=0&moves=43");
    r.kind = RequestKind::Score;
    r.nodes = 0;
    const std::string from_book = engine.handle_line(format_request(r));
    EXPECT_EQ(from_book.substr(from_book.rfind(' ')), " book") << from_book;
    auto reply = parse_reply(from_book);
    ASSERT_TRUE(reply && reply->value) << from_book;
    EXPECT_TRUE(reply->from_book);
    EXPECT_EQ(reply->nodes, 0u);

    r = sample("v=1&game=connect4&size=7x6&theme=basic&seed=0&moves=415263443");
    r.kind = RequestKind::Score;
    r.nodes = 0;
    const std::string searched = engine.handle_line(format_request(r));
    reply = parse_reply(searched);
    ASSERT_TRUE(reply && reply->value) << searched;
    EXPECT_FALSE(reply->from_book);
    EXPECT_GT(reply->nodes, 0u);
    EXPECT_EQ(searched.substr(searched.rfind(' ') + 1), std::to_string(reply->nodes));

    // On the line: "book" or a count of nodes, after an exact value only.
    EXPECT_TRUE(parse_reply("DONE 3 2,-1 -4 - unknown - 1234"));
    EXPECT_FALSE(parse_reply("DONE 3 2,-1 -4 - unknown - 0"));
    EXPECT_FALSE(parse_reply("DONE 3 2,-1 -4 - unknown - books"));
    EXPECT_FALSE(parse_reply("DONE 3 2,-1 ~-4 - unknown - book"));
    EXPECT_FALSE(parse_reply("DONE 3 2,-1 - - unknown - 1234"));
}

// A SCORE the solver runs out of budget on gets the heuristic search's
// estimate, marked "~"; one search serves every column of the position, so
// the columns compare: mirror columns of a symmetric position get one value.
// The budget is nodes (the solver's, then the estimate's), so the replies
// repeat exactly on any machine.
TEST(RequestServer, ScoresOutOfTimeAreEstimatesThatCompare) {
    RequestServer engine(4, 4);
    const std::string before = "v=1&game=connect4&size=9x7&theme=basic&seed=0&moves=5";
    std::vector<int> values;
    for (int col = 0; col < 9; ++col) {
        Request r = sample((before + std::to_string(col + 1)).c_str());
        r.kind = RequestKind::Score;
        r.nodes = 20'000;  // far too few for the solver on an open 9x7 board
        const std::string line = engine.handle_line(format_request(r));
        EXPECT_NE(line.find(" ~"), std::string::npos) << line;
        auto reply = parse_reply(line);
        ASSERT_TRUE(reply);
        ASSERT_TRUE(reply->ok && reply->value) << line;
        EXPECT_TRUE(reply->estimate);
        EXPECT_LT(std::abs(*reply->value), kWinScale);
        values.push_back(*reply->value);
    }
    for (int col = 0; col < 4; ++col)
        EXPECT_EQ(values[static_cast<std::size_t>(col)], values[8 - static_cast<std::size_t>(col)]);
    // A fresh server with the same budget gives the same estimates.
    RequestServer again(4, 4);
    Request r = sample((before + "1").c_str());
    r.kind = RequestKind::Score;
    r.nodes = 20'000;
    auto repeat = parse_reply(again.handle_line(format_request(r)));
    ASSERT_TRUE(repeat && repeat->value);
    EXPECT_EQ(*repeat->value, values[0]);
    // An estimate crosses the line; "~" needs a number.
    Reply estimate;
    estimate.id = 3;
    estimate.ok = true;
    estimate.move = core::Move::column(2);
    estimate.value = -35;
    estimate.estimate = true;
    EXPECT_EQ(format_reply(estimate), "DONE 3 2,-1 ~-35 - unknown -");
    auto back = parse_reply(format_reply(estimate));
    ASSERT_TRUE(back);
    EXPECT_TRUE(back->estimate);
    EXPECT_EQ(back->value, -35);
    EXPECT_FALSE(parse_reply("DONE 3 2,-1 ~- - unknown -"));
    EXPECT_FALSE(parse_reply("DONE 3 2,-1 ~~3 - unknown -"));
}

TEST(RequestServer, HintsCarryTheOutlookAndTheDistance) {
    RequestServer engine(4, 4);
    // Red to move makes a double threat in column 2 or 5: a win in 2 of its moves.
    Request r = sample("v=1&game=connect4&size=7x6&theme=basic&seed=0&moves=4433");
    r.level = Level::Max;
    auto reply = parse_reply(engine.handle_line(format_request(r)));
    ASSERT_TRUE(reply);
    ASSERT_TRUE(reply->ok);
    EXPECT_TRUE(reply->move.col == 1 || reply->move.col == 4) << reply->move.col;
    EXPECT_EQ(reply->outlook, core::Outlook::WinIn);
    EXPECT_EQ(reply->distance, 2);
    EXPECT_EQ(reply->columns.size(), 7u);

    // A Gomoku hint: an outlook of the Gomoku kind, no distance unless a win is seen.
    Request g = sample("v=1&game=gomoku&size=15&rule=freestyle&theme=basic&seed=0&moves=h8");
    auto gomoku = parse_reply(engine.handle_line(format_request(g)));
    ASSERT_TRUE(gomoku);
    ASSERT_TRUE(gomoku->ok);
    EXPECT_NE(gomoku->outlook, core::Outlook::Unknown);
    EXPECT_NE(gomoku->outlook, core::Outlook::Draw);
}

// A MOVE says what its search proved, as a hint does: the game words a lost
// game with the computer's forced win (text/person_messages.hpp).
TEST(RequestServer, MovesCarryTheWinTheirSearchProved) {
    RequestServer engine(4, 4);
    // Perfect's move in `record`, served.
    const auto perfect_move = [&](const char* record) {
        Request r = sample(record);
        r.kind = RequestKind::Move;
        r.level = Level::Max;
        auto reply = parse_reply(engine.handle_line(format_request(r)));
        EXPECT_TRUE(reply && reply->ok) << record;
        return reply;
    };
    auto reply = perfect_move("v=1&game=connect4&size=7x6&theme=basic&seed=0&moves=4433");
    ASSERT_TRUE(reply && reply->ok);
    EXPECT_TRUE(reply->move.col == 1 || reply->move.col == 4) << reply->move.col;
    EXPECT_EQ(reply->outlook, core::Outlook::WinIn);
    EXPECT_EQ(reply->distance, 2);

    // Perfect's book move after an opening on the edge, with the win an exact
    // search proves (the book gives only the move).
    auto booked = perfect_move("v=1&game=connect4&size=7x6&theme=basic&seed=0&moves=1");
    ASSERT_TRUE(booked && booked->ok);
    EXPECT_EQ(booked->outlook, core::Outlook::WinIn);
    EXPECT_EQ(booked->distance, 20);

    // Gomoku: a win by fours has its length (Black's open three h8 i8 j8: an open four, then a five).
    auto gomoku = perfect_move("v=1&game=gomoku&size=15&rule=freestyle&theme=basic&seed=0&moves=h8a1i8a3j8a5");
    ASSERT_TRUE(gomoku && gomoku->ok);
    EXPECT_EQ(gomoku->outlook, core::Outlook::WinIn);
    EXPECT_EQ(gomoku->distance, 2);
}

// ANALYSE: what ai/gomoku/analysis.hpp finds, over the line; a win by fours
// comes back as a win with its whole line; a stop before the first ply is a
// clear failure.
TEST(RequestServer, AnalysesGomokuPositionsToTheDepthAsked) {
    RequestServer engine(4, 4);
    Request r =
        deep("v=1&game=gomoku&size=15&rule=freestyle&theme=basic&seed=0&moves=h8i9i7g9j8j9", RequestKind::Analyse, 2);
    for (int depth : {2, 4}) {
        r.depth = depth;
        const std::string line = format_request(r);
        EXPECT_TRUE(line.starts_with("ANALYSE 42 master 0 ")) << line;
        EXPECT_TRUE(line.ends_with(" " + std::to_string(depth))) << line;
        auto reply = parse_reply(engine.handle_line(line));
        ASSERT_TRUE(reply);
        ASSERT_TRUE(reply->ok) << reply->reason;
        EXPECT_EQ(reply->depth, depth);
        ASSERT_EQ(reply->candidates.size(), 3u);
        ASSERT_FALSE(reply->line.empty());
        EXPECT_EQ(reply->line[0], reply->move);
        EXPECT_EQ(reply->candidates[0].move, reply->move);
        EXPECT_EQ(reply->value, reply->candidates[0].value);
        EXPECT_NE(reply->outlook, core::Outlook::Unknown);
    }
    // Black to move: h8 i8 j8 k8 and a free l8 or g8.
    const Request win = deep("v=1&game=gomoku&size=15&rule=freestyle&theme=basic&seed=0&moves=h8a1i8a3j8a5k8a7",
                             RequestKind::Analyse, 5);
    auto won = parse_reply(engine.handle_line(format_request(win)));
    ASSERT_TRUE(won);
    ASSERT_TRUE(won->ok);
    EXPECT_EQ(won->outlook, core::Outlook::WinIn);
    EXPECT_EQ(won->distance, 1);
    EXPECT_EQ(won->line.size(), 1u);

    std::atomic<bool> stop{true};
    auto stopped = parse_reply(engine.handle_line(format_request(r), &stop));
    ASSERT_TRUE(stopped);
    EXPECT_FALSE(stopped->ok);
    EXPECT_EQ(stopped->reason, kNoResult);
}

// ANALYSE is one request that searches deeper and deeper: a PART line for
// each depth completed from kFirstAnalyseDepth on, as its DONE would say it,
// then the DONE of the depth asked; a budget (for each depth) that the
// deeper depths overrun ends it with the deepest view completed, which its
// last PART said before.
TEST(RequestServer, AnalyseReportsEachDepthAsItCompletes) {
    RequestServer engine(4, 4);
    Request r =
        deep("v=1&game=gomoku&size=15&rule=freestyle&theme=basic&seed=0&moves=h8i9i7g9j8j9", RequestKind::Analyse, 5);
    std::vector<Reply> parts;
    const auto collect = [&parts](const std::string& line) {
        auto part = parse_reply(line);
        ASSERT_TRUE(part) << line;
        parts.push_back(*part);
    };
    auto done = parse_reply(engine.handle_line(format_request(r), nullptr, collect));
    ASSERT_TRUE(done);
    ASSERT_TRUE(done->ok) << done->reason;
    EXPECT_FALSE(done->partial);
    EXPECT_EQ(done->depth, 5);
    ASSERT_EQ(parts.size(), 3u);
    for (std::size_t i = 0; i < parts.size(); ++i) {
        EXPECT_TRUE(parts[i].partial);
        EXPECT_TRUE(parts[i].ok);
        EXPECT_EQ(parts[i].id, 42u);
        EXPECT_EQ(parts[i].depth, kFirstAnalyseDepth + static_cast<int>(i));
        ASSERT_FALSE(parts[i].candidates.empty());
        EXPECT_EQ(parts[i].candidates[0].move, parts[i].move);
        EXPECT_EQ(parts[i].line[0], parts[i].move);
    }

    parts.clear();
    r.depth = 40;
    r.nodes = 20000;
    done = parse_reply(engine.handle_line(format_request(r), nullptr, collect));
    ASSERT_TRUE(done);
    ASSERT_TRUE(done->ok) << done->reason;
    ASSERT_GE(done->depth, kFirstAnalyseDepth);
    EXPECT_LT(done->depth, 40);
    ASSERT_FALSE(parts.empty());
    EXPECT_EQ(parts.back().depth, done->depth);
    EXPECT_EQ(parts.back().candidates, done->candidates);
    EXPECT_EQ(static_cast<int>(parts.size()), done->depth - kFirstAnalyseDepth + 1);
}

// GRADE: Connect 4's grade is the solver's (4453: the third move, 5,
// throws away the first player's win); Gomoku's the engine review's (a move
// that lets the opponent make two fours at once).
TEST(RequestServer, GradesTheLastMoveAsTheReviewsDo) {
    RequestServer engine(4, 4);
    const Request c4 = deep("v=1&game=connect4&size=7x6&theme=basic&seed=0&moves=445", RequestKind::Grade, 1);
    auto thrown = parse_reply(engine.handle_line(format_request(c4)));
    ASSERT_TRUE(thrown);
    ASSERT_TRUE(thrown->ok) << thrown->reason;
    EXPECT_EQ(thrown->grade, core::MoveGrade::ThrowsWin);
    EXPECT_EQ(thrown->value, -2);
    EXPECT_EQ(thrown->best_value, 1);
    ASSERT_EQ(thrown->best_moves.size(), 1u);
    EXPECT_EQ(thrown->best_moves[0].col, 3);

    // White's b4 c4 d4 (closed by a4) and f5 f6 f7 (closed by f8): Black's n13 lets f4 make two fours.
    Request g =
        sample("v=1&game=gomoku&size=15&rule=freestyle&theme=basic&seed=0&moves=a4b4f8c4o1d4o15f5a15f6k13f7n13");
    g.kind = RequestKind::Grade;
    g.level = Level::Max;
    g.nodes = 0;  // depth alone
    g.depth = 3;
    const std::string line = format_request(g);
    EXPECT_TRUE(line.starts_with("GRADE 42 master 0 ")) << line;
    auto allowed = parse_reply(engine.handle_line(line));
    ASSERT_TRUE(allowed);
    ASSERT_TRUE(allowed->ok) << allowed->reason;
    EXPECT_EQ(allowed->grade, core::MoveGrade::AllowedWin);
    EXPECT_EQ(allowed->win_moves, 2);
    EXPECT_EQ(allowed->best_moves.size(), 1u);
}

TEST(RequestServer, AStopFlagEndsASearchWithAMove) {
    RequestServer engine(4, 4);
    Request r = sample("v=1&game=gomoku&size=15&rule=freestyle&theme=basic&seed=0&moves=h8");
    r.kind = RequestKind::Move;
    r.level = Level::Max;
    r.nodes = 0;
    std::atomic<bool> stop{true};  // already stopped: the engine still answers
    auto reply = parse_reply(engine.handle_line(format_request(r), &stop));
    ASSERT_TRUE(reply);
    EXPECT_TRUE(reply->ok);
    EXPECT_TRUE(reply->move.col >= 0 && reply->move.col < 15);
}

}  // namespace
}  // namespace lineup::ai
