#include <atomic>
#include <condition_variable>
#include <deque>
#include <mutex>
#include <optional>
#include <string>
#include <thread>

#include "ai/request_server.hpp"
#include "platform/ai_worker.hpp"
#include "platform/large_pages.hpp"

namespace lineup::platform {
namespace {

// One thread, one engine (its tables persist between requests). submit()
// stops the running search and queues the new request; the lines of a reply
// (its PART lines, then the reply itself) are kept only if no newer request
// or cancel() came in meanwhile.
class ThreadAiService final : public app::AiService {
public:
    ThreadAiService() : thread_([this] { run(); }) {}

    ~ThreadAiService() override {
        {
            std::lock_guard lock(mutex_);
            quit_ = true;
            stop_ = true;
        }
        wake_.notify_one();
        thread_.join();
    }

    void submit(const std::string& request) override {
        std::lock_guard lock(mutex_);
        ++generation_;
        stop_ = true;  // the running search, if any, returns early
        pending_ = request;
        replies_.clear();
        wake_.notify_one();
    }

    std::optional<std::string> poll() override {
        std::lock_guard lock(mutex_);
        if (replies_.empty()) return std::nullopt;
        std::string line = std::move(replies_.front());
        replies_.pop_front();
        return line;
    }

    void cancel() override {
        std::lock_guard lock(mutex_);
        ++generation_;
        stop_ = true;
        pending_.reset();
        replies_.clear();
    }

private:
    void run() {
        for (;;) {
            std::string request;
            unsigned generation = 0;
            {
                std::unique_lock lock(mutex_);
                wake_.wait(lock, [this] { return quit_ || pending_.has_value(); });
                if (quit_) return;
                request = std::move(*pending_);
                pending_.reset();
                generation = generation_;
                stop_ = false;
            }
            const auto keep = [this, generation](std::string line) {
                std::lock_guard lock(mutex_);
                if (generation == generation_) replies_.push_back(std::move(line));
            };
            keep(engine_.handle_line(request, &stop_, keep));
        }
    }

    ai::RequestServer engine_{ai::RequestServer::kConnect4Megabytes, ai::RequestServer::kGomokuMegabytes,
                              &advise_large_pages};
    std::mutex mutex_;
    std::condition_variable wake_;
    std::atomic<bool> stop_{false};
    bool quit_ = false;
    unsigned generation_ = 0;
    std::optional<std::string> pending_;
    std::deque<std::string> replies_;
    std::thread thread_;  // last: starts once everything above exists
};

}  // namespace

std::unique_ptr<app::AiService> make_ai_service() { return std::make_unique<ThreadAiService>(); }

}  // namespace lineup::platform
