// lineup-engine: the engine-only WebAssembly module that a Web Worker runs
// (web/lineup-ai-worker.js). One exported call serves one request line of
// ai/protocol.hpp; the engine and its tables live as long as the worker. A
// request's PART lines go to the page as they come, each as its own message
// (the worker's global postMessage), before the reply the call returns.
// Another takes the Connect 4 analysis book's file once the page fetched it.
//
// A search stops on the page's stop message without losing its tables: the
// module is built with Asyncify, and every search's poll (ai/limits.hpp)
// yields to the worker's messages once kYieldMs have passed since the last
// time, then stops if a stop came (Module.stopAsked, set by the worker).
// Built with LINEUP_ENGINE_NO_ASYNCIFY (CMake's LINEUP_ENGINE_ASYNCIFY=OFF, for
// measuring what Asyncify costs), the module has no yields: a search reads
// the stop flag only, which no message can raise while it runs.
#include <emscripten/emscripten.h>

#include <atomic>
#include <cstdint>
#include <span>
#include <string>

#include "ai/limits.hpp"
#include "ai/protocol.hpp"
#include "ai/request_server.hpp"

// clang-format off
EM_JS(void, lineup_engine_part, (const char* line), {
    postMessage({type: 'reply', line: UTF8ToString(line), part: true});
});
#ifndef LINEUP_ENGINE_NO_ASYNCIFY
// True once kYieldMs (or the worker's Module.yieldMs, which tests set) have
// passed since the last yield: a cheap call out, made at each poll.
EM_JS(int, lineup_engine_yield_due, (double every_ms), {
    const now = performance.now();
    if (now - (Module.lastYield || 0) < (typeof Module.yieldMs === 'number' ? Module.yieldMs : every_ms)) return 0;
    Module.lastYield = now;
    return 1;
});

// Lets the worker handle the messages that arrived (a MessageChannel's task
// comes after them, and unlike a timer it is never clamped); 1 if one of
// them asked to stop.
EM_ASYNC_JS(int, lineup_engine_yield, (), {
    await new Promise((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => { channel.port1.close(); resolve(); };
        channel.port2.postMessage(0);
    });
    return Module.stopAsked ? 1 : 0;
});
#endif
// clang-format on

namespace {

#ifndef LINEUP_ENGINE_NO_ASYNCIFY
constexpr double kYieldMs = 20;
#endif

// The running request's stop flag: raised by a stop message, lowered when the
// next request starts.
std::atomic<bool> stop_asked{false};

}  // namespace

// The searches' stop check (ai/limits.hpp): yields once kYieldMs have passed.
extern "C" bool lineup_host_stop_check(std::uint64_t /*nodes*/) {
#ifndef LINEUP_ENGINE_NO_ASYNCIFY
    if (!stop_asked.load(std::memory_order_relaxed) && lineup_engine_yield_due(kYieldMs) != 0 &&
        lineup_engine_yield() != 0) {
        stop_asked.store(true, std::memory_order_relaxed);
    }
#endif
    return stop_asked.load(std::memory_order_relaxed);
}

namespace {

// Tables sized for a browser tab (phones included): the opening books carry
// the first plies of Connect 4, so a smaller table costs little.
lineup::ai::RequestServer& engine() {
    static lineup::ai::RequestServer instance(64, 16);
    return instance;
}

}  // namespace

// Builds the engine (tables, books, pattern tables) before the first request,
// so the first move is as quick as the others.
extern "C" EMSCRIPTEN_KEEPALIVE void lineup_engine_warm() { engine().warm_up(); }

// The protocol version this engine speaks (ai/protocol.hpp), said to the page
// when the worker is ready.
extern "C" EMSCRIPTEN_KEEPALIVE int lineup_engine_protocol() { return lineup::ai::kProtocolVersion; }

extern "C" EMSCRIPTEN_KEEPALIVE const char* lineup_engine_handle(const char* line) {
    static std::string reply;                            // alive until JavaScript has copied it
    stop_asked.store(false, std::memory_order_relaxed);  // the worker lowered Module.stopAsked too
    reply = engine().handle_line(line ? line : "", &stop_asked,
                                 [](const std::string& part) { lineup_engine_part(part.c_str()); });
    return reply.c_str();
}

// Takes the analysis book's bytes (copied into the module's memory by the
// worker; they are copied again, so the caller frees them). Returns "" when
// the engine answers from the book from now on, or why the file was refused
// (ai::book_error_token), which changes nothing.
extern "C" EMSCRIPTEN_KEEPALIVE const char* lineup_engine_load_book(const std::uint8_t* bytes, int size) {
    if (bytes == nullptr || size <= 0) return "length";
    const auto error = engine().load_connect4_analysis_book({bytes, static_cast<std::size_t>(size)});
    return error ? lineup::ai::book_error_token(*error) : "";
}
