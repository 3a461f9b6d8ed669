// `lineup-cli analyse` (cli/analyse.hpp): graded moves as text or JSON; a
// Gomoku game or a bad record is refused with a message and nothing written.
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

TEST(Analyse, GomokuAndBadRecordsAreRefused) {
    const CommandRun gomoku = analyse({}, "h8 i9");
    EXPECT_EQ(gomoku.status, 1);
    EXPECT_EQ(gomoku.out, "");
    EXPECT_EQ(gomoku.err, "lineup-cli analyse: only Connect 4 games are graded so far (exactly, by the solver).\n");
    const CommandRun bad = analyse({}, "4444444");
    EXPECT_EQ(bad.status, 1);
    EXPECT_EQ(bad.err, "lineup-cli analyse: Move 7 (4): Column 4 is full.\n");
    EXPECT_EQ(analyse({"--yaml"}, "4").status, 2);
}

}  // namespace
}  // namespace lineup::cli
