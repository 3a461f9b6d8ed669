// lineup-cli: Lineup's command-line front ends, one run mode per command
// (Rapfi's main.cpp dispatch). Each command lives in its own file.
#include <unistd.h>

#include <iostream>
#include <random>
#include <string>
#include <vector>

#include "cli/console_game.hpp"
#include "cli/game_options.hpp"

namespace {

void usage(std::ostream& out) {
    out << "Usage: lineup-cli COMMAND [OPTIONS]\n\n"
           "Commands:\n"
           "  play        play in the terminal (two players; reads moves from stdin)\n"
           "  help        this text\n\n"
           "Game options (play):\n"
        << lineup::cli::game_options_help();
}

int play(const std::vector<std::string>& args) {
    std::vector<std::string> rest;
    // Without --seed, each run gets a new rock/bubble layout; the seed is shown.
    const auto seed = static_cast<std::uint32_t>(std::random_device{}());
    auto config = lineup::cli::parse_game_options(args, rest, seed);
    if (!config) {
        std::cerr << "lineup-cli play: " << config.error().message << "\n";
        return 2;
    }
    if (!rest.empty()) {
        std::cerr << "lineup-cli play: unknown option '" << rest.front() << "'\n";
        return 2;
    }
    // Moves from a file or a pipe are echoed, so the transcript shows them.
    const bool echo = isatty(STDIN_FILENO) == 0;
    return lineup::cli::run_console_game(std::cin, std::cout, {*config, echo});
}

}  // namespace

int main(int argc, char** argv) {
    const std::vector<std::string> args(argv + (argc > 1 ? 2 : 1), argv + argc);
    const std::string command = argc > 1 ? argv[1] : "help";
    if (command == "play") return play(args);
    if (command == "help" || command == "--help" || command == "-h") {
        usage(std::cout);
        return 0;
    }
    std::cerr << "lineup-cli: unknown command '" << command << "'\n\n";
    usage(std::cerr);
    return 2;
}
