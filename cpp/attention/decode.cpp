#include "decode.hpp"

#include <algorithm>
#include <cmath>

#include "kernels.hpp"
#include "step_functions.hpp"

namespace attn {

std::optional<Error> decode_incremental(std::vector<DecodeStep>& steps, const Trace& trace, int b) {
  const Config& c = trace.config;
  if (c.cross_attention || (c.mask != MaskKind::causal && c.mask != MaskKind::sliding))
    return Error{"mask", say("decode.causal", {})};
  const Dims& d = trace.dims;
  if (b < 0 || b >= d.B)
    return Error{"item", say("decode.noItem", {{"item", std::to_string(b)}})};
  for (const char* name : {"X", "W_q", "W_k", "W_v", "W_o"})
    if (!trace.tensors.count(name)) return Error{"keep", say("decode.needs", {{"name", name}})};
  if (c.bias)
    for (const char* name : {"b_q", "b_k", "b_v", "b_o"})
      if (!trace.tensors.count(name)) return Error{"keep", say("decode.needs", {{"name", name}})};
  auto data = [&](const char* name) { return trace.tensors.at(name).values.data(); };
  auto bias = [&](const char* name) { return c.bias ? data(name) : nullptr; };

  const int T = d.T, D = d.d_model, h = d.h, h_kv = d.h_kv, dk = d.d_k, dv = d.d_v;
  const int HK = h * dk, HV = h * dv, HKK = h_kv * dk, HKV = h_kv * dv;
  const float scale = 1.0f / std::sqrt(float(dk));
  const bool rope = c.positional == Positional::rope;
  const std::vector<double> slopes = c.positional == Positional::alibi ? step::alibi_slopes(h) : std::vector<double>{};
  std::vector<float> cos, sin;  // RoPE's angles per position, (T, d_k/2)
  if (rope) kernels::rope_tables(cos, sin, T, dk, c.rope_base);
  std::vector<float> K_cache, V_cache;  // (t+1, h_kv·d_k), (t+1, h_kv·d_v): one row appended per token
  steps.clear();
  for (int t = 0; t < T; ++t) {
    DecodeStep s;
    s.t = t;
    const float* x = data("X") + (size_t(b) * T + t) * D;
    s.q.resize(HK);
    s.k.resize(HKK);
    s.v.resize(HKV);
    // Only the new token is projected: one row each; RoPE turns its query and key by its position t.
    kernels::matmul(s.q.data(), HK, x, D, data("W_q"), HK, 1, HK, D, bias("b_q"));
    kernels::matmul(s.k.data(), HKK, x, D, data("W_k"), HKK, 1, HKK, D, bias("b_k"));
    kernels::matmul(s.v.data(), HKV, x, D, data("W_v"), HKV, 1, HKV, D, bias("b_v"));
    if (rope) {
      const size_t at = size_t(t) * (dk / 2);
      for (int p = 0; p < h; ++p) kernels::rotate_half(s.q.data() + p * dk, dk, &cos[at], &sin[at]);
      for (int g = 0; g < h_kv; ++g) kernels::rotate_half(s.k.data() + g * dk, dk, &cos[at], &sin[at]);
    }
    K_cache.insert(K_cache.end(), s.k.begin(), s.k.end());
    V_cache.insert(V_cache.end(), s.v.begin(), s.v.end());

    // Keys so far: nothing later exists yet, so only a sliding window hides any (those before `from`).
    const int n = t + 1, from = is_sliding(c.mask) ? std::max(0, t - c.window + 1) : 0;
    s.weights.assign(size_t(h) * n, 0.0f);
    s.concat.assign(HV, 0.0f);
    for (int p = 0; p < h; ++p) {
      const int g = int(step::kv_head(size_t(p), size_t(h), size_t(h_kv)));  // the cached head this query reads
      float* w = s.weights.data() + size_t(p) * n;
      for (int j = from; j < n; ++j) {
        float dot = 0.0f;
        for (int i = 0; i < dk; ++i) dot += s.q[p * dk + i] * K_cache[size_t(j) * HKK + g * dk + i];
        w[j] = dot * scale - (slopes.empty() ? 0.0f : float(slopes[size_t(p)] * (t - j)));
      }
      kernels::softmax_row(w + from, n - from);
      for (int j = from; j < n; ++j)
        for (int i = 0; i < dv; ++i) s.concat[p * dv + i] += w[j] * V_cache[size_t(j) * HKV + g * dv + i];
    }
    s.y.resize(D);
    kernels::matmul(s.y.data(), D, s.concat.data(), HV, data("W_o"), D, 1, D, HV, bias("b_o"));
    steps.push_back(std::move(s));
  }
  return std::nullopt;
}

}  // namespace attn
