// bad_input_probe KIND: feeds standard input, whole and as it is, to one of
// the library entry points of tests/BAD_INPUT.md and prints what a person or
// program would see, so tests/check_bad_input.py can run each row's input:
//   record   core::parse_record (a link's fragment, data-record)
//            -> "ok: N moves" or "refused: MESSAGE (at offset N)"
//   options  the page's query parameters applied to a fresh game
//            -> each warning, then "message: ..." and "mode: ..."
//   link     the same with standard input as the address's fragment
//   request  one line to the computer player (ai/protocol.hpp) -> its reply
#include <iostream>
#include <iterator>
#include <string>
#include <vector>

#include "ai/request_server.hpp"
#include "app/session/page_options.hpp"
#include "app/session/session.hpp"
#include "core/record.hpp"
#include "text/messages.hpp"

namespace {

using namespace lineup;

int run_page(const std::string& query, const std::string& fragment) {
    std::vector<std::string> warnings;
    app::Session session;
    const app::PageOptions options = app::parse_page_options(query, warnings);
    app::apply_page_options(session, options, fragment, warnings);
    for (const std::string& w : warnings) std::cout << "warning: " << w << '\n';
    std::cout << "message: " << session.message() << '\n';
    std::cout << "mode: "
              << (session.phase() == app::Phase::Menu ? std::string("menu")
                                                      : std::string(core::to_string(session.seats().mode)))
              << '\n';
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    const std::string kind = argc == 2 ? argv[1] : "";
    const std::string input((std::istreambuf_iterator<char>(std::cin)), std::istreambuf_iterator<char>());
    if (kind == "record") {
        const auto record = core::parse_record(input);
        if (record) {
            std::cout << "ok: " << record->moves.size() << " moves\n";
        } else {
            std::cout << "refused: " << text::describe(record.error()) << " (at offset " << record.error().position
                      << ")\n";
        }
        return 0;
    }
    if (kind == "options") return run_page(input, "");
    if (kind == "link") return run_page("", input);
    if (kind == "request") {
        ai::RequestServer engine(4, 4);
        std::cout << engine.handle_line(input) << '\n';
        return 0;
    }
    std::cerr << "usage: bad_input_probe record|options|link|request < INPUT\n";
    return 2;
}
