#include "text/help.hpp"

#include <algorithm>
#include <string_view>
#include <utility>

#include "text/messages.hpp"

namespace lineup::text {

using core::GameConfig;
using core::GameKind;
using core::Rule;
using core::Theme;

namespace {

bool zh(Language lang) { return lang == Language::Chinese; }

std::string n(int value) { return std::to_string(value); }

HelpSection connect4(Language lang) {
    if (zh(lang)) {
        return {
            "四子棋",
            "双方轮流把棋子投进一列，棋子落到该列最低的空位。先把四个或更多自己的棋子连成一线（横、竖或斜）的一方获胜；"
            "棋盘下满仍无连线则为平局。点击或轻触一列即可落子，也可以按 1-9 选列。"};
    }
    return {"Connect 4",
            "Players take turns dropping a disc into a column; it falls to the lowest free cell. Four or more of your "
            "discs in a line (across, up or diagonally) wins; a full board without a line is a draw. Click or tap a "
            "column to drop a disc there, or press 1-9."};
}

HelpSection gomoku(Language lang) {
    if (zh(lang)) {
        return {"五子棋",
                "双方轮流在空的交叉点上放一颗棋子，黑方先行。先把五颗自己的棋子连成一线（横、竖或斜）的一方获胜。"
                "“五子或以上”规则下长连也算赢；“恰好五子”规则下六子或以上不算。点击或轻触交叉点即可落子。"};
    }
    return {"Gomoku",
            "Players take turns placing a stone on an empty point; Black moves first. Five of your stones in a line "
            "(across, up or diagonally) wins. Under \"Five or more\" a longer line wins too; under \"Exactly five\" "
            "six or more does not. Click or tap a point to place a stone."};
}

HelpSection themes(const GameConfig& config, Language lang) {
    const bool c4 = config.game == GameKind::Connect4;
    if (zh(lang)) {
        return {
            "主题",
            std::string("基础：标准规则。岩石：开局时岩石落在随机的格子上") + (c4 ? "（像棋子一样下落）" : "") +
                "，谁都不能在岩石上落子。泡泡：开局时泡泡出现在随机的格子上（一格可能有两个）；占到的泡泡累计达到目标数"
                "的一方立即获胜。布局编号决定岩石和泡泡的位置：同一编号总是同样的布局，“新布局”换一个。"};
    }
    return {"Themes",
            std::string("Basic: the plain rules. Rock: rocks fall on random cells when a game starts") +
                (c4 ? " (they drop like discs)" : "") +
                "; nobody can play on a rock. Bubble: bubbles appear on random cells (two may share a cell); whoever "
                "holds the target number of bubbles under their pieces wins at once. The layout number places the "
                "rocks and bubbles: the same number always gives the same layout, and \"New layout\" draws another."};
}

HelpSection moving(Language lang) {
    if (zh(lang)) {
        return {
            "操作",
            "打开页面就是一局人机对战：直接落子即可。模式、游戏、大小、规则或主题随时可以更改，更改后立即开始新的一局"
            "（“悔棋”可找回刚才的对局，浏览器的“后退”也可回到上一局）。格子很小时，第一次轻触只预览，再轻触同一处才落子"
            "（设置中可更改）。"
            "悔棋、重做、提示和“复制链接”在面板上方。"};
    }
    return {"Playing",
            "The page opens on a game against the computer: just play. Mode, game, size, rule and theme can change "
            "at any time; a change starts a new game at once (Undo brings back the game you were playing, and the "
            "browser's Back returns to it too). Where "
            "cells are small, a first tap previews and a second tap on the same place plays (see the settings). "
            "Undo, Redo, Hint and Copy link are at the top of the panel."};
}

HelpSection analysis(Language lang) {
    if (zh(lang)) {
        return {"分析（A）",
                "四子棋：“3步胜”即连这一子共下 3 子必胜；“和棋”；“5步负”即下 5 子后落败。五子棋：横条为双方胜率，"
                "A、B、C 为最佳着法。"};
    }
    return {"Analysis (A)",
            "Connect 4: \"Win in 3\": you win with 3 of your discs, this one included; \"Draw\"; \"Loss in 5\": you "
            "lose after 5 of yours. Gomoku: the bar shows each side's chances; A, B, C are the best moves."};
}

HelpSection review(Language lang) {
    if (zh(lang)) {
        return {"复盘（V）",
                "每一步都被评定。四子棋：最佳、保住结果（但不是最快）、丢掉胜局、和变败；五子棋：最佳、好棋、欠准确、"
                "失误、错过必胜、让对方必胜。更好的着法在棋盘上圈出；左右方向键逐步查看，“下一个失误”跳到下一个失误。"};
    }
    return {"Review (V)",
            "Every move is graded. Connect 4: best, keeps the result (though not the fastest), throws away a win, "
            "turns a draw into a loss. Gomoku: best, good, inaccuracy, mistake, misses or allows a forced win. A "
            "better move is ringed on the board; Left and Right step through, \"Next mistake\" jumps to the next."};
}

HelpSection gomoku_rules(const GameConfig& config, Language lang) {
    const std::string first(colour_name(GameKind::Gomoku, config.theme, core::Side::First, lang));
    if (zh(lang)) {
        return {"连珠、交换与二次交换", "连珠：" + first +
                                            "方（先手）不能下三三、四四或长连。交换：先手放三子，后手选边。二次交换：后"
                                            "手也可再放两子，让先手选边。"};
    }
    return {"Renju, Swap and Swap2",
            "Renju: " + first +
                " (the first player) may not make a double three, a double four or an overline. Swap: after three "
                "stones the second player picks a side. Swap2: or places two more and lets the first pick."};
}

HelpSection by_link(Language lang) {
    if (zh(lang)) return {"链接对局", "“链接约好友”：落子，发出链接，打开好友发回的链接。"};
    return {"Games by link", "\"Friend by link\": play, send the link, open the one your friend sends back."};
}

}  // namespace

std::vector<HelpSection> how_to_play(const GameConfig& config, Language lang) {
    std::vector<HelpSection> sections{connect4(lang), gomoku(lang)};
    if (config.game == GameKind::Gomoku) std::swap(sections[0], sections[1]);
    for (HelpSection s : {themes(config, lang), moving(lang), analysis(lang), review(lang), gomoku_rules(config, lang),
                          by_link(lang)}) {
        sections.push_back(std::move(s));
    }
    return sections;
}

std::string rule_summary(const GameConfig& config, Language lang) {
    switch (config.theme) {
        case Theme::Rock:
            return zh(lang) ? n(config.counts.rocks) + " 块岩石挡住格子：谁都不能在那里落子。"
                            : n(config.counts.rocks) + " rocks block cells: nobody plays there.";
        case Theme::Bubble:
            return zh(lang) ? "占到 " + n(config.counts.bubble_win) + " 个泡泡立即获胜。"
                            : "Hold " + n(config.counts.bubble_win) + " bubbles to win at once.";
        case Theme::Basic: break;
    }
    if (config.game == GameKind::Connect4) return zh(lang) ? "四子连成一线获胜。" : "Four in a row wins.";
    if (config.rule == Rule::Exact) return zh(lang) ? "恰好五子连成一线获胜。" : "Exactly five in a row wins.";
    if (config.rule == Rule::Renju) {
        const std::string first(colour_name(config.game, config.theme, core::Side::First, lang));
        const std::string second(colour_name(config.game, config.theme, core::Side::Second, lang));
        return zh(lang)
                   ? "连珠：" + first + "方须恰好五子，且不能下三三、四四或长连禁手；" + second + "方五子或以上获胜。"
                   : "Renju: " + first +
                         " needs exactly five and may not make a double three, a double four or "
                         "an overline; " +
                         second + " wins with five or more.";
    }
    return zh(lang) ? "五子或以上连成一线获胜。" : "Five or more in a row wins.";
}

std::string layout_label(std::uint32_t seed, Language lang) {
    return (zh(lang) ? "布局编号 " : "Layout no. ") + std::to_string(seed);
}

std::string tally_line(std::string_view level, int won, int drawn, int lost, Language lang) {
    if (zh(lang)) return std::string(level) + "：胜 " + n(won) + "，平 " + n(drawn) + "，负 " + n(lost);
    return std::string(level) + ": " + n(won) + " won, " + n(drawn) + " drawn, " + n(lost) + " lost";
}

std::vector<KeyHelp> key_help(Language lang) {
    // One line each in English, the key and what it does apart by spaces (the
    // translations keep that shape).
    static constexpr const char* kLines[] = {
        "Tab         the next control (Shift+Tab: back)",
        "Enter/Space press the control in focus",
        "Esc         close the menu; back to the board",
        "Arrows      move the cursor",
        "Left/Right  step through the review (reviewing)",
        "Enter/Space play at the cursor",
        "1-9         Connect 4: drop in that column",
        "G           Connect 4 or Gomoku",
        "P           vs player",
        "C           vs computer",
        "K           computer vs computer",
        "T           next theme",
        "+ / -       computer stronger / weaker",
        "B           board size (a menu)",
        "W           winning rule (Gomoku, a menu)",
        "O           opening (Gomoku, a menu)",
        "F           play a friend by link",
        "X           copy the link to this game",
        ",           settings",
        "U / Y       undo / redo",
        "H           hint",
        "A           analysis on or off",
        "V           review the game",
        "M           next mistake (reviewing)",
        "E           edit the position (Esc cancels)",
        "N           new game, same settings",
        "R           restart (back to the menu)",
        "L           language",
        "S           sound on or off",
        "F1 or ?     this help",
    };
    std::vector<KeyHelp> out;
    for (const char* english : kLines) {
        const std::string_view line = tr(lang, english);
        // The key ends at the first two spaces ("F1 or ?     this help"), or at
        // the first space where one space parts them ("Enter/Space play ...").
        std::size_t end = line.find("  ");
        if (end == std::string_view::npos) end = line.find(' ');
        std::string_view what = line.substr(end);
        what.remove_prefix(std::min(what.find_first_not_of(' '), what.size()));
        out.push_back({std::string(line.substr(0, end)), std::string(what)});
    }
    return out;
}

}  // namespace lineup::text
