#include "step_functions.hpp"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>
#include <string_view>
#include <unordered_map>

#include "kernels.hpp"
#include "text.hpp"

namespace attn::step {
namespace {

constexpr float neg_inf = -std::numeric_limits<float>::infinity();

// x read as (B, n1, n2, w) → (B, n2, n1, w), a row of w at a time: the head split and its inverse. A copy
// loop, not an xtensor transpose view (whose stepper cost more than the copy at the teaching size).
void swap_middle_axes(float* out, const float* x, size_t B, size_t n1, size_t n2, size_t w) {
  for (size_t b = 0; b < B; ++b)
    for (size_t j = 0; j < n2; ++j)
      for (size_t i = 0; i < n1; ++i)
        std::copy_n(x + ((b * n1 + i) * n2 + j) * w, w, out + ((b * n2 + j) * n1 + i) * w);
}

}  // namespace

// A word met again is copied from its first row: each row is d_model dependent steps of the generator, and a
// long text repeats most of its words (at T=1024, d_model=768 the rows took a fiftieth of a group's run). A short
// text is drawn row by row (the tiny trace would pay more for the map than it saves).
Array embed(const std::vector<std::vector<std::string>>& tokens, int d_model, uint32_t seed) {
  const size_t B = tokens.size(), L = B ? tokens[0].size() : 0, D = size_t(d_model);
  Array E = uninitialized({B, L, D});
  const bool remember = B * L >= 64;
  std::unordered_map<std::string_view, const float*> first;  // a word's first row
  for (size_t b = 0; b < B; ++b)
    for (size_t t = 0; t < L; ++t) {
      float* row = &E(b, t, 0);
      auto [at, fresh] = remember ? first.try_emplace(tokens[b][t], row) : std::pair{first.end(), true};
      if (fresh) embed_token(row, tokens[b][t], d_model, seed);
      else std::copy_n(at->second, D, row);
    }
  return E;
}

// The last (len, d_model) table of up to 4 MB made by `fill` is kept in `last`: a run at the teaching size spent a
// twentieth of its time in pow(), and one at T=1024, d_model=768 (3 MB) a twentieth in sin and cos, which each
// worker running a group of the heads paid again for the same table (a group's share of the run is only half the rest).
template <class Fill>
Array last_table(Array& last, int len, int d_model, Fill fill) {
  if (last.dimension() == 2 && last.shape(0) == size_t(len) && last.shape(1) == size_t(d_model)) return last;
  Array table = uninitialized({size_t(len), size_t(d_model)});
  fill(table.data());
  if (table.size() <= (size_t(1) << 20)) last = table;
  return table;
}

Array position(int len, int d_model) {
  static Array last;
  return last_table(last, len, d_model, [&](float* P) { positional_encoding(P, len, d_model); });
}

Array position_angles(int len, int d_model) {
  static Array last;
  return last_table(last, len, d_model, [&](float* angles) {
    const std::vector<double> divisors = positional_divisors(d_model);
    for (int t = 0; t < len; ++t)
      for (int j = 0; j < d_model; ++j) angles[size_t(t) * d_model + j] = float(positional_angle(t, j, divisors));
  });
}

Array add_position(const Array& E, const Array& P) {
  const size_t B = E.shape(0), n = P.size();
  Array X = uninitialized({B, E.shape(1), E.shape(2)});
  for (size_t b = 0; b < B; ++b)
    for (size_t i = 0; i < n; ++i) X.data()[b * n + i] = E.data()[b * n + i] + P.data()[i];
  return X;
}

Array project(const Array& x, const Array& W, const Array* bias) {
  const size_t B = x.shape(0), L = x.shape(1), n = x.shape(2), m = W.shape(1);
  Array out = uninitialized({B, L, m});
  kernels::matmul(out.data(), int(m), x.data(), int(n), W.data(), int(m), int(B * L), int(m), int(n),
                  bias ? bias->data() : nullptr);
  return out;
}

Array split_heads(const Array& x, int heads) {
  const size_t B = x.shape(0), L = x.shape(1), h = size_t(heads), w = x.shape(2) / h;
  Array out = uninitialized({B, h, L, w});
  swap_middle_axes(out.data(), x.data(), B, L, h, w);
  return out;
}

Array rope(Array heads, float base) {
  const size_t rows = heads.shape(0) * heads.shape(1), L = heads.shape(2), d = heads.shape(3);
  std::vector<float> cos, sin;
  kernels::rope_tables(cos, sin, int(L), int(d), base);
  for (size_t r = 0; r < rows; ++r)
    for (size_t l = 0; l < L; ++l)
      kernels::rotate_half(heads.data() + (r * L + l) * d, int(d), &cos[l * (d / 2)], &sin[l * (d / 2)]);
  return heads;
}

Array rope_thetas(int d, float base) {
  Array thetas = uninitialized({size_t(d)});
  for (int c = 0; c < d; ++c) thetas(size_t(c)) = float(kernels::rope_theta(c % (d / 2), d, base));
  return thetas;
}

Array rope_angles(int len, int d, float base) {
  std::vector<double> theta(size_t(d) / 2);  // one pow per pair, not per position
  for (int i = 0; i < d / 2; ++i) theta[size_t(i)] = kernels::rope_theta(i, d, base);
  Array angles = uninitialized({size_t(len), size_t(d)});
  for (int l = 0; l < len; ++l)
    for (int c = 0; c < d; ++c) angles(size_t(l), size_t(c)) = float(l * theta[size_t(c % (d / 2))]);
  return angles;
}

Array scores(const Array& Q_heads, const Array& K_heads) {
  const size_t B = Q_heads.shape(0), h = Q_heads.shape(1), T = Q_heads.shape(2), dk = Q_heads.shape(3),
               h_kv = K_heads.shape(1), S = K_heads.shape(2);
  Array out = uninitialized({B, h, T, S});
  std::vector<float> K_t(dk * S);  // (d_k, S): K_hᵀ, so the product reads contiguous rows
  for (size_t b = 0; b < B; ++b)
    for (size_t p = 0; p < h; ++p) {
      if (p == 0 || kv_head(p, h, h_kv) != kv_head(p - 1, h, h_kv))  // a group's query heads share one K_hᵀ
        kernels::transpose(K_t.data(), K_heads.data() + (b * h_kv + kv_head(p, h, h_kv)) * S * dk, int(dk), int(S),
                           int(dk));
      kernels::matmul(out.data() + (b * h + p) * T * S, int(S), Q_heads.data() + (b * h + p) * T * dk, int(dk),
                      K_t.data(), int(S), int(T), int(S), int(dk));
    }
  return out;
}

std::vector<double> alibi_slopes(int heads) {
  auto power_of_two = [](int n) {
    std::vector<double> slopes;
    const double start = std::pow(2.0, -8.0 / n);
    for (int i = 1; i <= n; ++i) slopes.push_back(std::pow(start, i));
    return slopes;
  };
  int below = 1;
  while (below * 2 <= heads) below *= 2;
  std::vector<double> slopes = power_of_two(below);
  const std::vector<double> finer = power_of_two(2 * below);
  for (int i = 0; int(slopes.size()) < heads; i += 2) slopes.push_back(finer[size_t(i)]);
  return slopes;
}

Array alibi(int heads, int T, int S) { return alibi(alibi_slopes(heads), T, S); }

Array alibi(const std::vector<double>& m, int T, int S) {
  const int heads = int(m.size());
  Array out = uninitialized({size_t(heads), size_t(T), size_t(S)});
  for (int p = 0; p < heads; ++p)
    for (int t = 0; t < T; ++t)
      for (int s = 0; s < S; ++s) out(size_t(p), size_t(t), size_t(s)) = float(-m[size_t(p)] * (t - s));
  return out;
}

float sqrt_d_k(int d_k) { return std::sqrt(float(d_k)); }

Array scale(Array scores, int d_k) {
  const float factor = 1.0f / sqrt_d_k(d_k);
  for (float& x : scores) x *= factor;
  return scores;
}

Array mask(const Dims& d, const Config& c) {
  const size_t B = d.B, T = d.T, S = d.S;
  Array M = Array({B, T, S}, 0.0f);
  const bool causal = is_causal(c.mask), padding = is_padding(c.mask), sliding = is_sliding(c.mask);
  const bool per_item = c.custom_mask.size() == B * T * S;
  for (size_t b = 0; b < B; ++b)
    for (size_t t = 0; t < T; ++t)
      for (size_t s = 0; s < S; ++s) {
        bool allowed = true;
        if (causal && s > t) allowed = false;                          // no peeking at later tokens
        if (sliding && s + c.window <= t) allowed = false;             // nor back beyond the window
        if (padding && int(s) >= d.valid_lengths[b]) allowed = false;  // keys past the item's length are padding
        if (c.mask == MaskKind::custom) allowed = c.custom_mask[(per_item ? b * T * S : 0) + t * S + s] != 0.0f;
        M(b, t, s) = allowed ? 0.0f : neg_inf;
      }
  return M;
}

Array add_mask(Array scaled, const Array& M, const Array* alibi) {
  const size_t B = scaled.shape(0), h = scaled.shape(1), TS = scaled.shape(2) * scaled.shape(3);
  for (size_t b = 0; b < B; ++b)
    for (size_t p = 0; p < h; ++p) {
      float* x = scaled.data() + (b * h + p) * TS;
      const float* m = M.data() + b * TS;
      const float* bias = alibi ? alibi->data() + p * TS : nullptr;
      for (size_t i = 0; i < TS; ++i) x[i] = m[i] == neg_inf ? neg_inf : (bias ? x[i] + bias[i] : x[i]) + m[i];
    }
  return scaled;
}

Array softmax(Array masked, Array* row_max, Array* row_sum) {
  const size_t S = masked.shape(3), rows = masked.size() / std::max<size_t>(S, 1);
  const Array::shape_type row_shape = {masked.shape(0), masked.shape(1), masked.shape(2)};
  if (row_max) *row_max = uninitialized(row_shape);
  if (row_sum) *row_sum = uninitialized(row_shape);
  for (size_t r = 0; r < rows; ++r) {
    float* row = masked.data() + r * S;
    float max = kernels::row_max(row, int(S)), sum = 0.0f;
    if (max == neg_inf) {  // every key masked: nothing to attend, the weights stay 0 (and so do m and Σ)
      std::fill(row, row + S, 0.0f);
      max = 0.0f;
    } else {
      sum = kernels::softmax_given_max(row, int(S), max);
    }
    if (row_max) row_max->data()[r] = max;
    if (row_sum) row_sum->data()[r] = sum;
  }
  return masked;
}

Array context(const Array& weights, const Array& V_heads) {
  const size_t B = weights.shape(0), h = weights.shape(1), T = weights.shape(2), S = weights.shape(3),
               h_kv = V_heads.shape(1), dv = V_heads.shape(3);
  Array Z = uninitialized({B, h, T, dv});
  for (size_t b = 0; b < B; ++b)
    for (size_t p = 0; p < h; ++p)
      kernels::matmul(Z.data() + (b * h + p) * T * dv, int(dv), weights.data() + (b * h + p) * T * S, int(S),
                      V_heads.data() + (b * h_kv + kv_head(p, h, h_kv)) * S * dv, int(dv), int(T), int(dv), int(S));
  return Z;
}

Array concat_heads(const Array& Z) {
  const size_t B = Z.shape(0), h = Z.shape(1), T = Z.shape(2), dv = Z.shape(3);
  Array out = uninitialized({B, T, h * dv});  // (B, T, h, d_v), laid out row-major
  swap_middle_axes(out.data(), Z.data(), B, h, T, dv);
  return out;
}

Array add(const Array& a, const Array& b) { return a + b; }

Array layer_norm(const Array& x, Array* mean, Array* variance) {
  const size_t n = x.shape(x.dimension() - 1), rows = x.size() / std::max<size_t>(n, 1);
  const Array::shape_type row_shape(x.shape().begin(), x.shape().end() - 1);
  if (mean) *mean = uninitialized(row_shape);
  if (variance) *variance = uninitialized(row_shape);
  Array out = uninitialized(x.shape());
  for (size_t r = 0; r < rows; ++r) {
    const float* in = x.data() + r * n;
    double m, inv, var;
    kernels::layer_norm_stats(in, int(n), m, inv, &var);
    for (size_t j = 0; j < n; ++j) out.data()[r * n + j] = float((in[j] - m) * inv);
    if (mean) mean->data()[r] = float(m);
    if (variance) variance->data()[r] = float(var);
  }
  return out;
}

void row_moments(const Array& x, Array& mean, Array& variance) {
  const size_t n = x.shape(x.dimension() - 1), rows = x.size() / std::max<size_t>(n, 1);
  const Array::shape_type row_shape(x.shape().begin(), x.shape().end() - 1);
  mean = uninitialized(row_shape);
  variance = uninitialized(row_shape);
  for (size_t r = 0; r < rows; ++r) {
    double m, inv, var;
    kernels::layer_norm_stats(x.data() + r * n, int(n), m, inv, &var);
    mean.data()[r] = float(m);
    variance.data()[r] = float(var);
  }
}

Array relu(Array x) {
  for (float& v : x) v = v > 0.0f ? v : 0.0f;
  return x;
}

Array relu_project(const Array& x, const Array& W, const Array& b) { return relu(project(x, W, &b)); }

}  // namespace attn::step
