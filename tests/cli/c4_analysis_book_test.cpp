// `lineup-cli c4-book --analysis`: a build stopped after some chunks resumes
// where it stopped, gives the same bytes as a build in one go (on several
// threads where the build has them), refuses a state folder of another plan;
// `c4-solve --book` answers as it does without the book, and refuses a
// damaged book; `c4-book --check` passes a book as built and finds one
// score changed in a file whose checksum was made again. Depth 4: the positions to solve are in the built-in book, so
// the builds take milliseconds.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <iterator>

#include "ai/connect4/analysis_book_builder.hpp"
#include "cli/c4_analysis_book.hpp"
#include "cli/c4_book_check.hpp"
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

// The file's checksum as the format states it: FNV-1a 64 of [0, 24) and [32, end).
void reseal(std::string& bytes) {
    std::uint64_t h = 0xcbf29ce484222325ull;
    for (std::size_t i = 0; i < bytes.size(); ++i) {
        if (i < 24 || i >= 32) h = (h ^ static_cast<unsigned char>(bytes[i])) * 0x100000001b3ull;
    }
    for (std::size_t i = 0; i < 8; ++i) bytes[24 + i] = static_cast<char>(h >> (8 * i));
}

TEST_F(C4AnalysisBookCommand, CheckPassesTheBookAsBuiltAndFindsAChangedScore) {
    ASSERT_EQ(build({"--depth", "4", "--state", path("s"), "--out", path("book.bin")}).status, 0);
    const auto check = [](const std::string& book) {
        return run_command([](const auto& a, std::istream&, std::ostream& out,
                              std::ostream& err) { return run_c4_book_check(a, out, err); },
                           {"--book", book, "--sample", "40", "--node-cap", "300000"}, "");
    };
    CommandRun run = check(path("book.bin"));
    ASSERT_EQ(run.status, 0) << run.err;
    EXPECT_NE(run.out.find("0 discs: 1 position, each the best over its children"), std::string::npos) << run.out;
    EXPECT_NE(run.out.find(" of 40 drawn positions solved within 300000 nodes, each as the book says"),
              std::string::npos)
        << run.out;

    // Each position of 2 discs in turn gets a score one higher in its entry
    // (found as the format says: bucket by hash, then fingerprint).
    std::string bytes = read(path("book.bin"));
    const auto u32 = [&bytes](std::size_t at) {
        std::uint32_t v = 0;
        for (std::size_t i = 0; i < 4; ++i)
            v |= static_cast<std::uint32_t>(static_cast<unsigned char>(bytes[at + i])) << (8 * i);
        return v;
    };
    const std::uint32_t buckets = u32(12);
    const std::size_t table = 32 + 4 * std::size_t{buckets};
    const auto layers = ai::enumerate_analysis_layers(2);
    for (const auto& p : layers[2]) {
        const std::uint64_t h = ai::Connect4AnalysisBook::mix64(p.key);
        const auto bucket = static_cast<std::uint32_t>(((h >> 32) * buckets) >> 32);
        const std::uint32_t fingerprint = static_cast<std::uint32_t>(h) & ((1u << 18) - 1);
        std::size_t entry = bucket == 0 ? 0 : u32(32 + 4 * std::size_t{bucket - 1});
        while (entry < u32(32 + 4 * std::size_t{bucket}) &&
               ((u32(table + 3 * entry) & 0xFFFFFF) & ((1u << 18) - 1)) != fingerprint)
            ++entry;
        ASSERT_LT(entry, u32(32 + 4 * std::size_t{bucket})) << p.moves << " not among its bucket's entries";
        std::string changed = bytes;
        changed[table + 3 * entry + 2] = static_cast<char>(changed[table + 3 * entry + 2] + 4);  // score bits 18-23
        reseal(changed);
        std::ofstream(path("bad.bin"), std::ios::binary | std::ios::trunc) << changed;
        run = check(path("bad.bin"));
        EXPECT_EQ(run.status, 1) << p.moves << ": " << run.out;
        EXPECT_NE(run.err.find("over its children"), std::string::npos) << p.moves << ": " << run.err;
    }

    bytes[bytes.size() / 2] = static_cast<char>(bytes[bytes.size() / 2] ^ 1);
    std::ofstream(path("bad.bin"), std::ios::binary | std::ios::trunc) << bytes;
    run = check(path("bad.bin"));
    EXPECT_EQ(run.status, 1);
    EXPECT_NE(run.err.find("bad checksum"), std::string::npos) << run.err;
}

}  // namespace
}  // namespace lineup::cli
