// `lineup-cli help` and `lineup-cli help COMMAND` (cli/commands.hpp) are
// written from the option tables the commands parse with. For every command:
// each option of its table is in its help and in the general help, with its
// placeholder or allowed words, and each option the help shows is one the
// command's parser reads (run on a value the table says it accepts).
#include "cli/commands.hpp"

#include <gtest/gtest.h>

#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace lineup::cli {
namespace {

std::string command_help(const Command& command) {
    std::ostringstream out;
    write_command_help(command, out);
    return out.str();
}

// The lines of the general help about `command`: its summary line
// ("  NAME  summary") and the usage lines indented under it.
std::string general_help_of(const Command& command) {
    std::ostringstream out;
    write_help(out);
    std::istringstream in(out.str());
    std::string section;
    bool inside = false;
    for (std::string line; std::getline(in, line);) {
        const bool starts_entry = line.size() > 2 && line.starts_with("  ") && line[2] != ' ';
        if (starts_entry) inside = line.substr(2).starts_with(std::string(command.name) + " ");
        if (inside) section += line + "\n";
    }
    return section;
}

// The option names in a help text: "--x" or "-x" at the start of a word or
// after '[', '|' or '('.
std::set<std::string> dashed_names(const std::string& text) {
    static const std::regex name(R"((^|[\s\[|(])(--?[a-z][a-z0-9-]*))");
    std::set<std::string> names;
    for (auto it = std::sregex_iterator(text.begin(), text.end(), name); it != std::sregex_iterator(); ++it) {
        names.insert((*it)[2]);
    }
    return names;
}

// "--rule freestyle|exact|renju", "--analyse|-a": an option as help shows it.
std::string shown(const Options::Option& option) {
    std::string text = option.names[0];
    for (std::size_t i = 1; i < option.names.size(); ++i) text += "|" + option.names[i];
    return option.takes_value() ? text + " " + option.placeholder : text;
}

// Where `help` has a line that begins with `left` (then its text, on the same
// line or, after a long left column, on the next).
std::size_t line_start(const std::string& help, const std::string& left) {
    for (std::size_t at = help.find("\n  " + left); at != std::string::npos; at = help.find("\n  " + left, at + 1)) {
        const std::size_t end = at + 3 + left.size();
        if (end < help.size() && (help[end] == ' ' || help[end] == '\n')) return at;
    }
    return std::string::npos;
}

std::string joined(const std::vector<std::string>& args) {
    std::string text;
    for (const std::string& arg : args) text += " " + arg;
    return text;
}

// Command lines that give `name` a value its table accepts (every sample), in
// the form that has it; just the name when no table has it (the parser must
// then refuse it, and the test says so).
std::vector<std::vector<std::string>> lines_giving(const Command& command, const std::string& name) {
    std::vector<std::vector<std::string>> lines;
    for (const CommandForm& form : command.forms()) {
        if (form.word == name) lines.push_back({name});
        for (const Options::Option& option : form.options.declared()) {
            if (std::find(option.names.begin(), option.names.end(), name) == option.names.end()) continue;
            std::vector<std::string> start;
            if (!form.word.empty()) start.emplace_back(form.word);
            start.push_back(name);
            if (!option.takes_value()) lines.push_back(start);
            for (const std::string& sample : option.samples) {
                lines.push_back(start);
                lines.back().push_back(sample);
            }
        }
    }
    if (lines.empty()) lines.push_back({name});
    return lines;
}

TEST(Help, ListsEveryCommand) {
    std::ostringstream out;
    write_help(out);
    ASSERT_FALSE(commands().empty());
    for (const Command& command : commands()) {
        EXPECT_NE(general_help_of(command), "") << command.name << " is not in:\n" << out.str();
        EXPECT_NE(command_help(command).find(command.summary), std::string::npos) << command.name;
    }
}

TEST(Help, EveryOptionOfATableIsInTheHelp) {
    for (const Command& command : commands()) {
        const std::string help = command_help(command);
        const std::string general = general_help_of(command);
        for (const CommandForm& form : command.forms()) {
            if (!form.word.empty()) {
                EXPECT_TRUE(dashed_names(help).count(std::string(form.word))) << command.name << help;
                EXPECT_TRUE(dashed_names(general).count(std::string(form.word))) << command.name << general;
            }
            for (const Options::Option& option : form.options.declared()) {
                // The line of `help COMMAND`: the option, its value, what it does.
                const std::string line = shown(option);
                const std::size_t at = line_start(help, line);
                ASSERT_NE(at, std::string::npos) << command.name << ": " << line << " is not in:\n" << help;
                ASSERT_FALSE(option.about.empty()) << command.name << " " << line;
                EXPECT_NE(help.find(option.about, at), std::string::npos) << command.name << " " << line;
                // The general help's usage lines.
                const std::string item = option.required ? line : "[" + line + "]";
                EXPECT_NE(general.find(item), std::string::npos) << command.name << ": " << item << " is not in:\n"
                                                                 << general;
            }
        }
    }
}

TEST(Help, EveryOptionTheHelpShowsParses) {
    for (const Command& command : commands()) {
        std::set<std::string> names = dashed_names(command_help(command));
        names.merge(dashed_names(general_help_of(command)));
        EXPECT_FALSE(names.empty()) << command.name;
        for (const std::string& name : names) {
            for (const auto& args : lines_giving(command, name)) {
                const auto error = parse_command_line(command, args);
                EXPECT_FALSE(error) << "lineup-cli " << command.name << joined(args) << ": " << error->message;
            }
        }
    }
}

TEST(Help, EveryValueATableAcceptsParses) {
    for (const Command& command : commands()) {
        for (const CommandForm& form : command.forms()) {
            for (const Options::Option& option : form.options.declared()) {
                for (const std::string& name : option.names) {
                    for (const auto& args : lines_giving(command, name)) {
                        const auto error = parse_command_line(command, args);
                        EXPECT_FALSE(error) << "lineup-cli " << command.name << joined(args) << ": " << error->message;
                    }
                }
            }
        }
    }
}

TEST(Help, AnUnknownOptionPointsToTheCommandsHelp) {
    for (const Command& command : commands()) {
        const auto error = parse_command_line(command, {"--no-such-option"});
        ASSERT_TRUE(error) << command.name;
        EXPECT_EQ(error->message,
                  "unknown option '--no-such-option' (see lineup-cli help " + std::string(command.name) + ")");
    }
}

TEST(Help, TheGomokuOptionsTheHelpOnceLeftOutAreShown) {
    EXPECT_NE(command_help(*find_command("gomoku-match")).find("--rule freestyle|exact|renju"), std::string::npos);
    EXPECT_NE(command_help(*find_command("play")).find("--rule freestyle|exact|renju"), std::string::npos);
    for (const char* name : {"--threads", "--swap2", "--nodes1", "--nodes2"}) {
        EXPECT_TRUE(dashed_names(general_help_of(*find_command("gomoku-match"))).count(name)) << name;
    }
    EXPECT_TRUE(dashed_names(general_help_of(*find_command("c4-solve"))).count("--threads"));
}

}  // namespace
}  // namespace lineup::cli
