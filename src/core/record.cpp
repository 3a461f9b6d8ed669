#include "core/record.hpp"

#include <array>
#include <cassert>
#include <limits>
#include <span>
#include <utility>

#include "core/notation.hpp"
#include "core/strings.hpp"

namespace lineup::core {
namespace {

constexpr std::array<std::string_view, 14> kKeys{"v",         "game",        "size",    "rule",   "theme",
                                                 "seed",      "rocks",       "bubbles", "win",    "moves",
                                                 "rockcells", "bubblecells", "opening", "choices"};
constexpr std::size_t kRockCells = 10, kBubbleCells = 11, kOpening = 12, kChoices = 13;

struct Field {
    std::string_view value;
    std::size_t key_pos = 0;    // offset of the key in the text
    std::size_t value_pos = 0;  // offset of the value in the text
    bool present = false;
};

// A refusal of the field's value (or of `token` at `pos`).
Error refuse(Problem problem, std::string_view token, std::size_t pos) {
    return Error{.problem = problem, .position = pos, .token = printable(token)};
}
Error refuse(Problem problem, const Field& f) { return refuse(problem, f.value, f.value_pos); }

std::size_t key_index(std::string_view key) {
    for (std::size_t i = 0; i < kKeys.size(); ++i) {
        if (kKeys[i] == key) return i;
    }
    return kKeys.size();
}

Expected<std::array<int, 2>> parse_size(GameKind game, const Field& f) {
    const std::size_t x = f.value.find('x');
    auto cols = parse_uint(f.value.substr(0, x), 2);
    auto rows = x == std::string_view::npos ? cols : parse_uint(f.value.substr(x + 1), 2);
    if (!cols || !rows || (x == std::string_view::npos && game == GameKind::Connect4)) {
        return refuse(Problem::BadSize, f);
    }
    return std::array<int, 2>{*cols, *rows};
}

Expected<int> parse_count(const Field& f, std::string_view key) {
    auto n = parse_uint(f.value, 3);
    if (!n) {
        Error error = refuse(Problem::BadCount, f);
        error.key = key;
        return error;
    }
    return *n;
}

// A layout's cells ("d1d2", "h8h8" for a double bubble), read as Gomoku cells
// on the record's board whatever its game; offsets of bad cells in the record.
Expected<std::vector<Cell>> parse_cells(const GameConfig& config, const Field& f) {
    GameConfig cells = config;
    cells.game = GameKind::Gomoku;
    auto moves = parse_moves(cells, f.value);
    if (!moves) {
        Error error = moves.error();
        error.position += f.value_pos;
        return error;
    }
    std::vector<Cell> out;
    for (const Move& move : *moves) out.push_back({move.col, move.row});
    return out;
}

std::string format_cells(std::span<const Cell> cells) {
    std::string out;
    for (const Cell& cell : cells) out += format_cell(cell);
    return out;
}

// A layout given cell by cell: only from version 2, instead of the seed and
// the counts of what lies on the board (the theme's "win" stays).
std::optional<Error> read_placement(const std::array<Field, kKeys.size()>& f, GameConfig& config) {
    const bool rocks = f[kRockCells].present, bubbles = f[kBubbleCells].present;
    if (!rocks && !bubbles) return std::nullopt;
    const Field& given = rocks ? f[kRockCells] : f[kBubbleCells];
    if (f[0].value == "1") return refuse(Problem::UnknownKey, kKeys[rocks ? kRockCells : kBubbleCells], given.key_pos);
    for (std::size_t i : {5u, 6u, 7u}) {
        if (f[i].present) return refuse(Problem::LayoutTwice, kKeys[i], f[i].key_pos);
    }
    Placement placed;
    for (auto [key, out] : {std::pair{kRockCells, &placed.rocks}, std::pair{kBubbleCells, &placed.bubbles}}) {
        if (!f[key].present) continue;
        auto cells = parse_cells(config, f[key]);
        if (!cells) return cells.error();
        *out = std::move(*cells);
    }
    set_placement(config, std::move(placed));
    return std::nullopt;
}

// The opening and its choices: only from version 2, Gomoku's.
std::optional<Error> read_opening(const std::array<Field, kKeys.size()>& f, GameConfig& config,
                                  std::vector<OpeningChoice>& choices) {
    for (std::size_t key : {kOpening, kChoices}) {
        if (f[key].present && f[0].value == "1") return refuse(Problem::UnknownKey, kKeys[key], f[key].key_pos);
    }
    if (f[kOpening].present) {
        auto opening = parse_opening(f[kOpening].value);
        if (!opening) return refuse(Problem::UnknownOpening, f[kOpening]);
        config.opening = *opening;
    }
    if (f[kChoices].present) {
        auto parsed = parse_choices(f[kChoices].value);
        if (!parsed) return refuse(Problem::BadChoices, f[kChoices]);
        choices = std::move(*parsed);
    }
    return std::nullopt;
}

// Makes the choices from `next` on while the board asks for one; false when
// the board refuses one (the game is over).
bool make_due_choices(Board& board, std::span<const OpeningChoice> choices, std::size_t& next) {
    while (next < choices.size() && board.opening_step().kind == OpeningStep::Kind::Choose) {
        if (board.choose(choices[next])) return false;
        ++next;
    }
    return true;
}

// Replays `moves` to check that each is legal in turn, with the opening's
// choices (which must fit their count: opening_problem) made where asked.
std::optional<Error> check_play(const GameConfig& config, const std::vector<Move>& moves,
                                const std::vector<std::size_t>& offsets, const std::vector<OpeningChoice>& choices,
                                const Field& moves_f, const Field& choices_f) {
    auto choices_do_not_fit = [&](std::size_t fault) {
        const Field& at = choices_f.present ? choices_f : moves_f;
        return Error{.problem = Problem::ChoicesDoNotFit,
                     .position = at.value_pos,
                     .number = static_cast<int>(fault + 1),
                     .config = config};
    };
    if (auto fault = opening_problem(config.opening, choices, static_cast<int>(moves.size()))) {
        return choices_do_not_fit(*fault);
    }
    Board board(config);
    std::size_t next = 0;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        if (!make_due_choices(board, choices, next)) return choices_do_not_fit(next);  // the game ended first
        if (auto error = board.play(moves[i])) {
            return Error{.problem = Problem::IllegalMove,
                         .position = moves_f.value_pos + offsets[i],
                         .token = format_move(config, moves[i]),
                         .number = static_cast<int>(i + 1),
                         .config = config,
                         .refused = *error,
                         .move = moves[i]};
        }
    }
    if (!make_due_choices(board, choices, next)) return choices_do_not_fit(next);
    return std::nullopt;
}

// Reads key=value pairs into `fields`, checking keys and the version.
std::optional<Error> read_fields(std::string_view text, std::array<Field, kKeys.size()>& fields) {
    if (text.empty()) return refuse(Problem::EmptyRecord, text, 0);
    std::size_t pos = 0;
    bool first = true;
    for (std::string_view pair : split(text, '&')) {
        const std::size_t eq = pair.find('=');
        const std::string_view key = pair.substr(0, eq);
        const std::size_t i = key_index(key);
        if (eq == std::string_view::npos) return refuse(Problem::NoEquals, pair, pos);
        if (i == kKeys.size()) return refuse(Problem::UnknownKey, key, pos);
        if (fields[i].present) return refuse(Problem::RepeatedKey, key, pos);
        if (first && key != "v") return refuse(Problem::VersionNotFirst, key, pos);
        fields[i] = {pair.substr(eq + 1), pos, pos + eq + 1, true};
        first = false;
        pos += pair.size() + 1;
    }
    if (fields[0].value != "1" && fields[0].value != "2") return refuse(Problem::UnsupportedVersion, fields[0]);
    return std::nullopt;
}

}  // namespace

