// Every message the panel's message box can show, each template with its
// longest arguments, in one language: the game's news, moves and results for
// every mode, game and theme (20x20 coordinates, the longest colour and player
// names), every refusal (moves, records with the longest quoted text, links,
// positions set up by hand), hints, openings, reviews, and the fixed sentences
// tr() translates, as the session joins them. message_fit_test.cpp measures them.
#pragma once

#include <string>
#include <vector>

#include "text/language.hpp"

namespace lineup::app {

std::vector<std::string> message_templates(text::Language lang);

}  // namespace lineup::app
