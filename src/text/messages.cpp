#include "text/messages.hpp"

#include "core/notation.hpp"
#include "text/opening_messages.hpp"

namespace lineup::text {

using core::format_cell;
using core::opponent;
using core::Status;
using core::Stone;

namespace {

bool zh(Language lang) { return lang == Language::Chinese; }

// "Red" / "红方": a side named by its colour.
std::string side_name(GameKind game, Theme theme, Side side, Language lang) {
    std::string name(colour_name(game, theme, side, lang));
    return zh(lang) ? name + "方" : name;
}

std::string count(std::size_t n) { return std::to_string(n); }

// ", forbidden to Black (double three)" for a point the side to move may not
// take under Renju: the board's own refusal, the same that marks the point.
std::string forbidden_note(const Board& board, Cell cell, Language lang) {
    const auto refused = board.check(core::Move::at(cell));
    if (!core::forbidden_point(refused)) return {};
    const std::string who(colour_name(board.game(), board.config().theme, Side::First, lang));
    if (zh(lang)) {
        return "，" + who + "方禁手（" +
               (refused == MoveError::DoubleThree  ? "三三"
                : refused == MoveError::DoubleFour ? "四四"
                                                   : "长连") +
               "）";
    }
    return ", forbidden to " + who + " (" +
           (refused == MoveError::DoubleThree  ? "double three"
            : refused == MoveError::DoubleFour ? "double four"
                                               : "overline") +
           ")";
}

}  // namespace

std::string moves_en(std::size_t moves) { return count(moves) + (moves == 1 ? " move" : " moves"); }

std::string_view colour_name(GameKind game, Theme theme, Side side, Language lang) {
    const bool first = side == Side::First;
    switch (theme) {
        case Theme::Rock:
            if (zh(lang)) return first ? "红" : "蓝";
            return first ? "Red" : "Blue";
        case Theme::Bubble:
            if (zh(lang)) return first ? "绿" : "黄";
            return first ? "Green" : "Yellow";
        case Theme::Basic: break;
    }
    if (game == GameKind::Connect4) {
        if (zh(lang)) return first ? "红" : "黄";
        return first ? "Red" : "Yellow";
    }
    // Gomoku: Black moves first, as in Renju, Gomocup and every book.
    if (zh(lang)) return first ? "黑" : "白";
    return first ? "Black" : "White";
}

std::string player_name(Seats seats, Side side, Language lang) {
    // Players are numbered by seat: Player 1 opens, whichever side a Swap gives it.
    const std::string number = (side == Side::First) != seats.swapped ? "1" : "2";
    const std::string player = zh(lang) ? "玩家" : "Player";
    const std::string computer = zh(lang) ? "电脑" : "Computer";
    const std::string friend_name = zh(lang) ? "好友" : "Friend";
    const std::string gap = zh(lang) ? "" : " ";
    switch (seats.mode) {
        case Mode::PvP: return player + gap + number;
        case Mode::PvC: return side == seats.human ? player : computer;
        case Mode::CvC: return computer + gap + number;
        case Mode::Friend: return side == seats.human ? player : friend_name;
    }
    return player + gap + number;
}

std::string move_name(const GameConfig& config, Move move, Language lang) {
    if (config.game == GameKind::Gomoku) return format_cell({move.col, move.row});
    const std::string column = std::to_string(move.col + 1);
    return zh(lang) ? "第 " + column + " 列" : "column " + column;
}

std::string cell_name(const GameConfig& config, Cell cell, Language lang) {
    if (config.game == GameKind::Gomoku) return format_cell(cell);
    const std::string row = std::to_string(cell.row + 1);
    return zh(lang) ? move_name(config, Move::column(cell.col), lang) + "第 " + row + " 行"
                    : move_name(config, Move::column(cell.col), lang) + ", row " + row;
}

std::string join_sentences(const std::string& first, const std::string& second, Language lang) {
    if (first.empty()) return second;
    if (second.empty()) return first;
    return zh(lang) ? first + second : first + " " + second;
}

std::string msg_choose_mode(Language lang) { return zh(lang) ? "请选择游戏模式。" : "Choose a game mode."; }

std::string msg_restart(Language lang) {
    return zh(lang) ? "游戏重新开始。请选择游戏模式。" : "Game restart. Choose a game mode.";
}

std::string msg_started(Seats seats, const GameConfig& config, Language lang) {
    const std::string first = side_name(config.game, config.theme, Side::First, lang);
    if (zh(lang)) {
        std::string mode;
        switch (seats.mode) {
            case Mode::PvP: mode = "玩家对战玩家。"; break;
            case Mode::PvC: mode = "玩家对战电脑。"; break;
            case Mode::CvC: mode = "电脑对战电脑。"; break;
            case Mode::Friend: mode = "通过链接与好友对局。"; break;
        }
        return mode + "游戏开始！轮到" + first + "。";
    }
    std::string mode;
    switch (seats.mode) {
        case Mode::PvP: mode = "Player vs player."; break;
        case Mode::PvC: mode = "Player vs computer."; break;
        case Mode::CvC: mode = "Computer vs computer."; break;
        case Mode::Friend: mode = "A game with a friend by link."; break;
    }
    return mode + " Game started! " + first + " turn.";
}

std::string msg_moved(Seats seats, const GameConfig& config, Side mover, Cell cell, Language lang) {
    const bool c4 = config.game == GameKind::Connect4;
    const std::string where = move_name(config, Move::to(config.game, cell), lang);
    if (zh(lang)) {
        return player_name(seats, mover, lang) + (c4 ? "落子" : "落子 ") + where + "，轮到" +
               player_name(seats, opponent(mover), lang) + "。";
    }
    // Two spaces before "It's", as the original program wrote it (tests/console/*.out hold the sentence).
    return player_name(seats, mover, lang) + (c4 ? " goes in " : " goes ") + where + "  It's " +
           player_name(seats, opponent(mover), lang) + "'s turn.";
}

std::string msg_result(Seats seats, const Board& board, Language lang) {
    switch (board.status()) {
        case Status::Playing: return {};
        case Status::Draw: return zh(lang) ? "平局。" : "It's a draw.";
        case Status::Won: break;
    }
    std::string text = player_name(seats, board.winner(), lang) + (zh(lang) ? "获胜！" : " wins!");
    if (board.won_by_bubbles() && board.win_lines().empty()) {
        const std::string held = count(static_cast<std::size_t>(board.bubbles_held(board.winner())));
        text += zh(lang) ? "（" + held + " 个泡泡）" : " (" + held + " bubbles)";
    }
    return text;
}

std::string msg_after_move(Seats seats, const Board& board, Language lang) {
    if (board.status() != Status::Playing) return msg_result(seats, board, lang);
    if (board.opening_step().kind != core::OpeningStep::Kind::Play) return msg_opening_step(seats, board, lang);
    const auto last = board.last_cell();
    if (!last) return msg_started(seats, board.config(), lang);
    return msg_moved(seats, board.config(), opponent(board.to_move()), *last, lang);
}

std::string describe(MoveError error, const GameConfig& config, Move move, Language lang) {
    const bool c4 = config.game == GameKind::Connect4;
    const std::string first(colour_name(config.game, config.theme, Side::First, lang));  // Renju's restricted side
    const std::string last = std::to_string(config.cols);
    if (zh(lang)) {
        const std::string where = move_name(config, move, lang);
        switch (error) {
            case MoveError::GameOver: return "游戏已结束。点“再来一局”开始新的一局。";
            case MoveError::OutsideBoard:
                if (c4) return where + "在棋盘外（列 1-" + last + "）。";
                return where + " 在棋盘外。";
            case MoveError::ColumnFull: return where + "已满。";
            case MoveError::Occupied: return where + " 已有棋子。";
            case MoveError::Rock: return where + " 上有岩石：谁都不能在那里落子。";
            case MoveError::DoubleThree: return where + " 是" + first + "方的禁手：三三（同时形成两个活三）。";
            case MoveError::DoubleFour: return where + " 是" + first + "方的禁手：四四（同时形成两个四）。";
            case MoveError::Overline: return where + " 是" + first + "方的禁手：长连（六子或以上）。";
            case MoveError::ChoiceDue: return "开局在等一个选择：交换、不交换继续下，或再放两子。";
            case MoveError::NoChoiceDue: return "现在开局不需要选择。";
            case MoveError::NoPlaceTwo: return "现在只能选择交换或不交换。";
        }
        return "不能这样走。";
    }
    std::string where = move_name(config, move, lang);
    if (c4) where[0] = 'C';  // "Column 3 is full."
    switch (error) {
        case MoveError::GameOver: return "The game is over. Play again starts a new one.";
        case MoveError::OutsideBoard:
            if (c4) return where + " is outside the board (columns 1-" + last + ").";
            return where + " is outside the board.";
        case MoveError::ColumnFull: return where + " is full.";
        case MoveError::Occupied: return where + " is already taken.";
        case MoveError::Rock: return "A rock is on " + where + ": nobody can play there.";
        case MoveError::DoubleThree:
            return where + " is forbidden: under Renju " + first + " may not make two threes at once.";
        case MoveError::DoubleFour:
            return where + " is forbidden: under Renju " + first + " may not make two fours at once.";
        case MoveError::Overline:
            return where + " is forbidden: under Renju " + first + " may not make six or more in a row.";
        case MoveError::ChoiceDue: return "The opening waits for a choice: swap, stay and play on, or place two more.";
        case MoveError::NoChoiceDue: return "The opening asks for no choice now.";
        case MoveError::NoPlaceTwo: return "Only swap or stay can be chosen now.";
    }
    return "That move is not allowed.";
}

std::string msg_event(Seats seats, const Board& board, const core::MatchEvent& event, Language lang) {
    if (event.kind == core::MatchEvent::Kind::Refused && event.error) {
        return describe(*event.error, board.config(), event.move, lang);
    }
    if (event.kind == core::MatchEvent::Kind::Chose) return msg_chose(seats, board, event.seat, event.choice, lang);
    return msg_after_move(seats, board, lang);
}

std::string level_title(std::string_view level_name, Language lang) {
    std::string name(level_name);
    if (name.empty()) return name;
    name[0] = static_cast<char>(name[0] - 'a' + 'A');
    return std::string(tr(lang, name));
}

std::string msg_board(int cols, int rows, Language lang) {
    const std::string size = std::to_string(cols) + "x" + std::to_string(rows);
    return zh(lang) ? "棋盘 " + size + "。" : "Board " + size + ".";
}

std::string msg_theme(Theme theme, Language lang) {
    const char* name = theme == Theme::Rock ? "Rock" : theme == Theme::Bubble ? "Bubble" : "Basic";
    return zh(lang) ? "主题：" + std::string(tr(lang, name)) + "。" : "Theme: " + std::string(name) + ".";
}

std::string msg_level(std::string_view level_name, Language lang) {
    const std::string title = level_title(level_name, lang);
    return zh(lang) ? "电脑难度：" + title + "。" : "Computer level: " + title + ".";
}

std::string msg_level_for_next_game(std::string_view level_name, Language lang) {
    const std::string title = level_title(level_name, lang);
    return zh(lang) ? "电脑难度：" + title + "，用于你下一局人机对战。"
                    : "Computer level: " + title + ", for your next game against the computer.";
}

std::string msg_shared_game(std::size_t moves, const std::string& then, Language lang) {
    return zh(lang) ? "已从链接打开对局：" + count(moves) + " 步。" + then
                    : "Game opened from its link: " + moves_en(moves) + ". " + then;
}

std::string msg_game_back(std::size_t moves, const std::string& then, Language lang) {
    return zh(lang) ? "你的对局回来了：" + count(moves) + " 步。" + then
                    : "Your game is back: " + moves_en(moves) + ". " + then;
}

std::string msg_record_loaded(std::string_view format, std::size_t moves, const std::string& then, Language lang) {
    const bool z = zh(lang);
    const std::string_view what = format == "psq"      ? (z ? "PSQ 文件" : "PSQ file")
                                  : format == "digits" ? (z ? "四子棋数字" : "Connect 4 digits")
                                  : format == "moves"  ? (z ? "着法列表" : "move list")
                                                       : (z ? "链接" : "link");
    return z ? "已读取棋谱（" + std::string(what) + "）：" + count(moves) + " 步。" + then
             : "Record read (" + std::string(what) + "): " + moves_en(moves) + ". " + then;
}

std::string msg_record_refused(std::string_view reason, Language lang) {
    return zh(lang) ? "无法读取这份棋谱：" + std::string(reason) + "对局照常继续。"
                    : "This record could not be read: " + std::string(reason) + " The game goes on as it was.";
}

std::string msg_recorded_game(std::size_t moves, Language lang) {
    return zh(lang) ? "录制的对局，共 " + count(moves) + " 步。用“后退”和“前进”（U 和 Y）逐步查看。"
                    : "A recorded game of " + moves_en(moves) + ". Step through it with Back and Forward (U and Y).";
}

std::string msg_no_computer(std::string_view reason, Language lang) {
    if (zh(lang)) {
        return "这里无法使用电脑" + (reason.empty() ? std::string("。") : "：" + std::string(reason) + "。") +
               "仍可双人对战。";
    }
    return "The computer is not available here" +
           (reason.empty() ? std::string(".") : ": " + std::string(reason) + ".") + " Two players can still play.";
}

std::string msg_broken_link(std::string_view reason, bool new_game, Language lang) {
    if (zh(lang)) {
        return "无法读取这个链接中的对局（" + std::string(reason) + "）。" +
               (new_game ? "这是新的一局。" : msg_choose_mode(lang));
    }
    return "This link's game could not be read (" + std::string(reason) + ")." +
           (new_game ? " Here is a new game." : " " + msg_choose_mode(lang));
}

std::string msg_no_hint(std::string_view reason, Language lang) {
    return as_sentence((zh(lang) ? "这次没有提示：" : "No hint this time: ") + std::string(reason), lang);
}

std::string msg_computer_failed(std::string_view reason, Language lang) {
    return as_sentence((zh(lang) ? "电脑无法走棋：" : "The computer could not move: ") + std::string(reason), lang);
}

std::string failure_reason(std::string_view reason, Language lang) {
    // The keywords of ai/protocol.hpp (kGameOver and ProtocolError); text
    // depends on core only, so they are written out here.
    if (reason == "game-over") return std::string(tr(lang, "the game is over"));
    if (reason == "no-result") return std::string(tr(lang, "the computer was stopped before it found anything"));
    if (reason == "bad-record") return std::string(tr(lang, "the game sent to the computer could not be read"));
    if (reason == "bad-request" || reason == "unknown-kind" || reason == "bad-number" || reason == "unknown-level" ||
        reason == "bad-reply") {
        return std::string(tr(lang, "the request to the computer was malformed"));
    }
    return std::string(reason);
}

std::string msg_threat(const GameConfig& config, Side side, const std::vector<Move>& moves, Language lang) {
    if (moves.empty()) return {};
    const bool c4 = config.game == GameKind::Connect4;
    std::string where;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        if (i > 0) where += i + 1 == moves.size() ? (zh(lang) ? " 或 " : " or ") : (zh(lang) ? "、" : ", ");
        // "column 2 or 5": the word once, the numbers after it
        where += c4 ? std::to_string(moves[i].col + 1) : move_name(config, moves[i], lang);
    }
    const std::string name = side_name(config.game, config.theme, side, lang);
    if (zh(lang)) return c4 ? name + "威胁在第 " + where + " 列获胜。" : name + "威胁在 " + where + " 获胜。";
    if (c4) return name + " threatens to win in " + (moves.size() == 1 ? "column " : "columns ") + where + ".";
    return name + " threatens to win at " + where + ".";
}

