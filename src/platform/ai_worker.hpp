// The computer's thinking place, off the UI thread (app/session/ai_service.hpp): natively a std::thread
// running ai::RequestServer (ai_worker_native.cpp); in the browser a Web Worker
// running the engine-only WebAssembly module (ai_worker_web.cpp with
// web/lineup-ai-worker.js). Both speak ai/protocol.hpp's lines.
#pragma once

#include <memory>

#include "app/session/ai_service.hpp"

namespace lineup::platform {

std::unique_ptr<app::AiService> make_ai_service();

}  // namespace lineup::platform