std::string format_record(const GameRecord& record) {
    const GameConfig& c = record.config;
    // The oldest version that holds the game, so older releases open it too.
    const int version = c.rule == Rule::Renju || c.placed || c.opening != Opening::Standard ? 2 : 1;
    std::string out = "v=" + std::to_string(version) + "&game=" + std::string(to_string(c.game)) + "&size=";
    out += c.game == GameKind::Gomoku ? std::to_string(c.cols) : std::to_string(c.cols) + "x" + std::to_string(c.rows);
    if (c.game == GameKind::Gomoku) out += "&rule=" + std::string(to_string(c.rule));
    if (c.opening != Opening::Standard) out += "&opening=" + std::string(to_string(c.opening));
    out += "&theme=" + std::string(to_string(c.theme));
    if (c.placed) {
        if (c.theme == Theme::Bubble) out += "&win=" + std::to_string(c.counts.bubble_win);
        // (An empty layout on the basic theme still says it is one: "rockcells=".)
        const bool no_items = c.placed->rocks.empty() && c.placed->bubbles.empty() && c.theme != Theme::Bubble;
        if (c.theme == Theme::Rock || !c.placed->rocks.empty() || no_items) {
            out += "&rockcells=" + format_cells(c.placed->rocks);
        }
        if (c.theme == Theme::Bubble || !c.placed->bubbles.empty()) {
            out += "&bubblecells=" + format_cells(c.placed->bubbles);
        }
    } else {
        out += "&seed=" + std::to_string(c.seed);
        if (c.theme == Theme::Rock) out += "&rocks=" + std::to_string(c.counts.rocks);
        if (c.theme == Theme::Bubble) {
            out += "&bubbles=" + std::to_string(c.counts.bubbles) + "&win=" + std::to_string(c.counts.bubble_win);
        }
    }
    if (!record.choices.empty()) out += "&choices=" + format_choices(record.choices);
    out += "&moves=" + format_moves(c, record.moves);
    return out;
}

