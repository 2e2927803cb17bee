// The training model's operations outside attention, each forward beside its backward (llm.c's layout).
// Row-major float buffers; sizes in the comments. Every transcendental goes through the engine's own exp,
// so training is bit-identical natively and in WebAssembly (libm differs between glibc and musl).
#pragma once
#include <cstddef>
#include <vector>

namespace attn::train {

// e^x and ln x for one float, from the engine's SIMD exp (kernels::exp4) and a Cephes-style log.
float exp1(float x);
float log1(float x);

// C (M×N) = A (M×K) · B (K×N) (+ bias); C += Aᵀ·B for A (K×M) and B (K×N); C += A·Bᵀ for B (N×K).
void matmul(float* C, const float* A, const float* B, int M, int N, int K, const float* bias = nullptr);
void matmul_at_b_add(float* C, const float* A, const float* B, int M, int N, int K);
void matmul_a_bt_add(float* C, const float* A, const float* B, int M, int N, int K);
// dbias (N) += the column sums of dY (M×N).
void column_sums_add(float* dbias, const float* dY, int M, int N);

// LayerNorm of each row with gain and bias, eps 1e-5 (torch.nn.LayerNorm): out = (x − mean)·rstd·γ + β.
// The forward keeps each row's mean and rstd (rows) for the backward, which adds into dx, dγ, dβ.
void layer_norm_forward(float* out, float* mean, float* rstd, const float* x, const float* gamma,
                        const float* beta, int rows, int n);
void layer_norm_backward(float* dx, float* dgamma, float* dbeta, const float* dout, const float* x,
                         const float* mean, const float* rstd, const float* gamma, int rows, int n);

// GELU, tanh approximation (GPT-2's "gelu_new"), elementwise; the backward adds into dx.
void gelu_forward(float* out, const float* x, size_t n);
void gelu_backward(float* dx, const float* x, const float* dout, size_t n);

// Softmax cross-entropy over the rows of logits (rows×V) whose target is ≥ 0 (−1: not counted).
// Writes probs (rows×V), returns the mean loss over the counted rows and their count; the backward
// writes dlogits = (probs − onehot) / counted (zero rows where not counted).
struct Loss {
  double loss = 0;
  int counted = 0;
  int correct = 0;  // counted rows whose arg-max is the target
};
Loss cross_entropy_forward(float* probs, const float* logits, const int* targets, int rows, int V);
void cross_entropy_backward(float* dlogits, const float* probs, const int* targets, int rows, int V, int counted);

}  // namespace attn::train
