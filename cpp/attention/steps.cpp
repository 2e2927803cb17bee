// The ordered list of steps the page walks through; each names its inputs, output, shape and axes.
#include "trace.hpp"

namespace attn {

std::vector<Step> build_steps(const Dims& d, const Config& c, bool from_text, bool source_from_text) {
  const int B = d.B, T = d.T, S = d.S, D = d.d_model, h = d.h, dk = d.d_k, dv = d.d_v;
  std::vector<Step> steps;

  auto input_steps = [&](const std::string& side, const std::string& len_axis, int len, const char* who,
                         bool side_from_text) {
    const std::string E = "E" + side, P = "P" + side, X = "X" + side, tokens = side == "_kv" ? "source_tokens" : "tokens";
    if (side_from_text) {
      steps.push_back({"embed" + side, "embed", std::string("Embed the ") + who + " tokens",
                       E + "_{b,t} = \\mathrm{Embed}(\\text{token}_{b,t})", {tokens}, E, {B, len, D},
                       {"B", len_axis, "d_model"}});
      steps.push_back({"position" + side, "embed", std::string("Positional encoding of the ") + who,
                       P + "_{t,2i} = \\sin\\!\\left(\\frac{t}{10000^{2i/d_{\\mathrm{model}}}}\\right),\\quad " + P +
                           "_{t,2i+1} = \\cos\\!\\left(\\frac{t}{10000^{2i/d_{\\mathrm{model}}}}\\right)",
                       {}, P, {len, D}, {len_axis, "d_model"}});
      steps.push_back({"input" + side, "embed", std::string("Add position to meaning: the ") + who + " input",
                       X + " = " + E + " + " + P, {E, P}, X, {B, len, D}, {"B", len_axis, "d_model"}});
    } else {
      steps.push_back({"input" + side, "embed", std::string("The ") + who + " input (given)", X + " \\text{ (given)}",
                       {}, X, {B, len, D}, {"B", len_axis, "d_model"}});
    }
  };
  const std::string xq = c.cross_attention ? "X_q" : "X", xkv = c.cross_attention ? "X_kv" : "X";
  if (c.cross_attention) {
    input_steps("_q", "T", T, "query (target)", from_text);
    input_steps("_kv", "S", S, "key/value (source)", source_from_text);
  } else {
    input_steps("", "T", T, "query/key/value", from_text);
  }

  auto project = [&](const char* id, const std::string& out, const std::string& x, const char* w, const char* b,
                     int len, const char* len_axis, int width, const char* width_axis, const char* what) {
    std::vector<std::string> ins = {x, w};
    if (c.bias) ins.push_back(b);
    steps.push_back({id, "project", what, out + " = " + x + "\\,W_{" + out.substr(0, 1) + "}" +
                                              (c.bias ? " + b_{" + out.substr(0, 1) + "}" : ""),
                     ins, out, {B, len, h * width}, {"B", len_axis, width_axis}});
  };
  project("project_q", "Q", xq, "W_q", "b_q", T, "T", dk, "h·d_k", "Queries: what each token is looking for");
  project("project_k", "K", xkv, "W_k", "b_k", S, "S", dk, "h·d_k", "Keys: what each token offers to be found by");
  project("project_v", "V", xkv, "W_v", "b_v", S, "S", dv, "h·d_v", "Values: what each token passes on");

  auto split = [&](const char* id, const char* in, const char* out, int len, const char* len_axis, int width,
                   const char* width_axis, const char* dim) {
    steps.push_back({id, "split", std::string("Split ") + in + " into " + std::to_string(h) + " heads",
                     std::string(out) + " = " + in + ".\\mathrm{view}(B, " + len_axis + ", h, " + dim +
                         ").\\mathrm{transpose}(1, 2)",
                     {in}, out, {B, h, len, width}, {"B", "h", len_axis, width_axis}});
  };
  split("split_q", "Q", "Q_heads", T, "T", dk, "d_k", "d_k");
  split("split_k", "K", "K_heads", S, "S", dk, "d_k", "d_k");
  split("split_v", "V", "V_heads", S, "S", dv, "d_v", "d_v");

  const std::vector<int> bhts = {B, h, T, S};
  const std::vector<std::string> bhts_axes = {"B", "h", "T", "S"};
  steps.push_back({"scores", "scores", "Scores: every query meets every key", "\\mathrm{scores}_h = Q_h K_h^{\\top}",
                   {"Q_heads", "K_heads"}, "scores", bhts, bhts_axes});
  steps.push_back({"scale", "scale", "Scale by 1/√d_k",
                   "\\mathrm{scaled}_h = \\frac{\\mathrm{scores}_h}{\\sqrt{d_k}} = \\frac{\\mathrm{scores}_h}{\\sqrt{" +
                       std::to_string(dk) + "}}",
                   {"scores"}, "scaled", bhts, bhts_axes});
  steps.push_back({"mask", "mask", std::string("The mask (") + mask_name(c.mask) + "): 0 where a query may attend, −∞ where not",
                   "M_{b,t,s} = \\begin{cases} 0 & \\text{query } t \\text{ may attend key } s \\\\ -\\infty & "
                   "\\text{otherwise} \\end{cases}",
                   {}, "M", {B, T, S}, {"B", "T", "S"}});
  steps.push_back({"masked", "mask", "Add the mask to every head", "\\mathrm{masked}_h = \\mathrm{scaled}_h + M",
                   {"scaled", "M"}, "masked", bhts, bhts_axes});
  steps.push_back({"softmax", "softmax", "Softmax each row: weights that sum to 1",
                   "\\mathrm{weights}_{h,t,s} = \\frac{e^{\\mathrm{masked}_{h,t,s} - m_t}}{\\sum_{s'} "
                   "e^{\\mathrm{masked}_{h,t,s'} - m_t}},\\quad m_t = \\max_{s'} \\mathrm{masked}_{h,t,s'}",
                   {"masked"}, "weights", bhts, bhts_axes});
  steps.push_back({"context", "context", "Context: a weighted sum of value rows", "Z_h = \\mathrm{weights}_h V_h",
                   {"weights", "V_heads"}, "Z", {B, h, T, dv}, {"B", "h", "T", "d_v"}});
  steps.push_back({"concat", "concat", "Concatenate the heads",
                   "\\mathrm{concat} = [Z_1 \\mid Z_2 \\mid \\cdots \\mid Z_h] = Z.\\mathrm{transpose}(1, "
                   "2).\\mathrm{reshape}(B, T, h \\cdot d_v)",
                   {"Z"}, "concat", {B, T, h * dv}, {"B", "T", "h·d_v"}});
  std::vector<std::string> out_inputs = {"concat", "W_o"};
  if (c.bias) out_inputs.push_back("b_o");
  steps.push_back({"output", "output", "Mix the heads: the output projection",
                   "Y = \\mathrm{concat}\\,W_O" + std::string(c.bias ? " + b_O" : ""), out_inputs, "Y", {B, T, D},
                   {"B", "T", "d_model"}});
  return steps;
}

}  // namespace attn
