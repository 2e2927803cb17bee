#include "flash.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <memory>

#include "kernels.hpp"
#include "step_functions.hpp"

namespace attn {
namespace {

constexpr float neg_inf = -std::numeric_limits<float>::infinity();

// The running state of one query tile's rows.
struct RowState {
  std::vector<float> m, l, O;  // (rows), (rows), (rows, d_v)
  std::vector<float> alpha;    // (rows): the last tile's rescale factor e^(m_old − m_new)
};

// e^(m_old − m_new), 0 while nothing was seen (m_old = −∞): what l and O are multiplied by when m grows.
float rescale_factor(float m_old, float m_new) { return m_old == neg_inf ? 0.0f : std::exp(m_old - m_new); }

// One key/value head's K_hᵀ and V_h packed into panels once (as the fused path packs them), so each tile's
// two products read them in place: K_hᵀ's panels have depth d_k, V_h's depth S.
struct PackedHead {
  std::unique_ptr<float[], kernels::AlignedDelete> K, V;
  int S, dk, dv;

  PackedHead(int S_, int dk_, int dv_)
      : K(kernels::scratch(size_t(kernels::round_up(S_, kernels::panel)) * std::max(dk_, 1))),
        V(kernels::scratch(size_t(kernels::round_up(dv_, kernels::panel)) * std::max(S_, 1))), S(S_), dk(dk_), dv(dv_) {}

