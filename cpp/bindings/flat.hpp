// A trace handed to JavaScript the way lab.run hands one over (see bindings.cpp and api.js readFlat):
// the address of a header in the wasm heap, valid until release_flat() or the next flatten.
#pragma once
#include <cstdint>

#include "trace.hpp"

uint32_t flatten_trace(attn::Trace&& trace);
void release_flat();
