// Page options and shared links, without a browser.
#include "app/session/page_options.hpp"

#include <gtest/gtest.h>

#include "core/record.hpp"

namespace lineup::app {
namespace {

using core::GameKind;
using core::Theme;

TEST(PageOptions, ParseEveryKey) {
    std::vector<std::string> warnings;
    const auto o = parse_page_options(
        "?game=gomoku&size=15&rule=exact&theme=bubble&mode=pvc&level=master&first=computer&seed=7", warnings);
    EXPECT_TRUE(warnings.empty());
    EXPECT_EQ(o.game, GameKind::Gomoku);
    EXPECT_EQ(o.size, (std::pair{15, 15}));
    EXPECT_EQ(o.rule, core::Rule::Exact);
    EXPECT_EQ(o.theme, Theme::Bubble);
    EXPECT_EQ(o.mode, core::Mode::PvC);
    EXPECT_EQ(o.level, "master");
    EXPECT_EQ(o.computer_first, true);
    EXPECT_EQ(o.seed, 7u);
}

// One table of keys: every key parses without a "unknown option" warning,
// everything format_page_options writes is a key of the table (settings as
// settings), and the page script receives the names in the table's order.
TEST(PageOptions, OneTableOfKeys) {
    for (const OptionKeyInfo& info : kPageOptionKeys) {
        EXPECT_EQ(find_option_key(info.name), info.key);
        EXPECT_EQ(option_name(info.key), info.name);
        std::vector<std::string> warnings;
        parse_page_options(std::string(info.name) + "=%", warnings);
        for (const std::string& w : warnings) EXPECT_EQ(w.find("unknown"), std::string::npos) << w;
    }
    EXPECT_FALSE(find_option_key("language"));
    EXPECT_EQ(
        option_keys_json(),
        R"(["game","size","rule","opening","theme","mode","level","c4level","gomokulevel","first","seed","lang","sound","motion",)"
        R"("marks","confirm","numbers","scheme","scores","analysis","embed","host","allow","view","pos","friend"])");
    EXPECT_EQ(
        option_keys_json(true),
        R"(["game","size","rule","opening","theme","level","c4level","gomokulevel","first","lang","sound","motion","marks",)"
        R"("confirm","numbers","scheme","scores"])");
    std::vector<std::string> warnings;
    const auto all = parse_page_options(
        "game=gomoku&size=15&rule=exact&theme=rock&mode=pvc&level=hard&first=human&seed=3"
        "&lang=zh&sound=on&motion=reduced&marks=on&confirm=off&scheme=dark&analysis=on&view=replay",
        warnings);
    EXPECT_TRUE(warnings.empty());
    std::size_t next = 0;  // written in the table's order
    for (const auto& [name, value] : format_page_options(all)) {
        const auto key = find_option_key(name);
        ASSERT_TRUE(key) << name;
        EXPECT_GE(static_cast<std::size_t>(*key), next) << name;
        next = static_cast<std::size_t>(*key) + 1;
    }
}

// The page saves the player's settings as formatted options and starts from
// them: every option, alone or together, parses back to itself.
TEST(PageOptions, FormattedOptionsParseBackToThemselves) {
    const auto join = [](const PageOptions& o) {
        std::string query;
        for (const auto& [name, value] : format_page_options(o))
            query += (query.empty() ? "" : "&") + name + "=" + value;
        return query;
    };
    PageOptions all;
    all.game = GameKind::Gomoku;
    all.size = std::pair{15, 15};
    all.rule = core::Rule::Exact;
    all.theme = Theme::Bubble;
    all.mode = core::Mode::CvC;
    all.level = "master";
    all.computer_first = true;
    all.seed = 4294967295u;
    all.language = text::Language::Chinese;
    all.sound = false;
    all.reduced_motion = true;
    all.marks = true;
    all.tap_confirm = false;
    all.numbers = true;
    all.analysis = true;
    all.replay = true;
    all.pos = "4453";
    PageOptions connect4;
    connect4.game = GameKind::Connect4;
    connect4.size = std::pair{8, 7};
    connect4.computer_first = false;
    connect4.reduced_motion = false;
    connect4.analysis = false;
    PageOptions square_without_game;
    square_without_game.size = std::pair{9, 9};
    for (const PageOptions& o : {all, connect4, square_without_game, PageOptions{}}) {
        std::vector<std::string> warnings;
        const std::string query = join(o);
        EXPECT_EQ(parse_page_options(query, warnings), o) << query;
        EXPECT_TRUE(warnings.empty()) << query;
    }
    EXPECT_EQ(join(connect4), "game=connect4&size=8x7&first=human&motion=full&analysis=off");
    EXPECT_EQ(join(all),
              "game=gomoku&size=15&rule=exact&theme=bubble&mode=cvc&level=master&first=computer&"
              "seed=4294967295&lang=zh&sound=off&motion=reduced&marks=on&confirm=off&numbers=on&analysis=on&view="
              "replay&pos=4453");
}

// The page starts from its saved settings under the address's options: what
// the address gives wins, and a saved setting that does not fit is left out
// with a note (never a warning: the address is not at fault).
TEST(PageOptions, SavedSettingsGiveWayToTheAddressAndLeaveOutWhatDoesNotFit) {
    std::vector<std::string> warnings, notes;
    const PageOptions address = parse_page_options("mode=pvc&lang=en", warnings);
    PageOptions o = with_saved_settings("game=gomoku&size=15&level=master&lang=zh&mode=cvc&seed=9&view=replay", address,
                                        GameKind::Connect4, notes);
    EXPECT_TRUE(warnings.empty());
    EXPECT_TRUE(notes.empty());
    EXPECT_EQ(o.game, GameKind::Gomoku);
    EXPECT_EQ(o.size, (std::pair{15, 15}));
    EXPECT_EQ(o.level, "master");
    EXPECT_EQ(o.language, text::Language::English);  // the address's
    EXPECT_EQ(o.mode, core::Mode::PvC);              // the address's; a saved mode is no setting
    EXPECT_FALSE(o.seed);
    EXPECT_FALSE(o.replay);

    // Values that do not fit: a size that is no size, a level of the other game.
    o = with_saved_settings("size=connect4&level=master&sound=loud&zzz=1", PageOptions{}, GameKind::Connect4, notes);
    EXPECT_FALSE(o.size);
    EXPECT_FALSE(o.level);
    EXPECT_FALSE(o.sound);
    EXPECT_EQ(notes.size(), 4u);
    for (const std::string& note : notes) EXPECT_TRUE(note.starts_with("Lineup: saved settings: ")) << note;

    // Saved for Gomoku, but the address asks for Connect 4: Gomoku's size,
    // rule and level stay behind; the rest is kept.
    notes.clear();
    o = with_saved_settings("game=gomoku&size=15&rule=exact&level=master&theme=rock",
                            parse_page_options("game=connect4", warnings), GameKind::Connect4, notes);
    EXPECT_EQ(o.game, GameKind::Connect4);
    EXPECT_FALSE(o.size);
    EXPECT_FALSE(o.rule);
    EXPECT_FALSE(o.level);
    EXPECT_EQ(o.theme, Theme::Rock);
    EXPECT_EQ(notes.size(), 3u);
    EXPECT_TRUE(warnings.empty());

    // Applied: no warning at all, and the game the saved settings describe.
    Session session;
    notes.clear();
    apply_page_options(session,
                       with_saved_settings("game=gomoku&size=13&level=hard", PageOptions{}, GameKind::Connect4, notes),
                       "", warnings);
    EXPECT_TRUE(warnings.empty());
    EXPECT_EQ(session.config().game, GameKind::Gomoku);
    EXPECT_EQ(session.config().cols, 13);
}

// view=resume: the page reopens the game it kept (a reload, a later visit):
// the person's own game, said to be back, not opened from a link.
TEST(PageOptions, AResumedGameIsSaidToBeBack) {
    std::vector<std::string> warnings;
    const PageOptions o = parse_page_options("mode=pvp&view=resume", warnings);
    EXPECT_TRUE(warnings.empty());
    EXPECT_TRUE(o.resumed);
    EXPECT_FALSE(o.replay);
    Session session;
    apply_page_options(session, o, "#v=1&game=connect4&size=7x6&moves=445", warnings);
    ASSERT_NE(session.board(), nullptr);
    EXPECT_EQ(session.message(), "Your game is back: 3 moves. Yellow's move.");
    Session linked;
    apply_page_options(linked, parse_page_options("mode=pvp", warnings), "#v=1&game=connect4&size=7x6&moves=445",
                       warnings);
    EXPECT_EQ(linked.message(), "Game opened from its link: 3 moves. Yellow's move.");
}

TEST(PageOptions, LanguageAndDisplaySettings) {
    std::vector<std::string> warnings;
    const auto o = parse_page_options("lang=zh&sound=on&motion=reduced&marks=on&confirm=off", warnings);
    EXPECT_TRUE(warnings.empty());
    EXPECT_EQ(o.language, text::Language::Chinese);
    EXPECT_EQ(o.sound, true);
    EXPECT_EQ(o.reduced_motion, true);
    EXPECT_EQ(o.marks, true);
    EXPECT_EQ(o.tap_confirm, false);
    const auto bad = parse_page_options("lang=klingon&sound=loud&motion=slow", warnings);
    EXPECT_EQ(warnings.size(), 3u);
    EXPECT_FALSE(bad.language);
    EXPECT_FALSE(bad.sound);

    Session session;
    apply_page_options(session, o, "", warnings);
    EXPECT_EQ(session.language(), text::Language::Chinese);
    // No mode given: a game at once (two players: the session has no computer).
    EXPECT_EQ(session.phase(), Phase::Playing);
    EXPECT_EQ(session.message(), "双人对战。轮到红方。");
}

// The colour scheme: auto (as the system prefers), light or dark; a page
// option and a saved setting, written back only when chosen.
TEST(PageOptions, TheColourScheme) {
    std::vector<std::string> warnings;
    DisplaySettings display;
    display.system_dark = true;
    EXPECT_TRUE(display.dark_now()) << "auto follows the system";
    apply_display_options(display, parse_page_options("scheme=light", warnings));
    EXPECT_FALSE(display.dark_now());
    apply_display_options(display, parse_page_options("scheme=auto", warnings));
    EXPECT_TRUE(display.dark_now());
    display.system_dark = false;
    apply_display_options(display, parse_page_options("scheme=dark", warnings));
    EXPECT_TRUE(display.dark_now());
    EXPECT_TRUE(warnings.empty());
    const auto bad = parse_page_options("scheme=midnight", warnings);
    EXPECT_EQ(warnings.size(), 1u);
    EXPECT_FALSE(bad.scheme);
    PageOptions dark;
    dark.scheme = ColourScheme::Dark;
    EXPECT_EQ(format_page_options(dark), (std::vector<std::pair<std::string, std::string>>{{"scheme", "dark"}}));
}

// Connect 4's analysis chips: in words unless the player saved the compact
// form; settings saved before the option existed (release 6's, below) keep
// the words.
TEST(PageOptions, TheFormOfTheScores) {
    std::vector<std::string> warnings, notes;
    DisplaySettings display;
    apply_display_options(display, with_saved_settings("game=connect4&size=7x6&theme=basic&level=hard&c4level=hard&"
                                                       "lang=en&sound=off&motion=full&marks=off&numbers=off",
                                                       PageOptions{}, GameKind::Connect4, notes));
    EXPECT_FALSE(display.compact_scores);
    EXPECT_TRUE(notes.empty());
    apply_display_options(display, with_saved_settings("scores=compact", PageOptions{}, GameKind::Connect4, notes));
    EXPECT_TRUE(display.compact_scores);
    EXPECT_TRUE(is_setting("scores"));
    apply_display_options(display, parse_page_options("scores=words", warnings));
    EXPECT_FALSE(display.compact_scores);
    EXPECT_TRUE(warnings.empty());
    EXPECT_FALSE(parse_page_options("scores=short", warnings).compact_scores);
    EXPECT_EQ(warnings.size(), 1u);
    PageOptions compact;
    compact.compact_scores = true;
    EXPECT_EQ(format_page_options(compact), (std::vector<std::pair<std::string, std::string>>{{"scores", "compact"}}));
}

TEST(PageOptions, BadInputIsIgnoredWithOneWarningEach) {
    std::vector<std::string> warnings;
    const auto o = parse_page_options("game=chess&&size=x&mode=&seed=4294967296&first=maybe&zzz&theme=rock", warnings);
    EXPECT_EQ(warnings.size(), 6u);
    EXPECT_FALSE(o.game);
    EXPECT_FALSE(o.size);
    EXPECT_FALSE(o.mode);
    EXPECT_FALSE(o.seed);
    EXPECT_EQ(o.theme, Theme::Rock);  // the good one still applies
}

TEST(PageOptions, HugeAndBinaryQueriesAreIgnoredWithWarnings) {
    std::vector<std::string> warnings;
    const std::string huge = "game=" + std::string(1 << 20, 'g') + "&theme=rock&" + std::string(100000, '&');
    const auto o = parse_page_options(huge, warnings);
    EXPECT_EQ(warnings.size(), 1u);
    EXPECT_FALSE(o.game);
    EXPECT_EQ(o.theme, Theme::Rock);
    for (const std::string& w : warnings) EXPECT_LT(w.size(), 400u) << "a warning quotes a huge value whole";
    warnings.clear();
    const auto b = parse_page_options(std::string("\x00=\xff&level=\x01", 12), warnings);
    EXPECT_EQ(warnings.size(), 1u);  // the unknown key; the level is checked when applied
    Session session;
    apply_page_options(session, b, "", warnings);
    EXPECT_EQ(warnings.size(), 2u);
    EXPECT_EQ(session.level(), ai::default_level(GameKind::Connect4));
}

TEST(PageOptions, ALinkRestoresTheGame) {
    Session session;
    std::vector<std::string> warnings;
    apply_page_options(session, {}, "#v=1&game=connect4&size=7x6&theme=rock&seed=42&rocks=4&moves=4435", warnings);
    EXPECT_TRUE(warnings.empty());
    ASSERT_NE(session.board(), nullptr);
    EXPECT_EQ(session.board()->ply(), 4);
    EXPECT_EQ(session.config().seed, 42u);
    EXPECT_EQ(core::format_record(*session.board()),
              "v=1&game=connect4&size=7x6&theme=rock&seed=42&rocks=4&moves=4435");
    EXPECT_TRUE(session.take_events().empty());  // old moves are not news
    session.play(core::Move::column(0));
    EXPECT_EQ(session.board()->ply(), 5);
    EXPECT_TRUE(session.undo());
    EXPECT_EQ(session.board()->ply(), 4);
}

// ?pos=4453, as connect4.gamesolver.org writes a position: the game opens
// there, for two players unless the mode says otherwise.
TEST(PageOptions, APositionOpensThere) {
    Session session;
    std::vector<std::string> warnings;
    PageOptions o;
    o.pos = "4453";
    apply_page_options(session, o, "", warnings);
    EXPECT_TRUE(warnings.empty());
    ASSERT_NE(session.board(), nullptr);
    EXPECT_EQ(core::format_record(*session.board()), "v=1&game=connect4&size=7x6&theme=basic&seed=0&moves=4453");
    EXPECT_EQ(session.seats().mode, core::Mode::PvP);
    EXPECT_EQ(session.message().find("Record read (Connect 4 digits): 4 moves."), 0u) << session.message();

    std::vector<std::string> query_warnings;
    const PageOptions bad = parse_page_options("pos=44x", query_warnings);
    EXPECT_EQ(query_warnings.size(), 1u);
    EXPECT_FALSE(bad.pos);
}

TEST(PageOptions, AnImpossiblePositionGivesAFreshGameAndSaysWhy) {
    Session session;
    std::vector<std::string> warnings;
    PageOptions o;
    o.pos = "4444444";
    apply_page_options(session, o, "", warnings);
    ASSERT_EQ(warnings.size(), 1u);
    EXPECT_EQ(warnings[0], "Lineup: ignored pos=4444444: Move 7 (4): Column 4 is full.");
    ASSERT_NE(session.board(), nullptr);
    EXPECT_EQ(session.board()->ply(), 0);
    EXPECT_EQ(session.message(),
              "This record could not be read: Move 7 (4): Column 4 is full. The game goes on as it was.");
}

TEST(PageOptions, ABrokenLinkGivesAFreshGame) {
    Session session;
    std::vector<std::string> warnings;
    apply_page_options(session, {}, "#v=1&game=gomoku&size=13&moves=h8h8", warnings);
    ASSERT_EQ(warnings.size(), 1u);
    EXPECT_EQ(session.phase(), Phase::Playing);
    EXPECT_EQ(session.board()->ply(), 0);
    EXPECT_EQ(session.message().find("This link's game could not be read"), 0u) << session.message();
    EXPECT_NE(session.message().find("Here is a new game."), std::string::npos) << session.message();
}

}  // namespace
}  // namespace lineup::app

