// The move the game waits for starts within ai::kPollNodes nodes of other
// search: the broker pre-empts the running analysis or review, and the real
// engine (ai::RequestServer) stops it at its next poll and serves the move
// next. The nodes are counted at the searches' own polls (the host's stop
// check, defined here), not by clocks.
//
// The engine runs inline, as the browser's worker does on its one thread: a
// request is served inside the broker's poll, and the test acts as the game
// does meanwhile from the stop check (where the worker reads its messages).
#include <gtest/gtest.h>

#include <atomic>
#include <cstdint>
#include <deque>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "ai/limits.hpp"
#include "ai/protocol.hpp"
#include "ai/request_server.hpp"
#include "app/session/ai_service.hpp"
#include "app/session/engine_broker.hpp"

namespace {

// What the test does at each poll of a search (empty: nothing).
std::function<void(std::uint64_t)>& on_poll() {
    static std::function<void(std::uint64_t)> hook;
    return hook;
}

}  // namespace

// Replaces the library's (which says false): tells the test, then lets the
// stop flag alone decide, as natively.
extern "C" bool lineup_host_stop_check(std::uint64_t nodes) {
    if (on_poll()) on_poll()(nodes);
    return false;
}

namespace lineup::app {
namespace {

/// The real engine behind the AiService interface, served inline: poll() runs
/// the waiting request to its end. A submit or cancel while it runs raises the
/// stop flag and drops the running request's lines, as the workers do.
class InlineEngine final : public AiService {
public:
    void submit(const std::string& request) override {
        ++generation_;
        stop_ = true;
        pending_ = request;
        replies_.clear();
    }
    std::optional<std::string> poll() override {
        while (replies_.empty() && pending_) serve();
        if (replies_.empty()) return std::nullopt;
        std::string line = std::move(replies_.front());
        replies_.pop_front();
        return line;
    }
    void cancel() override {
        ++generation_;
        stop_ = true;
        pending_.reset();
        replies_.clear();
    }

    /// The kind (the request line's first word) of each request served, in order.
    const std::vector<std::string>& served() const { return served_; }

private:
    void serve() {
        const std::string line = std::move(*pending_);
        pending_.reset();
        stop_ = false;
        served_.push_back(line.substr(0, line.find(' ')));
        const unsigned generation = generation_;
        const auto keep = [this, generation](const std::string& reply) {
            if (generation == generation_) replies_.push_back(reply);
        };
        keep(server_.handle_line(line, &stop_, keep));
    }

    ai::RequestServer server_{16, 8};
    std::atomic<bool> stop_{false};
    unsigned generation_ = 0;
    std::optional<std::string> pending_;
    std::deque<std::string> replies_;
    std::vector<std::string> served_;
};

ai::Request request(const std::string& line) {
    auto parsed = ai::parse_request(line);
    EXPECT_TRUE(parsed) << line;
    return parsed ? *parsed : ai::Request{};
}

/// Every poll the engine's searches made: which request (its place in
/// InlineEngine::served()) and the polling search's nodes.
struct Poll {
    std::size_t request = 0;
    std::uint64_t nodes = 0;
};

class Preemption : public testing::Test {
protected:
    void SetUp() override {
        on_poll() = [this](std::uint64_t nodes) {
            polls_.push_back({engine_.served().size() - 1, nodes});
            // The game's frame meanwhile: on a search's tenth poll, the
            // client next in line asks (once).
            if (next_ < script_.size() && polls_since_start() == 10) {
                raised_at_.push_back(polls_.size() - 1);
                script_[next_++]();
            }
        };
    }
    void TearDown() override { on_poll() = nullptr; }

    /// The polls the running request has made so far.
    std::size_t polls_since_start() const {
        std::size_t count = 0;
        for (const Poll& poll : polls_) count += poll.request == polls_.back().request;
        return count;
    }

