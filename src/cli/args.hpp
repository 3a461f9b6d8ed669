// Options: the one command-line parser of the tools, lineup-cli's commands
// (main.cpp, c4_solve.cpp, c4_book_command.cpp, bench.cpp, soak.cpp,
// gomoku_match.cpp, gomoku_openings.cpp; the game options of game_options.cpp)
// and pbrain-lineup (pbrain_main.cpp).
//
// Written here rather than taken from Debian's libcxxopts-dev or libcli11-dev:
// both report errors by throwing, and the web build, where these tools are
// Node programs, compiles everything with -fno-exceptions
// (cmake/Warnings.cmake); cxxopts' no-exception mode prints its own message
// and aborts, which would change the tools' sentences and exit statuses. The
// tools need little: switches, words, numbers in a range, and values read by
// the core's parsers (core/types.hpp, ai/levels.hpp).
//
// A command declares its options, each bound to a variable, then parses once:
//   int games = 100;
//   Options options("(--games N, --seed S)");
//   options.number("--games", games, 1, 9999999);
//   if (auto error = options.parse(args)) { print error->message; exit 2 }
// The rules, the same in every tool:
//   - an option's value is the next argument, whatever it looks like
//     ("--engine1 --x" runs the engine "--x"); a later repeat wins;
//   - "--a|-b" declares one option with two names; names without a leading
//     '-' are words (bench's "c4");
//   - the first problem ends the parse, as one sentence naming the option and
//     quoting the value (core::printable):
//       unknown option '--x' (HINT)          unknown argument 'x' (HINT)
//       --x needs a value
//       --x: 'abc' is not a number           --x: '40' is out of range (9 to 19)
//       --x: 'v' is not WHAT                 (a value read by a function)
// Variables are set as their options are read: commands parse before they do
// anything else and stop at an error, so a refused command line changes nothing.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "cli/failure.hpp"

namespace lineup::cli {

/// Reads a whole number from `low` to `high` into `out`; nullopt, or the
/// problem ("is not a number", "is out of range (low to high[, note])").
std::optional<std::string> read_number(std::string_view text, std::uint64_t low, std::uint64_t high,
                                       std::string_view note, std::uint64_t& out);

class Options {
public:
    /// Reads one value into its variable: nullopt, or the problem ("is not ...").
    using Reader = std::function<std::optional<std::string>(std::string_view value)>;

    /// `hint` (e.g. "(c4, gomoku, --tt-mb N)") follows "unknown option '...'".
    explicit Options(std::string hint = {}) : hint_(std::move(hint)) {}

    /// A switch: sets `slot` to `value` when given.
    Options& flag(std::string_view names, bool& slot, bool value = true);
    /// Any text.
    Options& text(std::string_view names, std::string& slot);
    /// A whole number from `low` to `high` into an integer or an optional one;
    /// `note` follows the range in the error ("this build has no threads").
    template <typename T>
    Options& number(std::string_view names, T& slot, std::uint64_t low, std::uint64_t high,
                    std::string_view note = {}) {
        return value(names, [&slot, low, high, note = std::string(note)](std::string_view text) {
            std::uint64_t n = 0;
            auto problem = read_number(text, low, high, note, n);
            if (!problem) slot = static_cast<typename Integer<T>::type>(n);
            return problem;
        });
    }
    /// A word that `read` turns into a value (nullopt: it is not one of `what`,
    /// e.g. "connect4 or gomoku").
    template <typename T, typename Read>
    Options& choice(std::string_view names, T& slot, Read read, std::string_view what) {
        return value(names, [&slot, read, what = std::string(what)](std::string_view text) {
            std::optional<std::string> problem;
            auto parsed = read(text);
            if (parsed) {
                slot = *parsed;
            } else {
                problem = "is not " + what;
            }
            return problem;
        });
    }
    /// The general form.
    Options& value(std::string_view names, Reader read);

    /// Reads `args` (the words after the command); nullopt when all is well.
    std::optional<Failure> parse(const std::vector<std::string>& args) const;

private:
    template <typename T>
    struct Integer {
        using type = T;
    };
    template <typename T>
    struct Integer<std::optional<T>> {
        using type = T;
    };

    struct Option {
        std::vector<std::string> names;
        bool takes_value = false;
        Reader read;
    };
    const Option* find(std::string_view name) const;

    std::vector<Option> options_;
    std::string hint_;
};

}  // namespace lineup::cli
