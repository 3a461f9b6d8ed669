// The game's words addressed to the person at the screen (the app's message
// area; the console game keeps messages.hpp's "Player 1"/"Player 2" words).
//
// Against the computer, and in a game with a friend by link, the person is
// "you": "You're Red — your move.", "Computer: column 3. You're Red — your
// move.", "You win!", "You lose.". Between two players on one device (and
// computer vs computer) sides are named by colour: "Red: column 4. Yellow's
// move.", "Red wins!". Colours are colour_name()'s (game and theme). After a
// Swap or Swap2 choice the message says which side the person now plays.
#pragma once

#include <optional>
#include <string>

#include "core/board.hpp"
#include "core/match.hpp"
#include "core/seats.hpp"
#include "text/language.hpp"

namespace lineup::text {

/// True when the messages address the person as "you" (vs computer, by link).
bool speaks_to_person(core::Seats seats);

/// Who plays `side`, as a summary names them: "You", "Computer", "Friend",
/// or the colour ("Red") between two players.
std::string player_called(core::Seats seats, const core::GameConfig& config, core::Side side, Language lang);

/// The side the person plays, for the panel: "You play Red" / "你执红方";
/// empty between two players and computers.
std::string msg_your_side(core::Seats seats, const core::GameConfig& config, Language lang);

/// Whose move it is: "You're Red — your move.", "The computer is thinking…",
/// "It's your friend's move.", "Red's move." (empty when the game is over).
std::string msg_turn(core::Seats seats, const core::Board& board, Language lang);

/// A new game's first words: "Two players. Red's move.", "You're Red — your
/// move.", or what a Swap opening waits for ("Opening: you place stone 1 of
/// 3 (Black).").
std::string msg_game_started(core::Seats seats, const core::Board& board, Language lang);

/// After Restart, with `mode` the one a move on the board starts: "Game
/// restart. Play a move to start a game against the computer, or choose a
/// game mode." (computer vs computer and games by link: "Choose a game mode.").
std::string msg_restarted(core::Mode mode, Language lang);

/// The end of a game: "You win!", "You lose.", "Red wins!", "Draw."
/// ("(5 bubbles)" after a win by bubbles); empty while it goes on.
/// `computer_win`: the computer's moves from the one with which its search
/// proved a forced win to the end, said when the person lost in more than
/// one: "You lose — the computer found a win in 5 moves."
std::string msg_game_result(core::Seats seats, const core::Board& board, Language lang,
                            std::optional<int> computer_win = std::nullopt);

/// The message after a move: "You: column 4. The computer is thinking…",
/// "Red: h8. White's move.", the result, or what the opening waits for.
std::string msg_after_play(core::Seats seats, const core::Board& board, Language lang,
                           std::optional<int> computer_win = std::nullopt);

/// A game just opened (from a link, a record or a saved game): its result,
/// or whose move it is, without naming who made the last move (it was made
/// elsewhere): "You're Red — your move.", "The computer is thinking…".
std::string msg_position(core::Seats seats, const core::Board& board, Language lang);

/// A Match event (a move, a refusal, an opening's choice) in these words;
/// `seats` and `board` as they are after it.
std::string msg_play_event(core::Seats seats, const core::Board& board, const core::MatchEvent& event, Language lang,
                           std::optional<int> computer_win = std::nullopt);

}  // namespace lineup::text
