// The hot loops: matrix products and row softmax, written once with GCC/Clang vector extensions.
// The same source becomes SSE natively and WebAssembly SIMD128 with -msimd128.
// Their naive references, as xtensor expressions, are in reference_kernels.hpp; tests compare the two.
//
// How the product is fast (SIMD128 has no FMA, so the ceiling is one mul + one add per lane and cycle pair):
//   - B is packed into panels of 8 columns, each k's 8 values contiguous (pack_b / pack_b_transposed),
//     a chunk of about 256 KB at a time, so the inner loop reads B sequentially from L2;
//   - a block of R = 4 rows × 8 columns of C lives in 8 registers, A values are splatted one at a time;
//   - packing from K_h's rows gives K_hᵀ's panels directly, so Q_h K_hᵀ needs no transpose;
//   - matmul (X W with few rows of X: a GPT-2 layer on a sentence) packs B in slabs of 64 of its rows, so a row
//     block's A values stay in L1 and B's F16 rows are widened once, read in sequence; 4×8 is the largest block
//     V8 keeps in registers (5 or 6 rows, and unrolling k by 4, measured 15–30% slower). Slabs of 64 rows (chunks
//     of 1,024 columns: a 768-wide B is packed from whole rows) made bench/gpt2-products.cpp's layer products 4–5%
//     faster than 128 (32 and 128 with larger slabs: no faster), the attention run's products unchanged (±1%).
//     No faster there: packing the next slab in portions between row blocks; packing four panels at a time down
//     the rows was 1.4–2× slower. What did help a half B (timers inside a 64-token trace, issue 37: its packs took
//     35 ms, 12 ms after): its panels padded two rows apart (at 2 KB apart a pack's stores shared two L1 sets) and
//     the next slab's lines read ahead between row blocks (see matmul). Widening with one ∞/NaN test per run
//     rather than per eight is 2–4× faster alone, within noise in the trace (the pack waits on memory there).
//   - the block looks to be at SIMD128's mul + add ceiling here (Zen 4 under V8, short runs: ~45 GFLOP/s whatever
//     the tile: 2×16, and 4×8 with A's 4 rows interleaved, within 3%; 3×12, 5×8, 1×32: 40–55% slower). Measured
//     against it (bench/gpt2-products.cpp, CPU time, issue 37), all slower: slabs of 64 columns that stay in L1
//     (B's rows then read in 128-byte pieces: 20%), packing two rows at a time so each panel gets whole cache lines
//     (5%), and the unembedding with wte's rows packed as panels of 8 and x's rows as the block (no transposed
//     write; 8–10%: the widen-and-transpose costs more than the transposed write it saves).
#pragma once
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <memory>
#include <new>
#include <type_traits>
#include <vector>

