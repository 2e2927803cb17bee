// An independent float64 forward pass of multi-head attention, written from docs/ARCHITECTURE.md's table (as
// tests/cpp/reference.hpp is, with no engine or page code), so browser and lesson tests can hold the
// numbers the page shows to something other than the engine that computed them. The starting values
// (X or X_q/X_kv, the weights and biases) are read from a trace; everything after them is recomputed
// here. The mask comes from the configuration (mask, validLengths, customMask), not from the trace's M.

// y (n×out) = x (n×in) · W (in×out) + b
function linear(x, n, inSize, W, out, b) {
  const y = new Float64Array(n * out);
  for (let i = 0; i < n; i++)
    for (let j = 0; j < out; j++) {
      let sum = b ? b[j] : 0;
      for (let k = 0; k < inSize; k++) sum += x[i * inSize + k] * W[k * out + j];
      y[i * out + j] = sum;
    }
  return y;
}

// (B, L, h·w) → (B, h, L, w): x.view(B, L, h, w).transpose(1, 2)
function splitHeads(x, B, L, h, w) {
  const y = new Float64Array(B * h * L * w);
  for (let b = 0; b < B; b++)
    for (let p = 0; p < h; p++)
      for (let l = 0; l < L; l++)
        for (let i = 0; i < w; i++) y[((b * h + p) * L + l) * w + i] = x[(b * L + l) * h * w + p * w + i];
  return y;
}

// May query t of item b look at key s? 1/0 from the configuration alone.
function mayAttend(config, b, t, s) {
  const { mask, queryLen: T, keyLen: S, validLengths = [], customMask = [] } = config;
  const causal = s <= t, keep = s < (validLengths[b] ?? S);
  switch (mask) {
    case 'none': return true;
    case 'causal': return causal;
    case 'padding': return keep;
    case 'causal+padding': return causal && keep;
    case 'custom': return Boolean(customMask.length === T * S ? customMask[t * S + s] : customMask[(b * T + t) * S + s]);
    case 'sliding': return causal && s > t - config.window;
    case 'sliding+padding': return causal && s > t - config.window && keep;
    default: throw new Error(`the reference does not know the mask "${mask}"`);
  }
}

/** The shapes of docs/ARCHITECTURE.md's table for a configuration (PyTorch convention), by tensor name. */
// Issue 16: kvHeads key/value heads (0 = h); flash's key tiles per row.
export function referenceShapes(config) {
  const { batch: B, queryLen: T, keyLen: S, dModel: D, heads: h, dK, dV, dFF } = config;
  const hkv = config.kvHeads || h;
  const tiles = config.flash ? Math.ceil(S / Math.min(config.flash.blockK ?? 16, S)) : 0;
  return {
    X: [B, T, D], X_q: [B, T, D], X_kv: [B, S, D],
    W_q: [D, h * dK], W_k: [D, hkv * dK], W_v: [D, hkv * dV], W_o: [h * dV, D],
    Q: [B, T, h * dK], K: [B, S, hkv * dK], V: [B, S, hkv * dV],
    Q_heads: [B, h, T, dK], K_heads: [B, hkv, S, dK], V_heads: [B, hkv, S, dV],
    Q_rope: [B, h, T, dK], K_rope: [B, hkv, S, dK], alibi: [h, T, S],
    flash_m: [B, h, tiles, T], flash_l: [B, h, tiles, T], flash_O: [B, h, tiles, T, dV],
    scores: [B, h, T, S], scaled: [B, h, T, S], M: [B, T, S], masked: [B, h, T, S], weights: [B, h, T, S],
    Z: [B, h, T, dV], concat: [B, T, h * dV], Y: [B, T, D],
    W_1: [D, dFF], hidden: [B, T, dFF], norm1: [B, T, D],
  };
}

/**
 * The forward pass in float64 from a trace's starting values: {name: {shape, data: Float64Array}}
 * for Q, K, V, Q_heads, K_heads, V_heads, scores, scaled, M, masked, weights, Z, concat and Y.
 */