    /// The nodes the request running at poll `at` searched after it: summed
    /// over its own later polls (a search that starts again counts from 0).
    std::uint64_t nodes_after(std::size_t at) const {
        std::uint64_t sum = 0;
        std::uint64_t last = polls_[at].nodes;
        for (std::size_t i = at + 1; i < polls_.size() && polls_[i].request == polls_[at].request; ++i) {
            sum += polls_[i].nodes >= last ? polls_[i].nodes - last : polls_[i].nodes;
            last = polls_[i].nodes;
        }
        return sum;
    }

    /// Pumps until every client has its last reply, keeping the replies each took.
    void run_to_end() {
        for (int round = 0; round < 100 && (move.waiting() || review.waiting() || analysis.waiting()); ++round) {
            for (auto* client : {&move, &review, &analysis}) {
                while (auto reply = client->poll()) replies_[client].push_back(std::move(*reply));
            }
        }
    }

    /// Analysis runs; the review comes on its tenth poll; the move comes on
    /// the review's tenth poll. Checks who ran when and that each request
    /// gave way within kPollNodes nodes.
    void play(const std::string& analyse, const std::string& grade, const std::string& move_line) {
        script_ = {[&] { review.submit(request(grade)); }, [&] { move.submit(request(move_line)); }};
        analysis.submit(request(analyse));
        run_to_end();

        ASSERT_EQ(raised_at_.size(), 2u) << "the analysis and the review each reached their tenth poll";
        // Who ran, in order: the analysis, the review that pre-empted it, the
        // move that pre-empted the review, then each pre-empted one again by
        // its priority.
        const std::vector<std::string> order = {analyse.substr(0, analyse.find(' ')), "GRADE", "MOVE", "GRADE",
                                                analyse.substr(0, analyse.find(' '))};
        EXPECT_EQ(engine_.served(), order);
        for (std::size_t at : raised_at_) {
            EXPECT_LE(nodes_after(at), ai::kPollNodes)
                << "request " << engine_.served()[polls_[at].request] << " searched on after it was pre-empted";
        }
        EXPECT_EQ(analysis.preemptions(), 1);
        EXPECT_EQ(review.preemptions(), 1);

        // Each client took its own replies: the move, the grade, the analysis
        // (its PART lines, then its last).
        ASSERT_EQ(replies_[&move].size(), 1u);
        EXPECT_TRUE(replies_[&move].front().ok) << replies_[&move].front().reason;
        ASSERT_EQ(replies_[&review].size(), 1u);
        EXPECT_TRUE(replies_[&review].front().grade.has_value());
        ASSERT_FALSE(replies_[&analysis].empty());
        EXPECT_FALSE(replies_[&analysis].back().partial);
        EXPECT_TRUE(replies_[&analysis].back().ok) << replies_[&analysis].back().reason;
    }

    InlineEngine engine_;
    EngineBroker broker{&engine_};
    EngineClient move{broker, EnginePriority::Move};
    EngineClient review{broker, EnginePriority::Review};
    EngineClient analysis{broker, EnginePriority::Analysis};

    std::vector<Poll> polls_;
    std::vector<std::function<void()>> script_;
    std::size_t next_ = 0;
    std::vector<std::size_t> raised_at_;  // the polls at which a client asked
    std::map<const EngineClient*, std::vector<ai::Reply>> replies_;
};

const std::string kConnect4 = "v=1&game=connect4&size=7x6&theme=basic&seed=0&moves=4444331717";
const std::string kGomoku = "v=1&game=gomoku&size=15&rule=freestyle&theme=basic&seed=0&moves=h8i9g9i7i8g8";

TEST_F(Preemption, TheConnect4MoveStartsWithinOnePollOfTheAnalysisAndTheReview) {
    play("SCORES 0 perfect 200000n 0 " + kConnect4, "GRADE 0 perfect 300000n 0 " + kConnect4 + "6 6",
         "MOVE 0 perfect 200000n 3 " + kConnect4);
}

TEST_F(Preemption, TheGomokuMoveStartsWithinOnePollOfTheAnalysisAndTheReview) {
    play("ANALYSE 0 master 100000n 0 " + kGomoku + " 8", "GRADE 0 master 100000n 0 " + kGomoku + "j10 6",
         "MOVE 0 master 100000n 3 " + kGomoku);
}

}  // namespace
}  // namespace lineup::app
