#include "cli/c4_book_check.hpp"

#include <algorithm>
#include <fstream>
#include <iterator>
#include <ostream>
#include <random>

#include "ai/connect4/analysis_book.hpp"
#include "ai/connect4/analysis_book_builder.hpp"
#include "ai/connect4/solver.hpp"
#include "cli/c4_solve.hpp"

namespace lineup::cli {
namespace {

struct CheckSettings {
    std::string book;
    int sample = 100, seed = 1;
    std::uint64_t node_cap = 2000000;
};

Options declare_options(CheckSettings& s) {
    Options options("(see lineup-cli help c4-book)");
    options.text("--book FILE", "the analysis book to check", s.book)
        .required()
        .number("--sample N", "deepest positions solved (0: all of them)", s.sample, 0, 100000000)
        .number("--node-cap N", "nodes for each (0: no cap)", s.node_cap, 0, 1000000000000ull)
        .number("--seed S", "which deepest positions", s.seed, 0, 1000000000);
    return options;
}

std::vector<std::uint8_t> read_bytes(const std::string& path, bool& ok) {
    std::ifstream in(path, std::ios::binary);
    ok = static_cast<bool>(in);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// The book's scores of a whole layer, in its order; false (and a line on
// `err`) when one is missing.
bool layer_scores(const ai::Connect4AnalysisBook& book, const std::vector<ai::C4BookPosition>& layer,
                  std::vector<int>& scores, std::ostream& err) {
    scores.clear();
    for (const auto& p : layer) {
        const auto score = book.score_of_key(p.key);
        if (!score) {
            err << "lineup-cli c4-book --check: " << p.moves << " is not in the book\n";
            return false;
        }
        scores.push_back(*score);
    }
    return true;
}

// Every layer above the deepest against negamax over the one below it.
bool check_negamax(const ai::Connect4AnalysisBook& book, const ai::C4BookLayers& layers, std::ostream& out,
                   std::ostream& err) {
    std::vector<int> below, here;
    if (!layer_scores(book, layers.back(), below, err)) return false;
    for (int d = static_cast<int>(layers.size()) - 2; d >= 0; --d) {
        const auto& layer = layers[static_cast<std::size_t>(d)];
        if (!layer_scores(book, layer, here, err)) return false;
        for (std::size_t i = 0; i < layer.size(); ++i) {
            const int best = ai::back_up_score(layers, d, i, below);
            if (here[i] != best) {
                err << "lineup-cli c4-book --check: " << (layer[i].moves.empty() ? "the empty board" : layer[i].moves)
                    << " has " << here[i] << " in the book, " << best << " over its children\n";
                return false;
            }
        }
        out << d << (d == 1 ? " disc: " : " discs: ") << layer.size()
            << (layer.size() == 1 ? " position, " : " positions, ") << "each the best over its children" << std::endl;
        below = std::move(here);
    }
    return true;
}

// A sample of the deepest layer against the solver: the count solved, or -1.
long check_solver(const ai::Connect4AnalysisBook& book, const std::vector<ai::C4BookPosition>& deepest,
                  const CheckSettings& s, std::ostream& out, std::ostream& err) {
    std::vector<std::size_t> order(deepest.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    std::mt19937_64 random(static_cast<std::uint64_t>(s.seed));
    std::shuffle(order.begin(), order.end(), random);
    if (s.sample > 0 && order.size() > static_cast<std::size_t>(s.sample))
        order.resize(static_cast<std::size_t>(s.sample));
    ai::Connect4Solver solver(64);
    long solved = 0;
    for (const std::size_t i : order) {
        const auto& p = deepest[i];
        const auto score = solver.solve(p.board(), ai::Limits{0, s.node_cap, 0});
        if (!score) continue;
        if (*score != *book.score_of_key(p.key)) {
            err << "lineup-cli c4-book --check: " << p.moves << " has " << *book.score_of_key(p.key)
                << " in the book, the solver says " << *score << "\n";
            return -1;
        }
        ++solved;
    }
    out << book.depth() << " discs: " << solved << " of " << order.size() << " drawn positions solved within "
        << (s.node_cap ? std::to_string(s.node_cap) + " nodes" : std::string("no cap")) << ", each as the book says"
        << std::endl;
    return solved;
}

}  // namespace

Options c4_book_check_options() { return own_options<CheckSettings>(declare_options); }

int run_c4_book_check(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    CheckSettings s;
    const Options options = declare_options(s);
    if (auto error = options.parse(args)) {
        err << "lineup-cli c4-book --check: " << error->message << "\n";
        return 2;
    }
    bool readable = false;
    const auto bytes = read_bytes(s.book, readable);
    if (!readable) {
        err << "lineup-cli c4-book --check: cannot read " << s.book << "\n";
        return 1;
    }
    auto book = ai::Connect4AnalysisBook::parse(bytes);
    if (!book) {
        err << "lineup-cli c4-book --check: " << s.book << " refused: " << book_problem(book.error()) << "\n";
        return 1;
    }
    out << s.book << ": " << book->positions() << " positions to " << book->depth() << " discs, " << bytes.size()
        << " bytes" << std::endl;
    const ai::C4BookLayers layers = ai::enumerate_analysis_layers(book->depth());
    std::size_t covered = 0;
    for (const auto& layer : layers) covered += layer.size();
    if (covered != book->positions()) {
        err << "lineup-cli c4-book --check: the book says " << book->positions() << " positions, the rules " << covered
            << "\n";
        return 1;
    }
    if (!check_negamax(*book, layers, out, err)) return 1;
    const long solved = check_solver(*book, layers.back(), s, out, err);
    if (solved < 0) return 1;
    if (solved == 0) {
        err << "lineup-cli c4-book --check: no deepest position solved within the cap: nothing checked there\n";
        return 1;
    }
    return 0;
}

}  // namespace lineup::cli