  void pack(const float* K_rows, int ldk, const float* V_rows, int ldv) {
    kernels::pack_b_transposed(K.get(), K_rows, ldk, S, dk);
    kernels::pack_b(V.get(), V_rows, ldv, dv, S);
  }
};

// The tile's scores Q_i K_jᵀ for keys [s0, s0 + cols). Panels start every 8 keys, so the product starts at s0's
// panel: `wide` (rows, ld = cols + s0 mod 8) receives it, and the tile is wide + s0 mod 8, row stride ld.
void tile_scores(float* wide, int ld, const float* Q_rows, int ldq, const PackedHead& head, int s0, int rows) {
  const float* panels = head.K.get() + size_t(s0 / kernels::panel) * head.dk * kernels::panel;
  for (int r = 0; r < rows; r += kernels::row_block)
    kernels::matmul_packed_rows(wide + size_t(r) * ld, ld, Q_rows + size_t(r) * ldq, ldq, panels, head.dk, ld, head.dk,
                                nullptr, std::min(kernels::row_block, rows - r));
}

// One tile's scores in place: scaled, plus ALiBi's −m_p·(t − s), −∞ where the query may not look.
void bias_and_mask(float* tile, int ld, int rows, int cols, size_t b, size_t t0, size_t s0, float scale, double slope,
                   const Visibility& visible) {
  for (int r = 0; r < rows; ++r) {
    float* row = tile + size_t(r) * ld;
    for (int c = 0; c < cols; ++c) row[c] *= scale;
    if (slope != 0.0)
      for (int c = 0; c < cols; ++c) row[c] -= float(slope * (double(t0 + r) - double(s0 + c)));
    // The row's visible keys [lo, hi), in this tile's columns; a custom mask's −∞ cells besides.
    const auto [lo, hi] = visible.range(b, t0 + r);
    const int from = std::clamp(lo - int(s0), 0, cols), to = std::clamp(hi - int(s0), from, cols);
    std::fill(row, row + from, neg_inf);
    std::fill(row + to, row + cols, neg_inf);
    if (visible.M)
      for (int c = from; c < to; ++c)
        if ((*visible.M)(b, t0 + r, s0 + c) == neg_inf) row[c] = neg_inf;
  }
}

// Whether no row of the tile may see any of its keys (above a causal diagonal, behind a sliding window, past
// padding): FlashAttention skips such a tile, its state unchanged.
bool tile_hidden(const Visibility& visible, size_t b, size_t t0, int rows, size_t s0, int cols) {
  if (visible.M) return false;
  for (int r = 0; r < rows; ++r) {
    const auto [lo, hi] = visible.range(b, t0 + r);
    if (lo < int(s0) + cols && hi > int(s0)) return false;
  }
  return true;
}

// Folds one tile's exponentiated scores into the rows' state: m ← max(m, tile max), then l and O are rescaled
// by e^(m_old − m_new) and the tile's Σ and P·V_j added. `pv` is (rows, d_v) work space.
void fold_tile(RowState& st, float* tile, int ld, int rows, int cols, const PackedHead& head, int s0, float* pv) {
  const int dv = head.dv;
  for (int r = 0; r < rows; ++r) {
    float* row = tile + size_t(r) * ld;
    const float m_new = std::max(st.m[r], kernels::row_max(row, cols));
    const float alpha = st.alpha[r] = rescale_factor(st.m[r], m_new);
    if (m_new == neg_inf) {  // nothing visible yet: this row's P is all zeros
      std::fill(row, row + cols, 0.0f);
      continue;
    }
    st.l[r] = alpha * st.l[r] + kernels::exp_shifted(row, cols, m_new);
    for (int i = 0; i < dv; ++i) st.O[size_t(r) * dv + i] *= alpha;
    st.m[r] = m_new;
  }
  const float* V_j = head.V.get() + size_t(s0) * kernels::panel;  // rows s0… of every panel of V_h
  for (int r = 0; r < rows; r += kernels::row_block)  // P V_j
    kernels::matmul_packed_rows(pv + size_t(r) * dv, dv, tile + size_t(r) * ld, ld, V_j, head.S, dv, cols, nullptr,
                                std::min(kernels::row_block, rows - r));
  for (size_t i = 0; i < size_t(rows) * dv; ++i) st.O[i] += pv[i];
}

// Copies the rows' state after key tile j into the kept tensors.
void record(const FlashStates& out, const RowState& st, size_t bp, size_t j, size_t tiles_k, size_t T, size_t t0,
            int rows, int dv) {
  const size_t at = (bp * tiles_k + j) * T + t0;
  if (out.m) std::copy_n(st.m.begin(), rows, out.m->data() + at);
  if (out.l) std::copy_n(st.l.begin(), rows, out.l->data() + at);
  if (out.O) std::copy_n(st.O.begin(), size_t(rows) * dv, out.O->data() + at * dv);
  if (out.rescale) std::copy_n(st.alpha.begin(), rows, out.rescale->data() + at);
}

}  // namespace

Visibility visibility(const Dims& d, const Config& c, const Array& M) {
  Visibility v;
  v.causal = is_causal(c.mask), v.sliding = is_sliding(c.mask), v.padding = is_padding(c.mask);
  v.S = d.S, v.window = c.window, v.valid = d.valid_lengths;
  if (c.mask == MaskKind::custom) v.M = &M;
  return v;
}

Array flash_attention(const Array& Q, const Array& K, const Array& V, const Dims& d, const Flash& flash,
                      const Visibility& visible, const std::vector<double>& slopes, FlashStates states) {
  const size_t B = d.B, T = d.T, S = d.S, h = d.h, h_kv = d.h_kv, dk = d.d_k, dv = d.d_v;
  const size_t HK = h * dk, HV = h * dv, HKK = h_kv * dk, HKV = h_kv * dv, tiles_k = d.tiles_k;
  const int bq = std::min<int>(flash.block_q, int(T)), bk = std::min<int>(flash.block_k, int(S));
  const float scale = 1.0f / step::sqrt_d_k(int(dk));  // the same √d_k the ordinary path divides by
  for (Array* a : {states.m, states.l, states.rescale}) if (a) *a = Array({B, h, tiles_k, T}, 0.0f);
  if (states.O) *states.O = Array({B, h, tiles_k, T, dv}, 0.0f);
  Array concat = uninitialized({B, T, HV});
  PackedHead head{int(S), int(dk), int(dv)};
  std::vector<float> wide(size_t(bq) * (bk + kernels::panel)), pv(size_t(bq) * dv);  // one tile, its P·V_j
  RowState st;
  for (size_t b = 0; b < B; ++b)
    for (size_t p = 0; p < h; ++p) {
      const size_t g = step::kv_head(p, h, h_kv);
      if (p == 0 || g != step::kv_head(p - 1, h, h_kv))  // a group's query heads share one packed K_h, V_h
        head.pack(K.data() + b * S * HKK + g * dk, int(HKK), V.data() + b * S * HKV + g * dv, int(HKV));
      for (size_t t0 = 0; t0 < T; t0 += bq) {  // pass 1: one query tile's rows start with m = −∞, l = 0, O = 0
        const int rows = int(std::min<size_t>(bq, T - t0));
        st.m.assign(rows, neg_inf), st.l.assign(rows, 0.0f), st.O.assign(size_t(rows) * dv, 0.0f), st.alpha.assign(rows, 0.0f);
        for (size_t j = 0; j < tiles_k; ++j) {  // pass 2: each key tile's scores, folded into the running state
          const size_t s0 = j * bk;
          const int cols = int(std::min<size_t>(bk, S - s0));
          if (tile_hidden(visible, b, t0, rows, s0, cols)) {  // skipped: m stays, so the factor is e^0 (or 0)
            for (int r = 0; r < rows; ++r) st.alpha[r] = rescale_factor(st.m[r], st.m[r]);
            record(states, st, b * h + p, j, tiles_k, T, t0, rows, int(dv));
            continue;
          }
          const int ld = cols + int(s0 % kernels::panel);
          float* tile = wide.data() + s0 % kernels::panel;
          tile_scores(wide.data(), ld, Q.data() + (b * T + t0) * HK + p * dk, int(HK), head, int(s0), rows);
          bias_and_mask(tile, ld, rows, cols, b, t0, s0, scale, slopes.empty() ? 0.0 : slopes[p], visible);
          fold_tile(st, tile, ld, rows, cols, head, int(s0), pv.data());
          record(states, st, b * h + p, j, tiles_k, T, t0, rows, int(dv));
        }
        for (int r = 0; r < rows; ++r) {  // pass 3: Z = O / l (a row that saw no key stays 0)
          float* z = concat.data() + (b * T + t0 + r) * HV + p * dv;
          const float inv = st.l[r] > 0.0f ? 1.0f / st.l[r] : 0.0f;
          for (size_t i = 0; i < dv; ++i) z[i] = st.O[size_t(r) * dv + i] * inv;
        }
      }
    }
  return concat;
}

}  // namespace attn
