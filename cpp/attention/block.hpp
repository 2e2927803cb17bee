// The rest of a transformer block around attention (post-norm, as in "Attention Is All You Need"):
//   residual1 = X + Y,  norm1 = LayerNorm(residual1),
//   hidden = ReLU(norm1 W_1 + b_1),  ffn = hidden W_2 + b_2,
//   residual2 = norm1 + ffn,  norm2 = LayerNorm(residual2).
#pragma once
#include <optional>

#include "config.hpp"
#include "trace.hpp"

namespace attn {

struct BlockConfig {
  int d_ff = 0;  // width of the feed-forward layer; 0 = 4·d_model
};

// Appends the block's steps and tensors to an attention trace that kept X (or X_q) and Y.
// Inputs may give W_1 (d_model×d_ff), b_1 (d_ff), W_2 (d_ff×d_model), b_2 (d_model); the rest is seeded.
std::optional<Error> block_forward(Trace& trace, const BlockConfig& config, const Inputs& inputs);

// LayerNorm of each row of `in` (rows × n) into `out`: zero mean, unit variance, eps 1e-5, no affine.
void layer_norm_rows(float* out, const float* in, int rows, int n);

}  // namespace attn
