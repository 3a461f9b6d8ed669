// lineup-engine: the engine-only WebAssembly module that a Web Worker runs
// (web/lineup-ai-worker.js). One exported call serves one request line of
// ai/protocol.hpp; the engine and its tables live as long as the worker. A
// request's PART lines go to the page as they come, each as its own message
// (the worker's global postMessage), before the reply the call returns.
// Another takes the Connect 4 analysis book's file once the page fetched it.
#include <emscripten/emscripten.h>

#include <cstdint>
#include <span>
#include <string>

#include "ai/request_server.hpp"

// clang-format off
EM_JS(void, lineup_engine_part, (const char* line), {
    postMessage({type: 'reply', line: UTF8ToString(line), part: true});
});
// clang-format on

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

extern "C" EMSCRIPTEN_KEEPALIVE const char* lineup_engine_handle(const char* line) {
    static std::string reply;  // alive until JavaScript has copied it
    reply = engine().handle_line(line ? line : "", nullptr,
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
