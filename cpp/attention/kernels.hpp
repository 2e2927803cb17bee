// The hot loops: matrix products and row softmax, written once with GCC/Clang vector extensions.
// The same source becomes SSE natively and WebAssembly SIMD128 with -msimd128.
// A naive reference sits beside each fast kernel; tests compare the two.
#pragma once
#include <algorithm>
#include <cmath>
#include <limits>

namespace attn::kernels {

typedef float f32x4 __attribute__((vector_size(16)));
typedef float f32x4_unaligned __attribute__((vector_size(16), aligned(4), may_alias));

inline f32x4 load4(const float* p) { return *reinterpret_cast<const f32x4_unaligned*>(p); }
inline void store4(float* p, f32x4 v) { *reinterpret_cast<f32x4_unaligned*>(p) = v; }
inline f32x4 splat(float x) { return f32x4{x, x, x, x}; }

// Work a causal mask makes unnecessary: row block i..i+R needs only columns < i+R (scores)
// or only the first i+R rows of B (weights·V, whose masked weights are zero).
enum class Skip { none, upper_columns, upper_depth };

// R rows × 4·NV columns of C = A·B (+ bias), accumulators held in registers.
template <int R, int NV>
inline void matmul_block(float* C, int ldc, const float* A, int lda, const float* B, int ldb, int K,
                         const float* bias) {
  f32x4 acc[R][NV];
  for (int v = 0; v < NV; ++v) {
    f32x4 start = bias ? load4(bias + 4 * v) : splat(0.0f);
    for (int r = 0; r < R; ++r) acc[r][v] = start;
  }
  for (int k = 0; k < K; ++k) {
    f32x4 b[NV];
    for (int v = 0; v < NV; ++v) b[v] = load4(B + size_t(k) * ldb + 4 * v);
    for (int r = 0; r < R; ++r) {
      f32x4 a = splat(A[size_t(r) * lda + k]);
      for (int v = 0; v < NV; ++v) acc[r][v] += a * b[v];
    }
  }
  for (int r = 0; r < R; ++r)
    for (int v = 0; v < NV; ++v) store4(C + size_t(r) * ldc + 4 * v, acc[r][v]);
}

template <int R>
inline void matmul_rows(float* C, int ldc, const float* A, int lda, const float* B, int ldb, int N, int K,
                        const float* bias) {
  int j = 0;
  for (; j + 8 <= N; j += 8) matmul_block<R, 2>(C + j, ldc, A, lda, B + j, ldb, K, bias ? bias + j : nullptr);
  for (; j + 4 <= N; j += 4) matmul_block<R, 1>(C + j, ldc, A, lda, B + j, ldb, K, bias ? bias + j : nullptr);
  for (; j < N; ++j)
    for (int r = 0; r < R; ++r) {
      float sum = bias ? bias[j] : 0.0f;
      for (int k = 0; k < K; ++k) sum += A[size_t(r) * lda + k] * B[size_t(k) * ldb + j];
      C[size_t(r) * ldc + j] = sum;
    }
}

// C (M×N, row stride ldc) = A (M×K, stride lda) · B (K×N, stride ldb) + bias (N, optional).
// With Skip::upper_columns, cells right of each 4-row block's last diagonal are left unwritten.
inline void matmul(float* C, int ldc, const float* A, int lda, const float* B, int ldb, int M, int N, int K,
                   const float* bias = nullptr, Skip skip = Skip::none) {
  for (int i = 0; i < M; i += 4) {
    int rows = std::min(4, M - i);
    int n = skip == Skip::upper_columns ? std::min(N, i + rows) : N;
    int k = skip == Skip::upper_depth ? std::min(K, i + rows) : K;
    float* c = C + size_t(i) * ldc;
    const float* a = A + size_t(i) * lda;
    switch (rows) {
      case 4: matmul_rows<4>(c, ldc, a, lda, B, ldb, n, k, bias); break;
      case 3: matmul_rows<3>(c, ldc, a, lda, B, ldb, n, k, bias); break;
      case 2: matmul_rows<2>(c, ldc, a, lda, B, ldb, n, k, bias); break;
      default: matmul_rows<1>(c, ldc, a, lda, B, ldb, n, k, bias); break;
    }
  }
}

inline void matmul_naive(float* C, int ldc, const float* A, int lda, const float* B, int ldb, int M, int N, int K,
                         const float* bias = nullptr) {
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j) {
      float sum = bias ? bias[j] : 0.0f;
      for (int k = 0; k < K; ++k) sum += A[size_t(i) * lda + k] * B[size_t(k) * ldb + j];
      C[size_t(i) * ldc + j] = sum;
    }
}

// out (cols×rows) = inᵀ, so that Q_h·K_hᵀ becomes a plain product with contiguous rows of B.
inline void transpose(float* out, const float* in, int ld_in, int rows, int cols) {
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) out[size_t(c) * rows + r] = in[size_t(r) * ld_in + c];
}

// Softmax of one row in place, stable: subtract the row max before exp.
// A row of only −∞ (every key masked) becomes all zeros; returns false for it.
inline bool softmax_row(float* row, int n) {
  const float neg_inf = -std::numeric_limits<float>::infinity();
  float max = neg_inf;
  for (int j = 0; j < n; ++j) max = std::max(max, row[j]);
  if (max == neg_inf) {
    std::fill(row, row + n, 0.0f);
    return false;
  }
  float sum = 0.0f;
  for (int j = 0; j < n; ++j) {
    row[j] = std::exp(row[j] - max);
    sum += row[j];
  }
  f32x4 inv = splat(1.0f / sum);
  int j = 0;
  for (; j + 4 <= n; j += 4) store4(row + j, load4(row + j) * inv);
  for (; j < n; ++j) row[j] *= inv[0];
  return true;
}

inline bool softmax_row_naive(float* row, int n) {
  double max = -INFINITY;
  for (int j = 0; j < n; ++j) max = row[j] > max ? row[j] : max;
  if (std::isinf(max) && max < 0) {
    for (int j = 0; j < n; ++j) row[j] = 0.0f;
    return false;
  }
  double sum = 0.0;
  for (int j = 0; j < n; ++j) sum += std::exp(double(row[j]) - max);
  for (int j = 0; j < n; ++j) row[j] = float(std::exp(double(row[j]) - max) / sum);
  return true;
}

}  // namespace attn::kernels
