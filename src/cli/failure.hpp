// Failure: what went wrong in a command-line tool, as the one line it prints.
// The tools are for developers and speak English; the core reports facts
// (core::Error), which become a Failure through text::describe.
#pragma once

#include <string>

#include "core/expected.hpp"

namespace lineup::cli {

struct Failure {
    std::string message;
};

/// A value or the Failure that prevented it.
template <typename T>
using Result = core::Expected<T, Failure>;

}  // namespace lineup::cli
