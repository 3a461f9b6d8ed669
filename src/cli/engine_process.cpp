#include "cli/engine_process.hpp"

#include <poll.h>
#include <sys/wait.h>
#include <unistd.h>
#include <chrono>
#include <csignal>

namespace lineup::cli {

EngineProcess::EngineProcess(const std::string& command) {
    int in_pipe[2], out_pipe[2];
    if (pipe(in_pipe) != 0) return;
    if (pipe(out_pipe) != 0) {
        close(in_pipe[0]);
        close(in_pipe[1]);
        return;
    }
    const pid_t pid = fork();
    if (pid < 0) {
        for (int fd : {in_pipe[0], in_pipe[1], out_pipe[0], out_pipe[1]}) close(fd);
        return;
    }
    if (pid == 0) {
        dup2(in_pipe[0], STDIN_FILENO);
        dup2(out_pipe[1], STDOUT_FILENO);
        for (int fd : {in_pipe[0], in_pipe[1], out_pipe[0], out_pipe[1]}) close(fd);
        execl("/bin/sh", "sh", "-c", command.c_str(), static_cast<char*>(nullptr));
        _exit(127);
    }
    close(in_pipe[0]);
    close(out_pipe[1]);
    pid_ = pid;
    to_child_ = in_pipe[1];
    from_child_ = out_pipe[0];
    std::signal(SIGPIPE, SIG_IGN);  // a dead engine must not kill the match
}

EngineProcess::~EngineProcess() { stop(); }

bool EngineProcess::send(const std::string& line) {
    if (pid_ <= 0) return false;
    const std::string data = line + "\n";
    std::size_t done = 0;
    while (done < data.size()) {
        const ssize_t n = write(to_child_, data.data() + done, data.size() - done);
        if (n <= 0) return false;
        done += static_cast<std::size_t>(n);
    }
    return true;
}

std::optional<std::string> EngineProcess::read_line(int timeout_ms) {
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(timeout_ms);
    for (;;) {
        if (const std::size_t nl = buffer_.find('\n'); nl != std::string::npos) {
            std::string line = buffer_.substr(0, nl);
            buffer_.erase(0, nl + 1);
            if (!line.empty() && line.back() == '\r') line.pop_back();
            return line;
        }
        if (pid_ <= 0) return std::nullopt;
        const auto left =
            std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now()).count();
        if (left <= 0) return std::nullopt;
        pollfd fd{from_child_, POLLIN, 0};
        if (poll(&fd, 1, static_cast<int>(left)) <= 0) continue;
        char chunk[4096];
        const ssize_t n = read(from_child_, chunk, sizeof chunk);
        if (n <= 0) return std::nullopt;  // the engine ended
        buffer_.append(chunk, static_cast<std::size_t>(n));
    }
}

void EngineProcess::stop() {
    if (pid_ <= 0) return;
    close(to_child_);
    close(from_child_);
    kill(pid_, SIGTERM);
    waitpid(pid_, nullptr, 0);
    pid_ = -1;
}

}  // namespace lineup::cli
