#include "platform/large_pages.hpp"

#include <sys/mman.h>

namespace lineup::platform {

void advise_large_pages(void* memory, std::size_t bytes) {
#ifdef MADV_HUGEPAGE
    madvise(memory, bytes, MADV_HUGEPAGE);  // a hint: the result changes nothing we do
#else
    (void)memory;
    (void)bytes;
#endif
}

}  // namespace lineup::platform
