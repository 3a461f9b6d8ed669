// pbrain-lineup: Lineup's Gomoku engine for Gomocup managers (piskvork and
// others): reads protocol lines on stdin, answers on stdout (see pbrain.hpp).
//   pbrain-lineup [--level easy|classic|medium|hard|master|max] [--nodes N]
#include <iostream>
#include <string>
#include <string_view>
#include <vector>

#include "ai/levels.hpp"
#include "cli/args.hpp"
#include "cli/pbrain.hpp"

int main(int argc, char** argv) {
    using namespace lineup;
    ai::Level level = ai::default_level(core::GameKind::Gomoku);
    std::uint64_t nodes = 0;
    cli::Options options("(usage: pbrain-lineup [--level easy|classic|medium|hard|master] [--nodes N])");
    options
        .choice(
            "--level", "strength", level,
            [](std::string_view name) { return ai::parse_level(core::GameKind::Gomoku, name); },
            {"easy", "classic", "medium", "hard", "master", "max"}, "a level (easy, classic, medium, hard, master)")
        .number("--nodes N", "nodes a move at most", nodes, 1, 999999999999);
    if (auto error = options.parse(std::vector<std::string>(argv + 1, argv + argc))) {
        std::cerr << "pbrain-lineup: " << error->message << "\n";
        return 2;
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
