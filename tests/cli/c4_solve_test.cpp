// The c4-solve filter's reading and flushing: the reusable line reader agrees
// with read_c4_position on every kind of line; answers are batched but never
// held back while the filter waits for input; FdInputBuffer reads a pipe.
#include "cli/c4_solve.hpp"

#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <istream>
#include <ostream>
#include <sstream>
#include <streambuf>
#include <string>
#include <vector>

#include "cli/fd_input.hpp"
#include "core/config.hpp"
#include "core/rng.hpp"

namespace lineup::cli {
namespace {

using core::GameKind;
using core::Theme;

/// A line of random characters, mostly column digits (some beyond the board),
/// sometimes dots, letters or spaces; long enough to fill columns and win.
std::string random_line(core::Rng& rng) {
    static const std::string kOther = ".. a0x-";
    std::string line;
    const int length = rng.below(45);
    for (int i = 0; i < length; ++i) {
        if (rng.below(30) == 0) {
            line += kOther[static_cast<std::size_t>(rng.below(static_cast<int>(kOther.size())))];
        } else {
            line += static_cast<char>('1' + rng.below(9));
        }
    }
    return line;
}

TEST(C4LineReader, AgreesWithReadC4PositionOnEveryKindOfLine) {
    const core::GameConfig configs[] = {
        core::default_config(GameKind::Connect4),
        core::default_config(GameKind::Connect4, Theme::Basic, 5, 4, 1),
        core::default_config(GameKind::Connect4, Theme::Rock, 7, 6, 42),
        core::default_config(GameKind::Connect4, Theme::Bubble, 8, 7, 9),
        core::default_config(GameKind::Connect4, Theme::Basic, 10, 8, 1),  // dotted notation
    };
    core::Rng rng(2024);
    for (const auto& config : configs) {
        C4LineReader reader(config);
        int valid = 0;
        for (int i = 0; i < 3000; ++i) {
            const std::string line = i == 0 ? "" : random_line(rng);
            const auto expected = read_c4_position(config, line);
            const auto got = reader.read(line);
            ASSERT_EQ(got.has_value(), expected.has_value()) << line;
            if (expected) {
                ++valid;
                EXPECT_TRUE(**got == *expected) << line;
            } else {
                EXPECT_EQ(got.error().message, expected.error().message) << line;
            }
        }
        EXPECT_GT(valid, 100) << config.cols << "x" << config.rows;  // the check saw real positions
    }
}

/// Input that arrives one line at a time, like a client that waits for each
/// answer before sending the next line: in_avail() is 0 at every line end, and
/// before handing out line k+1 it checks that k answers have been flushed.
class OneLineAtATime : public std::streambuf {
public:
    OneLineAtATime(std::vector<std::string> lines, const std::string& flushed)
        : lines_(std::move(lines)), flushed_(flushed) {}
    int failures = 0;

protected:
    int_type underflow() override {
        if (gptr() < egptr()) return traits_type::to_int_type(*gptr());
        if (next_ == lines_.size()) return traits_type::eof();
        const auto answers = static_cast<std::size_t>(std::count(flushed_.begin(), flushed_.end(), '\n'));
        if (answers != next_) ++failures;  // the client would wait forever
        current_ = lines_[next_++] + "\n";
        setg(current_.data(), current_.data(), current_.data() + current_.size());
        return traits_type::to_int_type(*gptr());
    }

private:
    std::vector<std::string> lines_;
    const std::string& flushed_;
    std::size_t next_ = 0;
    std::string current_;
};

/// Output that shows only what was flushed.
class FlushRecorder : public std::streambuf {
public:
    std::string flushed;
    int flushes = 0;

protected:
    int_type overflow(int_type c) override {
        if (!traits_type::eq_int_type(c, traits_type::eof())) pending_ += traits_type::to_char_type(c);
        return traits_type::not_eof(c);
    }
    std::streamsize xsputn(const char* s, std::streamsize n) override {
        pending_.append(s, static_cast<std::size_t>(n));
        return n;
    }
    int sync() override {
        if (!pending_.empty()) ++flushes;
        flushed += pending_;
        pending_.clear();
        return 0;
    }

private:
    std::string pending_;
};

TEST(C4Solve, NoAnswerWaitsWhileTheFilterWaitsForInput) {
    // Quick positions, a long search (the empty board without the book), an
    // invalid line and a full board in between.
    const std::vector<std::string> lines = {"4453", "", "4444444", "12121233", "3344", "1"};
    FlushRecorder recorder;
    std::ostream out(&recorder);
    OneLineAtATime input(lines, recorder.flushed);
    std::istream in(&input);
    std::ostringstream err;
    ASSERT_EQ(run_c4_solve({"--no-book", "--tt-mb", "16", "--threads", "1", "--size", "5x4"}, in, out, err), 0);
    EXPECT_EQ(input.failures, 0) << recorder.flushed;
    EXPECT_EQ(static_cast<std::size_t>(std::count(recorder.flushed.begin(), recorder.flushed.end(), '\n')),
              lines.size())
        << recorder.flushed;
}

TEST(C4Solve, AnswersToBufferedInputGoOutTogether) {
    // The whole file is there at once: far fewer flushes than lines, and the
    // same answers as one line at a time.
    std::string text;
    std::vector<std::string> lines;
    core::Rng rng(8);
    const core::GameConfig config = core::default_config(GameKind::Connect4);
    while (lines.size() < 300) {
        std::string line;
        for (int i = 0; i < 30; ++i) line += static_cast<char>('1' + rng.below(7));
        if (!read_c4_position(config, line)) continue;  // keep valid, unfinished games
        lines.push_back(line);
        text += line + "\n";
    }
    std::istringstream in(text);
    FlushRecorder recorder;
    std::ostream out(&recorder);
    std::ostringstream err;
    ASSERT_EQ(run_c4_solve({"--tt-mb", "4", "--threads", "1"}, in, out, err), 0);
    EXPECT_LT(recorder.flushes, 100);

    FlushRecorder one_by_one;
    std::ostream out2(&one_by_one);
    OneLineAtATime slow(lines, one_by_one.flushed);
    std::istream in2(&slow);
    ASSERT_EQ(run_c4_solve({"--tt-mb", "4", "--threads", "1"}, in2, out2, err), 0);
    EXPECT_EQ(slow.failures, 0);
    EXPECT_EQ(recorder.flushed, one_by_one.flushed);
}

TEST(C4Solve, StatsCountTheAnsweredPositionsAndTheirNodes) {
    // Three positions searched and an invalid line, which is not counted.
    std::istringstream in("4453\n9\n4444\n\n");
    std::ostringstream out, err;
    ASSERT_EQ(run_c4_solve({"--stats", "--no-book", "--threads", "1", "--size", "5x4"}, in, out, err), 0);
    const std::string text = err.str();
    const auto at = text.find("positions 3, search time ");
    ASSERT_NE(at, std::string::npos) << text;
    const auto nodes_at = text.find(" s, nodes ", at);
    ASSERT_NE(nodes_at, std::string::npos) << text;
    EXPECT_GT(std::stoull(text.substr(nodes_at + 10)), 0u) << text;
    // Without --stats, nothing goes to stderr.
    std::istringstream in2("4453\n");
    std::ostringstream out2, err2;
    ASSERT_EQ(run_c4_solve({"--no-book", "--threads", "1", "--size", "5x4"}, in2, out2, err2), 0);
    EXPECT_EQ(err2.str(), "");
}

TEST(FdInputBuffer, ReadsAPipeInBlocksAndFlushesItsTieBeforeEachRead) {
    int fds[2];
    ASSERT_EQ(pipe(fds), 0);
    const std::string text = "4453\n\n12\n";
    ASSERT_EQ(write(fds[1], text.data(), text.size()), static_cast<ssize_t>(text.size()));
    close(fds[1]);

    FlushRecorder recorder;
    std::ostream tie(&recorder);
    tie << "answer\n";  // not flushed yet
    FdInputBuffer buffer(fds[0], &tie);
    std::istream in(&buffer);
    EXPECT_LE(buffer.in_avail(), 0);  // nothing read yet: reading may wait
    std::string line;
    ASSERT_TRUE(std::getline(in, line));
    EXPECT_EQ(line, "4453");
    EXPECT_EQ(recorder.flushed, "answer\n");  // flushed before the read
    EXPECT_EQ(buffer.in_avail(), 4);          // "\n12\n" came with the same read
    ASSERT_TRUE(std::getline(in, line));
    EXPECT_EQ(line, "");
    ASSERT_TRUE(std::getline(in, line));
    EXPECT_EQ(line, "12");
    EXPECT_FALSE(std::getline(in, line));
    close(fds[0]);
}

}  // namespace
}  // namespace lineup::cli