std::string msg_cell(const Board& board, Cell cell, Language lang) {
    const GameConfig& c = board.config();
    std::string text = cell_name(c, cell, lang) + (zh(lang) ? "：" : ": ");
    switch (board.at(cell)) {
        case Stone::Empty:
            text += zh(lang) ? "空" : "empty";
            if (const std::string why = forbidden_note(board, cell, lang); !why.empty()) text += why;
            break;
        case Stone::Rock: text += zh(lang) ? "岩石" : "rock"; break;
        case Stone::First:
        case Stone::Second: {
            const Side side = board.at(cell) == Stone::First ? Side::First : Side::Second;
            std::string colour(colour_name(c.game, c.theme, side, lang));
            if (!zh(lang) && !colour.empty()) colour[0] = static_cast<char>(colour[0] - 'A' + 'a');
            text += colour;
            break;
        }
    }
    if (const int n = board.bubbles_at(cell); n > 0) {
        text += zh(lang) ? "，" + count(static_cast<std::size_t>(n)) + " 个泡泡"
                         : ", " + count(static_cast<std::size_t>(n)) + (n == 1 ? " bubble" : " bubbles");
    }
    return text;
}

std::string msg_hint(const GameConfig& config, Side to_move, Move move, Outlook outlook, int moves, Language lang) {
    const std::string mine = side_name(config.game, config.theme, to_move, lang);
    const std::string theirs = side_name(config.game, config.theme, opponent(to_move), lang);
    const std::string n = std::to_string(moves);
    std::string text;
    text = (zh(lang) ? "提示：" : "Hint: ") + move_name(config, move, lang) + (zh(lang) ? "。" : ".");
    const std::string in_moves = moves_en(static_cast<std::size_t>(moves));  // "3 moves"
    std::string outlook_text;
    switch (outlook) {
        case Outlook::Unknown: break;
        case Outlook::Draw: outlook_text = zh(lang) ? mine + "可以守和。" : mine + " can hold a draw."; break;
        case Outlook::WinIn:
            outlook_text = zh(lang) ? mine + "可在 " + n + " 步内获胜。" : mine + " can win in " + in_moves + ".";
            break;
        case Outlook::LossIn:
            outlook_text = zh(lang) ? "无论" + mine + "怎么走，" + theirs + "都可在 " + n + " 步内获胜。"
                                    : theirs + " can win in " + in_moves + " whatever " + mine + " does.";
            break;
        case Outlook::ForcedWin:
            outlook_text = zh(lang) ? mine + "可以从这里强制获胜。" : mine + " can force a win from here.";
            break;
        case Outlook::Attacked:
            outlook_text = zh(lang) ? theirs + "有必胜攻势：尽量坚守。"
                                    : theirs + " has a winning attack: defend as long as you can.";
            break;
        case Outlook::Ahead: outlook_text = zh(lang) ? mine + "形势不错。" : mine + " is well placed."; break;
        case Outlook::Behind:
            outlook_text =
                zh(lang) ? theirs + "形势不错：注意它的威胁。" : theirs + " is well placed: watch its threats.";
            break;
        case Outlook::Balanced: outlook_text = zh(lang) ? "局面均势。" : "The game is balanced."; break;
    }
    if (outlook_text.empty()) return text;
    return zh(lang) ? text + outlook_text : text + " " + outlook_text;
}

}  // namespace lineup::text
