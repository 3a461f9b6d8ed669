// Options: the one command-line parser of the tools, lineup-cli's commands
// (the table of cli/commands.hpp) and pbrain-lineup (pbrain_main.cpp).
//
// Written here rather than taken from Debian's libcxxopts-dev or libcli11-dev:
// both report errors by throwing, and the web build, where these tools are
// Node programs, compiles everything with -fno-exceptions
// (cmake/Warnings.cmake); cxxopts' no-exception mode prints its own message
// and aborts, which would change the tools' sentences and exit statuses. The
// tools need little: switches, words, numbers in a range, and values read by
// the core's parsers (core/types.hpp, ai/levels.hpp).
//
// A command declares its options once, each with what help says of it and
// bound to a variable, then parses; the same table writes its help
// (usage(), describe()), so the help lists exactly what the parser reads:
//   int games = 100;
//   Options options("(see lineup-cli help soak)");
//   options.number("--games N", "games per combination", games, 1, 9999999);
//   if (auto error = options.parse(args)) { print error->message; exit 2 }
// A declaration's first argument is the option's names, then its value's
// placeholder: "--tt-mb N", "--analyse|-a" (two names of one switch), "c4"
// (a word: a name without a leading '-'). A choice's placeholder is its
// words ("--rule freestyle|exact|renju"). Help adds the default: the
// variable's value when declared, if it is one the option accepts.
// The rules, the same in every tool:
//   - an option's value is the next argument, whatever it looks like
//     ("--engine1 --x" runs the engine "--x"); a later repeat wins;
//   - the first problem ends the parse, as one sentence naming the option and
//     quoting the value (core::printable):
//       unknown option '--x' (HINT)          unknown argument 'x' (HINT)
//       --x needs a value
//       --x: 'abc' is not a number           --x: '40' is out of range (9 to 19)
//       --x: 'v' is not a, b or c            (a choice: its words)
//       --x: 'v' is not WHAT                 (a value read by a function)
// Variables are set as their options are read: commands parse before they do
// anything else and stop at an error, so a refused command line changes nothing.
#pragma once

#include <cstdint>
#include <functional>
#include <initializer_list>
#include <memory>
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

/// "a", "a or b", "a, b or c".
std::string either(const std::vector<std::string>& words);

class Options {
public:
    /// Reads one value into its variable: nullopt, or the problem ("is not ...").
    using Reader = std::function<std::optional<std::string>(std::string_view value)>;

    /// One declared option: how the parser reads it and what help says of it.
    struct Option {
        std::vector<std::string> names;
        std::string placeholder;           ///< "N", "FILE", "a|b|c"; empty for a switch
        std::string about;                 ///< one line
        std::string fallback;              ///< the default as help shows it, or empty
        std::vector<std::string> samples;  ///< values it accepts (each choice; a number's bounds)
        bool required = false;             ///< shown without brackets in usage()
        Reader read;
        bool takes_value() const { return !placeholder.empty(); }
    };

    /// `hint` (e.g. "(see lineup-cli help bench)") follows "unknown option '...'".
    explicit Options(std::string hint = {}) : hint_(std::move(hint)) {}

    /// A switch: sets `slot` to `value` when given.
    Options& flag(std::string_view names, std::string_view about, bool& slot, bool value = true);
    /// Any text ("--out FILE").
    Options& text(std::string_view spec, std::string_view about, std::string& slot);
    /// A whole number from `low` to `high` into an integer or an optional one;
    /// `note` follows the range in the error ("this build has no threads").
    template <typename T>
    Options& number(std::string_view spec, std::string_view about, T& slot, std::uint64_t low, std::uint64_t high,
                    std::string_view note = {}) {
        value(spec, about, [&slot, low, high, note = std::string(note)](std::string_view text) {
            std::uint64_t n = 0;
            auto problem = read_number(text, low, high, note, n);
            if (!problem) slot = static_cast<typename Integer<T>::type>(n);
            return problem;
        });
        Option& option = options_.back();
        option.samples = {std::to_string(low), std::to_string(high)};
        if (auto now = current(slot);
            now && *now >= static_cast<long long>(low) && static_cast<std::uint64_t>(*now) <= high)
            option.fallback = std::to_string(*now);
        return *this;
    }
    /// One of `words`, which `read` turns into a value. The error says "is not
    /// " + `what`, by default the words ("is not freestyle, exact or renju").
    template <typename T, typename Read>
    Options& choice(std::string_view names, std::string_view about, T& slot, Read read,
                    std::initializer_list<std::string_view> words, std::string_view what = {}) {
        std::vector<std::string> list(words.begin(), words.end());
        std::string is_not = what.empty() ? either(list) : std::string(what);
        std::string spec(names);
        for (std::size_t i = 0; i < list.size(); ++i) spec += (i ? "|" : " ") + list[i];
        std::string fallback;
        for (const std::string& word : list) {
            if (auto parsed = read(word); parsed && *parsed == slot && fallback.empty()) fallback = word;
        }
        value(spec, about, [&slot, read, is_not](std::string_view text) {
            std::optional<std::string> problem;
            if (auto parsed = read(text)) {
                slot = *parsed;
            } else {
                problem = "is not " + is_not;
            }
            return problem;
        });
        options_.back().fallback = fallback;
        return *this;
    }
    /// The general form. The placeholder lists values it accepts, as the
    /// help shows them: "--size 7x6|15".
    Options& value(std::string_view spec, std::string_view about, Reader read);
    /// Marks the option declared last as one the command cannot do without
    /// (usage() shows it unbracketed; the command itself checks it is given).
    Options& required();

    /// Reads `args` (the words after the command); nullopt when all is well.
    std::optional<Failure> parse(const std::vector<std::string>& args) const;

    /// The declared options, in order.
    const std::vector<Option>& declared() const { return options_; }
    /// "--engine1 CMD --engine2 CMD [--games N] [--swap2]": every option.
    std::string usage() const;
    /// The same, one item per option ("--engine1 CMD", "[--games N]").
    std::vector<std::string> usage_items() const;
    /// One line per option: "  --games N    games to play (default 100)".
    std::string describe() const;

    /// Keeps `owner` (the variables the options are bound to) as long as the table.
    void keep(std::shared_ptr<const void> owner) { owner_ = std::move(owner); }

private:
    template <typename T>
    struct Integer {
        using type = T;
    };
    template <typename T>
    struct Integer<std::optional<T>> {
        using type = T;
    };
    template <typename T>
    static std::optional<long long> current(const T& slot) {
        return static_cast<long long>(slot);
    }
    template <typename T>
    static std::optional<long long> current(const std::optional<T>& slot) {
        if (!slot) return std::nullopt;
        return static_cast<long long>(*slot);
    }

    const Option* find(std::string_view name) const;

    std::vector<Option> options_;
    std::string hint_;
    std::shared_ptr<const void> owner_;
};

/// A table bound to variables of its own (a fresh `Settings`), for help and
/// tests: `declare(settings)` is the function the command parses with.
template <typename Settings, typename Declare>
Options own_options(Declare declare) {
    auto settings = std::make_shared<Settings>();
    Options options = declare(*settings);
    options.keep(settings);
    return options;
}

}  // namespace lineup::cli
