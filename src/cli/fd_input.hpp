// FdInputBuffer: a stream buffer reading a file descriptor in large blocks,
// for the filters (c4-solve) that answer one line at a time but are mostly fed
// whole files. Unlike the standard input stream it tells how much input is
// already buffered (in_avail() > 0: the next read will not wait), so a filter
// can batch its answers and still flush them before it waits for more input.
// It also flushes `tie` itself right before every read from the descriptor,
// so no answer is held back while it waits, even for a half-sent line.
#pragma once

#include <array>
#include <ostream>
#include <streambuf>

namespace lineup::cli {

class FdInputBuffer : public std::streambuf {
public:
    /// Reads `fd` (not owned); `tie` (may be null) is flushed before each read.
    explicit FdInputBuffer(int fd, std::ostream* tie = nullptr) : fd_(fd), tie_(tie) {}

protected:
    int_type underflow() override;

private:
    int fd_;
    std::ostream* tie_;
    std::array<char, 1 << 16> buffer_{};
};

}  // namespace lineup::cli
