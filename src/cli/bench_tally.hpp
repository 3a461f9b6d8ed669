// The signature of `lineup-cli bench`'s parts: each search's line printed and
// mixed into a 64-bit FNV-1a hash (what was searched, its result and its node
// count), so a search that changes any of them changes the signature.
#pragma once

#include <cstdint>
#include <iomanip>
#include <ostream>
#include <string>

namespace lineup::cli {

class Tally {
public:
    Tally(std::ostream& out, std::string part) : out_(out), part_(std::move(part)) {}

    void add(const std::string& what, const std::string& result, std::uint64_t nodes, double ms) {
        out_ << std::left << std::setw(46) << what << std::setw(18) << result << " nodes " << std::setw(10) << nodes
             << ' ' << std::fixed << std::setprecision(1) << ms << " ms\n";
        mix(what + '|' + result + '|' + std::to_string(nodes) + '\n');
        nodes_ += nodes;
        ms_ += ms;
    }

    /// Prints "Nodes searched: N", "Nodes/second: N" and "Signature: <part> N".
    void finish() {
        out_ << "Nodes searched: " << nodes_ << '\n';
        const double seconds = ms_ / 1000.0;
        out_ << "Nodes/second: "
             << (seconds > 0 ? static_cast<std::uint64_t>(static_cast<double>(nodes_) / seconds) : 0) << '\n';
        out_ << "Signature: " << part_ << ' ' << hash_ << std::endl;
    }

private:
    void mix(const std::string& text) {
        for (const char c : text) {
            hash_ ^= static_cast<std::uint8_t>(c);
            hash_ *= 0x100000001B3ULL;
        }
    }

    std::ostream& out_;
    std::string part_;
    std::uint64_t hash_ = 0xCBF29CE484222325ULL;
    std::uint64_t nodes_ = 0;
    double ms_ = 0;
};

}  // namespace lineup::cli
