// The Gomocup protocol engine: a scripted session through every command, and
// malformed lines that must get ERROR or UNKNOWN while the engine keeps working.
#include "cli/pbrain.hpp"

#include <gtest/gtest.h>

#include <optional>
#include <set>
#include <utility>

#include "core/notation.hpp"
#include "core/strings.hpp"

namespace lineup::cli {
namespace {

// A session searches a fixed number of nodes a move by default, so the
// engine's answers are the same on any machine, however busy (a node limit
// turns the clock off); nodes = 0 leaves the engine's own limits (INFO).
class Session {
public:
    explicit Session(ai::Level level = ai::Level::Medium, std::uint64_t nodes = 20'000) : engine_(level) {
        engine_.set_node_limit(nodes);
    }
    /// The replies to `line`; MESSAGE lines (which managers show and otherwise
    /// skip) are kept apart, in messages().
    std::vector<std::string> send(std::string_view line) {
        std::vector<std::string> out;
        engine_.handle(line, out);
        messages_.clear();
        std::erase_if(out, [&](const std::string& reply) {
            if (!reply.starts_with("MESSAGE ")) return false;
            messages_.push_back(reply);
            return true;
        });
        return out;
    }
    const std::vector<std::string>& messages() const { return messages_; }
    std::string one(std::string_view line) {
        auto out = send(line);
        EXPECT_EQ(out.size(), 1u) << line;
        return out.empty() ? "" : out.front();
    }
    PbrainEngine& engine() { return engine_; }

private:
    PbrainEngine engine_;
    std::vector<std::string> messages_;
};

bool is_move(const std::string& reply, int size) {
    const auto parts = core::split(reply, ',');
    if (parts.size() != 2) return false;
    auto x = core::parse_uint(parts[0], 2), y = core::parse_uint(parts[1], 2);
    return x && y && *x < size && *y < size;
}

TEST(Pbrain, AScriptedSessionThroughEveryCommand) {
    Session s;
    EXPECT_TRUE(s.one("ABOUT").starts_with("name=\"Lineup\""));
    EXPECT_EQ(s.one("START 15"), "OK");
    EXPECT_TRUE(s.send("INFO timeout_turn 200").empty());
    EXPECT_TRUE(s.send("INFO timeout_match 100000").empty());
    EXPECT_TRUE(s.send("INFO time_left 100000").empty());
    EXPECT_TRUE(s.send("INFO max_memory 83886080").empty());
    EXPECT_TRUE(s.send("INFO game_type 1").empty());
    EXPECT_TRUE(s.send("INFO rule 0").empty());
    EXPECT_TRUE(s.send("INFO some_future_key 42").empty());  // unknown keys are ignored
    const std::string first = s.one("BEGIN");
    EXPECT_TRUE(is_move(first, 15)) << first;
    const std::string reply = s.one("TURN 0,0");
    EXPECT_TRUE(is_move(reply, 15)) << reply;
    EXPECT_NE(reply, "0,0");
    EXPECT_EQ(s.one("TAKEBACK " + reply), "OK");
    EXPECT_EQ(s.one("TAKEBACK 0,0"), "OK");
    EXPECT_EQ(s.one("RESTART"), "OK");
    EXPECT_TRUE(s.send("BOARD").empty());
    EXPECT_TRUE(s.send("7,7,2").empty());
    EXPECT_TRUE(s.send("8,8,1").empty());
    EXPECT_TRUE(s.send("9,9,2").empty());
    const std::string after_board = s.one("DONE");
    EXPECT_TRUE(is_move(after_board, 15)) << after_board;
    EXPECT_EQ(s.one("RECTSTART 13,13"), "OK");
    EXPECT_TRUE(is_move(s.one("BEGIN"), 13));
    s.send("END");
    EXPECT_TRUE(s.engine().finished());
}

TEST(Pbrain, TheEngineWinsAndBlocks) {
    Session s;
    ASSERT_EQ(s.one("START 15"), "OK");
    // Ours: 0,0 .. 3,0 on the top row; theirs far away. 4,0 wins.
    s.send("BOARD");
    for (const char* line : {"0,0,1", "10,10,2", "1,0,1", "10,12,2", "2,0,1", "12,10,2", "3,0,1", "12,12,2"})
        s.send(line);
    EXPECT_EQ(s.one("DONE"), "4,0");
    ASSERT_EQ(s.one("RESTART"), "OK");
    // Theirs: four on column 5 from 5,1 to 5,4 (5,0 ours): block at 5,5.
    s.send("BOARD");
    for (const char* line : {"5,0,1", "5,1,2", "14,14,1", "5,2,2", "14,12,1", "5,3,2", "12,14,1", "5,4,2"})
        s.send(line);
    EXPECT_EQ(s.one("DONE"), "5,5");
}

// Gomocup's freestyle board: START 20, and play to the far corner (19,19).
TEST(Pbrain, PlaysOnGomocupsTwentyByTwentyBoard) {
    Session s;
    ASSERT_EQ(s.one("START 20"), "OK");
    EXPECT_TRUE(s.one("START 21").starts_with("ERROR unsupported size 21 (9 to 20)"));
    ASSERT_EQ(s.one("START 20"), "OK");
    // Theirs: four on the last column from 19,15 to 19,18: the only block is 19,19.
    s.send("BOARD");
    for (const char* line : {"0,0,1", "19,15,2", "2,0,1", "19,16,2", "4,0,1", "19,17,2", "0,4,1", "19,18,2"})
        s.send(line);
    EXPECT_EQ(s.one("DONE"), "19,19");
    const std::string reply = s.one("TURN 10,10");
    EXPECT_TRUE(is_move(reply, 20)) << reply;
    EXPECT_NE(reply, "10,10");
}

// Black (the engine, to move with four stones each) has 7,7 as a double
// three: the vertical 7,5 7,6 and the horizontal 5,7 6,7 both become open
// threes. White's stones are far away in a corner.
std::string answer_to_double_three_point(Session& s) {
    s.send("BOARD");
    for (const char* line : {"7,5,1", "7,6,1", "5,7,1", "6,7,1", "0,0,2", "2,0,2", "0,2,2", "14,14,2"}) s.send(line);
    return s.one("DONE");
}

TEST(Pbrain, RenjuByInfoRuleNeverPlaysAForbiddenPoint) {
    Session free;
    ASSERT_EQ(free.one("START 15"), "OK");
    EXPECT_EQ(answer_to_double_three_point(free), "7,7");  // freestyle's best move

    Session renju;
    EXPECT_TRUE(renju.send("INFO rule 4").empty());
    ASSERT_EQ(renju.one("START 15"), "OK");
    const std::string reply = answer_to_double_three_point(renju);
    EXPECT_TRUE(is_move(reply, 15)) << reply;
    EXPECT_NE(reply, "7,7");
}

TEST(Pbrain, InfoRuleIsGomocupsBitmask) {
    Session s;
    for (const char* ok : {"INFO rule 0", "INFO rule 1", "INFO rule 2", "INFO rule 3", "INFO rule 5", "INFO rule 7"})
        EXPECT_TRUE(s.send(ok).empty()) << ok;
    EXPECT_TRUE(s.send("INFO rule 4").empty());
    // Bits past 4 (8 is caro) and words are refused, naming the value; the rule stays renju.
    for (const char* bad : {"INFO rule 8", "INFO rule 12", "INFO rule renju", "INFO rule -1", "INFO rule"}) {
        const std::string reply = s.one(bad);
        EXPECT_TRUE(reply.starts_with("ERROR INFO rule")) << bad << " -> " << reply;
        const std::string_view value = std::string_view(bad).substr(std::string_view("INFO rule").size());
        EXPECT_NE(reply.find(value), std::string::npos) << reply;
    }
    ASSERT_EQ(s.one("START 15"), "OK");
    EXPECT_NE(answer_to_double_three_point(s), "7,7");
    // Exactly five (1) and continuous (2) together: exact, not renju.
    Session exact;
    EXPECT_TRUE(exact.send("INFO rule 3").empty());
    ASSERT_EQ(exact.one("START 15"), "OK");
    EXPECT_EQ(answer_to_double_three_point(exact), "7,7");
}

// "MESSAGE depth D nodes N score S pv x,y ...": the fields of the line.
struct SearchMessage {
    int depth = 0;
    std::uint64_t nodes = 0;
    std::string score;
    std::vector<std::string> pv;
};

std::optional<SearchMessage> parse_message(const std::string& line) {
    const auto words = core::split(line, ' ');
    if (words.size() < 8 || words[0] != "MESSAGE" || words[1] != "depth" || words[3] != "nodes" ||
        words[5] != "score") {
        return std::nullopt;
    }
    SearchMessage m;
    auto depth = core::parse_uint(words[2], 3);
    auto nodes = core::parse_unsigned(words[4], 15);
    if (!depth || !nodes) return std::nullopt;
    m.depth = *depth;
    m.nodes = *nodes;
    std::size_t i = 6;
    while (i < words.size() && words[i] != "pv") m.score += (m.score.empty() ? "" : " ") + std::string(words[i++]);
    if (i == words.size()) return std::nullopt;
    for (++i; i < words.size(); ++i) m.pv.emplace_back(words[i]);
    return m;
}

// Every search here is bounded by nodes or depth, never by the clock, so it
// is the same search on any machine, however busy: a node limit turns the
// time limit off, and a depth-limited search gets a turn of ten minutes.
TEST(Pbrain, InfoMaxDepthAndMaxNodeLimitEachMove) {
    const auto searched = [](std::initializer_list<const char*> infos) {
        Session s(ai::Level::Medium, 0);
        EXPECT_EQ(s.one("START 15"), "OK");
        EXPECT_TRUE(s.send("INFO timeout_turn 600000").empty());
        for (const char* line : infos) EXPECT_TRUE(s.send(line).empty()) << line;
        s.one("TURN 7,7");
        EXPECT_EQ(s.messages().size(), 1u);
        return s.messages().empty() ? std::optional<SearchMessage>() : parse_message(s.messages().front());
    };
    const auto bounded = searched({"INFO max_node 20000"});
    const auto shallow = searched({"INFO max_node 20000", "INFO max_depth 2"});
    const auto few = searched({"INFO max_node 40"});
    const auto deep = searched({"INFO max_depth 3"});
    // 0 lifts each limit: max_node 0 leaves the depth alone in charge (the
    // same search as `deep`), max_depth 0 the nodes (the same as `bounded`).
    const auto no_nodes = searched({"INFO max_node 40", "INFO max_node 0", "INFO max_depth 3"});
    const auto no_depth = searched({"INFO max_depth 2", "INFO max_depth 0", "INFO max_node 20000"});
    ASSERT_TRUE(bounded && shallow && few && deep && no_nodes && no_depth);
    EXPECT_GT(bounded->depth, 2);
    EXPECT_EQ(shallow->depth, 2);
    EXPECT_LE(few->nodes, 60u);
    EXPECT_LT(few->nodes, bounded->nodes);
    EXPECT_EQ(deep->depth, 3);
    EXPECT_GT(deep->nodes, 60u);
    EXPECT_EQ(no_nodes->depth, deep->depth);
    EXPECT_EQ(no_nodes->nodes, deep->nodes);
    EXPECT_EQ(no_depth->depth, bounded->depth);
    EXPECT_EQ(no_depth->nodes, bounded->nodes);
}

TEST(Pbrain, EachSearchedMoveComesWithDepthNodesScoreAndBestLine) {
    Session s(ai::Level::Hard);
    ASSERT_EQ(s.one("START 15"), "OK");
    s.send("BOARD");
    for (const char* line : {"7,7,2", "8,8,1", "8,6,2", "6,8,1", "9,7,2"}) s.send(line);
    const std::string move = s.one("DONE");
    ASSERT_EQ(s.messages().size(), 1u);
    const auto m = parse_message(s.messages()[0]);
    ASSERT_TRUE(m) << s.messages()[0];
    EXPECT_GE(m->depth, 2);
    EXPECT_GT(m->nodes, 100u);
    EXPECT_TRUE(core::parse_unsigned(m->score.starts_with('-') ? m->score.substr(1) : m->score, 7)) << m->score;
    // The best line starts with the move played, and every stone of it is on
    // an empty cell, in turn.
    ASSERT_FALSE(m->pv.empty());
    EXPECT_EQ(m->pv[0], move);
    std::set<std::string> taken{"7,7", "8,8", "8,6", "6,8", "9,7"};
    for (const std::string& cell : m->pv) {
        EXPECT_TRUE(is_move(cell, 15)) << cell;
        EXPECT_TRUE(taken.insert(cell).second) << cell << " in " << s.messages()[0];
    }
}

TEST(Pbrain, AForcedWinIsReportedWithItsLengthAndWholeLine) {
    Session s(ai::Level::Max);
    ASSERT_EQ(s.one("START 15"), "OK");
    // Ours: a five at 4,0 now.
    s.send("BOARD");
    for (const char* line : {"0,0,1", "10,10,2", "1,0,1", "10,12,2", "2,0,1", "12,10,2", "3,0,1", "12,12,2"})
        s.send(line);
    EXPECT_EQ(s.one("DONE"), "4,0");
    ASSERT_EQ(s.messages().size(), 1u);
    auto m = parse_message(s.messages()[0]);
    ASSERT_TRUE(m) << s.messages()[0];
    EXPECT_EQ(m->score, "win in 1");
    EXPECT_EQ(m->pv, std::vector<std::string>{"4,0"});
    // Ours: two closed threes, 1,3 2,3 3,3 (closed at 0,3) and 5,4 5,5 5,6
    // (closed at 5,7); 5,3 makes two fours at once: a win in two moves.
    ASSERT_EQ(s.one("RESTART"), "OK");
    s.send("BOARD");
    for (const char* line : {"1,3,1", "0,3,2", "2,3,1", "5,7,2", "3,3,1", "14,0,2", "5,4,1", "0,14,2", "5,5,1",
                             "14,14,2", "5,6,1", "10,1,2"})
        s.send(line);
    const std::string move = s.one("DONE");
    ASSERT_EQ(s.messages().size(), 1u);
    m = parse_message(s.messages()[0]);
    ASSERT_TRUE(m) << s.messages()[0];
    ASSERT_TRUE(m->score.starts_with("win in ")) << m->score;
    const int moves = std::stoi(m->score.substr(7));
    EXPECT_EQ(moves, 2);
    EXPECT_EQ(m->pv.size(), static_cast<std::size_t>(2 * moves - 1)) << s.messages()[0];
    EXPECT_EQ(m->pv.front(), move);
    EXPECT_EQ(move, "5,3");
}

TEST(Pbrain, MalformedLinesGetErrorsAndChangeNothing) {
    Session s;
    EXPECT_TRUE(s.one("BEGIN").starts_with("ERROR"));  // no START yet
    EXPECT_TRUE(s.one("TURN 1,1").starts_with("ERROR"));
    EXPECT_TRUE(s.one("START").starts_with("ERROR"));
    EXPECT_TRUE(s.one("START abc").starts_with("ERROR"));
    EXPECT_TRUE(s.one("START 40").starts_with("ERROR"));  // too large
    EXPECT_EQ(s.one("RECTSTART 15,20"), "ERROR only square boards are supported");
    EXPECT_TRUE(s.one("RECTSTART 15").starts_with("ERROR"));
    EXPECT_TRUE(s.one("FLY 1,2").starts_with("UNKNOWN"));
    EXPECT_TRUE(s.one("\x01\xff garbage").starts_with("UNKNOWN"));
    EXPECT_EQ(s.one("START 15"), "OK");
    const std::string move = s.one("BEGIN");
    ASSERT_TRUE(is_move(move, 15));
    EXPECT_TRUE(s.one("TURN 15,3").starts_with("ERROR"));  // outside
    EXPECT_TRUE(s.one("TURN -1,3").starts_with("ERROR"));
    EXPECT_TRUE(s.one("TURN 1;3").starts_with("ERROR"));
    EXPECT_TRUE(s.one("TURN " + move).starts_with("ERROR"));  // occupied
    EXPECT_TRUE(s.one("TAKEBACK 3,3").starts_with("ERROR"));  // not the last stone
    EXPECT_TRUE(s.one("BEGIN").starts_with("ERROR"));         // the board is not empty
    // BOARD with bad lines or impossible counts: refused, the old game stays.
    s.send("BOARD");
    s.send("1,1,1");
    s.send("1,1,2");  // the same cell twice
    EXPECT_TRUE(s.one("DONE").starts_with("ERROR"));
    s.send("BOARD");
    s.send("99,1,1");
    EXPECT_TRUE(s.one("DONE").starts_with("ERROR"));
    s.send("BOARD");
    s.send("1,1,1");
    s.send("2,2,1");
    EXPECT_TRUE(s.one("DONE").starts_with("ERROR"));
    // Still playing the first game: the next TURN is answered.
    EXPECT_TRUE(is_move(s.one("TURN 0,14"), 15));
    // Extension lines that make no sense.
    EXPECT_TRUE(s.one("INFO rocks 1,1;nonsense").starts_with("ERROR"));
    EXPECT_TRUE(s.one("INFO bubble_win 0").starts_with("ERROR"));
}

TEST(Pbrain, HugeEmptyAndOutOfOrderLines) {
    Session s;
    EXPECT_TRUE(s.one(std::string(1 << 20, 'X')).starts_with("UNKNOWN"));  // a megabyte of garbage
    EXPECT_TRUE(s.send("").empty());                                       // an empty line: no reply
    EXPECT_TRUE(s.one("DONE").starts_with("UNKNOWN"));                     // DONE without BOARD
    EXPECT_EQ(s.one("START 15"), "OK");
    const std::string first = s.one("BEGIN");
    ASSERT_TRUE(is_move(first, 15));
    // A command inside BOARD ... DONE is a bad board line: reported at DONE,
    // and the game from before the BOARD goes on.
    s.send("BOARD");
    s.send("7,7,1");
    EXPECT_TRUE(s.send("START 15").empty());
    EXPECT_TRUE(s.one("DONE").starts_with("ERROR bad BOARD line 'START 15'"));
    EXPECT_TRUE(s.one("TURN " + first).starts_with("ERROR"));  // still occupied: the old game
    EXPECT_TRUE(s.send("INFO no_such_key 5").empty());         // unknown INFO keys are ignored
    EXPECT_TRUE(is_move(s.one("TURN 0,0"), 15));
}

// The cell "x,y" of a move reply on a size x size board, or nullopt.
std::optional<std::pair<int, int>> move_cell(const std::string& reply, int size) {
    if (!is_move(reply, size)) return std::nullopt;
    const auto parts = core::split(reply, ',');
    return std::pair{*core::parse_uint(parts[0], 2), *core::parse_uint(parts[1], 2)};
}

TEST(Pbrain, RocksAndBubblesByInfo) {
    Session s;
    ASSERT_EQ(s.one("START 9"), "OK");
    // Rocks on the whole middle row but 4,4, and on the other neighbours of
    // 4,4 (where an engine blind to rocks answers a stone on 4,4): the engine
    // must never play on them.
    std::set<std::pair<int, int>> rock_cells{{3, 3}, {4, 3}, {5, 3}, {3, 5}, {4, 5}, {5, 5}}, taken;
    for (int x = 0; x < 9; ++x) {
        if (x != 4) rock_cells.insert({x, 4});
    }
    std::string rocks;
    for (const auto& [x, y] : rock_cells)
        rocks += (rocks.empty() ? "" : ";") + std::to_string(x) + "," + std::to_string(y);
    EXPECT_TRUE(s.send("INFO rocks " + rocks).empty());
    // Every TURN gets a real move: on the board, on an empty cell, not on a
    // rock; never an ERROR. Our stones (4,4 then far apart) make no line and
    // the engine's fifth stone is its last reply, so no game ends before it.
    constexpr int kReplies = 5;
    const std::vector<std::pair<int, int>> ours{{4, 4}, {0, 0}, {8, 8}, {0, 8}, {8, 0}, {2, 0}, {6, 8}, {0, 6}, {8, 2}};
    std::size_t next = 0;
    for (int turn = 0; turn < kReplies; ++turn) {
        while (next < ours.size() && taken.count(ours[next]) > 0) ++next;  // the engine took it
        ASSERT_LT(next, ours.size());
        const auto [x, y] = ours[next];
        taken.insert(ours[next]);
        const std::string turn_line = "TURN " + std::to_string(x) + "," + std::to_string(y);
        const std::string reply = s.one(turn_line);
        const auto cell = move_cell(reply, 9);
        ASSERT_TRUE(cell.has_value()) << turn_line << " got '" << reply << "'";
        EXPECT_EQ(rock_cells.count(*cell), 0u) << "played on a rock: " << reply;
        EXPECT_EQ(taken.count(*cell), 0u) << "played on a stone: " << reply;
        taken.insert(*cell);
    }
    EXPECT_EQ(taken.size(), 2u * kReplies);  // ten distinct stones, none on a rock
    // Bubbles: one cell with two bubbles and a target of 2: taking it wins.
    ASSERT_EQ(s.one("RESTART"), "OK");
    EXPECT_TRUE(s.send("INFO rocks ").empty());
    EXPECT_TRUE(s.send("INFO bubbles 6,6;6,6;1,1").empty());
    EXPECT_TRUE(s.send("INFO bubble_win 2").empty());
    EXPECT_EQ(s.one("BEGIN"), "6,6");
}

}  // namespace
}  // namespace lineup::cli