namespace attn::kernels {

typedef float f32x4 __attribute__((vector_size(16)));
typedef int32_t i32x4 __attribute__((vector_size(16)));
typedef float f32x4_unaligned __attribute__((vector_size(16), aligned(4), may_alias));

inline f32x4 load4(const float* p) { return *reinterpret_cast<const f32x4_unaligned*>(p); }
inline void store4(float* p, f32x4 v) { *reinterpret_cast<f32x4_unaligned*>(p) = v; }
inline f32x4 splat(float x) { return f32x4{x, x, x, x}; }
inline f32x4 select(i32x4 mask, f32x4 yes, f32x4 no) { return (f32x4)(((i32x4)yes & mask) | ((i32x4)no & ~mask)); }
inline f32x4 max4(f32x4 a, f32x4 b) { return select(a > b, a, b); }
inline f32x4 min4(f32x4 a, f32x4 b) { return select(b < a, b, a); }  // as std::min: a unless b < a

constexpr int panel = 8;       // columns of B per packed panel
constexpr int row_block = 4;   // rows of C per register block
constexpr size_t chunk_floats = 65536;  // packed B per chunk: 256 KB, L2-resident
constexpr int depth_block = 64;        // matmul's slabs: rows of B per slab (a row block's A values stay in L1)
constexpr size_t slab_floats = 65536;  // and floats per packed slab

inline int round_up(int n, int m) { return (n + m - 1) / m * m; }

// IEEE half → float, exactly (the same bits as safetensors.cpp's half_to_float, NaN payloads included), four
// lanes at once: the exponent and mantissa shifted into a float's place read as 2^−112 times the value (a half
// subnormal becomes a float subnormal), so one multiply by 2^112 rebiases every finite half; ∞ and NaN get the
// all-ones exponent. A model opened from an F16 file is widened this way a tile at a time, inside the products.
typedef uint32_t u32x4 __attribute__((vector_size(16)));
typedef uint16_t u16x8_unaligned __attribute__((vector_size(16), aligned(2), may_alias));
inline f32x4 half4_to_float(u32x4 h) {
  const i32x4 em = (i32x4)((h & 0x7fff) << 13), sign = (i32x4)(h << 16) & int32_t(0x80000000);
  const i32x4 special = em > 0x0f7fffff;  // em < 2^28: a signed comparison is one instruction, an unsigned one two
  const f32x4 finite = (f32x4)em * splat(0x1p112f);
  return (f32x4)(sign | (i32x4)select(special, (f32x4)(em | 0x7f800000), finite));
}
inline float half_to_float1(uint16_t h) { return half4_to_float(u32x4{h, h, h, h})[0]; }
typedef uint16_t u16x8 __attribute__((vector_size(16)));
typedef int16_t i16x8 __attribute__((vector_size(16)));
typedef uint64_t u64x2 __attribute__((vector_size(16)));
inline u16x8 load8(const uint16_t* in) { return *reinterpret_cast<const u16x8_unaligned*>(in); }
// Eight finite halves → two float lanes of four, the short way: sign-extended, sign, exponent and mantissa masked
// into place and multiplied by 2^112. Shifted by 13, a sign-extended half has its sign at bit 31 (copies of it at
// 28–30 are masked off): the product by 2^112 carries the sign, so no separate sign step. ∞ and NaN come out wrong.
inline void widen8_finite(f32x4& lo, f32x4& hi, u16x8 v) {
  const i16x8 h = (i16x8)v;
  const i32x4 l = __builtin_convertvector(__builtin_shufflevector(h, h, 0, 1, 2, 3), i32x4),
              u = __builtin_convertvector(__builtin_shufflevector(h, h, 4, 5, 6, 7), i32x4);
  const f32x4 scale = splat(0x1p112f);
  lo = (f32x4)((l << 13) & int32_t(0x8fffe000)) * scale;
  hi = (f32x4)((u << 13) & int32_t(0x8fffe000)) * scale;
}
inline void widen8_finite(float* out, u16x8 v) {
  f32x4 lo, hi;
  widen8_finite(lo, hi, v);
  store4(out, lo), store4(out + 4, hi);
}
// Whether any of eight halves is ∞ or NaN (its exponent bits all ones).
inline bool any_special(u16x8 v) {
  const u64x2 special = (u64x2)((v & 0x7c00) == 0x7c00);
  return special[0] | special[1];
}
// The largest magnitudes' bits so far, lane by lane: a run of halves holds ∞ or NaN iff any_special(its largest).
// Widening a run the short way and testing this once at its end, rather than each eight before widening them,
// made widening 2–4× faster in wasm (V8 moves the test's lanes to integer registers and branches each time).
inline u16x8 largest_magnitude(u16x8 largest, u16x8 v) {
  const u16x8 m = v & 0x7fff;
  return largest > m ? largest : m;
}
// Eight halves → two float lanes of four, exactly (∞ and NaN included: half4_to_float's way for a group holding one).
inline void widen8(float* out, const uint16_t* in) {
  const u16x8 v = load8(in);
  if (any_special(v)) {
    typedef uint16_t u16x4 __attribute__((vector_size(8)));
    const u16x4 lo = __builtin_shufflevector(v, v, 0, 1, 2, 3), hi = __builtin_shufflevector(v, v, 4, 5, 6, 7);
    store4(out, half4_to_float(__builtin_convertvector(lo, u32x4)));  // zero-extended
    store4(out + 4, half4_to_float(__builtin_convertvector(hi, u32x4)));
    return;
  }
  widen8_finite(out, v);
}
// n halves → floats, exactly: every eight the short way, then, only if one was ∞ or NaN (never in a model's
// weights: Model::check_weights refuses them), all again with widen8.
inline void widen_half(float* out, const uint16_t* in, size_t n) {
  u16x8 largest = {};
  size_t i = 0;
  for (; i + 8 <= n; i += 8) {
    const u16x8 v = load8(in + i);
    largest = largest_magnitude(largest, v);
    widen8_finite(out + i, v);
  }
  for (; i < n; ++i) out[i] = half_to_float1(in[i]);
  if (any_special(largest))
    for (i = 0; i + 8 <= n; i += 8) widen8(out + i, in + i);
}

// Eight consecutive values of B as floats: a packed panel row.
inline void load_row8(float* out, const float* in) { store4(out, load4(in)), store4(out + 4, load4(in + 4)); }
inline void load_row8(float* out, const uint16_t* in) { widen8(out, in); }
inline float to_float(float x) { return x; }
inline float to_float(uint16_t h) { return half_to_float1(h); }

// pack_b of halves, each whole panel row widened the short way: false if one was ∞ or NaN (pack_b then packs
// again, exactly). The last panel's part past N is left to pack_b.
inline bool pack_b_finite(float* dst, const uint16_t* B, int ldb, int N, int K, int Kp) {
  u16x8 largest = {};
  const int whole = N / panel * panel;
  for (int k = 0; k < K; ++k) {
    const uint16_t* row = B + size_t(k) * ldb;
    float* out = dst + size_t(k) * panel;
    for (int j = 0; j < whole; j += panel, out += size_t(Kp) * panel) {
      const u16x8 v = load8(row + j);
      largest = largest_magnitude(largest, v);
      widen8_finite(out, v);
    }
  }
  return !any_special(largest);
}

// dst (panels of Kp×8, the first K rows of each written) ← B (K×N, row stride ldb; float, or half widened here).
// The last panel is zero-padded past N. Row by row, so each of B's cache lines is read once, whole (a panel at a
// time read each line once per panel).
template <class T>
inline void pack_b(float* dst, const T* B, int ldb, int N, int K, int Kp) {
  bool whole_panels_done = false;
  if constexpr (std::is_same_v<T, uint16_t>) whole_panels_done = pack_b_finite(dst, B, ldb, N, K, Kp);
  for (int k = 0; k < K; ++k) {
    const T* row = B + size_t(k) * ldb;
    for (int j = whole_panels_done ? N / panel * panel : 0; j < N; j += panel) {
      float* out = dst + size_t(j / panel) * Kp * panel + size_t(k) * panel;
      const int w = std::min(panel, N - j);
      if (w == panel) {
        load_row8(out, row + j);
      } else {
        for (int c = 0; c < panel; ++c) out[c] = c < w ? to_float(row[j + c]) : 0.0f;
      }
    }
  }
}
template <class T>
inline void pack_b(float* dst, const T* B, int ldb, int N, int K) { pack_b(dst, B, ldb, N, K, K); }

// dst (panels of K×8) ← Bᵀ where Bt is N×K (row stride ldbt): panel column c, depth k is Bt[j+c][k].
inline void pack_b_transposed(float* dst, const float* Bt, int ldbt, int N, int K) {
  for (int j = 0; j < N; j += panel, dst += size_t(K) * panel) {
    int w = std::min(panel, N - j);
    for (int c = 0; c < panel; ++c) {
      const float* src = Bt + size_t(j + c) * ldbt;
      for (int k = 0; k < K; ++k) dst[size_t(k) * panel + c] = c < w ? src[k] : 0.0f;
    }
  }
}

// R rows × (up to) 8 columns of C = A·P (+ bias), P one packed panel of depth K; w ≤ 8 columns are stored.
// With `add`, the sums continue from C's values (a product cut along K: the same additions in the same order).
template <int R, bool add>
inline void block(float* C, int ldc, const float* A, int lda, const float* P, int K, const float* bias, int w) {
  f32x4 acc[R][2];
  if constexpr (add) {
    for (int r = 0; r < R; ++r) {
      const float* c = C + size_t(r) * ldc;
      if (w == panel) {
        acc[r][0] = load4(c), acc[r][1] = load4(c + 4);
      } else {
        float tmp[panel] = {};
        for (int j = 0; j < w; ++j) tmp[j] = c[j];
        acc[r][0] = load4(tmp), acc[r][1] = load4(tmp + 4);
      }
    }
  } else {
    f32x4 b0 = splat(0.0f), b1 = splat(0.0f);
    if (bias) {
      float tmp[panel] = {};
      for (int c = 0; c < w; ++c) tmp[c] = bias[c];
      b0 = load4(tmp), b1 = load4(tmp + 4);
    }
    for (int r = 0; r < R; ++r) acc[r][0] = b0, acc[r][1] = b1;
  }
  const float* a[R];
  for (int r = 0; r < R; ++r) a[r] = A + size_t(r) * lda;
  for (int k = 0; k < K; ++k, P += panel) {
    f32x4 p0 = load4(P), p1 = load4(P + 4);
    for (int r = 0; r < R; ++r) {
      f32x4 x = splat(a[r][k]);
      acc[r][0] += x * p0;
      acc[r][1] += x * p1;
    }
  }
  for (int r = 0; r < R; ++r) {
    float* c = C + size_t(r) * ldc;
    if (w == panel) {
      store4(c, acc[r][0]);
      store4(c + 4, acc[r][1]);
    } else {
      float tmp[panel];
      store4(tmp, acc[r][0]);
      store4(tmp + 4, acc[r][1]);
      for (int j = 0; j < w; ++j) c[j] = tmp[j];
    }
  }
}

// `rows` (≤ row_block) rows of C, columns [0, N): A (rows×K) times the packed panels Bp (depth Kp ≥ K,
// only the first K used). Column j of C is column j of the packed B. With `add`, C += instead of C = (bias ignored).
template <bool add>
inline void matmul_packed_rows_as(float* C, int ldc, const float* A, int lda, const float* Bp, int Kp, int N, int K,
                                  const float* bias, int rows) {
  for (int j = 0; j < N; j += panel) {
    const float* P = Bp + size_t(j / panel) * Kp * panel;
    int w = std::min(panel, N - j);
    const float* b = bias ? bias + j : nullptr;
    switch (rows) {
      case 4: block<4, add>(C + j, ldc, A, lda, P, K, b, w); break;
      case 3: block<3, add>(C + j, ldc, A, lda, P, K, b, w); break;
      case 2: block<2, add>(C + j, ldc, A, lda, P, K, b, w); break;
      default: block<1, add>(C + j, ldc, A, lda, P, K, b, w); break;
    }
  }
}
inline void matmul_packed_rows(float* C, int ldc, const float* A, int lda, const float* Bp, int Kp, int N, int K,
                               const float* bias, int rows, bool add = false) {
  if (add) matmul_packed_rows_as<true>(C, ldc, A, lda, Bp, Kp, N, K, bias, rows);
  else matmul_packed_rows_as<false>(C, ldc, A, lda, Bp, Kp, N, K, bias, rows);
}

// Scratch for packed panels, left uninitialised (every float is written by a pack before it is read), on a
// cache line: a panel row (8 floats) then never straddles two lines, whatever the heap's history.
struct AlignedDelete {
  void operator()(float* p) const { ::operator delete[](p, std::align_val_t(64)); }
};
inline std::unique_ptr<float[], AlignedDelete> scratch(size_t n) {
  return std::unique_ptr<float[], AlignedDelete>(new (std::align_val_t(64)) float[n]);
}

// C (M×N, row stride ldc) = A (M×K, stride lda) · B (K×N, stride ldb; float or half) + bias (N, optional).
// Cut into slabs of depth_block rows of B by chunk columns (a GPT-2 layer's X W with few rows of X): each slab
// is packed once from B's rows read in sequence, then every row block of A runs over it with its depth_block
// values of A in L1; the sums carry on from C between slabs, so every C[i][j] is still bias + Σ over k in order.
// Where a plain load of every 64-byte line of the next slab of a half B is kept (see matmul): a load whose value
// is never used would be removed.
inline volatile uint32_t fetched_sink = 0;
// The sum of one half of each 64-byte line of B's rows [k_from, k_to), columns [j0, j0 + n).
inline uint32_t fetch_lines(const uint16_t* B, int ldb, int j0, int n, int k_from, int k_to) {
  uint32_t sum = 0;
  for (int k = k_from; k < k_to; ++k)
    for (int j = 0; j < n; j += 32) sum += B[size_t(k) * ldb + j0 + j];
  return sum;
}

template <class T>
inline void matmul(float* C, int ldc, const float* A, int lda, const T* B, int ldb, int M, int N, int K,
                   const float* bias = nullptr) {
  if (M <= 0 || N <= 0) return;
  const int depth = std::max(1, std::min(K, depth_block));
  const int chunk = std::max(panel, int(slab_floats / size_t(depth)) / panel * panel);
  // A half B (a model's weights against few rows of A: GPT-2's layers) is the one read from memory, once per
  // trace, so it differs from a float B in two ways (a 64-token GPT-2 trace's packs: 35 → 12 ms):
  //  - its panels are two rows more than the slab's depth apart: 64 rows of 8 floats are 2 KB, so the 96–128
  //    panels a row of B is widened into fell in two of L1's 64 sets, and each store of the pack missed;
  //  - while a slab's products run, each row block first reads one value of each line of its share of the next
  //    slab's rows (wasm has no prefetch instruction), so the next pack finds them in cache.
  // A float B keeps the attention run's layout and order.
  constexpr bool half = std::is_same_v<T, uint16_t>;
  constexpr int pad = half ? 2 : 0;
  auto packed = scratch(size_t(round_up(std::min(chunk, N), panel)) * (depth + pad));
  for (int j0 = 0; j0 < N; j0 += chunk) {
    const int nc = std::min(chunk, N - j0);
    for (int k0 = 0; k0 == 0 || k0 < K; k0 += depth) {  // once for K = 0: C = bias
      const int kd = std::min(depth, K - k0), Kp = kd + pad;
      pack_b(packed.get(), B + size_t(k0) * ldb + j0, ldb, nc, kd, Kp);
      uint32_t fetched = 0;
      for (int i = 0; i < M; i += row_block) {
        if constexpr (half) {  // the next slab: rows [next_k, next_k + next_kd) of columns [next_j, next_j + next_nc)
          const bool last_k = k0 + depth >= K;
          const int next_k = last_k ? 0 : k0 + depth, next_j = last_k ? j0 + chunk : j0;
          const int next_kd = next_j < N ? std::min(depth, K - next_k) : 0, next_nc = std::min(chunk, N - next_j);
          const int blocks = (M + row_block - 1) / row_block, share = (next_kd + blocks - 1) / blocks;
          const int from = std::min(next_kd, i / row_block * share), to = std::min(next_kd, from + share);
          fetched += fetch_lines(B, ldb, next_j, next_nc, next_k + from, next_k + to);
        }
        matmul_packed_rows(C + size_t(i) * ldc + j0, ldc, A + size_t(i) * lda + k0, lda, packed.get(), Kp, nc, kd,
                           bias ? bias + j0 : nullptr, std::min(row_block, M - i), k0 > 0);
      }
      if constexpr (half) fetched_sink = fetched_sink + fetched;
    }
  }
}

// The 4 × 4 matrix with rows a, b, c, d transposed in place: a then holds the first lane of each, b the second, …
inline void transpose4(f32x4& a, f32x4& b, f32x4& c, f32x4& d) {
  const f32x4 t0 = __builtin_shufflevector(a, b, 0, 4, 1, 5), t1 = __builtin_shufflevector(a, b, 2, 6, 3, 7);
  const f32x4 t2 = __builtin_shufflevector(c, d, 0, 4, 1, 5), t3 = __builtin_shufflevector(c, d, 2, 6, 3, 7);
  a = __builtin_shufflevector(t0, t2, 0, 1, 4, 5), b = __builtin_shufflevector(t0, t2, 2, 3, 6, 7);
  c = __builtin_shufflevector(t1, t3, 0, 1, 4, 5), d = __builtin_shufflevector(t1, t3, 2, 3, 6, 7);
}

// matmul_a_bt for at most few_rows rows of A of a half B (a picture's last row against GPT-2's vocabulary): the
// general way packs A's rows as panels of 8, so one row would use one lane in eight. Here B's rows are the lanes:
// 8 of them widened 8 values at a time and transposed, so each lane holds one C[i][j] summed over k in order from
// 0, as block() does (the same bits). Returns false if B held ∞ or NaN (widened the short way, wrong): the caller
// then computes C again the general way, which widens exactly.
constexpr int few_rows = 3;
inline bool matmul_a_bt_few(float* C, int ldc, const float* A, int lda, const uint16_t* B, int ldb, int M, int N, int K) {
  const std::vector<uint16_t> zeros(size_t(K) + panel, 0);  // the rows past N of the last group of 8
  u16x8 largest = {};
  for (int j = 0; j < N; j += panel) {
    const uint16_t* row[panel];
    for (int r = 0; r < panel; ++r) row[r] = j + r < N ? B + size_t(j + r) * ldb : zeros.data();
    f32x4 acc[few_rows][2] = {};
    int k = 0;
    for (; k + panel <= K; k += panel) {
      // w[r][h]: row r's values k + 4h … k + 4h + 3; transposed, w[c][h] holds value k + 4h + c of rows 0–3 and
      // w[4 + c][h] of rows 4–7.
      f32x4 w[panel][2];
      for (int r = 0; r < panel; ++r) {
        const u16x8 v = load8(row[r] + k);
        largest = largest_magnitude(largest, v);
        widen8_finite(w[r][0], w[r][1], v);
      }
      for (int h = 0; h < 2; ++h) transpose4(w[0][h], w[1][h], w[2][h], w[3][h]), transpose4(w[4][h], w[5][h], w[6][h], w[7][h]);
      for (int i = 0; i < M; ++i)
        for (int h = 0; h < 2; ++h)
          for (int c = 0; c < 4; ++c) {
            const f32x4 x = splat(A[size_t(i) * lda + k + 4 * h + c]);
            acc[i][0] += x * w[c][h];
            acc[i][1] += x * w[4 + c][h];
          }
    }
    for (; k < K; ++k) {
      float lo[4], hi[4];
      for (int r = 0; r < 4; ++r) lo[r] = half_to_float1(row[r][k]), hi[r] = half_to_float1(row[4 + r][k]);
      for (int i = 0; i < M; ++i) {
        const f32x4 x = splat(A[size_t(i) * lda + k]);
        acc[i][0] += x * load4(lo);
        acc[i][1] += x * load4(hi);
      }
    }
    for (int i = 0; i < M; ++i) {
      float out[panel];
      store4(out, acc[i][0]), store4(out + 4, acc[i][1]);
      std::copy_n(out, std::min(panel, N - j), C + size_t(i) * ldc + j);
    }
  }
  return !any_special(largest);
}

// C (M×N, row stride ldc) = A (M×K, stride lda) · Bᵀ, B given as N rows of K (stride ldb; float or half): the tied
// unembedding, logits = x · wteᵀ, few rows of A (a trace's tokens) against many rows of B (a vocabulary). So the
// roles swap: a chunk of A's rows is packed once as the right-hand panels, B's rows are widened four at a time
// as the left-hand block, and each (4 × chunk) result is written transposed into C. Each C[i][j] is still the
// sum over k in order of A[i][k]·B[j][k]: the same numbers as matmul(C, A, Bᵀ).
template <class T>
inline void matmul_a_bt(float* C, int ldc, const float* A, int lda, const T* B, int ldb, int M, int N, int K) {
  if (M <= 0 || N <= 0) return;
  if constexpr (std::is_same_v<T, uint16_t>)
    if (M <= few_rows && matmul_a_bt_few(C, ldc, A, lda, B, ldb, M, N, K)) return;
  const int chunk = std::max(panel, int(chunk_floats / size_t(std::max(K, 1))) / panel * panel);
  auto packed = scratch(size_t(round_up(std::min(chunk, M), panel)) * std::max(K, 1));
  std::vector<float> rows(size_t(row_block) * K), block_out(size_t(row_block) * std::min(chunk, M));
  for (int i0 = 0; i0 < M; i0 += chunk) {
    const int mc = std::min(chunk, M - i0);
    pack_b_transposed(packed.get(), A + size_t(i0) * lda, lda, mc, K);
    for (int j = 0; j < N; j += row_block) {
      const int n = std::min(row_block, N - j);
      const float* b = nullptr;
      if constexpr (std::is_same_v<T, float>) {
        b = B + size_t(j) * ldb;
      } else {
        for (int r = 0; r < n; ++r) widen_half(rows.data() + size_t(r) * K, B + size_t(j + r) * ldb, size_t(K));
        b = rows.data();
      }
      matmul_packed_rows(block_out.data(), mc, b, std::is_same_v<T, float> ? ldb : K, packed.get(), K, mc, K, nullptr, n);
      for (int i = 0; i < mc; ++i)  // C's row i gets n adjacent values
        for (int r = 0; r < n; ++r) C[size_t(i0 + i) * ldc + j + r] = block_out[size_t(r) * mc + i];
    }
  }
}

// out (cols×rows) = inᵀ. (The engine packs K_hᵀ directly with pack_b_transposed; kept for the tests and tools.)
inline void transpose(float* out, const float* in, int ld_in, int rows, int cols) {
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) out[size_t(c) * rows + r] = in[size_t(r) * ld_in + c];
}

