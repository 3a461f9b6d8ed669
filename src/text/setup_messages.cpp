#include "text/setup_messages.hpp"

#include "text/messages.hpp"

namespace lineup::text {

namespace {

bool zh(Language lang) { return lang == Language::Chinese; }

std::string colour(const core::GameConfig& config, core::Side side, Language lang) {
    return std::string(colour_name(config.game, config.theme, side, lang));
}

}  // namespace

std::string msg_rule(const core::GameConfig& config, Language lang) {
    switch (config.rule) {
        case core::Rule::Exact:
            return zh(lang) ? "规则：恰好五子连珠获胜（六子或以上不算）。"
                            : "Rule: exactly five wins (six or more does not).";
        case core::Rule::Renju: {
            const std::string first = colour(config, core::Side::First, lang);
            if (zh(lang)) return "规则：连珠。" + first + "方须恰好五子，且不能下三三、四四或长连：这些禁手点已标出。";
            return "Rule: Renju. " + first +
                   " needs exactly five and may not make a double three, a double four or an overline: those "
                   "points are marked.";
        }
        case core::Rule::Freestyle: break;
    }
    return zh(lang) ? "规则：五子或以上连珠获胜。" : "Rule: five or more wins.";
}

std::string msg_setup_started(const core::GameConfig& config, Language lang) {
    const std::string first = colour(config, core::Side::First, lang);
    const std::string second = colour(config, core::Side::Second, lang);
    const bool rock = config.theme == core::Theme::Rock, bubble = config.theme == core::Theme::Bubble;
    if (zh(lang)) {
        const std::string item = rock ? "岩石、" : bubble ? "泡泡、" : "";
        return "摆棋：每点一次格子，依次变为" + first + "、" + second + "、" + item + "空。点“完成”后从这里继续下棋。";
    }
    const std::string item = rock ? "a rock, then " : bubble ? "a bubble, then " : "";
    return "Edit the position: each tap on a cell makes it " + first + ", then " + second + ", then " + item +
           "empty. Done plays on from there.";
}

std::string msg_setup_refused(const core::GameConfig& config, core::SetupProblem problem, Language lang) {
    const std::string first = colour(config, core::Side::First, lang);
    const std::string second = colour(config, core::Side::Second, lang);
    const bool c4 = config.game == core::GameKind::Connect4;
    switch (problem) {
        case core::SetupProblem::Counts:
            return zh(lang) ? first + "的棋子数必须与" + second + "相同，或多一枚。"
                            : first + " must have as many pieces as " + second + ", or one more.";
        case core::SetupProblem::Floating:
            return zh(lang) ? "棋子不能悬空：每一列从底部叠起。"
                            : "A disc cannot float: each column fills from the bottom.";
        case core::SetupProblem::Finished:
            return zh(lang) ? "这个局面已经分出胜负（或棋盘已满）：请拿走一枚棋子。"
                            : "Someone has already won here (or the board is full): take a piece away.";
        case core::SetupProblem::Unreachable:
            if (c4) {
                return zh(lang) ? "轮流下棋无法形成这个局面：请调整某一列中棋子的顺序。"
                                : "No game of turns reaches this position: change the order of the discs in a column.";
            }
            return zh(lang) ? "轮流下棋无法形成这个局面。" : "No game of turns reaches this position.";
    }
    return {};
}

std::string msg_setup_done(const core::GameConfig& config, std::size_t pieces, core::Side to_move, Language lang) {
    const std::string who = colour(config, to_move, lang);
    if (zh(lang)) return "局面已摆好：" + std::to_string(pieces) + " 枚棋子。轮到" + who + "。";
    return "Position set up: " + std::to_string(pieces) + (pieces == 1 ? " piece. " : " pieces. ") + who + " to move.";
}

}  // namespace lineup::text
