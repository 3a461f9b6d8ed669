#include "cli/commands.hpp"

#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <iostream>
#include <random>

#include "cli/analyse.hpp"
#include "cli/bench.hpp"
#include "cli/c4_analysis_book.hpp"
#include "cli/c4_book_check.hpp"
#include "cli/c4_book_command.hpp"
#include "cli/c4_solve.hpp"
#include "cli/console_game.hpp"
#include "cli/convert.hpp"
#include "cli/fd_input.hpp"
#include "cli/game_options.hpp"
#include "cli/gomoku_match.hpp"
#include "cli/gomoku_openings.hpp"
#include "cli/soak.hpp"

namespace lineup::cli {

namespace {

Options play_options(GameOptions& game) {
    Options options("(see lineup-cli help play)");
    game.add_to(options);
    return options;
}

int play(const std::vector<std::string>& args) {
    GameOptions game;
    // Without --seed, each run gets a new rock/bubble layout; the seed is shown.
    const auto seed = static_cast<std::uint32_t>(std::random_device{}());
    auto error = play_options(game).parse(args);
    auto config = error ? Result<core::GameConfig>(*error) : game.config(seed);
    if (!config) {
        std::cerr << "lineup-cli play: " << config.error().message << "\n";
        return 2;
    }
    // Moves from a file or a pipe are echoed, so the transcript shows them.
    const bool echo = isatty(STDIN_FILENO) == 0;
    return run_console_game(std::cin, std::cout, {*config, echo});
}

int c4_solve(const std::vector<std::string>& args) {
    // The filter flushes its answers itself when a client may be waiting for
    // them (see run_c4_solve): a large stdout buffer, never flushed by a line
    // end alone, and a stdin that tells how much input is already buffered.
    std::setvbuf(stdout, nullptr, _IOFBF, std::size_t{1} << 16);
    FdInputBuffer input(STDIN_FILENO, &std::cout);
    std::istream in(&input);
    return run_c4_solve(args, in, std::cout, std::cerr);
}

template <Options (*options)()>
std::vector<CommandForm> one_form() {
    std::vector<CommandForm> forms;
    forms.push_back({"", options()});
    return forms;
}

std::vector<CommandForm> c4_book_forms() {
    std::vector<CommandForm> forms;
    forms.push_back({"", c4_book_options()});
    forms.push_back({"--moves", c4_move_book_options()});
    forms.push_back({"--analysis", c4_analysis_book_options()});
    forms.push_back({"--check", c4_book_check_options()});
    return forms;
}

Options own_play_options() { return own_options<GameOptions>(play_options); }

using Args = std::vector<std::string>;

const Command kCommands[] = {
    {"play", "play in the terminal: two players, moves read from stdin", one_form<own_play_options>, play},
    {"c4-solve", "Connect 4 solver filter: a position a line on stdin, its exact score on stdout",
     one_form<c4_solve_options>, c4_solve},
    {"c4-book",
     "build the Connect 4 opening book, with --moves Perfect's opening moves, with --analysis the analysis book, "
     "with --check check an analysis book",
     c4_book_forms, [](const Args& args) { return run_c4_book(args, std::cout, std::cerr); }},
    {"analyse", "grade each move of a record from stdin: Connect 4 exactly, Gomoku by a search",
     one_form<analyse_options>, [](const Args& args) { return run_analyse(args, std::cin, std::cout, std::cerr); }},
    {"convert", "a game record from stdin in another format (reads any of them, and links)", one_form<convert_options>,
     [](const Args& args) { return run_convert(args, std::cin, std::cout, std::cerr); }},
    {"gomoku-match", "play two Gomocup engines against each other", one_form<gomoku_match_options>,
     [](const Args& args) { return run_gomoku_match(args, std::cout, std::cerr); }},
    {"gomoku-openings", "find balanced three-stone openings for gomoku-match", one_form<gomoku_openings_options>,
     [](const Args& args) { return run_gomoku_openings(args, std::cout, std::cerr); }},
    {"bench", "fixed searches: node counts, speed and a signature per game", one_form<bench_options>,
     [](const Args& args) { return run_bench(args, std::cout, std::cerr); }},
    {"soak", "computer-vs-computer games on every board, checking invariants and memory", one_form<soak_options>,
     [](const Args& args) { return run_soak(args, std::cout, std::cerr); }},
};

constexpr std::size_t kWidth = 100;  // help lines are wrapped to this many columns

// `items` after `first` (the first line's start), a space between two,
// wrapped with `indent` spaces before each further line.
std::string wrap(std::string first, const std::vector<std::string>& items, std::size_t indent) {
    std::string text = std::move(first);
    std::size_t line_start = 0;
    bool line_empty = text.empty() || text.back() == ' ';
    for (const std::string& item : items) {
        if (!line_empty && text.size() - line_start + 1 + item.size() > kWidth) {
            text += "\n";
            line_start = text.size();
            text += std::string(indent, ' ');
            line_empty = true;
        }
        text += (line_empty ? "" : " ") + item;
        line_empty = false;
    }
    return text + "\n";
}

std::vector<std::string> form_items(const CommandForm& form) {
    std::vector<std::string> items = form.options.usage_items();
    if (!form.word.empty()) items.insert(items.begin(), std::string(form.word));
    return items;
}

}  // namespace

std::span<const Command> commands() { return kCommands; }

const Command* find_command(std::string_view name) {
    for (const Command& command : kCommands) {
        if (command.name == name) return &command;
    }
    return nullptr;
}

std::optional<Failure> parse_command_line(const Command& command, const std::vector<std::string>& args) {
    const std::vector<CommandForm> forms = command.forms();
    for (const CommandForm& form : forms) {
        if (!form.word.empty() && !args.empty() && args.front() == form.word) {
            return form.options.parse(std::vector<std::string>(args.begin() + 1, args.end()));
        }
    }
    for (const CommandForm& form : forms) {
        if (form.word.empty()) return form.options.parse(args);
    }
    return Failure{"no usual form"};
}

void write_help(std::ostream& out) {
    std::size_t name_width = std::string_view("help [COMMAND]").size();
    for (const Command& command : kCommands) name_width = std::max(name_width, command.name.size());
    const std::size_t indent = 2 + name_width + 2;
    out << "Usage: lineup-cli COMMAND [OPTIONS]\n"
           "       lineup-cli help COMMAND    what each option of COMMAND does\n\n"
           "Commands and their options:\n";
    for (const Command& command : kCommands) {
        std::string name(command.name);
        name.resize(name_width, ' ');
        out << "  " << name << "  " << command.summary << "\n";
        for (const CommandForm& form : command.forms()) out << wrap(std::string(indent, ' '), form_items(form), indent);
    }
    std::string help("help [COMMAND]");
    help.resize(name_width, ' ');
    out << "  " << help << "  this text, or one command's options\n";
}

void write_command_help(const Command& command, std::ostream& out) {
    const std::vector<CommandForm> forms = command.forms();
    const std::string call = "lineup-cli " + std::string(command.name);
    for (std::size_t i = 0; i < forms.size(); ++i) {
        const std::string start = (i == 0 ? "Usage: " : "       ") + call;
        out << wrap(start, form_items(forms[i]), start.size() + 1);
    }
    out << command.summary << "\n";
    for (const CommandForm& form : forms) {
        out << "\nOptions" << (form.word.empty() ? "" : " after " + std::string(form.word)) << ":\n"
            << form.options.describe();
    }
}

}  // namespace lineup::cli