// e^x for four lanes, x ≤ 88.7 (−∞ gives 0): Cephes expf. x = n·ln2 + r with |r| ≤ ln2/2 (Cody–Waite),
// a degree-6 polynomial for e^r, then 2^n applied in two halves so results down to 2^−149 stay exact.
// Within 2 ulp of the correctly rounded value over the range softmax uses (x ≤ 0).
inline f32x4 exp4(f32x4 x) {
  const f32x4 lo = splat(-104.0f);  // e^−104 < 2^−150: rounds to 0
  x = max4(x, lo);
  const f32x4 magic = splat(12582912.0f);  // 1.5·2^23: adding it rounds to an integer in the low bits
  f32x4 t = x * splat(1.44269504088896341f) + magic;
  f32x4 n = t - magic;
  i32x4 ni = (i32x4)t - (i32x4)magic;
  f32x4 r = x - n * splat(0.693359375f) - n * splat(-2.12194440e-4f);
  f32x4 p = splat(1.9875691500e-4f);
  p = p * r + splat(1.3981999507e-3f);
  p = p * r + splat(8.3334519073e-3f);
  p = p * r + splat(4.1665795894e-2f);
  p = p * r + splat(1.6666665459e-1f);
  p = p * r + splat(5.0000001201e-1f);
  f32x4 y = p * r * r + r + splat(1.0f);
  i32x4 n1 = ni >> 1, n2 = ni - n1;
  f32x4 s1 = (f32x4)((n1 + 127) << 23), s2 = (f32x4)((n2 + 127) << 23);
  return y * s1 * s2;
}

