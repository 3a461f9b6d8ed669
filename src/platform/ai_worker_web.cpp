#include <emscripten/emscripten.h>

#include <array>
#include <cstdlib>
#include <optional>
#include <string>

#include "ai/protocol.hpp"
#include "platform/ai_worker.hpp"

// The page's side lives in web/page/ai-bridge.js (Module.lineupAi): it runs the
// engine-only module (lineup-engine.js/.wasm) in a Web Worker, asks it to stop
// a search the game abandons (its reply is dropped), and refuses an engine
// that speaks another protocol version than the game's.

// Each call is guarded (see page_bridge_web.cpp): a fault in the page's
// bridge is reported once and reads as "no reply yet" or as the computer's
// problem, never as an exception inside the game's frame.
// The EM_JS bodies below are JavaScript, which clang-format would break.
// clang-format off
EM_JS(void, lineup_ai_expect, (int version), {
    try {
        Module.lineupAi.expect(version);
    } catch (e) {
        if (Module.lineupFault) Module.lineupFault('telling the computer the protocol', e); else console.error(e);
    }
});
EM_JS(void, lineup_ai_submit, (const char* line), {
    try {
        Module.lineupAi.submit(UTF8ToString(line));
    } catch (e) {
        if (Module.lineupFault) Module.lineupFault('asking the computer', e); else console.error(e);
    }
});
EM_JS(void, lineup_ai_cancel, (), {
    try {
        Module.lineupAi.cancel();
    } catch (e) {
        if (Module.lineupFault) Module.lineupFault('stopping the computer', e); else console.error(e);
    }
});
EM_JS(int, lineup_ai_poll, (char* buffer, int size), {
    let reply = null;
    try {
        reply = Module.lineupAi.poll();
    } catch (e) {
        if (Module.lineupFault) Module.lineupFault('reading the reply of the computer', e); else console.error(e);
    }
    if (typeof reply !== 'string') return -1;
    stringToUTF8(reply, buffer, size);
    return lengthBytesUTF8(reply);
});
EM_JS(int, lineup_ai_problem, (char* buffer, int size), {
    let problem = 'the page did not provide a worker';
    try {
        if (Module.lineupAi) problem = String(Module.lineupAi.problem());
    } catch (e) {
        problem = 'the worker bridge of the page failed';
        if (Module.lineupFault) Module.lineupFault('asking whether the computer works', e); else console.error(e);
    }
    stringToUTF8(problem, buffer, size);
    return lengthBytesUTF8(problem);
});
// clang-format on

namespace lineup::platform {
namespace {

class WorkerAiService final : public app::AiService {
public:
    WorkerAiService() { lineup_ai_expect(ai::kProtocolVersion); }

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
