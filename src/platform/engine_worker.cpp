// lineup-engine: the engine-only WebAssembly module that a Web Worker runs
// (web/lineup-ai-worker.js). One exported call serves one request line of
// ai/protocol.hpp; the engine and its tables live as long as the worker.
#include <emscripten/emscripten.h>

#include <string>

#include "ai/engine.hpp"

extern "C" EMSCRIPTEN_KEEPALIVE const char* lineup_engine_handle(const char* line) {
    static lineup::ai::Engine engine;
    static std::string reply;  // alive until JavaScript has copied it
    reply = engine.handle_line(line ? line : "");
    return reply.c_str();
}
