#include "platform/large_pages.hpp"

namespace lineup::platform {

void advise_large_pages(void*, std::size_t) {}  // no large pages to ask for here

}  // namespace lineup::platform
