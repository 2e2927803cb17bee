// The ordered list of steps the page walks through; each names its inputs, output, shape and axes.
#include <algorithm>
#include <cstring>
#include <initializer_list>
#include <map>
#include <string>

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
// "10000", or the configured RoPE base as the formula shows it.
std::string positional_base(const Config& c) {
  std::string s = std::to_string(c.rope_base);
  s.erase(s.find_last_not_of('0') + 1);
  if (!s.empty() && s.back() == '.') s.pop_back();
  return s;
}

Step alibi_step(int h) {
  return {"alibi", "alibi", "ALiBi: a bias that grows with the distance t − s, one slope per head",
          "\\mathrm{alibi}_{p,t,s} = -m_p\\,(t - s),\\quad m_p = 2^{-8(p+1)/" + std::to_string(h) + "}" +
              ((h & (h - 1)) ? "\\ \\text{(interpolated: } h \\text{ is not a power of two)}" : ""),
          {}, "alibi"};
}

// FlashAttention's steps: the mask, then one per tile (query tile i, key tile j), each updating its rows'
// running max m, sum l and partial output O, then Z = O / l.
void flash_steps(std::vector<Step>& steps, const Dims& d, const Config& c, const std::string& q_in,
                 const std::string& k_in, const std::string& mask_title, const std::string& mask_formula) {
  if (c.positional == Positional::alibi) steps.push_back(alibi_step(d.h));
  steps.push_back({"mask", "mask", mask_title, mask_formula, {}, "M"});
  std::vector<std::string> ins = {q_in, k_in, "V_heads", "M"};
  if (c.positional == Positional::alibi) ins.push_back("alibi");
  const int bq = std::min(c.flash.block_q, d.T), bk = std::min(c.flash.block_k, d.S);
  auto span = [](int from, int n, int len) {
    return std::to_string(from) + "–" + std::to_string(std::min(from + n, len) - 1);
  };
  for (int t0 = 0, i = 0; t0 < d.T; t0 += bq, ++i)
    for (int s0 = 0, j = 0; s0 < d.S; s0 += bk, ++j)
      steps.push_back({"flash_" + std::to_string(i) + "_" + std::to_string(j), "flash",
                       "Tile: queries " + span(t0, bq, d.T) + " meet keys " + span(s0, bk, d.S),
                       "m' = \\max(m, \\max_s x_s),\\ l' = e^{m - m'} l + \\textstyle\\sum_s e^{x_s - m'},\\ "
                       "O' = e^{m - m'} O + e^{x - m'} V_j,\\quad x = \\mathrm{masked}_{" + span(t0, bq, d.T) + ",\\," +
                           span(s0, bk, d.S) + "}",
                       ins, "flash_O"});
  steps.push_back({"flash_out", "flash", "Divide by the running sum: Z = O / l", "Z_{h,t} = O_{h,t} / l_{h,t}",
                   {"flash_O", "flash_l"}, "Z"});
}

}  // namespace

