#include "cli/args.hpp"

#include <algorithm>

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

Options& Options::flag(std::string_view names, bool& slot, bool value) {
    Option option{{}, false, [&slot, value](std::string_view) -> std::optional<std::string> {
                      slot = value;
                      return std::nullopt;
                  }};
    for (std::string_view name : split(names, '|')) option.names.emplace_back(name);
    options_.push_back(std::move(option));
    return *this;
}

Options& Options::text(std::string_view names, std::string& slot) {
    return value(names, [&slot](std::string_view text) -> std::optional<std::string> {
        slot = text;
        return std::nullopt;
    });
}

Options& Options::value(std::string_view names, Reader read) {
    Option option{{}, true, std::move(read)};
    for (std::string_view name : split(names, '|')) option.names.emplace_back(name);
    options_.push_back(std::move(option));
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
        if (!option->takes_value) {
            option->read({});
            continue;
        }
        if (i + 1 >= args.size()) return Failure{name + " needs a value"};
        const std::string& value = args[++i];
        if (auto problem = option->read(value)) return Failure{name + ": '" + printable(value) + "' " + *problem};
    }
    return std::nullopt;
}

}  // namespace lineup::cli
