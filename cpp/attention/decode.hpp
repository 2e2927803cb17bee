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
  std::vector<float> q, k, v;  // the new rows of Q, K, V: h·d_k, h·d_k, h·d_v
  std::vector<float> weights;  // h × (t+1): the new query's weights over the cached keys
  std::vector<float> concat;   // h·d_v: the new row of concat (every head's context)
  std::vector<float> y;        // d_model: the new row of Y
};

// Replays a causal self-attention trace token by token for batch item `b`, from the trace's X and
// weights, with a KV cache that grows by one row per token. Step t's y equals row t of the full Y.
std::optional<Error> decode_incremental(std::vector<DecodeStep>& steps, const Trace& trace, int b);

}  // namespace attn