namespace {

int bits_of(float x) {
  int bits;
  std::memcpy(&bits, &x, sizeof bits);
  return bits;
}

// The numbers as one key: their bytes (a key, never shown).
std::string join_numbers(std::initializer_list<int> values) {
  return std::string(reinterpret_cast<const char*>(values.begin()), values.size() * sizeof(int));
}

// Long by design: the steps in the order the page plays them, one entry each (id, group, title, formula, inputs,
// output) — read top to bottom like DESIGN.md's list; splitting it would scatter that order.
std::vector<Step> make_steps(const Dims& d, const Config& c, bool from_text, bool source_from_text) {
  const int h = d.h, dk = d.d_k;
  std::vector<Step> steps;

  const bool sinusoidal = c.positional == Positional::sinusoidal, rope = c.positional == Positional::rope;
  auto input_steps = [&](const std::string& side, const char* who, bool side_from_text) {
    const std::string E = "E" + side, P = "P" + side, X = "X" + side, tokens = side == "_kv" ? "source_tokens" : "tokens";
    if (side_from_text) {
      steps.push_back({"embed" + side, "embed", std::string("Embed the ") + who + " tokens",
                       E + "_{b,t} = \\mathrm{Embed}(\\text{token}_{b,t})", {tokens}, E});
      if (!sinusoidal) {  // positions enter later (RoPE, ALiBi) or not at all
        steps.push_back({"input" + side, "embed", std::string("The ") + who + " input: the embeddings, no positions added",
                         X + " = " + E, {E}, X});
        return;
      }
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

  auto split = [&](const char* id, const char* in, const char* out, const char* len_axis, const char* dim, int n,
                   const char* n_name) {
    steps.push_back({id, "split", std::string("Split ") + in + " into " + std::to_string(n) + (n == 1 ? " head" : " heads"),
                     std::string(out) + " = " + in + ".\\mathrm{view}(B, " + len_axis + ", " + n_name + ", " + dim +
                         ").\\mathrm{transpose}(1, 2)",
                     {in}, out});
  };
  const bool grouped = d.h_kv != h;
  const char* kv_name = grouped ? "h_{kv}" : "h";
  split("split_q", "Q", "Q_heads", "T", "d_k", h, "h");
  split("split_k", "K", "K_heads", "S", "d_k", d.h_kv, kv_name);
  split("split_v", "V", "V_heads", "S", "d_v", d.h_kv, kv_name);
  if (rope) {
    auto rotate = [&](const char* id, const char* in, const char* out, const char* who, const char* pos) {
      steps.push_back({id, "rope", std::string("RoPE: rotate each ") + who + " by its position",
                       std::string("(x_i, x_{i+d/2}) \\mapsto (x_i \\cos ") + pos + "\\theta_i - x_{i+d/2} \\sin " + pos +
                           "\\theta_i,\\ x_{i+d/2} \\cos " + pos + "\\theta_i + x_i \\sin " + pos +
                           "\\theta_i),\\quad \\theta_i = " + positional_base(c) + "^{-2i/d_k}",
                       {in}, out});
    };
    rotate("rope_q", "Q_heads", "Q_rope", "query", "t");
    rotate("rope_k", "K_heads", "K_rope", "key", "s");
  }
  const std::string q_in = rope ? "Q_rope" : "Q_heads", k_in = rope ? "K_rope" : "K_heads";
  // Query head p reads key/value head ⌊p / (h / h_kv)⌋ (repeat_interleave).
  const std::string kv = grouped ? "_{\\lfloor h / " + std::to_string(h / d.h_kv) + " \\rfloor}" : "_h";
  const std::string kq = rope ? "\\tilde{K}" : "K", qq = rope ? "\\tilde{Q}" : "Q";
  const std::string mask_title = std::string("The mask (") + mask_name(c.mask) +
                                 (is_sliding(c.mask) ? ", window " + std::to_string(c.window) : "") +
                                 "): 0 where a query may attend, −∞ where not";
  const std::string mask_formula = is_sliding(c.mask)
      ? "M_{b,t,s} = \\begin{cases} 0 & t - " + std::to_string(c.window) +
            " < s \\le t \\\\ -\\infty & \\text{otherwise} \\end{cases}"
      : "M_{b,t,s} = \\begin{cases} 0 & \\text{query } t \\text{ may attend key } s \\\\ -\\infty & "
        "\\text{otherwise} \\end{cases}";
  if (c.flash.on) {
    flash_steps(steps, d, c, q_in, k_in, mask_title, mask_formula);
  } else {
    steps.push_back({"scores", "scores", "Scores: every query meets every key",
                     "\\mathrm{scores}_h = " + qq + "_h " + kq + kv + "^{\\top}", {q_in, k_in}, "scores"});
    steps.push_back({"scale", "scale", "Scale by 1/√d_k",
                     "\\mathrm{scaled}_h = \\frac{\\mathrm{scores}_h}{\\sqrt{d_k}} = \\frac{\\mathrm{scores}_h}{\\sqrt{" +
                         std::to_string(dk) + "}}",
                     {"scores"}, "scaled"});
    if (c.positional == Positional::alibi) steps.push_back(alibi_step(h));
    steps.push_back({"mask", "mask", mask_title, mask_formula, {}, "M"});
    if (c.positional == Positional::alibi)
      steps.push_back({"masked", "mask", "Add the ALiBi bias and the mask to every head",
                       "\\mathrm{masked}_h = \\mathrm{scaled}_h + \\mathrm{alibi}_h + M", {"scaled", "alibi", "M"},
                       "masked"});
    else
      steps.push_back({"masked", "mask", "Add the mask to every head", "\\mathrm{masked}_h = \\mathrm{scaled}_h + M",
                       {"scaled", "M"}, "masked"});
    steps.push_back({"softmax", "softmax", "Softmax each row: weights that sum to 1",
                     "\\mathrm{weights}_{h,t,s} = \\frac{e^{\\mathrm{masked}_{h,t,s} - m_t}}{\\sum_{s'} "
                     "e^{\\mathrm{masked}_{h,t,s'} - m_t}},\\quad m_t = \\max_{s'} \\mathrm{masked}_{h,t,s'}",
                     {"masked"}, "weights"});
    steps.push_back({"context", "context", "Context: a weighted sum of value rows",
                     "Z_h = \\mathrm{weights}_h V" + kv, {"weights", "V_heads"}, "Z"});
  }
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

}  // namespace

// The steps depend only on the sizes and the settings below, not on the text or the numbers: made once per such
// key and shared (a run at the teaching size spent a quarter of its time writing the same titles and formulas,
// then a tenth copying them).
Steps build_steps(const Dims& d, const Config& c, bool from_text, bool source_from_text) {
  const std::string key = join_numbers({d.B, d.T, d.S, d.d_model, d.h, d.h_kv, d.d_k, d.d_v, d.d_ff, d.tiles_k, int(c.mask),
                                        int(c.positional), c.window, c.bias, c.block, c.cross_attention, c.flash.on,
                                        c.flash.block_q, c.flash.block_k, from_text, source_from_text,
                                        bits_of(c.rope_base)});
  static std::map<std::string, Steps> made;
  auto it = made.find(key);
  if (it != made.end()) return it->second;
  if (made.size() >= 32) made.clear();  // a learner's session visits a handful of shapes (runs keep their own)
  return made.emplace(key, Steps(std::make_shared<const std::vector<Step>>(make_steps(d, c, from_text, source_from_text))))
      .first->second;
}

}  // namespace attn
