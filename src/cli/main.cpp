// lineup-cli: Lineup's command-line front ends, one run mode per command.
// Each command lives in its own file; options are read by cli/args.hpp.
#include <unistd.h>

#include <cstdio>
#include <iostream>
#include <random>
#include <string>
#include <vector>

#include "cli/analyse.hpp"
#include "cli/bench.hpp"
#include "cli/c4_book_command.hpp"
#include "cli/c4_solve.hpp"
#include "cli/console_game.hpp"
#include "cli/convert.hpp"
#include "cli/fd_input.hpp"
#include "cli/game_options.hpp"
#include "cli/gomoku_match.hpp"
#include "cli/gomoku_openings.hpp"
#include "cli/soak.hpp"

namespace {

void usage(std::ostream& out) {
    out << "Usage: lineup-cli COMMAND [OPTIONS]\n\n"
           "Commands:\n"
           "  play        play in the terminal (two players; reads moves from stdin)\n"
           "  c4-solve    Connect 4 solver filter: one position per line on stdin, its\n"
           "              exact score per line on stdout (--analyse: each column's score;\n"
           "              --size WxH; --tt-mb N; --no-book: solve the first plies too;\n"
           "              --stats: positions, search time and nodes on stderr)\n"
           "  c4-book     build the Connect 4 opening book (--depth D --progress FILE --out FILE),\n"
           "              or with --moves Perfect's opening moves (see README)\n"
           "  analyse     grade every move of a Connect 4 game record from stdin, exactly\n"
           "              (best, keeps the result, throws away a win, ...; --json)\n"
           "  convert     a game record from stdin in another format (--to link|digits|moves|psq;\n"
           "              reads any of them, and a whole link; --size 7x6|15, --rule for the board)\n"
           "  gomoku-match  play two Gomocup engines against each other\n"
           "              (--engine1 CMD --engine2 CMD [--games N --size N --time-ms MS --rocks N])\n"
           "  gomoku-openings  find balanced three-stone openings for gomoku-match\n"
           "              (--size N --count K [--seed S --nodes N])\n"
           "  bench       fixed searches: node counts, speed and a signature per game\n"
           "              (bench [c4|gomoku] [--tt-mb N])\n"
           "  soak        computer-vs-computer games on every game, theme and size,\n"
           "              checking invariants and memory (soak [--games N] [--seed S])\n"
           "  help        this text\n\n"
           "Game options (play):\n"
        << lineup::cli::game_options_help();
}

int play(const std::vector<std::string>& args) {
    lineup::cli::GameOptions game;
    lineup::cli::Options options;
    game.add_to(options);
    // Without --seed, each run gets a new rock/bubble layout; the seed is shown.
    const auto seed = static_cast<std::uint32_t>(std::random_device{}());
    auto error = options.parse(args);
    auto config = error ? lineup::cli::Result<lineup::core::GameConfig>(*error) : game.config(seed);
    if (!config) {
        std::cerr << "lineup-cli play: " << config.error().message << "\n";
        return 2;
    }
    // Moves from a file or a pipe are echoed, so the transcript shows them.
    const bool echo = isatty(STDIN_FILENO) == 0;
    return lineup::cli::run_console_game(std::cin, std::cout, {*config, echo});
}

int c4_solve(const std::vector<std::string>& args) {
    // The filter flushes its answers itself when a client may be waiting for
    // them (see run_c4_solve): a large stdout buffer, never flushed by a line
    // end alone, and a stdin that tells how much input is already buffered.
    std::setvbuf(stdout, nullptr, _IOFBF, std::size_t{1} << 16);
    lineup::cli::FdInputBuffer input(STDIN_FILENO, &std::cout);
    std::istream in(&input);
    return lineup::cli::run_c4_solve(args, in, std::cout, std::cerr);
}

}  // namespace

int main(int argc, char** argv) {
    const std::vector<std::string> args(argv + (argc > 1 ? 2 : 1), argv + argc);
    const std::string command = argc > 1 ? argv[1] : "help";
    if (command == "play") return play(args);
    if (command == "c4-solve") return c4_solve(args);
    if (command == "c4-book") return lineup::cli::run_c4_book(args, std::cout, std::cerr);
    if (command == "analyse") return lineup::cli::run_analyse(args, std::cin, std::cout, std::cerr);
    if (command == "convert") return lineup::cli::run_convert(args, std::cin, std::cout, std::cerr);
    if (command == "bench") return lineup::cli::run_bench(args, std::cout, std::cerr);
    if (command == "soak") return lineup::cli::run_soak(args, std::cout, std::cerr);
    if (command == "gomoku-match") return lineup::cli::run_gomoku_match(args, std::cout, std::cerr);
    if (command == "gomoku-openings") return lineup::cli::run_gomoku_openings(args, std::cout, std::cerr);
    if (command == "help" || command == "--help" || command == "-h") {
        usage(std::cout);
        return 0;
    }
    std::cerr << "lineup-cli: unknown command '" << command << "'\n\n";
    usage(std::cerr);
    return 2;
}