inline float hmax(f32x4 v) { return std::max(std::max(v[0], v[1]), std::max(v[2], v[3])); }
inline float hsum(f32x4 v) { return (v[0] + v[2]) + (v[1] + v[3]); }

// out[0, n) ← e^(in − max), max finite (−∞ entries become 0; in may be out). Returns Σ: softmax's denominator,
// and flash's per-tile sum.
inline float exp_shifted(float* out, const float* in, int n, float max) {
  const f32x4 m = splat(max);
  f32x4 s = splat(0.0f);
  int j = 0;
  for (; j + 4 <= n; j += 4) {
    f32x4 e = exp4(load4(in + j) - m);
    store4(out + j, e);
    s += e;
  }
  float sum = hsum(s);
  for (; j < n; ++j) {
    float e = exp4(splat(in[j] - max))[0];
    out[j] = e;
    sum += e;
  }
  return sum;
}
inline float exp_shifted(float* row, int n, float max) { return exp_shifted(row, row, n, max); }

// out[0, n) ← softmax of in[0, n) given its max (finite): e^(x − max) / Σ. −∞ entries become 0; in may be out.
// Returns Σ.
inline float softmax_given_max(float* out, const float* in, int n, float max) {
  const float sum = exp_shifted(out, in, n, max);
  const float inv_sum = 1.0f / sum;
  const f32x4 inv = splat(inv_sum);
  int j = 0;
  for (; j + 4 <= n; j += 4) store4(out + j, load4(out + j) * inv);
  for (; j < n; ++j) out[j] *= inv_sum;
  return sum;
}
inline float softmax_given_max(float* row, int n, float max) { return softmax_given_max(row, row, n, max); }

