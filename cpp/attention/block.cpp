#include "block.hpp"

#include "parameters.hpp"
#include "schema.hpp"
#include "step_functions.hpp"

namespace attn {
void block_forward(Trace& trace, const Dims& d, const Array& X, const Array& Y, const Config& config,
                   const Inputs& inputs, const std::function<bool(const std::string&)>& keep) {
  const size_t D = d.d_model, F = d.d_ff;
  const uint32_t seed = config.seed;
  Array W_1 = parameter(inputs, "W_1", D, F, seed, 9, false);
  Array b_1 = parameter(inputs, "b_1", D, F, seed, 10, true);
  Array W_2 = parameter(inputs, "W_2", F, D, seed, 11, false);
  Array b_2 = parameter(inputs, "b_2", F, D, seed, 12, true);

  // pass 1: add the attention output to its input (the residual stream), then normalise each row
  Array residual1 = step::add(X, Y);  // (B, T, d_model)
  Array mean1, variance1;              // (B, T): the statistics LayerNorm normalised each row by
  Array norm1 = step::layer_norm(residual1, &mean1, &variance1);

  // pass 2: the position-wise feed-forward network, d_model → d_ff → d_model; the sum before ReLU is kept
  // when asked (the page explains a hidden cell with it), else ReLU works in place
  Array pre = step::project(norm1, W_1, &b_1);                       // (B, T, d_ff)
  Array hidden = step::relu(keep("hidden_pre") ? Array(pre) : std::move(pre));  // (B, T, d_ff)
  Array ffn = step::project(hidden, W_2, &b_2);          // (B, T, d_model)

  // pass 3: the second residual and norm
  Array residual2 = step::add(norm1, ffn);
  Array mean2, variance2;  // (B, T)
  Array norm2 = step::layer_norm(residual2, &mean2, &variance2);

  auto store = [&](const char* name, Array& values) {
    if (keep(name)) trace.tensors.try_emplace(name, std::move(values), Axes::lasting(axes_of(name)));
  };
  store("W_1", W_1);
  store("b_1", b_1);
  store("W_2", W_2);
  store("b_2", b_2);
  // The norms' row statistics, before (what LayerNorm divided by) and after (0 and ≈1), for the page's side
  // table and tour, which compute none of them; the after ones (a pass over B×T×d_model) only when kept.
  auto store_moments = [&](const std::string& norm, const Array& out, Array& mean, Array& variance) {
    store((norm + "_mean").c_str(), mean);
    store((norm + "_variance").c_str(), variance);
    if (!keep(norm + "_out_mean") && !keep(norm + "_out_variance")) return;
    Array out_mean, out_variance;  // (B, T)
    step::row_moments(out, out_mean, out_variance);
    store((norm + "_out_mean").c_str(), out_mean);
    store((norm + "_out_variance").c_str(), out_variance);
  };
  store_moments("norm1", norm1, mean1, variance1);
  store_moments("norm2", norm2, mean2, variance2);
  store("residual1", residual1);
  store("norm1", norm1);
  store("hidden_pre", pre);
  store("hidden", hidden);
  store("ffn", ffn);
  store("residual2", residual2);
  store("norm2", norm2);
}

}  // namespace attn
