#include "text/errors.hpp"

#include <string_view>

#include "core/notation.hpp"
#include "text/messages.hpp"

namespace lineup::text {

using core::Problem;

namespace {

// The phrase of each problem, with {name} where a value goes (values() below).
// The English is the key of the Chinese in translations.cpp.
std::string_view pattern(Problem problem, Language lang) {
    switch (problem) {
        case Problem::EmptyMove: return tr(lang, "Empty move");
        case Problem::NotAColumn: return tr(lang, "'{token}' is not a column number");
        case Problem::ColumnOutside: return tr(lang, "Column {n} is outside the board (columns 1-{cols})");
        case Problem::NotACell: return tr(lang, "'{token}' is not a cell like h8");
        case Problem::CellOutside: return tr(lang, "'{token}' is outside the {size} board");
        case Problem::TrailingDot: return tr(lang, "Move list ends with '.'");
        case Problem::NotXY: return tr(lang, "'{token}' is not a cell like (8, 8)");
        case Problem::XYOutside: return tr(lang, "({n}, {m}) is outside the {size} board");
        case Problem::NoComma: return tr(lang, "Expected x,y");
        case Problem::NotANumber: return tr(lang, "'{token}' is not a number");
        case Problem::GomocupOutside: return tr(lang, "{n},{m} is outside the {size} board");
        case Problem::EmptyRecord: return tr(lang, "Empty record");
        case Problem::NoEquals: return tr(lang, "'{token}' has no '='");
        case Problem::UnknownKey: return tr(lang, "Unknown key '{token}'");
        case Problem::RepeatedKey: return tr(lang, "Key '{token}' appears twice");
        case Problem::VersionNotFirst: return tr(lang, "A record starts with v=1");
        case Problem::UnsupportedVersion:
            return tr(lang, "Unsupported record version '{token}' (this reads v=1 and v=2)");
        case Problem::UnknownGame: return tr(lang, "Unknown game '{token}'");
        case Problem::UnknownTheme: return tr(lang, "Unknown theme '{token}'");
        case Problem::UnknownRule: return tr(lang, "Unknown rule '{token}'");
        case Problem::BadSize: return tr(lang, "size '{token}' is not like 7x6 or 15");
        case Problem::BadSeed: return tr(lang, "seed '{token}' is not a 32-bit number");
        case Problem::BadCount: return tr(lang, "{key} '{token}' is not a number");
        case Problem::IllegalMove: return tr(lang, "Move {n} ({token}): {why}");
        case Problem::UnknownOpening: return tr(lang, "Unknown opening '{token}'");
        case Problem::BadChoices:
            return tr(lang, "choices '{token}' are not the letters s (swap), p (play on) and t (two more)");
        case Problem::ChoicesDoNotFit: return tr(lang, "The opening's choice {n} does not fit the stones played");
        case Problem::UnknownFormat:
            return tr(lang,
                      "'{token}' is not a record Lineup reads (a link, Connect 4 digits like 4453, Gomoku moves like "
                      "h8 i9, or a PSQ file)");
        case Problem::BadPsqHeader: return tr(lang, "'{token}' is not a PSQ header like 'Piskvorky 15x15, 11:11, 0'");
        case Problem::BadPsqMove: return tr(lang, "'{token}' is not a move like '8,8,0' (x,y,time)");
        case Problem::PsqOutside: return tr(lang, "{n},{m} is outside the {size} board");
        case Problem::NotSquare: return tr(lang, "Gomoku boards are square: {size} is not");
        case Problem::SizeOutOfRange: return tr(lang, "{game} boards go from {min} to {max}, not {size}");
        case Problem::RuleInConnect4:
            return tr(lang, "Connect 4 has one rule, four or more in a row wins: no '{rule}' rule");
        case Problem::OpeningInConnect4: return tr(lang, "Connect 4 has no Swap or Swap2 opening");
        case Problem::NegativeCount: return tr(lang, "Theme counts cannot be negative");
        case Problem::RocksOffTheme: return tr(lang, "Only the rock theme has rocks");
        case Problem::BubblesOffTheme: return tr(lang, "Only the bubble theme has bubbles");
        case Problem::TooManyRocks: return tr(lang, "At most {max_rocks} rocks fit on a {size} board, not {rocks}");
        case Problem::BubbleCount: return tr(lang, "The bubble count must be between 1 and {cells}, not {bubbles}");
        case Problem::BubblesToWin:
            return tr(lang, "Bubbles to win must be between 1 and the bubble count ({bubbles}), not {win}");
        case Problem::RockOutside: return tr(lang, "A rock is outside the board");
        case Problem::RocksShareCell: return tr(lang, "Two rocks on the same cell");
        case Problem::BubbleOutside: return tr(lang, "A bubble is outside the board");
        case Problem::BubbleOnRock: return tr(lang, "A bubble on a rock");
        case Problem::RockFloats: return tr(lang, "A Connect 4 rock must rest on the bottom or on a rock");
        case Problem::RocksAndBubbles: return tr(lang, "Rocks and bubbles do not mix");
        case Problem::LayoutTooManyRocks: return tr(lang, "Too many rocks: at most {n}");
        case Problem::PlacedCounts: return tr(lang, "The theme's counts are not those of the cells placed");
        case Problem::LayoutTwice:
            return tr(lang, "'{token}' cannot stand beside a layout given cell by cell (rockcells, bubblecells)");
    }
    return "?";
}

std::string size_text(int cols, int rows) { return std::to_string(cols) + "x" + std::to_string(rows); }

// The value of `{name}` for `error`.
std::string value(std::string_view name, const core::Error& error, Language lang) {
    const core::GameConfig& c = error.config;
    const core::BoardLimits limits = c.game == core::GameKind::Connect4 ? core::kConnect4Limits : core::kGomokuLimits;
    if (name == "token") return error.token;
    if (name == "key") return error.key;
    if (name == "n") return std::to_string(error.number);
    if (name == "m") return std::to_string(error.number2);
    if (name == "cols") return std::to_string(c.cols);
    if (name == "size") return size_text(c.cols, c.rows);
    if (name == "game") return std::string(tr(lang, c.game == core::GameKind::Connect4 ? "Connect 4" : "Gomoku"));
    if (name == "min") return size_text(limits.min_cols, limits.min_rows);
    if (name == "max") return size_text(limits.max_cols, limits.max_rows);
    if (name == "max_rocks") return std::to_string(core::max_rocks(c));
    if (name == "rocks") return std::to_string(c.counts.rocks);
    if (name == "cells") return std::to_string(c.cell_count());
    if (name == "bubbles") return std::to_string(c.counts.bubbles);
    if (name == "win") return std::to_string(c.counts.bubble_win);
    if (name == "rule") return std::string(core::to_string(c.rule));
    if (name == "why" && error.refused) return describe(*error.refused, c, error.move, lang);
    return {};
}

}  // namespace

std::string describe(const core::Error& error, Language lang) {
    const std::string_view text = pattern(error.problem, lang);
    std::string out;
    std::size_t pos = 0;
    while (pos < text.size()) {
        const std::size_t open = text.find('{', pos);
        const std::size_t close = open == std::string_view::npos ? open : text.find('}', open);
        if (close == std::string_view::npos) break;
        out += text.substr(pos, open - pos);
        out += value(text.substr(open + 1, close - open - 1), error, lang);
        pos = close + 1;
    }
    if (pos < text.size()) out += text.substr(pos);
    if (error.line > 0) {
        return (lang == Language::Chinese ? "第 " + std::to_string(error.line) + " 行："
                                          : "Line " + std::to_string(error.line) + ": ") +
               out;
    }
    return out;
}

std::string describe(Problem problem, const core::GameConfig& config, Language lang) {
    return describe(core::Error{.problem = problem, .config = config}, lang);
}

std::string as_sentence(std::string phrase, Language lang) {
    for (std::string_view mark : {".", "!", "?", "。", "！", "？"}) {
        if (phrase.ends_with(mark)) return phrase;
    }
    return phrase + (lang == Language::Chinese ? "。" : ".");
}

}  // namespace lineup::text
