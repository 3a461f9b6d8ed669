// libFuzzer target: the Gomocup protocol loop (sequences of lines into
// PbrainEngine, as pbrain-lineup reads them) and the game <-> AI worker
// protocol's line parsers (ai/protocol.hpp). Whatever arrives, the engine
// answers every line with zero or more single-line replies and keeps working.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

#include "ai/protocol.hpp"
#include "cli/pbrain.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    lineup::cli::PbrainEngine engine(lineup::ai::Level::Medium, 1, 1);
    engine.set_node_limit(60);  // the engine's moves stay quick: the protocol is under test
    std::vector<std::string> replies;
    std::size_t start = 0;
    int lines = 0;
    while (start <= text.size() && !engine.finished() && lines++ < 400) {
        std::size_t end = text.find('\n', start);
        if (end == std::string_view::npos) end = text.size();
        const std::string_view line = text.substr(start, end - start);
        replies.clear();
        engine.handle(line, replies);
        for (const std::string& reply : replies) {
            if (reply.find('\n') != std::string::npos) std::abort();  // one line per reply
        }
        // The same bytes as worker protocol lines: parsed or refused, never more.
        if (auto request = lineup::ai::parse_request(line)) {
            if (!lineup::ai::parse_request(lineup::ai::format_request(*request))) std::abort();
        }
        if (auto reply = lineup::ai::parse_reply(line); reply && reply->ok) {
            if (!lineup::ai::parse_reply(lineup::ai::format_reply(*reply))) std::abort();
        }
        start = end + 1;
    }
    return 0;
}
