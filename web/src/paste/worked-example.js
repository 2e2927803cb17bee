// "Check a worked example": a textbook's Q, K, V (or its scores) run through the real engine.
// Cross-attention with identity weights reproduces given matrices, as the worked-example presets do:
// X_q = [Q | 0], X_kv = [K | V], d_model = d_k + d_v, W_q = W_k = [I; 0] (the first d_k features),
// W_v = [0; I] (the last d_v features). The true values themselves come from the engine's step functions.
import { t } from '../i18n/i18n.js';

function block(rows, cols, fill) {
  const out = new Float32Array(rows * cols);
  fill((r, c, v) => { out[r * cols + c] = v; });
  return out;
}

/** q: {rows, cols, values}, k, v likewise, mask a name of lab.schema().masks → {config, inputs} for lab.run. */
export function qkvProblem({ q, k, v, mask }) {
  if (q.cols !== k.cols) throw new Error(t('lessons.paste.qkColumns', { n: String(q.cols), k: String(k.cols) }));
  if (k.rows !== v.rows) throw new Error(t('lessons.paste.kvRows', { n: String(k.rows), v: String(v.rows) }));
  const dK = q.cols, dV = v.cols, d = dK + dV;
  const X_q = block(q.rows, d, (set) => { for (let r = 0; r < q.rows; r++) for (let c = 0; c < dK; c++) set(r, c, q.values[r * dK + c]); });
  const X_kv = block(k.rows, d, (set) => {
    for (let r = 0; r < k.rows; r++) {
      for (let c = 0; c < dK; c++) set(r, c, k.values[r * dK + c]);
      for (let c = 0; c < dV; c++) set(r, dK + c, v.values[r * dV + c]);
    }
  });
  const W_q = block(d, dK, (set) => { for (let i = 0; i < dK; i++) set(i, i, 1); });
  const W_v = block(d, dV, (set) => { for (let i = 0; i < dV; i++) set(dK + i, i, 1); });
  const W_o = block(dV, d, (set) => { for (let i = 0; i < dV; i++) set(i, dK + i, 1); });
  const config = {
    crossAttention: true, batch: 1, heads: 1, dModel: d, dK, dV, mask, bias: false, block: false,
    queryLen: q.rows, keyLen: k.rows,
    text: Array.from({ length: q.rows }, (_, i) => `q${i + 1}`).join(' '),
    sourceText: Array.from({ length: k.rows }, (_, i) => `k${i + 1}`).join(' '),
  };
  return { config, inputs: { X_q, X_kv, W_q, W_k: W_q, W_v, W_o } };
}

/**
 * The true values of a worked example, computed by the engine's own step functions (lab.step):
 * from Q, K and V (d_k = Q's columns), or from scores as typed with their d_k. Matrices are
 * {rows, cols, values} and mask a name of lab.schema().masks; the results are lab.step outputs {shape, data} of one item and one head.
 * With `unscaled`, the scores are not divided by √d_k.
 */
export function solveExample(lab, { q, k, v, scores, dK, mask, unscaled = false }) {
  const asHead = (m) => ({ shape: [1, 1, m.rows, m.cols], data: Float32Array.from(m.values) });
  if (!scores) {
    if (q.cols !== k.cols) throw new Error(t('lessons.paste.qkColumns', { n: String(q.cols), k: String(k.cols) }));
    if (k.rows !== v.rows) throw new Error(t('lessons.paste.kvRows', { n: String(k.rows), v: String(v.rows) }));
    dK = q.cols;
  } else if (!Number.isInteger(dK) || dK < 1) {
    throw new Error(t('lessons.paste.dK'));
  }
  const typed = scores ? asHead(scores) : lab.step('scores', { Q_heads: asHead(q), K_heads: asHead(k) }).output;
  const [T, S] = typed.shape.slice(2);
  // unscaled: the scores as they are (divided by √1), as a source that forgot √d_k or had already scaled them.
  const scaled = lab.step('scale', { scores: typed }, { dK: unscaled ? 1 : dK }).output;
  const M = lab.step('mask', {}, { mask, queryLen: T, keyLen: S, crossAttention: true }).output;
  const masked = lab.step('masked', { scaled, M }).output;
  const softmax = lab.step('softmax', { masked });
  const Z = v ? lab.step('context', { weights: softmax.output, V_heads: asHead(v) }).output : null;
  return { scores: typed, scaled, weights: softmax.output, rowMax: softmax.row_max, rowSum: softmax.row_sum, Z };
}

/**
 * Compares claimed numbers with the engine's: → {rows, cols, cells: [{value, claimed, differs}], worst}.
 * A cell differs when the true value, rounded as the claim is written, is not the claim: |claimed − true| is
 * more than half a unit in the claim's last digit (at least 1e-4), so "1.0" agrees with 0.982 and "1.00" does not.
 */
export function compareMatrix(truth, claimed) {
  const cells = truth.values.map((value, i) => {
    const c = claimed?.values[i];
    if (c === undefined) return { value, claimed: undefined, differs: false };
    const tol = Math.max(1e-4, claimed.tolerance?.[i] ?? 1e-4) + 1e-9;  // + float32's rounding of the true value
    return { value, claimed: c, differs: !(Math.abs(c - value) <= tol) };
  });
  return { rows: truth.rows, cols: truth.cols, cells, differing: cells.filter((c) => c.differs).length };
}

/**
 * Half a unit of the last written digit of each number in the text ("0.4" → 0.05); a whole number without a
 * decimal point ("1", "0") is read as exact to two decimals (0.005): a text writing 1 means 1, not 1 ± 0.5.
 */
export function tolerancesOf(text) {
  return (text.match(/[-+\u2212]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?/gi) ?? []).map((token) => {
    const [mantissa, exp] = token.toLowerCase().split('e');
    const decimals = mantissa.includes('.') ? (mantissa.split('.')[1] ?? '').length : 2;
    return 0.5 * 10 ** (-decimals + Number(exp ?? 0));
  });
}
