// The replaceable global operator new/delete of the test binary, counting requested bytes.
#include "allocation_counter.hpp"

#include <atomic>
#include <cstdlib>
#include <new>

namespace {
std::atomic<std::size_t> total{0};
}

std::size_t testing_alloc::bytes_allocated() { return total.load(); }

void* operator new(std::size_t size) {
  total += size;
  if (void* p = std::malloc(size ? size : 1)) return p;
  throw std::bad_alloc();
}
void operator delete(void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }
