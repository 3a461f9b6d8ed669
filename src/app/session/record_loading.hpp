// Loading a game record a person brings: pasted or dropped on the page, or
// given as a Connect 4 position by the page option pos= (page_options.hpp).
// Any format core/interchange.hpp reads; the game then goes on from the
// record's last move. A bad record changes nothing and says why.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include "app/session/session.hpp"
#include "core/interchange.hpp"

namespace lineup::app {

/// The longest text read as a record (a 20x20 PSQ file with a full board is
/// under 4 KB); the page hands on at most one byte more.
inline constexpr std::size_t kMaxRecordBytes = 256 * 1024;

/// Reads `text` as load_record_text does with `shown` the game shown
/// (nothing is started).
core::Expected<core::GameRecord, core::Error> read_record_text(const core::GameConfig& shown, std::string_view text,
                                                               core::RecordFormat* format = nullptr);

/// Reads `text` and starts its game in `mode` (two players when not given),
/// replacing the game on; the message says what was read. False (with the
/// reason in the message, the game on untouched) when it cannot be read.
/// A record that does not give its board's size is read on the size shown
/// when the shown game is the record's game, else on the default size.
/// `problem`, when given, receives the reason in English (for a console).
bool load_record_text(Session& session, std::string_view text, std::optional<core::Mode> mode = std::nullopt,
                      std::string* problem = nullptr);

}  // namespace lineup::app