namespace lineup::app {
namespace {

TEST(PageOptions, AReplayStepsThroughARecordedGameReadOnly) {
    Session session;
    std::vector<std::string> warnings;
    PageOptions options;
    options.replay = true;
    apply_page_options(session, options, "v=1&game=connect4&size=7x6&theme=basic&seed=0&moves=4455667", warnings);
    EXPECT_TRUE(warnings.empty());
    ASSERT_TRUE(session.replaying());
    EXPECT_EQ(session.board()->ply(), 0);
    session.play(core::Move::column(0));
    EXPECT_EQ(session.board()->ply(), 0);
    EXPECT_NE(session.message().find("recorded game"), std::string::npos);
    for (int i = 0; i < 7; ++i) EXPECT_TRUE(session.redo());
    EXPECT_EQ(session.board()->status(), core::Status::Won);
    EXPECT_FALSE(session.redo());
    EXPECT_EQ(session.message(), "This is the end of the recorded game.");
    EXPECT_TRUE(session.undo());
    EXPECT_EQ(session.board()->ply(), 6);
    session.restart();
    EXPECT_FALSE(session.replaying());
}

}  // namespace
}  // namespace lineup::app

namespace lineup::app {
namespace {

// A link keeps its opponent; its level is the level of the record's
// game, whatever game the page had before.
TEST(PageOptions, ALinksLevelIsForItsRecordsGame) {
    Session session;
    std::vector<std::string> warnings;
    const auto o = parse_page_options("?mode=pvp&level=master&first=computer", warnings);
    apply_page_options(session, o, "#v=1&game=gomoku&size=13&moves=g7e7", warnings);
    EXPECT_TRUE(warnings.empty());
    EXPECT_EQ(session.board()->config().game, GameKind::Gomoku);
    EXPECT_EQ(session.level(), ai::Level::Max);  // "master": Gomoku's strongest
    EXPECT_EQ(session.level(GameKind::Connect4), ai::default_level(GameKind::Connect4));
    EXPECT_TRUE(session.computer_first());
}

}  // namespace
}  // namespace lineup::app
