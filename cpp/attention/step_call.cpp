#include "step_call.hpp"

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>

#include "flash.hpp"
#include "schema.hpp"
#include "step_functions.hpp"

namespace attn {
namespace {

using Given = std::map<std::string, Array>;
using Result = std::map<std::string, Tensor>;
// Runs a checked step: `in` holds its inputs under their spec names, `sizes` every axis size found.
using Runner = std::function<void(const Given& in, const Config& c, const Dims& d, Result& out)>;

struct Entry {
  StepSpec spec;
  bool resolves = false;  // reads the settings through resolve (text, lengths, mask): embed, position, mask
  Runner run;
};

std::string str(size_t n) { return std::to_string(n); }

// The key/value heads a step's settings ask for: kvHeads, or heads when it is 0.
int kv_heads_of(const Config& c) { return c.kv_heads ? c.kv_heads : c.heads; }

TensorSpec t(std::string name, std::vector<std::string> axes) {
  TensorSpec s;
  s.name = std::move(name);
  s.axes = std::move(axes);
  return s;
}
TensorSpec optional(std::string name, std::vector<std::string> axes) {
  TensorSpec s = t(std::move(name), std::move(axes));
  s.optional = true;
  return s;
}
// A tensor under its trace name, with the schema's axes.
TensorSpec named(const std::string& name) { return t(name, axes_of(name)); }
TensorSpec with_minus_inf(TensorSpec s) { return s.minus_inf = true, s; }
TensorSpec also(TensorSpec s, std::string name) { return s.also.push_back(std::move(name)), s; }

void put(Result& out, const TensorSpec& spec, Array values) { out[spec.name] = {std::move(values), spec.axes}; }

// Long by design: a table with one entry per step lab.step offers (its inputs' axes and the function it calls).
const std::vector<Entry>& entries() {
  static const std::vector<Entry> table = [] {
    std::vector<Entry> e;
    const std::vector<std::string> btd = {"B", "T", "d_model"}, bhts = {"B", "h", "T", "S"};
    // The inputs: self-attention's X, or cross-attention's X_q (queries) and X_kv (keys and values).
    for (std::string side : {"", "_q", "_kv"}) {
      const std::string L = side == "_kv" ? "S" : "T", text = side == "_kv" ? "sourceText" : "text";
      const std::vector<std::string> settings = {text, "batch", side == "_kv" ? "keyLen" : "queryLen", "dModel", "seed"};
      e.push_back({{"embed" + side, {}, t("E" + side, {"B", L, "d_model"}), {}, settings},
                   true, [side](const Given&, const Config& c, const Dims& d, Result& out) {
                     put(out, t("E" + side, {"B", side == "_kv" ? "S" : "T", "d_model"}),
                         step::embed(side == "_kv" ? d.source_tokens : d.tokens, d.d_model, c.seed));
                   }});
      // P_angle: the angle each cell of P took sin or cos of, as a run's trace has it (the page's explanation
      // of a large run's first picture, made by this step, reads it).
      e.push_back({{"position" + side, {}, t("P" + side, {L, "d_model"}), {t("P_angle" + side, {L, "d_model"})}, settings},
                   true, [side, L](const Given&, const Config&, const Dims& d, Result& out) {
                     const int len = side == "_kv" ? d.S : d.T;
                     put(out, t("P" + side, {L, "d_model"}), step::position(len, d.d_model));
                     put(out, t("P_angle" + side, {L, "d_model"}), step::position_angles(len, d.d_model));
                   }});
      e.push_back({{"input" + side, {t("E" + side, {"B", L, "d_model"}), t("P" + side, {L, "d_model"})},
                    t("X" + side, {"B", L, "d_model"}), {}, {}},
                   false, [side](const Given& in, const Config&, const Dims&, Result& out) {
                     put(out, t("X" + side, {"B", side == "_kv" ? "S" : "T", "d_model"}),
                         step::add_position(in.at("E" + side), in.at("P" + side)));
                   }});
    }
    // The projections and the head split, for Q, K and V.
    // Queries have h heads; keys and values h_kv (kvHeads), as the schema's axes say.
    struct Side { const char *q, *X, *alias, *L; };
    for (Side s : {Side{"q", "X", "X_q", "T"}, Side{"k", "X", "X_kv", "S"}, Side{"v", "X", "X_kv", "S"}}) {
      const std::string n(s.q), N = n == "q" ? "Q" : n == "k" ? "K" : "V";
      const TensorSpec out = named(N), heads = named(N + "_heads");
      const TensorSpec bias = named("b_" + n);
      e.push_back({{"project_" + n,
                    {also(t(s.X, {"B", s.L, "d_model"}), s.alias), named("W_" + n), optional(bias.name, bias.axes)},
                    out, {}, {}},
                   false, [n, out](const Given& in, const Config&, const Dims&, Result& r) {
                     auto b = in.find("b_" + n);
                     put(r, out, step::project(in.at("X"), in.at("W_" + n), b == in.end() ? nullptr : &b->second));
                   }});
      const bool q = n == "q";
      e.push_back({{"split_" + n, {out}, heads, {}, {q ? "heads" : "kvHeads"}},
                   false, [N, heads, q](const Given& in, const Config& c, const Dims&, Result& r) {
                     put(r, heads, step::split_heads(in.at(N), q ? c.heads : kv_heads_of(c)));
                   }});
    }
    // RoPE: each query and key head rotated by its position.
    for (std::string side : {"Q", "K"}) {
      const TensorSpec in = named(side + "_heads"), out = named(side + "_rope");
      e.push_back({{"rope_" + std::string(side == "Q" ? "q" : "k"), {in}, out, {}, {"ropeBase"}},
                   false, [in, out](const Given& g, const Config& c, const Dims&, Result& r) {
                     put(r, out, step::rope(g.at(in.name), c.rope_base));
                   }});
    }
    e.push_back({{"scores", {also(named("Q_heads"), "Q_rope"), also(named("K_heads"), "K_rope")},
                  t("scores", bhts), {}, {}},
                 false, [bhts](const Given& in, const Config&, const Dims&, Result& r) {
                   put(r, t("scores", bhts), step::scores(in.at("Q_heads"), in.at("K_heads")));
                 }});
    e.push_back({{"alibi", {}, named("alibi"), {}, {"heads", "queryLen", "keyLen", "text", "sourceText", "crossAttention"}},
                 true, [](const Given&, const Config& c, const Dims& d, Result& r) {
                   put(r, named("alibi"), step::alibi(c.heads, d.T, d.S));
                 }});
    e.push_back({{"scale", {t("scores", bhts)}, t("scaled", bhts), {}, {"dK"}},
                 false, [bhts](const Given& in, const Config& c, const Dims&, Result& r) {
                   put(r, t("scaled", bhts), step::scale(in.at("scores"), c.d_k));
                 }});
    e.push_back({{"mask", {}, with_minus_inf(t("M", {"B", "T", "S"})), {},
                  {"mask", "batch", "queryLen", "keyLen", "validLengths", "customMask", "window", "text", "sourceText",
                   "crossAttention"}},
                 true, [](const Given&, const Config& c, const Dims& d, Result& r) {
                   put(r, with_minus_inf(t("M", {"B", "T", "S"})), step::mask(d, c));
                 }});
    e.push_back({{"masked", {t("scaled", bhts), with_minus_inf(t("M", {"B", "T", "S"})), optional("alibi", axes_of("alibi"))},
                  with_minus_inf(t("masked", bhts)), {}, {}},
                 false, [bhts](const Given& in, const Config&, const Dims&, Result& r) {
                   auto alibi = in.find("alibi");
                   put(r, t("masked", bhts),
                       step::add_mask(in.at("scaled"), in.at("M"), alibi == in.end() ? nullptr : &alibi->second));
                 }});
    e.push_back({{"softmax", {with_minus_inf(t("masked", bhts))}, t("weights", bhts),
                  {t("row_max", {"B", "h", "T"}), t("row_sum", {"B", "h", "T"})}, {}},
                 false, [bhts](const Given& in, const Config&, const Dims&, Result& r) {
                   Array max, sum;
                   put(r, t("weights", bhts), step::softmax(in.at("masked"), &max, &sum));
                   put(r, t("row_max", {"B", "h", "T"}), std::move(max));
                   put(r, t("row_sum", {"B", "h", "T"}), std::move(sum));
                 }});
    // FlashAttention in one call: Z tile by tile from the heads and the mask (ALiBi's bias with positional
    // 'alibi'), with each tile's running m, l and O as extras.
    e.push_back({{"flash",
                  {also(named("Q_heads"), "Q_rope"), also(named("K_heads"), "K_rope"), named("V_heads"),
                   with_minus_inf(t("M", {"B", "T", "S"}))},
                  t("Z", {"B", "h", "T", "d_v"}), {named("flash_m"), named("flash_l"), named("flash_O")},
                  {"flash", "positional"}},
                 false, [](const Given& in, const Config& c, const Dims&, Result& r) {
                   const Array &Q = in.at("Q_heads"), &K = in.at("K_heads"), &V = in.at("V_heads"), &M = in.at("M");
                   Dims d;
                   d.B = int(Q.shape(0)), d.h = int(Q.shape(1)), d.T = int(Q.shape(2)), d.d_k = int(Q.shape(3));
                   d.h_kv = int(K.shape(1)), d.S = int(K.shape(2)), d.d_v = int(V.shape(3));
                   d.tiles_k = (d.S + c.flash.block_k - 1) / c.flash.block_k;
                   Visibility everything;  // the mask M says it all, cell by cell
                   everything.S = d.S;
                   everything.M = &M;
                   Array m, l, O;
                   const Array concat = flash_attention(
                       step::concat_heads(Q), step::concat_heads(K), step::concat_heads(V), d, c.flash, everything,
                       c.positional == Positional::alibi ? step::alibi_slopes(d.h) : std::vector<double>{}, {&m, &l, &O});
                   put(r, t("Z", {"B", "h", "T", "d_v"}), step::split_heads(concat, d.h));
                   put(r, named("flash_m"), std::move(m));
                   put(r, named("flash_l"), std::move(l));
                   put(r, named("flash_O"), std::move(O));
                 }});
    e.push_back({{"context", {t("weights", bhts), named("V_heads")}, t("Z", {"B", "h", "T", "d_v"}),
                  {}, {}},
                 false, [](const Given& in, const Config&, const Dims&, Result& r) {
                   put(r, t("Z", {"B", "h", "T", "d_v"}), step::context(in.at("weights"), in.at("V_heads")));
                 }});
    e.push_back({{"concat", {t("Z", {"B", "h", "T", "d_v"})}, t("concat", {"B", "T", "h·d_v"}), {}, {}},
                 false, [](const Given& in, const Config&, const Dims&, Result& r) {
                   put(r, t("concat", {"B", "T", "h·d_v"}), step::concat_heads(in.at("Z")));
                 }});
    e.push_back({{"output", {t("concat", {"B", "T", "h·d_v"}), t("W_o", {"h·d_v", "d_model"}), optional("b_o", {"d_model"})},
                  t("Y", btd), {}, {}},
                 false, [btd](const Given& in, const Config&, const Dims&, Result& r) {
                   auto b = in.find("b_o");
                   put(r, t("Y", btd), step::project(in.at("concat"), in.at("W_o"), b == in.end() ? nullptr : &b->second));
                 }});
    // The rest of the transformer block.
    auto add_step = [&](const char* id, const char* a, const char* b, const char* out) {
      e.push_back({{id, {also(t(a, btd), std::string(a) == "X" ? "X_q" : ""), t(b, btd)}, t(out, btd), {}, {}},
                   false, [=](const Given& in, const Config&, const Dims&, Result& r) {
                     put(r, t(out, btd), step::add(in.at(a), in.at(b)));
                   }});
    };
    auto norm_step = [&](const char* id, const char* in_name, const char* out) {
      e.push_back({{id, {t(in_name, btd)}, t(out, btd), {t("mean", {"B", "T"}), t("variance", {"B", "T"})}, {}},
                   false, [=](const Given& in, const Config&, const Dims&, Result& r) {
                     Array mean, variance;
                     put(r, t(out, btd), step::layer_norm(in.at(in_name), &mean, &variance));
                     put(r, t("mean", {"B", "T"}), std::move(mean));
                     put(r, t("variance", {"B", "T"}), std::move(variance));
                   }});
    };
    add_step("residual1", "X", "Y", "residual1");
    norm_step("norm1", "residual1", "norm1");
    e.push_back({{"ffn_hidden", {t("norm1", btd), t("W_1", {"d_model", "d_ff"}), t("b_1", {"d_ff"})},
                  t("hidden", {"B", "T", "d_ff"}), {}, {}},
                 false, [](const Given& in, const Config&, const Dims&, Result& r) {
                   put(r, t("hidden", {"B", "T", "d_ff"}), step::relu_project(in.at("norm1"), in.at("W_1"), in.at("b_1")));
                 }});
    e.push_back({{"ffn_out", {t("hidden", {"B", "T", "d_ff"}), t("W_2", {"d_ff", "d_model"}), t("b_2", {"d_model"})},
                  t("ffn", btd), {}, {}},
                 false, [btd](const Given& in, const Config&, const Dims&, Result& r) {
                   const Array& b = in.at("b_2");
                   put(r, t("ffn", btd), step::project(in.at("hidden"), in.at("W_2"), &b));
                 }});
    add_step("residual2", "norm1", "ffn", "residual2");
    norm_step("norm2", "residual2", "norm2");
    for (Entry& entry : e)  // "" in `also` means none
      for (TensorSpec& in : entry.spec.inputs) in.also.erase(std::remove(in.also.begin(), in.also.end(), ""), in.also.end());
    return e;
  }();
  return table;
}

// The engine's limit on each axis (config.hpp's Limits), so no step is asked for more than a run could be.
size_t axis_limit(const std::string& axis) {
  if (axis == "B") return Limits::max_batch;
  if (axis == "T" || axis == "S") return Limits::max_len;
  if (axis == "h" || axis == "h_kv") return Limits::max_heads;
  if (axis == "d_k" || axis == "d_v") return Limits::max_head_dim;
  if (axis == "d_model") return Limits::max_d_model;
  if (axis == "d_ff") return Limits::max_d_ff;
  return size_t(Limits::max_heads) * Limits::max_head_dim;  // h·d_k, h·d_v
}

// A step's inputs as its refusals list them: {inputs} the required ones, {optional} the one optional (a bias:
// at most one per step, and last).
Values inputs_of(const StepSpec& spec) {
  std::string required, optional;
  for (const auto& s : spec.inputs) (s.optional ? optional : required) += ((s.optional ? optional : required).empty() ? "" : ", ") + s.name;
  return {{"id", spec.id}, {"inputs", required}, {"optional", optional}};
}

// Each given tensor under its spec name in `in`; a name the step does not take is refused, not ignored.
std::optional<Error> name_inputs(Given& in, const StepSpec& spec, const Given& given) {
  for (const auto& [given_name, values] : given) {
    const std::string& name = given_name;  // a lambda may not capture a structured binding (C++17)
    auto s = std::find_if(spec.inputs.begin(), spec.inputs.end(), [&](const TensorSpec& s) {
      return s.name == name || std::count(s.also.begin(), s.also.end(), name);
    });
    if (s == spec.inputs.end()) {
      Values values = inputs_of(spec);
      values.push_back({"name", name});
      const bool none = values[1].second.empty(), optional = !values[2].second.empty();
      return Error{name, none       ? say("step.notTakenNone", values)
                         : optional ? say("step.notTakenOptional", values)
                                    : say("step.notTaken", values)};
    }
    if (in.count(s->name))
      return Error{name, say("step.twice", {{"name", name}, {"as", s->name}})};
    in[s->name] = values;  // a copy: steps work in place on what they are handed
  }
  return std::nullopt;
}

// A tensor's rank and axes: each within the engine's limit, and one size per axis name across the step's
// tensors (`sizes`, with `seen_in` naming the tensor that set each).
std::optional<Error> check_axes(const TensorSpec& s, const Array& x, std::map<std::string, size_t>& sizes,
                                std::map<std::string, std::string>& seen_in) {
  if (x.dimension() != s.axes.size())
    return Error{s.name, say("step.rank", {{"name", s.name}, {"rank", str(s.axes.size())}, {"given", str(x.dimension())}})};
  for (size_t a = 0; a < s.axes.size(); ++a) {
    const std::string& axis = s.axes[a];
    const size_t n = x.shape(a);
    if (n == 0 || n > axis_limit(axis))
      return Error{s.name, say("step.axisRange", {{"name", s.name}, {"axis", axis}, {"size", str(n)}, {"max", str(axis_limit(axis))}})};
    auto [bound, fresh] = sizes.emplace(axis, n);
    if (!fresh && bound->second != n)
      return Error{s.name, say("step.axisMismatch", {{"name", s.name}, {"axis", axis}, {"size", str(n)}, {"other", seen_in[axis]},
                                {"otherSize", str(bound->second)}})};
    seen_in.emplace(axis, s.name);
  }
  return std::nullopt;
}

// Every value finite and within the engine's bound (−∞ too where the tensor is a mask or masked scores).
std::optional<Error> check_values(const TensorSpec& s, const Array& x) {
  for (size_t i = 0; i < x.size(); ++i) {
    const float v = x.data()[i];
    if (s.minus_inf && v == -std::numeric_limits<float>::infinity()) continue;  // a masked cell
    if (std::fabs(v) <= Limits::max_abs_value) continue;
    const Values values = {{"name", s.name},
                           {"value", std::isnan(v) ? std::string("NaN") : std::isinf(v) ? v > 0 ? "+∞" : "−∞" : std::to_string(v)},
                           {"index", str(i)}, {"lo", "-" + limit_text(Limits::max_abs_value)},
                           {"hi", limit_text(Limits::max_abs_value)}};
    return Error{s.name, s.minus_inf ? say("step.valueMasked", values)
                                     : say("step.value", values)};
  }
  return std::nullopt;
}

// The given tensors against the spec: each required one present, then its axes and its values.
std::optional<Error> check_tensors(const StepSpec& spec, const Given& in, std::map<std::string, size_t>& sizes) {
  std::map<std::string, std::string> seen_in;
  for (const TensorSpec& s : spec.inputs) {
    auto it = in.find(s.name);
    if (it == in.end()) {
      if (s.optional) continue;
      std::string axes;
      for (const auto& axis : s.axes) axes += (axes.empty() ? "" : ", ") + axis;
      return Error{s.name, say("step.needs", {{"id", spec.id}, {"name", s.name}, {"axes", axes}})};
    }
    if (auto e = check_axes(s, it->second, sizes, seen_in)) return e;
    if (auto e = check_values(s, it->second)) return e;
  }
  return std::nullopt;
}

std::optional<Error> out_of_range(const char* field, double value, int max) {
  if (value >= 1 && value <= max) return std::nullopt;
  return Error{field, say("step.range", {{"field", field}, {"max", str(size_t(max))}})};
}

// A split's head count: within the limit, and dividing the last axis.
std::optional<Error> check_split(const std::string& id, const Given& in, const Config& settings) {
  const bool q = id == "split_q";
  const char* field = q ? "heads" : settings.kv_heads ? "kvHeads" : "heads";
  const int n = q ? settings.heads : kv_heads_of(settings);
  if (auto e = out_of_range(field, n, Limits::max_heads)) return e;
  const size_t width = in.begin()->second.shape(2);
  if (width % size_t(n))
    return Error{field, say("step.split", {{"width", str(width)}, {"heads", str(size_t(n))}})};
  return std::nullopt;
}

// flash's tiles: their count and their states' memory, as a run would check them.
std::optional<Error> check_flash(std::map<std::string, size_t>& sizes, const Config& settings) {
  const int bq = settings.flash.block_q, bk = settings.flash.block_k;
  if (auto e = out_of_range("flash.blockQ", bq, Limits::max_len)) return e;
  if (auto e = out_of_range("flash.blockK", bk, Limits::max_len)) return e;
  const double tiles_q = std::ceil(double(sizes["T"]) / bq), tiles_k = std::ceil(double(sizes["S"]) / bk);
  if (tiles_q * tiles_k > Limits::max_tiles)
    return Error{"flash", say("step.flashTiles", {{"tiles", str(size_t(tiles_q * tiles_k))}, {"max", str(Limits::max_tiles)}})};
  if (4.0 * sizes["B"] * sizes["h"] * tiles_k * sizes["T"] * (sizes["d_v"] + 2) > Limits::max_bytes)
    return Error{"size", say("step.flashMemory", {{"max", str(size_t(Limits::max_bytes / 1e6))}})};
  return std::nullopt;
}

// What the settings add to the tensors: the head count of a split, whole groups of query heads, RoPE's
// even d_k and base, flash's tiles, d_k of the scaling.
std::optional<Error> check_settings(const std::string& id, const Given& in, std::map<std::string, size_t>& sizes,
                                    const Config& settings) {
  if (id.rfind("split_", 0) == 0)
    if (auto e = check_split(id, in, settings)) return e;
  // Query head p reads key/value head p / (h / h_kv): the query heads must come in whole groups.
  if (sizes.count("h") && sizes.count("h_kv") && sizes["h"] % sizes["h_kv"])
    return Error{"kvHeads", say("step.kvHeadsGroups", {{"h", str(sizes["h"])}, {"hKv", str(sizes["h_kv"])}})};
  if (id.rfind("rope_", 0) == 0 && sizes["d_k"] % 2)
    return Error{"dK", say("step.ropeOdd", {})};
  if (id.rfind("rope_", 0) == 0 && !(settings.rope_base > 0.0f && settings.rope_base <= Limits::max_rope_base))
    return Error{"ropeBase", say("step.ropeBase", {{"max", limit_text(Limits::max_rope_base)}})};
  if (id == "flash")
    if (auto e = check_flash(sizes, settings)) return e;
  if (id == "scale" && (settings.d_k < 1 || settings.d_k > Limits::max_head_dim))
    return Error{"dK", say("step.scaleDK", {{"max", str(Limits::max_head_dim)}})};
  return std::nullopt;
}

// The output must fit where a run's would: the product of its axes (and a score tensor's) in bytes.
std::optional<Error> check_output_size(const StepSpec& spec, const std::map<std::string, size_t>& sizes,
                                       const Config& settings) {
  double floats = 1;
  for (const auto& axis : spec.output.axes) {
    const bool q_side = !sizes.count("h_kv·" + axis);
    if (sizes.count(axis)) floats *= sizes.at(axis);
    else if (axis == "h") floats *= settings.heads;
    else if (axis == "h_kv") floats *= kv_heads_of(settings);
    else if (axis == "d_k" || axis == "d_v")
      floats *= q_side ? (sizes.count("h·" + axis) ? sizes.at("h·" + axis) : 0) / double(settings.heads)
                       : sizes.at("h_kv·" + axis) / double(kv_heads_of(settings));
  }
  if (floats * 4 > Limits::max_bytes)
    return Error{"size", say("step.tooLarge", {{"id", spec.id}, {"mb", str(size_t(floats * 4 / 1e6))}, {"max", str(size_t(Limits::max_bytes / 1e6))}})};
  return std::nullopt;
}

}  // namespace

const std::vector<StepSpec>& step_specs() {
  static const std::vector<StepSpec> specs = [] {
    std::vector<StepSpec> out;
    for (const Entry& e : entries()) out.push_back(e.spec);
    return out;
  }();
  return specs;
}

std::optional<Error> call_step(Result& result, const std::string& id, const Given& given, const Config& settings) {
  const auto& table = entries();
  auto entry = std::find_if(table.begin(), table.end(), [&](const Entry& e) { return e.spec.id == id; });
  if (entry == table.end()) {
    std::string ids;
    for (const Entry& e : table) ids += (ids.empty() ? "" : ", ") + e.spec.id;
    return Error{"id", say("step.notStep", {{"id", id.substr(0, 40)}, {"ids", ids}})};
  }
  const StepSpec& spec = entry->spec;
  Given in;
  if (auto e = name_inputs(in, spec, given)) return e;
  std::map<std::string, size_t> sizes;  // one size per axis name across the tensors
  if (auto e = check_tensors(spec, in, sizes)) return e;
  if (auto e = check_settings(id, in, sizes, settings)) return e;
  Dims d;  // the resolved lengths, for the steps that read the text or the mask settings
  if (entry->resolves) {
    Config c = settings;
    if (id.size() > 3 && id.compare(id.size() - 3, 3, "_kv") == 0) c.cross_attention = true;
    c.keep = {"Y"};  // a step makes one tensor: the whole run's memory estimate must not refuse it
    if (auto error = resolve(d, c, {})) return error;
  }
  if (auto e = check_output_size(spec, sizes, settings)) return e;
  entry->run(in, settings, d, result);
  return std::nullopt;
}

}  // namespace attn
