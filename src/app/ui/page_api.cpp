#include "app/ui/page_api.hpp"

#include "app/ui/page_friends.hpp"
#include "core/notation.hpp"
#include "core/record.hpp"
#include "text/errors.hpp"

namespace lineup::app {

using namespace lineup::core;

PageOptions PageApi::settings() const {
    const GameConfig& c = session_.current_config();
    PageOptions o;
    o.game = c.game;
    o.size = std::pair{c.cols, c.rows};
    if (c.game == GameKind::Gomoku) o.rule = c.rule;
    if (c.game == GameKind::Gomoku) o.opening = c.opening;
    o.theme = c.theme;
    o.level = std::string(ai::level_name(c.game, session_.level()));
    o.c4_level = std::string(ai::level_name(GameKind::Connect4, session_.level(GameKind::Connect4)));
    o.gomoku_level = std::string(ai::level_name(GameKind::Gomoku, session_.level(GameKind::Gomoku)));
    o.computer_first = session_.computer_first();
    o.language = session_.language();
    o.sound = display_.sound;
    o.reduced_motion = display_.reduced_motion;
    o.marks = display_.marks;
    o.numbers = display_.numbers;
    o.compact_scores = display_.compact_scores;
    o.tap_confirm = display_.tap_confirm;
    if (display_.scheme != ColourScheme::Auto) o.scheme = display_.scheme;
    return o;
}

std::vector<std::string> PageApi::configure(std::string_view query, std::string_view fragment, std::string_view saved,
                                            std::vector<std::string>* notes) {
    std::vector<std::string> warnings;
    std::vector<std::string> unheard;  // the notes when nobody asks for them
    PageOptions address = parse_page_options(query, warnings);
    // A link's record names its game: saved settings of another game (a Connect 4 size under a Gomoku link) are left
    // out.
    const std::string_view record = fragment.starts_with('#') ? fragment.substr(1) : fragment;
    if (auto read = parse_record(record); !address.game && !record.empty() && read) address.game = read->config.game;
    const PageOptions options = with_saved_settings(saved, address, session_.config().game, notes ? *notes : unheard);
    apply_display_options(display_, options);
    apply_page_options(session_, options, fragment, warnings, &friends_);
    return warnings;
}

std::string PageApi::players_query() const {
    if (session_.phase() == Phase::Menu || !session_.board()) return {};
    PageOptions o;
    if (session_.replaying()) {
        o.replay = true;
    } else {
        o.mode = session_.seats().mode;
        if (o.mode == Mode::Friend) o.friend_id = session_.friend_game().id;
        if (o.mode == Mode::PvC || o.mode == Mode::CvC) {
            o.level = std::string(ai::level_name(session_.current_config().game, session_.level()));
        }
        if (o.mode == Mode::PvC) o.computer_first = session_.computer_first();
    }
    std::string query;
    for (const auto& [name, value] : format_page_options(o)) query += (query.empty() ? "" : "&") + name + "=" + value;
    return query;
}

bool PageApi::play_text(std::string_view text) {
    auto move = parse_move(session_.current_config(), text);
    if (!move) {
        session_.note(text::as_sentence(text::describe(move.error(), session_.language()), session_.language()));
        return false;
    }
    const Board* before = session_.board();
    const int played = before ? before->ply() : 0;
    session_.play(*move);
    // Played when the board has one more move (a refusal says why in the message).
    const Board* after = session_.board();
    return after && after->ply() > played;
}

std::vector<std::string> PageApi::threats() const {
    std::vector<std::string> out;
    for (const Move& m : threat_moves(session_.board())) out.push_back(format_move(session_.current_config(), m));
    return out;
}

std::vector<std::pair<std::string, std::string>> PageApi::take_page_events() {
    std::vector<std::pair<std::string, std::string>> out;
    // "record": the game as a link fragment, whenever it changes (newGame when
    // a different game began: the page adds a history entry for it).
    const Board* board = session_.board();
    // (And whenever the players change: the address holds them too.)
    const std::string record = board ? format_record(*board) : std::string();
    const std::string players = players_query();
    if (record + "#" + players != last_record_) {
        const bool new_game = board && board->ply() == 0;
        JsonWriter json;
        json.begin_object().key("record").value(record).key("newGame").value(new_game);
        json.key("players").value(players).end_object();
        out.emplace_back("record", json.str());
        last_record_ = record + "#" + players;
    }
    // "friends": the games by link seen here, when the one shown changed.
    if (friends_.remember(session_)) out.emplace_back("friends", friends_json(friends_));

    // "message": the message area changed (the accessible page announces it).
    if (session_.message() != last_message_) {
        last_message_ = session_.message();
        JsonWriter json;
        json.begin_object().key("message").value(last_message_).end_object();
        out.emplace_back("message", json.str());
    }
    // "settings": the player's settings changed (the page remembers them).
    {
        JsonWriter json;
        json.begin_object();
        for (const auto& [name, value] : format_page_options(settings())) {
            if (is_setting(name)) json.key(name).value(value);
        }
        json.end_object();
        if (json.str() != last_settings_) {
            last_settings_ = json.str();
            out.emplace_back("settings", last_settings_);
        }
    }
    for (const SessionEvent& e : session_.take_events()) {
        JsonWriter json;
        json.begin_object();
        if (e.type == SessionEvent::Type::Move) {
            json.key("move").value(e.move).key("player").value(static_cast<int>(e.side)).end_object();
            out.emplace_back("move", json.str());
        } else {
            json.key("winner").value(static_cast<int>(e.side));
            json.key("status").value(e.side == Side::None ? "draw" : "won").end_object();
            out.emplace_back("gameover", json.str());
        }
    }
    return out;
}

}  // namespace lineup::app
