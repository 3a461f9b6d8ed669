// Expected<T, E>: a value or an error (by default a core::Error, error.hpp),
// for input that can be wrong (errors are values; programmer mistakes are
// asserts: docs/architecture.md). A minimal stand-in for C++23
// std::expected, which neither g++ 12 nor Emscripten's libc++ 13 provides.
#pragma once

#include <cassert>
#include <utility>
#include <variant>

#include "core/error.hpp"

namespace lineup::core {

template <typename T, typename E = Error>
class [[nodiscard]] Expected {
public:
    Expected(T value) : data_(std::in_place_index<0>, std::move(value)) {}  // NOLINT: implicit
    Expected(E error) : data_(std::in_place_index<1>, std::move(error)) {}  // NOLINT: implicit

    bool has_value() const { return data_.index() == 0; }
    explicit operator bool() const { return has_value(); }

    T& value() & {
        assert(has_value());
        return std::get<0>(data_);
    }
    const T& value() const& {
        assert(has_value());
        return std::get<0>(data_);
    }
    T&& value() && {
        assert(has_value());
        return std::get<0>(std::move(data_));
    }
    T* operator->() { return &value(); }
    const T* operator->() const { return &value(); }
    T& operator*() & { return value(); }
    const T& operator*() const& { return value(); }

    const E& error() const {
        assert(!has_value());
        return std::get<1>(data_);
    }

private:
    std::variant<T, E> data_;
};

}  // namespace lineup::core
