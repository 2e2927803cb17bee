// The ordered list of steps the page walks through; each names its inputs, output, shape and axes.
#include "schema.hpp"
#include "trace.hpp"

namespace attn {

namespace {
// Each step's shape and axes: its output's, as the schema gives them.
void fill_shapes(std::vector<Step>& steps, const Dims& d) {
  for (Step& step : steps) {
    step.axes = axes_of(step.output);
    step.shape.clear();
    for (const auto& axis : step.axes) step.shape.push_back(int(axis_size(d, axis)));
  }
}
}  // namespace

std::vector<Step> build_steps(const Dims& d, const Config& c, bool from_text, bool source_from_text) {
  const int h = d.h, dk = d.d_k;
  std::vector<Step> steps;

  auto input_steps = [&](const std::string& side, const char* who, bool side_from_text) {
    const std::string E = "E" + side, P = "P" + side, X = "X" + side, tokens = side == "_kv" ? "source_tokens" : "tokens";
    if (side_from_text) {
      steps.push_back({"embed" + side, "embed", std::string("Embed the ") + who + " tokens",
                       E + "_{b,t} = \\mathrm{Embed}(\\text{token}_{b,t})", {tokens}, E});
      steps.push_back({"position" + side, "embed", std::string("Positional encoding of the ") + who,
                       P + "_{t,2i} = \\sin\\!\\left(\\frac{t}{10000^{2i/d_{\\mathrm{model}}}}\\right),\\quad " + P +
                           "_{t,2i+1} = \\cos\\!\\left(\\frac{t}{10000^{2i/d_{\\mathrm{model}}}}\\right)",
                       {}, P});
      steps.push_back({"input" + side, "embed", std::string("Add position to meaning: the ") + who + " input",
                       X + " = " + E + " + " + P, {E, P}, X});
    } else {
      steps.push_back({"input" + side, "embed", std::string("The ") + who + " input (given)", X + " \\text{ (given)}",
                       {}, X});
    }
  };
  const std::string xq = c.cross_attention ? "X_q" : "X", xkv = c.cross_attention ? "X_kv" : "X";
  if (c.cross_attention) {
    input_steps("_q", "query (target)", from_text);
    input_steps("_kv", "key/value (source)", source_from_text);
  } else {
    input_steps("", "query/key/value", from_text);
  }

  auto project = [&](const char* id, const std::string& out, const std::string& x, const char* w, const char* b,
                     const char* what) {
    std::vector<std::string> ins = {x, w};
    if (c.bias) ins.push_back(b);
    steps.push_back({id, "project", what, out + " = " + x + "\\,W_{" + out.substr(0, 1) + "}" +
                                              (c.bias ? " + b_{" + out.substr(0, 1) + "}" : ""),
                     ins, out});
  };
  project("project_q", "Q", xq, "W_q", "b_q", "Queries: what each token is looking for");
  project("project_k", "K", xkv, "W_k", "b_k", "Keys: what each token offers to be found by");
  project("project_v", "V", xkv, "W_v", "b_v", "Values: what each token passes on");

  auto split = [&](const char* id, const char* in, const char* out, const char* len_axis, const char* dim) {
    steps.push_back({id, "split", std::string("Split ") + in + " into " + std::to_string(h) + (h == 1 ? " head" : " heads"),
                     std::string(out) + " = " + in + ".\\mathrm{view}(B, " + len_axis + ", h, " + dim +
                         ").\\mathrm{transpose}(1, 2)",
                     {in}, out});
  };
  split("split_q", "Q", "Q_heads", "T", "d_k");
  split("split_k", "K", "K_heads", "S", "d_k");
  split("split_v", "V", "V_heads", "S", "d_v");

  steps.push_back({"scores", "scores", "Scores: every query meets every key", "\\mathrm{scores}_h = Q_h K_h^{\\top}",
                   {"Q_heads", "K_heads"}, "scores"});
  steps.push_back({"scale", "scale", "Scale by 1/√d_k",
                   "\\mathrm{scaled}_h = \\frac{\\mathrm{scores}_h}{\\sqrt{d_k}} = \\frac{\\mathrm{scores}_h}{\\sqrt{" +
                       std::to_string(dk) + "}}",
                   {"scores"}, "scaled"});
  steps.push_back({"mask", "mask", std::string("The mask (") + mask_name(c.mask) + "): 0 where a query may attend, −∞ where not",
                   "M_{b,t,s} = \\begin{cases} 0 & \\text{query } t \\text{ may attend key } s \\\\ -\\infty & "
                   "\\text{otherwise} \\end{cases}",
                   {}, "M"});
  steps.push_back({"masked", "mask", "Add the mask to every head", "\\mathrm{masked}_h = \\mathrm{scaled}_h + M",
                   {"scaled", "M"}, "masked"});
  steps.push_back({"softmax", "softmax", "Softmax each row: weights that sum to 1",
                   "\\mathrm{weights}_{h,t,s} = \\frac{e^{\\mathrm{masked}_{h,t,s} - m_t}}{\\sum_{s'} "
                   "e^{\\mathrm{masked}_{h,t,s'} - m_t}},\\quad m_t = \\max_{s'} \\mathrm{masked}_{h,t,s'}",
                   {"masked"}, "weights"});
  steps.push_back({"context", "context", "Context: a weighted sum of value rows", "Z_h = \\mathrm{weights}_h V_h",
                   {"weights", "V_heads"}, "Z"});
  steps.push_back({"concat", "concat", "Concatenate the heads",
                   "\\mathrm{concat} = [Z_1 \\mid Z_2 \\mid \\cdots \\mid Z_h] = Z.\\mathrm{transpose}(1, "
                   "2).\\mathrm{reshape}(B, T, h \\cdot d_v)",
                   {"Z"}, "concat"});
  std::vector<std::string> out_inputs = {"concat", "W_o"};
  if (c.bias) out_inputs.push_back("b_o");
  steps.push_back({"output", "output", "Mix the heads: the output projection",
                   "Y = \\mathrm{concat}\\,W_O" + std::string(c.bias ? " + b_O" : ""), out_inputs, "Y"});
  if (c.block) {  // the rest of the block (block.cpp), post-norm
    auto step = [&](const char* id, const char* title, const char* formula, std::vector<std::string> ins,
                    const char* out) {
      steps.push_back({id, "block", title, formula, std::move(ins), out});
    };
    step("residual1", "Add: the residual connection", "\\mathrm{residual}_1 = X + Y", {xq, "Y"}, "residual1");
    step("norm1", "Norm: each row to mean 0, variance 1",
         "\\mathrm{norm}_1 = \\frac{\\mathrm{residual}_1 - \\mu}{\\sqrt{\\sigma^2 + \\epsilon}}", {"residual1"}, "norm1");
    step("ffn_hidden", "Feed-forward, widen: d_model → d_ff, then ReLU",
         "\\mathrm{hidden} = \\max(0,\\ \\mathrm{norm}_1 W_1 + b_1)", {"norm1", "W_1", "b_1"}, "hidden");
    step("ffn_out", "Feed-forward, narrow: d_ff → d_model", "\\mathrm{ffn} = \\mathrm{hidden}\\,W_2 + b_2",
         {"hidden", "W_2", "b_2"}, "ffn");
    step("residual2", "Add: the second residual connection", "\\mathrm{residual}_2 = \\mathrm{norm}_1 + \\mathrm{ffn}",
         {"norm1", "ffn"}, "residual2");
    step("norm2", "Norm: the block's output", "\\mathrm{out} = \\mathrm{LayerNorm}(\\mathrm{residual}_2)",
         {"residual2"}, "norm2");
  }
  fill_shapes(steps, d);
  return steps;
}

}  // namespace attn
