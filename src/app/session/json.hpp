// A small JSON writer for the page API (window.lineup.state()). Lineup only
// writes JSON from C++ (the page parses it), so a writer of objects, arrays and
// escaped strings is all it needs; no JSON library is linked into the game.
#pragma once

#include <string>
#include <string_view>

namespace lineup::app {

/// `text` as a JSON string literal, quotes included (control characters and
/// bytes >= 0x80 outside UTF-8 are kept as they are; our strings are ASCII/UTF-8).
std::string json_quote(std::string_view text);

/// Builds `{"a":1,"b":"x"}` or `[1,2]` field by field.
class JsonWriter {
public:
    JsonWriter& begin_object();
    JsonWriter& end_object();
    JsonWriter& begin_array();
    JsonWriter& end_array();
    JsonWriter& key(std::string_view name);
    JsonWriter& value(std::string_view text);
    JsonWriter& value(const char* text) { return value(std::string_view(text)); }
    JsonWriter& value(long long number);
    JsonWriter& value(int number) { return value(static_cast<long long>(number)); }
    JsonWriter& value(unsigned number) { return value(static_cast<long long>(number)); }
    JsonWriter& value(bool flag);
    JsonWriter& value(double number);
    JsonWriter& null();

    const std::string& str() const { return out_; }

private:
    void separate();
    std::string out_;
    bool first_ = true;  // no value yet at the current nesting level
};

}  // namespace lineup::app
