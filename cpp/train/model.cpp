#include "model.hpp"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <utility>

#include "attention.hpp"
#include "kernels.hpp"
#include "ops.hpp"
#include "random.hpp"
#include "safetensors.hpp"
#include "text.hpp"

namespace attn::train {

namespace {

std::string layer(int l, const char* rest) { return "h." + std::to_string(l) + "." + rest; }

std::optional<Error> range(const char* field, int v, int lo, int hi) {
  if (v >= lo && v <= hi) return std::nullopt;
  return Error{field, say("train.range", {{"field", field}, {"value", std::to_string(v)}, {"lo", std::to_string(lo)}, {"hi", std::to_string(hi)}})};
}

}  // namespace

std::optional<Error> check(const ModelConfig& c) {
  if (auto e = range("vocab", c.vocab, 2, 65536)) return e;
  if (auto e = range("context", c.context, 2, max_context)) return e;
  if (auto e = range("dModel", c.d_model, 4, 1024)) return e;
  if (auto e = range("layers", c.layers, 1, 12)) return e;
  if (auto e = range("heads", c.heads, 1, 16)) return e;
  if (c.d_model % c.heads != 0)
    return Error{"heads", say("train.headsDivide", {{"dModel", std::to_string(c.d_model)}, {"heads", std::to_string(c.heads)}})};
  if (auto e = range("dFF", c.d_ff, 0, 4096)) return e;
  return std::nullopt;
}

namespace {

// Every parameter's name, shape and place, in the order they are stored.
std::vector<ParamInfo> layout_of(const ModelConfig& c) {
  std::vector<ParamInfo> out;
  auto add = [&](const std::string& name, std::vector<size_t> shape, bool decay) {
    size_t size = 1;
    for (size_t n : shape) size *= n;
    const size_t offset = out.empty() ? 0 : out.back().offset + out.back().size;
    out.push_back({name, std::move(shape), offset, size, decay});
  };
  const size_t D = c.d_model, V = c.vocab, F = c.d_ff ? c.d_ff : 4 * D;
  add("wte", {V, D}, false);
  if (c.learned_positions) add("wpe", {size_t(c.context), D}, false);
  for (int l = 0; l < c.layers; ++l) {
    add(layer(l, "ln_1.weight"), {D}, false);
    add(layer(l, "ln_1.bias"), {D}, false);
    for (const char* w : {"q", "k", "v", "o"}) {
      add(layer(l, (std::string("attn.W_") + w).c_str()), {D, D}, true);
      add(layer(l, (std::string("attn.b_") + w).c_str()), {D}, false);
    }
    if (c.mlp) {
      add(layer(l, "ln_2.weight"), {D}, false);
      add(layer(l, "ln_2.bias"), {D}, false);
      add(layer(l, "mlp.W_1"), {D, F}, true);
      add(layer(l, "mlp.b_1"), {F}, false);
      add(layer(l, "mlp.W_2"), {F, D}, true);
      add(layer(l, "mlp.b_2"), {D}, false);
    }
  }
  add("ln_f.weight", {D}, false);
  add("ln_f.bias", {D}, false);
  if (!c.tied) add("lm_head", {D, V}, true);
  return out;
}

}  // namespace

size_t parameter_count(const ModelConfig& c) {
  const std::vector<ParamInfo> layout = layout_of(c);
  return layout.back().offset + layout.back().size;
}

Config layer_config(const ModelConfig& m, int B, int T, const std::vector<std::string>& keep) {
  Config c;
  c.batch = B, c.query_len = T, c.d_model = m.d_model, c.heads = m.heads;
  c.mask = MaskKind::causal, c.bias = true;
  c.text = "", c.keep = keep;
  for (const char* need : {"Q", "K", "V", "weights", "concat", "Y"})  // an empty list keeps everything
    if (!c.keep.empty() && std::find(c.keep.begin(), c.keep.end(), need) == c.keep.end()) c.keep.push_back(need);
  return c;
}

std::optional<Error> read_ablation(std::vector<std::pair<int, int>>& out, const std::vector<double>& pairs,
                                   const ModelConfig& c) {
  out.clear();
  if (pairs.size() % 2) return Error{"ablate", say("trainApi.ablate", {})};
  for (size_t i = 0; i < pairs.size(); i += 2) {
    const double l = pairs[i], h = pairs[i + 1];  // NaN fails every comparison, so it is refused too
    if (!(l >= 0 && l < c.layers && l == std::floor(l) && h >= 0 && h < c.heads && h == std::floor(h)))
      return Error{"ablate", say("train.ablateRange", {{"layer", limit_text(l)}, {"head", limit_text(h)},
                                                       {"lastLayer", std::to_string(c.layers - 1)},
                                                       {"lastHead", std::to_string(c.heads - 1)}})};
    out.push_back({int(l), int(h)});
  }
  return std::nullopt;
}

Model::Model(const ModelConfig& config) : config_(config), layout_(layout_of(config)) {
  if (config.d_ff == 0) config_.d_ff = 4 * config.d_model;
  if (config.half) half_params.assign(parameter_count(), 0);
  else params.assign(parameter_count(), 0.0f);
}

const ParamInfo* Model::find(const std::string& name) const {
  for (const auto& p : layout_)
    if (p.name == name) return &p;
  return nullptr;
}
std::optional<Error> Model::check_weights() const {
  for (const ParamInfo& p : layout_)
    for (size_t i = 0; i < p.size; ++i) {
      // A half is NaN or infinite when its exponent bits are all ones; every finite half is within ±65504.
      const bool bad = config_.half ? (half_params[p.offset + i] & 0x7C00) == 0x7C00
                                    : !(std::fabs(params[p.offset + i]) <= Limits::max_abs_value);
      if (bad) {
        const float v = config_.half ? half_to_float(half_params[p.offset + i]) : params[p.offset + i];
        return Error{"file", say("file.weight", {{"name", p.name}, {"index", std::to_string(i)},
                                                 {"value", std::isnan(v) ? "NaN" : limit_text(v)},
                                                 {"max", limit_text(Limits::max_abs_value)}})};
      }
    }
  return std::nullopt;
}

namespace {
void widen(const uint16_t* in, float* out, size_t n) { kernels::widen_half(out, in, n); }
}  // namespace

float* Model::param(const std::string& name) {
  return config_.half ? const_cast<float*>(std::as_const(*this).param(name)) : params.data() + find(name)->offset;
}
const float* Model::param(const std::string& name) const {
  const ParamInfo* p = find(name);
  if (!config_.half) return params.data() + p->offset;
  // "h.3.attn.W_q" and "h.4.attn.W_q" share the buffer "attn.W_q".
  Widened& wide = widened_[name.rfind("h.", 0) == 0 ? name.substr(name.find('.', 2) + 1) : name];
  if (wide.name != name) {
    wide.values.resize(p->size);
    widen(half_params.data() + p->offset, wide.values.data(), p->size);
    wide.name = name;
  }
  return wide.values.data();
}

void Model::embed(float* x, const int* tokens, size_t n) const {
  const size_t D = size_t(config_.d_model), table = find("wte")->offset;
  for (size_t i = 0; i < n; ++i) {
    const size_t row = table + size_t(tokens[i]) * D;
    if (config_.half)
      widen(half_params.data() + row, x + i * D, D);
    else
      std::copy_n(params.data() + row, D, x + i * D);
  }
}

// The tied unembedding through the engine's product with wteᵀ read in place (a half model's rows widened a
// few at a time inside it): the table (50,257 × 768 for GPT-2) is never transposed or widened whole.
void Model::unembed(float* logits, const float* lnf, int rows) const {
  const int V = config_.vocab, D = config_.d_model;
  const size_t at = find("wte")->offset;
  if (config_.half) kernels::matmul_a_bt(logits, V, lnf, D, half_params.data() + at, D, rows, V, D);
  else kernels::matmul_a_bt(logits, V, lnf, D, params.data() + at, D, rows, V, D);
}

// out (rows × m) = x (rows × n) · W (n × m) + b, W read where the model holds it (a half model's widened tile by
// tile inside the product, never a whole layer ahead).
void Model::linear(float* out, const float* x, int rows, const std::string& W, const std::string& b) const {
  const ParamInfo* w = find(W);
  const int n = int(w->shape[0]), m = int(w->shape[1]);
  const float* bias = b.empty() ? nullptr : param(b);
  if (config_.half) kernels::matmul(out, m, x, n, half_params.data() + w->offset, m, rows, m, n, bias);
  else kernels::matmul(out, m, x, n, params.data() + w->offset, m, rows, m, n, bias);
}

// Where the model holds one of its tensors, for the engine to read in place.
HeldTensor Model::held(const std::string& name) const {
  const size_t at = find(name)->offset;
  return config_.half ? HeldTensor{nullptr, half_params.data() + at} : HeldTensor{params.data() + at, nullptr};
}

float* Model::grad(const std::string& name) { return grads.data() + find(name)->offset; }

// PyTorch's default initialisation, with uniforms drawn by the engine's own generator so native and wasm
// agree: embeddings of spread 1 (nn.Embedding's N(0, 1) has std 1: ±√3), matrices uniform in ±1/√fan_in
// (nn.Linear), biases 0, gains 1. (GPT-2's std 0.02 was tried: on the induction task it sat on the plateau
// for ~1,000 steps and reached 88% in 1,500; this one reaches 99% with an induction head by 1,500.)
void Model::init(uint32_t seed) {
  for (size_t i = 0; i < layout_.size(); ++i) {
    const ParamInfo& p = layout_[i];
    float* v = params.data() + p.offset;
    if (p.shape.size() == 1) {
      const bool gain = p.name.size() > 7 && p.name.compare(p.name.size() - 7, 7, ".weight") == 0;
      std::fill(v, v + p.size, gain ? 1.0f : 0.0f);
      continue;
    }
    const float s = p.name == "wte" || p.name == "wpe" ? 1.7320508f : 1.0f / std::sqrt(float(p.shape[0]));
    Xorshift rng(seed, uint32_t(1000 + i));
    for (size_t j = 0; j < p.size; ++j) v[j] = rng.uniform(-s, s);
  }
}

std::optional<Error> Model::check_batch(const Batch& batch) const {
  const int B = batch.B, T = batch.T, V = config_.vocab;
  const size_t BT = size_t(B) * T;
  if (T < 1 || T > config_.context || B < 1 || batch.tokens.size() != BT || batch.targets.size() != BT)
    return Error{"batch", say("train.batchShape", {{"context", std::to_string(config_.context)}})};
  for (size_t i = 0; i < BT; ++i)
    if (batch.tokens[i] < 0 || batch.tokens[i] >= V || batch.targets[i] < -1 || batch.targets[i] >= V)
      return Error{"batch", say("train.tokenRange", {{"token", std::to_string(batch.tokens[i])}, {"target", std::to_string(batch.targets[i])},
                                 {"vocab", std::to_string(V)}})};
  return std::nullopt;
}

// x = wte[token] + wpe[position] (or the lab's sinusoidal P, which the engine adds itself from text only)
std::vector<float> Model::embed_batch(const Batch& batch) const {
  const int T = batch.T, D = config_.d_model;
  const size_t BT = size_t(batch.B) * T;
  std::vector<float> x(BT * D);
  embed(x.data(), batch.tokens.data(), BT);
  const float* wpe = config_.learned_positions ? param("wpe") : nullptr;
  std::vector<float> P;
  if (!wpe) {
    P.assign(size_t(T) * D, 0.0f);
    positional_encoding(P.data(), T, D);
  }
  for (size_t i = 0; i < BT; ++i) {
    const float* pos = wpe ? wpe + (i % T) * D : P.data() + (i % T) * D;
    for (int c = 0; c < D; ++c) x[i * D + c] += pos[c];
  }
  return x;
}

namespace {
// `out` as `rows` rows of `width`, its first rows those of `kept` (a pass over a sequence that begins the same
// way; moved, not copied: GPT-2's logits and their softmax are 13 MB each at 64 tokens), or none: the caller writes
// every row it does not keep.
void keep_rows(std::vector<float>& out, std::vector<float>* kept, size_t rows, size_t width) {
  if (kept) out = std::move(*kept);
  out.resize(rows * width);
}

// The pass's loss over its rows' shares, as cross_entropy_forward sums rows: in order, then the mean (nothing
// counted while rows wait for their logits).
Loss sentence_loss(const Activations& acts) {
  Loss loss;
  if (acts.logits_from == 0)
    for (const Loss& row : acts.row_losses) loss.loss += row.loss, loss.counted += row.counted, loss.correct += row.correct;
  if (loss.counted) loss.loss /= loss.counted;
  return loss;
}

// The first of the rows a pass over BT rows (the first `from` kept) makes whole, the last layer's feed-forward
// and the logits: [from, BT), or with last_logits_only the last row alone (rows before it wait: logits_from).
size_t first_made_row(bool last_only, size_t BT, size_t from) { return last_only ? std::max(from, BT - 1) : from; }
}  // namespace

// Layer l's attention is the engine's: X = LN₁(x), causal, with biases; then x += Y (with knocked-out heads
// contributing nothing). Re-tracing, the kept rows' LN₁, Q, K, V and Y are copied and only the new rows projected
// (the engine's HeldWeights::kept_rows); the engine runs every query against every key (a T × T product, small).
std::optional<Error> Model::attention_layer(std::vector<float>& x, LayerActivations& a, int l, const Batch& batch,
                                            const ForwardOptions& options, LayerActivations* kept, int from) const {
  const int B = batch.B, T = batch.T, D = config_.d_model;
  const size_t BT = size_t(B) * T, f = kept ? size_t(from) : 0, fresh = BT - f;
  a.x_in = x;
  keep_rows(a.ln1, kept ? &kept->ln1 : nullptr, BT, D);
  keep_rows(a.ln1_mean, kept ? &kept->ln1_mean : nullptr, BT, 1);
  keep_rows(a.ln1_rstd, kept ? &kept->ln1_rstd : nullptr, BT, 1);
  layer_norm_forward(a.ln1.data() + f * D, a.ln1_mean.data() + f, a.ln1_rstd.data() + f, x.data() + f * D,
                     param(layer(l, "ln_1.weight")), param(layer(l, "ln_1.bias")), int(fresh), D);
  const Config c = layer_config(config_, B, T, options.keep);
  Inputs in;
  in["X"] = a.ln1;
  auto at = [&](const char* w) { return held(layer(l, w)); };  // the layer's weights, read in place, not copied
  HeldWeights weights{at("attn.W_q"), at("attn.W_k"), at("attn.W_v"), at("attn.W_o"),
                      at("attn.b_q"), at("attn.b_k"), at("attn.b_v"), at("attn.b_o")};
  if (kept) {  // re-tracing: the kept rows' Q, K, V and Y as they were (with heads knocked out, Y is made below)
    auto rows_of = [&](const char* name) { return kept->attention.tensors.at(name).values.data(); };
    weights.kept_rows = from;
    weights.kept_Q = rows_of("Q"), weights.kept_K = rows_of("K"), weights.kept_V = rows_of("V"), weights.kept_Y = rows_of("Y");
  }
  if (auto e = attention_forward(a.attention, c, in, &weights)) {  // "Layer 1: …" with the engine's own sentence
    Values values = e->values;
    values.push_back({"layer", std::to_string(l)}), values.push_back({"whyKey", e->key});
    return Error{e->field, say("train.layer", std::move(values))};
  }
  // A knocked-out head contributes nothing: its columns of concat become zeros and Y is recomputed.
  bool ablated = false;
  const int dh = D / config_.heads;
  float* concat = a.attention.tensors["concat"].values.data();
  for (auto [al, ah] : options.ablate)
    if (al == l && ah >= 0 && ah < config_.heads) {
      for (size_t i = 0; i < BT; ++i) std::fill_n(concat + i * D + ah * dh, dh, 0.0f);
      ablated = true;
    }
  auto Z = a.attention.tensors.find("Z");  // (B, h, T, d_v): the knocked-out head's block is zeros too
  if (ablated && Z != a.attention.tensors.end())
    for (auto [al, ah] : options.ablate)
      if (al == l && ah >= 0 && ah < config_.heads)
        for (int b = 0; b < B; ++b) std::fill_n(Z->second.values.data() + (size_t(b) * config_.heads + ah) * T * dh, T * dh, 0.0f);
  float* Y = a.attention.tensors["Y"].values.data();
  if (ablated) linear(Y, concat, int(BT), layer(l, "attn.W_o"), layer(l, "attn.b_o"));
  for (size_t i = 0; i < BT * D; ++i) x[i] += Y[i];
  return std::nullopt;
}

// Layer l's feed-forward: x += W₂·GELU(W₁·LN₂(x) + b₁) + b₂ (re-tracing, on the new rows only: the caller puts
// the kept rows' output in place).
void Model::mlp_layer(std::vector<float>& x, LayerActivations& a, int l, size_t BT, LayerActivations* kept,
                      int from, size_t waiting) const {
  const int D = config_.d_model, F = config_.d_ff;
  const size_t f = kept ? size_t(from) : 0, fresh = BT - f;
  a.x_mid = x;
  keep_rows(a.ln2, kept ? &kept->ln2 : nullptr, BT, D);
  keep_rows(a.ln2_mean, kept ? &kept->ln2_mean : nullptr, BT, 1);
  keep_rows(a.ln2_rstd, kept ? &kept->ln2_rstd : nullptr, BT, 1);
  layer_norm_forward(a.ln2.data() + f * D, a.ln2_mean.data() + f, a.ln2_rstd.data() + f, x.data() + f * D,
                     param(layer(l, "ln_2.weight")), param(layer(l, "ln_2.bias")), int(fresh), D);
  keep_rows(a.pre, kept ? &kept->pre : nullptr, BT, F);
  keep_rows(a.act, kept ? &kept->act : nullptr, BT, F);
  mlp_rows(a, l, std::max(f, waiting), BT, x.data());
}

void Model::mlp_rows(LayerActivations& a, int l, size_t lo, size_t hi, float* x) const {
  if (hi <= lo) return;
  const int D = config_.d_model, F = config_.d_ff;
  const size_t n = hi - lo;
  linear(a.pre.data() + lo * F, a.ln2.data() + lo * D, int(n), layer(l, "mlp.W_1"), layer(l, "mlp.b_1"));
  gelu_forward(a.act.data() + lo * F, a.pre.data() + lo * F, n * F);
  std::vector<float> out(n * D);
  linear(out.data(), a.act.data() + lo * F, int(n), layer(l, "mlp.W_2"), layer(l, "mlp.b_2"));
  for (size_t i = 0; i < n * D; ++i) x[lo * D + i] = a.x_mid[lo * D + i] + out[i];
}

void Model::finish_feed_forward(Activations& acts, size_t lo, size_t hi) const {
  if (config_.mlp) mlp_rows(acts.layers.back(), config_.layers - 1, lo, hi, acts.x_out.data());
}

// The final LayerNorm, the logits (tied to wte, or lm_head) and the cross-entropy, row by row so a re-trace keeps
// the kept rows' shares (their targets are kept tokens too, but for the last kept row's: the first new token).
// With last_only, the rows before the last wait (Activations::logits_from) unless kept.
void Model::head_forward(Loss& loss, Activations& acts, const std::vector<float>& x, const Batch& batch,
                         bool last_only, Activations* kept, int from) const {
  const int D = config_.d_model, V = config_.vocab;
  const size_t BT = size_t(batch.B) * batch.T, f = kept ? size_t(from) : 0;
  const size_t kept_lo = kept ? std::min(f, size_t(kept->logits_from)) : 0;  // kept rows with logits: [kept_lo, f)
  acts.x_out = x;
  keep_rows(acts.lnf, kept ? &kept->lnf : nullptr, BT, D);
  keep_rows(acts.lnf_mean, kept ? &kept->lnf_mean : nullptr, BT, 1);
  keep_rows(acts.lnf_rstd, kept ? &kept->lnf_rstd : nullptr, BT, 1);
  keep_rows(acts.logits, kept ? &kept->logits : nullptr, BT, V);  // every other logit is written
  keep_rows(acts.probs, kept ? &kept->probs : nullptr, BT, V);
  acts.row_losses.resize(BT);
  if (kept) std::copy(kept->row_losses.begin() + kept_lo, kept->row_losses.begin() + f, acts.row_losses.begin() + kept_lo);
  const size_t tail = first_made_row(last_only, BT, f);  // the rows computed: [tail, BT), and [0, kept_lo) for all
  head_rows(acts, batch, tail, BT);
  if (!last_only) finish_feed_forward(acts, 0, kept_lo), head_rows(acts, batch, 0, kept_lo);
  if (f > kept_lo && f - 1 < BT)  // the last kept row's share again: its target is the first new token
    acts.row_losses[f - 1] = cross_entropy_forward(acts.probs.data() + (f - 1) * V, acts.logits.data() + (f - 1) * V,
                                                   batch.targets.data() + f - 1, 1, V);
  acts.logits_from = last_only ? int(tail == f ? kept_lo : tail) : 0;
  loss = sentence_loss(acts);
}

void Model::head_rows(Activations& acts, const Batch& batch, size_t lo, size_t hi) const {
  if (hi <= lo) return;
  const int D = config_.d_model, V = config_.vocab, n = int(hi - lo);
  layer_norm_forward(acts.lnf.data() + lo * D, acts.lnf_mean.data() + lo, acts.lnf_rstd.data() + lo,
                     acts.x_out.data() + lo * D, param("ln_f.weight"), param("ln_f.bias"), n, D);
  if (config_.tied)
    unembed(acts.logits.data() + lo * V, acts.lnf.data() + lo * D, n);
  else
    linear(acts.logits.data() + lo * V, acts.lnf.data() + lo * D, n, "lm_head", "");
  for (size_t r = lo; r < hi; ++r)
    acts.row_losses[r] = cross_entropy_forward(acts.probs.data() + r * V, acts.logits.data() + r * V,
                                               batch.targets.data() + r, 1, V);
}

void Model::complete_logits(Loss& loss, Activations& acts, const Batch& batch, int at_most) const {
  if (acts.logits_from == 0) return;
  const int from = at_most > 0 ? std::max(0, acts.logits_from - at_most) : 0;
  finish_feed_forward(acts, size_t(from), size_t(acts.logits_from));
  head_rows(acts, batch, size_t(from), size_t(acts.logits_from));
  acts.logits_from = from;
  loss = sentence_loss(acts);
}

std::optional<Error> Model::forward(Loss& loss, Activations& acts, const Batch& batch,
                                    const ForwardOptions& options) const {
  if (auto e = check_batch(batch)) return e;
  std::vector<float> x = embed_batch(batch);
  // A pass before this one (a trainer's last trace) lends its buffers: every value is written again (keep_rows
  // keeps none of its rows here, attention_forward starts its trace afresh), but none is allocated and zeroed anew
  // (GPT-2 on 64 tokens: 25 MB a trace).
  acts.layers.resize(config_.layers);
  acts.reused = 0;
  const size_t BT = size_t(batch.B) * batch.T, made_from = first_made_row(options.last_logits_only, BT, 0);
  for (int l = 0; l < config_.layers; ++l) {
    if (auto e = attention_layer(x, acts.layers[l], l, batch, options)) return e;
    if (config_.mlp) mlp_layer(x, acts.layers[l], l, BT, nullptr, 0, l + 1 == config_.layers ? made_from : 0);
    if (options.on_layer) options.on_layer(l);
  }
  head_forward(loss, acts, x, batch, options.last_logits_only);
  return std::nullopt;
}

std::optional<Error> Model::forward_reusing(Loss& loss, Activations& acts, const Batch& batch, int shared,
                                            const ForwardOptions& options) const {
  const int kept_T = int(acts.row_losses.size()), T = batch.T;  // the kept pass's length (B = 1)
  int from = std::max(0, std::min({shared, T, kept_T}));
  // A row's softmax adds its keys' exponentials in four lanes, then one by one past the last whole four
  // (kernels::exp_shifted): a row whose keys reach past the last whole four of either length is summed in another
  // order at the other length, so it is computed again (at most three rows) unless the lengths are the same.
  constexpr int lanes = 4;
  if (kept_T != T) from = std::min({from, kept_T / lanes * lanes, T / lanes * lanes});
  if (batch.B != 1 || from == 0 || acts.layers.size() != size_t(config_.layers)) return forward(loss, acts, batch, options);
  if (auto e = check_batch(batch)) return e;
  Activations kept = std::move(acts);  // its rows are moved into the new pass's, layer by layer
  acts = Activations{};
  const size_t D = size_t(config_.d_model), f = size_t(from);
  const size_t made_from = first_made_row(options.last_logits_only, size_t(T), f);
  std::vector<float> x = embed_batch(batch);
  acts.layers.assign(config_.layers, {});
  for (int l = 0; l < config_.layers; ++l) {
    std::copy_n(kept.layers[l].x_in.data(), f * D, x.data());  // the kept rows as they entered this layer
    if (auto e = attention_layer(x, acts.layers[l], l, batch, options, &kept.layers[l], from)) return e;
    if (config_.mlp) mlp_layer(x, acts.layers[l], l, size_t(batch.T), &kept.layers[l], from, l + 1 == config_.layers ? made_from : 0);
    kept.layers[l] = {};  // what was not moved: freed now, so the next layer's buffers can take its place
    if (options.on_layer) options.on_layer(l);
  }
  std::copy_n(kept.x_out.data(), f * D, x.data());
  head_forward(loss, acts, x, batch, options.last_logits_only, &kept, from);
  acts.reused = from;
  return std::nullopt;
}

namespace {

// The backward pass of one layer's causal attention, from dY to dX (= dLN₁), head by head.
// Forward: Z_p = softmax(Q_p·K_pᵀ/√d_k + M)·V_p, concat = [Z_1 … Z_h], Y = concat·W_o + b_o.
void attention_backward(float* dX, float* dW[4], float* db[4], const float* dY, const float* X, const Trace& tr,
                        const float* W[4], int B, int T, int D, int H, const std::vector<int>& ablated) {
  const size_t BT = size_t(B) * T;
  const int dk = D / H;
  const float* Q = tr.tensors.at("Q").values.data();
  const float* K = tr.tensors.at("K").values.data();
  const float* Vv = tr.tensors.at("V").values.data();
  const float* w = tr.tensors.at("weights").values.data();  // (B, h, T, T)
  const float* concat = tr.tensors.at("concat").values.data();
  // Y = concat·W_o + b_o
  matmul_at_b_add(dW[3], concat, dY, D, D, int(BT));
  column_sums_add(db[3], dY, int(BT), D);
  std::vector<float> dconcat(BT * D, 0.0f);
  matmul_a_bt_add(dconcat.data(), dY, W[3], int(BT), D, D);
  for (int p : ablated)  // a knocked-out head's output was replaced by a constant: no gradient flows back
    for (size_t i = 0; i < BT; ++i) std::fill_n(dconcat.data() + i * D + p * dk, dk, 0.0f);

  std::vector<float> dQ(BT * D, 0.0f), dK(BT * D, 0.0f), dV(BT * D, 0.0f), dw(size_t(T) * T);
  const float scale = 1.0f / std::sqrt(float(dk));
  for (int b = 0; b < B; ++b)
    for (int p = 0; p < H; ++p) {
      const float* wp = w + (size_t(b) * H + p) * T * T;
      auto at = [&](int t) { return (size_t(b) * T + t) * D + p * dk; };  // row t of head p's columns
      for (int i = 0; i < T; ++i) {
        // dweights[i, j] = dZ_i · V_j and dV_j += weights[i, j]·dZ_i, over the keys i may see (j ≤ i)
        double dot_sum = 0;
        for (int j = 0; j <= i; ++j) {
          float s = 0;
          for (int c = 0; c < dk; ++c) {
            s += dconcat[at(i) + c] * Vv[at(j) + c];
            dV[at(j) + c] += wp[i * T + j] * dconcat[at(i) + c];
          }
          dw[i * T + j] = s;
          dot_sum += double(wp[i * T + j]) * s;
        }
        // softmax: dscaled_ij = w_ij·(dw_ij − Σ_k w_ik·dw_ik); scaled = scores/√d_k
        for (int j = 0; j <= i; ++j) {
          const float dscore = wp[i * T + j] * (dw[i * T + j] - float(dot_sum)) * scale;
          for (int c = 0; c < dk; ++c) {
            dQ[at(i) + c] += dscore * K[at(j) + c];
            dK[at(j) + c] += dscore * Q[at(i) + c];
          }
        }
      }
    }
  // Q, K, V = X·W + b
  const float* grads[3] = {dQ.data(), dK.data(), dV.data()};
  for (int k = 0; k < 3; ++k) {
    matmul_at_b_add(dW[k], X, grads[k], D, D, int(BT));
    column_sums_add(db[k], grads[k], int(BT), D);
    matmul_a_bt_add(dX, grads[k], W[k], int(BT), D, D);
  }
}

}  // namespace

void Model::backward(const Activations& acts, const Batch& batch, const ForwardOptions& options) {
  const int B = batch.B, T = batch.T, D = config_.d_model, V = config_.vocab, F = config_.d_ff;
  const size_t BT = size_t(B) * T;
  grads.assign(params.size(), 0.0f);  // allocated on first use: a model only traced (GPT-2) never needs it
  int counted = 0;
  for (int t : batch.targets) counted += t >= 0;

  std::vector<float> dlogits(BT * V);
  cross_entropy_backward(dlogits.data(), acts.probs.data(), batch.targets.data(), int(BT), V, counted);
  std::vector<float> dlnf(BT * D, 0.0f), dx(BT * D, 0.0f);
  if (config_.tied) {
    matmul_at_b_add(grad("wte"), dlogits.data(), acts.lnf.data(), V, D, int(BT));
    matmul(dlnf.data(), dlogits.data(), param("wte"), int(BT), D, V);
  } else {
    matmul_at_b_add(grad("lm_head"), acts.lnf.data(), dlogits.data(), D, V, int(BT));
    matmul_a_bt_add(dlnf.data(), dlogits.data(), param("lm_head"), int(BT), D, V);
  }
  layer_norm_backward(dx.data(), grad("ln_f.weight"), grad("ln_f.bias"), dlnf.data(), acts.x_out.data(),
                      acts.lnf_mean.data(), acts.lnf_rstd.data(), param("ln_f.weight"), int(BT), D);

  for (int l = config_.layers - 1; l >= 0; --l) {
    const LayerActivations& a = acts.layers[l];
    if (config_.mlp) {  // x_out = x_mid + W₂·GELU(W₁·LN₂(x_mid)): dx passes through and gains the MLP's share
      std::vector<float> dact(BT * F, 0.0f), dpre(BT * F, 0.0f), dln2(BT * D, 0.0f);
      matmul_at_b_add(grad(layer(l, "mlp.W_2")), a.act.data(), dx.data(), F, D, int(BT));
      column_sums_add(grad(layer(l, "mlp.b_2")), dx.data(), int(BT), D);
      matmul_a_bt_add(dact.data(), dx.data(), param(layer(l, "mlp.W_2")), int(BT), F, D);
      gelu_backward(dpre.data(), a.pre.data(), dact.data(), dpre.size());
      matmul_at_b_add(grad(layer(l, "mlp.W_1")), a.ln2.data(), dpre.data(), D, F, int(BT));
      column_sums_add(grad(layer(l, "mlp.b_1")), dpre.data(), int(BT), F);
      matmul_a_bt_add(dln2.data(), dpre.data(), param(layer(l, "mlp.W_1")), int(BT), D, F);
      layer_norm_backward(dx.data(), grad(layer(l, "ln_2.weight")), grad(layer(l, "ln_2.bias")), dln2.data(),
                          a.x_mid.data(), a.ln2_mean.data(), a.ln2_rstd.data(), param(layer(l, "ln_2.weight")),
                          int(BT), D);
    }
    // x_mid = x_in + attention(LN₁(x_in))
    std::vector<int> ablated;
    for (auto [al, ah] : options.ablate)
      if (al == l && ah >= 0 && ah < config_.heads) ablated.push_back(ah);
    float* dW[4];
    float* db[4];
    const float* W[4];
    const char* names[4] = {"q", "k", "v", "o"};
    for (int k = 0; k < 4; ++k) {
      dW[k] = grad(layer(l, (std::string("attn.W_") + names[k]).c_str()));
      db[k] = grad(layer(l, (std::string("attn.b_") + names[k]).c_str()));
      W[k] = param(layer(l, (std::string("attn.W_") + names[k]).c_str()));
    }
    std::vector<float> dln1(BT * D, 0.0f);
    attention_backward(dln1.data(), dW, db, dx.data(), a.ln1.data(), a.attention, W, B, T, D, config_.heads, ablated);
    layer_norm_backward(dx.data(), grad(layer(l, "ln_1.weight")), grad(layer(l, "ln_1.bias")), dln1.data(),
                        a.x_in.data(), a.ln1_mean.data(), a.ln1_rstd.data(), param(layer(l, "ln_1.weight")), int(BT),
                        D);
  }

  float* dwte = grad("wte");
  float* dwpe = config_.learned_positions ? grad("wpe") : nullptr;
  for (size_t i = 0; i < BT; ++i)
    for (int c = 0; c < D; ++c) {
      dwte[size_t(batch.tokens[i]) * D + c] += dx[i * D + c];
      if (dwpe) dwpe[(i % T) * D + c] += dx[i * D + c];
    }
}

}  // namespace attn::train
