#include "attention.hpp"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <functional>
#include <limits>

#include "block.hpp"
#include "flash.hpp"
#include "kernels.hpp"
#include "parameters.hpp"
#include "schema.hpp"
#include "step_functions.hpp"

namespace attn {
namespace {

constexpr float neg_inf = -std::numeric_limits<float>::infinity();

// A tensor of no axes holding one number.
Array scalar(float value) {
  Array a = uninitialized({});
  *a.data() = value;
  return a;
}

// X for one side: given by the caller, or E + P from the tokens (E and P stored when kept); E alone when
// positions enter elsewhere (RoPE, ALiBi) or nowhere.
Array input_side(Trace& trace, const Inputs& inputs, const std::string& suffix,
                 const std::vector<std::vector<std::string>>& tokens, int len, const Dims& d, uint32_t seed,
                 bool sinusoidal, const std::function<bool(const std::string&)>& keep) {
  auto it = inputs.find("X" + suffix);
  if (it != inputs.end()) {
    Array X = uninitialized({size_t(d.B), size_t(len), size_t(d.d_model)});
    std::copy(it->second.begin(), it->second.end(), X.begin());
    return X;
  }
  const std::string E_name = "E" + suffix, P_name = "P" + suffix;
  Array E = step::embed(tokens, d.d_model, seed);
  if (!sinusoidal) {
    if (keep(E_name)) trace.tensors.try_emplace(E_name, E, Axes::lasting(axes_of(E_name)));
    return E;
  }
  Array P = step::position(len, d.d_model);
  Array X = step::add_position(E, P);
  const std::string angle = "P_angle" + suffix;  // the angles P took sin and cos of, for the page's explanation
  if (keep(angle)) trace.tensors.try_emplace(angle, step::position_angles(len, d.d_model), Axes::lasting(axes_of(angle)));
  if (keep(E_name)) trace.tensors.try_emplace(E_name, std::move(E), Axes::lasting(axes_of(E_name)));
  if (keep(P_name)) trace.tensors.try_emplace(P_name, std::move(P), Axes::lasting(axes_of(P_name)));
  return X;
}

// Attention for a band mask (none, causal, padding, sliding: query t sees keys [lo, hi)) without the T×S
// buffers it need not return: per row block, scores for the keys up to the block's widest hi, fused
// scale + mask + softmax, then weights·V_h over those keys only; K_hᵀ and V_h are packed once per key/value
// head and shared by its group of query heads. Returns concat (B, T, h·d_v); fills `weights`, and each row's
// max and Σe^(x − max) (0 and 0 for a fully masked row, as step::softmax gives), if given.
Array fused_attention(const Array& Q, const Array& K, const Array& V, const Dims& d, const Visibility& visible,
                      Array* weights, Array* row_max, Array* row_sum) {
  const size_t B = d.B, T = d.T, S = d.S, h = d.h, dk = d.d_k, dv = d.d_v, HK = h * dk, HV = h * dv;
  const size_t h_kv = d.h_kv, HKK = h_kv * dk, HKV = h_kv * dv;
  const float scale = 1.0f / step::sqrt_d_k(int(dk));
  const int R = kernels::row_block;
  if (weights) *weights = Array({B, h, T, S}, 0.0f);
  if (row_max) *row_max = Array({B, h, T}, 0.0f);
  if (row_sum) *row_sum = Array({B, h, T}, 0.0f);
  Array concat = uninitialized({B, T, HV});  // each head's Z lands in its own columns
  auto K_packed = kernels::scratch(size_t(kernels::round_up(int(S), kernels::panel)) * std::max<size_t>(dk, 1));
  auto V_packed = kernels::scratch(size_t(kernels::round_up(int(dv), kernels::panel)) * std::max<size_t>(S, 1));
  std::vector<float> block(weights ? 0 : R * S);  // (R, S): a row block's weights
  for (size_t b = 0; b < B; ++b)
    for (size_t p = 0; p < h; ++p) {
      const float* Q_h = Q.data() + b * T * HK + p * dk;  // rows of stride h·d_k
      const size_t g = step::kv_head(p, h, h_kv);
      if (p == 0 || g != step::kv_head(p - 1, h, h_kv)) {
        kernels::pack_b_transposed(K_packed.get(), K.data() + b * S * HKK + g * dk, int(HKK), int(S), int(dk));
        kernels::pack_b(V_packed.get(), V.data() + b * S * HKV + g * dv, int(HKV), int(dv), int(S));
      }
      for (size_t i = 0; i < T; i += R) {
        const int rows = int(std::min<size_t>(R, T - i));
        const int seen = visible.range(b, i + rows - 1).second;  // the widest hi in the block (hi grows with t)
        float* w = weights ? weights->data() + ((b * h + p) * T + i) * S : block.data();
        kernels::matmul_packed_rows(w, int(S), Q_h + i * HK, int(HK), K_packed.get(), int(dk), seen, int(dk),
                                    nullptr, rows);
        for (int r = 0; r < rows; ++r) {
          const auto [lo, hi] = visible.range(b, i + r);
          const int from = std::min(lo, hi);  // past padding, lo may exceed hi: nothing visible
          float* row = w + r * S;
          const size_t at = (b * h + p) * T + i + size_t(r);  // the row's index in (B, h, T)
          std::fill(row, row + from, 0.0f);
          kernels::scaled_softmax_prefix(row + from, hi - from, (weights ? int(S) : seen) - from, scale,
                                         row_max ? row_max->data() + at : nullptr, row_sum ? row_sum->data() + at : nullptr);
        }
        kernels::matmul_packed_rows(concat.data() + (b * T + i) * HV + p * dv, int(HV), w, int(S), V_packed.get(),
                                    int(S), int(dv), seen, nullptr, rows);
      }
    }
  return concat;
}

// What the passes of one run share: its sizes and settings, the trace being filled, and the keep rule. `d` has
// the heads the run computes (headRange's group, or every head); `whole` the whole configuration's (trace.dims).
struct Run {
  Trace& trace;
  const Config& config;
  const Inputs& inputs;
  const Dims& d;
  const Dims& whole;
  bool cross, rope, alibi, fused, flash, tiled;  // tiled: fused or flash, reading rows of all heads at once
  bool keep(std::string_view name) const { return keeps(config, name); }
  // Built in place in the map, moved once: tensors[name] = … first built a default Array (xtensor allocates one)
  // and the moves on the way cost more than a small run's numbers. Each name is stored once.
  void store(const std::string& name, Array&& values) {
    if (keep(name)) trace.tensors.try_emplace(name, std::move(values), Axes::lasting(axes_of(name)));
  }
};

// The learned projections, given or drawn from the seed (keys and values have h_kv heads): the whole
// configuration's, cut to the heads the run computes: their columns of W_q, b_q (and of W_k, W_v, b_k, b_v their
// key/value heads'), their rows of W_o.
struct Weights {
  Array W_q, W_k, W_v, W_o, b_q, b_k, b_v, b_o;
  bool bias = false;
  const Array* b(const Array& a) const { return bias ? &a : nullptr; }
};
Weights weights_of(const Run& run) {
  const Dims& d = run.whole;
  const size_t D = d.d_model, HK = d.h * d.d_k, HV = d.h * d.d_v, HKK = d.h_kv * d.d_k, HKV = d.h_kv * d.d_v;
  const size_t from = d.head_from, to = d.head_to, group = d.h / d.h_kv, dk = d.d_k, dv = d.d_v;
  const MatrixBlock q{0, D, from * dk, to * dk}, k{0, D, from / group * dk, to / group * dk},
      v{0, D, from / group * dv, to / group * dv}, o{from * dv, to * dv, 0, D};
  const uint32_t seed = run.config.seed;
  // Each matrix made in its place: an Array assigned (moved) costs more than a small one's numbers.
  Weights w{parameter(run.inputs, "W_q", D, HK, seed, 1, false, q), parameter(run.inputs, "W_k", D, HKK, seed, 2, false, k),
            parameter(run.inputs, "W_v", D, HKV, seed, 3, false, v), parameter(run.inputs, "W_o", HV, D, seed, 4, false, o)};
  w.bias = run.config.bias;
  if (w.bias) {
    w.b_q = parameter(run.inputs, "b_q", D, HK, seed, 5, true, q);
    w.b_k = parameter(run.inputs, "b_k", D, HKK, seed, 6, true, k);
    w.b_v = parameter(run.inputs, "b_v", D, HKV, seed, 7, true, v);
    w.b_o = parameter(run.inputs, "b_o", HV, D, seed, 8, true, o);
  }
  return w;
}

// x @ W (+ b) with W and b read where they are held (float, or half widened tile by tile inside the product); its
// first `kept_rows` rows copied from `kept` (a run over a sequence that begins the same way made them).
Array project_held(const Array& x, const HeldTensor& W, const HeldTensor& b, size_t m, bool bias,
                   size_t kept_rows = 0, const float* kept = nullptr) {
  const size_t rows = x.shape(0) * x.shape(1), n = x.shape(2), fresh = rows - kept_rows;
  std::vector<float> b_wide(bias && b.f16 ? m : 0);
  if (!b_wide.empty()) kernels::widen_half(b_wide.data(), b.f16, m);
  const float* b_at = !bias ? nullptr : b.f16 ? b_wide.data() : b.f32;
  Array out = uninitialized({x.shape(0), x.shape(1), m});
  if (kept_rows) std::copy_n(kept, kept_rows * m, out.data());
  float* C = out.data() + kept_rows * m;
  const float* A = x.data() + kept_rows * n;
  if (W.f16) kernels::matmul(C, int(m), A, int(n), W.f16, int(m), int(fresh), int(m), int(n), b_at);
  else kernels::matmul(C, int(m), A, int(n), W.f32, int(m), int(fresh), int(m), int(n), b_at);
  return out;
}

// From here on a run computes heads [head_from, head_to) only (every head unless headRange): as a run with that
// many heads, and their key/value heads.
void narrow_to_computed_heads(Dims& d) {
  const int group = d.h / d.h_kv;
  d.h = d.head_to - d.head_from;
  d.h_kv = d.h / group;
}

// ALiBi's slope of each head computed: a group of headRange keeps the slopes its heads have in the whole run.
std::vector<double> alibi_slopes_of(const Dims& whole) {
  const std::vector<double> all = step::alibi_slopes(whole.h);
  return {all.begin() + whole.head_from, all.begin() + whole.head_to};
}

// Q, K, V per head, and RoPE's rotation of every query and key by its position. The tiled paths read rows
// of all heads side by side (Q_in, K_in), as projected or, with RoPE, as rotated.
struct Heads {
  Array Q_heads, K_heads, V_heads, Q_rope, K_rope, Q_rows, K_rows;
  const Array* Q_in = nullptr;
  const Array* K_in = nullptr;
};
void split_heads(Heads& out, const Run& run, const Array& Q, const Array& K, const Array& V) {
  const int h = int(run.d.h), h_kv = int(run.d.h_kv);
  if (!run.tiled || run.keep("Q_heads") || run.rope) out.Q_heads = step::split_heads(Q, h);
  if (!run.tiled || run.keep("K_heads") || run.rope) out.K_heads = step::split_heads(K, h_kv);
  if (!run.tiled || run.keep("V_heads")) out.V_heads = step::split_heads(V, h_kv);
  if (run.rope) {
    out.Q_rope = step::rope(out.Q_heads, run.config.rope_base);
    out.K_rope = step::rope(out.K_heads, run.config.rope_base);
  }
  if (run.tiled && run.rope) out.Q_rows = step::concat_heads(out.Q_rope), out.K_rows = step::concat_heads(out.K_rope);
  out.Q_in = run.tiled && run.rope ? &out.Q_rows : &Q;
  out.K_in = run.tiled && run.rope ? &out.K_rows : &K;
}

// RoPE's θ per column and the angle each query and key was turned by, when kept (the page explains a rotated
// cell with them): the same doubles rope() takes cos and sin of, rounded to float.
void store_rope_angles(Run& run) {
  const int dk = int(run.d.d_k);
  const float base = run.config.rope_base;
  if (run.keep("rope_theta")) run.store("rope_theta", step::rope_thetas(dk, base));
  if (run.keep("rope_angle_q")) run.store("rope_angle_q", step::rope_angles(int(run.d.T), dk, base));
  if (run.keep("rope_angle_k")) run.store("rope_angle_k", step::rope_angles(int(run.d.S), dk, base));
}

// Rows with no key left to see (all masked) are listed in the trace: softmax gives them zeros.
void note_fully_masked(Run& run, const Array& M, const Visibility& visible) {
  const bool custom = run.config.mask == MaskKind::custom;
  for (size_t b = 0; b < size_t(run.d.B); ++b)
    for (size_t t = 0; t < size_t(run.d.T); ++t) {
      const auto [lo, hi] = visible.range(b, t);
      const bool none_left = custom ? std::all_of(&M(b, t, 0), &M(b, t, 0) + run.d.S, [](float m) { return m == neg_inf; })
                                    : hi <= lo;
      if (none_left) run.trace.fully_masked_rows.push_back({int(b), int(t)});
    }
}

// Scores, scale, ALiBi, mask, softmax and context one step at a time, each the function lab.step exposes;
// a step's input is moved on unless it is kept. Returns concat (B, T, h·d_v).
Array attend_step_by_step(Run& run, Heads& heads, const Array& M, const Array* alibi_bias) {
  auto pass_on = [&](Array& a, bool kept) { return kept ? Array(a) : std::move(a); };
  Array scores = step::scores(run.rope ? heads.Q_rope : heads.Q_heads, run.rope ? heads.K_rope : heads.K_heads);
  Array scaled = step::scale(pass_on(scores, run.keep("scores")), int(run.d.d_k));
  Array masked = step::add_mask(pass_on(scaled, run.keep("scaled")), M, alibi_bias);
  Array row_max, row_sum;  // (B, h, T): each row's m_t and Σ_s e^(x − m_t), for the page's explanation
  Array weights = step::softmax(pass_on(masked, run.keep("masked")), run.keep("row_max") ? &row_max : nullptr,
                                run.keep("row_sum") ? &row_sum : nullptr);
  Array Z = step::context(weights, heads.V_heads);
  Array concat = step::concat_heads(Z);
  run.store("scores", std::move(scores));
  run.store("scaled", std::move(scaled));
  run.store("masked", std::move(masked));
  run.store("weights", std::move(weights));
  run.store("row_max", std::move(row_max));
  run.store("row_sum", std::move(row_sum));
  run.store("Z", std::move(Z));
  return concat;
}

// The fused path: scale, mask and softmax in one pass over each row block; weights and the rows' statistics
// kept when asked. Returns concat (B, T, h·d_v).
Array attend_fused(Run& run, const Heads& heads, const Array& V, const Visibility& visible) {
  Array weights, row_max, row_sum;
  Array concat = fused_attention(*heads.Q_in, *heads.K_in, V, run.d, visible, run.keep("weights") ? &weights : nullptr,
                                 run.keep("row_max") ? &row_max : nullptr, run.keep("row_sum") ? &row_sum : nullptr);
  run.store("weights", std::move(weights));
  run.store("row_max", std::move(row_max));
  run.store("row_sum", std::move(row_sum));
  return concat;
}

// FlashAttention: tile by tile, the T×S matrix never built; the tiles' states are kept when asked.
Array attend_in_tiles(Run& run, const Heads& heads, const Array& V, const Visibility& visible) {
  const Dims& d = run.d;
  Array m, l, O, rescale;
  FlashStates states{run.keep("flash_m") ? &m : nullptr, run.keep("flash_l") ? &l : nullptr,
                     run.keep("flash_O") ? &O : nullptr, run.keep("flash_rescale") ? &rescale : nullptr};
  Array concat = flash_attention(*heads.Q_in, *heads.K_in, V, d, run.config.flash, visible,
                                 run.alibi ? alibi_slopes_of(run.whole) : std::vector<double>{}, states);
  run.store("flash_m", std::move(m));
  run.store("flash_l", std::move(l));
  run.store("flash_O", std::move(O));
  run.store("flash_rescale", std::move(rescale));
  run.trace.flash_memory = {4.0 * d.B * d.h * d.T * d.S, 4.0 * flash_tile_floats(d, run.config)};
  return concat;
}

// The trace's record of the run: its resolved sizes and its steps.
void start_trace(Trace& trace, const Config& config, const Inputs& inputs, const Dims& d) {
  trace = Trace{config, d};  // made with the run's config and dims (a default Trace would first build a default Config)
  trace.config.query_len = d.T;
  trace.config.key_len = d.S;
  trace.config.d_k = d.d_k;
  trace.config.d_v = d.d_v;
  trace.config.valid_lengths = d.valid_lengths;
  trace.config.d_ff = d.d_ff;
  trace.config.kv_heads = d.h_kv;
  trace.from_text = query_from_text(config, inputs);
  trace.source_from_text = source_from_text(config, inputs);
  trace.steps = build_steps(d, config, trace.from_text, trace.source_from_text);
}

}  // namespace

// The forward pass in docs/ARCHITECTURE.md's order; each pass is a function above, and everything kept is stored in
// docs/ARCHITECTURE.md's names at the end (a tensor later passes still read is moved into the trace only then).
std::optional<Error> attention_forward(Trace& trace, const Config& config, const Inputs& inputs, const HeldWeights* held) {
  Dims d;
  if (auto error = resolve(d, config, inputs)) return error;
  start_trace(trace, config, inputs, d);  // the trace keeps the whole configuration's dims
  trace.weights_held = held != nullptr;
  narrow_to_computed_heads(d);
  const bool fused = takes_fused_path(config), flash = config.flash.on;
  Run run{trace, config, inputs, d, trace.dims, config.cross_attention, config.positional == Positional::rope,
          config.positional == Positional::alibi, fused, flash, fused || flash};
  auto keep = [&](const std::string& name) { return run.keep(name); };
  const bool sinusoidal = config.positional == Positional::sinusoidal;

  // pass 1: the inputs X (or X_q and X_kv), from the tokens unless given
  Array Xq = input_side(trace, inputs, run.cross ? "_q" : "", d.tokens, d.T, d, config.seed, sinusoidal, keep);
  Array Xkv = run.cross ? input_side(trace, inputs, "_kv", d.source_tokens, d.S, d, config.seed, sinusoidal, keep) : Array();
  const Array& Xk = run.cross ? Xkv : Xq;

  // pass 2: the learned projections, x @ W (+ b)
  Weights w = held ? Weights{} : weights_of(run);
  const bool b = config.bias;
  const size_t kept = held ? size_t(held->kept_rows) : 0;
  Array Q = held ? project_held(Xq, held->W_q, held->b_q, d.h * d.d_k, b, kept, held->kept_Q) : step::project(Xq, w.W_q, w.b(w.b_q));  // (B, T, h·d_k)
  Array K = held ? project_held(Xk, held->W_k, held->b_k, d.h_kv * d.d_k, b, kept, held->kept_K) : step::project(Xk, w.W_k, w.b(w.b_k));  // (B, S, h_kv·d_k)
  Array V = held ? project_held(Xk, held->W_v, held->b_v, d.h_kv * d.d_v, b, kept, held->kept_V) : step::project(Xk, w.W_v, w.b(w.b_v));  // (B, S, h_kv·d_v)

  // pass 3: the head split (and RoPE)
  Heads heads;
  split_heads(heads, run, Q, K, V);

  // pass 4: the additive mask, shared by every head, and ALiBi's bias per head
  Array M = (!run.tiled || config.mask == MaskKind::custom || keep("M")) ? step::mask(d, config) : Array();  // (B, T, S)
  const Visibility visible = visibility(d, config, M);
  note_fully_masked(run, M, visible);
  Array alibi_bias = run.alibi && (!run.tiled || keep("alibi")) ? step::alibi(alibi_slopes_of(run.whole), d.T, d.S) : Array();  // (h, T, S)

  // pass 5: per batch item and head: scores, scale, ALiBi, mask, softmax, context — then concat
  run.store("sqrt_d_k", scalar(step::sqrt_d_k(int(d.d_k))));  // (): the divisor of every score
  Array concat = flash ? attend_in_tiles(run, heads, V, visible)  // (B, T, h·d_v)
                 : fused ? attend_fused(run, heads, V, visible)
                         : attend_step_by_step(run, heads, M, run.alibi ? &alibi_bias : nullptr);
  if (run.tiled && keep("Z")) run.store("Z", step::split_heads(concat, int(d.h)));

  // pass 6: the output projection mixes the heads (of headRange's groups, the first adds b_o, once)
  Array Y = held ? project_held(concat, held->W_o, held->b_o, d.d_model, b, kept, held->kept_Y)
                 : step::project(concat, w.W_o, d.head_from == 0 ? w.b(w.b_o) : nullptr);  // (B, T, d_model)

  // pass 7 (optional): the rest of the transformer block, from the attention's input and output
  if (config.block) block_forward(trace, d, Xq, Y, config, inputs, keep);

  run.store(run.cross ? "X_q" : "X", std::move(Xq));
  if (run.cross) run.store("X_kv", std::move(Xkv));
  for (auto [name, tensor] : {std::pair{"Q", &Q}, {"K", &K}, {"V", &V}, {"Q_heads", &heads.Q_heads},
                              {"K_heads", &heads.K_heads}, {"V_heads", &heads.V_heads}, {"concat", &concat}, {"Y", &Y}})
    run.store(name, std::move(*tensor));
  if (!held)  // held weights stay where they are held
    for (auto [name, tensor] : {std::pair{"W_q", &w.W_q}, {"W_k", &w.W_k}, {"W_v", &w.W_v}, {"W_o", &w.W_o}})
      run.store(name, std::move(*tensor));
  if (w.bias)
    for (auto [name, tensor] : {std::pair{"b_q", &w.b_q}, {"b_k", &w.b_k}, {"b_v", &w.b_v}, {"b_o", &w.b_o}})
      run.store(name, std::move(*tensor));
  if (run.rope) run.store("Q_rope", std::move(heads.Q_rope)), run.store("K_rope", std::move(heads.K_rope));
  if (run.rope) store_rope_angles(run);
  if (run.alibi) run.store("alibi", std::move(alibi_bias));
  if (keep("M")) run.store("M", std::move(M));
  return std::nullopt;
}

}  // namespace attn
