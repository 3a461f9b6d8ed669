// pbrain-lineup: Lineup's Gomoku engine for Gomocup managers (piskvork and
// others): reads protocol lines on stdin, answers on stdout (see pbrain.hpp).
//   pbrain-lineup [--level easy|classic|medium|hard|master|max] [--nodes N]
#include <iostream>
#include <string>
#include <vector>

#include "ai/levels.hpp"
#include "cli/pbrain.hpp"
#include "core/text.hpp"

int main(int argc, char** argv) {
    using namespace lineup;
    ai::Level level = ai::default_level(core::GameKind::Gomoku);
    std::uint64_t nodes = 0;
    const char* usage = "usage: pbrain-lineup [--level easy|classic|medium|hard|master] [--nodes N]\n";
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--level" && i + 1 < argc) {
            auto parsed = ai::parse_level(core::GameKind::Gomoku, argv[++i]);
            if (!parsed) {
                std::cerr << "pbrain-lineup: unknown level '" << argv[i] << "' (easy, classic, medium, hard, master)\n";
                return 2;
            }
            level = *parsed;
        } else if (arg == "--nodes" && i + 1 < argc) {
            auto parsed = core::parse_unsigned(argv[++i], 12);
            if (!parsed || *parsed == 0) {
                std::cerr << "pbrain-lineup: --nodes needs a positive number\n";
                return 2;
            }
            nodes = *parsed;
        } else {
            std::cerr << usage;
            return 2;
        }
    }
    cli::PbrainEngine engine(level);
    engine.set_node_limit(nodes);
    std::string line;
    std::vector<std::string> replies;
    while (!engine.finished() && std::getline(std::cin, line)) {
        replies.clear();
        engine.handle(line, replies);
        for (const std::string& reply : replies) std::cout << reply << '\n';
        std::cout.flush();
    }
    return 0;
}
