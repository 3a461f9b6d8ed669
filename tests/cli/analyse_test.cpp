// `lineup-cli analyse` (cli/analyse.hpp): graded moves as text or JSON, for
// Connect 4 and Gomoku; a bad record is refused with a message and nothing
// written.
#include "cli/analyse.hpp"
#include "command_run.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace lineup::cli {
namespace {

CommandRun analyse(const std::vector<std::string>& args, const std::string& input) {
    return run_command(run_analyse, args, input);
}

TEST(Analyse, JsonGradesEveryMove) {
    const CommandRun o = analyse({"--json", "--tt-mb", "4"}, "https://connect4.gamesolver.org/?pos=4453");
    EXPECT_EQ(o.status, 0) << o.err;
    EXPECT_EQ(o.out,
              R"({"game":"connect4","record":"v=1&game=connect4&size=7x6&theme=basic&seed=0&moves=4453","moves":[)"
              R"({"number":1,"move":"4","player":1,"grade":"best","score":1,"best":1,"bestMoves":["4"]},)"
              R"({"number":2,"move":"4","player":2,"grade":"best","score":-1,"best":-1,"bestMoves":["4"]},)"
              R"({"number":3,"move":"5","player":1,"grade":"throws-away-a-win","score":-2,"best":1,"bestMoves":["4"]},)"
              R"({"number":4,"move":"3","player":2,"grade":"best","score":2,"best":2,"bestMoves":["3","6"]}]})"
              "\n");
}

// A Gomoku game with a planted blunder: Black's n13 lets White's f4 make two
// fours at once (ai/gomoku_review_test.cpp builds the same position).
TEST(Analyse, GomokuMovesAreGradedByTheEngine) {
    const std::string game = "a4 b4 f8 c4 o1 d4 o15 f5 a15 f6 k13 f7 n13 f4";
    const CommandRun text = analyse({"--depth", "3", "--tt-mb", "4"}, game);
    EXPECT_EQ(text.status, 0) << text.err;
    EXPECT_NE(text.out.find("13. n13 first: allows a forced win (the opponent wins by fours in 2; better "),
              std::string::npos)
        << text.out;
    EXPECT_NE(text.out.find("14. f4 second: best\n"), std::string::npos) << text.out;
    EXPECT_NE(text.out.find("First player: "), std::string::npos);
    EXPECT_NE(text.out.find("\nSecond player: "), std::string::npos);
    EXPECT_NE(text.out.find(" forced win"), std::string::npos) << text.out;
    const CommandRun json = analyse({"--json", "--depth", "3", "--tt-mb", "4"}, game);
    EXPECT_EQ(json.status, 0) << json.err;
    EXPECT_TRUE(json.out.starts_with(R"({"game":"gomoku","record":"v=1&game=gomoku&size=15&)")) << json.out;
    EXPECT_NE(json.out.find(R"({"number":13,"move":"n13","player":1,"grade":"allowed-win",)"), std::string::npos)
        << json.out;
    EXPECT_NE(json.out.find(R"("winMoves":2})"), std::string::npos) << json.out;
}

TEST(Analyse, BadRecordsAreRefused) {
    const CommandRun bad = analyse({}, "4444444");
    EXPECT_EQ(bad.status, 1);
    EXPECT_EQ(bad.err, "lineup-cli analyse: Move 7 (4): Column 4 is full.\n");
    EXPECT_EQ(analyse({"--yaml"}, "4").status, 2);
}

}  // namespace
}  // namespace lineup::cli
