// A matrix is the 2-D slice of a trace tensor that the stage draws: for the shown batch item b and
// head h, optionally transposed. It knows its flat index in the full tensor (for edits) and the
// token labels of its rows and columns. A tensor from the engine worker may hold only some heads of its
// (B, h, T, S) numbers: `data` then starts at the full tensor's flat index `start` (holds() says which).
export function matrixOf(trace, name, { b = 0, h = 0, transpose = false } = {}) {
  const tensor = trace.tensors[name];
  if (!tensor) return null;
  const { shape, axes, data } = tensor;
  let offset = 0, rows, cols, rowAxis, colAxis;
  if (shape.length === 1) {
    [rows, cols, rowAxis, colAxis] = [1, shape[0], '', axes[0]];
  } else if (shape.length === 2) {
    [rows, cols, rowAxis, colAxis] = [shape[0], shape[1], axes[0], axes[1]];
  } else if (shape.length === 3) {
    [rows, cols, rowAxis, colAxis] = [shape[1], shape[2], axes[1], axes[2]];
    offset = b * rows * cols;
  } else {
    [rows, cols, rowAxis, colAxis] = [shape[2], shape[3], axes[2], axes[3]];
    offset = (b * shape[1] + h) * rows * cols;
  }
  const index = (r, c) => offset + r * cols + c;
  const start = tensor.start ?? 0;
  const base = {
    name, shape, axes, rows, cols, rowAxis, colAxis, transpose: false, b, h,
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
    values: () => Float32Array.from({ length: rows * cols }, (_, k) => data[index(k % rows, Math.floor(k / rows)) - start]),
  };
}

/** Whether `tensor` holds the numbers of item b, head h (every tensor does, but a per-head slice). */
export function holds(tensor, b, h) {
  if (!tensor) return false;
  if (!tensor.start && tensor.data.length === tensor.shape.reduce((n, d) => n * d, 1)) return true;
  const [, H, T, S] = tensor.shape, first = (b * H + h) * T * S - (tensor.start ?? 0);
  return first >= 0 && first + T * S <= tensor.data.length;
}

// Token axes get the tokens as headers; feature axes get their index.
export function labelsFor(trace, axis, b, n) {
  const source = trace.config.crossAttention ? trace.sourceTokens : trace.tokens;
  const tokens = axis === 'T' ? trace.tokens[b] : axis === 'S' ? source[b] : null;
  return Array.from({ length: n }, (_, i) => (tokens && tokens[i] !== undefined ? tokens[i] : String(i)));
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

// Names the axis for people: "T" → "queries (T)".
export function axisTitle(axis, crossAttention) {
  const names = {
    T: 'queries', S: crossAttention ? 'source keys' : 'keys', d_model: 'features',
    'h·d_k': 'heads × d_k', 'h·d_v': 'heads × d_v', d_k: 'features of a head', d_v: 'features of a head',
  };
  return names[axis] ? `${names[axis]} (${axis})` : axis;
}
