// Generating one token at a time: each new token's query meets a cache of keys and values. In self-attention
// the cache grows by the new token's key and value (row t never depends on tokens after t); in cross-attention
// the cache is the source's keys and values, projected once before the first target token and read by each.
#pragma once
#include <optional>
#include <vector>

#include "config.hpp"
#include "trace.hpp"

namespace attn {

struct DecodeStep {
  int t = 0;                   // position of the new token
  std::vector<float> q, k, v;  // the new rows of Q, K, V: h·d_k, h_kv·d_k, h_kv·d_v (RoPE: q and k rotated);
                               // cross-attention adds no key or value (k and v empty)
  std::vector<float> weights;  // h × n: the new query's weights over the n cached keys (self: n = t+1, cross:
                               // n = S), 0 where the mask hides a key
  std::vector<float> concat;   // h·d_v: the new row of concat (every head's context)
  std::vector<float> y;        // d_model: the new row of Y
};

// Cross-attention's cache: the source's keys and values, (S, h_kv·d_k) and (S, h_kv·d_v) (RoPE: keys rotated).
struct SourceCache {
  int S = 0;
  std::vector<float> K, V;
};

// Replays a trace token by token for batch item `b`, from the trace's inputs and weights: causal (or sliding)
// self-attention with a KV cache of h_kv heads that grows by one row per token, or cross-attention (any mask
// but a custom one) whose cache is the source's, filled once into `source` if given. Keys are rotated by RoPE
// before they are cached; ALiBi's bias is added per key. Step t's y equals row t of the full Y.
std::optional<Error> decode_incremental(std::vector<DecodeStep>& steps, const Trace& trace, int b,
                                        SourceCache* source = nullptr);

}  // namespace attn
