// A matrix is the 2-D slice of a trace tensor that the stage draws: for the shown batch item b and
// query head h (and key tile, for the flash tensors), optionally transposed. It knows its flat index
// in the full tensor (for edits) and the token labels of its rows and columns.
// The last two axes are the rows and columns; every axis before them is fixed by the slice. A tensor
// with a key/value-head axis (h_kv) is sliced at the kv head that query head h reads (GQA: ⌊h / group⌋).
// A tensor from the engine worker may hold only some heads of its (B, h, T, S) numbers: `data` then
// starts at the full tensor's flat index `start` (holds() says which).

export function matrixOf(trace, name, { b = 0, h = 0, tile = 0, transpose = false } = {}) {
  const tensor = trace.tensors[name];
  if (!tensor) return null;
  const { shape, axes, data } = tensor;
  const kvHead = kvHeadOf(trace.config, h);
  let rows, cols, rowAxis, colAxis;
  if (shape.length === 1) {
    [rows, cols, rowAxis, colAxis] = [1, shape[0], '', axes[0]];
  } else {
    const n = shape.length;
    [rows, cols, rowAxis, colAxis] = [shape[n - 2], shape[n - 1], axes[n - 2], axes[n - 1]];
  }
  const at = { B: b, h, h_kv: kvHead, tile_k: tile };
  let offset = 0;
  for (let i = 0; i < shape.length - 2; i++) offset = offset * shape[i] + Math.min(at[axes[i]] ?? 0, shape[i] - 1);
  offset *= rows * cols;
  const index = (r, c) => offset + r * cols + c;
  const start = tensor.start ?? 0;
  const base = {
    name, shape, axes, rows, cols, rowAxis, colAxis, transpose: false, b, h, kvHead, tile,
    index, get: (r, c) => data[index(r, c) - start],
    rowLabels: labelsFor(trace, rowAxis, b, rows), colLabels: labelsFor(trace, colAxis, b, cols),
  };
  // Its numbers row-major, as drawn: a view of the tensor's data, or a copy when transposed.
  base.values = () => data.subarray(offset - start, offset - start + rows * cols);
  if (!transpose) return base;
  return {
    ...base, transpose: true, rows: cols, cols: rows, rowAxis: colAxis, colAxis: rowAxis,
    rowLabels: base.colLabels, colLabels: base.rowLabels,
    index: (r, c) => index(c, r), get: (r, c) => data[index(c, r) - start],
    values: () => transposed(base.values(), rows, cols),
  };
}

/** A rows × cols matrix's numbers (row-major) turned: its transpose, row-major (row r is column r). */
export function transposed(values, rows, cols) {
  const out = new Float32Array(rows * cols);
  for (let c = 0, k = 0; c < cols; c++) for (let r = 0; r < rows; r++, k++) out[k] = values[r * cols + c];
  return out;
}

/** Whether `tensor` holds the numbers of item b, head h (every tensor does, but a per-head slice). */
export function holds(tensor, b, h) {
  if (!tensor) return false;
  if (!tensor.start && tensor.data.length === tensor.shape.reduce((n, d) => n * d, 1)) return true;
  const [, H, T, S] = tensor.shape, first = (b * H + h) * T * S - (tensor.start ?? 0);
  return first >= 0 && first + T * S <= tensor.data.length;
}

// Grouped-query attention: query head h reads key/value head ⌊h / (heads / kvHeads)⌋ (repeat_interleave).
export function kvHeadOf(config, h) {
  const heads = config?.heads ?? 1, kv = config?.kvHeads || heads;
  return Math.floor(h / Math.max(1, heads / kv));
}

// Token axes get the tokens as headers; feature axes get their index. Every matrix drawn asks for two lists
// (at T=1024, thousands of labels): the index lists are made once per length and shared (frozen).
const indexLabels = new Map();
export function labelsFor(trace, axis, b, n) {
  const source = trace.config.crossAttention ? trace.sourceTokens : trace.tokens;
  const tokens = axis === 'T' ? trace.tokens[b] : axis === 'S' ? source[b] : null;
  if (tokens?.length >= n) return tokens.slice(0, n);
  if (tokens) return Array.from({ length: n }, (_, i) => (tokens[i] !== undefined ? tokens[i] : String(i)));
  if (!indexLabels.has(n)) indexLabels.set(n, Object.freeze(Array.from({ length: n }, (_, i) => String(i))));
  return indexLabels.get(n);
}

export function maxAbs(matrix) {
  let m = 0;
  for (let r = 0; r < matrix.rows; r++) {
    for (let c = 0; c < matrix.cols; c++) {
      const v = matrix.get(r, c);
      if (Number.isFinite(v) && Math.abs(v) > m) m = Math.abs(v);
    }
  }
  return m;
}

// ALiBi: head p's slope m_p as the engine applied it (alibi[p, 1, 0] = −m_p·(1 − 0)), or null with one position.
export function alibiSlope(trace, p) {
  const bias = matrixOf(trace, 'alibi', { h: p });
  return bias && bias.rows > 1 && bias.cols > 0 ? -bias.get(1, 0) : null;
}
