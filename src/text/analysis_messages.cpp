#include "text/analysis_messages.hpp"

#include "text/messages.hpp"

namespace lineup::text {

namespace {

bool zh(Language lang) { return lang == Language::Chinese; }

// "Red" / "红方": a side named by its colour, as the game's other messages name it.
std::string side_name(core::GameKind game, core::Theme theme, Side side, Language lang) {
    std::string name(colour_name(game, theme, side, lang));
    return zh(lang) ? name + "方" : name;
}

}  // namespace

std::string msg_evaluation(const GameConfig& config, Side leader, int percent, std::optional<int> win_moves, int depth,
                           bool deepening, Language lang) {
    const std::string who = side_name(config.game, config.theme, leader, lang);
    std::string text;
    if (win_moves) {
        const std::string n = std::to_string(*win_moves);
        text = zh(lang) ? who + " " + n + " 步胜" : who + " wins in " + n + (*win_moves == 1 ? " move" : " moves");
    } else if (percent <= 50) {
        text = zh(lang) ? "均势 · 50%" : "Even · 50%";
    } else {
        text = who + (zh(lang) ? "占优 · " : " is better · ") + std::to_string(percent) + "%";
    }
    text += (zh(lang) ? " · 深度 " : " · depth ") + std::to_string(depth);
    if (deepening) text += "\u2026";
    return text;
}

std::vector<std::string> msg_column_chip(int result, int discs, Language lang) {
    const std::string n = std::to_string(discs);
    if (result == 0) return {zh(lang) ? "和棋" : "Draw"};
    if (zh(lang)) return {n + "步", result > 0 ? "胜" : "负"};
    return {result > 0 ? "Win" : "Loss", "in " + n};
}

std::string msg_column_chip_text(int result, int discs, Language lang) {
    std::string text;
    for (const std::string& line : msg_column_chip(result, discs, lang)) {
        text += (text.empty() || zh(lang) ? "" : " ") + line;
    }
    return text;
}

std::string msg_chip_legend(bool compact, Language lang) {
    if (compact) {
        return zh(lang) ? "+N 胜，0 和，-N 负；绝对值越大越快。" : "+N wins, 0 draws, -N loses; larger means sooner.";
    }
    return zh(lang)
               ? "N步胜：连这一子共下 N 子即胜。N步负：下 N 子后落败。"
               : "Win in N: you win with N of your discs, this one included. Loss in N: you lose after N of yours.";
}

std::string msg_bar_legend(const GameConfig& config, Language lang) {
    const std::string first = side_name(config.game, config.theme, Side::First, lang);
    if (zh(lang)) return "横条：双方的胜率，" + first + "从左起；A、B、C 为最佳着法，数字为最佳续着。";
    return "The bar: each side's winning chances, " + first +
           " from the left. A, B, C: the best moves; numbers: the best line.";
}

namespace {

// The grade as words, and its count in a summary.
std::string grade_words(core::MoveGrade grade, bool z) {
    switch (grade) {
        case core::MoveGrade::Best: return z ? "最佳着法" : "the best move";
        case core::MoveGrade::KeepsResult:
            return z ? "保住了结果，但不是最快" : "keeps the result, though not the fastest";
        case core::MoveGrade::ThrowsWin: return z ? "丢掉了胜局" : "throws away a win";
        case core::MoveGrade::DrawToLoss: return z ? "把和局变成了败局" : "turns a draw into a loss";
        case core::MoveGrade::Good: return z ? "好棋" : "a good move";
        case core::MoveGrade::Inaccuracy: return z ? "欠准确" : "an inaccuracy";
        case core::MoveGrade::Mistake: return z ? "失误" : "a mistake";
        case core::MoveGrade::MissedWin: return z ? "错过了必胜" : "misses a forced win";
        case core::MoveGrade::AllowedWin: return z ? "让对方有了必胜" : "allows a forced win";
        case core::MoveGrade::Unknown: return z ? "尚未评定" : "not graded yet";
    }
    return "";
}

std::string grade_count(core::MoveGrade grade, int n, bool z) {
    const std::string k = std::to_string(n);
    const bool one = n == 1;
    switch (grade) {
        case core::MoveGrade::Best: return z ? k + " 步最佳" : k + " best";
        case core::MoveGrade::KeepsResult: return z ? k + " 步保住结果" : k + " keeping the result";
        case core::MoveGrade::ThrowsWin:
            return z ? k + " 次丢掉胜局" : k + (one ? " win thrown away" : " wins thrown away");
        case core::MoveGrade::DrawToLoss:
            return z ? k + " 次和变败" : k + (one ? " draw turned into a loss" : " draws turned into losses");
        case core::MoveGrade::Good: return z ? k + " 步好棋" : k + " good";
        case core::MoveGrade::Inaccuracy: return z ? k + " 步欠准确" : k + (one ? " inaccuracy" : " inaccuracies");
        case core::MoveGrade::Mistake: return z ? k + " 步失误" : k + (one ? " mistake" : " mistakes");
        case core::MoveGrade::MissedWin:
            return z ? k + " 次错过必胜" : k + (one ? " forced win missed" : " forced wins missed");
        case core::MoveGrade::AllowedWin:
            return z ? k + " 次让对方必胜" : k + (one ? " forced win allowed" : " forced wins allowed");
        case core::MoveGrade::Unknown: return z ? k + " 步未评定" : k + " not graded";
    }
    return "";
}

}  // namespace

std::string msg_move_grade(const GameConfig& config, int number, Move move, core::MoveGrade grade,
                           const std::vector<Move>& better, std::optional<int> win_moves, Language lang) {
    const bool z = zh(lang);
    const Side side = number % 2 == 1 ? Side::First : Side::Second;
    const std::string who = side_name(config.game, config.theme, side, lang);
    std::string text = z ? "第 " + std::to_string(number) + " 手，" + who + "下" + move_name(config, move, lang) +
                               "：" + grade_words(grade, z)
                         : "Move " + std::to_string(number) + ", " + move_name(config, move, lang) + " by " + who +
                               ": " + grade_words(grade, z);
    if (win_moves && (grade == core::MoveGrade::MissedWin || grade == core::MoveGrade::AllowedWin)) {
        const Side winner = grade == core::MoveGrade::MissedWin ? side : opponent(side);
        const std::string w = side_name(config.game, config.theme, winner, lang);
        const std::string n = std::to_string(*win_moves);
        text += z ? "（" + w + "连续冲四 " + n + " 步取胜）"
                  : " (" + w + " wins by fours in " + n + (*win_moves == 1 ? " move)" : " moves)");
    }
    text += z ? "。" : ".";
    if (grade != core::MoveGrade::Best && grade != core::MoveGrade::Unknown && !better.empty()) {
        std::string moves;
        for (const Move& m : better) moves += (moves.empty() ? "" : (z ? "、" : ", ")) + move_name(config, m, lang);
        text += z ? "更好：" + moves + "。" : " Better: " + moves + ".";
    }
    return text;
}

std::string msg_review_summary(const GameConfig& config, Side side, const std::vector<int>& counts, Language lang) {
    return msg_review_summary(side_name(config.game, config.theme, side, lang), counts, lang);
}

std::string msg_review_summary(const std::string& who, const std::vector<int>& counts, Language lang) {
    const bool z = zh(lang);
    std::string text = who + (z ? "：" : ": ");
    bool first = true;
    for (std::size_t g = 0; g < counts.size(); ++g) {
        const auto grade = static_cast<core::MoveGrade>(g);
        if (counts[g] == 0 && grade != core::MoveGrade::Best) continue;
        text += (first ? "" : (z ? "，" : ", ")) + grade_count(grade, counts[g], z);
        first = false;
    }
    return text + (z ? "。" : ".");
}

std::string msg_column_estimates(bool solving, Language lang) {
    if (zh(lang)) {
        return solving ? "≈ 为估计值（以威胁数计），求解器仍在计算这些列的精确值…"
                       : "≈ 为估计值（以威胁数计）：求解器在时限内未能算出这些列的精确值。";
    }
    return solving ? "≈ marks an estimate, in threats; the solver is still working on those columns…"
                   : "≈ marks an estimate, in threats: the solver ran out of time on those columns.";
}

std::string msg_reviewing(int graded, int total, Language lang) {
    return zh(lang) ? "复盘中：已评定 " + std::to_string(graded) + " / " + std::to_string(total) + " 步。"
                    : "Reviewing: " + std::to_string(graded) + " of " + std::to_string(total) + " moves graded.";
}

}  // namespace lineup::text
