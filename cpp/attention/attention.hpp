// Multi-head scaled dot-product attention, computed step by step with every intermediate kept.
#pragma once
#include <optional>

#include "config.hpp"
#include "trace.hpp"

namespace attn {

// Fills `trace` with every step and tensor of docs/ARCHITECTURE.md (or only config.keep), or returns why not.
// Nothing is allocated before the configuration and inputs are checked.
std::optional<Error> attention_forward(Trace& trace, const Config& config, const Inputs& inputs);

}  // namespace attn
