// The help window's sections (help.hpp): the games, then how to read the
// analysis, the review's grades, Renju with Swap and Swap2, and games by
// link, in both languages; the analysis section uses the chips' own words.
#include "text/help.hpp"

#include <gtest/gtest.h>

#include <string>

#include "text/analysis_messages.hpp"

namespace lineup::text {
namespace {

std::string titles(const std::vector<HelpSection>& sections) {
    std::string out;
    for (const HelpSection& s : sections) out += s.title + "|";
    return out;
}

TEST(Help, SectionsForTheAnalysisReviewRenjuSwapAndLinks) {
    const core::GameConfig c4 = core::default_config(core::GameKind::Connect4, core::Theme::Basic, 7, 6);
    EXPECT_EQ(titles(how_to_play(c4, Language::English)),
              "Connect 4|Gomoku|Themes|Playing|Analysis (A)|Review (V)|Renju, Swap and Swap2|Games by link|");
    EXPECT_EQ(titles(how_to_play(c4, Language::Chinese)),
              "四子棋|五子棋|主题|操作|分析（A）|复盘（V）|连珠、交换与二次交换|链接对局|");
    const core::GameConfig gomoku = core::default_config(core::GameKind::Gomoku, core::Theme::Basic, 15);
    EXPECT_EQ(how_to_play(gomoku, Language::English).front().title, "Gomoku");
    // The analysis section quotes the chips as the board draws them.
    for (Language lang : {Language::English, Language::Chinese}) {
        const std::string body = how_to_play(c4, lang)[4].body;
        EXPECT_NE(body.find(msg_column_chip_text(1, 3, lang)), std::string::npos) << body;
        EXPECT_NE(body.find(msg_column_chip_text(0, 0, lang)), std::string::npos) << body;
        EXPECT_NE(body.find(msg_column_chip_text(-1, 5, lang)), std::string::npos) << body;
    }
}

// The review's section names the grades of both games; Renju's names the
// side it restricts by the theme's colour.
TEST(Help, TheReviewsGradesAndRenjusSideInWords) {
    const core::GameConfig basic = core::default_config(core::GameKind::Gomoku, core::Theme::Basic, 15);
    const std::string review = how_to_play(basic, Language::English)[5].body;
    for (const char* grade : {"best", "keeps the result", "throws away a win", "turns a draw into a loss", "good",
                              "inaccuracy", "mistake", "forced win", "ringed"}) {
        EXPECT_NE(review.find(grade), std::string::npos) << grade;
    }
    EXPECT_NE(how_to_play(basic, Language::Chinese)[5].body.find("欠准确"), std::string::npos);
    EXPECT_EQ(how_to_play(basic, Language::English)[6].body.rfind("Renju: Black (the first player) may not", 0), 0u);
    EXPECT_EQ(how_to_play(basic, Language::Chinese)[6].body.rfind("连珠：黑方（先手）", 0), 0u);
    const core::GameConfig rock = core::default_config(core::GameKind::Gomoku, core::Theme::Rock, 15);
    EXPECT_EQ(how_to_play(rock, Language::English)[6].body.rfind("Renju: Red (the first player)", 0), 0u);
}

// The list of keys comes as two columns (the help draws them as a table: a
// proportional font cannot line them up with spaces), in both languages.
TEST(Help, KeysComeAsTheKeyAndWhatItDoes) {
    for (Language lang : {Language::English, Language::Chinese}) {
        const std::vector<KeyHelp> keys = key_help(lang);
        ASSERT_EQ(keys.size(), 30u);
        for (const KeyHelp& k : keys) {
            EXPECT_FALSE(k.key.empty());
            EXPECT_FALSE(k.what.empty()) << k.key;
            EXPECT_EQ(k.key.find("  "), std::string::npos) << k.key;
            EXPECT_NE(k.what.front(), ' ') << k.what;
            EXPECT_NE(k.key.back(), ' ') << k.key;
        }
    }
    const std::vector<KeyHelp> en = key_help(Language::English);
    EXPECT_EQ(en[0].key, "Tab");
    EXPECT_EQ(en[0].what, "the next control (Shift+Tab: back)");
    EXPECT_EQ(en[1].key, "Enter/Space");
    EXPECT_EQ(en[1].what, "press the control in focus");
    EXPECT_EQ(en.back().key, "F1 or ?");
    EXPECT_EQ(en.back().what, "this help");
    const std::vector<KeyHelp> zh = key_help(Language::Chinese);
    EXPECT_EQ(zh[1].key, "\u56de\u8f66/\u7a7a\u683c");  // 回车/空格
    EXPECT_EQ(zh[1].what, "\u6309\u4e0b\u9009\u4e2d\u7684\u63a7\u4ef6");
}

}  // namespace
}  // namespace lineup::text