inline float row_max(const float* row, int n) {
  f32x4 m = splat(-std::numeric_limits<float>::infinity());
  int j = 0;
  for (; j + 4 <= n; j += 4) m = max4(m, load4(row + j));
  float max = hmax(m);
  for (; j < n; ++j) max = std::max(max, row[j]);
  return max;
}

// Softmax of one row in place, stable: subtract the row max before exp.
// A row of only −∞ (every key masked) becomes all zeros; returns false for it.
inline bool softmax_row(float* row, int n) {
  const float max = row_max(row, n);
  if (max == -std::numeric_limits<float>::infinity()) {
    std::fill(row, row + n, 0.0f);
    return false;
  }
  softmax_given_max(row, n, max);
  return true;
}

// The fused fast path for a prefix mask (none, causal, padding): row[0, valid) ← softmax(scale · row),
// row[valid, end) ← 0 (the masked keys), the same values as scale, add 0 / −∞, softmax_row in turn.
// valid == 0 is a fully masked row: all zeros, returns false. If given, stats receive the row's max and
// Σ e^(x − max) (of the scaled row; left as they are for a fully masked row), as softmax_given_max found them.
inline bool scaled_softmax_prefix(float* row, int valid, int end, float scale, float* max_out = nullptr,
                                  float* sum_out = nullptr) {
  std::fill(row + valid, row + end, 0.0f);
  if (valid == 0) return false;
  const f32x4 s = splat(scale);
  f32x4 m = splat(-std::numeric_limits<float>::infinity());
  int j = 0;
  for (; j + 4 <= valid; j += 4) {
    f32x4 x = load4(row + j) * s;
    store4(row + j, x);
    m = max4(m, x);
  }
  float max = hmax(m);
  for (; j < valid; ++j) max = std::max(max, row[j] *= scale);
  const float sum = softmax_given_max(row, valid, max);
  if (max_out) *max_out = max;
  if (sum_out) *sum_out = sum;
  return true;
}

