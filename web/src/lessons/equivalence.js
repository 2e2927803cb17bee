// Multi-head equivalence, with the trace's own numbers (float64 sums of the engine's float32 data):
// pass 1: one d_model×(h·d_k) projection split into heads = h separate d_model×d_k projections
//         (head p uses columns p·d_k…(p+1)·d_k of W_q);
// pass 2: concat·W_O = Σ_p Z_p·W_O^p, where W_O^p is rows p·d_v…(p+1)·d_v of W_O.

// A plain row-major matrix (what the lesson views draw): {rows, cols, data}.
export const plain = (rows, cols, data = new Float64Array(rows * cols)) => ({ rows, cols, data });

// Columns c0…c1−1 of a row-major rows×cols array.
export function sliceCols(data, rows, cols, c0, c1) {
  const out = plain(rows, c1 - c0);
  for (let r = 0; r < rows; r++) for (let c = c0; c < c1; c++) out.data[r * (c1 - c0) + c - c0] = data[r * cols + c];
  return out;
}

// Rows r0…r1−1 of a row-major rows×cols array.
export function sliceRows(data, cols, r0, r1) {
  return plain(r1 - r0, cols, Float64Array.from(data.subarray(r0 * cols, r1 * cols)));
}

// C = A·B (+ bias): A is n×k, B is k×m, bias has m values.
export function matmul(A, B, bias) {
  const C = plain(A.rows, B.cols);
  for (let i = 0; i < A.rows; i++) {
    for (let j = 0; j < B.cols; j++) {
      let s = bias ? bias[j] : 0;
      for (let t = 0; t < A.cols; t++) s += A.data[i * A.cols + t] * B.data[t * B.cols + j];
      C.data[i * B.cols + j] = s;
    }
  }
  return C;
}

export function maxDiff(a, b) {
  let m = 0;
  for (let i = 0; i < a.length; i++) m = Math.max(m, Math.abs(a[i] - b[i]));
  return m;
}

// One item's slice of a B×… tensor as a plain matrix (rows × cols).
function itemOf(tensor, b, rows, cols) {
  return plain(rows, cols, Float64Array.from(tensor.data.subarray(b * rows * cols, (b + 1) * rows * cols)));
}

/**
 * Both equivalences for batch item b of a trace (self- or cross-attention).
 * @returns {{heads: {p, separate, split, maxDiff}[], contributions: plain[], sum: plain, Y: plain,
 *   maxProjection: number, maxOutput: number}}
 */
export function multiHeadEquivalence(trace, b = 0) {
  const { heads: h, dK, dV, dModel: D, queryLen: T, crossAttention } = trace.config;
  const t = trace.tensors;
  const X = itemOf(crossAttention ? t.X_q : t.X, b, T, D);
  const Wq = t.W_q.data;
  // pass 1: per head, X · W_q[:, p·d_k…(p+1)·d_k] (+ b_q slice) against the engine's split Q_heads
  const headsOut = [];
  for (let p = 0; p < h; p++) {
    const W = sliceCols(Wq, D, h * dK, p * dK, (p + 1) * dK);
    const bias = t.b_q ? Array.from(t.b_q.data.subarray(p * dK, (p + 1) * dK)) : null;
    const separate = matmul(X, W, bias);
    const offset = (b * h + p) * T * dK;
    const split = plain(T, dK, Float64Array.from(t.Q_heads.data.subarray(offset, offset + T * dK)));
    headsOut.push({ p, W, separate, split, maxDiff: maxDiff(separate.data, split.data) });
  }
  // pass 2: Σ_p Z_p · W_O^p (+ b_o) against the engine's Y = concat · W_O (+ b_o)
  const contributions = [];
  const sum = plain(T, D);
  for (let p = 0; p < h; p++) {
    const offset = (b * h + p) * T * dV;
    const Z = plain(T, dV, Float64Array.from(t.Z.data.subarray(offset, offset + T * dV)));
    const part = matmul(Z, sliceRows(t.W_o.data, D, p * dV, (p + 1) * dV));
    contributions.push(part);
    for (let i = 0; i < sum.data.length; i++) sum.data[i] += part.data[i];
  }
  if (t.b_o) for (let i = 0; i < T; i++) for (let j = 0; j < D; j++) sum.data[i * D + j] += t.b_o.data[j];
  const Y = itemOf(t.Y, b, T, D);
  return {
    heads: headsOut, contributions, sum, Y,
    maxProjection: Math.max(...headsOut.map((x) => x.maxDiff)),
    maxOutput: maxDiff(sum.data, Y.data),
  };
}
