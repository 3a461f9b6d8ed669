// `lineup-cli c4-book --analysis`: a build stopped after some chunks resumes
// where it stopped, gives the same bytes as a build in one go (on several
// threads where the build has them), refuses a state folder of another plan;
// `c4-solve --book` answers as it does without the book, and refuses a
// damaged book. Depth 4: the positions to solve are in the built-in book, so
// the builds take milliseconds.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <iterator>

#include "cli/c4_analysis_book.hpp"
#include "cli/c4_parallel.hpp"
#include "cli/c4_solve.hpp"
#include "command_run.hpp"

namespace lineup::cli {
namespace {

namespace fs = std::filesystem;

class C4AnalysisBookCommand : public ::testing::Test {
protected:
    void SetUp() override {
        dir_ = fs::temp_directory_path() /
               ("lineup-c4-analysis-book-" + std::to_string(::testing::UnitTest::GetInstance()->random_seed()) + "-" +
                ::testing::UnitTest::GetInstance()->current_test_info()->name());
        fs::remove_all(dir_);
        fs::create_directories(dir_);
    }
    void TearDown() override { fs::remove_all(dir_); }

    std::string path(const std::string& name) const { return (dir_ / name).string(); }

    static CommandRun build(const std::vector<std::string>& args) {
        return run_command([](const auto& a, std::istream&, std::ostream& out,
                              std::ostream& err) { return run_c4_analysis_book(a, out, err); },
                           args, "");
    }

    static std::string read(const std::string& file) {
        std::ifstream in(file, std::ios::binary);
        return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
    }

    fs::path dir_;
};

TEST_F(C4AnalysisBookCommand, AStoppedBuildResumesAndGivesTheSameBytes) {
    const std::vector<std::string> plan{"--depth", "4", "--chunk", "100"};
    auto args = plan;
    args.insert(args.end(), {"--state", path("a"), "--out", path("a.bin"), "--chunks", "2"});
    CommandRun run = build(args);
    ASSERT_EQ(run.status, 0) << run.err;
    EXPECT_NE(run.out.find("568 to solve in 6 chunks, 0 already done"), std::string::npos) << run.out;
    EXPECT_NE(run.out.find("stopped: 4 chunks left"), std::string::npos) << run.out;
    EXPECT_FALSE(fs::exists(path("a.bin")));

    args = plan;
    args.insert(args.end(), {"--state", path("a"), "--out", path("a.bin")});
    run = build(args);
    ASSERT_EQ(run.status, 0) << run.err;
    EXPECT_NE(run.out.find("2 already done"), std::string::npos) << run.out;
    EXPECT_NE(run.out.find("wrote " + path("a.bin") + ": 719 positions"), std::string::npos) << run.out;

    args = plan;
    const std::string threads = c4_max_threads() > 1 ? "2" : "1";
    args.insert(args.end(), {"--state", path("b"), "--out", path("b.bin"), "--threads", threads});
    run = build(args);
    ASSERT_EQ(run.status, 0) << run.err;
    EXPECT_EQ(read(path("a.bin")), read(path("b.bin")));
    EXPECT_GT(read(path("a.bin")).size(), 719u * 3);
}

TEST_F(C4AnalysisBookCommand, RefusesTheStateOfAnotherPlan) {
    CommandRun run = build({"--depth", "3", "--state", path("s"), "--chunks", "0"});
    ASSERT_EQ(run.status, 0) << run.err;
    run = build({"--depth", "3", "--chunk", "7", "--state", path("s"), "--chunks", "0"});
    EXPECT_EQ(run.status, 2);
    EXPECT_NE(run.err.find("holds another build"), std::string::npos) << run.err;
}

TEST_F(C4AnalysisBookCommand, SolveAnswersTheSameWithTheBookAndRefusesADamagedOne) {
    ASSERT_EQ(build({"--depth", "4", "--state", path("s"), "--out", path("book.bin")}).status, 0);
    const auto solve = [](const std::vector<std::string>& args, const std::string& input) {
        return run_command(run_c4_solve, args, input);
    };
    const std::string positions = "\n4\n44\n443\n4432\n12\n1234\n";
    const CommandRun with = solve({"--analyse", "--threads", "1", "--book", path("book.bin")}, positions);
    const CommandRun without = solve({"--analyse", "--threads", "1"}, positions);
    ASSERT_EQ(with.status, 0) << with.err;
    EXPECT_EQ(with.out, without.out);
    EXPECT_EQ(with.out.substr(0, with.out.find('\n')), "-2 -1 0 1 0 -1 -2");

    std::string bytes = read(path("book.bin"));
    bytes[bytes.size() / 2] = static_cast<char>(bytes[bytes.size() / 2] ^ 1);
    std::ofstream(path("bad.bin"), std::ios::binary) << bytes;
    const CommandRun bad = solve({"--analyse", "--book", path("bad.bin")}, positions);
    EXPECT_EQ(bad.status, 2);
    EXPECT_NE(bad.err.find("bad checksum"), std::string::npos) << bad.err;
}

}  // namespace
}  // namespace lineup::cli
