// Bad input at the command-line entry points (tests/BAD_INPUT.md): huge, binary,
// truncated and wrong-game lines get a clear answer and leave the program able
// to go on with the next line.
#include <gtest/gtest.h>

#include <sstream>
#include <string>

#include "cli/c4_solve.hpp"
#include "cli/console_game.hpp"
#include "core/config.hpp"

namespace lineup::cli {
namespace {

std::vector<std::string> lines_of(const std::string& text) {
    std::vector<std::string> out;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) out.push_back(line);
    return out;
}

TEST(C4SolveBadInput, EveryLineGetsOneAnswerAndTheNextLineStillWorks) {
    std::string input;
    input += std::string(200000, '4') + "\n";            // huge: column 4 overflows at move 7
    input += std::string("\x00\xff\x01\x7f", 4) + "\n";  // binary
    input += "h8\n";                                     // the wrong game's notation
    input += "4453\r\n";                                 // a Windows line end: fine
    input += "44 53\n";                                  // a space inside
    input += "44";                                       // truncated: no final newline
    std::istringstream in(input);
    std::ostringstream out, err;
    ASSERT_EQ(run_c4_solve({"--tt-mb", "4"}, in, out, err), 0);
    const auto answers = lines_of(out.str());
    ASSERT_EQ(answers.size(), 6u);  // exactly one line per input line
    EXPECT_EQ(answers[0], "invalid");
    EXPECT_EQ(answers[1], "invalid");
    EXPECT_EQ(answers[2], "invalid");
    EXPECT_EQ(answers[3], "-2");  // 4453 (the public benchmarks' example)
    EXPECT_EQ(answers[4], "invalid");
    EXPECT_NE(answers[5], "invalid");  // the last line is a position like any other
    const auto reasons = lines_of(err.str());
    ASSERT_EQ(reasons.size(), 4u);
    EXPECT_NE(reasons[0].find("line 1: move 7: Column 4 is full."), std::string::npos) << reasons[0];
    EXPECT_NE(reasons[2].find("line 3"), std::string::npos);
}

TEST(C4SolveBadInput, BadOptionsAreRefusedBeforeReading) {
    std::istringstream in("4\n");
    std::ostringstream out, err;
    EXPECT_EQ(run_c4_solve({"--size", "99x99"}, in, out, err), 2);
    EXPECT_EQ(run_c4_solve({"--tt-mb", "0"}, in, out, err), 2);
    EXPECT_EQ(run_c4_solve({"--bogus"}, in, out, err), 2);
    EXPECT_EQ(run_c4_solve({"--threads", "0"}, in, out, err), 2);
    EXPECT_EQ(run_c4_solve({"--threads", "many"}, in, out, err), 2);
    EXPECT_EQ(run_c4_solve({"--threads"}, in, out, err), 2);
    EXPECT_TRUE(out.str().empty());
    // Each refusal names the option (cli/args.hpp).
    EXPECT_NE(err.str().find("--tt-mb: '0' is out of range (1 to 99999)"), std::string::npos) << err.str();
    EXPECT_NE(err.str().find("unknown option '--bogus'"), std::string::npos) << err.str();
    EXPECT_NE(err.str().find("--threads: '0' is out of range (1 to "), std::string::npos) << err.str();
    EXPECT_NE(err.str().find("--threads: 'many' is not a number"), std::string::npos) << err.str();
    EXPECT_NE(err.str().find("--threads needs a value"), std::string::npos) << err.str();
}

TEST(ConsoleBadInput, BinaryHugeAndWrongGameInputIsAskedAgain) {
    std::string input;
    input += std::string("\x00\xfe\x01", 3) + "\n";  // binary
    input += std::string(100000, '9') + "\n";        // huge number
    input += "h8\n";                                 // Gomoku notation in Connect 4
    input += "1\n2\n1\n2\n1\n2\n1\n";                // then a game to a win
    input += "0\n";                                  // no second game
    std::istringstream in(input);
    std::ostringstream out;
    ConsoleOptions options{core::default_config(core::GameKind::Connect4), true};
    EXPECT_EQ(run_console_game(in, out, options), 0);
    const std::string text = out.str();
    EXPECT_NE(text.find("Player 1 wins!"), std::string::npos);
    // Each bad line was answered with "Try again." and none was taken as a
    // move: the first move shown is the 1 that follows them.
    std::size_t tries = 0;
    for (std::size_t at = text.find("Try again."); at != std::string::npos; at = text.find("Try again.", at + 1))
        ++tries;
    EXPECT_EQ(tries, 3u) << text.substr(0, 2000);
    const std::size_t first_move = text.find("Player 1 goes in column 1");
    ASSERT_NE(first_move, std::string::npos);
    EXPECT_EQ(text.find(" goes "), first_move + std::string("Player 1").size());
}

TEST(ConsoleBadInput, GomokuRefusesConnect4AndOutsideCells) {
    std::istringstream in("4\nz99\n99,99\nh8\n0\n");
    std::ostringstream out;
    ConsoleOptions options{core::default_config(core::GameKind::Gomoku, core::Theme::Basic, 9), true};
    run_console_game(in, out, options);
    const std::string text = out.str();
    EXPECT_NE(text.find("h8"), std::string::npos);
    EXPECT_NE(text.find("goes h8"), std::string::npos);  // the one good move was played
}

}  // namespace
}  // namespace lineup::cli
