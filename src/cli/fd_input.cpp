#include "cli/fd_input.hpp"

#include <unistd.h>

#include <cerrno>

namespace lineup::cli {

FdInputBuffer::int_type FdInputBuffer::underflow() {
    if (gptr() < egptr()) return traits_type::to_int_type(*gptr());
    if (tie_ != nullptr) tie_->flush();
    ssize_t n = 0;
    do {
        n = ::read(fd_, buffer_.data(), buffer_.size());
    } while (n < 0 && errno == EINTR);
    if (n <= 0) return traits_type::eof();  // end of input, or an error: no more lines
    setg(buffer_.data(), buffer_.data(), buffer_.data() + n);
    return traits_type::to_int_type(*gptr());
}

}  // namespace lineup::cli
