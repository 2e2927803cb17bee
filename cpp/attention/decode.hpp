// Generating one token at a time: each new token's query meets a cache of every key and value so far.
// This is why causal attention can run incrementally: row t never depends on tokens after t.
#pragma once
#include <optional>
#include <vector>

#include "config.hpp"
#include "trace.hpp"

namespace attn {

struct DecodeStep {
  int t = 0;                   // position of the new token
  std::vector<float> q, k, v;  // the new rows of Q, K, V: h·d_k, h_kv·d_k, h_kv·d_v (RoPE: q and k rotated)
  std::vector<float> weights;  // h × (t+1): the new query's weights over the cached keys (0 outside a window)
  std::vector<float> concat;   // h·d_v: the new row of concat (every head's context)
  std::vector<float> y;        // d_model: the new row of Y
};

// Replays a causal (or sliding-window) self-attention trace token by token for batch item `b`, from the
// trace's X and weights, with a KV cache of h_kv heads that grows by one row per token (keys rotated by RoPE
// before they are cached; ALiBi's bias added per key). Step t's y equals row t of the full Y.
std::optional<Error> decode_incremental(std::vector<DecodeStep>& steps, const Trace& trace, int b);

}  // namespace attn
