// The analysis book (ai/connect4/analysis_book.hpp): its file format, the
// refusal of damaged files, and a small book built here to 5 discs (its
// deepest layer taken from the built-in opening book) checked by negamax,
// by the solver under a node cap, and against the analysis without it.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <random>

#include "ai/connect4/analysis_book.hpp"
#include "ai/connect4/analysis_book_builder.hpp"
#include "ai/connect4/bitboard.hpp"
#include "ai/connect4/solver.hpp"
#include "ai/request_server.hpp"

namespace lineup::ai {
namespace {

using Bytes = std::vector<std::uint8_t>;

// Synthetic entries: many, so that some (bucket, fingerprint) pairs meet.
std::vector<Connect4Book::Entry> synthetic_entries(std::size_t n) {
    std::vector<Connect4Book::Entry> entries;
    for (std::size_t i = 0; i < n; ++i) {
        const std::uint64_t key = Connect4AnalysisBook::mix64(i * 7919) & ((std::uint64_t{1} << 49) - 1);
        entries.push_back({key, static_cast<int>(i % 37) - 18});
    }
    return entries;
}

std::uint32_t header_u32(const Bytes& bytes, std::size_t at) {
    return static_cast<std::uint32_t>(bytes[at]) | static_cast<std::uint32_t>(bytes[at + 1]) << 8 |
           static_cast<std::uint32_t>(bytes[at + 2]) << 16 | static_cast<std::uint32_t>(bytes[at + 3]) << 24;
}

// The checksum as the format states it: FNV-1a 64 of [0, 24) and [32, end).
void reseal(Bytes& bytes) {
    std::uint64_t h = 0xcbf29ce484222325ull;
    for (std::size_t i = 0; i < bytes.size(); ++i) {
        if (i < 24 || i >= 32) h = (h ^ bytes[i]) * 0x100000001b3ull;
    }
    for (int i = 0; i < 8; ++i) bytes[24 + static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(h >> (8 * i));
}

TEST(C4AnalysisBook, RoundTripKeepsEveryScoreAndTheBytes) {
    auto entries = synthetic_entries(100000);
    const auto book = Connect4AnalysisBook::from_entries(entries, 9);
    ASSERT_FALSE(book.empty());
    const Bytes& bytes = book.bytes();
    EXPECT_GT(header_u32(bytes, 16), 0u) << "no overflow entry: the collision path went untested";
    EXPECT_LT(static_cast<double>(bytes.size()) / 100000.0, 3.2) << "bytes a position";
    const auto parsed = Connect4AnalysisBook::parse(bytes);
    ASSERT_TRUE(parsed) << "book error " << static_cast<int>(parsed.error());
    EXPECT_EQ(parsed->bytes(), bytes);
    EXPECT_EQ(parsed->depth(), 9);
    EXPECT_EQ(parsed->positions(), 100000u);
    for (const auto& e : entries) ASSERT_EQ(parsed->score_of_key(e.key), e.score) << e.key;
    std::reverse(entries.begin(), entries.end());
    EXPECT_EQ(Connect4AnalysisBook::from_entries(entries, 9).bytes(), bytes) << "the bytes depend on the input order";
}

TEST(C4AnalysisBook, RefusesDamagedFilesByTheirHeaderAndChecksum) {
    const Bytes good = Connect4AnalysisBook::from_entries(synthetic_entries(3000), 7).bytes();
    const auto refused = [](const Bytes& bytes) {
        const auto parsed = Connect4AnalysisBook::parse(bytes);
        return parsed ? std::optional<BookError>() : parsed.error();
    };
    EXPECT_EQ(refused(good), std::nullopt);
    EXPECT_EQ(refused({}), BookError::Magic);
    EXPECT_EQ(refused(Bytes(good.begin(), good.end() - 1)), BookError::Length);
    EXPECT_EQ(refused(Bytes(good.begin(), good.begin() + 100)), BookError::Length);
    Bytes longer = good;
    longer.push_back(0);
    EXPECT_EQ(refused(longer), BookError::Length);
    Bytes changed = good;
    changed[good.size() / 2] ^= 0x10;
    EXPECT_EQ(refused(changed), BookError::Checksum);
    changed = good;
    changed[4] = 2;
    EXPECT_EQ(refused(changed), BookError::Version);
    changed = good;
    changed[0] = 'X';
    EXPECT_EQ(refused(changed), BookError::Magic);
    changed = good;
    changed[5] = 8;
    EXPECT_EQ(refused(changed), BookError::Size);
    changed = good;
    changed[7] = 13;  // deeper than any book the builder makes
    reseal(changed);
    EXPECT_EQ(refused(changed), BookError::OutOfRange);
    // Resealed damage, as a wrong builder would write it: found by the order and range checks.
    const std::size_t table = 32 + 4 * std::size_t{header_u32(good, 12)};
    changed = good;
    std::swap_ranges(changed.begin() + static_cast<long>(table), changed.begin() + static_cast<long>(table) + 3,
                     changed.begin() + static_cast<long>(table) + 3);
    reseal(changed);
    EXPECT_EQ(refused(changed), BookError::Unsorted);
    changed = good;
    changed[table + 2] = 0xFC;  // score bits 63 - 32 = 31: beyond 7x6's scores
    reseal(changed);
    EXPECT_EQ(refused(changed), BookError::OutOfRange);
}

TEST(C4AnalysisBook, ARefusedFileLeavesTheServerAsItWas) {
    RequestServer server(1, 1);
    Bytes bytes = Connect4AnalysisBook::from_entries(synthetic_entries(100), 3).bytes();
    EXPECT_EQ(server.load_connect4_analysis_book(bytes), std::nullopt);
    bytes.back() ^= 1;
    EXPECT_EQ(server.load_connect4_analysis_book(bytes), BookError::Checksum);
}

// --- A small book, its deepest layer from the built-in book ----------------

constexpr int kDepth = 5;

struct SmallBook {
    C4BookLayers layers = enumerate_analysis_layers(kDepth);
    Connect4AnalysisBook book;
    SmallBook() {
        std::vector<int> leaves;
        for (const auto& p : layers.back()) leaves.push_back(builtin_connect4_book().score(p.key).value_or(99));
        book = back_up_analysis_book(layers, leaves);
    }
};

const SmallBook& small_book() {
    static const SmallBook b;
    return b;
}

// The value of playing `col` on `board`, for its side to move, from the book
// for the child (the rules for a child that ends the game or wins at once).
int child_value(const Connect4AnalysisBook& book, core::Board child) {
    if (child.status() == core::Status::Draw) return 0;
    if (Connect4Book::can_win_at_once(child)) {
        const C4Rules<std::uint64_t> rules(child);
        return -rules.win_now(child.ply());
    }
    return -book.score(child).value();
}

TEST(C4AnalysisBook, SmallBookCoversWhatTheBuiltInBookKnows) {
    ASSERT_GT(builtin_connect4_book().size(), 0u) << "this build has no opening book";
    const auto& b = small_book();
    ASSERT_EQ(b.book.positions(), builtin_connect4_book().size());
    for (const auto& layer : b.layers) {
        for (const auto& p : layer) ASSERT_EQ(b.book.score(p.board()), builtin_connect4_book().score(p.key)) << p.moves;
    }
}

TEST(C4AnalysisBook, EachEntryIsTheBestOverItsChildren) {
    const auto& b = small_book();
    std::mt19937_64 random(5);
    int checked = 0;
    for (int d = 0; d < kDepth; ++d) {
        const auto& layer = b.layers[static_cast<std::size_t>(d)];
        for (int n = 0; n < 40; ++n) {
            const auto& p = layer[random() % layer.size()];
            core::Board board = p.board();
            int best = -100;
            for (int col = 0; col < 7; ++col) {
                core::Board child = board;
                if (!child.play(core::Move::column(col))) best = std::max(best, child_value(b.book, child));
            }
            ASSERT_EQ(b.book.score(board), best) << p.moves;
            ++checked;
        }
    }
    EXPECT_EQ(checked, 40 * kDepth);
}

TEST(C4AnalysisBook, TheDeepestLayerAgreesWithTheSolverUnderANodeCap) {
    // Positions with 5 discs mostly need millions of nodes; those decided
    // early (a large score) fit a small cap. Every leaf the solver finishes
    // within the cap is checked, and there must be enough of them.
    const auto& b = small_book();
    std::vector<const C4BookPosition*> early;
    for (const auto& p : b.layers.back()) {
        if (std::abs(b.book.score(p.board()).value()) >= 12) early.push_back(&p);
    }
    ASSERT_GE(early.size(), 20u);
    Connect4Solver solver(16);
    std::mt19937_64 random(9);
    int exact = 0;
    for (int n = 0; n < 20; ++n) {
        const C4BookPosition& p = *early[random() % early.size()];
        const core::Board board = p.board();
        if (const auto score = solver.solve(board, Limits{0, 200000, 0})) {
            ASSERT_EQ(b.book.score(board), *score) << p.moves;
            ++exact;
        }
    }
    EXPECT_GE(exact, 10) << "too few leaves within the node cap to check anything";
}

TEST(C4AnalysisBook, AnalysisIsTheSameWithAndWithoutIt) {
    const auto& b = small_book();
    Connect4Solver with(16), without(16);
    with.set_analysis_book(&b.book);
    without.set_book(&builtin_connect4_book());
    std::mt19937_64 random(3);
    for (int d = 0; d < kDepth; ++d) {
        const auto& layer = b.layers[static_cast<std::size_t>(d)];
        for (int n = 0; n < 10; ++n) {
            const auto& p = layer[random() % layer.size()];
            const core::Board board = p.board();
            // (a node cap: a book that does not answer fails at once instead of searching for minutes)
            ASSERT_EQ(with.analyse(board, Limits{0, 100000, 0}), without.analyse(board)) << p.moves;
            EXPECT_EQ(with.nodes(), 0u) << "the book should answer every column at " << d << " discs";
        }
    }
}

}  // namespace
}  // namespace lineup::ai
