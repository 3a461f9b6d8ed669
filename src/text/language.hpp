// Language: the game speaks English and Simplified Chinese. Every word a
// player reads comes from this text layer (src/text): the message functions
// (messages.hpp) take a Language, and tr() translates the fixed sentences and
// labels of the front ends, with the English text as key.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

namespace lineup::text {

enum class Language : std::uint8_t { English, Chinese };

std::string_view to_string(Language language);                  ///< "en" | "zh"
std::optional<Language> parse_language(std::string_view text);  ///< "en", "zh", "zh-CN", ...

/// `english` in `language`. For Chinese the table must hold the sentence
/// (tests check the front ends' sentences); an unknown one stays English.
std::string_view tr(Language language, std::string_view english);
/// True when the Chinese table holds `english` (for the tests).
bool has_translation(std::string_view english);
/// Every English text the Chinese table holds (for the tests: each fits
/// where the game shows it).
std::vector<std::string_view> translated_texts();

}  // namespace lineup::text
