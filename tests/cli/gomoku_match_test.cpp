// gomoku-match and its openings: the built-in balanced openings are legal
// three-stone openings, the generator keeps only openings that Master's
// self-play does not win for the first player, and a match between two
// engine processes plays pairs of games from the list, colours swapped.
#include "cli/gomoku_match.hpp"
#include "cli/gomoku_openings.hpp"

#include <gtest/gtest.h>

#include <set>
#include <sstream>

#include "core/notation.hpp"
#include "core/strings.hpp"

namespace lineup::cli {
namespace {

using namespace lineup::core;

GameConfig gomoku(int size, Theme theme = Theme::Basic, std::uint32_t seed = 0) {
    return default_config(GameKind::Gomoku, theme, size, size, seed);
}

TEST(GomokuOpenings, BuiltInListsAreDistinctLegalThreeStoneOpenings) {
    for (int size : {13, 15}) {
        const auto list = builtin_gomoku_openings(size);
        EXPECT_GE(list.size(), 50u) << size;
        std::set<std::string_view> seen;
        for (std::string_view text : list) {
            EXPECT_TRUE(seen.insert(text).second) << "repeated " << text;
            const GameConfig config = gomoku(size);
            const auto moves = parse_moves(config, text);
            ASSERT_TRUE(moves) << text;
            ASSERT_EQ(moves->size(), 3u) << text;
            Board board(config);
            for (Move m : *moves) ASSERT_FALSE(board.play(m)) << text;
            EXPECT_EQ(board.to_move(), Side::Second);
            // Near the centre: within four cells of it.
            for (Move m : *moves) {
                EXPECT_LE(std::abs(m.col - size / 2), 4) << text;
                EXPECT_LE(std::abs(m.row - size / 2), 4) << text;
            }
        }
    }
    EXPECT_TRUE(builtin_gomoku_openings(9).empty());
}

TEST(GomokuOpenings, RandomOpeningsStayNearTheFirstStoneAndMissRocks) {
    Rng rng(5);
    for (int i = 0; i < 200; ++i) {
        GameConfig config = gomoku(13, Theme::Rock, static_cast<std::uint32_t>(i));
        config.counts.rocks = 30;
        const Board board = random_gomoku_opening(config, rng);
        ASSERT_EQ(board.ply(), 3);
        const auto cells = board.history();
        EXPECT_LE(std::abs(cells[0].col - 6), 1);
        EXPECT_LE(std::abs(cells[0].row - 6), 1);
        for (std::size_t k = 1; k < 3; ++k) {
            const int reach = static_cast<int>(k) + 1;
            EXPECT_LE(std::abs(cells[k].col - cells[0].col), reach);
            EXPECT_LE(std::abs(cells[k].row - cells[0].row), reach);
            EXPECT_EQ(board.at(cells[k]), k == 1 ? Stone::Second : Stone::First);
        }
    }
}

TEST(GomokuOpenings, SelfPlayFindsTheWinnerOfAWonPosition) {
    // First has an open three (f7 g7 h7), Second only stones far away, and
    // First is to move: an open four next, and a win however Second defends.
    const GameConfig config = gomoku(13);
    Board board(config);
    for (std::string_view m : {"f7", "b2", "g7", "b12", "h7", "l2"}) ASSERT_FALSE(board.play(*parse_move(config, m)));
    EXPECT_EQ(gomoku_self_play(board, 2000), Side::First);
    // The same shape for the second player, with the first to move far away.
    Board second(config);
    for (std::string_view m : {"b2", "f7", "b12", "g7", "l2", "h7", "l12"}) {
        ASSERT_FALSE(second.play(*parse_move(config, m)));
    }
    EXPECT_EQ(gomoku_self_play(second, 2000), Side::Second);
}

TEST(GomokuOpenings, TheCommandPrintsKeptOpeningsAndRefusesBadOptions) {
    std::ostringstream out, err;
    ASSERT_EQ(run_gomoku_openings({"--size", "9", "--count", "1", "--nodes", "300", "--seed", "4"}, out, err), 0)
        << err.str();
    const GameConfig config = gomoku(9);
    const std::string kept(trim(out.str()));
    const auto moves = parse_moves(config, kept);
    ASSERT_TRUE(moves) << kept;
    EXPECT_EQ(moves->size(), 3u);
    // Every opening tried is reported; the kept one among them.
    EXPECT_NE(err.str().find(kept + ": kept"), std::string::npos) << err.str();
    // Kept: Master's self-play with 300 or with 600 nodes per move does not
    // win it for the first player; every opening rejected before it does.
    Board board(config);
    for (Move m : *moves) ASSERT_FALSE(board.play(m));
    EXPECT_TRUE(gomoku_self_play(board, 300) != Side::First || gomoku_self_play(board, 600) != Side::First);
    const std::string log = err.str();
    for (const auto line : split(trim(log), '\n')) {
        if (!line.ends_with(": first player wins")) continue;
        const auto words = split(line.substr(0, line.find(':')), ' ');  // "opening N MOVES"
        ASSERT_EQ(words.size(), 3u) << line;
        const auto rejected = parse_moves(config, words[2]);
        ASSERT_TRUE(rejected) << line;
        Board r(config);
        for (Move m : *rejected) ASSERT_FALSE(r.play(m));
        EXPECT_EQ(gomoku_self_play(r, 300), Side::First) << line;
        EXPECT_EQ(gomoku_self_play(r, 600), Side::First) << line;
    }
    for (const std::vector<std::string>& bad :
         {std::vector<std::string>{"--size", "99"}, {"--count", "x"}, {"--colour", "1"}, {"--size"}}) {
        std::ostringstream o, e;
        EXPECT_EQ(run_gomoku_openings(bad, o, e), 2) << bad[0];
        EXPECT_NE(e.str().find("lineup-cli gomoku-openings: "), std::string::npos) << e.str();
        EXPECT_TRUE(o.str().empty());
    }
}

#ifndef __EMSCRIPTEN__
// Two Classic engines (instant, deterministic): each pair of games starts from
// the list's opening of the pair, colours swapped, and the tally adds up.
// Classic does not search, so its turn time is only the match's ceiling before
// a loss on time: a minute, which a busy machine never reaches.
TEST(GomokuMatch, PairsOfGamesFromTheListWithColoursSwapped) {
    const std::string engine = std::string(LINEUP_PBRAIN) + " --level classic";
    for (const bool rocks : {false, true}) {
        std::vector<std::string> args = {"--engine1", engine, "--engine2", engine,  "--games",    "4",
                                         "--size",    "13",   "--time-ms", "60000", "--pause-ms", "0"};
        if (rocks) args.insert(args.end(), {"--rocks", "10"});
        std::ostringstream out, err;
        ASSERT_EQ(run_gomoku_match(args, out, err), 0) << err.str();
        const std::string text = out.str();
        const auto lines = split(trim(text), '\n');
        ASSERT_EQ(lines.size(), 5u) << out.str();
        const auto list = builtin_gomoku_openings(13);
        std::string first_moves[4];
        for (int g = 0; g < 4; ++g) {
            const std::string_view line = lines[static_cast<std::size_t>(g)];
            EXPECT_TRUE(
                line.starts_with("game " + std::to_string(g + 1) + ": engine" + std::to_string(g % 2 + 1) + " first, "))
                << line;
            const auto moves = line.substr(line.rfind(": ") + 2);
            first_moves[g] = std::string(moves.substr(0, 6));
            if (!rocks) {  // pair n plays opening n (with rocks: the next one that fits)
                EXPECT_TRUE(moves.starts_with(list[static_cast<std::size_t>(g / 2)])) << line;
            }
            bool listed = false;
            for (std::string_view o : list) listed = listed || moves.starts_with(o);
            EXPECT_TRUE(listed) << line;
        }
        EXPECT_EQ(first_moves[0], first_moves[1]);
        EXPECT_EQ(first_moves[2], first_moves[3]);
        EXPECT_TRUE(lines[4].starts_with("engine1 W-D-L: ")) << lines[4];
        const auto tally = split(lines[4].substr(15, lines[4].find(' ', 15) - 15), '-');
        ASSERT_EQ(tally.size(), 3u);
        EXPECT_EQ(*parse_uint(tally[0]) + *parse_uint(tally[1]) + *parse_uint(tally[2]), 4);
    }
}

// Swap2: the opener (engine1, then engine2) places the opening; Classic
// weighs every position at 0, so the other engine stays the second player and
// plays the fourth stone, and the opener keeps the first player's stones.
TEST(GomokuMatch, Swap2OpeningsAreNegotiatedByTheEngines) {
    const std::string engine = std::string(LINEUP_PBRAIN) + " --level classic";
    std::ostringstream out, err;
    ASSERT_EQ(run_gomoku_match({"--engine1", engine, "--engine2", engine, "--games", "2", "--size", "13", "--time-ms",
                                "60000", "--swap2", "--rule", "renju", "--pause-ms", "5"},
                               out, err),
              0)
        << err.str();
    const std::string text = out.str();
    const auto lines = split(trim(text), '\n');
    ASSERT_EQ(lines.size(), 3u) << text;
    for (int g = 0; g < 2; ++g) {
        const std::string_view line = lines[static_cast<std::size_t>(g)];
        EXPECT_TRUE(line.starts_with("game " + std::to_string(g + 1) + ": engine" + std::to_string(g + 1) + " first, "))
            << line;
        EXPECT_EQ(line.find("forfeits"), std::string_view::npos) << line;
        // The first shape around the centre g7: g7, h7 (the second player's), g9.
        EXPECT_TRUE(line.substr(line.rfind(": ") + 2).starts_with("g7h7g9")) << line;
    }
}

TEST(GomokuMatch, BadOptionsGetAClearError) {
    for (const std::vector<std::string>& bad : {std::vector<std::string>{"--engine1", "x"},
                                                {"--engine1", "x", "--engine2", "y", "--size", "40"},
                                                {"--engine1", "x", "--engine2", "y", "--nodes1", "-5"},
                                                {"--engine1", "x", "--engine2", "y", "--pause-ms", "soon"},
                                                {"--engine1", "x", "--engine2", "y", "--speed", "1"}}) {
        std::ostringstream out, err;
        EXPECT_EQ(run_gomoku_match(bad, out, err), 2);
        EXPECT_NE(err.str().find("lineup-cli gomoku-match: "), std::string::npos) << err.str();
        EXPECT_TRUE(out.str().empty());
    }
}
#endif

}  // namespace
}  // namespace lineup::cli
