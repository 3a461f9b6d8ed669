// The command-line parser of every CLI tool (cli/args.hpp): values land in
// their variables, and every refusal is one sentence naming the option.
#include "cli/args.hpp"

#include <gtest/gtest.h>

#include <optional>
#include <string>
#include <vector>

#include "core/types.hpp"

namespace lineup::cli {
namespace {

struct Parsed {
    bool fast = false, word = false;
    int count = 5;
    std::uint64_t big = 0;
    std::optional<int> maybe;
    std::string name;
    core::GameKind game = core::GameKind::Connect4;
};

Options declare(Parsed& p) {
    Options options("(see --help)");
    options.flag("--fast|-f", "go fast", p.fast)
        .flag("go", "a word", p.word)
        .number("--count N", "how many", p.count, 1, 20)
        .number("--big N", "a big one", p.big, 0, 999999999999999999)
        .number("--maybe N", "perhaps", p.maybe, 0, 9, "a note")
        .text("--name TEXT", "a name", p.name)
        .choice("--game", "which game", p.game, core::parse_game, {"connect4", "gomoku"});
    return options;
}

std::optional<Failure> parse(Parsed& p, const std::vector<std::string>& args) { return declare(p).parse(args); }

TEST(Args, ValuesLandInTheirVariables) {
    Parsed p;
    ASSERT_FALSE(parse(p, {"-f", "go", "--count", "7", "--big", "123456789012", "--maybe", "0", "--name", "--x",
                           "--game", "gomoku", "--count", "020"}));
    EXPECT_TRUE(p.fast);
    EXPECT_TRUE(p.word);
    EXPECT_EQ(p.count, 20);  // a later repeat wins; "020" is 20
    EXPECT_EQ(p.big, 123456789012u);
    EXPECT_EQ(p.maybe, 0);
    EXPECT_EQ(p.name, "--x");  // a value is the next argument, whatever it looks like
    EXPECT_EQ(p.game, core::GameKind::Gomoku);
    Parsed none;
    ASSERT_FALSE(parse(none, {}));
    EXPECT_EQ(none.count, 5);
    EXPECT_FALSE(none.maybe);
}

TEST(Args, EveryRefusalNamesTheOption) {
    const std::pair<std::vector<std::string>, std::string> cases[] = {
        {{"--speed", "3"}, "unknown option '--speed' (see --help)"},
        {{"c4"}, "unknown argument 'c4' (see --help)"},
        {{std::string("--\x01\xff", 4)},
         "unknown option '--?"
         "?' (see --help)"},
        {{"--count"}, "--count needs a value"},
        {{"--count", "x"}, "--count: 'x' is not a number"},
        {{"--count", "-3"}, "--count: '-3' is not a number"},
        {{"--count", ""}, "--count: '' is not a number"},
        {{"--count", "0"}, "--count: '0' is out of range (1 to 20)"},
        {{"--count", "99999999999999999999999"}, "--count: '99999999999999999999999' is out of range (1 to 20)"},
        {{"--maybe", "10"}, "--maybe: '10' is out of range (0 to 9, a note)"},
        {{"--game", "chess"}, "--game: 'chess' is not connect4 or gomoku"},
    };
    for (const auto& [args, message] : cases) {
        Parsed p;
        const auto error = parse(p, args);
        ASSERT_TRUE(error) << args[0];
        EXPECT_EQ(error->message, message);
    }
}

// The help is written from the declarations: each option with its value's
// placeholder (a choice's words), what it does, and its default: the
// variable's value when declared, if the option accepts it.
TEST(Args, TheHelpIsWrittenFromTheDeclarations) {
    Parsed p;
    p.maybe = 3;
    p.count = 0;  // out of the option's range: no default shown
    Options options = declare(p);
    options.text("--out FILE", "where to write", p.name).required();
    EXPECT_EQ(options.usage(),
              "[--fast|-f] [go] [--count N] [--big N] [--maybe N] [--name TEXT] [--game connect4|gomoku] --out FILE");
    EXPECT_EQ(options.describe(),
              "  --fast|-f               go fast\n"
              "  go                      a word\n"
              "  --count N               how many\n"
              "  --big N                 a big one (default 0)\n"
              "  --maybe N               perhaps (default 3)\n"
              "  --name TEXT             a name\n"
              "  --game connect4|gomoku  which game (default connect4)\n"
              "  --out FILE              where to write\n");
    const auto& declared = options.declared();
    ASSERT_EQ(declared.size(), 8u);
    EXPECT_EQ(declared[2].samples, (std::vector<std::string>{"1", "20"}));
    EXPECT_EQ(declared[6].samples, (std::vector<std::string>{"connect4", "gomoku"}));
    EXPECT_FALSE(declared[0].takes_value());
    EXPECT_TRUE(declared[7].required);
}

TEST(Args, AnOwnTableKeepsItsVariables) {
    const Options options = own_options<Parsed>(declare);
    EXPECT_FALSE(options.parse({"--count", "7", "--name", "x", "-f"}));
    EXPECT_EQ(options.parse({"--count", "70"})->message, "--count: '70' is out of range (1 to 20)");
}

TEST(Args, EitherJoinsWords) {
    EXPECT_EQ(either({"a"}), "a");
    EXPECT_EQ(either({"a", "b"}), "a or b");
    EXPECT_EQ(either({"a", "b", "c"}), "a, b or c");
}

}  // namespace
}  // namespace lineup::cli
