// Counts the bytes the test binary asks operator new for, so a test can prove a refusal happens before
// anything large is allocated (a byte count, not a stopwatch: it holds on a loaded machine).
#pragma once
#include <cstddef>

namespace testing_alloc {

std::size_t bytes_allocated();  // since the program started; subtract two readings around a call

}  // namespace testing_alloc
