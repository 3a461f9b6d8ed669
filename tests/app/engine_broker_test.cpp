// EngineBroker: one engine connection shared by clients of four priorities.
// The service is ManualAi (manual_ai.hpp): it runs the real engine only when
// the test says so, and can deliver a late reply to an abandoned request.
#include "app/session/engine_broker.hpp"

#include <gtest/gtest.h>

#include <string>

#include "core/config.hpp"
#include "core/record.hpp"
#include "manual_ai.hpp"

namespace lineup::app {
namespace {

using core::GameKind;
using core::Move;

// A request of `kind` on a Connect 4 position with `moves` (columns),
// searched for a thousand nodes (ManualAi turns each millisecond into nodes).
ai::Request request(ai::RequestKind kind, std::vector<int> moves) {
    ai::Request r;
    r.kind = kind;
    r.level = ai::Level::Max;
    r.time_ms = 1;
    r.seed = 3;
    if (kind == ai::RequestKind::Grade) r.depth = 4;
    r.record.config = core::default_config(GameKind::Connect4, core::Theme::Basic, 0, 0, 1);
    for (int col : moves) r.record.moves.push_back(Move::column(col));
    return r;
}

class Broker : public testing::Test {
protected:
    /// The request the service runs now, read back.
    ai::Request running() const { return ai.pending_request(); }

