// lineup-cli: Lineup's command-line front ends, one run mode per command.
// The commands, their options and the help written from them are in
// cli/commands.hpp; each command lives in its own file.
#include <iostream>
#include <string>
#include <vector>

#include "cli/commands.hpp"

int main(int argc, char** argv) {
    using namespace lineup::cli;
    const std::vector<std::string> args(argv + (argc > 1 ? 2 : 1), argv + argc);
    const std::string name = argc > 1 ? argv[1] : "help";
    if (const Command* command = find_command(name)) return command->run(args);
    if (name == "help" || name == "--help" || name == "-h") {
        if (args.empty() || args[0] == "help") {
            write_help(std::cout);
            return 0;
        }
        if (const Command* command = find_command(args[0])) {
            write_command_help(*command, std::cout);
            return 0;
        }
        std::cerr << "lineup-cli help: unknown command '" << args[0] << "'\n\n";
        write_help(std::cerr);
        return 2;
    }
    std::cerr << "lineup-cli: unknown command '" << name << "'\n\n";
    write_help(std::cerr);
    return 2;
}
