// The naive references beside kernels.hpp's fast loops, written as xtensor expressions: each reads like the
// formula it checks (C = A·B + b, weights = e^(x − m) / Σ e^(x − m)), with no blocking, packing or SIMD.
// Tests compare the fast kernels against these; nothing in the engine's hot path calls them.
#pragma once
#include <cmath>
#include <cstddef>
#include <limits>
#include <vector>

#include "xt.hpp"

namespace attn::reference {

// A strided row-major matrix (rows × cols, row stride ld) seen in place as an xtensor expression: the first
// `cols` columns of a rows × ld buffer (a view, so writing through it never tries to resize the buffer).
template <typename Float>
auto matrix_view(Float* p, int rows, int cols, int ld) {
  const std::vector<size_t> shape = {size_t(rows), size_t(ld)};
  return xt::view(xt::adapt(p, size_t(rows) * ld, xt::no_ownership(), shape), xt::all(), xt::range(0, cols));
}

// C (M×N, stride ldc) = A (M×K, stride lda) · B (K×N, stride ldb) + bias (N, optional), in double:
// C_ij = Σ_k A_ik B_kj, as one broadcast product (M, K, 1) · (1, K, N) summed over k. Cells past N are untouched.
inline void matmul(float* C, int ldc, const float* A, int lda, const float* B, int ldb, int M, int N, int K,
                   const float* bias = nullptr) {
  if (M <= 0 || N <= 0) return;
  const xt::xarray<double> a = matrix_view(A, M, K, lda), b = matrix_view(B, K, N, ldb);
  xt::xarray<double> product = xt::sum(xt::view(a, xt::all(), xt::all(), xt::newaxis()) *
                                           xt::view(b, xt::newaxis(), xt::all(), xt::all()),
                                       {1});  // (M, N)
  if (bias) product += xt::adapt(bias, size_t(N), xt::no_ownership(), std::vector<size_t>{size_t(N)});
  auto c = matrix_view(C, M, N, ldc);
  c = xt::cast<float>(product);
}

// Softmax of one row in place, in double: e^(x − max) / Σ e^(x − max), −∞ entries becoming 0.
// A row of only −∞ (every key masked) becomes all zeros; returns false for it.
inline bool softmax_row(float* row, int n) {
  const std::vector<size_t> shape = {size_t(n)};
  auto x = xt::adapt(row, size_t(n), xt::no_ownership(), shape);
  const xt::xarray<double> scores = x;
  const double minus_inf = -std::numeric_limits<double>::infinity();
  if (xt::all(xt::equal(scores, minus_inf))) {
    x.fill(0.0f);
    return false;
  }
  const double max = xt::amax(scores)();  // kept in a named value before it is broadcast (STYLE.md's trap)
  const xt::xarray<double> e = xt::exp(scores - max);  // −∞ − max is −∞, and e^−∞ is 0
  const double sum = xt::sum(e)();
  x = xt::cast<float>(e / sum);
  return true;
}

}  // namespace attn::reference
