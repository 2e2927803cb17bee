#include "attention.hpp"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <functional>
#include <limits>

#include "block.hpp"
#include "kernels.hpp"
#include "parameters.hpp"
#include "schema.hpp"
#include "step_functions.hpp"

namespace attn {
namespace {

constexpr float neg_inf = -std::numeric_limits<float>::infinity();

// For a tensor every cell of which is written before it is read: skips zero-filling megabytes.
Array uninitialized(std::vector<size_t> shape) { return Array::from_shape(shape); }

// X for one side: given by the caller, or E + P from the tokens (E and P stored when kept).
Array input_side(Trace& trace, const Inputs& inputs, const std::string& suffix,
                 const std::vector<std::vector<std::string>>& tokens, int len, const Dims& d, uint32_t seed,
                 const std::function<bool(const std::string&)>& keep) {
  auto it = inputs.find("X" + suffix);
  if (it != inputs.end()) {
    Array X = uninitialized({size_t(d.B), size_t(len), size_t(d.d_model)});
    std::copy(it->second.begin(), it->second.end(), X.begin());
    return X;
  }
  Array E = step::embed(tokens, d.d_model, seed);
  Array P = step::position(len, d.d_model);
  Array X = step::add_position(E, P);
  if (keep("E" + suffix)) trace.tensors["E" + suffix] = {std::move(E), axes_of("E" + suffix)};
  if (keep("P" + suffix)) trace.tensors["P" + suffix] = {std::move(P), axes_of("P" + suffix)};
  return X;
}

// Attention for a prefix mask (none, causal, padding) without the T×S buffers it need not return: per row
// block, scores for the keys it may see, fused scale + mask + softmax, then weights·V_h over those keys
// only; K_hᵀ and V_h are packed once per head. Returns concat (B, T, h·d_v); fills `weights` if given.
Array fused_attention(const Array& Q, const Array& K, const Array& V, const Dims& d,
                      const std::function<int(size_t, size_t)>& prefix, Array* weights) {
  const size_t B = d.B, T = d.T, S = d.S, h = d.h, dk = d.d_k, dv = d.d_v, HK = h * dk, HV = h * dv;
  const float scale = 1.0f / std::sqrt(float(dk));
  const int R = kernels::row_block;
  if (weights) *weights = Array({B, h, T, S}, 0.0f);
  Array concat = uninitialized({B, T, HV});  // each head's Z lands in its own columns
  auto K_packed = kernels::scratch(size_t(kernels::round_up(int(S), kernels::panel)) * std::max<size_t>(dk, 1));
  auto V_packed = kernels::scratch(size_t(kernels::round_up(int(dv), kernels::panel)) * std::max<size_t>(S, 1));
  std::vector<float> block(weights ? 0 : R * S);  // (R, S): a row block's weights
  for (size_t b = 0; b < B; ++b)
    for (size_t p = 0; p < h; ++p) {
      const float* Q_h = Q.data() + b * T * HK + p * dk;  // rows of stride h·d_k
      kernels::pack_b_transposed(K_packed.get(), K.data() + b * S * HK + p * dk, int(HK), int(S), int(dk));
      kernels::pack_b(V_packed.get(), V.data() + b * S * HV + p * dv, int(HV), int(dv), int(S));
      for (size_t i = 0; i < T; i += R) {
        const int rows = int(std::min<size_t>(R, T - i));
        const int seen = prefix(b, i + rows - 1);  // the widest prefix in the block (prefixes grow with t)
        float* w = weights ? weights->data() + ((b * h + p) * T + i) * S : block.data();
        kernels::matmul_packed_rows(w, int(S), Q_h + i * HK, int(HK), K_packed.get(), int(dk), seen, int(dk),
                                    nullptr, rows);
        for (int r = 0; r < rows; ++r)
          kernels::scaled_softmax_prefix(w + r * S, prefix(b, i + r), weights ? int(S) : seen, scale);
        kernels::matmul_packed_rows(concat.data() + (b * T + i) * HV + p * dv, int(HV), w, int(S), V_packed.get(),
                                    int(S), int(dv), seen, nullptr, rows);
      }
    }
  return concat;
}

}  // namespace

std::optional<Error> attention_forward(Trace& trace, const Config& config, const Inputs& inputs) {
  Dims d;
  if (auto error = resolve(d, config, inputs)) return error;
  const bool cross = config.cross_attention;
  trace = Trace{};
  trace.config = config;
  trace.config.query_len = d.T;
  trace.config.key_len = d.S;
  trace.config.d_k = d.d_k;
  trace.config.d_v = d.d_v;
  trace.config.valid_lengths = d.valid_lengths;
  trace.config.d_ff = d.d_ff;
  trace.from_text = query_from_text(config, inputs);
  trace.source_from_text = source_from_text(config, inputs);
  trace.steps = build_steps(d, config, trace.from_text, trace.source_from_text);
  trace.dims = d;
  auto keep = [&](const std::string& name) { return keeps(config, name); };
  auto store = [&](const std::string& name, Array values) {
    if (keep(name)) trace.tensors[name] = {std::move(values), axes_of(name)};
  };

  const size_t B = d.B, T = d.T, S = d.S, D = d.d_model, h = d.h, dk = d.d_k, dv = d.d_v;
  const size_t HK = h * dk, HV = h * dv;
  const uint32_t seed = config.seed;

  // pass 1: the inputs X (or X_q and X_kv), from the tokens unless given
  Array Xq = input_side(trace, inputs, cross ? "_q" : "", d.tokens, d.T, d, seed, keep);
  Array Xkv = cross ? input_side(trace, inputs, "_kv", d.source_tokens, d.S, d, seed, keep) : Array();
  const Array& Xk = cross ? Xkv : Xq;

  // pass 2: the learned projections, x @ W (+ b)
  Array W_q = parameter(inputs, "W_q", D, HK, seed, 1, false);
  Array W_k = parameter(inputs, "W_k", D, HK, seed, 2, false);
  Array W_v = parameter(inputs, "W_v", D, HV, seed, 3, false);
  Array W_o = parameter(inputs, "W_o", HV, D, seed, 4, false);
  Array b_q, b_k, b_v, b_o;
  if (config.bias) {
    b_q = parameter(inputs, "b_q", D, HK, seed, 5, true);
    b_k = parameter(inputs, "b_k", D, HK, seed, 6, true);
    b_v = parameter(inputs, "b_v", D, HV, seed, 7, true);
    b_o = parameter(inputs, "b_o", HV, D, seed, 8, true);
  }
  auto bias = [&](const Array& b) { return config.bias ? &b : nullptr; };
  Array Q = step::project(Xq, W_q, bias(b_q));  // (B, T, h·d_k)
  Array K = step::project(Xk, W_k, bias(b_k));  // (B, S, h·d_k)
  Array V = step::project(Xk, W_v, bias(b_v));  // (B, S, h·d_v)

  // pass 3: the additive mask, shared by every head; rows with no key left are noted.
  // Every mask but a custom one is a prefix: query t of item b attends keys [0, prefix(b, t)).
  const bool causal = config.mask == MaskKind::causal || config.mask == MaskKind::causal_padding;
  const bool padding = config.mask == MaskKind::padding || config.mask == MaskKind::causal_padding;
  const bool prefix_mask = config.mask != MaskKind::custom;
  auto prefix = [&](size_t b, size_t t) {
    size_t n = S;
    if (causal) n = std::min(n, t + 1);
    if (padding) n = std::min(n, size_t(d.valid_lengths[b]));
    return int(n);
  };
  const bool keep_scores = keep("scores"), keep_scaled = keep("scaled"), keep_masked = keep("masked");
  // The fused path (scale, mask and softmax in one pass, no T×S buffer it does not return) serves runs
  // that keep none of scores, scaled and masked; it agrees with the steps one by one to float rounding
  // (its softmax sums only the visible keys, so its additions group differently).
  const bool fused = prefix_mask && !keep_scores && !keep_scaled && !keep_masked;
  Array M = fused && !keep("M") ? Array() : step::mask(d, config);  // (B, T, S)
  for (size_t b = 0; b < B; ++b)
    for (size_t t = 0; t < T; ++t) {
      bool none_left = prefix_mask ? prefix(b, t) == 0 : std::all_of(&M(b, t, 0), &M(b, t, 0) + S, [](float m) {
        return m == neg_inf;
      });
      if (none_left) trace.fully_masked_rows.push_back({int(b), int(t)});
    }

  // pass 4: per batch item and head: split, scores, scale, mask, softmax, context, concat
  Array concat;  // (B, T, h·d_v)
  if (fused) {
    if (keep("Q_heads")) store("Q_heads", step::split_heads(Q, int(h)));
    if (keep("K_heads")) store("K_heads", step::split_heads(K, int(h)));
    if (keep("V_heads")) store("V_heads", step::split_heads(V, int(h)));
    Array weights;
    concat = fused_attention(Q, K, V, d, prefix, keep("weights") ? &weights : nullptr);
    if (keep("weights")) store("weights", std::move(weights));
    if (keep("Z")) store("Z", step::split_heads(concat, int(h)));
  } else {
    // The steps one by one, each the function lab.step exposes; a step's input is moved on unless kept.
    auto pass_on = [&](Array& a, bool kept) { return kept ? Array(a) : std::move(a); };
    Array Q_heads = step::split_heads(Q, int(h)), K_heads = step::split_heads(K, int(h)),
          V_heads = step::split_heads(V, int(h));
    Array scores = step::scores(Q_heads, K_heads);
    Array scaled = step::scale(pass_on(scores, keep_scores), int(dk));
    Array masked = step::add_mask(pass_on(scaled, keep_scaled), M);
    Array weights = step::softmax(pass_on(masked, keep_masked));
    Array Z = step::context(weights, V_heads);
    concat = step::concat_heads(Z);
    store("Q_heads", std::move(Q_heads));
    store("K_heads", std::move(K_heads));
    store("V_heads", std::move(V_heads));
    store("scores", std::move(scores));
    store("scaled", std::move(scaled));
    store("masked", std::move(masked));
    store("weights", std::move(weights));
    store("Z", std::move(Z));
  }

  // pass 5: the output projection mixes the heads
  Array Y = step::project(concat, W_o, bias(b_o));  // (B, T, d_model)

  // pass 6 (optional): the rest of the transformer block, from the attention's input and output
  if (config.block) block_forward(trace, d, Xq, Y, config, inputs, keep);

  // Store the rest, in DESIGN.md's names.
  const std::string q = cross ? "X_q" : "X";
  store(q, std::move(Xq));
  if (cross) store("X_kv", std::move(Xkv));
  store("W_q", std::move(W_q));
  store("W_k", std::move(W_k));
  store("W_v", std::move(W_v));
  store("W_o", std::move(W_o));
  if (config.bias) {
    store("b_q", std::move(b_q));
    store("b_k", std::move(b_k));
    store("b_v", std::move(b_v));
    store("b_o", std::move(b_o));
  }
  store("Q", std::move(Q));
  store("K", std::move(K));
  store("V", std::move(V));
  if (keep("M")) store("M", std::move(M));
  store("concat", std::move(concat));
  store("Y", std::move(Y));
  return std::nullopt;
}

}  // namespace attn
