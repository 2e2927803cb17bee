// The rest of a transformer block around attention (post-norm, as in "Attention Is All You Need"):
//   residual1 = X + Y,  norm1 = LayerNorm(residual1),
//   hidden = ReLU(norm1 W_1 + b_1),  ffn = hidden W_2 + b_2,
//   residual2 = norm1 + ffn,  norm2 = LayerNorm(residual2).
#pragma once
#include <functional>
#include <string>

#include "config.hpp"
#include "trace.hpp"

namespace attn {

// Appends the block's steps and stores its tensors (those `keep` allows), from the attention's input X
// (X_q for cross-attention) and output Y, both (B, T, d_model). `dims` and `inputs` were checked by resolve:
// inputs may give W_1 (d_model×d_ff), b_1 (d_ff), W_2 (d_ff×d_model), b_2 (d_model); the rest is seeded.
void block_forward(Trace& trace, const Dims& dims, const Array& X, const Array& Y, const Config& config,
                   const Inputs& inputs, const std::function<bool(const std::string&)>& keep);

}  // namespace attn
