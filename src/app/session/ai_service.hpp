// AiService: where the computer thinks, never on the UI thread, so a frame
// never waits for a search. The platform layer provides it — a std::thread natively, a Web Worker in
// the browser — and both carry the text lines of ai/request_server.hpp's protocol.
// Every request has an id; a newer request or cancel() abandons the running
// one, and a late reply to it is never delivered.
#pragma once

#include <optional>
#include <string>

namespace lineup::app {

class AiService {
public:
    virtual ~AiService() = default;
    /// Starts serving a request line; abandons any request still running.
    virtual void submit(const std::string& request) = 0;
    /// The next line of the reply to the latest request, once (and only once)
    /// it is ready: its PART lines, if any, in order, then the reply itself.
    virtual std::optional<std::string> poll() = 0;
    /// Abandons the running request (restart, undo).
    virtual void cancel() = 0;
    /// False when the service cannot work (the browser worker failed to load):
    /// the game then offers only two-player mode, with a message saying why.
    virtual bool available() const { return true; }
    /// Why the service is unavailable (empty when it works).
    virtual std::string problem() const { return {}; }
};

}  // namespace lineup::app
