// lineup-cli's commands, in one table: main() runs a command from it and
// `lineup-cli help` is written from it, each command's options from the very
// table its parser reads (cli/args.hpp), so the help cannot leave one out.
//
//   lineup-cli help            every command, a summary and its options
//   lineup-cli help COMMAND    the command's options, one line each
#pragma once

#include <iosfwd>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "cli/args.hpp"

namespace lineup::cli {

/// One way to call a command: the word that selects it ("--moves" in
/// "c4-book --moves ..."; empty for the usual form) and its options.
struct CommandForm {
    std::string_view word;
    Options options;
};

struct Command {
    std::string_view name;
    std::string_view summary;                          ///< one line for `lineup-cli help`
    std::vector<CommandForm> (*forms)();               ///< fresh tables, bound to variables of their own
    int (*run)(const std::vector<std::string>& args);  ///< on the standard streams; the exit status
};

/// Every command, in the order help lists them.
std::span<const Command> commands();
/// The command named `name`, or nullptr.
const Command* find_command(std::string_view name);

/// Reads `args` as `command` does before it runs (the form, then its
/// options), without running it; nullopt when the command would accept them.
std::optional<Failure> parse_command_line(const Command& command, const std::vector<std::string>& args);

/// `lineup-cli help`: usage, then each command with its summary and options.
void write_help(std::ostream& out);
/// `lineup-cli help COMMAND`: the command's usage and one line per option.
void write_command_help(const Command& command, std::ostream& out);

}  // namespace lineup::cli