export function referenceForward(trace) {
  const c = trace.config;
  const { batch: B, queryLen: T, keyLen: S, dModel: D, heads: h, dK, dV } = c;
  const given = (name) => trace.tensors[name]?.data;
  const Xq = given(c.crossAttention ? 'X_q' : 'X'), Xkv = given(c.crossAttention ? 'X_kv' : 'X');
  const shapes = referenceShapes(c);
  const out = {};
  const put = (name, data) => { out[name] = { shape: shapes[name], data }; return data; };

  // pass 1: project and split into heads
  // Grouped-query attention: hkv key/value heads; query head p reads kv head ⌊p / (h / hkv)⌋.
  const hkv = c.kvHeads || h, kvOf = (p) => Math.floor(p / (h / hkv));
  const Q = put('Q', linear(Xq, B * T, D, given('W_q'), h * dK, given('b_q')));
  const K = put('K', linear(Xkv, B * S, D, given('W_k'), hkv * dK, given('b_k')));
  const V = put('V', linear(Xkv, B * S, D, given('W_v'), hkv * dV, given('b_v')));
  let Qh = put('Q_heads', splitHeads(Q, B, T, h, dK));
  let Kh = put('K_heads', splitHeads(K, B, S, hkv, dK));
  const Vh = put('V_heads', splitHeads(V, B, S, hkv, dV));
  // RoPE: pair (x_i, x_{i+d/2}) at position t turned by t·θ_i, θ_i = base^(−2i/d_k); the scores use the turned heads.
  if (c.positional === 'rope') {
    Qh = put('Q_rope', rotate(Qh, B * h, T, dK, c.ropeBase));
    Kh = put('K_rope', rotate(Kh, B * hkv, S, dK, c.ropeBase));
  }
  // ALiBi: −m_p·(t − s) with the paper's slopes.
  const alibi = c.positional === 'alibi' ? put('alibi', alibiBias(h, T, S)) : null;

  // pass 2: the additive mask, 0 or −∞ (the same for every head)
  const M = put('M', new Float64Array(B * T * S));
  for (let b = 0; b < B; b++)
    for (let t = 0; t < T; t++)
      for (let s = 0; s < S; s++) M[(b * T + t) * S + s] = mayAttend(c, b, t, s) ? 0 : -Infinity;

  // pass 3: scores = Q_h K_hᵀ, scaled by 1/√d_k, plus M; softmax along each row; Z = weights V_h
  const n = B * h * T * S;
  const scores = put('scores', new Float64Array(n)), scaled = put('scaled', new Float64Array(n));
  const masked = put('masked', new Float64Array(n)), weights = put('weights', new Float64Array(n));
  const Z = put('Z', new Float64Array(B * h * T * dV));
  for (let b = 0; b < B; b++)
    for (let p = 0; p < h; p++)
      for (let t = 0; t < T; t++) {
        const row = ((b * h + p) * T + t) * S;
        for (let s = 0; s < S; s++) {
          let dot = 0;
          for (let i = 0; i < dK; i++) dot += Qh[((b * h + p) * T + t) * dK + i] * Kh[((b * hkv + kvOf(p)) * S + s) * dK + i];
          scores[row + s] = dot;
          scaled[row + s] = dot / Math.sqrt(dK);
          masked[row + s] = scaled[row + s] + (alibi ? alibi[(p * T + t) * S + s] : 0) + M[(b * T + t) * S + s];
        }
        let top = -Infinity;
        for (let s = 0; s < S; s++) top = Math.max(top, masked[row + s]);
        if (top === -Infinity) continue; // a fully masked row: all zeros
        let sum = 0;
        for (let s = 0; s < S; s++) sum += (weights[row + s] = Math.exp(masked[row + s] - top));
        for (let s = 0; s < S; s++) weights[row + s] /= sum;
        for (let i = 0; i < dV; i++) {
          let z = 0;
          for (let s = 0; s < S; s++) z += weights[row + s] * Vh[((b * hkv + kvOf(p)) * S + s) * dV + i];
          Z[((b * h + p) * T + t) * dV + i] = z;
        }
      }

  // pass 4: concat = Z.transpose(1, 2).reshape(B, T, h·d_v); Y = concat W_o (+ b_o)
  const concat = put('concat', new Float64Array(B * T * h * dV));
  for (let b = 0; b < B; b++)
    for (let p = 0; p < h; p++)
      for (let t = 0; t < T; t++)
        for (let i = 0; i < dV; i++) concat[(b * T + t) * h * dV + p * dV + i] = Z[((b * h + p) * T + t) * dV + i];
  put('Y', linear(concat, B * T, h * dV, given('W_o'), D, given('b_o')));
  return out;
}

