// Widgets: small things the panel draws that ImGui has no widget for.
#pragma once

#include <imgui.h>

namespace lineup::app {

/// A small rotating arc at the cursor: the computer is thinking.
void spinner(float radius, double time_s, ImU32 colour);
/// A section caption in the dim text colour.
void caption(const char* text);
/// A gear, drawn (the fonts have no such glyph): the settings button's face.
void draw_gear(ImDrawList* draw, ImVec2 centre, float radius, ImU32 colour);

}  // namespace lineup::app
