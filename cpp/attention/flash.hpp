// FlashAttention's loop: Z computed one (blockQ × blockK) tile at a time with a running row max m, a running
// sum l and an unnormalised partial output O that is rescaled whenever m grows, so the T×S score matrix is
// never built. Its Z equals softmax(masked)·V to float rounding.
#pragma once
#include <algorithm>
#include <utility>
#include <vector>

#include "config.hpp"
#include "xt.hpp"

namespace attn {

// Where each tile's state goes, when kept: after key tile j, row t's m, l (B, h, tile_k, T) and
// O (B, h, tile_k, T, d_v); and `rescale` (B, h, tile_k, T), the factor e^(m_old − m_new) l and O were
// multiplied by at tile j (0 while m_old is −∞: nothing was there to keep). Null members are not kept.
struct FlashStates {
  Array* m = nullptr;
  Array* l = nullptr;
  Array* O = nullptr;
  Array* rescale = nullptr;
};

// What a query may see: keys [lo, hi) of its row (a band: every mask but a custom one), and, for a custom
// mask, M (B, T, S) cell by cell.
struct Visibility {
  bool causal = false, sliding = false, padding = false;
  int S = 0, window = 0;
  std::vector<int> valid;  // per batch item (padding)
  const Array* M = nullptr;

  std::pair<int, int> range(size_t b, size_t t) const {
    int lo = 0, hi = S;
    if (causal) hi = std::min(hi, int(t) + 1);
    if (sliding) lo = std::max(0, int(t) - window + 1);
    if (padding) hi = std::min(hi, valid[b]);
    return {lo, hi};
  }
};

// The visibility of a resolved configuration; M is read only for a custom mask.
Visibility visibility(const Dims& d, const Config& c, const Array& M);

// Q (B, T, h·d_k), K (B, S, h_kv·d_k), V (B, S, h_kv·d_v) as projected (RoPE already applied); `slopes` are
// ALiBi's per head (empty: no bias). Returns concat (B, T, h·d_v): each head's Z in its own columns.
Array flash_attention(const Array& Q, const Array& K, const Array& V, const Dims& d, const Flash& flash,
                      const Visibility& visible, const std::vector<double>& slopes, FlashStates states);

}  // namespace attn
