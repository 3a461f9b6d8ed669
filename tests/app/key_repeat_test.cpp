// A key pressed once steps once (app::key_stepped), however long the frame
// that follows the press: the game takes one input event a frame, so the
// release comes a frame later, and a slow frame must not read as a key held
// past ImGui's repeat delay. A key really held still repeats.
#include <gtest/gtest.h>
#include <imgui.h>

#include "app/ui/input.hpp"

namespace lineup::app {
namespace {

class Keys : public ::testing::Test {
protected:
    void SetUp() override {
        context_ = ImGui::CreateContext();
        ImGuiIO& io = ImGui::GetIO();
        io.DisplaySize = ImVec2(800, 600);
        io.IniFilename = nullptr;
        unsigned char* pixels = nullptr;
        int w = 0, h = 0;
        io.Fonts->GetTexDataAsRGBA32(&pixels, &w, &h);
    }
    void TearDown() override { ImGui::DestroyContext(context_); }

    /// One frame of `seconds`, `down` saying whether the key is held in it;
    /// true when key_stepped() saw a step.
    bool frame(float seconds, bool down) {
        ImGuiIO& io = ImGui::GetIO();
        io.DeltaTime = seconds;
        io.AddKeyEvent(ImGuiKey_RightArrow, down);
        ImGui::NewFrame();
        const bool stepped = key_stepped(ImGuiKey_RightArrow);
        ImGui::EndFrame();
        return stepped;
    }

    ImGuiContext* context_ = nullptr;
};

TEST_F(Keys, APressFollowedByASlowFrameStepsOnce) {
    frame(0.016f, false);
    EXPECT_TRUE(frame(0.016f, true));   // the press
    EXPECT_FALSE(frame(0.400f, true));  // a slow frame, the release not read yet
    EXPECT_FALSE(frame(0.016f, false));
}

TEST_F(Keys, AKeyHeldRepeats) {
    frame(0.016f, false);
    EXPECT_TRUE(frame(0.016f, true));
    int steps = 0;
    for (int i = 0; i < 60; ++i) steps += frame(0.016f, true) ? 1 : 0;  // about a second held
    EXPECT_GT(steps, 5);
    EXPECT_FALSE(frame(0.016f, false));
}

}  // namespace
}  // namespace lineup::app
