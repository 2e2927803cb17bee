#include "block.hpp"

#include "parameters.hpp"
#include "step_functions.hpp"

namespace attn {
void block_forward(Trace& trace, const Dims& d, const Array& X, const Array& Y, const Config& config,
                   const Inputs& inputs, const std::function<bool(const std::string&)>& keep) {
  const std::string x_name = config.cross_attention ? "X_q" : "X";
  const size_t B = d.B, T = d.T, D = d.d_model, F = d.d_ff;
  const uint32_t seed = config.seed;
  Array W_1 = parameter(inputs, "W_1", D, F, seed, 9, false);
  Array b_1 = parameter(inputs, "b_1", D, F, seed, 10, true);
  Array W_2 = parameter(inputs, "W_2", F, D, seed, 11, false);
  Array b_2 = parameter(inputs, "b_2", F, D, seed, 12, true);

  // pass 1: add the attention output to its input (the residual stream), then normalise each row
  Array residual1 = step::add(X, Y);  // (B, T, d_model)
  Array norm1 = step::layer_norm(residual1);

  // pass 2: the position-wise feed-forward network, d_model → d_ff → d_model
  Array hidden = step::relu_project(norm1, W_1, b_1);  // (B, T, d_ff)
  Array ffn = step::project(hidden, W_2, &b_2);          // (B, T, d_model)

  // pass 3: the second residual and norm
  Array residual2 = step::add(norm1, ffn);
  Array norm2 = step::layer_norm(residual2);

  const int b = int(B), t = int(T), dm = int(D), ff = int(F);
  const std::vector<std::string> btd = {"B", "T", "d_model"};
  auto step = [&](const char* id, const char* title, const char* formula, std::vector<std::string> ins,
                  const char* out, std::vector<int> shape, std::vector<std::string> axes) {
    trace.steps.push_back({id, "block", title, formula, std::move(ins), out, std::move(shape), std::move(axes)});
  };
  step("residual1", "Add: the residual connection", "\\mathrm{residual}_1 = X + Y", {x_name, "Y"}, "residual1",
       {b, t, dm}, btd);
  step("norm1", "Norm: each row to mean 0, variance 1",
       "\\mathrm{norm}_1 = \\frac{\\mathrm{residual}_1 - \\mu}{\\sqrt{\\sigma^2 + \\epsilon}}", {"residual1"}, "norm1",
       {b, t, dm}, btd);
  step("ffn_hidden", "Feed-forward, widen: d_model → d_ff, then ReLU",
       "\\mathrm{hidden} = \\max(0,\\ \\mathrm{norm}_1 W_1 + b_1)", {"norm1", "W_1", "b_1"}, "hidden", {b, t, ff},
       {"B", "T", "d_ff"});
  step("ffn_out", "Feed-forward, narrow: d_ff → d_model", "\\mathrm{ffn} = \\mathrm{hidden}\\,W_2 + b_2",
       {"hidden", "W_2", "b_2"}, "ffn", {b, t, dm}, btd);
  step("residual2", "Add: the second residual connection", "\\mathrm{residual}_2 = \\mathrm{norm}_1 + \\mathrm{ffn}",
       {"norm1", "ffn"}, "residual2", {b, t, dm}, btd);
  step("norm2", "Norm: the block's output", "\\mathrm{out} = \\mathrm{LayerNorm}(\\mathrm{residual}_2)",
       {"residual2"}, "norm2", {b, t, dm}, btd);

  auto store = [&](const char* name, Array& values, std::vector<std::string> axes) {
    if (keep(name)) trace.tensors[name] = {std::move(values), std::move(axes)};
  };
  store("W_1", W_1, {"d_model", "d_ff"});
  store("b_1", b_1, {"d_ff"});
  store("W_2", W_2, {"d_ff", "d_model"});
  store("b_2", b_2, {"d_model"});
  store("residual1", residual1, btd);
  store("norm1", norm1, btd);
  store("hidden", hidden, {"B", "T", "d_ff"});
  store("ffn", ffn, btd);
  store("residual2", residual2, btd);
  store("norm2", norm2, btd);
}

}  // namespace attn