// (n, L, d) rows turned pairwise by their position (rotate-half pairing, as GPT-NeoX and HF Llama).
function rotate(x, n, L, d, base) {
  const y = new Float64Array(x.length), half = d / 2;
  for (let k = 0; k < n; k++)
    for (let t = 0; t < L; t++)
      for (let i = 0; i < half; i++) {
        const at = (k * L + t) * d, angle = t * Math.pow(base, (-2 * i) / d);
        const a = x[at + i], b = x[at + i + half];
        y[at + i] = a * Math.cos(angle) - b * Math.sin(angle);
        y[at + i + half] = b * Math.cos(angle) + a * Math.sin(angle);
      }
  return y;
}

// The ALiBi paper's slopes: 2^(−8/n)·(1, 2^(−8/n), …) for n = h a power of two; otherwise those of the
// power of two below h, then every other slope of twice that, until there are h.
function alibiSlopes(h) {
  const geometric = (n) => Array.from({ length: n }, (_, p) => 2 ** ((-8 * (p + 1)) / n));
  const n = 2 ** Math.floor(Math.log2(h));
  return n === h ? geometric(h) : [...geometric(n), ...geometric(2 * n).filter((_, i) => i % 2 === 0).slice(0, h - n)];
}
function alibiBias(h, T, S) {
  const slopes = alibiSlopes(h), y = new Float64Array(h * T * S);
  for (let p = 0; p < h; p++) for (let t = 0; t < T; t++) for (let s = 0; s < S; s++) y[(p * T + t) * S + s] = -slopes[p] * (t - s);
  return y;
}

/** A page's starting values (its trace's config, X, weights and biases) as plain arrays, for referenceForward. */
export function startingValuesIn(page) {
  return page.evaluate(() => {
    const t = window.attentionLab.getTrace();
    const names = ['X', 'X_q', 'X_kv', 'W_q', 'W_k', 'W_v', 'W_o', 'b_q', 'b_k', 'b_v', 'b_o'].filter((n) => t.tensors[n]);
    return { config: t.config, tensors: Object.fromEntries(names.map((n) => [n, { shape: t.tensors[n].shape, data: Array.from(t.tensors[n].data) }])) };
  });
}

/** Element (b, h, r, c) of a reference tensor, read like the page reads a slice (3-D: no head axis). */
export function referenceAt(tensor, { b = 0, h = 0 }, r, c) {
  const { shape, data } = tensor;
  if (shape.length === 4) return data[((b * shape[1] + h) * shape[2] + r) * shape[3] + c];
  if (shape.length === 3) return data[(b * shape[1] + r) * shape[2] + c];
  return data[r * shape[1] + c];
}

/**
 * The largest difference between a float32 tensor and its float64 reference, and where it is;
 * ±∞ must match exactly. → {maxDiff, at} (at = -1 when none differs).
 */
export function compareWithReference(actual, expected) {
  let maxDiff = 0, at = -1;
  if (actual.length !== expected.length) return { maxDiff: Infinity, at: Math.min(actual.length, expected.length) };
  for (let i = 0; i < actual.length; i++) {
    const a = actual[i], e = expected[i];
    const diff = a === e ? 0 : (Number.isFinite(a) && Number.isFinite(e) ? Math.abs(a - e) : Infinity);
    if (diff > maxDiff || Number.isNaN(diff)) { maxDiff = Number.isNaN(diff) ? Infinity : diff; at = i; }
  }
  return { maxDiff, at };
}
