#include <emscripten/emscripten.h>

#include <array>
#include <cstdlib>
#include <optional>
#include <string>

#include "platform/ai_worker.hpp"

// The page's side lives in web/lineup-page.js (Module.lineupAi): it runs the
// engine-only module (lineup-engine.js/.wasm) in a Web Worker, and abandons a
// running search by replacing the worker, so a restart never waits for it.

EM_JS(void, lineup_ai_submit, (const char* line), { Module.lineupAi.submit(UTF8ToString(line)); });
EM_JS(void, lineup_ai_cancel, (), { Module.lineupAi.cancel(); });
EM_JS(int, lineup_ai_poll, (char* buffer, int size), {
    const reply = Module.lineupAi.poll();
    if (reply === null || reply === undefined) return -1;
    stringToUTF8(reply, buffer, size);
    return lengthBytesUTF8(reply);
});
EM_JS(int, lineup_ai_problem, (char* buffer, int size), {
    const problem = String(Module.lineupAi ? Module.lineupAi.problem() : "the page did not provide a worker");
    stringToUTF8(problem, buffer, size);
    return lengthBytesUTF8(problem);
});

namespace lineup::platform {
namespace {

class WorkerAiService final : public app::AiService {
public:
    void submit(const std::string& request) override { lineup_ai_submit(request.c_str()); }

    std::optional<std::string> poll() override {
        const int length = lineup_ai_poll(buffer_.data(), static_cast<int>(buffer_.size()));
        if (length < 0) return std::nullopt;
        return std::string(buffer_.data());  // replies are short; stringToUTF8 truncates safely
    }

    void cancel() override { lineup_ai_cancel(); }

    bool available() const override { return problem().empty(); }

    std::string problem() const override {
        std::array<char, 512> text{};
        lineup_ai_problem(text.data(), static_cast<int>(text.size()));
        return text.data();
    }

private:
    std::array<char, 4096> buffer_{};
};

}  // namespace

std::unique_ptr<app::AiService> make_ai_service() { return std::make_unique<WorkerAiService>(); }

}  // namespace lineup::platform
