#include "app/ui/play_controls.hpp"

#include <imgui.h>

#include <algorithm>
#include <string>

#include "app/session/palette.hpp"
#include "app/ui/flow.hpp"
#include "app/ui/text_wrap.hpp"
#include "text/analysis_messages.hpp"

namespace lineup::app {

using namespace lineup::core;

// "You play Red" with a piece of that colour, while a game against the
// computer or by link is on (after a Swap: the side taken).
void PlayControls::draw_your_side() {
    const std::string side = session_.your_side();
    if (side.empty()) return;
    const GameConfig& config = session_.current_config();
    const Palette& pal = palette(config.game, config.theme);
    const float line = ImGui::GetTextLineHeight();
    const ImVec2 at = ImGui::GetCursorScreenPos();
    const float r = line * 0.36f;
    ImDrawList* draw = ImGui::GetWindowDrawList();
    const ImVec2 centre(at.x + r + 1, at.y + line * 0.5f);
    draw->AddCircleFilled(centre, r, pal.piece[index_of(session_.seats().human)], 24);
    draw->AddCircle(centre, r, rgb(0x000000, 70), 24, 1.0f);
    ImGui::SetCursorScreenPos(ImVec2(at.x + 2 * r + 8, at.y));
    ImGui::TextUnformatted(side.c_str());
    controls_.record("your-side");
}

// The opening's choice, while a person has it to make (Swap, Swap2).
void PlayControls::draw_opening_choice(float width) {
    if (!session_.choice_due() || !session_.human_to_move()) return;
    const bool two = session_.board()->opening_step().can_place_two;
    const char* swap = buttons_.t("Swap");
    const char* stay = buttons_.t("Stay");
    const char* more = buttons_.t("Place two more");
    Flow row(width, controls_);
    row.add("choose-swap", button_width(swap), [&](float w) {
        if (buttons_.button(swap, "choose-swap", w)) session_.choose(OpeningChoice::Swap);
    });
    row.add("choose-stay", button_width(stay), [&](float w) {
        if (buttons_.button(stay, "choose-stay", w)) session_.choose(OpeningChoice::Stay);
    });
    if (two) {
        row.add("choose-two", button_width(more), [&](float w) {
            if (buttons_.button(more, "choose-two", w)) session_.choose(OpeningChoice::PlaceTwo);
        });
    }
    row.draw();
}

void PlayControls::draw(float width) {
    draw_your_side();
    draw_opening_choice(width);
    const bool playing = session_.phase() != Phase::Menu;
    const bool over = session_.phase() == Phase::Over;
    // A game by link goes on by sending it: "Send link" (the share sheet, where the browser has one).
    const bool by_link = session_.by_link();
    const char* share = by_link ? buttons_.t("Send link") : buttons_.t("Copy link");
    const char* share_id = by_link ? "send-link" : "share";
    const char* review = buttons_.t("Review");
    const auto add_share = [&](Flow& row) {
        row.add(share_id, button_width(share), [&](float w) {
            if (!buttons_.button(share, share_id, w, playing)) return;
            if (playing)
                share_requested_ = true;  // App::share_done() says if it was copied
            else
                session_.refused_outside_a_game();  // (says why: the menu)
        });
    };
    const auto add_review = [&](Flow& row) {
        if (!session_.can_review()) return;
        row.add("review", button_width(review), [&](float w) {
            if (buttons_.button(review, "review", w)) session_.start_review();
        });
    };
    // Game over: the next steps at hand, first.
    const char* again = buttons_.t("Play again");
    if (over) {
        Flow next(width, controls_);
        next.add("play-again", button_width(again), [&](float w) {
            if (buttons_.button(again, "play-again", w)) session_.new_game();
        });
        add_review(next);
        add_share(next);
        next.draw();
    }
    const char* undo = buttons_.t("Undo");
    const char* redo = buttons_.t("Redo");
    const char* hint = buttons_.t("Hint");
    Flow top(width, controls_);
    top.add("undo", button_width(undo), [&](float w) {
        if (buttons_.button(undo, "undo", w, session_.can_undo())) session_.undo();
    });
    top.add("redo", button_width(redo), [&](float w) {
        if (buttons_.button(redo, "redo", w, session_.can_redo())) session_.redo();
    });
    top.add("hint", button_width(hint), [&](float w) {
        if (buttons_.button(hint, "hint", w, session_.can_hint())) session_.hint();
    });
    const char* analysis = buttons_.t("Analysis");  // outlives top.draw(), which runs the lambda below
    if (session_.ai_available()) {
        top.add("analysis", button_width(analysis), [&](float w) {
            if (buttons_.choice(analysis, "analysis", w, session_.analysis_on(), session_.can_analyse())) {
                session_.set_analysis(!session_.analysis_on());
            }
        });
    }
    top.draw();
    const char* fresh = buttons_.t("New game");
    const char* restart = buttons_.t("Restart");
    Flow bottom(width, controls_);
    if (!over) {  // (over: Play again, Review and Copy link are above)
        bottom.add("new-game", button_width(fresh), [&](float w) {
            if (buttons_.button(fresh, "new-game", w)) session_.new_game();
        });
        add_share(bottom);
        add_review(bottom);
    }
    bottom.add("restart", button_width(restart), [&](float w) {
        if (buttons_.button(restart, "restart", w, playing) && (playing || !session_.refused_outside_a_game())) {
            session_.restart();
            input_.forget_cursor();
            input_.disarm();
        }
    });
    bottom.draw();
}

void PlayControls::draw_replay(float width) {
    // A recorded game: stepping through it, or leaving it for a game of one's own.
    Flow flow(width, controls_);
    const char* backward = buttons_.t("< Back");
    const char* forward = buttons_.t("Forward >");
    flow.add("undo", button_width(backward), [&](float w) {
        if (buttons_.button(backward, "undo", w, session_.can_undo())) session_.undo();
    });
    flow.add("redo", button_width(forward), [&](float w) {
        if (buttons_.button(forward, "redo", w, session_.can_redo())) session_.redo();
    });
    const char* review = buttons_.t("Review");
    const char* next = buttons_.t("Next mistake");
    if (session_.reviewing()) {
        flow.add("next-mistake", button_width(next), [&](float w) {
            if (buttons_.button(next, "next-mistake", w)) session_.next_mistake();
        });
    } else if (session_.can_review()) {
        flow.add("review", button_width(review), [&](float w) {
            if (buttons_.button(review, "review", w)) session_.start_review();
        });
    }
    flow.draw();
    draw_review(width);
}

void PlayControls::draw_review(float width) {
    if (!session_.reviewing()) return;
    const Review& review = session_.review();
    const GameConfig& config = session_.current_config();
    if (!review.complete()) {
        const std::string label = text::msg_reviewing(review.graded(), review.total(), session_.language());
        ImGui::PushStyleColor(ImGuiCol_PlotHistogram, palette(config.game, config.theme).accent);
        ImGui::ProgressBar(static_cast<float>(review.graded()) / static_cast<float>(std::max(1, review.total())),
                           ImVec2(width, 0), label.c_str());
        ImGui::PopStyleColor();
        controls_.record("review-progress");
        return;
    }
    for (int side = 0; side < 2; ++side) {
        const std::string line = session_.review_summary(side == 0 ? Side::First : Side::Second);
        text_wrapped(line);
    }
    controls_.record("review-summary");
}

bool PlayControls::take_share_request() {
    const bool requested = share_requested_;
    share_requested_ = false;
    return requested;
}

}  // namespace lineup::app
