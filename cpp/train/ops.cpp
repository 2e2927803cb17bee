#include "ops.hpp"

#include <algorithm>
#include <cmath>

#include "kernels.hpp"

namespace attn::train {

float exp1(float x) { return kernels::exp4(kernels::splat(std::min(x, 88.0f)))[0]; }

// Cephes logf: x = m·2^e with m in [√½, √2), ln x = e·ln 2 + ln m, ln(1 + f) by a degree-9 polynomial.
float log1(float x) {
  if (!(x > 0.0f)) return x == 0.0f ? -INFINITY : NAN;
  int e;
  float m = std::frexp(x, &e);  // m in [0.5, 1)
  if (m < 0.707106781186547524f) {
    e -= 1;
    m = m + m - 1.0f;
  } else {
    m = m - 1.0f;
  }
  const float z = m * m;
  float y = 7.0376836292e-2f;
  y = y * m - 1.1514610310e-1f;
  y = y * m + 1.1676998740e-1f;
  y = y * m - 1.2420140846e-1f;
  y = y * m + 1.4249322787e-1f;
  y = y * m - 1.6668057665e-1f;
  y = y * m + 2.0000714765e-1f;
  y = y * m - 2.4999993993e-1f;
  y = y * m + 3.3333331174e-1f;
  y *= m * z;
  const float fe = float(e);
  y += -2.12194440e-4f * fe;
  y += -0.5f * z;
  return m + y + 0.693359375f * fe;
}

void matmul(float* C, const float* A, const float* B, int M, int N, int K, const float* bias) {
  kernels::matmul(C, N, A, K, B, N, M, N, K, bias);
}

// The two transposed products go through the engine's packed kernel too: one transpose into scratch,
// one product into scratch, then the sum (the backward accumulates gradients from several paths).
void matmul_at_b_add(float* C, const float* A, const float* B, int M, int N, int K) {
  std::vector<float> At(size_t(M) * K), product(size_t(M) * N);
  kernels::transpose(At.data(), A, M, K, M);  // A is K×M
  kernels::matmul(product.data(), N, At.data(), K, B, N, M, N, K);
  for (size_t i = 0; i < product.size(); ++i) C[i] += product[i];
}

void matmul_a_bt_add(float* C, const float* A, const float* B, int M, int N, int K) {
  std::vector<float> Bt(size_t(K) * N), product(size_t(M) * N);
  kernels::transpose(Bt.data(), B, K, N, K);  // B is N×K
  kernels::matmul(product.data(), N, A, K, Bt.data(), N, M, N, K);
  for (size_t i = 0; i < product.size(); ++i) C[i] += product[i];
}

void column_sums_add(float* dbias, const float* dY, int M, int N) {
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j) dbias[j] += dY[size_t(i) * N + j];
}

void layer_norm_forward(float* out, float* mean, float* rstd, const float* x, const float* gamma,
                        const float* beta, int rows, int n) {
  for (int r = 0; r < rows; ++r) {
    const float* xr = x + size_t(r) * n;
    double m, inv;
    kernels::layer_norm_stats(xr, n, m, inv);
    const float s = float(inv);
    mean[r] = float(m);
    rstd[r] = s;
    for (int j = 0; j < n; ++j) out[size_t(r) * n + j] = (xr[j] - mean[r]) * s * gamma[j] + beta[j];
  }
}

// With x̂ = (x − mean)·rstd and g = dout·γ: dx = rstd·(g − mean(g) − x̂·mean(g·x̂)).
void layer_norm_backward(float* dx, float* dgamma, float* dbeta, const float* dout, const float* x,
                         const float* mean, const float* rstd, const float* gamma, int rows, int n) {
  for (int r = 0; r < rows; ++r) {
    const float* xr = x + size_t(r) * n;
    const float* dr = dout + size_t(r) * n;
    double g_mean = 0, gx_mean = 0;
    for (int j = 0; j < n; ++j) {
      const float xhat = (xr[j] - mean[r]) * rstd[r];
      const float g = dr[j] * gamma[j];
      g_mean += g;
      gx_mean += double(g) * xhat;
      dgamma[j] += dr[j] * xhat;
      dbeta[j] += dr[j];
    }
    g_mean /= n;
    gx_mean /= n;
    for (int j = 0; j < n; ++j) {
      const float xhat = (xr[j] - mean[r]) * rstd[r];
      const float g = dr[j] * gamma[j];
      dx[size_t(r) * n + j] += rstd[r] * (g - float(g_mean) - xhat * float(gx_mean));
    }
  }
}

namespace {
constexpr float gelu_c = 0.7978845608028654f;  // √(2/π)
float tanh1(float u) {
  u = std::max(-20.0f, std::min(20.0f, u));  // tanh(±20) is ±1 in float
  return 1.0f - 2.0f / (exp1(2.0f * u) + 1.0f);
}
}  // namespace

void gelu_forward(float* out, const float* x, size_t n) {
  using kernels::f32x4;
  size_t i = 0;
  for (; i + 4 <= n; i += 4) {  // four at a time, each lane tanh1's and the loop's below operation for operation
    const f32x4 v = kernels::load4(x + i);
    f32x4 u = gelu_c * (v + 0.044715f * v * v * v);
    u = kernels::select(u < 20.0f, u, kernels::splat(20.0f));
    u = kernels::select(u > -20.0f, u, kernels::splat(-20.0f));
    const f32x4 t = 1.0f - 2.0f / (kernels::exp4(2.0f * u) + 1.0f);  // 2u ≤ 40: exp1's clamp at 88 never bites
    kernels::store4(out + i, 0.5f * v * (1.0f + t));
  }
  for (; i < n; ++i) {
    const float v = x[i];
    out[i] = 0.5f * v * (1.0f + tanh1(gelu_c * (v + 0.044715f * v * v * v)));
  }
}

void gelu_backward(float* dx, const float* x, const float* dout, size_t n) {
  for (size_t i = 0; i < n; ++i) {
    const float v = x[i];
    const float t = tanh1(gelu_c * (v + 0.044715f * v * v * v));
    const float du = gelu_c * (1.0f + 3.0f * 0.044715f * v * v);
    dx[i] += dout[i] * (0.5f * (1.0f + t) + 0.5f * v * (1.0f - t * t) * du);
  }
}

Loss cross_entropy_forward(float* probs, const float* logits, const int* targets, int rows, int V) {
  Loss out;
  for (int r = 0; r < rows; ++r) {
    const float* l = logits + size_t(r) * V;
    float* p = probs + size_t(r) * V;
    const float max = kernels::row_max(l, V);
    const float sum = kernels::softmax_given_max(p, l, V, max);  // Σe^(l − max): the loss's too (a GPT-2 row is 50,257 wide)
    if (targets[r] < 0) continue;
    out.loss += double(log1(sum) - (l[targets[r]] - max));
    out.counted += 1;
    out.correct += int(std::find(l, l + V, max) - l) == targets[r];  // the first largest, as std::max_element
  }
  if (out.counted) out.loss /= out.counted;
  return out;
}

void cross_entropy_backward(float* dlogits, const float* probs, const int* targets, int rows, int V, int counted) {
  const float scale = counted ? 1.0f / float(counted) : 0.0f;
  for (int r = 0; r < rows; ++r) {
    float* d = dlogits + size_t(r) * V;
    if (targets[r] < 0) {
      std::fill(d, d + V, 0.0f);
      continue;
    }
    for (int j = 0; j < V; ++j) d[j] = probs[size_t(r) * V + j] * scale;
    d[targets[r]] -= scale;
  }
}

}  // namespace attn::train
