#include "cli/args.hpp"

#include <algorithm>
#include <cassert>

#include "core/strings.hpp"

namespace lineup::cli {

using namespace lineup::core;

std::optional<std::string> read_number(std::string_view text, std::uint64_t low, std::uint64_t high,
                                       std::string_view note, std::uint64_t& out) {
    const auto digit = [](char c) { return c >= '0' && c <= '9'; };
    const bool digits = !text.empty() && std::all_of(text.begin(), text.end(), digit);
    if (!digits) return "is not a number";
    // Digits that do not fit in 64 bits are a number too, out of any range.
    const auto n = parse_unsigned(text, std::min<std::size_t>(text.size(), 20));
    if (!n || *n < low || *n > high) {
        std::string range = "is out of range (" + std::to_string(low) + " to " + std::to_string(high);
        if (!note.empty()) range += ", " + std::string(note);
        return range + ")";
    }
    out = *n;
    return std::nullopt;
}

std::string either(const std::vector<std::string>& words) {
    std::string text;
    for (std::size_t i = 0; i < words.size(); ++i) {
        if (i > 0) text += i + 1 == words.size() ? " or " : ", ";
        text += words[i];
    }
    return text;
}

namespace {

// "--tt-mb N" -> names {"--tt-mb"}, placeholder "N"; "--analyse|-a" -> two names.
Options::Option declare(std::string_view spec, std::string_view about, Options::Reader read) {
    const std::size_t space = spec.find(' ');
    Options::Option option;
    for (std::string_view name : split(spec.substr(0, space), '|')) option.names.emplace_back(name);
    if (space != std::string_view::npos) option.placeholder = spec.substr(space + 1);
    option.about = about;
    option.read = std::move(read);
    return option;
}

}  // namespace

Options& Options::flag(std::string_view names, std::string_view about, bool& slot, bool value) {
    options_.push_back(declare(names, about, [&slot, value](std::string_view) -> std::optional<std::string> {
        slot = value;
        return std::nullopt;
    }));
    return *this;
}

Options& Options::text(std::string_view spec, std::string_view about, std::string& slot) {
    value(spec, about, [&slot](std::string_view text) -> std::optional<std::string> {
        slot = text;
        return std::nullopt;
    });
    Option& option = options_.back();
    option.samples = {option.placeholder};
    option.fallback = slot;
    return *this;
}

Options& Options::value(std::string_view spec, std::string_view about, Reader read) {
    Option option = declare(spec, about, std::move(read));
    assert(!option.placeholder.empty() && "an option with a value names it: \"--x N\"");
    for (std::string_view sample : split(option.placeholder, '|')) option.samples.emplace_back(sample);
    options_.push_back(std::move(option));
    return *this;
}

Options& Options::required() {
    options_.back().required = true;
    return *this;
}

const Options::Option* Options::find(std::string_view name) const {
    for (const Option& option : options_) {
        if (std::find(option.names.begin(), option.names.end(), name) != option.names.end()) return &option;
    }
    return nullptr;
}

std::optional<Failure> Options::parse(const std::vector<std::string>& args) const {
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& name = args[i];
        const Option* option = find(name);
        if (!option) {
            const char* what = name.starts_with('-') ? "unknown option '" : "unknown argument '";
            return Failure{what + printable(name) + "'" + (hint_.empty() ? "" : " " + hint_)};
        }
        if (!option->takes_value()) {
            option->read({});
            continue;
        }
        if (i + 1 >= args.size()) return Failure{name + " needs a value"};
        const std::string& value = args[++i];
        if (auto problem = option->read(value)) return Failure{name + ": '" + printable(value) + "' " + *problem};
    }
    return std::nullopt;
}

namespace {

std::string left_column(const Options::Option& option) {
    std::string text = option.names[0];
    for (std::size_t i = 1; i < option.names.size(); ++i) text += "|" + option.names[i];
    return option.takes_value() ? text + " " + option.placeholder : text;
}

}  // namespace

std::vector<std::string> Options::usage_items() const {
    std::vector<std::string> items;
    for (const Option& option : options_) {
        items.push_back(option.required ? left_column(option) : "[" + left_column(option) + "]");
    }
    return items;
}

std::string Options::usage() const {
    std::string text;
    for (const std::string& item : usage_items()) text += (text.empty() ? "" : " ") + item;
    return text;
}

std::string Options::describe() const {
    constexpr std::size_t kMaxWidth = 28;  // a longer left column puts its text on the next line
    std::size_t width = 0;
    for (const Option& option : options_) {
        const std::size_t w = left_column(option).size();
        if (w <= kMaxWidth) width = std::max(width, w);
    }
    std::string text;
    for (const Option& option : options_) {
        std::string left = "  " + left_column(option);
        if (left.size() > width + 2) {
            left += "\n" + std::string(width + 2, ' ');
        } else {
            left.resize(width + 2, ' ');
        }
        text += left + "  " + option.about;
        if (!option.fallback.empty()) text += " (default " + option.fallback + ")";
        text += "\n";
    }
    return text;
}

}  // namespace lineup::cli
