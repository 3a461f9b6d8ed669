#include "cli/pbrain.hpp"

#include <algorithm>
#include <cctype>

#include "ai/gomoku/analysis.hpp"
#include "ai/gomoku/player.hpp"
#include "cli/failure.hpp"
#include "core/notation.hpp"
#include "core/strings.hpp"
#include "text/messages.hpp"

namespace lineup::cli {

using namespace lineup::core;
using namespace lineup::text;

namespace {

constexpr int kMinSize = kGomokuLimits.min_cols;
constexpr int kMaxSize = kGomokuLimits.max_cols;  // 20: Gomocup's freestyle board

std::string upper(std::string_view text) {
    std::string out(text);
    std::transform(out.begin(), out.end(), out.begin(),
                   [](unsigned char c) { return static_cast<char>(std::toupper(c)); });
    return out;
}

// Splits "COMMAND rest" at the first space.
std::pair<std::string, std::string_view> command_of(std::string_view line) {
    const std::size_t space = line.find(' ');
    if (space == std::string_view::npos) return {upper(line), {}};
    return {upper(line.substr(0, space)), trim(line.substr(space + 1))};
}

GameConfig config_of(int size, Rule rule, int bubble_win) {
    GameConfig config = default_config(GameKind::Gomoku, Theme::Basic, size);
    config.rule = rule;
    config.counts.bubble_win = bubble_win;
    return config;
}

}  // namespace

std::optional<std::vector<Cell>> playing_order(const std::vector<Cell>& to_move, const std::vector<Cell>& other) {
    const bool to_move_first = to_move.size() == other.size();
    if (!to_move_first && other.size() != to_move.size() + 1) return std::nullopt;
    const std::vector<Cell>& first = to_move_first ? to_move : other;
    const std::vector<Cell>& second = to_move_first ? other : to_move;
    std::vector<Cell> moves;
    for (std::size_t i = 0; i < first.size(); ++i) {
        moves.push_back(first[i]);
        if (i < second.size()) moves.push_back(second[i]);
    }
    return moves;
}

namespace {

// "x,y;x,y;..." in Gomocup coordinates.
Result<std::vector<Cell>> parse_cells(const GameConfig& config, std::string_view text) {
    std::vector<Cell> cells;
    if (trim(text).empty()) return cells;
    for (std::string_view part : split(text, ';')) {
        if (trim(part).empty()) continue;
        auto cell = parse_gomocup(config, trim(part));
        if (!cell) return Failure{"bad cell '" + printable(part) + "': " + describe(cell.error())};
        cells.push_back(*cell);
    }
    return cells;
}

// What the search found, for the manager to show: "MESSAGE depth 9 nodes
// 152340 score 37 pv 7,7 8,8 6,6". The score is the engine's, for the side
// that moves; a decided game reads "win in N" / "loss in N" (the winner's
// moves to the five).
std::string search_message(const GameConfig& config, const ai::GomokuDecision& d) {
    std::string score = std::to_string(d.value);
    if (d.value > ai::kGomokuWinBound) score = "win in " + std::to_string(ai::gomoku_win_moves(d.value));
    if (d.value < -ai::kGomokuWinBound) score = "loss in " + std::to_string(ai::gomoku_win_moves(-d.value));
    std::string line =
        "MESSAGE depth " + std::to_string(d.depth) + " nodes " + std::to_string(d.nodes) + " score " + score + " pv";
    for (const Cell& c : d.line) line += " " + format_gomocup(config, c);
    return line;
}

}  // namespace

PbrainEngine::PbrainEngine(ai::Level level, std::uint64_t seed, std::size_t table_mb)
    : level_(level), seed_(seed), table_(table_mb), table_mb_(table_mb), default_table_mb_(table_mb) {}

std::optional<Board> PbrainEngine::rebuild(const std::vector<Cell>& moves, std::string& error) const {
    auto board = Board::with_layout(config_of(size_, rule_, bubble_win_), rocks_, bubbles_);
    if (!board) {
        error = describe(board.error());
        return std::nullopt;
    }
    for (const Cell& c : moves) {
        if (auto refused = board->play(Move::at(c))) {
            error = "stone at " + format_gomocup(board->config(), c) + ": " +
                    describe(*refused, board->config(), Move::at(c));
            return std::nullopt;
        }
    }
    return std::move(*board);
}

void PbrainEngine::start(int size, std::vector<std::string>& out) {
    if (size < kMinSize || size > kMaxSize) {
        out.push_back("ERROR unsupported size " + std::to_string(size) + " (" + std::to_string(kMinSize) + " to " +
                      std::to_string(kMaxSize) + ")");
        return;
    }
    size_ = size;
    moves_.clear();
    settings_changed_ = false;
    std::string error;
    board_ = rebuild(moves_, error);
    if (!board_) {
        out.push_back("ERROR " + error);
        return;
    }
    out.push_back("OK");
}

int PbrainEngine::move_time_ms() const {
    int budget = 0;
    if (timeout_turn_ > 0) budget = std::max(10, timeout_turn_ * 95 / 100 - 30);
    if (timeout_match_ > 0 && time_left_ >= 0) {
        const int share = std::max(10, time_left_ / 10);
        budget = budget > 0 ? std::min(budget, share) : share;
    }
    return budget > 0 ? budget : ai::level_policy(GameKind::Gomoku, level_).own_time_ms;
}

ai::Limits PbrainEngine::move_limits() const {
    return ai::Limits{max_depth_, node_limit_, node_limit_ > 0 ? 0 : move_time_ms()};
}

void PbrainEngine::reply_move(std::vector<std::string>& out) {
    if (!board_) {
        out.push_back("ERROR no game: send START first");
        return;
    }
    if (board_->status() != Status::Playing) {
        out.push_back("ERROR the game is over");
        return;
    }
    const auto decision = ai::choose_gomoku(*board_, level_, seed_ + moves_.size(), move_limits(), nullptr, table_);
    if (decision.depth > 0) out.push_back(search_message(board_->config(), decision));
    board_->play(Move::at(decision.cell));
    moves_.push_back(decision.cell);
    out.push_back(format_gomocup(board_->config(), decision.cell));
}

void PbrainEngine::info(std::string_view key, std::string_view value, std::vector<std::string>& out) {
    const auto number = [&](int& slot) {
        if (auto n = parse_unsigned(trim(value), 12)) slot = static_cast<int>(std::min<std::uint64_t>(*n, 1u << 30));
    };
    const std::string k = upper(key);
    if (k == "TIMEOUT_TURN") return number(timeout_turn_);
    if (k == "TIMEOUT_MATCH") return number(timeout_match_);
    if (k == "TIME_LEFT") return number(time_left_);
    if (k == "MAX_DEPTH") return number(max_depth_);  // plies a move; 0: no limit
    if (k == "MAX_NODE") {                            // nodes a move (Yixin's and Rapfi's key); 0: none
        if (auto n = parse_unsigned(trim(value), 12)) node_limit_ = std::min<std::uint64_t>(*n, 1u << 30);
        return;
    }
    if (k == "MAX_MEMORY") {
        // Bytes the engine may use, 0 for no limit: the table takes at most half.
        int bytes = 0;
        number(bytes);
        const std::size_t mb =
            bytes > 0 ? std::clamp<std::size_t>(static_cast<std::size_t>(bytes) >> 21, 1, default_table_mb_)
                      : default_table_mb_;
        if (mb != table_mb_) {
            table_ = ai::GomokuTable(mb);
            table_mb_ = mb;
        }
        return;
    }
    if (k == "RULE") {
        // Gomocup's bitmask: 1 exactly five, 2 continuous game (one game per
        // process here, so nothing to do), 4 renju; 8 (caro) and above unknown.
        const auto bits = parse_unsigned(trim(value), 12);
        if (!bits || (*bits & ~std::uint64_t{7}) != 0) {
            out.push_back("ERROR INFO rule " + std::string(trim(value)) +
                          ": the rule is a bitmask of 1 (exactly five), 2 (continuous) and 4 (renju)");
            return;
        }
        rule_ = (*bits & 4) ? Rule::Renju : (*bits & 1) ? Rule::Exact : Rule::Freestyle;
    } else if (k == "ROCKS" || k == "BUBBLES") {
        const int size = size_ > 0 ? size_ : 15;
        auto cells = parse_cells(config_of(size, rule_, 0), value);
        if (!cells) {
            out.push_back("ERROR INFO " + std::string(key) + ": " + cells.error().message);
            return;
        }
        (k == "ROCKS" ? rocks_ : bubbles_) = *cells;
    } else if (k == "BUBBLE_WIN") {
        auto n = parse_uint(trim(value), 3);
        if (!n || *n < 1) {
            out.push_back("ERROR INFO bubble_win needs a positive number");
            return;
        }
        bubble_win_ = *n;
    } else {
        return;  // game_type, evaluate, folder, thread_num (one thread) and unknown keys: nothing to do
    }
    // Rules and themes apply to a game without stones when it starts (several
    // INFO lines may come in any order); see apply_settings().
    settings_changed_ = true;
}

bool PbrainEngine::apply_settings(std::vector<std::string>& out) {
    if (!settings_changed_ || !moves_.empty()) return true;
    std::string error;
    auto board = rebuild(moves_, error);
    if (!board) {
        out.push_back("ERROR " + error);
        return false;
    }
    board_ = std::move(board);
    settings_changed_ = false;
    return true;
}

void PbrainEngine::finish_board(std::vector<std::string>& out) {
    reading_board_ = false;
    if (!board_error_.empty()) {
        out.push_back("ERROR " + board_error_);
        return;
    }
    std::vector<Cell> own, theirs;
    for (const auto& [cell, who] : board_lines_) (who == 1 ? own : theirs).push_back(cell);
    // The engine moves next, so the stones must alternate ending with theirs.
    auto order = playing_order(own, theirs);
    if (!order) {
        out.push_back("ERROR stone counts do not alternate (" + std::to_string(own.size()) + " ours, " +
                      std::to_string(theirs.size()) + " theirs)");
        return;
    }
    std::vector<Cell> moves = std::move(*order);
    std::string error;
    auto board = rebuild(moves, error);
    if (!board) {
        out.push_back("ERROR " + error);
        return;
    }
    board_ = std::move(board);
    moves_ = std::move(moves);
    reply_move(out);
}

void PbrainEngine::handle(std::string_view raw, std::vector<std::string>& out) {
    const std::string_view line = trim(raw);
    if (line.empty()) return;
    const auto [command, rest] = command_of(line);

    if (reading_board_) {
        if (command == "DONE") return swap2_ ? finish_swap2(out) : finish_board(out);
        return read_board_line(line);
    }

    if (command == "START") {
        auto size = parse_uint(rest, 3);
        if (!size) {
            out.push_back("ERROR START needs a board size");
            return;
        }
        return start(*size, out);
    }
    if (command == "RECTSTART") {
        const auto parts = split(rest, ',');
        auto w = parts.size() == 2 ? parse_uint(trim(parts[0]), 3) : std::nullopt;
        auto h = parts.size() == 2 ? parse_uint(trim(parts[1]), 3) : std::nullopt;
        if (!w || !h) {
            out.push_back("ERROR RECTSTART needs width,height");
        } else if (*w != *h) {
            out.push_back("ERROR only square boards are supported");
        } else {
            start(*w, out);
        }
        return;
    }
    if (command == "RESTART") {
        if (size_ == 0) {
            out.push_back("ERROR no game: send START first");
            return;
        }
        return start(size_, out);
    }
    if (command == "INFO") {
        // "INFO key value"; a key without a value clears it ("INFO rocks").
        const std::size_t space = rest.find(' ');
        if (space == std::string_view::npos) {
            if (!rest.empty()) info(rest, {}, out);
        } else {
            info(rest.substr(0, space), trim(rest.substr(space + 1)), out);
        }
        return;
    }
    if (command == "ABOUT") {
        out.push_back("name=\"Lineup\", version=\"0.1\", author=\"The Lineup authors\", country=\"-\", www=\"lineup\"");
        return;
    }
    if (command == "END") {
        finished_ = true;
        return;
    }
    const bool needs_game = command == "BEGIN" || command == "BOARD" || command == "TURN" || command == "TAKEBACK" ||
                            command == "SWAP2BOARD";
    if (!needs_game) {
        out.push_back("UNKNOWN command '" + printable(command) + "'");
        return;
    }
    game_command(command, rest, out);
}

void PbrainEngine::read_board_line(std::string_view line) {
    // "x,y,who" (who 1 ours, the side to move; 2 theirs; 3, BOARD only, read
    // as ours), or after SWAP2BOARD also "x,y" in playing order (who 0).
    const auto parts = split(line, ',');
    const bool in_order = swap2_ && parts.size() == 2;
    std::optional<Cell> cell;
    std::optional<int> who;
    if (board_ && (in_order || parts.size() == 3)) {
        if (auto c = parse_gomocup(board_->config(), std::string(parts[0]) + "," + std::string(parts[1]))) cell = *c;
        if (in_order) {
            who = 0;
        } else if (auto w = parse_uint(trim(parts[2]), 1); w && *w >= 1 && *w <= (swap2_ ? 2 : 3)) {
            who = *w == 2 ? 2 : 1;
        }
    }
    if (!cell || !who) {
        if (board_error_.empty()) {
            board_error_ = std::string(swap2_ ? "bad SWAP2BOARD line '" : "bad BOARD line '") + printable(line) + "'";
        }
        return;
    }
    board_lines_.push_back({*cell, *who});
}

void PbrainEngine::game_command(const std::string& command, std::string_view rest, std::vector<std::string>& out) {
    if (!board_) {
        out.push_back("ERROR no game: send START first");
        return;
    }
    if (!apply_settings(out)) return;
    if (command == "BEGIN") {
        if (!moves_.empty()) {
            out.push_back("ERROR BEGIN needs an empty board");
            return;
        }
        return reply_move(out);
    }
    if (command == "TURN") {
        auto cell = parse_gomocup(board_->config(), rest);
        if (!cell) {
            out.push_back("ERROR TURN: " + describe(cell.error()));
            return;
        }
        if (auto refused = board_->play(Move::at(*cell))) {
            out.push_back("ERROR TURN " + std::string(rest) + ": " +
                          describe(*refused, board_->config(), Move::at(*cell)));
            return;
        }
        moves_.push_back(*cell);
        return reply_move(out);
    }
    if (command == "TAKEBACK") {
        auto cell = parse_gomocup(board_->config(), rest);
        if (!cell || moves_.empty() || !(moves_.back() == *cell)) {
            out.push_back("ERROR TAKEBACK: only the last stone can be taken back");
            return;
        }
        board_->undo();
        moves_.pop_back();
        out.push_back("OK");
        return;
    }
    // BOARD and SWAP2BOARD: the lines that follow are read until DONE.
    reading_board_ = true;
    swap2_ = command == "SWAP2BOARD";
    board_lines_.clear();
    board_error_.clear();
}

}  // namespace lineup::cli
