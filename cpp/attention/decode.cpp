#include "decode.hpp"

#include <algorithm>
#include <cmath>

#include "flash.hpp"
#include "kernels.hpp"
#include "step_functions.hpp"

namespace attn {

std::optional<Error> decode_incremental(std::vector<DecodeStep>& steps, const Trace& trace, int b, SourceCache* source) {
  const Config& c = trace.config;
  const bool cross = c.cross_attention;
  // Self-attention can be replayed only when no token sees a later one; cross-attention reads a source known
  // in advance, under any band mask (a custom mask is not replayed).
  if (cross ? c.mask == MaskKind::custom : (c.mask != MaskKind::causal && c.mask != MaskKind::sliding))
    return Error{"mask", say(cross ? "decode.crossCustom" : "decode.causal", {})};
  const Dims& d = trace.dims;
  if (b < 0 || b >= d.B)
    return Error{"item", say("decode.noItem", {{"item", std::to_string(b)}})};
  const char* x_name = cross ? "X_q" : "X";
  for (const char* name : {x_name, cross ? "X_kv" : "X", "W_q", "W_k", "W_v", "W_o"})
    if (!trace.tensors.count(name)) return Error{"keep", say("decode.needs", {{"name", name}})};
  if (c.bias)
    for (const char* name : {"b_q", "b_k", "b_v", "b_o"})
      if (!trace.tensors.count(name)) return Error{"keep", say("decode.needs", {{"name", name}})};
  auto data = [&](const char* name) { return trace.tensors.at(name).values.data(); };
  auto bias = [&](const char* name) { return c.bias ? data(name) : nullptr; };

  const int T = d.T, S = d.S, D = d.d_model, h = d.h, h_kv = d.h_kv, dk = d.d_k, dv = d.d_v;
  const int HK = h * dk, HV = h * dv, HKK = h_kv * dk, HKV = h_kv * dv;
  const float scale = 1.0f / step::sqrt_d_k(dk);
  const bool rope = c.positional == Positional::rope;
  const std::vector<double> slopes = c.positional == Positional::alibi ? step::alibi_slopes(h) : std::vector<double>{};
  const Visibility visible = visibility(d, c, Array());  // the keys each query may see (a custom mask was refused)
  std::vector<float> cos, sin;  // RoPE's angles per position, (max(T, S), d_k/2)
  if (rope) kernels::rope_tables(cos, sin, std::max(T, S), dk, c.rope_base);
  auto rotate = [&](float* row, int heads, int position) {
    for (int p = 0; p < heads; ++p)
      kernels::rotate_half(row + p * dk, dk, &cos[size_t(position) * (dk / 2)], &sin[size_t(position) * (dk / 2)]);
  };

  std::vector<float> K_cache, V_cache;  // (n, h_kv·d_k), (n, h_kv·d_v): the keys and values every query reads
  if (cross) {
    // The source is whole before the first target token: its S keys and values are projected once, here.
    const float* x_kv = data("X_kv") + size_t(b) * S * D;
    K_cache.resize(size_t(S) * HKK);
    V_cache.resize(size_t(S) * HKV);
    kernels::matmul(K_cache.data(), HKK, x_kv, D, data("W_k"), HKK, S, HKK, D, bias("b_k"));
    kernels::matmul(V_cache.data(), HKV, x_kv, D, data("W_v"), HKV, S, HKV, D, bias("b_v"));
    if (rope)
      for (int s = 0; s < S; ++s) rotate(K_cache.data() + size_t(s) * HKK, h_kv, s);
    if (source) *source = SourceCache{S, K_cache, V_cache};
  }
  steps.clear();
  for (int t = 0; t < T; ++t) {
    DecodeStep s;
    s.t = t;
    const float* x = data(x_name) + (size_t(b) * T + t) * D;
    // Only the new token is projected: its query, and in self-attention its key and value, appended to the
    // cache; RoPE turns them by its position t.
    s.q.resize(HK);
    kernels::matmul(s.q.data(), HK, x, D, data("W_q"), HK, 1, HK, D, bias("b_q"));
    if (rope) rotate(s.q.data(), h, t);
    if (!cross) {
      s.k.resize(HKK);
      s.v.resize(HKV);
      kernels::matmul(s.k.data(), HKK, x, D, data("W_k"), HKK, 1, HKK, D, bias("b_k"));
      kernels::matmul(s.v.data(), HKV, x, D, data("W_v"), HKV, 1, HKV, D, bias("b_v"));
      if (rope) rotate(s.k.data(), h_kv, t);
      K_cache.insert(K_cache.end(), s.k.begin(), s.k.end());
      V_cache.insert(V_cache.end(), s.v.begin(), s.v.end());
    }

    // The keys this query may see, [from, hi): in self-attention nothing later exists yet (hi = t+1).
    const int n = cross ? S : t + 1;
    const auto [lo, hi] = visible.range(size_t(b), size_t(t));
    const int from = std::min(lo, hi);  // past padding, lo may exceed hi: nothing visible
    s.weights.assign(size_t(h) * n, 0.0f);
    s.concat.assign(HV, 0.0f);
    for (int p = 0; p < h; ++p) {
      const int g = int(step::kv_head(size_t(p), size_t(h), size_t(h_kv)));  // the cached head this query reads
      float* w = s.weights.data() + size_t(p) * n;
      for (int j = from; j < hi; ++j) {
        float dot = 0.0f;
        for (int i = 0; i < dk; ++i) dot += s.q[p * dk + i] * K_cache[size_t(j) * HKK + g * dk + i];
        w[j] = dot * scale - (slopes.empty() ? 0.0f : float(slopes[size_t(p)] * (t - j)));
      }
      kernels::softmax_row(w + from, hi - from);
      for (int j = from; j < hi; ++j)
        for (int i = 0; i < dv; ++i) s.concat[p * dv + i] += w[j] * V_cache[size_t(j) * HKV + g * dv + i];
    }
    s.y.resize(D);
    kernels::matmul(s.y.data(), D, s.concat.data(), HV, data("W_o"), D, 1, D, HV, bias("b_o"));
    steps.push_back(std::move(s));
  }
  return std::nullopt;
}

}  // namespace attn
