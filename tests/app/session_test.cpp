#include "app/session.hpp"

#include <gtest/gtest.h>

namespace lineup::app {
namespace {

TEST(Session, StartsInTheMenu) {
    Session session;
    EXPECT_EQ(session.phase(), Phase::Menu);
    EXPECT_EQ(session.message(), "Choose a game mode.");
}

}  // namespace
}  // namespace lineup::app
