// Each step of attention as a function of its own: what attention_forward and block_forward compute step
// by step, and what lab.step exposes one at a time (step_call.hpp checks a caller's shapes first).
// Shapes are given as (axes) in docs/ARCHITECTURE.md's names; every function trusts them.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "config.hpp"
#include "xt.hpp"

namespace attn::step {

// E (B, L, d_model): each token's seeded embedding row.
Array embed(const std::vector<std::vector<std::string>>& tokens, int d_model, uint32_t seed);

// P (L, d_model): sinusoidal positions.
Array position(int len, int d_model);

// (L, d_model): the angle P takes the sine or cosine of, t / 10000^(2⌊j/2⌋/d_model) (text.hpp), as a float.
Array position_angles(int len, int d_model);

// X = E + P (B, L, d_model), P broadcast over the batch.
Array add_position(const Array& E, const Array& P);

// x W (+ b): (B, L, n) · (n, m) → (B, L, m). `bias` may be null.
Array project(const Array& x, const Array& W, const Array* bias);

// (B, L, h·w) → (B, h, L, w): PyTorch's view(B, L, h, w).transpose(1, 2).
Array split_heads(const Array& x, int heads);

// RoPE: each d-wide row (B, n, L, d) rotated by its position l (rotate-half pairing, θ_i = base^(−2i/d)).
Array rope(Array heads, float base);

// RoPE's θ (d): column c's pair i = c mod d/2 turns by θ_i = base^(−2i/d) per position (both columns of a pair).
Array rope_thetas(int d, float base);

// RoPE's angle (L, d): position l·θ_i, computed in double as rope() turns by it, rounded to float.
Array rope_angles(int len, int d, float base);

// Query head p reads key/value head p / (h / h_kv): PyTorch's repeat_interleave, HF Llama's repeat_kv.
inline size_t kv_head(size_t p, size_t h, size_t h_kv) { return p / (h / h_kv); }

// scores_h = Q_h K_{kv(h)}ᵀ: (B, h, T, d_k), (B, h_kv, S, d_k) → (B, h, T, S); h_kv divides h.
Array scores(const Array& Q_heads, const Array& K_heads);

// The ALiBi paper's head slopes: 2^(−8/h)·(1, 2^(−8/h), …) for a power-of-two h; otherwise those of the
// nearest lower power of two, then every other slope of twice that.
std::vector<double> alibi_slopes(int heads);

// ALiBi's bias (h, T, S): −m_p·(t − s); or of the heads whose slopes are given.
Array alibi(int heads, int T, int S);
Array alibi(const std::vector<double>& slopes, int T, int S);

// √d_k in float: what the scores are divided by (scale and the fused kernel multiply by its inverse). The
// trace states it (sqrt_d_k), so the page shows the engine's number, not one of its own.
float sqrt_d_k(int d_k);

// scores / √d_k, in place on the moved-in array.
Array scale(Array scores, int d_k);

// M (B, T, S): 0 where query t may attend key s, −∞ where not (d and c resolved).
Array mask(const Dims& d, const Config& c);

// scaled (+ alibi) + M, alibi broadcast over the batch, M over the heads; −∞ stays −∞ whatever the score
// (also +∞ or NaN). `alibi` may be null.
Array add_mask(Array scaled, const Array& M, const Array* alibi = nullptr);

// Stable softmax of each row (B, h, T, S); a row of only −∞ gives zeros. If given, row_max and row_sum
// (B, h, T) receive each row's max m and Σ e^(x − m) (0 and 0 for a fully masked row).
Array softmax(Array masked, Array* row_max = nullptr, Array* row_sum = nullptr);

// Z_h = weights_h V_{kv(h)}: (B, h, T, S), (B, h_kv, S, d_v) → (B, h, T, d_v).
Array context(const Array& weights, const Array& V_heads);

// (B, h, T, d_v) → (B, T, h·d_v): the heads side by side.
Array concat_heads(const Array& Z);

// a + b, same shapes (the residual connections).
Array add(const Array& a, const Array& b);

// Each row of the last axis to mean 0, variance 1 (eps 1e-5, no affine). If given, mean and variance
// (the leading axes) receive each row's statistics as computed (float64, rounded to float).
Array layer_norm(const Array& x, Array* mean = nullptr, Array* variance = nullptr);

// Each row's mean and (population) variance over the last axis, as layer_norm computes them (float64, rounded
// to float), without normalising: the page shows them for LayerNorm's output (0 and ≈1).
void row_moments(const Array& x, Array& mean, Array& variance);

// max(0, x), in place on the moved-in array.
Array relu(Array x);

// max(0, x W + b): the feed-forward network's hidden layer.
Array relu_project(const Array& x, const Array& W, const Array& b);

}  // namespace attn::step
