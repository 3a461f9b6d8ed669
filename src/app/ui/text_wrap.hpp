// Line breaks for Chinese text. Dear ImGui wraps text only at spaces (and
// after Latin punctuation): a Chinese sentence has none, except the spaces
// set around numbers ("算出 5 步取胜"), so ImGui breaks it there and splits a
// number from its counter. Chinese breaks between any two characters instead,
// never before closing punctuation nor after opening punctuation; here a space
// beside Chinese text never breaks, so "第 4 列" and "5 步" stay whole.
#pragma once

#include <functional>
#include <string>
#include <string_view>

namespace lineup::app {

/// `text` with a line break ('\n') wherever it must wrap to fit lines of
/// `width`, as `measure` gives the width of a piece of it. Text without Chinese
/// comes back as it is (ImGui's wrapping at spaces is right for it).
std::string break_cjk_lines(std::string_view text, float width, const std::function<float(std::string_view)>& measure);

/// ImGui::TextWrapped for text in either language (in the current font, to
/// the current wrap width).
void text_wrapped(std::string_view text);

/// The height of `text` wrapped to `width` as text_wrapped() draws it.
float wrapped_height(std::string_view text, float width);

}  // namespace lineup::app
