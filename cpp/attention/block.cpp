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
  Array norm1 = step::layer_norm(residual1);

  // pass 2: the position-wise feed-forward network, d_model → d_ff → d_model; the sum before ReLU is kept
  // when asked (the page explains a hidden cell with it), else ReLU works in place
  Array pre = step::project(norm1, W_1, &b_1);                       // (B, T, d_ff)
  Array hidden = step::relu(keep("hidden_pre") ? Array(pre) : std::move(pre));  // (B, T, d_ff)
  Array ffn = step::project(hidden, W_2, &b_2);          // (B, T, d_model)

  // pass 3: the second residual and norm
  Array residual2 = step::add(norm1, ffn);
  Array norm2 = step::layer_norm(residual2);

  auto store = [&](const char* name, Array& values) {
    if (keep(name)) trace.tensors.try_emplace(name, std::move(values), Axes::lasting(axes_of(name)));
  };
  store("W_1", W_1);
  store("b_1", b_1);
  store("W_2", W_2);
  store("b_2", b_2);
  store("residual1", residual1);
  store("norm1", norm1);
  store("hidden_pre", pre);
  store("hidden", hidden);
  store("ffn", ffn);
  store("residual2", residual2);
  store("norm2", norm2);
}

}  // namespace attn
