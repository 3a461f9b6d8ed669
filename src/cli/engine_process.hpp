// EngineProcess: a child program spoken to over its stdin/stdout, one line at
// a time, with a timeout on reads (POSIX; the match tool's engines).
#pragma once

#include <sys/types.h>
#include <optional>
#include <string>

namespace lineup::cli {

class EngineProcess {
public:
    /// Starts `command` with /bin/sh -c. Check running() afterwards.
    explicit EngineProcess(const std::string& command);
    ~EngineProcess();
    EngineProcess(const EngineProcess&) = delete;
    EngineProcess& operator=(const EngineProcess&) = delete;

    bool running() const { return pid_ > 0; }
    bool send(const std::string& line);
    /// The next line, or nullopt after `timeout_ms` or when the program ended.
    std::optional<std::string> read_line(int timeout_ms);
    void stop();

private:
    pid_t pid_ = -1;
    int to_child_ = -1;
    int from_child_ = -1;
    std::string buffer_;
};

}  // namespace lineup::cli
