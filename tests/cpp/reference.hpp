// An independent float64 forward pass written from docs/ARCHITECTURE.md's table, line by line, with no engine code:
// the engine's float32 trace is checked against it. Plain loops, plain std::vector<double>, row-major.
#pragma once
#include <algorithm>
#include <cmath>
#include <cstddef>
#include <limits>
#include <vector>

#include "config.hpp"  // MaskKind and Positional only

namespace ref {

using Vec = std::vector<double>;

struct Inputs {
  int B = 1, T = 1, S = 1, D = 1, h = 1, dk = 1, dv = 1;
  int h_kv = 0;                   // key/value heads; 0 = h
  Vec X_q, X_kv;                  // (B, T, d_model), (B, S, d_model); the same values in self-attention
  Vec W_q, W_k, W_v, W_o;         // (d_model, h·d_k), (d_model, h_kv·d_k), (d_model, h_kv·d_v), (h·d_v, d_model)
  Vec b_q, b_k, b_v, b_o;         // empty = no bias
  attn::MaskKind mask = attn::MaskKind::none;
  std::vector<int> valid_lengths;  // B entries (padding masks)
  std::vector<float> custom_mask;  // T×S or B×T×S, 1 = may attend
  int window = 1;                  // sliding masks
  attn::Positional positional = attn::Positional::sinusoidal;  // only rope and alibi change anything here
  double rope_base = 10000;
};

struct Forward {
  Vec Q, K, V;                        // (B, T, h·d_k), (B, S, h_kv·d_k), (B, S, h_kv·d_v)
  Vec Q_heads, K_heads, V_heads;      // (B, h, T, d_k), (B, h_kv, S, d_k), (B, h_kv, S, d_v)
  Vec Q_rope, K_rope;                 // RoPE: (B, h, T, d_k), (B, h_kv, S, d_k)
  Vec alibi;                          // ALiBi: (h, T, S)
  Vec scores, scaled, M, masked;      // (B, h, T, S) ×2, (B, T, S), (B, h, T, S)
  Vec weights, Z, concat, Y;          // (B, h, T, S), (B, h, T, d_v), (B, T, h·d_v), (B, T, d_model)
};

// y (n, out) = x (n, in) · W (in, out) + b
inline Vec linear(const Vec& x, size_t n, size_t in, const Vec& W, size_t out, const Vec& b) {
  Vec y(n * out);
  for (size_t i = 0; i < n; ++i)
    for (size_t j = 0; j < out; ++j) {
      double sum = b.empty() ? 0.0 : b[j];
      for (size_t k = 0; k < in; ++k) sum += x[i * in + k] * W[k * out + j];
      y[i * out + j] = sum;
    }
  return y;
}

// (B, L, h·w) → (B, h, L, w): x.view(B, L, h, w).transpose(1, 2)
inline Vec split_heads(const Vec& x, size_t B, size_t L, size_t h, size_t w) {
  Vec y(B * h * L * w);
  for (size_t b = 0; b < B; ++b)
    for (size_t p = 0; p < h; ++p)
      for (size_t l = 0; l < L; ++l)
        for (size_t i = 0; i < w; ++i) y[((b * h + p) * L + l) * w + i] = x[(b * L + l) * h * w + p * w + i];
  return y;
}

// (B, h, L, w) → (B, L, h·w): the inverse, Z.transpose(1, 2).reshape(B, L, h·w)
inline Vec merge_heads(const Vec& x, size_t B, size_t L, size_t h, size_t w) {
  Vec y(B * L * h * w);
  for (size_t b = 0; b < B; ++b)
    for (size_t p = 0; p < h; ++p)
      for (size_t l = 0; l < L; ++l)
        for (size_t i = 0; i < w; ++i) y[(b * L + l) * h * w + p * w + i] = x[((b * h + p) * L + l) * w + i];
  return y;
}

// M (B, T, S): 0 where query t may attend key s, −∞ where not.
inline Vec additive_mask(const Inputs& in) {
  using attn::MaskKind;
  const double neg_inf = -std::numeric_limits<double>::infinity();
  const size_t B = in.B, T = in.T, S = in.S;
  const bool per_item = in.custom_mask.size() == B * T * S;
  Vec M(B * T * S);
  for (size_t b = 0; b < B; ++b)
    for (size_t t = 0; t < T; ++t)
      for (size_t s = 0; s < S; ++s) {
        bool may = true;
        if (in.mask == MaskKind::causal || in.mask == MaskKind::causal_padding) may = may && s <= t;
        if (in.mask == MaskKind::padding || in.mask == MaskKind::causal_padding)
          may = may && int(s) < in.valid_lengths[b];
        if (in.mask == MaskKind::sliding || in.mask == MaskKind::sliding_padding)
          may = s <= t && int(t) - int(s) < in.window;
        if (in.mask == MaskKind::sliding_padding) may = may && int(s) < in.valid_lengths[b];
        if (in.mask == MaskKind::custom) may = in.custom_mask[(per_item ? b * T * S : 0) + t * S + s] == 1.0f;
        M[(b * T + t) * S + s] = may ? 0.0 : neg_inf;
      }
  return M;
}

// Row softmax over the last axis of n rows of length S; a row of only −∞ becomes zeros.
inline Vec softmax_rows(const Vec& x, size_t n, size_t S) {
  Vec y(n * S, 0.0);
  for (size_t r = 0; r < n; ++r) {
    const double* row = &x[r * S];
    double max = -std::numeric_limits<double>::infinity();
    for (size_t s = 0; s < S; ++s) max = std::max(max, row[s]);
    if (std::isinf(max)) continue;
    double sum = 0.0;
    for (size_t s = 0; s < S; ++s) sum += std::exp(row[s] - max);
    for (size_t s = 0; s < S; ++s) y[r * S + s] = std::exp(row[s] - max) / sum;
  }
  return y;
}

// RoPE as HF Llama writes it: q·cos + rotate_half(q)·sin, with rotate_half(x) = cat(−x[d/2:], x[:d/2]) and
// cos, sin of cat(freqs, freqs), freqs_i = pos / base^(2i/d). x is (n, L, d); the position is l.
inline Vec rope(const Vec& x, size_t n, size_t L, size_t d, double base) {
  Vec y(x.size());
  for (size_t r = 0; r < n; ++r)
    for (size_t l = 0; l < L; ++l) {
      const double* v = &x[(r * L + l) * d];
      for (size_t j = 0; j < d; ++j) {
        const double freq = double(l) / std::pow(base, double(2 * (j % (d / 2))) / double(d));
        const double rotated = j < d / 2 ? -v[j + d / 2] : v[j - d / 2];
        y[(r * L + l) * d + j] = v[j] * std::cos(freq) + rotated * std::sin(freq);
      }
    }
  return y;
}

// The ALiBi paper's get_slopes, as its reference code writes it (recursive for a non-power-of-two n).
inline std::vector<double> alibi_slopes(int n) {
  auto power_of_2 = [](int m) {
    const double start = std::pow(2.0, -std::pow(2.0, -(std::log2(double(m)) - 3)));
    std::vector<double> out;
    for (int i = 0; i < m; ++i) out.push_back(start * std::pow(start, i));
    return out;
  };
  if (std::floor(std::log2(double(n))) == std::log2(double(n))) return power_of_2(n);
  const int closest = 1 << int(std::floor(std::log2(double(n))));
  std::vector<double> out = power_of_2(closest), twice = alibi_slopes(2 * closest);
  for (size_t i = 0; out.size() < size_t(n); i += 2) out.push_back(twice[i]);
  return out;
}

// K or V with its kv heads repeated for the query heads: (B, h_kv, L, w) → (B, h, L, w), as
// torch.repeat_interleave(x, h / h_kv, dim=1).
inline Vec repeat_kv(const Vec& x, size_t B, size_t h_kv, size_t h, size_t L, size_t w) {
  Vec y;
  for (size_t b = 0; b < B; ++b)
    for (size_t g = 0; g < h_kv; ++g)
      for (size_t copy = 0; copy < h / h_kv; ++copy)
        y.insert(y.end(), x.begin() + long((b * h_kv + g) * L * w), x.begin() + long((b * h_kv + g + 1) * L * w));
  return y;
}

inline Forward forward(const Inputs& in) {
  const size_t B = in.B, T = in.T, S = in.S, D = in.D, h = in.h, dk = in.dk, dv = in.dv;
  const size_t h_kv = in.h_kv ? in.h_kv : in.h;
  const bool rope_on = in.positional == attn::Positional::rope, alibi_on = in.positional == attn::Positional::alibi;
  Forward f;
  // Q, K, V = X W (+ b)
  f.Q = linear(in.X_q, B * T, D, in.W_q, h * dk, in.b_q);
  f.K = linear(in.X_kv, B * S, D, in.W_k, h_kv * dk, in.b_k);
  f.V = linear(in.X_kv, B * S, D, in.W_v, h_kv * dv, in.b_v);
  // the head split; RoPE rotates queries and keys by their positions
  f.Q_heads = split_heads(f.Q, B, T, h, dk);
  f.K_heads = split_heads(f.K, B, S, h_kv, dk);
  f.V_heads = split_heads(f.V, B, S, h_kv, dv);
  if (rope_on) {
    f.Q_rope = rope(f.Q_heads, B * h, T, dk, in.rope_base);
    f.K_rope = rope(f.K_heads, B * h_kv, S, dk, in.rope_base);
  }
  // each query head meets its group's key/value head
  const Vec K_each = repeat_kv(rope_on ? f.K_rope : f.K_heads, B, h_kv, h, S, dk);
  const Vec V_each = repeat_kv(f.V_heads, B, h_kv, h, S, dv);
  const Vec& Q_each = rope_on ? f.Q_rope : f.Q_heads;
  // ALiBi: −m_p·(t − s)
  const std::vector<double> slopes = alibi_on ? alibi_slopes(in.h) : std::vector<double>(h, 0.0);
  if (alibi_on) {
    f.alibi.resize(h * T * S);
    for (size_t p = 0; p < h; ++p)
      for (size_t t = 0; t < T; ++t)
        for (size_t s = 0; s < S; ++s) f.alibi[(p * T + t) * S + s] = -slopes[p] * (double(t) - double(s));
  }
  // scores = Q_h K_hᵀ, scaled = scores / √d_k, masked = scaled (+ alibi) + M
  f.M = additive_mask(in);
  f.scores.assign(B * h * T * S, 0.0);
  f.scaled = f.masked = f.scores;
  for (size_t b = 0; b < B; ++b)
    for (size_t p = 0; p < h; ++p)
      for (size_t t = 0; t < T; ++t)
        for (size_t s = 0; s < S; ++s) {
          double dot = 0.0;
          for (size_t i = 0; i < dk; ++i)
            dot += Q_each[((b * h + p) * T + t) * dk + i] * K_each[((b * h + p) * S + s) * dk + i];
          size_t at = ((b * h + p) * T + t) * S + s;
          f.scores[at] = dot;
          f.scaled[at] = dot / std::sqrt(double(dk));
          f.masked[at] = f.scaled[at] + (alibi_on ? f.alibi[(p * T + t) * S + s] : 0.0) + f.M[(b * T + t) * S + s];
        }
  // weights = softmax(masked), Z = weights V_h
  f.weights = softmax_rows(f.masked, B * h * T, S);
  f.Z.assign(B * h * T * dv, 0.0);
  for (size_t bp = 0; bp < B * h; ++bp)
    for (size_t t = 0; t < T; ++t)
      for (size_t i = 0; i < dv; ++i) {
        double sum = 0.0;
        for (size_t s = 0; s < S; ++s) sum += f.weights[(bp * T + t) * S + s] * V_each[(bp * S + s) * dv + i];
        f.Z[(bp * T + t) * dv + i] = sum;
      }
  // concat the heads, Y = concat W_o (+ b_o)
  f.concat = merge_heads(f.Z, B, T, h, dv);
  f.Y = linear(f.concat, B * T, h * dv, in.W_o, D, in.b_o);
  return f;
}

}  // namespace ref