// θ_i = base^(−2i/d): pair i's angle per position.
inline double rope_theta(int i, int d, float base) { return std::pow(double(base), -2.0 * i / d); }

// RoPE's angles for positions [0, len) of a d-wide head: cos and sin of pos·θ_i, θ_i = base^(−2i/d), i < d/2,
// as (len, d/2) tables, computed in double so every head and both Q and K share correctly rounded values.

inline void rope_tables(std::vector<float>& cos, std::vector<float>& sin, int len, int d, float base) {
  const int half = d / 2;
  cos.resize(size_t(len) * half);
  sin.resize(size_t(len) * half);
  for (int i = 0; i < half; ++i) {
    const double theta = rope_theta(i, d, base);
    for (int pos = 0; pos < len; ++pos) {
      cos[size_t(pos) * half + i] = float(std::cos(pos * theta));
      sin[size_t(pos) * half + i] = float(std::sin(pos * theta));
    }
  }
}

// Rotates one d-wide vector in place by its position's angles (a row of rope_tables), pairing x_i with x_{i+d/2}
// (rotate-half, as GPT-NeoX and HF Llama): (x_i, x_{i+d/2}) ← (x_i cos − x_{i+d/2} sin, x_{i+d/2} cos + x_i sin).
inline void rotate_half(float* x, int d, const float* cos, const float* sin) {
  const int half = d / 2;
  for (int i = 0; i < half; ++i) {
    const float a = x[i], b = x[i + half];
    x[i] = a * cos[i] - b * sin[i];
    x[i + half] = b * cos[i] + a * sin[i];
  }
}

// One row's LayerNorm statistics in double (torch.nn.LayerNorm: biased variance, eps 1e-5): the mean and
// 1/√(variance + eps). Shared by the block's Add & Norm and the training model.
inline void layer_norm_stats(const float* x, int n, double& mean, double& inv_std, double* variance = nullptr) {
  double m = 0, v = 0;
  for (int j = 0; j < n; ++j) m += x[j];
  m /= n;
  for (int j = 0; j < n; ++j) v += (x[j] - m) * (x[j] - m);
  mean = m;
  inv_std = 1.0 / std::sqrt(v / n + 1e-5);
  if (variance) *variance = v / n;
}

}  // namespace attn::kernels
