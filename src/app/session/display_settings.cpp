#include "app/session/display_settings.hpp"

#include <string>

namespace lineup::app {

using namespace lineup::core;
using namespace lineup::text;

void set_sound(Session& session, DisplaySettings& display, bool on) {
    display.sound = on;
    session.note(std::string(tr(session.language(), on ? "Sound on." : "Sound off.")));
}

void toggle_language(Session& session) {
    session.choose_language(session.language() == Language::English ? Language::Chinese : Language::English);
}

}  // namespace lineup::app
