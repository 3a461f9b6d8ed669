#include "app/ui/key_focus.hpp"

#include <algorithm>
#include <string>

namespace lineup::app {

namespace {

bool any_overlay(const Controls& controls) {
    const auto& all = controls.all();
    return std::any_of(all.begin(), all.end(), [](const auto& c) { return c.second.focusable && c.second.overlay; });
}

}  // namespace

std::vector<std::string> KeyFocus::walk() const {
    const bool overlay = any_overlay(controls_);
    std::vector<std::string> ids;
    for (const auto& [id, box] : controls_.all()) {
        if (box.focusable && box.overlay == overlay) ids.push_back(id);
    }
    return ids;
}

int KeyFocus::index_in(const std::vector<std::string>& ids) const {
    const auto at = std::find(ids.begin(), ids.end(), focused_);
    return focused_.empty() || at == ids.end() ? -1 : static_cast<int>(at - ids.begin());
}

void KeyFocus::enter(FocusEntry how) {
    has_keys_ = true;
    shown_ = how != FocusEntry::Pointer;
    focused_.clear();
    if (how == FocusEntry::Backward) {
        const auto ids = walk();
        if (!ids.empty()) focused_ = ids.back();
    }
    if (!focused_.empty()) focus_on(focused_);
}

void KeyFocus::focus_on(const std::string& id) {
    focused_ = id;
    controls_.scroll_into_view(focused_);
    // A scroll lands a frame or two later (ImGui applies it at the next
    // Begin): the frames go on, and follow() checks the control shows.
    keep_in_view_ = kKeepInViewFrames;
}

bool KeyFocus::tab(bool forward) {
    has_keys_ = true;
    const auto ids = walk();
    const int n = static_cast<int>(ids.size());
    const int at = index_in(ids);
    if (any_overlay(controls_)) {  // a menu: round and round
        shown_ = true;
        if (n == 0) return true;
        focus_on(ids[static_cast<std::size_t>(at < 0 ? 0 : (at + (forward ? 1 : n - 1)) % n)]);
        return true;
    }
    // The board (-1), then the panel's controls.
    const int next = at + (forward ? 1 : -1);
    if (next >= n || next < -1) {
        focused_.clear();
        shown_ = false;
        return false;
    }
    shown_ = true;
    if (next == -1) {
        focused_.clear();
    } else {
        focus_on(ids[static_cast<std::size_t>(next)]);
    }
    return true;
}

void KeyFocus::arrow(bool forward) {
    if (focused_.empty()) return;
    const auto ids = walk();
    const int n = static_cast<int>(ids.size());
    const int at = index_in(ids);
    if (n == 0 || at < 0) return;
    int next = at + (forward ? 1 : -1);
    if (any_overlay(controls_)) {
        next = (next + n) % n;
    } else if (next < 0 || next >= n) {
        return;
    }
    shown_ = true;
    focus_on(ids[static_cast<std::size_t>(next)]);
}

void KeyFocus::shortcut(std::string_view id, bool menu) {
    controls_.press_by_key(id);
    if (!menu) return;
    focused_ = id;
    shown_ = true;
    has_keys_ = true;
    keep_in_view_ = kKeepInViewFrames;
}

void KeyFocus::follow() {
    controls_.drop_key_press();
    const bool overlay = any_overlay(controls_);
    if (overlay && !in_overlay_) {
        // A menu opened (the help, too): its entry for the choice in force
        // takes the focus, or else its first; the control that opened it
        // takes it back when it closes.
        in_overlay_ = true;
        return_to_ = focused_;
        const auto ids = walk();
        if (!ids.empty()) {
            const auto chosen = std::find_if(ids.begin(), ids.end(), [this](const std::string& id) {
                const auto box = controls_.box(id);
                return box && box->selected;
            });
            focus_on(chosen != ids.end() ? *chosen : ids.front());
        }
        return;
    }
    if (!overlay && in_overlay_) {
        in_overlay_ = false;
        focused_ = return_to_;
        return_to_.clear();
    }
    if (!focused_.empty() && index_in(walk()) < 0) focused_.clear();  // it went away
    if (shown_ && in_overlay_ && !focused_.empty()) {                 // a menu that scrolls: its entry in view
        const auto box = controls_.box(focused_);
        if (box && !box->visible) controls_.scroll_into_view(focused_);
    }
    if (keep_in_view_ > 0) {
        --keep_in_view_;
        const auto box = controls_.box(focused_);
        if (box && !box->visible) controls_.scroll_into_view(focused_);
    }
}

std::string KeyFocus::look() const {
    // (The frames to keep in view count down in the look, so that each is drawn.)
    return (has_keys_ ? "k" : "-") + std::string(shown_ ? "s" : "-") + focused_ +
           (controls_.key_work_pending() ? "!" : "") + std::to_string(keep_in_view_);
}

}  // namespace lineup::app
