// Runs a command of lineup-cli (its run_* function) on a standard input given
// as text, and keeps what it wrote and its exit status, for the CLI tests.
#pragma once

#include <sstream>
#include <string>
#include <vector>

namespace lineup::cli {

struct CommandRun {
    int status;
    std::string out;
    std::string err;
};

template <typename Command>
CommandRun run_command(Command command, const std::vector<std::string>& args, const std::string& input) {
    std::istringstream in(input);
    std::ostringstream out, err;
    const int status = command(args, in, out, err);
    return {status, out.str(), err.str()};
}

}  // namespace lineup::cli
