// Openings (core/opening.hpp): who places, who chooses and who then plays
// which colour, for every path through Swap and Swap2, checked against the
// rules written out stone by stone; choices that do not fit the stones are
// found; undo keeps only the choices made before.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "core/opening.hpp"
#include "core/record.hpp"
#include "text/errors.hpp"

namespace lineup::core {
namespace {

using Kind = OpeningStep::Kind;
constexpr Side side_of(int stones) { return stones % 2 == 0 ? Side::First : Side::Second; }

std::vector<OpeningChoice> choices(const char* letters) { return *parse_choices(letters); }

// A path written out: for each stone from the first, who places or plays it
// ('O' opener, 'X' the other), with the choices asked on the way: "OOO" then
// "X:s" (the other chooses Swap) and so on.
struct Path {
    Opening opening;
    const char* choices;
    const char* who;  // the seat of stones 1..8, '|' where the next choice is asked
};

TEST(Opening, EveryPathGivesEachStoneToTheRightSeat) {
    const Path paths[] = {
        {Opening::Standard, "", "OXOXOXOX"},
        // Swap: the opener places three; the other swaps (the opener then
        // plays second) or stays (and plays the fourth).
        {Opening::Swap, "s", "OOO|OXOXO"},
        {Opening::Swap, "p", "OOO|XOXOX"},
        // Swap2: as Swap, or two more by the other and the opener's choice.
        {Opening::Swap2, "s", "OOO|OXOXO"},
        {Opening::Swap2, "p", "OOO|XOXOX"},
        {Opening::Swap2, "ts", "OOO|XX|OXOX"},
        {Opening::Swap2, "tp", "OOO|XX|XOXO"},
    };
    for (const Path& path : paths) {
        const auto made = choices(path.choices);
        std::size_t asked = 0;
        int stones = 0;
        for (const char* p = path.who; *p != '\0'; ++p) {
            const std::span<const OpeningChoice> so_far(made.data(), asked);
            const OpeningStep step = opening_step(path.opening, so_far, stones, side_of(stones));
            const std::string where =
                std::string(to_string(path.opening)) + " " + path.choices + " stone " + std::to_string(stones + 1);
            if (*p == '|') {
                ASSERT_EQ(step.kind, Kind::Choose) << where;
                // The first choice is the other's, Swap2's second the opener's.
                EXPECT_EQ(step.seat, asked == 0 ? Seat::Other : Seat::Opener) << where;
                EXPECT_EQ(step.can_place_two, path.opening == Opening::Swap2 && asked == 0) << where;
                ++asked;
                continue;
            }
            EXPECT_NE(step.kind, Kind::Choose) << where;
            EXPECT_EQ(step.seat, *p == 'O' ? Seat::Opener : Seat::Other) << where;
            EXPECT_FALSE(opening_problem(path.opening, so_far, stones)) << where;
            ++stones;
        }
        EXPECT_EQ(asked, made.size()) << path.choices;
    }
}

TEST(Opening, SeatsFollowTheSwaps) {
    EXPECT_EQ(seat_of(Side::First, {}), Seat::Opener);
    EXPECT_EQ(seat_of(Side::First, choices("s")), Seat::Other);
    EXPECT_EQ(seat_of(Side::Second, choices("s")), Seat::Opener);
    EXPECT_EQ(seat_of(Side::First, choices("tp")), Seat::Opener);
    EXPECT_EQ(seat_of(Side::Second, choices("ts")), Seat::Opener);
}

TEST(Opening, ChoicesThatDoNotFitTheStonesAreFound) {
    struct Case {
        Opening opening;
        const char* choices;
        int stones;
        std::optional<std::size_t> fault;
    } cases[] = {
        {Opening::Standard, "", 9, std::nullopt},
        {Opening::Standard, "s", 3, 0},          // no choice in a standard opening
        {Opening::Swap, "", 3, std::nullopt},    // being asked
        {Opening::Swap, "", 4, 0},               // a fourth stone before the choice
        {Opening::Swap, "s", 2, 0},              // a choice before the third stone
        {Opening::Swap, "t", 3, 0},              // two more is Swap2's
        {Opening::Swap, "ss", 9, 1},             // one choice only
        {Opening::Swap2, "t", 5, std::nullopt},  // the opener is being asked
        {Opening::Swap2, "t", 6, 1},             // a sixth stone before the opener's choice
        {Opening::Swap2, "ts", 4, 1},            // the opener's choice before the fifth stone
        {Opening::Swap2, "tt", 5, 1},            // the opener does not place two more
        {Opening::Swap2, "tps", 9, 2},
        {Opening::Swap2, "ps", 9, 1},
        {Opening::Swap2, "tp", 12, std::nullopt},
    };
    for (const Case& c : cases) {
        EXPECT_EQ(opening_problem(c.opening, choices(c.choices), c.stones), c.fault)
            << to_string(c.opening) << " " << c.choices << " " << c.stones;
    }
}

TEST(Opening, UndoKeepsTheChoicesMadeBefore) {
    EXPECT_EQ(choices_kept(Opening::Swap2, choices("ts"), 6), 2u);
    EXPECT_EQ(choices_kept(Opening::Swap2, choices("ts"), 5), 2u);  // the sixth stone taken back
    EXPECT_EQ(choices_kept(Opening::Swap2, choices("ts"), 4), 1u);  // the fifth: the opener is asked again later
    EXPECT_EQ(choices_kept(Opening::Swap2, choices("ts"), 3), 1u);
    EXPECT_EQ(choices_kept(Opening::Swap2, choices("ts"), 2), 0u);
    EXPECT_EQ(choices_kept(Opening::Swap, choices("p"), 3), 1u);
    EXPECT_EQ(choices_kept(Opening::Swap, choices("p"), 2), 0u);
}

TEST(Opening, NamesAndLettersReadBack) {
    for (Opening o : {Opening::Standard, Opening::Swap, Opening::Swap2}) EXPECT_EQ(parse_opening(to_string(o)), o);
    EXPECT_FALSE(parse_opening("swap3"));
    EXPECT_FALSE(parse_opening(""));
    EXPECT_EQ(format_choices(choices("tps")), "tps");
    EXPECT_FALSE(parse_choices("tx"));
    EXPECT_TRUE(parse_choices("")->empty());
}

TEST(Opening, RecordsCarryTheOpeningAndItsChoicesFromVersionTwo) {
    const std::string text =
        "v=2&game=gomoku&size=15&rule=renju&opening=swap2&theme=basic&seed=0&choices=tp&moves=h8i9j10k11l12m13";
    auto record = parse_record(text);
    ASSERT_TRUE(record) << text::describe(record.error());
    EXPECT_EQ(record->config.opening, Opening::Swap2);
    EXPECT_EQ(record->choices, choices("tp"));
    EXPECT_EQ(record->moves.size(), 6u);
    EXPECT_EQ(format_record(*record), text);
    // Being asked: no choice yet after three stones.
    auto asked = parse_record("v=2&game=gomoku&opening=swap&moves=h8i9j10");
    ASSERT_TRUE(asked);
    EXPECT_TRUE(asked->choices.empty());
    EXPECT_EQ(format_record(*asked),
              "v=2&game=gomoku&size=13&rule=freestyle&opening=swap&theme=basic&seed=0&moves=h8i9j10");

    struct Bad {
        const char* text;
        const char* message;
        std::size_t position;
    } cases[] = {
        {"v=1&game=gomoku&opening=swap", "Unknown key 'opening'", 16},
        {"v=1&game=gomoku&choices=s", "Unknown key 'choices'", 16},
        {"v=2&game=gomoku&opening=swap3", "Unknown opening 'swap3'", 24},
        {"v=2&game=gomoku&opening=swap&choices=x",
         "choices 'x' are not the letters s (swap), p (play on) and t (two more)", 37},
        {"v=2&game=connect4&opening=swap", "Connect 4 has no Swap or Swap2 opening", 0},
        {"v=2&game=gomoku&opening=swap&moves=h8i9j10k11", "The opening's choice 1 does not fit the stones played", 35},
        {"v=2&game=gomoku&opening=swap2&choices=tp&moves=h8i9j10k11",
         "The opening's choice 2 does not fit the stones "
         "played",
         38},
        {"v=2&game=gomoku&opening=swap&choices=t&moves=h8i9j10",
         "The opening's choice 1 does not fit the stones played", 37},
        {"v=2&game=gomoku&choices=s&moves=h8i9j10", "The opening's choice 1 does not fit the stones played", 24},
    };
    for (const Bad& c : cases) {
        auto bad = parse_record(c.text);
        ASSERT_FALSE(bad) << c.text;
        EXPECT_EQ(text::describe(bad.error()), c.message) << c.text;
        EXPECT_EQ(bad.error().position, c.position) << c.text;
    }
}

}  // namespace
}  // namespace lineup::core
