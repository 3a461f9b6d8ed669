// MoveList: the panel's list of the moves of the game shown (panel.hpp), two
// a line like a score sheet, following the game. Its caption has buttons that
// take the game away as another program's record (core/interchange.hpp): a
// Gomoku move list or PSQ file, Connect 4 digits. Only the basic theme has
// them: the other formats cannot carry a rock or bubble layout (Copy link can).
#pragma once

#include <optional>

#include "app/session/session.hpp"
#include "app/ui/controls.hpp"
#include "app/ui/panel_buttons.hpp"
#include "core/interchange.hpp"

namespace lineup::app {

class MoveList {
public:
    MoveList(const Session& session, Controls& controls, PanelButtons& buttons)
        : session_(session), controls_(controls), buttons_(buttons) {}

    /// The caption and the list, in the rest of the card's height (at least three lines).
    void draw();
    /// The format of the export button pressed, once.
    std::optional<core::RecordFormat> take_export_request();

private:
    /// The caption, with the export buttons on its line when they fit.
    void draw_caption();

    const Session& session_;
    Controls& controls_;
    PanelButtons& buttons_;
    std::optional<core::RecordFormat> export_requested_;
    int shown_ply_ = -1;  // the list follows the game
};

}  // namespace lineup::app
