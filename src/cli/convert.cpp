#include "cli/convert.hpp"

#include <iostream>
#include <iterator>
#include <sstream>

#include "cli/args.hpp"
#include "core/interchange.hpp"
#include "core/strings.hpp"
#include "text/errors.hpp"

namespace lineup::cli {

using namespace lineup::core;

namespace {

// "7x6" (a Connect 4 board) or "15" (a Gomoku board) into `boards`.
std::optional<std::string> read_size(std::string_view text, ImportBoards& boards) {
    const std::size_t x = text.find('x');
    const auto cols = parse_uint(text.substr(0, x), 3);
    const auto rows = x == std::string_view::npos ? cols : parse_uint(text.substr(x + 1), 3);
    if (!cols || !rows) return "is not a size like 7x6 or 15";
    GameConfig& board = x == std::string_view::npos ? boards.gomoku : boards.connect4;
    GameConfig sized = default_config(board.game, Theme::Basic, *cols, *rows);
    sized.rule = board.rule;
    if (validate(sized)) return "is not a board Lineup plays";
    board = sized;
    return std::nullopt;
}

struct ConvertSettings {
    std::optional<RecordFormat> to;
    ImportBoards boards;
};

Options declare_options(ConvertSettings& s) {
    Options options("(see lineup-cli help convert)");
    options.choice("--to", "the format to write", s.to, parse_record_format, {"link", "digits", "moves", "psq"})
        .required()
        .value("--size 7x6|15", "board of a record without one (Connect 4 digits, Gomoku moves)",
               [&boards = s.boards](std::string_view text) { return read_size(text, boards); })
        .choice("--rule", "the Gomoku rule of a record without one", s.boards.gomoku.rule, parse_rule,
                {"freestyle", "exact", "renju"});
    return options;
}

}  // namespace

Options convert_options() { return own_options<ConvertSettings>(declare_options); }

int run_convert(const std::vector<std::string>& args, std::istream& in, std::ostream& out, std::ostream& err) {
    ConvertSettings s;
    const Options options = declare_options(s);
    if (auto error = options.parse(args)) {
        err << "lineup-cli convert: " << error->message << "\n";
        return 2;
    }
    if (!s.to) {
        err << "usage: lineup-cli convert " << options.usage() << " < RECORD\n";
        return 2;
    }
    const RecordFormat to = *s.to;
    const ImportBoards& boards = s.boards;
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    auto record = import_record(text, boards);
    if (!record) {
        err << "lineup-cli convert: " << text::as_sentence(text::describe(record.error())) << "\n";
        return 1;
    }
    if (!can_export(*record, to)) {
        err << "lineup-cli convert: a " << to_string(record->config.game) << " game"
            << (record->config.theme == Theme::Basic ? ""
                                                     : " with " + std::string(to_string(record->config.theme)) + "s")
            << " cannot be written as " << to_string(to) << " (a link can carry any game).\n";
        return 1;
    }
    const std::string written = export_record(*record, to);
    out << written << (written.ends_with('\n') ? "" : "\n");
    return 0;
}

}  // namespace lineup::cli
