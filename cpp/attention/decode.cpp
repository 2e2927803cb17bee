#include "decode.hpp"

#include <cmath>

#include "kernels.hpp"

namespace attn {

std::optional<Error> decode_incremental(std::vector<DecodeStep>& steps, const Trace& trace, int b) {
  const Config& c = trace.config;
  if (c.cross_attention || c.mask != MaskKind::causal)
    return Error{"mask", "token-by-token decoding replays causal self-attention; set mask to causal and crossAttention off"};
  const Dims& d = trace.dims;
  if (b < 0 || b >= d.B) return Error{"item", "batch item " + std::to_string(b) + " does not exist"};
  for (const char* name : {"X", "W_q", "W_k", "W_v", "W_o"})
    if (!trace.tensors.count(name)) return Error{"keep", std::string("decoding needs ") + name + "; keep it"};
  if (c.bias)
    for (const char* name : {"b_q", "b_k", "b_v", "b_o"})
      if (!trace.tensors.count(name)) return Error{"keep", std::string("decoding needs ") + name + "; keep it"};
  auto data = [&](const char* name) { return trace.tensors.at(name).values.data(); };
  auto bias = [&](const char* name) { return c.bias ? data(name) : nullptr; };

  const int T = d.T, D = d.d_model, h = d.h, dk = d.d_k, dv = d.d_v, HK = h * dk, HV = h * dv;
  const float scale = 1.0f / std::sqrt(float(dk));
  std::vector<float> K_cache, V_cache;  // (t+1, h·d_k), (t+1, h·d_v): one row appended per token
  steps.clear();
  for (int t = 0; t < T; ++t) {
    DecodeStep s;
    s.t = t;
    const float* x = data("X") + (size_t(b) * T + t) * D;
    s.q.resize(HK);
    s.k.resize(HK);
    s.v.resize(HV);
    // Only the new token is projected: one row each.
    kernels::matmul(s.q.data(), HK, x, D, data("W_q"), HK, 1, HK, D, bias("b_q"));
    kernels::matmul(s.k.data(), HK, x, D, data("W_k"), HK, 1, HK, D, bias("b_k"));
    kernels::matmul(s.v.data(), HV, x, D, data("W_v"), HV, 1, HV, D, bias("b_v"));
    K_cache.insert(K_cache.end(), s.k.begin(), s.k.end());
    V_cache.insert(V_cache.end(), s.v.begin(), s.v.end());

    const int n = t + 1;  // keys so far: nothing later exists yet, so no mask is needed
    s.weights.assign(size_t(h) * n, 0.0f);
    s.concat.assign(HV, 0.0f);
    for (int p = 0; p < h; ++p) {
      float* w = s.weights.data() + size_t(p) * n;
      for (int j = 0; j < n; ++j) {
        float dot = 0.0f;
        for (int i = 0; i < dk; ++i) dot += s.q[p * dk + i] * K_cache[size_t(j) * HK + p * dk + i];
        w[j] = dot * scale;
      }
      kernels::softmax_row(w, n);
      for (int j = 0; j < n; ++j)
        for (int i = 0; i < dv; ++i) s.concat[p * dv + i] += w[j] * V_cache[size_t(j) * HV + p * dv + i];
    }
    s.y.resize(D);
    kernels::matmul(s.y.data(), D, s.concat.data(), HV, data("W_o"), D, 1, D, HV, bias("b_o"));
    steps.push_back(std::move(s));
  }
  return std::nullopt;
}

}  // namespace attn
