// Game records: one line of text that round-trips (layout included), with
// errors that name the bad token and its offset.
#include <gtest/gtest.h>

#include "core/record.hpp"
#include "test_support.hpp"
#include "text/messages.hpp"

namespace lineup::core {
namespace {

TEST(Record, WritesEveryKeyThatMattersForTheGame) {
    Board c4 = test::play_all(default_config(GameKind::Connect4), "4453");
    EXPECT_EQ(format_record(c4), "v=1&game=connect4&size=7x6&theme=basic&seed=0&moves=4453");

    GameConfig go = default_config(GameKind::Gomoku, Theme::Bubble, 15, 15, 7);
    go.rule = Rule::Exact;
    Board gomoku = test::play_all(go, "h8i9");
    EXPECT_EQ(format_record(gomoku),
              "v=1&game=gomoku&size=15&rule=exact&theme=bubble&seed=7&bubbles=13&win=9&moves=h8i9");

    Board rock = test::play_all(default_config(GameKind::Connect4, Theme::Rock, 7, 6, 42), "");
    EXPECT_EQ(format_record(rock), "v=1&game=connect4&size=7x6&theme=rock&seed=42&rocks=4&moves=");
}

TEST(Record, ParsesBackToTheSameBoard) {
    GameConfig config = default_config(GameKind::Gomoku, Theme::Rock, 13, 13, 42);
    Board board = test::play_all(config, "g7h8g8");
    auto record = parse_record(format_record(board));
    ASSERT_TRUE(record) << text::describe(record.error());
    EXPECT_EQ(record->config, config);
    Board again = replay(*record);
    EXPECT_EQ(again.rock_cells(), board.rock_cells());
    EXPECT_EQ(again.history().size(), board.history().size());
    EXPECT_EQ(format_record(again), format_record(board));
}

// A layout given cell by cell with no cells on the basic theme (the fuzz
// target's find) is written back as one, not as a seeded layout.
TEST(Record, AnEmptyPlacedLayoutRoundTrips) {
    auto record = parse_record("v=2&rockcells=");
    ASSERT_TRUE(record) << text::describe(record.error());
    ASSERT_TRUE(record->config.placed.has_value());
    const std::string written = format_record(replay(*record));
    EXPECT_NE(written.find("&rockcells=&"), std::string::npos) << written;
    auto again = parse_record(written);
    ASSERT_TRUE(again) << text::describe(again.error());
    EXPECT_TRUE(*again == *record) << written;
}

TEST(Record, MissingKeysTakeTheDefaults) {
    auto record = parse_record("v=1&moves=44");
    ASSERT_TRUE(record);
    EXPECT_EQ(record->config, default_config(GameKind::Connect4));
    EXPECT_EQ(record->moves.size(), 2u);
    auto gomoku = parse_record("v=1&game=gomoku");
    ASSERT_TRUE(gomoku);
    EXPECT_EQ(gomoku->config.cols, 13);
    auto themed = parse_record("v=1&game=gomoku&size=15&theme=bubble&seed=3");
    ASSERT_TRUE(themed);
    EXPECT_EQ(themed->config.counts, (ThemeCounts{0, 13, 9}));
}

TEST(Record, RandomGamesOfEveryKindRoundTrip) {
    Rng rng(2024);
    const GameKind games[] = {GameKind::Connect4, GameKind::Gomoku};
    const Theme themes[] = {Theme::Basic, Theme::Rock, Theme::Bubble};
    for (int i = 0; i < 600; ++i) {
        const GameKind game = games[i % 2];
        const Theme theme = themes[(i / 2) % 3];
        const int cols = game == GameKind::Connect4 ? 4 + rng.below(9) : 9 + rng.below(11);
        const int rows = game == GameKind::Connect4 ? 4 + rng.below(7) : cols;
        GameConfig config = default_config(game, theme, cols, rows, static_cast<std::uint32_t>(rng.next()));
        if (game == GameKind::Gomoku && rng.below(2) == 1) config.rule = Rule::Exact;
        Board board(config);
        test::play_random(board, rng, rng.below(cols * rows + 1));
        const std::string text = format_record(board);
        auto record = parse_record(text);
        ASSERT_TRUE(record) << text << ": " << text::describe(record.error());
        const Board again = replay(*record);
        EXPECT_EQ(again.config(), board.config());
        EXPECT_EQ(again.moves(), board.moves());
        EXPECT_EQ(again.status(), board.status());
        EXPECT_EQ(again.winner(), board.winner());
        EXPECT_EQ(format_record(again), text);
    }
}

struct BadRecord {
    const char* text;
    const char* message;
    std::size_t position;
};

TEST(Record, BadRecordsNameTheProblemAndWhere) {
    const BadRecord cases[] = {
        {"", "Empty record", 0},
        {"game=gomoku", "A record starts with v=1", 0},
        {"v=3&game=gomoku", "Unsupported record version '3' (this reads v=1 and v=2)", 2},
        {"v=1&gme=gomoku", "Unknown key 'gme'", 4},
        {"v=1&game=gomoku&game=connect4", "Key 'game' appears twice", 16},
        {"v=1&game", "'game' has no '='", 4},
        {"v=1&game=chess", "Unknown game 'chess'", 9},
        {"v=1&size=7", "size '7' is not like 7x6 or 15", 9},
        {"v=1&size=20x6", "Connect 4 boards go from 4x4 to 12x10, not 20x6", 9},
        {"v=1&theme=lava", "Unknown theme 'lava'", 10},
        {"v=1&theme=rock&seed=4294967296", "seed '4294967296' is not a 32-bit number", 20},
        {"v=1&theme=rock&rocks=x", "rocks 'x' is not a number", 21},
        {"v=1&moves=44a", "'a' is not a column number", 12},
        {"v=1&moves=4444444", "Move 7 (4): Column 4 is full.", 16},
        {"v=1&moves=12121212", "Move 8 (2): The game is over. Play again starts a new one.", 17},
        {"v=1&game=gomoku&theme=rock&seed=42&moves=f1", "Move 1 (f1): A rock is on f1: nobody can play there.", 41},
        {"v=1&game=gomoku&moves=h8h8", "Move 2 (h8): h8 is already taken.", 24},
    };
    for (const BadRecord& c : cases) {
        auto record = parse_record(c.text);
        ASSERT_FALSE(record) << c.text;
        EXPECT_EQ(text::describe(record.error()), c.message) << c.text;
        EXPECT_EQ(record.error().position, c.position) << c.text;
    }
}

TEST(Record, TruncatedRecordsAreRefusedOrShorter) {
    const std::string full = "v=1&game=gomoku&size=15&rule=exact&theme=bubble&seed=7&bubbles=13&win=9&moves=h8i9j10";
    for (std::size_t n = 0; n < full.size(); ++n) {
        auto record = parse_record(full.substr(0, n));
        // Any prefix either fails cleanly or parses to a valid game.
        if (record) {
            EXPECT_FALSE(validate(record->config));
        } else {
            EXPECT_FALSE(text::describe(record.error()).empty());
        }
    }
}

TEST(Record, HugeAndBinaryRecordsAreRefusedQuickly) {
    // A megabyte of moves: refused at the first impossible one, with its place.
    const std::string huge = "v=1&moves=" + std::string(1 << 20, '4');
    auto record = parse_record(huge);
    ASSERT_FALSE(record);
    EXPECT_EQ(text::describe(record.error()), "Move 7 (4): Column 4 is full.");
    // A megabyte of one key's value.
    EXPECT_FALSE(parse_record("v=1&game=" + std::string(1 << 20, 'x')));
    // Binary bytes: refused, and the message shows them printably.
    const std::string binary("v=1&game=\x00\xff\x01", 12);
    auto bad = parse_record(binary);
    ASSERT_FALSE(bad);
    for (char c : text::describe(bad.error())) EXPECT_TRUE(c >= 0x20 && c < 0x7f) << "unprintable byte in the message";
}

}  // namespace
}  // namespace lineup::core