    ManualAi ai;
    EngineBroker broker{&ai};
    EngineClient move{broker, EnginePriority::Move};
    EngineClient hint{broker, EnginePriority::Hint};
    EngineClient review{broker, EnginePriority::Review};
    EngineClient analysis{broker, EnginePriority::Analysis};
};

TEST_F(Broker, InterleavedRequestsEachGetTheirOwnReply) {
    // The analysis asks first and runs; the review, the hint and the move come
    // while it runs: each pre-empts or waits by its priority.
    analysis.submit(request(ai::RequestKind::Score, {3, 3, 3}));
    EXPECT_EQ(running().kind, ai::RequestKind::Score);
    review.submit(request(ai::RequestKind::Grade, {3, 2}));
    EXPECT_EQ(running().kind, ai::RequestKind::Grade);
    EXPECT_EQ(analysis.preemptions(), 1);
    hint.submit(request(ai::RequestKind::Hint, {3}));
    EXPECT_EQ(running().kind, ai::RequestKind::Hint);
    EXPECT_EQ(review.preemptions(), 1);
    EXPECT_TRUE(analysis.waiting() && review.waiting() && hint.waiting());

    // The hint's reply, polled by every client: only the hint takes it; the
    // review, waiting, runs next under a fresh id.
    ASSERT_TRUE(ai.finish());
    EXPECT_FALSE(analysis.poll());
    EXPECT_FALSE(review.poll());
    EXPECT_FALSE(move.poll());
    EXPECT_EQ(running().kind, ai::RequestKind::Grade);
    auto hinted = hint.poll();
    ASSERT_TRUE(hinted);
    EXPECT_TRUE(hinted->ok);
    EXPECT_TRUE(hinted->move.col >= 0 && hinted->move.col < 7);
    EXPECT_FALSE(hint.waiting());
    EXPECT_FALSE(hint.poll()) << "a reply is taken once";

    // The move the game waits for comes while the review runs: it pre-empts it.
    move.submit(request(ai::RequestKind::Move, {3, 2, 4}));
    EXPECT_EQ(running().kind, ai::RequestKind::Move);
    EXPECT_EQ(review.preemptions(), 2);
    ASSERT_TRUE(ai.finish());
    broker.pump();
    auto moved = move.poll();
    ASSERT_TRUE(moved);
    EXPECT_TRUE(moved->ok && moved->move.col >= 0 && moved->move.col < 7);

    // Then the review, then the analysis, each with its own reply.
    EXPECT_EQ(running().kind, ai::RequestKind::Grade);
    ASSERT_TRUE(ai.finish());
    auto graded = review.poll();
    ASSERT_TRUE(graded);
    EXPECT_TRUE(graded->grade.has_value());
    EXPECT_EQ(running().kind, ai::RequestKind::Score);
    ASSERT_TRUE(ai.finish());
    EXPECT_FALSE(review.poll());
    auto scored = analysis.poll();
    ASSERT_TRUE(scored);
    EXPECT_TRUE(scored->value.has_value());
    EXPECT_EQ(broker.running(), nullptr);
    EXPECT_FALSE(analysis.waiting() || review.waiting() || hint.waiting() || move.waiting());
}

TEST_F(Broker, ALateReplyToAnAbandonedRequestReachesNobody) {
    analysis.submit(request(ai::RequestKind::Score, {3}));
    const std::string abandoned = ai.last_request();
    move.submit(request(ai::RequestKind::Move, {3, 3}));
    // The service answers the analysis's first request after all.
    ai.deliver_reply_to(abandoned);
    EXPECT_FALSE(analysis.poll());
    EXPECT_FALSE(move.poll());
    EXPECT_EQ(running().kind, ai::RequestKind::Move);
    ASSERT_TRUE(ai.finish());
    EXPECT_FALSE(analysis.poll());
    ASSERT_TRUE(move.poll());
    // The analysis runs again by itself, under a new id, and gets its reply.
    const ai::Request again = running();
    EXPECT_EQ(again.kind, ai::RequestKind::Score);
    EXPECT_NE(again.id, ai::parse_request(abandoned)->id);
    ASSERT_TRUE(ai.finish());
    ASSERT_TRUE(analysis.poll());
}

TEST_F(Broker, ALowerPriorityWaitsWithoutTouchingTheRunningSearch) {
    move.submit(request(ai::RequestKind::Move, {}));
    const int submitted = ai.submitted;
    analysis.submit(request(ai::RequestKind::Score, {2}));
    review.submit(request(ai::RequestKind::Grade, {2}));
    EXPECT_EQ(ai.submitted, submitted) << "the move's search goes on";
    EXPECT_EQ(running().kind, ai::RequestKind::Move);
    EXPECT_EQ(move.preemptions(), 0);
    // A waiting request withdrawn never reaches the service.
    review.cancel();
    EXPECT_EQ(ai.cancelled, 0);
    ASSERT_TRUE(ai.finish());
    ASSERT_TRUE(move.poll());
    EXPECT_EQ(running().kind, ai::RequestKind::Score);
}

TEST_F(Broker, ClientsOfOnePriorityAreServedInTurn) {
    EngineClient other{broker, EnginePriority::Move};
    move.submit(request(ai::RequestKind::Move, {1}));
    other.submit(request(ai::RequestKind::Move, {5}));
    EXPECT_EQ(running().record.moves.front(), Move::column(1)) << "an equal does not pre-empt";
    ASSERT_TRUE(ai.finish());
    EXPECT_FALSE(other.poll());
    EXPECT_EQ(running().record.moves.front(), Move::column(5));
    ASSERT_TRUE(move.poll());
    ASSERT_TRUE(ai.finish());
    ASSERT_TRUE(other.poll());
}

TEST_F(Broker, CancellingTheRunningRequestStopsTheServiceAndANewOneReplacesIt) {
    analysis.submit(request(ai::RequestKind::Score, {0}));
    analysis.cancel();
    EXPECT_EQ(ai.cancelled, 1);
    EXPECT_FALSE(analysis.waiting());
    EXPECT_FALSE(ai.pending());
    // A client's new request replaces its own outstanding one.
    analysis.submit(request(ai::RequestKind::Score, {1}));
    analysis.submit(request(ai::RequestKind::Score, {6}));
    EXPECT_EQ(running().record.moves.front(), Move::column(6));
    ASSERT_TRUE(ai.finish());
    auto reply = analysis.poll();
    ASSERT_TRUE(reply);
    EXPECT_FALSE(analysis.poll());
}

TEST_F(Broker, AReplyThatCannotBeReadFailsTheRunningRequestAlone) {
    hint.submit(request(ai::RequestKind::Hint, {}));
    analysis.submit(request(ai::RequestKind::Score, {4}));
    ai.reply_done("not a reply");
    EXPECT_FALSE(analysis.poll());
    auto failed = hint.poll();
    ASSERT_TRUE(failed);
    EXPECT_FALSE(failed->ok);
    EXPECT_FALSE(failed->reason.empty());
    EXPECT_EQ(running().kind, ai::RequestKind::Score);
}

TEST(BrokerWithoutEngine, RequestsWaitAndNothingIsAnswered) {
    EngineBroker none{nullptr};
    EngineClient client{none, EnginePriority::Hint};
    EXPECT_FALSE(none.available());
    client.submit(request(ai::RequestKind::Hint, {}));
    EXPECT_FALSE(client.poll());
    EXPECT_TRUE(client.waiting());
    client.cancel();
    EXPECT_FALSE(client.waiting());
}

}  // namespace
}  // namespace lineup::app
