#include "text/friend_messages.hpp"

#include "text/messages.hpp"

namespace lineup::text {

using namespace lineup::core;

namespace {

bool zh(Language lang) { return lang == Language::Chinese; }
std::string number(int n) { return std::to_string(n); }

}  // namespace

std::string msg_link_refused(const LinkVerdict& verdict, Language lang) {
    using Kind = LinkVerdict::Kind;
    const bool z = zh(lang);
    std::string why;
    switch (verdict.kind) {
        case Kind::Same:
        case Kind::Newer: return {};
        case Kind::OtherSetUp:
            why = z ? "它的棋盘设置与本浏览器中同一对局的不同"
                    : "its board is set up differently from this game in this browser";
            break;
        case Kind::Differs:
            why = z ? "它的第 " + number(verdict.ply) + " 步与本浏览器看到的对局不同"
                    : "its move " + number(verdict.ply) + " differs from the game this browser saw";
            break;
        case Kind::Older:
            why = z ? "它比本浏览器看到的对局旧（" + number(verdict.ply) + " 步，本浏览器已有 " + number(verdict.seen) +
                          " 步）"
                    : "it is older than the game this browser saw (" + moves_en(static_cast<std::size_t>(verdict.ply)) +
                          ", against " + number(verdict.seen) + " here)";
            break;
        case Kind::NotTheirMove:
            why = z ? "它的第 " + number(verdict.ply) + " 步是替你下的，而你没有在这里下这一步"
                    : "its move " + number(verdict.ply) + " was played for you, and not here";
            break;
    }
    return z ? "此链接被拒绝：" + why + "。显示的是本浏览器所见的对局。"
             : "This link was refused: " + why + ". The game as this browser saw it is shown.";
}

std::string msg_send_link(Language lang) {
    return zh(lang) ? "把链接发给好友（发送链接），再打开好友发回的链接。"
                    : "Send your friend the link (Send link), then open the link they send back.";
}

std::string msg_friends_move(Language lang) {
    return zh(lang) ? "现在轮到好友：" + msg_send_link(lang) : "It's your friend's move. " + msg_send_link(lang);
}

std::string msg_link_moves_stay(Language lang) {
    return zh(lang) ? "通过链接下的棋不能悔：好友那里已有这些着法。"
                    : "Moves in a game by link cannot be taken back: your friend has them.";
}

std::string msg_no_help_with_friend(Language lang) {
    return zh(lang) ? "与好友对局时不提供提示和分析。" : "Hints and analysis are off in a game with a friend.";
}

std::string friend_game_line(const Board& board, Side mine, Language lang) {
    const GameConfig& c = board.config();
    const bool z = zh(lang);
    const bool c4 = c.game == GameKind::Connect4;
    const std::string name = c4 ? (z ? "四子棋" : "Connect 4") : (z ? "五子棋" : "Gomoku");
    const std::string size = number(c.cols) + "x" + number(c.rows);
    std::string state;
    if (board.status() == Status::Draw) {
        state = z ? "和棋" : "drawn";
    } else if (board.status() == Status::Won) {
        state = board.winner() == mine ? (z ? "你赢了" : "you won") : (z ? "好友赢了" : "friend won");
    } else {
        state = board.to_move() == mine ? (z ? "轮到你" : "your turn") : (z ? "轮到好友" : "friend's turn");
    }
    const std::string moves = number(board.ply());
    return z ? name + " " + size + "：" + state + "，" + moves + " 步"
             : name + " " + size + ": " + state + ", " + moves + (board.ply() == 1 ? " move" : " moves");
}

}  // namespace lineup::text
