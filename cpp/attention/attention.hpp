// Multi-head scaled dot-product attention, computed step by step with every intermediate kept.
#pragma once
#include <cstdint>
#include <optional>

#include "config.hpp"
#include "trace.hpp"

namespace attn {

// A learned tensor held elsewhere and read in place (a model's layer, as float or IEEE half), with the shape
// lab.run gives it: W (d_model, h·d_k), b (h·d_k), W_o (h·d_v, d_model).
struct HeldTensor {
  const float* f32 = nullptr;
  const uint16_t* f16 = nullptr;
};
struct HeldWeights {
  HeldTensor W_q, W_k, W_v, W_o, b_q, b_k, b_v, b_o;  // the b's with config.bias only
  // A model re-tracing a sentence (B = 1) that begins as its last did: the first `kept_rows` rows of Q, K, V
  // (T, h·d_k) … and Y (T, d_model) as that run computed them, copied rather than projected again.
  int kept_rows = 0;
  const float *kept_Q = nullptr, *kept_K = nullptr, *kept_V = nullptr, *kept_Y = nullptr;
};

// Fills `trace` with every step and tensor of docs/ARCHITECTURE.md (or only config.keep), or returns why not.
// Nothing is allocated before the configuration and inputs are checked. With `held`, the projections read those
// weights where they are (the whole run's heads, no headRange) and the trace holds no copy of them.
std::optional<Error> attention_forward(Trace& trace, const Config& config, const Inputs& inputs,
                                       const HeldWeights* held = nullptr);

}  // namespace attn