std::string format_record(const Board& board) { return format_record(record_of(board)); }

GameRecord record_of(const Board& board) {
    const auto choices = board.choices();
    return GameRecord{board.config(), board.moves(), {choices.begin(), choices.end()}};
}

GameRecord whole_record_of(const Board& board) {
    const auto choices = board.all_choices();
    return GameRecord{board.config(), board.all_moves(), {choices.begin(), choices.end()}};
}

GameRecord position_of(GameRecord record) {
    record.config.opening = Opening::Standard;
    record.choices.clear();
    return record;
}

Expected<GameRecord, RecordError> parse_record(std::string_view text) {
    std::array<Field, kKeys.size()> f{};
    if (auto error = read_fields(text, f)) return *error;
    const Field& game_f = f[1];
    const Field& size_f = f[2];
    const Field& rule_f = f[3];
    const Field& theme_f = f[4];
    const Field& seed_f = f[5];
    const Field& moves_f = f[9];

    auto game = game_f.present ? parse_game(game_f.value) : GameKind::Connect4;
    if (!game) return refuse(Problem::UnknownGame, game_f);
    auto theme = theme_f.present ? parse_theme(theme_f.value) : Theme::Basic;
    if (!theme) return refuse(Problem::UnknownTheme, theme_f);

    GameConfig config = default_config(*game, *theme);
    if (size_f.present) {
        auto size = parse_size(*game, size_f);
        if (!size) return size.error();
        config = default_config(*game, *theme, (*size)[0], (*size)[1]);
        config.rows = (*size)[1];  // Gomoku defaults square the board; validate() judges it
    }
    if (rule_f.present) {
        auto rule = parse_rule(rule_f.value);
        if (!rule || (*rule == Rule::Renju && f[0].value == "1")) return refuse(Problem::UnknownRule, rule_f);
        config.rule = *rule;
    }
    if (seed_f.present) {
        auto seed = parse_unsigned(seed_f.value, 10);
        if (!seed || *seed > std::numeric_limits<std::uint32_t>::max()) {
            return refuse(Problem::BadSeed, seed_f);
        }
        config.seed = static_cast<std::uint32_t>(*seed);
    }
    for (std::size_t i : {6u, 7u, 8u}) {
        if (!f[i].present) continue;
        auto n = parse_count(f[i], kKeys[i]);
        if (!n) return n.error();
        int& slot = i == 6 ? config.counts.rocks : i == 7 ? config.counts.bubbles : config.counts.bubble_win;
        slot = *n;
    }
    if (auto error = read_placement(f, config)) return *error;
    std::vector<OpeningChoice> choices;
    if (auto error = read_opening(f, config, choices)) return *error;
    if (auto problem = validate(config)) {
        // A placed layout's problems at its cells, the others at the size.
        const bool of_cells = *problem >= Problem::RockOutside && *problem <= Problem::PlacedCounts;
        const Field& cells = f[kRockCells].present ? f[kRockCells] : f[kBubbleCells];
        const Field& at = of_cells && cells.present ? cells : size_f;
        return Error{.problem = *problem, .position = at.present ? at.value_pos : 0, .config = config};
    }

    GameRecord record{config, {}};
    std::vector<std::size_t> offsets;
    auto moves = parse_moves(config, moves_f.value, &offsets);
    if (!moves) {
        Error error = moves.error();
        error.position += moves_f.value_pos;
        return error;
    }
    if (auto error = check_play(config, *moves, offsets, choices, moves_f, f[kChoices])) return *error;
    record.moves = std::move(*moves);
    record.choices = std::move(choices);
    return record;
}

Board replay(const GameRecord& record) {
    Board board(record.config);
    std::size_t next = 0;
    for (Move move : record.moves) {
        [[maybe_unused]] const bool made = make_due_choices(board, record.choices, next);
        [[maybe_unused]] auto error = board.play(move);
        assert(made && !error);
    }
    [[maybe_unused]] const bool made = make_due_choices(board, record.choices, next);
    assert(made);
    return board;
}

}  // namespace lineup::core
