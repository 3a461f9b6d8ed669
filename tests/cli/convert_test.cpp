// `lineup-cli convert` (cli/convert.hpp): a record in any format in, the
// format asked for out; a bad record or a format that cannot carry the game
// is refused on stderr with the line and the problem, and nothing is written.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "cli/convert.hpp"
#include "command_run.hpp"

namespace lineup::cli {
namespace {

CommandRun convert(const std::vector<std::string>& args, const std::string& input) {
    return run_command(run_convert, args, input);
}

TEST(Convert, EveryFormatToEveryFormatThatCanCarryIt) {
    EXPECT_EQ(convert({"--to", "link"}, "4453\n").out, "v=1&game=connect4&size=7x6&theme=basic&seed=0&moves=4453\n");
    EXPECT_EQ(convert({"--to", "digits"}, "https://connect4.gamesolver.org/?pos=4453").out, "4453\n");
    EXPECT_EQ(convert({"--to", "moves"}, "Piskvorky 15x15, 11:11, 0\n8,8,0\n9,7,0\npbrain-x\n-1\n").out, "h8 i9\n");
    EXPECT_EQ(convert({"--to", "psq", "--size", "19"}, "s19 a1").out, "Piskvorky 19x19, 11:11, 0\n19,1,0\n1,19,0\n");
    EXPECT_EQ(convert({"--to", "digits", "--size", "9x7"}, "999").out, "999\n");
    const CommandRun exact = convert({"--to", "link", "--rule", "exact"}, "h8 i9");
    EXPECT_NE(exact.out.find("rule=exact"), std::string::npos) << exact.out;
}

TEST(Convert, BadRecordsAndImpossibleFormatsAreRefusedWithNothingWritten) {
    const CommandRun taken = convert({"--to", "psq"}, "Piskvorky 15x15, 11:11, 0\n8,8,0\n8,8,0\n");
    EXPECT_EQ(taken.status, 1);
    EXPECT_EQ(taken.out, "");
    EXPECT_EQ(taken.err, "lineup-cli convert: Line 3: Move 2 (h8): h8 is already taken.\n");
    const CommandRun rock = convert({"--to", "digits"}, "v=1&game=connect4&size=7x6&theme=rock&seed=4&rocks=4&moves=4");
    EXPECT_EQ(rock.status, 1);
    EXPECT_EQ(rock.out, "");
    EXPECT_EQ(
        rock.err,
        "lineup-cli convert: a connect4 game with rocks cannot be written as digits (a link can carry any game).\n");
    const CommandRun gomoku_as_digits = convert({"--to", "digits"}, "h8");
    EXPECT_EQ(gomoku_as_digits.status, 1);
    EXPECT_EQ(convert({"--to", "link"}, "").err, "lineup-cli convert: Empty record.\n");
}

TEST(Convert, BadCommandLinesSayWhat) {
    EXPECT_EQ(convert({}, "4").status, 2);
    EXPECT_EQ(convert({"--to", "xml"}, "4").err, "lineup-cli convert: --to: 'xml' is not link, digits, moves or psq\n");
    EXPECT_EQ(convert({"--to", "link", "--size", "3"}, "4").err,
              "lineup-cli convert: --size: '3' is not a board Lineup plays\n");
    EXPECT_EQ(convert({"--to", "link", "--size", "big"}, "4").status, 2);
}

}  // namespace
}  // namespace lineup::cli
