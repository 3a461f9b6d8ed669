#include "app/session/record_loading.hpp"

#include "core/interchange.hpp"
#include "text/errors.hpp"
#include "text/person_messages.hpp"

namespace lineup::app {

using namespace lineup::core;

Expected<GameRecord, Error> read_record_text(const GameConfig& shown, std::string_view text, RecordFormat* format) {
    ImportBoards boards;
    if (shown.theme == Theme::Basic) {
        GameConfig& board = shown.game == GameKind::Connect4 ? boards.connect4 : boards.gomoku;
        board = shown;
        board.seed = 0;  // no layout: the record says seed=0, as one read from a link would
    }
    return import_record(text, boards, format);
}

bool load_record_text(Session& session, std::string_view text, std::optional<Mode> mode, std::string* problem) {
    if (text.size() > kMaxRecordBytes) {
        const text::Language lang = session.language();
        if (problem) *problem = "It is longer than 256 KB, far more than any game record.";
        session.note(
            text::msg_record_refused(text::tr(lang, "It is longer than 256 KB, far more than any game record."), lang));
        return false;
    }
    RecordFormat format{};
    auto record = read_record_text(session.current_config(), text, &format);
    if (!record) {
        const text::Language lang = session.language();
        if (problem) *problem = text::as_sentence(text::describe(record.error()));
        session.note(text::msg_record_refused(text::as_sentence(text::describe(record.error(), lang), lang), lang));
        return false;
    }
    session.end_game();
    session.start_from(*record, mode.value_or(Mode::PvP));
    if (!session.board()) return false;  // no computer for the mode asked: the session said so
    session.note(text::msg_record_loaded(to_string(format), record->moves.size(),
                                         text::msg_position(session.seats(), *session.board(), session.language()),
                                         session.language()));
    return true;
}

}  // namespace lineup::app
