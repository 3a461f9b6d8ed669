#include "platform/page_bridge.hpp"

namespace lineup::platform {

// The desktop game has no hosting page: nothing to connect or tell.
void connect_page(app::App&) {}
void frame_drawn(std::uint64_t, double, bool) {}
void page_event(const std::string&, const std::string&) {}

}  // namespace lineup::platform
