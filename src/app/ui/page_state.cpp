#include "app/ui/page_state.hpp"

#include "app/ui/page_friends.hpp"
#include "app/ui/page_state_analysis.hpp"
#include "core/notation.hpp"
#include "core/record.hpp"
#include "core/renju.hpp"
#include "text/errors.hpp"
#include "text/help.hpp"

namespace lineup::app {

using namespace lineup::core;

namespace {

// "editing", and while a position is edited, "setup": its pieces by side,
// its rocks and its bubbles (once per bubble), each cell named by its column
// letter and row number from the bottom ("d1").
void write_editing(JsonWriter& json, const PositionEditor& editor) {
    json.key("editing").value(editor.active());
    if (!editor.active()) return;
    const GameConfig& c = editor.config();
    json.key("setup").begin_object();
    for (const Stone what : {Stone::First, Stone::Second, Stone::Rock, Stone::Empty}) {
        json.key(what == Stone::First    ? "first"
                 : what == Stone::Second ? "second"
                 : what == Stone::Rock   ? "rocks"
                                         : "bubbles")
            .begin_array();
        for (int row = 0; row < c.rows; ++row) {
            for (int col = 0; col < c.cols; ++col) {
                const auto i = static_cast<std::size_t>(row * c.cols + col);
                const int n = what == Stone::Empty ? editor.bubbles()[i] : editor.cells()[i] == what ? 1 : 0;
                for (int k = 0; k < n; ++k) json.value(format_cell({col, row}));
            }
        }
        json.end_array();
    }
    json.end_object();
}

std::string_view status_name(const Session& s) {
    if (s.phase() == Phase::Menu || !s.board()) return "menu";
    switch (s.board()->status()) {
        case Status::Playing: return "playing";
        case Status::Won: return "won";
        case Status::Draw: return "draw";
    }
    return "playing";
}

void write_cells(JsonWriter& json, const std::vector<Cell>& cells) {
    json.begin_array();
    for (const Cell& c : cells) json.value(format_cell(c));
    json.end_array();
}

// A cell as the player states a move there ("4" or "h8"), or null.
void write_move_at(JsonWriter& json, const GameConfig& config, const std::optional<Cell>& cell) {
    if (cell) {
        json.value(format_move(config, Move::to(config.game, *cell)));
    } else {
        json.null();
    }
}

}  // namespace

std::vector<Move> threat_moves(const Board* board) {
    std::vector<Move> out;
    if (!board || board->status() != Status::Playing || board->ply() == 0) return out;
    // The side that just moved: where would it win if it moved again?
    const Side mover = opponent(board->to_move());
    const GameConfig& c = board->config();
    for (int row = 0; row < c.rows; ++row) {
        for (int col = 0; col < c.cols; ++col) {
            if (board->at({col, row}) != Stone::Empty) continue;
            if (board->would_win({col, row}, mover)) out.push_back(Move::to(c.game, {col, row}));
        }
    }
    return out;
}

// The game's setup: what the menu chose, or the game's own.
void PageState::write_setup(JsonWriter& json, std::uint64_t frames) const {
    const Session& s = session_;
    const GameConfig& c = s.current_config();
    json.key("ready").value(frames > 0);
    json.key("game").value(to_string(c.game));
    json.key("cols").value(c.cols);
    json.key("rows").value(c.rows);
    json.key("rule").value(to_string(c.rule));
    json.key("opening").value(to_string(c.opening));
    json.key("theme").value(to_string(c.theme));
    json.key("mode").value(s.phase() == Phase::Menu ? "menu" : to_string(s.seats().mode));
    json.key("level").value(ai::level_name(c.game, s.level()));
    json.key("computerFirst").value(s.computer_first());
    // The side the person plays now (1, 2; 0 unless against the computer): a Swap opening may change it.
    const bool one_person = s.seats().mode == Mode::PvC || s.seats().mode == Mode::Friend;
    json.key("humanSide").value(!one_person ? 0 : s.seats().human == Side::First ? 1 : 2);
    write_friends(json, s, friends_);
    json.key("replay").value(s.replaying());
    write_editing(json, input_.editor());
    json.key("status").value(status_name(s));
    json.key("seed").value(static_cast<long long>(c.seed));
    json.key("rockCount").value(c.counts.rocks);
    json.key("bubbleCount").value(c.counts.bubbles);
    json.key("bubbleWin").value(c.counts.bubble_win);
}

// The board: whose turn, the moves, the winner, the cells, the record.
void PageState::write_board(JsonWriter& json) const {
    const Session& s = session_;
    const GameConfig& c = s.current_config();
    const Board* b = s.board();
    json.key("turn").value(b && b->to_move() == Side::Second ? 2 : 1);
    json.key("moves").begin_array();
    if (b) {
        for (const Move& m : b->moves()) json.value(format_move(c, m));
    }
    json.end_array();
    json.key("winner").value(b ? static_cast<int>(b->winner()) : 0);
    json.key("winLine");
    write_cells(json, b ? b->win_cells() : std::vector<Cell>{});
    json.key("rocks");
    write_cells(json, b ? b->rock_cells() : std::vector<Cell>{});
    json.key("bubbles");
    write_cells(json, b ? b->bubble_cells() : std::vector<Cell>{});
    json.key("bubblesHeld").begin_array();
    json.value(b ? b->bubbles_held(Side::First) : 0).value(b ? b->bubbles_held(Side::Second) : 0);
    json.end_array();
    json.key("record").value(b ? format_record(*b) : format_record(GameRecord{c, {}}));
    json.key("choices").value(b ? format_choices(b->choices()) : std::string());
    json.key("choiceDue").value(s.choice_due() && s.human_to_move());
    json.key("message").value(s.message());
    json.key("thinking").value(s.thinking());
    json.key("hint");
    if (b && s.hint_move()) {
        json.value(format_move(c, *s.hint_move()));
    } else {
        json.null();
    }
    write_analysis(json, s, display_);
}

// The keyboard cursor, the computer, the language and the display settings.
void PageState::write_display(JsonWriter& json) const {
    const GameConfig& c = session_.current_config();
    const KeyFocus& focus = input_.focus();
    json.key("cursor");  // while it shows: the board has the keyboard's focus
    write_move_at(json, c, focus.cursor_shown() ? input_.cursor() : std::nullopt);
    json.key("focus");  // what has the keyboard: "board", a control's id, or null (another element)
    if (focus.has_keys()) {
        json.value(focus.on_board() ? std::string_view("board") : std::string_view(focus.focused()));
    } else {
        json.null();
    }
    json.key("focusShown").value(focus.shown());
    json.key("aiAvailable").value(session_.ai_available());
    json.key("language").value(to_string(session_.language()));
    json.key("sound").value(display_.sound);
    json.key("reducedMotion").value(display_.reduced_motion);
    json.key("marks").value(display_.marks);
    json.key("numbers").value(display_.numbers);
    json.key("scheme").value(scheme_name(display_.scheme));
    json.key("dark").value(display_.dark_now());
    json.key("tapConfirm").value(input_.tap_confirm());
    json.key("armed");
    write_move_at(json, c, input_.armed());
    json.key("help");  // the help window's section titles while it is open
    if (input_.help_shown()) {
        json.begin_array();
        for (const text::HelpSection& section : text::how_to_play(c, session_.language())) json.value(section.title);
        json.end_array();
    } else {
        json.null();
    }
}

// For the accessible board: the threats, what to announce, and what each cell
// holds (rows from the top, as they are read), in the player's language.
void PageState::write_threats(JsonWriter& json) const {
    const Session& s = session_;
    const GameConfig& c = s.current_config();
    const Board* b = s.board();
    const std::vector<Move> threat_moves = app::threat_moves(b);
    json.key("threats").begin_array();
    for (const Move& m : threat_moves) json.value(format_move(c, m));
    json.end_array();
    json.key("announce").value(b ? msg_threat(c, opponent(b->to_move()), threat_moves, s.language()) : std::string());
    // Renju: the points the side to move may not take, marked on the board.
    json.key("forbidden").begin_array();
    if (b) {
        for (const core::Cell& cell : core::renju_forbidden_points(*b)) json.value(format_move(c, Move::at(cell)));
    }
    json.end_array();
    json.key("cellLabels").begin_array();
    if (b) {
        for (int row = c.rows - 1; row >= 0; --row) {
            json.begin_array();
            for (int col = 0; col < c.cols; ++col) json.value(msg_cell(*b, {col, row}, s.language()));
            json.end_array();
        }
    }
    json.end_array();
    // The move each cell stands for ("4", "h8"), rows from the top like cellLabels.
    json.key("cellMoves").begin_array();
    if (b) {
        for (int row = c.rows - 1; row >= 0; --row) {
            json.begin_array();
            for (int col = 0; col < c.cols; ++col) json.value(format_move(c, Move::to(c.game, {col, row})));
            json.end_array();
        }
    }
    json.end_array();
}

std::string PageState::state_json(std::uint64_t frames, bool animating, bool cheered) const {
    JsonWriter json;
    json.begin_object();
    write_setup(json, frames);
    write_board(json);
    write_display(json);
    write_threats(json);
    json.key("animating").value(animating);
    json.key("cheered").value(cheered).key("yourSide").value(session_.your_side());
    // Controls drawn narrower than their labels (none, unless a label alone is
    // wider than the panel): tests check that no label is cut.
    // The results against the computer as the panel shows them.
    json.key("results").begin_array();
    for (const std::string& line : results_lines(results_, session_.current_config().game, session_.language()))
        json.value(line);
    json.end_array();
    json.key("clippedControls").begin_array();
    for (const std::string& id : controls_.clipped()) json.value(id);
    json.end_array();
    // Clicks and key changes not handled yet (ImGui hands on one a frame).
    json.key("pendingInput").value(queued_input_events());
    json.key("frames").value(static_cast<long long>(frames));
    json.end_object();
    return json.str();
}

}  // namespace lineup::app
