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

std::optional<Failure> parse(Parsed& p, const std::vector<std::string>& args) {
    Options options("(see --help)");
    options.flag("--fast|-f", p.fast)
        .flag("go", p.word)
        .number("--count", p.count, 1, 20)
        .number("--big", p.big, 0, 999999999999999999)
        .number("--maybe", p.maybe, 0, 9, "a note")
        .text("--name", p.name)
        .choice("--game", p.game, core::parse_game, "connect4 or gomoku");
    return options.parse(args);
}

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

}  // namespace
}  // namespace lineup::cli
