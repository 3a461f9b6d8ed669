// Chinese line breaking (text_wrap.hpp): between any two characters, never
// before closing or after opening punctuation, never at a space beside
// Chinese text; text without Chinese is left to ImGui's wrapping at spaces.
#include "app/ui/text_wrap.hpp"

#include <gtest/gtest.h>

#include <string>
#include <string_view>

namespace lineup::app {
namespace {

// Every code point one unit wide.
float units(std::string_view piece) {
    float n = 0;
    for (const char c : piece) n += (static_cast<unsigned char>(c) & 0xC0) != 0x80 ? 1.0f : 0.0f;
    return n;
}

TEST(TextWrap, ChineseBreaksBetweenCharactersAndKeepsANumberWithItsWords) {
    // "你输了——电脑早已算出 5 步取胜。" in lines of 12: ImGui alone breaks only
    // at the spaces around the 5, which then starts or ends a line alone.
    const std::string lost =
        "\u4f60\u8f93\u4e86\u2014\u2014\u7535\u8111\u65e9\u5df2\u7b97\u51fa 5 \u6b65\u53d6\u80dc\u3002";
    const std::string lines = break_cjk_lines(lost, 12, units);
    EXPECT_EQ(lines, "\u4f60\u8f93\u4e86\u2014\u2014\u7535\u8111\u65e9\u5df2\u7b97\n\u51fa 5 \u6b65\u53d6\u80dc\u3002");
    // Closing punctuation never starts a line: "。" goes with the character
    // before it, to a new line.
    EXPECT_EQ(break_cjk_lines("\u4e00\u4e8c\u4e09\u56db\u3002", 4, units), "\u4e00\u4e8c\u4e09\n\u56db\u3002");
    // Opening punctuation never ends one.
    EXPECT_EQ(break_cjk_lines("\u4e00\u4e8c\u4e09\uff08\u56db\uff09", 4, units),
              "\u4e00\u4e8c\u4e09\n\uff08\u56db\uff09");
    // A line that fits, or a given line break, is left alone.
    EXPECT_EQ(break_cjk_lines("\u7b2c 4 \u5217", 12, units), "\u7b2c 4 \u5217");
    EXPECT_EQ(break_cjk_lines("\u4e00\u4e8c\n\u4e09\u56db\u4e94", 3, units), "\u4e00\u4e8c\n\u4e09\u56db\u4e94");
}

TEST(TextWrap, TextWithoutChineseIsLeftToImGui) {
    const std::string english = "You lose \u2014 the computer found a win in 5 moves.";
    EXPECT_EQ(break_cjk_lines(english, 10, units), english);
}

}  // namespace
}  // namespace lineup::app
