// The words of games with a friend by link (core/correspondence.hpp): why a
// link was refused, what the person waits for, and each game's line in the
// list of games by link, in English or Chinese.
#pragma once

#include <string>

#include "core/board.hpp"
#include "core/correspondence.hpp"
#include "text/language.hpp"

namespace lineup::text {

/// Why a link was refused, and that this browser's game is shown instead:
/// "This link was refused: its move 3 differs from the game this browser
/// saw. The game as this browser saw it is shown."
std::string msg_link_refused(const core::LinkVerdict& verdict, Language lang = Language::English);
/// The friend's turn: "Send your friend the link (Send link), then open the
/// link they send back."
std::string msg_send_link(Language lang = Language::English);
/// A tap while the friend is to move: "It's your friend's move: ..." (msg_send_link).
std::string msg_friends_move(Language lang = Language::English);
/// Undo, hints and analysis refused in a game by link.
std::string msg_link_moves_stay(Language lang = Language::English);
std::string msg_no_help_with_friend(Language lang = Language::English);
/// A game's line in the list: "Gomoku 15x15: your turn, 12 moves",
/// "Connect 4 7x6: friend's turn, 5 moves", "Gomoku 15x15: you won, 9 moves".
std::string friend_game_line(const core::Board& board, core::Side mine, Language lang = Language::English);

}  // namespace lineup::text
