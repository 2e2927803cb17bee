// The ordered list of steps the page walks through; each names its inputs, output, shape and axes, and says
// its title and formula through step_text, the one place each step's words are written.
#include "steps.hpp"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <cstring>
#include <initializer_list>
#include <map>
#include <string>

#include "schema.hpp"

namespace attn {

namespace {

// What a step's words depend on besides its id.
struct Context {
  const Dims& d;
  const Config& c;
  bool from_text, source_from_text;
};

// A step's words. Its title is the catalog's (steps.title.<key> in web/src/i18n/en.js, written into the engine at
// build time) filled with `values`: the sentence the page says from titleKey and titleValues. `words` fills
// the English only (a mask kind's name is its own key's sentence).
StepText text(std::string key, std::string formula, std::vector<TitleValue> values = {}, Values words = {}) {
  for (const TitleValue& v : values) words.push_back({v.name, v.text});
  std::string title = key.empty() ? std::string() : say("steps.title." + key, std::move(words)).text;
  return {std::move(title), std::move(key), std::move(values), std::move(formula)};
}
TitleValue number(const char* name, int n) { return {name, std::to_string(n), true}; }

// ---- the inputs: embed, position and input, for self-attention's X ("") or cross-attention's X_q and X_kv ----

// A side of the inputs by its id suffix: who it is in a title key, and its TeX subscript.
struct Side {
  const char* suffix;
  const char* key;  // "q": steps.title.embed.q
  const char* tex;  // "\mathrm{q}": X_{\mathrm{q}}
};
constexpr Side sides[] = {{"", "qkv", ""}, {"_q", "q", "\\mathrm{q}"}, {"_kv", "kv", "\\mathrm{kv}"}};

// A side's tensor in TeX: X, X_{\mathrm{q}}; and one element of it: E_{b,t}, (E_{\mathrm{q}})_{b,t} (one
// subscript per base: E_q_{b,t} is not TeX).
std::string tensor_tex(const char* letter, const Side& s) {
  return *s.tex ? std::string(letter) + "_{" + s.tex + "}" : letter;
}
std::string element_tex(const char* letter, const Side& s, const char* index) {
  return (*s.tex ? "(" + tensor_tex(letter, s) + ")" : std::string(letter)) + "_{" + index + "}";
}

// How a side's input is made: given by the caller, the embeddings alone (positions enter later, or not at
// all), or the embeddings plus sinusoidal positions. make_steps gives the input step its inputs by the same.
enum class InputKind { given, embeddings, with_positions };
InputKind input_kind(bool side_from_text, const Config& c) {
  if (!side_from_text) return InputKind::given;
  return c.positional == Positional::sinusoidal ? InputKind::with_positions : InputKind::embeddings;
}

StepText input_text(const std::string& what, const Side& s, const Context& x) {
  const std::string key = s.key, E = tensor_tex("E", s), P = tensor_tex("P", s), X = tensor_tex("X", s);
  if (what == "embed")
    return text("embed." + key, element_tex("E", s, "b,t") + " = \\mathrm{Embed}(\\text{token}_{b,t})");
  if (what == "position") {
    const std::string angle = "\\!\\left(\\frac{t}{10000^{2i/d_{\\mathrm{model}}}}\\right)";
    return text("position." + key, element_tex("P", s, "t,2i") + " = \\sin" + angle + ",\\quad " + element_tex("P", s, "t,2i+1") + " = \\cos" +
                    angle);
  }
  switch (input_kind(std::strcmp(s.suffix, "_kv") ? x.from_text : x.source_from_text, x.c)) {
    case InputKind::given:
      return text("input.given." + key, X + " \\text{ (given)}");
    case InputKind::embeddings:
      return text("input.noPositions." + key, X + " = " + E);
    default:
      return text("input.withPositions." + key, X + " = " + E + " + " + P);
  }
}

// ---- the attention steps ----

// "10000", or the configured RoPE base as the formula shows it.
std::string positional_base(const Config& c) {
  std::string s = std::to_string(c.rope_base);
  s.erase(s.find_last_not_of('0') + 1);
  if (!s.empty() && s.back() == '.') s.pop_back();
  return s;
}

bool grouped(const Dims& d) { return d.h_kv != d.h; }

// The key/value head query head h reads: ⌊h / (h / h_kv)⌋ (repeat_interleave), or h itself.
std::string kv_head(const Dims& d) {
  return grouped(d) ? "_{\\lfloor h / " + std::to_string(d.h / d.h_kv) + " \\rfloor}" : "_h";
}

StepText project_text(char n, const Context& x) {
  const char N = char(n - 'a' + 'A');
  const std::string X = !x.c.cross_attention ? "X" : n == 'q' ? "X_{\\mathrm{q}}" : "X_{\\mathrm{kv}}";
  return text(std::string("project_") + n, std::string(1, N) + " = " + X + "\\,W_{" + N + "}" + (x.c.bias ? std::string(" + b_{") + N + "}" : ""));
}

StepText split_text(char n, const Context& x) {
  const char N = char(n - 'a' + 'A');
  const bool q = n == 'q';
  const int heads = q ? x.d.h : x.d.h_kv;
  const char* count = q || !grouped(x.d) ? "h" : "h_{\\mathrm{kv}}";
  return text(std::string("split_") + n, std::string(1, N) + "_{\\mathrm{heads}} = " + N + ".\\mathrm{view}(B, " + (q ? "T" : "S") + ", " + count +
                  ", " + (n == 'v' ? "d_v" : "d_k") + ").\\mathrm{transpose}(1, 2)", {number("n", heads)});
}

StepText rope_text(char n, const Context& x) {
  const std::string p = n == 'q' ? "t" : "s";  // the query's position t, the key's s
  return text(std::string("rope_") + n, "(x_i, x_{i+d/2}) \\mapsto (x_i \\cos " + p + "\\theta_i - x_{i+d/2} \\sin " + p + "\\theta_i,\\ x_{i+d/2} \\cos " +
                  p + "\\theta_i + x_i \\sin " + p + "\\theta_i),\\quad \\theta_i = " + positional_base(x.c) + "^{-2i/d_k}");
}

StepText alibi_text(const Context& x) {
  const int h = x.d.h;
  return text("alibi", "\\mathrm{alibi}_{p,t,s} = -m_p\\,(t - s),\\quad m_p = 2^{-8(p+1)/" + std::to_string(h) + "}" +
                  ((h & (h - 1)) ? "\\ \\text{(interpolated: } h \\text{ is not a power of two)}" : ""));
}

StepText scores_text(const Context& x) {
  const bool rope = x.c.positional == Positional::rope;
  return text("scores", std::string("\\mathrm{scores}_h = ") + (rope ? "\\tilde{Q}" : "Q") + "_h " + (rope ? "\\tilde{K}" : "K") +
                  kv_head(x.d) + "^{\\top}");
}

StepText mask_text(const Context& x) {
  const Config& c = x.c;
  const bool sliding = is_sliding(c.mask);
  const std::string kind = mask_name(c.mask), w = std::to_string(c.window);
  std::vector<TitleValue> values = {{"kind", kind, false}};
  if (sliding) values.push_back(number("w", c.window));
  // The kind's name in a title is its own sentence (steps.title.maskKind.causalPadding), as the page says it.
  std::string kind_key = kind;
  for (size_t plus; (plus = kind_key.find('+')) != std::string::npos;)
    kind_key.replace(plus, 2, std::string(1, char(std::toupper(static_cast<unsigned char>(kind_key[plus + 1])))));
  return text(sliding ? "maskWindow" : "mask",
              sliding ? "M_{b,t,s} = \\begin{cases} 0 & t - " + w + " < s \\le t \\\\ -\\infty & \\text{otherwise} \\end{cases}"
                      : "M_{b,t,s} = \\begin{cases} 0 & \\text{query } t \\text{ may attend key } s \\\\ -\\infty & "
                        "\\text{otherwise} \\end{cases}",
              values, {{"kindKey", "steps.title.maskKind." + kind_key}});
}

StepText masked_text(const Context& x) {
  if (x.c.positional == Positional::alibi)
    return text("maskedAlibi", "\\mathrm{masked}_h = \\mathrm{scaled}_h + \\mathrm{alibi}_h + M");
  return text("masked", "\\mathrm{masked}_h = \\mathrm{scaled}_h + M");
}

// FlashAttention's update of a tile's rows: running max m, sum l and partial output O.
const char* flash_update =
    "m' = \\max(m, \\max_s x_s),\\ l' = e^{m - m'} l + \\textstyle\\sum_s e^{x_s - m'},\\ O' = e^{m - m'} O + e^{x - m'} V_j";

// Tile (i, j) of a flash run: queries i·blockQ… and keys j·blockK…, cut at T and S.
StepText flash_tile_text(int i, int j, const Context& x) {
  const int bq = std::min(x.c.flash.block_q, x.d.T), bk = std::min(x.c.flash.block_k, x.d.S);
  const int q0 = i * bq, q1 = std::min(q0 + bq, x.d.T) - 1, k0 = j * bk, k1 = std::min(k0 + bk, x.d.S) - 1;
  auto span = [](int from, int to) { return std::to_string(from) + "–" + std::to_string(to); };
  return text("flashTile", std::string(flash_update) + ",\\quad x = \\mathrm{masked}_{" + span(q0, q1) + ",\\," + span(k0, k1) + "}", {number("q0", q0), number("q1", q1), number("k0", k0), number("k1", k1)});
}

// The words of each step with a fixed id (the inputs' steps and flash's tiles are found by their id's parts).
using TextOf = StepText (*)(const Context&);
const std::map<std::string, TextOf>& texts_by_id() {
  static const std::map<std::string, TextOf> table = {
      {"project_q", [](const Context& x) { return project_text('q', x); }},
      {"project_k", [](const Context& x) { return project_text('k', x); }},
      {"project_v", [](const Context& x) { return project_text('v', x); }},
      {"split_q", [](const Context& x) { return split_text('q', x); }},
      {"split_k", [](const Context& x) { return split_text('k', x); }},
      {"split_v", [](const Context& x) { return split_text('v', x); }},
      {"rope_q", [](const Context& x) { return rope_text('q', x); }},
      {"rope_k", [](const Context& x) { return rope_text('k', x); }},
      {"alibi", alibi_text},
      {"scores", scores_text},
      {"scale",
       [](const Context& x) {
         return text("scale", "\\mathrm{scaled}_h = \\frac{\\mathrm{scores}_h}{\\sqrt{d_k}} = \\frac{\\mathrm{scores}_h}{\\sqrt{" +
                         std::to_string(x.d.d_k) + "}}");
       }},
      {"mask", mask_text},
      {"masked", masked_text},
      {"softmax",
       [](const Context&) {
         return text("softmax", "\\mathrm{weights}_{h,t,s} = \\frac{e^{\\mathrm{masked}_{h,t,s} - m_t}}{\\sum_{s'} "
                     "e^{\\mathrm{masked}_{h,t,s'} - m_t}},\\quad m_t = \\max_{s'} \\mathrm{masked}_{h,t,s'}");
       }},
      {"context",
       [](const Context& x) {
         return text("context", "Z_h = \\mathrm{weights}_h V" + kv_head(x.d));
       }},
      {"flash",  // lab.step's: every tile in one call (a run shows each tile as a step of its own)
       [](const Context&) {
         return text("", std::string(flash_update) + ",\\quad Z = O / l");
       }},
      {"flash_out",
       [](const Context&) {
         return text("flash_out", "Z_{h,t} = O_{h,t} / l_{h,t}");
       }},
      {"concat",
       [](const Context&) {
         return text("concat", "\\mathrm{concat} = [Z_1 \\mid Z_2 \\mid \\cdots \\mid Z_h] = Z.\\mathrm{transpose}(1, "
                     "2).\\mathrm{reshape}(B, T, h \\cdot d_v)");
       }},
      {"output",
       [](const Context& x) {
         return text("output", "Y = \\mathrm{concat}\\,W_O" + std::string(x.c.bias ? " + b_O" : ""));
       }},
      // The rest of the block (block.cpp), post-norm.
      {"residual1",
       [](const Context&) { return text("residual1", "\\mathrm{residual}_1 = X + Y"); }},
      {"norm1",
       [](const Context&) {
         return text("norm1", "\\mathrm{norm}_1 = \\frac{\\mathrm{residual}_1 - \\mu}{\\sqrt{\\sigma^2 + \\epsilon}}");
       }},
      {"ffn_hidden",
       [](const Context&) {
         return text("ffn_hidden", "\\mathrm{hidden} = \\max(0,\\ \\mathrm{norm}_1 W_1 + b_1)");
       }},
      {"ffn_out",
       [](const Context&) {
         return text("ffn_out", "\\mathrm{ffn} = \\mathrm{hidden}\\,W_2 + b_2");
       }},
      {"residual2",
       [](const Context&) {
         return text("residual2", "\\mathrm{residual}_2 = \\mathrm{norm}_1 + \\mathrm{ffn}");
       }},
      {"norm2",
       [](const Context&) {
         return text("norm2", "\\mathrm{out} = \\mathrm{LayerNorm}(\\mathrm{residual}_2)");
       }},
  };
  return table;
}

// ---- the list ----

int bits_of(float x) {
  int bits;
  std::memcpy(&bits, &x, sizeof bits);
  return bits;
}

// The numbers as one key: their bytes (a key, never shown).
std::string join_numbers(std::initializer_list<int> values) {
  return std::string(reinterpret_cast<const char*>(values.begin()), values.size() * sizeof(int));
}

// Each step's shape and axes: its output's, as the schema gives them.
void fill_shapes(std::vector<Step>& steps, const Dims& d) {
  for (Step& step : steps) {
    step.axes = axes_of(step.output);
    step.shape.clear();
    for (const auto& axis : step.axes) step.shape.push_back(int(axis_size(d, axis)));
  }
}

// Long by design: the steps in the order the page plays them, one line each (id, group, inputs, output) — read
// top to bottom like docs/ARCHITECTURE.md's list; splitting it would scatter that order. Their words are step_text's.
std::vector<Step> make_steps(const Dims& d, const Config& c, bool from_text, bool source_from_text) {
  std::vector<Step> steps;
  auto add = [&](const std::string& id, const char* group, std::vector<std::string> inputs, const std::string& output) {
    StepText said = step_text(id, d, c, from_text, source_from_text);
    steps.push_back({id, group, std::move(said.title), std::move(said.title_key), std::move(said.title_values),
                     std::move(said.formula), std::move(inputs), output});
  };
  const bool rope = c.positional == Positional::rope, alibi = c.positional == Positional::alibi;

  auto inputs = [&](const std::string& side, bool side_from_text) {
    const std::string E = "E" + side, P = "P" + side, X = "X" + side;
    const InputKind kind = input_kind(side_from_text, c);
    if (kind != InputKind::given) add("embed" + side, "embed", {side == "_kv" ? "source_tokens" : "tokens"}, E);
    if (kind == InputKind::with_positions) add("position" + side, "embed", {}, P);
    add("input" + side, "embed",
        kind == InputKind::given ? std::vector<std::string>{} : kind == InputKind::embeddings ? std::vector<std::string>{E}
                                                                                               : std::vector<std::string>{E, P},
        X);
  };
  if (c.cross_attention) {
    inputs("_q", from_text);
    inputs("_kv", source_from_text);
  } else {
    inputs("", from_text);
  }
  const std::string xq = c.cross_attention ? "X_q" : "X", xkv = c.cross_attention ? "X_kv" : "X";

  for (const char* n : {"q", "k", "v"}) {
    std::vector<std::string> ins = {*n == 'q' ? xq : xkv, std::string("W_") + n};
    if (c.bias) ins.push_back(std::string("b_") + n);
    add(std::string("project_") + n, "project", ins, std::string(1, char(*n - 'a' + 'A')));
  }
  add("split_q", "split", {"Q"}, "Q_heads");
  add("split_k", "split", {"K"}, "K_heads");
  add("split_v", "split", {"V"}, "V_heads");
  if (rope) {
    add("rope_q", "rope", {"Q_heads"}, "Q_rope");
    add("rope_k", "rope", {"K_heads"}, "K_rope");
  }
  const std::string q_in = rope ? "Q_rope" : "Q_heads", k_in = rope ? "K_rope" : "K_heads";
  if (c.flash.on) {  // the mask, then one step per tile (query tile i, key tile j), then Z = O / l
    if (alibi) add("alibi", "alibi", {}, "alibi");
    add("mask", "mask", {}, "M");
    std::vector<std::string> ins = {q_in, k_in, "V_heads", "M"};
    if (alibi) ins.push_back("alibi");
    const int bq = std::min(c.flash.block_q, d.T), bk = std::min(c.flash.block_k, d.S);
    for (int i = 0; i * bq < d.T; ++i)
      for (int j = 0; j * bk < d.S; ++j) add("flash_" + std::to_string(i) + "_" + std::to_string(j), "flash", ins, "flash_O");
    add("flash_out", "flash", {"flash_O", "flash_l"}, "Z");
  } else {
    add("scores", "scores", {q_in, k_in}, "scores");
    add("scale", "scale", {"scores"}, "scaled");
    if (alibi) add("alibi", "alibi", {}, "alibi");
    add("mask", "mask", {}, "M");
    add("masked", "mask", alibi ? std::vector<std::string>{"scaled", "alibi", "M"} : std::vector<std::string>{"scaled", "M"},
        "masked");
    add("softmax", "softmax", {"masked"}, "weights");
    add("context", "context", {"weights", "V_heads"}, "Z");
  }
  add("concat", "concat", {"Z"}, "concat");
  add("output", "output", c.bias ? std::vector<std::string>{"concat", "W_o", "b_o"} : std::vector<std::string>{"concat", "W_o"},
      "Y");
  if (c.block) {  // the rest of the block (block.cpp), post-norm
    add("residual1", "block", {xq, "Y"}, "residual1");
    add("norm1", "block", {"residual1"}, "norm1");
    add("ffn_hidden", "block", {"norm1", "W_1", "b_1"}, "hidden");
    add("ffn_out", "block", {"hidden", "W_2", "b_2"}, "ffn");
    add("residual2", "block", {"norm1", "ffn"}, "residual2");
    add("norm2", "block", {"residual2"}, "norm2");
  }
  fill_shapes(steps, d);
  return steps;
}

}  // namespace

StepText step_text(const std::string& id, const Dims& d, const Config& c, bool from_text, bool source_from_text) {
  const Context x{d, c, from_text, source_from_text};
  auto fixed = texts_by_id().find(id);
  if (fixed != texts_by_id().end()) return fixed->second(x);
  for (const Side& s : sides)
    for (const char* what : {"embed", "position", "input"})
      if (id == what + std::string(s.suffix)) return input_text(what, s, x);
  int i, j, end = 0;
  if (std::sscanf(id.c_str(), "flash_%d_%d%n", &i, &j, &end) == 2 && size_t(end) == id.size()) return flash_tile_text(i, j, x);
  return {};
}

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
