#include "attention.hpp"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <functional>
#include <limits>

#include "block.hpp"
#include "kernels.hpp"
#include "parameters.hpp"
#include "text.hpp"

namespace attn {
namespace {

constexpr float neg_inf = -std::numeric_limits<float>::infinity();

Array zeros(std::vector<size_t> shape) { return Array(shape, 0.0f); }
// For a tensor every cell of which is written before it is read: skips zero-filling megabytes.
Array uninitialized(std::vector<size_t> shape) { return Array::from_shape(shape); }

// X for one side: given by the caller, or E + P from the tokens (E and P stored when kept).
Array input_side(Trace& trace, const Inputs& inputs, const std::string& suffix,
                 const std::vector<std::vector<std::string>>& tokens, int len, const Dims& d, uint32_t seed,
                 const std::function<bool(const std::string&)>& keep) {
  const std::string x_name = "X" + suffix;
  const size_t B = d.B, L = len, D = d.d_model;
  Array X = uninitialized({B, L, D});
  auto it = inputs.find(x_name);
  if (it != inputs.end()) {
    std::copy(it->second.begin(), it->second.end(), X.begin());
  } else {
    Array E = zeros({B, L, D});
    Array P = zeros({L, D});
    for (size_t b = 0; b < B; ++b)
      for (size_t t = 0; t < L; ++t) embed_token(&E(b, t, 0), tokens[b][t], int(D), seed);
    positional_encoding(P.data(), int(L), int(D));
    for (size_t b = 0; b < B; ++b)  // X = E + P, P broadcast over the batch
      for (size_t i = 0; i < L * D; ++i) X.data()[b * L * D + i] = E.data()[b * L * D + i] + P.data()[i];
    if (keep("E" + suffix)) trace.tensors["E" + suffix] = {std::move(E), {"B", suffix == "_kv" ? "S" : "T", "d_model"}};
    if (keep("P" + suffix)) trace.tensors["P" + suffix] = {std::move(P), {suffix == "_kv" ? "S" : "T", "d_model"}};
  }
  return X;
}

// [B, L, h·w] → [B, h, L, w]: PyTorch's view(B, L, h, w).transpose(1, 2), as plain row copies.
Array split_heads(const Array& x, size_t h) {
  const size_t B = x.shape(0), L = x.shape(1), w = x.shape(2) / h;
  Array out = uninitialized({B, h, L, w});
  float* o = out.data();
  for (size_t b = 0; b < B; ++b)
    for (size_t p = 0; p < h; ++p)
      for (size_t t = 0; t < L; ++t, o += w) std::memcpy(o, x.data() + (b * L + t) * h * w + p * w, w * sizeof(float));
  return out;
}

// The additive mask M (B×T×S): 0 where query t may attend key s, −∞ where not.
Array build_mask(const Dims& d, const Config& c) {
  const size_t B = d.B, T = d.T, S = d.S;
  Array M = zeros({B, T, S});
  bool causal = c.mask == MaskKind::causal || c.mask == MaskKind::causal_padding;
  bool padding = c.mask == MaskKind::padding || c.mask == MaskKind::causal_padding;
  bool per_item = c.custom_mask.size() == B * T * S;
  for (size_t b = 0; b < B; ++b)
    for (size_t t = 0; t < T; ++t)
      for (size_t s = 0; s < S; ++s) {
        bool allowed = true;
        if (causal && s > t) allowed = false;  // no peeking at later tokens
        if (padding && int(s) >= d.valid_lengths[b]) allowed = false;  // keys past the item's length are padding
        if (c.mask == MaskKind::custom) allowed = c.custom_mask[(per_item ? b * T * S : 0) + t * S + s] != 0.0f;
        M(b, t, s) = allowed ? 0.0f : neg_inf;
      }
  return M;
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
  trace.from_text = !inputs.count(cross ? "X_q" : "X");
  trace.source_from_text = cross && !inputs.count("X_kv");
  trace.steps = build_steps(d, config, trace.from_text, trace.source_from_text);
  trace.dims = d;
  auto keep = [&](const std::string& name) {
    return config.keep.empty() || std::count(config.keep.begin(), config.keep.end(), name) > 0;
  };
  auto store = [&](const std::string& name, Array values, std::vector<std::string> axes) {
    if (keep(name)) trace.tensors[name] = {std::move(values), std::move(axes)};
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
  auto bias_ptr = [&](const Array& b) { return config.bias ? b.data() : nullptr; };
  Array Q = uninitialized({B, T, HK});  // (B, T, h·d_k)
  Array K = uninitialized({B, S, HK});  // (B, S, h·d_k)
  Array V = uninitialized({B, S, HV});  // (B, S, h·d_v)
  kernels::matmul(Q.data(), int(HK), Xq.data(), int(D), W_q.data(), int(HK), int(B * T), int(HK), int(D), bias_ptr(b_q));
  kernels::matmul(K.data(), int(HK), Xk.data(), int(D), W_k.data(), int(HK), int(B * S), int(HK), int(D), bias_ptr(b_k));
  kernels::matmul(V.data(), int(HV), Xk.data(), int(D), W_v.data(), int(HV), int(B * S), int(HV), int(D), bias_ptr(b_v));

  // pass 3: the head split, a reshape and a transpose (stored only; the loops below read Q, K, V in place)
  if (keep("Q_heads")) store("Q_heads", split_heads(Q, h), {"B", "h", "T", "d_k"});
  if (keep("K_heads")) store("K_heads", split_heads(K, h), {"B", "h", "S", "d_k"});
  if (keep("V_heads")) store("V_heads", split_heads(V, h), {"B", "h", "S", "d_v"});

  // pass 4: the additive mask, shared by every head; rows with no key left are noted.
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
  const bool keep_scores = keep("scores"), keep_scaled = keep("scaled"), keep_masked = keep("masked"),
             keep_weights = keep("weights");
  // The fast path fuses scale, mask and softmax and never builds a T×S buffer it does not return.
  const bool fast = prefix_mask && !keep_scores && !keep_scaled && !keep_masked;
  Array M = fast && !keep("M") ? Array() : build_mask(d, config);  // (B, T, S)
  for (size_t b = 0; b < B; ++b)
    for (size_t t = 0; t < T; ++t) {
      bool none_left = prefix_mask ? prefix(b, t) == 0 : std::all_of(&M(b, t, 0), &M(b, t, 0) + S, [](float m) {
        return m == neg_inf;
      });
      if (none_left) trace.fully_masked_rows.push_back({int(b), int(t)});
    }

  // pass 5: per batch item and head: scores, scale, mask, softmax, context
  const std::vector<size_t> bhts = {B, h, T, S};
  // A tensor not kept stays a scalar placeholder: one head's work buffer is all that is needed.
  Array scores = keep_scores ? zeros(bhts) : Array();
  Array scaled = keep_scaled ? zeros(bhts) : Array();
  Array masked = keep_masked ? zeros(bhts) : Array();
  Array weights = keep_weights ? zeros(bhts) : Array();
  Array concat = uninitialized({B, T, HV});  // (B, T, h·d_v): each head's Z lands in its own columns
  const float scale = 1.0f / std::sqrt(float(dk));
  if (fast) {
    // Per row block: scores for the keys it may see, fused scale + mask + softmax, then weights·V_h
    // over those keys only. K_hᵀ and V_h are packed once per head.
    const int R = kernels::row_block;
    auto K_packed = kernels::scratch(size_t(kernels::round_up(int(S), kernels::panel)) * std::max<size_t>(dk, 1));
    auto V_packed = kernels::scratch(size_t(kernels::round_up(int(dv), kernels::panel)) * std::max<size_t>(S, 1));
    std::vector<float> block(keep_weights ? 0 : R * S);  // (R, S): a row block's weights
    for (size_t b = 0; b < B; ++b)
      for (size_t p = 0; p < h; ++p) {
        const float* Q_h = Q.data() + b * T * HK + p * dk;  // rows of stride h·d_k
        kernels::pack_b_transposed(K_packed.get(), K.data() + b * S * HK + p * dk, int(HK), int(S), int(dk));
        kernels::pack_b(V_packed.get(), V.data() + b * S * HV + p * dv, int(HV), int(dv), int(S));
        for (size_t i = 0; i < T; i += R) {
          const int rows = int(std::min<size_t>(R, T - i));
          const int seen = prefix(b, i + rows - 1);  // the widest prefix in the block (prefixes grow with t)
          float* w = keep_weights ? weights.data() + ((b * h + p) * T + i) * S : block.data();
          kernels::matmul_packed_rows(w, int(S), Q_h + i * HK, int(HK), K_packed.get(), int(dk), seen, int(dk),
                                      nullptr, rows);
          for (int r = 0; r < rows; ++r)
            kernels::scaled_softmax_prefix(w + r * S, prefix(b, i + r), keep_weights ? int(S) : seen, scale);
          kernels::matmul_packed_rows(concat.data() + (b * T + i) * HV + p * dv, int(HV), w, int(S), V_packed.get(),
                                      int(S), int(dv), seen, nullptr, rows);
        }
      }
  } else {
    std::vector<float> K_t(dk * S);  // (d_k, S): K_hᵀ, so the product reads contiguous rows
    std::vector<float> work(T * S);  // (T, S): one head's scores, scaled, masked, weights in turn
    const bool skip_masked_scores = causal && !keep_scores && !keep_scaled;
    for (size_t b = 0; b < B; ++b)
      for (size_t p = 0; p < h; ++p) {
        const size_t slice = (b * h + p) * T * S;
        auto save = [&](bool kept, Array& dest) {
          if (kept) std::memcpy(dest.data() + slice, work.data(), T * S * sizeof(float));
        };
        const float* Q_h = Q.data() + b * T * HK + p * dk;  // rows of stride h·d_k
        kernels::transpose(K_t.data(), K.data() + b * S * HK + p * dk, int(HK), int(S), int(dk));
        kernels::matmul(work.data(), int(S), Q_h, int(HK), K_t.data(), int(S), int(T), int(S), int(dk), nullptr,
                        skip_masked_scores ? kernels::Skip::upper_columns : kernels::Skip::none);
        save(keep_scores, scores);
        for (float& x : work) x *= scale;
        save(keep_scaled, scaled);
        const float* M_b = &M(b, 0, 0);
        for (size_t i = 0; i < T * S; ++i) work[i] = M_b[i] == neg_inf ? neg_inf : work[i] + M_b[i];
        save(keep_masked, masked);
        for (size_t t = 0; t < T; ++t) kernels::softmax_row(work.data() + t * S, int(S));
        save(keep_weights, weights);
        kernels::matmul(concat.data() + b * T * HV + p * dv, int(HV), work.data(), int(S),
                        V.data() + b * S * HV + p * dv, int(HV), int(T), int(dv), int(S), nullptr,
                        causal ? kernels::Skip::upper_depth : kernels::Skip::none);
      }
  }

  // pass 6: the output projection mixes the heads
  Array Y = uninitialized({B, T, D});  // (B, T, d_model)
  kernels::matmul(Y.data(), int(D), concat.data(), int(HV), W_o.data(), int(D), int(B * T), int(D), int(HV), bias_ptr(b_o));

  // pass 7 (optional): the rest of the transformer block, from the attention's input and output
  if (config.block) block_forward(trace, d, Xq, Y, config, inputs, keep);

  // Store the rest, in DESIGN.md's names.
  const std::string q = cross ? "X_q" : "X";
  store(q, std::move(Xq), {"B", "T", "d_model"});
  if (cross) store("X_kv", std::move(Xkv), {"B", "S", "d_model"});
  store("W_q", std::move(W_q), {"d_model", "h·d_k"});
  store("W_k", std::move(W_k), {"d_model", "h·d_k"});
  store("W_v", std::move(W_v), {"d_model", "h·d_v"});
  store("W_o", std::move(W_o), {"h·d_v", "d_model"});
  if (config.bias) {
    store("b_q", std::move(b_q), {"h·d_k"});
    store("b_k", std::move(b_k), {"h·d_k"});
    store("b_v", std::move(b_v), {"h·d_v"});
    store("b_o", std::move(b_o), {"d_model"});
  }
  if (keep("Z")) store("Z", split_heads(concat, h), {"B", "h", "T", "d_v"});
  store("Q", std::move(Q), {"B", "T", "h·d_k"});
  store("K", std::move(K), {"B", "S", "h·d_k"});
  store("V", std::move(V), {"B", "S", "h·d_v"});
  if (keep("M")) store("M", std::move(M), {"B", "T", "S"});
  const std::vector<std::string> bhts_axes = {"B", "h", "T", "S"};
  if (keep_scores) store("scores", std::move(scores), bhts_axes);
  if (keep_scaled) store("scaled", std::move(scaled), bhts_axes);
  if (keep_masked) store("masked", std::move(masked), bhts_axes);
  if (keep_weights) store("weights", std::move(weights), bhts_axes);
  store("concat", std::move(concat), {"B", "T", "h·d_v"});
  store("Y", std::move(Y), {"B", "T", "d_model"});
  return std::nullopt;
}

}  // namespace attn
